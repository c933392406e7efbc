//! The embedded simulator: the complete rules of *The Quest for El Dorado*
//! (with the caves variant and the 2-player game), bots that play it, and a
//! Monte Carlo runner that plays many games of a course and gathers statistics.
//!
//! The engine is shaped like a chess rules library: a [`GameState`], its
//! [`GameState::legal_actions`], and [`GameState::apply`] which returns the
//! [`Events`] of an action or a [`RuleError`] saying why it is illegal. There is
//! no global state; every random draw takes the generator passed in, so a game
//! is replayed from its seed and its actions ([`Replay`]).
//!
//! Rules follow the official rulebook and the resolutions recommended in
//! RULES-NOTES §11 (A1–A13); [`Rules`] holds the options.

pub mod action;
pub mod board;
pub mod bots;
pub mod cards;
pub mod cardset;
mod legal;
pub mod market;
pub mod replay;
mod rules;
pub mod runner;
pub mod state;
pub mod stats;
pub mod trace;

pub use action::{Action, Event, Events, Path, Payment, RuleError, Source, Step, TokenUse};
pub use board::{Board, BoardError, SeamIdx, Sp, SpaceSpec};
pub use bots::{Bot, BotKind};
pub use cards::{CardKind, Symbol, TokenKind};
pub use cardset::Cards;
pub use legal::{for_each_subset, for_each_subset_of_size};
pub use market::Market;
pub use replay::{Replay, ReplayError, game_seed, start_game};
pub use runner::{Control, SimConfig, SimError, run, run_course};
pub use state::{GameConfig, GameState, Outcome, Phase, Player, Rules, SetupError, StallReason};
pub use stats::SimResult;

#[cfg(test)]
mod tests;
