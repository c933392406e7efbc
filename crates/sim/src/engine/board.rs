//! The course as the rules engine sees it: the assembled [`Map`] (spaces,
//! seams, piece depth), and the engine's own tables derived from it — packed
//! cells, enterable neighbours as fixed arrays with the map's seam on each
//! edge, adjacent caves, distance tables to El Dorado — built once per course
//! and shared by every game through an `Arc`.

use std::collections::VecDeque;
use std::sync::{Arc, OnceLock};

use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::hex::Hex;
use eldorado_core::map::Map;

/// A space of the board. Same numbering as [`eldorado_core::map::SpaceId`].
pub type Sp = u16;
/// A seam (border between two pieces). Same numbering as [`eldorado_core::map::SeamId`].
pub type SeamIdx = u8;

/// No space: the end of a list, or a move off the board.
pub const NO_SPACE: Sp = Sp::MAX;
/// No seam: a step that crosses none.
pub const NO_SEAM: SeamIdx = SeamIdx::MAX;
/// Distance of a space from which El Dorado cannot be reached.
pub const UNREACHABLE: u16 = u16::MAX;
/// Caves tracked per space (a course has at most 9 cave piles anyway).
pub const MAX_CAVES: usize = 64;

/// Why a board can't be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The course has more spaces than a space index can hold.
    #[error("the course has {0} spaces; the simulator handles at most 65,534")]
    TooManySpaces(usize),
    /// The course has more seams than a seam index can hold.
    #[error("the course has {0} seams; the simulator handles at most 254")]
    TooManySeams(usize),
    /// The course has no El Dorado space.
    #[error("the course has no finishing space")]
    NoFinish,
    /// The course has no start space.
    #[error("the course has no start space")]
    NoStart,
}

/// Per-route requirements: machete, paddle and coin power, rubble and base-camp cards.
pub type RouteNeed = [u8; 5];

/// The neighbours of one landscape terrain: (space, seam crossed or `NO_SEAM`).
#[derive(Debug, Clone, Copy, Default)]
pub struct LandEdges {
    /// How many of `edges` are used.
    pub len: u8,
    /// (neighbour, seam crossed or `NO_SEAM`).
    pub edges: [(Sp, SeamIdx); 6],
}

impl LandEdges {
    /// The used edges.
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
pub struct PackedCell {
    /// The space's terrain.
    pub terrain: Terrain,
    /// Its power (0 for mountains and start spaces).
    pub power: u8,
    /// [`Board::dist`].
    pub dist: u16,
}

/// A course as the engine plays it: spaces by index, neighbours, distance tables.
#[derive(Debug, Clone)]
pub struct Board {
    map: Arc<Map>,
    /// Terrain, power (0 for mountains and start spaces) and distance.
    cells: Vec<PackedCell>,
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
    /// The caves next to the space across a seam: (cave number, seam).
    caves_across: Vec<Vec<(u8, SeamIdx)>>,
    caves: Vec<Sp>,
    starts: Vec<(u8, Sp)>,
    finishes: Vec<Sp>,
    /// The map's piece depth of each space (seams crossed from the start board).
    depth: Vec<u8>,
    /// The map's depth of the piece on the start side of each seam.
    seam_depth: Vec<u8>,
    /// Weighted distance to El Dorado in half symbols (see [`Board::dist`]).
    dist: Vec<u16>,
    /// The same for a deck whose strongest machete, paddle and coin are capped
    /// (see [`Board::dist_for`]), indexed by [`cap_index`]. Worked out when
    /// first asked for: a game meets a few dozen of the 125.
    capped: Vec<OnceLock<CappedTable>>,
    /// For each cap table, each space's cheapest route: the next space and
    /// what the whole route demands (see [`Board::route_demand`]). Worked out
    /// once per course, since the bots ask for it every turn.
    capped_routes: Vec<OnceLock<Box<[RouteStep]>>>,
    /// The spaces from which a piece may step into each space (start spaces
    /// included): the reverse of `neighbours`, for searches from El Dorado.
    entered_from: Vec<Vec<Sp>>,
    /// The seams a blockade may stand on (the course's blockade seams), by
    /// slot: bit `i` of [`RouteStep::blockades`] is `blockade_seams[i]`.
    blockade_seams: Vec<SeamIdx>,
    /// Fewest spaces to El Dorado.
    steps: Vec<u16>,
    /// The next space on the cheapest route, `NO_SPACE` at the end.
    next: Vec<Sp>,
    route_need: Vec<RouteNeed>,
    /// The cards all the course's base camps ask for, together.
    camp_cards: usize,
    /// The fewest base-camp cards on any way from each space to El Dorado
    /// ([`UNREACHABLE`] where there is none).
    fewest_camp_cards: Vec<u16>,
    /// What the next [`NEAR_SPACES`] spaces of each space's cheapest route
    /// ask (see [`Board::near_need`]).
    near_need: Vec<[u32; 3]>,
}

/// What [`Board::dijkstra`] works out.
struct Settled {
    /// Each space's distance to El Dorado.
    dist: Vec<u16>,
    /// The next space of each space's cheapest route.
    next: Vec<Sp>,
    /// The spaces with a distance, nearest first.
    order: Vec<Sp>,
}

/// A distance table for capped decks (see [`Board::dist_for`]).
#[derive(Debug, Clone)]
struct CappedTable {
    dist: Box<[u16]>,
    /// The spaces with a distance, nearest first.
    order: Box<[Sp]>,
}

/// The buckets of [`Board::dijkstra`]: a stack of spaces per bucket, linked
/// through one pool of entries (the space and the entry below it).
struct Ring {
    pool: Vec<(Sp, u32)>,
    tops: [u32; RING],
}

impl Ring {
    /// Below the bottom entry of a bucket.
    const BOTTOM: u32 = u32::MAX;

