//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS`, and the constant. Written by
//! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: Recipe { variants: 240, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1 }.

// A fitted weight may land near a famous constant (0.3183 is 1/π).
#![allow(clippy::approx_constant)]

/// Rounds every course takes before any term adds to it.
pub const INTERCEPT: f64 = 2.2690;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS`.
pub const WEIGHTS: [f64; 17] = [
    0.2312, 0.4718, 0.0000, 0.4115, 0.7552, 0.7339, 0.8583, 0.2464, 0.0122, 0.4499, 0.1150, 0.3320,
    0.0000, 0.0000, 0.0756, 0.3186, 0.0000,
];
