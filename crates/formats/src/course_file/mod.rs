//! The course file: versioned JSON, parsed with clear errors, written atomically
//! and always to the same bytes for the same course.
//!
//! ```json
//! {
//!   "format": "eldorado-course",
//!   "version": 1,
//!   "name": "First course",
//!   "author": "",
//!   "notes": "",
//!   "pieces": [
//!     {"piece": "B", "rotation": 0, "q": 0, "r": 0},
//!     {"piece": "finish-river", "rotation": 4, "q": -4, "r": -21}
//!   ],
//!   "blockades": [
//!     {"between": ["B", "C"], "blockade": "random"}
//!   ]
//! }
//! ```
//! The full description is in `docs/course-format.md`.

mod error;
mod read;
pub mod said;
mod shape;
mod write;

pub use error::{CourseError, version_said};
pub use read::{from_bytes, from_value, load, parse, read_text, text_from_bytes};
pub(crate) use write::one_line;
pub use write::{Existing, existing, save, save_new, save_over, to_json};

/// The value of the file's `"format"` field.
pub const FORMAT: &str = "eldorado-course";
/// The newest format version this program reads and the one it writes.
pub const VERSION: u32 = 1;

/// How much of a user's text a message quotes.
const QUOTED_CHARS: usize = crate::json::QUOTED_CHARS;

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::BlockadeChoice;
    use eldorado_core::hex::Hex;

    fn minimal(pieces: &str) -> String {
        format!(r#"{{"format": "eldorado-course", "version": 1, "pieces": [{pieces}]}}"#)
    }

    #[test]
    fn errors_say_what_and_where() {
        let e = parse(&minimal(r#"{"piece": "Z", "rotation": 0, "q": 0, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("pieces[0].piece: there is no piece \"Z\""), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 9, "q": 0, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(e.contains("pieces[0].rotation: rotation 9 is out of range"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 0, "q": 1000000000, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(e.contains("pieces[0].q: q = 1000000000 is outside"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": "two", "q": 0, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("pieces[0].rotation: expected a whole number, found the text \"two\""),
            "{e}"
        );
        let e = parse(r#"{"format": "eldorado-course", "version": 1, "pieces": [{"piece": "C""#)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("the file is not valid JSON: EOF while parsing"), "{e}");
        let e = parse(r#"{"format": "eldorado-course", "version": 7, "pieces": 5}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("newer version of the course format (version 7)"), "{e}");
        let e = parse(r#"{"format": "something-else", "version": 1}"#).unwrap_err().to_string();
        assert!(e.starts_with("this is not an El Dorado course file"), "{e}");
        let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        let e = parse(&deep).unwrap_err().to_string();
        assert!(e.contains("nested too deeply"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 0, "q": 0, "r": 0, "colour": 3}"#))
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("pieces[0].colour: there is no field \"colour\"; the fields are"),
            "{e}"
        );
    }

    #[test]
    fn whole_numbers_written_as_decimals_are_read_as_whole_numbers() {
        let text = r#"{"format": "eldorado-course", "version": 1.0, "pieces": [{"piece": "C", "rotation": 3e0, "q": 0.0, "r": -0}],
            "blockades": [{"between": ["B", "C"], "blockade": 1.0}]}"#;
        let c = parse(text).unwrap();
        assert_eq!((c.pieces[0].rotation.steps(), c.pieces[0].origin), (3, Hex::new(0, 0)));
        assert_eq!(c.blockades[0].blockade, BlockadeChoice::Number(1));
        let e = parse(&text.replace("3e0", "2.5")).unwrap_err().to_string();
        assert!(e.starts_with("pieces[0].rotation: expected a whole number, found 2.5"), "{e}");
        // The file is written back with plain whole numbers.
        assert!(to_json(&c).contains(r#""rotation": 3, "q": 0, "r": 0"#), "{}", to_json(&c));
    }

    #[test]
    fn blockade_choices_round_trip() {
        let text = r#"{"format": "eldorado-course", "version": 1, "pieces": [],
            "blockades": [{"between": ["B", "C"], "blockade": 3}, {"between": ["C", "N"], "blockade": "random"}]}"#;
        let c = parse(text).unwrap();
        assert_eq!(c.blockades[0].blockade, BlockadeChoice::Number(3));
        assert_eq!(c.blockades[1].blockade, BlockadeChoice::Random);
        let again = parse(&to_json(&c)).unwrap();
        assert_eq!(again, c);
        let e = parse(&text.replace("\"blockade\": 3", "\"blockade\": 8")).unwrap_err().to_string();
        assert!(e.contains("blockades[0].blockade: there is no blockade 8"), "{e}");
    }

    #[test]
    fn saves_atomically_and_identically() {
        let dir = std::env::temp_dir().join(format!("eldorado-file-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c.json");
        let course = eldorado_core::course::official::course("first-course").unwrap();
        save(&course, &path).unwrap();
        let first = std::fs::read(&path).unwrap();
        let loaded = load(&path).unwrap();
        save(&loaded, &path).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), first);
        // No temporary files are left behind.
        let names: Vec<_> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 1, "{names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_newer_course_file_is_not_saved_over_without_consent() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        let newer =
            "{\"format\": \"eldorado-course\", \"version\": 7, \"pieces\": [], \"rivers\": [1, 2]}";
        std::fs::write(&path, newer).unwrap();
        assert_eq!(existing(&path), Existing::Course { version: Some(7) });
        let course = eldorado_core::course::official::course("first-course").unwrap();
        let e = save(&course, &path).unwrap_err();
        assert!(matches!(e, CourseError::WouldLoseNewer { found: 7, .. }), "{e}");
        assert!(e.to_string().contains("newer version of the course format (version 7)"), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), newer, "the newer file is untouched");
        // Once the user agrees, it is replaced.
        save_over(&course, &path).unwrap();
        assert_eq!(load(&path).unwrap(), course);
        // Files of this version, other files and missing files are saved over as usual.
        assert_eq!(existing(&path), Existing::Course { version: Some(1) });
        save(&course, &path).unwrap();
        std::fs::write(&path, "not a course").unwrap();
        assert_eq!(existing(&path), Existing::Other);
        assert_eq!(existing(&dir.path().join("none.json")), Existing::Nothing);
        // The reader's own reading decides: a byte-order mark, a version written 2.0.
        std::fs::write(&path, format!("\u{feff}{}", to_json(&course))).unwrap();
        assert_eq!(load(&path).unwrap(), course);
        assert_eq!(existing(&path), Existing::Course { version: Some(1) });
        std::fs::write(&path, "{\"format\": \"eldorado-course\", \"version\": 2.0}").unwrap();
        assert_eq!(existing(&path), Existing::Course { version: Some(2) });
        assert!(matches!(save(&course, &path), Err(CourseError::WouldLoseNewer { found: 2, .. })));
        std::fs::write(&path, "{\"format\": \"eldorado-course\", \"version\": \"two\"}").unwrap();
        assert_eq!(existing(&path), Existing::Course { version: None });
        // A key given twice: a damaged course file, still a course file.
        let twice =
            "{\"format\": \"eldorado-course\", \"version\": 1, \"version\": 1, \"pieces\": []}";
        std::fs::write(&path, twice).unwrap();
        assert_eq!(existing(&path), Existing::Course { version: Some(1) });
        assert!(
            load(&path).unwrap_err().to_string().contains("the key \"version\" is given twice")
        );
    }
}
