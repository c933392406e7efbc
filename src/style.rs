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
