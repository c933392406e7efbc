//! Several pieces held as one: the pieces selected on the course, moved or
//! turned together, or the pieces pasted from the clipboard. The group keeps
//! its shape; it turns about the hex under the pointer in 60° steps and
//! snaps flush as a whole, by the first of its pieces that meets a free edge
//! of the rest of the course. As for one piece ([`crate::placing`]), the
//! verdict is the course check's own: the course is assembled with the group
//! where its ghost is (one map per place the ghost visits), and putting it
//! down takes that map as it is.

use eldorado_messages::{Lang, text_with};
use std::collections::BTreeSet;
use std::sync::Arc;

use crate::changes::Change;
use crate::clipboard::Fragment;
use crate::document::{Document, Prepared, Ready, Stamp};
use crate::placing::{DropRefusal, SNAP_REACH, with_plates};
use eldorado_core::course::{Course, Edit, Placement, snap};
use eldorado_core::hex::{self, Hex, Rotation};

/// What the held group is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GroupSource {
    /// Pieces of the course, by side id in course order (the finish plate
    /// a board carries among them).
    Placed(Vec<String>),
    /// Pieces pasted from the clipboard.
    Pasted(Fragment),
}

/// Where the held group would land and whether it may.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupGhost {
    /// Where each piece of the group would lie, in the group's order.
    pub placements: Vec<Placement>,
    /// The group was snapped flush to the rest of the course.
    pub snapped: bool,
    /// How many hexes snapping moved the group from under the pointer.
    pub shift: u32,
    /// Why the group may not be put down here, if it may not.
    pub verdict: Result<(), DropRefusal>,
    /// The group put down here, tried on the course (its map assembled).
    pub prepared: Option<Arc<Prepared>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct GroupKey {
    turn: Rotation,
    target: Hex,
    course: Stamp,
}

/// Several pieces held under the pointer.
#[derive(Debug, Clone)]
pub struct GroupDrag {
    /// What is held.
    pub source: GroupSource,
    /// The pieces as they lay when picked up (or copied).
    pieces: Vec<Placement>,
    /// The hex the group turns about.
    pivot: Hex,
    /// Where the pointer held the group, from the pivot (fractional axial).
    grab: (f32, f32),
    /// How far the group has been turned since it was picked up.
    pub turn: Rotation,
    cache: Option<(GroupKey, GroupGhost)>,
}

impl GroupDrag {
    /// The pieces `ids` of the course (with the finish plates their boards
    /// carry), held at `pointer` (fractional axial). `None` when none of
    /// them is on the course.
    pub fn placed(course: &Course, ids: &[String], pointer: (f32, f32)) -> Option<GroupDrag> {
        let held = with_plates(course, ids);
        if held.is_empty() {
            return None;
        }
        let pieces = held.iter().filter_map(|id| course.placement(id).cloned()).collect();
        let pivot = Hex::round([pointer.0, pointer.1]);
        Some(GroupDrag {
            source: GroupSource::Placed(held),
            pieces,
            pivot,
            grab: (pointer.0 - pivot.x as f32, pointer.1 - pivot.y as f32),
            turn: Rotation::ZERO,
            cache: None,
        })
    }

    /// Pasted pieces, held by their middle.
    pub fn pasted(fragment: Fragment) -> GroupDrag {
        let pivot = middle(&fragment.pieces);
        GroupDrag {
            pieces: fragment.pieces.clone(),
            source: GroupSource::Pasted(fragment),
            pivot,
            grab: (0.0, 0.0),
            turn: Rotation::ZERO,
            cache: None,
        }
    }

    /// Where the pointer holds the group as it lay (fractional axial): put
    /// down there unturned, each piece lands where it was copied from.
    pub fn held_at(&self) -> (f32, f32) {
        (self.pivot.x as f32 + self.grab.0, self.pivot.y as f32 + self.grab.1)
    }

