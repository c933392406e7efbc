//! Seeds and replays. A game is fully determined by its configuration, its
//! blockades, the seed of its random draws and the list of actions taken, so
//! it can be replayed exactly.

use eldorado_core::map::SeamId;
use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::action::{Action, RuleError};
use super::board::Board;
use super::state::{GameConfig, GameState, SetupError};
use eldorado_core::catalog::Blockade;

/// The random generator of a game's draws and cave piles.
pub fn game_rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A generator for a game's set-up (blockades) independent of its draws.
pub fn setup_rng(seed: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(1);
    rng
}

/// A generator for the bots of a game, so that bots' choices never shift the draws.
pub fn bot_rng(seed: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(2);
    rng
}

/// The seed of game number `index` of a run seeded with `seed` (SplitMix64), so
/// that every game is the same whatever thread plays it.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A game just set up: its state, the generator of its draws, and the blockades dealt.
pub type Started = (GameState, ChaCha8Rng, Vec<(SeamId, Blockade)>);

/// Sets up a game of a course from one seed: blockades dealt by the map's rule,
/// then the decks and caves. Returns the state and the generator for its draws.
pub fn start_game(board: Arc<Board>, config: GameConfig, seed: u64) -> Result<Started, SetupError> {
    let blockades = board.map().deal_blockades(&mut setup_rng(seed));
    let mut rng = game_rng(seed);
    let state = GameState::new(board, config, &blockades, &mut rng)?;
    Ok((state, rng, blockades))
}

/// Everything needed to play a game again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Replay {
    /// The game's setup.
    pub config: GameConfig,
    /// (seam, blockade number).
    pub blockades: Vec<(SeamId, u8)>,
    /// The game's seed.
    pub seed: u64,
    /// Every action, in order.
    pub actions: Vec<Action>,
}

/// Why a replay can't be played.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReplayError {
    /// The game can't be set up.
    #[error("the game can't be set up: {0}")]
    Setup(#[from] SetupError),
    /// A blockade number that does not exist.
    #[error("blockade {0} does not exist")]
    UnknownBlockade(u8),
    /// An action the rules refuse.
    #[error("action {index} ({action}) is illegal: {error}")]
    Illegal {
        /// The action's index in the replay.
        index: usize,
        /// The action in words.
        action: String,
        /// Why the rules refuse it.
        error: RuleError,
    },
}

impl Replay {
    /// Plays the recorded actions from the start and returns the final state.
    pub fn play(&self, board: Arc<Board>) -> Result<GameState, ReplayError> {
        let mut blockades = Vec::with_capacity(self.blockades.len());
        for &(seam, n) in &self.blockades {
            blockades.push((seam, Blockade::by_number(n).ok_or(ReplayError::UnknownBlockade(n))?));
        }
        let mut rng = game_rng(self.seed);
        let mut state = GameState::new(board, self.config, &blockades, &mut rng)?;
        for (index, &action) in self.actions.iter().enumerate() {
            state.apply(action, &mut rng).map_err(|error| ReplayError::Illegal {
                index,
                action: action.describe(),
                error,
            })?;
        }
        Ok(state)
    }
}
