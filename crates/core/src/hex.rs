//! Hex geometry: the one place that knows the grid's conventions.
//!
//! Pointy-top axial coordinates (q, r) with +q east and +r south-east, screen y
//! growing downward. A rotation is a number of 60° steps clockwise on screen; one
//! step maps (q, r) to (-r, q + r). [`hexx`] does the arithmetic: its `x`/`y` are
//! our `q`/`r`, and its clockwise rotation is ours.

use serde::{Deserialize, Serialize};

pub use hexx::Hex;

/// The six neighbour offsets in the reference order E, NE, NW, W, SW, SE.
pub const NEIGHBOUR_OFFSETS: [Hex; 6] = [
    Hex::new(1, 0),
    Hex::new(1, -1),
    Hex::new(0, -1),
    Hex::new(-1, 0),
    Hex::new(-1, 1),
    Hex::new(0, 1),
];

/// A hex in axial coordinates, written `{"q": .., "r": ..}` in files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Axial {
    /// Axial q: +1 is one hex east.
    pub q: i32,
    /// Axial r: +1 is one hex south-east.
    pub r: i32,
}

impl Axial {
    /// The hex at column `q`, row `r`.
    pub const fn new(q: i32, r: i32) -> Self {
        Self { q, r }
    }
    /// The same hex as [`hexx`] writes it, for arithmetic.
    pub const fn hex(self) -> Hex {
        Hex::new(self.q, self.r)
    }
}

impl From<Hex> for Axial {
    fn from(h: Hex) -> Self {
        Self { q: h.x, r: h.y }
    }
}

impl std::fmt::Display for Axial {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.q, self.r)
    }
}

/// Formats a hex as `(q, r)` for messages.
pub fn fmt_hex(h: Hex) -> String {
    Axial::from(h).to_string()
}

/// A rotation in 60° steps clockwise on screen, always 0..=5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Rotation(u8);

impl Rotation {
    /// No turn: a piece as the catalog draws it.
    pub const ZERO: Rotation = Rotation(0);

    /// Any integer, taken modulo 6.
    pub fn wrapping(steps: i64) -> Self {
        Rotation(steps.rem_euclid(6) as u8)
    }
    /// Only 0..=5.
    pub fn new(steps: u8) -> Option<Self> {
        (steps < 6).then_some(Rotation(steps))
    }
    /// The number of 60° clockwise steps, 0..=5.
    pub fn steps(self) -> u8 {
        self.0
    }
    /// This rotation turned one more step clockwise.
    pub fn clockwise(self) -> Self {
        Rotation((self.0 + 1) % 6)
    }
    /// This rotation turned one step counter-clockwise.
    pub fn counter_clockwise(self) -> Self {
        Rotation((self.0 + 5) % 6)
    }
    /// Rotates a hex about the origin.
    pub fn apply(self, h: Hex) -> Hex {
        h.rotate_cw(u32::from(self.0))
    }
    /// The rotation that undoes this one.
    pub fn inverse(self) -> Self {
        Rotation((6 - self.0) % 6)
    }
    /// Rotates fractional axial coordinates about the origin (the same map as
    /// [`Rotation::apply`], which is linear, so it extends to points between hexes).
    pub fn apply_fract(self, (q, r): (f32, f32)) -> (f32, f32) {
        (0..self.0).fold((q, r), |(q, r), _| (-r, q + r))
    }
}

/// Where a local hex of a piece lands in the world.
pub fn place(local: Hex, rotation: Rotation, origin: Hex) -> Hex {
    origin + rotation.apply(local)
}

/// The local hex of a piece that lands on `world`.
pub fn unplace(world: Hex, rotation: Rotation, origin: Hex) -> Hex {
    rotation.inverse().apply(world - origin)
}

/// The six hexes around `h`, in the order of [`NEIGHBOUR_OFFSETS`].
pub fn neighbours(h: Hex) -> impl Iterator<Item = Hex> {
    NEIGHBOUR_OFFSETS.into_iter().map(move |d| h + d)
}

/// The middle of a group of hexes: the one with the most neighbours in the
/// group (the first row, then the first column, on a tie). The finish plate's
/// city is a bent row of three hexes whose centroid falls on a finishing
/// space, so its name is written on this hex instead.
pub fn middle(group: &[Hex]) -> Option<Hex> {
    let inner = |h: Hex| neighbours(h).filter(|n| group.contains(n)).count();
    group.iter().copied().max_by_key(|&h| (inner(h), std::cmp::Reverse((h.y, h.x))))
}

/// Whether `a` and `b` share an edge.
pub fn are_neighbours(a: Hex, b: Hex) -> bool {
    a.unsigned_distance_to(b) == 1
}

/// The number of steps from `a` to `b` across the grid.
pub fn distance(a: Hex, b: Hex) -> u32 {
    a.unsigned_distance_to(b)
}