    /// The side ids of the course's pieces held, if they are the course's.
    pub fn moving(&self) -> &[String] {
        match &self.source {
            GroupSource::Placed(i) => i,
            GroupSource::Pasted(_) => &[],
        }
    }

    /// The side ids of the held pieces.
    pub fn ids(&self) -> Vec<String> {
        self.pieces.iter().map(|p| p.piece.clone().into()).collect()
    }

    /// The group in words in a language.
    pub fn describe_in(&self, lang: Lang) -> String {
        crate::clipboard::pieces_in(lang, &self.ids())
    }

    /// Turns the group one step about the point under the pointer.
    pub fn rotate(&mut self, clockwise: bool) {
        self.turn = if clockwise { self.turn.clockwise() } else { self.turn.counter_clockwise() };
    }

    /// Where each piece lies with the pointer at `pointer`, unsnapped, and
    /// how far the pivot's true place is from its hex.
    fn at(&self, pointer: (f32, f32)) -> (Vec<Placement>, Hex, (f32, f32)) {
        let g = self.turn.apply_fract(self.grab);
        let rough = (pointer.0 - g.0, pointer.1 - g.1);
        let target = Hex::round([rough.0, rough.1]);
        let placements = moved(&self.pieces, self.pivot, self.turn, target);
        (placements, target, (rough.0 - target.x as f32, rough.1 - target.y as f32))
    }

    /// Where the group would land with the pointer at `pointer` (fractional
    /// axial). Judged again only when the pointer reaches another hex, the
    /// group is turned, or the course changes.
    pub fn ghost(&mut self, doc: &Document, pointer: (f32, f32)) -> GroupGhost {
        let (placements, target, rest) = self.at(pointer);
        let key = GroupKey { turn: self.turn, target, course: doc.stamp() };
        if let Some((k, ghost)) = &self.cache
            && *k == key
        {
            return ghost.clone();
        }
        let ghost = evaluate(doc, &self.source, placements, rest, &self.describe_in(doc.lang()));
        self.cache = Some((key, ghost.clone()));
        ghost
    }

    /// What putting the group down at the ghost makes: the change as the
    /// ghost tried it, or made afresh.
    pub fn put_down(&self, doc: &Document, ghost: &GroupGhost) -> Ready {
        match &ghost.prepared {
            Some(p) => Ready::Tried(Arc::clone(p)),
            None => Ready::Untried(change(
                doc.lang(),
                doc.course(),
                &self.source,
                &ghost.placements,
                &self.describe_in(doc.lang()),
            )),
        }
    }
}

/// The hex nearest the middle of the pieces' spaces.
fn middle(pieces: &[Placement]) -> Hex {
    let (mut q, mut r, mut n) = (0.0, 0.0, 0.0);
    for h in pieces.iter().flat_map(|p| p.hexes()) {
        q += h.x as f32;
        r += h.y as f32;
        n += 1.0;
    }
    if n == 0.0 { Hex::ZERO } else { Hex::round([q / n, r / n]) }
}

/// The pieces turned by `turn` about `pivot`, with the pivot put at `target`.
fn moved(pieces: &[Placement], pivot: Hex, turn: Rotation, target: Hex) -> Vec<Placement> {
    pieces
        .iter()
        .map(|p| Placement {
            origin: hex::place(p.origin - pivot, turn, target),
            rotation: Rotation::wrapping(i64::from(p.rotation.steps()) + i64::from(turn.steps())),
            ..p.clone()
        })
        .collect()
}

/// The change that puts the group down as `placements` say.
fn change(
    lang: Lang,
    course: &Course,
    source: &GroupSource,
    placements: &[Placement],
    what: &str,
) -> Change {
    match source {
        GroupSource::Pasted(f) => f.paste_in(lang, course, placements),
        GroupSource::Placed(ids) => {
            let edits = ids
                .iter()
                .zip(placements)
                .filter(|(id, _)| course.placement(id).is_some())
                .map(|(id, p)| Edit::Move {
                    piece: id.clone().into(),
                    origin: p.origin,
                    rotation: p.rotation,
                })
                .collect();
            let label = text_with(lang, "editor-step-move-group", &[("what", what.into())]);
            Change::Batch { label, edits }
        }
    }
}

