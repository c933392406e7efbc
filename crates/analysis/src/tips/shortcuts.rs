//! Tip b: a shortcut must lead through difficult spaces, and the longer way
//! round it must be easier.
//!
//! A fork in a course (`forks`: mountains, or a gap the course closes in, that
//! routes pass on one side or the other) has a shortcut when one way is at
//! least [`SHORTCUT_EXTRA`] spaces shorter than the other. The tip asks that it
//! "lead through difficult spaces", so that taking it is a trade and not a free
//! gain: it is judged by the cost to the player in rounds of each way's
//! cheapest route, start to El Dorado (`difficulty::walk_rounds`, the fitted
//! model's price of each space). A shortcut is bound to be quicker, having
//! fewer spaces; it holds when it is no quicker than its saved spaces are worth
//! as plain spaces (jungle 1), give or take half a round
//! (`difficulty::balanced`). Quicker than that, the spaces of the way round are
//! harder than its own: the tip's wish reversed. Its passage (the route's
//! spaces within two hexes of the obstacle or of the half line it crosses) is
//! what an overlay highlights.

use super::super::Context;
use super::super::difficulty;
use super::super::forks::Fork;
use super::super::report::Shortcut;

/// Extra spaces the way round must take for the other way to be a shortcut.
pub const SHORTCUT_EXTRA: usize = 2;

/// Whether one way of a fork is a shortcut by its fewest spaces each way.
pub fn is_shortcut([a, b]: [usize; 2]) -> bool {
    a + SHORTCUT_EXTRA <= b || b + SHORTCUT_EXTRA <= a
}

/// Tip b: every fork with a shortcut past its obstacle.
pub fn shortcuts(ctx: &Context, forks: &[Fork]) -> Vec<Shortcut> {
    let mut out = Vec::new();
    for fork in forks {
        let (Some([a, b]), true) = (&fork.ways, is_shortcut(fork.steps)) else { continue };
        let (short, long) = if a.steps < b.steps { (a, b) } else { (b, a) };
        let saves = long.steps - short.steps;
        out.push(Shortcut {
            obstacle: fork.obstacle.mountains.clone(),
            obstacle_hexes: ctx.hexes(&fork.obstacle.mountains),
            gap: fork.obstacle.gap.iter().map(|&h| h.into()).collect(),
            saves,
            harder: difficulty::balanced(saves as f64, long.rounds - short.rounds),
            short: short.clone(),
            around: long.clone(),
        });
    }
    out
}
