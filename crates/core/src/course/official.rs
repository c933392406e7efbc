//! The seven courses of the game's assembly guide, built into the program.
//! The same files are in the repository's `courses/` folder.

use super::{Course, parse};

/// (id, file text) for each official course, in the order of the assembly guide.
pub const OFFICIAL: [(&str, &str); 7] = [
    ("first-course", include_str!("../../../../courses/first-course.json")),
    ("hills-of-gold", include_str!("../../../../courses/hills-of-gold.json")),
    ("home-stretch", include_str!("../../../../courses/home-stretch.json")),
    ("winding-paths", include_str!("../../../../courses/winding-paths.json")),
    ("serpentine", include_str!("../../../../courses/serpentine.json")),
    ("swamplands", include_str!("../../../../courses/swamplands.json")),
    ("witchs-cauldron", include_str!("../../../../courses/witchs-cauldron.json")),
];

/// The course the editor opens with.
pub const DEFAULT_COURSE: &str = "first-course";

pub fn ids() -> impl Iterator<Item = &'static str> {
    OFFICIAL.iter().map(|(id, _)| *id)
}

/// An official course by id, e.g. `"hills-of-gold"`.
pub fn course(id: &str) -> Option<Course> {
    OFFICIAL.iter().find(|(i, _)| *i == id).map(|(_, text)| {
        parse(text).unwrap_or_else(|e| panic!("built-in course {id} does not parse: {e}"))
    })
}

/// All official courses with their ids.
pub fn all() -> Vec<(&'static str, Course)> {
    ids().map(|id| (id, course(id).expect("listed"))).collect()
}

pub fn default_course() -> Course {
    course(DEFAULT_COURSE).expect("the default course is built in")
}
