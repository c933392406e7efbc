//! How a course looks: colours, symbol shapes and where the symbols sit on a
//! space ([`space_symbols`]), shared by the editor and the exported pictures so
//! that both draw the same course the same way.

use arrayvec::ArrayVec;

use eldorado_core::catalog::Terrain;

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`, for SVG.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// Reads `#rrggbb` (the inverse of [`Rgb::hex`]).
    pub fn from_hex(text: &str) -> Option<Rgb> {
        let digits = text.strip_prefix('#')?;
        if digits.len() != 6 || !digits.is_ascii() {
            return None;
        }
        let byte = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16).ok();
        Some(Rgb(byte(0)?, byte(2)?, byte(4)?))
    }
}

/// The printed colour of each terrain: jungle green, river blue, village yellow,
/// rubble grey, base camp red, mountain black.
pub fn terrain_colour(t: Terrain) -> Rgb {
    match t {
        Terrain::Jungle => Rgb(64, 148, 64),
        Terrain::River => Rgb(52, 122, 204),
        Terrain::Village => Rgb(236, 196, 52),
        Terrain::Rubble => Rgb(150, 146, 140),
        Terrain::Basecamp => Rgb(204, 62, 50),
        Terrain::Mountain => Rgb(34, 32, 30),
        Terrain::Start => Rgb(236, 226, 200),
    }
}

/// Colour of the symbols (pips) drawn on a space, chosen to read on its terrain.
pub fn symbol_colour(t: Terrain) -> Rgb {
    match t {
        Terrain::Village | Terrain::Start => Rgb(60, 44, 20),
        _ => Rgb(250, 248, 240),
    }
}

/// Piece outlines.
pub const OUTLINE: Rgb = Rgb(20, 18, 16);
/// The El Dorado city beside the finishing spaces.
pub const CITY: Rgb = Rgb(212, 170, 40);
/// Caves on mountains.
pub const CAVE: Rgb = Rgb(176, 120, 64);
/// The dark opening of a cave.
pub const CAVE_DARK: Rgb = Rgb(24, 16, 10);
/// Blockades on seams.
pub const BLOCKADE: Rgb = Rgb(120, 72, 30);

/// One colour per start space / seat, 1..=4.
pub fn seat_colour(n: u8) -> Rgb {
    match n {
        1 => Rgb(220, 50, 47),
        2 => Rgb(38, 139, 210),
        3 => Rgb(240, 240, 240),
        _ => Rgb(250, 200, 30),
    }
}

/// Behind the course: the table.
pub const BACKGROUND: Rgb = Rgb(244, 238, 222);
/// The thin line between spaces of one piece.
pub const GRID: Rgb = Rgb(40, 36, 30);
/// Light cards and badges (piece letters, legends).
pub const PAPER: Rgb = Rgb(252, 250, 244);
/// Dark text on light ground.
pub const INK: Rgb = Rgb(28, 26, 22);
/// The peaks drawn on mountain spaces.
pub const MOUNTAIN_PEAK: Rgb = Rgb(92, 88, 82);
/// The snow on the peaks.
pub const MOUNTAIN_SNOW: Rgb = Rgb(214, 212, 206);

/// Text on a start space's seat colour.
pub fn seat_text_colour(n: u8) -> Rgb {
    match n {
        1 | 2 => PAPER,
        _ => INK,
    }
}

impl Rgb {
    /// The colour a fraction `t` (0..=1) of the way to `other`.
    pub fn lerp(self, other: Rgb, t: f32) -> Rgb {
        let t = t.clamp(0.0, 1.0);
        let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Rgb(mix(self.0, other.0), mix(self.1, other.1), mix(self.2, other.2))
    }
}

/// A heat map colour for a value 0..=1 (pale yellow, orange, deep red).
pub fn heat_colour(t: f32) -> Rgb {
    let (low, mid, high) = (Rgb(255, 236, 150), Rgb(244, 140, 40), Rgb(170, 20, 24));
    if t < 0.5 { low.lerp(mid, t * 2.0) } else { mid.lerp(high, (t - 0.5) * 2.0) }
}

