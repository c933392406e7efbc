//! `eldorado suggest`: single edits with their effect, for an official course
//! with a design-tip warning and toward a requested number of rounds.

use crate::common::{eldorado, official, stderr, stdout};

/// The analysis's expected rounds of a course, as `analyze --json` says.
fn expected_rounds(file: &str) -> String {
    let out = eldorado(&["analyze", file, "--json"]);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    format!("{:.1}", report["difficulty"]["rating"]["rounds"].as_f64().unwrap())
}

#[test]
fn a_bend_warning_gets_the_edit_that_fixes_it() {
    let before = expected_rounds(&official("first-course"));
    let out = eldorado(&["suggest", &official("first-course"), "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let found: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let warnings = ["tip c on board C"];
    assert_eq!(found["standing"]["warnings"], serde_json::json!(warnings));
    let list = found["suggestions"].as_array().unwrap();
    assert!(!list.is_empty());
    let mut bends_fixed = 0;
    for s in list {
        let fixes: Vec<&str> =
            s["fixes"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
        assert!(fixes.iter().all(|f| warnings.contains(f)), "{s}");
        bends_fixed += fixes.iter().filter(|f| f.starts_with("tip c")).count();
        if let Some(first) = fixes.first() {
            let effect = s["effect"].as_str().unwrap();
            assert!(effect.starts_with(&format!("fixes {first}")), "{effect}");
            assert!(effect.contains(&format!("; expected rounds {before} → ")), "{effect}");
        }
    }
    assert!(bends_fixed > 0, "an edit fixes a bend: {list:?}");
    let text = stdout(&eldorado(&["suggest", &official("first-course")]));
    assert!(
        text.lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("1. ") && l.contains(": fixes tip c on board C")),
        "{text}"
    );
}

#[test]
fn a_requested_range_brings_edits_toward_it_and_bad_input_is_refused() {
    let out = eldorado(&["suggest", &official("first-course"), "--rounds", "20-22"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let before = expected_rounds(&official("first-course"));
    // First course breaks tip c on board C (docs/analysis.md): an edit that
    // fixes it is offered whatever it does to the rounds.
    assert!(
        text.starts_with(&format!(
            "{}: 1 warning (tip c on board C), expected rounds {before}\n",
            official("first-course")
        )),
        "{text}"
    );
    assert!(text.contains(": fixes tip c on board C; "), "{text}");
    // Every other edit offered moves the course toward 20–22 rounds.
    let edits: Vec<&str> =
        text.lines().skip(1).filter(|l| l.contains(". ") && !l.contains(": fixes ")).collect();
    assert!(!edits.is_empty(), "{text}");
    for line in edits {
        let after: f64 = line.rsplit(" → ").next().unwrap().trim().parse().unwrap();
        assert!(after > before.parse::<f64>().unwrap(), "{line}");
    }
    assert_eq!(eldorado(&["suggest", "/nonexistent/course.json"]).status.code(), Some(2));
    assert_eq!(
        eldorado(&["suggest", &official("first-course"), "--rounds", "x"]).status.code(),
        Some(2)
    );
}

#[test]
fn tactics_aims_at_more_tactics_winning_each_edit_measured_before_and_after() {
    let out = eldorado(&["suggest", &official("home-stretch"), "--tactics", "--games", "300"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let head = "Letting more tactics win (the tactics' table, 300 games before and after, seed 1):";
    assert!(text.contains(head), "{text}");
    let now = text.lines().find(|l| l.starts_with("  now: ")).expect(&text);
    let before: usize = now["  now: ".len()..].split(' ').next().unwrap().parse().unwrap();
    // Each edit offered lets more tactics win it, or brings the weakest
    // nearer the best, by the same games before and after.
    let edits: Vec<&str> =
        text.lines().filter(|l| l.contains(" tactics can win it (the weakest at ")).collect();
    assert!(!edits.is_empty(), "Home Stretch leaves the river player nearly nothing: {text}");
    for e in &edits {
        let counts = e.split(": ").nth(1).unwrap();
        let (a, rest) = counts.split_once(" → ").unwrap();
        let b: usize = rest.split(' ').next().unwrap().parse().unwrap();
        assert_eq!(a.parse::<usize>().unwrap(), before, "{e}");
        assert!(b >= before, "{e}");
    }
    let json = eldorado(&["suggest", &official("home-stretch"), "--tactics", "--json"]);
    assert_ne!(json.status.code(), Some(0), "measured edits are told as text");
}
