//! Lines clipped to the picture before they are stroked: a route of an
//! overlay may run far off the course (an overlay is checked for its size,
//! not for where its hexes lie), and stroking ten thousand long segments
//! that nobody sees took a minute for a PNG. What lies outside the picture
//! is dropped; a segment that crosses its edge is cut at the edge.

use super::Rect;

/// A point in the drawing's units.
type Point = (f32, f32);

/// The parts of the polyline through `points` that lie in `rect`, each a
/// run of at least two points; a point repeated is kept once, and a segment
/// drawn before (either way) is not drawn again. With round caps and joins a
/// stroked line is the union of its stroked segments, so neither changes
/// the picture; a route that goes back and forth between two hexes ten
/// thousand times is then one segment to stroke.
pub(crate) fn polyline(points: &[(f32, f32)], rect: Rect) -> Vec<Vec<(f32, f32)>> {
    let mut runs: Vec<Vec<(f32, f32)>> = Vec::new();
    let mut open = false;
    let mut drawn = std::collections::HashSet::new();
    let key = |p: (f32, f32)| (p.0.to_bits(), p.1.to_bits());
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if a == b {
            continue;
        }
        let (ka, kb) = (key(a), key(b));
        if !drawn.insert(if ka <= kb { (ka, kb) } else { (kb, ka) }) {
            open = false;
            continue;
        }
        let Some((from, to, cut_end)) = segment(a, b, rect) else {
            open = false;
            continue;
        };
        match runs.last_mut() {
            Some(run) if open && run.last() == Some(&from) => run.push(to),
            _ => runs.push(vec![from, to]),
        }
        // A segment cut at the edge ends its run: the next one starts anew.
        open = !cut_end;
    }
    runs
}

/// The distance between neighbouring hex centres, in the drawing's units.
const STEP: f32 = 1.732_050_8;

/// How far the runs go, in steps from one hex to its neighbour.
pub(crate) fn steps(runs: &[Vec<(f32, f32)>]) -> f32 {
    let length: f32 = runs
        .iter()
        .flat_map(|run| run.windows(2))
        .map(|w| ((w[1].0 - w[0].0).powi(2) + (w[1].1 - w[0].1).powi(2)).sqrt())
        .sum();
    length / STEP
}

/// The most a route may run inside a picture, in steps, once its repeats
/// are dropped: twice what a route through every pair of neighbouring hexes
/// in the picture runs (a hex takes 2.6 square units, and has three
/// neighbours of its own), and never less than 200. More than that is
/// lines drawn across the picture over and over, which a route of
/// neighbouring hexes cannot be and which would take minutes to stroke.
pub(crate) fn most_steps(picture: Rect) -> f32 {
    let hexes = picture.w * picture.h / 2.598;
    (2.0 * 3.0 * hexes).max(200.0)
}

/// Whether a point lies in the rectangle (edges included).
pub(crate) fn inside(p: (f32, f32), r: Rect) -> bool {
    p.0 >= r.x && p.0 <= r.x + r.w && p.1 >= r.y && p.1 <= r.y + r.h
}

/// The part of the segment `a`–`b` in `r` (Liang–Barsky), and whether its
/// end was cut.
fn segment(a: Point, b: Point, r: Rect) -> Option<(Point, Point, bool)> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (mut t0, mut t1) = (0.0_f32, 1.0_f32);
    for (p, q) in [(-dx, a.0 - r.x), (dx, r.x + r.w - a.0), (-dy, a.1 - r.y), (dy, r.y + r.h - a.1)]
    {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
            continue;
        }
        let t = q / p;
        if p < 0.0 {
            t0 = t0.max(t);
        } else {
            t1 = t1.min(t);
        }
        if t0 > t1 {
            return None;
        }
    }
    let at = |t: f32| (a.0 + t * dx, a.1 + t * dy);
    let from = if t0 > 0.0 { at(t0) } else { a };
    let (to, cut) = if t1 < 1.0 { (at(t1), true) } else { (b, false) };
    Some((from, to, cut))
}

#[cfg(test)]
mod tests {
    use super::*;

    const R: Rect = Rect { x: 0.0, y: 0.0, w: 10.0, h: 10.0 };

    #[test]
    fn what_lies_outside_is_dropped_and_crossings_are_cut() {
        // Inside: one run, as it was.
        assert_eq!(
            polyline(&[(1.0, 1.0), (2.0, 2.0), (3.0, 1.0)], R),
            vec![vec![(1.0, 1.0), (2.0, 2.0), (3.0, 1.0)]]
        );
        // Far off: nothing.
        let far: Vec<(f32, f32)> = (0..10_000).map(|i| (1e6 + i as f32, -1e6)).collect();
        assert!(polyline(&far, R).is_empty());
        // Out and back in: two runs, cut at the edge.
        let runs = polyline(&[(5.0, 5.0), (15.0, 5.0), (15.0, 8.0), (5.0, 8.0)], R);
        assert_eq!(runs, vec![vec![(5.0, 5.0), (10.0, 5.0)], vec![(10.0, 8.0), (5.0, 8.0)]]);
        // Crossing the whole picture: the part inside.
        assert_eq!(polyline(&[(-5.0, 5.0), (15.0, 5.0)], R), vec![vec![(0.0, 5.0), (10.0, 5.0)]]);
        // Back and forth is one segment; a point repeated is one point.
        let zigzag: Vec<(f32, f32)> =
            (0..10_000).map(|i| if i % 2 == 0 { (1.0, 1.0) } else { (9.0, 9.0) }).collect();
        assert_eq!(polyline(&zigzag, R), vec![vec![(1.0, 1.0), (9.0, 9.0)]]);
        assert!((steps(&polyline(&zigzag, R)) - 8.0 * 2f32.sqrt() / STEP).abs() < 1e-3);
        assert_eq!(
            polyline(&[(1.0, 1.0), (1.0, 1.0), (2.0, 2.0)], R),
            vec![vec![(1.0, 1.0), (2.0, 2.0)]]
        );
    }
}
