//! The official courses as fast bots measured them: the reference points a
//! measured figure is placed among ("between Hills of Gold and Winding
//! Paths"). The table is written with the difficulty fit's constants by
//! `cargo run --release -p eldorado-tools --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit it by hand.

use eldorado_core::rating::OfficialStanding;

/// The player counts of the table's columns.
const PLAYER_COUNTS: [u8; 3] = [2, 3, 4];

/// The official courses' mean finishing round with fast bots, for 2, 3 and 4 players.
pub const OFFICIAL_MEASURED: [(&str, [f64; 3]); 7] = [
    ("First course", [26.75, 17.29, 16.96]),
    ("Hills of Gold", [28.91, 18.90, 18.85]),
    ("Home Stretch", [24.37, 16.04, 16.53]),
    ("Winding Paths", [30.22, 19.90, 19.74]),
    ("Serpentine", [32.88, 20.63, 20.52]),
    ("Swamplands", [33.13, 21.11, 20.78]),
    ("Witch's Cauldron", [31.28, 21.13, 21.39]),
];

/// The official courses' mean finishing round as fast bots measured it with
/// `players` players, by name: the reference points of a measured figure.
pub fn official_measured(players: u8) -> Vec<(&'static str, f64)> {
    let i = PLAYER_COUNTS.iter().position(|&p| p == players);
    // 0 where the fit did not measure that many players.
    OFFICIAL_MEASURED
        .iter()
        .filter_map(|&(name, r)| Some((name, r[i?])))
        .filter(|&(_, r)| r > 0.0)
        .collect()
}

/// Where a figure measured by fast bots with `players` players stands among
/// the official courses as fast bots measured them.
pub fn measured_standing(rounds: f64, players: u8) -> Option<OfficialStanding> {
    OfficialStanding::among(rounds, &official_measured(players))
}

/// [`measured_standing`] among the official courses but `itself` (the
/// course measured, when it is an official one).
pub fn measured_standing_among_others(
    rounds: f64,
    players: u8,
    itself: Option<&str>,
) -> Option<OfficialStanding> {
    let mut others = official_measured(players);
    others.retain(|(name, _)| Some(*name) != itself);
    OfficialStanding::among(rounds, &others)
}
