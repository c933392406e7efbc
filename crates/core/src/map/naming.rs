//! A space placed as a player finds it on the table (worded by
//! `eldorado-words`, which reads no coordinate): the letter printed on
//! its piece and where on the piece it lies, read as a clock face over the
//! picture (12 o'clock at the top, as the setup sheet reads it) and a ring
//! counted out from the piece's middle: "C centre", "C 2 o'clock ring 1",
//! "K half past 7 ring 3", "El Dorado 6 o'clock ring 1". Never the editor's
//! axial coordinates, which mean nothing at the table (they are added only
//! where two spaces of one piece would otherwise read alike).

use super::{Map, SpaceId};
use crate::catalog::PieceKind;
use crate::hex::{self, Hex};

/// A space as a player finds it, before it is worded (in `eldorado-words`):
/// its piece's letter, where on the piece it lies, and its coordinates when
/// another space of the piece reads alike.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SpacePlace<'a> {
    /// The letter printed on the piece, or "El Dorado" on a finish plate.
    pub letter: &'a str,
    /// Where on the piece the space lies.
    pub reading: Reading,
    /// The space's axial coordinates, given only when a space of the same
    /// piece has the same reading.
    pub alike: Option<Hex>,
}

impl Map {
    /// The space `s` as a player finds it, ready to be worded: "C 2 o'clock ring 1".
    pub fn space_place(&self, s: SpaceId) -> SpacePlace<'_> {
        let piece = &self.pieces[self.spaces[s].piece];
        let hexes: Vec<Hex> = piece.spaces.iter().map(|&o| self.spaces[o].hex).collect();
        let middle = middle_of(&hexes);
        let mine = self.reading(s, middle);
        // Two spaces read alike when their readings are: compared before
        // anything is worded, the piece's other spaces cost no words.
        let alike = piece.spaces.iter().any(|&o| o != s && self.reading(o, middle) == mine);
        let letter = match piece.kind {
            PieceKind::Finish => "El Dorado",
            _ => piece.id.as_str(),
        };
        SpacePlace { letter, reading: mine, alike: alike.then_some(self.spaces[s].hex) }
    }

    /// Where a space lies on its piece, as a clock face over the piece's
    /// `middle` reads it.
    fn reading(&self, s: SpaceId, middle: Option<Hex>) -> Reading {
        let Some(middle) = middle else { return Reading::Piece };
        let space = &self.spaces[s];
        let ring = hex::distance(middle, space.hex);
        if ring == 0 {
            return Reading::Centre;
        }
        let (x0, y0) = hex::to_pixel(middle, 1.0);
        let (x, y) = hex::to_pixel(space.hex, 1.0);
        let (hour, half) = clock(y - y0, x - x0);
        Reading::Clock { hour, half, ring }
    }
}

/// Where a space lies on its piece: the piece alone (no middle), its centre,
/// or a clock reading and a ring from the middle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reading {
    /// A piece without a middle: the letter alone.
    Piece,
    /// The piece's middle space.
    Centre,
    /// A clock reading (to the half hour) and a ring counted from the middle.
    Clock {
        /// 1 to 12.
        hour: u8,
        /// Half past the hour.
        half: bool,
        /// Rings out from the middle, from 1.
        ring: u32,
    },
}

/// The hex in the middle of a piece: the nearest to its spaces' mean.
fn middle_of(hexes: &[Hex]) -> Option<Hex> {
    let n = hexes.len() as f32;
    if n == 0.0 {
        return None;
    }
    let (q, r) = hexes.iter().fold((0.0, 0.0), |(q, r), h| (q + h.x as f32, r + h.y as f32));
    Some(Hex::round([q / n, r / n]))
}

/// The clock reading of a direction on the page (y down), to the half
/// hour: (2, false) is 2 o'clock, (2, true) half past 2.
fn clock(dy: f32, dx: f32) -> (u8, bool) {
    let degrees = dy.atan2(dx).to_degrees(); // 0 = 3 o'clock
    let halves = ((degrees + 90.0) / 15.0).round().rem_euclid(24.0) as u8;
    let hour = match halves / 2 {
        0 => 12,
        h => h,
    };
    (hour, !halves.is_multiple_of(2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::official;

    #[test]
    fn every_space_of_the_official_courses_has_a_place_of_its_own() {
        for (id, course) in official::all() {
            let map = Map::build(&course).unwrap();
            let places: std::collections::HashSet<SpacePlace> =
                map.space_ids().map(|s| map.space_place(s)).collect();
            assert_eq!(places.len(), map.spaces().len(), "{id}");
            assert!(places.iter().all(|p| p.alike.is_none()), "{id}: {places:?}");
        }
    }

    #[test]
    fn a_clock_is_read_as_the_setup_sheet_reads_it() {
        assert_eq!(clock(-1.0, 0.0), (12, false));
        assert_eq!(clock(0.0, 1.0), (3, false));
        assert_eq!(clock(1.0, 0.0), (6, false));
        assert_eq!(clock(0.0, -1.0), (9, false));
        let half_past_one = (45f32).to_radians();
        assert_eq!(clock(-half_past_one.cos(), half_past_one.sin()), (1, true));
    }
}
