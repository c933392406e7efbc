//! The bots' planning tables for one course, made from the rules' [`Board`]
//! once and shared by every game and every bot through an `Arc`: the
//! weighted distance of each space to El Dorado (for the full deck and for
//! decks whose strongest cards are capped), each space's cheapest route and
//! what it asks, the fewest base-camp cards on any way. The rules never read
//! these; the bots plan with them and the stall judgement weighs positions
//! with them.
//!
//! A plan prices terrain one way ([`Costs`]): [`Plan::new`] as the fast bot
//! does, the reference. A tactic that plans with other prices (a river
//! player to whom river is cheap) reads the same course through
//! [`Plan::priced`], a plan of its own made once per course and kept beside
//! the reference one, so every bot and every game of a run shares it.

use std::collections::VecDeque;
use std::sync::{Arc, OnceLock};

use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::{SeamId, SpaceId};
use eldorado_rules::board::{Board, land_index};

/// Distance of a space from which El Dorado cannot be reached.
pub const UNREACHABLE: u16 = u16::MAX;

/// Per-route requirements: machete, paddle and coin power, rubble and base-camp cards.
pub type RouteNeed = [u8; 5];

/// What the movement search reads of a space, packed in 4 bytes so that one
/// load brings it in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackedCell {
    /// The space's terrain.
    pub terrain: Terrain,
    /// Its power (0 for mountains and start spaces).
    pub power: u8,
    /// [`Plan::dist`].
    pub dist: u16,
}

/// How a player prices the terrain it plans its way over, in half symbols:
/// each power of a jungle, river and village space, each card a rubble space
/// asks, each card a base camp takes. The reference (the fast bot's) is 2 per
/// landscape symbol, 3 per rubble card (cards lost to movement), 2 per base
/// camp card; a tactic makes the spaces its deck pays cheap and the others
/// dear, so that the way it plans follows the deck it builds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Costs {
    /// Per power of a jungle, river and village space (by [`land_index`]).
    pub land: [u16; 3],
    /// Per card a rubble space asks.
    pub rubble: u16,
    /// Per card a base camp takes.
    pub basecamp: u16,
}

impl Costs {
    /// The fast bot's prices, the reference.
    pub const REFERENCE: Costs = Costs { land: [2, 2, 2], rubble: 3, basecamp: 2 };

    /// Cost of entering a space of `terrain` and `power` at these prices:
    /// [`UNREACHABLE`] for mountains and start spaces. Every price is 1 to 5 a
    /// power (see [`Costs::valid`]), so a step costs 1 to 20 half symbols.
    #[inline]
    pub fn entry(&self, terrain: Terrain, power: u8) -> u16 {
        let p = power.max(1) as u16;
        match terrain {
            Terrain::Jungle => self.land[0] * p,
            Terrain::River => self.land[1] * p,
            Terrain::Village => self.land[2] * p,
            Terrain::Rubble => self.rubble * p,
            Terrain::Basecamp => self.basecamp * p,
            Terrain::Mountain | Terrain::Start => UNREACHABLE,
        }
    }

    /// Whether every price is 1 to 5 a power: the distance searches' buckets
    /// hold steps up to [`RING`] − 1, a space of power 4 over the deck's
    /// cap costs 4 × 5 + [`CAP_PENALTY`].
    pub fn valid(&self) -> bool {
        self.land.iter().chain([&self.rubble, &self.basecamp]).all(|c| (1..=5).contains(c))
    }
}

/// How many other prices a plan keeps beside its own (see [`Plan::priced`]):
/// one for each tactic, with room to spare.
const VIEWS: usize = 8;

