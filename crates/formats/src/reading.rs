//! What reading another program's course gives: the course with what its
//! format could not say, or why it could not be read. Shared by the readers
//! ([`crate::durango`], [`crate::shlomoalon`]) and the dispatch ([`crate::import`]).

use eldorado_core::course::{Course, LIMITS, Placement};

use crate::course_file::CourseError;
use crate::js_literal::SyntaxError;
use crate::loss::Loss;

/// A course read from another program, with what its format could not say.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The course as read, normalised as the studio keeps courses.
    pub course: Course,
    /// What the other program's format could not say, in the order found.
    pub losses: Vec<Loss>,
}

/// Why a file or text could not be read as a client's course. Each message is
/// one sentence that says where.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read at all (missing, too large, not text).
    #[error(transparent)]
    Read(#[from] CourseError),
    /// A row of a durango layout could not be read.
    #[error("line {line}: {message}")]
    Row {
        /// The line, counted from 1.
        line: usize,
        /// What is wrong with it, in words.
        message: String,
    },
    /// The layout names no piece.
    #[error("the layout lists no pieces")]
    Empty,
    /// More pieces than a course may hold.
    #[error("the course lists {count} pieces, more than the {} a course may have", LIMITS.pieces)]
    TooManyPieces {
        /// How many pieces the source lists.
        count: usize,
    },
    /// The text is not a JSON or JavaScript object.
    #[error("this is not a course object as JSON or JavaScript: {0}")]
    Syntax(SyntaxError),
    /// A field of a ShlomoAlon course holds what it may not.
    #[error("{field}: {message}")]
    Field {
        /// The field's name as the source writes it.
        field: String,
        /// What is wrong with it, in words.
        message: String,
    },
    #[error(
        "the finishing spaces ShlomoAlon adds beside e {at} do not form the finish plate, which wraps a corner of the last board"
    )]
    /// ShlomoAlon's finishing spaces are not where the El Dorado plate can lie.
    Finish {
        /// Where the finishing spaces touch the last board, in ShlomoAlon's coordinates.
        at: String,
    },
}

/// What a reader found: the placements in the source's order, and the name if it has one.
pub struct Found {
    /// The placements in the order the source lists them.
    pub pieces: Vec<Placement>,
    /// The course's name, when the format carries one.
    pub name: Option<String>,
}

/// "a whole number from 0 to 5", for messages about one field.
pub fn whole_number(field: &str, low: i64, high: i64, found: &str) -> String {
    format!("{field} must be a whole number from {low} to {high}, not {found}")
}
