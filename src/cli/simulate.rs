//! `eldorado simulate FILE`: plays many games of a course with bots and prints
//! a summary table, or every statistic with `--json`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::course_input::{FileArg, Loaded, load_valid};
use super::interrupt::{EXIT_INTERRUPTED, on_ctrl_c};
use super::output::{self, safe};
use super::progress::ProgressDisplay;
use super::{CliError, EXIT_OK};
use eldorado_formats::game_record;
use eldorado_formats::output_kind::{KeptOrFailed, Kind};
use eldorado_sim::montecarlo::stats::{SEAT_NUMBERING, SimResult};
use eldorado_sim::montecarlo::trace;

use eldorado_design::route_words::Worded;
use eldorado_design::run::simulate;
use eldorado_design::two_players;
use eldorado_sim::{Progress, SimConfig};

use eldorado_rules::{BotKind, Rules};

/// The options of `eldorado simulate`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The course file, or - for standard input.
    pub file: PathBuf,
    /// Number of games.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    pub games: u64,
    /// Players, 2 to 4 (two pieces each with 2 players).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: u8,
    /// Bots by seat, comma-separated: fast, river, jungle, village, racer,
    /// strong, random. One bot plays every seat; a mixed table (say
    /// river,jungle,village,fast) is told by bot at every route choice.
    // Spelled out so that clap takes the whole list as one value, not one bot per flag.
    #[arg(long, default_value = "fast", value_parser = parse_bots)]
    pub bots: std::vec::Vec<BotKind>,
    /// Play the tactics' table: four players, a river, a jungle, a village
    /// player and a racer, rotated round the seats; prints the course's
    /// tactical variety and every route choice by tactic.
    #[arg(long, conflicts_with_all = ["bots", "players", "rotate"])]
    pub tactics: bool,
    /// Play the caves variant.
    #[arg(long)]
    pub caves: bool,
    /// Seed of the run; the same seed gives the same result.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print every statistic as JSON.
    #[arg(long)]
    pub json: bool,
    /// Rounds after which a game counts as stalled.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u16).range(1..))]
    pub round_cap: u16,
    /// A Native used on a blockade also steps onto the space behind it.
    #[arg(long)]
    pub generous_native: bool,
    /// Rotate the bots round the seats from game to game.
    #[arg(long)]
    pub rotate: bool,
    /// Worker threads, 1 to 256 (default: one per core).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Instead of statistics, play the game with this seed and tell it turn by turn.
    #[arg(long, value_name = "SEED")]
    pub trace: Option<u64>,
    /// With --trace: also save the game as a game record, to watch in the
    /// editor (Game > Open game record…) or tell again with `eldorado replay`.
    #[arg(long, value_name = "FILE", requires = "trace")]
    pub record: Option<PathBuf>,
    /// With --record: write FILE even if it holds something other than an earlier game record.
    #[arg(long, requires = "record")]
    pub force: bool,
}

/// Parses "fast,strong,fast"; a message quotes at most 40 characters of a name.
pub fn parse_bots(text: &str) -> Result<Vec<BotKind>, eldorado_rules::UnknownBot> {
    text.split(',').map(str::parse).collect()
}

/// Plays the games and prints their statistics (or one game's trace).
pub fn run(o: &Args) -> Result<ExitCode, CliError> {
    if o.bots.len() > 1 && o.bots.len() != o.players as usize {
        return Err(CliError::failed(format!(
            "{} bots were named for {} players; name one bot, or one per seat",
            o.bots.len(),
            o.players
        )));
    }
    let Loaded { course, map, label } = load_valid(&o.file, "simulated")?;
    let rules =
        Rules { caves: o.caves, generous_native: o.generous_native, round_cap: o.round_cap };
    if let Some(seed) = o.trace {
        return trace(o, &course, map, &label, rules, seed);
    }
    // Every route choice, shortcut and bend the analysis finds is watched
    // (`eldorado_design::run::simulate`: one analysis gives the watchlist and
    // the estimate shown beside the measurement).
    let config = if o.tactics {
        SimConfig { rules, ..eldorado_design::tactics::table(o.games, o.seed) }
    } else {
        SimConfig {
            games: o.games,
            players: o.players,
            bots: o.bots.clone(),
            rotate_seats: o.rotate,
            rules,
            seed: o.seed,
            ..SimConfig::default()
        }
    };
    let control = Progress::new();
    let interrupted = on_ctrl_c();
    let started = Instant::now();
    let name = if course.name.is_empty() { label.clone() } else { course.name.clone() };
    let result = std::thread::scope(|scope| {
        let worker = {
            let control = &control;
            let (map, config, name) = (&map, &config, &name);
            let threads = o.threads;
            let run = move || simulate(map, name, config, control);
            scope.spawn(move || match threads {
                Some(n) => {
                    match rayon::ThreadPoolBuilder::new().num_threads(usize::from(n)).build() {
                        Ok(pool) => pool.install(run),
                        Err(_) => run(),
                    }
                }
                None => run(),
            })
        };
        show_progress(&control, o.games, &worker, &interrupted);
        worker.join().expect("the simulation thread does not panic")
    });
    let simulated = result.map_err(|e| CliError::about(&label, e))?;
    let text = if o.json {
        output::json(&simulated.result) + "\n"
    } else {
        // The route choices in the words the editor uses (English).
        let words = eldorado_design::route_words::worded(
            &map,
            &simulated.watched,
            &simulated.result.route_choices,
            eldorado_messages::Lang::English,
        );
        summary(&label, &simulated.result, &words, started.elapsed())
    };
    // Ctrl-C stops the games, not the report: the games played are summed up, marked as cancelled.
    let code = if interrupted.load(Ordering::Relaxed) { EXIT_INTERRUPTED } else { EXIT_OK };
    output::finish(output::print(&text), code)
}

