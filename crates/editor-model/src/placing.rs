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
use crate::document::{Document, Prepared, Ready};
use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::course::{Course, Edit, EditError, Placement, snap};
use eldorado_core::hex::{self, Hex, Rotation};
use eldorado_core::map::Problem;
use eldorado_messages::{Lang, text_with};

/// How far (in hexes) the ghost jumps to reach a flush position; beyond this
/// it stays under the pointer and shows why it does not fit.
pub const SNAP_REACH: u32 = 4;

/// Where a held piece came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DragSource {
    /// A new piece from the palette.
    Palette,
    /// A piece already on the course, by its side id as it lies.
    Placed(String),
}

/// Why a held piece may not be put down where its ghost is; worded in a
/// language by [`DropRefusal::said`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DropRefusal {
    /// The edit cannot be made at all (a side the game does not have).
    Edit(EditError),
    /// The course would break one of its rules there.
    Rule(Box<Problem>),
    /// Nowhere near a free edge of the course.
    NotFlush {
        /// The piece's side id.
        piece: String,
    },
    /// Several pieces held together, nowhere near a free edge of the rest.
    GroupNotFlush {
        /// The pieces' side ids.
        pieces: Vec<String>,
    },
}

impl DropRefusal {
    /// Why not, in `lang` (no capital, no full stop): "the finish plate
    /// (river side) touches board C as well as board B; …".
    pub fn said(&self, lang: Lang) -> String {
        match self {
            DropRefusal::Edit(e) => eldorado_words::problems::edit_error(e, lang),
            DropRefusal::Rule(p) => eldorado_words::problems::problem(p, lang),
            DropRefusal::NotFlush { piece } => text_with(
                lang,
                "editor-drag-not-flush",
                &[("piece", crate::words::piece(lang, piece).into())],
            ),
            DropRefusal::GroupNotFlush { pieces } => text_with(
                lang,
                "editor-drag-group-not-flush",
                &[("pieces", crate::words::pieces(lang, pieces).into())],
            ),
        }
    }
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
    /// The finish plate that wraps the held piece and moves with it, by side id.
    pub carried: Option<String>,
    /// The point of the piece held under the pointer, in the piece's own frame.
    grab: (f32, f32),
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
            cache: None,
        }
    }

    /// The placed piece `id`, held at the point under the pointer (fractional
    /// axial); `None` when the course has no such piece.
    pub fn from_placed(course: &Course, id: &str, pointer: (f32, f32)) -> Option<Self> {
        let p = course.placement(id)?;
        let rel = (pointer.0 - p.origin.x as f32, pointer.1 - p.origin.y as f32);
        let grab = p.rotation.inverse().apply_fract(rel);
        Some(PieceDrag {
            source: DragSource::Placed(id.to_string()),
            side: p.piece.clone().into(),
            rotation: p.rotation,
            carried: carried_finish(course, id).map(str::to_string),
            grab,
            cache: None,
        })
    }

    /// The side id of the placed piece held, if it is one.
    pub fn moving(&self) -> Option<&str> {
        match &self.source {
            DragSource::Palette => None,
            DragSource::Placed(id) => Some(id),
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
            self.side = other.id.clone().into();
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
        change(doc.course(), &self.source, &self.side, self.rotation, ghost.origin, &ghost.carry)
    }

    /// What putting the piece down at the ghost makes: the change as the
    /// ghost tried it (no map assembled again), or made afresh if it could
    /// not be tried.
    pub fn put_down(&self, doc: &Document, ghost: &Ghost) -> Ready {
        match &ghost.prepared {
            Some(p) => Ready::Tried(Arc::clone(p)),
            None => Ready::Untried(self.change(doc, ghost)),
        }
    }
}

