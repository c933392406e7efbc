//! No user data is lost when the program dies in the middle of a save: a course
//! file, and the editor's autosave, are each left as the old content or the new,
//! never half of each. The writer here is a real process, killed with SIGKILL
//! at random moments while it saves as fast as it can.

use std::path::{Path, PathBuf};
use std::process::Child;
use std::time::Duration;

use super::child;
use eldorado_core::course::{self, Course, official};
use eldorado_editor_model::document::Document;
use eldorado_editor_model::persist::Autosaves;
use eldorado_formats::course_file;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const CHILD_DIR: &str = "ELDORADO_SAVE_LOOP_DIR";
const CHILD_KIND: &str = "ELDORADO_SAVE_LOOP_KIND";
const KILLS: usize = 30;

/// Two different courses, each with long notes so that a write takes a while.
fn two_courses() -> (Course, Course) {
    let mut a = official::course("swamplands").unwrap();
    a.notes = "a".repeat(course::LIMITS.notes_chars);
    let mut b = official::course("witchs-cauldron").unwrap();
    b.notes = "b".repeat(course::LIMITS.notes_chars);
    (a, b)
}

/// The writer process (this test binary run again by [`child::start`]): saves A
/// and B in turn until it is killed.
#[test]
#[ignore = "the writer's process, started by the tests that need it"]
fn save_loop_child() {
    let dir = std::env::var(CHILD_DIR).expect("started by child::start, with its folder");
    let kind = std::env::var(CHILD_KIND).expect("started by child::start, with its kind");
    let dir = Path::new(&dir);
    let (a, b) = two_courses();
    if kind == "course" {
        println!("ready");
        loop {
            course_file::save(&a, &dir.join("course.json")).unwrap();
            course_file::save(&b, &dir.join("course.json")).unwrap();
        }
    } else {
        let mut auto = Autosaves::claim(dir).unwrap();
        let (da, db) = (
            Document::unsaved_in(eldorado_messages::Lang::English, a, "A"),
            Document::unsaved_in(eldorado_messages::Lang::English, b, "B"),
        );
        // This editor's autosave is written before any kill, so that one is always found.
        auto.write(&da, None).unwrap();
        println!("ready {}", auto.path().display());
        loop {
            auto.write(&da, None).unwrap();
            auto.write(&db, None).unwrap();
        }
    }
}

/// Starts the writer; gives it and the file it saves to.
fn start_writer(dir: &Path, kind: &str) -> (Child, PathBuf) {
    let (child, said) =
        child::start("saves::save_loop_child", &[(CHILD_DIR, dir), (CHILD_KIND, Path::new(kind))]);
    let target = match said.as_str() {
        "" => dir.join("course.json"),
        path => PathBuf::from(path),
    };
    (child, target)
}

/// Temporary files `own_file::write` left beside `path` (`.NAME.PID.N.tmp`).
fn own_file_leftovers(path: &Path) -> Vec<PathBuf> {
    let name = path.file_name().unwrap().to_string_lossy();
    let prefix = format!(".{name}.");
    std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".tmp"))
        })
        .collect()
}

/// Kills the writer `KILLS` times at random moments; after each kill `check`
/// looks at what is on disk. Returns how many kills left a temporary file, that
/// is, landed in the middle of a save.
fn kill_while_saving(kind: &str, check: impl Fn(&Path, usize)) -> usize {
    let dir = tempfile::tempdir().unwrap();
    if kind == "course" {
        // The user's work before the first kill.
        let (a, _) = two_courses();
        course_file::save(&a, &dir.path().join("course.json")).unwrap();
    }
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut mid_save = 0;
    for round in 0..KILLS {
        let (mut child, target) = start_writer(dir.path(), kind);
        std::thread::sleep(Duration::from_micros(rng.random_range(500..40_000)));
        child.kill().unwrap();
        child.wait().unwrap();
        let leftovers = if kind == "course" {
            eldorado_files::atomic_file::leftovers(&target)
        } else {
            own_file_leftovers(&target)
        };
        if !leftovers.is_empty() {
            mid_save += 1;
        }
        for l in leftovers {
            std::fs::remove_file(l).unwrap();
        }
        check(&target, round);
    }
    mid_save
}

#[test]
fn a_course_save_killed_midway_leaves_the_old_or_the_new_course() {
    let (a, b) = two_courses();
    let mid_save = kill_while_saving("course", |target, round| {
        let found = course_file::load(target)
            .unwrap_or_else(|e| panic!("kill {round}: the course no longer loads: {e}"));
        assert!(found == a || found == b, "kill {round}: the file holds neither course");
    });
    // The kills really did land during saves (a temporary file was left behind).
    assert!(mid_save > 0, "no kill landed in the middle of a save");
    println!("{mid_save} of {KILLS} kills landed in the middle of a save");
}

#[test]
fn an_autosave_killed_midway_is_still_recovered() {
    let (a, b) = two_courses();
    let mid_save = kill_while_saving("autosave", |target, round| {
        // The next editor finds the killed one's work, and the user takes it.
        let dir = target.parent().unwrap();
        let mut next = Autosaves::claim(dir).unwrap();
        let left = next.left_behind();
        assert_eq!(left.len(), 1, "kill {round}: {} autosaves left behind", left.len());
        assert_eq!(left[0].path, target, "kill {round}");
        let found = left[0]
            .found
            .as_ref()
            .unwrap_or_else(|e| panic!("kill {round}: the autosave cannot be recovered: {e}"));
        assert!(
            found.course == a || found.course == b,
            "kill {round}: the autosave holds neither course"
        );
        let doc = Document::unsaved_in(
            eldorado_messages::Lang::English,
            found.course.clone(),
            "restored",
        );
        next.adopt(&left[0], &doc, None).unwrap();
        next.clear().unwrap();
    });
    assert!(mid_save > 0, "no kill landed in the middle of an autosave");
    println!("{mid_save} of {KILLS} kills landed in the middle of an autosave");
}
