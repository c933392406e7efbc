//! Placing pieces: a piece held under the pointer, the ghost showing where it
//! would land (snapped flush to the course when it can be), and whether it may
//! land there. Also turning a placed piece in place.
//!
//! The verdict comes from the course checks themselves: the course is assembled
//! with the piece where the ghost is, and any problem naming the piece is the
//! reason it may not go there.

use crate::commands::{Carry, Edit};
use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::course::{Course, Placement, snap};
use eldorado_core::hex::{self, Hex, Rotation};
use eldorado_core::map::Map;

/// How far (in hexes) the ghost jumps to reach a flush position; beyond this
/// it stays under the pointer and shows why it does not fit.
pub const SNAP_REACH: u32 = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DragSource {
    /// A new piece from the palette.
    Palette,
    /// A piece already on the course, by its index in the course.
    Placed(usize),
}

/// Where the held piece would land and whether it may.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ghost {
    pub origin: Hex,
    /// The origin is a flush position found by snapping.
    pub snapped: bool,
    /// `Err(reason)` when the piece may not be put down here.
    pub verdict: Result<(), String>,
    /// Where the finish plate carried along with the piece would land.
    pub carry: Option<Carry>,
}

#[derive(Debug, Clone)]
pub struct PieceDrag {
    pub source: DragSource,
    pub side: String,
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
    course_version: u64,
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

    /// Where the piece would land with the pointer at `pointer` (fractional axial).
    pub fn ghost(&mut self, course: &Course, course_version: u64, pointer: (f32, f32)) -> Ghost {
        let g = self.rotation.apply_fract(self.grab);
        let rough = (pointer.0 - g.0, pointer.1 - g.1);
        let key = CacheKey {
            side: self.side.clone(),
            rotation: self.rotation,
            rough: Hex::round([rough.0, rough.1]),
            course_version,
        };
        if let Some((k, ghost)) = &self.cache
            && *k == key
        {
            return ghost.clone();
        }
        let ghost = evaluate(course, self.moving(), &self.side, self.rotation, rough);
        debug_assert_eq!(ghost.carry.map(|c| c.index), self.carried);
        self.cache = Some((key, ghost.clone()));
        ghost
    }

