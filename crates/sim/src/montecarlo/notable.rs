//! The games of a run worth watching: the longest and the shortest, a game
//! each seat won, and the first stalled ones — each with what it takes to
//! play it again (its seed and the bot of each seat). Kept game by game and
//! merged so that the same run gives the same games on any number of
//! threads: among equals, the game with the lowest number.

use serde::Serialize;

use crate::bots::BotKind;
use crate::stall::StallReason;
use eldorado_rules::state::Outcome;

/// Stalled games kept to watch.
pub const STALLED_KEPT: usize = 10;

/// One game of a run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NotableGame {
    /// Its number in the run, from 0.
    pub index: u64,
    /// Its game seed (`eldorado simulate --trace SEED` plays it again).
    pub seed: u64,
    /// The round it ended in.
    pub rounds: u16,
    /// The bot of each seat.
    pub bots: Vec<BotKind>,
    /// The winning seat, from 0.
    pub winner: Option<u8>,
    /// Why it stalled, if it did.
    pub stalled: Option<StallReason>,
}

/// The games of a run worth watching.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct NotableGames {
    /// The game that took the most rounds to finish (stalled games left out).
    pub longest: Option<NotableGame>,
    /// The game that finished in the fewest rounds.
    pub shortest: Option<NotableGame>,
    /// For each seat, a game it won.
    pub won_by: Vec<Option<NotableGame>>,
    /// The first stalled games, by their number in the run.
    pub stalled: Vec<NotableGame>,
}

impl NotableGames {
    /// Notes game number `index` of a run, played to its end (`stalled`:
    /// why, if the round cap stopped it).
    pub(crate) fn add(
        &mut self,
        index: u64,
        seed: u64,
        bots: &[BotKind],
        outcome: &Outcome,
        stalled: Option<StallReason>,
    ) {
        let seen = NotableGame {
            index,
            seed,
            rounds: outcome.rounds,
            bots: bots.to_vec(),
            winner: outcome.winner,
            stalled,
        };
        let mut other = NotableGames::default();
        if seen.stalled.is_some() {
            other.stalled.push(seen);
        } else {
            if let Some(w) = seen.winner {
                other.won_by = vec![None; w as usize + 1];
                other.won_by[w as usize] = Some(seen.clone());
            }
            other.longest = Some(seen.clone());
            other.shortest = Some(seen);
        }
        self.merge(other);
    }

    /// Both sets of games together; the same whichever comes first.
    pub(crate) fn merge(&mut self, other: NotableGames) {
        let longer = |a: &NotableGame, b: &NotableGame| {
            (a.rounds, u64::MAX - a.index) > (b.rounds, u64::MAX - b.index)
        };
        let shorter = |a: &NotableGame, b: &NotableGame| (a.rounds, a.index) < (b.rounds, b.index);
        keep(&mut self.longest, other.longest, longer);
        keep(&mut self.shortest, other.shortest, shorter);
        if self.won_by.len() < other.won_by.len() {
            self.won_by.resize(other.won_by.len(), None);
        }
        for (mine, theirs) in self.won_by.iter_mut().zip(other.won_by) {
            keep(mine, theirs, |a, b| a.index < b.index);
        }
        self.stalled.extend(other.stalled);
        self.stalled.sort_by_key(|g| g.index);
        self.stalled.truncate(STALLED_KEPT);
    }

    /// The same with one entry per seat of the game.
    pub(crate) fn for_players(mut self, players: u8) -> NotableGames {
        self.won_by.resize(players as usize, None);
        self
    }
}

/// Keeps `theirs` in `mine` when there is none yet or `better(theirs, mine)`.
fn keep(
    mine: &mut Option<NotableGame>,
    theirs: Option<NotableGame>,
    better: impl Fn(&NotableGame, &NotableGame) -> bool,
) {
    if let Some(t) = theirs
        && mine.as_ref().is_none_or(|m| better(&t, m))
    {
        *mine = Some(t);
    }
}
