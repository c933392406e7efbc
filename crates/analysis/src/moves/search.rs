//! Shortest paths in the move graph: petgraph's Dijkstra over a view of it.
//!
//! The view ([`SearchView`]) shows the edges in the search's direction (forward
//! from the start spaces, or backward from El Dorado) that enter a state the
//! caller lets in, each weighed by its [`Key`] in the search's [`Order`], and
//! one virtual node, the *root*, with a free edge to every source: petgraph's
//! `dijkstra` starts from one node and the root makes it start from all the
//! sources at once.
//!
//! `dijkstra` gives each state's best key but no predecessors, so a walk down
//! the tree ([`MoveGraph::walk`]) picks, of the moves that achieve a state's
//! key, the one from the state with the least (key, index), then the least
//! edge index. That keeps the routes of the hand-written search this replaced,
//! whose heap settled states in (key, index) order and kept the first move to
//! reach a state's key. The one exception to that order: a move that drops the
//! running card weighs nothing and leads to a lower index, so that state came
//! straight after the one it was dropped from. The two never tie as the way
//! into a third state: from the first only carried power goes on for free, from
//! the second only a new card, which always costs something.

use std::cell::RefCell;
use std::ops::Add;

use petgraph::Direction;
use petgraph::algo::dijkstra;
use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};
use petgraph::visit::{
    Data, EdgeRef, GraphBase, IntoEdgeReferences, IntoEdges, IntoNeighbors, Visitable,
};

use super::{Adjacency, Move, MoveGraph, State};
use eldorado_core::map::Map;

/// A lexicographic search key: (primary, secondary).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Hash)]
pub struct Key(pub u32, pub u32);

impl Add for Key {
    type Output = Key;
    fn add(self, o: Key) -> Key {
        Key(self.0.saturating_add(o.0), self.1.saturating_add(o.1))
    }
}

/// What a search puts first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// Fewest spaces, then cheapest.
    Steps,
    /// Cheapest, then fewest spaces.
    Cost,
}

impl Order {
    pub fn key(self, m: &Move) -> Key {
        match self {
            Order::Steps => Key(u32::from(m.step), m.milli),
            Order::Cost => Key(m.milli, u32::from(m.step)),
        }
    }
}

/// A [`Key`] packed in one integer, primary part high: it orders and adds the
/// same (no sum along a route comes near 2³² thousandths of a card or steps)
/// and is cheaper for the search's heap and score table.
type Packed = u64;

fn pack(k: Key) -> Packed {
    (Packed::from(k.0) << 32) | Packed::from(k.1)
}

fn unpack(p: Packed) -> Key {
    Key((p >> 32) as u32, p as u32)
}

/// The result of a search: the best key of every state it reached.
#[derive(Debug, Clone)]
pub struct Tree {
    /// Per state, its best key packed ([`UNREACHED`] where the search did not go).
    best: Vec<Packed>,
    is_source: Vec<bool>,
    dir: Direction,
    order: Order,
    /// The move to each state, worked out by walks and kept for the next
    /// (routes from different start spaces soon share their way).
    moves: RefCell<Vec<u32>>,
}

/// A state the search did not reach.
const UNREACHED: Packed = Packed::MAX;
/// In [`Tree::moves`]: not worked out yet...
const UNKNOWN: u32 = u32::MAX;
/// ...or no move to the state (a source, or a state not reached).
const NONE: u32 = u32::MAX - 1;

impl Tree {
    /// The best key of a state, if the search reached it.
    pub fn key(&self, node: NodeIndex) -> Option<Key> {
        self.best.get(node.index()).filter(|&&p| p != UNREACHED).map(|&p| unpack(p))
    }
}

