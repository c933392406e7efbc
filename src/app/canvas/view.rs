//! Where the course sits on screen: a centre and a scale, with panning, zooming
//! about a point and fitting a set of hexes into a rectangle. World units are
//! those of [`eldorado_core::hex::to_pixel`] with a corner radius of 1.

use eframe::egui::{Pos2, Rect, Vec2, pos2, vec2};

use eldorado_core::hex::{self, Hex};

/// Farthest zoom, in screen points per hex corner radius.
pub const MIN_SCALE: f32 = 3.0;
/// Closest zoom, in screen points per hex corner radius.
pub const MAX_SCALE: f32 = 140.0;

/// The canvas's zoom and pan.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    /// The world point shown at the centre of the canvas.
    pub centre: Vec2,
    /// Screen points per world unit (the hex corner radius on screen).
    pub scale: f32,
}

impl Default for View {
    fn default() -> Self {
        View { centre: Vec2::ZERO, scale: 24.0 }
    }
}

impl View {
    /// A point of the world (hex units) on the screen.
    pub fn to_screen(&self, rect: Rect, world: Vec2) -> Pos2 {
        rect.center() + (world - self.centre) * self.scale
    }

    /// A point of the screen in the world (hex units).
    pub fn to_world(&self, rect: Rect, screen: Pos2) -> Vec2 {
        (screen - rect.center()) / self.scale + self.centre
    }

    /// Centre of a hex on screen.
    pub fn hex_centre(&self, rect: Rect, h: Hex) -> Pos2 {
        let (x, y) = hex::to_pixel(h, 1.0);
        self.to_screen(rect, vec2(x, y))
    }

    /// The six corners of a hex on screen, clockwise from the top.
    pub fn hex_corners(&self, rect: Rect, h: Hex) -> [Pos2; 6] {
        hex::corners(h, 1.0).map(|(x, y)| self.to_screen(rect, vec2(x, y)))
    }

    /// The hex under a screen point.
    pub fn hex_at(&self, rect: Rect, screen: Pos2) -> Hex {
        let w = self.to_world(rect, screen);
        hex::from_pixel(w.x, w.y, 1.0)
    }

    /// Fractional axial coordinates of a screen point.
    pub fn axial_at(&self, rect: Rect, screen: Pos2) -> (f32, f32) {
        let w = self.to_world(rect, screen);
        hex::fract_from_pixel(w.x, w.y, 1.0)
    }

    /// Moves the view by a screen-space drag.
    pub fn pan(&mut self, screen_delta: Vec2) {
        self.centre -= screen_delta / self.scale;
    }

    /// Zooms by `factor`, keeping the world point under `anchor` where it is.
    pub fn zoom_about(&mut self, rect: Rect, anchor: Pos2, factor: f32) {
        let before = self.to_world(rect, anchor);
        self.scale = (self.scale * factor).clamp(MIN_SCALE, MAX_SCALE);
        let after = self.to_world(rect, anchor);
        self.centre += before - after;
    }

    /// Shows all of `hexes` as large as fits in `rect`, with a margin in points,
    /// within the zoom limits.
    pub fn fit(&mut self, rect: Rect, hexes: impl IntoIterator<Item = Hex>, margin: f32) {
        *self = View::fitted(rect, hexes, margin);
        self.scale = self.scale.clamp(MIN_SCALE, MAX_SCALE);
    }

    /// Shows all of `hexes` with room around them for another piece
    /// (`room` world units on every side) and a margin in points, never
    /// closer than the default zoom (100 %): the editor's "Fit course",
    /// which leaves space to drop the next piece.
    pub fn fit_with_room(
        &mut self,
        rect: Rect,
        hexes: impl IntoIterator<Item = Hex>,
        room: f32,
        margin: f32,
    ) {
        let mut bounds = Rect::NOTHING;
        for h in hexes {
            for (x, y) in hex::corners(h, 1.0) {
                bounds.extend_with(pos2(x, y));
            }
        }
        if !bounds.is_positive() {
            *self = View::default();
            return;
        }
        let bounds = bounds.expand(room);
        let space = (rect.size() - Vec2::splat(2.0 * margin)).max(Vec2::splat(10.0));
        let scale = (space.x / bounds.width()).min(space.y / bounds.height());
        *self = View {
            scale: scale.clamp(MIN_SCALE, View::default().scale),
            centre: bounds.center().to_vec2(),
        };
    }

    /// The view that shows all of `hexes` as large as fits in `rect`, at any
    /// zoom (thumbnails of whole courses are smaller than the editor zooms out).
    pub fn fitted(rect: Rect, hexes: impl IntoIterator<Item = Hex>, margin: f32) -> View {
        let mut bounds = Rect::NOTHING;
        for h in hexes {
            for (x, y) in hex::corners(h, 1.0) {
                bounds.extend_with(pos2(x, y));
            }
        }
        if !bounds.is_positive() {
            return View::default();
        }
        let room = (rect.size() - Vec2::splat(2.0 * margin)).max(Vec2::splat(10.0));
        View {
            scale: (room.x / bounds.width()).min(room.y / bounds.height()),
            centre: bounds.center().to_vec2(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect() -> Rect {
        Rect::from_min_size(pos2(100.0, 50.0), vec2(800.0, 600.0))
    }

    #[test]
    fn screen_and_world_round_trip_and_hexes_are_found_again() {
        let v = View { centre: vec2(3.0, -7.0), scale: 17.0 };
        for h in [Hex::new(0, 0), Hex::new(4, -9), Hex::new(-3, 2)] {
            assert_eq!(v.hex_at(rect(), v.hex_centre(rect(), h)), h);
        }
        let p = pos2(321.0, 123.0);
        let back = v.to_screen(rect(), v.to_world(rect(), p));
        assert!((back - p).length() < 1e-3);
    }

    #[test]
    fn zooming_keeps_the_point_under_the_cursor() {
        let mut v = View::default();
        let anchor = pos2(700.0, 120.0);
        let before = v.to_world(rect(), anchor);
        v.zoom_about(rect(), anchor, 1.7);
        assert!((v.scale - 24.0 * 1.7).abs() < 1e-3);
        assert!((v.to_world(rect(), anchor) - before).length() < 1e-3);
        v.zoom_about(rect(), anchor, 1e6);
        assert_eq!(v.scale, MAX_SCALE);
    }

    #[test]
    fn fitting_puts_every_hex_inside_the_rectangle() {
        let hexes: Vec<Hex> = Hex::new(0, -20).range(4).chain(Hex::ZERO.range(3)).collect();
        let mut v = View::default();
        v.fit(rect(), hexes.iter().copied(), 10.0);
        for &h in &hexes {
            for c in v.hex_corners(rect(), h) {
                assert!(rect().shrink(9.9).contains(c), "{h:?} corner {c:?}");
            }
        }
        // Tight in one direction.
        let tall = hexes
            .iter()
            .flat_map(|&h| v.hex_corners(rect(), h))
            .fold(Rect::NOTHING, |r, p| r.union(Rect::from_pos(p)));
        assert!(tall.height() > 570.0 || tall.width() > 770.0);
    }

    #[test]
    fn panning_moves_the_course_with_the_pointer() {
        let mut v = View::default();
        let h = Hex::new(2, 1);
        let before = v.hex_centre(rect(), h);
        v.pan(vec2(30.0, -12.0));
        assert!((v.hex_centre(rect(), h) - before - vec2(30.0, -12.0)).length() < 1e-3);
    }
}
