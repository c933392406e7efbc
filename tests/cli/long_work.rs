//! Long work and where it ends up: `generate -o` checks its folder before
//! searching and keeps what it wrote when a later write fails (a real file in
//! the folder's place, a read-only mount, a tmpfs that fills up); progress on
//! standard error for work of more than a second or two, as a bar on a
//! terminal and as plain lines elsewhere; orders that cannot be met, or are
//! mistyped, refused at once with a sentence that says which.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::{eldorado, official, s, scratch, stderr, stdout};

/// A tmpfs of `size` mounted on a fresh folder, unmounted when dropped; `None`
/// (with a note) where mounting is not permitted.
struct Mount(PathBuf);

impl Mount {
    fn new(name: &str, options: &str) -> Option<Mount> {
        let dir = scratch(name);
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", options, "tmpfs", s(&dir)])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|st| st.success());
        if !ok {
            eprintln!("note: skipped: cannot mount a tmpfs on {} here", dir.display());
            let _ = std::fs::remove_dir_all(&dir);
            return None;
        }
        Some(Mount(dir))
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn generate_into(dir: &Path, extra: &[&str]) -> (Output, Duration) {
    let t = Instant::now();
    let mut args = vec!["generate", "--band", "easy", "--seed", "2", "-o", s(dir)];
    args.extend(extra);
    (eldorado(&args), t.elapsed())
}

/// Well under the shortest search (about 15 s for one easy course in a debug build).
const AT_ONCE: Duration = Duration::from_secs(8);

#[test]
fn the_folder_is_checked_before_the_search() {
    // A file where the folder should be.
    let dir = scratch("gen-target");
    let file = dir.join("courses");
    std::fs::write(&file, "mine").unwrap();
    let (o, took) = generate_into(&file, &[]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        format!("eldorado: cannot write the courses into {}: it is not a folder\n", s(&file))
    );
    assert!(took < AT_ONCE, "{took:?}: refused before searching");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine");
    std::fs::remove_dir_all(&dir).unwrap();

    // A read-only disk (as root, a mode bit would not stop the writes) and a full one.
    if let Some(ro) = Mount::new("gen-readonly", "ro,size=64k") {
        let (o, took) = generate_into(&ro.0, &[]);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains("cannot write into the folder"), "{}", stderr(&o));
        assert!(stderr(&o).contains("Read-only file system"), "{}", stderr(&o));
        assert!(took < AT_ONCE, "{took:?}");
    }
    if let Some(full) = Mount::new("gen-full", "size=64k") {
        let _ = std::fs::write(full.0.join("filler"), vec![0u8; 64 * 1024]);
        let (o, took) = generate_into(&full.0, &[]);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains("No space left on device"), "{}", stderr(&o));
        assert!(took < AT_ONCE, "{took:?}");
        assert_eq!(std::fs::read_dir(&full.0).unwrap().count(), 1, "the probe is gone");
    }
}

