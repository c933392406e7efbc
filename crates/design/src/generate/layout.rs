//! Laying pieces out as a course: a start board, then a chain of terrain boards
//! (and strips) each flush against the one before and touching no other, then
//! the finish plate on a corner of the last board. Each step turns at most
//! [`MAX_TURN`] degrees from the last and the chain never heads back towards
//! the start, so courses run forward like the official ones.
//!
//! The flush positions of one piece against another depend only on the two
//! shapes (board or strip) and rotations; they are worked out once.

use std::collections::HashMap;
use std::sync::OnceLock;

use eldorado_core::catalog::{Catalog, PieceKind, PieceSide};
use eldorado_core::course::contact::{self, BOARD_CORNERS};
use eldorado_core::course::{Course, Placement};
use eldorado_core::hex::{self, Hex, Rotation};
use rand::RngExt;
use rand::seq::SliceRandom;

/// The sharpest turn at one joint, in degrees.
pub const MAX_TURN: f32 = 75.0;
/// The most the course may turn in all, from the start board's forward direction.
pub const MAX_HEADING: f32 = 135.0;

/// One piece of a chain, with where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    /// The piece where it stands.
    pub placement: Placement,
    /// Turn at the joint before this piece in 30° steps: negative left, positive right.
    pub turn: i8,
}

/// A course laid out: its pieces in order (finish plate last).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// The pieces, start board first.
    pub links: Vec<Link>,
}

impl Layout {
    /// The course of these pieces, without blockades.
    pub fn course(&self) -> Course {
        Course {
            pieces: self.links.iter().map(|l| l.placement.clone()).collect(),
            ..Course::default()
        }
    }
    /// The joints' turns, start board to finish plate.
    pub fn turns(&self) -> Vec<i8> {
        self.links.iter().skip(1).map(|l| l.turn).collect()
    }
}

/// Lays out `sides` (start board first, then boards and strips, finish plate
/// last) with random rotations and joints. `None` when the chain runs into
/// itself or the plate finds no corner: the caller tries again.
pub fn lay_out(sides: &[&str], rng: &mut impl rand::Rng) -> Option<Layout> {
    lay_out_with_ring(sides, None, rng)
}

/// As [`lay_out`], with a ring when `ring` is `Some(i)`: the boards at
/// `sides[i]` and `sides[i + 1]` go side by side, both flush against the
/// board before them and not touching each other, and the board at
/// `sides[i + 2]` flush against both, closing in a gap between the four. The
/// way splits there and joins again.
pub fn lay_out_with_ring(
    sides: &[&str],
    ring: Option<usize>,
    rng: &mut impl rand::Rng,
) -> Option<Layout> {
    let (start, rest) = sides.split_first()?;
    let (finish, middle) = rest.split_last()?;
    let start_rotation = Rotation::wrapping(rng.random_range(0..6));
    let first = Placement::new(*start, start_rotation, Hex::ZERO);
    lay_out_after_with_ring(&[first], middle, ring.map(|i| i.checked_sub(1)), finish, rng)
}

/// Lays out `middle` and the `finish` plate after pieces already placed
/// (start board first, the chain's end last), which stay exactly where they
/// are. The new pieces go on from the last placed piece, touching no other,
/// and head on the way the placed pieces were going (for the start board
/// alone: away from its start row). `None` when they cannot be laid.
pub fn lay_out_after(
    placed: &[Placement],
    middle: &[&str],
    finish: &str,
    rng: &mut impl rand::Rng,
) -> Option<Layout> {
    lay_out_after_with_ring(placed, middle, None, finish, rng)
}

/// [`lay_out_after`] with a ring at `middle[i]` when `ring` is `Some(Some(i))`
/// (`Some(None)`: the ring was asked for on the start board, which has none).
fn lay_out_after_with_ring(
    placed: &[Placement],
    middle: &[&str],
    ring: Option<Option<usize>>,
    finish: &str,
    rng: &mut impl rand::Rng,
) -> Option<Layout> {
    let ring = match ring {
        None => None,
        Some(None) => return None,
        Some(Some(i)) => Some(i),
    };
    let catalog = Catalog::get();
    let mut chain = Chain { occupied: HashMap::new(), links: Vec::new(), centres: Vec::new() };
    for placement in placed {
        chain.push(Link { placement: placement.clone(), turn: 0 });
    }
    let mut heading = match chain.centres.as_slice() {
        [] => return None,
        [.., a, b] => direction(*a, *b),
        [only] => {
            let first = &placed[0];
            let start_row = centroid(
                first
                    .side()?
                    .spaces
                    .iter()
                    .filter(|s| s.start.is_some())
                    .map(|s| first.to_world(s.local)),
            );
            direction(start_row, *only)
        }
    };
    let mut forward = heading;
    let mut k = 0;
    while let Some(id) = middle.get(k) {
        if ring == Some(k) {
            let sides = [id, middle.get(k + 1)?, middle.get(k + 2)?].map(|s| catalog.side(s));
            let [Some(y), Some(z), Some(w)] = sides else { return None };
            let (links, dir) = chain.ring(y, z, w, heading, forward, rng)?;
            for link in links {
                chain.push(link);
            }
            heading = dir;
            k += 3;
            continue;
        }
        k += 1;
        let side = catalog.side(id)?;
        let mut options = chain.next_positions(side, heading, forward);
        if options.is_empty() {
            return None;
        }
        options.shuffle(rng);
        let (placement, turn, dir) = options.swap_remove(0);
        heading = dir;
        chain.push(Link { placement, turn });
        // The start board's forward direction holds only for the first step.
        if chain.links.len() == 2 {
            forward = dir;
        }
    }
    let plate = chain.finish_plate(catalog.side(finish)?, heading, rng)?;
    chain.links.push(Link { placement: plate, turn: 0 });
    Some(Layout { links: chain.links })
}

