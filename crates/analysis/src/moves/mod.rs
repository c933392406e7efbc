//! The move graph: the rules of movement as a petgraph graph, so that the
//! cheapest route is a plain shortest path.
//!
//! A node is a *state*: a position and the power left on the card that entered
//! it. Positions are the spaces of the course and, for every step across a seam
//! that holds a blockade, a *gate* standing for that blockade between the two
//! spaces. The symbol of the running card is the symbol of the position it paid
//! for, so (position, leftover) says all there is to say:
//!
//! - a new card of symbol *s* and power *Q* enters a landscape position of power
//!   *p* ≤ *Q* and leaves *Q − p* (one edge per power the deck offers);
//! - leftover power enters the next position of the same symbol for free;
//! - rubble and base camp take *N* cards and leave nothing;
//! - a player may always drop the running card (a free edge to leftover 0).
//!
//! Start spaces are left but never entered, and finishing spaces are never left.
//! Edge weights are [`Move`]s; searches order them by a [`Key`] of the caller's
//! choosing (cost first, or steps first).

use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};

use super::cost::{CostModel, Milli, Requirement};
use eldorado_core::catalog::Blockade;
use eldorado_core::catalog::Symbol;
use eldorado_core::course::BlockadeChoice;
use eldorado_core::map::{Map, SeamId, SpaceId};

mod search;

pub use search::{Key, Order, Tree};

/// A state: a position and the power left on the running card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct State {
    pub pos: u32,
    pub left: u8,
}

/// How a move is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pay {
    /// The running card is put aside (no move).
    Drop,
    /// Leftover power of the running card.
    Carry,
    /// A new card of this symbol and power.
    Card { symbol: Symbol, power: u8 },
    /// Cards discarded on rubble.
    Discard(u8),
    /// Cards removed from the game on a base camp.
    Remove(u8),
    /// A random blockade at its expected price.
    Random,
}

/// An edge of the move graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub milli: Milli,
    /// Whether the move enters a space (gates are not spaces).
    pub step: bool,
    pub pay: Pay,
}

/// Where a state stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Space(SpaceId),
    /// The blockade crossed stepping from `from` to `to`.
    Gate {
        from: SpaceId,
        to: SpaceId,
        seam: SeamId,
    },
}

#[derive(Debug, Clone)]
pub struct Position {
    pub place: Place,
    pub req: Requirement,
    first: u32,
    states: u8,
}

#[derive(Debug, Clone)]
pub struct MoveGraph {
    pub graph: DiGraph<State, Move>,
    pub positions: Vec<Position>,
    /// The gate's position on each (space, neighbour) step, by [`Map::edge`].
    gate_at: Vec<Option<u32>>,
    /// The graph's edges again, by source and by target, in flat arrays that the
    /// searches walk (petgraph's linked edge lists cost a cache miss an edge).
    out: Adjacency,
    inc: Adjacency,
}

/// Edges grouped by node: those of node `n` are `list[first[n]..first[n + 1]]`,
/// as (the other end, the edge).
#[derive(Debug, Clone, Default)]
struct Adjacency {
    first: Vec<u32>,
    list: Vec<(u32, u32)>,
}

impl Adjacency {
    /// Groups `graph`'s edges by source (`reverse` false) or by target.
    fn build(graph: &DiGraph<State, Move>, reverse: bool) -> Adjacency {
        let ends = |e: &petgraph::graph::Edge<Move>| {
            let (a, b) = (e.source().index(), e.target().index());
            if reverse { (b, a) } else { (a, b) }
        };
        let nodes = graph.node_count();
        let mut first = vec![0u32; nodes + 1];
        for e in graph.raw_edges() {
            first[ends(e).0 + 1] += 1;
        }
        for i in 0..nodes {
            first[i + 1] += first[i];
        }
        let mut fill = first.clone();
        let mut list = vec![(0, 0); graph.edge_count()];
        for (i, e) in graph.raw_edges().iter().enumerate() {
            let (from, to) = ends(e);
            list[fill[from] as usize] = (to as u32, i as u32);
            fill[from] += 1;
        }
        Adjacency { first, list }
    }
    fn of(&self, n: usize) -> &[(u32, u32)] {
        &self.list[self.first[n] as usize..self.first[n + 1] as usize]
    }
}

