//! Bots that play the game through the same legal actions as anyone.
//!
//! - [`FastBot`]: a greedy deck-building racer, a few microseconds a turn.
//! - [`StrongBot`]: searches the orders of its cards and its purchase within a
//!   turn and plays the line whose end needs the fewest turns by a cost-to-go
//!   that knows the deck being built ([`cost_to_go`]), then looks one turn
//!   further; a game takes some 250 times as long.
//! - [`RandomBot`]: picks a legal action at random (for tests).
//! - the tactics ([`tactic`]): the fast bot as a river, jungle, village or
//!   racing player, each with its own prices of terrain and buying wishes.

pub mod cost_to_go;
pub mod eval;
pub mod fast;
pub mod gridlock;
pub mod movegen;
pub mod random;
pub mod strong;
pub mod tactic;

pub use fast::FastBot;
pub use random::RandomBot;
pub use strong::StrongBot;

use rand_chacha::ChaCha8Rng;

use crate::plan::Plan;
use eldorado_rules::action::Action;
pub use eldorado_rules::played::{BotKind, UnknownBot};
use eldorado_rules::state::GameState;

/// A player that chooses the current player's next action.
pub trait Bot: Send {
    /// The bot's name, as the command line takes it.
    fn name(&self) -> &'static str;
    /// The next action for the current player. It must be legal. `plan`
    /// is the planning tables of the state's course.
    fn choose(&mut self, state: &GameState, plan: &Plan, rng: &mut ChaCha8Rng) -> Action;
    /// Forgets anything remembered from an earlier game.
    fn reset(&mut self) {}
}

/// A new bot of the kind.
pub fn build(kind: BotKind) -> Box<dyn Bot> {
    match kind {
        BotKind::Fast => Box::new(FastBot::new()),
        BotKind::Strong => Box::new(StrongBot::new()),
        BotKind::Random => Box::new(RandomBot::new()),
        BotKind::River | BotKind::Jungle | BotKind::Village | BotKind::Racer => {
            match tactic::of(kind) {
                Some(t) => Box::new(tactic::bot(t)),
                None => Box::new(FastBot::new()),
            }
        }
    }
}
