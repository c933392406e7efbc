//! The rules of *The Quest for El Dorado* (with the caves variant and the
//! 2-player game), shaped like a chess rules library: a [`GameState`] on a
//! course's [`Board`], its legal actions, and [`GameState::apply`], which
//! returns the [`Events`] of an action or a [`RuleError`] saying why it is
//! illegal. No global state: every random draw takes the generator passed
//! in, so a game is replayed from its seed and its actions ([`Replay`]).
//!
//! Nothing here knows how to play well: the bots, their planning tables and
//! the judgement of finished games are the simulator's (`eldorado-sim`).
//!
//! - the course as the rules see it: [`board`];
//! - the cards, tokens and market: [`cards`], [`cardset`], [`market`];
//! - a position and its players: [`state`]; what may be done: [`action`],
//!   [`sources`]; set-up and replay: [`replay`];
//! - [`played`]: one game as people watch it — who sits at each seat and
//!   every position of it (told in words by `eldorado-words`).
//!
//! Rules follow the official rulebook; where it is ambiguous the resolutions
//! are those listed in docs/simulator.md. [`Rules`] holds the options.

pub mod action;
pub mod board;
pub mod cards;
pub mod cardset;
mod checks;
mod legal;
pub mod market;
pub mod played;
pub mod replay;
mod rules;
pub mod sources;
pub mod state;
mod turn_end;

pub use action::{Action, Event, Events, Path, PurchasePayment, RuleError, Source, Step, TokenUse};
pub use board::{Board, BoardError};
pub use cards::{CardKind, CardSymbol, TokenKind};
pub use cardset::Cards;
pub use legal::{for_each_subset, for_each_subset_of_size};
pub use market::Market;
pub use played::{BotKind, Seat, Timeline, TimelineError, UnknownBot};
pub use replay::{Replay, ReplayError, bot_rng, game_seed, start_game};
pub use sources::{MoveSource, MoveSources, most_power};
pub use state::{GameConfig, GameState, InvariantError, Outcome, Phase, Player, Rules, SetupError};

#[cfg(any(test, feature = "kit"))]
pub mod kit;
#[cfg(test)]
mod tests;
