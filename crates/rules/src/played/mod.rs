//! A game as people watch it: who sits at each seat ([`Seat`]) and every
//! position of the game from its seed and its actions ([`Timeline`]). What
//! happened is told in words by `eldorado-words` (its `story`), the one
//! wording of `eldorado simulate --trace`, `eldorado replay` and the
//! editor's game view.

pub mod seat;
pub mod timeline;

pub use seat::{BotKind, Seat, UnknownBot, UnknownSeat};
pub use timeline::{Timeline, TimelineError};
