//! The course as an undirected petgraph graph: one node per enterable space
//! (mountains left out), an edge between neighbours, and two virtual nodes: the
//! *source*, joined to every start space, and the *goal*, joined to every
//! finishing space. Connectivity questions (who reaches what, where the course
//! narrows) are asked of this graph, with petgraph's searches (most over an
//! [`Arcs`] view of its flat neighbour lists); costs are asked of
//! [`super::moves`].
//!
//! Two start spaces are not joined: a start space is never entered, so no route
//! runs from one to another.

use std::collections::VecDeque;

use petgraph::algo::astar;
use petgraph::graph::{EdgeIndex, EdgeReference, NodeIndex, UnGraph};
use petgraph::visit::{
    Bfs, EdgeRef, GraphBase, GraphRef, IntoNeighbors, NodeIndexable, VisitMap, Visitable,
};

use eldorado_core::map::{Map, SpaceId};

/// A node of the space graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Node {
    Space(SpaceId),
    Source,
    Goal,
}

#[derive(Debug, Clone)]
pub struct SpaceGraph {
    pub graph: UnGraph<Node, ()>,
    /// The node of each space; `None` for mountains.
    pub node_of: Vec<Option<NodeIndex>>,
    pub source: NodeIndex,
    pub goal: NodeIndex,
    /// Neighbour lists by node index, flat (those of node `n` are
    /// `adj[first[n]..first[n + 1]]`): what the [`Arcs`] views walk.
    adj: Vec<usize>,
    first: Vec<usize>,
    is_start: Vec<bool>,
    is_finish: Vec<bool>,
    /// Spaces a piece may enter: all but start spaces.
    enterable: Vec<bool>,
    /// Spaces next to a mountain or to the edge of the course.
    by_wall: Vec<bool>,
}

impl SpaceGraph {
    pub fn build(map: &Map) -> SpaceGraph {
        let mut graph = UnGraph::with_capacity(map.len() + 2, map.len() * 3 + 8);
        let node_of: Vec<Option<NodeIndex>> = map
            .spaces()
            .iter()
            .map(|c| c.is_enterable().then(|| graph.add_node(Node::Space(c.id))))
            .collect();
        let source = graph.add_node(Node::Source);
        let goal = graph.add_node(Node::Goal);
        for (a, na) in map.space_ids().zip(&node_of) {
            let Some(na) = *na else { continue };
            let ca = map.space(a);
            for &b in map.neighbours(a) {
                let (Some(nb), cb) = (node_of[b], map.space(b)) else { continue };
                if a < b && !(ca.start.is_some() && cb.start.is_some()) {
                    graph.add_edge(na, nb, ());
                }
            }
            if ca.start.is_some() {
                graph.add_edge(source, na, ());
            }
            if ca.finish {
                graph.add_edge(na, goal, ());
            }
        }
        // Flat neighbour lists: count, then fill.
        let nodes = graph.node_count();
        let mut first = vec![0usize; nodes + 1];
        for e in graph.raw_edges() {
            first[e.source().index() + 1] += 1;
            first[e.target().index() + 1] += 1;
        }
        for i in 0..nodes {
            first[i + 1] += first[i];
        }
        let mut fill = first.clone();
        let mut adj = vec![0usize; first[nodes]];
        for e in graph.raw_edges() {
            let (a, b) = (e.source().index(), e.target().index());
            adj[fill[a]] = b;
            fill[a] += 1;
            adj[fill[b]] = a;
            fill[b] += 1;
        }
        let flag = |f: &dyn Fn(SpaceId) -> bool| -> Vec<bool> {
            graph.node_weights().map(|w| matches!(*w, Node::Space(s) if f(s))).collect()
        };
        let is_start = flag(&|s| map.space(s).start.is_some());
        let is_finish = flag(&|s| map.space(s).finish);
        let by_wall = flag(&|s| {
            map.neighbours(s).iter().filter(|&&n| map.space(n).is_enterable()).count() < 6
        });
        let enterable = flag(&|s| map.space(s).start.is_none());
        SpaceGraph {
            graph,
            node_of,
            source,
            goal,
            adj,
            first,
            is_start,
            is_finish,
            enterable,
            by_wall,
        }
    }

    pub fn node_count(&self) -> usize {
        self.graph.node_count()
    }
    pub fn space(&self, n: usize) -> Option<SpaceId> {
        match self.graph[NodeIndex::new(n)] {
            Node::Space(s) => Some(s),
            _ => None,
        }
    }
    pub fn neighbours(&self, n: usize) -> &[usize] {
        &self.adj[self.first[n]..self.first[n + 1]]
    }
    /// Whether a node is a space next to a mountain or the edge of the course.
    pub fn by_wall(&self, n: usize) -> bool {
        self.by_wall[n]
    }
    pub fn is_start(&self, n: usize) -> bool {
        self.is_start[n]
    }
    pub fn is_finish(&self, n: usize) -> bool {
        self.is_finish[n]
    }

