//! Writing a course that came from outside (a share code, another program's
//! course) as a course file: a new file only unless forced, never over a file
//! that appeared meanwhile, and a word on whether the course is valid.

use std::path::Path;
use std::process::ExitCode;

use super::course_input::{FileArg, problem_report};
use super::output::{self, safe};
use super::{CliError, EXIT_INVALID, EXIT_OK};
use eldorado_core::course::Course;
use eldorado_core::map::Map;
use eldorado_core::text::count;
use eldorado_formats::course_file::{self, CourseError, Existing};

/// Writes an imported course (a new file only, unless forced) and says whether
/// it is valid: exit 0, or 1 for a course written although invalid.
pub fn write_and_check(
    course: &Course,
    output_arg: &Path,
    force: bool,
) -> Result<ExitCode, CliError> {
    let target = FileArg::of(output_arg);
    let label =
        if target == FileArg::Standard { "(standard output)".to_string() } else { target.label() };
    match &target {
        FileArg::Standard => {
            if let Err(halt) = output::print(&course_file::to_json(course)) {
                return output::finish(Err(halt), EXIT_OK);
            }
        }
        FileArg::Path(path) => write(course, path, &label, force)?,
    }
    let assembly = Map::assemble(course);
    if !assembly.is_valid() {
        // Written anyway: a course shared while still being built can be finished in the editor.
        let heading = format!(
            "{label}: written, but the course is invalid ({})",
            count(assembly.problems.len(), "problem", "problems")
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
    if target == FileArg::Standard {
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
        Existing::Course { version: Some(version) }
            if version > u64::from(course_file::VERSION) =>
        {
            return Err(CliError::failed(format!(
                "{label} holds a course saved by a newer version of the course format ({}); replacing it would lose what this program cannot read, so it was left untouched (add --force to replace it)",
                course_file::version_said(version)
            )));
        }
        Existing::Unreadable(cause) => {
            return Err(CliError::failed(format!(
                "{label} already exists and cannot be read ({cause}); it was left untouched (add --force to replace it)"
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
