//! The course formats of two other El Dorado programs, so that a course designed
//! here can be played there and theirs opened here (`docs/clients.md`):
//!
//! - **durango**: a CSV layout, one row per piece in course order;
//! - **ShlomoAlon**: a course object of its course list (boards, the middle
//!   finishing space and the finish side).
//!
//! Both lay a course out as a chain of pieces in the same frame as ours, so a
//! placed piece keeps its letter, rotation and position. What a format cannot
//! say is reported as a [`Loss`], never dropped silently; a course it cannot
//! hold at all is refused with a [`Refusal`]. The writers are in
//! [`crate::export::durango`] and [`crate::export::shlomoalon`]; the readers
//! are [`import`] and [`import_file`].

mod chain;
pub mod frame;
mod import;
mod js_literal;
mod loss;
mod read_durango;
mod read_shlomoalon;
pub mod shlomoalon_finish;

pub(crate) use chain::{chain, passage_losses};
pub use import::{ImportError, Imported, import, import_file};
pub use loss::{Loss, Refusal};
pub use read_durango::{
    FINISH_LETTERS as DURANGO_FINISH_LETTERS, HEADER as DURANGO_HEADER, letter_of as durango_letter,
};
pub use read_shlomoalon::FINISH_SIDES as SHLOMOALON_FINISH_SIDES;

/// A course written for a client, with what did not carry over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    pub text: String,
    pub losses: Vec<Loss>,
}

/// One of the other programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Client {
    /// perimosocordiae/durango: a Rust engine with bots.
    Durango,
    /// ShlomoAlon/el-dorado: a JavaScript web game with bots.
    ShlomoAlon,
}

impl Client {
    pub const ALL: [Client; 2] = [Client::Durango, Client::ShlomoAlon];

    /// Its name on the command line (`--from shlomoalon`).
    pub fn key(self) -> &'static str {
        match self {
            Client::Durango => "durango",
            Client::ShlomoAlon => "shlomoalon",
        }
    }

    /// The program's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Client::Durango => "durango",
            Client::ShlomoAlon => "ShlomoAlon",
        }
    }

    /// Boards whose contents the program transcribed differently from the
    /// printed ones: (letter, spaces of 37 that agree).
    pub(crate) fn reconstructed_boards(self) -> &'static [(&'static str, u8)] {
        match self {
            Client::Durango => &[],
            Client::ShlomoAlon => &[("E", 4), ("H", 6)],
        }
    }
}

impl std::fmt::Display for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// "B", "B and C", "B, C and I".
pub(crate) fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
