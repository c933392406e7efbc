//! A text form for small test boards, shared by the analysis and simulator
//! tests, and a way to repaint the spaces of any map with the same tokens.
//!
//! ```text
//! S1 J1 J2/1 FJ/1
//! M  C  R1/1
//! ```
//!
//! One line per row `r` = 0, 1, 2, …; the `q`-th token of a line (counting
//! from 0, tokens separated by spaces) is the space at hex `(q, r)`. In these
//! axial coordinates `(q, r)` touches `(q ± 1, r)`, `(q, r ± 1)`, `(q + 1, r − 1)`
//! and `(q − 1, r + 1)`: each row sits half a hex to the right of the one above.
//!
//! | token | space |
//! | --- | --- |
//! | `..` | none |
//! | `M` / `C` | a mountain / a mountain with a cave |
//! | `S1`–`S4` | start space 1–4 |
//! | `J2`, `R1`, `V3`, `G2`, `B1` | jungle, river, village, rubble, base camp, with its power 1–4 |
//! | `FJ` / `FR` | a finishing jungle / river space (power 1) |
//!
//! A suffix `/n` puts the space on piece `n` (0 to 63; 0 if left out). Pieces
//! that touch meet at a seam, where a blockade may stand. Piece `n` is "piece
//! n" with side id `"n"`; the one holding the first start space is the start
//! board, the others terrain boards. Seams are numbered from the start board
//! out as in every map: in a chain of pieces 0–1–2, seam 0 lies between 0 and 1.
//!
//! [`Map::paint`] puts a token's space on a hex of any map, e.g. a real course
//! repainted with terrain that no printed piece offers, and
//! [`Map::set_blockade`] puts a blockade on a seam.

use thiserror::Error;

use super::grid::Grid;
use super::{Map, PlacedPiece, SeamId, Space, SpaceId};
use crate::catalog::{PieceKind, Terrain};
use crate::course::BlockadeChoice;
use crate::hex::{Hex, Rotation};

/// Pieces a text board may have (pieces are numbered 0 to 63).
const MAX_PIECES: usize = 64;

/// Why a text board, a token to paint or a seam number is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TextBoardError {
    /// A token with nothing in it (only possible when painting).
    #[error("an empty token")]
    EmptyToken,
    /// A start or landscape token without a number from 1 to 4, e.g. `J0` or `S5`.
    #[error("{0:?} needs a number from 1 to 4")]
    NeedsNumber(String),
    /// A token that names no space, e.g. `X1` or `FV`.
    #[error("unknown space {0:?}")]
    UnknownSpace(String),
    /// A `/n` suffix that is not a piece number from 0 to 63.
    #[error("{0:?}: pieces are numbered 0 to {max}", max = MAX_PIECES - 1)]
    BadPiece(String),
    /// More rows or tokens than coordinates can number.
    #[error("the board is too large")]
    TooLarge,
    /// [`Map::paint`] was given a hex with no space on it.
    #[error("no space at ({}, {}) to paint", .0.x, .0.y)]
    NoSpaceToPaint(Hex),
    /// [`Map::set_blockade`] was given a seam number the map does not have.
    #[error("there is no seam {0}")]
    NoSeam(SeamId),
}

/// What a token says a space is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Painted {
    terrain: Terrain,
    power: Option<u8>,
    start: Option<u8>,
    finish: bool,
    cave: bool,
}

/// Reads a token without its piece suffix.
fn parse(code: &str) -> Result<Painted, TextBoardError> {
    let mut chars = code.chars();
    let kind = chars.next().ok_or(TextBoardError::EmptyToken)?;
    let rest = chars.as_str();
    let plain = |terrain| Painted { terrain, power: None, start: None, finish: false, cave: false };
    let number = || match rest.parse::<u8>() {
        Ok(n @ 1..=4) => Ok(n),
        _ => Err(TextBoardError::NeedsNumber(code.to_string())),
    };
    let space = match (kind, rest) {
        ('M', "") => plain(Terrain::Mountain),
        ('C', "") => Painted { cave: true, ..plain(Terrain::Mountain) },
        ('S', _) => Painted { start: Some(number()?), ..plain(Terrain::Start) },
        ('F', "J") => Painted { power: Some(1), finish: true, ..plain(Terrain::Jungle) },
        ('F', "R") => Painted { power: Some(1), finish: true, ..plain(Terrain::River) },
        ('J' | 'R' | 'V' | 'G' | 'B', _) => {
            let terrain = match kind {
                'J' => Terrain::Jungle,
                'R' => Terrain::River,
                'V' => Terrain::Village,
                'G' => Terrain::Rubble,
                _ => Terrain::Basecamp,
            };
            Painted { power: Some(number()?), ..plain(terrain) }
        }
        _ => return Err(TextBoardError::UnknownSpace(code.to_string())),
    };
    Ok(space)
}

