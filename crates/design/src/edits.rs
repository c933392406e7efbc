//! The single edits of a course: what a designer does in one gesture.
//!
//! [`edits`] lists every edit of a course that keeps it *playable*: valid by
//! every assembly rule (the course check of [`Map::assemble`]) with every start
//! space able to reach El Dorado ([`is_playable`]). [`Edit::apply`] makes one
//! and [`Edit::describe`] says it in a sentence. The list is in a fixed order,
//! so a seeded choice among it is reproducible.

use std::collections::VecDeque;

use eldorado_core::catalog::{Catalog, PieceKind, Terrain};
use eldorado_core::course::snap::snap_positions;
use eldorado_core::course::{BlockadeChoice, Course};
use eldorado_core::hex::{Hex, Rotation, fmt_hex};
use eldorado_core::map::Map;

/// One change to a course. Pieces are named by their side id ("C", "O",
/// "finish-river"); hexes of caves are local to the piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Turns a piece over: it shows its other side, where it lies.
    Flip { piece: String },
    /// Replaces a piece by a side of a physical piece the course does not use,
    /// of the same kind, where it lies.
    Swap { piece: String, with: String },
    /// Turns a piece about its origin (a board's centre) to a new rotation.
    Turn { piece: String, rotation: Rotation },
    /// Moves a piece to a new origin, with a rotation.
    Move { piece: String, origin: Hex, rotation: Rotation },
    /// Puts a blockade on the seam between two pieces, or takes it away (`None`).
    Blockade { between: [String; 2], blockade: Option<BlockadeChoice> },
    /// Adds (`true`) or removes (`false`) a cave on a mountain of a piece.
    Cave { piece: String, local: Hex, cave: bool },
}

impl Edit {
    /// Makes the edit. An edit naming a piece the course lacks changes nothing.
    /// Flipping or swapping a piece drops its cave changes (they name spaces of
    /// the old side); seams keep their blockades under the new name.
    pub fn apply(&self, course: &mut Course) {
        match self {
            Edit::Flip { piece } => {
                if let Some(other) = Catalog::get().flip(piece) {
                    replace_side(course, piece, &other.id);
                }
            }
            Edit::Swap { piece, with } => replace_side(course, piece, with),
            Edit::Turn { piece, rotation } => {
                if let Some(p) = course.placement_mut(piece) {
                    p.rotation = *rotation;
                }
            }
            Edit::Move { piece, origin, rotation } => {
                if let Some(p) = course.placement_mut(piece) {
                    p.origin = *origin;
                    p.rotation = *rotation;
                }
            }
            Edit::Blockade { between: [a, b], blockade } => course.set_blockade(a, b, *blockade),
            Edit::Cave { piece, local, cave } => {
                if let Some(p) = course.placement_mut(piece) {
                    p.set_cave(*local, *cave);
                }
            }
        }
        course.normalize();
    }

    /// The course with the edit made.
    pub fn applied(&self, course: &Course) -> Course {
        let mut c = course.clone();
        self.apply(&mut c);
        c
    }

    /// The edit in a sentence, e.g. "flip board C to side D".
    pub fn describe(&self) -> String {
        match self {
            Edit::Flip { piece } => {
                let other = Catalog::get()
                    .flip(piece)
                    .map_or_else(|| "its other side".to_string(), |s| format!("side {}", s.id));
                format!("flip {} to {other}", label(piece))
            }
            Edit::Swap { piece, with } => format!("swap {} for {}", label(piece), label(with)),
            Edit::Turn { piece, rotation } => {
                format!("turn {} to rotation {}", label(piece), rotation.steps())
            }
            Edit::Move { piece, origin, rotation } => {
                format!(
                    "move {} to {} at rotation {}",
                    label(piece),
                    fmt_hex(*origin),
                    rotation.steps()
                )
            }
            Edit::Blockade { between: [a, b], blockade: Some(choice) } => {
                format!("put {choice} between {a} and {b}")
            }
            Edit::Blockade { between: [a, b], blockade: None } => {
                format!("take the blockade away between {a} and {b}")
            }
            Edit::Cave { piece, local, cave: true } => {
                format!("add a cave on {} at local {}", label(piece), fmt_hex(*local))
            }
            Edit::Cave { piece, local, cave: false } => {
                format!("remove the cave on {} at local {}", label(piece), fmt_hex(*local))
            }
        }
    }
}

fn label(id: &str) -> String {
    Catalog::get().side(id).map_or_else(|| format!("piece {id}"), |s| s.label())
}

fn replace_side(course: &mut Course, from: &str, to: &str) {
    if let Some(p) = course.placement_mut(from) {
        p.extra_caves.clear();
        p.removed_caves.clear();
    }
    course.rename_piece(from, to);
}

