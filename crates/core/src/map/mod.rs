//! The assembled course: every world hex with its space, the seams between
//! touching pieces and the blockade on each. Everything downstream (analysis,
//! simulator, export) reads the map, never the raw course.

mod check;

pub use check::{Problem, Rule};

use std::collections::HashMap;

use rand::Rng;
use rand::seq::SliceRandom;

use crate::catalog::{BLOCKADES, Blockade, Catalog, PieceKind, Terrain};
use crate::course::{BlockadeChoice, Course};
use crate::hex::{self, Hex, Rotation};

/// Index of a space in [`Map::spaces`].
pub type SpaceId = usize;
/// Index of a piece in [`Map::pieces`].
pub type PieceIdx = usize;
/// Index of a seam in [`Map::seams`].
pub type SeamId = usize;

/// One space of the assembled course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Space {
    pub id: SpaceId,
    pub hex: Hex,
    pub terrain: Terrain,
    /// 1..=4; `None` for mountains and start spaces.
    pub power: Option<u8>,
    pub piece: PieceIdx,
    /// Position in the piece's own frame.
    pub local: Hex,
    pub start: Option<u8>,
    pub finish: bool,
    pub cave: bool,
}

impl Space {
    pub fn is_enterable(&self) -> bool {
        self.terrain.is_enterable()
    }
    /// "jungle 2", "mountain (cave)", "start 3", ...
    pub fn describe(&self) -> String {
        match (self.terrain, self.power, self.start) {
            (Terrain::Start, _, Some(n)) => format!("start space {n}"),
            (Terrain::Mountain, _, _) if self.cave => "mountain with a cave".into(),
            (t, Some(p), _) => format!("{t} {p}"),
            (t, None, _) => t.to_string(),
        }
    }
}

/// A piece side as placed in the course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedPiece {
    pub id: String,
    pub kind: PieceKind,
    pub rotation: Rotation,
    pub origin: Hex,
    /// Index of the placement in the course.
    pub course_index: usize,
    /// Its spaces; empty for hexes that overlapped an earlier piece.
    pub spaces: Vec<SpaceId>,
    /// Number of seams between this piece and the start board; `None` if unreachable.
    pub depth: Option<usize>,
    /// A label for messages: "board C", "strip O", ...
    pub label: String,
}

/// The border between two touching pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seam {
    pub id: SeamId,
    /// The two pieces; the first is the one nearer the start board.
    pub pieces: [PieceIdx; 2],
    /// Neighbouring space pairs across the seam: (space on pieces[0], space on pieces[1]).
    pub pairs: Vec<(SpaceId, SpaceId)>,
    /// The seam in front of the finish plate.
    pub finish: bool,
    /// Whether a blockade may stand here (not in front of the finish plate, not on
    /// the far side of a strip).
    pub blockade_allowed: bool,
    /// What the course puts on this seam.
    pub blockade: Option<BlockadeChoice>,
}

/// The assembled course.
#[derive(Debug, Clone)]
pub struct Map {
    spaces: Vec<Space>,
    index: HashMap<Hex, SpaceId>,
    neighbours: Vec<Vec<SpaceId>>,
    pieces: Vec<PlacedPiece>,
    seams: Vec<Seam>,
    /// seam_of[a * pieces + b] for touching pieces a and b.
    seam_of: Vec<Option<SeamId>>,
    starts: Vec<(u8, SpaceId)>,
    finishes: Vec<SpaceId>,
}

/// A map built as far as the course allows, with everything wrong with it.
#[derive(Debug, Clone)]
pub struct Assembly {
    pub map: Map,
    pub problems: Vec<Problem>,
}

impl Assembly {
    pub fn is_valid(&self) -> bool {
        self.problems.is_empty()
    }
}

