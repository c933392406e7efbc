//! Tip c: where the course bends, the inner route must be harder than the outer.
//!
//! The course's centre line enters each piece at the middle of the seam it comes
//! in by (the start row, on the start board), runs to the piece's centre and
//! leaves by the middle of the seam to the next piece. Where it turns by at least
//! [`BEND_DEGREES`], the piece's spaces are split by that line into an inner side
//! (towards the turn) and an outer side; spaces within half a hex of the line
//! belong to neither. The cheapest walk across the piece, from the spaces before
//! its entry seam to the spaces after its exit seam, is searched for keeping to
//! each side. "Harder" is judged by the cost to the player in rounds of each
//! lane (`difficulty::walk_rounds`, the fitted model's price of each space): the
//! inner lane is bound to be quicker, being shorter; the tip is broken when it
//! is quicker than its saved spaces are worth to a player, by more than a fifth
//! of a round (`difficulty::balanced`, as for tip b): then the outer lane's
//! spaces are the harder ones. (Cards per space would flag bends whose lanes differ by a
//! few hundredths of a card.) A bend on the start board is listed but not
//! judged: there each piece's lane is decided by the start space it begins on.
//!
//! Each bend also has its gates (`gates::bend_gates`): the cut across the
//! piece along the bisector of the turn, whose inner or outer half a piece
//! crosses as it passes the bend.

use petgraph::Direction;

use super::super::Context;
use super::super::difficulty;
use super::super::gates;
use super::super::moves::Order;
use super::super::report::{Bend, Lane, Turn};
use super::super::routes::{round3, route_from_moves};
use eldorado_core::catalog::PieceKind;
use eldorado_core::hex;
use eldorado_core::map::SpaceId;

/// The least turn, in degrees, that makes a bend.
pub const BEND_DEGREES: f32 = 30.0;

/// Spaces closer than this to the centre line (in hex radii) are on neither side.
const MIDDLE: f32 = 0.5;

type Point = (f32, f32);

fn mean(points: impl Iterator<Item = Point>) -> Option<Point> {
    let (mut x, mut y, mut n) = (0.0, 0.0, 0.0);
    for p in points {
        x += p.0;
        y += p.1;
        n += 1.0;
    }
    (n > 0.0).then(|| (x / n, y / n))
}

fn norm(v: Point) -> Point {
    let l = (v.0 * v.0 + v.1 * v.1).sqrt();
    if l > 0.0 { (v.0 / l, v.1 / l) } else { (0.0, 0.0) }
}