/// The change that puts `side` down at `origin`: a new piece from the
/// palette, or a placed piece moved (with its finish plate).
fn change(
    course: &Course,
    source: &DragSource,
    side: &str,
    rotation: Rotation,
    origin: Hex,
    carry: &Option<Carry>,
) -> Change {
    match source {
        DragSource::Placed(id) if course.placement(id).is_some() => Change::Move(PieceMove {
            piece: id.clone(),
            side: side.to_string(),
            rotation,
            origin,
            carry: carry.clone(),
        }),
        _ => Change::Edit(Edit::Place(Placement::new(side, rotation, origin))),
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

/// The finish plate wrapping a corner of the board `id`, by its side id.
pub fn carried_finish<'a>(course: &'a Course, id: &str) -> Option<&'a str> {
    let board = course.placement(id)?;
    if !board.side().is_some_and(|s| s.kind.is_board()) {
        return None;
    }
    let hexes: Vec<Hex> = board.hexes().collect();
    course
        .pieces
        .iter()
        .find(|p| {
            p.side().is_some_and(|s| s.kind == PieceKind::Finish)
                && p.side()
                    .and_then(|s| s.corner_notch)
                    .is_some_and(|n| hexes.contains(&p.to_world(n)))
        })
        .map(|p| p.piece.as_str())
}

/// Where a carried placement goes when the piece it rides on moves from
/// `from` to (`rotation`, `origin`): the same place relative to that piece.
fn carry_along(from: &Placement, rotation: Rotation, origin: Hex, carried: &Placement) -> Carry {
    let local = hex::unplace(carried.origin, from.rotation, from.origin);
    let turn =
        Rotation::wrapping(i64::from(carried.rotation.steps()) - i64::from(from.rotation.steps()));
    Carry {
        piece: carried.piece.clone().into(),
        rotation: Rotation::wrapping(i64::from(rotation.steps()) + i64::from(turn.steps())),
        origin: hex::place(local, rotation, origin),
    }
}

/// Snaps a piece near `rough` (a fractional origin) and judges the spot,
/// assembling the course with the piece there: one map. `moving` is the
/// placed piece held, by side id, or `None` for a new one. A moved board
/// takes its finish plate along, so the plate is left out while snapping.
pub fn evaluate(
    doc: &Document,
    moving: Option<&str>,
    side: &str,
    rotation: Rotation,
    rough: (f32, f32),
) -> Ghost {
    let course = doc.course();
    let nearest = Hex::round([rough.0, rough.1]);
    let moving = moving.filter(|id| course.placement(id).is_some());
    let carried = moving.and_then(|id| carried_finish(course, id));
    let scratch = match carried {
        Some(plate) => {
            let mut c = course.clone();
            c.pieces.retain(|p| p.piece != plate);
            std::borrow::Cow::Owned(c)
        }
        None => std::borrow::Cow::Borrowed(course),
    };
    let scratch_moving = moving.and_then(|id| scratch.pieces.iter().position(|p| p.piece == id));
    let snapped = snap::snap_positions(&scratch, scratch_moving, side, rotation, rough)
        .into_iter()
        .next()
        .filter(|&o| hex::distance(o, nearest) <= SNAP_REACH);
    let origin = snapped.unwrap_or(nearest);
    let carry = match (carried.and_then(|f| course.placement(f)), moving) {
        (Some(plate), Some(id)) => {
            course.placement(id).map(|board| carry_along(board, rotation, origin, plate))
        }
        _ => None,
    };
    let source = moving.map_or(DragSource::Palette, |id| DragSource::Placed(id.to_string()));
    let tried = Prepared::new(doc, change(course, &source, side, rotation, origin, &carry));
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
        return Err(DropRefusal::Rule(Box::new(p.clone())));
    }
    if snapped { Ok(()) } else { Err(DropRefusal::NotFlush { piece: side.to_string() }) }
}