/// Snaps the group near where `placements` put it (`rest`: how far the
/// pivot's true place is from its hex) and judges the spot: one map.
fn evaluate(
    doc: &Document,
    source: &GroupSource,
    placements: Vec<Placement>,
    rest: (f32, f32),
    what: &str,
) -> GroupGhost {
    let course = doc.course();
    // The rest of the course: what the group must meet flush.
    let others = match source {
        GroupSource::Placed(ids) => {
            let mut c = course.clone();
            c.pieces.retain(|p| !ids.iter().any(|id| p.piece == *id));
            c
        }
        GroupSource::Pasted(_) => course.clone(),
    };
    let shift = placements
        .iter()
        .filter_map(|p| {
            let rough = (p.origin.x as f32 + rest.0, p.origin.y as f32 + rest.1);
            snap::snap_positions(&others, None, &p.piece, p.rotation, rough)
                .into_iter()
                .next()
                .map(|o| o - p.origin)
                .filter(|&d| hex::distance(d, Hex::ZERO) <= SNAP_REACH)
        })
        .min_by_key(|&d| hex::distance(d, Hex::ZERO));
    let placements: Vec<Placement> = placements
        .into_iter()
        .map(|p| Placement { origin: p.origin + shift.unwrap_or(Hex::ZERO), ..p })
        .collect();
    let tried = Prepared::new(doc, change(doc.lang(), course, source, &placements, what));
    let ids: Vec<&str> = placements.iter().map(|p| p.piece.as_str()).collect();
    let verdict = match &tried {
        Err(e) => Err(DropRefusal::Edit(e.clone())),
        Ok(p) => match p
            .assembly()
            .problems
            .iter()
            .find(|pr| pr.pieces.iter().any(|id| ids.contains(&id.as_str())))
        {
            Some(problem) => Err(DropRefusal::Rule(Box::new(problem.clone()))),
            None if shift.is_some() => Ok(()),
            None => Err(DropRefusal::GroupNotFlush {
                pieces: ids.iter().map(|id| id.to_string()).collect(),
            }),
        },
    };
    GroupGhost {
        placements,
        snapped: shift.is_some(),
        shift: shift.map_or(0, |d| hex::distance(d, Hex::ZERO)),
        verdict,
        prepared: tried.ok().map(Arc::new),
    }
}

/// Turning the pieces `ids` one step about their middle: they land flush
/// next to where they were when they can, and turn where they are
/// otherwise. Tried on the course once (one map).
pub fn turn_in_place(doc: &Document, ids: &[String], clockwise: bool) -> Option<Ready> {
    let course = doc.course();
    let held = with_plates(course, ids);
    if held.is_empty() {
        return None;
    }
    let pieces: Vec<Placement> =
        held.iter().filter_map(|id| course.placement(id).cloned()).collect();
    let pivot = middle(&pieces);
    let mut drag = GroupDrag::placed(course, &held, (pivot.x as f32, pivot.y as f32))?;
    drag.rotate(clockwise);
    let ghost = drag.ghost(doc, (pivot.x as f32, pivot.y as f32));
    let what = drag.describe_in(doc.lang());
    let label = text_with(doc.lang(), "editor-step-turn-group", &[("what", what.as_str().into())]);
    if ghost.snapped
        && ghost.shift <= 1
        && let Some(prepared) = ghost.prepared
    {
        return Some(Ready::Tried(Arc::new(Arc::unwrap_or_clone(prepared).relabelled(label))));
    }
    let (placements, _, _) = drag.at((pivot.x as f32, pivot.y as f32));
    let edits = match change(doc.lang(), course, &drag.source, &placements, &what) {
        Change::Batch { edits, .. } => edits,
        other => return Some(Ready::Untried(other)),
    };
    Some(Ready::Untried(Change::Batch { label, edits }))
}

