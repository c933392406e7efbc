//! The game's words in a language, from the message catalogue: pieces,
//! terrain, blockades, how a piece is laid, the difficulty and the official
//! courses' names, for the setup sheet and the editor.

use eldorado_core::catalog::{Blockade, PieceKind, Terrain};
use eldorado_core::course::{BlockadeChoice, official};
use eldorado_core::map::setup::{Join, SetupStep};
use eldorado_core::rating::{Band, OfficialStanding, Rating};
use eldorado_messages::{Arg, Lang, text, text_with};

/// "start board B", "plateau de départ B", "strip O", "finish plate (river
/// side)" (the side as the catalog names it: "B", "finish-river").
pub fn piece(lang: Lang, kind: PieceKind, side: &str) -> String {
    eldorado_words::pieces::piece_of(lang, kind, side)
}

/// "river", "fleuve".
pub fn terrain(lang: Lang, t: Terrain) -> String {
    eldorado_words::nouns::terrain(t, lang)
}

/// What a blockade asks for: "paddle 1", "1 pagaie", "discard 2 cards".
pub fn requirement(lang: Lang, t: Terrain, power: u8) -> String {
    eldorado_words::space::requirement(lang, t, power)
}

/// "blockade 3 (rubble: discard 1 card)", "barrière 3 (éboulis : défausser 1 carte)".
pub fn blockade(lang: Lang, choice: BlockadeChoice) -> String {
    match choice {
        BlockadeChoice::Number(n) => match Blockade::by_number(n) {
            Some(b) => text_with(
                lang,
                "blockade-number",
                &[
                    ("number", n.into()),
                    ("terrain", terrain(lang, b.terrain).into()),
                    ("requirement", requirement(lang, b.terrain, b.power).into()),
                ],
            ),
            None => text_with(lang, "blockade-number-only", &[("number", n.into())]),
        },
        BlockadeChoice::Random => text(lang, "blockade-random"),
    }
}

/// "the top edge (12 o'clock)", "le bord du haut (12 h)".
pub(crate) fn edge(lang: Lang, hour: u8) -> String {
    text_with(lang, "setup-edge", &[("hour", hour.into())])
}

/// "the upper-left edge (10 o'clock) of B", "the corner at 2 o'clock of K".
pub(crate) fn join_place(lang: Lang, join: &Join) -> String {
    if join.corner {
        text_with(
            lang,
            "setup-corner-of",
            &[("hour", join.hour.into()), ("side", join.side.as_str().into())],
        )
    } else {
        text_with(
            lang,
            "setup-edge-of",
            &[("edge", edge(lang, join.hour).into()), ("side", join.side.as_str().into())],
        )
    }
}

/// The side that is up: "B side up", "river side up", "face C visible".
pub(crate) fn side_up(lang: Lang, step: &SetupStep) -> String {
    match step.side.strip_prefix("finish-") {
        Some(finish) if step.kind == PieceKind::Finish => {
            text(lang, &format!("setup-finish-{finish}"))
        }
        _ => text_with(lang, "setup-side-up", &[("side", step.side.as_str().into())]),
    }
}

/// "turned 2 steps (120°) clockwise", "rotation de 2 crans (120°) dans le sens horaire".
pub(crate) fn turn(lang: Lang, rotation: u8) -> String {
    text_with(lang, "setup-turn", &[("steps", (rotation % 6).into())])
}

/// "A, B and C", "A, B et C".
pub fn and_list(lang: Lang, items: &[String]) -> String {
    eldorado_words::pieces::and_list(lang, items)
}

/// An official course's name in a language, found by its English name
/// ("Hills of Gold" → "La Colline dorée"); any other name as it is.
pub fn course_name(lang: Lang, name: &str) -> String {
    official::ids()
        .find(|id| official::name(id) == Some(name))
        .map_or_else(|| name.to_string(), |id| text(lang, &format!("course-{id}")))
}

/// An official course's notes in a language, when the course still has
/// the official course's name and notes; any other notes as they are.
pub fn course_notes(lang: Lang, name: &str, notes: &str) -> String {
    official::ids()
        .find(|id| {
            official::name(id) == Some(name)
                && official::course(id).is_some_and(|c| c.notes == notes)
        })
        .map_or_else(|| notes.to_string(), |id| text(lang, &format!("course-{id}-notes")))
}

