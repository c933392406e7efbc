//! Tip b: a shortcut must lead through difficult spaces, and the longer way
//! round it must be easier.
//!
//! A fork in a course is an *obstacle*: a group of mountains with spaces all
//! round it, so that routes pass it on one side or the other. A straight cut line
//! is drawn through each obstacle to the edge of the course on both sides (of six
//! lines 30° apart, the one crossing the fewest spaces and no start or finishing
//! space). A route that crosses one half of the line passes the obstacle on that
//! side.
//!
//! The best route each way is the best over every step across that half: the
//! best way from any start space to the step, the step, and the best way on to El
//! Dorado. Searches forward from the starts and backward from El Dorado price
//! every step at once: in spaces (the way's length, a breadth-first search of the
//! space graph) and in cards (its price, the move graph, where a step is a move
//! between card states). When one way is at least [`SHORTCUT_EXTRA`] spaces
//! shorter it is a shortcut. The tip asks that it "lead through difficult
//! spaces", so that taking it is a trade and not a free gain: it is judged by
//! the cost to the player in rounds of each way's cheapest route, start to El
//! Dorado (`difficulty::walk_rounds`, the fitted model's price of each space).
//! A shortcut is bound to be quicker, having fewer spaces; it holds when it is
//! no quicker than its saved spaces are worth as plain spaces (jungle 1), give
//! or take half a round (`difficulty::balanced`). Quicker than that, the spaces
//! of the way round are harder than its own: the tip's wish reversed. Its passage (the route's spaces within two hexes of the
//! obstacle or of the half line it crosses) is what an overlay highlights.

use petgraph::Direction;
use petgraph::graph::EdgeIndex;

use super::super::Context;
use super::super::cost::cards;
use super::super::difficulty;
use super::super::moves::{Key, Order, Tree};
use super::super::report::{Shortcut, Way};
use super::super::routes::{round3, route_from_moves};
use super::groups;
use eldorado_core::catalog::Terrain;
use eldorado_core::hex::{self, Hex};
use eldorado_core::map::SpaceId;

/// Extra spaces the way round must take for the other way to be a shortcut.
pub const SHORTCUT_EXTRA: usize = 2;

/// Spaces this close to an obstacle or to the half line a way crosses make up
/// the way's passage, which is highlighted and whose difficulty is compared.
const NEAR: u32 = 2;

type Point = (f32, f32);

fn px(h: Hex) -> Point {
    hex::to_pixel(h, 1.0)
}

/// Mountain groups with spaces on every side.
fn obstacles(ctx: &Context) -> Vec<Vec<SpaceId>> {
    let map = ctx.map;
    groups(ctx, |s| (map.space(s).terrain == Terrain::Mountain).then_some(()))
        .into_iter()
        .filter(|group| {
            group.iter().all(|&m| hex::neighbours(map.space(m).hex).all(|h| map.id_at(h).is_some()))
        })
        .collect()
}

/// One half of a cut line: its compass angle, its ends, and the hexes it passes.
struct Half {
    degrees: i32,
    from: Point,
    to: Point,
    hexes: Vec<Hex>,
}

