//! `eldorado import CODE -o FILE`: turns a share code back into a course file;
//! with `--from durango|shlomoalon`, CODE is another program's course file
//! (see [`super::import_client`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::CliError;
use super::course_input::read_stdin;
use super::course_output::write_and_check;
use super::import_client;
use eldorado_formats::Client;
use eldorado_formats::share_code;

#[derive(Args, Debug)]
pub struct ImportArgs {
    /// The share code (it starts with "ED1."), or - to read it from standard input;
    /// with --from, the other program's course file (or - for standard input).
    #[arg(value_name = "CODE|FILE")]
    pub code: String,
    /// Read CODE|FILE as a course of another El Dorado program.
    #[arg(long, value_name = "PROGRAM", value_parser = import_client::program_parser())]
    pub from: Option<Client>,
    /// The course file to write, or - for standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// Replace FILE if it already exists.
    #[arg(long)]
    pub force: bool,
}

/// Writes the course held by a share code, or by another program's course file.
pub fn run(args: &ImportArgs) -> Result<ExitCode, CliError> {
    if let Some(client) = args.from {
        return import_client::run(client, Path::new(&args.code), &args.output, args.force);
    }
    let code = if args.code == "-" {
        // Room for a code at its longest, wrapped and indented by a mail program.
        let bytes = read_stdin((share_code::MAX_CODE_CHARS * 4) as u64).map_err(|e| {
            CliError::failed(format!("cannot read the share code from standard input: {e}"))
        })?;
        String::from_utf8_lossy(&bytes).into_owned()
    } else {
        args.code.clone()
    };
    write_and_check(&share_code::decode(&code)?, &args.output, args.force)
}
