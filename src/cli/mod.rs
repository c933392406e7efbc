//! The headless command line. Each subcommand prints for people by default and
//! JSON with `--json`, and exits 0 on success, 1 when a course is invalid and 2
//! when a file can't be read.

mod check;
mod simulate;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "eldorado", version, about = "Course studio for The Quest for El Dorado", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check course files: prints "valid" or each problem.
    Check {
        /// Course files to check.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the results as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Play many games of a course with bots and print statistics.
    Simulate {
        /// The course file.
        file: PathBuf,
        /// Number of games.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        games: u64,
        /// Players, 2 to 4 (two pieces each with 2 players).
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
        players: u8,
        /// Bots by seat, comma-separated: fast, strong, random. One bot plays every seat.
        #[arg(long, default_value = "fast", value_parser = simulate::parse_bots)]
        bots: std::vec::Vec<eldorado::sim::BotKind>,
        /// Play the caves variant.
        #[arg(long)]
        caves: bool,
        /// Seed of the run; the same seed gives the same result.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print every statistic as JSON.
        #[arg(long)]
        json: bool,
        /// Rounds after which a game counts as stalled.
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u16).range(1..))]
        round_cap: u16,
        /// A Native used on a blockade also steps onto the space behind it.
        #[arg(long)]
        generous_native: bool,
        /// Rotate the bots round the seats from game to game.
        #[arg(long)]
        rotate: bool,
        /// Worker threads (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Instead of statistics, play the game with this seed and tell it turn by turn.
        #[arg(long, value_name = "SEED")]
        trace: Option<u64>,
    },
    /// Print the piece catalog.
    Catalog {
        /// Print as JSON (the only format).
        #[arg(long)]
        json: bool,
    },
}

/// Exit codes shared by all subcommands.
pub const EXIT_OK: u8 = 0;
pub const EXIT_INVALID: u8 = 1;
pub const EXIT_ERROR: u8 = 2;

pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Check { files, json } => ExitCode::from(check::run(&files, json)),
        Command::Simulate { file, games, players, bots, caves, seed, json, round_cap, generous_native, rotate, threads, trace } => {
            let options = simulate::Options { games, players, bots, caves, seed, json, round_cap, generous_native, rotate, threads, trace };
            ExitCode::from(simulate::run(&file, &options))
        }
        Command::Catalog { json: _ } => {
            let value = eldorado::catalog::catalog_json(eldorado::catalog::Catalog::get());
            println!("{}", serde_json::to_string_pretty(&value).expect("catalog serialises"));
            ExitCode::from(EXIT_OK)
        }
    }
}
