//! How a course looks: colours shared by the editor and the exported pictures,
//! so that both draw the same course the same way.

use crate::catalog::Terrain;

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`, for SVG.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
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
pub const CAVE: Rgb = Rgb(120, 84, 50);
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

impl Rgb {
    /// The colour blended toward `other` by `t` (0 = self, 1 = other).
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let f = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t.clamp(0.0, 1.0)).round() as u8;
        Rgb(f(self.0, other.0), f(self.1, other.1), f(self.2, other.2))
    }
}

/// The symbol printed on a space, once per point of power, as on the boards:
/// machetes on jungle, paddles on river, coins on villages, cards on rubble and base camps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Symbol {
    Machete,
    Paddle,
    Coin,
    /// A card to discard (rubble).
    Card,
    /// A card removed from the game (base camp).
    RemovedCard,
}

/// The symbol shown on a terrain, if it has one.
pub fn symbol(t: Terrain) -> Option<Symbol> {
    match t {
        Terrain::Jungle => Some(Symbol::Machete),
        Terrain::River => Some(Symbol::Paddle),
        Terrain::Village => Some(Symbol::Coin),
        Terrain::Rubble => Some(Symbol::Card),
        Terrain::Basecamp => Some(Symbol::RemovedCard),
        Terrain::Mountain | Terrain::Start => None,
    }
}

/// Where the symbols of a space with `power` symbols sit, as offsets from the
/// hex centre in units of the hex's corner radius (y down). Shared by every
/// drawing of a course so that the editor and the pictures agree.
pub fn symbol_layout(power: u8) -> &'static [(f32, f32)] {
    match power {
        0 => &[],
        1 => &[(0.0, 0.0)],
        2 => &[(-0.27, 0.0), (0.27, 0.0)],
        3 => &[(0.0, -0.25), (-0.28, 0.2), (0.28, 0.2)],
        _ => &[(-0.26, -0.24), (0.26, -0.24), (-0.26, 0.24), (0.26, 0.24)],
    }
}

/// Size of one symbol, in units of the hex's corner radius, for a given power.
pub fn symbol_size(power: u8) -> f32 {
    if power <= 1 { 0.5 } else { 0.36 }
}

/// A mountain's peak, drawn lighter than its black ground.
pub const MOUNTAIN_PEAK: Rgb = Rgb(92, 88, 84);
/// The ring marking each finishing space.
pub const FINISH_RING: Rgb = Rgb(255, 222, 90);
/// Thin lines between spaces of one piece.
pub const SPACE_EDGE: Rgb = Rgb(40, 36, 32);
/// A blockade whose number is drawn at setup.
pub const RANDOM_BLOCKADE: Rgb = Rgb(150, 110, 70);
/// Background behind the course.
pub const TABLE: Rgb = Rgb(46, 50, 44);

/// The colour of a numbered blockade: the terrain it asks for.
pub fn blockade_colour(b: &crate::catalog::Blockade) -> Rgb {
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
        for p in 1..=4u8 {
            let layout = symbol_layout(p);
            assert_eq!(layout.len(), p as usize);
            for &(x, y) in layout {
                // Inside the inscribed circle (radius √3/2) with room for the symbol.
                assert!((x * x + y * y).sqrt() + symbol_size(p) / 2.0 < 0.87, "power {p}");
            }
        }
    }

    #[test]
    fn mixing_goes_from_one_colour_to_the_other() {
        let (a, b) = (Rgb(0, 100, 200), Rgb(200, 100, 0));
        assert_eq!(a.mix(b, 0.0), a);
        assert_eq!(a.mix(b, 1.0), b);
        assert_eq!(a.mix(b, 0.5), Rgb(100, 100, 100));
    }
}
