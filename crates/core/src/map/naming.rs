//! A space named as a player finds it on the table: the letter printed on
//! its piece and where on the piece it lies, read as a clock face over the
//! picture (12 o'clock at the top, as the setup sheet reads it) and a ring
//! counted out from the piece's middle: "C centre", "C 2 o'clock ring 1",
//! "K half past 7 ring 3", "El Dorado 6 o'clock ring 1". Never the editor's
//! axial coordinates, which mean nothing at the table (they are added only
//! where two spaces of one piece would otherwise read alike).

use super::{Map, SpaceId};
use crate::catalog::PieceKind;
use crate::hex::{self, Hex};
use eldorado_messages::{Lang, text_with};

impl Map {
    /// The space `s` as a player finds it: "C 2 o'clock ring 1".
    pub fn space_name(&self, s: SpaceId) -> String {
        self.space_name_in(s, Lang::English)
    }

    /// The space `s` as a player finds it, in `lang`: "C 2 o'clock ring 1",
    /// "C à 2 h, anneau 1".
    pub fn space_name_in(&self, s: SpaceId, lang: Lang) -> String {
        let piece = &self.pieces[self.spaces[s].piece];
        let hexes: Vec<Hex> = piece.spaces.iter().map(|&o| self.spaces[o].hex).collect();
        let middle = middle_of(&hexes);
        let mine = self.reading(s, middle);
        // Two spaces read alike when their readings are: compared before
        // anything is worded, the piece's other spaces cost no words.
        let alike = piece.spaces.iter().any(|&o| o != s && self.reading(o, middle) == mine);
        let name = self.worded(s, mine, lang);
        if alike {
            let h = self.spaces[s].hex;
            format!("{name} ({}, {})", h.x, h.y)
        } else {
            name
        }
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

    /// A reading in `lang`, with the letter of the space's piece.
    fn worded(&self, s: SpaceId, reading: Reading, lang: Lang) -> String {
        let piece = &self.pieces[self.spaces[s].piece];
        let letter = match piece.kind {
            PieceKind::Finish => "El Dorado",
            _ => piece.id.as_str(),
        };
        match reading {
            Reading::Piece => letter.to_string(),
            Reading::Centre => text_with(lang, "space-centre", &[("letter", letter.into())]),
            Reading::Clock { hour, half, ring } => text_with(
                lang,
                if half { "space-half-past" } else { "space-on-the-hour" },
                &[("letter", letter.into()), ("hour", hour.into()), ("ring", ring.into())],
            ),
        }
    }
}

/// Where a space lies on its piece: the piece alone (no middle), its centre,
/// or a clock reading and a ring from the middle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    Piece,
    Centre,
    Clock { hour: u8, half: bool, ring: u32 },
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
    fn every_space_of_the_official_courses_has_a_name_of_its_own() {
        for (id, course) in official::all() {
            let map = Map::build(&course).unwrap();
            let names: std::collections::HashSet<String> =
                (0..map.spaces().len()).map(|s| map.space_name(s)).collect();
            assert_eq!(names.len(), map.spaces().len(), "{id}");
            assert!(names.iter().all(|n| !n.contains('(')), "{id}: {names:?}");
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

    #[test]
    fn spaces_are_named_in_each_language() {
        let map = Map::build(&official::course("first-course").unwrap()).unwrap();
        let names = |lang| -> Vec<String> {
            (0..map.spaces().len()).map(|s| map.space_name_in(s, lang)).collect()
        };
        let (english, french) = (names(Lang::English), names(Lang::French));
        assert!(english.iter().any(|n| n.ends_with(" o'clock ring 1")), "{english:?}");
        assert!(english.iter().any(|n| n.contains("half past")), "{english:?}");
        assert!(english.iter().any(|n| n.ends_with(" centre")), "{english:?}");
        assert!(french.iter().any(|n| n.ends_with(" h, anneau 1")), "{french:?}");
        assert!(french.iter().any(|n| n.contains(" h 30, anneau")), "{french:?}");
        let unique: std::collections::HashSet<&String> = french.iter().collect();
        assert_eq!(unique.len(), french.len());
    }

    #[test]
    fn what_a_space_asks_reads_in_each_language() {
        let map = Map::build(&official::course("witchs-cauldron").unwrap()).unwrap();
        for s in map.spaces() {
            assert_eq!(s.rules_in(Lang::English), s.rules());
            let french = s.rules_in(Lang::French).join(" ");
            for english in ["impassable", "machete", "paddle", "discard", "Start", "Mountain"] {
                assert!(!french.contains(english), "{french}");
            }
        }
        let french: Vec<String> =
            map.spaces().iter().flat_map(|s| s.rules_in(Lang::French)).collect();
        assert!(french.iter().any(|l| l == "Montagne\u{a0}: infranchissable"), "{french:?}");
        assert!(french.iter().any(|l| l.starts_with("Jungle 1\u{a0}: 1 machette")), "{french:?}");
    }
}
