//! Tunes the fast policy's weights for speed by self-play, with SPSA
//! (simultaneous perturbation stochastic approximation): each step plays the
//! same seeded games with the weights nudged one way and the other along a
//! random ±1 direction, and moves them against the difference in mean
//! finishing round. Every course of the official set is played by three
//! bots with the same weights.
//!
//!     cargo run --release -p eldorado-sim --example policy_tune -- [steps] [games per course] [threads] [seed]
//!
//! It prints the tuned weights as `FastParams` and their mean finishing round
//! against the defaults on fresh seeds. The strong bot's rollouts and its own
//! play use the result (`StrongParams::policy`).

use std::sync::Arc;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_sim::bots::Bot;
use eldorado_sim::bots::fast::{FastBot, FastParams};
use eldorado_sim::engine::cards::{CardKind, KINDS};
use eldorado_sim::engine::replay::{bot_rng, start_game};
use eldorado_sim::{Board, GameConfig, game_seed};

/// The weights as a vector of numbers near 0, each moving its weight by
/// about its typical range per unit.
const DIMS: usize = 18 + 8;

fn params_of(x: &[f64; DIMS]) -> FastParams {
    let mut p = FastParams::default();
    let mut worth = [1.0f32; KINDS];
    for (i, k) in CardKind::ALL.iter().filter(|k| k.is_market_card()).enumerate() {
        worth[*k as usize] = x[i].clamp(-2.0, 2.0).exp() as f32;
    }
    p.worth = worth;
    let y = &x[18..];
    p.stop_buying = (14.0 + 10.0 * y[0]).round().max(0.0) as i32;
    p.min_buy_value = (1.4 + y[1]).max(0.0) as f32;
    p.above_average = (1.1 + 0.3 * y[2]).max(0.0) as f32;
    p.min_deck = (7.0 + 2.0 * y[3]).round().clamp(4.0, 14.0) as usize;
    p.buy_horizon = (60.0 * y[4].clamp(-2.0, 2.0).exp()) as f32;
    p.buy_cap = (0.6 + 0.3 * y[5]).max(0.0) as f32;
    p.needed_worth = (5.0 + 3.0 * y[6]).max(0.0) as f32;
    p.remove_below = (1.1 + 0.5 * y[7]).max(0.0) as f32;
    p
}

/// Mean finishing round of `games` three-player games on each board, seeds
/// from `seed`, every seat playing `params`.
fn mean_round(boards: &[Arc<Board>], params: FastParams, games: u64, seed: u64) -> f64 {
    let total: u64 = boards
        .par_iter()
        .enumerate()
        .flat_map(|(b, board)| (0..games).into_par_iter().map(move |i| (b, board, i)))
        .map(|(b, board, i)| {
            let seed = game_seed(seed.wrapping_add(b as u64 * 1_000_003), i);
            let (mut st, mut rng, _) =
                start_game(board.clone(), GameConfig::new(3), seed).expect("sets up");
            let mut bot = FastBot::with_params(params);
            let mut brng = bot_rng(seed);
            while !st.is_over() {
                let a = bot.choose(&st, &mut brng);
                if st.apply(a, &mut rng).is_err() {
                    let _ = st.apply(eldorado_sim::Action::FinishPlaying, &mut rng);
                    let _ = st.apply(eldorado_sim::Action::EndTurn, &mut rng);
                }
            }
            st.outcome().map_or(100, |o| o.rounds as u64)
        })
        .sum();
    total as f64 / (games as usize * boards.len()) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let steps: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300);
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60);
    let threads: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(2);
    let seed: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(11);
    rayon::ThreadPoolBuilder::new().num_threads(threads).build_global().ok();
    let boards: Vec<Arc<Board>> = official::ids()
        .map(|id| {
            Arc::new(Board::from_map(Map::build(&official::course(id).unwrap()).unwrap()).unwrap())
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut x = [0.0f64; DIMS];
    let (a, big_a, c) = (0.6, 30.0, 0.2);
    for k in 0..steps {
        let ak = a / (k as f64 + 1.0 + big_a).powf(0.602);
        let ck = c / (k as f64 + 1.0).powf(0.101);
        let delta: [f64; DIMS] =
            std::array::from_fn(|_| if rng.random::<bool>() { 1.0 } else { -1.0 });
        let plus: [f64; DIMS] = std::array::from_fn(|i| x[i] + ck * delta[i]);
        let minus: [f64; DIMS] = std::array::from_fn(|i| x[i] - ck * delta[i]);
        let games_seed = seed.wrapping_mul(1_000_000).wrapping_add(k as u64);
        let fp = mean_round(&boards, params_of(&plus), games, games_seed);
        let fm = mean_round(&boards, params_of(&minus), games, games_seed);
        for i in 0..DIMS {
            x[i] -= ak * (fp - fm) / (2.0 * ck * delta[i]);
            x[i] = x[i].clamp(-2.0, 2.0);
        }
        if k % 25 == 0 || k + 1 == steps {
            eprintln!("step {k}: {fp:.3} / {fm:.3}");
        }
    }
    let tuned = params_of(&x);
    let check = 400;
    let base = mean_round(&boards, FastParams::default(), check, 777);
    let now = mean_round(&boards, tuned, check, 777);
    println!("x = {x:?}");
    println!("{tuned:#?}");
    println!(
        "mean finishing round, {check} games a course, 3 players, fresh seeds: defaults {base:.3}, tuned {now:.3}"
    );
    for (id, board) in official::ids().zip(&boards) {
        let b = mean_round(std::slice::from_ref(board), FastParams::default(), check, 778);
        let t = mean_round(std::slice::from_ref(board), tuned, check, 778);
        println!("  {id:<16} defaults {b:.2} tuned {t:.2}");
    }
}