// ---- symbols -------------------------------------------------------------------
//
// The shapes drawn on spaces, as plain geometry so that the editor (egui) and the
// pictures (SVG) draw the same thing. Coordinates are in a box from -1 to 1, y
// down; every polygon is convex, so any painter can fill it.

/// Which colour a part of a symbol takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// [`symbol_colour`] of the space's terrain.
    Symbol,
    /// The space's own terrain colour (to cut details out of a symbol).
    Ground,
    /// A fixed colour.
    Fixed(Rgb),
}

/// One part of a symbol.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Part {
    /// A filled convex polygon.
    Polygon(Ink, &'static [(f32, f32)]),
    /// A filled circle: centre, radius.
    Disc(Ink, (f32, f32), f32),
    /// A circle outline: centre, radius, line width.
    Ring(Ink, (f32, f32), f32, f32),
    /// A straight line with round ends: from, to, width.
    Line(Ink, (f32, f32), (f32, f32), f32),
}

/// Machete: the symbol of jungle spaces.
pub const MACHETE: &[Part] = &[
    Part::Polygon(
        Ink::Symbol,
        &[(-0.42, 0.28), (0.5, -0.72), (0.92, -0.92), (0.72, -0.5), (-0.28, 0.42)],
    ),
    Part::Polygon(Ink::Symbol, &[(-0.5, 0.36), (-0.36, 0.5), (-0.86, 1.0), (-1.0, 0.86)]),
];

/// Paddle: the symbol of river spaces.
pub const PADDLE: &[Part] = &[
    Part::Polygon(
        Ink::Symbol,
        &[
            (0.0, -1.0),
            (0.22, -0.9),
            (0.34, -0.62),
            (0.34, -0.2),
            (0.18, 0.08),
            (0.0, 0.14),
            (-0.18, 0.08),
            (-0.34, -0.2),
            (-0.34, -0.62),
            (-0.22, -0.9),
        ],
    ),
    Part::Polygon(Ink::Symbol, &[(-0.08, 0.0), (0.08, 0.0), (0.08, 0.86), (-0.08, 0.86)]),
    Part::Polygon(Ink::Symbol, &[(-0.24, 0.8), (0.24, 0.8), (0.24, 0.98), (-0.24, 0.98)]),
];

/// Coin: the symbol of village spaces.
pub const COIN: &[Part] =
    &[Part::Disc(Ink::Symbol, (0.0, 0.0), 0.82), Part::Ring(Ink::Ground, (0.0, 0.0), 0.56, 0.14)];

/// A card with a frame: rubble (discard a card).
pub const DISCARD: &[Part] = &[
    Part::Polygon(Ink::Symbol, &[(-0.58, -0.86), (0.58, -0.86), (0.58, 0.86), (-0.58, 0.86)]),
    Part::Line(Ink::Ground, (-0.3, -0.2), (0.3, -0.2), 0.14),
    Part::Line(Ink::Ground, (-0.3, 0.2), (0.3, 0.2), 0.14),
];

/// A card struck through: base camp (remove a card from the game).
pub const REMOVE: &[Part] = &[
    Part::Polygon(Ink::Symbol, &[(-0.58, -0.86), (0.58, -0.86), (0.58, 0.86), (-0.58, 0.86)]),
    Part::Line(Ink::Ground, (-0.32, -0.52), (0.32, 0.52), 0.16),
    Part::Line(Ink::Ground, (0.32, -0.52), (-0.32, 0.52), 0.16),
];

/// Peaks on a mountain space.
pub const PEAKS: &[Part] = &[
    Part::Polygon(Ink::Fixed(MOUNTAIN_PEAK), &[(-0.9, 0.6), (-0.15, -0.7), (0.6, 0.6)]),
    Part::Polygon(Ink::Fixed(MOUNTAIN_PEAK), &[(0.05, 0.6), (0.5, -0.2), (0.95, 0.6)]),
    Part::Polygon(Ink::Fixed(MOUNTAIN_SNOW), &[(-0.38, -0.3), (-0.15, -0.7), (0.08, -0.3)]),
];

