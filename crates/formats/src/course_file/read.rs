//! Reading a course file: capped, checked header first, then the body with a
//! message that says what is wrong and where.

use std::path::Path;

use serde::Deserialize;

use super::shape::CourseFile;
use super::{CourseError, FORMAT, QUOTED_CHARS, VERSION};
use eldorado_core::course::{Course, LIMITS};
use eldorado_core::text::{excerpt, shorten_quotes};
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
    String::from_utf8(bytes)
        .map_err(|e| CourseError::NotText { offset: e.utf8_error().valid_up_to() })
}

/// Reads a course from the bytes of a file or of a stream (see [`text_from_bytes`]).
pub fn from_bytes(bytes: Vec<u8>) -> Result<Course, CourseError> {
    parse(&text_from_bytes(bytes)?)
}

/// Parses the text of a course file.
pub fn parse(text: &str) -> Result<Course, CourseError> {
    if text.len() as u64 > LIMITS.file_bytes {
        return Err(CourseError::TooLarge { size: text.len() as u64, limit: LIMITS.file_bytes });
    }
    check_header(text)?;
    let de = &mut serde_json::Deserializer::from_str(text);
    let file: CourseFile = serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let msg = shorten_quotes(&strip_position(&inner), QUOTED_CHARS);
        let at = if inner.line() > 0 {
            format!(" (line {}, column {})", inner.line(), inner.column())
        } else {
            String::new()
        };
        if inner.is_syntax() || inner.is_eof() {
            CourseError::Syntax(format!("{msg}{at}"))
        } else {
            CourseError::Invalid { path: field_path(&path), message: format!("{msg}{at}") }
        }
    })?;
    file.into_course()
}

/// Where in the file a message points: the field path, cut if a hostile key
/// made it long, or "the course" for the top level.
fn field_path(path: &str) -> String {
    match path {
        "." => "the course".into(),
        p if p.chars().count() > 2 * QUOTED_CHARS => {
            format!("{}…", p.chars().take(2 * QUOTED_CHARS).collect::<String>())
        }
        p => p.into(),
    }
}

/// Looks only at `format` and `version`, so that a newer file is refused with the
/// right message even if the rest of it would not parse as version 1.
fn check_header(text: &str) -> Result<(), CourseError> {
    /// Keeps `null` as a value, so that `"version": null` is not taken for a missing field.
    fn present<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Option<serde_json::Value>, D::Error> {
        serde_json::Value::deserialize(d).map(Some)
    }
    #[derive(Deserialize)]
    struct Header {
        #[serde(default, deserialize_with = "present")]
        format: Option<serde_json::Value>,
        #[serde(default, deserialize_with = "present")]
        version: Option<serde_json::Value>,
    }
    let header: Header = match serde_json::from_str(text) {
        Ok(h) => h,
        Err(e) if e.to_string().contains("recursion limit") => {
            return Err(CourseError::Syntax(format!(
                "the JSON is nested too deeply (line {}, column {})",
                e.line(),
                e.column()
            )));
        }
        Err(e) if e.is_syntax() || e.is_eof() => {
            return Err(CourseError::Syntax(format!(
                "{} (line {}, column {})",
                strip_position(&e),
                e.line(),
                e.column()
            )));
        }
        // The same words as for any other field given twice.
        Err(e) if e.to_string().starts_with("duplicate field") => {
            return Err(CourseError::Invalid {
                path: "the course".into(),
                message: format!(
                    "{} (line {}, column {})",
                    strip_position(&e),
                    e.line(),
                    e.column()
                ),
            });
        }
        Err(_) => {
            return Err(CourseError::NotACourse(
                "the top level must be a JSON object with \"format\": \"eldorado-course\"".into(),
            ));
        }
    };
    // serde reads a struct from a JSON list too, by position; a course is an object.
    if !text.trim_start().starts_with('{') {
        return Err(CourseError::NotACourse(
            "the top level must be a JSON object with \"format\": \"eldorado-course\"".into(),
        ));
    }
    match header.format {
        Some(serde_json::Value::String(f)) if f == FORMAT => {}
        Some(other) => {
            return Err(CourseError::NotACourse(format!(
                "\"format\" is {}, expected \"{FORMAT}\"",
                json_excerpt(&other)
            )));
        }
        None => {
            return Err(CourseError::NotACourse(format!(
                "it has no \"format\": \"{FORMAT}\" field"
            )));
        }
    }
    let version = |message: String| Err(CourseError::Invalid { path: "version".into(), message });
    match header.version {
        Some(serde_json::Value::Number(n)) => match whole(&n) {
            Some(v) if v > i128::from(VERSION) => {
                Err(CourseError::NewerVersion { found: u64::try_from(v).unwrap_or(u64::MAX) })
            }
            Some(v) if v >= 1 => Ok(()),
            _ => version(format!("{n} is not a format version; versions start at 1")),
        },
        Some(other) => version(format!(
            "the version is {}; it must be a whole number, the format version ({VERSION} for this program)",
            json_excerpt(&other)
        )),
        None => version("the \"version\" field is missing".into()),
    }
}

/// A JSON number that is a whole number, however it is written (`3`, `3.0`, `3e0`, `-0`).
fn whole(n: &serde_json::Number) -> Option<i128> {
    if let Some(v) = n.as_i64() {
        return Some(i128::from(v));
    }
    if let Some(v) = n.as_u64() {
        return Some(i128::from(v));
    }
    n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 1e30).map(|f| f as i128)
}

/// A JSON value quoted in a message: short, whatever the user wrote.
fn json_excerpt(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => excerpt(s, QUOTED_CHARS),
        serde_json::Value::Array(_) => "a list".into(),
        serde_json::Value::Object(_) => "an object".into(),
        other => other.to_string(),
    }
}

/// serde_json appends " at line X column Y"; we say where ourselves.
fn strip_position(e: &serde_json::Error) -> String {
    let s = e.to_string();
    match s.rfind(" at line ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}
