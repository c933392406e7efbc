//! `eldorado import CODE -o FILE`: turns a share code back into a course file;
//! with `--from durango|shlomoalon`, CODE is another program's course file
//! (see [`super::import_client`]).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::CliError;
use super::course_input::read_stdin;
use super::course_output::write_and_check;
use super::import_client;
use super::output;
use eldorado_formats::Client;
use eldorado_formats::course_file::{self, Existing};
use eldorado_formats::share_code;

#[derive(Args, Debug)]
pub struct ImportArgs {
    /// The share code (it starts with "ED1."), or - to read it from standard input;
    /// with --from, the other program's course file (or - for standard input).
    // An OsString: a file name need not be UTF-8 (as for check, export and generate).
    #[arg(value_name = "CODE|FILE")]
    pub code: OsString,
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
    let code = if args.code.as_os_str() == "-" {
        // Room for a code at its longest, wrapped and indented by a mail program.
        let bytes = read_stdin((share_code::MAX_CODE_CHARS * 4) as u64).map_err(|e| {
            CliError::failed(format!("cannot read the share code from standard input: {e}"))
        })?;
        String::from_utf8_lossy(&bytes).into_owned()
    } else {
        // Not UTF-8, so not a share code: most likely a file given without --from.
        args.code.to_str().map(str::to_owned).ok_or_else(|| {
            CliError::failed(format!(
                "{} is not a share code (a share code is text starting with \"ED1.\"); to read another program's course file, add --from durango or --from shlomoalon",
                output::path(Path::new(&args.code))
            ))
        })?
    };
    let course = share_code::decode(&code).map_err(|e| not_a_code(&args.code, e))?;
    write_and_check(&course, &args.output, args.force)
}

/// What to say of a share code that does not decode: when it names a file,
/// that it is a file, and how to read it.
fn not_a_code(given: &OsString, e: share_code::ShareCodeError) -> CliError {
    let path = Path::new(given);
    if given.as_os_str() == "-" || std::fs::metadata(path).is_err() {
        return e.into();
    }
    let label = output::path(path);
    if let Existing::Course { .. } = course_file::existing(path) {
        return CliError::failed(format!(
            "{label} is an El Dorado course file already, which needs no import (check, export or open it as it is); import reads a share code, or with --from durango or --from shlomoalon another program's course file"
        ));
    }
    CliError::failed(format!(
        "{label} is a file, not a share code; to read another program's course file, add --from durango or --from shlomoalon"
    ))
}
