//! The course as the rules see it: the assembled [`Map`] (spaces, seams,
//! piece depth) and the few tables the rules read at every step, derived
//! from it once per course and shared by every game through an `Arc` —
//! each space's terrain and power, its enterable neighbours as a fixed
//! array with the map's seam on each edge, the caves next to it.

use std::sync::Arc;

use eldorado_core::catalog::Terrain;
use eldorado_core::hex::Hex;
use eldorado_core::map::{Map, SeamId, SpaceId};

/// Caves tracked per space (a course has at most 9 cave piles anyway).
pub const MAX_CAVES: usize = 64;

/// Why a board can't be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The course has no El Dorado space.
    #[error("the course has no finishing space")]
    NoFinish,
    /// The course has no start space.
    #[error("the course has no start space")]
    NoStart,
}

/// The neighbours of one landscape terrain: (space, seam crossed or `SeamId::NONE`).
#[derive(Debug, Clone, Copy, Default)]
pub struct LandEdges {
    /// How many of `edges` are used.
    pub len: u8,
    /// (neighbour, seam crossed or `SeamId::NONE`).
    pub edges: [(SpaceId, SeamId); 6],
}

impl LandEdges {
    /// The used edges.
    #[inline]
    pub fn as_slice(&self) -> &[(SpaceId, SeamId)] {
        &self.edges[..self.len as usize]
    }
}

/// Index of a landscape terrain in [`Board::land_edges`].
#[inline]
pub fn land_index(t: Terrain) -> Option<usize> {
    match t {
        Terrain::Jungle => Some(0),
        Terrain::River => Some(1),
        Terrain::Village => Some(2),
        _ => None,
    }
}

/// Whether a piece may ever step onto a space of this terrain (mountains
/// and start spaces are never entered).
#[inline]
pub fn enterable(t: Terrain) -> bool {
    t != Terrain::Mountain && t != Terrain::Start
}

/// What the rules read of a space, in two bytes so that one load brings it in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The space's terrain.
    pub terrain: Terrain,
    /// Its power: at least 1 on every space a piece may enter, 0 on
    /// mountains and start spaces.
    pub power: u8,
}

/// A course as the rules play it: spaces by index, neighbours, caves.
#[derive(Debug, Clone)]
pub struct Board {
    map: Arc<Map>,
    /// Terrain and power of each space.
    cells: Vec<Cell>,
    finish: Vec<bool>,
    /// Enterable neighbours (no mountains, no start spaces), padded with `SpaceId::NONE`.
    neighbours: Vec<[SpaceId; 6]>,
    /// Seam crossed on each neighbour edge, `SeamId::NONE` inside a piece.
    edge_seam: Vec<[SeamId; 6]>,
    /// Neighbours by landscape terrain (jungle, river, village) with the seam
    /// crossed, so that a movement search only looks at spaces it may enter.
    land: Vec<[LandEdges; 3]>,
    /// Bit i set when cave number i is next to the space.
    cave_mask: Vec<u64>,
    /// The caves next to the space across a seam: (cave number, seam).
    caves_across: Vec<Vec<(u8, SeamId)>>,
    caves: Vec<SpaceId>,
    starts: Vec<(u8, SpaceId)>,
    finishes: Vec<SpaceId>,
    /// The map's piece depth of each space (seams crossed from the start board).
    depth: Vec<u8>,
    /// The map's depth of the piece on the start side of each seam.
    seam_depth: Vec<u8>,
}

