//! What a user edits and saves: piece placements, blockades on seams, caves,
//! and the course's name, author and notes.
//!
//! A course is only a description. [`crate::map::Map`] assembles it into spaces
//! and seams and says whether it is valid.

pub mod contact;
pub mod edit;
pub mod limits;
pub mod official;
pub mod snap;

pub use edit::{Edit, EditError};
pub use limits::{LIMITS, Limits};

use crate::catalog::{Catalog, PieceSide, SideId};
use crate::hex::{self, Hex, Rotation};

/// A file name made from a course name: "Hills of Gold" → "hills-of-gold".
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() { "course".into() } else { stem }
}

/// A course as the user builds it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Course {
    /// The course's title, e.g. "Hills of Gold".
    pub name: String,
    /// Who designed it; may be empty.
    pub author: String,
    /// Free text for whoever sets the course up or plays it; may be empty.
    pub notes: String,
    /// Every placed piece side, in order along the course; the finish plate too.
    pub pieces: Vec<Placement>,
    /// The blockades the user has put on seams. Seams not listed have none.
    pub blockades: Vec<SeamBlockade>,
}

/// One piece side put down on the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The side's id: a letter A–R, `finish-jungle` or `finish-river`.
    pub piece: SideId,
    /// How far the side is turned from the way the catalog draws it.
    pub rotation: Rotation,
    /// World position of the piece's local (0,0).
    pub origin: Hex,
    /// Local hexes of mountains that get a cave although none is printed.
    pub extra_caves: Vec<Hex>,
    /// Local hexes of printed caves that the user has taken away.
    pub removed_caves: Vec<Hex>,
}

impl Placement {
    /// A side put down at `origin`, turned by `rotation`, with its caves as printed.
    pub fn new(piece: impl Into<SideId>, rotation: Rotation, origin: Hex) -> Self {
        Placement {
            piece: piece.into(),
            rotation,
            origin,
            extra_caves: Vec::new(),
            removed_caves: Vec::new(),
        }
    }

    /// The catalog's side for this placement; `None` if the id names no side.
    pub fn side(&self) -> Option<&'static PieceSide> {
        Catalog::get().side(&self.piece)
    }

    /// World hexes of the piece's spaces; empty for an unknown piece.
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        self.side()
            .into_iter()
            .flat_map(move |s| s.spaces.iter().map(move |sp| self.to_world(sp.local)))
    }

    /// Where a hex of the side lands on the table.
    pub fn to_world(&self, local: Hex) -> Hex {
        hex::place(local, self.rotation, self.origin)
    }

    /// The hex of the side that lies on a given table hex (inverse of
    /// [`Placement::to_world`]).
    pub fn to_local(&self, world: Hex) -> Hex {
        hex::unplace(world, self.rotation, self.origin)
    }

    /// Whether the space at a local hex shows a cave in this course.
    pub fn has_cave(&self, local: Hex) -> bool {
        let printed = self.side().and_then(|s| s.space_at(local)).is_some_and(|s| s.cave);
        (printed && !self.removed_caves.contains(&local)) || self.extra_caves.contains(&local)
    }

    /// Shows or hides a cave at a local hex, recording it as a change from print.
    pub fn set_cave(&mut self, local: Hex, cave: bool) {
        let printed = self.side().and_then(|s| s.space_at(local)).is_some_and(|s| s.cave);
        self.extra_caves.retain(|&h| h != local);
        self.removed_caves.retain(|&h| h != local);
        match (printed, cave) {
            (true, false) => self.removed_caves.push(local),
            (false, true) => self.extra_caves.push(local),
            _ => {}
        }
        self.extra_caves.sort_by_key(|h| (h.y, h.x));
        self.removed_caves.sort_by_key(|h| (h.y, h.x));
    }
}

/// The blockade chosen for a seam.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlockadeChoice {
    /// A numbered blockade 1..=6.
    Number(u8),
    /// Drawn at random from the unused blockades when a game is set up.
    Random,
}

impl std::fmt::Display for BlockadeChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BlockadeChoice::Number(n) => write!(f, "blockade {n}"),
            BlockadeChoice::Random => f.write_str("a random blockade"),
        }
    }
}

/// A blockade on the seam between two pieces, named by their side ids.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeamBlockade {
    /// The side ids of the two pieces the seam joins, in either order
    /// ([`Course::normalize`] puts them in course order).
    pub between: [SideId; 2],
    /// The numbered blockade, or one drawn at random at setup.
    pub blockade: BlockadeChoice,
}

impl SeamBlockade {
    /// Whether this is the seam between sides `a` and `b`, in either order.
    pub fn is_between(&self, a: &str, b: &str) -> bool {
        (self.between[0] == a && self.between[1] == b)
            || (self.between[0] == b && self.between[1] == a)
    }
}