struct Chain {
    occupied: HashMap<Hex, usize>,
    links: Vec<Link>,
    centres: Vec<(f32, f32)>,
}

impl Chain {
    fn push(&mut self, link: Link) {
        let i = self.links.len();
        for h in link.placement.hexes() {
            self.occupied.insert(h, i);
        }
        self.centres.push(centroid(link.placement.hexes()));
        self.links.push(link);
    }

    /// Where `side` can go against the last piece: flush with it, touching
    /// nothing else, turning little. With each: the turn and the new heading.
    fn next_positions(
        &self,
        side: &PieceSide,
        heading: f32,
        forward: f32,
    ) -> Vec<(Placement, i8, f32)> {
        let last = self.links.len() - 1;
        let from = self.centres[last];
        let turning = |placement: Placement| {
            let dir = direction(from, centroid(placement.hexes()));
            let turn = angle_between(heading, dir);
            let too_far = turn.abs() > MAX_TURN || angle_between(forward, dir).abs() > MAX_HEADING;
            (!too_far).then(|| (placement, (turn / 30.0).round() as i8, dir))
        };
        self.flush_against(last, side, &[]).into_iter().filter_map(turning).collect()
    }

    /// Where `side` goes flush against piece `at`, touching nothing placed but
    /// `at` and the pieces in `also` (which it may touch only flush).
    fn flush_against(&self, at: usize, side: &PieceSide, also: &[&[Hex]]) -> Vec<Placement> {
        let geometry = Geometry::get();
        let prev = &self.links[at].placement;
        let (Some(&sa), Some(&sb)) =
            (geometry.shape_of.get(prev.piece.as_str()), geometry.shape_of.get(side.id.as_str()))
        else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for r in 0..6u8 {
            let rotation = Rotation::wrapping(i64::from(r));
            let Some(offsets) = geometry.flush.get(&(sa, prev.rotation.steps(), sb, r)) else {
                continue;
            };
            for &offset in offsets {
                let placement = Placement::new(side.id.clone(), rotation, prev.origin + offset);
                let world: Vec<Hex> = placement.hexes().collect();
                let clear = world
                    .iter()
                    .all(|h| !self.occupied.contains_key(h) && also.iter().all(|a| !a.contains(h)))
                    && world
                        .iter()
                        .flat_map(|&h| hex::neighbours(h))
                        .all(|n| self.occupied.get(&n).is_none_or(|&p| p == at));
                if clear {
                    out.push(placement);
                }
            }
        }
        out
    }

