//! Tunes the strong bot's cost-to-go weights by seeded self-play with SPSA
//! (simultaneous perturbation stochastic approximation): each step plays the
//! same games (common random numbers) with the weights nudged up and down
//! along one random ±1 direction, and moves against the difference.
//! The games are 3 strong bots on the First course (or on each official
//! course of `courses=a,b`); the figure minimised is the mean arrival round
//! (averaged over the courses). Deterministic: `seed` fixes the directions, the
//! games of step `k` are those of `simulate --seed (seed + k)`.
//!
//! `cargo run --release -p eldorado-tools --bin strong_spsa -- [steps] [games] [seed] [threads] [name=value ...]`
//! with `StrongParams` names as `strong_tune` takes them (e.g. `candidates=1`
//! tunes the turn planner alone, a hundred times as fast as with rollouts);
//! `tune=a,b,c` names the weights to tune (default: all of `NAMES`);
//! `a0` and `c0` set the step sizes (move 0.6, perturbation 0.5 in the weights' scales).

use std::sync::Arc;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::replay::{bot_rng, start_game};
use eldorado_rules::{Board, GameConfig, game_seed};
use eldorado_sim::Plan;
use eldorado_sim::bots::Bot;
use eldorado_sim::bots::cost_to_go::CostWeights;
use eldorado_sim::bots::strong::{StrongBot, StrongParams};
use eldorado_tools::weights::{NAMES, WEIGHTS, from_vec, to_vec};

/// Mean arrival round of `games` games of 3 strong bots with `p`, seeded by `seed`.
fn mean_arrival(board: &Arc<Board>, p: StrongParams, games: u64, seed: u64) -> f64 {
    let plan = Plan::new(board.clone());
    let arrivals: Vec<u16> = (0..games)
        .into_par_iter()
        .flat_map(|i| {
            let s = game_seed(seed, i);
            let (mut st, mut rng, _) =
                start_game(board.clone(), GameConfig::new(3), s).expect("the game starts");
            let mut bots: Vec<StrongBot> = (0..3).map(|_| StrongBot::with_params(p)).collect();
            let mut brng = bot_rng(s);
            while !st.is_over() {
                let a = bots[st.current() as usize].choose(&st, &plan, &mut brng);
                st.apply(a, &mut rng).expect("the strong bot plays legally");
            }
            st.players().iter().filter_map(|pl| pl.completed()).collect::<Vec<_>>()
        })
        .collect();
    arrivals.iter().map(|&r| r as f64).sum::<f64>() / arrivals.len().max(1) as f64
}

/// The scale of each weight: a step of 1 in the tuner's units.
const SCALE: [f32; WEIGHTS] = [0.3, 0.1, 0.4, 0.15, 0.4, 10.0, 30.0, 0.2, 0.3, 0.3, 0.5, 0.2, 0.3];
/// The least value of each weight.
const LOW: [f32; WEIGHTS] = [0.0, 0.02, 0.0, 0.0, 0.0, 0.0, 5.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0];
/// The greatest value of each weight.
const HIGH: [f32; WEIGHTS] = [1.0, 1.0, 4.0, 2.0, 4.0, 100.0, 400.0, 2.0, 3.0, 3.0, 6.0, 1.5, 4.0];

