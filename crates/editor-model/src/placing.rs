//! Placing pieces: a piece held under the pointer, the ghost showing where it
//! would land (snapped flush to the course when it can be), and whether it may
//! land there. Also turning a placed piece in place.
//!
//! The verdict comes from the course checks themselves: the course is assembled
//! with the piece where the ghost is, and any problem naming the piece is the
//! reason it may not go there. That assembled course is kept with the ghost
//! ([`Prepared`]), so putting the piece down assembles no map again: one map
//! per place the ghost visits.

use std::sync::Arc;

use crate::changes::{Carry, Change, PieceMove};
use crate::document::{Document, Prepared};
use crate::request::Request;
use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::course::{Course, Edit, EditError, Placement, snap};
use eldorado_core::hex::{self, Hex, Rotation};

/// How far (in hexes) the ghost jumps to reach a flush position; beyond this
/// it stays under the pointer and shows why it does not fit.
pub const SNAP_REACH: u32 = 4;

/// Where a held piece came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DragSource {
    /// A new piece from the palette.
    Palette,
    /// A piece already on the course, by its index in the course.
    Placed(usize),
}

/// Why a held piece may not be put down where its ghost is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DropRefusal {
    /// The edit cannot be made at all (a side the game does not have).
    #[error(transparent)]
    Edit(#[from] EditError),
    /// The course would break one of its rules there: the checker's sentence.
    #[error("{0}")]
    Rule(String),
    /// Nowhere near a free edge of the course.
    #[error("{piece} does not meet the course flush here; bring it next to a free edge")]
    NotFlush {
        /// The piece, in words.
        piece: String,
    },
    /// Several pieces held together, nowhere near a free edge of the rest.
    #[error("{pieces} do not meet the course flush here; bring them next to a free edge")]
    GroupNotFlush {
        /// The pieces, in words ("board C and board D", "3 pieces").
        pieces: String,
    },
}

/// Where the held piece would land and whether it may.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ghost {
    /// Where the piece's origin would be.
    pub origin: Hex,
    /// The origin is a flush position found by snapping.
    pub snapped: bool,
    /// Why the piece may not be put down here, if it may not.
    pub verdict: Result<(), DropRefusal>,
    /// Where the finish plate carried along with the piece would land.
    pub carry: Option<Carry>,
    /// The piece put down here, tried on the course: what a drop makes, with
    /// its map already assembled. `None` when the edit cannot be made.
    pub prepared: Option<Arc<Prepared>>,
}

/// A piece held under the pointer.
#[derive(Debug, Clone)]
pub struct PieceDrag {
    /// Where it came from.
    pub source: DragSource,
    /// The side shown (flipping while held changes it).
    pub side: String,
    /// Its rotation.
    pub rotation: Rotation,
    /// The finish plate that wraps the held piece and moves with it.
    pub carried: Option<usize>,
    /// The point of the piece held under the pointer, in the piece's own frame.
    grab: (f32, f32),
    /// Mouse-wheel travel not yet turned into a rotation step.
    pub wheel: f32,
    cache: Option<(CacheKey, Ghost)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct CacheKey {
    side: String,
    rotation: Rotation,
    rough: Hex,
    course: crate::document::Stamp,
}

impl PieceDrag {
    /// A new piece, held by its middle.
    pub fn from_palette(side: &str) -> Self {
        PieceDrag {
            source: DragSource::Palette,
            side: side.to_string(),
            rotation: Rotation::ZERO,
            carried: None,
            grab: centroid(side),
            wheel: 0.0,
            cache: None,
        }
    }

    /// A placed piece, held at the point under the pointer (fractional axial).
    pub fn from_placed(course: &Course, index: usize, pointer: (f32, f32)) -> Option<Self> {
        let p = course.pieces.get(index)?;
        let rel = (pointer.0 - p.origin.x as f32, pointer.1 - p.origin.y as f32);
        let grab = p.rotation.inverse().apply_fract(rel);
        Some(PieceDrag {
            source: DragSource::Placed(index),
            side: p.piece.clone(),
            rotation: p.rotation,
            carried: carried_finish(course, index),
            grab,
            wheel: 0.0,
            cache: None,
        })
    }

