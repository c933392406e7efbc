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
pub const INTERCEPT: f64 = 1.9544;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 19] = [
    0.2346, 0.4525, 0.0000, 0.5341, 1.0715, 0.7553, 1.1908, 0.2106, 0.0000, 0.4693, 0.0044, 0.5118,
    0.0639, 0.0000, 0.0000, 0.4495, 0.0627, 0.2022, 0.1037,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 19]); 3] = [
    (
        2,
        4.4377,
        [
            0.1870, 0.6291, 0.0000, 0.6777, 1.3936, 0.7182, 1.8346, 0.3011, 0.0000, 0.7526, 0.0000,
            0.5897, 0.0000, 0.0000, 0.0000, 0.7451, 0.0000, 0.4343, 0.3187,
        ],
    ),
    (
        3,
        2.0683,
        [
            0.1848, 0.4285, 0.0000, 0.4817, 1.0331, 0.6035, 1.0901, 0.1752, 0.0000, 0.5590, 0.0017,
            0.4185, 0.0000, 0.0000, 0.0000, 0.4706, 0.0209, 0.2434, 0.1707,
        ],
    ),
    (
        4,
        1.9544,
        [
            0.2346, 0.4525, 0.0000, 0.5341, 1.0715, 0.7553, 1.1908, 0.2106, 0.0000, 0.4693, 0.0044,
            0.5118, 0.0639, 0.0000, 0.0000, 0.4495, 0.0627, 0.2022, 0.1037,
        ],
    ),
];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (
        2,
        [
            [0.45249, 0.47954, 0.00767],
            [0.54751, -0.47954, 0.00767],
            [0.00000, 0.00000, 0.00000],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        3,
        [
            [0.39578, -0.93288, 0.02154],
            [0.33912, -0.45470, 0.01855],
            [0.27075, 1.28250, 0.05688],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        4,
        [
            [0.29756, -0.63611, 0.02351],
            [0.25141, -0.37059, 0.02976],
            [0.19450, 1.03544, 0.04105],
            [0.25578, -0.06678, 0.02172],
        ],
    ),
];
/// The official courses' mean finishing round with fast bots, for 2, 3 and 4 players.
pub const OFFICIAL_MEASURED: [(&str, [f64; 3]); 7] = [
    ("First course", [26.75, 17.29, 16.96]),
    ("Hills of Gold", [28.91, 18.90, 18.85]),
    ("Home Stretch", [24.37, 16.04, 16.53]),
    ("Winding Paths", [30.22, 19.90, 19.74]),
    ("Serpentine", [32.88, 20.63, 20.52]),
    ("Swamplands", [33.13, 21.11, 20.78]),
    ("Witch's Cauldron", [31.80, 21.13, 21.39]),
];