impl Map {
    /// Assembles a course; overlapping or unknown pieces are left out of the map
    /// and reported. Never fails: the editor draws even a broken course.
    pub fn assemble(course: &Course) -> Assembly {
        let catalog = Catalog::get();
        let mut map = Map {
            spaces: Vec::new(),
            index: HashMap::new(),
            neighbours: Vec::new(),
            pieces: Vec::new(),
            seams: Vec::new(),
            seam_of: Vec::new(),
            starts: Vec::new(),
            finishes: Vec::new(),
        };
        let mut overlaps: Vec<(Hex, PieceIdx, PieceIdx)> = Vec::new();
        for (course_index, placement) in course.pieces.iter().enumerate() {
            let Some(side) = catalog.side(&placement.piece) else { continue };
            let piece = map.pieces.len();
            let mut spaces = Vec::with_capacity(side.spaces.len());
            for s in &side.spaces {
                let world = placement.to_world(s.local);
                if let Some(&other) = map.index.get(&world) {
                    overlaps.push((world, map.spaces[other].piece, piece));
                    continue;
                }
                let id = map.spaces.len();
                map.spaces.push(Space {
                    id,
                    hex: world,
                    terrain: s.terrain,
                    power: s.power,
                    piece,
                    local: s.local,
                    start: s.start,
                    finish: s.finish,
                    cave: s.terrain == Terrain::Mountain && placement.has_cave(s.local),
                });
                map.index.insert(world, id);
                spaces.push(id);
            }
            map.pieces.push(PlacedPiece {
                id: side.id.clone(),
                kind: side.kind,
                rotation: placement.rotation,
                origin: placement.origin,
                course_index,
                spaces,
                depth: None,
                label: side.label(),
            });
        }
        map.link_neighbours();
        map.find_seams(course);
        map.starts = map.spaces.iter().filter_map(|s| s.start.map(|n| (n, s.id))).collect();
        map.starts.sort();
        map.finishes = map.spaces.iter().filter(|s| s.finish).map(|s| s.id).collect();
        let problems = check::check(course, &map, &overlaps);
        Assembly { map, problems }
    }

    /// Assembles a course that must be valid.
    pub fn build(course: &Course) -> Result<Map, Vec<Problem>> {
        let a = Map::assemble(course);
        if a.problems.is_empty() { Ok(a.map) } else { Err(a.problems) }
    }

    fn link_neighbours(&mut self) {
        self.neighbours = self
            .spaces
            .iter()
            .map(|s| hex::neighbours(s.hex).filter_map(|n| self.index.get(&n).copied()).collect())
            .collect();
    }

    fn find_seams(&mut self, course: &Course) {
        let n = self.pieces.len();
        let mut pairs: HashMap<(PieceIdx, PieceIdx), Vec<(SpaceId, SpaceId)>> = HashMap::new();
        for s in &self.spaces {
            for &t in &self.neighbours[s.id] {
                let (a, b) = (s.piece, self.spaces[t].piece);
                if a < b {
                    pairs.entry((a, b)).or_default().push((s.id, t));
                }
            }
        }
        // Depth of each piece: seams to cross from the start board.
        let mut adjacency = vec![Vec::new(); n];
        for &(a, b) in pairs.keys() {
            adjacency[a].push(b);
            adjacency[b].push(a);
        }
        if let Some(start) = self.pieces.iter().position(|p| p.kind == PieceKind::Start) {
            let mut queue = std::collections::VecDeque::from([start]);
            self.pieces[start].depth = Some(0);
            while let Some(p) = queue.pop_front() {
                let d = self.pieces[p].depth.unwrap_or(0);
                for &q in &adjacency[p] {
                    if self.pieces[q].depth.is_none() {
                        self.pieces[q].depth = Some(d + 1);
                        queue.push_back(q);
                    }
                }
            }
        }
        let mut keys: Vec<_> = pairs.keys().copied().collect();
        keys.sort_by_key(|&(a, b)| {
            let da = self.pieces[a].depth.unwrap_or(usize::MAX);
            let db = self.pieces[b].depth.unwrap_or(usize::MAX);
            (da.min(db), da.max(db), a, b)
        });
        self.seam_of = vec![None; n * n];
        for (a, b) in keys {
            let mut list = pairs.remove(&(a, b)).unwrap_or_default();
            // Orient the seam from the start side.
            let (first, second) = if self.pieces[b].depth < self.pieces[a].depth && self.pieces[b].depth.is_some() {
                list.iter_mut().for_each(|p| *p = (p.1, p.0));
                (b, a)
            } else {
                (a, b)
            };
            list.sort_by_key(|&(x, y)| (self.spaces[x].hex.y, self.spaces[x].hex.x, self.spaces[y].hex.y, self.spaces[y].hex.x));
            let finish = self.pieces[first].kind == PieceKind::Finish || self.pieces[second].kind == PieceKind::Finish;
            // A strip is crossed from its near seam to its far seam; only the near one takes a blockade.
            let far_side_of_strip = self.pieces[first].kind == PieceKind::Strip
                && self.pieces[first].depth.is_some()
                && self.pieces[first].depth < self.pieces[second].depth;
            let id = self.seams.len();
            let blockade = course.blockade_between(&self.pieces[first].id, &self.pieces[second].id);
            self.seams.push(Seam {
                id,
                pieces: [first, second],
                pairs: list,
                finish,
                blockade_allowed: !finish && !far_side_of_strip,
                blockade,
            });
            self.seam_of[first * n + second] = Some(id);
            self.seam_of[second * n + first] = Some(id);
        }
    }

