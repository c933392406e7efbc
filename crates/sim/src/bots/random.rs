//! A bot that plays a random legal action, leaning toward ending its turn so
//! that games move on. Used by the property tests to explore odd corners.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::Bot;
use crate::plan::Plan;
use eldorado_rules::action::Action;
use eldorado_rules::state::GameState;

/// A bot that plays a random legal action; for tests.
#[derive(Debug, Clone, Default)]
pub struct RandomBot {
    buffer: Vec<Action>,
}

impl RandomBot {
    /// A random bot.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, state: &GameState, _plan: &Plan, rng: &mut ChaCha8Rng) -> Action {
        state.legal_actions_into(&mut self.buffer);
        if self.buffer.is_empty() {
            return Action::EndTurn;
        }
        // One time in four, end the phase if that is allowed.
        if rng.random_range(0..4) == 0
            && let Some(a) =
                self.buffer.iter().find(|a| matches!(a, Action::FinishPlaying | Action::EndTurn))
        {
            return *a;
        }
        self.buffer[rng.random_range(0..self.buffer.len())]
    }
}
