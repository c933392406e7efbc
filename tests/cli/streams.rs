//! How the binary uses its streams: a reader that goes away, a full disk,
//! terminal control characters in what it prints, `-` for standard input and
//! output, problems on standard error, Ctrl-C. Everything here is real: real
//! pipes closed early, `/dev/full`, real signals.

#![cfg(unix)]

use std::process::Stdio;
use std::time::Duration;

use crate::common::{command, eldorado, eldorado_fed, official, s, scratch, stderr, stdout};

const FIRST: &str = "first-course";

/// A course whose name would clear the screen, retitle the window and ring the bell.
const HOSTILE_NAME: &str = "Evil\u{1b}]0;owned\u{7}\u{1b}[2J\rcourse\u{9b}1m\u{202e}";

fn hostile_course(dir: &std::path::Path) -> std::path::PathBuf {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(official(FIRST)).unwrap()).unwrap();
    v["name"] = HOSTILE_NAME.into();
    let path = dir.join("evil.json");
    std::fs::write(&path, v.to_string()).unwrap();
    path
}

/// No byte that a terminal acts on: C0 controls other than the line break, DEL, C1 controls, bidi overrides.
fn assert_inert(what: &str, bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let bad: Vec<char> = text
        .chars()
        .filter(|&c| (c.is_control() && c != '\n') || ('\u{202a}'..='\u{202e}').contains(&c))
        .collect();
    assert!(bad.is_empty(), "{what} printed {bad:?}: {text}");
}

