//! Tactics on constructed courses: a fork with a river way and a jungle way
//! of equal length splits the river player from the jungle player, and both
//! win their share head to head; a fork where one way is better for every
//! deck is taken by every tactic.

use eldorado_core::map::Map;
use eldorado_design::routes::Origin;
use eldorado_design::run::simulate;
use eldorado_rules::BotKind;
use eldorado_sim::montecarlo::RouteUsage;
use eldorado_sim::{Progress, SimConfig, SimResult};

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

fn run(map: &Map, bots: &[BotKind], players: u8, games: u64) -> SimResult {
    let config = SimConfig {
        games,
        players,
        bots: bots.to_vec(),
        rotate_seats: true,
        seed: 1,
        ..SimConfig::default()
    };
    simulate(map, "", &config, &Progress::new()).unwrap().result
}

fn show(r: &SimResult) {
    for b in &r.bot_stats {
        eprintln!("{:?} win {:.3} arrival {:?}", b.bot, b.win_rate.rate, b.mean_arrival_round);
    }
    for u in &r.route_choices {
        eprintln!("{:?} {}", u.origin, u.name);
        for w in &u.ways {
            for b in &w.by_bot {
                eprintln!(
                    "   {} {:?} pieces {} share {:.2} win {:.2} arr {:?}",
                    w.name, b.bot, b.pieces, b.share, b.win_rate.rate, b.mean_arrival_round
                );
            }
        }
    }
}

#[test]
#[ignore]
fn explore() {
    let map = tactical_fork(&["R1"], &["J1", "J2"]);
    let r = run(&map, &[BotKind::River, BotKind::Jungle], 2, 400);
    show(&r);
    let r = run(&map, &[BotKind::Fast, BotKind::Jungle], 2, 400);
    show(&r);
    let _: Option<&RouteUsage> = None;
    let _ = Origin::Choice(0);
}

#[test]
#[ignore]
fn explore_analysis() {
    let map = tactical_fork(&["R1"], &["J1", "J2"]);
    let w = eldorado_design::run::Watched::of(&map);
    eprintln!(
        "choices {} shortcuts {} bends {}",
        w.report.choices.len(),
        w.report.shortcuts.len(),
        w.report.bends.len()
    );
    for c in &w.list.watch {
        eprintln!("{:?} {}", c.origin, c.name);
    }
    let f = eldorado_analysis::analyze(&map);
    for x in &f.findings {
        eprintln!("{}", x.message);
    }
}