    /// The index of the placed piece held, if it is one.
    pub fn moving(&self) -> Option<usize> {
        match self.source {
            DragSource::Palette => None,
            DragSource::Placed(i) => Some(i),
        }
    }

    /// Turns the held piece one step about the point under the pointer.
    pub fn rotate(&mut self, clockwise: bool) {
        self.rotation =
            if clockwise { self.rotation.clockwise() } else { self.rotation.counter_clockwise() };
    }

    /// Turns the held piece over to the other side of its physical piece.
    pub fn flip(&mut self) {
        if let Some(other) = Catalog::get().flip(&self.side) {
            self.side = other.id.clone();
        }
    }

    /// Where the piece would land with the pointer at `pointer` (fractional
    /// axial). Judged again only when the pointer reaches another hex, the
    /// piece is turned or flipped, or the course changes.
    pub fn ghost(&mut self, doc: &Document, pointer: (f32, f32)) -> Ghost {
        let g = self.rotation.apply_fract(self.grab);
        let rough = (pointer.0 - g.0, pointer.1 - g.1);
        let key = CacheKey {
            side: self.side.clone(),
            rotation: self.rotation,
            rough: Hex::round([rough.0, rough.1]),
            course: doc.stamp(),
        };
        if let Some((k, ghost)) = &self.cache
            && *k == key
        {
            return ghost.clone();
        }
        let ghost = evaluate(doc, self.moving(), &self.side, self.rotation, rough);
        self.cache = Some((key, ghost.clone()));
        ghost
    }

    /// The change that puts the piece down at the ghost.
    pub fn change(&self, doc: &Document, ghost: &Ghost) -> Change {
        change(doc.course(), self.source, &self.side, self.rotation, ghost.origin, &ghost.carry)
    }

