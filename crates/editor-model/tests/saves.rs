//! No user data is lost when the program dies in the middle of a save: a course
//! file, and the editor's autosave, are each left as the old content or the new,
//! never half of each. The writer here is a real process, killed with SIGKILL
//! at random moments while it saves as fast as it can.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use eldorado_core::course::{self, Course, official};
use eldorado_editor_model::document::Document;
use eldorado_editor_model::persist::Autosave;
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

/// The writer process (this test binary run again): saves A and B in turn until
/// it is killed. In a normal test run the variables are unset and it returns.
#[test]
fn save_loop_child() {
    let (Ok(dir), Ok(kind)) = (std::env::var(CHILD_DIR), std::env::var(CHILD_KIND)) else { return };
    let dir = Path::new(&dir);
    let (a, b) = two_courses();
    if kind == "course" {
        println!("ready");
        loop {
            course_file::save(&a, &dir.join("course.json")).unwrap();
            course_file::save(&b, &dir.join("course.json")).unwrap();
        }
    } else {
        let mut auto = Autosave::in_dir(dir);
        let (da, db) = (Document::unsaved(a, "A"), Document::unsaved(b, "B"));
        println!("ready");
        loop {
            auto.write(&da).unwrap();
            auto.write(&db).unwrap();
        }
    }
}

fn start_writer(dir: &Path, kind: &str) -> Child {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["save_loop_child", "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_DIR, dir)
        .env(CHILD_KIND, kind)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Wait until it is saving.
    let mut line = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    while !line.contains("ready") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "the writer did not start");
    }
    child
}

/// Kills the writer `KILLS` times at random moments; after each kill `check`
/// looks at what is on disk. Returns how many kills left a temporary file, that
/// is, landed in the middle of a save.
fn kill_while_saving(kind: &str, check: impl Fn(&Path, usize)) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join(if kind == "course" { "course.json" } else { "autosave.json" });
    // The user's work before the first kill.
    let (a, _) = two_courses();
    if kind == "course" {
        course_file::save(&a, &target).unwrap();
    } else {
        Autosave::in_dir(dir.path()).write(&Document::unsaved(a, "A")).unwrap();
    }
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut mid_save = 0;
    for round in 0..KILLS {
        let mut child = start_writer(dir.path(), kind);
        std::thread::sleep(Duration::from_micros(rng.random_range(500..40_000)));
        child.kill().unwrap();
        child.wait().unwrap();
        let leftovers = eldorado_files::atomic_file::leftovers(&target);
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
        let dir = target.parent().unwrap();
        let found =
            Autosave::in_dir(dir).recover().unwrap_or_else(|| panic!("kill {round}: no autosave"));
        let found =
            found.unwrap_or_else(|e| panic!("kill {round}: the autosave cannot be recovered: {e}"));
        assert!(
            found.course == a || found.course == b,
            "kill {round}: the autosave holds neither course"
        );
    });
    assert!(mid_save > 0, "no kill landed in the middle of an autosave");
    println!("{mid_save} of {KILLS} kills landed in the middle of an autosave");
}
