use std::process::ExitCode;

use clap::Parser;

mod cli;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    match args.command {
        Some(command) => cli::run(command),
        None => eldorado::app::run(),
    }
}
