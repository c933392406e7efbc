//! The analysis's difficulty bands (`analysis::difficulty::Band`, in expected
//! rounds to El Dorado with four players) as ranges to generate for. The open
//! ends (under 15, 21 or more) get practical limits for generating.

use eldorado_analysis::difficulty::Band;

/// The rounds the generator aims for when asked for a band with an open end.
pub const SHORTEST: f64 = 11.0;
/// See [`SHORTEST`].
pub const LONGEST: f64 = 26.0;

/// A band's rounds: `low <= rounds < high`, from 0 and to infinity at the ends.
pub fn bounds(band: Band) -> (f64, f64) {
    let i = band as usize;
    let low = i.checked_sub(1).map_or(0.0, |j| Band::LIMITS[j]);
    let high = Band::LIMITS.get(i).copied().unwrap_or(f64::INFINITY);
    (low, high)
}

/// The range to generate for: the band's bounds with the open ends closed at
/// [`SHORTEST`] and [`LONGEST`].
pub fn target(band: Band) -> (f64, f64) {
    let (low, high) = bounds(band);
    (low.max(SHORTEST), high.min(LONGEST))
}

/// The band called `name` ("hard", "very-hard", "Very hard").
pub fn by_name(name: &str) -> Option<Band> {
    let key = name.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    Band::ALL.into_iter().find(|b| b.key() == key)
}

/// "easy, moderate, hard or very-hard", for messages.
pub fn names() -> String {
    let n: Vec<&str> = Band::ALL.iter().map(|b| b.key()).collect();
    format!("{} or {}", n[..n.len() - 1].join(", "), n[n.len() - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bands_are_the_analysis_bands() {
        for band in Band::ALL {
            let (low, high) = bounds(band);
            assert_eq!(Band::of(low), band);
            assert!(high.is_infinite() || Band::of(high) != band);
            assert_eq!(by_name(band.name()), Some(band), "{band}");
            assert_eq!(by_name(band.key()), Some(band), "{band}");
        }
        assert_eq!(target(Band::Easy), (SHORTEST, 15.0));
        assert_eq!(target(Band::VeryHard), (21.0, LONGEST));
        assert_eq!(names(), "easy, moderate, hard or very-hard");
    }
}
