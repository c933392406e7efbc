//! Tests of the simulator: the bots, the stall judgement, the runner and its
//! statistics, played games and traces, and properties of many random games
//! (the rules' own tests are in `eldorado-rules`).

mod bots;
mod gridlock;
mod played;
mod properties;
mod runner;
mod stall;
mod strong;
mod usage;

use crate::plan::Plan;
use crate::stall::{Prospects, Stall, StallReason};
use eldorado_core::map::SpaceId;
use eldorado_rules::state::GameState;

/// How a game ended, with the judgement of a game the round cap stopped.
#[derive(Debug)]
pub(crate) struct Ending {
    pub winner: Option<u8>,
    pub rounds: u16,
    pub stalled: Option<StallReason>,
    pub stall_at: Option<SpaceId>,
}

/// How the game of `st` ended (it must be over).
pub(crate) fn ending(st: &GameState) -> Ending {
    let o = st.outcome().expect("the game ends");
    let stall = o.stopped_by_cap().then(|| judged(st));
    Ending {
        winner: o.winner,
        rounds: o.rounds,
        stalled: stall.map(|s| s.reason),
        stall_at: stall.and_then(|s| s.at),
    }
}

/// The stall judgement of a position.
pub(crate) fn judged(st: &GameState) -> Stall {
    Prospects::new(st, &Plan::new(st.board().clone())).stall()
}

/// Whether a piece can never reach El Dorado.
pub(crate) fn hopeless(st: &GameState, seat: u8, piece: u8) -> bool {
    Prospects::new(st, &Plan::new(st.board().clone())).hopeless(seat, piece)
}

/// What holds a piece up.
pub(crate) fn hold_up(
    st: &GameState,
    seat: u8,
    piece: u8,
) -> Option<(StallReason, Option<SpaceId>)> {
    Prospects::new(st, &Plan::new(st.board().clone())).hold_up(seat, piece)
}
