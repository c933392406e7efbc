//! Reading a course file: capped, checked header first, then the body with a
//! message that says what is wrong and where.

use std::path::Path;

use super::shape::CourseFile;
use super::{CourseError, FORMAT, VERSION};
use crate::json::{self, DeclaredError, JsonError};
use eldorado_core::course::{Course, LIMITS};
use eldorado_files::{FileError, stream_file};

/// Reads a course file. A FIFO or a device is read too, but never waited on for
/// long (see [`stream_file`]).
pub fn load(path: &Path) -> Result<Course, CourseError> {
    parse(&read_text(path)?)
}

/// Reads a text file no larger than a course file may be (course files, and
/// the course files of other programs): capped by the bytes actually read.
pub fn read_text(path: &Path) -> Result<String, CourseError> {
    let read_err = |cause| CourseError::File(FileError::read(path, cause));
    let mut file = stream_file::open_for_reading(path).map_err(read_err)?;
    let meta = file.metadata().map_err(read_err)?;
    if meta.is_file() && meta.len() > LIMITS.file_bytes {
        return Err(CourseError::TooLarge { size: meta.len(), limit: LIMITS.file_bytes });
    }
    // Capped by the bytes actually read: the size above may lie (pipes, /proc).
    let bytes = stream_file::read_capped(&mut file, LIMITS.file_bytes).map_err(read_err)?;
    text_from_bytes(bytes)
}

/// The text of a file or stream read with a cap of one byte past
/// [`eldorado_core::course::Limits::file_bytes`].
pub fn text_from_bytes(bytes: Vec<u8>) -> Result<String, CourseError> {
    if bytes.len() as u64 > LIMITS.file_bytes {
        return Err(CourseError::TooLong { limit: LIMITS.file_bytes });
    }
    json::text(bytes).map_err(CourseError::NotText)
}

/// Reads a course from the bytes of a file or of a stream (see [`text_from_bytes`]).
pub fn from_bytes(bytes: Vec<u8>) -> Result<Course, CourseError> {
    parse(&text_from_bytes(bytes)?)
}

/// Parses the text of a course file, by the rules every JSON file is read
/// with ([`crate::json`]: a byte-order mark skipped, whole numbers however
/// written, no key given twice).
pub fn parse(text: &str) -> Result<Course, CourseError> {
    if text.len() as u64 > LIMITS.file_bytes {
        return Err(CourseError::TooLarge { size: text.len() as u64, limit: LIMITS.file_bytes });
    }
    let found = declared(text)?;
    if let Some(twice) = found.twice {
        return Err(from_json(twice));
    }
    check_version(found.version, found.written)?;
    let file: CourseFile = json::from_str(text).map_err(from_json)?;
    file.into_course()
}

/// Reads a course from the JSON object of one, already read by the rules as
/// part of a larger file (the course inside a game record).
pub fn from_value(value: serde_json::Value) -> Result<Course, CourseError> {
    if !value.is_object() {
        return Err(not_an_object());
    }
    check_format(value.get("format").cloned())?;
    let version = value.get("version").cloned();
    let written = version.as_ref().map(|v| v.to_string());
    check_version(version, written)?;
    let file: CourseFile = json::from_value(value).map_err(from_json)?;
    file.into_course()
}

/// What a course file's text says it is: `Ok` with its `version` field for a
/// course file (of any version, a newer one too), an error for anything else.
/// The one reading of the header: the reader and every check that guards a
/// write (`existing`) use it.
pub(super) fn declared(text: &str) -> Result<Declared, CourseError> {
    let found = match json::declared(text) {
        Ok(found) => found,
        Err(DeclaredError::NotAnObject) => return Err(not_an_object()),
        Err(DeclaredError::Json(e)) => return Err(from_json(e)),
    };
    check_format(found.format)?;
    Ok(Declared { version: found.version, written: found.version_written, twice: found.twice })
}

/// The header of a course file: its format is ours; its version as written,
/// and a top-level key given twice, which the reader refuses.
pub(super) struct Declared {
    pub(super) version: Option<serde_json::Value>,
    /// The version as the file writes it.
    pub(super) written: Option<String>,
    pub(super) twice: Option<JsonError>,
}

fn not_an_object() -> CourseError {
    CourseError::NotACourse(format!(
        "the top level must be a JSON object with \"format\": \"{FORMAT}\""
    ))
}

/// Whether the format is ours, and why not.
fn check_format(format: Option<serde_json::Value>) -> Result<(), CourseError> {
    match format {
        Some(serde_json::Value::String(f)) if f == FORMAT => Ok(()),
        Some(other) => Err(CourseError::NotACourse(format!(
            "\"format\" is {}, expected \"{FORMAT}\"",
            json::quoted(&other)
        ))),
        None => Err(CourseError::NotACourse(format!("it has no \"format\": \"{FORMAT}\" field"))),
    }
}

/// The format version as a number: a newer one is refused with its own
/// sentence, before the rest of the file is read (it may hold what this
/// version does not know).
pub(super) fn version_number(version: Option<&serde_json::Value>) -> Result<u64, CourseError> {
    let invalid = |message: String| CourseError::Invalid { path: "version".into(), message };
    match version {
        Some(serde_json::Value::Number(n)) => match json::whole(n) {
            Some(v) if v >= 1 => Ok(u64::try_from(v).unwrap_or(u64::MAX)),
            _ => Err(invalid(format!(
                "{} is not a format version; versions start at 1",
                json::quoted(&serde_json::Value::Number(n.clone()))
            ))),
        },
        Some(other) => Err(invalid(format!(
            "the version is {}; it must be a whole number, the format version ({VERSION} for this program)",
            json::quoted(other)
        ))),
        None => Err(invalid("the \"version\" field is missing".into())),
    }
}

/// Refuses a newer version, said as the file writes it (`2e0`, or a number
/// past any type, never the number it was read as).
fn check_version(
    version: Option<serde_json::Value>,
    written: Option<String>,
) -> Result<(), CourseError> {
    match version_number(version.as_ref())? {
        v if v > u64::from(VERSION) => {
            Err(CourseError::NewerVersion { found: written.unwrap_or_else(|| v.to_string()) })
        }
        _ => Ok(()),
    }
}

/// A JSON reading error in the course file's words.
fn from_json(e: JsonError) -> CourseError {
    match e {
        JsonError::Syntax(s) => CourseError::Syntax(s),
        JsonError::Invalid { path, message } => CourseError::Invalid {
            path: if path.is_empty() { "the course".into() } else { path },
            message,
        },
    }
}
