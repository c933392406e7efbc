//! What the analysis reads from a course: its spaces, their neighbours, the pieces
//! and the blockade on each seam. Built from a [`Map`] in one place, so the graph
//! has a single source of truth; tests may repaint spaces of a real course to get
//! terrain no printed piece offers.

use std::collections::HashMap;

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
    pub neighbours: Vec<Vec<SpaceId>>,
    pub pieces: Vec<PieceInfo>,
    pub seams: Vec<SeamInfo>,
    seam_of: HashMap<(PieceIdx, PieceIdx), SeamId>,
    index: HashMap<Hex, SpaceId>,
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
        let neighbours = map.spaces().iter().map(|s| map.neighbours(s.id).to_vec()).collect();
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
        let mut seam_of = HashMap::new();
        for (id, s) in seams.iter().enumerate() {
            seam_of.insert((s.pieces[0], s.pieces[1]), id);
            seam_of.insert((s.pieces[1], s.pieces[0]), id);
        }
        let index = map.spaces().iter().map(|s| (s.hex, s.id)).collect();
        Layout { cells, neighbours, pieces, seams, seam_of, index }
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
        self.index.get(&h).copied()
    }
    /// The seam crossed stepping from one space to a neighbour, if any.
    pub fn seam_crossed(&self, a: SpaceId, b: SpaceId) -> Option<SeamId> {
        let (pa, pb) = (self.cells[a].piece, self.cells[b].piece);
        if pa == pb { None } else { self.seam_of.get(&(pa, pb)).copied() }
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
