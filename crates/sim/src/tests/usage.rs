//! Route usage: the counts a run records are the counts read off a game's
//! own events by hand, and seats rotated over the start spaces start where
//! they should.

use std::sync::Arc;

use crate::bots::BotKind;
use crate::montecarlo::runner::play_game;
use crate::montecarlo::{Progress, SimConfig, WatchedChoice, WatchedWay, run};
use crate::plan::Plan;
use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::action::{Event, Events};
use eldorado_rules::board::Board;
use eldorado_rules::replay::{game_seed, start_game};
use eldorado_rules::state::{GameConfig, Rules};

/// Two halves of the course, split by a line across it: west and east of
/// the mean q of its spaces. Crude, but every piece crosses one of them.
fn halves(map: &Map) -> WatchedChoice {
    let mean = map.spaces().iter().map(|s| s.hex.x as f64).sum::<f64>() / map.len() as f64;
    let (west, east): (Vec<usize>, Vec<usize>) = (0..map.len())
        .filter(|&s| map.space(s).is_enterable())
        .partition(|&s| (map.space(s).hex.x as f64) < mean);
    WatchedChoice {
        name: "west or east".into(),
        ways: vec![
            WatchedWay { name: "west".into(), spaces: west },
            WatchedWay { name: "east".into(), spaces: east },
        ],
    }
}

#[test]
fn usage_counts_are_the_counts_of_the_games_own_events() {
    let map = Map::build(&official::course("winding-paths").unwrap()).unwrap();
    let watched = halves(&map);
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

    // The same game, played again and read event by event.
    let board = Arc::new(Board::from_map(map.clone()).unwrap());
    let plan = Plan::new(board.clone());
    let seed = game_seed(5, 0);
    let gc = GameConfig { players: 3, rules: Rules::default() };
    let game = play_game(&plan, gc, &[BotKind::Fast], seed).unwrap();
    let (mut state, mut rng, _) = start_game(board, gc, seed).unwrap();
    let mut entered = [[0u32; 2]; 3];
    let mut arrived = [None; 3];
    let mut ev = Events::new();
    for &a in &game.actions {
        let round = state.round();
        state.apply_into(a, &mut rng, &mut ev).unwrap();
        for e in &ev {
            match *e {
                Event::Entered { player, space, .. } => {
                    let way =
                        watched.ways.iter().position(|w| w.spaces.contains(&(space as usize)));
                    if let Some(w) = way {
                        entered[player as usize][w] += 1;
                    }
                }
                Event::Arrived { player, .. } => arrived[player as usize] = Some(round),
                _ => {}
            }
        }
    }
    let winner = state.outcome().unwrap().winner;
    let mut pieces = [0u64; 2];
    let mut wins = [0u64; 2];
    let mut rounds = [0u64; 2];
    let mut arrivals = [0u64; 2];
    for seat in 0..3 {
        let [w, e] = entered[seat];
        assert!(w + e > 0, "seat {seat} entered neither half");
        let took = if e > w { 1 } else { 0 };
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
    assert_eq!((usage.neither, usage.stopped_short), (0, 0));
    assert_eq!(pieces.iter().sum::<u64>(), 3);
    assert!(arrivals.iter().sum::<u64>() >= 1, "the winner arrived");
    // A choice no piece walks: those that reached El Dorado went another
    // way, the others stopped short of it.
    let arrived_count = arrived.iter().filter(|a| a.is_some()).count() as u64;
    assert_eq!(unwalked.neither, arrived_count);
    assert_eq!(unwalked.stopped_short, 3 - arrived_count);
}

/// A choice whose ways no piece can enter.
fn nowhere() -> WatchedChoice {
    WatchedChoice {
        name: "nowhere".into(),
        ways: vec![
            WatchedWay { name: "one".into(), spaces: Vec::new() },
            WatchedWay { name: "other".into(), spaces: Vec::new() },
        ],
    }
}

#[test]
fn nothing_watched_nothing_reported_and_the_same_games_played() {
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let plain = SimConfig { games: 20, seed: 3, ..SimConfig::default() };
    let watching = SimConfig { watch: vec![halves(&map)], ..plain.clone() };
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