/// The planning tables of one course (see the module's introduction).
#[derive(Debug, Clone)]
pub struct Plan {
    board: Arc<Board>,
    /// How this plan prices terrain.
    costs: Costs,
    /// The same course priced otherwise, each made when first asked for.
    views: [OnceLock<Box<Plan>>; VIEWS],
    /// Terrain, power (0 for mountains and start spaces) and distance.
    cells: Vec<PackedCell>,
    /// What entering each space costs at this plan's prices ([`Costs::entry`]),
    /// worked out once: the searches read it at every step.
    entry: Vec<u16>,
    /// Weighted distance to El Dorado in half symbols (see [`Plan::dist`]).
    dist: Vec<u16>,
    /// The same for a deck whose strongest machete, paddle and coin are capped
    /// (see [`Plan::dist_for`]), indexed by [`cap_index`]. Worked out when
    /// first asked for: a game meets a few dozen of the 125.
    capped: Vec<OnceLock<CappedTable>>,
    /// For each cap table, each space's cheapest route: the next space and
    /// what the whole route demands (see [`Plan::route_demand`]). Worked out
    /// once per course, since the bots ask for it every turn.
    capped_routes: Vec<OnceLock<Box<[RouteStep]>>>,
    /// The spaces from which a piece may step into each space (start spaces
    /// included): the reverse of the board's neighbours, for searches from El Dorado.
    entered_from: Vec<Vec<SpaceId>>,
    /// The seams a blockade may stand on (the course's blockade seams), by
    /// slot: bit `i` of [`RouteStep::blockades`] is `blockade_seams[i]`.
    blockade_seams: Vec<SeamId>,
    /// Fewest spaces to El Dorado.
    steps: Vec<u16>,
    /// The next space on the cheapest route, `SpaceId::NONE` at the end.
    next: Vec<SpaceId>,
    route_need: Vec<RouteNeed>,
    /// The cards all the course's base camps ask for, together.
    camp_cards: usize,
    /// The fewest base-camp cards on any way from each space to El Dorado
    /// ([`UNREACHABLE`] where there is none).
    fewest_camp_cards: Vec<u16>,
    /// What the next [`NEAR_SPACES`] spaces of each space's cheapest route
    /// ask (see [`Plan::near_need`]).
    near_need: Vec<[u32; 3]>,
}

/// What [`Plan::dijkstra`] works out.
struct Settled {
    /// Each space's distance to El Dorado.
    dist: Vec<u16>,
    /// The next space of each space's cheapest route.
    next: Vec<SpaceId>,
    /// The spaces with a distance, nearest first.
    order: Vec<SpaceId>,
}

/// A distance table for capped decks (see [`Plan::dist_for`]).
#[derive(Debug, Clone)]
struct CappedTable {
    dist: Box<[u16]>,
    /// The spaces with a distance, nearest first.
    order: Box<[SpaceId]>,
}

/// The buckets of [`Plan::dijkstra`]: a stack of spaces per bucket, linked
/// through one pool of entries (the space and the entry below it).
struct Ring {
    pool: Vec<(SpaceId, u32)>,
    tops: [u32; RING],
}

impl Ring {
    /// Below the bottom entry of a bucket.
    const BOTTOM: u32 = u32::MAX;

    fn with_capacity(entries: usize) -> Self {
        Ring { pool: Vec::with_capacity(entries), tops: [Self::BOTTOM; RING] }
    }

    #[inline]
    fn push(&mut self, bucket: usize, s: SpaceId) {
        self.pool.push((s, self.tops[bucket]));
        self.tops[bucket] = (self.pool.len() - 1) as u32;
    }

    #[inline]
    fn pop(&mut self, bucket: usize) -> Option<SpaceId> {
        let (s, below) = *self.pool.get(self.tops[bucket] as usize)?;
        self.tops[bucket] = below;
        Some(s)
    }
}

