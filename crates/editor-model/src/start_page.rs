//! What the start page offers: the seven official courses, each with the
//! difficulty the status bar gives it (the same words, from the same
//! analysis), beside the recent files, New and Generate. It opens when the
//! editor starts with nothing of the user's to show (the first run, or a
//! last session on no file) unless the user turned it off, and from File >
//! Start page….

use std::sync::OnceLock;

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
    /// The estimate of its difficulty and where it stands among the
    /// official courses, worded by [`OfficialCourse::difficulty_in`].
    estimate: Option<(Rating, Option<OfficialStanding>)>,
}

impl OfficialCourse {
    /// Its difficulty in a language, as the status bar words it.
    pub fn difficulty_in(&self, lang: Lang) -> Option<String> {
        self.estimate.as_ref().map(|(r, s)| words::estimate(lang, *r, s.as_ref()))
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
                let estimate = assembly
                    .is_valid()
                    .then(|| eldorado_analysis::analyze(&assembly.map).difficulty)
                    .flatten()
                    .map(|d| (d.rating, d.standing));
                OfficialCourse { id, course, estimate }
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
            for lang in Lang::ALL {
                let doc = crate::document::Document::unsaved_in(lang, c.course.clone(), "x");
                let shown = doc.insights().summary.difficulty.clone();
                assert_eq!(c.difficulty_in(lang), shown, "{} {lang:?}", c.id);
            }
            assert!(c.difficulty_in(Lang::English).is_some(), "{} is playable", c.id);
        }
    }

    #[test]
    fn the_difficulty_is_said_in_french_too() {
        for c in official_courses() {
            let english = c.difficulty_in(Lang::English).expect("rated");
            assert!(english.starts_with("about ") && english.contains(" rounds"), "{english}");
            let french = c.difficulty_in(Lang::French).expect("rated");
            assert!(french.starts_with("environ ") && french.contains(" manches"), "{french}");
        }
    }
}