    fn with_capacity(entries: usize) -> Self {
        Ring { pool: Vec::with_capacity(entries), tops: [Self::BOTTOM; RING] }
    }

    #[inline]
    fn push(&mut self, bucket: usize, s: Sp) {
        self.pool.push((s, self.tops[bucket]));
        self.tops[bucket] = (self.pool.len() - 1) as u32;
    }

    #[inline]
    fn pop(&mut self, bucket: usize) -> Option<Sp> {
        let (s, below) = *self.pool.get(self.tops[bucket] as usize)?;
        self.tops[bucket] = below;
        Some(s)
    }
}

/// One space's cheapest route for a deck (see [`Board::next_for`] and
/// [`Board::route_demand`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RouteStep {
    next: Sp,
    /// The highest machete, paddle and coin power of the spaces entered.
    most: [u8; 3],
    /// Blockade seams crossed, by slot of [`Board::blockade_seams`].
    pub(crate) blockades: u32,
    /// The most cards a rubble or base camp on the way asks for.
    cards: u8,
    /// The cards the base camps on the way take out of the deck, together.
    camps: u8,
    /// Whether a piece on the space could never leave it with the deck's
    /// cards: no neighbour (the way back included) it can pay.
    pub(crate) trap: bool,
}

/// What a cheapest route demands (see [`Board::route_demand`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RouteDemand {
    /// The highest machete, paddle and coin power of the spaces it enters.
    pub most: [u8; 3],
    /// The seams it crosses that may hold a blockade; `None` when the course
    /// has more blockade seams than the mask holds (then walk the route with
    /// [`Board::next_for`]).
    pub blockade_seams: Option<u32>,
    /// The most cards a rubble or base camp on it asks for at once.
    pub cards: u8,
    /// The cards its base camps take out of the deck, together.
    pub camps: u8,
}

/// Most blockade seams a route mask holds.
const MASK_SEAMS: usize = 32;

/// Buckets of the distance searches: more than the dearest step (a rubble 4
/// beyond the deck's cards, 12 + [`CAP_PENALTY`]).
const RING: usize = 64;

/// Spaces ahead that [`Board::near_need`] looks at.
pub const NEAR_SPACES: usize = 8;

/// Extra cost, in half symbols, of a space stronger than the deck's best card.
pub const CAP_PENALTY: u16 = 10;
/// Caps 0 (no card of the symbol) to 4 (higher counts as 4), for each symbol.
const CAP_VALUES: usize = 5;
const CAP_TABLES: usize = CAP_VALUES * CAP_VALUES * CAP_VALUES;

/// Index of a cap table: each cap 0..=4 (higher counts as 4).
#[inline]
pub fn cap_index(caps: [u8; 3]) -> usize {
    let c = |x: u8| x.min(4) as usize;
    (c(caps[0]) * CAP_VALUES + c(caps[1])) * CAP_VALUES + c(caps[2])
}

