//! Gates: where a piece passes each way of a route choice, shortcut or bend,
//! decided where it passes.
//!
//! A way is a *gate*: the steps between neighbouring spaces that cross one
//! half of a straight cut line, each oriented from the side of the start
//! spaces to the side of El Dorado. A piece is credited with a way by the half
//! it crossed, not by the spaces it walked before or after (which the ways
//! share with the rest of the course).
//!
//! - A fork's cut runs through its obstacle to the edge of the course on both
//!   sides (`forks::cut_line`): with the obstacle, which no piece crosses, its
//!   two halves close the way on, so a piece that goes past crosses one of
//!   them, on the side it passes.
//! - A bend's cut runs across the bent piece through its centre, along the
//!   bisector of the turn: its inner half from the centre to the inside of
//!   the turn (through the corner where the pieces before and after meet,
//!   when they touch), its outer half to the outside. The centre is where
//!   tip c's centre line splits the piece into inner and outer sides, so the
//!   half a piece crosses is the lane it keeps to at the bend.
//!
//! A line is kept off every hex centre by a tiny shift, so that every step
//! between neighbouring spaces is on one side or the other, never on it.

use eldorado_core::hex::{self, Hex};
use eldorado_core::map::{Map, PieceIdx, SpaceId};

use crate::report::Gate;

/// A point in hex units: a hex's centre at `hex::to_pixel(h, 1.0)`, x east, y south.
pub(crate) type Point = (f32, f32);

pub(crate) fn px(h: Hex) -> Point {
    hex::to_pixel(h, 1.0)
}

/// Twice the signed area of o, a, p: which side of the line o–a the point p lies.
pub(crate) fn side(o: Point, a: Point, p: Point) -> f32 {
    (a.0 - o.0) * (p.1 - o.1) - (a.1 - o.1) * (p.0 - o.0)
}

/// A tiny shift that keeps a line off every hex centre.
pub(crate) fn nudge(p: Point) -> Point {
    (p.0 + 0.013, p.1 + 0.007)
}

fn point(p: Point) -> [f64; 2] {
    // Three decimals: the line is for drawing and for a reader's own count.
    let r = |x: f32| (f64::from(x) * 1000.0).round() / 1000.0;
    [r(p.0), r(p.1)]
}

/// The gate of one half of a fork's cut line (`from`–`to`): of the steps
/// across it (`across`, both directions), those that go the way the way's
/// route crosses it, from the start side to El Dorado's. Empty when the
/// route does not cross it.
pub(crate) fn fork_gate(
    map: &Map,
    (from, to): (Point, Point),
    across: &[(SpaceId, SpaceId)],
    route: &[SpaceId],
) -> Gate {
    let left = |s: SpaceId| side(from, to, px(map.space(s).hex)) > 0.0;
    let line = [point(from), point(to)];
    let Some(first) = route.windows(2).find(|w| across.contains(&(w[0], w[1]))) else {
        return Gate { line, steps: Vec::new() };
    };
    let before = left(first[0]);
    let mut steps: Vec<(SpaceId, SpaceId)> =
        across.iter().copied().filter(|&(a, _)| left(a) == before).collect();
    steps.sort_unstable();
    steps.dedup();
    Gate { line, steps }
}

fn norm(v: Point) -> Option<Point> {
    let l = (v.0 * v.0 + v.1 * v.1).sqrt();
    (l > 1e-3).then(|| (v.0 / l, v.1 / l))
}

fn dot(a: Point, b: Point) -> f32 {
    a.0 * b.0 + a.1 * b.1
}

/// How far the line from `c` along `dir` stays on the pieces `on` (their
/// spaces and mountains alike), in hex units: where it leaves them, it
/// leaves the way there.
fn reach(map: &Map, on: &[PieceIdx], c: Point, dir: Point) -> f32 {
    const STEP: f32 = 0.05;
    let mut t = 0.0;
    while t < 40.0 {
        let h = hex::from_pixel(c.0 + t * dir.0, c.1 + t * dir.1, 1.0);
        match map.id_at(h) {
            Some(s) if on.contains(&map.space(s).piece) => t += STEP,
            _ => break,
        }
    }
    t
}

/// The two gates of a bend, inner then outer: the cut across the bent piece
/// through its centre `c` along the bisector of the turn from direction `d1`
/// (the way in) to `d2` (the way out). `on` are the bent piece and the
/// pieces before and after it. `None` when the turn has no bisector (the
/// way comes straight back).
pub(crate) fn bend_gates(
    map: &Map,
    on: &[PieceIdx],
    c: Point,
    d1: Point,
    d2: Point,
) -> Option<[Gate; 2]> {
    // The bisector points into the turn: turning from d1 to d2, the inside
    // of the corner lies towards d2 − d1.
    let inward = norm((d2.0 - d1.0, d2.1 - d1.1))?;
    let mut ahead = (-inward.1, inward.0);
    if dot(ahead, (d1.0 + d2.0, d1.1 + d2.1)) < 0.0 {
        ahead = (-ahead.0, -ahead.1);
    }
    let c = nudge(c);
    let t_in = reach(map, on, c, inward);
    let t_out = reach(map, on, c, (-inward.0, -inward.1));
    let past =
        |s: SpaceId| dot((px(map.space(s).hex).0 - c.0, px(map.space(s).hex).1 - c.1), ahead);
    let (mut inner, mut outer) = (Vec::new(), Vec::new());
    for a in on.iter().flat_map(|&p| map.piece(p).spaces.iter().copied()) {
        if !map.space(a).is_enterable() || past(a) > 0.0 {
            continue;
        }
        for &b in map.neighbours(a) {
            let (sa, sb) = (past(a), past(b));
            if !map.space(b).is_enterable() || sb <= 0.0 {
                continue;
            }
            // Where the step crosses the line, along it from the centre.
            let (pa, pb) = (px(map.space(a).hex), px(map.space(b).hex));
            let k = sa / (sa - sb);
            let at = (pa.0 + k * (pb.0 - pa.0) - c.0, pa.1 + k * (pb.1 - pa.1) - c.1);
            let t = dot(at, inward);
            if t > 0.0 && t <= t_in {
                inner.push((a, b));
            } else if t <= 0.0 && -t <= t_out {
                outer.push((a, b));
            }
        }
    }
    let end = |t: f32, d: Point| point((c.0 + t * d.0, c.1 + t * d.1));
    let gate = |mut steps: Vec<(SpaceId, SpaceId)>, t: f32, d: Point| {
        steps.sort_unstable();
        steps.dedup();
        Gate { line: [point(c), end(t, d)], steps }
    };
    Some([gate(inner, t_in, inward), gate(outer, t_out, (-inward.0, -inward.1))])
}