    /// The edit that puts the piece down at the ghost.
    pub fn edit(&self, ghost: &Ghost) -> Edit {
        match self.source {
            DragSource::Palette => {
                Edit::Place(Placement::new(self.side.clone(), self.rotation, ghost.origin))
            }
            DragSource::Placed(index) => Edit::Move {
                index,
                piece: self.side.clone(),
                rotation: self.rotation,
                origin: ghost.origin,
                carry: ghost.carry,
            },
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
fn carry_along(
    from: &Placement,
    rotation: Rotation,
    origin: Hex,
    index: usize,
    carried: &Placement,
) -> Carry {
    let local = hex::unplace(carried.origin, from.rotation, from.origin);
    let turn =
        Rotation::wrapping(i64::from(carried.rotation.steps()) - i64::from(from.rotation.steps()));
    Carry {
        index,
        rotation: Rotation::wrapping(i64::from(rotation.steps()) + i64::from(turn.steps())),
        origin: hex::place(local, rotation, origin),
    }
}

/// Snaps a piece near `rough` (a fractional origin) and judges the spot. A
/// moved board takes its finish plate along, so the plate is left out while
/// snapping.
pub fn evaluate(
    course: &Course,
    moving: Option<usize>,
    side: &str,
    rotation: Rotation,
    rough: (f32, f32),
) -> Ghost {
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
            Some(carry_along(&course.pieces[i], rotation, origin, f, &course.pieces[f]))
        }
        _ => None,
    };
    let verdict = judge(course, moving, side, rotation, origin, carry, snapped.is_some());
    Ghost { origin, snapped: snapped.is_some(), verdict, carry }
}

fn judge(
    course: &Course,
    moving: Option<usize>,
    side: &str,
    rotation: Rotation,
    origin: Hex,
    carry: Option<Carry>,
    snapped: bool,
) -> Result<(), String> {
    let Some(piece) = Catalog::get().side(side) else {
        return Err(format!("there is no piece {side:?} in the game"));
    };
    let mut candidate = course.clone();
    let edit = match moving {
        None => Edit::Place(Placement::new(side, rotation, origin)),
        Some(index) => Edit::Move { index, piece: side.to_string(), rotation, origin, carry },
    };
    edit.apply(&mut candidate)?;
    let problems = Map::assemble(&candidate).problems;
    if let Some(p) = problems.iter().find(|p| p.pieces.iter().any(|id| id == side)) {
        return Err(p.message.clone());
    }
    if snapped {
        Ok(())
    } else {
        Err(format!(
            "{} does not meet the course flush here; bring it next to a free edge",
            piece.label()
        ))
    }
}

/// The edit that turns a placed piece one step about its middle, landing on a
/// flush position next to where it was when there is one. A board's finish
/// plate turns with it.
pub fn rotate_in_place(course: &Course, index: usize, clockwise: bool) -> Option<Edit> {
    let p = course.pieces.get(index)?;
    let c = centroid(&p.piece);
    let rotation = if clockwise { p.rotation.clockwise() } else { p.rotation.counter_clockwise() };
    let (old, new) = (p.rotation.apply_fract(c), rotation.apply_fract(c));
    let rough = (p.origin.x as f32 + old.0 - new.0, p.origin.y as f32 + old.1 - new.1);
    let nearest = Hex::round([rough.0, rough.1]);
    let ghost = evaluate(course, Some(index), &p.piece, rotation, rough);
    let origin = if ghost.snapped && hex::distance(ghost.origin, nearest) <= 1 {
        ghost.origin
    } else {
        nearest
    };
    let carry = carried_finish(course, index)
        .map(|f| carry_along(p, rotation, origin, f, &course.pieces[f]));
    Some(Edit::Move { index, piece: p.piece.clone(), rotation, origin, carry })
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    fn without(course: &Course, id: &str) -> (Course, Placement) {
        let mut c = course.clone();
        let i = c.pieces.iter().position(|p| p.piece == id).unwrap();
        let p = c.pieces.remove(i);
        c.blockades.retain(|b| !b.between.contains(&id.to_string()));
        (c, p)
    }

    #[test]
    fn a_piece_dropped_near_its_official_spot_snaps_there() {
        let (course, i) = without(&official::default_course(), "I");
        // Hold I by its middle, pointer a little off its true position.
        let mut drag = PieceDrag::from_palette("I");
        drag.rotation = i.rotation;
        let g = i.rotation.apply_fract(centroid("I"));
        let pointer = (i.origin.x as f32 + g.0 + 0.4, i.origin.y as f32 + g.1 - 0.3);
        let ghost = drag.ghost(&course, 0, pointer);
        assert_eq!(ghost, Ghost { origin: i.origin, snapped: true, verdict: Ok(()), carry: None });
    }

    #[test]
    fn a_piece_far_from_the_course_is_refused_with_the_reason() {
        let course = official::default_course();
        let ghost = evaluate(&course, None, "E", Rotation::ZERO, (40.0, 40.0));
        assert!(!ghost.snapped);
        assert_eq!(ghost.origin, Hex::new(40, 40));
        let reason = ghost.verdict.unwrap_err();
        assert!(reason.contains("not connected"), "{reason}");
    }

    #[test]
    fn the_other_side_of_a_placed_piece_is_refused() {
        let (course, i) = without(&official::default_course(), "I");
        let mut with_j = course.clone();
        with_j.pieces.push(Placement::new("J", Rotation::ZERO, Hex::new(30, 30)));
        let ghost =
            evaluate(&with_j, None, "I", i.rotation, (i.origin.x as f32, i.origin.y as f32));
        assert!(ghost.snapped);
        let reason = ghost.verdict.unwrap_err();
        assert!(reason.contains("both used"), "{reason}");
    }

    #[test]
    fn a_held_piece_turns_about_the_point_under_the_pointer() {
        let course = official::default_course();
        let c = course.pieces.iter().position(|p| p.piece == "C").unwrap();
        let origin = course.pieces[c].origin;
        let pointer = (origin.x as f32 + 2.0, origin.y as f32 - 1.0);
        let mut drag = PieceDrag::from_placed(&course, c, pointer).unwrap();
        // Unturned and held in place, it lands where it is.
        assert_eq!(
            drag.ghost(&course, 0, pointer),
            Ghost { origin, snapped: true, verdict: Ok(()), carry: None }
        );
        drag.rotate(true);
        drag.rotate(false);
        assert_eq!(drag.ghost(&course, 1, pointer).origin, origin);
        drag.flip();
        assert_eq!(drag.side, "D");
        let ghost = drag.ghost(&course, 2, pointer);
        assert_eq!(ghost.verdict, Ok(()), "D fits where C was");
        assert_eq!(
            drag.edit(&ghost),
            Edit::Move {
                index: c,
                piece: "D".into(),
                rotation: course.pieces[c].rotation,
                origin,
                carry: None
            }
        );
    }

    #[test]
    fn turning_a_board_in_place_keeps_it_flush() {
        let course = official::default_course();
        let n = course.pieces.iter().position(|p| p.piece == "N").unwrap();
        let Some(Edit::Move { origin, rotation, carry, .. }) = rotate_in_place(&course, n, true)
        else {
            panic!()
        };
        assert_eq!(carry, None);
        assert_eq!(origin, course.pieces[n].origin, "a board turns about its centre");
        assert_eq!(rotation, course.pieces[n].rotation.clockwise());
        let mut turned = course.clone();
        rotate_in_place(&course, n, true).unwrap().apply(&mut turned).unwrap();
        assert!(
            Map::assemble(&turned)
                .problems
                .iter()
                .all(|p| p.rule != eldorado_core::map::Rule::Misaligned)
        );
    }

    #[test]
    fn the_last_board_takes_the_finish_plate_along() {
        let course = official::default_course();
        let k = course.pieces.iter().position(|p| p.piece == "K").unwrap();
        let f = course.pieces.iter().position(|p| p.piece == "finish-river").unwrap();
        assert_eq!(carried_finish(&course, k), Some(f));
        assert_eq!(carried_finish(&course, 0), None);
        // Held where it is, K fits, and the plate stays where it is too.
        let at = (course.pieces[k].origin.x as f32, course.pieces[k].origin.y as f32);
        let mut drag = PieceDrag::from_placed(&course, k, at).unwrap();
        let ghost = drag.ghost(&course, 0, at);
        assert_eq!(ghost.verdict, Ok(()));
        assert_eq!(
            ghost.carry,
            Some(Carry {
                index: f,
                rotation: course.pieces[f].rotation,
                origin: course.pieces[f].origin
            })
        );
        // Turning K in place turns the plate with it: the course stays valid.
        let mut turned = course.clone();
        rotate_in_place(&course, k, true).unwrap().apply(&mut turned).unwrap();
        assert_ne!(turned.pieces[f], course.pieces[f]);
        let problems = Map::assemble(&turned).problems;
        assert!(
            problems.iter().all(|p| p.rule != eldorado_core::map::Rule::FinishPlacement),
            "{problems:?}"
        );
    }
}