impl MoveGraph {
    /// Searches the whole graph from the start spaces (`Outgoing`) or back from the
    /// finishing spaces (`Incoming`).
    pub fn search_all(&self, map: &Map, dir: Direction, order: Order) -> Tree {
        let sources: Vec<NodeIndex> = match dir {
            Direction::Outgoing => {
                map.starts().iter().flat_map(|&(_, s)| self.space_states(s)).collect()
            }
            Direction::Incoming => {
                map.finishes().iter().flat_map(|&f| self.space_states(f)).collect()
            }
        };
        self.search(sources, dir, order, |_| true)
    }

    /// Dijkstra from several sources at once, entering only the states `enter`
    /// lets in. Backward (`Incoming`) from the finishing states it gives every
    /// state's key to the goal.
    pub fn search(
        &self,
        sources: impl IntoIterator<Item = NodeIndex>,
        dir: Direction,
        order: Order,
        enter: impl Fn(NodeIndex) -> bool,
    ) -> Tree {
        let view =
            SearchView { moves: self, dir, order, sources: sources.into_iter().collect(), enter };
        let n = self.graph.node_count();
        let mut best = vec![UNREACHED; n];
        for (node, key) in dijkstra(&view, view.root(), None, |step| step.key) {
            if let Some(b) = best.get_mut(node.index()) {
                *b = key;
            }
        }
        let mut is_source = vec![false; n];
        for s in &view.sources {
            is_source[s.index()] = true;
        }
        Tree { best, is_source, dir, order, moves: RefCell::default() }
    }

    /// The moves of a search tree's path through `node`: for a backward tree, from
    /// `node` to the goal; for a forward tree, from a source to `node`.
    pub fn walk(&self, tree: &Tree, node: NodeIndex) -> Vec<EdgeIndex> {
        let mut out = Vec::new();
        let mut at = node.index();
        let mut moves = tree.moves.borrow_mut();
        if moves.is_empty() {
            moves.resize(self.graph.node_count(), UNKNOWN);
        }
        // A tree has no cycles, but a bound keeps a bug from hanging the editor.
        for _ in 0..=self.graph.node_count() {
            if moves[at] == UNKNOWN {
                moves[at] = self.move_to(tree, at).map_or(NONE, |e| e as u32);
            }
            let e = moves[at];
            if e == NONE {
                break;
            }
            let e = e as usize;
            out.push(EdgeIndex::new(e));
            let (s, t) = self.graph.edge_endpoints(EdgeIndex::new(e)).expect("edge of this graph");
            at = if tree.dir == Direction::Incoming { t } else { s }.index();
        }
        if tree.dir == Direction::Outgoing {
            out.reverse();
        }
        out
    }

    /// The move by which a search reached a state (none for a source or a state
    /// it did not reach): the tie-break of the module documentation. Every move
    /// into a state the search entered was open to it.
    fn move_to(&self, tree: &Tree, to: usize) -> Option<usize> {
        let d = tree.best[to];
        if d == UNREACHED || tree.is_source[to] {
            return None;
        }
        let raw = self.graph.raw_edges();
        let into = if tree.dir == Direction::Outgoing { &self.inc } else { &self.out };
        into.of(to)
            .iter()
            .filter_map(|&(from, e)| {
                let k = tree.best[from as usize];
                (k != UNREACHED && k + pack(tree.order.key(&raw[e as usize].weight)) == d)
                    .then_some((k, from, e))
            })
            .min()
            .map(|(_, _, e)| e as usize)
    }
}

/// The move graph as a search sees it (see the module documentation). Node ids
/// are the graph's; the root is the one past the last.
struct SearchView<'a, F> {
    moves: &'a MoveGraph,
    dir: Direction,
    order: Order,
    sources: Vec<NodeIndex>,
    enter: F,
}

impl<F> SearchView<'_, F> {
    fn root(&self) -> NodeIndex {
        NodeIndex::new(self.moves.graph.node_count())
    }
    /// The flat edge lists the search walks: by source forward, by target backward.
    fn lists(&self) -> &Adjacency {
        if self.dir == Direction::Outgoing { &self.moves.out } else { &self.moves.inc }
    }
}

