//! `eldorado generate`: candidates that are real courses of the order, checked
//! here independently of the generator (assembly, the design tips, a simulation
//! with other seeds), distinct and reproducible; impossible orders refused.

use std::time::{Duration, Instant};

use crate::common::{eldorado, s, scratch, stderr, stdout};
use eldorado_analysis::{Severity, analyze};
use eldorado_core::course::{BlockadeChoice, Course};
use eldorado_core::map::Map;
use eldorado_design::generate::variety::{self, Signature};
use eldorado_formats::course_file;
use eldorado_rules::BotKind;
use eldorado_sim::SimConfig;
use eldorado_sim::montecarlo::{Progress, run};

const ORDER: [&str; 8] = ["generate", "--band", "hard", "--count", "2", "--seed", "3", "--json"];

fn candidates(json: &str) -> Vec<serde_json::Value> {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

fn signature(c: &serde_json::Value) -> Signature {
    serde_json::from_value(c["signature"].clone()).unwrap()
}

#[test]
fn generated_courses_are_valid_tip_clean_in_band_distinct_and_reproducible() {
    let first = eldorado(&ORDER);
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    let list = candidates(&stdout(&first));
    assert_eq!(list.len(), 2);
    for c in &list {
        let course: Course = course_file::parse(&c["course"].to_string()).expect("a course file");
        let map = Map::build(&course).unwrap_or_else(|p| panic!("invalid: {p:?}"));
        let report = analyze(&map);
        let warnings: Vec<&str> = report
            .findings
            .iter()
            .filter(|f| f.severity >= Severity::Warning)
            .map(|f| f.message.as_str())
            .collect();
        assert!(warnings.is_empty(), "{warnings:?}");
        assert!(report.starts.iter().all(|s| s.reaches_el_dorado));
        let spread = c["win_rate_spread"].as_f64().expect("the win-rate spread");
        assert!(
            spread <= eldorado_design::generate::MAX_WIN_RATE_SPREAD,
            "start spaces {spread} apart in win rate"
        );
        // Pieces once each, and blockades only where the rules allow (Map::build checked both).
        assert!(course.pieces.iter().any(|p| p.piece.starts_with("finish-")));
        // Hard is 18 to 21 rounds; other games than the generator's may stray by
        // a few standard errors (about 0.1 round each).
        let config = SimConfig {
            games: 1000,
            players: 4,
            bots: vec![BotKind::Fast],
            seed: 99,
            ..SimConfig::default()
        };
        let result = run(&map, &course.name, &config, None, &Progress::new()).unwrap();
        let rounds = result.finishing_round.mean;
        assert!((17.6..=21.4).contains(&rounds), "{}: {rounds} rounds", course.name);
        assert!((c["rounds"].as_f64().unwrap() - rounds).abs() < 0.5);
        assert_eq!(c["band"], "hard");
    }
    assert!(variety::distance(&signature(&list[0]), &signature(&list[1])) >= variety::MIN_DISTANCE);
    let again = eldorado(&ORDER);
    assert_eq!(stdout(&again), stdout(&first), "the same seed gives the same courses");
}

#[test]
fn courses_are_written_into_a_folder_and_check_valid() {
    let dir = scratch("folder");
    let out = eldorado(&["generate", "--band", "easy", "--seed", "2", "-o", s(&dir)]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(files.len(), 1);
    assert!(stdout(&out).contains(s(&files[0])));
    let check = eldorado(&["check", s(&files[0])]);
    assert_eq!(check.status.code(), Some(0), "{}", stdout(&check));
    // Nothing is replaced.
    let again = eldorado(&["generate", "--band", "easy", "--seed", "2", "-o", s(&dir)]);
    assert_eq!(again.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_impossible_order_fails_fast_with_one_sentence() {
    let t = Instant::now();
    let out = eldorado(&["generate", "--band", "very-hard", "--pieces", "C,E"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).is_empty());
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("out of reach"), "{err}");
    // No search: only the pieces are measured (a debug build is slow at that).
    assert!(t.elapsed() < Duration::from_secs(60));
    let dash = eldorado(&["generate", "--band", "easy", "-o", "-"]);
    assert_eq!(dash.status.code(), Some(2));
    assert!(stderr(&dash).contains("use --json"), "{}", stderr(&dash));
    let unknown = eldorado(&["generate", "--pieces", "C,Z"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("no piece \"Z\""));
}

#[test]
fn fewer_courses_than_asked_are_delivered_and_exit_1() {
    // Three easy courses asked, a budget of 100 draws: fewer are found.
    let order =
        ["generate", "--band", "easy", "--seed", "2", "--count", "3", "--budget", "100", "--quiet"];
    let out = eldorado(&[&order[..], &["--json"]].concat());
    let list = candidates(&stdout(&out));
    assert!((1..3).contains(&list.len()), "{} found", list.len());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        stderr(&out).trim_end(),
        format!(
            "eldorado: only {} of 3 distinct courses of 11.0–15.0 rounds were found in 100 attempts",
            list.len()
        )
    );
    // Written as files, the same: those found are kept, and exit 1.
    let dir = scratch("shortfall");
    let out = eldorado(&[&order[..], &["-o", s(&dir)]].concat());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), list.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hills of Gold's first three pieces, written as a course file.
fn begun_course(dir: &std::path::Path) -> (Course, std::path::PathBuf) {
    let mut course = eldorado_core::course::official::course("hills-of-gold").unwrap();
    course.pieces.truncate(3);
    let kept: Vec<String> = course.pieces.iter().map(|p| p.piece.clone().into()).collect();
    course.blockades.retain(|b| b.between.iter().all(|s| kept.iter().any(|k| s == k)));
    let path = dir.join("begun.json");
    course_file::save_new(&course, &path).unwrap();
    (course, path)
}

#[test]
fn a_course_is_completed_from_a_file_keeping_its_pieces() {
    let dir = scratch("from");
    let (given, path) = begun_course(&dir);
    let out =
        eldorado(&["generate", "--from", s(&path), "--band", "moderate", "--seed", "5", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let list = candidates(&stdout(&out));
    let course: Course = course_file::parse(&list[0]["course"].to_string()).unwrap();
    assert_eq!(course.pieces[..3], given.pieces[..], "the placed pieces stay exactly");
    assert!(given.blockades.iter().all(|b| course.blockades.contains(b)));
    assert!(course.pieces.len() > 3);
    let map = Map::build(&course).unwrap_or_else(|p| panic!("invalid: {p:?}"));
    // Tip-clean but for warnings lying wholly on the pieces the designer placed.
    let placed: Vec<&str> = given.pieces.iter().map(|p| p.piece.as_str()).collect();
    for f in analyze(&map).findings.iter().filter(|f| f.severity >= Severity::Warning) {
        assert!(
            f.spaces.iter().all(|&x| placed.contains(&map.piece(map.space(x).piece).id.as_str())),
            "a warning on an added piece: {}",
            f.message
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_impossible_completion_is_refused_at_once_with_the_reason() {
    let dir = scratch("from-impossible");
    let (_, path) = begun_course(&dir);
    let out = eldorado(&["generate", "--from", s(&path), "--band", "very-hard", "--pieces", "E"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("begun.json") && err.contains("cannot make a course longer than"),
        "{err}"
    );
    let missing = eldorado(&["generate", "--from", s(&dir.join("nothing.json"))]);
    assert_eq!(missing.status.code(), Some(2), "{}", stderr(&missing));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn with_branches_each_course_offers_the_route_choices_it_claims() {
    let out =
        eldorado(&["generate", "--band", "moderate", "--branches", "1", "--seed", "7", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let list = candidates(&stdout(&out));
    let c = &list[0];
    let course: Course = course_file::parse(&c["course"].to_string()).unwrap();
    let map = Map::build(&course).unwrap_or_else(|p| panic!("invalid: {p:?}"));
    let report = analyze(&map);
    assert!(!report.findings.iter().any(|f| f.severity >= Severity::Warning));
    // The analysis, run here on the course alone, finds the choices claimed:
    // two ways apart whose rounds differ by at most the bound; the games
    // confirmed at least the one asked for.
    assert!(!report.choices.is_empty());
    let confirmed = c["choices"].as_u64().unwrap();
    assert!((1..=report.choices.len() as u64).contains(&confirmed), "{confirmed}");
    for choice in &report.choices {
        let [a, b] = &choice.ways;
        assert!((a.rounds - b.rounds).abs() <= eldorado_analysis::choices::CHOICE_ROUNDS + 1e-9);
        assert_ne!(a.route, b.route);
    }
    assert!(c["summary"].as_str().unwrap().contains("route choice"));
    // What the games showed at each route choice, one line each, with as
    // many real ones as it claims.
    let evidence: Vec<&str> =
        c["route_evidence"].as_array().unwrap().iter().map(|l| l.as_str().unwrap()).collect();
    assert_eq!(evidence.len(), report.choices.len(), "{evidence:?}");
    let real = evidence.iter().filter(|l| l.ends_with(": a real choice")).count() as u64;
    assert_eq!(real, confirmed, "{evidence:?}");
    assert!(evidence.iter().all(|l| l.starts_with("the route choice on ")), "{evidence:?}");
    let text =
        stdout(&eldorado(&["generate", "--band", "moderate", "--branches", "1", "--seed", "7"]));
    for line in &evidence {
        assert!(text.contains(&format!("\n   {line}")), "{line} in {text}");
    }
    let config = SimConfig {
        games: 1000,
        players: 4,
        bots: vec![BotKind::Fast],
        seed: 77,
        ..SimConfig::default()
    };
    let rounds =
        run(&map, &course.name, &config, None, &Progress::new()).unwrap().finishing_round.mean;
    assert!((14.6..=18.4).contains(&rounds), "{rounds} rounds by another seed");
}

#[test]
fn strips_chosen_blockades_and_caves_make_valid_courses_in_band() {
    let out = eldorado(&[
        "generate",
        "--band",
        "hard",
        "--strips",
        "--blockades",
        "chosen",
        "--caves",
        "--seed",
        "2",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let list = candidates(&stdout(&out));
    let course: Course = course_file::parse(&list[0]["course"].to_string()).unwrap();
    // Map::build checks the blockades' seams and numbers and the caves' mountains.
    let map = Map::build(&course).unwrap_or_else(|p| panic!("invalid: {p:?}"));
    assert!(!analyze(&map).findings.iter().any(|f| f.severity >= Severity::Warning));
    assert!(!course.blockades.is_empty());
    let strip = |p: &eldorado_core::course::Placement| {
        p.side().is_some_and(|s| s.kind == eldorado_core::catalog::PieceKind::Strip)
    };
    assert!(course.pieces.iter().any(strip), "this seed lays a strip");
    assert!(
        course.blockades.iter().all(|b| matches!(b.blockade, BlockadeChoice::Number(_))),
        "chosen blockades are numbered: {:?}",
        course.blockades
    );
    let config = SimConfig {
        games: 1000,
        players: 4,
        bots: vec![BotKind::Fast],
        seed: 78,
        rules: eldorado_rules::Rules { caves: true, ..Default::default() },
        ..SimConfig::default()
    };
    let rounds =
        run(&map, &course.name, &config, None, &Progress::new()).unwrap().finishing_round.mean;
    assert!((17.6..=21.4).contains(&rounds), "{rounds} rounds by another seed");
    let wrong = eldorado(&["generate", "--blockades", "some"]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(stderr(&wrong).contains("\"random\" or \"chosen\""), "{}", stderr(&wrong));
}
