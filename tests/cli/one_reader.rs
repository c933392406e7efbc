//! One reader for every file: whether a file is a course file is decided by
//! the course reader's own reading (a byte-order mark, a version written
//! `2.0`), for every write that guards a course; every JSON file is read by
//! the same rules (a byte-order mark, whole numbers as decimals, a key given
//! twice refused at every level); what the program writes, it reads back.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{command, eldorado, official, s, scratch, stderr, stdout};

const BOM: &str = "\u{feff}";

fn course_text(id: &str) -> String {
    std::fs::read_to_string(official(id)).unwrap()
}

/// Every command that writes something other than a course, aimed at `target`.
fn writers(target: &Path) -> Vec<Vec<String>> {
    let t = s(target).to_string();
    let first = official("first-course");
    vec![
        vec![
            "export".into(),
            first.clone(),
            "--format".into(),
            "svg".into(),
            "-o".into(),
            t.clone(),
        ],
        vec![
            "export".into(),
            first.clone(),
            "--format".into(),
            "png".into(),
            "-o".into(),
            t.clone(),
        ],
        vec![
            "simulate".into(),
            first.clone(),
            "--trace".into(),
            "1".into(),
            "--record".into(),
            t.clone(),
        ],
        vec![
            "import".into(),
            "--from".into(),
            "durango".into(),
            s(&durango_file()).into(),
            "-o".into(),
            t,
        ],
    ]
}

fn durango_file() -> PathBuf {
    PathBuf::from(format!("{}/tests/clients/durango/first-course.csv", env!("CARGO_MANIFEST_DIR")))
}

fn run(args: &[String]) -> Output {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    eldorado(&args)
}

