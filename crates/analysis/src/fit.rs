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
pub const INTERCEPT: f64 = 2.0806;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 19] = [
    0.2292, 0.4333, 0.0000, 0.5387, 1.0849, 0.7835, 1.1742, 0.2135, 0.0000, 0.1421, 0.0000, 0.6312,
    0.0000, 0.0000, 0.0000, 0.3532, 0.2490, 0.2199, 0.1145,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 19]); 3] = [
    (
        2,
        5.1608,
        [
            0.2067, 0.6149, 0.0000, 0.6911, 1.5026, 0.8149, 1.7962, 0.3187, 0.0000, 0.0000, 0.0000,
            0.8729, 0.0000, 0.0000, 0.0000, 0.6063, 0.3475, 0.4274, 0.3195,
        ],
    ),
    (
        3,
        2.2799,
        [
            0.1915, 0.4210, 0.0000, 0.4956, 1.0977, 0.6578, 1.0626, 0.1831, 0.0000, 0.0272, 0.0000,
            0.4916, 0.0000, 0.0000, 0.0000, 0.3843, 0.3048, 0.2442, 0.1772,
        ],
    ),
    (
        4,
        2.0806,
        [
            0.2292, 0.4333, 0.0000, 0.5387, 1.0849, 0.7835, 1.1742, 0.2135, 0.0000, 0.1421, 0.0000,
            0.6312, 0.0000, 0.0000, 0.0000, 0.3532, 0.2490, 0.2199, 0.1145,
        ],
    ),
];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (
        2,
        [
            [0.49021, -0.39380, 0.04497],
            [0.50979, 0.39380, 0.04497],
            [0.00000, 0.00000, 0.00000],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        3,
        [
            [0.38773, -0.78207, 0.02362],
            [0.34336, -0.55525, 0.01252],
            [0.27847, 1.17908, 0.05736],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        4,
        [
            [0.29451, -0.58394, 0.02622],
            [0.25789, -0.45844, 0.03029],
            [0.19706, 1.00650, 0.03830],
            [0.24927, 0.01756, 0.02697],
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
