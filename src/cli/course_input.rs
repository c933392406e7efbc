//! The one path from a course named on the command line to a course ready for
//! work: read it (a file, or standard input for `-`), assemble it, and report
//! what is wrong in the same words and on the same stream for every command.
//! `analyze`, `export` and `simulate` take [`load_valid`]; `check` and `import`
//! use the steps, since an invalid course is their answer, not an error.

use eldorado_core::text::count;
use std::io::Read;
use std::path::{Path, PathBuf};

use super::CliError;
use super::output::{self, safe};
use eldorado_core::course::{Course, LIMITS};
use eldorado_core::map::{Map, Problem};
use eldorado_files::FileError;
use eldorado_formats::course_file;
use eldorado_formats::course_file::CourseError;

/// Where a command reads from or writes to: a path, or `-` for the standard
/// stream (as in most Unix tools; `./-` names a file called "-").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileArg {
    Standard,
    Path(PathBuf),
}

impl FileArg {
    pub fn of(arg: &Path) -> FileArg {
        if arg.as_os_str() == "-" { FileArg::Standard } else { FileArg::Path(arg.to_path_buf()) }
    }

    /// How messages name it: the path, escaped, or "(standard input)".
    pub fn label(&self) -> String {
        match self {
            FileArg::Standard => "(standard input)".into(),
            // Cut as every message cuts a path (docs/limits.md).
            FileArg::Path(p) => eldorado_core::text::path_shown(p, eldorado_files::PATH_CHARS),
        }
    }
}

/// Reads standard input, one byte past `limit` at most: the caller tells an
/// input at the limit from one past it by the length.
pub fn read_stdin(limit: u64) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    std::io::stdin().lock().take(limit + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Reads the course at `place`.
pub fn read(place: &FileArg) -> Result<Course, CourseError> {
    match place {
        FileArg::Path(p) => course_file::load(p),
        FileArg::Standard => {
            let bytes = read_stdin(LIMITS.file_bytes)
                .map_err(|cause| FileError::read(Path::new("standard input"), cause))?;
            course_file::from_bytes(bytes)
        }
    }
}

/// A course read and assembled into a valid map.
pub struct Loaded {
    pub course: Course,
    pub map: Map,
    /// How messages name where it came from.
    pub label: String,
}

/// Reads and assembles the course at `arg` for a command that needs a valid
/// course. A course that cannot be read is an error; an invalid one has its
/// problems listed on standard error first (`verb` says what could not be done
/// with it: "analysed").
pub fn load_valid(arg: &Path, verb: &str) -> Result<Loaded, CliError> {
    let place = FileArg::of(arg);
    let label = place.label();
    let course = read(&place).map_err(|e| CliError::about(&label, e))?;
    match Map::build(&course) {
        Ok(map) => Ok(Loaded { course, map, label }),
        Err(problems) => {
            for line in problem_report(
                &format!(
                    "{label}: invalid ({}), so it can't be {verb}:",
                    count(problems.len(), "problem", "problems")
                ),
                &problems,
            ) {
                output::note(&line);
            }
            Err(CliError::Invalid)
        }
    }
}

/// A heading and one line per problem.
pub fn problem_report(heading: &str, problems: &[Problem]) -> Vec<String> {
    std::iter::once(heading.to_string())
        .chain(problems.iter().map(|p| format!("  - {}", safe(&said(p)))))
        .collect()
}

/// A problem in the command line's words (English).
pub fn said(p: &Problem) -> String {
    eldorado_words::problems::problem(p, eldorado_messages::Lang::English)
}

/// A problem as `check --json` writes it: its rule, its sentence, the
/// pieces and hexes concerned.
pub fn problem_json(p: &Problem) -> serde_json::Value {
    let data = serde_json::to_value(p).unwrap_or_default();
    serde_json::json!({
        "rule": data["rule"],
        "message": said(p),
        "pieces": data["pieces"],
        "hexes": data["hexes"],
    })
}