/// Reads a token with its piece; `None` for `..`.
fn parse_token(token: &str) -> Result<Option<(Painted, usize)>, TextBoardError> {
    let (code, piece) = match token.split_once('/') {
        Some((code, n)) => match n.parse::<usize>() {
            Ok(p) if p < MAX_PIECES => (code, p),
            _ => return Err(TextBoardError::BadPiece(token.to_string())),
        },
        None => (token, 0),
    };
    if code == ".." { Ok(None) } else { parse(code).map(|space| Some((space, piece))) }
}

impl Map {
    /// A map from rows of tokens (see the [module](self) documentation).
    pub fn from_rows(rows: &[&str]) -> Result<Map, TextBoardError> {
        let mut placed: Vec<(Hex, Painted, usize)> = Vec::new();
        for (r, line) in rows.iter().enumerate() {
            for (q, token) in line.split_whitespace().enumerate() {
                let (Ok(q), Ok(r)) = (i32::try_from(q), i32::try_from(r)) else {
                    return Err(TextBoardError::TooLarge);
                };
                if let Some((space, piece)) = parse_token(token)? {
                    placed.push((Hex::new(q, r), space, piece));
                }
            }
        }
        let count = placed.iter().map(|&(_, _, p)| p + 1).max().unwrap_or(0);
        let start_piece = placed.iter().find(|(_, s, _)| s.start.is_some()).map(|&(_, _, p)| p);
        let mut pieces: Vec<PlacedPiece> = (0..count)
            .map(|n| PlacedPiece {
                id: n.to_string().into(),
                kind: if Some(n) == start_piece { PieceKind::Start } else { PieceKind::Terrain },
                rotation: Rotation::ZERO,
                origin: Hex::ZERO,
                course_index: n,
                spaces: Vec::new(),
                depth: None,
                label: format!("piece {n}"),
            })
            .collect();
        let mut grid = Grid::covering(placed.iter().map(|&(h, _, _)| h));
        let mut spaces = Vec::with_capacity(placed.len());
        for (id, (hex, p, piece)) in placed.into_iter().enumerate() {
            let id = SpaceId::new(id);
            grid.insert(hex, id);
            pieces[piece].spaces.push(id);
            spaces.push(Space {
                id,
                hex,
                terrain: p.terrain,
                power: p.power,
                piece,
                local: hex,
                start: p.start,
                finish: p.finish,
                cave: p.cave,
            });
        }
        Ok(Map::link(spaces, pieces, grid, |_, _| None))
    }

    /// Makes the space at a hex what the token says (a token without a piece:
    /// the space stays on its piece). For tests that need terrain no printed
    /// piece offers.
    pub fn paint(&mut self, at: Hex, token: &str) -> Result<(), TextBoardError> {
        let p = parse(token)?;
        let id = self.id_at(at).ok_or(TextBoardError::NoSpaceToPaint(at))?;
        let s = &mut self.spaces[id];
        (s.terrain, s.power, s.start, s.finish, s.cave) =
            (p.terrain, p.power, p.start, p.finish, p.cave);
        self.list_starts_and_finishes();
        Ok(())
    }