/// The mouth of a cave, drawn over the peaks: a rock arch around a dark opening.
pub const CAVE_MOUTH: &[Part] = &[
    Part::Polygon(
        Ink::Fixed(CAVE),
        &[
            (-0.62, 0.7),
            (-0.6, 0.18),
            (-0.44, -0.14),
            (-0.2, -0.3),
            (0.2, -0.3),
            (0.44, -0.14),
            (0.6, 0.18),
            (0.62, 0.7),
        ],
    ),
    Part::Polygon(
        Ink::Fixed(CAVE_DARK),
        &[
            (-0.34, 0.7),
            (-0.34, 0.26),
            (-0.22, 0.06),
            (0.0, -0.02),
            (0.22, 0.06),
            (0.34, 0.26),
            (0.34, 0.7),
        ],
    ),
];

/// Towers of the El Dorado city.
pub const CITY_TOWERS: &[Part] = &[
    Part::Polygon(Ink::Symbol, &[(-0.9, 0.2), (0.9, 0.2), (0.9, 0.8), (-0.9, 0.8)]),
    Part::Polygon(Ink::Symbol, &[(-0.75, -0.3), (-0.45, -0.3), (-0.45, 0.3), (-0.75, 0.3)]),
    Part::Polygon(Ink::Symbol, &[(-0.8, -0.3), (-0.6, -0.62), (-0.4, -0.3)]),
    Part::Polygon(Ink::Symbol, &[(-0.2, -0.55), (0.2, -0.55), (0.2, 0.3), (-0.2, 0.3)]),
    Part::Polygon(Ink::Symbol, &[(-0.26, -0.55), (0.0, -1.0), (0.26, -0.55)]),
    Part::Polygon(Ink::Symbol, &[(0.45, -0.3), (0.75, -0.3), (0.75, 0.3), (0.45, 0.3)]),
    Part::Polygon(Ink::Symbol, &[(0.4, -0.3), (0.6, -0.62), (0.8, -0.3)]),
    Part::Polygon(Ink::Ground, &[(-0.12, 0.45), (0.12, 0.45), (0.12, 0.8), (-0.12, 0.8)]),
];

/// The symbol printed (once per point of power) on a space of this terrain.
pub fn power_symbol(t: Terrain) -> &'static [Part] {
    match t {
        Terrain::Jungle => MACHETE,
        Terrain::River => PADDLE,
        Terrain::Village => COIN,
        Terrain::Rubble => DISCARD,
        Terrain::Basecamp => REMOVE,
        Terrain::Mountain | Terrain::Start => &[],
    }
}

/// Where the symbols of a space with `power` symbols sit, in units of the hex's
/// corner radius, and how large each is (its half-size in the same units).
fn pip_layout(power: u8) -> (&'static [(f32, f32)], f32) {
    match power {
        0 | 1 => (&[(0.0, 0.0)], 0.42),
        2 => (&[(-0.3, 0.0), (0.3, 0.0)], 0.3),
        3 => (&[(-0.3, 0.22), (0.3, 0.22), (0.0, -0.3)], 0.26),
        _ => (&[(-0.28, -0.28), (0.28, -0.28), (-0.28, 0.28), (0.28, 0.28)], 0.24),
    }
}

/// One symbol drawn on a space: its shape, its centre as an offset from the
/// hex centre (y down) and its half-size, both already scaled to the hex.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlacedSymbol {
    /// The shapes that make up the symbol.
    pub parts: &'static [Part],
    /// Its centre as an offset from the hex centre (y down).
    pub offset: (f32, f32),
    /// Its half-size.
    pub half: f32,
}

