//! The compass: a course's expected rounds to El Dorado (four players), read
//! from the static analysis, without playing a game. The search steers and
//! prunes by it; the simulator has the last word.
//!
//! The figure is the core's one difficulty: the analysis's expected rounds
//! (`analysis::difficulty`, fitted on simulated courses; docs/analysis.md).

use eldorado_analysis::Report;

/// How far the compass may be off: a draft whose estimate is further than
/// this from the order is not worth simulating (the estimate's error on the
/// fitting corpus is about 0.6 rounds RMSE with four players, its worst 2.6).
pub const SLACK: f64 = 1.5;

/// Expected rounds with `players` players over those with four, on the
/// official courses by the analysis's own fits (two players each bring two
/// pieces home): only to scale the range of rounds a set of pieces can make
/// before any course is drawn.
pub fn players_factor(players: u8) -> f64 {
    let ratio = |p: u8| -> Option<f64> {
        let with = eldorado_analysis::official_estimates(p);
        let four = eldorado_analysis::official_estimates(4);
        let sum: f64 = with.iter().map(|(_, r)| r).sum();
        let four_sum: f64 = four.iter().map(|(_, r)| r).sum();
        (four_sum > 0.0 && !with.is_empty()).then(|| sum / four_sum)
    };
    ratio(players).unwrap_or(1.0)
}

/// Expected rounds to El Dorado for four players; `None` when no start space
/// reaches El Dorado.
pub fn estimate(report: &Report) -> Option<f64> {
    estimate_for(report, 4)
}

/// Expected rounds to El Dorado for `players` players, from the analysis's
/// fit on games with that many players; `None` when no start space reaches
/// El Dorado.
pub fn estimate_for(report: &Report, players: u8) -> Option<f64> {
    let d = report.difficulty.as_ref()?;
    Some(d.for_players(players).map_or(d.rating.rounds, |e| e.rating.rounds))
}