impl Board {
    /// Builds the board of an assembled course, which it keeps. The map should
    /// be valid ([`Map::build`]); an invalid one gives an error or a board
    /// without a route.
    pub fn from_map(map: impl Into<Arc<Map>>) -> Result<Board, BoardError> {
        let map: Arc<Map> = map.into();
        let n = map.len();
        let depth_of = |piece: usize| map.piece(piece).depth.unwrap_or(0).min(250) as u8;
        let mut board = Board {
            cells: map
                .spaces()
                .iter()
                .map(|s| Cell {
                    terrain: s.terrain,
                    power: if enterable(s.terrain) { s.power.unwrap_or(0).max(1) } else { 0 },
                })
                .collect(),
            finish: map.spaces().iter().map(|s| s.finish).collect(),
            neighbours: vec![[SpaceId::NONE; 6]; n],
            edge_seam: vec![[SeamId::NONE; 6]; n],
            land: vec![[LandEdges::default(); 3]; n],
            cave_mask: vec![0; n],
            caves_across: vec![Vec::new(); n],
            caves: map.caves().filter(|s| s.terrain == Terrain::Mountain).map(|s| s.id).collect(),
            starts: map.starts().to_vec(),
            finishes: map.finishes().to_vec(),
            depth: map.spaces().iter().map(|s| depth_of(s.piece)).collect(),
            seam_depth: map.seams().iter().map(|s| depth_of(s.pieces[0])).collect(),
            map: map.clone(),
        };
        for s in map.space_ids() {
            let exits = map
                .neighbours(s)
                .iter()
                .zip(map.neighbour_seams(s))
                .filter(|&(&t, _)| enterable(map.space(t).terrain));
            for (k, (&t, &seam)) in exits.enumerate() {
                let crossed = seam.unwrap_or(SeamId::NONE);
                board.neighbours[s][k] = t;
                board.edge_seam[s][k] = crossed;
                if let Some(l) = land_index(map.space(t).terrain) {
                    let e = &mut board.land[s][l];
                    e.edges[e.len as usize] = (t, crossed);
                    e.len += 1;
                }
            }
        }
        for (c, &cave) in board.caves.iter().enumerate().take(MAX_CAVES) {
            for &j in map.neighbours(cave) {
                board.cave_mask[j] |= 1 << c;
                if let Some(seam) = map.seam_crossed(cave, j) {
                    board.caves_across[j].push((c as u8, seam));
                }
            }
        }
        if board.finishes.is_empty() {
            return Err(BoardError::NoFinish);
        }
        if board.starts.is_empty() {
            return Err(BoardError::NoStart);
        }
        Ok(board)
    }

