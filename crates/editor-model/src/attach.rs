//! Building without the mouse: a piece added where the course continues
//! (its open end), each of the places it fits there offered in turn, and a
//! placed piece moved to the next flush place in a direction (the arrow
//! keys). Every place is judged as a drop is, by the course's own checks on
//! a copy of the course with the piece there.

use std::collections::HashSet;
use std::sync::Arc;

use crate::changes::Change;
use crate::document::{Document, Prepared, Ready};
use crate::placing;
use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::course::{Course, Edit, Placement, snap};
use eldorado_core::hex::{self, Hex, NEIGHBOUR_OFFSETS, Rotation};

/// How far from the open end's middle a new piece's middle may lie, in
/// hexes: a board beside a board, with room to spare.
const REACH: i32 = 7;
/// At most this many places are judged for one piece (each assembles a map).
const MOST: usize = 24;

/// A place for a new piece at the open end, tried on the course.
#[derive(Debug, Clone)]
pub struct EndPlace {
    /// How the piece is turned.
    pub rotation: Rotation,
    /// Where its origin goes.
    pub origin: Hex,
    /// The course with the piece there, assembled.
    pub tried: Arc<Prepared>,
}

/// The piece where the course continues: the last one laid that is not a
/// finish plate (a plate ends the course; nothing continues from it).
pub fn open_end(course: &Course) -> Option<&Placement> {
    course.pieces.iter().rev().find(|p| p.side().is_some_and(|s| s.kind != PieceKind::Finish))
}

/// Every place where `side` may join the course at its open end — flush
/// against the open end's piece, breaking no rule — those leading farthest
/// from the rest of the course first; on an empty course, a start board at
/// the middle of the table.
pub fn end_places(doc: &Document, side: &str) -> Vec<EndPlace> {
    let course = doc.course();
    let Some(piece) = Catalog::get().side(side) else { return Vec::new() };
    let Some(end) = open_end(course) else {
        if piece.kind != PieceKind::Start {
            return Vec::new();
        }
        return (0..6)
            .filter_map(|r| try_place(doc, side, Rotation::wrapping(r), Hex::ZERO))
            .collect();
    };
    let end_hexes: HashSet<Hex> = end.hexes().collect();
    let middle = mean(end_hexes.iter().copied());
    let rest = mean(course.pieces.iter().filter(|p| p.piece != end.piece).flat_map(|p| p.hexes()))
        .unwrap_or(middle.unwrap_or((0.0, 0.0)));
    let Some(middle) = middle else { return Vec::new() };
    let mut seen = HashSet::new();
    let mut candidates: Vec<(f32, Rotation, Hex)> = Vec::new();
    for d in NEIGHBOUR_OFFSETS {
        let near = (middle.0 + (REACH * d.x) as f32, middle.1 + (REACH * d.y) as f32);
        for r in 0..6 {
            let rotation = Rotation::wrapping(r);
            for origin in snap::snap_positions(course, None, side, rotation, near) {
                let hexes: Vec<Hex> =
                    piece.spaces.iter().map(|s| hex::place(s.local, rotation, origin)).collect();
                let joins_end =
                    hexes.iter().any(|&h| hex::neighbours(h).any(|n| end_hexes.contains(&n)));
                if joins_end && seen.insert((rotation, origin)) {
                    let at = mean(hexes.iter().copied()).unwrap_or(near);
                    let away = (at.0 - rest.0).powi(2) + (at.1 - rest.1).powi(2);
                    candidates.push((away, rotation, origin));
                }
            }
        }
    }
    // Farthest from the rest first; then by turn, so that cycling turns the piece.
    candidates.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then(a.1.steps().cmp(&b.1.steps()))
            .then((a.2.y, a.2.x).cmp(&(b.2.y, b.2.x)))
    });
    candidates
        .into_iter()
        .filter_map(|(_, rotation, origin)| try_place(doc, side, rotation, origin))
        .take(MOST)
        .collect()
}

/// `side` put down at (`rotation`, `origin`), if the course's checks let it stay there.
fn try_place(doc: &Document, side: &str, rotation: Rotation, origin: Hex) -> Option<EndPlace> {
    let change = Change::Edit(Edit::Place(Placement::new(side, rotation, origin)));
    let tried = Prepared::new(doc, change).ok()?;
    let named = tried.assembly().problems.iter().any(|p| p.pieces.iter().any(|id| id == side));
    (!named).then(|| EndPlace { rotation, origin, tried: Arc::new(tried) })
}

/// The mean of hexes in fractional axial coordinates.
fn mean(hexes: impl Iterator<Item = Hex>) -> Option<(f32, f32)> {
    let (mut q, mut r, mut n) = (0.0, 0.0, 0.0);
    for h in hexes {
        q += h.x as f32;
        r += h.y as f32;
        n += 1.0;
    }
    (n > 0.0).then(|| (q / n, r / n))
}

/// A direction on the screen, as the arrow keys give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heading {
    /// Towards the top of the screen.
    Up,
    /// Towards the bottom.
    Down,
    /// Towards the left.
    Left,
    /// Towards the right.
    Right,
}

impl Heading {
    /// "to the left", "upwards".
    pub fn words(self) -> &'static str {
        match self {
            Heading::Up => "upwards",
            Heading::Down => "downwards",
            Heading::Left => "to the left",
            Heading::Right => "to the right",
        }
    }

    /// The direction as a unit vector on the table (y down, as drawn).
    fn unit(self) -> (f32, f32) {
        match self {
            Heading::Up => (0.0, -1.0),
            Heading::Down => (0.0, 1.0),
            Heading::Left => (-1.0, 0.0),
            Heading::Right => (1.0, 0.0),
        }
    }
}

/// The placed piece `id` moved to the next flush place in `direction`
/// where the course's checks let it stay (a board's finish plate goes with
/// it), tried on the course; `None` when there is none within a board's breadth.
pub fn step_place(doc: &Document, id: &str, direction: Heading) -> Option<Ready> {
    let p = doc.course().placement(id)?;
    let (dx, dy) = direction.unit();
    let (x0, y0) = hex::to_pixel(p.origin, 1.0);
    // Half a hex at a time, so that no flush place in between is jumped over.
    for step in 1..=24 {
        let d = step as f32 * 0.75;
        let rough = hex::fract_from_pixel(x0 + dx * d, y0 + dy * d, 1.0);
        let ghost = placing::evaluate(doc, Some(id), &p.piece, p.rotation, rough);
        if !ghost.snapped || ghost.verdict.is_err() || ghost.origin == p.origin {
            continue;
        }
        let (x, y) = hex::to_pixel(ghost.origin, 1.0);
        let ahead = (x - x0) * dx + (y - y0) * dy;
        let aside = ((x - x0) * dy - (y - y0) * dx).abs();
        if ahead > 0.0 && aside <= ahead * 1.8 + 0.5 {
            return ghost.prepared.map(Ready::Tried);
        }
    }
    None
}