    /// The arcs `keep(from, to)` lets through, as a graph petgraph's searches
    /// walk.
    pub fn arcs<F: Fn(usize, usize) -> bool + Copy>(&self, keep: F) -> Arcs<'_, F> {
        Arcs { g: self, keep }
    }

    /// The graph as a piece moves on it: into spaces but start spaces, and out
    /// of any node but a finishing space when `stop_at_finish`.
    pub fn moves(
        &self,
        stop_at_finish: bool,
    ) -> Arcs<'_, impl Fn(usize, usize) -> bool + Copy + '_> {
        self.arcs(move |from, to| self.enterable[to] && !(stop_at_finish && self.is_finish[from]))
    }

    /// [`moves`](Self::moves) that never enter a node `blocked` marks.
    pub fn moves_avoiding<'a>(
        &'a self,
        blocked: &'a [bool],
    ) -> Arcs<'a, impl Fn(usize, usize) -> bool + Copy + 'a> {
        self.arcs(move |from, to| self.enterable[to] && !self.is_finish[from] && !blocked[to])
    }

    /// Nodes a piece on `start` can reach: it never enters another start space and
    /// stops at a finishing space. petgraph's breadth-first search.
    pub fn reach_from(&self, start: NodeIndex) -> Vec<bool> {
        let moves = self.moves(true);
        let mut search = Bfs::new(moves, start);
        while search.next(moves).is_some() {}
        (0..self.node_count()).map(|n| search.discovered.contains(n)).collect()
    }

    /// Fewest spaces entered from any start space to each node (`u32::MAX` where
    /// none reaches): start spaces are never entered, finishing spaces never left.
    pub fn steps_from_starts(&self) -> Vec<u32> {
        let starts = self.graph.node_indices().filter(|n| self.is_start[n.index()]);
        steps_from(self.moves(true), starts)
    }

    /// Steps from each node back to the goal (`u32::MAX` where none leads):
    /// the undirected graph searched from the goal, never on out of a start
    /// space (a start space is never entered, so no route runs through one).
    /// A start space reached this way can reach El Dorado.
    pub fn reached_back_from_goal(&self) -> Vec<u32> {
        steps_from(self.arcs(|from, _| !self.is_start[from]), [self.goal])
    }

    /// A path from the source to the goal touching as few walls (spaces next to
    /// a mountain or the edge) as it can: petgraph's A* with entering a wall as
    /// the cost and no estimate. `None` when there is no path.
    pub fn path_off_walls(&self) -> Option<Vec<usize>> {
        let walls = |e: EdgeReference<'_, ()>| u32::from(self.by_wall[e.target().index()]);
        let (_, path) = astar(&self.graph, self.source, |n| n == self.goal, walls, |_| 0)?;
        Some(path.into_iter().map(|n| n.index()).collect())
    }

    /// One depth-first search from the source with low points (Tarjan), with
    /// `removed` taken out of the graph. It finds the nodes lying on every path from
    /// the source to the goal (s–t articulation points: petgraph's
    /// `articulation_points` finds every cut vertex, not those between two nodes)
    /// and the pockets: groups of nodes that hang off one node and hold no goal.
    ///
    /// Written by hand: the same low points read from the events of petgraph's
    /// `depth_first_search` over [`Arcs`] took 866,000 instructions for the
    /// searches of an analysis of Witch's Cauldron (this one and one per
    /// candidate of the narrow passages) against 371,000 for this, and put the
    /// whole analysis at 5.56 million instructions, about 1.09 ms, over its 1 ms
    /// budget (5.04 million, 0.98 ms, with this; see `docs/analysis.md`, Speed).
    pub fn cuts(&self, removed: Option<usize>, with_pockets: bool) -> Cuts {
        let n = self.node_count();
        let (s, t) = (self.source.index(), self.goal.index());
        let removed = removed.unwrap_or(usize::MAX);
        const UNSEEN: u32 = u32::MAX;
        let mut disc = vec![UNSEEN; n];
        let mut low = vec![0u32; n];
        let mut has_goal = vec![false; n];
        let mut is_sep = vec![false; n];
        let mut order: Vec<usize> = Vec::with_capacity(n);
        let mut pockets = Vec::new();
        order.push(s);
        disc[s] = 0;
        // (node, parent, next neighbour's index in `adj`, end of its neighbours)
        let mut stack: Vec<(usize, usize, usize, usize)> = Vec::with_capacity(n);
        stack.push((s, usize::MAX, self.first[s], self.first[s + 1]));
        while let Some(top) = stack.last_mut() {
            let (v, parent) = (top.0, top.1);
            if top.2 < top.3 {
                let w = self.adj[top.2];
                top.2 += 1;
                if w == removed || w == parent {
                    continue;
                }
                if disc[w] == UNSEEN {
                    disc[w] = order.len() as u32;
                    low[w] = disc[w];
                    has_goal[w] = w == t;
                    order.push(w);
                    stack.push((w, v, self.first[w], self.first[w + 1]));
                } else if disc[w] < low[v] {
                    low[v] = disc[w];
                }
                continue;
            }
            stack.pop();
            if parent == usize::MAX {
                continue;
            }
            low[parent] = low[parent].min(low[v]);
            has_goal[parent] |= has_goal[v];
            if low[v] >= disc[parent] && parent != s {
                if has_goal[v] {
                    is_sep[parent] = true;
                } else if with_pockets {
                    // v's subtree was discovered after v and before it finished.
                    pockets.push((parent, order[disc[v] as usize..].to_vec()));
                }
            }
        }
        let connected = disc[t] != UNSEEN;
        Cuts {
            separators: if connected {
                (0..n).filter(|&v| is_sep[v]).collect()
            } else {
                Vec::new()
            },
            pockets: if connected { pockets } else { Vec::new() },
            connected,
        }
    }
}