/// The symbols drawn on a space of a hex with corner radius `size`, as on the
/// printed boards: one symbol of its terrain per point of power (machetes,
/// paddles, coins, cards), or peaks on a mountain, with a cave's mouth when it
/// has one. The editor and the pictures both draw spaces with this, so they
/// agree; start numbers and finish rings are drawn by each on its own.
pub fn space_symbols(
    terrain: Terrain,
    power: Option<u8>,
    cave: bool,
    size: f32,
) -> ArrayVec<PlacedSymbol, 4> {
    let mut out = ArrayVec::new();
    match (terrain, power) {
        (Terrain::Mountain, _) => {
            out.push(PlacedSymbol { parts: PEAKS, offset: (0.0, 0.02 * size), half: 0.62 * size });
            if cave {
                out.push(PlacedSymbol {
                    parts: CAVE_MOUTH,
                    offset: (0.0, 0.08 * size),
                    half: 0.6 * size,
                });
            }
        }
        (t, Some(power)) if !power_symbol(t).is_empty() => {
            let (spots, half) = pip_layout(power);
            for &(x, y) in spots {
                out.push(PlacedSymbol {
                    parts: power_symbol(t),
                    offset: (x * size, y * size),
                    half: half * size,
                });
            }
        }
        _ => {}
    }
    out
}

/// The ring marking each finishing space.
pub const FINISH_RING: Rgb = Rgb(255, 222, 90);
/// Thin lines between spaces of one piece.
pub const SPACE_EDGE: Rgb = Rgb(40, 36, 32);
/// A blockade whose number is drawn at setup.
pub const RANDOM_BLOCKADE: Rgb = Rgb(150, 110, 70);
/// Background behind the course.
pub const TABLE: Rgb = Rgb(46, 50, 44);

/// The colour of a numbered blockade: the terrain it asks for.
pub fn blockade_colour(b: &eldorado_core::catalog::Blockade) -> Rgb {
    terrain_colour(b.terrain)
}

/// Editor marks drawn over the course.
pub mod marks {
    use super::Rgb;
    /// The selected piece's outline.
    pub const SELECTION: Rgb = Rgb(255, 255, 255);
    /// Spaces named by a problem the user clicked.
    pub const PROBLEM: Rgb = Rgb(255, 64, 160);
    /// A piece being placed where it fits.
    pub const FITS: Rgb = Rgb(70, 220, 90);
    /// A piece being placed where it does not fit.
    pub const REFUSED: Rgb = Rgb(240, 60, 50);
    /// The seam under the pointer.
    pub const SEAM_HOVER: Rgb = Rgb(255, 240, 150);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_power_has_one_symbol_per_point_inside_the_hex() {
        for t in
            [Terrain::Jungle, Terrain::River, Terrain::Village, Terrain::Rubble, Terrain::Basecamp]
        {
            for p in 1..=4u8 {
                let symbols = space_symbols(t, Some(p), false, 2.0);
                assert_eq!(symbols.len(), p as usize, "{t} power {p}");
                for s in &symbols {
                    assert_eq!(s.parts, power_symbol(t));
                    // Inside the inscribed circle (radius √3/2 of the corner radius 2).
                    let (x, y) = s.offset;
                    assert!((x * x + y * y).sqrt() + s.half < 0.87 * 2.0, "{t} power {p}");
                }
            }
        }
    }

    #[test]
    fn mountains_show_peaks_and_their_cave() {
        assert_eq!(
            space_symbols(Terrain::Mountain, None, false, 1.0)
                .iter()
                .map(|s| s.parts)
                .collect::<Vec<_>>(),
            [PEAKS]
        );
        assert_eq!(
            space_symbols(Terrain::Mountain, None, true, 1.0)
                .iter()
                .map(|s| s.parts)
                .collect::<Vec<_>>(),
            [PEAKS, CAVE_MOUTH]
        );
        assert!(space_symbols(Terrain::Start, None, false, 1.0).is_empty());
    }

    #[test]
    fn blending_goes_from_one_colour_to_the_other() {
        let (a, b) = (Rgb(0, 100, 200), Rgb(200, 100, 0));
        assert_eq!(a.lerp(b, 0.0), a);
        assert_eq!(a.lerp(b, 1.0), b);
        assert_eq!(a.lerp(b, 0.5), Rgb(100, 100, 100));
    }
}
