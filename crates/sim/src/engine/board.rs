//! The course as the rules engine sees it: compact per-space arrays (terrain,
//! power, neighbours as fixed arrays, the seam crossed on each neighbour edge,
//! adjacent caves) and distance tables to El Dorado, built once per course and
//! shared by every game through an `Arc`.

use std::collections::{BinaryHeap, HashMap, VecDeque};

use eldorado_core::catalog::Terrain;
use eldorado_core::hex::{Hex, NEIGHBOUR_OFFSETS};
use eldorado_core::map::Map;

/// A space of the board. Same numbering as [`eldorado_core::map::SpaceId`].
pub type Sp = u16;
/// A seam (border between two pieces). Same numbering as [`eldorado_core::map::SeamId`].
pub type SeamIdx = u8;

pub const NO_SPACE: Sp = Sp::MAX;
pub const NO_SEAM: SeamIdx = SeamIdx::MAX;
/// Distance of a space from which El Dorado cannot be reached.
pub const UNREACHABLE: u16 = u16::MAX;
/// Caves tracked per space (a course has at most 9 cave piles anyway).
pub const MAX_CAVES: usize = 64;

/// One space for [`Board::from_specs`]: what tests and tools use to build small boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpaceSpec {
    pub hex: Hex,
    pub terrain: Terrain,
    /// Number of symbols; ignored for mountains and start spaces.
    pub power: u8,
    pub start: Option<u8>,
    pub finish: bool,
    pub cave: bool,
    /// Spaces on different pieces are separated by a seam, where a blockade may stand.
    pub piece: u16,
}

impl SpaceSpec {
    pub fn new(hex: Hex, terrain: Terrain, power: u8) -> Self {
        SpaceSpec { hex, terrain, power, start: None, finish: false, cave: false, piece: 0 }
    }
}

/// Why a board can't be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("the course has {0} spaces; the simulator handles at most 65,534")]
    TooManySpaces(usize),
    #[error("the course has {0} seams; the simulator handles at most 254")]
    TooManySeams(usize),
    #[error("the course has no finishing space")]
    NoFinish,
    #[error("the course has no start space")]
    NoStart,
    #[error("two spaces are at the same hex {0:?}")]
    DuplicateHex(Hex),
}

/// Per-route requirements: machete, paddle and coin power, rubble and base-camp cards.
pub type RouteNeed = [u8; 5];

/// The neighbours of one landscape terrain: (space, seam crossed or `NO_SEAM`).
#[derive(Debug, Clone, Copy, Default)]
pub struct LandEdges {
    pub len: u8,
    pub edges: [(Sp, SeamIdx); 6],
}

