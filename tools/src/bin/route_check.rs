//! Redoes the route-choice figures of the official courses from game records
//! alone (docs/analysis.md, "Checking the count from records"):
//!
//!     cargo run --release -p eldorado-tools --bin route_check -- [--games N] [--seed S] [--records DIR]
//!
//! For each official course it plays the games `eldorado simulate FILE
//! --games N --seed S` plays (four fast bots; game i is the game
//! `simulate --trace` plays from the i-th game seed), saves each as a game
//! record (into DIR when given, to be read by anyone), and reads each
//! piece's walk back from the record's `enter` hexes. The side each piece
//! passed every route choice, shortcut and bend is then counted from the cut
//! lines the analysis gives (`analyze --json`: each way's `gate.line`) by
//! segment crossings, with nothing of the program's own count
//! (`record_sides.rs`, shared with the test of the count). Prints, as
//! Markdown, each choice's shares as the run counts them beside the shares
//! the records give.

#[path = "../../../crates/design/tests/design/record_sides.rs"]
#[allow(dead_code)]
mod record_sides;

use std::path::PathBuf;
use std::sync::Arc;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_design::run::{Watched, simulate_watching};
use eldorado_rules::replay::game_seed;
use eldorado_rules::{BotKind, GameConfig, Rules};
use eldorado_sim::montecarlo::trace;
use eldorado_sim::{Plan, Progress, SimConfig};
use record_sides::{Point, Side, cuts, hexes, side, walks};

fn main() {
    let (mut games, mut seed, mut records) = (200u64, 1u64, None::<PathBuf>);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let value = args.next().unwrap_or_else(|| panic!("{a} needs a value"));
        match a.as_str() {
            "--games" => games = value.parse().expect("--games takes a number"),
            "--seed" => seed = value.parse().expect("--seed takes a number"),
            "--records" => records = Some(PathBuf::from(value)),
            _ => panic!("unknown option {a}"),
        }
    }
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir).expect("the records' folder can be made");
    }
    println!("| course | choice | way | the run | the records |");
    println!("| --- | --- | --- | --- | --- |");
    for (id, course) in official::all() {
        let map = Map::build(&course).expect("an official course is valid");
        let watched = Arc::new(Watched::of(&map));
        let config = SimConfig { games, seed, ..SimConfig::default() };
        let run = simulate_watching(&map, "", &config, watched.clone(), &Progress::new())
            .expect("an official course plays");
        let starts: Vec<Point> = (1..=4u8)
            .map(|n| {
                let s = map.starts().iter().find(|(k, _)| *k == n).expect("four starts").1;
                hexes(&map, &[s])[0]
            })
            .collect();
        let choices = &watched.list.watch;
        let cut: Vec<_> = choices.iter().map(|c| cuts(&map, &watched.report, c.origin)).collect();
        let mut counted: Vec<Vec<u64>> = choices.iter().map(|c| vec![0; c.ways.len()]).collect();
        let plan = Plan::new(Arc::new(eldorado_rules::Board::from_map(map.clone()).unwrap()));
        let gc = GameConfig { players: 4, rules: Rules::default() };
        for i in 0..games {
            let (game, _) =
                trace::play(&plan, gc, &[BotKind::Fast], game_seed(seed, i)).expect("a game plays");
            let text = eldorado_formats::game_record::to_json(&course, &game);
            if let Some(dir) = &records {
                let path = dir.join(format!("{id}-{i:04}.json"));
                std::fs::write(&path, &text).expect("a record can be written");
            }
            let record: serde_json::Value = serde_json::from_str(&text).expect("a record reads");
            for walk in walks(&record, &starts) {
                for (c, cuts) in cut.iter().enumerate() {
                    if let Side::Way(w) = side(&walk, cuts) {
                        counted[c][w] += 1;
                    }
                }
            }
        }
        for (u, counts) in run.result.route_choices.iter().zip(&counted) {
            let total: u64 = counts.iter().sum();
            for (w, n) in u.ways.iter().zip(counts) {
                let theirs = if total > 0 { 100.0 * *n as f64 / total as f64 } else { 0.0 };
                println!(
                    "| {id} | {} | {} | {:.0} % | {theirs:.0} % |",
                    u.name,
                    w.name,
                    100.0 * w.share
                );
            }
        }
    }
}
