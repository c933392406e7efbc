//! Forks: where the way to El Dorado splits around something no piece can
//! cross and joins again, and the best way past it on each side. Tip b
//! (`tips::shortcuts`) and the route choices (`choices`) read them.
//!
//! What the way splits around is an *obstacle*: a group of mountains, or of
//! empty hexes that the course closes in (a gap between pieces laid in a
//! ring, such as two boards side by side between the same two boards), or
//! both together, with spaces all round it. A straight cut line is drawn
//! through each obstacle to the edge of the course on both sides (of six
//! lines 30° apart, the one crossing the fewest spaces and no start or
//! finishing space). A route that crosses one half of the line passes the
//! obstacle on that side.
//!
//! The best route each way is the best over every step across that half: the
//! best way from any start space to the step, the step, and the best way on to
//! El Dorado. Searches forward from the starts and backward from El Dorado
//! price every step at once: in spaces (the way's length, a breadth-first
//! search of the space graph) and in cards (its price, the move graph, where a
//! step is a move between card states). Each way's cheapest route is then
//! judged by its cost to a player in rounds (`difficulty::walk_rounds`, the
//! fitted model's price of each space).

use std::collections::HashSet;

use petgraph::Direction;
use petgraph::graph::EdgeIndex;

use super::Context;
use super::cost::cards;
use super::difficulty;
use super::gates::{self, nudge, px, side};
use super::groups::groups;
use super::moves::{Key, Order, Tree};
use super::report::Way;
use super::routes::{round3, route_from_moves};
use eldorado_core::catalog::Terrain;
use eldorado_core::hex::{self, Hex};
use eldorado_core::map::SpaceId;

/// Spaces this close to an obstacle or to the half line a way crosses make up
/// the way's passage, which is highlighted and whose difficulty is compared.
const NEAR: u32 = 2;

type Point = gates::Point;

/// Something the way splits around: mountains, hexes the course closes in, or both.
pub struct Obstacle {
    /// Its mountains, in space order.
    pub mountains: Vec<SpaceId>,
    /// The empty hexes of it that the course closes in.
    pub gap: Vec<Hex>,
}

impl Obstacle {
    /// Every hex of it, mountains first.
    pub(crate) fn hexes(&self, ctx: &Context) -> Vec<Hex> {
        self.mountains
            .iter()
            .map(|&m| ctx.map.space(m).hex)
            .chain(self.gap.iter().copied())
            .collect()
    }
}

/// A fork: an obstacle, its cut line and the best way past each side.
pub struct Fork {
    /// What the way splits around.
    pub obstacle: Obstacle,
    /// The fewest spaces from a start space to El Dorado each way.
    pub steps: [usize; 2],
    /// The steps between neighbouring spaces that cross each half of the cut line.
    pub across: [Vec<(SpaceId, SpaceId)>; 2],
    /// The best way each side, when both are priced.
    pub ways: Option<[Way; 2]>,
    /// The spaces its cut line crosses: of two obstacles in one loop of the
    /// way, the one the way is narrower beside stands for the split.
    pub crossed: usize,
}

/// The empty hexes the course closes in: not on the course, and cut off from
/// the table around it by the course's spaces.
pub fn gaps(ctx: &Context) -> Vec<Hex> {
    let map = ctx.map;
    let Some(first) = map.spaces().first() else { return Vec::new() };
    let (mut lo, mut hi) = (first.hex, first.hex);
    for s in map.spaces() {
        lo = Hex::new(lo.x.min(s.hex.x), lo.y.min(s.hex.y));
        hi = Hex::new(hi.x.max(s.hex.x), hi.y.max(s.hex.y));
    }
    let (lo, hi) = (lo - Hex::new(1, 1), hi + Hex::new(1, 1));
    let inside = |h: Hex| (lo.x..=hi.x).contains(&h.x) && (lo.y..=hi.y).contains(&h.y);
    // Flood the empty hexes from a corner of the box, outside the course.
    let mut outside: HashSet<Hex> = HashSet::new();
    let mut stack = vec![lo];
    while let Some(h) = stack.pop() {
        if inside(h) && map.id_at(h).is_none() && outside.insert(h) {
            stack.extend(hex::neighbours(h));
        }
    }
    let mut out = Vec::new();
    for r in lo.y..=hi.y {
        for q in lo.x..=hi.x {
            let h = Hex::new(q, r);
            if map.id_at(h).is_none() && !outside.contains(&h) {
                out.push(h);
            }
        }
    }
    out
}