#[test]
fn a_reader_that_goes_away_ends_every_command_quietly() {
    let dir = scratch("closed");
    let code = stdout(&eldorado(&["export", &official(FIRST), "--format", "code"]));
    let out = dir.join("c.json");
    for args in [
        vec!["catalog", "--json"],
        vec!["check", &official(FIRST)],
        vec!["check", "--json", &official(FIRST)],
        vec!["analyze", &official(FIRST)],
        vec!["analyze", "--json", &official(FIRST)],
        vec!["simulate", &official(FIRST), "--games", "3"],
        vec!["export", &official(FIRST), "--format", "svg"],
        vec!["import", code.trim(), "-o", s(&out)],
        vec!["--help"],
    ] {
        // The read end is closed before the program writes anything.
        let mut child = command(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let o = child.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{args:?}");
        let _ = std::fs::remove_file(&out);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_full_disk_is_an_error_with_a_sentence() {
    let dir = scratch("full");
    let code = stdout(&eldorado(&["export", &official(FIRST), "--format", "code"]));
    let out = dir.join("c.json");
    for args in [
        vec!["catalog", "--json"],
        vec!["check", &official(FIRST)],
        vec!["analyze", &official(FIRST)],
        vec!["simulate", &official(FIRST), "--games", "3"],
        vec!["simulate", &official(FIRST), "--trace", "1"],
        vec!["export", &official(FIRST), "--format", "code"],
        vec!["import", code.trim(), "-o", s(&out)],
    ] {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let o = command(&args).stdin(Stdio::null()).stdout(full).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert_eq!(
            stderr(&o),
            "eldorado: cannot write to standard output: No space left on device (os error 28)\n",
            "{args:?}"
        );
        let _ = std::fs::remove_file(&out);
    }
    // Help and the version are output like any other.
    for args in [vec!["--help"], vec!["--version"], vec!["export", "--help"]] {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let o = command(&args).stdin(Stdio::null()).stdout(full).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("cannot write to standard output"), "{args:?}: {}", stderr(&o));
    }
    // An export written to /dev/full by name says so too.
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", "/dev/full"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot write /dev/full: No space left on device"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn control_characters_in_names_are_printed_escaped() {
    let dir = scratch("controls");
    let evil = hostile_course(&dir);
    let o = eldorado(&["analyze", s(&evil)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_inert("analyze", &o.stdout);
    assert!(
        stdout(&o).starts_with(
            "Evil\\u{1b}]0;owned\\u{7}\\u{1b}[2J\\rcourse\\u{9b}1m\\u{202e}: 6 pieces"
        ),
        "{}",
        stdout(&o)
    );
    for args in [
        vec!["simulate", s(&evil), "--games", "3"],
        vec!["simulate", s(&evil), "--games", "3", "--json"],
    ] {
        let o = eldorado(&args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert_inert(&format!("{args:?}"), &o.stdout);
    }
    // JSON stays the same JSON: the name reads back whole.
    let o = eldorado(&["simulate", s(&evil), "--games", "3", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["course"], HOSTILE_NAME);
    // Through a share code too.
    let code = stdout(&eldorado(&["export", s(&evil), "--format", "code"]));
    let o = eldorado(&["import", code.trim(), "-o", s(&dir.join("imported.json"))]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_inert("import", &o.stdout);
    assert!(stdout(&o).contains("wrote \"Evil\\u{1b}]0;owned"), "{}", stdout(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_name_cannot_forge_a_line_of_output() {
    let dir = scratch("forged");
    let forged = dir.join("a.json: valid\nb.json");
    std::fs::write(&forged, "not a course").unwrap();
    let o = eldorado(&["check", s(&forged)]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o).lines().count(), 1, "{}", stdout(&o));
    assert!(
        stdout(&o).contains("a.json: valid\\nb.json: error: the file is not valid JSON"),
        "{}",
        stdout(&o)
    );
    for args in [vec!["analyze", s(&forged)], vec!["export", s(&forged), "--format", "svg"]] {
        let o = eldorado(&args);
        assert_eq!(stderr(&o).lines().count(), 1, "{args:?}: {}", stderr(&o));
        assert_inert(&format!("{args:?}"), &o.stderr);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_dash_is_standard_input_or_output_wherever_a_path_is_taken() {
    let dir = scratch("dash");
    let course = std::fs::read(official(FIRST)).unwrap();
    let o = eldorado_fed(&["check", "-"], &course);
    assert_eq!(
        (o.status.code(), stdout(&o)),
        (Some(0), "(standard input): valid\n".to_string()),
        "{}",
        stderr(&o)
    );
    let o = eldorado_fed(&["analyze", "-", "--json"], &course);
    assert_eq!(o.stdout, eldorado(&["analyze", &official(FIRST), "--json"]).stdout);
    let o = eldorado_fed(&["simulate", "-", "--games", "5", "--json"], &course);
    assert_eq!(
        o.stdout,
        eldorado(&["simulate", &official(FIRST), "--games", "5", "--json"]).stdout
    );
    let o = eldorado_fed(&["export", "-", "--format", "svg"], &course);
    assert_eq!(o.stdout, eldorado(&["export", &official(FIRST), "--format", "svg"]).stdout);
    let overlay =
        br##"{"routes": [{"hexes": [{"q": 0, "r": 3}, {"q": 0, "r": 2}], "colour": "#123456"}]}"##;
    let o =
        eldorado_fed(&["export", &official(FIRST), "--format", "svg", "--overlay", "-"], overlay);
    assert!(stdout(&o).contains("#123456"), "{}", stderr(&o));
    let o = eldorado_fed(&["export", "-", "--format", "svg", "--overlay", "-"], &course);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("standard input can be read only once"), "{}", stderr(&o));
    // -o - is standard output, not a file named "-".
    let o = command(&["export", &official(FIRST), "--format", "svg", "-o", "-"])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(o.stdout, eldorado(&["export", &official(FIRST), "--format", "svg"]).stdout);
    // import -o - prints the course file; the word that it was written goes to standard error.
    let code = stdout(&eldorado(&["export", &official(FIRST), "--format", "code"]));
    let o = command(&["import", code.trim(), "-o", "-"]).current_dir(&dir).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), std::fs::read_to_string(official(FIRST)).unwrap());
    assert_eq!(stderr(&o), "(standard output): wrote \"First course\" (6 pieces)\n");
    assert!(std::fs::read_dir(&dir).unwrap().next().is_none(), "no file named - was made");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn problems_go_to_standard_error_in_every_command_that_works_on_a_course() {
    let dir = scratch("problems");
    let mut course = eldorado_core::course::official::course(FIRST).unwrap();
    course.pieces.retain(|p| !p.piece.starts_with("finish"));
    let broken = dir.join("broken.json");
    eldorado_formats::course_file::save(&course, &broken).unwrap();
    let code = eldorado_formats::share_code::encode(&course).unwrap();
    for (args, verb) in [
        (vec!["analyze", s(&broken)], "so it can't be analysed:"),
        (vec!["simulate", s(&broken)], "so it can't be simulated:"),
        (vec!["export", s(&broken), "--format", "client-json"], "so it can't be exported:"),
        (
            vec!["import", code.trim(), "-o", s(&dir.join("c.json"))],
            "written, but the course is invalid",
        ),
    ] {
        let o = eldorado(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}: {}", stdout(&o));
        assert!(
            stderr(&o).contains(verb) && stderr(&o).contains("  - the course has no finish plate"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn reads_from_devices_are_capped_by_the_bytes_read() {
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "--overlay", "/dev/urandom"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "eldorado: /dev/urandom: the overlay file is larger than 16777216 bytes\n"
    );
    let o = eldorado(&["check", "/dev/zero"]);
    assert_eq!(
        stdout(&o),
        "/dev/zero: error: the input goes on past the 1048576-byte limit for a course file\n"
    );
    let o = eldorado_fed(&["check", "-"], &vec![b' '; 3_000_000]);
    assert_eq!(
        stdout(&o),
        "(standard input): error: the input goes on past the 1048576-byte limit for a course file\n"
    );
}

/// (A FIFO with no writer is given up on after ten seconds:
/// output_targets::a_fifo_nobody_opens_is_given_up_on_after_ten_seconds.)
#[test]
fn a_fifo_with_a_writer_is_read_like_a_file() {
    let dir = scratch("fifo-in");
    let fifo = dir.join("p");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            std::fs::write(&fifo, std::fs::read(official(FIRST)).unwrap()).unwrap()
        })
    };
    let o = eldorado(&["analyze", s(&fifo), "--json"]);
    writer.join().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(o.stdout, eldorado(&["analyze", &official(FIRST), "--json"]).stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ctrl_c_during_a_simulation_prints_the_games_played_and_exits_130() {
    let child = command(&["simulate", &official(FIRST), "--games", "1000000", "--threads", "1"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(3));
    assert!(
        std::process::Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap()
            .success()
    );
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("cancelled after ") && out.contains(" of 1000000 games"), "{out}");
    assert!(out.contains("Win rate by seat"), "{out}");
}

#[test]
fn the_number_of_threads_is_bounded() {
    let o = eldorado(&["simulate", &official(FIRST), "--threads", "100000"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("100000 is not in 1..=256"), "{}", stderr(&o));
}

#[test]
fn a_share_code_pasted_from_a_chat_or_an_email_is_imported() {
    let dir = scratch("paste");
    let code =
        stdout(&eldorado(&["export", &official(FIRST), "--format", "code"])).trim().to_string();
    let wrapped: Vec<String> =
        code.as_bytes().chunks(40).map(|c| String::from_utf8_lossy(c).into_owned()).collect();
    for (i, pasted) in [
        format!("\u{feff}{code}\r\n"),
        format!("   {}\n\n", code.replacen("ED1.", "ed1.", 1)),
        format!("{code}\nsee you on Friday!\n"),
        format!("{}\n\nBob\n", wrapped.join("\n")),
    ]
    .iter()
    .enumerate()
    {
        let out = dir.join(format!("c{i}.json"));
        let o = eldorado_fed(&["import", "-", "-o", s(&out)], pasted.as_bytes());
        assert!(o.status.success(), "{pasted:?}: {}", stderr(&o));
        let o = eldorado(&["import", pasted, "-o", s(&dir.join(format!("arg{i}.json")))]);
        assert!(o.status.success(), "{pasted:?}: {}", stderr(&o));
        assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(official(FIRST)).unwrap());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
