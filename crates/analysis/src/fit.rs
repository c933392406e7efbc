//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS` and the constant, for 2, 3 and 4 players; the seats'
//! win-rate fit; and the official courses' figures as fast bots measured
//! them. Written by
//! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: Recipe { variants: 480, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 4 }; Recipe { variants: 480, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 2 }; Recipe { variants: 480, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 3 }.

// A fitted weight may land near a famous constant (0.3183 is 1/π).
#![allow(clippy::approx_constant)]

/// Rounds every course takes before any term adds to it (4 players).
pub const INTERCEPT: f64 = 2.2817;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 19] = [
    0.2664, 0.4643, 0.0000, 0.5262, 1.0990, 0.8888, 1.0636, 0.2494, 0.0000, 0.1375, 0.0000, 0.5876,
    0.0000, 0.0000, 0.0000, 0.2826, 0.2797, 0.1982, 0.0988,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 19]); 3] = [
    (
        2,
        5.7218,
        [
            0.3101, 0.7008, 0.0000, 0.6563, 1.5410, 1.1071, 1.4862, 0.4185, 0.0000, 0.0000, 0.0000,
            0.7509, 0.0000, 0.0000, 0.0000, 0.4104, 0.4250, 0.3669, 0.2761,
        ],
    ),
    (
        3,
        2.5970,
        [
            0.2524, 0.4749, 0.0000, 0.4761, 1.1186, 0.8362, 0.9050, 0.2428, 0.0000, 0.0186, 0.0000,
            0.4252, 0.0000, 0.0000, 0.0000, 0.2701, 0.3531, 0.2120, 0.1448,
        ],
    ),
    (
        4,
        2.2817,
        [
            0.2664, 0.4643, 0.0000, 0.5262, 1.0990, 0.8888, 1.0636, 0.2494, 0.0000, 0.1375, 0.0000,
            0.5876, 0.0000, 0.0000, 0.0000, 0.2826, 0.2797, 0.1982, 0.0988,
        ],
    ),
];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (
        2,
        [
            [0.49588, -0.54328, 0.04587],
            [0.50412, 0.54328, 0.04587],
            [0.00000, 0.00000, 0.00000],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        3,
        [
            [0.39090, -0.83643, 0.02380],
            [0.34665, -0.61286, 0.01245],
            [0.27275, 1.27794, 0.05779],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        4,
        [
            [0.29711, -0.62853, 0.02633],
            [0.26019, -0.49863, 0.03019],
            [0.19445, 1.05125, 0.03860],
            [0.24695, 0.05749, 0.02699],
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
