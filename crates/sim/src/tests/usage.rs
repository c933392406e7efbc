//! Route usage: the counts a run records are the counts read off a game's
//! own events by hand, and seats rotated over the start spaces start where
//! they should.

use eldorado_core::map::{Map, SpaceId};
use std::sync::Arc;

use crate::bots::BotKind;
use crate::montecarlo::runner::play_game;
use crate::montecarlo::{Origin, Progress, SimConfig, WatchedChoice, WatchedWay, run};
use crate::plan::Plan;
use eldorado_core::course::official;
use eldorado_core::hex;
use eldorado_rules::action::{Event, Events};
use eldorado_rules::board::Board;
use eldorado_rules::replay::{game_seed, start_game};
use eldorado_rules::state::{GameConfig, Rules};

/// Where a space lies against a north–south line through the course's mean
/// x, and an east–west one through its mean y: (east of it, south of it).
fn quarter(map: &Map, s: SpaceId) -> (bool, bool) {
    let n = map.len() as f32;
    let (mx, my) = map.spaces().iter().fold((0.0, 0.0), |(x, y), sp| {
        let p = hex::to_pixel(sp.hex, 1.0);
        (x + p.0 / n, y + p.1 / n)
    });
    let p = hex::to_pixel(map.space(s).hex, 1.0);
    (p.0 >= mx, p.1 >= my)
}

/// A cut along the north–south line: stepping east across its northern half
/// passes "north", across its southern half "south". Crude, but a game's
/// pieces cross it, some of them back and forth.
fn line(map: &Map) -> WatchedChoice {
    let mut ways = [Vec::new(), Vec::new()];
    for a in map.space_ids().filter(|&a| map.space(a).is_enterable()) {
        for &b in map.neighbours(a) {
            let ((ea, sa), (eb, _)) = (quarter(map, a), quarter(map, b));
            if map.space(b).is_enterable() && !ea && eb {
                ways[usize::from(sa)].push((a, b));
            }
        }
    }
    let [north, south] = ways;
    WatchedChoice {
        origin: Origin::Choice(0),
        name: "the line".into(),
        ways: vec![
            WatchedWay { name: "north".into(), gate: north },
            WatchedWay { name: "south".into(), gate: south },
        ],
    }
}

#[test]
fn usage_counts_are_the_counts_of_the_games_own_events() {
    let map = Map::build(&official::course("winding-paths").unwrap()).unwrap();
    let watched = line(&map);
    let config = SimConfig {
        games: 1,
        players: 3,
        bots: vec![BotKind::Fast],
        seed: 5,
        watch: vec![watched.clone(), nowhere()],
        ..SimConfig::default()
    };
    let result = run(&map, "winding", &config, None, &Progress::new()).unwrap();
    let usage = &result.route_choices[0];
    let unwalked = &result.route_choices[1];
    assert_eq!(usage.origin, Origin::Choice(0));
    assert_eq!(unwalked.origin, Origin::Shortcut(7), "each result keeps its choice's key");

    // The same game, played again and read event by event: each step east
    // across the line counts one on its half, each step west takes one back;
    // a piece is past while its count is positive, on the half of the step
    // that took it past (read from the spaces' places, not the gate's list).
    let board = Arc::new(Board::from_map(map.clone()).unwrap());
    let plan = Plan::new(board.clone());
    let seed = game_seed(5, 0);
    let gc = GameConfig { players: 3, rules: Rules::default() };
    let game = play_game(&plan, gc, &[BotKind::Fast], seed).unwrap();
    let (mut state, mut rng, _) = start_game(board, gc, seed).unwrap();
    let mut at: Vec<SpaceId> = state.players().iter().map(|p| p.pieces()[0].at.unwrap()).collect();
    let mut net = [0i32; 3];
    let mut side = [None; 3];
    let mut crossings = 0;
    let mut arrived = [None; 3];
    let mut ev = Events::new();
    for &a in &game.actions {
        let round = state.round();
        state.apply_into(a, &mut rng, &mut ev).unwrap();
        for e in &ev {
            match *e {
                Event::Entered { player, space, .. } => {
                    let p = player as usize;
                    let (from, to) = (at[p], space);
                    let ((ef, sf), (et, _)) = (quarter(&map, from), quarter(&map, to));
                    if !ef && et {
                        net[p] += 1;
                        crossings += 1;
                        if net[p] == 1 {
                            side[p] = Some(usize::from(sf));
                        }
                    } else if ef && !et {
                        net[p] -= 1;
                        crossings += 1;
                        if net[p] == 0 {
                            side[p] = None;
                        }
                    }
                    at[p] = to;
                }
                Event::Arrived { player, .. } => arrived[player as usize] = Some(round),
                _ => {}
            }
        }
    }
    assert!(crossings >= 3, "the game's pieces cross the line");
    let winner = state.outcome().unwrap().winner;
    let mut pieces = [0u64; 2];
    let mut wins = [0u64; 2];
    let mut rounds = [0u64; 2];
    let mut arrivals = [0u64; 2];
    let (mut neither, mut not_past) = (0, 0);
    for seat in 0..3 {
        let Some(took) = side[seat].filter(|_| net[seat] > 0) else {
            if arrived[seat].is_some() {
                neither += 1
            } else {
                not_past += 1
            }
            continue;
        };
        pieces[took] += 1;
        wins[took] += (winner == Some(seat as u8)) as u64;
        if let Some(r) = arrived[seat] {
            rounds[took] += r as u64;
            arrivals[took] += 1;
        }
        assert_eq!(usage.ways[took].by_seat[seat].pieces, 1, "seat {seat}");
    }
    for w in 0..2 {
        assert_eq!(usage.ways[w].pieces, pieces[w], "{}", usage.ways[w].name);
        let won = (usage.ways[w].win_rate.rate * pieces[w] as f64).round() as u64;
        assert_eq!(won, wins[w], "{}", usage.ways[w].name);
        let mean = (arrivals[w] > 0).then(|| rounds[w] as f64 / arrivals[w] as f64);
        assert_eq!(usage.ways[w].mean_arrival_round, mean, "{}", usage.ways[w].name);
    }
    assert_eq!((usage.neither, usage.not_past), (neither, not_past));
    assert!(arrivals.iter().sum::<u64>() >= 1 || neither >= 1, "the winner arrived");
    // A choice no piece can cross: those that reached El Dorado went another
    // way, the others are not past it.
    let arrived_count = arrived.iter().filter(|a| a.is_some()).count() as u64;
    assert_eq!(unwalked.neither, arrived_count);
    assert_eq!(unwalked.not_past, 3 - arrived_count);
}

