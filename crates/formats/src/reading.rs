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
    pub course: Course,
    pub losses: Vec<Loss>,
}

/// Why a file or text could not be read as a client's course. Each message is
/// one sentence that says where.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error(transparent)]
    Read(#[from] CourseError),
    #[error("line {line}: {message}")]
    Row { line: usize, message: String },
    #[error("the layout lists no pieces")]
    Empty,
    #[error("the course lists {count} pieces, more than the {} a course may have", LIMITS.pieces)]
    TooManyPieces { count: usize },
    #[error("this is not a course object as JSON or JavaScript: {0}")]
    Syntax(SyntaxError),
    #[error("{field}: {message}")]
    Field { field: String, message: String },
    #[error(
        "the finishing spaces ShlomoAlon adds beside e {at} do not form the finish plate, which wraps a corner of the last board"
    )]
    Finish { at: String },
}

/// What a reader found: the placements in the source's order, and the name if it has one.
pub struct Found {
    pub pieces: Vec<Placement>,
    pub name: Option<String>,
}

/// "a whole number from 0 to 5", for messages about one field.
pub fn whole_number(field: &str, low: i64, high: i64, found: &str) -> String {
    format!("{field} must be a whole number from {low} to {high}, not {found}")
}