#[test]
fn what_was_written_before_the_disk_filled_up_is_kept_and_listed() {
    let Some(mount) = Mount::new("gen-fills", "size=64k") else { return };
    // Room for one course file (one 4 KiB page) and no more.
    std::fs::write(mount.0.join("filler"), vec![0u8; 60 * 1024]).unwrap();
    let (o, _) = generate_into(&mount.0, &["--count", "2", "--quiet"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let listed: Vec<String> = stdout(&o).lines().map(str::to_owned).collect();
    assert_eq!(listed.len(), 1, "{listed:?}");
    let first = listed[0].split("  ").next().unwrap().to_string();
    assert!(Path::new(&first).exists(), "{first}");
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("No space left on device"), "the real cause: {err}");
    assert!(err.contains("1 of 2 courses were written (listed above), 1 not"), "{err}");
    assert!(!err.contains("empty folder"), "{err}");
    let check = eldorado(&["check", &first]);
    assert_eq!(check.status.code(), Some(0), "{}", stdout(&check));
    // Nothing else is left behind: the filler, the course, no temporary file.
    assert_eq!(std::fs::read_dir(&mount.0).unwrap().count(), 2);
}

/// Runs the binary with standard error piped (not a terminal).
fn piped(args: &[&str]) -> (Output, Duration) {
    let t = Instant::now();
    (eldorado(args), t.elapsed())
}

#[test]
fn long_work_says_how_far_it_is_on_plain_lines() {
    let first = official("first-course");
    let overlay = scratch("progress").join("overlay.json");
    let routes: Vec<serde_json::Value> = (0..64)
        .map(|k| {
            let hexes: Vec<serde_json::Value> =
                (0..2000).map(|i| serde_json::json!({"q": i % 30, "r": -(i % 15)})).collect();
            serde_json::json!({"hexes": hexes, "colour": "#d81b60", "label": format!("route {k}")})
        })
        .collect();
    std::fs::write(&overlay, serde_json::json!({ "routes": routes }).to_string()).unwrap();
    let png = overlay.with_extension("png");
    for (args, line) in [
        (vec!["simulate", &first, "--bots", "strong", "--games", "6"], "eldorado: simulating: "),
        (
            vec!["generate", "--band", "hard", "--seed", "2", "--count", "3", "--json"],
            "eldorado: searching: ",
        ),
        (
            vec![
                "export",
                &first,
                "--format",
                "png",
                "--overlay",
                s(&overlay),
                "--size",
                "8000",
                "-o",
                s(&png),
            ],
            "eldorado: exporting (png), ",
        ),
    ] {
        let (o, took) = piped(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        let lines: Vec<&str> = err.lines().filter(|l| l.starts_with(line)).collect();
        if took > Duration::from_secs(3) {
            assert!(!lines.is_empty(), "{args:?} took {took:?}, and said nothing: {err}");
            assert!(lines.iter().all(|l| l.ends_with(" s so far")), "{lines:?}");
        } else {
            eprintln!("note: {args:?} took only {took:?}: no progress was due");
        }
        // Standard output has only the result; --quiet says nothing more.
        assert!(!stdout(&o).contains("so far"));
        let mut quiet = args.clone();
        quiet.push("--quiet");
        let (o, _) = piped(&quiet);
        assert_eq!(o.status.code(), Some(0));
        assert!(!stderr(&o).contains("so far"), "{quiet:?}: {}", stderr(&o));
    }
    std::fs::remove_dir_all(overlay.parent().unwrap()).unwrap();
}

/// On a terminal (a pseudo-terminal made by `script`) the progress is a bar.
#[test]
fn on_a_terminal_progress_is_a_bar() {
    let bin = env!("CARGO_BIN_EXE_eldorado");
    let command =
        // Enough games to outlast the second before the bar shows (the strong
        // bot, which looks a turn ahead, plays a few games a second in a
        // debug build).
        format!("{bin} simulate {} --bots strong --games 40 > /dev/null", official("first-course"));
    let Ok(o) = Command::new("script").args(["-qec", &command, "/dev/null"]).output() else {
        eprintln!("note: skipped: no `script` to make a terminal");
        return;
    };
    assert!(o.status.success(), "{}", stderr(&o));
    let shown = stdout(&o);
    assert!(shown.contains("simulating") && shown.contains("/40 games"), "{shown}");
    assert!(shown.contains("\u{1b}[2K"), "the bar is redrawn in place and cleared");
    assert!(!shown.contains("so far"), "no plain lines on a terminal");
}

#[test]
fn orders_that_cannot_be_met_or_read_are_refused_at_once() {
    for (args, said) in [
        (vec!["--rounds", "16-16.01"], "16.0–16.01 rounds is narrower than the search can aim"),
        (vec!["--rounds", "0.0001-0.0002"], "0.0001–0.0002 rounds is narrower"),
        (
            vec!["--rounds", "1e307-1e308"],
            "1e307 is not a number of rounds an order can ask for; give numbers from 0 to 100",
        ),
        (
            vec!["--rounds", "20-16"],
            "20.0–16.0 rounds is not a range of rounds: give the lower number first (16.0-20.0)",
        ),
        (vec!["--budget", "0"], "the budget is a number of attempts, at least 1, not \"0\""),
        (vec!["--players", "256"], "a game has 2 to 4 players, not \"256\""),
    ] {
        let t = Instant::now();
        let mut all = vec!["generate"];
        all.extend(&args);
        let o = eldorado(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(said), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).len() < 400, "{args:?}: {}", stderr(&o));
        assert!(t.elapsed() < AT_ONCE);
    }
    // 0 is a lower end like any other: "at most 20 rounds" is searched for.
    let o = eldorado(&["generate", "--rounds", "0-20", "--budget", "1", "--quiet"]);
    assert_ne!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(!stderr(&o).contains("lower number first"), "{}", stderr(&o));
}

#[test]
fn an_export_target_that_cannot_be_written_is_said_before_drawing() {
    let dir = scratch("export-target");
    let first = official("first-course");
    let file = dir.join("a-file");
    std::fs::write(&file, "mine").unwrap();
    for (out, said) in [
        (
            dir.join("missing/x.png"),
            format!("its folder {} does not exist", s(&dir.join("missing"))),
        ),
        (file.join("x.png"), format!("its folder {} is not a folder", s(&file))),
        (dir.clone(), "it is a folder".to_string()),
    ] {
        let o = eldorado(&["export", &first, "--format", "png", "--size", "8000", "-o", s(&out)]);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert_eq!(stderr(&o), format!("eldorado: cannot write {}: {said}\n", s(&out)));
    }
    for (args, said) in [
        (["--size", "0"], "a picture's longest side is 1 to 8192 pixels, not \"0\""),
        (["--size", "9000"], "a picture's longest side is 1 to 8192 pixels, not \"9000\""),
        (["--scale", "1e39"], "a number above 0 such as 40, not \"1e39\", which is too large"),
        (["--scale", "NaN"], "a number above 0 such as 40, not \"NaN\""),
    ] {
        let mut all = vec!["export", &first, "--format", "png", "-o", "x.png"];
        all.extend(args);
        let o = eldorado(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(said), "{args:?}: {}", stderr(&o));
    }
    let o = eldorado(&[
        "export",
        &first,
        "--format",
        "png",
        "--scale",
        "3e38",
        "-o",
        s(&dir.join("x.png")),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("millions of pixels on a side"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Ctrl-C stops a search: what was found is kept (written and listed), and
/// the exit code says the program was interrupted.
#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_search_and_keeps_what_was_found() {
    let dir = scratch("gen-ctrl-c");
    let child = crate::common::command(&[
        "generate",
        "--band",
        "easy",
        "--seed",
        "2",
        "--count",
        "50",
        "--quiet",
        "-o",
        s(&dir),
    ])
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .unwrap();
    std::thread::sleep(Duration::from_secs(3));
    let t = Instant::now();
    assert!(
        Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap().success()
    );
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    assert!(stderr(&o).contains("stopped by Ctrl-C after"), "{}", stderr(&o));
    assert!(t.elapsed() < Duration::from_secs(60), "stopped after the course under test");
    let written = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(stdout(&o).lines().count(), written, "every course written is listed");
    std::fs::remove_dir_all(&dir).unwrap();
}
