//! `eldorado analyze` as a user runs it.

use std::path::PathBuf;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_eldorado")).args(args).output().expect("the binary runs")
}

fn course(id: &str) -> String {
    format!("{}/courses/{id}.json", env!("CARGO_MANIFEST_DIR"))
}

/// A file in a fresh temporary folder, removed when dropped.
struct Temp(PathBuf);

impl Temp {
    fn new(name: &str, text: &str) -> Temp {
        let dir =
            std::env::temp_dir().join(format!("eldorado-analyze-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        Temp(path)
    }
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        if let Some(dir) = self.0.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

#[test]
fn prints_a_summary_of_an_official_course() {
    let out = run(&["analyze", &course("first-course")]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("First course: 6 pieces"), "{text}");
    // The four start spaces, each 28 spaces from El Dorado.
    for n in 1..=4 {
        assert!(text.contains(&format!("  {n}    yes      28 spaces")), "{text}");
    }
    for part in [
        "Cheapest routes, space by space:",
        "Narrowest: 3 spaces across",
        "Blockades:",
        "Caves:",
        "Terrain:",
        "Findings:",
    ] {
        assert!(text.contains(part), "missing {part:?} in {text}");
    }
}

#[test]
fn prints_the_full_report_as_json() {
    let out = run(&["analyze", &course("witchs-cauldron"), "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    let starts = v["starts"].as_array().unwrap();
    assert_eq!(starts.len(), 4);
    for s in starts {
        assert_eq!(s["reaches_el_dorado"], true);
        let route = &s["cheapest"];
        assert_eq!(
            route["spaces"].as_array().unwrap().len(),
            route["steps"].as_u64().unwrap() as usize + 1
        );
        assert!(route["hexes"][0]["q"].is_i64());
    }
    for key in [
        "course",
        "cost_model",
        "fairness",
        "reachability",
        "chokepoints",
        "zones",
        "shortcuts",
        "bends",
        "terrain",
        "blockades",
        "caves",
        "dead_ends",
        "difficulty",
        "findings",
    ] {
        assert!(!v[key].is_null(), "{key}");
    }
}

#[test]
fn an_invalid_course_prints_its_problems_and_exits_1() {
    let mut c = eldorado_core::course::official::course("first-course").unwrap();
    c.pieces.retain(|p| p.piece != "finish-river");
    let file = Temp::new("no-finish.json", &eldorado_formats::course_file::to_json(&c));
    let out = run(&["analyze", file.path()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("invalid") && err.contains("finish"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn an_unreadable_file_exits_2() {
    let out = run(&["analyze", "/no/such/course.json"]);
    assert_eq!(out.status.code(), Some(2));
    let file = Temp::new("garbage.json", "{ not json");
    let out = run(&["analyze", file.path(), "--json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!out.stderr.is_empty());
}

#[test]
fn with_games_each_tip_prints_the_measured_verdict_beside_the_static_one() {
    let o = run(&["analyze", &course("winding-paths"), "--games", "200"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("judged by 200 games of fast bots"), "{out}");
    let bend = out.split("  the bend on board I\n").nth(1).expect("board I's bend");
    let mut lines = bend.lines();
    assert!(lines.next().unwrap().contains("static:   tip c broken (a warning)"), "{bend}");
    let measured = lines.next().unwrap();
    assert!(
        measured.contains("measured: tip c broken in play: 100 % of pieces took the inner lane"),
        "{measured}"
    );
    // A JSON report with games is refused in one sentence.
    let o = run(&["analyze", &course("winding-paths"), "--games", "20", "--json"]);
    assert_eq!(o.status.code(), Some(2));
}
