//! The rules engine: a [`GameState`] on a [`Board`], its legal actions, and
//! [`GameState::apply`], which returns the [`Events`] of an action or a
//! [`RuleError`] saying why it is illegal. No global state: every random draw
//! takes the generator passed in, so a game is replayed from its seed and its
//! actions ([`Replay`]).

pub mod action;
pub mod board;
pub mod cards;
pub mod cardset;
mod checks;
mod legal;
pub mod market;
pub mod replay;
mod rules;
pub mod sources;
pub(crate) mod stall;
pub mod state;
mod turn_end;

pub use action::{Action, Event, Events, Path, PurchasePayment, RuleError, Source, Step, TokenUse};
pub use board::{Board, BoardError, SeamIdx, Sp};
pub use cards::{CardKind, CardSymbol, TokenKind};
pub use cardset::Cards;
pub use legal::{for_each_subset, for_each_subset_of_size};
pub use market::Market;
pub use replay::{Replay, ReplayError, game_seed, start_game};
pub use sources::{MoveSource, MoveSources, most_power};
pub use state::{
    GameConfig, GameState, InvariantError, Outcome, Phase, Player, Rules, SetupError, StallReason,
};
