//! ShlomoAlon's boards as that program has them, where they differ from the
//! printed ones (transcribed from its source, see `docs/clients.md`): it has no
//! caves, so a printed cave is a plain mountain there, except on its board H,
//! whose printed cave's space holds a village 1; and its boards E and H are
//! reconstructions that agree with the printed boards on only a few spaces.
//! Which of their other spaces differ, and how, is not known here, so checks of
//! those boards use the printed spaces and the warning says so.

use eldorado_core::catalog::{PieceSide, Terrain};
use eldorado_core::hex::{self, Hex};
use eldorado_core::map::{Map, PieceIdx};

use crate::client::Client;
use crate::loss::{CaveShownAs, Loss};

/// One of ShlomoAlon's reconstructed boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reconstruction {
    /// The board's letter.
    pub letter: &'static str,
    /// Spaces of its 37 that agree with the printed board (a printed cave
    /// counted as the mountain it is there).
    pub agree: u8,
    /// What it holds on the printed cave's space, when that is not a mountain.
    pub at_cave: Option<InsteadOfCave>,
}

/// What a reconstructed board holds where the printed board has its cave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InsteadOfCave {
    /// The printed cave's space, in the board's own frame.
    pub local: Hex,
    /// What is there instead.
    pub terrain: Terrain,
    /// It in words, as spaces are described everywhere ("village 1").
    pub what: &'static str,
}

/// ShlomoAlon's reconstructed boards: E agrees on 5 spaces with its cave as a
/// mountain; H agrees on 6 and has a village 1 on the printed cave's space.
pub const RECONSTRUCTED: [Reconstruction; 2] = [
    Reconstruction { letter: "E", agree: 5, at_cave: None },
    Reconstruction {
        letter: "H",
        agree: 6,
        at_cave: Some(InsteadOfCave {
            local: Hex::new(-2, 0),
            terrain: Terrain::Village,
            what: "village 1",
        }),
    },
];

/// The reconstruction of a board, if ShlomoAlon's is one.
pub fn reconstruction(letter: &str) -> Option<&'static Reconstruction> {
    RECONSTRUCTED.iter().find(|r| r.letter == letter)
}

/// Whether a player may enter a board's space at `local` in ShlomoAlon: every
/// printed space but mountains (caves included), and whatever its
/// reconstruction holds on a printed cave's space. `None` off the board.
pub fn passable(side: &PieceSide, local: Hex) -> Option<bool> {
    let space = side.space_at(local)?;
    if let Some(instead) =
        reconstruction(&side.id).and_then(|r| r.at_cave).filter(|c| c.local == local)
    {
        return Some(instead.terrain.is_enterable());
    }
    Some(space.terrain != Terrain::Mountain)
}

/// What ShlomoAlon's boards show differently on this course: its caves as
/// plain mountains, and its reconstructed boards. The same whether the course
/// is written for it or read from it.
pub fn view(map: &Map) -> Vec<Loss> {
    let client = Client::ShlomoAlon;
    // Pieces from the start board out, whatever order the course lists them in.
    let mut order: Vec<PieceIdx> = (0..map.pieces().len()).collect();
    order.sort_by_key(|&p| (map.piece(p).depth, map.piece(p).course_index));
    let shown_otherwise = |p: PieceIdx, local: Hex| {
        reconstruction(&map.piece(p).id).and_then(|r| r.at_cave).is_some_and(|c| c.local == local)
    };
    let mut caves = Vec::new();
    let mut pieces = Vec::new();
    for &p in &order {
        let here: Vec<Hex> = map
            .piece(p)
            .spaces
            .iter()
            .map(|&s| map.space(s))
            .filter(|s| s.cave && !shown_otherwise(p, s.local))
            .map(|s| s.hex)
            .collect();
        if !here.is_empty() {
            caves.extend(here);
            pieces.push(map.piece(p).label.clone());
        }
    }
    let mut out = Vec::new();
    if !caves.is_empty() {
        out.push(Loss::CavesLost { client, caves, pieces });
    }
    for &p in &order {
        let piece = map.piece(p);
        if let Some(r) = reconstruction(&piece.id) {
            out.push(Loss::ReconstructedBoard {
                client,
                board: piece.label.clone(),
                piece: piece.id.clone(),
                agree: r.agree,
                cave: r.at_cave.map(|c| CaveShownAs {
                    hex: hex::place(c.local, piece.rotation, piece.origin),
                    what: c.what,
                }),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::catalog::Catalog;

    #[test]
    fn the_village_of_board_h_stands_where_the_printed_cave_is() {
        let h = Catalog::get().side("H").unwrap();
        let caves: Vec<Hex> = h.spaces.iter().filter(|s| s.cave).map(|s| s.local).collect();
        assert_eq!(caves, [Hex::new(-2, 0)]);
        assert_eq!(passable(h, Hex::new(-2, 0)), Some(true), "a village 1 there");
        let e = Catalog::get().side("E").unwrap();
        let cave = e.spaces.iter().find(|s| s.cave).unwrap().local;
        assert_eq!(passable(e, cave), Some(false), "a plain mountain there");
        assert_eq!(passable(e, Hex::new(9, 9)), None);
    }
}
