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
pub const INTERCEPT: f64 = 1.9535;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 19] = [
    0.2343, 0.4527, 0.0000, 0.5339, 1.0710, 0.7561, 1.1893, 0.2111, 0.0000, 0.4680, 0.0045, 0.5083,
    0.0637, 0.0000, 0.0000, 0.4479, 0.0643, 0.2025, 0.1034,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 19]); 3] = [
    (
        2,
        4.4440,
        [
            0.1868, 0.6279, 0.0000, 0.6772, 1.3935, 0.7167, 1.8335, 0.3008, 0.0000, 0.7533, 0.0000,
            0.5926, 0.0000, 0.0000, 0.0000, 0.7452, 0.0000, 0.4350, 0.3188,
        ],
    ),
    (
        3,
        2.0652,
        [
            0.1852, 0.4284, 0.0000, 0.4820, 1.0347, 0.6048, 1.0906, 0.1756, 0.0000, 0.5637, 0.0018,
            0.4210, 0.0000, 0.0000, 0.0000, 0.4697, 0.0174, 0.2433, 0.1704,
        ],
    ),
    (
        4,
        1.9535,
        [
            0.2343, 0.4527, 0.0000, 0.5339, 1.0710, 0.7561, 1.1893, 0.2111, 0.0000, 0.4680, 0.0045,
            0.5083, 0.0637, 0.0000, 0.0000, 0.4479, 0.0643, 0.2025, 0.1034,
        ],
    ),
];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (
        2,
        [
            [0.45235, 0.48084, 0.00747],
            [0.54765, -0.48084, 0.00747],
            [0.00000, 0.00000, 0.00000],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        3,
        [
            [0.39561, -0.93073, 0.02160],
            [0.33904, -0.45303, 0.01876],
            [0.27100, 1.28094, 0.05657],
            [0.00000, 0.00000, 0.00000],
        ],
    ),
    (
        4,
        [
            [0.29733, -0.63666, 0.02334],
            [0.25126, -0.37007, 0.02970],
            [0.19436, 1.03963, 0.04060],
            [0.25614, -0.07065, 0.02214],
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
