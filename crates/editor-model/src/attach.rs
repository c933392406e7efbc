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
use eldorado_messages::text_with;

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
    /// The finish plate moved on beyond the piece, when the plate ended the
    /// course (its side id).
    pub before_plate: Option<String>,
}

/// The piece where the course continues: the last one laid that is not a
/// finish plate (a plate ends the course; nothing continues from it).
pub fn open_end(course: &Course) -> Option<&Placement> {
    course.pieces.iter().rev().find(|p| p.side().is_some_and(|s| s.kind != PieceKind::Finish))
}

/// The finish plate on the course: its index among the placements and the
/// placement.
fn finish_plate(course: &Course) -> Option<(usize, &Placement)> {
    course
        .pieces
        .iter()
        .enumerate()
        .find(|(_, p)| p.side().is_some_and(|s| s.kind == PieceKind::Finish))
}

/// Every place where `side` may join the course at its open end — flush
/// against the open end's piece, breaking no rule — those leading farthest
/// from the rest of the course first; on an empty course, a start board at
/// the middle of the table. On a course the finish plate already ends, a
/// board goes in before the plate, which moves on to the board's far side
/// (one step): the course goes on where it ended, rather than a board stuck
/// beside the last one as a dead end.
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
    // Before the plate: the board may take the plate's own place.
    let plate = finish_plate(course).filter(|_| piece.kind != PieceKind::Finish);
    let moving = plate.map(|(i, _)| i);
    let candidates = flush_places(course, moving, side, &end_hexes, middle, REACH, rest);
    match plate {
        Some((index, plate)) => candidates
            .into_iter()
            .filter_map(|(rotation, origin)| {
                try_before_plate(doc, side, rotation, origin, (index, plate), middle)
            })
            .take(MOST)
            .collect(),
        None => candidates
            .into_iter()
            .filter_map(|(rotation, origin)| try_place(doc, side, rotation, origin))
            .take(MOST)
            .collect(),
    }
}

/// How many of the plate's places beyond a new board are tried, each
/// assembling the course.
const PLATE_TRIES: usize = 8;

/// `side` put down at (`rotation`, `origin`) and the finish plate moved on
/// to its far side, flush against it, if the course's checks let both stay
/// there: the plate's places farthest from the old open end (`end`, its
/// middle) first.
fn try_before_plate(
    doc: &Document,
    side: &str,
    rotation: Rotation,
    origin: Hex,
    (index, plate): (usize, &Placement),
    end: (f32, f32),
) -> Option<EndPlace> {
    let board = Placement::new(side, rotation, origin);
    let board_hexes: HashSet<Hex> = board.hexes().collect();
    let at = mean(board_hexes.iter().copied())?;
    let mut course = doc.course().clone();
    course.pieces.push(board.clone());
    let places = flush_places(&course, Some(index), &plate.piece, &board_hexes, at, 4, end);
    let lang = doc.lang();
    let label = text_with(
        lang,
        "editor-step-place-before-plate",
        &[
            ("piece", crate::words::piece(lang, side).into()),
            ("plate", crate::words::piece(lang, &plate.piece).into()),
        ],
    );
    places.into_iter().take(PLATE_TRIES).find_map(|(turn, o)| {
        let edits = vec![
            Edit::Place(board.clone()),
            Edit::Move { piece: plate.piece.clone(), origin: o, rotation: turn },
        ];
        let change = Change::Batch { label: label.clone(), edits };
        let tried = Prepared::new(doc, change).ok()?;
        let named = tried
            .assembly()
            .problems
            .iter()
            .any(|p| p.pieces.iter().any(|id| *id == side || *id == plate.piece));
        (!named).then(|| EndPlace {
            rotation,
            origin,
            tried: Arc::new(tried),
            before_plate: Some(plate.piece.clone().into()),
        })
    })
}

/// Every (turn, origin) where `side` snaps flush onto `course` (leaving out
/// the placement `moving`) touching a hex of `against`, searched `reach`
/// hexes out from `around` in the six directions: those whose middle lies
/// farthest from `from` first, then by turn, so that cycling turns the piece.
fn flush_places(
    course: &Course,
    moving: Option<usize>,
    side: &str,
    against: &HashSet<Hex>,
    around: (f32, f32),
    reach: i32,
    from: (f32, f32),
) -> Vec<(Rotation, Hex)> {
    let Some(piece) = Catalog::get().side(side) else { return Vec::new() };
    let mut seen = HashSet::new();
    let mut found: Vec<(f32, Rotation, Hex)> = Vec::new();
    for d in NEIGHBOUR_OFFSETS {
        let near = (around.0 + (reach * d.x) as f32, around.1 + (reach * d.y) as f32);
        for r in 0..6 {
            let rotation = Rotation::wrapping(r);
            for origin in snap::snap_positions(course, moving, side, rotation, near) {
                let hexes: Vec<Hex> =
                    piece.spaces.iter().map(|s| hex::place(s.local, rotation, origin)).collect();
                let joins = hexes.iter().any(|&h| hex::neighbours(h).any(|n| against.contains(&n)));
                if joins && seen.insert((rotation, origin)) {
                    let at = mean(hexes.iter().copied()).unwrap_or(near);
                    let away = (at.0 - from.0).powi(2) + (at.1 - from.1).powi(2);
                    found.push((away, rotation, origin));
                }
            }
        }
    }
    found.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then(a.1.steps().cmp(&b.1.steps()))
            .then((a.2.y, a.2.x).cmp(&(b.2.y, b.2.x)))
    });
    found.into_iter().map(|(_, rotation, origin)| (rotation, origin)).collect()
}

/// `side` put down at (`rotation`, `origin`), if the course's checks let it stay there.
fn try_place(doc: &Document, side: &str, rotation: Rotation, origin: Hex) -> Option<EndPlace> {
    let change = Change::Edit(Edit::Place(Placement::new(side, rotation, origin)));
    let tried = Prepared::new(doc, change).ok()?;
    let named = tried.assembly().problems.iter().any(|p| p.pieces.iter().any(|id| id == side));
    (!named).then(|| EndPlace { rotation, origin, tried: Arc::new(tried), before_plate: None })
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
