//! A second editor for tests that need two: this test binary run again with
//! one named test, which sees its variables, says "ready" and works until it
//! is killed. That test is ignored (a normal run leaves it out, it asserts
//! nothing of its own) and run here by name with `--ignored`; run without its
//! variables, it fails.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// Starts `test` (its full path, `module::name`) in a new process with `vars`
/// set, and waits until it says "ready". Gives the process and what it said
/// after the word.
pub fn start(test: &str, vars: &[(&str, &Path)]) -> (Child, String) {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args([test, "--exact", "--ignored", "--nocapture", "--test-threads=1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (name, value) in vars {
        command.env(name, value);
    }
    let mut child = command.spawn().unwrap();
    let mut line = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    // The test harness may print "test NAME ... " before the word.
    while !line.contains("ready") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "{test} ended before it was ready");
    }
    let said = line[line.find("ready").unwrap() + "ready".len()..].trim().to_string();
    (child, said)
}
