//! The course as an undirected petgraph graph: one node per enterable space
//! (mountains left out), an edge between neighbours, and two virtual nodes: the
//! *source*, joined to every start space, and the *goal*, joined to every
//! finishing space. Connectivity questions (who reaches what, where the course
//! narrows) are asked of this graph; costs are asked of [`super::moves`].
//!
//! Two start spaces are not joined: a start space is never entered, so no route
//! runs from one to another.

use std::collections::VecDeque;

use petgraph::graph::{NodeIndex, UnGraph};

use crate::map::{Map, SpaceId};

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
    /// `adj[first[n]..first[n + 1]]`), for the searches that walk the graph by hand.
    adj: Vec<usize>,
    first: Vec<usize>,
    is_start: Vec<bool>,
    is_finish: Vec<bool>,
    /// Spaces next to a mountain or to the edge of the course.
    by_wall: Vec<bool>,
}

impl SpaceGraph {
    pub fn build(map: &Map) -> SpaceGraph {
        let mut graph = UnGraph::with_capacity(map.len() + 2, map.len() * 3 + 8);
        let node_of: Vec<Option<NodeIndex>> = map
            .spaces()
            .iter()
            .enumerate()
            .map(|(id, c)| c.is_enterable().then(|| graph.add_node(Node::Space(id))))
            .collect();
        let source = graph.add_node(Node::Source);
        let goal = graph.add_node(Node::Goal);
        for (a, na) in node_of.iter().enumerate() {
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
        let by_wall = flag(&|s| map.neighbours(s).iter().filter(|&&n| map.space(n).is_enterable()).count() < 6);
        SpaceGraph { graph, node_of, source, goal, adj, first, is_start, is_finish, by_wall }
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
    /// The flat neighbour lists: `(first, list)`, node `n`'s neighbours being
    /// `list[first[n]..first[n + 1]]`.
    pub fn csr(&self) -> (&[usize], &[usize]) {
        (&self.first, &self.adj)
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

    /// Nodes a piece on `start` can reach: it never enters another start space and
    /// stops at a finishing space.
    pub fn reach_from(&self, start: NodeIndex) -> Vec<bool> {
        let mut seen = vec![false; self.node_count()];
        seen[start.index()] = true;
        let mut queue = VecDeque::from([start.index()]);
        while let Some(n) = queue.pop_front() {
            if self.is_finish[n] && n != start.index() {
                continue;
            }
            for &m in self.neighbours(n) {
                if !seen[m] && self.space(m).is_some() && !self.is_start[m] {
                    seen[m] = true;
                    queue.push_back(m);
                }
            }
        }
        seen
    }

    /// Fewest spaces entered from any start space to each node (`u32::MAX` where
    /// none reaches): start spaces are never entered, finishing spaces never left.
    pub fn steps_from_starts(&self) -> Vec<u32> {
        let mut dist: Vec<u32> = self.is_start.iter().map(|&s| if s { 0 } else { u32::MAX }).collect();
        let mut queue: VecDeque<usize> = (0..self.node_count()).filter(|&n| self.is_start[n]).collect();
        while let Some(n) = queue.pop_front() {
            if self.is_finish[n] {
                continue;
            }
            for &m in self.neighbours(n) {
                if dist[m] == u32::MAX && self.space(m).is_some() && !self.is_start[m] {
                    dist[m] = dist[n] + 1;
                    queue.push_back(m);
                }
            }
        }
        dist
    }

    /// A path from the source to the goal touching as few walls (spaces next to
    /// a mountain or the edge) as it can: a 0-1 breadth-first search. `None` when
    /// there is no path.
    pub fn path_off_walls(&self) -> Option<Vec<usize>> {
        let (s, t) = (self.source.index(), self.goal.index());
        let n = self.node_count();
        let mut cost = vec![u32::MAX; n];
        let mut prev = vec![usize::MAX; n];
        let mut deque = VecDeque::from([s]);
        cost[s] = 0;
        while let Some(v) = deque.pop_front() {
            for &w in self.neighbours(v) {
                let step = u32::from(self.by_wall[w]);
                if cost[v] + step < cost[w] {
                    cost[w] = cost[v] + step;
                    prev[w] = v;
                    if step == 0 { deque.push_front(w) } else { deque.push_back(w) }
                }
            }
        }
        if cost[t] == u32::MAX {
            return None;
        }
        let mut path = vec![t];
        let mut at = t;
        while at != s {
            at = prev[at];
            path.push(at);
        }
        path.reverse();
        Some(path)
    }

    /// One depth-first search from the source with low points (Tarjan), with
    /// `removed` taken out of the graph. It finds the nodes lying on every path from
    /// the source to the goal (s–t articulation points: petgraph's
    /// `articulation_points` finds every cut vertex, not those between two nodes)
    /// and the pockets: groups of nodes that hang off one node and hold no goal.
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
            separators: if connected { (0..n).filter(|&v| is_sep[v]).collect() } else { Vec::new() },
            pockets: if connected { pockets } else { Vec::new() },
            connected,
        }
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
