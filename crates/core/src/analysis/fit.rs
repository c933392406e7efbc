//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS`, and the constant. Written by
//! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: Recipe { variants: 240, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1 }.

// A fitted weight may land near a famous constant (0.3183 is 1/π).
#![allow(clippy::approx_constant)]

pub const INTERCEPT: f64 = 2.1436;
pub const WEIGHTS: [f64; 17] = [0.2328, 0.4751, 0.0000, 0.4087, 0.7433, 0.7428, 0.8807, 0.2419, 0.0046, 0.4639, 0.1092, 0.3183, 0.0000, 0.0000, 0.0789, 0.3612, 0.0000];
