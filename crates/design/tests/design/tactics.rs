//! Tactics on constructed courses: a fork with a river way and a jungle way
//! of equal length splits the river player from the jungle player, and both
//! win their share head to head; a fork where one way is better for every
//! deck is taken by every tactic.

use std::sync::Arc;

use super::record_sides::{Point, Side, cuts, hexes, side, walks};
use eldorado_core::map::Map;
use eldorado_design::routes::Origin;
use eldorado_design::run::{Watched, simulate, simulate_watching};
use eldorado_design::tactics::{self, TacticalVerdict};
use eldorado_rules::replay::game_seed;
use eldorado_rules::{BotKind, GameConfig, Rules};
use eldorado_sim::montecarlo::{RouteUsage, trace};
use eldorado_sim::{Plan, Progress, SimConfig, SimResult};

/// A constructed course ten spaces wide and sixteen rows long: the start
/// spaces in the middle of its first row, villages (which every starting
/// deck pays alike) before and after a block of mountains four wide in rows
/// 3 to 12, a lane three wide each side of it of `west` and `east` spaces,
/// and finishing spaces across its last row.
pub fn tactical_fork(west: &[&str], east: &[&str]) -> Map {
    const WIDTH: usize = 10;
    const ROWS: usize = 16;
    let lead = ROWS.div_ceil(2);
    let rows: Vec<String> = (0..ROWS)
        .map(|r| {
            let mut tokens = vec![".."; lead - r / 2];
            for x in 0..WIDTH {
                tokens.push(match (r, x) {
                    (0, 3) => "S1",
                    (0, 4) => "S2",
                    (0, 5) => "S3",
                    (0, 6) => "S4",
                    (r, _) if r == ROWS - 1 => "FJ",
                    (5..=10, 3..=6) => "M",
                    (5..=10, 0..=2) => west[r % west.len()],
                    (5..=10, 7..=9) => east[r % east.len()],
                    _ if (x + r) % 2 == 0 => "J1",
                    _ => "V1",
                });
            }
            tokens.join(" ")
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    Map::from_rows(&rows).expect("a valid constructed board")
}

fn run(map: &Map, bots: &[BotKind], games: u64) -> SimResult {
    let config = SimConfig {
        games,
        players: bots.len() as u8,
        bots: bots.to_vec(),
        rotate_seats: true,
        seed: 1,
        ..SimConfig::default()
    };
    simulate(map, "", &config, &Progress::new()).unwrap().result
}

/// The one route choice of a constructed fork: the analysis finds it.
fn the_choice(r: &SimResult) -> &RouteUsage {
    let choices: Vec<&RouteUsage> =
        r.route_choices.iter().filter(|u| matches!(u.origin, Origin::Choice(_))).collect();
    assert_eq!(choices.len(), 1, "one route choice round the block");
    choices[0]
}

/// A bot's share of its pieces on the way named `way`, and their win rate there.
fn taken(u: &RouteUsage, bot: BotKind, way: &str) -> (f64, f64) {
    let w = u.ways.iter().find(|w| w.name == way).unwrap_or_else(|| panic!("{way} in {u:?}"));
    let b = w.by_bot.iter().find(|b| b.bot == bot).unwrap();
    (b.share, b.win_rate.rate)
}

#[test]
fn a_river_way_and_a_jungle_way_part_the_river_player_from_the_jungle_player() {
    // West of the block a lane of river 1, east of it jungle 1 and 2 row by
    // row: fifteen spaces either way, within 0.1 rounds of each other by the
    // estimate. Head to head, seats rotated.
    let map = tactical_fork(&["R1"], &["J1", "J2"]);
    let r = run(&map, &[BotKind::River, BotKind::Jungle], 400);
    let u = the_choice(&r);
    let (river_west, _) = taken(u, BotKind::River, "the way west");
    let (jungle_east, _) = taken(u, BotKind::Jungle, "the way east");
    eprintln!(
        "river west {river_west:.3}, jungle east {jungle_east:.3}, win rates {:?}",
        r.bot_stats.iter().map(|b| (b.bot, b.win_rate.rate)).collect::<Vec<_>>()
    );
    assert!(river_west >= 0.7, "the river player went west {river_west:.2}");
    assert!(jungle_east >= 0.7, "the jungle player went east {jungle_east:.2}");
    for b in &r.bot_stats {
        assert!(
            (0.35..=0.65).contains(&b.win_rate.rate),
            "{} won {:.2} head to head",
            b.bot,
            b.win_rate.rate
        );
    }
    let judged = tactics::judge(u, 2);
    assert!(judged.verdict.is_tactical(), "{judged:?}");
    // The fast bot, which plans every terrain alike, does not part so: the
    // split is the tactics', not the course's alone.
    let fast = run(&map, &[BotKind::Fast, BotKind::Fast], 200);
    assert!(the_choice(&fast).ways.iter().all(|w| w.by_bot.is_empty()), "one bot: no split by bot");
}

#[test]
fn a_way_better_for_every_deck_is_taken_by_every_tactic() {
    // The same terrain both sides, but one row of jungle east is of power 2
    // where the west's is of power 1: no deck pays it as easily (within a
    // round by the estimate, so a route choice still).
    let map =
        tactical_fork(&["J1", "J1", "R1", "V1", "J1", "R1"], &["J2", "J1", "R1", "V1", "J1", "R1"]);
    let r = run(&map, &tactics::TABLE, 300);
    let u = the_choice(&r);
    for bot in tactics::TABLE {
        let (west, _) = taken(u, bot, "the way west");
        eprintln!("{bot} west {west:.3}");
        assert!(west >= 0.9, "{bot} went west {west:.2}");
    }
    let judged = tactics::judge(u, 4);
    let west = u.ways.iter().position(|w| w.name == "the way west").unwrap();
    assert_eq!(judged.verdict, TacticalVerdict::SameWay { way: west }, "{judged:?}");
}

#[test]
fn each_tactics_count_is_the_count_its_records_show() {
    // The tactics' table on the river and jungle fork, game by game: each
    // game saved as a record, each piece's side read from the record's hexes
    // and the cut line alone, credited to the bot the record names at its
    // seat. The run's counts by bot must be those sums.
    let map = tactical_fork(&["R1"], &["J1", "J2"]);
    let games = 60;
    let watched = Arc::new(Watched::of(&map));
    let config = tactics::table(games, 5);
    let run = simulate_watching(&map, "", &config, watched.clone(), &Progress::new()).unwrap();
    let course = eldorado_core::course::Course::default();
    let starts: Vec<Point> = (1..=4u8)
        .map(|n| hexes(&map, &[map.starts().iter().find(|(k, _)| *k == n).unwrap().1])[0])
        .collect();
    let plan = Plan::new(Arc::new(eldorado_rules::Board::from_map(map.clone()).unwrap()));
    let gc = GameConfig { players: 4, rules: Rules::default() };
    let choices = &watched.list.watch;
    // Per choice, per way, per bot name: pieces.
    let mut counted: Vec<Vec<std::collections::BTreeMap<String, u64>>> =
        choices.iter().map(|c| vec![Default::default(); c.ways.len()]).collect();
    for i in 0..games {
        let kinds: Vec<BotKind> = (0..4).map(|s| config.bot_in_game(s, i)).collect();
        let (timeline, _) = trace::play(&plan, gc, &kinds, game_seed(5, i)).unwrap();
        let record: serde_json::Value =
            serde_json::from_str(&eldorado_formats::game_record::to_json(&course, &timeline))
                .unwrap();
        let seats: Vec<String> = record["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_string())
            .collect();
        for (c, choice) in choices.iter().enumerate() {
            let cut = cuts(&map, &watched.report, choice.origin);
            for (seat, walk) in walks(&record, &starts).iter().enumerate() {
                if let Side::Way(w) = side(walk, &cut) {
                    *counted[c][w].entry(seats[seat].clone()).or_default() += 1;
                }
            }
        }
    }
    for (u, by_way) in run.result.route_choices.iter().zip(&counted) {
        for (w, theirs) in u.ways.iter().zip(by_way) {
            for b in &w.by_bot {
                let read = theirs.get(b.bot.name()).copied().unwrap_or(0);
                assert_eq!(b.pieces, read, "{}, {}, {}", u.name, w.name, b.bot);
            }
            assert_eq!(w.by_bot.iter().map(|b| b.pieces).sum::<u64>(), w.pieces, "{}", u.name);
        }
    }
}

#[test]
fn a_mixed_tables_game_record_keeps_each_seats_tactic_and_replays() {
    // A game of the river player, the jungle player, the village player and
    // the fast bot, saved and read back: the seats and every position.
    let course = eldorado_core::course::official::course("first-course").unwrap();
    let map = Map::build(&course).unwrap();
    let plan = Plan::new(Arc::new(eldorado_rules::Board::from_map(map).unwrap()));
    let seats = [BotKind::River, BotKind::Jungle, BotKind::Village, BotKind::Fast];
    let gc = GameConfig { players: 4, rules: Rules::default() };
    let (timeline, errors) = trace::play(&plan, gc, &seats, 3).unwrap();
    assert_eq!(errors, 0);
    let text = eldorado_formats::game_record::to_json(&course, &timeline);
    let read = eldorado_formats::game_record::parse(&text).unwrap();
    let want: Vec<eldorado_rules::Seat> =
        seats.iter().map(|&b| eldorado_rules::Seat::Bot(b)).collect();
    assert_eq!(read.game.seats(), want.as_slice());
    assert_eq!(read.game.len(), timeline.len());
    assert_eq!(read.game.current().outcome(), timeline.current().outcome());
}