/// An edge of a [`SearchView`], weighed; the root's edges have no id.
#[derive(Debug, Clone, Copy)]
struct Step {
    from: NodeIndex,
    to: NodeIndex,
    id: EdgeIndex,
    key: Packed,
}

impl EdgeRef for Step {
    type NodeId = NodeIndex;
    type EdgeId = EdgeIndex;
    type Weight = Packed;
    fn source(&self) -> NodeIndex {
        self.from
    }
    fn target(&self) -> NodeIndex {
        self.to
    }
    fn weight(&self) -> &Packed {
        &self.key
    }
    fn id(&self) -> EdgeIndex {
        self.id
    }
}

/// The edges of one node of a [`SearchView`]: the root's to the sources, or
/// the node's moves into states the search may enter.
struct Steps<'v, F> {
    view: &'v SearchView<'v, F>,
    from: NodeIndex,
    roots: std::slice::Iter<'v, NodeIndex>,
    moves: std::slice::Iter<'v, (u32, u32)>,
}

impl<F: Fn(NodeIndex) -> bool> Iterator for Steps<'_, F> {
    type Item = Step;
    fn next(&mut self) -> Option<Step> {
        if let Some(&to) = self.roots.next() {
            return Some(Step { from: self.from, to, id: EdgeIndex::end(), key: 0 });
        }
        let view = self.view;
        let raw = view.moves.graph.raw_edges();
        self.moves.by_ref().find_map(|&(other, e)| {
            let to = NodeIndex::new(other as usize);
            (view.enter)(to).then(|| Step {
                from: self.from,
                to,
                id: EdgeIndex::new(e as usize),
                key: pack(view.order.key(&raw[e as usize].weight)),
            })
        })
    }
}

impl<F> GraphBase for SearchView<'_, F> {
    type NodeId = NodeIndex;
    type EdgeId = EdgeIndex;
}

impl<F> Data for SearchView<'_, F> {
    type NodeWeight = State;
    type EdgeWeight = Packed;
}

impl<F> Visitable for SearchView<'_, F> {
    type Map = <DiGraph<State, Move> as Visitable>::Map;
    fn visit_map(&self) -> Self::Map {
        let mut map = self.moves.graph.visit_map();
        map.grow(self.moves.graph.node_count() + 1);
        map
    }
    fn reset_map(&self, map: &mut Self::Map) {
        map.clear();
        map.grow(self.moves.graph.node_count() + 1);
    }
}

impl<'v, F: Fn(NodeIndex) -> bool> IntoEdges for &'v SearchView<'v, F> {
    type Edges = Steps<'v, F>;
    fn edges(self, a: NodeIndex) -> Steps<'v, F> {
        let (roots, moves): (&[NodeIndex], &[(u32, u32)]) =
            if a == self.root() { (&self.sources, &[]) } else { (&[], self.lists().of(a.index())) };
        Steps { view: self, from: a, roots: roots.iter(), moves: moves.iter() }
    }
}

impl<'v, F: Fn(NodeIndex) -> bool> IntoNeighbors for &'v SearchView<'v, F> {
    type Neighbors = std::iter::Map<Steps<'v, F>, fn(Step) -> NodeIndex>;
    fn neighbors(self, a: NodeIndex) -> Self::Neighbors {
        self.edges(a).map(|s| s.to)
    }
}

impl<'v, F: Fn(NodeIndex) -> bool> IntoEdgeReferences for &'v SearchView<'v, F> {
    type EdgeRef = Step;
    type EdgeReferences = Box<dyn Iterator<Item = Step> + 'v>;
    fn edge_references(self) -> Self::EdgeReferences {
        let nodes = self.moves.graph.node_count() + 1;
        Box::new((0..nodes).flat_map(move |n| self.edges(NodeIndex::new(n))))
    }
}
