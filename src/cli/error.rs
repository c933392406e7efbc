//! Why a command stopped early, and its exit code. Every subcommand returns
//! `Result<ExitCode, CliError>`; [`super::run`] alone prints the error.

use std::fmt::Display;

use super::{EXIT_ERROR, EXIT_INVALID};
use eldorado_files::FileError;
use eldorado_formats::share_code::ShareCodeError;
use eldorado_pictures::ExportError;

/// Why a command stopped early: one sentence for standard error and an exit code.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Options that do not go together, or input that cannot be read, parsed
    /// or written: exit 2.
    #[error("{0}")]
    Failed(String),
    /// A course or an order that cannot be used as asked, and why: exit 1.
    #[error("{0}")]
    Refused(String),
    /// An invalid course whose problems are already listed on standard error:
    /// exit 1, nothing more to say.
    #[error("the course is invalid")]
    Invalid,
    /// Standard output could not be written (a closed pipe is not an error).
    #[error("cannot write to standard output: {0}")]
    Stdout(std::io::Error),
}

impl CliError {
    /// Exit 2 with this sentence.
    pub fn failed(message: impl Display) -> Self {
        CliError::Failed(message.to_string())
    }

    /// Exit 2 with the sentence said of a file or input: "FILE: what is wrong".
    pub fn about(label: &str, e: impl Display) -> Self {
        CliError::Failed(format!("{label}: {e}"))
    }

    /// The exit code.
    pub fn code(&self) -> u8 {
        match self {
            CliError::Failed(_) | CliError::Stdout(_) => EXIT_ERROR,
            CliError::Refused(_) | CliError::Invalid => EXIT_INVALID,
        }
    }

    /// What to print, if anything is left to say.
    pub fn message(&self) -> Option<String> {
        match self {
            CliError::Invalid => None,
            e => Some(e.to_string()),
        }
    }
}

impl From<FileError> for CliError {
    fn from(e: FileError) -> Self {
        CliError::failed(e)
    }
}

impl From<ShareCodeError> for CliError {
    fn from(e: ShareCodeError) -> Self {
        CliError::failed(e)
    }
}

impl From<ExportError> for CliError {
    fn from(e: ExportError) -> Self {
        CliError::failed(e)
    }
}

/// A command-line value its option cannot take; clap prints the sentence
/// after the option's name. Each variant keeps at most 40 characters of what
/// was typed.
#[derive(Debug, thiserror::Error)]
pub enum ValueError {
    /// `--size` outside 1 to the largest picture side.
    #[error("a picture's longest side is 1 to {max} pixels, not {given}")]
    Size {
        /// What was typed.
        given: String,
        /// The largest side allowed.
        max: u32,
    },
    /// `--scale` not a positive, finite number.
    #[error("the scale is the pixels from one hex to the next, a number above 0 such as 40, not {given}{}", if *too_large { ", which is too large" } else { "" })]
    Scale {
        /// What was typed.
        given: String,
        /// A number, but too large to draw.
        too_large: bool,
    },
    /// Rounds without a dash between two numbers.
    #[error("give the rounds as LO-HI, e.g. 16-18")]
    RoundsShape,
    /// One end of a range of rounds is not a number.
    #[error("{0} is not a number of rounds")]
    NotRounds(String),
    /// A range of rounds no order can ask for.
    #[error(transparent)]
    Order(#[from] eldorado_design::generate::OrderError),
    /// A range of rounds no game can last.
    #[error("{0} asks for games of less than one round; every game lasts at least one")]
    NoGameThatShort(String),
    /// Players outside 2 to 4.
    #[error("a game has 2 to 4 players, not {0}")]
    Players(String),
    /// A budget that is not a positive count.
    #[error("the budget is a number of attempts, at least 1, not {0}")]
    Budget(String),
    /// A way of dealing blockades the generator does not know.
    #[error("blockades are \"random\" or \"chosen\", not {0}")]
    Deal(String),
    /// A band of difficulty that does not exist.
    #[error("there is no band {given}; name {names}")]
    Band {
        /// What was typed.
        given: String,
        /// The bands there are.
        names: String,
    },
}
