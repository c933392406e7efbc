//! A space in words: its name as a player finds it on the table ("C 2
//! o'clock ring 1", "C à 2 h, anneau 1"), what entering it asks, and what
//! the rules say of it.

use eldorado_core::catalog::Terrain;
use eldorado_core::map::{Map, Reading, Space, SpaceId};
use eldorado_core::text::capitalise;
use eldorado_messages::{Lang, text, text_with};

/// The space `s` as a player finds it, in `lang`: "C 2 o'clock ring 1",
/// "C à 2 h, anneau 1"; with its coordinates when another space of its
/// piece would read alike.
pub fn name(map: &Map, s: SpaceId, lang: Lang) -> String {
    let place = map.space_place(s);
    let letter = place.letter;
    let name = match place.reading {
        Reading::Piece => letter.to_string(),
        Reading::Centre => text_with(lang, "space-centre", &[("letter", letter.into())]),
        Reading::Clock { hour, half, ring } => text_with(
            lang,
            if half { "space-half-past" } else { "space-on-the-hour" },
            &[("letter", letter.into()), ("hour", hour.into()), ("ring", ring.into())],
        ),
    };
    match place.alike {
        Some(h) => format!("{name} ({}, {})", h.x, h.y),
        None => name,
    }
}

/// What it takes to enter a space or cross a blockade, in `lang`: "paddle 1",
/// "1 pagaie", "discard 2 cards".
pub fn requirement(lang: Lang, t: Terrain, power: u8) -> String {
    let id = match t {
        Terrain::Jungle => "requirement-machete",
        Terrain::River => "requirement-paddle",
        Terrain::Village => "requirement-coin",
        Terrain::Rubble => "requirement-discard",
        Terrain::Basecamp => "requirement-remove",
        Terrain::Mountain => "requirement-impassable",
        Terrain::Start => "requirement-start",
    };
    text_with(lang, id, &[("power", power.into())])
}

/// What the rules say of the space in `lang`, a sentence each: what it is
/// and what entering it takes ("Jungle 2: machete 2", "Jungle 2 : 2
/// machettes"), and on a finishing space that reaching it reaches El Dorado.
pub fn rules(space: &Space, lang: Lang) -> Vec<String> {
    let terrain = text(lang, crate::ids::terrain_id(space.terrain));
    let what = match (space.terrain, space.power) {
        (Terrain::Mountain, _) if space.cave => text(lang, "space-rule-cave-mountain"),
        (Terrain::Mountain, _) => text(lang, "space-rule-mountain"),
        (Terrain::Start, _) => match space.start {
            Some(n) => text_with(lang, "space-rule-start", &[("number", n.into())]),
            None => text(lang, "space-rule-start-unnumbered"),
        },
        (t, Some(p)) => text_with(
            lang,
            "space-rule-enter",
            &[
                ("terrain", capitalise(&terrain).into()),
                ("power", p.into()),
                ("need", requirement(lang, t, p).into()),
            ],
        ),
        (_, None) => capitalise(&terrain),
    };
    let mut out = vec![what];
    if space.finish {
        out.push(text(lang, "space-rule-finish"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn every_space_of_the_official_courses_has_a_name_of_its_own() {
        for (id, course) in official::all() {
            let map = Map::build(&course).unwrap();
            for lang in Lang::ALL {
                let names: std::collections::HashSet<String> =
                    map.space_ids().map(|s| name(&map, s, lang)).collect();
                assert_eq!(names.len(), map.spaces().len(), "{id}");
                assert!(names.iter().all(|n| !n.contains('(')), "{id}: {names:?}");
            }
        }
    }

    #[test]
    fn spaces_are_named_in_each_language() {
        let map = Map::build(&official::course("first-course").unwrap()).unwrap();
        let names =
            |lang| -> Vec<String> { map.space_ids().map(|s| name(&map, s, lang)).collect() };
        let (english, french) = (names(Lang::English), names(Lang::French));
        assert!(english.iter().any(|n| n.ends_with(" o'clock ring 1")), "{english:?}");
        assert!(english.iter().any(|n| n.contains("half past")), "{english:?}");
        assert!(english.iter().any(|n| n.ends_with(" centre")), "{english:?}");
        assert!(french.iter().any(|n| n.ends_with(" h, anneau 1")), "{french:?}");
        assert!(french.iter().any(|n| n.contains(" h 30, anneau")), "{french:?}");
    }

    /// English is the catalogue's like French: each line read off the
    /// English catalogue as a player reads it on the table.
    #[test]
    fn a_space_says_what_the_rules_ask_of_it_in_english() {
        let map = Map::build(&official::default_course()).unwrap();
        let rules = |pick: &dyn Fn(&Space) -> bool| {
            rules(map.spaces().iter().find(|s| pick(s)).unwrap(), Lang::English)
        };
        assert_eq!(
            rules(&|s| s.terrain == Terrain::Jungle && s.power == Some(2)),
            ["Jungle 2: machete 2"]
        );
        assert_eq!(
            rules(&|s| s.terrain == Terrain::Rubble && s.power == Some(1)),
            ["Rubble 1: discard 1 card"]
        );
        assert_eq!(
            rules(&|s| s.terrain == Terrain::Start && s.start == Some(3)),
            ["Start space 3"]
        );
        assert_eq!(rules(&|s| s.terrain == Terrain::Mountain && !s.cave), ["Mountain: impassable"]);
        let finish = rules(&|s| s.finish);
        assert_eq!(finish.len(), 2);
        assert_eq!(finish[1], "Finishing space: reaching it reaches El Dorado");
    }

    #[test]
    fn what_a_space_asks_reads_in_french() {
        let map = Map::build(&official::course("witchs-cauldron").unwrap()).unwrap();
        for s in map.spaces() {
            let french = rules(s, Lang::French).join(" ");
            for english in ["impassable", "machete", "paddle", "discard", "Start", "Mountain"] {
                assert!(!french.contains(english), "{french}");
            }
        }
        let french: Vec<String> =
            map.spaces().iter().flat_map(|s| rules(s, Lang::French)).collect();
        assert!(french.iter().any(|l| l == "Montagne\u{a0}: infranchissable"), "{french:?}");
        assert!(french.iter().any(|l| l.starts_with("Jungle 1\u{a0}: 1 machette")), "{french:?}");
    }
}