impl LandEdges {
    #[inline]
    pub fn as_slice(&self) -> &[(Sp, SeamIdx)] {
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

/// What the movement search reads of a space, packed in 4 bytes so that one
/// load brings it in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub terrain: Terrain,
    pub power: u8,
    /// [`Board::dist`].
    pub dist: u16,
}

#[derive(Debug, Clone)]
pub struct Board {
    hex: Vec<Hex>,
    cells: Vec<Cell>,
    terrain: Vec<Terrain>,
    power: Vec<u8>,
    finish: Vec<bool>,
    /// Enterable neighbours (no mountains, no start spaces), padded with `NO_SPACE`.
    neighbours: Vec<[Sp; 6]>,
    /// Seam crossed on each neighbour edge, `NO_SEAM` inside a piece.
    edge_seam: Vec<[SeamIdx; 6]>,
    /// Neighbours by landscape terrain (jungle, river, village) with the seam
    /// crossed, so that a movement search only looks at spaces it may enter.
    land: Vec<[LandEdges; 3]>,
    /// Bit i set when cave number i is next to the space.
    cave_mask: Vec<u64>,
    caves: Vec<Sp>,
    starts: Vec<(u8, Sp)>,
    finishes: Vec<Sp>,
    /// Seams crossed from the start board to the space's piece.
    depth: Vec<u8>,
    /// Depth of the piece on the start side of each seam.
    seam_depth: Vec<u8>,
    /// Weighted distance to El Dorado in half symbols (see [`Board::dist`]).
    dist: Vec<u16>,
    /// The same for a deck whose strongest machete, paddle and coin are capped
    /// (see [`Board::dist_for`]), indexed by [`cap_index`].
    capped: Vec<Vec<u16>>,
    /// Fewest spaces to El Dorado.
    steps: Vec<u16>,
    /// The next space on the cheapest route, `NO_SPACE` at the end.
    next: Vec<Sp>,
    route_need: Vec<RouteNeed>,
}

/// Extra cost, in half symbols, of a space stronger than the deck's best card.
pub const CAP_PENALTY: u16 = 10;
const CAP_TABLES: usize = 64;

/// Index of a cap table: each cap 1..=4 (higher counts as 4).
#[inline]
pub fn cap_index(caps: [u8; 3]) -> usize {
    let c = |x: u8| (x.clamp(1, 4) - 1) as usize;
    c(caps[0]) * 16 + c(caps[1]) * 4 + c(caps[2])
}

fn caps_of_index(i: usize) -> [u8; 3] {
    [(i / 16) as u8 + 1, (i / 4 % 4) as u8 + 1, (i % 4) as u8 + 1]
}

/// Cost of entering a space in half symbols, for the distance table: landscape
/// 2 per symbol, rubble 3 per card (cards are lost to movement), base camp 2 per card.
pub fn entry_cost(terrain: Terrain, power: u8) -> u16 {
    let p = power.max(1) as u16;
    match terrain {
        Terrain::Jungle | Terrain::River | Terrain::Village => 2 * p,
        Terrain::Rubble => 3 * p,
        Terrain::Basecamp => 2 * p,
        Terrain::Mountain | Terrain::Start => UNREACHABLE,
    }
}

impl Board {
    /// Builds the board of an assembled course. The map should be valid
    /// ([`Map::build`]); an invalid one gives an error or a board without a route.
    pub fn from_map(map: &Map) -> Result<Board, BoardError> {
        let specs: Vec<SpaceSpec> = map
            .spaces()
            .iter()
            .map(|s| SpaceSpec {
                hex: s.hex,
                terrain: s.terrain,
                power: s.power.unwrap_or(0),
                start: s.start,
                finish: s.finish,
                cave: s.cave,
                piece: s.piece as u16,
            })
            .collect();
        if map.seams().len() > 254 {
            return Err(BoardError::TooManySeams(map.seams().len()));
        }
        let seam_depth = map.seams().iter().map(|s| map.piece(s.pieces[0]).depth.unwrap_or(0).min(250) as u8).collect();
        let depth = map.spaces().iter().map(|s| map.piece(s.piece).depth.unwrap_or(0).min(250) as u8).collect();
        Board::build(&specs, |a, b| map.seam_crossed(a as usize, b as usize).map(|s| s as SeamIdx), depth, seam_depth)
    }

    /// Builds a board from an explicit list of spaces. Seams are numbered by the
    /// pair of pieces they separate, in order of the lower piece then the higher.
    pub fn from_specs(specs: &[SpaceSpec]) -> Result<Board, BoardError> {
        let mut index = HashMap::new();
        for (i, s) in specs.iter().enumerate() {
            if index.insert(s.hex, i).is_some() {
                return Err(BoardError::DuplicateHex(s.hex));
            }
        }
        let mut pairs: Vec<(u16, u16)> = Vec::new();
        for s in specs {
            for off in NEIGHBOUR_OFFSETS {
                if let Some(&j) = index.get(&(s.hex + off)) {
                    let (a, b) = (s.piece.min(specs[j].piece), s.piece.max(specs[j].piece));
                    if a != b && !pairs.contains(&(a, b)) {
                        pairs.push((a, b));
                    }
                }
            }
        }
        pairs.sort();
        if pairs.len() > 254 {
            return Err(BoardError::TooManySeams(pairs.len()));
        }
        // Piece depth by breadth-first search from the piece holding the start spaces.
        let pieces = specs.iter().map(|s| s.piece as usize + 1).max().unwrap_or(0);
        let mut piece_depth = vec![u8::MAX; pieces];
        if let Some(start) = specs.iter().find(|s| s.start.is_some()) {
            piece_depth[start.piece as usize] = 0;
            let mut queue = VecDeque::from([start.piece]);
            while let Some(p) = queue.pop_front() {
                for &(a, b) in &pairs {
                    let other = if a == p {
                        b
                    } else if b == p {
                        a
                    } else {
                        continue;
                    };
                    if piece_depth[other as usize] == u8::MAX {
                        piece_depth[other as usize] = piece_depth[p as usize] + 1;
                        queue.push_back(other);
                    }
                }
            }
        }
        let depth_of = |p: u16| match piece_depth[p as usize] {
            u8::MAX => 0,
            d => d,
        };
        let seam_depth = pairs.iter().map(|&(a, b)| depth_of(a).min(depth_of(b))).collect();
        let depth = specs.iter().map(|s| depth_of(s.piece)).collect();
        let seam = |x: Sp, y: Sp| {
            let (a, b) = (specs[x as usize].piece, specs[y as usize].piece);
            if a == b {
                return None;
            }
            pairs.iter().position(|&p| p == (a.min(b), a.max(b))).map(|i| i as SeamIdx)
        };
        Board::build(specs, seam, depth, seam_depth)
    }

