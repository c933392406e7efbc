//! The assembled course: every world hex with its space, the seams between
//! touching pieces and the blockade on each. Everything downstream (analysis,
//! simulator, export, editor) reads this one map, never the raw course, and
//! derives nothing from the course again. [`text`] builds small maps for tests.

mod assemble;
mod check;
mod grid;
mod ids;
mod naming;
pub mod setup;
pub mod text;

pub use check::{Fault, Problem, Rule};
pub use ids::{SeamId, SpaceId};
pub use naming::{Reading, SpacePlace};

use std::ops::Range;

use rand::Rng;
use rand::seq::SliceRandom;

use crate::catalog::{BLOCKADES, Blockade, PieceKind, SideId, Terrain};
use crate::course::BlockadeChoice;
use crate::hex::{Hex, Rotation};
use grid::Grid;

/// Index of a piece in [`Map::pieces`].
pub type PieceIdx = usize;

/// One space of the assembled course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Space {
    /// Its index in [`Map::spaces`].
    pub id: SpaceId,
    /// Where it lies on the table.
    pub hex: Hex,
    /// What it is made of.
    pub terrain: Terrain,
    /// 1..=4; `None` for mountains and start spaces.
    pub power: Option<u8>,
    /// The piece it is printed on.
    pub piece: PieceIdx,
    /// Position in the piece's own frame.
    pub local: Hex,
    /// Printed start number 1..=4, on start spaces.
    pub start: Option<u8>,
    /// One of the finishing spaces: reaching it reaches El Dorado.
    pub finish: bool,
    /// A mountain with a cave in this course (printed and not removed, or added).
    pub cave: bool,
}

impl Space {
    /// Whether a piece may ever stand here (anything but a mountain).
    pub fn is_enterable(&self) -> bool {
        self.terrain.is_enterable()
    }
    /// What the space is, in words: "jungle 2", "basecamp 1", "start space 3",
    /// "mountain with a cave". Without an allocation, as routes name every space
    /// they enter.
    pub fn describe(&self) -> &'static str {
        const LANDSCAPE: [[&str; 4]; 5] = [
            ["jungle 1", "jungle 2", "jungle 3", "jungle 4"],
            ["river 1", "river 2", "river 3", "river 4"],
            ["village 1", "village 2", "village 3", "village 4"],
            ["rubble 1", "rubble 2", "rubble 3", "rubble 4"],
            ["basecamp 1", "basecamp 2", "basecamp 3", "basecamp 4"],
        ];
        const STARTS: [&str; 4] =
            ["start space 1", "start space 2", "start space 3", "start space 4"];
        let row = match self.terrain {
            Terrain::Jungle => 0,
            Terrain::River => 1,
            Terrain::Village => 2,
            Terrain::Rubble => 3,
            Terrain::Basecamp => 4,
            Terrain::Mountain if self.cave => return "mountain with a cave",
            Terrain::Mountain => return "mountain",
            Terrain::Start => {
                return self
                    .start
                    .and_then(|n| STARTS.get(usize::from(n).wrapping_sub(1)))
                    .copied()
                    .unwrap_or("start space");
            }
        };
        LANDSCAPE[row][usize::from(self.power.unwrap_or(1).clamp(1, 4) - 1)]
    }
}

/// A piece side as placed in the course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedPiece {
    /// The side's id: a letter A–R, `finish-jungle` or `finish-river`.
    pub id: SideId,
    /// Start board, terrain board, strip or finish plate.
    pub kind: PieceKind,
    /// How far the side is turned from the way the catalog draws it.
    pub rotation: Rotation,
    /// World position of the side's local (0,0).
    pub origin: Hex,
    /// Index of the placement in the course.
    pub course_index: usize,
    /// Its spaces; a hex that overlapped an earlier piece has none here.
    pub spaces: Vec<SpaceId>,
    /// Number of seams between this piece and the start board; `None` if unreachable.
    pub depth: Option<usize>,
    /// A label for messages: "board C", "strip O", ...
    pub label: String,
}

