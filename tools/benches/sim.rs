//! Simulator benchmarks.
//!
//! - `fast_bot_game/4p/<course>`: one full 4-player game with the fast bot on
//!   one thread; games per second per core = 1 / time.
//! - `monte_carlo_10k/<course>`: 10,000 fast-bot 4-player games through the
//!   runner on every core (the target is at most 5 s wall time).
//! - `strong_bot_game/4p`: one game with the strong bot, for reference.
//! - `tactic_game/4p/<bot>/<course>`: one 4-player game with four of one
//!   bot, the fast bot and each tactic, on one thread: each tactic's games a
//!   second beside the fast bot's (the target: within 2×).

use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::{Board, GameConfig, Rules, game_seed};
use eldorado_sim::Plan;
use eldorado_sim::bots::BotKind;
use eldorado_sim::montecarlo::SimConfig;
use eldorado_sim::montecarlo::runner::{Progress, play_game, run};

fn course(id: &str) -> (Map, Plan) {
    let map = Map::build(&official::course(id).unwrap()).unwrap();
    let board = Arc::new(Board::from_map(map.clone()).unwrap());
    (map, Plan::new(board))
}

fn fast_bot_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("fast_bot_game/4p");
    for id in official::ids() {
        let (_, plan) = course(id);
        let mut i = 0u64;
        group.bench_function(id, |b| {
            b.iter(|| {
                i += 1;
                let r = play_game(&plan, GameConfig::new(4), &[BotKind::Fast], game_seed(1, i))
                    .unwrap();
                assert_eq!(r.bot_errors, 0);
                r.state.round()
            })
        });
    }
    group.finish();
}

fn tactic_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("tactic_game/4p");
    group.warm_up_time(std::time::Duration::from_secs(1));
    group.measurement_time(std::time::Duration::from_secs(2));
    let mut kinds = vec![BotKind::Fast];
    kinds.extend(BotKind::TACTICS);
    for id in official::ids() {
        let (_, plan) = course(id);
        for &kind in &kinds {
            let mut i = 0u64;
            group.bench_function(format!("{}/{id}", kind.name()), |b| {
                b.iter(|| {
                    i += 1;
                    let r = play_game(&plan, GameConfig::new(4), &[kind], game_seed(1, i)).unwrap();
                    assert_eq!(r.bot_errors, 0);
                    r.state.round()
                })
            });
        }
    }
    group.finish();
}

fn monte_carlo(c: &mut Criterion) {
    let mut group = c.benchmark_group("monte_carlo_10k");
    group.sample_size(10);
    group.measurement_time(std::time::Duration::from_secs(20));
    for id in official::ids() {
        let (map, _) = course(id);
        let config = SimConfig {
            games: 10_000,
            players: 4,
            bots: vec![BotKind::Fast],
            rotate_seats: false,
            rules: Rules::default(),
            seed: 7,
            ..SimConfig::default()
        };
        group.bench_function(id, |b| {
            b.iter(|| {
                let r = run(&map, id, &config, None, &Progress::new()).unwrap();
                assert_eq!(r.games_played, 10_000);
                r.finishing_round.mean
            })
        });
    }
    group.finish();
}

fn strong_bot_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("strong_bot_game");
    group.sample_size(10);
    let (_, plan) = course("first-course");
    let mut i = 0u64;
    for players in [3, 4] {
        // 3 players on the First course is the game the strong bot's target is set for.
        group.bench_function(format!("{players}p/first-course"), |b| {
            b.iter(|| {
                i += 1;
                play_game(&plan, GameConfig::new(players), &[BotKind::Strong], game_seed(2, i))
                    .unwrap()
                    .state
                    .round()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, fast_bot_game, monte_carlo, strong_bot_game, tactic_game);
criterion_main!(benches);