/// Plays the game with this seed, tells it, and saves it with `--record`.
fn trace(
    o: &Args,
    course: &eldorado_core::course::Course,
    map: eldorado_core::map::Map,
    label: &str,
    rules: Rules,
    seed: u64,
) -> Result<ExitCode, CliError> {
    let record = o.record.as_deref().map(FileArg::of);
    if let Some(target) = &record {
        let FileArg::Path(path) = target else {
            return Err(CliError::failed(
                "the game record can't go to standard output, which the trace is printed on; name a file",
            ));
        };
        // Said before the game is played, and judged again when it is saved.
        if !o.force
            && let Some(looks) = Kind::Record.refuses(path)
        {
            return Err(super::export::kept(&target.label(), looks, Kind::Record));
        }
    }
    let board = eldorado_rules::Board::from_map(map).map_err(|e| CliError::about(label, e))?;
    let gc = eldorado_rules::GameConfig { players: o.players, rules };
    let plan = eldorado_sim::Plan::new(Arc::new(board));
    let (game, errors) =
        trace::play(&plan, gc, &o.bots, seed).map_err(|e| CliError::about(label, e))?;
    // A game whose record cannot be kept (past the reader's bounds, a full
    // disk) is still told; the reason follows it.
    let saved = match &record {
        Some(FileArg::Path(path)) => {
            let label = FileArg::Path(path.clone()).label();
            match game_record::keepable(course, &game) {
                Err(e) => Err(CliError::about(&label, e)),
                Ok(text) if o.force => {
                    eldorado_files::write(path, text.as_bytes()).map_err(Into::into)
                }
                Ok(text) => match Kind::Record.write(path, text.as_bytes()) {
                    Ok(()) => Ok(()),
                    Err(KeptOrFailed::Kept(looks)) => {
                        Err(super::export::kept(&label, looks, Kind::Record))
                    }
                    Err(KeptOrFailed::Failed(e)) => Err(e.into()),
                },
            }
        }
        _ => Ok(()),
    };
    // Told with where each piece passes the course's route choices.
    let mut lines = eldorado_design::passings::tell(&game, &plan, eldorado_messages::Lang::English);
    if errors > 0 {
        lines.insert(1, trace::bot_error_line(errors));
    }
    let told = output::finish(output::print(&(lines.join("\n") + "\n")), EXIT_OK)?;
    saved.map(|()| told)
}

