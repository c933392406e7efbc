//! Why a game record could not be read or written.

use super::{MAX_ACTIONS, MAX_BYTES, VERSION};
use crate::course_file::CourseError;
use eldorado_files::FileError;

/// Why a game record could not be read or written. Each message is one
/// sentence that says what is wrong and where.
#[derive(Debug, thiserror::Error)]
pub enum GameRecordError {
    /// The file could not be read or written at all.
    #[error(transparent)]
    File(#[from] FileError),
    /// A regular file larger than a game record may be.
    #[error("the file is {size} bytes, more than the {MAX_BYTES}-byte limit for a game record")]
    TooLarge {
        /// Its size.
        size: u64,
    },
    /// A stream that went on past the limit.
    #[error("the input goes on past the {MAX_BYTES}-byte limit for a game record")]
    TooLong,
    /// Not UTF-8: saved as UTF-16 or UTF-32, or with a bad byte.
    #[error("{0}; a game record is JSON text")]
    NotText(crate::json::NotUtf8),
    /// Not JSON.
    #[error("the file is not valid JSON: {0}")]
    Syntax(String),
    /// JSON, but not a game record.
    #[error("this is not an El Dorado game record: {0}")]
    NotARecord(String),
    /// A course file, given where a game record was asked for.
    #[error("this is not an El Dorado game record: it is a course file; open it as a course")]
    CourseFile,
    /// Written by a newer program.
    #[error(
        "the file was written by a newer version of the game record format (version {found}); this program reads version {VERSION} and older, so update it to open this file"
    )]
    NewerVersion {
        /// The version as the file writes it.
        found: String,
    },
    /// A field that is wrong, with its path in the file.
    #[error("{path}: {message}")]
    Invalid {
        /// Where: `actions[3].move.path[1]`, or "the record".
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The course inside the record cannot be read.
    #[error("course: {0}")]
    Course(CourseError),
    /// The course inside the record is not a valid course.
    #[error("course: the course is not valid ({0})")]
    InvalidCourse(String),
    /// A game with more actions than a record may hold, which is therefore
    /// not written (the reader would refuse it).
    #[error(
        "the game has {0} actions, more than the {MAX_ACTIONS} a game record may hold, so it cannot be saved as one (a lower round cap keeps games shorter)"
    )]
    TooManyActions(usize),
    /// A game whose record would be larger than a record may be, which is
    /// therefore not written (the reader would refuse it).
    #[error(
        "the game's record would be {size} bytes, more than the {MAX_BYTES}-byte limit for a game record, so it cannot be saved"
    )]
    TooLargeToSave {
        /// The record's size.
        size: u64,
    },
    /// The actions do not make a game on this course (an action the rules
    /// refuse), said with the map's names.
    #[error("actions: {}", eldorado_words::story::timeline_error(.0, eldorado_messages::Lang::English))]
    Game(eldorado_rules::TimelineError),
}

/// What in a recorded action the course or the rules do not have.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordedActionError {
    /// A move longer than any the rules allow.
    #[error("a move has at most {max} steps, not {found}")]
    TooManySteps {
        /// The most steps a move has.
        max: usize,
        /// How many the record gives.
        found: usize,
    },
    /// A piece number other than 1 or 2.
    #[error("piece {0} does not exist; a player has piece 1, and piece 2 in the two-player game")]
    NoPiece(u8),
    /// Both or neither of card and token.
    #[error("name either the card or the token that pays, not both or neither")]
    Payer,
    /// A space the course does not have.
    #[error("there is no space at ({q}, {r}) on the course")]
    NoSpace {
        /// Its q coordinate.
        q: i32,
        /// Its r coordinate.
        r: i32,
    },
    /// Two pieces with no seam between them on the course.
    #[error("the course has no seam between pieces {a} and {b}")]
    NoSeam {
        /// One piece as written (at most 40 characters).
        a: String,
        /// The other piece as written (at most 40 characters).
        b: String,
    },
    /// A space with no cave.
    #[error("there is no cave at ({q}, {r}) on the course")]
    NoCave {
        /// Its q coordinate.
        q: i32,
        /// Its r coordinate.
        r: i32,
    },
}