    fn build(
        specs: &[SpaceSpec],
        seam: impl Fn(Sp, Sp) -> Option<SeamIdx>,
        depth: Vec<u8>,
        seam_depth: Vec<u8>,
    ) -> Result<Board, BoardError> {
        if specs.len() >= NO_SPACE as usize {
            return Err(BoardError::TooManySpaces(specs.len()));
        }
        let mut index = HashMap::with_capacity(specs.len());
        for (i, s) in specs.iter().enumerate() {
            if index.insert(s.hex, i as Sp).is_some() {
                return Err(BoardError::DuplicateHex(s.hex));
            }
        }
        let n = specs.len();
        let caves: Vec<Sp> = (0..n as Sp)
            .filter(|&i| specs[i as usize].cave && specs[i as usize].terrain == Terrain::Mountain)
            .collect();
        let mut board = Board {
            hex: specs.iter().map(|s| s.hex).collect(),
            cells: Vec::new(),
            terrain: specs.iter().map(|s| s.terrain).collect(),
            power: specs
                .iter()
                .map(|s| if s.terrain.is_enterable() && s.terrain != Terrain::Start { s.power.max(1) } else { 0 })
                .collect(),
            finish: specs.iter().map(|s| s.finish).collect(),
            neighbours: vec![[NO_SPACE; 6]; n],
            edge_seam: vec![[NO_SEAM; 6]; n],
            land: vec![[LandEdges::default(); 3]; n],
            cave_mask: vec![0; n],
            starts: Vec::new(),
            finishes: (0..n as Sp).filter(|&i| specs[i as usize].finish).collect(),
            caves,
            depth,
            seam_depth,
            dist: Vec::new(),
            capped: Vec::new(),
            steps: Vec::new(),
            next: Vec::new(),
            route_need: Vec::new(),
        };
        for (i, s) in specs.iter().enumerate() {
            let mut k = 0;
            for off in NEIGHBOUR_OFFSETS {
                let Some(&j) = index.get(&(s.hex + off)) else { continue };
                let t = specs[j as usize].terrain;
                if t == Terrain::Mountain || t == Terrain::Start {
                    continue;
                }
                board.neighbours[i][k] = j;
                let crossed = seam(i as Sp, j).unwrap_or(NO_SEAM);
                board.edge_seam[i][k] = crossed;
                if let Some(l) = land_index(t) {
                    let e = &mut board.land[i][l];
                    e.edges[e.len as usize] = (j, crossed);
                    e.len += 1;
                }
                k += 1;
            }
        }
        for (c, &cave) in board.caves.iter().enumerate().take(MAX_CAVES) {
            for off in NEIGHBOUR_OFFSETS {
                if let Some(&j) = index.get(&(specs[cave as usize].hex + off)) {
                    board.cave_mask[j as usize] |= 1 << c;
                }
            }
        }
        board.starts = specs.iter().enumerate().filter_map(|(i, s)| s.start.map(|n| (n, i as Sp))).collect();
        board.starts.sort();
        if board.finishes.is_empty() {
            return Err(BoardError::NoFinish);
        }
        if board.starts.is_empty() {
            return Err(BoardError::NoStart);
        }
        board.compute_distances();
        board.cells =
            (0..n).map(|i| Cell { terrain: board.terrain[i], power: board.power[i], dist: board.dist[i] }).collect();
        Ok(board)
    }

