//! Why a course file could not be read or written.

use std::path::PathBuf;

use super::VERSION;
use eldorado_files::FileError;

/// Why a course file could not be read or written. Each message is one sentence
/// that says what is wrong and where.
#[derive(Debug, thiserror::Error)]
pub enum CourseError {
    /// The file could not be read or written at all.
    #[error(transparent)]
    File(#[from] FileError),
    /// A regular file larger than a course file may be.
    #[error("the file is {size} bytes, more than the {limit}-byte limit for a course file")]
    TooLarge {
        /// Its size.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// A stream that went on past the limit.
    #[error("the input goes on past the {limit}-byte limit for a course file")]
    TooLong {
        /// The limit.
        limit: u64,
    },
    /// Not JSON.
    #[error("the file is not valid JSON: {0}")]
    Syntax(String),
    /// Not UTF-8: saved as UTF-16 or UTF-32, or with a bad byte.
    #[error("{0}; a course file is JSON text")]
    NotText(crate::json::NotUtf8),
    /// JSON, but not a course file.
    #[error("this is not an El Dorado course file: {0}")]
    NotACourse(String),
    /// Written by a newer program.
    #[error(
        "the file was written by a newer version of the course format (version {found}); this program reads version {VERSION} and older, so update it to open this file"
    )]
    NewerVersion {
        /// The version as the file writes it.
        found: String,
    },
    /// A field that is wrong, with its path in the file.
    #[error("{path}: {message}")]
    Invalid {
        /// Where: `pieces[2].rotation`, or "the course".
        path: String,
        /// What is wrong.
        message: String,
    },
    /// A save that would replace a course file of a newer format.
    #[error(
        "{} holds a course saved by a newer version of the course format ({}); saving over it would lose what this program cannot read, so it was left untouched", eldorado_files::shown(path), version_said(*found)
    )]
    WouldLoseNewer {
        /// The file that was left alone.
        path: PathBuf,
        /// Its format version.
        found: u64,
    },
    /// A save that would replace a file that cannot be read, so that what
    /// it holds is unknown.
    #[error(
        "{} cannot be read ({cause}), so whether it holds a course is unknown; it was left untouched",
        eldorado_files::shown(path)
    )]
    WouldLoseUnread {
        /// The file that was left alone.
        path: PathBuf,
        /// Why it cannot be read.
        cause: std::io::ErrorKind,
    },
}

/// A format version as a message says it: past the largest number this
/// program holds, not that number, which the file does not hold.
pub fn version_said(version: u64) -> String {
    if version == u64::MAX {
        "a version number too large to be read".into()
    } else {
        format!("version {version}")
    }
}