/// "18.9 rounds (score 5.5/10, hard)", "18,9 manches (note 5,4/10, difficile)".
pub fn rating(lang: Lang, r: Rating) -> String {
    let band = match r.band {
        Band::Easy => "band-easy",
        Band::Moderate => "band-moderate",
        Band::Hard => "band-hard",
        Band::VeryHard => "band-very-hard",
    };
    text_with(
        lang,
        "difficulty-rating",
        &[
            ("rounds", Arg::Decimal(r.rounds, 1)),
            ("score", Arg::Decimal(r.score, 1)),
            ("band", text(lang, band).into()),
        ],
    )
}

/// Where a figure stands among the official courses, in a language.
pub fn standing(lang: Lang, s: &OfficialStanding) -> String {
    let name = |course: &str| course_name(lang, course);
    match (&s.level, &s.above, &s.below) {
        (Some(_), _, _) => {
            // Every official course as long (the English text lists them).
            let levels: Vec<String> = official::ids()
                .filter_map(official::name)
                .filter(|n| s.text.contains(n))
                .map(name)
                .collect();
            text_with(lang, "difficulty-as-long-as", &[("courses", and_list(lang, &levels).into())])
        }
        (None, Some(a), Some(b)) => text_with(
            lang,
            "difficulty-between",
            &[("quicker", name(a.course).into()), ("longer", name(b.course).into())],
        ),
        (None, None, Some(b)) => {
            text_with(lang, "difficulty-quickest", &[("course", name(b.course).into())])
        }
        (None, Some(a), None) => {
            text_with(lang, "difficulty-longest", &[("course", name(a.course).into())])
        }
        (None, None, None) => String::new(),
    }
}

/// The static estimate in words: "about 18.9 rounds (score 5.5/10, hard) —
/// between Hills of Gold and Winding Paths", in a language.
pub fn estimate(lang: Lang, r: Rating, s: Option<&OfficialStanding>) -> String {
    let rated = match s.map(|s| standing(lang, s)).filter(|s| !s.is_empty()) {
        Some(standing) => text_with(
            lang,
            "difficulty-with-standing",
            &[("rating", rating(lang, r).into()), ("standing", standing.into())],
        ),
        None => rating(lang, r),
    };
    text_with(lang, "difficulty-about", &[("rating", rated.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::rating::estimate_text;

    #[test]
    fn english_words_match_the_core_ones() {
        // The catalogue's English is the wording the rest of the studio uses.
        for n in 1..=6 {
            let choice = BlockadeChoice::Number(n);
            assert_eq!(
                blockade(Lang::English, choice),
                eldorado_core::map::setup::blockade_words(choice)
            );
        }
        assert_eq!(
            blockade(Lang::English, BlockadeChoice::Random),
            eldorado_core::map::setup::blockade_words(BlockadeChoice::Random)
        );
        for r in 0..6 {
            assert_eq!(turn(Lang::English, r), eldorado_core::map::setup::turn_words(r));
        }
        let officials: Vec<(&'static str, f64)> = official::ids()
            .zip([14.0, 16.0, 17.5, 19.0, 20.2, 21.0, 23.0])
            .filter_map(|(id, r)| Some((official::name(id)?, r)))
            .collect();
        for rounds in [12.0, 17.5, 18.9, 30.0] {
            let r = Rating::of(rounds);
            let s = OfficialStanding::among(rounds, &officials);
            assert_eq!(estimate(Lang::English, r, s.as_ref()), estimate_text(r, s.as_ref()));
        }
    }

    #[test]
    fn french_words_are_the_rulebooks() {
        let fr = Lang::French;
        assert_eq!(piece(fr, PieceKind::Start, "B"), "plateau de départ B");
        assert_eq!(piece(fr, PieceKind::Strip, "O"), "bande de terrain O");
        assert_eq!(piece(fr, PieceKind::Finish, "finish-river"), "plaque d'arrivée (face fleuve)");
        assert_eq!(
            piece(Lang::English, PieceKind::Finish, "finish-river"),
            "finish plate (river side)"
        );
        assert_eq!(
            blockade(fr, BlockadeChoice::Number(6)),
            "barrière 6 (éboulis\u{a0}: défausser 2 cartes)"
        );
        assert_eq!(course_name(fr, "Hills of Gold"), "La Colline dorée");
        assert_eq!(course_name(fr, "Мой курс"), "Мой курс");
        // The official notes, and only those, are the catalogue's.
        for (id, course) in official::all() {
            assert_eq!(course_notes(Lang::English, &course.name, &course.notes), course.notes);
            let french = course_notes(fr, &course.name, &course.notes);
            assert!(french.starts_with("Parcours officiel"), "{id}: {french}");
            assert_eq!(course_notes(fr, &course.name, "Mes notes"), "Mes notes");
        }
        let r = Rating::of(18.94);
        assert_eq!(rating(fr, r), "18,9 manches (note 5,4/10, difficile)");
    }
}