    /// Dijkstra backwards from the finishing spaces over enterable spaces, with
    /// `cost(t)` the price of stepping into `t`. Returns distances and, for each
    /// space, the next space of its cheapest route.
    fn dijkstra(&self, into: &[Vec<Sp>], cost: impl Fn(Sp) -> u16) -> (Vec<u16>, Vec<Sp>) {
        let n = self.len();
        let mut dist = vec![UNREACHABLE; n];
        let mut next = vec![NO_SPACE; n];
        let mut heap = BinaryHeap::new();
        for &f in &self.finishes {
            dist[f as usize] = 0;
            heap.push(std::cmp::Reverse((0u16, f)));
        }
        while let Some(std::cmp::Reverse((d, t))) = heap.pop() {
            if d > dist[t as usize] {
                continue;
            }
            let c = cost(t);
            for &s in &into[t as usize] {
                if self.finish[s as usize] {
                    continue;
                }
                let nd = d.saturating_add(c);
                if nd < dist[s as usize] || (nd == dist[s as usize] && t < next[s as usize]) {
                    dist[s as usize] = nd;
                    next[s as usize] = t;
                    heap.push(std::cmp::Reverse((nd, s)));
                }
            }
        }
        (dist, next)
    }

    fn compute_distances(&mut self) {
        let n = self.len();
        // Reverse adjacency: `s` can step into `t` when t is in s's neighbour list.
        let mut into: Vec<Vec<Sp>> = vec![Vec::new(); n];
        for s in 0..n {
            for &t in self.neighbours_of(s as Sp) {
                into[t as usize].push(s as Sp);
            }
        }
        let (dist, next) = self.dijkstra(&into, |t| entry_cost(self.terrain[t as usize], self.power[t as usize]));
        self.dist = dist;
        self.next = next;
        self.capped = (0..CAP_TABLES)
            .map(|i| {
                let caps = caps_of_index(i);
                self.dijkstra(&into, |t| {
                    let (terrain, power) = (self.terrain[t as usize], self.power[t as usize]);
                    let over = match terrain {
                        Terrain::Jungle => power > caps[0],
                        Terrain::River => power > caps[1],
                        Terrain::Village => power > caps[2],
                        _ => false,
                    };
                    entry_cost(terrain, power) + if over { CAP_PENALTY } else { 0 }
                })
                .0
            })
            .collect();
        self.steps = vec![UNREACHABLE; n];
        let mut queue: VecDeque<Sp> = self.finishes.iter().copied().collect();
        for &f in &self.finishes {
            self.steps[f as usize] = 0;
        }
        while let Some(t) = queue.pop_front() {
            for &s in &into[t as usize] {
                if self.steps[s as usize] == UNREACHABLE && !self.finish[s as usize] {
                    self.steps[s as usize] = self.steps[t as usize] + 1;
                    queue.push_back(s);
                }
            }
        }
        // Requirements along each cheapest route, summed by following `next`.
        let mut order: Vec<Sp> = (0..n as Sp).filter(|&s| self.dist[s as usize] != UNREACHABLE).collect();
        order.sort_by_key(|&s| self.dist[s as usize]);
        self.route_need = vec![[0; 5]; n];
        for s in order {
            let t = self.next[s as usize];
            if t == NO_SPACE {
                continue;
            }
            let mut need = self.route_need[t as usize];
            let p = self.power[t as usize];
            let slot = match self.terrain[t as usize] {
                Terrain::Jungle => 0,
                Terrain::River => 1,
                Terrain::Village => 2,
                Terrain::Rubble => 3,
                _ => 4,
            };
            need[slot] = need[slot].saturating_add(p);
            self.route_need[s as usize] = need;
        }
    }

    // ---- reading the board -----------------------------------------------------

