//! The `eldorado` program: the editor window, or with a subcommand the headless CLI.

use std::process::ExitCode;

use clap::Parser as _;
use eldorado::cli;

fn main() -> ExitCode {
    let args = match cli::Cli::try_parse() {
        Ok(args) => args,
        Err(e) => return cli::usage(e),
    };
    cli::set_quiet(args.quiet);
    match args.command {
        Some(command) => cli::run(command),
        None => eldorado::app::run(),
    }
}