/// One space's cheapest route for a deck (see [`Plan::next_for`] and
/// [`Plan::route_demand`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RouteStep {
    next: SpaceId,
    /// The highest machete, paddle and coin power of the spaces entered.
    most: [u8; 3],
    /// Blockade seams crossed, by slot of [`Plan::blockade_seams`].
    pub(crate) blockades: u32,
    /// The most cards a rubble or base camp on the way asks for.
    cards: u8,
    /// The cards the base camps on the way take out of the deck, together.
    camps: u8,
    /// Whether a piece on the space could never leave it with the deck's
    /// cards: no neighbour (the way back included) it can pay.
    pub(crate) trap: bool,
}

/// What a cheapest route demands (see [`Plan::route_demand`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RouteDemand {
    /// The highest machete, paddle and coin power of the spaces it enters.
    pub most: [u8; 3],
    /// The seams it crosses that may hold a blockade; `None` when the course
    /// has more blockade seams than the mask holds (then walk the route with
    /// [`Plan::next_for`]).
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

/// Spaces ahead that [`Plan::near_need`] looks at.
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

/// Cost of entering a space at the prices `costs` for a deck whose strongest
/// machete, paddle and coin cards have the powers `caps`: [`Costs::entry`],
/// plus [`CAP_PENALTY`] for a landscape space stronger than the deck's best
/// card of its symbol.
#[inline]
pub fn capped_entry_cost(costs: &Costs, cell: PackedCell, caps: [u8; 3]) -> u16 {
    let over = land_index(cell.terrain).is_some_and(|i| cell.power > caps[i]);
    costs.entry(cell.terrain, cell.power) + if over { CAP_PENALTY } else { 0 }
}

/// Cost of entering a space in half symbols at the reference prices
/// ([`Costs::REFERENCE`]): landscape 2 per symbol, rubble 3 per card (cards
/// are lost to movement), base camp 2 per card.
pub fn entry_cost(terrain: Terrain, power: u8) -> u16 {
    Costs::REFERENCE.entry(terrain, power)
}

impl Plan {
    /// Works out the tables of a course's board, which it keeps, at the
    /// reference prices.
    pub fn new(board: Arc<Board>) -> Plan {
        Plan::with_costs(board, Costs::REFERENCE)
    }

    /// Works out the tables of a course's board at the prices `costs` (an
    /// invalid price, see [`Costs::valid`], gives the reference's).
    pub fn with_costs(board: Arc<Board>, costs: Costs) -> Plan {
        let costs = if costs.valid() { costs } else { Costs::REFERENCE };
        let n = board.len();
        let mut plan = Plan {
            costs,
            views: Default::default(),
            entry: SpaceId::all(n)
                .map(|s| {
                    let c = board.cell(s);
                    costs.entry(c.terrain, c.power)
                })
                .collect(),
            cells: SpaceId::all(n)
                .map(|s| {
                    let c = board.cell(s);
                    PackedCell { terrain: c.terrain, power: c.power, dist: UNREACHABLE }
                })
                .collect(),
            dist: Vec::new(),
            capped: (0..CAP_TABLES).map(|_| OnceLock::new()).collect(),
            capped_routes: (0..CAP_TABLES).map(|_| OnceLock::new()).collect(),
            entered_from: Vec::new(),
            blockade_seams: board
                .map()
                .seams()
                .iter()
                .filter(|s| s.blockade.is_some())
                .map(|s| s.id)
                .collect(),
            steps: Vec::new(),
            next: Vec::new(),
            route_need: Vec::new(),
            camp_cards: 0,
            fewest_camp_cards: Vec::new(),
            near_need: Vec::new(),
            board,
        };
        plan.compute_distances();
        for (cell, &d) in plan.cells.iter_mut().zip(&plan.dist) {
            cell.dist = d;
        }
        plan
    }