/// The cut line through an obstacle, as two halves.
fn cut_line(ctx: &Context, group: &[SpaceId]) -> Option<[Half; 2]> {
    let map = ctx.map;
    let n = group.len() as f32;
    let centre = group
        .iter()
        .map(|&m| px(map.space(m).hex))
        .fold((0.0, 0.0), |a, p| (a.0 + p.0 / n, a.1 + p.1 / n));
    let dist2 = |h: Hex| (px(h).0 - centre.0).powi(2) + (px(h).1 - centre.1).powi(2);
    let origin =
        group.iter().map(|&m| map.space(m).hex).min_by(|&a, &b| dist2(a).total_cmp(&dist2(b)))?;
    // Walks from the origin towards an angle until it leaves the course:
    // (spaces crossed, hexes passed), unless it meets a start or finishing space
    // or crosses `limit` spaces or more.
    let ray = |degrees: i32, limit: usize| -> Option<(usize, Vec<Hex>)> {
        let (a, o) = ((degrees as f32).to_radians(), px(origin));
        let far = hex::from_pixel(o.0 + 24.0 * a.cos(), o.1 - 24.0 * a.sin(), 1.0);
        let mut crossed = 0;
        let mut passed = Vec::new();
        for h in origin.line_to(far) {
            passed.push(h);
            let Some(s) = map.id_at(h) else { return Some((crossed, passed)) };
            let c = map.space(s);
            if c.start.is_some() || c.finish {
                return None;
            }
            crossed += usize::from(c.is_enterable());
            if crossed >= limit {
                return None;
            }
        }
        None
    };
    // The line crossing fewest spaces; of equals, the first.
    let mut best: Option<(usize, i32, Vec<Hex>, Vec<Hex>)> = None;
    for d in (0..6).map(|k| k * 30) {
        let limit = best.as_ref().map_or(usize::MAX, |b| b.0);
        let Some((ca, ha)) = ray(d, limit) else { continue };
        let Some((cb, hb)) = ray(d + 180, limit - ca) else { continue };
        best = Some((ca + cb, d, ha, hb));
    }
    let (_, degrees, a, b) = best?;
    // A tiny shift keeps the line off every hex centre.
    let nudge = |p: Point| (p.0 + 0.013, p.1 + 0.007);
    let half = |degrees: i32, hexes: Vec<Hex>| Half {
        degrees,
        from: nudge(px(origin)),
        to: nudge(px(*hexes.last().unwrap_or(&origin))),
        hexes,
    };
    Some([half(degrees, a), half(degrees + 180, b)])
}

fn side(o: Point, a: Point, b: Point) -> f32 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

/// Whether segments p–q and r–s cross.
fn crosses(p: Point, q: Point, r: Point, s: Point) -> bool {
    (side(r, s, p) > 0.0) != (side(r, s, q) > 0.0) && (side(p, q, r) > 0.0) != (side(p, q, s) > 0.0)
}

/// Every step between neighbouring spaces that crosses a half line.
fn steps_across(ctx: &Context, half: &Half) -> Vec<(SpaceId, SpaceId)> {
    let map = ctx.map;
    let mut near: Vec<SpaceId> = half
        .hexes
        .iter()
        .flat_map(|&h| std::iter::once(h).chain(hex::neighbours(h)))
        .filter_map(|h| map.id_at(h))
        .filter(|&s| map.space(s).is_enterable())
        .collect();
    near.sort_unstable();
    near.dedup();
    let mut out = Vec::new();
    for &a in &near {
        if map.space(a).finish {
            continue;
        }
        for &b in map.neighbours(a) {
            let cb = map.space(b);
            if cb.is_enterable()
                && cb.start.is_none()
                && crosses(px(map.space(a).hex), px(cb.hex), half.from, half.to)
            {
                out.push((a, b));
            }
        }
    }
    out
}

/// North, north-east, ... for an angle in degrees (0 = east, counter-clockwise).
fn compass(degrees: i32) -> &'static str {
    const NAMES: [&str; 8] =
        ["east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"];
    NAMES[((degrees.rem_euclid(360) as f32 / 45.0).round() as usize) % 8]
}

/// Fewest spaces from a start space to El Dorado by one of the steps.
fn fewest_steps(ctx: &Context, from_starts: &[u32], steps: &[(SpaceId, SpaceId)]) -> Option<usize> {
    steps
        .iter()
        .filter_map(|&(a, b)| {
            let to = *from_starts.get(ctx.spaces.node_of[a]?.index())?;
            let on = ctx.steps_to_goal(b)?;
            (to != u32::MAX).then(|| (to + 1 + on) as usize)
        })
        .min()
}