    /// What the editor is asked to do when the piece is put down at the
    /// ghost: the change as the ghost tried it (no map assembled again), or
    /// made afresh if it could not be tried.
    pub fn put_down(&self, doc: &Document, ghost: &Ghost) -> Request {
        match &ghost.prepared {
            Some(p) => Request::Prepared(Arc::clone(p)),
            None => Request::Edit(self.change(doc, ghost)),
        }
    }
}

/// The change that puts `side` down at `origin`: a new piece from the
/// palette, or a placed piece moved (with its finish plate).
fn change(
    course: &Course,
    source: DragSource,
    side: &str,
    rotation: Rotation,
    origin: Hex,
    carry: &Option<Carry>,
) -> Change {
    match source.placed().and_then(|i| course.pieces.get(i)) {
        None => Change::Edit(Edit::Place(Placement::new(side, rotation, origin))),
        Some(p) => Change::Move(PieceMove {
            piece: p.piece.clone(),
            side: side.to_string(),
            rotation,
            origin,
            carry: carry.clone(),
        }),
    }
}

impl DragSource {
    fn placed(self) -> Option<usize> {
        match self {
            DragSource::Palette => None,
            DragSource::Placed(i) => Some(i),
        }
    }
}

/// The middle of a piece side, in its own frame.
fn centroid(side: &str) -> (f32, f32) {
    let Some(s) = Catalog::get().side(side) else { return (0.0, 0.0) };
    let n = s.spaces.len().max(1) as f32;
    let (q, r) = s
        .spaces
        .iter()
        .fold((0.0, 0.0), |(q, r), sp| (q + sp.local.x as f32, r + sp.local.y as f32));
    (q / n, r / n)
}

/// The finish plate wrapping a corner of placement `index`, if any.
pub fn carried_finish(course: &Course, index: usize) -> Option<usize> {
    let board = course.pieces.get(index)?;
    if !board.side().is_some_and(|s| s.kind.is_board()) {
        return None;
    }
    let hexes: Vec<Hex> = board.hexes().collect();
    course.pieces.iter().position(|p| {
        p.side().is_some_and(|s| s.kind == PieceKind::Finish)
            && p.side().and_then(|s| s.corner_notch).is_some_and(|n| hexes.contains(&p.to_world(n)))
    })
}

/// Where a carried placement goes when the piece it rides on moves from
/// `from` to (`rotation`, `origin`): the same place relative to that piece.
fn carry_along(from: &Placement, rotation: Rotation, origin: Hex, carried: &Placement) -> Carry {
    let local = hex::unplace(carried.origin, from.rotation, from.origin);
    let turn =
        Rotation::wrapping(i64::from(carried.rotation.steps()) - i64::from(from.rotation.steps()));
    Carry {
        piece: carried.piece.clone(),
        rotation: Rotation::wrapping(i64::from(rotation.steps()) + i64::from(turn.steps())),
        origin: hex::place(local, rotation, origin),
    }
}

/// Snaps a piece near `rough` (a fractional origin) and judges the spot,
/// assembling the course with the piece there: one map. A moved board takes
/// its finish plate along, so the plate is left out while snapping.
pub fn evaluate(
    doc: &Document,
    moving: Option<usize>,
    side: &str,
    rotation: Rotation,
    rough: (f32, f32),
) -> Ghost {
    let course = doc.course();
    let nearest = Hex::round([rough.0, rough.1]);
    let carried = moving.and_then(|i| carried_finish(course, i));
    let (scratch, scratch_moving) = match (carried, moving) {
        (Some(f), Some(i)) => {
            let mut c = course.clone();
            c.pieces.remove(f);
            (std::borrow::Cow::Owned(c), Some(if f < i { i - 1 } else { i }))
        }
        _ => (std::borrow::Cow::Borrowed(course), moving),
    };
    let snapped = snap::snap_positions(&scratch, scratch_moving, side, rotation, rough)
        .into_iter()
        .next()
        .filter(|&o| hex::distance(o, nearest) <= SNAP_REACH);
    let origin = snapped.unwrap_or(nearest);
    let carry = match (carried, moving) {
        (Some(f), Some(i)) => {
            Some(carry_along(&course.pieces[i], rotation, origin, &course.pieces[f]))
        }
        _ => None,
    };
    let source = moving.map_or(DragSource::Palette, DragSource::Placed);
    let tried = Prepared::new(doc, change(course, source, side, rotation, origin, &carry));
    let verdict = match &tried {
        Err(e) => Err(DropRefusal::Edit(e.clone())),
        Ok(p) => judge(p, side, snapped.is_some()),
    };
    Ghost { origin, snapped: snapped.is_some(), verdict, carry, prepared: tried.ok().map(Arc::new) }
}

/// Whether the piece may stay where the change put it: no problem of the
/// assembled course names it, and it was snapped flush.
fn judge(tried: &Prepared, side: &str, snapped: bool) -> Result<(), DropRefusal> {
    let problems = &tried.assembly().problems;
    if let Some(p) = problems.iter().find(|p| p.pieces.iter().any(|id| id == side)) {
        return Err(DropRefusal::Rule(p.message.clone()));
    }
    if snapped {
        Ok(())
    } else {
        let piece = Catalog::get().side(side).map_or_else(|| side.to_string(), |s| s.label());
        Err(DropRefusal::NotFlush { piece })
    }
}

/// What turning a placed piece one step about its middle asks of the editor:
/// it lands on a flush position next to where it was when there is one, and a
/// board's finish plate turns with it. Tried on the course once (one map).
pub fn rotate_in_place(doc: &Document, index: usize, clockwise: bool) -> Option<Request> {
    let course = doc.course();
    let p = course.pieces.get(index)?;
    let c = centroid(&p.piece);
    let rotation = if clockwise { p.rotation.clockwise() } else { p.rotation.counter_clockwise() };
    let (old, new) = (p.rotation.apply_fract(c), rotation.apply_fract(c));
    let rough = (p.origin.x as f32 + old.0 - new.0, p.origin.y as f32 + old.1 - new.1);
    let nearest = Hex::round([rough.0, rough.1]);
    let ghost = evaluate(doc, Some(index), &p.piece, rotation, rough);
    if ghost.snapped
        && hex::distance(ghost.origin, nearest) <= 1
        && let Some(prepared) = ghost.prepared
    {
        return Some(Request::Prepared(prepared));
    }
    let carry =
        carried_finish(course, index).map(|f| carry_along(p, rotation, nearest, &course.pieces[f]));
    let source = DragSource::Placed(index);
    Some(Request::Edit(change(course, source, &p.piece, rotation, nearest, &carry)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::map::{Map, Rule};

    fn doc(course: Course) -> Document {
        Document::unsaved(course, "test")
    }

    fn without(course: &Course, id: &str) -> (Course, Placement) {
        let mut c = course.clone();
        let i = c.pieces.iter().position(|p| p.piece == id).unwrap();
        let p = c.pieces.remove(i);
        c.blockades.retain(|b| !b.between.contains(&id.to_string()));
        (c, p)
    }

    /// The change a request makes, and the course it makes.
    fn made(doc: &Document, r: Request) -> (Change, Course) {
        let change = match r {
            Request::Prepared(p) => p.change().clone(),
            Request::Edit(c) => c,
            other => panic!("not an edit: {other:?}"),
        };
        let mut course = doc.course().clone();
        change.apply(&mut course).unwrap();
        (change, course)
    }

    #[test]
    fn a_piece_dropped_near_its_official_spot_snaps_there() {
        let (course, i) = without(&official::default_course(), "I");
        let d = doc(course);
        // Hold I by its middle, pointer a little off its true position.
        let mut drag = PieceDrag::from_palette("I");
        drag.rotation = i.rotation;
        let g = i.rotation.apply_fract(centroid("I"));
        let pointer = (i.origin.x as f32 + g.0 + 0.4, i.origin.y as f32 + g.1 - 0.3);
        let ghost = drag.ghost(&d, pointer);
        assert_eq!((ghost.origin, ghost.snapped, &ghost.verdict), (i.origin, true, &Ok(())));
        assert_eq!(ghost.carry, None);
    }

    #[test]
    fn a_piece_far_from_the_course_is_refused_with_the_reason() {
        let d = doc(official::default_course());
        let ghost = evaluate(&d, None, "E", Rotation::ZERO, (40.0, 40.0));
        assert!(!ghost.snapped);
        assert_eq!(ghost.origin, Hex::new(40, 40));
        let reason = ghost.verdict.unwrap_err().to_string();
        assert!(reason.contains("not connected"), "{reason}");
    }

    #[test]
    fn the_other_side_of_a_placed_piece_is_refused() {
        let (course, i) = without(&official::default_course(), "I");
        let mut with_j = course.clone();
        with_j.pieces.push(Placement::new("J", Rotation::ZERO, Hex::new(30, 30)));
        let d = doc(with_j);
        let ghost = evaluate(&d, None, "I", i.rotation, (i.origin.x as f32, i.origin.y as f32));
        assert!(ghost.snapped);
        let reason = ghost.verdict.unwrap_err().to_string();
        assert!(reason.contains("both used"), "{reason}");
    }

    #[test]
    fn a_held_piece_turns_about_the_point_under_the_pointer() {
        let course = official::default_course();
        let d = doc(course.clone());
        let c = course.pieces.iter().position(|p| p.piece == "C").unwrap();
        let origin = course.pieces[c].origin;
        let pointer = (origin.x as f32 + 2.0, origin.y as f32 - 1.0);
        let mut drag = PieceDrag::from_placed(&course, c, pointer).unwrap();
        // Unturned and held in place, it lands where it is.
        let ghost = drag.ghost(&d, pointer);
        assert_eq!((ghost.origin, ghost.snapped, ghost.verdict), (origin, true, Ok(())));
        drag.rotate(true);
        drag.rotate(false);
        assert_eq!(drag.ghost(&d, pointer).origin, origin);
        drag.flip();
        assert_eq!(drag.side, "D");
        let ghost = drag.ghost(&d, pointer);
        assert_eq!(ghost.verdict, Ok(()), "D fits where C was");
        assert_eq!(
            drag.change(&d, &ghost),
            Change::Move(PieceMove {
                piece: "C".into(),
                side: "D".into(),
                rotation: course.pieces[c].rotation,
                origin,
                carry: None
            })
        );
        assert!(matches!(drag.put_down(&d, &ghost), Request::Prepared(_)));
    }

    #[test]
    fn a_drag_assembles_one_map_per_hex_the_ghost_visits_and_none_to_put_down() {
        let (course, i) = without(&official::default_course(), "I");
        let mut d = doc(course);
        let mut drag = PieceDrag::from_palette("I");
        drag.rotation = i.rotation;
        let g = i.rotation.apply_fract(centroid("I"));
        let at = |dq: f32| (i.origin.x as f32 + g.0 + dq, i.origin.y as f32 + g.1);
        let count = Map::assembled_on_this_thread;
        let before = count();
        let mut ghost = drag.ghost(&d, at(-3.0));
        assert_eq!(count() - before, 1);
        for step in [-2.0, -1.0, 0.0] {
            let before = count();
            ghost = drag.ghost(&d, at(step));
            drag.ghost(&d, at(step + 0.1)); // within the same hex: nothing new
            assert_eq!(count() - before, 1, "step {step}");
        }
        assert_eq!(ghost.verdict, Ok(()));
        let before = count();
        match drag.put_down(&d, &ghost) {
            Request::Prepared(p) => d.apply_prepared(Arc::unwrap_or_clone(p)).unwrap(),
            other => panic!("{other:?}"),
        }
        assert_eq!(count() - before, 0, "putting it down assembles nothing");
        assert_eq!(d.course().placement("I").map(|p| p.origin), Some(i.origin));
    }

    #[test]
    fn turning_a_board_in_place_keeps_it_flush() {
        let course = official::default_course();
        let d = doc(course.clone());
        let n = course.pieces.iter().position(|p| p.piece == "N").unwrap();
        let before = Map::assembled_on_this_thread();
        let request = rotate_in_place(&d, n, true).unwrap();
        assert_eq!(Map::assembled_on_this_thread() - before, 1, "tried once");
        let (Change::Move(m), turned) = made(&d, request) else { panic!() };
        assert_eq!(m.carry, None);
        assert_eq!(m.origin, course.pieces[n].origin, "a board turns about its centre");
        assert_eq!(m.rotation, course.pieces[n].rotation.clockwise());
        assert!(Map::assemble(&turned).problems.iter().all(|p| p.rule != Rule::Misaligned));
    }

    #[test]
    fn the_last_board_takes_the_finish_plate_along() {
        let course = official::default_course();
        let d = doc(course.clone());
        let k = course.pieces.iter().position(|p| p.piece == "K").unwrap();
        let f = course.pieces.iter().position(|p| p.piece == "finish-river").unwrap();
        assert_eq!(carried_finish(&course, k), Some(f));
        assert_eq!(carried_finish(&course, 0), None);
        // Held where it is, K fits, and the plate stays where it is too.
        let at = (course.pieces[k].origin.x as f32, course.pieces[k].origin.y as f32);
        let mut drag = PieceDrag::from_placed(&course, k, at).unwrap();
        let ghost = drag.ghost(&d, at);
        assert_eq!(ghost.verdict, Ok(()));
        assert_eq!(
            ghost.carry,
            Some(Carry {
                piece: "finish-river".into(),
                rotation: course.pieces[f].rotation,
                origin: course.pieces[f].origin
            })
        );
        // Turning K in place turns the plate with it: the course stays valid.
        let (_, turned) = made(&d, rotate_in_place(&d, k, true).unwrap());
        assert_ne!(turned.pieces[f], course.pieces[f]);
        let problems = Map::assemble(&turned).problems;
        assert!(problems.iter().all(|p| p.rule != Rule::FinishPlacement), "{problems:?}");
    }
}