    /// The course's board the tables were made from.
    #[inline]
    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }

    /// How this plan prices terrain.
    #[inline]
    pub fn costs(&self) -> Costs {
        self.costs
    }

    /// The same course's tables at the prices `costs`: this plan when they
    /// are its own, otherwise a plan kept beside it, made on first use and
    /// shared by every thread that holds this one. Past [`VIEWS`] other
    /// prices (more than there are tactics), the plan is made afresh each
    /// time and not kept.
    pub fn priced(&self, costs: Costs) -> std::borrow::Cow<'_, Plan> {
        if costs == self.costs {
            return std::borrow::Cow::Borrowed(self);
        }
        // Two threads asking for two prices may race for a slot: the loser
        // finds the winner's prices there and moves on to the next.
        for slot in &self.views {
            let view = slot.get_or_init(|| Box::new(Plan::with_costs(self.board.clone(), costs)));
            if view.costs == costs {
                return std::borrow::Cow::Borrowed(view);
            }
        }
        std::borrow::Cow::Owned(Plan::with_costs(self.board.clone(), costs))
    }
    /// Number of spaces.
    #[inline]
    fn len(&self) -> usize {
        self.cells.len()
    }
    /// [`capped_entry_cost`] of space `t` at this plan's prices.
    #[inline]
    fn capped_entry(&self, t: SpaceId, caps: [u8; 3]) -> u16 {
        let cell = self.cells[t];
        let over = land_index(cell.terrain).is_some_and(|i| cell.power > caps[i]);
        self.entry[t] + if over { CAP_PENALTY } else { 0 }
    }

    /// Terrain, power and distance of a space at once.
    #[inline]
    pub fn cell(&self, s: SpaceId) -> PackedCell {
        self.cells[s]
    }

    /// Dijkstra backwards from the finishing spaces over enterable spaces, with
    /// `cost(t)` the price of stepping into `t`. Returns distances and, for each
    /// space, the next space of its cheapest route.
    fn dijkstra(&self, into: &[Vec<SpaceId>], cost: impl Fn(SpaceId) -> u16) -> Settled {
        let n = self.len();
        let mut dist = vec![UNREACHABLE; n];
        let mut next = vec![SpaceId::NONE; n];
        let mut order = Vec::with_capacity(n);
        // Every step costs 2 to a few dozen half symbols: a ring of buckets
        // by distance (Dial's algorithm) does what a heap would, cheaper. Each
        // bucket is a stack linked through one pool, so a search allocates
        // once rather than once per bucket.
        let mut ring = Ring::with_capacity(4 * n);
        let mut pending = 0usize;
        for &f in self.board.finishes() {
            dist[f] = 0;
            ring.push(0, f);
            pending += 1;
        }
        let mut d: u16 = 0;
        while pending > 0 {
            let bucket = d as usize % RING;
            while let Some(t) = ring.pop(bucket) {
                pending -= 1;
                if dist[t] != d {
                    continue;
                }
                order.push(t);
                let c = cost(t);
                if c == UNREACHABLE {
                    continue;
                }
                debug_assert!((1..RING as u16).contains(&c), "a step costs {c}");
                for &s in &into[t] {
                    if self.board.is_finish(s) {
                        continue;
                    }
                    let nd = d.saturating_add(c);
                    if nd < dist[s] || (nd == dist[s] && t < next[s]) {
                        if nd < dist[s] {
                            ring.push(nd as usize % RING, s);
                            pending += 1;
                        }
                        dist[s] = nd;
                        next[s] = t;
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
    /// buckets of [`Plan::dijkstra`] do not allow, so this takes a heap.
    fn fewest_camp_cards_table(&self, into: &[Vec<SpaceId>]) -> Vec<u16> {
        use std::cmp::Reverse;
        let mut best = vec![UNREACHABLE; self.len()];
        let mut heap = std::collections::BinaryHeap::new();
        for &f in self.board.finishes() {
            best[f] = 0;
            heap.push(Reverse((0u16, f)));
        }
        while let Some(Reverse((d, t))) = heap.pop() {
            if d > best[t] {
                continue;
            }
            let cell = self.cells[t];
            let cost = if cell.terrain == Terrain::Basecamp { cell.power as u16 } else { 0 };
            for &s in &into[t] {
                let nd = d + cost;
                if !self.board.is_finish(s) && nd < best[s] {
                    best[s] = nd;
                    heap.push(Reverse((nd, s)));
                }
            }
        }
        best
    }

    fn compute_distances(&mut self) {
        let n = self.len();
        // Reverse adjacency: `s` can step into `t` when t is in s's neighbour list.
        let mut into: Vec<Vec<SpaceId>> = vec![Vec::new(); n];
        for s in self.board.space_ids() {
            for &t in self.board.neighbours_of(s) {
                into[t].push(s);
            }
        }
        self.fewest_camp_cards = self.fewest_camp_cards_table(&into);
        self.entered_from = into.clone();
        let Settled { dist, next, order } = self.dijkstra(&into, |t| self.entry[t]);
        self.dist = dist;
        self.next = next;
        self.steps = vec![UNREACHABLE; n];
        let mut queue: VecDeque<SpaceId> = self.board.finishes().iter().copied().collect();
        for &f in self.board.finishes() {
            self.steps[f] = 0;
        }
        while let Some(t) = queue.pop_front() {
            for &s in &into[t] {
                if self.steps[s] == UNREACHABLE && !self.board.is_finish(s) {
                    self.steps[s] = self.steps[t] + 1;
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
            let t = self.next[s];
            if t == SpaceId::NONE {
                continue;
            }
            let mut need = self.route_need[t];
            let PackedCell { terrain, power: p, .. } = self.cells[t];
            let slot = match terrain {
                Terrain::Jungle => 0,
                Terrain::River => 1,
                Terrain::Village => 2,
                Terrain::Rubble => 3,
                _ => 4,
            };
            need[slot] = need[slot].saturating_add(p);
            self.route_need[s] = need;
        }
        self.near_need = SpaceId::all(n)
            .map(|s| {
                let mut near = [0u32; 3];
                let mut at = s;
                for _ in 0..NEAR_SPACES {
                    let Some(t) = self.next_on_route(at) else { break };
                    if let Some(sym) = Symbol::of(self.board.terrain(t)) {
                        near[sym.index()] += 2 * self.board.power(t) as u32;
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
            let cost = |t: SpaceId| self.capped_entry(t, caps);
            let Settled { dist, order, .. } = self.dijkstra(&self.entered_from, cost);
            CappedTable { dist: dist.into_boxed_slice(), order: order.into_boxed_slice() }
        })
    }

    /// The routes of cap index `i` (see [`Plan::routes_for`]), worked out on first use.
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
            next: SpaceId::NONE,
            most: [0; 3],
            blockades: 0,
            cards: 0,
            camps: 0,
            trap: false,
        };
        let mut routes = vec![none; n];
        // Nearest El Dorado first, as the search settled them.
        for &s in order.iter() {
            if self.board.is_finish(s) {
                continue;
            }
            let d = table[s];
            let Some(t) =
                self.board.neighbours_of(s).iter().copied().find(|&t| {
                    table[t] != UNREACHABLE && table[t] + self.capped_entry(t, caps) == d
                })
            else {
                continue;
            };
            // Every step costs at least 1, so `t` was settled, and done, before `s`.
            let mut step = routes[t];
            step.next = t;
            let cell = self.cells[t];
            match land_index(cell.terrain) {
                Some(i) => step.most[i] = step.most[i].max(cell.power),
                None => {
                    step.cards = step.cards.max(cell.power);
                    if cell.terrain == Terrain::Basecamp {
                        step.camps = step.camps.saturating_add(cell.power);
                    }
                }
            }
            if let Some(seam) = self.board.seam_between(s, t)
                && let Some(slot) = self.blockade_seams.iter().position(|&x| x == seam)
                && slot < MASK_SEAMS
            {
                step.blockades |= 1 << slot;
            }
            routes[s] = step;
        }
        for s in SpaceId::all(n) {
            routes[s].trap = !self.board.is_finish(s)
                && !self.board.exits(s).any(|(t, _)| {
                    let cell = self.cells[t];
                    self.entry[t] != UNREACHABLE
                        && land_index(cell.terrain).is_none_or(|i| cell.power <= caps[i])
                });
        }
        routes
    }

    /// Weighted distance to El Dorado in half symbols: each landscape symbol counts
    /// 2, each rubble card 3, each base-camp card 2; blockades are not included.
    /// [`UNREACHABLE`] where no route exists.
    #[inline]
    pub fn dist(&self, s: SpaceId) -> u16 {
        self.dist[s]
    }
    /// Like [`Plan::dist`] for a deck whose strongest card of each symbol
    /// (machete, paddle, coin; jokers count for all; 0 for none) has the given
    /// power: a landscape space beyond it costs [`CAP_PENALTY`] more, since the
    /// player must first buy a stronger card or use a Native.
    #[inline]
    pub fn dist_for(&self, caps: [u8; 3]) -> &[u16] {
        self.capped_table(cap_index(caps))
    }
    /// The next space on the cheapest route from `s` by [`Plan::dist_for`]`(caps)`
    /// (the first neighbour on one, in neighbour order).
    #[inline]
    pub fn next_for(&self, caps: [u8; 3], s: SpaceId) -> Option<SpaceId> {
        let t = self.routes_table(cap_index(caps))[s].next;
        (t != SpaceId::NONE).then_some(t)
    }
    /// What the cheapest route from `s` by [`Plan::dist_for`]`(caps)` (the
    /// one [`Plan::next_for`] follows) demands: the highest power of each
    /// landscape symbol it enters and the blockade seams it crosses.
    #[inline]
    pub fn route_demand(&self, caps: [u8; 3], s: SpaceId) -> RouteDemand {
        let r = self.routes_table(cap_index(caps))[s];
        let whole = self.blockade_seams.len() <= MASK_SEAMS;
        RouteDemand {
            most: r.most,
            blockade_seams: whole.then_some(r.blockades),
            cards: r.cards,
            camps: r.camps,
        }
    }
    /// The cards the base camps on the cheapest routes (by
    /// [`Plan::dist_for`]`(caps)`) from `spaces` take out of one deck,
    /// together: a player's pieces pay their base camps from the same deck.
    #[inline]
    pub fn camps_ahead(&self, caps: [u8; 3], spaces: impl IntoIterator<Item = SpaceId>) -> usize {
        let table = self.routes_table(cap_index(caps));
        spaces.into_iter().map(|s| table[s].camps as usize).sum()
    }
    /// The fewest cards the base camps on any way from `s` to El Dorado
    /// take out of a deck, whatever the way's other terrain asks (0 when no
    /// way is left: nothing to pay for).
    #[inline]
    pub fn fewest_camp_cards(&self, s: SpaceId) -> usize {
        match self.fewest_camp_cards[s] {
            UNREACHABLE => 0,
            c => c as usize,
        }
    }
    /// Each space's cheapest route by [`Plan::dist_for`]`(caps)`, for the
    /// bots' distances: which blockade seams it crosses.
    #[inline]
    pub(crate) fn routes_of(&self, caps: [u8; 3]) -> &[RouteStep] {
        self.routes_table(cap_index(caps))
    }
    /// [`Plan::dist_for`] and [`Plan::routes_of`] together.
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
    pub fn blockade_seams(&self) -> &[SeamId] {
        &self.blockade_seams
    }
    /// Like [`Plan::dist_for`], with the spaces for which `closed` holds
    /// taken out of the course (pieces that will not make way): worked out
    /// afresh, for a bot that must find its way round them.
    pub fn dist_avoiding(&self, caps: [u8; 3], closed: impl Fn(SpaceId) -> bool) -> Vec<u16> {
        self.dijkstra(&self.entered_from, |t| {
            if closed(t) { UNREACHABLE } else { self.capped_entry(t, caps) }
        })
        .dist
    }
    /// The spaces from which a piece may step into `s` (start spaces included).
    #[inline]
    pub fn entered_from(&self, s: SpaceId) -> &[SpaceId] {
        &self.entered_from[s]
    }
    /// Fewest steps to El Dorado, [`UNREACHABLE`] where no route exists.
    #[inline]
    pub fn steps(&self, s: SpaceId) -> u16 {
        self.steps[s]
    }
    /// The cards all the course's base camps ask for, together: no deck
    /// with more than a piece's share of them left over is short of cards
    /// for the base camps ahead.
    #[inline]
    pub fn camp_cards(&self) -> usize {
        self.camp_cards
    }
    /// The next space on the cheapest route from `s`.
    pub fn next_on_route(&self, s: SpaceId) -> Option<SpaceId> {
        let t = self.next[s];
        (t != SpaceId::NONE).then_some(t)
    }
    /// What the cheapest route from `s` demands: machete, paddle, coin power,
    /// rubble cards and base-camp cards.
    #[inline]
    pub fn route_need(&self, s: SpaceId) -> RouteNeed {
        self.route_need[s]
    }
    /// Twice the machete, paddle and coin power the next [`NEAR_SPACES`]
    /// spaces of the cheapest route from `s` ask (the spaces the coming hands
    /// must pay).
    #[inline]
    pub fn near_need(&self, s: SpaceId) -> [u32; 3] {
        self.near_need[s]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::hex::Hex;
    use eldorado_core::map::Map;

    fn plan(rows: &[&str]) -> Plan {
        Plan::new(Arc::new(Board::from_map(Map::from_rows(rows).unwrap()).unwrap()))
    }

    #[test]
    fn official_courses_have_a_route_from_every_start() {
        for (id, course) in official::all() {
            let plan = Plan::new(Arc::new(Board::from_map(Map::build(&course).unwrap()).unwrap()));
            for &(n, s) in plan.board().starts() {
                assert!(plan.dist(s) < UNREACHABLE, "{id}: start {n}");
                assert!(plan.steps(s) >= 10, "{id}");
            }
            for &f in plan.board().finishes() {
                assert_eq!(plan.dist(f), 0);
            }
        }
    }

    #[test]
    fn a_text_board_gives_distances_and_what_the_route_asks() {
        let p = plan(&["S1 J1 J2/1 FJ/1", "M  C  R1/1"]);
        let j1 = p.board().space_at(Hex::new(1, 0)).unwrap();
        let j2 = p.board().space_at(Hex::new(2, 0)).unwrap();
        assert_eq!(p.dist(j2), 2);
        assert_eq!(p.dist(j1), 6);
        assert_eq!(p.cell(j1).dist, 6);
        assert_eq!(p.route_need(j1), [3, 0, 0, 0, 0]);
        assert_eq!(p.next_on_route(j1), Some(j2));
    }

    #[test]
    fn fewest_camp_cards_take_the_way_round_a_base_camp() {
        // From J1 the cheapest way crosses a base camp 3; the way round by
        // the river crosses only a base camp 1, so 1 card, though it costs more.
        let b = plan(&["S1 J1 B3 FJ", ".. R3 B1"]);
        let j1 = b.board().space_at(Hex::new(1, 0)).unwrap();
        let b3 = b.board().space_at(Hex::new(2, 0)).unwrap();
        assert_eq!(b.fewest_camp_cards(j1), 1);
        assert_eq!(b.fewest_camp_cards(b3), 0);
        // The cheapest route by symbols goes through the base camp 3.
        assert_eq!(b.camps_ahead([3, 3, 3], [j1]), 3);
        assert_eq!(b.camps_ahead([3, 3, 3], [j1, b3]), 3);
        // El Dorado itself asks for nothing.
        assert_eq!(b.fewest_camp_cards(b.board().finishes()[0]), 0);
    }
}