/// Fewest steps from any of `seeds` to each node of `g` (`u32::MAX` where none
/// leads), by petgraph's breadth-first search: the nodes a visit discovers are
/// those it appends to the queue, one step further than the node visited.
pub fn steps_from<G>(g: G, seeds: impl IntoIterator<Item = G::NodeId>) -> Vec<u32>
where
    G: IntoNeighbors + Visitable + NodeIndexable,
{
    let mut dist = vec![u32::MAX; g.node_bound()];
    let mut bfs = Bfs { stack: VecDeque::new(), discovered: g.visit_map() };
    for s in seeds {
        if bfs.discovered.visit(s) {
            dist[g.to_index(s)] = 0;
            bfs.stack.push_back(s);
        }
    }
    loop {
        // The queue still holds the node the visit takes off it.
        let before = bfs.stack.len();
        let Some(n) = bfs.next(g) else { break };
        let d = dist[g.to_index(n)] + 1;
        let found = bfs.stack.len() + 1 - before;
        for &m in bfs.stack.iter().rev().take(found) {
            dist[g.to_index(m)] = d;
        }
    }
    dist
}

/// The arcs of a [`SpaceGraph`] that `keep(from, to)` lets through: a graph for
/// petgraph's searches that walks the flat neighbour lists. petgraph's
/// `EdgeFiltered` over the graph itself walks its linked edge lists: the four
/// searches of [`SpaceGraph::reach_from`] on Witch's Cauldron took 309,000
/// instructions that way against 177,000 over this view, which keeps the whole
/// analysis within its 1 ms budget (see `docs/analysis.md`, Speed).
#[derive(Clone, Copy)]
pub struct Arcs<'a, F> {
    g: &'a SpaceGraph,
    keep: F,
}

/// The kept arcs out of one node of an [`Arcs`] view.
pub struct ArcsFrom<'a, F> {
    from: usize,
    to: std::slice::Iter<'a, usize>,
    keep: F,
}

impl<F: Fn(usize, usize) -> bool> Iterator for ArcsFrom<'_, F> {
    type Item = NodeIndex;
    #[inline]
    fn next(&mut self) -> Option<NodeIndex> {
        let (from, keep) = (self.from, &self.keep);
        self.to.find(|&&to| keep(from, to)).map(|&to| NodeIndex::new(to))
    }
}

impl<F> GraphBase for Arcs<'_, F> {
    type NodeId = NodeIndex;
    type EdgeId = EdgeIndex;
}

impl<F: Copy> GraphRef for Arcs<'_, F> {}

impl<'a, F: Fn(usize, usize) -> bool + Copy> IntoNeighbors for Arcs<'a, F> {
    type Neighbors = ArcsFrom<'a, F>;
    #[inline]
    fn neighbors(self, a: NodeIndex) -> ArcsFrom<'a, F> {
        ArcsFrom { from: a.index(), to: self.g.neighbours(a.index()).iter(), keep: self.keep }
    }
}

impl<F> Visitable for Arcs<'_, F> {
    type Map = <UnGraph<Node, ()> as Visitable>::Map;
    fn visit_map(&self) -> Self::Map {
        self.g.graph.visit_map()
    }
    fn reset_map(&self, map: &mut Self::Map) {
        self.g.graph.reset_map(map);
    }
}

impl<F> NodeIndexable for Arcs<'_, F> {
    fn node_bound(&self) -> usize {
        self.g.node_count()
    }
    fn to_index(&self, a: NodeIndex) -> usize {
        a.index()
    }
    fn from_index(&self, i: usize) -> NodeIndex {
        NodeIndex::new(i)
    }
}

/// What [`SpaceGraph::cuts`] finds.
#[derive(Debug, Clone)]
pub struct Cuts {
    /// Nodes on every source–goal path.
    pub separators: Vec<usize>,
    /// (entrance, nodes behind it) for every dead-end pocket.
    pub pockets: Vec<(usize, Vec<usize>)>,
    /// Whether the source reaches the goal.
    pub connected: bool,
}
