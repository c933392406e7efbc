//! The bridge from the shared look in [`eldorado_pictures::style`] to egui colours.

use eframe::egui::Color32;

use eldorado_core::catalog::Terrain;
use eldorado_pictures::style::{self, Rgb};

/// The colour as egui draws it.
pub fn colour(c: Rgb) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

/// The same colour with an alpha (0–255), premultiplied as egui expects.
pub fn translucent(c: Rgb, alpha: u8) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, alpha)
}

/// The colour of a terrain on the canvas.
pub fn terrain(t: Terrain) -> Color32 {
    colour(style::terrain_colour(t))
}