    /// Two boards `y` and `z` side by side after the last piece, both flush
    /// against it and apart from each other, and `w` flush against both and
    /// touching nothing else, the four closing in a gap; heading on from the
    /// last piece within [`MAX_TURN`]. The three links and the new heading.
    fn ring(
        &self,
        y: &PieceSide,
        z: &PieceSide,
        w: &PieceSide,
        heading: f32,
        forward: f32,
        rng: &mut impl rand::Rng,
    ) -> Option<(Vec<Link>, f32)> {
        let last = self.links.len() - 1;
        if !self.links[last].placement.side().is_some_and(|s| s.kind.is_board())
            || ![y, z, w].iter().all(|s| s.kind.is_board())
        {
            return None;
        }
        let from = self.centres[last];
        let mut ys = self.flush_against(last, y, &[]);
        ys.shuffle(rng);
        let zs = self.flush_against(last, z, &[]);
        let kind = PieceKind::Terrain;
        for py in ys {
            let wy: Vec<Hex> = py.hexes().collect();
            let by: HashMap<Hex, usize> = wy.iter().map(|&h| (h, 0)).collect();
            // W: flush against Y (from Y's flush table), touching nothing
            // placed before, heading on within the turn allowed.
            let mut trial = Chain {
                occupied: self.occupied.clone(),
                links: self.links.clone(),
                centres: self.centres.clone(),
            };
            trial.push(Link { placement: py.clone(), turn: 0 });
            let y_at = trial.links.len() - 1;
            let ws: Vec<(Placement, Vec<Hex>, f32, f32)> = trial
                .flush_against(y_at, w, &[])
                .into_iter()
                .filter_map(|pw| {
                    let ww: Vec<Hex> = pw.hexes().collect();
                    let apart = ww
                        .iter()
                        .flat_map(|&h| hex::neighbours(h))
                        .all(|n| !self.occupied.contains_key(&n));
                    let dir = direction(from, centroid(ww.iter().copied()));
                    let turn = angle_between(heading, dir);
                    let ahead =
                        turn.abs() <= MAX_TURN && angle_between(forward, dir).abs() <= MAX_HEADING;
                    (apart && ahead).then_some((pw, ww, dir, turn))
                })
                .collect();
            if ws.is_empty() {
                continue;
            }
            for pz in &zs {
                let wz: Vec<Hex> = pz.hexes().collect();
                // Side by side, apart: no hex shared, none touching.
                if wz.iter().any(|h| by.contains_key(h))
                    || !contact::touching(&wz, &by, None).is_empty()
                {
                    continue;
                }
                let bz: HashMap<Hex, usize> = wz.iter().map(|&h| (h, 1)).collect();
                for (pw, ww, dir, turn) in &ws {
                    if ww.iter().any(|h| bz.contains_key(h)) {
                        continue;
                    }
                    let flush_z = contact::touching(ww, &bz, None)
                        .first()
                        .is_some_and(|&(_, n)| contact::is_flush(kind, kind, n));
                    if !flush_z {
                        continue;
                    }
                    let t = (turn / 30.0).round() as i8;
                    let links = vec![
                        Link { placement: py, turn: t },
                        Link { placement: pz.clone(), turn: t },
                        Link { placement: pw.clone(), turn: 0 },
                    ];
                    return Some((links, *dir));
                }
            }
        }
        None
    }

    /// The finish plate on a corner of the last board, touching nothing else,
    /// as far ahead as it can go.
    fn finish_plate(
        &self,
        side: &PieceSide,
        heading: f32,
        rng: &mut impl rand::Rng,
    ) -> Option<Placement> {
        let last = self.links.len() - 1;
        let board = &self.links[last].placement;
        if !board.side().is_some_and(|s| s.kind.is_board()) {
            return None;
        }
        let notch = side.corner_notch?;
        let from = self.centres[last];
        let mut options: Vec<(f32, Placement)> = Vec::new();
        for corner in BOARD_CORNERS {
            let at = board.to_world(corner);
            for r in 0..6 {
                let rotation = Rotation::wrapping(r);
                let plate = Placement::new(side.id.clone(), rotation, at - rotation.apply(notch));
                let world: Vec<Hex> = plate.hexes().collect();
                let fits = world.iter().all(|h| !self.occupied.contains_key(h))
                    && world
                        .iter()
                        .all(|&h| hex::neighbours(h).any(|n| self.occupied.get(&n) == Some(&last)))
                    && world
                        .iter()
                        .flat_map(|&h| hex::neighbours(h))
                        .all(|n| self.occupied.get(&n).is_none_or(|&p| p == last));
                if fits {
                    let turn =
                        angle_between(heading, direction(from, centroid(world.iter().copied())));
                    options.push((turn.abs(), plate));
                }
            }
        }
        // The most forward corner, or either of two nearly as forward ones.
        options.sort_by(|a, b| a.0.total_cmp(&b.0));
        let best = options.first()?.0;
        options.retain(|(t, _)| *t <= best + 35.0);
        let pick = rng.random_range(0..options.len());
        Some(options.swap_remove(pick).1)
    }
}

/// Shapes and their flush offsets, worked out once.
struct Geometry {
    /// Side id → shape index.
    shape_of: HashMap<&'static str, usize>,
    /// (shape a, rotation a, shape b, rotation b) → origin of b minus origin of a
    /// where b meets a flush without overlapping.
    flush: HashMap<(usize, u8, usize, u8), Vec<Hex>>,
}

