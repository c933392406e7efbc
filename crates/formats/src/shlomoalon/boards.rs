//! ShlomoAlon's boards as that program has them (`docs/clients.md`): it has
//! no caves, so a printed cave is a plain mountain there, and its boards E and
//! H are reconstructions that agree with the printed boards on only a few
//! spaces ([`super::own_boards`]). Its checks read these, not the printed
//! boards, and what they show differently is said as a warning.

use eldorado_core::catalog::{Catalog, PieceSide, Terrain};
use eldorado_core::hex::Hex;
use eldorado_core::map::{Map, PieceIdx};

use super::own_boards::{OwnSpace, own_board};
use crate::client::Client;
use crate::loss::{Loss, OtherSpace, SpaceKind};

/// A board's space at `local` as ShlomoAlon holds it: its own E and H, and
/// the printed space of the others (a cave being a plain mountain there).
/// `None` off the board.
pub fn space(side: &PieceSide, local: Hex) -> Option<OwnSpace> {
    match own_board(&side.id) {
        Some(board) => board.get(&local).copied(),
        None => side.space_at(local).map(|s| OwnSpace { terrain: s.terrain, power: s.power }),
    }
}

/// Whether a player may enter a board's space at `local` in ShlomoAlon:
/// any of its spaces but a mountain. `None` off the board.
pub fn passable(side: &PieceSide, local: Hex) -> Option<bool> {
    space(side, local).map(|s| s.terrain.is_enterable())
}

/// What ShlomoAlon's boards show differently on this course: each printed
/// cave that is a plain mountain there, and every space of its own E and H
/// that is not as printed. The same whether the course is written for it or
/// read from it.
pub fn view(map: &Map) -> Vec<Loss> {
    let client = Client::ShlomoAlon;
    // Pieces from the start board out, whatever order the course lists them in.
    let mut order: Vec<PieceIdx> = (0..map.pieces().len()).collect();
    order.sort_by_key(|&p| (map.piece(p).depth, map.piece(p).course_index));
    let mut caves = Vec::new();
    let mut cave_pieces = Vec::new();
    let mut boards = Vec::new();
    for &p in &order {
        let piece = map.piece(p);
        let Some(side) = Catalog::get().side(&piece.id) else { continue };
        let mut here = Vec::new();
        let mut differ = Vec::new();
        for s in piece.spaces.iter().map(|&s| map.space(s)) {
            let Some(theirs) = space(side, s.local) else { continue };
            if s.cave && theirs.terrain == Terrain::Mountain {
                here.push(s.hex);
            }
            let printed = SpaceKind { terrain: s.terrain, power: s.power, cave: s.cave };
            // A printed cave is a mountain in ShlomoAlon: said with the caves.
            if (printed.terrain, printed.power) != (theirs.terrain, theirs.power) {
                let theirs =
                    SpaceKind { terrain: theirs.terrain, power: theirs.power, cave: false };
                differ.push(OtherSpace { hex: s.hex, printed, theirs });
            }
        }
        if !here.is_empty() {
            caves.extend(here);
            cave_pieces.push(piece.id.to_string());
        }
        if !differ.is_empty() {
            differ.sort_by_key(|d| (d.hex.y, d.hex.x));
            boards.push(Loss::ReconstructedBoard {
                client,
                board: piece.label.clone(),
                piece: piece.id.to_string(),
                differ,
            });
        }
    }
    let mut out = Vec::new();
    if !caves.is_empty() {
        out.push(Loss::CavesLost { client, caves, pieces: cave_pieces });
    }
    out.extend(boards);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn its_own_e_and_h_are_read_and_its_other_boards_have_plain_mountains_for_caves() {
        let h = Catalog::get().side("H").unwrap();
        let caves: Vec<Hex> = h.spaces.iter().filter(|s| s.cave).map(|s| s.local).collect();
        assert_eq!(caves, [Hex::new(-2, 0)]);
        assert_eq!(passable(h, Hex::new(-2, 0)), Some(true), "a village 1 there");
        let e = Catalog::get().side("E").unwrap();
        assert_eq!(e.space_at(Hex::new(-3, 3)).unwrap().terrain, Terrain::Mountain);
        assert_eq!(passable(e, Hex::new(-3, 3)), Some(true), "a jungle 1 on its own E");
        let a = Catalog::get().side("A").unwrap();
        let cave = a.spaces.iter().find(|s| s.cave).unwrap().local;
        assert_eq!(passable(a, cave), Some(false), "a plain mountain there");
        assert_eq!(passable(a, Hex::new(9, 9)), None);
    }
}
