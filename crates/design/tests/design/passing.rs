//! The side each piece passed, checked piece by piece against game records:
//! a run's games are played again one by one, saved as game records, and
//! each piece's walk is read back from its record's hexes alone; the side it
//! passed at every route choice, shortcut and bend is worked out from the cut
//! lines the analysis gives (`record_sides`: a segment crossing, as a reader
//! would do it with a ruler). It must be the side the program credits the
//! piece with, game by game, and the run's counts must be their sums. And on
//! constructed courses the counts are what the construction forces.

use std::sync::Arc;

use super::record_sides::{Cut, Point, Side, cuts, hexes, side, walks};
use eldorado_core::course::{Course, official};
use eldorado_core::map::Map;
use eldorado_design::passings::follow;
use eldorado_design::routes::Origin;
use eldorado_design::run::{Watched, simulate, simulate_watching};
use eldorado_rules::replay::game_seed;
use eldorado_rules::{BotKind, GameConfig, Rules};
use eldorado_sim::montecarlo::{Passed, trace};
use eldorado_sim::{Plan, Progress, SimConfig};

/// Plays `games` games of an official course with four fast bots as a run
/// plays them, and checks every piece's side against its record.
fn check(id: &str, games: u64, seed: u64) {
    let course: Course = official::course(id).unwrap();
    let map = Map::build(&course).unwrap();
    let watched = Arc::new(Watched::of(&map));
    let config = SimConfig { games, seed, ..SimConfig::default() };
    let run = simulate_watching(&map, "", &config, watched.clone(), &Progress::new()).unwrap();
    let starts: Vec<Point> = (1..=4u8)
        .map(|n| {
            let s = map.starts().iter().find(|(k, _)| *k == n).unwrap().1;
            hexes(&map, &[s])[0]
        })
        .collect();
    let finishes: Vec<Point> = hexes(&map, map.finishes());
    let choices = &watched.list.watch;
    let cut: Vec<Vec<Cut>> =
        choices.iter().map(|c| cuts(&map, &watched.report, c.origin)).collect();
    // Pieces per (choice, way), then not past and another way.
    let mut counted: Vec<(Vec<u64>, u64, u64)> =
        choices.iter().map(|c| (vec![0; c.ways.len()], 0, 0)).collect();
    let board = Arc::new(eldorado_rules::Board::from_map(map.clone()).unwrap());
    let plan = Plan::new(board);
    let gc = GameConfig { players: 4, rules: Rules::default() };
    for i in 0..games {
        let (timeline, _) = trace::play(&plan, gc, &[BotKind::Fast], game_seed(seed, i)).unwrap();
        let record: serde_json::Value =
            serde_json::from_str(&eldorado_formats::game_record::to_json(&course, &timeline))
                .unwrap();
        let walks = walks(&record, &starts);
        let passings = follow(&timeline, &watched, timeline.len());
        for (c, choice) in choices.iter().enumerate() {
            for (seat, walk) in walks.iter().enumerate() {
                let theirs = side(walk, &cut[c]);
                let ours = passings.passed(c, seat as u8, 0);
                let agree = match (theirs, ours) {
                    (Side::Way(a), Passed::Way(b)) => a == b,
                    (Side::NotPast, Passed::NotYet) => true,
                    _ => false,
                };
                assert!(
                    agree,
                    "{id} game {i} seat {seat}, {}: {theirs:?} against {ours:?}",
                    choice.name
                );
                let arrived = walk.last().is_some_and(|p| {
                    finishes.iter().any(|f| (f.0 - p.0).abs() < 1e-6 && (f.1 - p.1).abs() < 1e-6)
                });
                match theirs {
                    Side::Way(w) => counted[c].0[w] += 1,
                    Side::NotPast if arrived => counted[c].2 += 1,
                    Side::NotPast => counted[c].1 += 1,
                }
            }
        }
    }
    for (u, (ways, not_past, neither)) in run.result.route_choices.iter().zip(&counted) {
        let pieces: Vec<u64> = u.ways.iter().map(|w| w.pieces).collect();
        assert_eq!(&pieces, ways, "{id}, {}", u.name);
        assert_eq!((u.not_past, u.neither), (*not_past, *neither), "{id}, {}", u.name);
    }
}

