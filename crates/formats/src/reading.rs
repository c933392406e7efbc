//! What reading another program's course gives: the course with what its
//! format could not say, or why it could not be read. Shared by the readers
//! ([`crate::durango`], [`crate::shlomoalon`]) and the dispatch ([`crate::import`]).

pub mod said;

use eldorado_core::course::{Course, LIMITS, Placement};

use crate::client::Client;
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
    /// The file is not UTF-8 text.
    #[error("{why}; {}", client.text_kind())]
    NotText {
        /// The program whose course was to be read.
        client: Client,
        /// Saved as UTF-16 or UTF-32, or where the first bad byte is.
        why: crate::json::NotUtf8,
    },
    /// A row of a durango layout could not be read.
    #[error("line {line}: {problem}")]
    Row {
        /// The line, counted from 1.
        line: usize,
        /// What is wrong with it.
        problem: EntryError,
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

/// What is wrong with one entry of a client's course: a durango row, or a
/// board of ShlomoAlon's `p`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    /// A durango row without its four fields.
    #[error("a row has 4 fields ({header}), but this one has {found}")]
    Fields {
        /// The fields a row has, as the header names them.
        header: &'static str,
        /// How many this row has.
        found: usize,
    },
    /// A ShlomoAlon board that is not a list of four.
    #[error("a board is [letter, q, r, rotation]")]
    BoardShape,
    /// A letter the program has no board for.
    #[error("{client} has no board {found} ({boards})")]
    NoBoard {
        /// The program whose format it is.
        client: Client,
        /// The letter as written (at most 40 characters).
        found: String,
        /// The boards the program does have, in words.
        boards: &'static str,
    },
    /// A number out of its range, or not a whole number.
    #[error("{field} must be a whole number from {low} to {high}, not {found}")]
    WholeNumber {
        /// The field: "the rotation", "q", "r".
        field: &'static str,
        /// The smallest number allowed.
        low: i64,
        /// The largest number allowed.
        high: i64,
        /// What was written (at most 40 characters).
        found: String,
    },
}
