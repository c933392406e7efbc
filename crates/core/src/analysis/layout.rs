//! What the analysis reads from a course: its spaces, their neighbours, the pieces
//! and the blockade on each seam. Built from a [`Map`] in one place, so the graph
//! has a single source of truth; tests may repaint spaces of a real course to get
//! terrain no printed piece offers.

use crate::catalog::{PieceKind, Terrain};
use crate::course::BlockadeChoice;
use crate::hex::{self, Hex};
use crate::map::{Map, PieceIdx, SeamId, SpaceId};

/// One space as the analysis sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    pub hex: Hex,
    pub terrain: Terrain,
    /// 1..=4 for landscape, rubble and base camp; `None` for mountains and start spaces.
    pub power: Option<u8>,
    pub piece: PieceIdx,
    pub start: Option<u8>,
    pub finish: bool,
    pub cave: bool,
}

impl Cell {
    pub fn is_enterable(&self) -> bool {
        self.terrain.is_enterable()
    }
    /// "jungle 2", "rubble 1", "start", "mountain": what the space is, without an
    /// allocation (routes list one per leg).
    pub fn label(&self) -> &'static str {
        const NAMES: [[&str; 4]; 5] = [
            ["jungle 1", "jungle 2", "jungle 3", "jungle 4"],
            ["river 1", "river 2", "river 3", "river 4"],
            ["village 1", "village 2", "village 3", "village 4"],
            ["rubble 1", "rubble 2", "rubble 3", "rubble 4"],
            ["basecamp 1", "basecamp 2", "basecamp 3", "basecamp 4"],
        ];
        let row = match self.terrain {
            Terrain::Jungle => 0,
            Terrain::River => 1,
            Terrain::Village => 2,
            Terrain::Rubble => 3,
            Terrain::Basecamp => 4,
            Terrain::Mountain => return "mountain",
            Terrain::Start => return "start",
        };
        NAMES[row][usize::from(self.power.unwrap_or(1).clamp(1, 4) - 1)]
    }
    /// "jungle 2", "start 3", "mountain (cave)".
    pub fn describe(&self) -> String {
        match (self.terrain, self.power, self.start) {
            (Terrain::Start, _, Some(n)) => format!("start {n}"),
            (Terrain::Mountain, _, _) if self.cave => "mountain (cave)".into(),
            (t, Some(p), _) => format!("{t} {p}"),
            (t, None, _) => t.to_string(),
        }
    }
}

/// A placed piece as the analysis sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct PieceInfo {
    pub id: String,
    pub label: String,
    pub kind: PieceKind,
    /// Seams from the start board; `None` when the piece is cut off.
    pub depth: Option<usize>,
    pub spaces: Vec<SpaceId>,
}

/// A seam between two touching pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeamInfo {
    /// "B–C".
    pub name: String,
    pub pieces: [PieceIdx; 2],
    pub pairs: Vec<(SpaceId, SpaceId)>,
    pub blockade: Option<BlockadeChoice>,
}

/// The course as a graph input: space ids are those of the map it came from.
#[derive(Debug, Clone)]
pub struct Layout {
    pub cells: Vec<Cell>,
    pub pieces: Vec<PieceInfo>,
    pub seams: Vec<SeamInfo>,
    /// Neighbour lists, flat: those of space `s` are `adjacent[start[s]..start[s + 1]]`.
    adjacent: Vec<SpaceId>,
    start: Vec<usize>,
    /// seam_of[a * pieces + b] for touching pieces a and b.
    seam_of: Vec<Option<SeamId>>,
    /// Space ids on a dense grid over the bounding box (analyses look hexes up often).
    grid: Grid,
}

#[derive(Debug, Clone, Default)]
struct Grid {
    min: (i32, i32),
    width: i32,
    height: i32,
    cells: Vec<Option<SpaceId>>,
}

impl Grid {
    fn slot(&self, h: Hex) -> Option<usize> {
        let (x, y) = (h.x - self.min.0, h.y - self.min.1);
        (x >= 0 && y >= 0 && x < self.width && y < self.height).then(|| (y * self.width + x) as usize)
    }
    fn get(&self, h: Hex) -> Option<SpaceId> {
        self.slot(h).and_then(|i| self.cells[i])
    }
}

