//! `eldorado import CODE -o FILE`: turns a share code back into a course file;
//! with `--from durango|shlomoalon`, CODE is another program's course file
//! (see [`super::import_client`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::course_input::{Place, count, problem_report, read_stdin};
use super::import_client;
use super::output::{self, safe};
use super::{CliError, EXIT_INVALID, EXIT_OK};
use eldorado_core::course::Course;
use eldorado_core::map::Map;
use eldorado_formats::Client;
use eldorado_formats::course_file;
use eldorado_formats::course_file::{CourseError, Existing};
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

/// Writes an imported course (a new file only, unless forced) and says whether
/// it is valid: exit 0, or 1 for a course written although invalid.
pub(super) fn write_and_check(
    course: &Course,
    output_arg: &Path,
    force: bool,
) -> Result<ExitCode, CliError> {
    let target = Place::of(output_arg);
    let label =
        if target == Place::Standard { "(standard output)".to_string() } else { target.label() };
    match &target {
        Place::Standard => {
            if let Err(halt) = output::print(&course_file::to_json(course)) {
                return output::finish(Err(halt), EXIT_OK);
            }
        }
        Place::Path(path) => write(course, path, &label, force)?,
    }
    let assembly = Map::assemble(course);
    if !assembly.is_valid() {
        // Written anyway: a course shared while still being built can be finished in the editor.
        let heading = format!(
            "{label}: written, but the course is invalid ({})",
            count(assembly.problems.len(), "problem")
        );
        for line in problem_report(&heading, &assembly.problems) {
            output::note(&line);
        }
        return Ok(ExitCode::from(EXIT_INVALID));
    }
    let name = if course.name.is_empty() {
        "the course".to_string()
    } else {
        format!("\"{}\"", safe(&course.name))
    };
    let line = format!("{label}: wrote {name} ({} pieces)\n", course.pieces.len());
    // With the course itself on standard output, the word that it was written goes with the errors.
    if target == Place::Standard {
        output::note(line.trim_end());
        return Ok(ExitCode::SUCCESS);
    }
    output::finish(output::print(&line), EXIT_OK)
}

/// Writes the course file: a new file only, unless `force`, and never over a
/// file that appeared meanwhile (another import racing this one).
fn write(course: &Course, path: &Path, label: &str, force: bool) -> Result<(), CliError> {
    let exists = || {
        CliError::failed(format!(
            "{label} already exists and was left untouched; add --force to replace it"
        ))
    };
    let result = match course_file::existing(path) {
        Existing::Unwritable(why) => {
            return Err(CliError::failed(format!("cannot write {label}: {why}")));
        }
        Existing::Stream => course_file::save_over(course, path),
        _ if force => course_file::save_over(course, path),
        Existing::Nothing => course_file::save_new(course, path),
        Existing::Course { version } if version > u64::from(course_file::VERSION) => {
            return Err(CliError::failed(format!(
                "{label} holds a course saved by a newer version of the course format (version {version}); replacing it would lose what this program cannot read, so it was left untouched (add --force to replace it)"
            )));
        }
        Existing::Course { .. } | Existing::Other => return Err(exists()),
    };
    match result {
        Ok(()) => Ok(()),
        Err(CourseError::File(e)) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(exists()),
        Err(CourseError::File(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(CliError::failed(e)),
    }
}
