//! ShlomoAlon's own boards E and H, transcribed from its source
//! (`docs/clients.md`): its engine holds reconstructions of these two boards
//! that agree with the printed ones on only a few spaces, and its checks read
//! them. Its other boards are the printed ones with each cave a plain
//! mountain ([`super::boards`]).
//!
//! Written as that program's data lists them, so that the transcription can be
//! compared with it at a glance: rows from top to bottom (`r` = -3 to 3), each
//! from west to east (`q` from `max(-3, -r - 3)` to `min(3, 3 - r)`), in the
//! boards' usual frame (rotation 0, origin at the centre); `jN` jungle, `wN`
//! river, `vN` village, `rN` rubble, `cN` base camp, each with its power, and
//! `mm` a mountain.

use std::collections::HashMap;
use std::sync::OnceLock;

use eldorado_core::catalog::Terrain;
use eldorado_core::hex::Hex;

/// ShlomoAlon's board E.
const E_ROWS: [&str; 7] = [
    "j1 j1 r1 j1",
    "j1 mm r2 mm j1",
    "w1 j2 r1 j1 v1 j1",
    "w1 mm r1 c1 r1 mm j1",
    "w1 j1 r2 j1 v2 j1",
    "w1 j2 r1 mm v1",
    "j1 r1 j1 v1",
];

/// ShlomoAlon's board H.
const H_ROWS: [&str; 7] = [
    "v1 v1 w1 j1",
    "v2 v1 w1 w1 j1",
    "v1 v3 v1 w2 j1 j1",
    "j1 v1 v2 mm w1 w1 j2",
    "j1 v1 v1 v4 w1 j1",
    "j1 j2 v1 w2 w1",
    "j1 v1 j1 w1",
];

/// A space as ShlomoAlon holds it: its terrain and power (`None` for a
/// mountain or a start space). It has no caves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OwnSpace {
    /// What the space is made of.
    pub terrain: Terrain,
    /// How many symbols it shows.
    pub power: Option<u8>,
}

/// A board ShlomoAlon holds differently from the printed one: each space of
/// it, in its own frame.
pub type OwnBoard = HashMap<Hex, OwnSpace>;

/// ShlomoAlon's own board with this letter, for the boards it reconstructed
/// (E and H); `None` for the others.
pub fn own_board(letter: &str) -> Option<&'static OwnBoard> {
    static E: OnceLock<OwnBoard> = OnceLock::new();
    static H: OnceLock<OwnBoard> = OnceLock::new();
    let (cell, rows) = match letter {
        "E" => (&E, &E_ROWS),
        "H" => (&H, &H_ROWS),
        _ => return None,
    };
    // The rows are constants of this file, and a test reads them all.
    Some(cell.get_or_init(|| parse_rows(rows).expect("the transcription of E and H reads")))
}

/// A board written as ShlomoAlon lists it (seven rows, see the module
/// documentation), or `None` if a row has the wrong length or a space is
/// not one of its codes.
pub(crate) fn parse_rows(rows: &[&str; 7]) -> Option<OwnBoard> {
    let mut board = OwnBoard::new();
    for (r, row) in (-3..=3).zip(rows) {
        let columns: Vec<i32> = ((-3).max(-r - 3)..=3.min(3 - r)).collect();
        let codes: Vec<&str> = row.split_whitespace().collect();
        if codes.len() != columns.len() {
            return None;
        }
        for (q, code) in columns.into_iter().zip(codes) {
            board.insert(Hex::new(q, r), space(code)?);
        }
    }
    Some(board)
}

/// One space's code: `mm`, or a terrain letter and its power.
fn space(code: &str) -> Option<OwnSpace> {
    if code == "mm" {
        return Some(OwnSpace { terrain: Terrain::Mountain, power: None });
    }
    let mut chars = code.chars();
    let terrain = match chars.next()? {
        'j' => Terrain::Jungle,
        'w' => Terrain::River,
        'v' => Terrain::Village,
        'r' => Terrain::Rubble,
        'c' => Terrain::Basecamp,
        _ => return None,
    };
    let power = chars.as_str().parse::<u8>().ok().filter(|p| (1..=4).contains(p))?;
    Some(OwnSpace { terrain, power: Some(power) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::catalog::{Catalog, PieceSide};

    /// A printed side as ShlomoAlon would hold it were it a plain copy: each
    /// cave a mountain.
    fn printed(side: &PieceSide) -> OwnBoard {
        side.spaces
            .iter()
            .map(|s| (s.local, OwnSpace { terrain: s.terrain, power: s.power }))
            .collect()
    }

    #[test]
    fn its_board_c_in_the_same_form_is_the_printed_c() {
        // ShlomoAlon's C, which equals the printed C, as its source lists it:
        // the frame these rows are read in is the boards' frame here.
        let c = [
            "j1 j1 r1 r1",
            "j1 v1 r1 w1 w1",
            "w1 w1 v1 v1 r1 w1",
            "w1 v1 r1 mm w1 r1 r1",
            "v1 r1 w1 w1 v1 v1",
            "v1 r1 j1 v1 w1",
            "j1 j1 w1 w1",
        ];
        assert_eq!(parse_rows(&c), Some(printed(Catalog::get().side("C").unwrap())));
    }

    #[test]
    fn e_and_h_agree_with_the_printed_boards_on_as_few_spaces_as_its_source_says() {
        for (letter, agree) in [("E", 5), ("H", 6)] {
            let own = own_board(letter).unwrap();
            let printed = printed(Catalog::get().side(letter).unwrap());
            assert_eq!(own.len(), 37, "{letter}");
            let same = own.iter().filter(|(h, s)| printed.get(h) == Some(s)).count();
            assert_eq!(same, agree, "{letter}");
        }
        let at = |letter, q, r| own_board(letter).unwrap()[&Hex::new(q, r)];
        // E's corner (-3, 3), a mountain on the printed board, and H's printed
        // cave (-2, 0).
        assert_eq!(at("E", -3, 3), OwnSpace { terrain: Terrain::Jungle, power: Some(1) });
        assert_eq!(at("H", -2, 0), OwnSpace { terrain: Terrain::Village, power: Some(1) });
        assert_eq!(own_board("C"), None);
    }

    #[test]
    fn a_row_of_the_wrong_length_or_an_unknown_code_is_not_read() {
        let mut rows = E_ROWS;
        rows[0] = "j1 j1 r1";
        assert_eq!(parse_rows(&rows), None);
        rows = E_ROWS;
        rows[6] = "j1 r1 j1 x1";
        assert_eq!(parse_rows(&rows), None);
        rows[6] = "j1 r1 j1 v5";
        assert_eq!(parse_rows(&rows), None);
    }
}
