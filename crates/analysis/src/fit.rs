//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS` and the constant, for 2, 3 and 4 players; the seats'
//! win-rate fit; and the official courses' figures as fast bots measured
//! them. Written by
//! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: Recipe { variants: 240, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 4 }; Recipe { variants: 240, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 2 }; Recipe { variants: 240, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 3 }.

// A fitted weight may land near a famous constant (0.3183 is 1/π).
#![allow(clippy::approx_constant)]

/// Rounds every course takes before any term adds to it (4 players).
pub const INTERCEPT: f64 = 2.2431;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 17] = [
    0.2392, 0.4720, 0.0000, 0.4183, 0.7711, 0.7428, 0.8669, 0.2521, 0.0156, 0.4430, 0.1183, 0.3680,
    0.0000, 0.0000, 0.0721, 0.3199, 0.0000,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 17]); 3] = [
    (
        2,
        5.3535,
        [
            0.0984, 0.5669, 0.0000, 0.1197, 0.3764, 0.4853, 0.5923, 0.3256, 0.0000, 0.5129, 0.1742,
            0.1784, 0.0000, 0.0000, 0.3043, 0.4172, 0.0000,
        ],
    ),
    (
        3,
        2.5832,
        [
            0.1242, 0.3763, 0.0000, 0.1609, 0.4007, 0.4223, 0.3285, 0.1829, 0.0000, 0.4681, 0.1350,
            0.1692, 0.0000, 0.0000, 0.1709, 0.2839, 0.0000,
        ],
    ),
    (
        4,
        2.2431,
        [
            0.2392, 0.4720, 0.0000, 0.4183, 0.7711, 0.7428, 0.8669, 0.2521, 0.0156, 0.4430, 0.1183,
            0.3680, 0.0000, 0.0000, 0.0721, 0.3199, 0.0000,
        ],
    ),
];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (
        2,
        [
            [0.45414, 0.43516, 0.00761],
            [0.54586, -0.43516, 0.00761],
            [0.00000, 0.00000, 0.00000],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        3,
        [
            [0.40446, -1.08005, 0.02240],
            [0.34278, -0.51889, 0.01909],
            [0.25990, 1.47006, 0.05845],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        4,
        [
            [0.30124, -0.70246, 0.02371],
            [0.25334, -0.40675, 0.02990],
            [0.18906, 1.12924, 0.04171],
            [0.25565, -0.06205, 0.02209],
        ],
    ),
];
/// The official courses' mean finishing round with fast bots, for 2, 3 and 4 players.
pub const OFFICIAL_MEASURED: [(&str, [f64; 3]); 7] = [
    ("First course", [26.74, 17.29, 16.96]),
    ("Hills of Gold", [28.91, 18.90, 18.85]),
    ("Home Stretch", [24.37, 16.04, 16.53]),
    ("Winding Paths", [30.21, 19.89, 19.73]),
    ("Serpentine", [32.88, 20.63, 20.52]),
    ("Swamplands", [33.13, 21.11, 20.78]),
    ("Witch's Cauldron", [31.80, 21.13, 21.39]),
];