/// What a blockade choice asks for, given the pool a random one is drawn from.
pub fn blockade_requirement(
    model: &CostModel,
    choice: BlockadeChoice,
    pool: &[Blockade],
) -> Requirement {
    match choice {
        BlockadeChoice::Number(n) => match Blockade::by_number(n) {
            Some(b) => Requirement::of_blockade(b),
            None => Requirement::Expected(model.random_blockade_price(pool)),
        },
        BlockadeChoice::Random => Requirement::Expected(model.random_blockade_price(pool)),
    }
}

impl MoveGraph {
    pub fn build(map: &Map, model: &CostModel) -> MoveGraph {
        let n = map.len();
        let mut positions: Vec<Position> = map
            .spaces()
            .iter()
            .map(|c| Position {
                place: Place::Space(c.id),
                req: if c.is_enterable() {
                    Requirement::of_space(c.terrain, c.power)
                } else {
                    Requirement::None
                },
                first: 0,
                states: u8::from(c.is_enterable()),
            })
            .collect();
        // Position-level steps, and a gate for every crossing of a blockaded seam.
        let pool = map.random_pool();
        let random = model.random_blockade_price(&pool);
        let mut gate_at = vec![None; map.edge_count()];
        let mut steps: Vec<(usize, usize)> = Vec::new();
        for u in map.space_ids() {
            let cu = map.space(u);
            if !cu.is_enterable() || cu.finish {
                continue;
            }
            for (edge, (&v, &crossed)) in
                map.edges(u).zip(map.neighbours(u).iter().zip(map.neighbour_seams(u)))
            {
                let cv = map.space(v);
                if !cv.is_enterable() || cv.start.is_some() {
                    continue;
                }
                let gate = crossed.and_then(|seam| map.seam(seam).blockade.map(|b| (seam, b)));
                match gate {
                    Some((seam, choice)) => {
                        let g = positions.len();
                        positions.push(Position {
                            place: Place::Gate { from: u, to: v, seam },
                            req: match choice {
                                BlockadeChoice::Number(n) => Blockade::by_number(n).map_or(
                                    Requirement::Expected(random),
                                    Requirement::of_blockade,
                                ),
                                BlockadeChoice::Random => Requirement::Expected(random),
                            },
                            first: 0,
                            states: 1,
                        });
                        gate_at[edge] = Some(g as u32);
                        steps.push((u.index(), g));
                        steps.push((g, v.index()));
                    }
                    None => steps.push((u.index(), v.index())),
                }
            }
        }
        let mut graph = DiGraph::with_capacity(positions.len() * 2, steps.len() * 3);
        for (pos, p) in positions.iter_mut().enumerate() {
            if p.states > 0
                && let Requirement::Card { symbol, power } = p.req
            {
                p.states = model.max_power(symbol, power) - power + 1;
            }
            p.first = graph.node_count() as u32;
            for left in 0..p.states {
                graph.add_node(State { pos: pos as u32, left });
            }
        }
        let mut g = MoveGraph {
            graph,
            positions,
            gate_at,
            out: Adjacency::default(),
            inc: Adjacency::default(),
        };
        for pos in 0..g.positions.len() {
            for left in 1..g.positions[pos].states {
                g.graph.add_edge(
                    g.state(pos, left),
                    g.state(pos, 0),
                    Move { milli: 0, step: false, pay: Pay::Drop },
                );
            }
        }
        for (a, b) in steps {
            g.link(a, b, b < n, model);
        }
        g.out = Adjacency::build(&g.graph, false);
        g.inc = Adjacency::build(&g.graph, true);
        g
    }