    #[inline]
    pub fn len(&self) -> usize {
        self.hex.len()
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.hex.is_empty()
    }
    /// The neighbours of `s` with a landscape terrain (see [`land_index`]).
    #[inline]
    pub fn land_edges(&self, s: Sp, land: usize) -> &[(Sp, SeamIdx)] {
        self.land[s as usize][land].as_slice()
    }
    /// Terrain, power and distance of a space at once.
    #[inline]
    pub fn cell(&self, s: Sp) -> Cell {
        self.cells[s as usize]
    }
    #[inline]
    pub fn hex(&self, s: Sp) -> Hex {
        self.hex[s as usize]
    }
    #[inline]
    pub fn terrain(&self, s: Sp) -> Terrain {
        self.terrain[s as usize]
    }
    /// Number of symbols; 0 for mountains and start spaces.
    #[inline]
    pub fn power(&self, s: Sp) -> u8 {
        self.power[s as usize]
    }
    #[inline]
    pub fn is_finish(&self, s: Sp) -> bool {
        self.finish[s as usize]
    }
    /// Spaces a piece on `s` may step into (mountains and start spaces left out).
    #[inline]
    pub fn neighbours_of(&self, s: Sp) -> &[Sp] {
        let row = &self.neighbours[s as usize];
        let k = row.iter().position(|&x| x == NO_SPACE).unwrap_or(6);
        &row[..k]
    }
    /// Raw neighbour row and the seam crossed on each edge, for hot loops.
    #[inline]
    pub fn edges(&self, s: Sp) -> (&[Sp; 6], &[SeamIdx; 6]) {
        (&self.neighbours[s as usize], &self.edge_seam[s as usize])
    }
    /// Each neighbour of `s` with the seam crossed to reach it (`NO_SEAM`
    /// inside a piece): the loop every rule and bot walks.
    #[inline]
    pub fn exits(&self, s: Sp) -> impl Iterator<Item = (Sp, SeamIdx)> + '_ {
        let (ns, seams) = self.edges(s);
        ns.iter().copied().zip(seams.iter().copied()).take_while(|&(n, _)| n != NO_SPACE)
    }
    /// The seam crossed stepping from `a` into its neighbour `b`, if any.
    #[inline]
    pub fn seam_between(&self, a: Sp, b: Sp) -> Option<SeamIdx> {
        let (ns, seams) = self.edges(a);
        ns.iter().position(|&x| x == b).and_then(|i| (seams[i] != NO_SEAM).then_some(seams[i]))
    }
    /// Whether `b` is a space a piece on `a` may step into.
    #[inline]
    pub fn is_step(&self, a: Sp, b: Sp) -> bool {
        self.neighbours[a as usize].contains(&b) && b != NO_SPACE
    }
    /// Whether `s` touches the seam (has a neighbour across it).
    pub fn touches_seam(&self, s: Sp, seam: SeamIdx) -> bool {
        self.exits(s).any(|(_, x)| x == seam)
    }
    /// Caves (by index into [`Board::caves`]) next to a space, as a bit mask.
    #[inline]
    pub fn cave_mask(&self, s: Sp) -> u64 {
        self.cave_mask[s as usize]
    }
    /// Cave mountains, in space order (nearest the start first on official courses).
    pub fn caves(&self) -> &[Sp] {
        &self.caves
    }
    /// Start spaces as (number, space), by number.
    pub fn starts(&self) -> &[(u8, Sp)] {
        &self.starts
    }
    pub fn start_space(&self, number: u8) -> Option<Sp> {
        self.starts.iter().find(|(n, _)| *n == number).map(|&(_, s)| s)
    }
    pub fn finishes(&self) -> &[Sp] {
        &self.finishes
    }
    /// Seams crossed from the start board to this space's piece.
    #[inline]
    pub fn depth(&self, s: Sp) -> u8 {
        self.depth[s as usize]
    }
    /// Depth of the start-side piece of a seam.
    #[inline]
    pub fn seam_depth(&self, seam: SeamIdx) -> u8 {
        self.seam_depth.get(seam as usize).copied().unwrap_or(0)
    }
    pub fn seam_count(&self) -> usize {
        self.seam_depth.len()
    }
    /// Weighted distance to El Dorado in half symbols: each landscape symbol counts
    /// 2, each rubble card 3, each base-camp card 2; blockades are not included.
    /// [`UNREACHABLE`] where no route exists.
    #[inline]
    pub fn dist(&self, s: Sp) -> u16 {
        self.dist[s as usize]
    }
    /// Like [`Board::dist`] for a deck whose strongest card of each symbol
    /// (machete, paddle, coin; jokers count for all) has the given power: a
    /// landscape space beyond it costs [`CAP_PENALTY`] more, since the player
    /// must first buy a stronger card or use a Native.
    #[inline]
    pub fn dist_for(&self, caps: [u8; 3]) -> &[u16] {
        &self.capped[cap_index(caps)]
    }
    /// Fewest steps to El Dorado, [`UNREACHABLE`] where no route exists.
    #[inline]
    pub fn steps(&self, s: Sp) -> u16 {
        self.steps[s as usize]
    }
    /// The next space on the cheapest route from `s`.
    pub fn next_on_route(&self, s: Sp) -> Option<Sp> {
        let t = self.next[s as usize];
        (t != NO_SPACE).then_some(t)
    }
    /// What the cheapest route from `s` demands: machete, paddle, coin power,
    /// rubble cards and base-camp cards.
    #[inline]
    pub fn route_need(&self, s: Sp) -> RouteNeed {
        self.route_need[s as usize]
    }
    /// Looks a space up by its hex.
    pub fn space_at(&self, h: Hex) -> Option<Sp> {
        self.hex.iter().position(|&x| x == h).map(|i| i as Sp)
    }
}

