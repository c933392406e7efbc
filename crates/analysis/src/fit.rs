//! The difficulty model's constants: rounds per unit of each term of
//! `difficulty::TERMS` and the constant, for 2, 3 and 4 players; the seats'
//! win-rate fit; and the official courses' figures as fast bots measured
//! them. Written by
//! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit by hand.
//! Corpus: not yet refitted for 2 and 3 players (the four-player model stands in).

// A fitted weight may land near a famous constant (0.3183 is 1/π).
#![allow(clippy::approx_constant)]

/// Rounds every course takes before any term adds to it (4 players).
pub const INTERCEPT: f64 = 2.2690;
/// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).
pub const WEIGHTS: [f64; 17] = [
    0.2312, 0.4718, 0.0000, 0.4115, 0.7552, 0.7339, 0.8583, 0.2464, 0.0122, 0.4499, 0.1150, 0.3320,
    0.0000, 0.0000, 0.0756, 0.3186, 0.0000,
];
/// (players, constant, weights) of each player count.
pub const MODELS: [(u8, f64, [f64; 17]); 3] =
    [(2, INTERCEPT, WEIGHTS), (3, INTERCEPT, WEIGHTS), (4, INTERCEPT, WEIGHTS)];
/// (players, per seat: constant, per inverse expected round, per card a
/// seat's start spaces save) of the seats' win rates.
pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); 3] = [
    (2, [[0.5, 0.0, 0.0], [0.5, 0.0, 0.0], [0.0; 3], [0.0; 3]]),
    (3, [[0.3333, 0.0, 0.0], [0.3333, 0.0, 0.0], [0.3333, 0.0, 0.0], [0.0; 3]]),
    (4, [[0.25, 0.0, 0.0], [0.25, 0.0, 0.0], [0.25, 0.0, 0.0], [0.25, 0.0, 0.0]]),
];
/// The official courses' mean finishing round with fast bots, for 2, 3 and 4 players.
pub const OFFICIAL_MEASURED: [(&str, [f64; 3]); 7] = [
    ("First course", [26.4, 17.0, 17.0]),
    ("Hills of Gold", [29.3, 18.9, 18.9]),
    ("Home Stretch", [25.6, 16.5, 16.5]),
    ("Winding Paths", [30.5, 19.7, 19.7]),
    ("Serpentine", [31.9, 20.6, 20.6]),
    ("Swamplands", [32.2, 20.8, 20.8]),
    ("Witch's Cauldron", [33.2, 21.4, 21.4]),
];