/// Whether a course is valid by every assembly rule and every start space can
/// reach El Dorado.
pub fn is_playable(course: &Course) -> bool {
    Map::build(course).is_ok_and(|map| every_start_reaches_el_dorado(&map))
}

/// Every start space reaches a finishing space over enterable spaces. A start
/// space is never entered, so routes do not run through other start spaces;
/// blockades can always be paid, so they do not stop a route.
fn every_start_reaches_el_dorado(map: &Map) -> bool {
    let passable = |s: usize| map.space(s).is_enterable() && map.space(s).terrain != Terrain::Start;
    !map.starts().is_empty()
        && map.starts().iter().all(|&(_, start)| {
            let mut seen = vec![false; map.len()];
            let mut queue: VecDeque<usize> =
                map.neighbours(start).iter().copied().filter(|&n| passable(n)).collect();
            queue.iter().for_each(|&n| seen[n] = true);
            while let Some(s) = queue.pop_front() {
                if map.space(s).finish {
                    return true;
                }
                for &n in map.neighbours(s) {
                    if !seen[n] && passable(n) {
                        seen[n] = true;
                        queue.push_back(n);
                    }
                }
            }
            false
        })
}

/// Every single edit of a playable course that keeps it playable, in a fixed
/// order: flips, swaps, turns, moves, blockades, caves. Empty for a course
/// that is not playable to begin with.
pub fn edits(course: &Course) -> Vec<Edit> {
    if !is_playable(course) {
        return Vec::new();
    }
    candidates(course).into_iter().filter(|e| is_playable(&e.applied(course))).collect()
}

/// Every edit the course's pieces and seams allow, playable or not.
fn candidates(course: &Course) -> Vec<Edit> {
    let catalog = Catalog::get();
    let mut out = Vec::new();
    let used: Vec<&str> =
        course.pieces.iter().filter_map(|p| p.side()).map(|s| s.physical_piece.as_str()).collect();
    for p in &course.pieces {
        let Some(side) = p.side() else { continue };
        out.push(Edit::Flip { piece: side.id.clone() });
        for other in catalog.sides() {
            if other.kind == side.kind && !used.contains(&other.physical_piece.as_str()) {
                out.push(Edit::Swap { piece: side.id.clone(), with: other.id.clone() });
            }
        }
    }
    for p in &course.pieces {
        for steps in 0..6u8 {
            let rotation = Rotation::new(steps).expect("below six");
            if rotation != p.rotation {
                out.push(Edit::Turn { piece: p.piece.clone(), rotation });
            }
        }
    }
    for (i, p) in course.pieces.iter().enumerate() {
        if p.side().is_some_and(|s| s.kind == PieceKind::Start) {
            continue;
        }
        let near = (p.origin.x as f32, p.origin.y as f32);
        for steps in 0..6u8 {
            let rotation = Rotation::new(steps).expect("below six");
            for origin in snap_positions(course, Some(i), &p.piece, rotation, near) {
                if origin != p.origin {
                    out.push(Edit::Move { piece: p.piece.clone(), origin, rotation });
                }
            }
        }
    }
    out.extend(blockade_edits(course));
    for p in &course.pieces {
        let Some(side) = p.side() else { continue };
        for s in side.spaces.iter().filter(|s| s.terrain == Terrain::Mountain) {
            out.push(Edit::Cave {
                piece: p.piece.clone(),
                local: s.local,
                cave: !p.has_cave(s.local),
            });
        }
    }
    out
}

