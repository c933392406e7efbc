//! One difficulty everywhere: `analyze`, `simulate`, the client JSON and the
//! setup sheet show the same rounds, score and band for the same course, the
//! one the core's analysis rates.

use std::process::{Command, Output};

use eldorado_analysis::analyze;
use eldorado_analysis::difficulty::{Rating, estimate_text};
use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_sim::montecarlo::measured_standing_among_others;
use serde_json::Value;

fn run(args: &[&str]) -> Output {
    let out =
        Command::new(env!("CARGO_BIN_EXE_eldorado")).args(args).output().expect("the binary runs");
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    out
}

fn stdout(args: &[&str]) -> String {
    String::from_utf8(run(args).stdout).expect("UTF-8")
}

fn json(args: &[&str]) -> Value {
    serde_json::from_slice(&run(args).stdout).expect("JSON")
}

fn rating_of(v: &Value) -> (f64, f64, String) {
    (
        v["rounds"].as_f64().unwrap(),
        v["score"].as_f64().unwrap(),
        v["band"].as_str().unwrap().to_string(),
    )
}

#[test]
fn every_output_shows_the_same_difficulty() {
    let file = format!("{}/courses/swamplands.json", env!("CARGO_MANIFEST_DIR"));
    let course = official::course("swamplands").unwrap();
    let d = analyze(&Map::build(&course).unwrap()).difficulty.expect("playable");
    let r = d.rating;
    let expected =
        (r.rounds, r.score, serde_json::to_value(r.band).unwrap().as_str().unwrap().to_string());

    let text = stdout(&["analyze", &file]);
    assert!(
        text.contains(&format!(
            "Difficulty: {} (estimated for 4 players).",
            estimate_text(r, d.standing.as_ref())
        )),
        "{text}"
    );
    let report = json(&["analyze", &file, "--json"]);
    assert_eq!(rating_of(&report["difficulty"]["rating"]), expected);

    let client = json(&["export", &file, "--format", "client-json"]);
    assert_eq!(rating_of(&client["difficulty"]), expected);
    assert_eq!(client["difficulty"]["players"], 4);
    let standing = d.standing.as_ref().expect("the official courses are estimated");
    assert_eq!(client["difficulty"]["standing"]["text"].as_str(), Some(standing.text.as_str()));

    let sheet = stdout(&["export", &file, "--format", "sheet"]);
    assert!(
        // As SVG writes it: "Witch's Cauldron" with its apostrophe escaped.
        sheet.contains(
            &format!("difficulty: {}", estimate_text(r, d.standing.as_ref()))
                .replace('\'', "&apos;")
        ),
        "the sheet names the difficulty"
    );

    let sim = json(&["simulate", &file, "--games", "40", "--json"]);
    let d = &sim["difficulty"];
    assert_eq!(rating_of(&d["estimate"]), expected);
    let measured = Rating::of(sim["finishing_round"]["mean"].as_f64().unwrap());
    assert_eq!(d["measured"]["rounds"].as_f64(), Some(measured.rounds));
    assert_eq!(d["measured"]["score"].as_f64(), Some(measured.score));
    // Among the other official courses: Swamplands is never set beside itself.
    let standing = measured_standing_among_others(measured.rounds, 4, Some("Swamplands"))
        .expect("the official courses are measured");
    let said =
        format!("measured {measured} with 4 players — {}; the estimate said {r}", standing.text);
    assert_eq!(d["summary"].as_str(), Some(said.as_str()));
    let table = stdout(&["simulate", &file, "--games", "40"]);
    assert!(table.contains(&format!("Difficulty: {said}")), "{table}");
    assert!(table.contains("% of games stalled"), "the stall rate is beside the figure: {table}");
}

/// The two-player estimate is played (`eldorado_design::two_players`):
/// `analyze` shows it, says how it is made and was checked, and writes it in
/// its JSON; `simulate --players 2` shows the same figure beside what its
/// games measured. The static two-player figure is shown nowhere.
#[test]
fn the_two_player_estimate_is_played_everywhere() {
    use eldorado_design::two_players;
    let file = format!("{}/courses/home-stretch.json", env!("CARGO_MANIFEST_DIR"));
    let map = Map::build(&official::course("home-stretch").unwrap()).unwrap();
    let (two, standing) = two_players::estimate(&map).expect("two fast bots finish it");
    let fitted = analyze(&map).difficulty.unwrap().for_players(2).unwrap().rating;
    assert_ne!(two, fitted);
    let standing = standing.expect("among the official courses as games measured them");
    assert!(!standing.text.contains("Home Stretch"), "never beside itself");

    let text = stdout(&["analyze", &file]);
    let line = format!("  with 2 players: {}\n", estimate_text(two, Some(&standing)));
    assert!(text.contains(&line), "{line:?} in {text}");
    let method = "    For two players the estimate is played: the mean of 20 games of fast bots";
    assert!(text.contains(&format!("{line}{method}")), "{text}");
    assert!(text.contains("(Spearman 0.99 over 120 courses).\n"), "{text}");
    assert!(!text.contains(&fitted.to_string()), "the static figure is not shown: {text}");

    let report = json(&["analyze", &file, "--json"]);
    let by_players = report["difficulty"]["by_players"].as_array().unwrap();
    let entry = by_players.iter().find(|e| e["players"] == 2).expect("a two-player entry");
    assert_eq!(rating_of(&entry["rating"]).0, two.rounds);
    assert_eq!(entry["games"], two_players::GAMES);
    assert_eq!(entry["standing"]["text"].as_str(), Some(standing.text.as_str()));
    let four = by_players.iter().find(|e| e["players"] == 4).unwrap();
    assert!(four.get("games").is_none(), "the four-player figure is fitted: {four}");

    let sim = json(&["simulate", &file, "--games", "40", "--players", "2", "--json"]);
    assert_eq!(rating_of(&sim["difficulty"]["estimate"]).0, two.rounds);
    let table = stdout(&["simulate", &file, "--games", "40", "--players", "2"]);
    let said = format!("; the estimate said {two}\n  For two players the estimate is played: ");
    assert!(table.contains(&said), "{table}");
}
