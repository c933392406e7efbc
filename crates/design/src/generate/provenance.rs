//! Where a generated course comes from, as data until worded: its name
//! ("Generated moderate course 1-96", « Parcours moyen généré 1-96 »), its
//! author and the notes that say how it was found. The search names its
//! courses in English (the command line's files and JSON); the editor names
//! them again in its language when the search ends ([`Provenance::name`]).

use eldorado_analysis::difficulty::Band;
use eldorado_core::course::Course;
use eldorado_messages::{Arg, Lang, text, text_with};

use super::refusal::{Rounds, fixed, order_said};

/// The course a completion began from.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Begun {
    /// Its name as given.
    pub name: String,
    /// Its notes as given.
    pub notes: String,
}

/// How a candidate was found.
#[derive(Debug, Clone, PartialEq)]
pub struct Provenance {
    /// The band its measured rounds fall in.
    pub band: Band,
    /// The search's seed.
    pub seed: u64,
    /// The attempt that drew it.
    pub attempt: u64,
    /// The rounds ordered.
    pub order: Rounds,
    /// Its simulated mean finishing round.
    pub rounds: f64,
    /// The games that measured it.
    pub games: u64,
    /// The players seated.
    pub players: u8,
    /// Played with the caves variant.
    pub caves: bool,
    /// The course completed, when it is a completion.
    pub begun: Option<Begun>,
}

impl Provenance {
    /// The course's name in `lang`.
    pub fn name(&self, lang: Lang) -> String {
        let (seed, attempt) = (self.seed.to_string(), self.attempt.to_string());
        match &self.begun {
            None => text_with(
                lang,
                "generate-course-name",
                &[
                    ("band", text(lang, &format!("band-{}", self.band.key())).into()),
                    ("seed", seed.into()),
                    ("attempt", attempt.into()),
                ],
            ),
            Some(begun) => {
                let name = match begun.name.trim() {
                    "" => text(lang, "generate-course-unnamed"),
                    name => name.to_string(),
                };
                text_with(
                    lang,
                    "generate-course-completed-name",
                    &[("name", name.into()), ("seed", seed.into()), ("attempt", attempt.into())],
                )
            }
        }
    }

    /// How it was found, in `lang`: "Generated with seed 1 (attempt 96) for …".
    fn how(&self, lang: Lang) -> String {
        let id = match self.begun {
            None => "generate-course-generated-notes",
            Some(_) => "generate-course-completed-notes",
        };
        let caves = if self.caves { text(lang, "generate-course-caves") } else { String::new() };
        let args: [(&str, Arg); 7] = [
            ("seed", self.seed.to_string().into()),
            ("attempt", self.attempt.to_string().into()),
            ("order", order_said(lang, self.order).into()),
            ("rounds", fixed(self.rounds, 1)),
            ("games", self.games.into()),
            ("players", self.players.into()),
            ("caves", caves.into()),
        ];
        text_with(lang, id, &args)
    }

    /// Names `course` in `lang`: its name, and its author and notes (a
    /// completion keeps its author, and its notes before how it was completed).
    pub fn apply(&self, course: &mut Course, lang: Lang) {
        course.name = self.name(lang);
        let how = self.how(lang);
        match &self.begun {
            None => {
                course.author = text(lang, "generate-course-author");
                course.notes = how;
            }
            Some(begun) if begun.notes.trim().is_empty() => course.notes = how,
            Some(begun) => course.notes = format!("{}\n\n{how}", begun.notes.trim_end()),
        }
    }
}
