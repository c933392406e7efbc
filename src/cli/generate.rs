//! `eldorado generate [--players P] [--rounds LO-HI | --band NAME] [--pieces LIST]
//! [--strips] [--caves] [--blockades random|chosen] [--branches N] [--tactics N] [--count N] [--seed S] [--budget N] [--from FILE]
//! [-o DIR | --json]`:
//! courses generated to order (see `eldorado_design::generate`). The candidates
//! go to standard output (or as course files into DIR); an order that can't be
//! met, or a search that found nothing, is one sentence on standard error and
//! exit 1, and so is a search that found fewer courses than asked, after
//! delivering those it found.

use eldorado_core::text::count;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;

use super::course_input;
use super::error::ValueError;
use super::interrupt::{EXIT_INTERRUPTED, on_ctrl_c};
use super::output::{self, safe};
use super::progress::ProgressDisplay;
use super::{CliError, EXIT_INVALID, EXIT_OK};
use crate::app::Start;
use eldorado_analysis::difficulty::Band;
use eldorado_core::course;
use eldorado_core::text::excerpt;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::{self, BlockadeDeal, Candidate, Options, bands};
use eldorado_formats::course_file;
use eldorado_formats::course_file::CourseError;
use eldorado_messages::Lang;
use eldorado_sim::Progress;

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Players the simulation seats (2 to 4).
    #[arg(long, default_value_t = 4, value_name = "P", value_parser = parse_players)]
    pub players: u8,
    /// Simulated mean finishing round, e.g. 16-18.
    #[arg(long, value_name = "LO-HI", value_parser = parse_order, conflicts_with = "band")]
    pub rounds: Option<(f64, f64)>,
    /// A named band of rounds: easy (under 15), moderate (15–18), hard (18–21) or very-hard (21 or more): the analysis's difficulty bands.
    #[arg(long, value_name = "NAME", value_parser = parse_band)]
    pub band: Option<Band>,
    /// Only these terrain boards and strips, by a letter of either side, e.g. "C,E,G,I,O"
    /// (the start board and the finish plate are always used).
    #[arg(long, value_name = "LIST")]
    pub pieces: Option<String>,
    /// Use the two strips too (strips named in --pieces are always used).
    #[arg(long)]
    pub strips: bool,
    /// Simulate with the caves variant.
    #[arg(long)]
    pub caves: bool,
    /// How many distinct courses to generate.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub count: usize,
    /// The same seed and options give the same courses.
    #[arg(long, default_value_t = 1, value_name = "S")]
    pub seed: u64,
    /// Courses drawn before the search gives up (at least 1).
    #[arg(long, value_name = "N", default_value_t = Options::default().budget, value_parser = parse_budget)]
    pub budget: u64,
    /// Write each course as a file into this folder (made if missing).
    #[arg(short, long, value_name = "DIR", conflicts_with = "json")]
    pub output: Option<PathBuf>,
    /// Print the candidates, courses included, as JSON.
    #[arg(long)]
    pub json: bool,
    /// Blockades: random (dealt at setup, as the assembly guide says) or chosen
    /// (numbered blockades picked to move the course toward the order).
    #[arg(long, value_name = "HOW", default_value = "random", value_parser = parse_deal)]
    pub blockades: BlockadeDeal,
    /// The fewest real route choices each course must offer (the way splits and
    /// joins again, both ways within a round of each other, and the course's
    /// games take both ways: see docs/analysis.md, "A real route choice").
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub branches: usize,
    /// The fewest tactics that can win each course, 1 to 4 (its tactical
    /// variety: of a river, a jungle, a village player and a racer rotated
    /// round the seats, those winning at least 60 % as often as the best; see
    /// docs/analysis.md, "Tactics"). Plays the tactics' table on each
    /// candidate as well.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=4))]
    pub tactics: Option<u8>,
    /// Complete this course (a course file, or - for standard input): its
    /// pieces stay exactly as they are and only pieces it does not use are added.
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,
    /// Then open the first course in the editor.
    #[arg(long, conflicts_with = "json")]
    pub open: bool,
}