#[test]
fn every_pieces_side_is_the_side_its_record_shows_on_swamplands() {
    check("swamplands", 40, 7);
}

#[test]
fn every_pieces_side_is_the_side_its_record_shows_on_the_witchs_cauldron() {
    check("witchs-cauldron", 40, 7);
}

#[test]
fn every_pieces_side_is_the_side_its_record_shows_on_serpentine() {
    check("serpentine", 40, 7);
}

#[test]
fn every_pieces_side_is_the_side_its_record_shows_on_winding_paths() {
    check("winding-paths", 30, 3);
}

/// A course of jungle ten spaces wide and `rows` long, start spaces 1 to 4
/// in its first row at `starts`, finishing spaces across its last row, and
/// what `at(row, x)` puts elsewhere.
fn constructed(
    rows: usize,
    starts: [usize; 4],
    at: impl Fn(usize, usize) -> Option<&'static str>,
) -> Map {
    const WIDTH: usize = 10;
    let lead = rows.div_ceil(2);
    let text: Vec<String> = (0..rows)
        .map(|r| {
            let mut tokens = vec![".."; lead - r / 2];
            for x in 0..WIDTH {
                const START: [&str; 4] = ["S1", "S2", "S3", "S4"];
                tokens.push(match (r, x) {
                    (0, x) if starts.contains(&x) => {
                        START[starts.iter().position(|&s| s == x).unwrap_or(0)]
                    }
                    (r, _) if r == rows - 1 => "FJ",
                    (r, x) => at(r, x).unwrap_or("J1"),
                });
            }
            tokens.join(" ")
        })
        .collect();
    let text: Vec<&str> = text.iter().map(String::as_str).collect();
    Map::from_rows(&text).expect("a valid constructed board")
}

#[test]
fn a_wall_with_a_lane_each_side_is_passed_half_each_way() {
    // A wall of mountains down the middle from the second row, a lane of
    // jungle each side, and rubble 3 between the start spaces: seats 1 and 2
    // start west of the wall and pass it west, seats 3 and 4 east.
    let map = constructed(16, [1, 2, 7, 8], |r, x| match (r, x) {
        (0, 3..=6) => Some("G3"),
        (1..=10, 3..=6) => Some("M"),
        _ => None,
    });
    let run = simulate(
        &map,
        "",
        &SimConfig { games: 50, seed: 1, ..SimConfig::default() },
        &Progress::new(),
    )
    .unwrap();
    let fork = run
        .result
        .route_choices
        .iter()
        .find(|u| !matches!(u.origin, Origin::Bend(_)))
        .expect("the wall is a fork");
    let west = fork.ways.iter().position(|w| w.name.ends_with("west")).unwrap();
    let east = 1 - west;
    assert_eq!(fork.ways[west].pieces, 100, "{fork:?}");
    assert_eq!(fork.ways[east].pieces, 100, "{fork:?}");
    for seat in 0..4 {
        let way = if seat < 2 { west } else { east };
        assert_eq!(fork.ways[way].by_seat[seat].pieces, 50, "seat {}: {fork:?}", seat + 1);
    }
}

#[test]
fn pieces_that_start_beside_one_lane_all_pass_that_way() {
    // The start spaces at the west end of the first row, and mountains
    // across the way just after it from the second space to the last but
    // one: the west lane lies straight ahead of every start space, the east
    // one is a long way round.
    let map = constructed(14, [0, 1, 2, 3], |r, x| match (r, x) {
        (2..=4, 2..=8) => Some("M"),
        _ => None,
    });
    let run = simulate(
        &map,
        "",
        &SimConfig { games: 40, seed: 2, ..SimConfig::default() },
        &Progress::new(),
    )
    .unwrap();
    let fork = run
        .result
        .route_choices
        .iter()
        .find(|u| !matches!(u.origin, Origin::Bend(_)))
        .expect("the mountains are a fork");
    let west = fork.ways.iter().find(|w| w.name.ends_with("west")).unwrap();
    assert_eq!(west.pieces, 160, "{fork:?}");
    assert_eq!(fork.not_past + fork.neither, 0);
}