/// Each seam that may hold a blockade: take its blockade away, make it random,
/// or give it a numbered blockade no other seam holds.
fn blockade_edits(course: &Course) -> Vec<Edit> {
    let Ok(map) = Map::build(course) else { return Vec::new() };
    let mut out = Vec::new();
    let fixed: Vec<u8> = course
        .blockades
        .iter()
        .filter_map(|s| match s.blockade {
            BlockadeChoice::Number(n) => Some(n),
            BlockadeChoice::Random => None,
        })
        .collect();
    for seam in map.seams().iter().filter(|s| s.blockade_allowed) {
        let between = seam.pieces.map(|p| map.piece(p).id.clone());
        let mut choices = vec![None, Some(BlockadeChoice::Random)];
        choices.extend(
            (1..=6).filter(|n| !fixed.contains(n)).map(|n| Some(BlockadeChoice::Number(n))),
        );
        for blockade in choices {
            if blockade != seam.blockade {
                out.push(Edit::Blockade { between: between.clone(), blockade });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    fn serpentine() -> Course {
        official::course("serpentine").expect("built in")
    }

    #[test]
    fn every_official_course_is_playable_and_every_listed_edit_keeps_it_so() {
        for (id, course) in official::all() {
            assert!(is_playable(&course), "{id}");
            let list = edits(&course);
            assert!(list.len() > 10, "{id}: only {} edits", list.len());
            for e in &list {
                assert!(is_playable(&e.applied(&course)), "{id}: {}", e.describe());
                assert_ne!(e.applied(&course), course, "{id}: {} changes nothing", e.describe());
            }
        }
    }

    #[test]
    fn the_list_holds_each_kind_of_edit_and_is_stable() {
        let course = serpentine();
        let list = edits(&course);
        assert_eq!(list, edits(&course));
        let has = |f: fn(&Edit) -> bool| list.iter().any(f);
        assert!(has(|e| matches!(e, Edit::Flip { .. })));
        assert!(has(|e| matches!(e, Edit::Swap { .. })));
        assert!(has(|e| matches!(e, Edit::Move { .. })));
        assert!(has(|e| matches!(e, Edit::Blockade { blockade: None, .. })));
        assert!(has(|e| matches!(
            e,
            Edit::Blockade { blockade: Some(BlockadeChoice::Number(_)), .. }
        )));
        assert!(has(|e| matches!(e, Edit::Cave { cave: true, .. })));
    }

    #[test]
    fn flip_shows_the_other_side_and_keeps_the_seams_blockade() {
        let course = serpentine();
        let e = Edit::Flip { piece: "C".into() };
        let flipped = e.applied(&course);
        assert!(flipped.placement("D").is_some() && flipped.placement("C").is_none());
        assert_eq!(flipped.blockade_between("A", "D"), Some(BlockadeChoice::Random));
        assert_eq!(e.describe(), "flip board C to side D");
    }

    #[test]
    fn swap_only_offers_unused_physical_pieces_of_the_same_kind() {
        let course = serpentine();
        let cat = Catalog::get();
        for e in edits(&course) {
            if let Edit::Swap { piece, with } = &e {
                let (a, b) = (cat.side(piece).unwrap(), cat.side(with).unwrap());
                assert_eq!(a.kind, b.kind, "{}", e.describe());
                assert!(
                    course
                        .pieces
                        .iter()
                        .all(|p| p.side().unwrap().physical_piece != b.physical_piece),
                    "{}",
                    e.describe()
                );
            }
        }
    }

    #[test]
    fn a_flip_drops_the_cave_changes_of_the_old_side() {
        let mut course = serpentine();
        let (piece, mountain) = course
            .pieces
            .iter()
            .find_map(|p| {
                let s =
                    p.side()?.spaces.iter().find(|s| s.terrain == Terrain::Mountain && !s.cave)?;
                Some((p.piece.clone(), s.local))
            })
            .expect("Serpentine has a mountain without a printed cave");
        Edit::Cave { piece: piece.clone(), local: mountain, cave: true }.apply(&mut course);
        assert!(course.placement(&piece).unwrap().has_cave(mountain));
        Edit::Flip { piece: piece.clone() }.apply(&mut course);
        let other = &Catalog::get().flip(&piece).unwrap().id;
        let flipped = course.placement(other).unwrap();
        assert!(flipped.extra_caves.is_empty() && flipped.removed_caves.is_empty());
    }

    #[test]
    fn blockade_edits_never_reuse_a_fixed_number() {
        let mut course = serpentine();
        Edit::Blockade {
            between: ["A".into(), "C".into()],
            blockade: Some(BlockadeChoice::Number(3)),
        }
        .apply(&mut course);
        assert!(is_playable(&course));
        for e in edits(&course) {
            if let Edit::Blockade { between, blockade: Some(BlockadeChoice::Number(3)) } = &e {
                panic!("blockade 3 offered again between {between:?}");
            }
        }
    }

    #[test]
    fn a_finish_plate_out_of_place_is_not_playable() {
        // A plate off the last board breaks the assembly rules; nothing is
        // offered for a course that is not playable to begin with.
        let mut course = serpentine();
        let plate = course.placement_mut("finish-river").unwrap();
        plate.origin = Hex::new(plate.origin.x + 20, plate.origin.y);
        assert!(!is_playable(&course));
        assert!(edits(&course).is_empty());
    }

    #[test]
    fn descriptions_name_the_pieces() {
        let e = Edit::Blockade {
            between: ["C".into(), "E".into()],
            blockade: Some(BlockadeChoice::Number(5)),
        };
        assert_eq!(e.describe(), "put blockade 5 between C and E");
        let e = Edit::Blockade { between: ["C".into(), "E".into()], blockade: None };
        assert_eq!(e.describe(), "take the blockade away between C and E");
        let e = Edit::Swap { piece: "O".into(), with: "Q".into() };
        assert_eq!(e.describe(), "swap strip O for strip Q");
    }
}
