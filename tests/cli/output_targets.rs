//! What `-o` does with each kind of target (docs/limits.md, "Writing files"):
//! a regular file is replaced atomically and keeps its permissions; a symbolic
//! link is followed; a FIFO or a character device is written through; a folder
//! or a link to nothing is refused with a sentence. Nothing that is not a
//! regular file is ever replaced. Real FIFOs, links, modes and racing processes.

#![cfg(unix)]

use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::common::{command, eldorado, official, s, scratch, stderr, stdout};

const FIRST: &str = "first-course";

fn svg_of_first() -> Vec<u8> {
    eldorado(&["export", &official(FIRST), "--format", "svg"]).stdout
}

fn mkfifo(path: &std::path::Path) {
    assert!(std::process::Command::new("mkfifo").arg(path).status().unwrap().success());
}

#[test]
fn a_fifo_with_a_reader_is_written_through_and_stays_a_fifo() {
    let dir = scratch("fifo");
    let fifo = dir.join("p");
    mkfifo(&fifo);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(&fifo).unwrap())
    };
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", s(&fifo)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(reader.join().unwrap(), svg_of_first());
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A FIFO no program opens, as the target and as the course read: each is
/// given up on after ten seconds, both waited for at once (ten seconds of
/// nothing to do each).
#[test]
fn a_fifo_nobody_opens_is_given_up_on_after_ten_seconds() {
    let dir = scratch("fifo-alone");
    let (target, course) = (dir.join("p"), dir.join("q"));
    mkfifo(&target);
    mkfifo(&course);
    let started = Instant::now();
    let export = command(&["export", &official(FIRST), "--format", "svg", "-o", s(&target)])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Nobody writes the course.
    let read_from = Instant::now();
    let o = eldorado(&["check", s(&course)]);
    let took = read_from.elapsed();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stdout(&o).ends_with("nothing was written to it within 10 seconds\n"),
        "{}",
        stdout(&o)
    );
    assert!(took >= Duration::from_secs(10) && took < Duration::from_secs(30), "{took:?}");
    // Nobody reads the target.
    let o = export.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        format!(
            "eldorado: cannot write {}: no program opened the FIFO to read it within 10 seconds\n",
            target.display()
        )
    );
    assert!(started.elapsed() < Duration::from_secs(30));
    assert!(
        std::fs::symlink_metadata(&target).unwrap().file_type().is_fifo(),
        "the FIFO is not replaced"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn devices_are_written_through_never_replaced() {
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", "/dev/null"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata("/dev/null").unwrap().file_type().is_char_device());
    // /dev/stdout leads to the program's own standard output, here a pipe.
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", "/dev/stdout"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(o.stdout, svg_of_first());
}

#[test]
fn links_are_followed_and_stay_links() {
    let dir = scratch("links");
    let real = dir.join("real.svg");
    std::fs::write(&real, "<svg/>").unwrap();
    let link = dir.join("link.svg");
    symlink(&real, &link).unwrap();
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", s(&link)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read(&real).unwrap(), svg_of_first());
    // A link to the program's standard output is written through, not replaced.
    let to_stdout = dir.join("out.svg");
    symlink("/proc/self/fd/1", &to_stdout).unwrap();
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", s(&to_stdout)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(o.stdout, svg_of_first());
    assert!(std::fs::symlink_metadata(&to_stdout).unwrap().file_type().is_symlink());
    // A link to nothing is refused, and left as it is.
    let dangling = dir.join("dangling.svg");
    symlink(dir.join("nowhere/x.svg"), &dangling).unwrap();
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", s(&dangling)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).ends_with(": it is a symbolic link to something that does not exist\n"),
        "{}",
        stderr(&o)
    );
    assert!(std::fs::symlink_metadata(&dangling).unwrap().file_type().is_symlink());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_folder_is_refused_with_a_sentence() {
    let dir = scratch("folder");
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", s(&dir)]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), format!("eldorado: cannot write {}: it is a folder\n", dir.display()));
    let code = stdout(&eldorado(&["export", &official(FIRST), "--format", "code"]));
    let o = eldorado(&["import", code.trim(), "-o", s(&dir)]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), format!("eldorado: cannot write {}: it is a folder\n", dir.display()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_replaced_file_keeps_its_permissions() {
    let dir = scratch("modes");
    let picture = dir.join("private.svg");
    std::fs::write(&picture, "<svg/>").unwrap();
    std::fs::set_permissions(&picture, std::fs::Permissions::from_mode(0o600)).unwrap();
    let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", s(&picture)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::metadata(&picture).unwrap().permissions().mode() & 0o777, 0o600);
    let course = dir.join("course.json");
    std::fs::write(&course, "old").unwrap();
    std::fs::set_permissions(&course, std::fs::Permissions::from_mode(0o640)).unwrap();
    let code = stdout(&eldorado(&["export", &official(FIRST), "--format", "code"]));
    let o = eldorado(&["import", code.trim(), "--force", "-o", s(&course)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::metadata(&course).unwrap().permissions().mode() & 0o777, 0o640);
    assert_eq!(std::fs::read(&course).unwrap(), std::fs::read(official(FIRST)).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn racing_imports_never_replace_each_other() {
    let dir = scratch("race");
    let codes: Vec<String> = ["first-course", "serpentine", "swamplands", "hills-of-gold"]
        .iter()
        .map(|id| {
            stdout(&eldorado(&["export", &official(id), "--format", "code"])).trim().to_string()
        })
        .collect();
    for round in 0..5 {
        let out = dir.join(format!("c{round}.json"));
        let children: Vec<_> = codes
            .iter()
            .cycle()
            .take(8)
            .map(|code| {
                command(&["import", code, "-o", s(&out)])
                    .stdin(Stdio::null())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        let outputs: Vec<_> = children.into_iter().map(|c| c.wait_with_output().unwrap()).collect();
        let winners: Vec<_> = outputs.iter().filter(|o| o.status.success()).collect();
        assert_eq!(winners.len(), 1, "round {round}: exactly one import writes the file");
        for o in outputs.iter().filter(|o| !o.status.success()) {
            assert_eq!(o.status.code(), Some(2));
            assert!(stderr(o).contains("already exists and was left untouched"), "{}", stderr(o));
        }
        // The file is the winner's course, whole.
        let written = std::fs::read_to_string(&out).unwrap();
        let said = stdout(winners[0]);
        let name = said.split('"').nth(1).unwrap();
        assert!(written.contains(&format!("\"name\": \"{name}\"")), "{said} / {written}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_longest_legal_file_name_can_be_written() {
    let dir = scratch("long-name");
    let out = dir.join(format!("{}.svg", "n".repeat(251)));
    for _ in 0..2 {
        let o = eldorado(&["export", &official(FIRST), "--format", "svg", "-o", s(&out)]);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    assert_eq!(std::fs::read(&out).unwrap(), svg_of_first());
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no temporary file is left");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_png_is_never_sent_to_a_terminal_but_goes_into_a_pipe() {
    let o = eldorado(&["export", &official(FIRST), "--format", "png", "-o", "-", "--size", "64"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(o.stdout.starts_with(b"\x89PNG"), "{:?}", &o.stdout[..8.min(o.stdout.len())]);
}
