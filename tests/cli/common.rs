//! Helpers shared by the tests that drive the `eldorado` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Runs the binary with no standard input.
pub fn eldorado(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_eldorado"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

/// The binary as a command, to set its streams.
pub fn command(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_eldorado"));
    c.args(args);
    c
}

/// Runs the binary with `input` on its standard input.
pub fn eldorado_fed(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = command(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    // The program may stop reading early; a refused write is its answer, not the test's failure.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// An official course file, as a path argument.
pub fn official(id: &str) -> String {
    format!("{}/courses/{id}.json", env!("CARGO_MANIFEST_DIR"))
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A fresh, empty folder for one test, named after the test crate and `name`.
pub fn scratch(name: &str) -> PathBuf {
    let krate = env!("CARGO_CRATE_NAME");
    let dir = std::env::temp_dir().join(format!("eldorado-{krate}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A path as a command-line argument.
pub fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}