/// A choice whose gates no piece can cross.
fn nowhere() -> WatchedChoice {
    WatchedChoice {
        origin: Origin::Shortcut(7),
        name: "nowhere".into(),
        ways: vec![
            WatchedWay { name: "one".into(), gate: Vec::new() },
            WatchedWay { name: "other".into(), gate: Vec::new() },
        ],
    }
}

#[test]
fn nothing_watched_nothing_reported_and_the_same_games_played() {
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let plain = SimConfig { games: 20, seed: 3, ..SimConfig::default() };
    let watching = SimConfig { watch: vec![line(&map)], ..plain.clone() };
    let a = run(&map, "s", &plain, None, &Progress::new()).unwrap();
    let b = run(&map, "s", &watching, None, &Progress::new()).unwrap();
    assert!(a.route_choices.is_empty());
    assert!(!serde_json::to_string(&a).unwrap().contains("route_choices"));
    assert_eq!(b.route_choices.len(), 1);
    assert_eq!(a.seats, b.seats, "watching changes no game");
    assert_eq!(a.heatmap, b.heatmap);
}

#[test]
fn rotated_seats_start_on_the_next_seats_start_spaces() {
    let board = Arc::new(
        Board::from_map(Map::build(&official::course("first-course").unwrap()).unwrap()).unwrap(),
    );
    for players in [2u8, 3, 4] {
        let gc = GameConfig { players, rules: Rules::default() };
        let (plain, ..) = start_game(board.clone(), gc, 9).unwrap();
        let (mut rotated, ..) = start_game(board.clone(), gc, 9).unwrap();
        assert!(rotated.rotate_starts(1));
        for seat in 0..players as usize {
            let next = (seat + 1) % players as usize;
            let starts = |s: &eldorado_rules::state::GameState, i: usize| -> Vec<u8> {
                s.players()[i].pieces().iter().map(|p| p.start).collect()
            };
            assert_eq!(starts(&rotated, seat), starts(&plain, next), "{players} players");
            assert_eq!(
                rotated.players()[seat].pieces()[0].at,
                plain.players()[next].pieces()[0].at
            );
        }
    }
    // Once a piece has moved, the start spaces stay as they are.
    let gc = GameConfig { players: 4, rules: Rules::default() };
    let plan = Plan::new(board.clone());
    let game = play_game(&plan, gc, &[BotKind::Fast], 9).unwrap();
    let (mut state, mut rng, _) = start_game(board.clone(), gc, 9).unwrap();
    for &a in &game.actions[..40] {
        state.apply(a, &mut rng).unwrap();
    }
    assert!(state.round() > 1, "forty actions take the game past its first round");
    let moved: Vec<_> = state.players().iter().map(|p| p.pieces()[0].at).collect();
    assert!(!state.rotate_starts(1), "a game begun keeps its start spaces");
    assert_eq!(moved, state.players().iter().map(|p| p.pieces()[0].at).collect::<Vec<_>>());
    // A run rotating the seats plays every start space in every game.
    let config = SimConfig { games: 8, rotate_starts: true, seed: 2, ..SimConfig::default() };
    let map = Map::build(&official::course("first-course").unwrap()).unwrap();
    let r = run(&map, "first", &config, None, &Progress::new()).unwrap();
    assert!(r.start_spaces.iter().all(|s| s.games == 8));
    assert!(r.notable_games.longest.is_none(), "a rotated game can't be told from its seed");
}
