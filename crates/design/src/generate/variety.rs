//! How different two generated courses are.
//!
//! A course's signature is its chain: the piece side at each position from the
//! start board to the finish plate, and the turn at each joint (in 30° steps).
//! The distance between two courses counts the positions whose sides differ,
//! the joints that turn differently, and one for each piece that only the longer
//! chain has, and the difference in route choices (places where the way
//! splits and joins again). Blockades are dealt at random in every generated course, so they
//! never make two courses different. Two candidates closer than
//! [`MIN_DISTANCE`] are near-duplicates and the later one is dropped: a
//! candidate differs from every other in at least three pieces or bends.

use serde::{Deserialize, Serialize};

use super::layout::Layout;

/// Candidates closer than this are near-duplicates.
pub const MIN_DISTANCE: usize = 3;

/// A course's chain: the side at each position and the turn at each joint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signature {
    /// Side ids from the start board to the finish plate.
    pub sides: Vec<String>,
    /// The turn at each joint, in 30° steps.
    pub turns: Vec<i8>,
    /// How many real route choices the course offers.
    #[serde(default)]
    pub choices: usize,
}

impl Signature {
    /// The signature of a laid-out course offering `choices` route choices.
    pub fn of(layout: &Layout, choices: usize) -> Signature {
        Signature {
            sides: layout.links.iter().map(|l| l.placement.piece.to_string()).collect(),
            turns: layout.turns(),
            choices,
        }
    }
}

/// How many positions, joints and extra pieces differ between two courses.
pub fn distance(a: &Signature, b: &Signature) -> usize {
    fn differ<T: PartialEq>(x: &[T], y: &[T]) -> usize {
        let common = x.len().min(y.len());
        x.iter().zip(y).filter(|(p, q)| p != q).count() + x.len().max(y.len()) - common
    }
    differ(&a.sides, &b.sides) + differ(&a.turns, &b.turns) + a.choices.abs_diff(b.choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sig(sides: &[&str], turns: &[i8]) -> Signature {
        Signature {
            sides: sides.iter().map(|s| s.to_string()).collect(),
            turns: turns.to_vec(),
            choices: 0,
        }
    }

    #[test]
    fn distance_counts_sides_turns_and_extra_pieces() {
        let a = sig(&["A", "C", "E", "finish-river"], &[0, 2, 0]);
        assert_eq!(distance(&a, &a), 0);
        assert_eq!(distance(&a, &sig(&["A", "D", "E", "finish-river"], &[0, 2, 0])), 1);
        assert_eq!(distance(&a, &sig(&["A", "C", "E", "finish-river"], &[0, -2, 0])), 1);
        assert_eq!(distance(&a, &sig(&["A", "C", "E", "G", "finish-river"], &[0, 2, 0, 0])), 2 + 1);
        assert_eq!(distance(&a, &sig(&["B", "D", "F", "finish-jungle"], &[0, 2, 0])), 4);
        let branching = Signature { choices: 2, ..a.clone() };
        assert_eq!(distance(&a, &branching), 2);
    }
}