impl Geometry {
    fn get() -> &'static Geometry {
        static GEOMETRY: OnceLock<Geometry> = OnceLock::new();
        GEOMETRY.get_or_init(Geometry::work_out)
    }

    fn work_out() -> Geometry {
        let mut shapes: Vec<(PieceKind, Vec<Hex>)> = Vec::new();
        let mut shape_of = HashMap::new();
        for side in Catalog::get().sides().iter().filter(|s| s.kind != PieceKind::Finish) {
            let mut locals: Vec<Hex> = side.spaces.iter().map(|s| s.local).collect();
            locals.sort_by_key(|h| (h.y, h.x));
            let kind = if side.kind.is_board() { PieceKind::Terrain } else { side.kind };
            let i = shapes.iter().position(|s| *s == (kind, locals.clone())).unwrap_or_else(|| {
                shapes.push((kind, locals));
                shapes.len() - 1
            });
            shape_of.insert(side.id.as_str(), i);
        }
        let mut flush = HashMap::new();
        for (a, (ka, la)) in shapes.iter().enumerate() {
            for ra in 0..6u8 {
                let placed: HashMap<Hex, usize> =
                    la.iter().map(|&l| (Rotation::wrapping(i64::from(ra)).apply(l), 0)).collect();
                for (b, (kb, lb)) in shapes.iter().enumerate() {
                    for rb in 0..6u8 {
                        let turned: Vec<Hex> = lb
                            .iter()
                            .map(|&l| Rotation::wrapping(i64::from(rb)).apply(l))
                            .collect();
                        let mut offsets = Vec::new();
                        for offset in Hex::ZERO.range(12) {
                            let world: Vec<Hex> = turned.iter().map(|&h| h + offset).collect();
                            if world.iter().any(|h| placed.contains_key(h)) {
                                continue;
                            }
                            let touching = contact::touching(&world, &placed, None);
                            if touching
                                .first()
                                .is_some_and(|&(_, n)| contact::is_flush(*ka, *kb, n))
                            {
                                offsets.push(offset);
                            }
                        }
                        flush.insert((a, ra, b, rb), offsets);
                    }
                }
            }
        }
        Geometry { shape_of, flush }
    }
}

fn centroid(hexes: impl Iterator<Item = Hex>) -> (f32, f32) {
    let (mut x, mut y, mut n) = (0.0, 0.0, 0.0);
    for h in hexes {
        let (px, py) = hex::to_pixel(h, 1.0);
        x += px;
        y += py;
        n += 1.0;
    }
    if n == 0.0 { (0.0, 0.0) } else { (x / n, y / n) }
}

/// The direction from one point to another, in degrees.
fn direction(from: (f32, f32), to: (f32, f32)) -> f32 {
    (to.1 - from.1).atan2(to.0 - from.0).to_degrees()
}

/// The signed turn from one direction to another, in (-180, 180]: positive is
/// clockwise on screen (a right turn, y growing down).
fn angle_between(from: f32, to: f32) -> f32 {
    let d = (to - from).rem_euclid(360.0);
    if d > 180.0 { d - 360.0 } else { d }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::map::Map;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn boards_meet_boards_in_twelve_places() {
        let g = Geometry::get();
        let board = g.shape_of["C"];
        assert_eq!(g.shape_of["A"], board);
        assert_eq!(g.flush[&(board, 0, board, 0)].len(), 12);
        // Hills of Gold: C lies at (-4, -3) from B.
        assert!(g.flush[&(board, 0, board, 5)].contains(&Hex::new(-4, -3)));
    }

    #[test]
    fn laid_out_chains_assemble_into_valid_courses() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut laid = 0;
        for _ in 0..40 {
            let sides = ["B", "C", "O", "F", "H", "J", "finish-river"];
            if let Some(layout) = lay_out(&sides, &mut rng) {
                let course = layout.course();
                assert!(Map::assemble(&course).is_valid(), "{:?}", Map::assemble(&course).problems);
                assert_eq!(layout.turns().len(), sides.len() - 1);
                laid += 1;
            }
        }
        assert!(laid > 10, "only {laid} of 40 chains could be laid out");
    }

    #[test]
    fn a_ring_lays_two_boards_side_by_side_between_two_others() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let sides = ["B", "C", "E", "G", "I", "K", "finish-river"];
        let mut laid = 0;
        for _ in 0..40 {
            let Some(layout) = lay_out_with_ring(&sides, Some(2), &mut rng) else { continue };
            let course = layout.course();
            assert!(Map::assemble(&course).is_valid(), "{:?}", Map::assemble(&course).problems);
            // C (1) meets E (2) and G (3), which stay apart; I (4) meets both, not C.
            let touching = contact::touching_pieces(&course);
            for pair in [(1, 2), (1, 3), (2, 4), (3, 4)] {
                assert!(touching.contains(&pair), "{pair:?} should touch: {touching:?}");
            }
            assert!(!touching.contains(&(2, 3)) && !touching.contains(&(1, 4)));
            laid += 1;
        }
        assert!(laid > 5, "only {laid} of 40 rings could be laid out");
    }
}