/// Groups of mountains and closed-in gaps with spaces on every side.
fn obstacles(ctx: &Context, gap: &[Hex]) -> Vec<Obstacle> {
    let map = ctx.map;
    let n = map.len();
    let index_of_gap = |h: Hex| gap.iter().position(|&g| g == h).map(|i| n + i);
    let hex_of = |i: usize| if i < n { map.space(SpaceId::new(i)).hex } else { gap[i - n] };
    let member = |i: usize| i >= n || map.space(SpaceId::new(i)).terrain == Terrain::Mountain;
    let mut pairs = Vec::new();
    for i in (0..n + gap.len()).filter(|&i| member(i)) {
        for h in hex::neighbours(hex_of(i)) {
            let j = map.id_at(h).map(SpaceId::index).or_else(|| index_of_gap(h));
            if let Some(j) = j.filter(|&j| j > i && member(j)) {
                pairs.push((i, j));
            }
        }
    }
    groups(n + gap.len(), member, pairs)
        .into_iter()
        .filter(|group| {
            group.iter().all(|&i| {
                hex::neighbours(hex_of(i)).all(|h| map.id_at(h).is_some() || gap.contains(&h))
            })
        })
        .map(|group| {
            let (mountains, gaps): (Vec<usize>, Vec<usize>) =
                group.into_iter().partition(|&i| i < n);
            Obstacle {
                mountains: mountains.into_iter().map(SpaceId::new).collect(),
                gap: gaps.into_iter().map(hex_of).collect(),
            }
        })
        .collect()
}

/// One half of a cut line: its compass angle, its ends, and the hexes it passes.
pub struct Half {
    /// Its direction in degrees (0 = east, counter-clockwise).
    pub degrees: i32,
    from: Point,
    to: Point,
    /// The hexes it passes, from the obstacle out.
    pub hexes: Vec<Hex>,
    /// Every step between neighbouring spaces across it, both ways.
    crossings: Vec<(SpaceId, SpaceId)>,
}

