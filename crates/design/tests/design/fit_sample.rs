//! Pins the fit of the static difficulty model: on a fixed sample of the
//! corpus (every eighth course, with the figures four fast bots measured in
//! 1,000 games, written by `fit-difficulty --write`), the core's estimate must
//! rank the courses like the simulation and never put one two bands away.

use eldorado_analysis::analyze;
use eldorado_core::map::Map;
use eldorado_core::rating::agreement;
use eldorado_formats::course_file;

/// A course of the sample as the fit's corpus writes it (`eldorado-tools`'
/// `corpus::Entry`): its id, its course file's text, what fast bots measured.
#[derive(serde::Deserialize)]
struct Entry {
    id: String,
    course: String,
    simulated: Option<Simulated>,
}

#[derive(serde::Deserialize)]
struct Simulated {
    games: u64,
    mean_round: f64,
}

#[test]
fn the_estimate_agrees_with_the_stored_simulations() {
    let text = include_str!("../data/difficulty-sample.json");
    let sample: Vec<Entry> = serde_json::from_str(text).expect("the sample parses");
    assert!(sample.len() >= 25, "{} courses", sample.len());
    let (mut estimated, mut simulated) = (Vec::new(), Vec::new());
    for e in &sample {
        let course = course_file::parse(&e.course)
            .unwrap_or_else(|err| panic!("{} does not parse: {err}", e.id));
        let map = Map::build(&course).unwrap_or_else(|p| panic!("{} is not valid: {p:?}", e.id));
        let rating =
            analyze(&map).difficulty.unwrap_or_else(|| panic!("{} has no estimate", e.id)).rating;
        let s = e.simulated.as_ref().unwrap_or_else(|| panic!("{} was not simulated", e.id));
        assert_eq!(s.games, 1000, "{}", e.id);
        estimated.push(rating.rounds);
        simulated.push(s.mean_round);
    }
    let a = agreement(&estimated, &simulated);
    assert!(a.spearman >= 0.9, "Spearman {:.3}", a.spearman);
    assert_eq!(a.two_apart, 0, "courses two bands apart");
    assert!(a.same_band >= 0.75, "same band {:.2}", a.same_band);
    assert!(a.rmse <= 1.0, "RMSE {:.2} rounds", a.rmse);
}