/// A compact text form for small test boards: one line per row `r`, tokens
/// separated by spaces at `q = column`. Tokens: `..` nothing, `M` mountain,
/// `C` cave, `S1`–`S4` start, `J2` jungle 2, `R1` river 1, `V3` village 3,
/// `G2` rubble 2, `B1` base camp 1, `FJ`/`FR` finishing jungle/river (power 1).
/// A suffix `/n` puts the space on piece `n` (default 0).
pub fn specs_from_rows(rows: &[&str]) -> Result<Vec<SpaceSpec>, String> {
    let mut out = Vec::new();
    for (r, line) in rows.iter().enumerate() {
        for (q, token) in line.split_whitespace().enumerate() {
            let (code, piece) = match token.split_once('/') {
                Some((c, p)) => (c, p.parse::<u16>().map_err(|_| format!("bad piece in {token:?}"))?),
                None => (token, 0),
            };
            if code == ".." {
                continue;
            }
            let hex = Hex::new(q as i32, r as i32);
            let mut spec = SpaceSpec::new(hex, Terrain::Jungle, 1);
            spec.piece = piece;
            let (kind, num) = code.split_at(1);
            let n: u8 = num.parse().unwrap_or(0);
            match kind {
                "M" => spec.terrain = Terrain::Mountain,
                "C" => {
                    spec.terrain = Terrain::Mountain;
                    spec.cave = true;
                }
                "S" => {
                    spec.terrain = Terrain::Start;
                    spec.start = Some(n);
                }
                "J" => spec.terrain = Terrain::Jungle,
                "R" => spec.terrain = Terrain::River,
                "V" => spec.terrain = Terrain::Village,
                "G" => spec.terrain = Terrain::Rubble,
                "B" => spec.terrain = Terrain::Basecamp,
                "F" => {
                    spec.finish = true;
                    spec.terrain = if num == "R" { Terrain::River } else { Terrain::Jungle };
                }
                _ => return Err(format!("unknown space code {token:?}")),
            }
            if matches!(kind, "J" | "R" | "V" | "G" | "B") {
                if !(1..=4).contains(&n) {
                    return Err(format!("power must be 1-4 in {token:?}"));
                }
                spec.power = n;
            }
            out.push(spec);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn official_courses_have_a_route_from_every_start() {
        for (id, course) in official::all() {
            let map = Map::build(&course).unwrap();
            let board = Board::from_map(&map).unwrap();
            assert_eq!(board.len(), map.spaces().len());
            for &(n, s) in board.starts() {
                assert!(board.dist(s) < UNREACHABLE, "{id}: start {n}");
                assert!(board.steps(s) >= 10, "{id}");
            }
            for &f in board.finishes() {
                assert_eq!(board.dist(f), 0);
            }
            // Seams agree with the map's.
            for seam in map.seams() {
                for &(a, b) in &seam.pairs {
                    let (a, b) = (a as Sp, b as Sp);
                    if board.is_step(a, b) {
                        assert_eq!(board.seam_between(a, b), Some(seam.id as SeamIdx));
                    }
                }
            }
            assert!(!board.caves().is_empty(), "{id} has caves");
        }
    }

    #[test]
    fn row_format_builds_neighbours_and_seams() {
        let specs = specs_from_rows(&["S1 J1 J2/1 FJ/1", "M  C  R1/1"]).unwrap();
        let b = Board::from_specs(&specs).unwrap();
        let j1 = b.space_at(Hex::new(1, 0)).unwrap();
        let j2 = b.space_at(Hex::new(2, 0)).unwrap();
        assert_eq!(b.seam_between(j1, j2), Some(0));
        // Start and mountains are never entered.
        let s1 = b.start_space(1).unwrap();
        assert!(!b.is_step(j1, s1));
        assert_eq!(b.caves().len(), 1);
        assert_ne!(b.cave_mask(j1) & 1, 0);
        assert_eq!(b.dist(j2), 2);
        assert_eq!(b.dist(j1), 6);
        assert_eq!(b.route_need(j1), [3, 0, 0, 0, 0]);
        assert_eq!(b.depth(j2), 1);
        assert_eq!(b.seam_depth(0), 0);
    }
}