impl Layout {
    pub fn from_map(map: &Map) -> Layout {
        let cells = map
            .spaces()
            .iter()
            .map(|s| Cell {
                hex: s.hex,
                terrain: s.terrain,
                power: s.power,
                piece: s.piece,
                start: s.start,
                finish: s.finish,
                cave: s.cave,
            })
            .collect();
        let mut adjacent = Vec::with_capacity(map.spaces().len() * 6);
        let mut start = Vec::with_capacity(map.spaces().len() + 1);
        for s in map.spaces() {
            start.push(adjacent.len());
            adjacent.extend_from_slice(map.neighbours(s.id));
        }
        start.push(adjacent.len());
        let pieces = map
            .pieces()
            .iter()
            .map(|p| PieceInfo { id: p.id.clone(), label: p.label.clone(), kind: p.kind, depth: p.depth, spaces: p.spaces.clone() })
            .collect();
        let seams: Vec<SeamInfo> = map
            .seams()
            .iter()
            .map(|s| SeamInfo { name: map.seam_name(s.id), pieces: s.pieces, pairs: s.pairs.clone(), blockade: s.blockade })
            .collect();
        let n: usize = map.pieces().len();
        let mut seam_of = vec![None; n * n];
        for (id, s) in seams.iter().enumerate() {
            let [a, b] = s.pieces;
            if a < n && b < n {
                seam_of[a * n + b] = Some(id);
                seam_of[b * n + a] = Some(id);
            }
        }
        let grid = match map.bounds() {
            Some((q0, r0, q1, r1)) => {
                let (width, height) = (q1 - q0 + 1, r1 - r0 + 1);
                let mut g = Grid { min: (q0, r0), width, height, cells: vec![None; (width * height) as usize] };
                for s in map.spaces() {
                    if let Some(i) = g.slot(s.hex) {
                        g.cells[i] = Some(s.id);
                    }
                }
                g
            }
            None => Grid::default(),
        };
        Layout { cells, pieces, seams, adjacent, start, seam_of, grid }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
    pub fn cell(&self, id: SpaceId) -> &Cell {
        &self.cells[id]
    }
    pub fn id_at(&self, h: Hex) -> Option<SpaceId> {
        self.grid.get(h)
    }
    /// Every space next to a space, mountains included.
    pub fn neighbours(&self, s: SpaceId) -> &[SpaceId] {
        &self.adjacent[self.start[s]..self.start[s + 1]]
    }
    /// Where neighbour `b` of `a` sits in the flat neighbour lists: a dense index
    /// for the ordered pair, below [`Layout::slots`].
    pub fn slot(&self, a: SpaceId, b: SpaceId) -> Option<usize> {
        self.neighbours(a).iter().position(|&x| x == b).map(|i| self.start[a] + i)
    }
    /// How many (space, neighbour) pairs there are.
    pub fn slots(&self) -> usize {
        self.adjacent.len()
    }
    /// The seam crossed stepping from one space to a neighbour, if any.
    pub fn seam_crossed(&self, a: SpaceId, b: SpaceId) -> Option<SeamId> {
        let (pa, pb, n) = (self.cells[a].piece, self.cells[b].piece, self.pieces.len());
        if pa == pb || pa >= n || pb >= n { None } else { self.seam_of[pa * n + pb] }
    }
    /// Start spaces as (number, space), by number.
    pub fn starts(&self) -> Vec<(u8, SpaceId)> {
        let mut v: Vec<(u8, SpaceId)> = self.cells.iter().enumerate().filter_map(|(i, c)| c.start.map(|n| (n, i))).collect();
        v.sort();
        v
    }
    pub fn finishes(&self) -> Vec<SpaceId> {
        (0..self.cells.len()).filter(|&i| self.cells[i].finish).collect()
    }
    /// Where a piece's spaces sit on screen (unit hex size): the mean of their centres.
    pub fn piece_centre(&self, piece: PieceIdx) -> Option<(f32, f32)> {
        let spaces = &self.pieces.get(piece)?.spaces;
        if spaces.is_empty() {
            return None;
        }
        let (sx, sy) = spaces.iter().map(|&s| hex::to_pixel(self.cells[s].hex, 1.0)).fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
        Some((sx / spaces.len() as f32, sy / spaces.len() as f32))
    }

    /// Repaints a space, for building test courses that no printed piece offers.
    /// Mountains get no power (and stop being start or finishing spaces); other
    /// terrains take `power`, clamped to 1..=4.
    pub fn paint(&mut self, h: Hex, terrain: Terrain, power: u8) {
        if let Some(id) = self.id_at(h) {
            let c = &mut self.cells[id];
            c.terrain = terrain;
            c.power = match terrain {
                Terrain::Mountain | Terrain::Start => None,
                _ => Some(power.clamp(1, 4)),
            };
            if terrain == Terrain::Mountain {
                c.start = None;
                c.finish = false;
            } else {
                c.cave = false;
            }
        }
    }
}
