//! Cards too scarce for every player: a space the way to El Dorado cannot
//! avoid asks for a power that only a few market cards have, fewer copies than
//! there are players (river 4: the three Prop Planes, which leave the game once
//! played). Some players may never get one, and their games stall.

use super::Context;
use super::difficulty::PLAYERS;
use super::graph::steps_from;
use super::market;
use super::report::Scarcity;
use eldorado_core::catalog::Symbol;
use eldorado_core::map::SpaceId;

/// Every requirement that fewer market cards than players can pay, with its
/// spaces among those the start spaces reach, and whether a way round them exists.
pub fn scarcity(ctx: &Context) -> Vec<Scarcity> {
    let map = ctx.map;
    let reached = ctx.reached_by_any();
    let mut out: Vec<Scarcity> = Vec::new();
    for space in map.spaces() {
        let Some(symbol) = Symbol::of(space.terrain) else { continue };
        let power = space.power.unwrap_or(1);
        let Some(copies) = market::copies(symbol, power) else { continue };
        let reachable = ctx.spaces.node_of[space.id].is_some_and(|n| reached[n.index()]);
        if copies >= u32::from(PLAYERS) || !reachable {
            continue;
        }
        match out.iter_mut().find(|s| s.symbol == symbol && s.power == power) {
            Some(s) => s.spaces.push(space.id),
            None => out.push(Scarcity {
                symbol,
                power,
                copies,
                cards: market::payers(symbol, power).map(|c| c.name).collect(),
                single_use: market::payers(symbol, power).all(|c| c.single_use),
                spaces: vec![space.id],
                hexes: Vec::new(),
                unavoidable: false,
            }),
        }
    }
    for s in &mut out {
        s.unavoidable = !finish_reached_without(ctx, &s.spaces);
        s.hexes = ctx.hexes(&s.spaces);
    }
    out
}

/// Whether some start space reaches El Dorado without entering `avoid`.
fn finish_reached_without(ctx: &Context, avoid: &[SpaceId]) -> bool {
    let g = &ctx.spaces;
    let mut blocked = vec![false; g.node_count()];
    for n in avoid.iter().filter_map(|&s| g.node_of[s]) {
        blocked[n.index()] = true;
    }
    let around = g.moves_avoiding(&blocked);
    let starts = g.graph.node_indices().filter(|n| g.is_start(n.index()));
    let steps = steps_from(&around, starts);
    ctx.finishes.iter().filter_map(|&f| g.node_of[f]).any(|n| steps[n.index()] != u32::MAX)
}
