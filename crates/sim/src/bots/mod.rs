//! Bots that play the game through the same legal actions as anyone.
//!
//! - [`FastBot`]: a greedy deck-building racer, a few microseconds a turn.
//! - [`StrongBot`]: searches the orders of its cards and its purchase within a
//!   turn and plays the line whose end needs the fewest turns by a cost-to-go
//!   that knows the deck being built ([`cost_to_go`]); a game takes some 10
//!   times as long.
//! - [`RandomBot`]: picks a legal action at random (for tests).

pub mod cost_to_go;
pub mod eval;
pub mod fast;
pub mod gridlock;
pub mod movegen;
pub mod random;
pub mod strong;

pub use fast::FastBot;
pub use random::RandomBot;
pub use strong::StrongBot;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::engine::action::Action;
use crate::engine::state::GameState;

/// A player that chooses the current player's next action.
pub trait Bot: Send {
    /// The bot's name, as the command line takes it.
    fn name(&self) -> &'static str;
    /// The next action for the current player. It must be legal.
    fn choose(&mut self, state: &GameState, rng: &mut ChaCha8Rng) -> Action;
    /// Forgets anything remembered from an earlier game.
    fn reset(&mut self) {}
}

/// The bots the runner and the command line know by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// The fast bot: the single best play by the board's distance tables.
    Fast,
    /// The strong bot: searches its turn and plays the best lines forward.
    Strong,
    /// A random legal action; for tests.
    Random,
}

impl BotKind {
    /// Every bot.
    pub const ALL: [BotKind; 3] = [BotKind::Fast, BotKind::Strong, BotKind::Random];

    /// The bot's name, as the command line takes it.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Fast => "fast",
            BotKind::Strong => "strong",
            BotKind::Random => "random",
        }
    }

    /// A new bot of this kind.
    pub fn build(self) -> Box<dyn Bot> {
        match self {
            BotKind::Fast => Box::new(FastBot::new()),
            BotKind::Strong => Box::new(StrongBot::new()),
            BotKind::Random => Box::new(RandomBot::new()),
        }
    }
}

impl std::fmt::Display for BotKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A bot name that is not one of [`BotKind::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot {0}; the bots are fast, strong and random")]
pub struct UnknownBot(pub String);

impl std::str::FromStr for BotKind {
    type Err = UnknownBot;
    fn from_str(s: &str) -> Result<Self, UnknownBot> {
        BotKind::ALL
            .into_iter()
            .find(|b| b.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownBot(eldorado_core::text::excerpt(s, 40)))
    }
}
