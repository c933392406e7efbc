//! `eldorado generate [--players P] [--rounds LO-HI | --band NAME] [--pieces LIST]
//! [--strips] [--caves] [--count N] [--seed S] [--budget N] [-o DIR | --json]`:
//! courses generated to order (see `eldorado_design::generate`). The candidates
//! go to standard output (or as course files into DIR); an order that can't be
//! met, or a search that found nothing, is one sentence on standard error and
//! exit 1.

use eldorado_core::text::count;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::output::{self, safe};
use super::{CliError, EXIT_OK};
use eldorado::app::Start;
use eldorado_analysis::difficulty::Band;
use eldorado_core::course;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::{self, Candidate, Options, Unwatched, bands};
use eldorado_formats::course_file;

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Players the simulation seats (2 to 4).
    #[arg(long, default_value_t = 4, value_name = "P")]
    pub players: u8,
    /// Simulated mean finishing round, e.g. 16-18.
    #[arg(long, value_name = "LO-HI", value_parser = parse_rounds, conflicts_with = "band")]
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
    /// Courses drawn before the search gives up.
    #[arg(long, value_name = "N", default_value_t = Options::default().budget)]
    pub budget: u64,
    /// Write each course as a file into this folder (made if missing).
    #[arg(short, long, value_name = "DIR", conflicts_with = "json")]
    pub output: Option<PathBuf>,
    /// Print the candidates, courses included, as JSON.
    #[arg(long)]
    pub json: bool,
    /// Then open the first course in the editor.
    #[arg(long, conflicts_with = "json")]
    pub open: bool,
}

pub(super) fn parse_rounds(text: &str) -> Result<(f64, f64), String> {
    let (low, high) = text.split_once(['-', '–']).ok_or("give the rounds as LO-HI, e.g. 16-18")?;
    let number = |s: &str| {
        s.trim().parse::<f64>().map_err(|_| format!("{:?} is not a number of rounds", s.trim()))
    };
    let (low, high) = (number(low)?, number(high)?);
    if !(low.is_finite() && high.is_finite() && 0.0 < low && low <= high) {
        return Err(format!("{low}-{high} is not a range of rounds; give the lower number first"));
    }
    Ok((low, high))
}

fn parse_band(text: &str) -> Result<Band, String> {
    bands::by_name(text)
        .ok_or_else(|| format!("there is no band {text:?}; name {}", bands::names()))
}

/// Generates the courses asked for, prints or writes them, and opens the
/// first in the editor if asked.
pub fn run(args: &GenerateArgs) -> Result<ExitCode, CliError> {
    if args.output.as_ref().is_some_and(|d| d.as_os_str() == "-") {
        return Err(CliError::failed(
            "-o takes a folder for the course files; for standard output use --json",
        ));
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
    let options = Options {
        players: args.players,
        rounds,
        pieces,
        caves: args.caves,
        count: args.count,
        seed: args.seed,
        budget: args.budget,
        ..Options::default()
    };
    let outcome =
        generate::generate(&options, &Unwatched).map_err(|e| CliError::Refused(e.to_string()))?;
    if let Some(why) = &outcome.shortfall {
        output::error(why);
    }
    let code = match &args.output {
        Some(dir) => write_files(dir, &outcome.candidates)?,
        None => print(args, &outcome.candidates)?,
    };
    match outcome.candidates.first() {
        Some(first) if args.open => {
            let start = match &args.output {
                Some(dir) => Start::File(dir.join(file_name(first))),
                None => Start::Course(Box::new(first.course.clone())),
            };
            Ok(eldorado::app::run_on(start))
        }
        _ => Ok(code),
    }
}

fn print(args: &GenerateArgs, candidates: &[Candidate]) -> Result<ExitCode, CliError> {
    let printed = if args.json {
        let list: Vec<serde_json::Value> = candidates.iter().map(candidate_json).collect();
        output::print_json(&list)
    } else {
        let lines: Vec<String> =
            candidates.iter().enumerate().map(|(i, c)| describe(i, c)).collect();
        output::print(&(lines.join("\n") + "\n"))
    };
    output::finish(printed, EXIT_OK)
}

/// A candidate as JSON: its figures and the course file's content.
fn candidate_json(c: &Candidate) -> serde_json::Value {
    let mut value = serde_json::to_value(c).expect("a candidate is plain data");
    let file: serde_json::Value =
        serde_json::from_str(&course_file::to_json(&c.course)).expect("a course file is JSON");
    value["course"] = file;
    value
}

/// "1. Generated moderate course 1-3: 16.1 rounds (moderate) …" and a second line.
fn describe(i: usize, c: &Candidate) -> String {
    format!(
        "{}. {}: {:.1} rounds simulated ({}; estimate {:.1}), start spaces {} and {:.2} cards apart, win rates {:.0} points apart\n   {}",
        i + 1,
        safe(&c.course.name),
        c.rounds,
        c.band,
        c.estimate,
        count(c.fairness.steps_spread, "space", "spaces"),
        c.fairness.cards_spread,
        c.win_rate_spread * 100.0,
        c.summary
    )
}

fn file_name(c: &Candidate) -> String {
    format!("{}.json", course::file_stem(&c.course.name))
}

/// Each candidate as a new file in `dir`; the paths on standard output.
fn write_files(dir: &Path, candidates: &[Candidate]) -> Result<ExitCode, CliError> {
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::failed(format!(
            "cannot make the folder {}: {e}",
            safe(&dir.display().to_string())
        ))
    })?;
    let mut written = Vec::new();
    for c in candidates {
        let path = dir.join(file_name(c));
        course_file::save_new(&c.course, &path).map_err(|e| {
            CliError::failed(format!("{e} (nothing is replaced: choose an empty folder)"))
        })?;
        written.push(format!("{}  {:.1} rounds, {}", path.display(), c.rounds, c.summary));
    }
    output::finish(output::print(&(written.join("\n") + "\n")), EXIT_OK)
}
