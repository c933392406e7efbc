//! Every change the editor makes to a course is an [`Edit`]: one named step that
//! the history can undo. Edits change only the [`Course`]; the map is rebuilt from
//! it afterwards.

use eldorado_core::catalog::Catalog;
use eldorado_core::course::{BlockadeChoice, Course, Placement, SeamBlockade};
use eldorado_core::hex::{Hex, Rotation};
use eldorado_core::map::Map;

/// Which text field of the course an edit changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextField {
    Name,
    Author,
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

/// Another placement moved along with a moved piece (the finish plate with the
/// board it wraps).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Carry {
    pub index: usize,
    pub rotation: Rotation,
    pub origin: Hex,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// Put a new piece down.
    Place(Placement),
    /// Move a placed piece, perhaps turned or flipped on the way; the finish
    /// plate attached to it may move along (`carry`).
    Move {
        index: usize,
        piece: String,
        rotation: Rotation,
        origin: Hex,
        carry: Option<Carry>,
    },
    /// Turn a placed piece over to the other side of its physical piece, in place.
    Flip {
        index: usize,
    },
    Remove {
        index: usize,
    },
    /// Put a blockade on the seam between two pieces, or clear it.
    SetBlockade {
        between: [String; 2],
        choice: Option<BlockadeChoice>,
    },
    /// Replace every blockade at once ("random blockades").
    SetAllBlockades {
        blockades: Vec<SeamBlockade>,
        label: String,
    },
    /// Show or hide a cave on a mountain (local hex of the piece).
    ToggleCave {
        index: usize,
        local: Hex,
    },
    SetText {
        field: TextField,
        text: String,
    },
    /// A single edit suggested by the design assistant, made as it describes itself.
    Suggested(eldorado_design::edits::Edit),
}

impl Edit {
    /// What the Edit menu says: "Undo move board C".
    pub fn label(&self, course: &Course) -> String {
        let piece = |i: usize| {
            course
                .pieces
                .get(i)
                .and_then(|p| p.side())
                .map(|s| s.label())
                .unwrap_or_else(|| "piece".into())
        };
        match self {
            Edit::Place(p) => {
                format!("place {}", p.side().map(|s| s.label()).unwrap_or_else(|| p.piece.clone()))
            }
            Edit::Move { index, .. } => format!("move {}", piece(*index)),
            Edit::Flip { index } => format!("flip {}", piece(*index)),
            Edit::Remove { index } => format!("delete {}", piece(*index)),
            Edit::SetBlockade { between, choice: Some(c) } => {
                format!("set {c} on {}–{}", between[0], between[1])
            }
            Edit::SetBlockade { between, choice: None } => {
                format!("clear the blockade on {}–{}", between[0], between[1])
            }
            Edit::SetAllBlockades { label, .. } => label.clone(),
            Edit::ToggleCave { index, .. } => format!("toggle a cave on {}", piece(*index)),
            Edit::SetText { field, .. } => format!("edit the course {}", field.label()),
            Edit::Suggested(edit) => edit.describe(),
        }
    }

    /// Consecutive edits of the same text field merge into one undo step, so that
    /// typing a name is undone as a whole rather than letter by letter.
    pub fn merges_with(&self, previous: &Edit) -> bool {
        matches!((self, previous), (Edit::SetText { field: a, .. }, Edit::SetText { field: b, .. }) if a == b)
    }

    /// Applies the edit. An edit that names a piece that is not there is refused
    /// with a sentence saying so, and the course is left as it was.
    pub fn apply(&self, course: &mut Course) -> Result<(), String> {
        let missing = |i: usize| format!("there is no piece number {} in the course", i + 1);
        match self {
            Edit::Place(p) => {
                if Catalog::get().side(&p.piece).is_none() {
                    return Err(format!("there is no piece {:?} in the game", p.piece));
                }
                course.pieces.push(p.clone());
            }
            Edit::Move { index, piece, rotation, origin, carry } => {
                let current =
                    course.pieces.get(*index).ok_or_else(|| missing(*index))?.piece.clone();
                if let Some(c) = carry
                    && (c.index >= course.pieces.len() || c.index == *index)
                {
                    return Err(missing(c.index));
                }
                if *piece != current {
                    flip_to(course, *index, piece)?;
                }
                let p = &mut course.pieces[*index];
                p.rotation = *rotation;
                p.origin = *origin;
                if let Some(c) = carry {
                    let q = &mut course.pieces[c.index];
                    q.rotation = c.rotation;
                    q.origin = c.origin;
                }
                drop_blockades_off_seams(course);
            }
            Edit::Flip { index } => {
                let current =
                    course.pieces.get(*index).ok_or_else(|| missing(*index))?.piece.clone();
                let other = Catalog::get()
                    .flip(&current)
                    .ok_or_else(|| format!("piece {current} has no other side"))?;
                flip_to(course, *index, &other.id)?;
            }
            Edit::Remove { index } => {
                if *index >= course.pieces.len() {
                    return Err(missing(*index));
                }
                let gone = course.pieces.remove(*index).piece;
                course.blockades.retain(|b| !b.between.contains(&gone));
            }
            Edit::SetBlockade { between, choice } => {
                course.set_blockade(&between[0], &between[1], *choice)
            }
            Edit::SetAllBlockades { blockades, .. } => course.blockades = blockades.clone(),
            Edit::ToggleCave { index, local } => {
                let p = course.pieces.get_mut(*index).ok_or_else(|| missing(*index))?;
                let on = p.has_cave(*local);
                p.set_cave(*local, !on);
            }
            Edit::SetText { field, text } => match field {
                TextField::Name => course.name = text.clone(),
                TextField::Author => course.author = text.clone(),
                TextField::Notes => course.notes = text.clone(),
            },
            Edit::Suggested(edit) => edit.apply(course),
        }
        course.normalize();
        Ok(())
    }
}

