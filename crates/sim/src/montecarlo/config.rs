//! What a Monte Carlo run plays: how many games, with which players, bots and rules.

use serde::{Deserialize, Serialize};

use super::usage::WatchedChoice;
use crate::bots::BotKind;
use eldorado_rules::state::Rules;

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimConfig {
    /// Games to play.
    pub games: u64,
    /// 2 to 4.
    pub players: u8,
    /// The bot of each seat; a single bot plays every seat.
    pub bots: Vec<BotKind>,
    /// Rotate the bots round the seats from game to game (game i gives seat s
    /// the bot `bots[(s + i) % players]`), to compare bots without seat bias.
    #[serde(default)]
    pub rotate_seats: bool,
    /// The rules played.
    #[serde(default)]
    pub rules: Rules,
    /// The run's seed: game i is seeded from (seed, i).
    pub seed: u64,
    /// Rotate the seats over the start spaces from game to game (game i gives
    /// seat s the start spaces of seat `(s + i) % players`), so that what the
    /// start spaces carry and what the turn order carries can be told apart.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rotate_starts: bool,
    /// Route choices whose usage the run records (see [`super::usage`]);
    /// none by default, and then recording costs nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub watch: Vec<WatchedChoice>,
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            games: 1000,
            players: 4,
            bots: vec![BotKind::Fast],
            rotate_seats: false,
            rules: Rules::default(),
            seed: 1,
            rotate_starts: false,
            watch: Vec::new(),
        }
    }
}

impl SimConfig {
    /// The bot of a seat in game 0 (and in every game without rotation).
    pub fn bot_for_seat(&self, seat: u8) -> BotKind {
        self.bot_in_game(seat, 0)
    }

    /// The bot of seat `seat` in game `game`.
    pub fn bot_in_game(&self, seat: u8, game: u64) -> BotKind {
        match self.bots.len() {
            0 => BotKind::Fast,
            1 => self.bots[0],
            n => {
                let shift =
                    if self.rotate_seats { (game % self.players as u64) as usize } else { 0 };
                self.bots[(seat as usize + shift) % n]
            }
        }
    }

    /// How many seats game `game` moves each seat on over the start spaces.
    pub fn start_shift(&self, game: u64) -> u8 {
        if self.rotate_starts { (game % self.players.max(1) as u64) as u8 } else { 0 }
    }

    /// Whether the games can be played as asked; if not, why.
    pub fn check(&self) -> Result<(), ConfigError> {
        if !(2..=4).contains(&self.players) {
            return Err(ConfigError::Players(self.players));
        }
        if self.bots.len() > 1 && self.bots.len() != self.players as usize {
            return Err(ConfigError::BotCount { bots: self.bots.len(), players: self.players });
        }
        if self.rules.round_cap == 0 {
            return Err(ConfigError::RoundCap);
        }
        Ok(())
    }
}

/// Why a [`SimConfig`] can't be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// Not 2 to 4 players.
    #[error("a game needs 2 to 4 players, not {0}")]
    Players(u8),
    /// More than one bot named, but not one per seat.
    #[error("{bots} bots were named for {players} players; name one bot, or one per seat")]
    BotCount {
        /// Bots named.
        bots: usize,
        /// Players.
        players: u8,
    },
    /// A round cap of 0.
    #[error("the round cap must be at least 1")]
    RoundCap,
}