impl Course {
    /// Where the side with this id is placed, if it is in the course.
    pub fn placement(&self, piece: &str) -> Option<&Placement> {
        self.pieces.iter().find(|p| p.piece == piece)
    }

    /// The placement of the side with this id, to change it.
    pub fn placement_mut(&mut self, piece: &str) -> Option<&mut Placement> {
        self.pieces.iter_mut().find(|p| p.piece == piece)
    }

    /// The blockade on the seam between sides `a` and `b`, if there is one.
    pub fn blockade_between(&self, a: &str, b: &str) -> Option<BlockadeChoice> {
        self.blockades.iter().find(|s| s.is_between(a, b)).map(|s| s.blockade)
    }

    /// The numbered blockades on the course, each with the seam it stands on
    /// (the two pieces, by side id), in number order. A number is one
    /// blockade of the box, so a seam may not take a number listed here.
    pub fn blockade_numbers(&self) -> std::collections::BTreeMap<u8, &[SideId; 2]> {
        self.blockades
            .iter()
            .filter_map(|s| match s.blockade {
                BlockadeChoice::Number(n) => Some((n, &s.between)),
                BlockadeChoice::Random => None,
            })
            .collect()
    }

    /// Puts a blockade on a seam, or clears it with `None`.
    pub fn set_blockade(&mut self, a: &str, b: &str, choice: Option<BlockadeChoice>) {
        self.blockades.retain(|s| !s.is_between(a, b));
        if let Some(blockade) = choice {
            self.blockades.push(SeamBlockade { between: [a.into(), b.into()], blockade });
        }
    }

    /// Renames a piece side everywhere it is referred to (used when flipping).
    pub fn rename_piece(&mut self, from: &str, to: &str) {
        for p in &mut self.pieces {
            if p.piece == from {
                p.piece = to.into();
            }
        }
        for s in &mut self.blockades {
            for id in &mut s.between {
                if id == from {
                    *id = to.into();
                }
            }
        }
    }

    /// Takes away every blockade between two placed pieces that no longer touch
    /// (after a move it has no seam to stand on). A blockade naming a piece that
    /// is not on the course stays: the course check reports it.
    pub fn drop_blockades_off_seams(&mut self) {
        let touching = contact::touching_pieces(self);
        let index = |id: &str| self.pieces.iter().position(|p| p.piece == id && p.side().is_some());
        let keep: Vec<bool> = self
            .blockades
            .iter()
            .map(|b| match (index(&b.between[0]), index(&b.between[1])) {
                (Some(x), Some(y)) => touching.contains(&(x.min(y), x.max(y))),
                _ => true,
            })
            .collect();
        let mut keep = keep.into_iter();
        self.blockades.retain(|_| keep.next().unwrap_or(true));
    }

    /// Puts the course in its canonical order so that equal courses save equally:
    /// seam names follow the piece order, seams are sorted, cave lists are sorted.
    pub fn normalize(&mut self) {
        let index = |id: &str| self.pieces.iter().position(|p| p.piece == id).unwrap_or(usize::MAX);
        for s in &mut self.blockades {
            if (index(&s.between[1]), &s.between[1]) < (index(&s.between[0]), &s.between[0]) {
                s.between.swap(0, 1);
            }
        }
        let mut keyed: Vec<_> = self
            .blockades
            .drain(..)
            .map(|s| {
                (
                    (
                        index(&s.between[0]),
                        s.between[0].clone(),
                        index(&s.between[1]),
                        s.between[1].clone(),
                    ),
                    s,
                )
            })
            .collect();
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        self.blockades = keyed.into_iter().map(|(_, s)| s).collect();
        for p in &mut self.pieces {
            p.extra_caves.sort_by_key(|h| (h.y, h.x));
            p.extra_caves.dedup();
            p.removed_caves.sort_by_key(|h| (h.y, h.x));
            p.removed_caves.dedup();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blockade_numbers_in_use_name_their_seams() {
        let mut c = official::default_course();
        c.blockades.clear();
        c.set_blockade("B", "C", Some(BlockadeChoice::Number(4)));
        c.set_blockade("C", "N", Some(BlockadeChoice::Random));
        c.set_blockade("N", "I", Some(BlockadeChoice::Number(2)));
        let used: Vec<(u8, [SideId; 2])> =
            c.blockade_numbers().into_iter().map(|(n, s)| (n, s.clone())).collect();
        assert_eq!(used, [(2, ["N".into(), "I".into()]), (4, ["B".into(), "C".into()])]);
    }
}
