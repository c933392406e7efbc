//! The Monte Carlo runner: determinism whatever the thread count, cancelling,
//! and the consistency of the statistics it reports.

use crate::bots::BotKind;
use crate::montecarlo::{Progress, SimConfig, SimError, run, run_course};
use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::state::Rules;

fn config(games: u64, players: u8, bots: Vec<BotKind>, caves: bool) -> SimConfig {
    SimConfig {
        games,
        players,
        bots,
        rotate_seats: false,
        rules: Rules { caves, ..Rules::default() },
        seed: 42,
        ..SimConfig::default()
    }
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap()
}

#[test]
fn the_result_for_a_seed_is_the_same_on_one_or_several_threads() {
    let map = Map::build(&official::course("hills-of-gold").unwrap()).unwrap();
    let cfg = config(24, 4, vec![BotKind::Fast], true);
    let one = pool(1).install(|| run(&map, "hills", &cfg, None, &Progress::new()).unwrap());
    let three = pool(3).install(|| run(&map, "hills", &cfg, None, &Progress::new()).unwrap());
    assert_eq!(one, three);
    let other_seed =
        run(&map, "hills", &SimConfig { seed: 43, ..cfg }, None, &Progress::new()).unwrap();
    assert_ne!(one.heatmap, other_seed.heatmap, "a different seed plays different games");
}

#[test]
fn the_statistics_add_up() {
    let map = Map::build(&official::default_course()).unwrap();
    let cfg = config(30, 4, vec![BotKind::Fast], true);
    let control = Progress::new();
    let r = run(&map, "first", &cfg, None, &control).unwrap();
    assert_eq!(control.done(), 30);
    assert_eq!(r.games_played, 30);
    assert!(!r.cancelled);
    let f = &r.finishing_round;
    assert_eq!(f.games + r.stalls.games, 30);
    assert_eq!(f.histogram.iter().map(|h| h.games).sum::<u64>(), f.games);
    assert!(f.p10 <= f.median && f.median <= f.p90 && f.min <= f.p10 && f.p90 <= f.max);
    assert!(f.mean >= f.min as f64 && f.mean <= f.max as f64);
    // Every finished game has one winner: the rules break every tie.
    let wins: f64 = r.seats.iter().map(|s| s.wins).sum();
    assert!((wins - f.games as f64).abs() < 1e-9, "{wins} wins in {} games", f.games);
    for s in &r.seats {
        assert!(s.win_rate.low <= s.win_rate.rate && s.win_rate.rate <= s.win_rate.high);
    }
    assert_eq!(r.start_spaces.len(), 4);
    // The first course has four random blockades, one per seam between boards.
    assert_eq!(r.blockades.len(), 4);
    assert!(r.blockades.iter().all(|b| b.games == 30 && b.broken + b.never_broken == 30));
    assert_eq!(r.blockade_numbers.iter().map(|b| b.dealt).sum::<u64>(), 120);
    // Caves: tokens were found, and never more used than found.
    let taken: u64 = r.cave_tokens.iter().map(|t| t.taken).sum();
    assert!(taken > 0);
    assert!(r.cave_tokens.iter().all(|t| t.used <= t.taken));
    assert_eq!(r.caves.iter().map(|c| c.explored).sum::<u64>(), taken);
    // Pieces pass through the spaces by the start: the heatmap has entries there.
    assert!(r.heatmap.iter().map(|h| h.entered).sum::<u64>() > 30 * 10);
    assert!(r.heatmap.iter().all(|h| h.stopped <= h.entered + 30 * 4));
    let measured = r.difficulty.measured.expect("games reached El Dorado");
    assert!(measured.score >= 0.0 && measured.score <= 10.0);
    assert_eq!(r.bot_errors, 0);
    serde_json::to_string(&r).unwrap();
}

#[test]
fn a_cancelled_run_returns_what_it_has() {
    let map = Map::build(&official::default_course()).unwrap();
    let control = Progress::new();
    control.cancel();
    let r = run(&map, "first", &config(50, 4, vec![BotKind::Fast], false), None, &control).unwrap();
    assert!(r.cancelled);
    assert_eq!(r.games_played, 0);
    assert_eq!(r.finishing_round.games, 0);
}

