//! The single edits of a course that keep it playable.
//!
//! [`edits`] lists every edit of a course (in the course's own vocabulary,
//! [`Edit`]) that keeps it *playable*: valid by every assembly rule (the course
//! check of [`Map::assemble`]) with every start space able to reach El Dorado
//! ([`is_playable`]). The list is in a fixed order, so a seeded choice among it
//! is reproducible.

use eldorado_analysis::every_start_reaches_el_dorado;
use eldorado_core::catalog::{Catalog, PieceKind, Terrain};
use eldorado_core::course::snap::snap_positions;
use eldorado_core::course::{BlockadeChoice, Course, Edit};
use eldorado_core::hex::Rotation;
use eldorado_core::map::Map;

/// Whether a course is valid by every assembly rule and every start space can
/// reach El Dorado.
pub fn is_playable(course: &Course) -> bool {
    Map::build(course).is_ok_and(|map| every_start_reaches_el_dorado(&map))
}

/// Every single edit of a playable course that keeps it playable, in a fixed
/// order: flips, swaps, turns, moves, blockades, caves. Empty for a course
/// that is not playable to begin with.
pub fn edits(course: &Course) -> Vec<Edit> {
    if !is_playable(course) {
        return Vec::new();
    }
    candidates(course)
        .into_iter()
        .filter(|e| e.applied(course).is_ok_and(|after| is_playable(&after)))
        .collect()
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
    let fixed: Vec<u8> = course.blockade_numbers().into_keys().collect();
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
    use eldorado_core::hex::Hex;

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
                let after = e.applied(&course).unwrap();
                assert!(
                    is_playable(&after),
                    "{id}: {}",
                    crate::action_words::action_in(e, &course, eldorado_messages::Lang::English)
                );
                assert_ne!(
                    after,
                    course,
                    "{id}: {} changes nothing",
                    crate::action_words::action_in(e, &course, eldorado_messages::Lang::English)
                );
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
    fn swap_only_offers_unused_physical_pieces_of_the_same_kind() {
        let course = serpentine();
        let cat = Catalog::get();
        for e in edits(&course) {
            if let Edit::Swap { piece, with } = &e {
                let (a, b) = (cat.side(piece).unwrap(), cat.side(with).unwrap());
                assert_eq!(
                    a.kind,
                    b.kind,
                    "{}",
                    crate::action_words::action_in(&e, &course, eldorado_messages::Lang::English)
                );
                assert!(
                    course
                        .pieces
                        .iter()
                        .all(|p| p.side().unwrap().physical_piece != b.physical_piece),
                    "{}",
                    crate::action_words::action_in(&e, &course, eldorado_messages::Lang::English)
                );
            }
        }
    }

    #[test]
    fn blockade_edits_never_reuse_a_fixed_number() {
        let mut course = serpentine();
        Edit::Blockade {
            between: ["A".into(), "C".into()],
            blockade: Some(BlockadeChoice::Number(3)),
        }
        .apply(&mut course)
        .unwrap();
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
}
