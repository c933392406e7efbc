//! The core's difficulty bands (`analysis::difficulty::Band`, in expected
//! rounds to El Dorado with four players) as ranges to generate for. The open
//! ends (under 15, 21 or more) get practical limits for generating.

use eldorado_analysis::difficulty::Band as Named;

/// A band of expected rounds: `low <= rounds < high`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Band {
    pub band: Named,
    /// Its name as the command line takes it ("very-hard").
    pub name: &'static str,
    pub low: f64,
    pub high: f64,
}

pub const BANDS: [Band; 4] = [
    Band { band: Named::Easy, name: Named::Easy.key(), low: 0.0, high: Named::LIMITS[0] },
    Band {
        band: Named::Moderate,
        name: Named::Moderate.key(),
        low: Named::LIMITS[0],
        high: Named::LIMITS[1],
    },
    Band {
        band: Named::Hard,
        name: Named::Hard.key(),
        low: Named::LIMITS[1],
        high: Named::LIMITS[2],
    },
    Band {
        band: Named::VeryHard,
        name: Named::VeryHard.key(),
        low: Named::LIMITS[2],
        high: f64::INFINITY,
    },
];

/// The rounds the generator aims for when asked for a band with an open end.
pub const SHORTEST: f64 = 11.0;
pub const LONGEST: f64 = 26.0;

/// The band called `name` ("hard", "very-hard", "Very hard").
pub fn by_name(name: &str) -> Option<Band> {
    let key = name.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    BANDS.iter().copied().find(|b| b.name == key)
}

/// The band a number of rounds falls in.
pub fn of(rounds: f64) -> Band {
    BANDS.iter().copied().find(|b| rounds < b.high).unwrap_or(BANDS[BANDS.len() - 1])
}

/// "easy, moderate, hard or very-hard", for messages.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bands_are_the_cores() {
        for (b, named) in BANDS.iter().zip(Named::ALL) {
            assert_eq!(b.band, named);
            assert_eq!(Named::of(b.low), named);
            assert_eq!(by_name(named.name()), Some(*b), "{named}");
        }
        assert_eq!(of(16.0).band, Named::Moderate);
    }
}