/// Deletes the pieces `ids` (with the finish plates their boards carry):
/// one undoable step.
pub fn delete(lang: Lang, course: &Course, ids: &[String]) -> Option<Change> {
    let ids = with_plates(course, ids);
    if ids.is_empty() {
        return None;
    }
    let what = crate::clipboard::pieces_in(lang, &ids);
    let label = text_with(lang, "editor-step-delete-group", &[("what", what.into())]);
    Some(Change::Batch {
        label,
        edits: ids.into_iter().map(|piece| Edit::Remove { piece: piece.into() }).collect(),
    })
}

/// Turns each of the pieces `ids` over to its other side, in place: one
/// undoable step.
pub fn flip(lang: Lang, course: &Course, ids: &[String]) -> Option<Change> {
    let chosen: BTreeSet<&str> = ids.iter().map(String::as_str).collect();
    let ids: Vec<String> = course
        .pieces
        .iter()
        .filter(|p| chosen.contains(p.piece.as_str()))
        .map(|p| p.piece.to_string())
        .collect();
    if ids.is_empty() {
        return None;
    }
    let what = crate::clipboard::pieces_in(lang, &ids);
    let label = text_with(lang, "editor-step-flip-group", &[("what", what.into())]);
    Some(Change::Batch {
        label,
        edits: ids.into_iter().map(|piece| Edit::Flip { piece: piece.into() }).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::map::Map;

    fn index(c: &Course, id: &str) -> usize {
        c.pieces.iter().position(|p| p.piece == id).unwrap()
    }

    fn ids(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn made(doc: &Document, r: Ready) -> Course {
        let mut c = doc.course().clone();
        r.change().apply(&mut c).unwrap();
        c
    }

    #[test]
    fn a_group_held_where_it_lies_lands_where_it_lies() {
        let course = official::default_course();
        let doc = Document::unsaved_in(eldorado_messages::Lang::English, course.clone(), "test");
        let k = index(&course, "K");
        let at = (course.pieces[k].origin.x as f32 + 0.2, course.pieces[k].origin.y as f32);
        let mut drag = GroupDrag::placed(&course, &ids(&["K", "I"]), at).unwrap();
        assert_eq!(drag.ids(), ["I", "K", "finish-river"], "K carries the finish plate");
        let before = Map::assembled_on_this_thread();
        let ghost = drag.ghost(&doc, at);
        assert_eq!(Map::assembled_on_this_thread() - before, 1);
        assert_eq!(ghost.verdict, Ok(()));
        assert_eq!(ghost.shift, 0);
        let placed: Vec<Placement> = ["I", "K", "finish-river"]
            .iter()
            .map(|id| course.placement(id).unwrap().clone())
            .collect();
        assert_eq!(ghost.placements, placed);
        assert_eq!(made(&doc, drag.put_down(&doc, &ghost)), course);
    }

    #[test]
    fn a_group_moved_away_from_the_course_is_refused_and_snaps_back_near_it() {
        let course = official::default_course();
        let doc = Document::unsaved_in(eldorado_messages::Lang::English, course.clone(), "test");
        let k = index(&course, "K");
        let origin = course.pieces[k].origin;
        let at = (origin.x as f32, origin.y as f32);
        let mut drag = GroupDrag::placed(&course, &ids(&["K"]), at).unwrap();
        let far = drag.ghost(&doc, (at.0 + 30.0, at.1));
        let why = far.verdict.unwrap_err().said(Lang::English);
        assert!(why.contains("not connected"), "{why}");
        // Less than a hex off its place, it snaps home.
        let near = drag.ghost(&doc, (at.0 + 0.4, at.1 - 0.3));
        assert_eq!(near.verdict, Ok(()));
        assert!(near.snapped);
        assert_eq!(near.placements[0].origin, origin);
    }

    #[test]
    fn turning_a_group_turns_every_piece_and_keeps_its_shape() {
        let course = official::default_course();
        let pivot = course.placement("K").unwrap().origin;
        let mut drag =
            GroupDrag::placed(&course, &ids(&["I", "K"]), (pivot.x as f32, pivot.y as f32))
                .unwrap();
        drag.rotate(true);
        let (turned, _, _) = drag.at((pivot.x as f32, pivot.y as f32));
        for (before, after) in drag.pieces.iter().zip(&turned) {
            assert_eq!(after.rotation, before.rotation.clockwise());
            assert_eq!(after.origin - pivot, Rotation::wrapping(1).apply(before.origin - pivot));
        }
        // Six turns bring it back.
        for _ in 0..5 {
            drag.rotate(true);
        }
        assert_eq!(drag.at((pivot.x as f32, pivot.y as f32)).0, drag.pieces);
    }

    #[test]
    fn the_whole_course_moves_and_turns_as_one_and_stays_valid() {
        let course = official::default_course();
        let doc = Document::unsaved_in(eldorado_messages::Lang::English, course.clone(), "test");
        let all: Vec<String> = course.pieces.iter().map(|p| p.piece.to_string()).collect();
        let turned = made(&doc, turn_in_place(&doc, &all, true).unwrap());
        assert!(Map::assemble(&turned).is_valid(), "{:?}", Map::assemble(&turned).problems);
        assert_eq!(turned.blockades, course.blockades, "the seams keep their blockades");
        for (a, b) in course.pieces.iter().zip(&turned.pieces) {
            assert_eq!(b.rotation, a.rotation.clockwise());
        }
    }

    #[test]
    fn deleting_and_flipping_several_pieces_are_one_step_each() {
        let course = official::default_course();
        let del = delete(Lang::English, &course, &ids(&["N", "C"])).unwrap();
        assert_eq!(del.label_in(Lang::English, &course), "delete board C and board N");
        let mut after = course.clone();
        del.apply(&mut after).unwrap();
        assert!(after.placement("C").is_none() && after.placement("N").is_none());
        let flip = flip(Lang::English, &course, &ids(&["N", "C"])).unwrap();
        let mut flipped = course.clone();
        flip.apply(&mut flipped).unwrap();
        assert!(flipped.placement("D").is_some() && flipped.placement("M").is_some());
        assert!(delete(Lang::English, &course, &[]).is_none());
    }

    #[test]
    fn a_pasted_fragment_snaps_to_the_course_it_is_pasted_on() {
        let source = official::default_course();
        let fragment = Fragment::copy(&source, &ids(&["K"])).unwrap();
        let mut target = source.clone();
        for id in fragment.ids() {
            Edit::Remove { piece: id.into() }.apply(&mut target).unwrap();
        }
        let doc = Document::unsaved_in(eldorado_messages::Lang::English, target.clone(), "test");
        let mut drag = GroupDrag::pasted(fragment.clone());
        // Held by its middle, a little off where it was.
        let home = middle(&fragment.pieces);
        let ghost = drag.ghost(&doc, (home.x as f32 + 0.9, home.y as f32 - 0.4));
        assert_eq!(ghost.verdict, Ok(()), "{:?}", ghost.verdict);
        let pasted = made(&doc, drag.put_down(&doc, &ghost));
        assert!(Map::assemble(&pasted).is_valid());
        assert_eq!(pasted.blockade_between("I", "K"), source.blockade_between("I", "K"));
        // On the course it was copied from, the pieces are in use already.
        let same = Document::unsaved_in(eldorado_messages::Lang::English, source, "test");
        let mut drag = GroupDrag::pasted(fragment);
        let ghost = drag.ghost(&same, (home.x as f32 + 14.0, home.y as f32));
        assert!(ghost.verdict.is_err());
    }
}
