//! Snapping: where a piece can go so that it meets the course flush.

use std::collections::HashMap;

use super::Course;
use super::contact::{self, BOARD_CORNERS};
use crate::catalog::{Catalog, PieceKind};
use crate::hex::{self, Hex, Rotation};

/// How far from the rough position to look, in hexes.
pub const SNAP_RADIUS: u32 = 6;

/// Positions (piece origins) near `near` where `piece` with `rotation` meets the
/// course flush without overlapping anything, nearest first. `near` is in
/// fractional axial coordinates. `moving` is the index of a placement being moved,
/// which is left out of the course while looking. On an empty course every
/// position is fine, so the nearest hex is returned.
pub fn snap_positions(
    course: &Course,
    moving: Option<usize>,
    piece: &str,
    rotation: Rotation,
    near: (f32, f32),
) -> Vec<Hex> {
    let catalog = Catalog::get();
    let Some(side) = catalog.side(piece) else { return Vec::new() };
    let Occupancy { occupied, kinds, corners, notches } = occupancy(course, moving);
    let centre = Hex::round([near.0, near.1]);
    if occupied.is_empty() {
        return if side.kind == PieceKind::Finish { Vec::new() } else { vec![centre] };
    }
    let locals: Vec<Hex> = side.spaces.iter().map(|s| s.local).collect();
    let mut found: Vec<(f32, Hex)> = Vec::new();
    let mut world = Vec::with_capacity(locals.len());
    for origin in centre.range(SNAP_RADIUS) {
        world.clear();
        world.extend(locals.iter().map(|&l| hex::place(l, rotation, origin)));
        if world.iter().any(|h| occupied.contains_key(h)) {
            continue;
        }
        let touching = contact::touching(&world, &occupied, None);
        let fits = if side.kind == PieceKind::Finish {
            let notch = side.corner_notch.map(|n| hex::place(n, rotation, origin));
            match notch.and_then(|n| corners.get(&n)) {
                Some(&board) => touching.len() == 1 && touching[0].0 == board,
                None => false,
            }
        } else {
            // A board may go back under a finish plate that wraps one of its corners.
            let holds_plate = |p: usize| {
                side.kind.is_board()
                    && notches.get(&p).is_some_and(|&n| {
                        BOARD_CORNERS.iter().any(|&c| hex::place(c, rotation, origin) == n)
                    })
            };
            !touching.is_empty()
                && touching.iter().all(|&(p, n)| {
                    if kinds[p] == PieceKind::Finish {
                        holds_plate(p)
                    } else {
                        contact::is_flush(side.kind, kinds[p], n)
                    }
                })
                && touching.iter().any(|&(p, _)| kinds[p] != PieceKind::Finish)
        };
        if fits {
            let (x, y) = hex::to_pixel(origin, 1.0);
            let (fx, fy) = hex::fract_to_pixel(near.0, near.1, 1.0);
            found.push(((x - fx).powi(2) + (y - fy).powi(2), origin));
        }
    }
    found.sort_by(|a, b| a.0.total_cmp(&b.0).then((a.1.y, a.1.x).cmp(&(b.1.y, b.1.x))));
    found.into_iter().map(|(_, h)| h).collect()
}

/// The nearest flush position, if any.
pub fn snap(
    course: &Course,
    moving: Option<usize>,
    piece: &str,
    rotation: Rotation,
    near: (f32, f32),
) -> Option<Hex> {
    snap_positions(course, moving, piece, rotation, near).into_iter().next()
}

struct Occupancy {
    /// Hex → placement index, for every placed piece but the one being moved.
    occupied: HashMap<Hex, usize>,
    /// Each placement's kind.
    kinds: Vec<PieceKind>,
    /// World hexes of board corners (where a finish plate may attach) → board.
    corners: HashMap<Hex, usize>,
    /// Finish plate placement → the world hex in its notch.
    notches: HashMap<usize, Hex>,
}

fn occupancy(course: &Course, moving: Option<usize>) -> Occupancy {
    let mut o = Occupancy {
        occupied: HashMap::new(),
        kinds: Vec::new(),
        corners: HashMap::new(),
        notches: HashMap::new(),
    };
    for (i, p) in course.pieces.iter().enumerate() {
        let side = p.side();
        let kind = side.map(|s| s.kind).unwrap_or(PieceKind::Terrain);
        o.kinds.push(kind);
        if Some(i) == moving {
            continue;
        }
        for h in p.hexes() {
            o.occupied.entry(h).or_insert(i);
        }
        if kind.is_board() {
            for c in BOARD_CORNERS {
                o.corners.insert(p.to_world(c), i);
            }
        }
        if let Some(n) = side.and_then(|s| s.corner_notch) {
            o.notches.insert(i, p.to_world(n));
        }
    }
    o
}
