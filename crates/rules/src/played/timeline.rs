//! Every position of one game: set up from a course's board, a configuration
//! and a seed, then the actions taken one after another. A position is found
//! again at once from the nearest checkpoint (one every [`CHECKPOINT`]
//! actions) and the few actions after it, so stepping back through a long
//! game is as quick as stepping forward and a game of thousands of actions
//! keeps only a few hundred states.
//!
//! The same timeline serves a replay (built from recorded actions) and a game
//! being played (actions added as they are chosen, and taken back within a
//! turn before anything new is seen).

use eldorado_core::map::SeamId;
use std::sync::Arc;

use rand_chacha::ChaCha8Rng;

use super::seat::Seat;
use crate::action::{Action, Events, RuleError};
use crate::board::Board;
use crate::replay::start_game;
use crate::state::{GameConfig, GameState, SetupError};
use eldorado_core::catalog::Blockade;

/// A state is kept after every this many actions.
pub const CHECKPOINT: usize = 16;

/// Why recorded actions do not make a game.
#[derive(Debug, Clone, thiserror::Error)]
pub enum TimelineError {
    /// The game cannot begin (players, start spaces, round cap).
    #[error("the game can't be set up: {0}")]
    Setup(#[from] SetupError),
    /// A seat was given for a player the game does not have, or one is missing.
    #[error("the game has {players} players but {seats} seats were named")]
    Seats {
        /// Players of the configuration.
        players: u8,
        /// Seats named.
        seats: usize,
    },
    /// An action the rules refuse at that point of the game: typed, so that
    /// `eldorado-words` says it in a language with the map's names (this
    /// message is the engine's, with spaces by index).
    #[error("action {number} is not allowed: {error}")]
    Illegal {
        /// The action's place in the list, from 1.
        number: usize,
        /// The action refused.
        action: Action,
        /// The position it was refused in.
        before: Box<GameState>,
        /// Why the rules refuse it.
        error: RuleError,
    },
}

/// A position and the generator of the draws still to come.
#[derive(Debug, Clone)]
struct Checkpoint {
    state: GameState,
    rng: ChaCha8Rng,
}

/// One game's every position.
#[derive(Debug, Clone)]
pub struct Timeline {
    seats: Vec<Seat>,
    seed: u64,
    dealt: Vec<(SeamId, Blockade)>,
    actions: Vec<Action>,
    /// The position before action `i * CHECKPOINT`.
    checkpoints: Vec<Checkpoint>,
    /// The position after the last action.
    now: Checkpoint,
}

impl Timeline {
    /// A game set up as [`start_game`] sets it up, with nothing played yet.
    pub fn start(
        board: Arc<Board>,
        config: GameConfig,
        seats: Vec<Seat>,
        seed: u64,
    ) -> Result<Timeline, TimelineError> {
        if seats.len() != config.players as usize {
            return Err(TimelineError::Seats { players: config.players, seats: seats.len() });
        }
        let (state, rng, dealt) = start_game(board, config, seed)?;
        let first = Checkpoint { state, rng };
        Ok(Timeline {
            seats,
            seed,
            dealt,
            actions: Vec::new(),
            checkpoints: vec![first.clone()],
            now: first,
        })
    }

    /// A game played again from its seed and its actions. An action the rules
    /// refuse is named by its number, with the position it was refused in.
    pub fn replay(
        board: Arc<Board>,
        config: GameConfig,
        seats: Vec<Seat>,
        seed: u64,
        actions: &[Action],
    ) -> Result<Timeline, TimelineError> {
        let mut game = Timeline::start(board, config, seats, seed)?;
        for (i, &action) in actions.iter().enumerate() {
            game.play(action).map_err(|error| TimelineError::Illegal {
                number: i + 1,
                action,
                before: Box::new(game.current().clone()),
                error,
            })?;
        }
        Ok(game)
    }

    /// Plays an action of the current player; a refused action changes nothing.
    pub fn play(&mut self, action: Action) -> Result<Events, RuleError> {
        let events = self.now.state.apply(action, &mut self.now.rng)?;
        self.actions.push(action);
        if self.actions.len().is_multiple_of(CHECKPOINT) {
            self.checkpoints.push(self.now.clone());
        }
        Ok(events)
    }

    /// Takes back every action after the first `len` (a turn's moves undone).
    pub fn truncate(&mut self, len: usize) {
        if len >= self.actions.len() {
            return;
        }
        self.now = self.position(len);
        self.actions.truncate(len);
        self.checkpoints.truncate(len / CHECKPOINT + 1);
    }

    fn position(&self, index: usize) -> Checkpoint {
        let index = index.min(self.actions.len());
        if index == self.actions.len() {
            return self.now.clone();
        }
        let mut at = self.checkpoints[index / CHECKPOINT].clone();
        for &a in &self.actions[index / CHECKPOINT * CHECKPOINT..index] {
            // Every recorded action was applied once from this very position.
            let applied = at.state.apply(a, &mut at.rng);
            debug_assert!(applied.is_ok(), "a recorded action applies again");
        }
        at
    }

    /// The position before action `index` (after the last one for `len()`).
    pub fn state(&self, index: usize) -> GameState {
        self.position(index).state
    }

    /// Action `index` with the position it was taken in and what it caused.
    pub fn step(&self, index: usize) -> Option<(GameState, Action, Events)> {
        let action = *self.actions.get(index)?;
        let mut at = self.position(index);
        let before = at.state.clone();
        let events = at.state.apply(action, &mut at.rng).ok()?;
        Some((before, action, events))
    }

    /// The position now, after every action.
    pub fn current(&self) -> &GameState {
        &self.now.state
    }
    /// The position before any action.
    pub fn start_state(&self) -> &GameState {
        &self.checkpoints[0].state
    }
    /// The generator of the draws as the game began.
    pub fn start_rng(&self) -> ChaCha8Rng {
        self.checkpoints[0].rng.clone()
    }
    /// The course as the engine sees it.
    pub fn board(&self) -> &Arc<Board> {
        self.now.state.board()
    }
    /// Players and rules.
    pub fn config(&self) -> &GameConfig {
        self.now.state.config()
    }
    /// Who plays each seat.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }
    /// Who plays a seat (a bot's seat if out of range, which never happens for a state's seat).
    pub fn seat(&self, seat: u8) -> Seat {
        self.seats.get(seat as usize).copied().unwrap_or(Seat::Human)
    }
    /// The seed of the game's draws and blockades.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The blockades dealt at setup: (seam, blockade).
    pub fn dealt(&self) -> &[(SeamId, Blockade)] {
        &self.dealt
    }
    /// The actions taken, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }
    /// Number of actions taken.
    pub fn len(&self) -> usize {
        self.actions.len()
    }
    /// Whether nothing has been played yet.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The round and seat of each position, from before the first action to
    /// after the last: the marks that stepping by turn and by round follows.
    pub fn turns(&self) -> Vec<(u16, u8)> {
        let mut out = Vec::with_capacity(self.len() + 1);
        let mut at = self.checkpoints[0].clone();
        out.push((at.state.round(), at.state.current()));
        for &a in &self.actions {
            let _ = at.state.apply(a, &mut at.rng);
            out.push((at.state.round(), at.state.current()));
        }
        out
    }
}
