//! Plays strong-bot games with the seeds of `eldorado simulate --seed 1` and
//! prints the mean arrival round and the games per second (development tool
//! for the strong bot's parameters):
//! `cargo run --release -p eldorado-tools --bin strong_tune -- [games] [threads] [name=value ...]`
//! with names from `StrongParams` (node_limit, ends_per_card, candidates,
//! rollouts, horizon, plan_removals; the cost-to-go's weights by the names of
//! `eldorado_tools::weights::NAMES`),
//! `course` (an official course id, default first-course), `players`
//! (default 3) and `seed` (the seed of `simulate --seed`, default 1).

use std::sync::Arc;
use std::time::Instant;

use rayon::prelude::*;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::replay::{bot_rng, start_game};
use eldorado_rules::{Board, GameConfig, game_seed};
use eldorado_sim::Plan;
use eldorado_sim::bots::Bot;
use eldorado_sim::bots::strong::{StrongBot, StrongParams};
use eldorado_tools::weights::{NAMES, from_vec, to_vec};

/// What to play: the course, the number of players, the seed and the bots' parameters.
struct Setup {
    course: String,
    players: u8,
    seed: u64,
    params: StrongParams,
}

fn setup(args: &[String]) -> Setup {
    let mut p = StrongParams::default();
    let mut course = "first-course".to_string();
    let mut players = 3;
    let mut seed = 1;
    for a in args {
        let (name, value) =
            a.split_once('=').unwrap_or_else(|| panic!("expected name=value, got {a}"));
        match name {
            "course" => course = value.to_string(),
            "players" => players = value.parse().unwrap_or_else(|_| panic!("bad value in {a}")),
            "seed" => seed = value.parse().unwrap_or_else(|_| panic!("bad value in {a}")),
            "node_limit" => {
                p.node_limit = value.parse().unwrap_or_else(|_| panic!("bad value in {a}"))
            }
            "ends_per_card" => {
                p.ends_per_card = value.parse().unwrap_or_else(|_| panic!("bad value in {a}"))
            }
            "candidates" => {
                p.candidates = value.parse().unwrap_or_else(|_| panic!("bad value in {a}"))
            }
            "rollouts" => p.rollouts = value.parse().unwrap_or_else(|_| panic!("bad value in {a}")),
            "plan_removals" => {
                p.plan_removals = value.parse().unwrap_or_else(|_| panic!("bad value in {a}"))
            }
            "horizon" => p.horizon = value.parse().unwrap_or_else(|_| panic!("bad value in {a}")),
            _ if NAMES.contains(&name) => {
                let mut v = to_vec(&p.cost);
                let i = NAMES.iter().position(|n| *n == name).unwrap_or(0);
                v[i] = value.parse().unwrap_or_else(|_| panic!("bad value in {a}"));
                p.cost = from_vec(v);
            }
            _ => panic!("unknown parameter {name}"),
        }
    }
    Setup { course, players, seed, params: p }
}

/// The arrival rounds of one game's players who reached El Dorado.
fn play(plan: &Plan, players: u8, run_seed: u64, p: StrongParams, index: u64) -> Vec<u16> {
    let seed = game_seed(run_seed, index);
    let (mut st, mut rng, _) =
        start_game(plan.board().clone(), GameConfig::new(players), seed).unwrap();
    let mut bots: Vec<StrongBot> = (0..players).map(|_| StrongBot::with_params(p)).collect();
    let mut brng = bot_rng(seed);
    while !st.is_over() {
        let a = bots[st.current() as usize].choose(&st, plan, &mut brng);
        if st.apply(a, &mut rng).is_err() {
            panic!("game {index}: the strong bot chose an illegal action {}", a.describe());
        }
    }
    st.players().iter().filter_map(|pl| pl.completed()).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let threads: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let Setup { course, players, seed, params: p } = setup(args.get(3..).unwrap_or(&[]));
    let course = official::course(&course).unwrap_or_else(|| panic!("no official course {course}"));
    let plan = Plan::new(Arc::new(Board::from_map(Map::build(&course).unwrap()).unwrap()));
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    let start = Instant::now();
    let per_game: Vec<Vec<u16>> = pool
        .install(|| (0..games).into_par_iter().map(|i| play(&plan, players, seed, p, i)).collect());
    let t = start.elapsed().as_secs_f64();
    let arrivals: Vec<u16> = per_game.iter().flatten().copied().collect();
    let mean = arrivals.iter().map(|&r| r as f64).sum::<f64>() / arrivals.len().max(1) as f64;
    // The round the game ends in: its first arrival (the round is played out).
    let firsts: Vec<u16> = per_game.iter().filter_map(|g| g.iter().min().copied()).collect();
    let first = firsts.iter().map(|&r| r as f64).sum::<f64>() / firsts.len().max(1) as f64;
    println!(
        "{p:?}\n{} · {players} players · {games} games: mean arrival round {mean:.2} over {} arrivals (first arrival {first:.2} over {} games), {:.1} games/s on {threads} thread(s)",
        course.name,
        arrivals.len(),
        firsts.len(),
        games as f64 / t
    );
}
