//! How pieces may touch: the one rule for "flush", shared by the course check and
//! by snapping.

use std::collections::HashMap;

use crate::catalog::PieceKind;
use crate::hex::{self, Hex};

/// The numbers of neighbouring space pairs that make a full, flush edge between
/// two kinds of piece. Boards are hexagons with edges of four spaces: a flush edge
/// zig-zags into 7 pairs (shifted half a hex either way). A board meets a strip's
/// long side in 7 or 8 pairs, and two strips side by side share 9.
pub fn flush_pairs(a: PieceKind, b: PieceKind) -> &'static [usize] {
    use PieceKind::*;
    match (a, b) {
        (Start | Terrain, Start | Terrain) => &[7],
        (Start | Terrain, Strip) | (Strip, Start | Terrain) => &[7, 8],
        (Strip, Strip) => &[9],
        // The finish plate has its own rule (see `finish_fit`).
        _ => &[],
    }
}

/// Whether `pairs` neighbouring space pairs make a flush edge between pieces of
/// kinds `a` and `b` (see [`flush_pairs`]).
pub fn is_flush(a: PieceKind, b: PieceKind, pairs: usize) -> bool {
    flush_pairs(a, b).contains(&pairs)
}

/// "7" or "7 or 8": for messages.
pub fn flush_text(a: PieceKind, b: PieceKind) -> String {
    let v: Vec<String> = flush_pairs(a, b).iter().map(|n| n.to_string()).collect();
    v.join(" or ")
}

/// Counts neighbouring pairs between a set of hexes and each piece in `occupied`
/// (hex → piece index), skipping hexes of `skip`. Sorted by piece index.
pub fn touching(
    hexes: &[Hex],
    occupied: &HashMap<Hex, usize>,
    skip: Option<usize>,
) -> Vec<(usize, usize)> {
    let mut counts: HashMap<usize, usize> = HashMap::new();
    for &h in hexes {
        for n in hex::neighbours(h) {
            if let Some(&p) = occupied.get(&n)
                && Some(p) != skip
            {
                *counts.entry(p).or_default() += 1;
            }
        }
    }
    let mut v: Vec<_> = counts.into_iter().collect();
    v.sort();
    v
}

/// Board corners in local coordinates: where the finish plate may attach.
pub const BOARD_CORNERS: [Hex; 6] = [
    Hex::new(3, 0),
    Hex::new(0, 3),
    Hex::new(-3, 3),
    Hex::new(-3, 0),
    Hex::new(0, -3),
    Hex::new(3, -3),
];

/// The pieces touching the piece `piece` on `course` ([`touching_pieces`]),
/// by their index in the course, in course order.
pub fn pieces_touching(course: &super::Course, piece: &str) -> Vec<usize> {
    let Some(i) = course.pieces.iter().position(|p| p.piece == piece) else { return Vec::new() };
    touching_pieces(course)
        .into_iter()
        .filter_map(|(a, b)| match (a == i, b == i) {
            (true, _) => Some(b),
            (_, true) => Some(a),
            _ => None,
        })
        .collect()
}

/// The pairs of pieces of a course that touch, by course index (lower first),
/// as the assembled map finds its seams: a space belongs to the first piece
/// laid on its hex, pieces of unknown sides are left out, and two pieces touch
/// when a space of one neighbours a space of the other. Read from the course
/// alone, so an edit can tidy its blockades without assembling the map.
pub fn touching_pieces(course: &super::Course) -> std::collections::BTreeSet<(usize, usize)> {
    let mut owner: HashMap<Hex, usize> = HashMap::new();
    for (i, p) in course.pieces.iter().enumerate() {
        for h in p.hexes() {
            owner.entry(h).or_insert(i);
        }
    }
    let mut pairs = std::collections::BTreeSet::new();
    for (&h, &a) in &owner {
        for n in hex::neighbours(h) {
            if let Some(&b) = owner.get(&n)
                && a < b
            {
                pairs.insert((a, b));
            }
        }
    }
    pairs
}
