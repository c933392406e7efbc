//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS` and the constant, for 2, 3 and 4 players; the seats'
//! win-rate fit; and the official courses' figures as fast bots measured
//! them. Written by
//! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: Recipe { variants: 240, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 4 }; Recipe { variants: 240, max_edits: 6, seed: 2026, games: 500, sim_seed: 1, players: 2 }; Recipe { variants: 240, max_edits: 6, seed: 2026, games: 500, sim_seed: 1, players: 3 }.

// A fitted weight may land near a famous constant (0.3183 is 1/π).
#![allow(clippy::approx_constant)]

/// Rounds every course takes before any term adds to it (4 players).
pub const INTERCEPT: f64 = 2.2581;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 17] = [
    0.2352, 0.4663, 0.0000, 0.4113, 0.7620, 0.7344, 0.8608, 0.2472, 0.0149, 0.4440, 0.1141, 0.3584,
    0.0000, 0.0000, 0.0757, 0.3189, 0.0000,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 17]); 3] = [
    (
        2,
        5.4677,
        [
            0.0864, 0.5565, 0.0000, 0.0991, 0.3044, 0.4504, 0.5477, 0.3115, 0.0000, 0.5083, 0.1632,
            0.1898, 0.0000, 0.0000, 0.3141, 0.4034, 0.0000,
        ],
    ),
    (
        3,
        2.5710,
        [
            0.1233, 0.3801, 0.0000, 0.1610, 0.3829, 0.4095, 0.3186, 0.1815, 0.0000, 0.4630, 0.1351,
            0.1656, 0.0000, 0.0000, 0.1723, 0.2768, 0.0000,
        ],
    ),
    (
        4,
        2.2581,
        [
            0.2352, 0.4663, 0.0000, 0.4113, 0.7620, 0.7344, 0.8608, 0.2472, 0.0149, 0.4440, 0.1141,
            0.3584, 0.0000, 0.0000, 0.0757, 0.3189, 0.0000,
        ],
    ),
];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (
        2,
        [
            [0.47648, -0.18213, 0.01175],
            [0.52340, 0.17359, 0.01084],
            [0.00000, 0.00000, 0.00000],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        3,
        [
            [0.40839, -1.14848, 0.02310],
            [0.33820, -0.49114, 0.01727],
            [0.26111, 1.49733, 0.05998],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        4,
        [
            [0.30227, -0.69927, 0.02471],
            [0.25344, -0.41827, 0.02818],
            [0.18968, 1.11915, 0.04205],
            [0.25453, -0.04824, 0.02149],
        ],
    ),
];
/// The official courses' mean finishing round with fast bots, for 2, 3 and 4 players.
pub const OFFICIAL_MEASURED: [(&str, [f64; 3]); 7] = [
    ("First course", [26.80, 17.41, 16.96]),
    ("Hills of Gold", [28.88, 18.80, 18.85]),
    ("Home Stretch", [24.30, 16.05, 16.53]),
    ("Winding Paths", [30.25, 19.87, 19.74]),
    ("Serpentine", [32.64, 20.62, 20.53]),
    ("Swamplands", [32.95, 21.13, 20.79]),
    ("Witch's Cauldron", [31.71, 21.10, 21.37]),
];