    /// Puts a blockade on a seam, or takes it away.
    pub fn set_blockade(
        &mut self,
        seam: SeamId,
        blockade: Option<BlockadeChoice>,
    ) -> Result<(), TextBoardError> {
        let s = self.seams.get_mut(seam.index()).ok_or(TextBoardError::NoSeam(seam))?;
        s.blockade = blockade;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::official;

    #[test]
    fn rows_give_spaces_neighbours_pieces_and_seams() {
        let map = Map::from_rows(&["S1 J1 J2/1 FJ/1", "M  C  R1/1"]).unwrap();
        assert_eq!(map.len(), 7);
        let at = |q, r| map.id_at(Hex::new(q, r)).unwrap();
        let (j1, j2, cave) = (at(1, 0), at(2, 0), at(1, 1));
        assert_eq!(
            (map.space(j2).terrain, map.space(j2).power, map.space(j2).piece),
            (Terrain::Jungle, Some(2), 1)
        );
        assert!(map.space(cave).cave && map.space(cave).terrain == Terrain::Mountain);
        assert_eq!(map.starts(), &[(1, at(0, 0))]);
        assert_eq!(map.finishes(), &[at(3, 0)]);
        // (1,0) touches (2,0), (0,0), (1,1), (0,1) and (2,-1), which is empty.
        let mut n = map.neighbours(j1).to_vec();
        n.sort_unstable();
        assert_eq!(n, [at(0, 0), j2, at(0, 1), cave]);
        assert_eq!(map.seams().len(), 1);
        assert_eq!(map.seam_crossed(j1, j2), Some(SeamId::new(0)));
        assert_eq!(map.seam_crossed(j1, cave), None);
        assert_eq!(map.seam_name(SeamId::new(0)), "0–1");
        assert_eq!(
            (map.piece(0).kind, map.piece(0).depth, map.piece(1).depth),
            (PieceKind::Start, Some(0), Some(1))
        );
        for s in map.space_ids() {
            let seams: Vec<_> = map.neighbours(s).iter().map(|&t| map.seam_crossed(s, t)).collect();
            assert_eq!(
                map.neighbour_seams(s),
                seams,
                "the seam on each edge agrees with the pieces"
            );
        }
    }

    #[test]
    fn bad_rows_are_refused_with_a_reason() {
        for (rows, said) in [
            (&["S1 X1"][..], r#"unknown space "X1""#),
            (&["S5"], r#""S5" needs a number from 1 to 4"#),
            (&["J0"], r#""J0" needs a number from 1 to 4"#),
            (&["J"], r#""J" needs a number from 1 to 4"#),
            (&["FV"], r#"unknown space "FV""#),
            (&["M2"], r#"unknown space "M2""#),
            (&["J1/64"], r#""J1/64": pieces are numbered 0 to 63"#),
            (&["J1/x"], r#""J1/x": pieces are numbered 0 to 63"#),
            (&["éé"], r#"unknown space "éé""#),
        ] {
            assert_eq!(Map::from_rows(rows).unwrap_err().to_string(), said, "{rows:?}");
        }
        assert!(Map::from_rows(&[]).unwrap().is_empty());
    }

    #[test]
    fn painting_a_real_course_changes_one_space_and_the_lists() {
        let mut map = Map::build(&official::default_course()).unwrap();
        let s1 = map.start_space(1).unwrap();
        let h = map.space(s1).hex;
        map.paint(h, "M").unwrap();
        assert_eq!((map.space(s1).terrain, map.space(s1).start), (Terrain::Mountain, None));
        assert_eq!(map.start_space(1), None);
        assert_eq!(map.starts().len(), 3);
        map.paint(h, "FR").unwrap();
        assert!(map.finishes().contains(&s1) && map.space(s1).power == Some(1));
        assert_eq!(
            map.paint(Hex::new(99, 99), "M").unwrap_err().to_string(),
            "no space at (99, 99) to paint"
        );
        assert_eq!(map.paint(h, "Q"), Err(TextBoardError::UnknownSpace("Q".into())));
        assert_eq!(map.paint(h, ""), Err(TextBoardError::EmptyToken));
        map.set_blockade(SeamId::new(0), Some(BlockadeChoice::Number(3))).unwrap();
        assert_eq!(map.seam(SeamId::new(0)).blockade, Some(BlockadeChoice::Number(3)));
        assert_eq!(
            map.set_blockade(SeamId::new(99), None).unwrap_err().to_string(),
            "there is no seam 99"
        );
    }
}
