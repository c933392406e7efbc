//! Holds the static verdicts of tips b and c, and the static route choices,
//! against what fast bots do on the difficulty corpus (docs/analysis.md,
//! "Route choices judged by the games").
//!
//!     cargo run --release -p eldorado-tools --bin route_agreement -- [--variants N] [--games N]
//!
//! For every course of the corpus (the official courses and their variants,
//! `corpus::build`), the analysis's shortcuts, bends and route choices are
//! watched in `--games` games of four fast bots (seed 1), and each is judged by
//! the games (`eldorado_design::routes`). The static rule of tips b and c says a
//! short way is a free gain when it is quicker than `share` × its saved spaces'
//! worth + `slack` rounds; every (share, slack) on a grid is scored by how
//! often the static verdict agrees with the measured one on the fitted part of
//! the corpus, and the best is reported with its agreement on the held-out part
//! (every fourth variant, as the difficulty fit holds out), beside the rule in
//! use and the first rule. Tables are printed as Markdown.

use rayon::prelude::*;

use eldorado_analysis::{analyze, difficulty};
use eldorado_core::map::Map;
use eldorado_design::routes::{Origin, evidence, watchlist};
use eldorado_design::run::{Watched, simulate_watching};
use eldorado_sim::{Progress, SimConfig};
use eldorado_tools::corpus::{self, Recipe};

/// One shortcut or bend of one course.
struct Case {
    held_out: bool,
    tip: char,
    /// Spaces the short way saves.
    fewer: f64,
    /// Rounds it saves, by the estimate.
    saved: f64,
    /// Whether the games keep the tip.
    measured_ok: bool,
}

/// One route choice of one course.
struct Choice {
    measured_real: bool,
}

