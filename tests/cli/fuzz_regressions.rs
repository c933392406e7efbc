//! Replays saved fuzz inputs through the bodies of the fuzz targets
//! (tests/fuzz_harness, the same code `cargo fuzz run` calls; see docs/fuzzing.md):
//!
//! - `tests/fuzz-regressions/<target>/NAME` are inputs that once found a bug. Each
//!   has a `NAME.expected` beside it: `ok`, or `error: ` and the message the
//!   input must now give.
//! - `fuzz/seeds/<target>/*` is the small seed corpus; each must run without a panic.

#[path = "../fuzz_harness/mod.rs"]
mod fuzz_harness;

use std::fs;
use std::path::{Path, PathBuf};

const TARGETS: [&str; 3] = ["course_file", "share_code", "engine"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The input files of a folder, sorted, without the `.expected` files.
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("readable folder").path())
        .filter(|p| p.is_file() && p.extension().is_none_or(|e| e != "expected"))
        .collect();
    files.sort();
    files
}

/// Runs an input through a target; `ok` or `error: <message>`.
fn run(target: &str, data: &[u8]) -> String {
    let result = match target {
        "course_file" => fuzz_harness::course_file(data),
        "share_code" => fuzz_harness::share_code(data),
        "engine" => {
            fuzz_harness::engine(data);
            Ok(())
        }
        _ => unreachable!("unknown target {target}"),
    };
    match result {
        Ok(()) => "ok".to_string(),
        Err(e) => format!("error: {e}"),
    }
}

#[test]
fn inputs_that_found_bugs_now_give_the_expected_result() {
    for target in TARGETS {
        for input in inputs(&root().join("tests/fuzz-regressions").join(target)) {
            let expected_file = input.with_file_name(format!(
                "{}.expected",
                input.file_name().unwrap().to_string_lossy()
            ));
            let expected = fs::read_to_string(&expected_file).unwrap_or_else(|e| {
                panic!(
                    "{} needs an expected result in {}: {e}",
                    input.display(),
                    expected_file.display()
                )
            });
            let got = run(target, &fs::read(&input).unwrap());
            assert_eq!(got, expected.trim_end(), "{target}: {}", input.display());
        }
    }
}

#[test]
fn seed_corpus_runs_cleanly_through_every_target() {
    for target in TARGETS {
        let seeds = inputs(&root().join("fuzz/seeds").join(target));
        assert!(
            seeds.len() >= 3,
            "fuzz/seeds/{target} should hold a few seeds, found {}",
            seeds.len()
        );
        for seed in seeds {
            // A panic here is the failure; the result itself may be an error.
            let _ = run(target, &fs::read(&seed).unwrap());
        }
    }
}

#[test]
fn official_course_seeds_load_and_their_share_codes_decode() {
    for target in ["course_file", "share_code"] {
        let official: Vec<_> = inputs(&root().join("fuzz/seeds").join(target))
            .into_iter()
            .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("official-"))
            .collect();
        assert_eq!(official.len(), 7, "{target}: one seed per official course");
        for seed in official {
            assert_eq!(
                run(target, &fs::read(&seed).unwrap()),
                "ok",
                "{target}: {}",
                seed.display()
            );
        }
    }
}
