//! A suggested edit in words, in a language: "swap board I for board K",
//! "remplacer le plateau I par le plateau K": every language from the
//! catalogue, English as the command line has always printed it.

use eldorado_core::catalog::{Catalog, PieceKind, SideId};
use eldorado_core::course::contact::touching_pieces;
use eldorado_core::course::{BlockadeChoice, Course, Edit};
use eldorado_core::hex::{Axial, Rotation};
use eldorado_messages::{Lang, text, text_with};

/// The edit in `lang`, as it applies to `course`.
pub fn action_in(edit: &Edit, course: &Course, lang: Lang) -> String {
    let say = |id: &str, args: &[(&str, String)]| {
        let args: Vec<(&str, eldorado_messages::Arg)> =
            args.iter().map(|(n, v)| (*n, v.as_str().into())).collect();
        text_with(lang, id, &args)
    };
    let piece = |id: &str| piece(lang, id);
    match edit {
        Edit::Place(p) => say("finding-suggest-place", &[("piece", piece(&p.piece))]),
        Edit::Remove { piece: p } => say("finding-suggest-remove", &[("piece", piece(p))]),
        Edit::Flip { piece: p } => {
            let side =
                Catalog::get().flip(p).map_or_else(
                    String::new,
                    |s| match SideId::finish_terrain_of(&s.id)
                        .filter(|_| s.kind == PieceKind::Finish)
                    {
                        Some(t) => eldorado_words::nouns::terrain(t, lang),
                        None => s.id.to_string(),
                    },
                );
            let kind = if side_is_finish(p) { "finish" } else { "other" }.to_string();
            say("finding-suggest-flip", &[("piece", piece(p)), ("side", side), ("kind", kind)])
        }
        Edit::Swap { piece: p, with } => {
            say("finding-suggest-swap", &[("piece", piece(p)), ("with", piece(with))])
        }
        Edit::Turn { piece: p, rotation } => match course.placement(p) {
            Some(at) => say(
                "finding-suggest-turn",
                &[("piece", piece(p)), ("turn", turn(lang, at.rotation, *rotation))],
            ),
            None => say(
                "finding-suggest-turn",
                &[("piece", piece(p)), ("turn", turn(lang, Rotation::default(), *rotation))],
            ),
        },
        Edit::Move { piece: p, origin, rotation } => {
            let mut moved = course.clone();
            if let Some(m) = moved.placement_mut(p) {
                m.origin = *origin;
                m.rotation = *rotation;
            }
            let next_to = neighbours(&moved, p, lang);
            let mut words = if next_to.is_empty() {
                say(
                    "finding-suggest-move-to",
                    &[("piece", piece(p)), ("at", Axial::from(*origin).to_string())],
                )
            } else {
                say(
                    "finding-suggest-move-next-to",
                    &[("piece", piece(p)), ("pieces", and_list(lang, &next_to))],
                )
            };
            if let Some(at) = course.placement(p)
                && at.rotation != *rotation
            {
                words = say(
                    "finding-suggest-and-turn",
                    &[("move", words), ("turn", turn(lang, at.rotation, *rotation))],
                );
            }
            words
        }
        Edit::Blockade { between: [a, b], blockade } => {
            let (a, b) = (short(lang, a), short(lang, b));
            match blockade {
                Some(choice) => {
                    let blockade = match choice {
                        BlockadeChoice::Number(n) => {
                            text_with(lang, "blockade-number-only", &[("number", (*n).into())])
                        }
                        BlockadeChoice::Random => text(lang, "blockade-random"),
                    };
                    say(
                        "finding-suggest-put-blockade",
                        &[("blockade", blockade), ("a", a), ("b", b)],
                    )
                }
                None => say("finding-suggest-take-blockade", &[("a", a), ("b", b)]),
            }
        }
        Edit::Blockades(all) if all.is_empty() => text(lang, "finding-suggest-clear-blockades"),
        Edit::Blockades(all) => {
            text_with(lang, "finding-suggest-set-blockades", &[("count", all.len().into())])
        }
        Edit::Cave { piece: p, local, cave } => {
            let at = course.placement(p).map_or(*local, |q| q.to_world(*local));
            let at = Axial::from(at).to_string();
            let id = if *cave { "finding-suggest-add-cave" } else { "finding-suggest-take-cave" };
            say(id, &[("at", at), ("piece", piece(p))])
        }
    }
}

/// A piece side by its name in a sentence: "le plateau C", "la bande de terrain O".
fn piece(lang: Lang, id: &str) -> String {
    eldorado_words::pieces::the_piece(lang, id).unwrap_or_else(|| id.to_string())
}

/// Whether a side id is the finish plate's.
fn side_is_finish(id: &str) -> bool {
    Catalog::get().side(id).is_some_and(|s| s.kind == PieceKind::Finish)
}

/// A seam's piece beside the other: its letter, or the finish plate.
fn short(lang: Lang, id: &str) -> String {
    match Catalog::get().side(id) {
        Some(s) if s.kind == PieceKind::Finish => text(lang, "finding-suggest-the-finish"),
        _ => id.to_string(),
    }
}