    fn link(&mut self, a: usize, b: usize, step: bool, model: &CostModel) {
        let (pa, pb) = (&self.positions[a], &self.positions[b]);
        if pa.states == 0 || pb.states == 0 {
            return;
        }
        let (req_a, req_b, states_a) = (pa.req, pb.req, pa.states);
        let add = |g: &mut Self, from: u8, to: u8, m: Move| {
            let (x, y) = (g.state(a, from), g.state(b, to));
            g.graph.add_edge(x, y, m);
        };
        if let (Requirement::Card { symbol: sa, .. }, Requirement::Card { symbol: sb, power }) =
            (req_a, req_b)
            && sa == sb
        {
            for left in power.max(1)..states_a {
                add(self, left, left - power, Move { milli: 0, step, pay: Pay::Carry });
            }
        }
        match req_b {
            Requirement::Card { symbol, power } => {
                for &(q, price) in model.card_options(symbol, power) {
                    add(
                        self,
                        0,
                        q - power,
                        Move { milli: price, step, pay: Pay::Card { symbol, power: q } },
                    );
                }
            }
            Requirement::Discard(k) => add(
                self,
                0,
                0,
                Move { milli: u32::from(k) * super::cost::CARD, step, pay: Pay::Discard(k) },
            ),
            Requirement::Remove(k) => add(
                self,
                0,
                0,
                Move { milli: u32::from(k) * super::cost::CARD, step, pay: Pay::Remove(k) },
            ),
            Requirement::Expected(m) => add(self, 0, 0, Move { milli: m, step, pay: Pay::Random }),
            Requirement::None => {}
        }
    }

    /// The state of a position with the given leftover power.
    pub fn state(&self, pos: usize, left: u8) -> NodeIndex {
        NodeIndex::new((self.positions[pos].first + u32::from(left)) as usize)
    }

    /// Every state of a position (none for mountains).
    pub fn states(&self, pos: usize) -> impl Iterator<Item = NodeIndex> + use<> {
        let p = &self.positions[pos];
        (p.first..p.first + u32::from(p.states)).map(|i| NodeIndex::new(i as usize))
    }

    /// Every state of a space: the spaces are the first positions, in order.
    pub fn space_states(&self, s: SpaceId) -> impl Iterator<Item = NodeIndex> + use<> {
        self.states(s.index())
    }

    /// The space a state stands on; for a gate, the space it leads to.
    pub fn space_of(&self, node: NodeIndex) -> SpaceId {
        match self.positions[self.graph[node].pos as usize].place {
            Place::Space(s) => s,
            Place::Gate { to, .. } => to,
        }
    }

    pub fn place_of(&self, node: NodeIndex) -> Place {
        self.positions[self.graph[node].pos as usize].place
    }

    /// The moves from space `a` to its neighbour `b` (into the gate between them,
    /// if there is one).
    pub fn moves_between(
        &self,
        map: &Map,
        a: SpaceId,
        b: SpaceId,
    ) -> impl Iterator<Item = EdgeIndex> + '_ {
        let target = self.gate(map, a, b).unwrap_or(b.index());
        let (lo, hi) = (
            self.positions[target].first,
            self.positions[target].first + u32::from(self.positions[target].states),
        );
        self.space_states(a).flat_map(move |x| {
            self.out
                .of(x.index())
                .iter()
                .filter(move |&&(y, _)| (lo..hi).contains(&y))
                .map(|&(_, e)| EdgeIndex::new(e as usize))
        })
    }

    /// The gate on the step from `a` to `b`, if the seam there holds a blockade.
    pub fn gate(&self, map: &Map, a: SpaceId, b: SpaceId) -> Option<usize> {
        map.edge(a, b).and_then(|i| self.gate_at[i]).map(|g| g as usize)
    }
}
