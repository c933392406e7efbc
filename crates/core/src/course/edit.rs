//! The one vocabulary of changes to a course: what a designer does in one
//! gesture, naming pieces by their side id (the letter A–R, `finish-jungle`,
//! `finish-river`). The editor, the generator and the suggestions all change a
//! course through these.
//!
//! An edit that cannot be made (a piece the course lacks, a side the game does
//! not have) is refused with an [`EditError`] in one sentence, and leaves the
//! course as it was: no edit silently does nothing. An edit changes only the
//! [`Course`]; assembling the map from it is the reader's business, once.

use super::{BlockadeChoice, Course, Placement, SeamBlockade};
use crate::catalog::{BLOCKADES, Catalog, SideId, Terrain};
use crate::hex::{Axial, Hex, Rotation};

/// One change to a course. Hexes of caves are local to the piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Puts a new piece down.
    Place(Placement),
    /// Takes a piece off the course, with the blockades on its seams.
    Remove {
        /// The side id of the piece.
        piece: SideId,
    },
    /// Turns a piece over where it lies: it shows the other side of its
    /// physical piece. Its cave changes go (they name spaces of the old side);
    /// its seams keep their blockades under the new name.
    Flip {
        /// The side id of the piece.
        piece: SideId,
    },
    /// Replaces a piece, where it lies, by a side of the same kind from a
    /// physical piece the course does not use. Cave changes go as for a flip.
    Swap {
        /// The side id of the piece on the course.
        piece: SideId,
        /// The side id that replaces it.
        with: SideId,
    },
    /// Turns a piece about its origin (a board's centre) to a new rotation.
    Turn {
        /// The side id of the piece.
        piece: SideId,
        /// The rotation it ends with.
        rotation: Rotation,
    },
    /// Puts a piece at a new origin with a rotation. Blockades stay as they
    /// are (the editor's move takes away those left without a seam).
    Move {
        /// The side id of the piece.
        piece: SideId,
        /// Where the piece's local (0, 0) goes.
        origin: Hex,
        /// The rotation it ends with.
        rotation: Rotation,
    },
    /// Puts a blockade on the seam between two pieces, or takes it away (`None`).
    Blockade {
        /// The side ids of the two pieces.
        between: [SideId; 2],
        /// The blockade, or `None` for none.
        blockade: Option<BlockadeChoice>,
    },
    /// Replaces every blockade of the course at once.
    Blockades(Vec<SeamBlockade>),
    /// Adds (`cave: true`) or removes (`false`) a cave on a mountain of a piece.
    Cave {
        /// The side id of the piece.
        piece: SideId,
        /// The mountain's hex, local to the piece.
        local: Hex,
        /// Whether the mountain shows a cave afterwards.
        cave: bool,
    },
}

/// Why an edit cannot be made. Pieces are held by side id; the English
/// sentence names them as a player would ("board C"), and each language
/// words the error from its fields (the words crate).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The edit names a piece that is not on the course.
    #[error("{} is not on the course", label(.piece))]
    NotPlaced {
        /// The piece's side id.
        piece: SideId,
    },
    /// The edit names a side the game does not have.
    #[error("there is no piece {side:?} in the game")]
    UnknownSide {
        /// The side id as given.
        side: SideId,
    },
    /// A piece was to be turned over to a side that is not on its back.
    #[error("{} is not the other side of {}", .side.as_deref().map_or_else(|| "its other side".to_string(), label), label(.piece))]
    NotOtherSide {
        /// The piece on the course, by side id.
        piece: SideId,
        /// The side asked for, by id; `None` for a piece with no other side.
        side: Option<SideId>,
    },
    /// A swap between pieces of different kinds (a board for a strip).
    #[error("{} cannot take the place of {}: they are different kinds of piece", label(.with), label(.piece))]
    OtherKind {
        /// The piece on the course, by side id.
        piece: SideId,
        /// The side asked for, by id.
        with: SideId,
    },
    /// A swap for a side whose physical piece is on the course already.
    #[error("{} cannot come in: its piece is on the course already", label(.with))]
    InUse {
        /// The side asked for, by id.
        with: SideId,
    },
    /// A cave asked for where the piece has no mountain.
    #[error("{} has no mountain at {at} to hold a cave", label(.piece))]
    NoMountain {
        /// The piece's side id.
        piece: SideId,
        /// The space, as "(q, r)" on the piece.
        at: String,
    },
    /// A blockade number the game does not have.
    #[error("there is no blockade {number}: the blockades are numbered 1 to 6")]
    NoBlockade {
        /// The number asked for.
        number: u8,
    },
}