/// The border between two touching pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seam {
    /// Its index in [`Map::seams`]; seams are numbered from the start board out.
    pub id: SeamId,
    /// The two pieces; the first is the one nearer the start board.
    pub pieces: [PieceIdx; 2],
    /// Neighbouring space pairs across the seam: (space on `pieces[0]`, space on `pieces[1]`).
    pub pairs: Vec<(SpaceId, SpaceId)>,
    /// The seam in front of the finish plate.
    pub finish: bool,
    /// Whether a blockade may stand here (not in front of the finish plate, not on
    /// the far side of a strip).
    pub blockade_allowed: bool,
    /// What the course puts on this seam.
    pub blockade: Option<BlockadeChoice>,
}

impl Seam {
    /// Why no blockade may stand on this seam, in the rulebook's terms, or
    /// `None` when one may.
    pub fn why_no_blockade(&self) -> Option<&'static str> {
        match (self.blockade_allowed, self.finish) {
            (true, _) => None,
            (false, true) => Some("No blockade may stand in front of the finish plate."),
            (false, false) => {
                Some("A strip takes its blockade where the course enters it, not on its far side.")
            }
        }
    }
}

/// The assembled course, compiled once for everyone who reads it: the spaces,
/// a hex → space grid, every space's neighbours in one flat array with the
/// seam crossed on each of those edges beside it, the pieces with their depth
/// and the seams between them.
#[derive(Debug, Clone)]
pub struct Map {
    spaces: Vec<Space>,
    grid: Grid,
    /// Neighbours of space `s` (mountains included, in [`crate::hex::NEIGHBOUR_OFFSETS`]
    /// order) are `adjacent[first[s]..first[s + 1]]`; an index into `adjacent`
    /// names one edge.
    first: Vec<usize>,
    adjacent: Vec<SpaceId>,
    /// The seam crossed on each edge, beside `adjacent`.
    crossed: Vec<Option<SeamId>>,
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
    /// The pieces that could be put down, linked; unknown or overlapping spaces
    /// are left out.
    pub map: Map,
    /// Every rule the course breaks, in the order the checks find them.
    pub problems: Vec<Problem>,
}

impl Assembly {
    /// Whether the course breaks no rule, so the map is a playable course.
    pub fn is_valid(&self) -> bool {
        self.problems.is_empty()
    }
}

impl Map {
    // ---- reading the map --------------------------------------------------------