/// Turns piece `index` over to side `to`. Cave changes belong to the printed side,
/// so they are dropped; blockades follow the piece.
fn flip_to(course: &mut Course, index: usize, to: &str) -> Result<(), String> {
    let from = course.pieces[index].piece.clone();
    let catalog = Catalog::get();
    let same_piece = catalog
        .side(&from)
        .zip(catalog.side(to))
        .is_some_and(|(a, b)| a.physical_piece == b.physical_piece);
    if !same_piece {
        return Err(format!("{to} is not the other side of {from}"));
    }
    course.rename_piece(&from, to);
    let p = &mut course.pieces[index];
    p.extra_caves.clear();
    p.removed_caves.clear();
    Ok(())
}

/// After a move, a blockade between two pieces that no longer touch has nowhere
/// to stand: it goes back in the box.
fn drop_blockades_off_seams(course: &mut Course) {
    let map = Map::assemble(course).map;
    course.blockades.retain(|b| {
        match (map.piece_by_id(&b.between[0]), map.piece_by_id(&b.between[1])) {
            (Some(x), Some(y)) => map.seam_between_pieces(x, y).is_some(),
            _ => true, // not ours to judge: the checker reports it
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn removing_a_piece_takes_its_blockades_with_it() {
        let mut c = official::default_course();
        let n = c.pieces.iter().position(|p| p.piece == "N").unwrap();
        assert!(c.blockades.iter().any(|b| b.between.contains(&"N".to_string())));
        Edit::Remove { index: n }.apply(&mut c).unwrap();
        assert!(c.placement("N").is_none());
        assert!(!c.blockades.iter().any(|b| b.between.contains(&"N".to_string())));
    }

    #[test]
    fn flipping_keeps_the_position_and_renames_blockades() {
        let mut c = official::default_course();
        let i = c.pieces.iter().position(|p| p.piece == "C").unwrap();
        let before = c.pieces[i].clone();
        Edit::Flip { index: i }.apply(&mut c).unwrap();
        let after = &c.pieces[i];
        assert_eq!(
            (after.piece.as_str(), after.rotation, after.origin),
            ("D", before.rotation, before.origin)
        );
        assert!(c.blockade_between("B", "D").is_some());
        assert!(c.blockade_between("B", "C").is_none());
    }

    #[test]
    fn toggling_a_printed_cave_removes_it_and_toggling_again_restores_it() {
        let mut c = official::default_course();
        let i = c.pieces.iter().position(|p| p.piece == "C").unwrap();
        assert!(c.pieces[i].has_cave(Hex::ZERO));
        Edit::ToggleCave { index: i, local: Hex::ZERO }.apply(&mut c).unwrap();
        assert!(!c.pieces[i].has_cave(Hex::ZERO));
        Edit::ToggleCave { index: i, local: Hex::ZERO }.apply(&mut c).unwrap();
        assert_eq!(c, official::default_course());
    }

    #[test]
    fn moving_a_piece_away_drops_the_blockade_on_its_old_seam() {
        let mut c = official::default_course();
        let k = c.pieces.iter().position(|p| p.piece == "K").unwrap();
        assert!(c.blockade_between("I", "K").is_some());
        Edit::Move {
            index: k,
            piece: "K".into(),
            rotation: Rotation::ZERO,
            origin: Hex::new(40, 40),
            carry: None,
        }
        .apply(&mut c)
        .unwrap();
        assert!(c.blockade_between("I", "K").is_none());
        assert!(c.blockade_between("B", "C").is_some(), "other blockades stay");
    }

    #[test]
    fn edits_naming_missing_pieces_are_refused_without_change() {
        let mut c = official::default_course();
        let before = c.clone();
        assert!(
            Edit::Remove { index: 99 }.apply(&mut c).unwrap_err().contains("no piece number 100")
        );
        assert!(Edit::Place(Placement::new("Z", Rotation::ZERO, Hex::ZERO)).apply(&mut c).is_err());
        let wrong_side = Edit::Move {
            index: 0,
            piece: "C".into(),
            rotation: Rotation::ZERO,
            origin: Hex::ZERO,
            carry: None,
        };
        assert!(wrong_side.apply(&mut c).unwrap_err().contains("not the other side"));
        assert_eq!(c, before);
    }

    #[test]
    fn a_suggested_edit_is_made_as_it_describes_itself() {
        use eldorado_design::edits::Edit as Single;
        let mut c = official::default_course();
        let single = Single::Flip { piece: "C".into() };
        let edit = Edit::Suggested(single.clone());
        assert_eq!(edit.label(&c), "flip board C to side D");
        edit.apply(&mut c).unwrap();
        assert_eq!(c, single.applied(&official::default_course()));
    }

    #[test]
    fn text_edits_of_one_field_merge() {
        let a = Edit::SetText { field: TextField::Name, text: "A".into() };
        let b = Edit::SetText { field: TextField::Name, text: "AB".into() };
        let n = Edit::SetText { field: TextField::Notes, text: "x".into() };
        assert!(b.merges_with(&a));
        assert!(!n.merges_with(&a));
        assert!(!Edit::Flip { index: 0 }.merges_with(&Edit::Flip { index: 0 }));
    }
}
