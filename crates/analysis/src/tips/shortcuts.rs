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
//! to a player, a share of their price as plain spaces (jungle 1), give or
//! take a fifth of a round (`difficulty::balanced`, fitted to the games). Quicker than that, the spaces of the way round are
//! harder than its own: the tip's wish reversed. Its passage (the route's
//! spaces within two hexes of the obstacle or of the half line it crosses) is
//! what an overlay highlights.
//!
//! Mountains on the start board are listed but not judged: which side a
//! piece passes them follows the start space it begins on.
//!
//! A split seen from two obstacles (two mountains inside one loop of the way)
//! is listed once ([`forks::same_split`]): a gap is kept before mountains,
//! larger mountains before smaller ones, and of equals the one whose cut line
//! crosses fewer spaces, as for the route choices.

use super::super::Context;
use super::super::difficulty;
use super::super::forks::{Fork, same_split};
use super::super::report::Shortcut;
use eldorado_core::catalog::PieceKind;

/// Extra spaces the way round must take for the other way to be a shortcut.
pub const SHORTCUT_EXTRA: usize = 2;

/// Whether one way of a fork is a shortcut by its fewest spaces each way.
pub fn is_shortcut([a, b]: [usize; 2]) -> bool {
    a + SHORTCUT_EXTRA <= b || b + SHORTCUT_EXTRA <= a
}

/// Tip b: every fork with a shortcut past its obstacle, each split once.
pub fn shortcuts(ctx: &Context, forks: &[Fork]) -> Vec<Shortcut> {
    let mut found = Vec::new();
    let mut crossed = Vec::new();
    for fork in forks {
        let (Some([a, b]), true) = (&fork.ways, is_shortcut(fork.steps)) else { continue };
        let (short, long) = if a.steps < b.steps { (a, b) } else { (b, a) };
        let saves = long.steps - short.steps;
        found.push(Shortcut {
            obstacle: fork.obstacle.mountains.clone(),
            obstacle_hexes: ctx.hexes(&fork.obstacle.mountains),
            gap: fork.obstacle.gap.iter().map(|&h| h.into()).collect(),
            saves,
            harder: difficulty::balanced(saves as f64, long.rounds - short.rounds),
            short: short.clone(),
            around: long.clone(),
            start_board: fork
                .obstacle
                .mountains
                .iter()
                .any(|&m| ctx.map.piece(ctx.map.space(m).piece).kind == PieceKind::Start),
        });
        crossed.push(fork.crossed);
    }
    let mut order: Vec<usize> = (0..found.len()).collect();
    order.sort_by_key(|&i| {
        (found[i].gap.is_empty(), std::cmp::Reverse(found[i].obstacle.len()), crossed[i], i)
    });
    let mut kept: Vec<usize> = Vec::new();
    for i in order {
        let s = &found[i];
        if !kept
            .iter()
            .any(|&k| same_split([&found[k].short, &found[k].around], [&s.short, &s.around]))
        {
            kept.push(i);
        }
    }
    kept.sort_unstable();
    found.into_iter().enumerate().filter(|(i, _)| kept.contains(i)).map(|(_, s)| s).collect()
}
