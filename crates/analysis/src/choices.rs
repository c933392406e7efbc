//! Route choices: where the way to El Dorado splits around an obstacle and
//! joins again, and both ways are worth taking.
//!
//! Every fork (`forks`: mountains, or a gap the course closes in, passed on
//! both sides) has a best way each side, priced in rounds for a player
//! (`difficulty::walk_rounds` of its cheapest route, start to El Dorado). It is
//! a real choice when
//!
//! - the ways run apart where they pass the obstacle: each has a stretch of at
//!   least [`CHOICE_APART`] spaces, through the step where it passes, two hexes
//!   or more from every space of the other. Stepping round a lone mountain is
//!   no choice; a player who takes one way keeps to it for a turn or more (a
//!   turn moves a piece about three spaces);
//! - and neither is plainly better: their rounds differ by at most
//!   [`CHOICE_ROUNDS`]. Within a round, which way is quicker depends on the
//!   cards a player holds, not on the course (the estimate itself is 0.65
//!   rounds off on a course, RMSE); further apart, one way is a trap.
//!
//! One split is counted once: the mountains along a long split (and the gap
//! it closes in) each make a fork with the same two ways, so a choice whose
//! ways run apart over spaces a choice already counted is the same choice.
//! A gap is kept before mountains, larger mountains before smaller ones, and
//! of equals the one whose cut line crosses fewer spaces.

use super::Context;
use super::forks::Fork;
use super::report::RouteChoice;
use super::routes::round3;
use std::collections::HashSet;

use eldorado_core::hex;
use eldorado_core::map::SpaceId;

/// The most the two ways of a real choice may differ, in rounds.
pub const CHOICE_ROUNDS: f64 = 1.0;

/// The fewest spaces each way of a real choice runs apart from the other.
pub const CHOICE_APART: usize = 4;

/// The spaces of way `a` that run apart from way `b` where `a` passes the
/// obstacle: the longest stretch of `a`'s route, through the step where it
/// crosses its half of the cut line, whose spaces all lie two hexes or more
/// from every space of `b`'s route. The start and finishing spaces, where
/// routes from other start spaces or to other finishing spaces part anyway,
/// are left out.
fn apart(
    ctx: &Context,
    a: &[SpaceId],
    across: &[(SpaceId, SpaceId)],
    b: &[SpaceId],
) -> Vec<SpaceId> {
    let map = ctx.map;
    let inner = a.get(1..a.len().saturating_sub(1)).unwrap_or_default();
    let away =
        |s: SpaceId| b.iter().all(|&t| hex::distance(map.space(s).hex, map.space(t).hex) >= 2);
    let Some(k) = inner.windows(2).position(|w| across.contains(&(w[0], w[1]))) else {
        return Vec::new();
    };
    let Some(seed) = [k, k + 1].into_iter().find(|&i| away(inner[i])) else { return Vec::new() };
    let first = (0..=seed).rev().take_while(|&i| away(inner[i])).last().unwrap_or(seed);
    let last = (seed..inner.len()).take_while(|&i| away(inner[i])).last().unwrap_or(seed);
    inner[first..=last].to_vec()
}

/// Whether a fork's obstacle is big enough for its ways to run apart at all:
/// a lone mountain is stepped round.
pub fn may_split(hexes: usize) -> bool {
    hexes >= 2
}

/// The real route choices among the forks, each split once.
pub(crate) fn choices(ctx: &Context, forks: &[Fork]) -> Vec<RouteChoice> {
    let mut found: Vec<(RouteChoice, Vec<SpaceId>, usize)> = Vec::new();
    for fork in forks {
        let Some([a, b]) = &fork.ways else { continue };
        let rounds_apart = (a.rounds - b.rounds).abs();
        if rounds_apart > CHOICE_ROUNDS {
            continue;
        }
        let only_a = apart(ctx, &a.route, &fork.across[0], &b.route);
        let only_b = apart(ctx, &b.route, &fork.across[1], &a.route);
        let count = only_a.len().min(only_b.len());
        if count < CHOICE_APART {
            continue;
        }
        let spaces: Vec<SpaceId> = only_a.iter().chain(&only_b).copied().collect();
        let choice = RouteChoice {
            obstacle: fork.obstacle.mountains.clone(),
            obstacle_hexes: ctx.hexes(&fork.obstacle.mountains),
            gap: fork.obstacle.gap.iter().map(|&h| h.into()).collect(),
            ways: [a.clone(), b.clone()],
            apart: count,
            rounds_apart: round3(rounds_apart),
            pieces: ctx.pieces_of(&spaces),
        };
        found.push((choice, spaces, fork.crossed));
    }
    let mut order: Vec<usize> = (0..found.len()).collect();
    order.sort_by_key(|&i| {
        let c = &found[i].0;
        (c.gap.is_empty(), std::cmp::Reverse(c.obstacle.len()), found[i].2, i)
    });
    let mut counted: HashSet<SpaceId> = HashSet::new();
    let mut kept = vec![false; found.len()];
    for i in order {
        let spaces = &found[i].1;
        if spaces.iter().any(|s| counted.contains(s)) {
            continue;
        }
        counted.extend(spaces.iter().copied());
        kept[i] = true;
    }
    found.into_iter().zip(kept).filter(|(_, k)| *k).map(|((c, ..), _)| c).collect()
}