/// The cheapest route by one of the steps: its cost and moves. `forward` is the
/// cost-first search from the start spaces.
fn cheapest(
    ctx: &Context,
    forward: &Tree,
    steps: &[(SpaceId, SpaceId)],
) -> Option<(Key, Vec<EdgeIndex>)> {
    let g = &ctx.moves.graph;
    let (key, e) = steps
        .iter()
        .flat_map(|&(a, b)| ctx.moves.moves_between(ctx.map, a, b))
        .filter_map(|e| {
            let (x, y) = g.edge_endpoints(e)?;
            let to = forward.key(x)?;
            let on = ctx.cheap.key(y)?;
            Some((to + Order::Cost.key(&g[e]) + on, e))
        })
        .min()?;
    let (x, y) = g.edge_endpoints(e)?;
    let mut moves = ctx.moves.walk(forward, x);
    moves.push(e);
    moves.extend(ctx.moves.walk(&ctx.cheap, y));
    Some((key, moves))
}

/// Tip b: every obstacle with a shortcut past it.
pub fn shortcuts(ctx: &Context) -> Vec<Shortcut> {
    let lines: Vec<(Vec<SpaceId>, [Half; 2])> =
        obstacles(ctx).into_iter().filter_map(|g| Some((g.clone(), cut_line(ctx, &g)?))).collect();
    if lines.is_empty() {
        return Vec::new();
    }
    let from_starts = ctx.spaces.steps_from_starts();
    let mut forward: Option<Tree> = None;
    let mut out = Vec::new();
    for (group, halves) in lines {
        let across = halves.each_ref().map(|h| steps_across(ctx, h));
        let [Some(sa), Some(sb)] = across.each_ref().map(|a| fewest_steps(ctx, &from_starts, a))
        else {
            continue;
        };
        let (short, long) = if sa + SHORTCUT_EXTRA <= sb {
            (0, 1)
        } else if sb + SHORTCUT_EXTRA <= sa {
            (1, 0)
        } else {
            continue;
        };
        // Only now is the forward cost search needed.
        let forward = forward
            .get_or_insert_with(|| ctx.moves.search_all(ctx.map, Direction::Outgoing, Order::Cost));
        let way = |i: usize, steps: usize| -> Option<Way> {
            let (key, moves) = cheapest(ctx, forward, &across[i])?;
            let start = moves
                .first()
                .and_then(|&e| ctx.moves.graph.edge_endpoints(e))
                .map(|(s, _)| ctx.moves.space_of(s))?;
            let route = route_from_moves(ctx, start, &moves);
            // The way's passage: near the mountains or the half line it crosses.
            let marks: Vec<Hex> = group
                .iter()
                .map(|&m| ctx.map.space(m).hex)
                .chain(halves[i].hexes.iter().copied())
                .collect();
            let is_near =
                |s: SpaceId| marks.iter().any(|&h| hex::distance(h, ctx.map.space(s).hex) <= NEAR);
            let near_legs: Vec<_> = route.legs.iter().filter(|l| is_near(l.space)).collect();
            let per_space =
                near_legs.iter().map(|l| l.cards).sum::<f64>() / near_legs.len().max(1) as f64;
            let near: Vec<SpaceId> = near_legs.iter().map(|l| l.space).collect();
            Some(Way {
                side: compass(halves[i].degrees),
                steps,
                cards: cards(key.0),
                rounds: round3(difficulty::walk_rounds(&route.legs)),
                per_space: round3(per_space),
                hexes: ctx.hexes(&near),
                near,
                route: route.spaces,
            })
        };
        let steps_of = [sa, sb];
        let (Some(short_way), Some(long_way)) =
            (way(short, steps_of[short]), way(long, steps_of[long]))
        else {
            continue;
        };
        out.push(Shortcut {
            obstacle: group.clone(),
            obstacle_hexes: ctx.hexes(&group),
            saves: steps_of[long] - steps_of[short],
            harder: difficulty::balanced(
                (steps_of[long] - steps_of[short]) as f64,
                long_way.rounds - short_way.rounds,
            ),
            short: short_way,
            around: long_way,
        });
    }
    out
}