fn main() {
    let mut recipe = Recipe::default();
    let mut games = 500;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let value = args.next().unwrap_or_else(|| panic!("{a} needs a value"));
        match a.as_str() {
            "--variants" => recipe.variants = value.parse().expect("--variants takes a number"),
            "--games" => games = value.parse().expect("--games takes a number"),
            _ => panic!("unknown option {a}"),
        }
    }
    eprintln!("building the corpus ({} variants)…", recipe.variants);
    let entries = corpus::build(&recipe);
    eprintln!("watching {} courses, {games} games each…", entries.len());
    let found: Vec<(Vec<Case>, Vec<Choice>)> = entries
        .par_iter()
        .enumerate()
        .map(|(i, e)| {
            let held_out = corpus::held_out(i, e);
            let Ok(map) = Map::build(&e.course()) else { return (Vec::new(), Vec::new()) };
            let report = analyze(&map);
            let list = watchlist(&map, &report);
            let watched = std::sync::Arc::new(Watched { report: report.clone(), list });
            let config = SimConfig { games, players: 4, seed: 1, ..SimConfig::default() };
            let Ok(run) = simulate_watching(&map, "", &config, watched, &Progress::new()) else {
                return (Vec::new(), Vec::new());
            };
            let r = run.result;
            let mut cases = Vec::new();
            let mut choices = Vec::new();
            for ev in evidence(&report, &r.route_choices, None) {
                match ev.source {
                    Origin::Choice(_) => {
                        choices.push(Choice { measured_real: ev.judged.verdict.is_real() })
                    }
                    Origin::Shortcut(k) => {
                        let s = &report.shortcuts[k];
                        cases.push(Case {
                            held_out,
                            tip: 'b',
                            fewer: s.saves as f64,
                            saved: s.around.rounds - s.short.rounds,
                            measured_ok: ev.measured_ok,
                        });
                    }
                    Origin::Bend(_) if ev.start_board => {}
                    Origin::Bend(k) => {
                        let b = &report.bends[k];
                        let (Some(inner), Some(outer)) = (&b.inner, &b.outer) else { continue };
                        if inner.steps >= outer.steps {
                            continue;
                        }
                        cases.push(Case {
                            held_out,
                            tip: 'c',
                            fewer: (outer.steps - inner.steps) as f64,
                            saved: outer.rounds - inner.rounds,
                            measured_ok: ev.measured_ok,
                        });
                    }
                }
            }
            if (i + 1) % 50 == 0 {
                eprintln!("  {} courses", i + 1);
            }
            (cases, choices)
        })
        .collect();
    let cases: Vec<&Case> = found.iter().flat_map(|f| &f.0).collect();
    let choices: Vec<&Choice> = found.iter().flat_map(|f| &f.1).collect();
    let plain = difficulty::plain_space_rounds();
    let rule = |share: f64, slack: f64, c: &Case| c.saved <= share * c.fewer * plain + slack;
    let agree = |share: f64, slack: f64, part: &[&Case]| -> (usize, usize) {
        let hit = part.iter().filter(|c| rule(share, slack, c) == c.measured_ok).count();
        (hit, part.len())
    };
    let fitted: Vec<&Case> = cases.iter().copied().filter(|c| !c.held_out).collect();
    let held: Vec<&Case> = cases.iter().copied().filter(|c| c.held_out).collect();
    let mut best = (0usize, difficulty::TIP_SHARE, difficulty::TIP_ROUNDS);
    for share_step in 0..=8 {
        let share = share_step as f64 * 0.25;
        for slack_step in -30..=30 {
            let slack = slack_step as f64 * 0.1;
            let (hit, _) = agree(share, slack, &fitted);
            if hit > best.0 {
                best = (hit, share, slack);
            }
        }
    }
    let pct = |(hit, n): (usize, usize)| {
        if n == 0 {
            "-".to_string()
        } else {
            format!("{:.1} % of {n}", 100.0 * hit as f64 / n as f64)
        }
    };
    println!("| rule | fitted part | held-out part | all |");
    println!("|---|---|---|---|");
    for (name, share, slack) in [
        ("the first rule: ×1.0 the saved spaces' price + 0.5", 1.0, 0.5),
        ("in use (`difficulty::balanced`)", difficulty::TIP_SHARE, difficulty::TIP_ROUNDS),
        ("best on the fitted part", best.1, best.2),
    ] {
        println!(
            "| {name} (share {share:.2}, slack {slack:+.1}) | {} | {} | {} |",
            pct(agree(share, slack, &fitted)),
            pct(agree(share, slack, &held)),
            pct(agree(share, slack, &cases)),
        );
    }
    // Warning of every short way: no way is ever kept.
    let always = |part: &[&Case]| (part.iter().filter(|c| !c.measured_ok).count(), part.len());
    println!(
        "| always warn | {} | {} | {} |",
        pct(always(&fitted)),
        pct(always(&held)),
        pct(always(&cases))
    );
    println!();
    println!("| tip | cases | kept in play | static (best rule) kept | both agree |");
    println!("|---|---|---|---|---|");
    for tip in ['b', 'c'] {
        let of: Vec<&Case> = cases.iter().copied().filter(|c| c.tip == tip).collect();
        let kept = of.iter().filter(|c| c.measured_ok).count();
        let said = of.iter().filter(|c| rule(best.1, best.2, c)).count();
        println!(
            "| {tip} | {} | {kept} | {said} | {} |",
            of.len(),
            pct(agree(best.1, best.2, &of))
        );
    }
    println!();
    println!("| static × measured (best rule, all) | kept in play | broken in play |");
    println!("|---|---|---|");
    for said in [true, false] {
        let n = |m: bool| {
            cases.iter().filter(|c| rule(best.1, best.2, c) == said && c.measured_ok == m).count()
        };
        println!(
            "| static {} | {} | {} |",
            if said { "kept" } else { "broken" },
            n(true),
            n(false)
        );
    }
    let real = choices.iter().filter(|c| c.measured_real).count();
    println!();
    println!(
        "Route choices the analysis lists: {} over the corpus, {real} of them real in play ({}).",
        choices.len(),
        pct((real, choices.len()))
    );
}
