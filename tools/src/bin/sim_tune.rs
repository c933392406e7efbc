//! Grid search over the fast bot's parameters (development tool):
//! `cargo run --release -p eldorado-tools --bin sim_tune -- [games] [course]`.

use std::sync::Arc;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::replay::{bot_rng, start_game};
use eldorado_rules::{Board, GameConfig, game_seed};
use eldorado_sim::bots::Bot;
use eldorado_sim::bots::fast::{FastBot, FastParams};

fn mean_round(board: &Arc<Board>, params: FastParams, games: u64) -> (f64, u64) {
    let plan = eldorado_sim::Plan::new(board.clone());
    let mut total = 0u64;
    let mut stalls = 0;
    for i in 0..games {
        let seed = game_seed(5, i);
        let (mut st, mut rng, _) = start_game(board.clone(), GameConfig::new(4), seed).unwrap();
        let mut bots: Vec<FastBot> = (0..4).map(|_| FastBot::with_params(params)).collect();
        let mut brng = bot_rng(seed);
        while !st.is_over() {
            let a = bots[st.current() as usize].choose(&st, &plan, &mut brng);
            st.apply(a, &mut rng).unwrap();
        }
        let o = st.outcome().unwrap();
        if o.stopped_by_cap() {
            stalls += 1;
        }
        total += o.rounds as u64;
    }
    (total as f64 / games as f64, stalls)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(500);
    let ids: Vec<&str> = match args.get(2) {
        Some(id) => vec![id.as_str()],
        None => vec!["first-course", "serpentine", "swamplands"],
    };
    let courses: Vec<Arc<Board>> = ids
        .iter()
        .map(|id| {
            Arc::new(Board::from_map(Map::build(&official::course(id).unwrap()).unwrap()).unwrap())
        })
        .collect();
    let base = FastParams::default();
    let mut grid = vec![base];
    for stop in [6, 24, 40] {
        grid.push(FastParams { stop_buying: stop, ..base });
    }
    for v in [1.0, 2.0] {
        grid.push(FastParams { min_buy_value: v, ..base });
    }
    for a in [0.0, 1.4] {
        grid.push(FastParams { above_average: a, ..base });
    }
    for p in grid {
        let r: Vec<(f64, u64)> = courses.iter().map(|b| mean_round(b, p, games)).collect();
        let avg = r.iter().map(|x| x.0).sum::<f64>() / r.len() as f64;
        println!("{p:?}: {avg:.2} {:?}", r);
    }
}