/// A turn as it looks on the table, in the undo steps' words.
fn turn(lang: Lang, from: Rotation, to: Rotation) -> String {
    let steps = (i64::from(to.steps()) - i64::from(from.steps())).rem_euclid(6);
    text_with(lang, "editor-step-turn-words", &[("steps", steps.into())])
}

/// The pieces touching `id` on `course`, in course order.
fn neighbours(course: &Course, id: &str, lang: Lang) -> Vec<String> {
    let Some(i) = course.pieces.iter().position(|p| p.piece == id) else { return Vec::new() };
    touching_pieces(course)
        .into_iter()
        .filter_map(|(a, b)| match (a == i, b == i) {
            (true, _) => Some(b),
            (_, true) => Some(a),
            _ => None,
        })
        .map(|j| piece(lang, &course.pieces[j].piece))
        .collect()
}

fn and_list(lang: Lang, items: &[String]) -> String {
    eldorado_words::pieces::and_list(lang, items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::edits;
    use eldorado_core::course::official;
    use eldorado_core::hex::Hex;

    /// Every edit suggest may try reads in French.
    #[test]
    fn every_kind_of_edit_reads_in_french() {
        let course = official::course("winding-paths").unwrap();
        let mut kinds = std::collections::HashSet::new();
        for edit in edits(&course) {
            let french = action_in(&edit, &course, Lang::French);
            for english in ["board", "turn ", "swap", "flip", "move", "blockade", " the ", "step"] {
                assert!(!french.contains(english), "{english:?} in {french}");
            }
            assert!(!french.contains("finding-") && !french.contains('{'), "{french}");
            kinds.insert(std::mem::discriminant(&edit));
        }
        assert!(kinds.len() >= 5, "{kinds:?}");
    }

    fn serpentine() -> Course {
        official::course("serpentine").expect("built in")
    }

    /// English, as the command line and the Edit menu say each edit.
    #[test]
    fn a_flip_names_the_other_side() {
        let course = serpentine();
        let e = Edit::Flip { piece: "C".into() };
        assert_eq!(action_in(&e, &course, Lang::English), "flip board C to side D");
        let plate = course
            .pieces
            .iter()
            .find(|p| p.piece.starts_with("finish-"))
            .map(|p| p.piece.clone())
            .expect("a finish plate");
        let words = action_in(&Edit::Flip { piece: plate }, &course, Lang::English);
        assert!(words.starts_with("flip finish plate ("), "{words}");
        assert!(words.ends_with(" to its jungle side") || words.ends_with(" to its river side"));
        assert!(!words.contains("finish-"), "{words}");
    }

    #[test]
    fn turns_are_said_as_they_look_on_the_table() {
        let course = serpentine();
        let now = course.placement("C").unwrap().rotation;
        let turn = |steps: i64| Edit::Turn {
            piece: "C".into(),
            rotation: Rotation::wrapping(i64::from(now.steps()) + steps),
        };
        assert_eq!(
            action_in(&turn(1), &course, Lang::English),
            "turn board C one step clockwise (60°)"
        );
        assert_eq!(
            action_in(&turn(2), &course, Lang::English),
            "turn board C two steps clockwise (120°)"
        );
        assert_eq!(action_in(&turn(3), &course, Lang::English), "turn board C half a turn (180°)");
        assert_eq!(
            action_in(&turn(-2), &course, Lang::English),
            "turn board C two steps anticlockwise (120°)"
        );
        assert_eq!(
            action_in(&turn(-1), &course, Lang::English),
            "turn board C one step anticlockwise (60°)"
        );
    }

    #[test]
    fn a_move_names_the_pieces_it_lands_next_to() {
        let course = serpentine();
        let c = course.placement("C").unwrap().clone();
        let stay = Edit::Move { piece: "C".into(), origin: c.origin, rotation: c.rotation };
        let said = action_in(&stay, &course, Lang::English);
        assert!(said.starts_with("move board C next to start board A"), "{said}");
        let away = Edit::Move {
            piece: "C".into(),
            origin: Hex::new(60, 0),
            rotation: c.rotation.clockwise(),
        };
        assert_eq!(
            action_in(&away, &course, Lang::English),
            "move board C to (60, 0), turned one step clockwise (60°)"
        );
    }

    #[test]
    fn blockades_and_caves_are_said_in_words() {
        let course = serpentine();
        let e = Edit::Blockade {
            between: ["C".into(), "E".into()],
            blockade: Some(BlockadeChoice::Number(5)),
        };
        assert_eq!(action_in(&e, &course, Lang::English), "put blockade 5 between C and E");
        let e = Edit::Blockade { between: ["C".into(), "E".into()], blockade: None };
        assert_eq!(action_in(&e, &course, Lang::English), "take the blockade away between C and E");
        let e = Edit::Blockade { between: ["K".into(), "finish-river".into()], blockade: None };
        assert_eq!(
            action_in(&e, &course, Lang::English),
            "take the blockade away between K and the finish plate"
        );
        assert_eq!(
            action_in(&Edit::Blockades(Vec::new()), &course, Lang::English),
            "clear all blockades"
        );
        let e = Edit::Swap { piece: "O".into(), with: "Q".into() };
        assert_eq!(action_in(&e, &course, Lang::English), "swap strip O for strip Q");
    }
}
