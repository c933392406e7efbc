//! Fits the strong bot's cost-to-go to self-play (development tool; see
//! `bots::value_fit`): plays games of 3 strong bots on the First course, logs
//! the features of each end of a turn (as the bot judges it: before the turn
//! ends, with the card bought) and the turns the player then still needed,
//! and solves the least squares. A player the game ended before it arrived
//! counts the rounds it played on plus the tuned estimate where it stopped.
//! The games of every fifth index are held out: the fit is made on the rest
//! and its error measured on them, beside an affine map of the tuned estimate.
//!
//! `cargo run --release -p eldorado-sim --example strong_fit -- [games] [seed] [name=value ...]`
//! with `fitted=1|2` (play with the fitted judge, to refit on its own games)
//! and `candidates=N`. One thread.

use std::sync::Arc;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_sim::bots::Bot;
use eldorado_sim::bots::cost_to_go::turns_left;
use eldorado_sim::bots::strong::{StrongBot, StrongParams};
use eldorado_sim::bots::value_fit::{FEATURE_NAMES, FEATURES, features, least_squares};
use eldorado_sim::engine::action::Action;
use eldorado_sim::engine::replay::{bot_rng, start_game};
use eldorado_sim::{Board, GameConfig, game_seed};

/// One end of a turn: the game's index, its features, the tuned estimate and
/// the turns still needed.
struct Row {
    game: u64,
    x: [f32; FEATURES],
    tuned: f32,
    target: f32,
}

fn play(board: &Arc<Board>, p: StrongParams, seed: u64, index: u64) -> Vec<Row> {
    let s = game_seed(seed, index);
    let (mut st, mut rng, _) = start_game(board.clone(), GameConfig::new(3), s).expect("starts");
    let mut bots: Vec<StrongBot> = (0..3).map(|_| StrongBot::with_params(p)).collect();
    let mut brng = bot_rng(s);
    // (seat, round, features, tuned estimate) of each end of a turn.
    let mut ends = Vec::new();
    let mut bought = None;
    let mut turn_of = (u8::MAX, 0u16);
    while !st.is_over() {
        let seat = st.current();
        if (seat, st.round()) != turn_of {
            turn_of = (seat, st.round());
            bought = None;
        }
        let a = bots[seat as usize].choose(&st, &mut brng);
        if let Action::Buy { card, .. } = a {
            bought = Some(card);
        }
        if a == Action::FinishPlaying && st.player(seat).completed().is_none() {
            let x = features(&st, seat, bought, &p.cost);
            let tuned = turns_left(&st, seat, bought, &p.cost);
            ends.push((seat, st.round(), x, tuned));
        }
        st.apply(a, &mut rng).expect("legal");
    }
    let last = st.players().iter().filter_map(|pl| pl.completed()).max().unwrap_or(st.round());
    let left: Vec<f32> = (0..3u8)
        .map(|seat| match st.player(seat).completed() {
            Some(_) => 0.0,
            None => turns_left(&st, seat, None, &p.cost).max(0.0),
        })
        .collect();
    ends.into_iter()
        .map(|(seat, round, x, tuned)| {
            let target = match st.player(seat).completed() {
                Some(r) => (r - round) as f32,
                None => (last - round) as f32 + left[seat as usize],
            };
            Row { game: index, x, tuned, target }
        })
        .collect()
}

fn rmse(rows: &[&Row], predict: impl Fn(&Row) -> f64) -> f64 {
    let sq: f64 = rows.iter().map(|r| (predict(r) - r.target as f64).powi(2)).sum();
    (sq / rows.len().max(1) as f64).sqrt()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let mut p = StrongParams::default();
    for a in args.iter().skip(3) {
        match a.split_once('=') {
            Some(("fitted", v)) => p.fitted = v.parse().expect("fitted=0|1|2"),
            Some(("candidates", v)) => p.candidates = v.parse().expect("candidates=N"),
            _ => panic!("unknown argument {a}"),
        }
    }
    let course = official::course("first-course").expect("the First course");
    let board = Arc::new(Board::from_map(Map::build(&course).expect("builds")).expect("board"));
    let rows: Vec<Row> = (0..games).flat_map(|i| play(&board, p, seed, i)).collect();
    let (held, fit): (Vec<&Row>, Vec<&Row>) = rows.iter().partition(|r| r.game % 5 == 4);
    let solve = |rows: &[&Row]| {
        let xs: Vec<[f32; FEATURES]> = rows.iter().map(|r| r.x).collect();
        let ts: Vec<f32> = rows.iter().map(|r| r.target).collect();
        least_squares(&xs, &ts, 1e-6).expect("the system is not singular")
    };
    let dot = |c: &[f64; FEATURES], x: &[f32; FEATURES]| -> f64 {
        c.iter().zip(x).map(|(a, b)| a * *b as f64).sum()
    };
    // The tuned estimate, mapped affinely (its scale does not change a
    // choice): simple linear regression.
    let (a0, a1) = {
        let n = fit.len().max(1) as f64;
        let mx = fit.iter().map(|r| r.tuned as f64).sum::<f64>() / n;
        let my = fit.iter().map(|r| r.target as f64).sum::<f64>() / n;
        let sxy: f64 = fit.iter().map(|r| (r.tuned as f64 - mx) * (r.target as f64 - my)).sum();
        let sxx: f64 = fit.iter().map(|r| (r.tuned as f64 - mx).powi(2)).sum();
        let b = sxy / sxx.max(1e-9);
        (my - b * mx, b)
    };
    let c = solve(&fit);
    println!(
        "{games} games (seed {seed}, {p:?}): {} ends of turns, {} held out",
        rows.len(),
        held.len()
    );
    println!(
        "held-out RMSE (turns): fitted {:.3}, tuned {:.3}, tuned affinely mapped {:.3}",
        rmse(&held, |r| dot(&c, &r.x)),
        rmse(&held, |r| r.tuned as f64),
        rmse(&held, |r| a0 + a1 * r.tuned as f64),
    );
    let all: Vec<&Row> = rows.iter().collect();
    let c = solve(&all);
    println!("fitted on all {} ends:", all.len());
    for (n, v) in FEATURE_NAMES.iter().zip(c) {
        println!("  {n:<12} {v:+.4}");
    }
    let list: Vec<String> = c.iter().map(|v| format!("{v:.4}")).collect();
    println!("pub const FITTED: [f32; FEATURES] = [{}];", list.join(", "));
}