/// Progress on standard error while the worker runs (see [`ProgressDisplay`]);
/// Ctrl-C tells the worker to stop after the games under way.
fn show_progress<T>(
    control: &Progress,
    games: u64,
    worker: &std::thread::ScopedJoinHandle<'_, T>,
    interrupted: &AtomicBool,
) {
    let progress = ProgressDisplay::start("simulating", "games", Some(games));
    while !worker.is_finished() {
        if interrupted.load(Ordering::Relaxed) {
            control.cancel();
        }
        progress.set(control.done());
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn pct(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}

fn summary(file: &str, r: &SimResult, words: &[Worded], took: Duration) -> String {
    use std::fmt::Write;
    let mut o = String::new();
    macro_rules! println {
        () => { o.push('\n') };
        ($($t:tt)*) => {{ let _ = writeln!(o, $($t)*); }};
    }
    let bots: Vec<&str> = r.bots.iter().map(|b| b.name()).collect();
    println!("{} ({file})", safe(&r.course));
    println!(
        "{} players · bots {}{} · caves {} · seed {} · {} games in {:.1} s",
        r.players,
        bots.join(","),
        if r.rotate_seats { " (rotating)" } else { "" },
        if r.caves_variant { "on" } else { "off" },
        r.seed,
        r.games_played,
        took.as_secs_f64()
    );
    if r.cancelled {
        println!("cancelled after {} of {} games", r.games_played, r.games_requested);
    }
    let f = &r.finishing_round;
    println!();
    println!(
        "Finishing round   mean {:.1}   median {}   p10 {}   p90 {}   range {}–{}",
        f.mean, f.median, f.p10, f.p90, f.min, f.max
    );
    let peak = f.histogram.iter().map(|h| h.games).max().unwrap_or(1).max(1);
    for h in &f.histogram {
        let width = (h.games * 40).div_ceil(peak) as usize;
        println!("  {:>3} {:<40} {}", h.round, "█".repeat(width), h.games);
    }
    println!();
    println!("Win rate by seat (95 % interval)");
    for s in &r.seats {
        let arrival = s.mean_arrival_round.map_or("never arrived".to_string(), |m| {
            format!("arrived in {} games, mean round {m:.1}", s.arrivals)
        });
        println!(
            "  seat {} {:<6} {:>7}  [{:.1}–{:.1}]  {arrival}",
            s.seat + 1,
            s.bot.name(),
            pct(s.win_rate.rate),
            100.0 * s.win_rate.low,
            100.0 * s.win_rate.high
        );
    }
    if r.bot_stats.len() > 1 {
        println!("Win rate by bot");
        for b in &r.bot_stats {
            println!(
                "  {:<7} {:>7}  [{:.1}–{:.1}]  over {} seat-games, mean arrival round {}",
                b.bot.name(),
                pct(b.win_rate.rate),
                100.0 * b.win_rate.low,
                100.0 * b.win_rate.high,
                b.seat_games,
                b.mean_arrival_round.map_or("-".into(), |m| format!("{m:.1}"))
            );
        }
    }
    println!("Win rate by start space");
    for s in &r.start_spaces {
        println!(
            "  start {} ({}, {})  {:>7}  [{:.1}–{:.1}]",
            s.start,
            s.q,
            s.r,
            pct(s.win_rate.rate),
            100.0 * s.win_rate.low,
            100.0 * s.win_rate.high
        );
    }
    for line in SEAT_NUMBERING {
        println!("  {line}");
    }
    println!();
    println!(
        "Stalled games: {} ({}) at the round cap of {}",
        r.stalls.games,
        pct(r.stalls.rate),
        r.stalls.round_cap
    );
    if let Some(cut) = &r.difficulty.cut_short {
        println!("{}", eldorado_core::text::capitalise(cut));
    }
    for s in &r.stalls.by_reason {
        let places: Vec<String> = s
            .places
            .iter()
            .map(|p| format!("({}, {}) {} in {}", p.q, p.r, p.what, p.games))
            .collect();
        let at =
            if places.is_empty() { String::new() } else { format!(": at {}", places.join(", ")) };
        println!("  {} — {}{at}", s.games, s.description);
    }
    if let Some(seed) = r.stalls.examples.first() {
        println!("  watch one with --trace {seed}");
    }
    if !r.blockades.is_empty() {
        println!();
        println!("Blockades");
        for b in &r.blockades {
            let seats: Vec<String> = b.by_seat.iter().map(|n| n.to_string()).collect();
            println!(
                "  {:<8} broken in {} of {} games, mean round {}, by seat {}{}",
                b.seam_name,
                b.broken,
                b.games,
                b.mean_round.map_or("-".into(), |m| format!("{m:.1}")),
                seats.join("/"),
                if b.by_native > 0 {
                    format!(", {} by a Native", b.by_native)
                } else {
                    String::new()
                }
            );
        }
    }
    if r.caves_variant {
        println!();
        let taken: u64 = r.cave_tokens.iter().map(|t| t.taken).sum();
        let used: u64 = r.cave_tokens.iter().map(|t| t.used).sum();
        let per_game = |n: u64| n as f64 / r.games_played.max(1) as f64;
        println!(
            "Cave tokens: {:.1} taken and {:.1} used per game",
            per_game(taken),
            per_game(used)
        );
        for c in &r.caves {
            println!("  cave at ({}, {}): {:.1} tokens per game", c.q, c.r, per_game(c.explored));
        }
    }
    let mut busiest: Vec<_> = r.heatmap.iter().filter(|h| h.stopped > 0).collect();
    busiest.sort_by(|a, b| b.stopped.cmp(&a.stopped).then(a.space.cmp(&b.space)));
    if !busiest.is_empty() {
        println!();
        println!("Most stopped-on spaces");
        for h in busiest.iter().take(5) {
            println!(
                "  ({}, {})  {:.2} stops and {:.2} entries per game",
                h.q, h.r, h.stopped_per_game, h.entered_per_game
            );
        }
    }
    route_choices(&mut o, r, words);
    variety(&mut o, r);
    println!();
    let d = &r.difficulty;
    println!("Difficulty: {}", d.summary);
    // The two-player estimate beside it was played: said how, as `analyze` says it.
    if r.players == two_players::PLAYERS && d.estimate.is_some() {
        println!("  {}", two_players::method_text(eldorado_messages::Lang::English));
    }
    println!(
        "  {}; spread p90−p10 {} rounds, seat imbalance {}",
        d.stalls,
        d.spread,
        pct(d.seat_imbalance)
    );
    if r.bots.iter().any(|&b| b != BotKind::Fast) {
        println!(
            "  a figure of this table's games, not the course's difficulty: fast bots at every seat measure that"
        );
    }
    if r.bot_errors > 0 {
        println!("warning: the bots chose {} illegal actions; please report this", r.bot_errors);
    }
    o
}

/// Which way the pieces took at each route choice, shortcut and bend, with
/// the verdict, worded as the editor words them.
fn route_choices(o: &mut String, r: &SimResult, words: &[Worded]) {
    use std::fmt::Write;
    if r.route_choices.is_empty() {
        return;
    }
    let _ = writeln!(o, "\nRoute choices: which way the pieces took");
    for u in &r.route_choices {
        let worded = words.iter().find(|w| w.origin == u.origin);
        let (choice, verdict) = match worded {
            Some(w) => (w.choice.clone(), w.verdict.clone()),
            None => (u.name.clone(), eldorado_design::routes::judge(u).text),
        };
        let _ = writeln!(o, "  {choice}: {verdict}");
        for (k, w) in u.ways.iter().enumerate() {
            let name = worded.and_then(|x| x.ways.get(k)).unwrap_or(&w.name);
            let seats: Vec<String> = w.by_seat.iter().map(|s| pct(s.share)).collect();
            let _ = writeln!(
                o,
                "    {:<24} {:>5} pieces {:>7}  won {:>7}  arrived round {}  by seat {}",
                name,
                w.pieces,
                pct(w.share),
                pct(w.win_rate.rate),
                w.mean_arrival_round.map_or("-".into(), |m| format!("{m:.1}")),
                seats.join(" / ")
            );
        }
        let names: Vec<String> = (u.ways.iter().enumerate())
            .map(|(k, w)| worded.and_then(|x| x.ways.get(k)).unwrap_or(&w.name).clone())
            .collect();
        by_bot(o, u, r.players, &names);
        if u.neither > 0 {
            let _ = writeln!(o, "    {} pieces reached El Dorado another way", u.neither);
        }
        if u.not_past > 0 {
            let _ = writeln!(o, "    {} pieces not past it yet when their game ended", u.not_past);
        }
    }
}

/// A mixed table's route choice by bot: which way each took, how its takers
/// fared, and whether the choice is a tactical one.
fn by_bot(o: &mut String, u: &eldorado_sim::montecarlo::RouteUsage, players: u8, names: &[String]) {
    use eldorado_design::route_words::tactical_in;
    use eldorado_design::tactics::judge;
    use std::fmt::Write;
    if u.ways.iter().all(|w| w.by_bot.is_empty()) {
        return;
    }
    let judged = judge(u, players);
    for t in &judged.taken {
        let _ = writeln!(
            o,
            "    {:<7} {:>5} pieces: {} {}, won {}, arrived round {}",
            t.bot.name(),
            t.pieces,
            pct(t.share),
            names.get(t.way).map_or("", String::as_str),
            pct(t.win_rate),
            t.arrival.map_or("-".into(), |m| format!("{m:.1}"))
        );
    }
    let _ = writeln!(
        o,
        "    by tactic: {}",
        tactical_in(eldorado_messages::Lang::English, &judged, names)
    );
}

/// The course's tactical variety, when the bots rotated round the seats.
fn variety(o: &mut String, r: &SimResult) {
    use eldorado_design::route_words::variety_in;
    use std::fmt::Write;
    let Some(v) = eldorado_design::tactics::variety(r) else { return };
    let _ = writeln!(
        o,
        "\nTactical variety: {}",
        variety_in(eldorado_messages::Lang::English, &v, r.course.as_str())
    );
}