#[test]
fn a_bend_with_its_outer_lane_walled_is_passed_inside_by_every_piece() {
    // Winding Paths' bend on board I with mountains on every space a piece
    // would leave to cross the outer half of its cut: each piece crosses the
    // inner half.
    let mut map = Map::build(&official::course("winding-paths").unwrap()).unwrap();
    let report = eldorado_analysis::analyze(&map);
    let bend = report.bends.iter().find(|b| b.label == "board I").unwrap();
    let outer = &bend.gates.as_ref().unwrap()[1];
    for &(a, _) in &outer.steps {
        let h = map.space(a).hex;
        map.paint(h, "M").unwrap();
    }
    let run = simulate(
        &map,
        "",
        &SimConfig { games: 30, seed: 4, ..SimConfig::default() },
        &Progress::new(),
    )
    .unwrap();
    let at = run.watched.report.bends.iter().position(|b| b.label == "board I").unwrap();
    let u = run.usage(Origin::Bend(at)).expect("the bend is watched");
    assert_eq!(u.ways[1].pieces, 0, "{u:?}");
    assert_eq!(u.ways[0].pieces + u.not_past + u.neither, 120, "{u:?}");
    assert!(u.ways[0].pieces >= 100, "{u:?}");
}

/// The way a piece is said to have passed, followed action by action as the
/// game view shows it: once past a choice, a piece keeps its way unless its
/// walk (read from its record) crosses the cut back and passes again on the
/// other side. Winding Paths, seed 4, where a piece seemed to change ways.
#[test]
fn a_pieces_way_once_passed_changes_only_when_its_walk_crosses_back() {
    let id = "winding-paths";
    let course: Course = official::course(id).unwrap();
    let map = Map::build(&course).unwrap();
    let watched = Arc::new(Watched::of(&map));
    let board = Arc::new(eldorado_rules::Board::from_map(map.clone()).unwrap());
    let plan = Plan::new(board);
    let gc = GameConfig { players: 4, rules: Rules::default() };
    let choices = &watched.list.watch;
    let mut changed = Vec::new();
    // The game view's "Game seed 4" plays seed 4 itself; a run's games their own seeds.
    let seeds = (0..30).chain((0..10).map(|i| game_seed(4, i)));
    for i in seeds {
        let (timeline, _) = trace::play(&plan, gc, &[BotKind::Fast], i).unwrap();
        let mut said: Vec<Vec<Option<usize>>> = vec![vec![None; 4]; choices.len()];
        for upto in 0..=timeline.len() {
            let passings = follow(&timeline, &watched, upto);
            for c in 0..choices.len() {
                for seat in 0..4u8 {
                    if let Passed::Way(w) = passings.passed(c, seat, 0) {
                        let was = said[c][seat as usize].replace(w);
                        if was.is_some_and(|v| v != w) {
                            changed.push((i, upto, seat, choices[c].name.clone(), was, w));
                        }
                    }
                }
            }
        }
    }
    assert!(changed.is_empty(), "{changed:#?}");
    // What looked like a change: seat 3's piece passes the two shortcuts
    // named by boards G and C (two groups of mountains) on different sides,
    // each the short way — now named apart by their mountains.
    let (timeline, _) = trace::play(&plan, gc, &[BotKind::Fast], 4).unwrap();
    let passings = follow(&timeline, &watched, timeline.len());
    let by: Vec<(String, Passed)> = (choices.iter().enumerate())
        .filter(|(_, c)| c.name.starts_with("the shortcut on board G and board C"))
        .map(|(c, choice)| (choice.name.clone(), passings.passed(c, 2, 0)))
        .collect();
    assert_eq!(by.len(), 2, "{by:?}");
    assert!(by.iter().all(|(_, p)| *p == Passed::Way(0)), "the short way at both: {by:?}");
    assert_ne!(by[0].0, by[1].0, "two names");
}