    /// Every space, indexed by [`SpaceId`].
    #[inline]
    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }
    /// The space with this id; panics on an id not from this map.
    #[inline]
    pub fn space(&self, id: SpaceId) -> &Space {
        &self.spaces[id]
    }
    /// Every space's id, in order.
    #[inline]
    pub fn space_ids(
        &self,
    ) -> impl DoubleEndedIterator<Item = SpaceId> + ExactSizeIterator + Clone {
        SpaceId::all(self.spaces.len())
    }
    /// The number of spaces.
    #[inline]
    pub fn len(&self) -> usize {
        self.spaces.len()
    }
    /// Whether the map has no space at all.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }
    /// The space on a table hex, if any.
    #[inline]
    pub fn space_at(&self, h: Hex) -> Option<&Space> {
        self.grid.get(h).map(|i| &self.spaces[i])
    }
    /// The id of the space on a table hex, if any.
    #[inline]
    pub fn id_at(&self, h: Hex) -> Option<SpaceId> {
        self.grid.get(h)
    }
    /// All spaces next to a space, mountains included.
    #[inline]
    pub fn neighbours(&self, id: SpaceId) -> &[SpaceId] {
        &self.adjacent[self.edges(id)]
    }
    /// The edges out of a space: indices into the flat neighbour array, one per
    /// neighbour in [`Map::neighbours`] order, below [`Map::edge_count`].
    #[inline]
    pub fn edges(&self, id: SpaceId) -> Range<usize> {
        self.first[id]..self.first[id.index() + 1]
    }
    /// The edge from a space to a neighbour, if they are neighbours.
    #[inline]
    pub fn edge(&self, from: SpaceId, to: SpaceId) -> Option<usize> {
        let edges = self.edges(from);
        self.adjacent[edges.clone()].iter().position(|&x| x == to).map(|i| edges.start + i)
    }
    /// How many (space, neighbour) edges there are.
    #[inline]
    pub fn edge_count(&self) -> usize {
        self.adjacent.len()
    }
    /// The seam crossed to each neighbour of a space, beside [`Map::neighbours`].
    #[inline]
    pub fn neighbour_seams(&self, id: SpaceId) -> &[Option<SeamId>] {
        &self.crossed[self.edges(id)]
    }
    /// The placed pieces in course order, indexed by [`PieceIdx`]; placements
    /// naming no catalog side are left out.
    #[inline]
    pub fn pieces(&self) -> &[PlacedPiece] {
        &self.pieces
    }
    /// The piece with this index; panics on an index not from this map.
    #[inline]
    pub fn piece(&self, idx: PieceIdx) -> &PlacedPiece {
        &self.pieces[idx]
    }
    /// The index of the piece showing the side with this id, if it is placed.
    pub fn piece_by_id(&self, id: &str) -> Option<PieceIdx> {
        self.pieces.iter().position(|p| p.id == id)
    }
    /// Every seam between touching pieces, indexed by [`SeamId`].
    #[inline]
    pub fn seams(&self) -> &[Seam] {
        &self.seams
    }
    /// The seam with this id; panics on an id not from this map.
    #[inline]
    pub fn seam(&self, id: SeamId) -> &Seam {
        &self.seams[id]
    }
    /// The seam between two pieces, if they touch.
    #[inline]
    pub fn seam_between_pieces(&self, a: PieceIdx, b: PieceIdx) -> Option<SeamId> {
        let n = self.pieces.len();
        if a >= n || b >= n || a == b { None } else { self.seam_of[a * n + b] }
    }
    /// The seam crossed when stepping between two neighbouring spaces, if any.
    #[inline]
    pub fn seam_crossed(&self, from: SpaceId, to: SpaceId) -> Option<SeamId> {
        self.seam_between_pieces(self.spaces[from].piece, self.spaces[to].piece)
    }
    /// Start spaces as (number, space), by number.
    #[inline]
    pub fn starts(&self) -> &[(u8, SpaceId)] {
        &self.starts
    }
    /// The space of the start number 1..=4, if the course has it.
    pub fn start_space(&self, number: u8) -> Option<SpaceId> {
        self.starts.iter().find(|(n, _)| *n == number).map(|&(_, s)| s)
    }
    /// The finishing spaces, in space order.
    #[inline]
    pub fn finishes(&self) -> &[SpaceId] {
        &self.finishes
    }
    /// The mountains with a cave, in space order.
    pub fn caves(&self) -> impl Iterator<Item = &Space> {
        self.spaces.iter().filter(|s| s.cave)
    }
    /// A short name for a seam, e.g. "B–C".
    pub fn seam_name(&self, seam: SeamId) -> String {
        let s = &self.seams[seam];
        format!("{}–{}", self.pieces[s.pieces[0]].id, self.pieces[s.pieces[1]].id)
    }

    /// The blockades a random seam may turn out to be: those no seam fixes, in
    /// number order.
    pub fn random_pool(&self) -> Vec<Blockade> {
        let fixed: Vec<u8> = self
            .seams
            .iter()
            .filter_map(|s| match s.blockade {
                Some(BlockadeChoice::Number(n)) => Some(n),
                _ => None,
            })
            .collect();
        BLOCKADES.iter().copied().filter(|b| !fixed.contains(&b.number)).collect()
    }

    /// The blockade on every seam as the game is set up: fixed numbers stay, and
    /// each "random" seam draws one of the unused blockades. Deterministic for a
    /// given RNG state.
    pub fn deal_blockades<R: Rng + ?Sized>(&self, rng: &mut R) -> Vec<(SeamId, Blockade)> {
        let mut pool = self.random_pool();
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
        Some(it.fold((first.x, first.y, first.x, first.y), |(a, b, c, d), h| {
            (a.min(h.x), b.min(h.y), c.max(h.x), d.max(h.y))
        }))
    }
}

#[cfg(test)]
mod tests;
