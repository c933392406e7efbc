//! Every change the editor makes to a course is a [`Change`]: one undoable
//! step with a label for the Edit menu. A change is the course's own
//! [`Edit`] (pieces named by side id), or one of the editor's own gestures
//! made of edits (a dragged piece, a named batch of edits), or a text field.
//! A change touches only the [`Course`]; the map is assembled from it once,
//! afterwards.

use eldorado_core::catalog::Catalog;
use eldorado_core::course::{Course, Edit, EditError};
use eldorado_core::hex::{Hex, Rotation};

/// Which text field of the course a change sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextField {
    /// The course's name.
    Name,
    /// Who made it.
    Author,
    /// Free notes.
    Notes,
}

impl TextField {
    fn label(self) -> &'static str {
        match self {
            TextField::Name => "name",
            TextField::Author => "author",
            TextField::Notes => "notes",
        }
    }
}

/// Another piece moved along with a moved piece (the finish plate with the
/// board whose corner it wraps).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Carry {
    /// The side id of the carried piece.
    pub piece: String,
    /// Its rotation afterwards.
    pub rotation: Rotation,
    /// Its origin afterwards.
    pub origin: Hex,
}

/// A placed piece picked up and put down again: perhaps turned over on the
/// way, perhaps with the finish plate it carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceMove {
    /// The side id of the piece as it lies now.
    pub piece: String,
    /// The side it lands on: `piece`, or its other side when it was flipped.
    pub side: String,
    /// Its rotation afterwards.
    pub rotation: Rotation,
    /// Its origin afterwards.
    pub origin: Hex,
    /// The finish plate moved along, if any.
    pub carry: Option<Carry>,
}

impl PieceMove {
    /// The course's edits that make the move, in order.
    pub fn edits(&self) -> Result<Vec<Edit>, EditError> {
        let mut edits = Vec::new();
        if self.side != self.piece {
            let other = Catalog::get().flip(&self.piece).map(|s| s.id.as_str());
            if other != Some(self.side.as_str()) {
                return Err(EditError::NotOtherSide {
                    piece: self.piece.clone().into(),
                    side: Some(self.side.clone().into()),
                });
            }
            edits.push(Edit::Flip { piece: self.piece.clone().into() });
        }
        edits.push(Edit::Move {
            piece: self.side.clone().into(),
            origin: self.origin,
            rotation: self.rotation,
        });
        if let Some(c) = &self.carry {
            edits.push(Edit::Move {
                piece: c.piece.clone().into(),
                origin: c.origin,
                rotation: c.rotation,
            });
        }
        Ok(edits)
    }
}

/// One undoable step of the editor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// One edit of the course, labelled as it describes itself.
    Edit(Edit),
    /// An edit labelled by the gesture that made it ("deal random blockades
    /// (seed 3)").
    Named {
        /// What the Edit menu says after "Undo".
        label: String,
        /// The edit.
        edit: Edit,
    },
    /// A placed piece moved (or turned in place); blockades between pieces
    /// that no longer touch go back in the box.
    Move(PieceMove),
    /// Several edits made as one step, all or none (pieces moved, turned,
    /// deleted or pasted together); blockades between pieces that no longer
    /// touch go back in the box.
    Batch {
        /// What the Edit menu says after "Undo": "move 3 pieces".
        label: String,
        /// The edits, in order.
        edits: Vec<Edit>,
    },
    /// A text field of the course.
    SetText {
        /// Which field.
        field: TextField,
        /// Its whole new text.
        text: String,
    },
}

impl Change {
    /// What the Edit menu says after "Undo", in a language: "move board C",
    /// "flip board C to side D". `course` is the course before the change.
    pub fn label_in(&self, lang: eldorado_messages::Lang, course: &Course) -> String {
        use eldorado_messages::text_with;
        match self {
            Change::Edit(edit) => crate::steps::edit_in(lang, edit, course),
            Change::Named { label, .. } | Change::Batch { label, .. } => label.clone(),
            Change::Move(m) => text_with(
                lang,
                "editor-step-move",
                &[("piece", crate::words::piece(lang, &m.side).into())],
            ),
            Change::SetText { field, .. } => {
                text_with(lang, "editor-step-text", &[("field", field.label().into())])
            }
        }
    }

    /// Consecutive edits of the same text field merge into one undo step, so that
    /// typing a name is undone as a whole rather than letter by letter.
    pub fn merges_with(&self, previous: &Change) -> bool {
        matches!((self, previous), (Change::SetText { field: a, .. }, Change::SetText { field: b, .. }) if a == b)
    }

