//! Plays fast-bot games on one thread for profiling:
//! `cargo run --release -p eldorado-tools --bin sim_profile -- [games] [course] [bot]`.

use std::sync::Arc;
use std::time::Instant;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::{Board, GameConfig, game_seed};
use eldorado_sim::bots::BotKind;
use eldorado_sim::montecarlo::runner::play_game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let id = args.get(2).map(String::as_str).unwrap_or("first-course");
    let bot: BotKind = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(BotKind::Fast);
    let map = Map::build(&official::course(id).unwrap()).unwrap();
    let plan = eldorado_sim::Plan::new(Arc::new(Board::from_map(map).unwrap()));
    let start = Instant::now();
    let mut rounds = 0u64;
    let mut actions = 0usize;
    for i in 0..games {
        let r = play_game(&plan, GameConfig::new(4), &[bot], game_seed(3, i)).unwrap();
        rounds += r.state.round() as u64;
        actions += r.actions.len();
    }
    let t = start.elapsed().as_secs_f64();
    println!(
        "{games} games in {t:.2} s: {:.0} games/s, mean round {:.2}, {:.0} actions/game",
        games as f64 / t,
        rounds as f64 / games as f64,
        actions as f64 / games as f64
    );
}
