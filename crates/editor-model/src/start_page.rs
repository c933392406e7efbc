//! What the start page offers: the seven official courses, each with the
//! difficulty the status bar gives it (the same words, from the same
//! analysis), beside the recent files, New and Generate. It opens when the
//! editor starts with nothing of the user's to show (the first run, or a
//! last session on no file) unless the user turned it off, and from File >
//! Start page….

use std::sync::OnceLock;

use crate::from_analysis;
use eldorado_core::course::{Course, official};
use eldorado_core::map::Map;
use eldorado_core::rating::{OfficialStanding, Rating};
use eldorado_messages::Lang;
use eldorado_pictures::words;

/// An official course as the start page shows it.
#[derive(Debug, Clone)]
pub struct OfficialCourse {
    /// Its id, to open it.
    pub id: &'static str,
    /// The course (the page draws its thumbnail).
    pub course: Course,
    /// Its difficulty, worded as the status bar words it.
    pub difficulty: Option<String>,
    /// The estimate behind it and where it stands among the official
    /// courses, to word it in another language ([`OfficialCourse::difficulty_in`]).
    estimate: Option<(Rating, Option<OfficialStanding>)>,
}

impl OfficialCourse {
    /// Its difficulty in a language: in English the status bar's words, in
    /// another the setup sheet's wording of the same estimate.
    pub fn difficulty_in(&self, lang: Lang) -> Option<String> {
        match lang {
            Lang::English => self.difficulty.clone(),
            _ => self.estimate.as_ref().map(|(r, s)| words::estimate(lang, *r, s.as_ref())),
        }
    }
}

/// The seven official courses in the rulebook's order, analysed once.
pub fn official_courses() -> &'static [OfficialCourse] {
    static COURSES: OnceLock<Vec<OfficialCourse>> = OnceLock::new();
    COURSES.get_or_init(|| {
        official::all()
            .into_iter()
            .map(|(id, course)| {
                let assembly = Map::assemble(&course);
                let difficulty =
                    from_analysis::compute(&assembly, eldorado_messages::Lang::English)
                        .summary
                        .difficulty;
                let estimate = assembly
                    .is_valid()
                    .then(|| eldorado_analysis::analyze(&assembly.map).difficulty)
                    .flatten()
                    .map(|d| (d.rating, d.standing));
                OfficialCourse { id, course, difficulty, estimate }
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_official_course_is_offered_with_the_status_bars_difficulty() {
        let all = official_courses();
        assert_eq!(all.len(), 7);
        for c in all {
            let doc = crate::document::Document::unsaved(c.course.clone(), "x");
            let shown = doc.insights().summary.difficulty.clone();
            assert_eq!(c.difficulty, shown, "{}", c.id);
            assert!(c.difficulty.is_some(), "{} is playable", c.id);
        }
    }

    #[test]
    fn the_difficulty_is_said_in_french_too() {
        for c in official_courses() {
            assert_eq!(c.difficulty_in(Lang::English), c.difficulty, "{}", c.id);
            let french = c.difficulty_in(Lang::French).expect("rated");
            assert!(french.starts_with("environ ") && french.contains(" manches"), "{french}");
        }
    }
}