    /// Makes the change. One that cannot be made is refused with a sentence
    /// saying why, and the course is left as it was.
    pub fn apply(&self, course: &mut Course) -> Result<(), EditError> {
        match self {
            Change::Edit(edit) | Change::Named { edit, .. } => edit.apply(course),
            Change::Move(m) => {
                let mut moved = course.clone();
                for edit in m.edits()? {
                    edit.apply(&mut moved)?;
                }
                moved.drop_blockades_off_seams();
                *course = moved;
                Ok(())
            }
            Change::Batch { edits, .. } => {
                let mut after = course.clone();
                for edit in edits {
                    edit.apply(&mut after)?;
                }
                after.drop_blockades_off_seams();
                *course = after;
                Ok(())
            }
            Change::SetText { field, text } => {
                match field {
                    TextField::Name => course.name = text.clone(),
                    TextField::Author => course.author = text.clone(),
                    TextField::Notes => course.notes = text.clone(),
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    fn piece_move(c: &Course, id: &str, origin: Hex) -> Change {
        let p = c.placement(id).unwrap();
        Change::Move(PieceMove {
            piece: id.into(),
            side: id.into(),
            rotation: p.rotation,
            origin,
            carry: None,
        })
    }

    #[test]
    fn removing_a_piece_takes_its_blockades_with_it() {
        let mut c = official::default_course();
        assert!(c.blockades.iter().any(|b| b.between.contains(&"N".into())));
        Change::Edit(Edit::Remove { piece: "N".into() }).apply(&mut c).unwrap();
        assert!(c.placement("N").is_none());
        assert!(!c.blockades.iter().any(|b| b.between.contains(&"N".into())));
    }

    #[test]
    fn a_batch_is_made_whole_or_not_at_all() {
        let mut c = official::default_course();
        let before = c.clone();
        let batch = Change::Batch {
            label: "delete 2 pieces".into(),
            edits: vec![Edit::Remove { piece: "N".into() }, Edit::Remove { piece: "Z".into() }],
        };
        assert!(batch.apply(&mut c).is_err(), "there is no piece Z");
        assert_eq!(c, before, "nothing was made");
        assert_eq!(batch.label_in(eldorado_messages::Lang::English, &c), "delete 2 pieces");
        let batch = Change::Batch {
            label: "delete 2 pieces".into(),
            edits: vec![Edit::Remove { piece: "N".into() }, Edit::Remove { piece: "C".into() }],
        };
        batch.apply(&mut c).unwrap();
        assert!(c.placement("N").is_none() && c.placement("C").is_none());
    }

    #[test]
    fn moving_a_piece_away_drops_the_blockade_on_its_old_seam() {
        let mut c = official::default_course();
        assert!(c.blockade_between("I", "K").is_some());
        piece_move(&c, "K", Hex::new(40, 40)).apply(&mut c).unwrap();
        assert!(c.blockade_between("I", "K").is_none());
        assert!(c.blockade_between("B", "C").is_some(), "other blockades stay");
    }

    #[test]
    fn a_piece_flipped_while_held_lands_on_its_other_side() {
        let mut c = official::default_course();
        let before = c.placement("C").unwrap().clone();
        let m = Change::Move(PieceMove {
            piece: "C".into(),
            side: "D".into(),
            rotation: before.rotation,
            origin: before.origin,
            carry: None,
        });
        assert_eq!(m.label_in(eldorado_messages::Lang::English, &c), "move board D");
        m.apply(&mut c).unwrap();
        let after = c.placement("D").unwrap();
        assert_eq!((after.rotation, after.origin), (before.rotation, before.origin));
        assert!(c.blockade_between("B", "D").is_some(), "the seam keeps its blockade");
    }

    #[test]
    fn commands_that_cannot_be_made_are_refused_without_change() {
        let mut c = official::default_course();
        let before = c.clone();
        let err = Change::Edit(Edit::Remove { piece: "Q".into() }).apply(&mut c).unwrap_err();
        assert_eq!(err.to_string(), "strip Q is not on the course");
        let wrong_side = Change::Move(PieceMove {
            piece: "C".into(),
            side: "E".into(),
            rotation: Rotation::ZERO,
            origin: Hex::ZERO,
            carry: None,
        });
        assert_eq!(
            wrong_side.apply(&mut c).unwrap_err().to_string(),
            "board E is not the other side of board C"
        );
        let lost_plate = Change::Move(PieceMove {
            piece: "C".into(),
            side: "C".into(),
            rotation: Rotation::ZERO,
            origin: Hex::ZERO,
            carry: Some(Carry {
                piece: "finish-jungle".into(),
                rotation: Rotation::ZERO,
                origin: Hex::ZERO,
            }),
        });
        assert!(lost_plate.apply(&mut c).is_err());
        assert_eq!(c, before);
    }

    #[test]
    fn text_edits_of_one_field_merge() {
        let a = Change::SetText { field: TextField::Name, text: "A".into() };
        let b = Change::SetText { field: TextField::Name, text: "AB".into() };
        let n = Change::SetText { field: TextField::Notes, text: "x".into() };
        assert!(b.merges_with(&a));
        assert!(!n.merges_with(&a));
        let flip = Change::Edit(Edit::Flip { piece: "C".into() });
        assert!(!flip.merges_with(&flip));
    }
}
