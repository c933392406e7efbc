//! A game as people watch it: who sits at each seat ([`Seat`]), every
//! position of the game from its seed and its actions ([`Timeline`]), and
//! what happened told in words ([`story`]) — the one wording of
//! `eldorado simulate --trace`, `eldorado replay` and the editor's game view.
//!
//! Reads the rules; the simulator's traces tell their games through [`story`].

pub mod seat;
pub mod story;
pub mod timeline;
pub mod words;

pub use seat::{BotKind, Seat, UnknownBot, UnknownSeat};
pub use timeline::{Timeline, TimelineError};