/// Ctrl-C in `eldorado simulate` cancels a run of up to 100 million games: it
/// stops at once, rather than stepping through every game never started.
#[test]
fn a_run_cancelled_midway_stops_at_once_with_the_games_played() {
    let map = Map::build(&official::default_course()).unwrap();
    let control = std::sync::Arc::new(Progress::new());
    let canceller = {
        let control = control.clone();
        std::thread::spawn(move || {
            while control.done() < 3 {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            control.cancel();
        })
    };
    let started = std::time::Instant::now();
    let r = run(&map, "first", &config(100_000_000, 4, vec![BotKind::Fast], false), None, &control)
        .unwrap();
    canceller.join().unwrap();
    assert!(r.cancelled);
    assert!(r.games_played >= 3 && r.games_played < 1000, "{}", r.games_played);
    assert_eq!(r.finishing_round.games + r.stalls.games, r.games_played);
    assert!(started.elapsed() < std::time::Duration::from_secs(30), "{:?}", started.elapsed());
}

#[test]
fn two_player_runs_report_all_four_start_spaces_and_mixed_bots() {
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let cfg = SimConfig {
        rotate_seats: true,
        ..config(6, 2, vec![BotKind::Strong, BotKind::Fast], false)
    };
    let r = run(&map, "swamp", &cfg, None, &Progress::new()).unwrap();
    assert_eq!(r.start_spaces.len(), 4);
    assert_eq!(r.bot_stats.len(), 2);
    assert_eq!(r.bot_stats.iter().map(|b| b.seat_games).sum::<u64>(), 12);
    assert_eq!(r.bot_errors, 0);
}

#[test]
fn bad_settings_and_invalid_courses_are_refused() {
    let map = Map::build(&official::default_course()).unwrap();
    let e = run(
        &map,
        "x",
        &config(5, 3, vec![BotKind::Fast, BotKind::Strong], false),
        None,
        &Progress::new(),
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "2 bots were named for 3 players; name one bot, or one per seat");
    assert!(matches!(
        run(&map, "x", &config(5, 5, vec![BotKind::Fast], false), None, &Progress::new()),
        Err(SimError::Config(_))
    ));
    let mut broken = official::default_course();
    broken.pieces.pop();
    let e = run_course(&broken, &config(5, 4, vec![BotKind::Fast], false), None, &Progress::new())
        .unwrap_err();
    assert!(matches!(e, SimError::InvalidCourse(ref p) if !p.is_empty()), "{e}");
}

#[test]
fn a_trace_names_spaces_as_the_map_does() {
    let map = Map::from_rows(&["S1 S2 S3 S4", "J1 J1 J1 J1 FJ"]).unwrap();
    let board = std::sync::Arc::new(eldorado_rules::Board::from_map(map).unwrap());
    let plan = crate::plan::Plan::new(board);
    let lines = crate::montecarlo::trace::trace(
        &plan,
        eldorado_rules::GameConfig::new(2),
        &[BotKind::Fast],
        1,
    )
    .unwrap();
    let seat_1 = "round 1, seat 1 (fast): 1a at start space 1 (0 9 o'clock ring 2) and 1b at start space 3 (0 centre); hand ";
    assert!(lines[1].starts_with(seat_1), "{}", lines[1]);
    assert!(lines.iter().any(|l| l.contains("jungle 1 (")), "{lines:#?}");
    assert!(lines.iter().any(|l| l.contains("reaches El Dorado")), "{lines:#?}");
}

/// A round cap the user set low stops games that were still moving: they
/// are counted apart ("stopped at the round cap you set"), not as stalls
/// and not in the finishing rounds. At the default cap nothing is cut short.
#[test]
fn games_the_users_round_cap_stops_are_not_stalls() {
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let low = SimConfig {
        rules: Rules { round_cap: 22, ..Rules::default() },
        ..config(40, 2, vec![BotKind::Fast], false)
    };
    let r = run(&map, "swamplands", &low, None, &Progress::new()).unwrap();
    assert!(r.stalls.cut_short > 0, "the low cap stopped games: {:?}", r.stalls);
    assert_eq!(r.finishing_round.games + r.stalls.games + r.stalls.cut_short, 40);
    assert!(r.stalls.by_reason.iter().all(|s| s.reason != crate::stall::StallReason::Slow));
    let said = r.difficulty.cut_short.as_deref().unwrap();
    assert!(said.contains("stopped at the round cap you set (22 rounds)"), "{said}");
    assert!(!r.difficulty.stalls.contains("warning"), "{}", r.difficulty.stalls);
    let full =
        run(&map, "swamplands", &config(40, 2, vec![BotKind::Fast], false), None, &Progress::new())
            .unwrap();
    assert_eq!(full.stalls.cut_short, 0);
    assert_eq!(full.difficulty.cut_short, None);
}
