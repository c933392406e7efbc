//! The headless command line. Each subcommand prints for people by default and
//! JSON with `--json`, and exits 0 on success, 1 when a course is invalid and 2
//! when a file can't be read or written. Wherever a path is taken, `-` is
//! standard input or output. How the streams are used: [`output`].

mod analyze;
mod check;
mod course_input;
mod course_output;
mod error;
mod export;
mod generate;
mod import;
mod import_client;
mod interrupt;
mod output;
mod progress;
mod replay;
mod simulate;
mod suggest;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use error::CliError;
pub use progress::set_quiet;

/// The command line as clap reads it. (Doc comments here would become clap's
/// help text, which the attributes give; hence no docs on the fields.)
#[allow(missing_docs)]
#[derive(Parser, Debug)]
#[command(name = "eldorado", version, about = "Course studio for The Quest for El Dorado", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Show no progress on standard error during long work (simulate, generate, large exports).
    #[arg(long, short, global = true)]
    pub quiet: bool,
}

/// A subcommand, as clap reads it (each variant's doc is its help).
#[allow(missing_docs)]
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check course files: prints "valid" or each problem.
    Check {
        /// Course files to check (- for standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the results as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Analyse a course: routes, costs, chokepoints and the design tips.
    ///
    /// Prints each start space's shortest and cheapest route to El Dorado, the
    /// narrowest places, the rulebook's four design tips as findings, terrain,
    /// blockades, caves, dead ends and a difficulty estimate. Exits 1 for an
    /// invalid course and 2 for a file that can't be read.
    Analyze {
        /// The course file, or - for standard input.
        file: PathBuf,
        /// Print the full report as JSON.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        games: analyze::Games,
    },
    /// Play many games of a course with bots and print statistics.
    Simulate(simulate::Args),
    /// Tell a saved game turn by turn, as `simulate --trace` tells one.
    Replay(replay::ReplayArgs),
    /// Export a course: client JSON, an SVG or PNG picture, a setup sheet, a share
    /// code, or a course for the durango or ShlomoAlon programs.
    Export(export::ExportArgs),
    /// Write the course held by a share code, or another program's course file
    /// (--from), to a course file.
    Import(import::ImportArgs),
    /// Generate courses to order: a band or range of rounds, from the pieces you own.
    ///
    /// Every candidate is a valid course of the game's pieces, follows the
    /// rulebook's four design tips, and its mean finishing round over 1,000
    /// simulated games lies in the order. The same seed and options give the
    /// same courses. Exits 1 when the order can't be met, and when fewer
    /// courses than asked (--count) are found, after delivering those found.
    Generate(generate::GenerateArgs),
    /// Suggest single edits that fix a design-tip warning or move the course
    /// toward a number of rounds, each with its effect.
    Suggest(suggest::SuggestArgs),
    /// Print the piece catalog.
    Catalog {
        /// Print as JSON (the only format).
        #[arg(long)]
        json: bool,
    },
}

/// Exit code: the command did what was asked.
pub const EXIT_OK: u8 = 0;
/// Exit code: a course is invalid, or an order can't be met.
pub const EXIT_INVALID: u8 = 1;
/// Exit code: a file or an option could not be used.
pub const EXIT_ERROR: u8 = 2;

/// Prints clap's help, version or usage error, and gives its exit code (0 for
/// help and version, 2 for a usage error); help that cannot be written is a
/// failed write like any other.
pub fn usage(mut e: clap::Error) -> ExitCode {
    let code = u8::try_from(e.exit_code()).unwrap_or(EXIT_ERROR);
    if e.use_stderr() {
        cut_typed_values(&mut e);
    }
    match e.print() {
        Ok(()) => ExitCode::from(code),
        Err(failed) if !e.use_stderr() => {
            ExitCode::from(output::Halt::from(failed).on_stdout(code))
        }
        Err(_) => ExitCode::from(code),
    }
}

/// clap quotes what was typed whole and, on a terminal, as it is: each value
/// is cut to [`output::QUOTED_CHARS`] and escaped before clap words the
/// message around it, so that a 10 KB value or one with terminal escapes
/// makes a short, plain line whatever quotes it holds. (The sentences our own
/// value parsers give cut their values when they make them.)
fn cut_typed_values(e: &mut clap::Error) {
    use clap::error::{ContextKind, ContextValue};
    let cut = |s: &str| eldorado_core::text::cut(s, output::QUOTED_CHARS);
    for kind in [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
        ContextKind::TrailingArg,
    ] {
        let value = match e.get(kind) {
            Some(ContextValue::String(s)) => ContextValue::String(cut(s)),
            Some(ContextValue::Strings(list)) => {
                ContextValue::Strings(list.iter().map(|s| cut(s)).collect())
            }
            _ => continue,
        };
        e.insert(kind, value);
    }
}

/// Runs a subcommand and gives its exit code. This is the one place a
/// command's error is printed: one sentence on standard error.
pub fn run(command: Command) -> ExitCode {
    let result = match command {
        Command::Check { files, json } => check::run(&files, json),
        Command::Analyze { file, json, games } => analyze::run(&file, json, &games),
        Command::Simulate(args) => simulate::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Export(args) => export::run(&args),
        Command::Import(args) => import::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Suggest(args) => suggest::run(&args),
        Command::Catalog { json: _ } => {
            let value =
                eldorado_core::catalog::catalog_json(eldorado_core::catalog::Catalog::get());
            output::finish(output::print_json(&value), EXIT_OK)
        }
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            if let Some(message) = e.message() {
                output::error(&message);
            }
            ExitCode::from(e.code())
        }
    }
}
