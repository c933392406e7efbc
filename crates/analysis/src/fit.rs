//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS` and the constant, for 2, 3 and 4 players; the seats'
//! win-rate fit. Written (with the official courses' measured figures in
//! `eldorado-sim`'s `montecarlo/official.rs`) by
//! `cargo run --release -p eldorado-tools --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: Recipe { variants: 480, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 4 }; Recipe { variants: 480, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 2 }; Recipe { variants: 480, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 3 }.

// A fitted weight may land near a famous constant (0.3183 is 1/π).
#![allow(clippy::approx_constant)]

/// Rounds every course takes before any term adds to it (4 players).
pub const INTERCEPT: f64 = 2.2768;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 19] = [
    0.2665, 0.4647, 0.0000, 0.5267, 1.1007, 0.8893, 1.0638, 0.2493, 0.0000, 0.1366, 0.0000, 0.5866,
    0.0000, 0.0000, 0.0000, 0.2817, 0.2800, 0.1983, 0.0988,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 19]); 3] = [
    (
        2,
        5.9109,
        [
            0.3016, 0.6962, 0.0000, 0.6382, 1.5336, 1.0958, 1.4690, 0.4220, 0.0000, 0.0000, 0.0000,
            0.7803, 0.0000, 0.0000, 0.0000, 0.4299, 0.4299, 0.3555, 0.2789,
        ],
    ),
    (
        3,
        2.5936,
        [
            0.2524, 0.4751, 0.0000, 0.4764, 1.1198, 0.8365, 0.9052, 0.2427, 0.0000, 0.0182, 0.0000,
            0.4238, 0.0000, 0.0000, 0.0000, 0.2696, 0.3533, 0.2120, 0.1448,
        ],
    ),
    (
        4,
        2.2768,
        [
            0.2665, 0.4647, 0.0000, 0.5267, 1.1007, 0.8893, 1.0638, 0.2493, 0.0000, 0.1366, 0.0000,
            0.5866, 0.0000, 0.0000, 0.0000, 0.2817, 0.2800, 0.1983, 0.0988,
        ],
    ),
];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (
        2,
        [
            [0.49831, -0.60926, 0.04605],
            [0.50169, 0.60926, 0.04605],
            [0.00000, 0.00000, 0.00000],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        3,
        [
            [0.39103, -0.83803, 0.02379],
            [0.34649, -0.61020, 0.01261],
            [0.27274, 1.27722, 0.05794],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        4,
        [
            [0.29730, -0.63068, 0.02629],
            [0.25994, -0.49540, 0.03016],
            [0.19467, 1.04850, 0.03861],
            [0.24679, 0.05906, 0.02697],
        ],
    ),
];