impl Edit {
    /// Makes the edit, then puts the course in its canonical order. When the
    /// edit cannot be made the course is left exactly as it was.
    pub fn apply(&self, course: &mut Course) -> Result<(), EditError> {
        self.check(course)?;
        match self {
            Edit::Place(p) => course.pieces.push(p.clone()),
            Edit::Remove { piece } => {
                if let Some(i) = course.pieces.iter().position(|p| p.piece == *piece) {
                    course.pieces.remove(i);
                }
                course.blockades.retain(|b| !b.between.contains(piece));
            }
            Edit::Flip { piece } => {
                let other = Catalog::get().flip(piece).map(|s| s.id.clone()).unwrap_or_default();
                replace_side(course, piece, &other);
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
            Edit::Blockades(all) => course.blockades = all.clone(),
            Edit::Cave { piece, local, cave } => {
                if let Some(p) = course.placement_mut(piece) {
                    p.set_cave(*local, *cave);
                }
            }
        }
        course.normalize();
        Ok(())
    }

    /// The course with the edit made.
    pub fn applied(&self, course: &Course) -> Result<Course, EditError> {
        let mut c = course.clone();
        self.apply(&mut c)?;
        Ok(c)
    }

    /// Whether the edit can be made on `course`, and why not.
    pub fn check(&self, course: &Course) -> Result<(), EditError> {
        let catalog = Catalog::get();
        let placed = |id: &str| {
            course
                .placement(id)
                .map(|_| ())
                .ok_or_else(|| EditError::NotPlaced { piece: id.into() })
        };
        let known =
            |id: &str| catalog.side(id).ok_or_else(|| EditError::UnknownSide { side: id.into() });
        match self {
            Edit::Place(p) => known(&p.piece).map(|_| ()),
            Edit::Remove { piece } | Edit::Turn { piece, .. } | Edit::Move { piece, .. } => {
                placed(piece)
            }
            Edit::Flip { piece } => {
                placed(piece)?;
                known(piece)?;
                catalog
                    .flip(piece)
                    .map(|_| ())
                    .ok_or_else(|| EditError::NotOtherSide { piece: piece.clone(), side: None })
            }
            Edit::Swap { piece, with } => {
                placed(piece)?;
                let (from, to) = (known(piece)?, known(with)?);
                if from.kind != to.kind {
                    return Err(EditError::OtherKind { piece: piece.clone(), with: with.clone() });
                }
                let in_use = course
                    .pieces
                    .iter()
                    .filter_map(Placement::side)
                    .any(|s| s.physical_piece == to.physical_piece);
                if in_use {
                    return Err(EditError::InUse { with: with.clone() });
                }
                Ok(())
            }
            Edit::Blockade { between: [a, b], blockade } => {
                placed(a)?;
                placed(b)?;
                blockade.map_or(Ok(()), known_blockade)
            }
            Edit::Blockades(all) => {
                for s in all {
                    placed(&s.between[0])?;
                    placed(&s.between[1])?;
                    known_blockade(s.blockade)?;
                }
                Ok(())
            }
            Edit::Cave { piece, local, .. } => {
                placed(piece)?;
                let mountain =
                    known(piece)?.space_at(*local).is_some_and(|s| s.terrain == Terrain::Mountain);
                if mountain {
                    Ok(())
                } else {
                    Err(EditError::NoMountain {
                        piece: piece.clone(),
                        at: Axial::from(*local).to_string(),
                    })
                }
            }
        }
    }
}

/// "board C", or the id itself for a side the game does not have.
fn label(id: &str) -> String {
    Catalog::get().side(id).map_or_else(|| format!("piece {id:?}"), |s| s.label())
}

fn known_blockade(choice: BlockadeChoice) -> Result<(), EditError> {
    match choice {
        BlockadeChoice::Number(n) if !BLOCKADES.iter().any(|b| b.number == n) => {
            Err(EditError::NoBlockade { number: n })
        }
        _ => Ok(()),
    }
}

/// Turns `from` into `to` where it lies. Cave changes belong to the printed
/// side, so they go; blockades follow the piece under its new name.
fn replace_side(course: &mut Course, from: &str, to: &str) {
    if let Some(p) = course.placement_mut(from) {
        p.extra_caves.clear();
        p.removed_caves.clear();
    }
    course.rename_piece(from, to);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::official;
    use crate::map::Map;

    fn serpentine() -> Course {
        official::course("serpentine").expect("built in")
    }

    #[test]
    fn flip_shows_the_other_side_keeps_the_seams_blockade_and_drops_cave_changes() {
        let mut course = serpentine();
        let c = course.placement("C").unwrap();
        let mountain = c
            .side()
            .and_then(|s| s.spaces.iter().find(|s| s.terrain == Terrain::Mountain))
            .map(|s| s.local)
            .expect("board C has a mountain");
        let cave = !c.has_cave(mountain);
        Edit::Cave { piece: "C".into(), local: mountain, cave }.apply(&mut course).unwrap();
        assert_eq!(course.placement("C").unwrap().has_cave(mountain), cave);
        let e = Edit::Flip { piece: "C".into() };
        e.apply(&mut course).unwrap();
        assert!(course.placement("D").is_some() && course.placement("C").is_none());
        assert_eq!(course.blockade_between("A", "D"), Some(BlockadeChoice::Random));
        let d = course.placement("D").unwrap();
        assert!(d.extra_caves.is_empty() && d.removed_caves.is_empty());
    }

    #[test]
    fn a_bad_edit_is_refused_in_one_sentence_and_changes_nothing() {
        let course = serpentine();
        let refused = |e: Edit| {
            let mut c = course.clone();
            let err = e.apply(&mut c).unwrap_err();
            assert_eq!(c, course, "{err}");
            err.to_string()
        };
        assert_eq!(refused(Edit::Flip { piece: "Q".into() }), "strip Q is not on the course");
        assert_eq!(
            refused(Edit::Place(Placement::new("Z", Rotation::ZERO, Hex::ZERO))),
            "there is no piece \"Z\" in the game"
        );
        assert_eq!(
            refused(Edit::Swap { piece: "C".into(), with: "O".into() }),
            "strip O cannot take the place of board C: they are different kinds of piece"
        );
        assert_eq!(
            refused(Edit::Swap { piece: "C".into(), with: "D".into() }),
            "board D cannot come in: its piece is on the course already"
        );
        assert_eq!(
            refused(Edit::Cave { piece: "C".into(), local: Hex::new(1, 0), cave: true })
                .split(" has no mountain")
                .next(),
            Some("board C"),
        );
        assert_eq!(
            refused(Edit::Blockade {
                between: ["A".into(), "C".into()],
                blockade: Some(BlockadeChoice::Number(9))
            }),
            "there is no blockade 9: the blockades are numbered 1 to 6"
        );
        assert_eq!(refused(Edit::Remove { piece: "R".into() }), "strip R is not on the course");
    }

    /// The blockade tidy after a move reads the course alone; it must agree
    /// with the seams of the assembled map, piece by piece.
    #[test]
    fn blockades_off_seams_go_as_the_map_would_say() {
        for (id, course) in official::all() {
            for moved in 0..course.pieces.len() {
                for shift in [Hex::new(0, 1), Hex::new(3, -2), Hex::new(20, 0), Hex::new(-1, 1)] {
                    let mut c = course.clone();
                    c.pieces[moved].origin += shift;
                    let map = Map::assemble(&c).map;
                    let expected: Vec<SeamBlockade> = c
                        .blockades
                        .iter()
                        .filter(|b| {
                            match (map.piece_by_id(&b.between[0]), map.piece_by_id(&b.between[1])) {
                                (Some(x), Some(y)) => map.seam_between_pieces(x, y).is_some(),
                                _ => true,
                            }
                        })
                        .cloned()
                        .collect();
                    c.drop_blockades_off_seams();
                    assert_eq!(c.blockades, expected, "{id}: piece {moved} moved by {shift:?}");
                }
            }
        }
    }
}