/// Signed distance from segment a–b, positive to its right (y grows downward),
/// and the unsigned distance to the segment.
fn offset(a: Point, b: Point, p: Point) -> (f32, f32) {
    let d = (b.0 - a.0, b.1 - a.1);
    let len2 = d.0 * d.0 + d.1 * d.1;
    let t = if len2 > 0.0 {
        (((p.0 - a.0) * d.0 + (p.1 - a.1) * d.1) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let near = (a.0 + t * d.0, a.1 + t * d.1);
    let signed = norm(d).0 * (p.1 - a.1) - norm(d).1 * (p.0 - a.0);
    (signed, ((p.0 - near.0).powi(2) + (p.1 - near.1).powi(2)).sqrt())
}

pub fn bends(ctx: &Context) -> Vec<Bend> {
    let map = ctx.map;
    let px = |s: SpaceId| hex::to_pixel(map.space(s).hex, 1.0);
    let seam =
        |a: usize, b: usize| map.seams().iter().find(|s| s.pieces == [a, b] || s.pieces == [b, a]);
    let side_of = |a: usize, b: usize, on: usize| -> Vec<SpaceId> {
        let mut v: Vec<SpaceId> = seam(a, b)
            .into_iter()
            .flat_map(|s| s.pairs.iter().flat_map(|&(x, y)| [x, y]))
            .filter(|&x| map.space(x).piece == on)
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let at_depth =
        |d: usize| (0..map.pieces().len()).filter(move |&q| map.pieces()[q].depth == Some(d));
    let mut out = Vec::new();
    for p in 0..map.pieces().len() {
        let Some(depth) = map.pieces()[p].depth else { continue };
        let Some(next) = at_depth(depth + 1).find(|&q| seam(p, q).is_some()) else { continue };
        // Where the course comes in: the seam from the previous piece, or the start row.
        let prev = depth.checked_sub(1).and_then(|d| at_depth(d).find(|&q| seam(q, p).is_some()));
        let (entry, entry_mid) = match prev {
            Some(prev) => {
                let spaces = side_of(prev, p, prev);
                let mid = seam(prev, p)
                    .and_then(|s| mean(s.pairs.iter().flat_map(|&(x, y)| [px(x), px(y)])));
                (spaces, mid)
            }
            None => {
                let starts: Vec<SpaceId> = ctx
                    .starts
                    .iter()
                    .map(|&(_, s)| s)
                    .filter(|&s| map.space(s).piece == p)
                    .collect();
                let mid = mean(starts.iter().map(|&s| px(s)));
                (starts, mid)
            }
        };
        let exit = side_of(p, next, next);
        let exit_mid =
            seam(p, next).and_then(|s| mean(s.pairs.iter().flat_map(|&(x, y)| [px(x), px(y)])));
        let centre = mean(map.pieces()[p].spaces.iter().map(|&s| px(s)));
        let (Some(m0), Some(c), Some(m2)) = (entry_mid, centre, exit_mid) else { continue };
        let (d1, d2) = (norm((c.0 - m0.0, c.1 - m0.1)), norm((m2.0 - c.0, m2.1 - c.1)));
        let cross = d1.0 * d2.1 - d1.1 * d2.0;
        let degrees = cross.atan2(d1.0 * d2.0 + d1.1 * d2.1).to_degrees();
        if degrees.abs() < BEND_DEGREES {
            continue;
        }
        // y grows downward, so turning with a positive cross product is clockwise.
        let turn = if cross > 0.0 { Turn::Right } else { Turn::Left };
        let (mut inner, mut outer) = (Vec::new(), Vec::new());
        for &s in &map.pieces()[p].spaces {
            let space = map.space(s);
            if !space.is_enterable() || space.start.is_some() {
                continue;
            }
            let (a, b) = (offset(m0, c, px(s)), offset(c, m2, px(s)));
            let (signed, dist) = if a.1 <= b.1 { a } else { b };
            if dist <= MIDDLE {
                continue;
            }
            if (signed > 0.0) == (turn == Turn::Right) { inner.push(s) } else { outer.push(s) }
        }
        // The cut across the bend spans the piece and, where they meet
        // inside the turn, the pieces before and after it.
        let on: Vec<usize> = [Some(p), prev, Some(next)].into_iter().flatten().collect();
        let gates = gates::bend_gates(map, &on, c, d1, d2);
        let inner_lane = lane(ctx, &entry, &inner, &exit);
        let outer_lane = lane(ctx, &entry, &outer, &exit);
        let inner_harder = match (&inner_lane, &outer_lane) {
            (Some(i), Some(o)) => {
                Some(difficulty::balanced(o.steps as f64 - i.steps as f64, o.rounds - i.rounds))
            }
            _ => None,
        };
        out.push(Bend {
            piece: map.pieces()[p].id.to_string(),
            label: map.pieces()[p].label.clone(),
            turn,
            degrees: degrees.abs().round() as i32,
            inner_spaces: inner,
            outer_spaces: outer,
            inner: inner_lane,
            outer: outer_lane,
            inner_harder,
            start_board: map.pieces()[p].kind == PieceKind::Start,
            gates,
        });
    }
    out
}

/// The cheapest walk from an entry space through `side` to an exit space.
fn lane(ctx: &Context, entry: &[SpaceId], side: &[SpaceId], exit: &[SpaceId]) -> Option<Lane> {
    // Entry spaces are only left: a lane does not wander along the seam behind it.
    let mut allowed = vec![false; ctx.map.len()];
    for &s in side.iter().chain(exit) {
        allowed[s] = true;
    }
    let m = &ctx.moves;
    let sources = entry.iter().filter_map(|&s| m.space_states(s).next());
    let tree = m.search(sources, Direction::Outgoing, Order::Cost, |n| allowed[m.space_of(n)]);
    let (_, end) = exit
        .iter()
        .flat_map(|&s| m.space_states(s))
        .filter_map(|n| Some((tree.key(n)?, n)))
        .min()?;
    let moves = m.walk(&tree, end);
    let first = m.space_of(m.graph.edge_endpoints(*moves.first()?)?.0);
    let route = route_from_moves(ctx, first, &moves);
    Some(Lane {
        steps: route.steps,
        cards: route.cards,
        rounds: round3(difficulty::walk_rounds(&route.legs)),
        per_space: round3(route.cards / route.steps.max(1) as f64),
        hexes: route.hexes,
        spaces: route.spaces,
    })
}
