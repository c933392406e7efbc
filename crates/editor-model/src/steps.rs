//! An undo step in words in a language: what the Edit menu says after
//! "Undo" and the history lists. Every language words each edit from the
//! catalogue (`editor-step-`); English reads as the suggestions say it
//! ([`eldorado_design::action_words`]).

use eldorado_core::catalog::{Catalog, PieceKind, SideId};
use eldorado_core::course::{BlockadeChoice, Course, Edit, contact};
use eldorado_core::hex::{Axial, Rotation};
use eldorado_messages::{Lang, text, text_with};

use crate::words;

/// The edit `edit`, as it would be made on `course`, in words.
pub fn edit_in(lang: Lang, edit: &Edit, course: &Course) -> String {
    let piece = |id: &str| words::the_piece(lang, id);
    let one = |id: &str, name: &str| text_with(lang, id, &[("piece", piece(name).into())]);
    match edit {
        Edit::Place(p) => one("editor-step-place", &p.piece),
        Edit::Remove { piece: p } => one("editor-step-delete", p),
        Edit::Flip { piece: p } => {
            let other = Catalog::get().flip(p);
            let finish = other.is_some_and(|s| s.kind == PieceKind::Finish);
            let side = match other {
                Some(s) if finish => SideId::finish_terrain_of(&s.id)
                    .map_or_else(|| s.id.to_string(), |t| eldorado_words::nouns::terrain(t, lang)),
                Some(s) => s.id.to_string(),
                None => String::new(),
            };
            let kind = if finish { "finish" } else { "other" };
            text_with(
                lang,
                "editor-step-flip",
                &[("piece", piece(p).into()), ("side", side.into()), ("kind", kind.into())],
            )
        }
        Edit::Swap { piece: p, with } => text_with(
            lang,
            "editor-step-swap",
            &[("piece", piece(p).into()), ("with", piece(with).into())],
        ),
        Edit::Turn { piece: p, rotation } => match course.placement(p) {
            Some(placed) => text_with(
                lang,
                "editor-step-turn",
                &[
                    ("piece", piece(p).into()),
                    ("turn", turn(lang, placed.rotation, *rotation).into()),
                ],
            ),
            None => text_with(
                lang,
                "editor-step-turn-to",
                &[
                    ("piece", piece(p).into()),
                    ("degrees", (u32::from(rotation.steps()) * 60).into()),
                ],
            ),
        },
        Edit::Move { piece: p, origin, rotation } => {
            let mut moved = course.clone();
            if let Some(m) = moved.placement_mut(p) {
                m.origin = *origin;
                m.rotation = *rotation;
            }
            let next_to = neighbours(lang, &moved, p);
            let mut said = if next_to.is_empty() {
                text_with(
                    lang,
                    "editor-step-move-to",
                    &[("piece", piece(p).into()), ("at", Axial::from(*origin).to_string().into())],
                )
            } else {
                text_with(
                    lang,
                    "editor-step-move-next-to",
                    &[("piece", piece(p).into()), ("next", words::and_list(lang, &next_to).into())],
                )
            };
            if let Some(placed) = course.placement(p)
                && placed.rotation != *rotation
            {
                let turned = turn(lang, placed.rotation, *rotation);
                said += &text_with(lang, "editor-step-turned", &[("turn", turned.into())]);
            }
            said
        }
        Edit::Blockade { between: [a, b], blockade: Some(choice) } => text_with(
            lang,
            "editor-step-blockade",
            &[
                ("blockade", blockade(lang, *choice).into()),
                ("a", short(lang, a).into()),
                ("b", short(lang, b).into()),
            ],
        ),
        Edit::Blockade { between: [a, b], blockade: None } => text_with(
            lang,
            "editor-step-no-blockade",
            &[("a", short(lang, a).into()), ("b", short(lang, b).into())],
        ),
        Edit::Blockades(all) if all.is_empty() => text(lang, "editor-step-clear-blockades"),
        Edit::Blockades(all) => {
            text_with(lang, "editor-step-set-blockades", &[("count", all.len().into())])
        }
        Edit::Cave { piece: p, local, cave } => {
            let at = course.placement(p).map_or(*local, |placed| placed.to_world(*local));
            let id = if *cave { "editor-step-add-cave" } else { "editor-step-remove-cave" };
            text_with(
                lang,
                id,
                &[("piece", piece(p).into()), ("at", Axial::from(at).to_string().into())],
            )
        }
    }
}

/// "blockade 3", "a random blockade", in the step's words.
fn blockade(lang: Lang, choice: BlockadeChoice) -> String {
    match choice {
        BlockadeChoice::Number(n) => {
            text_with(lang, "blockade-number-only", &[("number", n.into())])
        }
        BlockadeChoice::Random => text(lang, "editor-seam-random"),
    }
}

/// A seam's piece beside the other: its letter, or the finish plate.
fn short(lang: Lang, id: &str) -> String {
    match Catalog::get().side(id) {
        Some(s) if s.kind == PieceKind::Finish => text(lang, "editor-the-finish-plate"),
        _ => id.to_string(),
    }
}

/// A turn from one rotation to another as it looks on the table.
fn turn(lang: Lang, from: Rotation, to: Rotation) -> String {
    let steps = (i64::from(to.steps()) - i64::from(from.steps())).rem_euclid(6);
    text_with(lang, "editor-step-turn-words", &[("steps", steps.into())])
}

/// The pieces touching `piece` on `course`, in words, in course order.
fn neighbours(lang: Lang, course: &Course, piece: &str) -> Vec<String> {
    contact::pieces_touching(course, piece)
        .into_iter()
        .map(|j| words::the_piece(lang, &course.pieces[j].piece))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    /// The Edit menu's English is the suggestions' (and the command line's)
    /// for every edit a suggestion may make.
    #[test]
    fn english_reads_as_the_suggestions_say_it_and_french_is_french() {
        let c = official::course("winding-paths").unwrap();
        for edit in eldorado_design::edits::edits(&c) {
            let said = eldorado_design::action_words::action_in(&edit, &c, Lang::English);
            assert_eq!(edit_in(Lang::English, &edit, &c), said);
        }
        let c = official::default_course();
        let flip = Edit::Flip { piece: "C".into() };
        assert_eq!(edit_in(Lang::English, &flip, &c), "flip board C to side D");
        assert_eq!(edit_in(Lang::French, &flip, &c), "retourner le plateau C sur la face D");
        let clear = Edit::Blockades(Vec::new());
        assert_eq!(edit_in(Lang::French, &clear, &c), "retirer toutes les barrières");
    }
}
