//! Fits the correction of the strong bot's cost-to-go to its own lookahead
//! (development tool; see `bots::value_fit`): plays games of 3 strong bots
//! on the First course with every bot's trace on, and for each decision the
//! lookahead made takes its candidate ends of turn, their features, the
//! tuned cost-to-go and the lookahead's figure. Within each decision the
//! features and the differences (lookahead − tuned) are taken relative to
//! the decision's mean, and the least squares are solved. The decisions of
//! every fifth game are held out: the fit is made on the rest and measured
//! on them (how often the corrected judge and the tuned one rank first the
//! end the lookahead chose).
//!
//! `cargo run --release -p eldorado-sim --example strong_fit -- [games] [seed] [fitted=0|1|2]`
//! (`fitted` plays with the current correction, to refit on its own games).
//! One thread.

use std::sync::Arc;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_sim::bots::Bot;
use eldorado_sim::bots::strong::{StrongBot, StrongParams, TracedEnd};
use eldorado_sim::bots::value_fit::{FEATURE_NAMES, FEATURES, least_squares};
use eldorado_sim::engine::replay::{bot_rng, start_game};
use eldorado_sim::{Board, GameConfig, game_seed};

/// The candidates of one decision of one game.
struct Decision {
    game: u64,
    ends: Vec<TracedEnd>,
}

fn play(board: &Arc<Board>, p: StrongParams, seed: u64, index: u64) -> Vec<Decision> {
    let s = game_seed(seed, index);
    let (mut st, mut rng, _) = start_game(board.clone(), GameConfig::new(3), s).expect("starts");
    let mut bots: Vec<StrongBot> = (0..3)
        .map(|_| {
            let mut b = StrongBot::with_params(p);
            b.trace = Some(Vec::new());
            b
        })
        .collect();
    let mut brng = bot_rng(s);
    while !st.is_over() {
        let a = bots[st.current() as usize].choose(&st, &mut brng);
        st.apply(a, &mut rng).expect("legal");
    }
    let mut out = Vec::new();
    for b in bots {
        let mut ends = b.trace.unwrap_or_default();
        while let Some(first) = ends.first().map(|e| e.decision) {
            let n = ends.iter().take_while(|e| e.decision == first).count();
            let rest = ends.split_off(n);
            if ends.len() > 1 {
                out.push(Decision { game: index, ends });
            }
            ends = rest;
        }
    }
    out
}

/// Each end's features and (lookahead − tuned), relative to its decision's mean.
fn centred(decisions: &[&Decision]) -> (Vec<[f32; FEATURES]>, Vec<f32>) {
    let (mut xs, mut ts) = (Vec::new(), Vec::new());
    for d in decisions {
        let n = d.ends.len() as f32;
        let mx: [f32; FEATURES] =
            std::array::from_fn(|i| d.ends.iter().map(|e| e.features[i]).sum::<f32>() / n);
        let mt = d.ends.iter().map(|e| e.lookahead - e.tuned).sum::<f32>() / n;
        for e in &d.ends {
            xs.push(std::array::from_fn(|i| e.features[i] - mx[i]));
            ts.push(e.lookahead - e.tuned - mt);
        }
    }
    (xs, ts)
}

/// The share of decisions whose lookahead choice the judge `value` ranks first.
fn agreement(decisions: &[&Decision], value: impl Fn(&TracedEnd) -> f32) -> f64 {
    let hits = decisions
        .iter()
        .filter(|d| {
            let by = |f: &dyn Fn(&TracedEnd) -> f32| {
                (0..d.ends.len()).min_by(|&a, &b| f(&d.ends[a]).total_cmp(&f(&d.ends[b])))
            };
            by(&|e| e.lookahead) == by(&value)
        })
        .count();
    hits as f64 / decisions.len().max(1) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let mut p = StrongParams::default();
    for a in args.iter().skip(3) {
        match a.split_once('=') {
            Some(("fitted", v)) => p.fitted = v.parse().expect("fitted=0|1|2"),
            _ => panic!("unknown argument {a}"),
        }
    }
    let course = official::course("first-course").expect("the First course");
    let board = Arc::new(Board::from_map(Map::build(&course).expect("builds")).expect("board"));
    let decisions: Vec<Decision> = (0..games).flat_map(|i| play(&board, p, seed, i)).collect();
    let (held, fit): (Vec<&Decision>, Vec<&Decision>) =
        decisions.iter().partition(|d| d.game % 5 == 4);
    let solve = |ds: &[&Decision]| {
        let (xs, ts) = centred(ds);
        least_squares(&xs, &ts, 1e-4).expect("the system is not singular")
    };
    let corrected = |c: &[f64; FEATURES]| {
        let c = *c;
        move |e: &TracedEnd| {
            e.tuned + c.iter().zip(&e.features).map(|(a, b)| (*a * *b as f64) as f32).sum::<f32>()
        }
    };
    let c = solve(&fit);
    let (hx, ht) = centred(&held);
    let rmse = |pred: &dyn Fn(&[f32; FEATURES]) -> f64| {
        let sq: f64 = hx.iter().zip(&ht).map(|(x, t)| (pred(x) - *t as f64).powi(2)).sum();
        (sq / hx.len().max(1) as f64).sqrt()
    };
    println!(
        "{games} games (seed {seed}, fitted={}): {} decisions, {} held out",
        p.fitted,
        decisions.len(),
        held.len()
    );
    println!(
        "held out, within a decision: RMSE of lookahead − tuned {:.3} uncorrected, {:.3} corrected; \
         the lookahead's choice ranked first by the tuned judge {:.1} %, by the corrected one {:.1} %",
        rmse(&|_| 0.0),
        rmse(&|x| c.iter().zip(x).map(|(a, b)| a * *b as f64).sum()),
        100.0 * agreement(&held, |e| e.tuned),
        100.0 * agreement(&held, corrected(&c)),
    );
    let all: Vec<&Decision> = decisions.iter().collect();
    let c = solve(&all);
    println!("fitted on all {} decisions:", all.len());
    for (n, v) in FEATURE_NAMES.iter().zip(c) {
        println!("  {n:<12} {v:+.4}");
    }
    let list: Vec<String> = c.iter().map(|v| format!("{v:.4}")).collect();
    println!("pub const CORRECTION: [f32; FEATURES] = [{}];", list.join(", "));
}