/// Turning the placed piece `id` one step about its middle: it lands on a
/// flush position next to where it was when there is one, and a board's
/// finish plate turns with it. Tried on the course once (one map).
pub fn rotate_in_place(doc: &Document, id: &str, clockwise: bool) -> Option<Ready> {
    let course = doc.course();
    let p = course.placement(id)?;
    let c = centroid(&p.piece);
    let rotation = if clockwise { p.rotation.clockwise() } else { p.rotation.counter_clockwise() };
    let (old, new) = (p.rotation.apply_fract(c), rotation.apply_fract(c));
    let rough = (p.origin.x as f32 + old.0 - new.0, p.origin.y as f32 + old.1 - new.1);
    let nearest = Hex::round([rough.0, rough.1]);
    let ghost = evaluate(doc, Some(id), &p.piece, rotation, rough);
    if ghost.snapped
        && hex::distance(ghost.origin, nearest) <= 1
        && let Some(prepared) = ghost.prepared
    {
        return Some(Ready::Tried(prepared));
    }
    let carry = carried_finish(course, id)
        .and_then(|f| course.placement(f))
        .map(|plate| carry_along(p, rotation, nearest, plate));
    let source = DragSource::Placed(id.to_string());
    Some(Ready::Untried(change(course, &source, &p.piece, rotation, nearest, &carry)))
}

/// The pieces `ids` that are on the course, each once, in course order, with
/// the finish plate each board carries.
pub fn with_plates(course: &Course, ids: &[String]) -> Vec<String> {
    let chosen: std::collections::BTreeSet<&str> = ids.iter().map(String::as_str).collect();
    let plates: std::collections::BTreeSet<&str> =
        chosen.iter().filter_map(|id| carried_finish(course, id)).collect();
    course
        .pieces
        .iter()
        .filter(|p| chosen.contains(p.piece.as_str()) || plates.contains(p.piece.as_str()))
        .map(|p| p.piece.to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::map::{Map, Rule};

    fn doc(course: Course) -> Document {
        Document::unsaved_in(eldorado_messages::Lang::English, course, "test")
    }

    fn without(course: &Course, id: &str) -> (Course, Placement) {
        let mut c = course.clone();
        let i = c.pieces.iter().position(|p| p.piece == id).unwrap();
        let p = c.pieces.remove(i);
        c.blockades.retain(|b| !b.between.contains(&id.into()));
        (c, p)
    }

    /// The change a ready change makes, and the course it makes.
    fn made(doc: &Document, r: Ready) -> (Change, Course) {
        let change = r.change().clone();
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
        let reason = ghost.verdict.unwrap_err().said(Lang::English);
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
        let reason = ghost.verdict.unwrap_err().said(Lang::English);
        assert!(reason.contains("both used"), "{reason}");
    }

    #[test]
    fn a_held_piece_turns_about_the_point_under_the_pointer() {
        let course = official::default_course();
        let d = doc(course.clone());
        let c = course.pieces.iter().position(|p| p.piece == "C").unwrap();
        let origin = course.pieces[c].origin;
        let pointer = (origin.x as f32 + 2.0, origin.y as f32 - 1.0);
        let mut drag = PieceDrag::from_placed(&course, "C", pointer).unwrap();
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
        assert!(matches!(drag.put_down(&d, &ghost), Ready::Tried(_)));
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
        let ready = drag.put_down(&d, &ghost);
        assert!(matches!(ready, Ready::Tried(_)));
        d.make(ready).unwrap();
        assert_eq!(count() - before, 0, "putting it down assembles nothing");
        assert_eq!(d.course().placement("I").map(|p| p.origin), Some(i.origin));
    }

    #[test]
    fn turning_a_board_in_place_keeps_it_flush() {
        let course = official::default_course();
        let d = doc(course.clone());
        let n = course.pieces.iter().position(|p| p.piece == "N").unwrap();
        let before = Map::assembled_on_this_thread();
        let request = rotate_in_place(&d, "N", true).unwrap();
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
        assert_eq!(carried_finish(&course, "K"), Some("finish-river"));
        assert_eq!(carried_finish(&course, "B"), None);
        // Held where it is, K fits, and the plate stays where it is too.
        let at = (course.pieces[k].origin.x as f32, course.pieces[k].origin.y as f32);
        let mut drag = PieceDrag::from_placed(&course, "K", at).unwrap();
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
        let (_, turned) = made(&d, rotate_in_place(&d, "K", true).unwrap());
        assert_ne!(turned.pieces[f], course.pieces[f]);
        let problems = Map::assemble(&turned).problems;
        assert!(problems.iter().all(|p| p.rule != Rule::FinishPlacement), "{problems:?}");
    }
}
