//! Named difficulty bands, in expected rounds to El Dorado with four players.
//!
//! A stand-in: the core's difficulty analysis will define the bands (names and
//! limits); when it does, this module is replaced by it. The open ends (under
//! 15, over 21) get practical limits for generating.

/// A band of expected rounds: `low <= rounds < high`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Band {
    pub name: &'static str,
    pub low: f64,
    pub high: f64,
}

pub const BANDS: [Band; 4] = [
    Band { name: "quick", low: 0.0, high: 15.0 },
    Band { name: "standard", low: 15.0, high: 18.0 },
    Band { name: "long", low: 18.0, high: 21.0 },
    Band { name: "epic", low: 21.0, high: f64::INFINITY },
];

/// The rounds the generator aims for when asked for a band with an open end.
pub const SHORTEST: f64 = 11.0;
pub const LONGEST: f64 = 26.0;

pub fn by_name(name: &str) -> Option<Band> {
    BANDS.iter().copied().find(|b| b.name.eq_ignore_ascii_case(name.trim()))
}

/// The band a number of rounds falls in.
pub fn of(rounds: f64) -> Band {
    BANDS.iter().copied().find(|b| rounds < b.high).unwrap_or(BANDS[BANDS.len() - 1])
}

/// "quick, standard, long or epic", for messages.
pub fn names() -> String {
    let n: Vec<&str> = BANDS.iter().map(|b| b.name).collect();
    format!("{} or {}", n[..n.len() - 1].join(", "), n[n.len() - 1])
}

impl Band {
    /// The range to generate for: open ends closed at [`SHORTEST`] and [`LONGEST`].
    pub fn target(&self) -> (f64, f64) {
        (self.low.max(SHORTEST), self.high.min(LONGEST))
    }
}
