//! The compass: a course's expected rounds to El Dorado (four players), read
//! from the static analysis, without playing a game. The search steers and
//! prunes by it; the simulator has the last word.
//!
//! A stand-in until the core's expected-rounds figure lands (the lead points
//! [`estimate`] at it then): the analysis's difficulty in turns, turned into
//! rounds by a line fitted to the seven official courses' simulated mean
//! finishing rounds (4 fast bots, 400 games each; residuals within 1.2 rounds).

use eldorado_core::analysis::Report;

const INTERCEPT: f64 = 5.09;
const ROUNDS_PER_TURN: f64 = 1.063;

/// How far the compass may be off: a draft whose estimate is further than
/// this from the order is not worth simulating.
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
    report.difficulty.as_ref().map(|d| INTERCEPT + ROUNDS_PER_TURN * d.turns)
}
