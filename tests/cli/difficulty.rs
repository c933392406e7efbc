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
