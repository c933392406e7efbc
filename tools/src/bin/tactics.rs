//! The tactics beside the fast bot on the official courses: each tactic's
//! strength (the mean finishing round of four of it, and its win rate at the
//! tactics' table), each course's tactical variety and every route choice by
//! tactic, as docs/analysis.md tables them.
//!
//!     cargo run --release -p eldorado-tools --bin tactics -- [games] [seed]

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_design::tactics::{self, TacticalVerdict};
use eldorado_rules::BotKind;
use eldorado_sim::{Progress, SimConfig};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let only: Option<String> = args.next();
    println!("## Rounds of four of a kind ({games} games, seed {seed})\n");
    let mut kinds = vec![BotKind::Fast];
    kinds.extend(BotKind::TACTICS);
    let head: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
    println!("| course | {} |", head.join(" | "));
    println!("|---|{}", "---|".repeat(kinds.len()));
    let courses: Vec<_> = official::all()
        .into_iter()
        .filter(|(id, _)| only.as_deref().is_none_or(|o| o == *id))
        .collect();
    for (id, course) in &courses {
        let map = Map::build(course).unwrap();
        let mut cells = Vec::new();
        for &k in &kinds {
            let config = SimConfig { games, bots: vec![k], seed, ..SimConfig::default() };
            let r = eldorado_sim::run(&map, id, &config, None, &Progress::new()).unwrap();
            cells.push(format!(
                "{:.2}{}",
                r.finishing_round.mean,
                if r.stalls.games > 0 {
                    format!(" ({} stalls)", r.stalls.games)
                } else {
                    String::new()
                }
            ));
        }
        println!("| {id} | {} |", cells.join(" | "));
    }
    println!("\n## The tactics' table ({games} games, seed {seed}, rotated)\n");
    for (id, course) in &courses {
        let map = Map::build(course).unwrap();
        let run = tactics::simulate_table(&map, id, games, seed, &Progress::new()).unwrap();
        let r = &run.result;
        let v = tactics::variety(r).unwrap();
        let rates: Vec<String> =
            v.rates.iter().map(|(b, w)| format!("{} {:.1} %", b.name(), 100.0 * w)).collect();
        let winners: Vec<&str> = v.winners.iter().map(|b| b.name()).collect();
        println!(
            "{id}: variety {} ({}); {}; mean round {:.2}",
            v.count(),
            winners.join(", "),
            rates.join(", "),
            r.finishing_round.mean
        );
        for u in &r.route_choices {
            let j = tactics::judge(u, 4);
            let taken: Vec<String> = j
                .taken
                .iter()
                .map(|t| {
                    format!(
                        "{} {:.0} % {} (won {:.0} %)",
                        t.bot.name(),
                        100.0 * t.share,
                        u.ways[t.way].name,
                        100.0 * t.win_rate
                    )
                })
                .collect();
            let verdict = match &j.verdict {
                TacticalVerdict::Tactical { .. } => "TACTICAL".to_string(),
                v => format!("{v:?}"),
            };
            println!("  {} | {} | {verdict}", u.name, taken.join("; "));
        }
    }
}