#[test]
fn a_course_file_however_written_is_never_replaced_unasked() {
    let dir = scratch("one-reader-guards");
    let first = course_text("first-course");
    let cases = [
        ("bom.json", format!("{BOM}{first}")),
        ("decimal-version.json", first.replacen("\"version\": 1,", "\"version\": 1.0,", 1)),
        (
            "newer-decimal.json",
            "{\"format\": \"eldorado-course\", \"version\": 2.0, \"rivers\": []}".into(),
        ),
        ("bom-newer.json", format!("{BOM}{{\"format\": \"eldorado-course\", \"version\": 3e0}}")),
        ("bad-version.json", "{\"format\": \"eldorado-course\", \"version\": \"two\"}".into()),
    ];
    for (name, text) in &cases {
        let target = dir.join(name);
        for args in writers(&target) {
            std::fs::write(&target, text).unwrap();
            let o = run(&args);
            assert_eq!(o.status.code(), Some(2), "{name} {args:?}: {}", stderr(&o));
            let err = stderr(&o);
            assert!(
                err.contains("course file")
                    || err.contains("already exists")
                    || err.contains("newer version of the course format"),
                "{name} {args:?}: {err}"
            );
            assert_eq!(&std::fs::read_to_string(&target).unwrap(), text, "{name} {args:?}");
        }
    }
    // The course reader reads them as the guard does: a BOM and 1.0 open.
    for name in ["bom.json", "decimal-version.json"] {
        let o = eldorado(&["check", s(&dir.join(name))]);
        assert!(stdout(&o).ends_with(": valid\n"), "{name}: {}", stdout(&o));
    }
    let o = eldorado(&["check", s(&dir.join("newer-decimal.json"))]);
    assert!(
        stdout(&o).contains("newer version of the course format (version 2.0)"),
        "{}",
        stdout(&o)
    );
    // With --force, export replaces one.
    let target = dir.join("bom.json");
    let o = eldorado(&[
        "export",
        &official("first-course"),
        "--format",
        "svg",
        "-o",
        s(&target),
        "--force",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::remove_dir_all(dir).ok();
}

/// The binary run as a user other than root, for files root could read
/// anyway; `None` (with the reason printed) where no such user can be had.
fn as_a_user(args: &[&str]) -> Option<Command> {
    use std::os::unix::fs::MetadataExt;
    let root = std::fs::metadata("/proc/self").map(|m| m.uid() == 0).unwrap_or(false);
    if !root {
        return Some(command(args));
    }
    let has = |p: &str| Path::new(p).exists();
    let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].into_iter().find(|p| has(p))?;
    let nobody =
        std::fs::read_to_string("/etc/passwd").ok()?.lines().any(|l| l.starts_with("nobody:"));
    if !nobody {
        eprintln!("skipped: running as root, and there is no user nobody to run as");
        return None;
    }
    let mut c = Command::new(setpriv);
    c.args(["--reuid=65534", "--regid=65534", "--clear-groups", env!("CARGO_BIN_EXE_eldorado")]);
    c.args(args);
    Some(c)
}

#[test]
fn a_file_that_cannot_be_read_is_not_taken_for_nothing() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("one-reader-unreadable");
    // A folder anyone may write in (as /tmp is), and a course only its owner reads.
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    let course = dir.join("course.json");
    std::fs::write(&course, course_text("first-course")).unwrap();
    std::fs::set_permissions(&course, std::fs::Permissions::from_mode(0o644)).unwrap();
    let locked = dir.join("locked.json");
    let text = course_text("serpentine");
    let durango = durango_file();
    let cases: [(&[&str], &str); 3] = [
        (
            &["export", s(&course), "--format", "svg", "-o", s(&locked)],
            "so what it holds is unknown",
        ),
        (
            &["simulate", s(&course), "--trace", "1", "--record", s(&locked)],
            "so what it holds is unknown",
        ),
        (&["import", "--from", "durango", s(&durango), "-o", s(&locked)], "cannot be read"),
    ];
    let mut ran = 0;
    for (args, says) in cases {
        std::fs::write(&locked, &text).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
        let Some(mut c) = as_a_user(args) else { continue };
        let o = c.output().unwrap();
        ran += 1;
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains(says) && err.contains("left untouched"), "{args:?}: {err}");
        assert_eq!(std::fs::read_to_string(&locked).unwrap(), text, "{args:?}");
    }
    if ran == 0 {
        eprintln!("skipped: no user other than root to run as");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_game_record_is_read_by_the_rules_of_every_json_file() {
    let dir = scratch("one-reader-records");
    let record = dir.join("game.json");
    let o =
        eldorado(&["simulate", &official("first-course"), "--trace", "2", "--record", s(&record)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let told = stdout(&o);
    let text = std::fs::read_to_string(&record).unwrap();
    let variant = |name: &str, body: String| {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        eldorado(&["replay", s(&p)])
    };
    // Read as a course file is: a byte-order mark, whole numbers as decimals.
    for (name, body) in [
        ("bom.json", format!("{BOM}{text}")),
        (
            "decimals.json",
            text.replacen("\"version\": 1,", "\"version\": 1.0,", 1).replacen(
                "\"players\": 4,",
                "\"players\": 4.0,",
                1,
            ),
        ),
    ] {
        let o = variant(name, body);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        assert_eq!(stdout(&o), told, "{name}");
    }
    // A key given twice, at the top or inside the course, in one sentence.
    for (name, body, says) in [
        (
            "twice-top.json",
            text.replacen(
                "\"format\": \"eldorado-game\",",
                "\"format\": \"eldorado-game\", \"format\": \"eldorado-game\",",
                1,
            ),
            "the record: the key \"format\" is given twice (line 2, ",
        ),
        (
            "twice-course.json",
            text.replacen("\"rotation\": ", "\"rotation\": 0, \"rotation\": ", 1),
            "course.pieces[0]: the key \"rotation\" is given twice (line ",
        ),
        (
            "huge-q.json",
            text.replacen("\"q\": 0", "\"q\": 1e300", 1),
            "course: pieces[0].q: 1e300 is far outside any allowed range",
        ),
        (
            "one-player.json",
            text.replacen("\"players\": 4,", "\"players\": 1,", 1).replacen(
                "\"seats\": [\"fast\", \"fast\", \"fast\", \"fast\"]",
                "\"seats\": [\"fast\"]",
                1,
            ),
            "a game needs 2 to 4 players, not 1",
        ),
    ] {
        let o = variant(name, body);
        assert_eq!(o.status.code(), Some(2), "{name}");
        let err = stderr(&o);
        assert!(err.contains(says) && err.trim_end().lines().count() == 1, "{name}: {err}");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_game_the_record_cannot_hold_is_told_and_not_written() {
    let dir = scratch("one-reader-long-game");
    let record = dir.join("g.json");
    // Random bots stall here, about ten actions a round: 20,000 rounds make
    // some 200,000 actions, twice what a record holds.
    let o = eldorado(&[
        "simulate",
        &official("first-course"),
        "--bots",
        "random",
        "--round-cap",
        "20000",
        "--trace",
        "1",
        "--record",
        s(&record),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(
            "actions, more than the 100000 a game record may hold, so it cannot be saved as one"
        ),
        "{err}"
    );
    assert!(stdout(&o).starts_with("game seed 1; "), "the game is still told");
    assert!(!record.exists(), "nothing the reader would refuse is written");
    // What is written, is read back.
    let o = eldorado(&[
        "simulate",
        &official("first-course"),
        "--bots",
        "random",
        "--trace",
        "1",
        "--record",
        s(&record),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let back = eldorado(&["replay", s(&record)]);
    assert!(back.status.success(), "{}", stderr(&back));
    assert_eq!(stdout(&back), stdout(&o));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_overlay_is_read_by_the_same_rules() {
    let dir = scratch("one-reader-overlay");
    let out = dir.join("p.svg");
    let overlay = dir.join("o.json");
    let go = |text: &str| {
        std::fs::write(&overlay, text).unwrap();
        eldorado(&[
            "export",
            &official("first-course"),
            "--format",
            "svg",
            "--overlay",
            s(&overlay),
            "-o",
            s(&out),
        ])
    };
    let o = go(&format!(
        "{BOM}{{\"heat\": {{\"values\": [{{\"q\": 0.0, \"r\": 2e0, \"value\": 1}}]}}}}"
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = go("{\"routes\": [], \"routes\": []}");
    assert!(stderr(&o).contains("the key \"routes\" is given twice"), "{}", stderr(&o));
    let o = go("{\"heat\": {\"values\": [{\"q\": 0, \"r\": 0, \"value\": 1e300}]}}");
    assert!(stderr(&o).contains("1e300 is too large for a heat value"), "{}", stderr(&o));
    std::fs::remove_dir_all(dir).ok();
}