/// "16-18" (or "16–18"): a range of rounds, from 0 to 100, the lower first.
pub(super) fn parse_rounds(text: &str) -> Result<(f64, f64), ValueError> {
    // The dash between the numbers: not a sign, nor an exponent's ("1e-1").
    let dash = text.char_indices().find(|&(i, c)| {
        c == '–' || (c == '-' && i > 0 && !text[..i].ends_with(['e', 'E', '-', '–']))
    });
    let Some((at, dash)) = dash else {
        return Err(ValueError::RoundsShape);
    };
    let (low, high) = (&text[..at], &text[at + dash.len_utf8()..]);
    let number =
        |s: &str| s.trim().parse::<f64>().map_err(|_| ValueError::NotRounds(excerpt(s.trim(), 40)));
    let rounds = (number(low)?, number(high)?);
    generate::check_rounds(rounds)?;
    Ok(rounds)
}

/// An order of rounds: a range the search can aim at.
fn parse_order(text: &str) -> Result<(f64, f64), ValueError> {
    let rounds = parse_rounds(text)?;
    generate::check_width(rounds)?;
    Ok(rounds)
}

fn parse_players(text: &str) -> Result<u8, ValueError> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|p| (2..=4).contains(p))
        .ok_or_else(|| ValueError::Players(excerpt(text, 40)))
}

fn parse_budget(text: &str) -> Result<u64, ValueError> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| ValueError::Budget(excerpt(text, 40)))
}

fn parse_deal(text: &str) -> Result<BlockadeDeal, ValueError> {
    BlockadeDeal::by_name(text).ok_or_else(|| ValueError::Deal(excerpt(text, 40)))
}

fn parse_band(text: &str) -> Result<Band, ValueError> {
    bands::by_name(text)
        .ok_or_else(|| ValueError::Band { given: excerpt(text, 40), names: bands::names() })
}

/// Generates the courses asked for, prints or writes them, and opens the
/// first in the editor if asked. The folder of `-o` is made ready before the
/// search, so that a search of minutes never ends on a folder it cannot use.
pub fn run(args: &GenerateArgs) -> Result<ExitCode, CliError> {
    if args.output.as_ref().is_some_and(|d| d.as_os_str() == "-") {
        return Err(CliError::failed(
            "-o takes a folder for the course files; for standard output use --json",
        ));
    }
    // A search of minutes must not end on a window that cannot open.
    if args.open
        && let Some(why) = crate::app::no_display()
    {
        return Err(CliError::failed(format!(
            "--open shows the first course in the editor, but {why}; leave out --open (and add -o DIR to keep the courses as files)"
        )));
    }
    let pieces = match &args.pieces {
        None => PieceSet::whole_box(args.strips),
        Some(list) => PieceSet::from_list(list).map_err(CliError::failed)?,
    };
    let rounds = match (args.rounds, args.band) {
        (Some(r), _) => r,
        (None, Some(band)) => bands::target(band),
        (None, None) => Options::default().rounds,
    };
    let from = match &args.from {
        None => None,
        Some(path) => {
            let place = course_input::FileArg::of(path);
            let label = place.label();
            let course = course_input::read(&place).map_err(|e| CliError::about(&label, e))?;
            Some((label, course))
        }
    };
    let options = Options {
        players: args.players,
        rounds,
        pieces,
        caves: args.caves,
        count: args.count,
        seed: args.seed,
        budget: args.budget,
        from: from.as_ref().map(|(_, course)| course.clone()),
        branches: args.branches,
        tactics: args.tactics.map_or(0, usize::from),
        blockades: args.blockades,
        ..Options::default()
    };
    let made = match &args.output {
        Some(dir) => ready_folder(dir)?,
        None => Vec::new(),
    };
    let interrupted = on_ctrl_c();
    let progress = Progress::new();
    let outcome = std::thread::scope(|scope| {
        let search = scope.spawn(|| generate::generate(&options, &progress));
        show_progress(&progress, options.count, &search, &interrupted);
        search.join().expect("the search does not panic")
    });
    let outcome = outcome.map_err(|e| {
        // A refused order leaves nothing behind: not even the folders made for it.
        remove_folders(&made);
        let why = e.said(Lang::English);
        match &from {
            Some((label, _)) => CliError::Refused(format!("{label}: {why}")),
            None => CliError::Refused(why),
        }
    })?;
    if let Some(short) = &outcome.shortfall {
        output::error(&short.said(Lang::English));
    }
    if outcome.cancelled {
        output::error(&format!(
            "stopped by Ctrl-C after {}, with {} of {} courses found",
            count(outcome.attempts as usize, "attempt", "attempts"),
            outcome.candidates.len(),
            options.count
        ));
    }
    // A search that found nothing (stopped, or short) leaves no folder it made.
    if outcome.candidates.is_empty() {
        remove_folders(&made);
    }
    // Fewer courses than asked is an order not met: exit 1 once the courses
    // found are delivered.
    let reached = if outcome.shortfall.is_some() { EXIT_INVALID } else { EXIT_OK };
    let code = match &args.output {
        Some(_) if outcome.candidates.is_empty() => ExitCode::from(reached),
        Some(dir) => write_files(dir, &outcome.candidates, reached)?,
        None => print(args, &outcome.candidates, reached)?,
    };
    if outcome.cancelled {
        return Ok(ExitCode::from(EXIT_INTERRUPTED));
    }
    match outcome.candidates.first() {
        Some(first) if args.open => {
            let start = match &args.output {
                Some(dir) => Start::File(dir.join(file_name(first))),
                None => Start::Course(Box::new(first.course.clone())),
            };
            crate::app::open_window(start).map_err(|why| {
                let kept = match &args.output {
                    Some(dir) => format!("the courses are in {}", output::path(dir)),
                    None => "the courses above were not saved: add -o DIR to write them as files"
                        .to_string(),
                };
                CliError::failed(format!("cannot open the editor window ({why}); {kept}"))
            })?;
            Ok(code)
        }
        _ => Ok(code),
    }
}