    // ---- reading the map --------------------------------------------------------

    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }
    pub fn space(&self, id: SpaceId) -> &Space {
        &self.spaces[id]
    }
    pub fn space_at(&self, h: Hex) -> Option<&Space> {
        self.index.get(&h).map(|&i| &self.spaces[i])
    }
    pub fn id_at(&self, h: Hex) -> Option<SpaceId> {
        self.index.get(&h).copied()
    }
    /// All spaces next to a space, mountains included.
    pub fn neighbours(&self, id: SpaceId) -> &[SpaceId] {
        &self.neighbours[id]
    }
    pub fn pieces(&self) -> &[PlacedPiece] {
        &self.pieces
    }
    pub fn piece(&self, idx: PieceIdx) -> &PlacedPiece {
        &self.pieces[idx]
    }
    pub fn piece_by_id(&self, id: &str) -> Option<PieceIdx> {
        self.pieces.iter().position(|p| p.id == id)
    }
    pub fn seams(&self) -> &[Seam] {
        &self.seams
    }
    pub fn seam(&self, id: SeamId) -> &Seam {
        &self.seams[id]
    }
    /// The seam between two pieces, if they touch.
    pub fn seam_between_pieces(&self, a: PieceIdx, b: PieceIdx) -> Option<SeamId> {
        let n = self.pieces.len();
        if a >= n || b >= n || a == b { None } else { self.seam_of[a * n + b] }
    }
    /// The seam crossed when stepping between two neighbouring spaces, if any.
    pub fn seam_crossed(&self, from: SpaceId, to: SpaceId) -> Option<SeamId> {
        self.seam_between_pieces(self.spaces[from].piece, self.spaces[to].piece)
    }
    /// Start spaces as (number, space), by number.
    pub fn starts(&self) -> &[(u8, SpaceId)] {
        &self.starts
    }
    pub fn start_space(&self, number: u8) -> Option<SpaceId> {
        self.starts.iter().find(|(n, _)| *n == number).map(|&(_, s)| s)
    }
    pub fn finishes(&self) -> &[SpaceId] {
        &self.finishes
    }
    pub fn caves(&self) -> impl Iterator<Item = &Space> {
        self.spaces.iter().filter(|s| s.cave)
    }
    /// A short name for a seam, e.g. "B–C".
    pub fn seam_name(&self, seam: SeamId) -> String {
        let s = &self.seams[seam];
        format!("{}–{}", self.pieces[s.pieces[0]].id, self.pieces[s.pieces[1]].id)
    }

    /// The blockade on every seam as the game is set up: fixed numbers stay, and
    /// each "random" seam draws one of the unused blockades. Deterministic for a
    /// given RNG state.
    pub fn deal_blockades<R: Rng + ?Sized>(&self, rng: &mut R) -> Vec<(SeamId, Blockade)> {
        let fixed: Vec<u8> = self
            .seams
            .iter()
            .filter_map(|s| match s.blockade {
                Some(BlockadeChoice::Number(n)) => Some(n),
                _ => None,
            })
            .collect();
        let mut pool: Vec<Blockade> = BLOCKADES.iter().copied().filter(|b| !fixed.contains(&b.number)).collect();
        pool.shuffle(rng);
        let mut out = Vec::new();
        for s in &self.seams {
            match s.blockade {
                Some(BlockadeChoice::Number(n)) => {
                    if let Some(b) = Blockade::by_number(n) {
                        out.push((s.id, b));
                    }
                }
                Some(BlockadeChoice::Random) => {
                    if let Some(b) = pool.pop() {
                        out.push((s.id, b));
                    }
                }
                None => {}
            }
        }
        out
    }

    /// Bounding box of all spaces in axial coordinates: (min q, min r, max q, max r).
    pub fn bounds(&self) -> Option<(i32, i32, i32, i32)> {
        let mut it = self.spaces.iter().map(|s| s.hex);
        let first = it.next()?;
        Some(it.fold((first.x, first.y, first.x, first.y), |(a, b, c, d), h| (a.min(h.x), b.min(h.y), c.max(h.x), d.max(h.y))))
    }
}

#[cfg(test)]
mod tests;
