//! `eldorado simulate`, driven as a user would.

use std::path::PathBuf;
use std::process::{Command, Output};

fn eldorado(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_eldorado")).args(args).output().expect("the binary runs")
}

fn course(id: &str) -> String {
    format!("{}/courses/{id}.json", env!("CARGO_MANIFEST_DIR"))
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("eldorado-sim-test-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn prints_a_summary_table() {
    let o = eldorado(&["simulate", &course("first-course"), "--games", "20", "--seed", "3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    for needle in [
        "First course",
        "20 games",
        "Finishing round",
        "Win rate by seat",
        "Win rate by start space",
        "Seat 1 plays first",
        "on board A 1 to 4 from west to east",
        "Stalled games",
        "Blockades",
        "Difficulty",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in\n{out}");
    }
}

#[test]
fn json_gives_every_statistic_and_the_same_seed_the_same_numbers() {
    let path = course("hills-of-gold");
    let args =
        ["simulate", &path, "--games", "16", "--players", "3", "--caves", "--seed", "9", "--json"];
    let a = eldorado(&args);
    assert!(a.status.success());
    let v: serde_json::Value = serde_json::from_slice(&a.stdout).expect("valid JSON");
    assert_eq!(v["games_played"], 16);
    assert_eq!(v["players"], 3);
    assert_eq!(v["caves_variant"], true);
    assert_eq!(v["seats"].as_array().unwrap().len(), 3);
    for key in [
        "finishing_round",
        "start_spaces",
        "stalls",
        "blockades",
        "cave_tokens",
        "caves",
        "heatmap",
        "difficulty",
    ] {
        assert!(!v[key].is_null(), "missing {key}");
    }
    assert!(v["finishing_round"]["histogram"].as_array().is_some_and(|h| !h.is_empty()));
    let b = eldorado(&args);
    assert_eq!(a.stdout, b.stdout, "same seed, same result");
    let threads = eldorado(&[&args[..], &["--threads", "1"]].concat());
    assert_eq!(a.stdout, threads.stdout, "same result on one thread");
}

#[test]
fn mixed_bots_in_a_two_player_game() {
    let o = eldorado(&[
        "simulate",
        &course("swamplands"),
        "--games",
        "6",
        "--players",
        "2",
        "--bots",
        "strong,fast",
        "--rotate",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("Win rate by bot"));
}

#[test]
fn trace_tells_one_game() {
    let o = eldorado(&["simulate", &course("first-course"), "--trace", "12"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.starts_with("game seed 12; blockades: "), "{out}");
    assert!(out.contains("round 1, seat 1 (fast)"));
    assert!(out.lines().last().unwrap().starts_with("game over in round"), "{out}");
}

#[test]
fn an_invalid_course_exits_1_with_its_problems() {
    let text = std::fs::read_to_string(course("first-course")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["pieces"].as_array_mut().unwrap().pop();
    let path = temp_file("invalid.json", &v.to_string());
    let o = eldorado(&["simulate", path.to_str().unwrap(), "--games", "5"]);
    assert_eq!(o.status.code(), Some(1));
    // On standard error, as `analyze` and `export` say it; nothing on standard output.
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("invalid") && err.contains("can't be simulated") && err.contains("  - "),
        "{err}"
    );
    assert!(o.stdout.is_empty(), "{}", stdout(&o));
    std::fs::remove_file(path).ok();
}

#[test]
fn an_unreadable_file_exits_2() {
    let o = eldorado(&["simulate", "/no/such/course.json"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!o.stderr.is_empty());
    let path = temp_file("garbage.json", "{ not json");
    let o = eldorado(&["simulate", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_file(path).ok();
}

#[test]
fn bad_options_are_refused() {
    let o = eldorado(&["simulate", &course("first-course"), "--bots", "clever"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown bot"));
    let o = eldorado(&["simulate", &course("first-course"), "--players", "5"]);
    assert_eq!(o.status.code(), Some(2));
    let o =
        eldorado(&["simulate", &course("first-course"), "--players", "3", "--bots", "fast,strong"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("2 bots were named for 3 players"));
}

#[test]
fn json_carries_the_usage_of_every_route_choice_and_otherwise_what_it_did() {
    use eldorado_core::map::Map;
    use eldorado_sim::{Progress, SimConfig, run};
    let path = course("serpentine");
    let o = eldorado(&["simulate", &path, "--games", "30", "--seed", "4", "--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut printed: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let map = Map::build(&eldorado_core::course::official::course("serpentine").unwrap()).unwrap();
    let report = eldorado_analysis::analyze(&map);
    let list = eldorado_design::routes::watchlist(&map, &report);
    let usage = printed["route_choices"].as_array().unwrap().clone();
    // Every route choice, shortcut and bend of the analysis, in its order,
    // each under its place in the analysis's lists.
    let bends = report
        .bends
        .iter()
        .filter(|b| b.gates.as_ref().is_some_and(|g| g.iter().any(|g| !g.steps.is_empty())))
        .count();
    assert_eq!(usage.len(), report.choices.len() + report.shortcuts.len() + bends);
    assert_eq!(usage.len(), list.watch.len());
    for (u, w) in usage.iter().zip(&list.watch) {
        assert_eq!(u["name"], w.name.as_str());
        assert_eq!(u["origin"], serde_json::to_value(w.origin).unwrap());
        let pieces: u64 =
            u["ways"].as_array().unwrap().iter().map(|w| w["pieces"].as_u64().unwrap()).sum();
        let none = u["neither"].as_u64().unwrap() + u["not_past"].as_u64().unwrap();
        assert_eq!(pieces + none, 30 * 4, "{}", w.name);
    }
    // Apart from the new field, exactly what a run watching nothing prints.
    printed.as_object_mut().unwrap().remove("route_choices");
    let estimate = eldorado_analysis::estimate_for(&map, 4);
    let plain = SimConfig { games: 30, seed: 4, ..SimConfig::default() };
    let mut unwatched = run(&map, "Serpentine", &plain, estimate, &Progress::new()).unwrap();
    unwatched.course = printed["course"].as_str().unwrap().to_string();
    // Both read from text alike, so that a float parses to the same value.
    let text = serde_json::to_string(&unwatched).unwrap();
    assert_eq!(printed, serde_json::from_str::<serde_json::Value>(&text).unwrap());
}

#[test]
fn the_text_names_which_way_the_pieces_took() {
    let o = eldorado(&["simulate", &course("winding-paths"), "--games", "40"]);
    let out = stdout(&o);
    assert!(out.contains("Route choices: which way the pieces took"), "{out}");
    assert!(out.contains("the bend on board I: 100 % of pieces took the inner lane"), "{out}");
}

#[test]
fn the_tactics_table_tells_each_route_choice_by_tactic_and_the_variety() {
    let o = eldorado(&["simulate", &course("first-course"), "--tactics", "--games", "120"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("4 players · bots river,jungle,village,racer (rotating)"), "{out}");
    // Every route choice told by tactic: each tactic's way, and the verdict.
    let choices = out.lines().filter(|l| l.starts_with("  the ")).count();
    let verdicts = out.lines().filter(|l| l.starts_with("    by tactic: ")).count();
    assert!(choices > 0 && verdicts == choices, "{verdicts} of {choices}\n{out}");
    for bot in ["river", "jungle", "village", "racer"] {
        assert!(out.lines().any(|l| l.starts_with(&format!("    {bot:<7} "))), "{bot}\n{out}");
    }
    // The variety, with the official courses beside it (not First course itself).
    let variety = out.lines().find(|l| l.starts_with("Tactical variety: ")).expect(&out);
    assert!(variety.contains(" of 4 tactics can win it ("), "{variety}");
    assert!(!variety.contains("First course"), "{variety}");
    // The JSON counts the same table by bot.
    let j =
        eldorado(&["simulate", &course("first-course"), "--tactics", "--games", "120", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&j.stdout).unwrap();
    let way = &v["route_choices"][0]["ways"][0];
    let by_bot = way["by_bot"].as_array().expect("by_bot on a mixed table");
    let sum: u64 = by_bot.iter().map(|b| b["pieces"].as_u64().unwrap()).sum();
    assert_eq!(sum, way["pieces"].as_u64().unwrap());
}

#[test]
fn a_mixed_table_is_told_by_bot_and_one_bot_is_not() {
    let path = course("first-course");
    let mixed =
        eldorado(&["simulate", &path, "--bots", "river,jungle,village,fast", "--games", "40"]);
    assert!(mixed.status.success(), "{}", String::from_utf8_lossy(&mixed.stderr));
    let out = stdout(&mixed);
    assert!(out.contains("    by tactic: "), "{out}");
    assert!(!out.contains("Tactical variety"), "not rotated: no variety\n{out}");
    let fast = eldorado(&["simulate", &path, "--games", "40", "--json"]);
    assert!(!stdout(&fast).contains("by_bot"), "one bot at every seat: no split by bot");
    let both = eldorado(&["simulate", &path, "--tactics", "--bots", "fast"]);
    assert!(!both.status.success(), "--tactics seats its own table");
}

#[test]
fn a_mixed_tables_game_is_traced_recorded_and_replayed_with_its_tactics() {
    let record =
        std::env::temp_dir().join(format!("eldorado-sim-test-{}-mixed.json", std::process::id()));
    let _ = std::fs::remove_file(&record);
    let path = course("first-course");
    let args = ["simulate", &path, "--bots", "river,jungle,village,fast", "--trace", "3"];
    let traced = eldorado(&[&args[..], &["--record", record.to_str().unwrap()]].concat());
    assert!(traced.status.success(), "{}", String::from_utf8_lossy(&traced.stderr));
    let told = stdout(&traced);
    assert!(told.contains("round 1, seat 1 (river): "), "{told}");
    assert!(told.contains("round 1, seat 2 (jungle): "), "{told}");
    let text = std::fs::read_to_string(&record).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["seats"], serde_json::json!(["river", "jungle", "village", "fast"]));
    let replayed = eldorado(&["replay", record.to_str().unwrap()]);
    assert!(replayed.status.success(), "{}", String::from_utf8_lossy(&replayed.stderr));
    assert_eq!(stdout(&replayed), told, "the replay tells the same game");
    let _ = std::fs::remove_file(&record);
}