/// Shows the search's progress while it runs, and stops it at Ctrl-C. The
/// display starts when the search does: an order refused before searching
/// (which may take a while to measure in a debug build) is one sentence alone.
fn show_progress<T>(
    progress: &Progress,
    count: usize,
    search: &std::thread::ScopedJoinHandle<'_, T>,
    interrupted: &AtomicBool,
) {
    let mut display: Option<ProgressDisplay> = None;
    while !search.is_finished() {
        if interrupted.load(Ordering::Relaxed) {
            progress.cancel();
        }
        let (attempts, budget) = progress.counts();
        if budget > 0 {
            let shown = display.get_or_insert_with(|| {
                ProgressDisplay::start("searching", "courses found", u64::try_from(count).ok())
            });
            shown.set(progress.found());
            shown.detail(format!("{attempts} of {budget} attempts"));
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Makes sure the courses can be written into `dir` (made if missing) before
/// searching: a file in its place, a read-only or full disk is said at once.
/// Gives the folders made here, deepest first.
fn ready_folder(dir: &Path) -> Result<Vec<PathBuf>, CliError> {
    let label = output::path(dir);
    let made = match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => Vec::new(),
        Ok(_) => {
            return Err(CliError::failed(format!(
                "cannot write the courses into {label}: it is not a folder"
            )));
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let missing = missing_folders(dir);
            if let Err(e) = std::fs::create_dir_all(dir) {
                remove_folders(&missing);
                return Err(CliError::failed(format!("cannot make the folder {label}: {e}")));
            }
            missing
        }
        Err(e) => return Err(CliError::failed(format!("cannot use the folder {label}: {e}"))),
    };
    // A byte written and removed: permissions, a read-only disk and a full one all show here.
    let probe = dir.join(format!(".eldorado-probe-{}", std::process::id()));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
        .and_then(|mut f| std::io::Write::write_all(&mut f, b"-").and_then(|()| f.sync_all()));
    let _ = std::fs::remove_file(&probe);
    match written {
        Ok(()) => Ok(made),
        Err(e) => {
            remove_folders(&made);
            Err(CliError::failed(format!("cannot write into the folder {label}: {e}")))
        }
    }
}

/// The folders that making `dir` would make, deepest first: `dir` and each
/// missing folder above it.
fn missing_folders(dir: &Path) -> Vec<PathBuf> {
    dir.ancestors()
        .filter(|p| !p.as_os_str().is_empty())
        .take_while(|p| std::fs::symlink_metadata(p).is_err())
        .map(Path::to_path_buf)
        .collect()
}

/// Removes folders made here, deepest first, each only if still empty.
fn remove_folders(made: &[PathBuf]) {
    for dir in made {
        if std::fs::remove_dir(dir).is_err() {
            return;
        }
    }
}

/// Prints the candidates; `reached` is the exit code once they are printed.
fn print(args: &GenerateArgs, candidates: &[Candidate], reached: u8) -> Result<ExitCode, CliError> {
    let printed = if args.json {
        let list: Vec<serde_json::Value> = candidates.iter().map(candidate_json).collect();
        output::print_json(&list)
    } else {
        let lines: Vec<String> =
            candidates.iter().enumerate().map(|(i, c)| describe(i, c)).collect();
        output::print(&(lines.join("\n") + "\n"))
    };
    output::finish(printed, reached)
}

/// A candidate as JSON: its figures and the course file's content.
fn candidate_json(c: &Candidate) -> serde_json::Value {
    let mut value = serde_json::to_value(c).expect("a candidate is plain data");
    let file: serde_json::Value =
        serde_json::from_str(&course_file::to_json(&c.course)).expect("a course file is JSON");
    value["course"] = file;
    value
}

/// "1. Generated moderate course 1-3: 16.1 rounds (moderate) …", a second
/// line, and what the games showed at each route choice.
fn describe(i: usize, c: &Candidate) -> String {
    let mut text = format!(
        "{}. {}: {}; start spaces {} and {:.2} cards apart, win rates {:.0} points apart\n   {}",
        i + 1,
        safe(&c.course.name),
        c.said(),
        count(c.fairness.steps_spread, "space", "spaces"),
        c.fairness.cards_spread,
        c.win_rate_spread * 100.0,
        c.summary
    );
    for line in &c.route_evidence {
        text.push_str("\n   ");
        text.push_str(line);
    }
    text
}

fn file_name(c: &Candidate) -> String {
    format!("{}.json", course::file_stem(&c.course.name))
}

/// Each candidate as a new file in `dir`, its path on standard output as
/// soon as it is written. A file that already exists is left untouched and
/// the others are still written; any other failure (a full disk) stops the
/// writing. What was written stays, and the error says what was not.
/// `reached` is the exit code once all are written.
fn write_files(dir: &Path, candidates: &[Candidate], reached: u8) -> Result<ExitCode, CliError> {
    let mut written = 0;
    let mut failed = Vec::new();
    for c in candidates {
        let path = dir.join(file_name(c));
        let label = output::path(&path);
        match course_file::save_new(&c.course, &path) {
            Ok(()) => {
                written += 1;
                let line = format!("{label}  {:.1} rounds, {}\n", c.rounds, c.summary);
                if let Err(halt) = output::print(&line) {
                    return output::finish(Err(halt), reached);
                }
            }
            Err(CourseError::File(e)) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                failed.push(format!("{label} already exists and was left untouched"));
            }
            Err(e) => {
                failed.push(e.to_string());
                break;
            }
        }
    }
    if failed.is_empty() {
        return Ok(ExitCode::from(reached));
    }
    for why in &failed[..failed.len() - 1] {
        output::error(why);
    }
    let not_written = candidates.len() - written;
    Err(CliError::failed(format!(
        "{}; {} of {} courses were written{}, {} not",
        failed[failed.len() - 1],
        written,
        candidates.len(),
        if written > 0 { " (listed above)" } else { "" },
        not_written
    )))
}
