//! The compass: a course's expected rounds to El Dorado (four players), read
//! from the static analysis, without playing a game. The search steers and
//! prunes by it; the simulator has the last word.
//!
//! The figure is the core's one difficulty: the analysis's expected rounds
//! (`analysis::difficulty`, fitted on simulated courses; docs/analysis.md).

use eldorado_analysis::Report;

/// How far the compass may be off: a draft whose estimate is further than
/// this from the order is not worth simulating (the estimate's error on the
/// fitting corpus is 0.65 rounds RMSE, its worst 2.4).
pub const SLACK: f64 = 1.5;

/// Expected rounds with `players` players over those with four. Two players
/// each bring two pieces home: the official courses take 1.49 to 1.60 times as
/// many rounds (1,000 games each, fast bots); three players take within 0.4
/// round of four.
pub fn players_factor(players: u8) -> f64 {
    if players == 2 { 1.55 } else { 1.0 }
}

/// Expected rounds to El Dorado for four players; `None` when no start space
/// reaches El Dorado.
pub fn estimate(report: &Report) -> Option<f64> {
    report.difficulty.as_ref().map(|d| d.rating.rounds)
}