const SQRT_3: f32 = 1.732_050_8;

/// Centre of a hex in pixels for a pointy-top layout with the given corner radius,
/// y growing downward.
pub fn to_pixel(h: Hex, size: f32) -> (f32, f32) {
    fract_to_pixel(h.x as f32, h.y as f32, size)
}

/// Pixel position of fractional axial coordinates.
pub fn fract_to_pixel(q: f32, r: f32, size: f32) -> (f32, f32) {
    (size * SQRT_3 * (q + r / 2.0), size * 1.5 * r)
}

/// The hex under a pixel (inverse of [`to_pixel`]).
pub fn from_pixel(x: f32, y: f32, size: f32) -> Hex {
    let r = y / (1.5 * size);
    let q = x / (SQRT_3 * size) - r / 2.0;
    Hex::round([q, r])
}

/// Fractional axial coordinates of a pixel, for snapping to the nearest position.
pub fn fract_from_pixel(x: f32, y: f32, size: f32) -> (f32, f32) {
    let r = y / (1.5 * size);
    (x / (SQRT_3 * size) - r / 2.0, r)
}

/// The six corners of a pointy-top hex, clockwise from the top, in pixels.
pub fn corners(h: Hex, size: f32) -> [(f32, f32); 6] {
    let (cx, cy) = to_pixel(h, size);
    std::array::from_fn(|i| {
        let angle = std::f32::consts::PI / 180.0 * (60.0 * i as f32 - 90.0);
        (cx + size * angle.cos(), cy + size * angle.sin())
    })
}

/// The two corners shared by neighbouring hexes `a` and `b` (their common edge).
pub fn shared_edge(a: Hex, b: Hex, size: f32) -> Option<((f32, f32), (f32, f32))> {
    let dir = NEIGHBOUR_OFFSETS.iter().position(|&d| a + d == b)?;
    let c = corners(a, size);
    // Corner i sits at angle 60i - 90; the edge toward neighbour direction d
    // (E at 0°, NE at -60°, ...) lies between the corners either side of it.
    let (i, j) = match dir {
        0 => (1, 2), // E
        1 => (0, 1), // NE
        2 => (5, 0), // NW
        3 => (4, 5), // W
        4 => (3, 4), // SW
        _ => (2, 3), // SE
    };
    Some((c[i], c[j]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_matches_reference_convention() {
        // One step clockwise maps (q, r) to (-r, q + r).
        for (q, r) in [(1, 0), (2, -1), (-3, 2), (0, 3)] {
            assert_eq!(Rotation::wrapping(1).apply(Hex::new(q, r)), Hex::new(-r, q + r));
        }
        // East turns south-east: clockwise on a y-down screen.
        assert_eq!(Rotation::wrapping(1).apply(Hex::new(1, 0)), Hex::new(0, 1));
        for s in 0..6 {
            let rot = Rotation::wrapping(s);
            let h = Hex::new(2, -3);
            assert_eq!(rot.inverse().apply(rot.apply(h)), h);
            assert_eq!(unplace(place(h, rot, Hex::new(5, 7)), rot, Hex::new(5, 7)), h);
        }
        assert_eq!(Rotation::wrapping(-1), Rotation::wrapping(5));
        for s in 0..6 {
            let h = Hex::new(3, -5);
            let (q, r) = Rotation::wrapping(s).apply_fract((3.0, -5.0));
            assert_eq!(Hex::new(q as i32, r as i32), Rotation::wrapping(s).apply(h));
        }
        assert!(Rotation::new(6).is_none());
    }

    #[test]
    fn pixels_round_trip_and_point_the_right_way() {
        let (x, y) = to_pixel(Hex::new(0, 1), 10.0);
        assert!(x > 0.0 && y > 0.0, "+r is south-east");
        let (x, y) = to_pixel(Hex::new(1, -1), 10.0);
        assert!(x > 0.0 && y < 0.0, "NE is up and right");
        for h in [Hex::new(0, 0), Hex::new(3, -7), Hex::new(-12, 4)] {
            let (x, y) = to_pixel(h, 17.0);
            assert_eq!(from_pixel(x, y, 17.0), h);
        }
    }

    #[test]
    fn shared_edges_are_shared() {
        let a = Hex::new(2, 3);
        for d in NEIGHBOUR_OFFSETS {
            let b = a + d;
            let (p, q) = shared_edge(a, b, 10.0).unwrap();
            let (r, s) = shared_edge(b, a, 10.0).unwrap();
            let close =
                |u: (f32, f32), v: (f32, f32)| (u.0 - v.0).abs() < 1e-3 && (u.1 - v.1).abs() < 1e-3;
            assert!((close(p, r) && close(q, s)) || (close(p, s) && close(q, r)));
        }
    }
}