fn caps_of_index(i: usize) -> [u8; 3] {
    let n = CAP_VALUES;
    [(i / (n * n)) as u8, (i / n % n) as u8, (i % n) as u8]
}

/// Cost of entering a space for a deck whose strongest machete, paddle and
/// coin cards have the powers `caps`: [`entry_cost`], plus [`CAP_PENALTY`]
/// for a landscape space stronger than the deck's best card of its symbol.
#[inline]
pub fn capped_entry_cost(cell: PackedCell, caps: [u8; 3]) -> u16 {
    let over = land_index(cell.terrain).is_some_and(|i| cell.power > caps[i]);
    entry_cost(cell.terrain, cell.power) + if over { CAP_PENALTY } else { 0 }
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
    /// Builds the board of an assembled course, which it keeps. The map should
    /// be valid ([`Map::build`]); an invalid one gives an error or a board
    /// without a route.
    pub fn from_map(map: impl Into<Arc<Map>>) -> Result<Board, BoardError> {
        let map: Arc<Map> = map.into();
        let n = map.len();
        if n >= NO_SPACE as usize {
            return Err(BoardError::TooManySpaces(n));
        }
        if map.seams().len() > 254 {
            return Err(BoardError::TooManySeams(map.seams().len()));
        }
        let depth_of = |piece: usize| map.piece(piece).depth.unwrap_or(0).min(250) as u8;
        let enterable = |t: Terrain| t != Terrain::Mountain && t != Terrain::Start;
        let mut board = Board {
            cells: map
                .spaces()
                .iter()
                .map(|s| PackedCell {
                    terrain: s.terrain,
                    power: if enterable(s.terrain) { s.power.unwrap_or(0).max(1) } else { 0 },
                    dist: UNREACHABLE,
                })
                .collect(),
            finish: map.spaces().iter().map(|s| s.finish).collect(),
            neighbours: vec![[NO_SPACE; 6]; n],
            edge_seam: vec![[NO_SEAM; 6]; n],
            land: vec![[LandEdges::default(); 3]; n],
            cave_mask: vec![0; n],
            caves_across: vec![Vec::new(); n],
            caves: map
                .caves()
                .filter(|s| s.terrain == Terrain::Mountain)
                .map(|s| s.id as Sp)
                .collect(),
            starts: map.starts().iter().map(|&(number, s)| (number, s as Sp)).collect(),
            finishes: map.finishes().iter().map(|&s| s as Sp).collect(),
            depth: map.spaces().iter().map(|s| depth_of(s.piece)).collect(),
            seam_depth: map.seams().iter().map(|s| depth_of(s.pieces[0])).collect(),
            dist: Vec::new(),
            capped: (0..CAP_TABLES).map(|_| OnceLock::new()).collect(),
            capped_routes: (0..CAP_TABLES).map(|_| OnceLock::new()).collect(),
            entered_from: Vec::new(),
            blockade_seams: map
                .seams()
                .iter()
                .filter(|s| s.blockade.is_some())
                .map(|s| s.id as SeamIdx)
                .collect(),
            steps: Vec::new(),
            next: Vec::new(),
            route_need: Vec::new(),
            camp_cards: 0,
            fewest_camp_cards: Vec::new(),
            near_need: Vec::new(),
            map: map.clone(),
        };
        for s in 0..n {
            let exits = map
                .neighbours(s)
                .iter()
                .zip(map.neighbour_seams(s))
                .filter(|&(&t, _)| enterable(map.space(t).terrain));
            for (k, (&t, &seam)) in exits.enumerate() {
                let (t, crossed) = (t as Sp, seam.map_or(NO_SEAM, |x| x as SeamIdx));
                board.neighbours[s][k] = t;
                board.edge_seam[s][k] = crossed;
                if let Some(l) = land_index(map.space(t as usize).terrain) {
                    let e = &mut board.land[s][l];
                    e.edges[e.len as usize] = (t, crossed);
                    e.len += 1;
                }
            }
        }
        for (c, &cave) in board.caves.iter().enumerate().take(MAX_CAVES) {
            for &j in map.neighbours(cave as usize) {
                board.cave_mask[j] |= 1 << c;
                if let Some(seam) = map.seam_crossed(cave as usize, j) {
                    board.caves_across[j].push((c as u8, seam as SeamIdx));
                }
            }
        }
        if board.finishes.is_empty() {
            return Err(BoardError::NoFinish);
        }
        if board.starts.is_empty() {
            return Err(BoardError::NoStart);
        }
        board.compute_distances();
        for (cell, &d) in board.cells.iter_mut().zip(&board.dist) {
            cell.dist = d;
        }
        Ok(board)
    }

    /// Dijkstra backwards from the finishing spaces over enterable spaces, with
    /// `cost(t)` the price of stepping into `t`. Returns distances and, for each
    /// space, the next space of its cheapest route.
    fn dijkstra(&self, into: &[Vec<Sp>], cost: impl Fn(Sp) -> u16) -> Settled {
        let n = self.len();
        let mut dist = vec![UNREACHABLE; n];
        let mut next = vec![NO_SPACE; n];
        let mut order = Vec::with_capacity(n);
        // Every step costs 2 to a few dozen half symbols: a ring of buckets
        // by distance (Dial's algorithm) does what a heap would, cheaper. Each
        // bucket is a stack linked through one pool, so a search allocates
        // once rather than once per bucket.
        let mut ring = Ring::with_capacity(4 * n);
        let mut pending = 0usize;
        for &f in &self.finishes {
            dist[f as usize] = 0;
            ring.push(0, f);
            pending += 1;
        }
        let mut d: u16 = 0;
        while pending > 0 {
            let bucket = d as usize % RING;
            while let Some(t) = ring.pop(bucket) {
                pending -= 1;
                if dist[t as usize] != d {
                    continue;
                }
                order.push(t);
                let c = cost(t);
                if c == UNREACHABLE {
                    continue;
                }
                debug_assert!((1..RING as u16).contains(&c), "a step costs {c}");
                for &s in &into[t as usize] {
                    if self.finish[s as usize] {
                        continue;
                    }
                    let nd = d.saturating_add(c);
                    if nd < dist[s as usize] || (nd == dist[s as usize] && t < next[s as usize]) {
                        if nd < dist[s as usize] {
                            ring.push(nd as usize % RING, s);
                            pending += 1;
                        }
                        dist[s as usize] = nd;
                        next[s as usize] = t;
                    }
                }
            }
            d = d.saturating_add(1);
            if d == UNREACHABLE {
                break;
            }
        }
        Settled { dist, next, order }
    }

    /// The fewest base-camp cards from each space to El Dorado, searched
    /// back from El Dorado. Most steps cost nothing here, which Dial's
    /// buckets of [`Board::dijkstra`] do not allow, so this takes a heap.
    fn fewest_camp_cards_table(&self, into: &[Vec<Sp>]) -> Vec<u16> {
        use std::cmp::Reverse;
        let mut best = vec![UNREACHABLE; self.len()];
        let mut heap = std::collections::BinaryHeap::new();
        for &f in &self.finishes {
            best[f as usize] = 0;
            heap.push(Reverse((0u16, f)));
        }
        while let Some(Reverse((d, t))) = heap.pop() {
            if d > best[t as usize] {
                continue;
            }
            let cell = self.cells[t as usize];
            let cost = if cell.terrain == Terrain::Basecamp { cell.power as u16 } else { 0 };
            for &s in &into[t as usize] {
                let nd = d + cost;
                if !self.finish[s as usize] && nd < best[s as usize] {
                    best[s as usize] = nd;
                    heap.push(Reverse((nd, s)));
                }
            }
        }
        best
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
        self.fewest_camp_cards = self.fewest_camp_cards_table(&into);
        self.entered_from = into.clone();
        let Settled { dist, next, order } = self.dijkstra(&into, |t| {
            let c = self.cells[t as usize];
            entry_cost(c.terrain, c.power)
        });
        self.dist = dist;
        self.next = next;
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
        // Requirements along each cheapest route, summed by following `next`
        // from El Dorado out (in the order the search settled the spaces).
        self.route_need = vec![[0; 5]; n];
        self.camp_cards = (self.cells.iter())
            .filter(|c| c.terrain == Terrain::Basecamp)
            .map(|c| c.power as usize)
            .sum();
        for s in order {
            let t = self.next[s as usize];
            if t == NO_SPACE {
                continue;
            }
            let mut need = self.route_need[t as usize];
            let PackedCell { terrain, power: p, .. } = self.cells[t as usize];
            let slot = match terrain {
                Terrain::Jungle => 0,
                Terrain::River => 1,
                Terrain::Village => 2,
                Terrain::Rubble => 3,
                _ => 4,
            };
            need[slot] = need[slot].saturating_add(p);
            self.route_need[s as usize] = need;
        }
        self.near_need = (0..n as Sp)
            .map(|s| {
                let mut near = [0u32; 3];
                let mut at = s;
                for _ in 0..NEAR_SPACES {
                    let Some(t) = self.next_on_route(at) else { break };
                    if let Some(sym) = Symbol::of(self.terrain(t)) {
                        near[sym.index()] += 2 * self.power(t) as u32;
                    }
                    at = t;
                }
                near
            })
            .collect();
    }

    /// The distance table of cap index `i`, worked out on first use.
    #[inline]
    fn capped_table(&self, i: usize) -> &[u16] {
        &self.capped_settled(i).dist
    }

    /// The distance table of cap index `i` with the order its search
    /// settled the spaces in, worked out on first use.
    #[inline(always)]
    fn capped_settled(&self, i: usize) -> &CappedTable {
        // The bots ask every action: the table made, the answer is one load.
        match self.capped[i].get() {
            Some(t) => t,
            None => self.make_capped(i),
        }
    }

    #[cold]
    fn make_capped(&self, i: usize) -> &CappedTable {
        self.capped[i].get_or_init(|| {
            let caps = caps_of_index(i);
            let cost = |t: Sp| capped_entry_cost(self.cells[t as usize], caps);
            let Settled { dist, order, .. } = self.dijkstra(&self.entered_from, cost);
            CappedTable { dist: dist.into_boxed_slice(), order: order.into_boxed_slice() }
        })
    }

    /// The routes of cap index `i` (see [`Board::routes_for`]), worked out on first use.
    #[inline(always)]
    fn routes_table(&self, i: usize) -> &[RouteStep] {
        match self.capped_routes[i].get() {
            Some(t) => t,
            None => self.make_routes(i),
        }
    }

    #[cold]
    fn make_routes(&self, i: usize) -> &[RouteStep] {
        self.capped_routes[i].get_or_init(|| self.routes_for(caps_of_index(i)).into_boxed_slice())
    }

    /// Each space's cheapest route for the cap table `caps`: the next space
    /// is the first neighbour (in neighbour order) on a cheapest route, and
    /// what the route demands is summed back from El Dorado.
    fn routes_for(&self, caps: [u8; 3]) -> Vec<RouteStep> {
        let n = self.len();
        let CappedTable { dist: table, order } = self.capped_settled(cap_index(caps));
        let none = RouteStep {
            next: NO_SPACE,
            most: [0; 3],
            blockades: 0,
            cards: 0,
            camps: 0,
            trap: false,
        };
        let mut routes = vec![none; n];
        // Nearest El Dorado first, as the search settled them.
        for &s in order.iter() {
            if self.is_finish(s) {
                continue;
            }
            let d = table[s as usize];
            let Some(t) = self.neighbours_of(s).iter().copied().find(|&t| {
                table[t as usize] != UNREACHABLE
                    && table[t as usize] + capped_entry_cost(self.cells[t as usize], caps) == d
            }) else {
                continue;
            };
            // Every step costs at least 2, so `t` was settled, and done, before `s`.
            let mut step = routes[t as usize];
            step.next = t;
            let cell = self.cells[t as usize];
            match land_index(cell.terrain) {
                Some(i) => step.most[i] = step.most[i].max(cell.power),
                None => {
                    step.cards = step.cards.max(cell.power);
                    if cell.terrain == Terrain::Basecamp {
                        step.camps = step.camps.saturating_add(cell.power);
                    }
                }
            }
            if let Some(seam) = self.seam_between(s, t)
                && let Some(slot) = self.blockade_seams.iter().position(|&x| x == seam)
                && slot < MASK_SEAMS
            {
                step.blockades |= 1 << slot;
            }
            routes[s as usize] = step;
        }
        for s in 0..n as Sp {
            routes[s as usize].trap = !self.is_finish(s)
                && !self.exits(s).any(|(t, _)| {
                    let cell = self.cells[t as usize];
                    entry_cost(cell.terrain, cell.power) != UNREACHABLE
                        && land_index(cell.terrain).is_none_or(|i| cell.power <= caps[i])
                });
        }
        routes
    }

    // ---- reading the board -----------------------------------------------------

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
    pub fn land_edges(&self, s: Sp, land: usize) -> &[(Sp, SeamIdx)] {
        self.land[s as usize][land].as_slice()
    }
    /// Terrain, power and distance of a space at once.
    #[inline]
    pub fn cell(&self, s: Sp) -> PackedCell {
        self.cells[s as usize]
    }
    /// The hex of space `s`.
    #[inline]
    pub fn hex(&self, s: Sp) -> Hex {
        self.map.space(s as usize).hex
    }
    /// The terrain of space `s`.
    #[inline]
    pub fn terrain(&self, s: Sp) -> Terrain {
        self.cells[s as usize].terrain
    }
    /// Number of symbols; 0 for mountains and start spaces.
    #[inline]
    pub fn power(&self, s: Sp) -> u8 {
        self.cells[s as usize].power
    }
    /// Whether space `s` is an El Dorado space.
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
    /// The caves next to a space that lie across a seam, as (cave number,
    /// seam): a blockade on that seam stands between the space and the cave.
    #[inline]
    pub fn caves_across(&self, s: Sp) -> &[(u8, SeamIdx)] {
        &self.caves_across[s as usize]
    }
    /// Cave mountains, in space order (nearest the start first on official courses).
    pub fn caves(&self) -> &[Sp] {
        &self.caves
    }
    /// Start spaces as (number, space), by number.
    pub fn starts(&self) -> &[(u8, Sp)] {
        &self.starts
    }
    /// The space of start space `number` (1 to 4).
    pub fn start_space(&self, number: u8) -> Option<Sp> {
        self.starts.iter().find(|(n, _)| *n == number).map(|&(_, s)| s)
    }
    /// The El Dorado spaces.
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
    /// Number of seams.
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
    /// (machete, paddle, coin; jokers count for all; 0 for none) has the given
    /// power: a landscape space beyond it costs [`CAP_PENALTY`] more, since the
    /// player must first buy a stronger card or use a Native.
    #[inline]
    pub fn dist_for(&self, caps: [u8; 3]) -> &[u16] {
        self.capped_table(cap_index(caps))
    }
    /// The next space on the cheapest route from `s` by [`Board::dist_for`]`(caps)`
    /// (the first neighbour on one, in neighbour order).
    #[inline]
    pub fn next_for(&self, caps: [u8; 3], s: Sp) -> Option<Sp> {
        let t = self.routes_table(cap_index(caps))[s as usize].next;
        (t != NO_SPACE).then_some(t)
    }
    /// What the cheapest route from `s` by [`Board::dist_for`]`(caps)` (the
    /// one [`Board::next_for`] follows) demands: the highest power of each
    /// landscape symbol it enters and the blockade seams it crosses.
    #[inline]
    pub fn route_demand(&self, caps: [u8; 3], s: Sp) -> RouteDemand {
        let r = self.routes_table(cap_index(caps))[s as usize];
        let whole = self.blockade_seams.len() <= MASK_SEAMS;
        RouteDemand {
            most: r.most,
            blockade_seams: whole.then_some(r.blockades),
            cards: r.cards,
            camps: r.camps,
        }
    }
    /// The cards the base camps on the cheapest routes (by
    /// [`Board::dist_for`]`(caps)`) from `spaces` take out of one deck,
    /// together: a player's pieces pay their base camps from the same deck.
    #[inline]
    pub fn camps_ahead(&self, caps: [u8; 3], spaces: impl IntoIterator<Item = Sp>) -> usize {
        let table = self.routes_table(cap_index(caps));
        spaces.into_iter().map(|s| table[s as usize].camps as usize).sum()
    }
    /// The fewest cards the base camps on any way from `s` to El Dorado
    /// take out of a deck, whatever the way's other terrain asks (0 when no
    /// way is left: nothing to pay for).
    #[inline]
    pub fn fewest_camp_cards(&self, s: Sp) -> usize {
        match self.fewest_camp_cards[s as usize] {
            UNREACHABLE => 0,
            c => c as usize,
        }
    }
    /// Each space's cheapest route by [`Board::dist_for`]`(caps)`, for the
    /// bots' distances: which blockade seams it crosses.
    #[inline]
    pub(crate) fn routes_of(&self, caps: [u8; 3]) -> &[RouteStep] {
        self.routes_table(cap_index(caps))
    }
    /// [`Board::dist_for`] and [`Board::routes_of`] together.
    #[inline]
    pub(crate) fn tables_for(&self, caps: [u8; 3]) -> (&[u16], &[RouteStep]) {
        let i = cap_index(caps);
        (self.capped_table(i), self.routes_table(i))
    }
    /// Whether every blockade seam has a bit in a route's mask (see
    /// [`RouteDemand::blockade_seams`]).
    #[inline]
    pub(crate) fn seams_masked(&self) -> bool {
        self.blockade_seams.len() <= MASK_SEAMS
    }
    /// The seams of the course that may hold a blockade; a route's
    /// [`RouteDemand::blockade_seams`] has bit `i` set for the `i`-th.
    pub fn blockade_seams(&self) -> &[SeamIdx] {
        &self.blockade_seams
    }
    /// Like [`Board::dist_for`], with the spaces for which `closed` holds
    /// taken out of the course (pieces that will not make way): worked out
    /// afresh, for a bot that must find its way round them.
    pub fn dist_avoiding(&self, caps: [u8; 3], closed: impl Fn(Sp) -> bool) -> Vec<u16> {
        self.dijkstra(&self.entered_from, |t| {
            if closed(t) { UNREACHABLE } else { capped_entry_cost(self.cells[t as usize], caps) }
        })
        .dist
    }
    /// The spaces from which a piece may step into `s` (start spaces included).
    #[inline]
    pub fn entered_from(&self, s: Sp) -> &[Sp] {
        &self.entered_from[s as usize]
    }
    /// Fewest steps to El Dorado, [`UNREACHABLE`] where no route exists.
    #[inline]
    pub fn steps(&self, s: Sp) -> u16 {
        self.steps[s as usize]
    }
    /// The cards all the course's base camps ask for, together: no deck
    /// with more than a piece's share of them left over is short of cards
    /// for the base camps ahead.
    #[inline]
    pub fn camp_cards(&self) -> usize {
        self.camp_cards
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
    /// Twice the machete, paddle and coin power the next [`NEAR_SPACES`]
    /// spaces of the cheapest route from `s` ask (the spaces the coming hands
    /// must pay).
    #[inline]
    pub fn near_need(&self, s: Sp) -> [u32; 3] {
        self.near_need[s as usize]
    }
    /// Looks a space up by its hex.
    pub fn space_at(&self, h: Hex) -> Option<Sp> {
        self.map.id_at(h).map(|i| i as Sp)
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
    fn official_courses_have_a_route_from_every_start() {
        for (id, course) in official::all() {
            let map = Map::build(&course).unwrap();
            let board = Board::from_map(map.clone()).unwrap();
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
    fn a_text_board_gives_neighbours_seams_and_distances() {
        let b =
            Board::from_map(Map::from_rows(&["S1 J1 J2/1 FJ/1", "M  C  R1/1"]).unwrap()).unwrap();
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

    #[test]
    fn fewest_camp_cards_take_the_way_round_a_base_camp() {
        // From J1 the cheapest way crosses a base camp 3; the way round by
        // the river crosses only a base camp 1, so 1 card, though it costs more.
        let b = Board::from_map(Map::from_rows(&["S1 J1 B3 FJ", ".. R3 B1"]).unwrap()).unwrap();
        let j1 = b.space_at(Hex::new(1, 0)).unwrap();
        let b3 = b.space_at(Hex::new(2, 0)).unwrap();
        assert_eq!(b.fewest_camp_cards(j1), 1);
        assert_eq!(b.fewest_camp_cards(b3), 0);
        // The cheapest route by symbols goes through the base camp 3.
        assert_eq!(b.camps_ahead([3, 3, 3], [j1]), 3);
        assert_eq!(b.camps_ahead([3, 3, 3], [j1, b3]), 3);
        // El Dorado itself asks for nothing.
        assert_eq!(b.fewest_camp_cards(b.finishes()[0]), 0);
    }
}
