//! The embedded simulator: the complete rules of *The Quest for El Dorado*
//! (with the caves variant and the 2-player game), bots that play it, and a
//! Monte Carlo harness that plays many games of a course and gathers statistics.
//! Four rooms, each reading only the ones before it:
//!
//! - [`engine`]: the rules, shaped like a chess rules library — a state, its
//!   legal actions, `apply` returning events or a rule error, replay;
//! - [`bots`]: players that choose among the legal actions;
//! - [`played`]: one game as people watch it — its seats, every position
//!   of it, and what happened in words;
//! - [`montecarlo`]: the runner, its statistics and game traces.
//!
//! Rules follow the official rulebook; where it is ambiguous the resolutions
//! are those listed in docs/simulator.md. [`Rules`] holds the options.

pub mod bots;
pub mod engine;
pub mod montecarlo;
pub mod played;

pub use bots::{Bot, BotKind, UnknownBot};
pub use engine::{
    Action, Board, BoardError, CardKind, CardSymbol, Cards, Event, Events, GameConfig, GameState,
    Market, Outcome, Path, Phase, Player, PurchasePayment, Replay, ReplayError, RuleError, Rules,
    SeamIdx, SetupError, Source, Sp, StallReason, Step, TokenKind, TokenUse, for_each_subset,
    for_each_subset_of_size, game_seed, start_game,
};
pub use montecarlo::{Control, SimConfig, SimError, SimResult, run, run_course};
pub use played::{Seat, Timeline, TimelineError};

#[cfg(test)]
mod tests;