/// The cut line through an obstacle, as two halves, with the spaces it crosses.
fn cut_line(ctx: &Context, group: &[Hex], gap: &[Hex]) -> Option<(usize, [Half; 2])> {
    let map = ctx.map;
    let n = group.len() as f32;
    let centre =
        group.iter().map(|&h| px(h)).fold((0.0, 0.0), |a, p| (a.0 + p.0 / n, a.1 + p.1 / n));
    let dist2 = |h: Hex| (px(h).0 - centre.0).powi(2) + (px(h).1 - centre.1).powi(2);
    let origin = group.iter().copied().min_by(|&a, &b| dist2(a).total_cmp(&dist2(b)))?;
    // Walks from the origin towards an angle until it leaves the course:
    // (spaces crossed, hexes passed), unless it meets a start or finishing space
    // or crosses `limit` spaces or more. A gap the course closes in is not its edge.
    let ray = |degrees: i32, limit: usize| -> Option<(usize, Vec<Hex>)> {
        let (a, o) = ((degrees as f32).to_radians(), px(origin));
        let far = hex::from_pixel(o.0 + 24.0 * a.cos(), o.1 - 24.0 * a.sin(), 1.0);
        let mut crossed = 0;
        let mut passed = Vec::new();
        for h in origin.line_to(far) {
            passed.push(h);
            let Some(s) = map.id_at(h) else {
                if gap.contains(&h) {
                    continue;
                }
                return Some((crossed, passed));
            };
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
    let half = |degrees: i32, hexes: Vec<Hex>| {
        let mut half = Half {
            degrees,
            from: nudge(px(origin)),
            to: nudge(px(*hexes.last().unwrap_or(&origin))),
            hexes,
            crossings: Vec::new(),
        };
        half.crossings = crossings(ctx, &half);
        half
    };
    // Of the lines that close the way on (with the obstacle, no piece gets
    // from a start space to El Dorado without crossing one of their halves),
    // the one crossing fewest spaces; of equals, the first. A line that runs
    // along the way rather than across it (round a hairpin) closes nothing.
    let mut lines: Vec<(usize, i32, Vec<Hex>, Vec<Hex>)> = Vec::new();
    for d in (0..6).map(|k| k * 30) {
        let Some((ca, ha)) = ray(d, usize::MAX) else { continue };
        let Some((cb, hb)) = ray(d + 180, usize::MAX) else { continue };
        lines.push((ca + cb, d, ha, hb));
    }
    lines.sort_by_key(|l| (l.0, l.1));
    lines
        .into_iter()
        .map(|(n, d, a, b)| (n, [half(d, a), half(d + 180, b)]))
        .find(|(_, h)| closes(ctx, h))
}

/// Whether a cut line closes the way once, where it passes the obstacle:
/// with every step across either half barred, no start space reaches a
/// finishing space, and no part of the course is cut off between two of the
/// line's crossings (a line that crosses the way again further on, as across
/// the next loop of a winding course, cuts such a stretch out of it). A dead
/// end the line cuts off touches one part only, and is no matter.
fn closes(ctx: &Context, halves: &[Half; 2]) -> bool {
    let map = ctx.map;
    let barred: Vec<(SpaceId, SpaceId)> =
        halves.iter().flat_map(|h| h.crossings.iter().copied()).collect();
    // Per space, a bit for each neighbour (in `map.neighbours` order) it may not step to.
    let mut shut = vec![0u8; map.len()];
    for &(a, b) in &barred {
        for (x, y) in [(a, b), (b, a)] {
            if let Some(k) = map.neighbours(x).iter().position(|&n| n == y) {
                shut[x] |= 1 << k.min(7);
            }
        }
    }
    // The parts of the course the barred steps leave, numbered.
    const NONE: usize = usize::MAX;
    let mut part = vec![NONE; map.len()];
    let mut parts = 0;
    let mut stack = Vec::new();
    for first in map.space_ids() {
        if part[first] != NONE || !map.space(first).is_enterable() {
            continue;
        }
        part[first] = parts;
        stack.push(first);
        while let Some(s) = stack.pop() {
            for (k, &n) in map.neighbours(s).iter().enumerate() {
                if part[n] == NONE && map.space(n).is_enterable() && shut[s] & (1 << k.min(7)) == 0
                {
                    part[n] = parts;
                    stack.push(n);
                }
            }
        }
        parts += 1;
    }
    let (mut starts, mut finishes) = (vec![false; parts], vec![false; parts]);
    for &(_, s) in ctx.starts {
        if let Some(p) = starts.get_mut(part[s]) {
            *p = true;
        }
    }
    for &s in ctx.finishes {
        if let Some(p) = finishes.get_mut(part[s]) {
            *p = true;
        }
    }
    if (0..parts).any(|p| starts[p] && finishes[p]) {
        return false;
    }
    // Which parts each part touches across the line.
    let mut touches: Vec<Vec<usize>> = vec![Vec::new(); parts];
    for &(a, b) in &barred {
        let (pa, pb) = (part[a], part[b]);
        if pa != pb && pa != NONE && pb != NONE {
            for (x, y) in [(pa, pb), (pb, pa)] {
                if !touches[x].contains(&y) {
                    touches[x].push(y);
                }
            }
        }
    }
    (0..parts).filter(|&p| !starts[p] && !finishes[p]).all(|p| touches[p].len() < 2)
}

/// Whether segments p–q and r–s cross.
fn crosses(p: Point, q: Point, r: Point, s: Point) -> bool {
    (side(r, s, p) > 0.0) != (side(r, s, q) > 0.0) && (side(p, q, r) > 0.0) != (side(p, q, s) > 0.0)
}

/// Every step between neighbouring spaces that crosses a half line, from
/// start and finishing spaces too.
fn crossings(ctx: &Context, half: &Half) -> Vec<(SpaceId, SpaceId)> {
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
        for &b in map.neighbours(a) {
            if map.space(b).is_enterable()
                && crosses(px(map.space(a).hex), px(map.space(b).hex), half.from, half.to)
            {
                out.push((a, b));
            }
        }
    }
    out
}

/// The steps across a half line a route can take: not out of a finishing
/// space, nor into a start space.
fn steps_across(ctx: &Context, half: &Half) -> Vec<(SpaceId, SpaceId)> {
    let map = ctx.map;
    half.crossings
        .iter()
        .copied()
        .filter(|&(a, b)| !map.space(a).finish && map.space(b).start.is_none())
        .collect()
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

/// The best way past an obstacle across one half of its cut line.
fn way(
    ctx: &Context,
    forward: &Tree,
    obstacle: &[Hex],
    half: &Half,
    across: &[(SpaceId, SpaceId)],
    steps: usize,
) -> Option<Way> {
    let (key, moves) = cheapest(ctx, forward, across)?;
    let start = moves
        .first()
        .and_then(|&e| ctx.moves.graph.edge_endpoints(e))
        .map(|(s, _)| ctx.moves.space_of(s))?;
    let route = route_from_moves(ctx, start, &moves);
    // The way's passage: near the obstacle or the half line it crosses.
    let marks: Vec<Hex> = obstacle.iter().chain(&half.hexes).copied().collect();
    let is_near =
        |s: SpaceId| marks.iter().any(|&h| hex::distance(h, ctx.map.space(s).hex) <= NEAR);
    let near_legs: Vec<_> = route.legs.iter().filter(|l| is_near(l.space)).collect();
    let per_space = near_legs.iter().map(|l| l.cards).sum::<f64>() / near_legs.len().max(1) as f64;
    let near: Vec<SpaceId> = near_legs.iter().map(|l| l.space).collect();
    let gate = gates::fork_gate(ctx.map, (half.from, half.to), &half.crossings, &route.spaces);
    Some(Way {
        side: compass(half.degrees),
        steps,
        cards: cards(key.0),
        rounds: round3(difficulty::walk_rounds(&route.legs)),
        per_space: round3(per_space),
        hexes: ctx.hexes(&near),
        near,
        route: route.spaces,
        gate,
    })
}

/// Whether two pairs of ways are the same split seen from two obstacles:
/// each way's passage (its near spaces that the other way of its pair does
/// not share) meets the passage of the matching way of the other pair. Two
/// mountains inside one loop of the way make two forks whose ways a player
/// walks alike; they are one choice.
pub fn same_split(a: [&Way; 2], b: [&Way; 2]) -> bool {
    let own = |w: &Way, other: &Way| -> Vec<SpaceId> {
        w.near.iter().copied().filter(|s| !other.near.contains(s)).collect()
    };
    let meet = |x: &[SpaceId], y: &[SpaceId]| x.iter().any(|s| y.contains(s));
    let (a0, a1, b0, b1) = (own(a[0], a[1]), own(a[1], a[0]), own(b[0], b[1]), own(b[1], b[0]));
    (meet(&a0, &b0) && meet(&a1, &b1)) || (meet(&a0, &b1) && meet(&a1, &b0))
}

/// Every obstacle that routes from the start spaces pass on both sides, with
/// both ways priced when `priced` says so of the obstacle and the fewest
/// spaces each way.
pub fn forks(ctx: &Context, priced: impl Fn(&Obstacle, [usize; 2]) -> bool) -> Vec<Fork> {
    let gap = gaps(ctx);
    let lines: Vec<(Obstacle, usize, [Half; 2])> = obstacles(ctx, &gap)
        .into_iter()
        .filter_map(|o| {
            let (crossed, line) = cut_line(ctx, &o.hexes(ctx), &gap)?;
            Some((o, crossed, line))
        })
        .collect();
    if lines.is_empty() {
        return Vec::new();
    }
    let from_starts = ctx.spaces.steps_from_starts();
    let mut forward: Option<Tree> = None;
    let mut out = Vec::new();
    for (obstacle, crossed, halves) in lines {
        let across = halves.each_ref().map(|h| steps_across(ctx, h));
        let [Some(sa), Some(sb)] = across.each_ref().map(|a| fewest_steps(ctx, &from_starts, a))
        else {
            continue;
        };
        let steps = [sa, sb];
        let ways = if priced(&obstacle, steps) {
            // Only now is the forward cost search needed.
            let forward = forward.get_or_insert_with(|| {
                ctx.moves.search_all(ctx.map, Direction::Outgoing, Order::Cost)
            });
            let hexes = obstacle.hexes(ctx);
            let [a, b] =
                [0, 1].map(|i| way(ctx, forward, &hexes, &halves[i], &across[i], steps[i]));
            a.zip(b).map(|(a, b)| [a, b])
        } else {
            None
        };
        out.push(Fork { obstacle, steps, across, ways, crossed });
    }
    out
}
