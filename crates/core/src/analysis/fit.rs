//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS`, and the constant. Written by
//! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: Recipe { variants: 240, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1 }.

pub const INTERCEPT: f64 = 2.3515;
pub const WEIGHTS: [f64; 15] = [0.1353, 0.3583, 0.0000, 0.2100, 0.4700, 0.5334, 0.4311, 0.1594, 0.0000, 0.1320, 0.1249, 0.3827, 0.0000, 0.0000, 0.1742];