/// Stops on a value that does not parse.
fn bad<T>(arg: &str) -> T {
    panic!("bad value in {arg}")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (steps, games, seed, threads) = (arg(1, 40), arg(2, 400), arg(3, 1), arg(4, 1) as usize);
    let mut p = StrongParams::default();
    let mut tune: Vec<usize> = (0..WEIGHTS).collect();
    let mut courses = vec!["first-course".to_string()];
    // Step sizes: a0 (move) and c0 (perturbation), decaying as Spall recommends.
    let (mut a0, mut c0, big_a) = (0.6, 0.5, 5.0);
    for a in args.get(5..).unwrap_or(&[]) {
        let (name, value) = a.split_once('=').unwrap_or_else(|| panic!("expected name=value: {a}"));
        match name {
            "candidates" => p.candidates = value.parse().unwrap_or_else(|_| bad(a)),
            "rollouts" => p.rollouts = value.parse().unwrap_or_else(|_| bad(a)),
            "horizon" => p.horizon = value.parse().unwrap_or_else(|_| bad(a)),
            "node_limit" => p.node_limit = value.parse().unwrap_or_else(|_| bad(a)),
            "courses" => courses = value.split(',').map(str::to_string).collect(),
            "a0" => a0 = value.parse().unwrap_or_else(|_| bad(a)),
            "c0" => c0 = value.parse().unwrap_or_else(|_| bad(a)),
            "tune" => {
                tune = value
                    .split(',')
                    .map(|n| {
                        NAMES
                            .iter()
                            .position(|x| *x == n)
                            .unwrap_or_else(|| panic!("no weight {n}"))
                    })
                    .collect()
            }
            _ if NAMES.contains(&name) => {
                let mut v = to_vec(&p.cost);
                let i = NAMES.iter().position(|x| *x == name).unwrap_or(0);
                v[i] = value.parse().unwrap_or_else(|_| bad(a));
                p.cost = from_vec(v);
            }
            _ => panic!("unknown parameter {name}"),
        }
    }
    let boards: Vec<Arc<Board>> = courses
        .iter()
        .map(|id| {
            let course = official::course(id).unwrap_or_else(|| panic!("no official course {id}"));
            Arc::new(Board::from_map(Map::build(&course).expect("builds")).expect("board"))
        })
        .collect();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("a pool");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Units of SCALE: x = weight / scale.
    let mut x: Vec<f64> = to_vec(&p.cost).iter().zip(SCALE).map(|(w, s)| (*w / s) as f64).collect();
    let weights = |x: &[f64]| {
        let mut v = [0f32; WEIGHTS];
        for i in 0..WEIGHTS {
            v[i] = ((x[i] as f32) * SCALE[i]).clamp(LOW[i], HIGH[i]);
        }
        from_vec(v)
    };
    let play = |w: CostWeights, k: u64| {
        let mut q = p;
        q.cost = w;
        let s = seed.wrapping_mul(1000).wrapping_add(k);
        let sum: f64 = boards.iter().map(|b| pool.install(|| mean_arrival(b, q, games, s))).sum();
        sum / boards.len() as f64
    };
    for k in 0..steps {
        let ak = a0 / (k as f64 + 1.0 + big_a).powf(0.602);
        let ck = c0 / (k as f64 + 1.0).powf(0.101);
        let delta: Vec<f64> = (0..WEIGHTS)
            .map(|i| {
                if tune.contains(&i) { if rng.random::<bool>() { 1.0 } else { -1.0 } } else { 0.0 }
            })
            .collect();
        let plus: Vec<f64> = x.iter().zip(&delta).map(|(x, d)| x + ck * d).collect();
        let minus: Vec<f64> = x.iter().zip(&delta).map(|(x, d)| x - ck * d).collect();
        let (fp, fm) = (play(weights(&plus), k), play(weights(&minus), k));
        for i in 0..WEIGHTS {
            if delta[i] != 0.0 {
                x[i] -= ak * (fp - fm) / (2.0 * ck * delta[i]);
            }
        }
        // Keep x inside the bounds, so that a clamp does not hide the gradient.
        for i in 0..WEIGHTS {
            x[i] = x[i].clamp((LOW[i] / SCALE[i]) as f64, (HIGH[i] / SCALE[i]) as f64);
        }
        println!("step {k}: +{fp:.3} −{fm:.3} → {:?}", to_vec(&weights(&x)));
    }
    let w = weights(&x);
    println!("tuned: {w:?}");
    println!("check (seed 1, {games} games): {:.3} (start {:.3})", play(w, 999_999), {
        play(p.cost, 999_999)
    });
}