    /// Every space's id, in order.
    #[inline]
    pub fn space_ids(
        &self,
    ) -> impl DoubleEndedIterator<Item = SpaceId> + ExactSizeIterator + Clone {
        SpaceId::all(self.cells.len())
    }
    /// Number of spaces.
    #[inline]
    pub fn len(&self) -> usize {
        self.cells.len()
    }
    /// Whether the course has no space.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
    /// The neighbours of `s` with a landscape terrain (see [`land_index`]).
    #[inline]
    pub fn land_edges(&self, s: SpaceId, land: usize) -> &[(SpaceId, SeamId)] {
        self.land[s][land].as_slice()
    }
    /// Terrain and power of a space at once.
    #[inline]
    pub fn cell(&self, s: SpaceId) -> Cell {
        self.cells[s]
    }
    /// The hex of space `s`.
    #[inline]
    pub fn hex(&self, s: SpaceId) -> Hex {
        self.map.space(s).hex
    }
    /// The terrain of space `s`.
    #[inline]
    pub fn terrain(&self, s: SpaceId) -> Terrain {
        self.cells[s].terrain
    }
    /// Number of symbols; 0 for mountains and start spaces.
    #[inline]
    pub fn power(&self, s: SpaceId) -> u8 {
        self.cells[s].power
    }
    /// Whether space `s` is an El Dorado space.
    #[inline]
    pub fn is_finish(&self, s: SpaceId) -> bool {
        self.finish[s]
    }
    /// Spaces a piece on `s` may step into (mountains and start spaces left out).
    #[inline]
    pub fn neighbours_of(&self, s: SpaceId) -> &[SpaceId] {
        let row = &self.neighbours[s];
        let k = row.iter().position(|&x| x == SpaceId::NONE).unwrap_or(6);
        &row[..k]
    }
    /// Raw neighbour row and the seam crossed on each edge, for hot loops.
    #[inline]
    pub fn edges(&self, s: SpaceId) -> (&[SpaceId; 6], &[SeamId; 6]) {
        (&self.neighbours[s], &self.edge_seam[s])
    }
    /// Each neighbour of `s` with the seam crossed to reach it (`SeamId::NONE`
    /// inside a piece): the loop every rule and bot walks.
    #[inline]
    pub fn exits(&self, s: SpaceId) -> impl Iterator<Item = (SpaceId, SeamId)> + '_ {
        let (ns, seams) = self.edges(s);
        ns.iter().copied().zip(seams.iter().copied()).take_while(|&(n, _)| n != SpaceId::NONE)
    }
    /// The seam crossed stepping from `a` into its neighbour `b`, if any.
    #[inline]
    pub fn seam_between(&self, a: SpaceId, b: SpaceId) -> Option<SeamId> {
        let (ns, seams) = self.edges(a);
        ns.iter().position(|&x| x == b).and_then(|i| (seams[i] != SeamId::NONE).then_some(seams[i]))
    }
    /// Whether `b` is a space a piece on `a` may step into.
    #[inline]
    pub fn is_step(&self, a: SpaceId, b: SpaceId) -> bool {
        self.neighbours[a].contains(&b) && b != SpaceId::NONE
    }
    /// Whether `s` touches the seam (has a neighbour across it).
    pub fn touches_seam(&self, s: SpaceId, seam: SeamId) -> bool {
        self.exits(s).any(|(_, x)| x == seam)
    }
    /// Caves (by index into [`Board::caves`]) next to a space, as a bit mask.
    #[inline]
    pub fn cave_mask(&self, s: SpaceId) -> u64 {
        self.cave_mask[s]
    }
    /// The caves next to a space that lie across a seam, as (cave number,
    /// seam): a blockade on that seam stands between the space and the cave.
    #[inline]
    pub fn caves_across(&self, s: SpaceId) -> &[(u8, SeamId)] {
        &self.caves_across[s]
    }
    /// Cave mountains, in space order (nearest the start first on official courses).
    pub fn caves(&self) -> &[SpaceId] {
        &self.caves
    }
    /// Start spaces as (number, space), by number.
    pub fn starts(&self) -> &[(u8, SpaceId)] {
        &self.starts
    }
    /// The space of start space `number` (1 to 4).
    pub fn start_space(&self, number: u8) -> Option<SpaceId> {
        self.starts.iter().find(|(n, _)| *n == number).map(|&(_, s)| s)
    }
    /// The El Dorado spaces.
    pub fn finishes(&self) -> &[SpaceId] {
        &self.finishes
    }
    /// Seams crossed from the start board to this space's piece.
    #[inline]
    pub fn depth(&self, s: SpaceId) -> u8 {
        self.depth[s]
    }
    /// Depth of the start-side piece of a seam.
    #[inline]
    pub fn seam_depth(&self, seam: SeamId) -> u8 {
        self.seam_depth.get(seam.index()).copied().unwrap_or(0)
    }
    /// Number of seams.
    pub fn seam_count(&self) -> usize {
        self.seam_depth.len()
    }
    /// Looks a space up by its hex.
    pub fn space_at(&self, h: Hex) -> Option<SpaceId> {
        self.map.id_at(h)
    }
    /// The assembled course the board was built from (space and seam numbers
    /// are the map's).
    pub fn map(&self) -> &Map {
        &self.map
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn official_courses_keep_the_maps_spaces_and_seams() {
        for (id, course) in official::all() {
            let map = Map::build(&course).unwrap();
            let board = Board::from_map(map.clone()).unwrap();
            assert_eq!(board.len(), map.spaces().len());
            assert_eq!(board.starts().len(), 4, "{id}");
            assert!(!board.finishes().is_empty(), "{id}");
            // Seams agree with the map's.
            for seam in map.seams() {
                for &(a, b) in &seam.pairs {
                    if board.is_step(a, b) {
                        assert_eq!(board.seam_between(a, b), Some(seam.id));
                    }
                }
            }
            assert!(!board.caves().is_empty(), "{id} has caves");
        }
    }

    #[test]
    fn a_text_board_gives_neighbours_seams_and_caves() {
        let b =
            Board::from_map(Map::from_rows(&["S1 J1 J2/1 FJ/1", "M  C  R1/1"]).unwrap()).unwrap();
        let j1 = b.space_at(Hex::new(1, 0)).unwrap();
        let j2 = b.space_at(Hex::new(2, 0)).unwrap();
        assert_eq!(b.seam_between(j1, j2), Some(SeamId::new(0)));
        // Start and mountains are never entered.
        let s1 = b.start_space(1).unwrap();
        assert!(!b.is_step(j1, s1));
        assert_eq!(b.caves().len(), 1);
        assert_ne!(b.cave_mask(j1) & 1, 0);
        assert_eq!(b.depth(j2), 1);
        assert_eq!(b.seam_depth(SeamId::new(0)), 0);
        assert_eq!((b.terrain(j2), b.power(j2)), (Terrain::Jungle, 2));
        assert_eq!(b.power(s1), 0);
    }
}
