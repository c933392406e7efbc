//! Where the course narrows.
//!
//! - **Articulation points** between start and finish: spaces every route passes.
//! - **Minimum vertex cut**: the fewest spaces whose loss would cut every start
//!   from El Dorado (max flow on the space graph with each space split into an
//!   in- and an out-node of capacity one). Start and finishing spaces are never
//!   cut. Its size is the course's width at its narrowest.
//! - **Narrow passages**: every minimal set of one or two spaces that cuts the
//!   starts from El Dorado, grouped where they touch. Any such set meets every
//!   start–finish path, so one member lies on a fixed path *P*; for each space *a*
//!   of *P* the spaces that cut the graph without *a* complete the pairs. Every
//!   face of the hex grid is a triangle, so a minimal cut is a wall running from
//!   mountains or the course's edge to mountains or the edge, each of its spaces
//!   touching the next or a blocked hex: a space of a cut of two always touches a
//!   mountain or the edge, and only such spaces of *P* are tried. When the
//!   course is two wide at its narrowest, every cut of two is a minimum cut and
//!   only the spaces of *P* in some minimum cut are tried (those whose halves
//!   lie in different strongly connected components of the residual flow
//!   graph). This runs only when the minimum cut is two or less.

use std::collections::BTreeSet;

use petgraph::algo::{ford_fulkerson, tarjan_scc};
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::{Bfs, EdgeRef};

use super::Context;
use super::graph::SpaceGraph;
use super::groups::groups;
use super::report::{Chokepoints, CrossSection, NarrowPassage};
use eldorado_core::map::SpaceId;

/// Widest a passage may be and still count as narrow.
pub const NARROW_WIDTH: usize = 2;

/// Capacity that stands for "never cut".
const UNCUT: u32 = 1 << 20;

/// The course's narrowest cross-section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinCut {
    pub width: usize,
    pub spaces: Vec<SpaceId>,
    /// Per space-graph node: whether it belongs to some minimum cut (not only
    /// the one in `spaces`). Only worked out, and not empty, when `width` is 2.
    pub in_some_cut: Vec<bool>,
}

/// A narrow place: touching cuts of width one or two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Passage {
    /// The smallest cut in the group.
    pub width: usize,
    /// Every space of every cut in the group.
    pub spaces: Vec<SpaceId>,
    /// The cuts themselves.
    pub cuts: Vec<Vec<SpaceId>>,
}

fn cuttable(g: &SpaceGraph, n: usize) -> bool {
    g.space(n).is_some() && !g.is_start(n) && !g.is_finish(n)
}

/// Spaces on every route from the start spaces to El Dorado.
pub fn articulation_points(g: &SpaceGraph, separators: &[usize]) -> Vec<SpaceId> {
    let mut v: Vec<SpaceId> =
        separators.iter().filter(|&&n| cuttable(g, n)).filter_map(|&n| g.space(n)).collect();
    v.sort_unstable();
    v
}

/// The minimum vertex cut between the start spaces and El Dorado; `None` when no
/// route exists or a start space touches a finishing space.
///
/// Max flow on the split network by petgraph's `ford_fulkerson` (breadth-first
/// augmenting paths, Edmonds–Karp: for the two or three paths a course takes
/// it is cheaper than `dinics`, which put the whole analysis of Witch's
/// Cauldron at 5.32 million instructions against 5.04 million); the cut is
/// read from the residual graph.
pub fn min_cut(g: &SpaceGraph) -> Option<MinCut> {
    let n = g.node_count();
    let network = split_network(g);
    let (flow, flows) =
        ford_fulkerson(&network, half(g.source.index(), In), half(g.goal.index(), Out));
    // A flow of UNCUT or more runs through no cuttable space: a start space
    // touches El Dorado and no cut exists.
    if flow == 0 || flow >= UNCUT {
        return None;
    }
    let residual = residual(&network, &flows);
    // The cut: spaces whose in-half the source still reaches and whose out-half it
    // does not. What the source reaches is the same for every maximum flow, so the
    // paths `ford_fulkerson` happens to pick never show in the report.
    let mut search = Bfs::new(&residual, half(g.source.index(), In));
    while search.next(&residual).is_some() {}
    let reached = |v: usize, side: Side| search.discovered.contains(half(v, side).index());
    let mut spaces: Vec<SpaceId> =
        (0..n).filter(|&v| reached(v, In) && !reached(v, Out)).filter_map(|v| g.space(v)).collect();
    spaces.sort_unstable();
    // A space is in some minimum cut when its in→out arc is full and no residual
    // path leads round it: its halves lie in different strongly connected
    // components of the residual graph (Picard and Queyranne). Only narrow
    // passages need it.
    let in_some_cut = if flow as usize == NARROW_WIDTH {
        let mut component = vec![0; residual.node_count()];
        for (i, members) in tarjan_scc(&residual).into_iter().enumerate() {
            for x in members {
                component[x.index()] = i;
            }
        }
        let through = |v: usize| flows[v];
        (0..n)
            .map(|v| {
                cuttable(g, v)
                    && through(v) == 1
                    && component[half(v, In).index()] != component[half(v, Out).index()]
            })
            .collect()
    } else {
        Vec::new()
    };
    Some(MinCut { width: flow as usize, spaces, in_some_cut })
}

/// The two halves of a space-graph node in the split network.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    In,
    Out,
}
use Side::{In, Out};

fn half(v: usize, side: Side) -> NodeIndex {
    NodeIndex::new(2 * v + usize::from(side == Out))
}

/// The space graph with each node split into an in- and an out-half: an arc
/// in→out of capacity 1 for a space that may be cut (UNCUT otherwise), and an
/// arc from each out-half to each neighbour's in-half that is never full. Arc
/// `v` is node `v`'s in→out arc.
fn split_network(g: &SpaceGraph) -> DiGraph<(), u32> {
    let n = g.node_count();
    let mut network = DiGraph::with_capacity(2 * n, n + 2 * g.graph.edge_count());
    for _ in 0..2 * n {
        network.add_node(());
    }
    for v in 0..n {
        network.add_edge(half(v, In), half(v, Out), if cuttable(g, v) { 1 } else { UNCUT });
    }
    for e in g.graph.edge_references() {
        let (a, b) = (e.source().index(), e.target().index());
        network.add_edge(half(a, Out), half(b, In), UNCUT);
        network.add_edge(half(b, Out), half(a, In), UNCUT);
    }
    network
}

/// The arcs of `network` that can still carry flow, given the flow on each arc:
/// forward where an arc is not full, backward where it carries some.
fn residual(network: &DiGraph<(), u32>, flows: &[u32]) -> DiGraph<(), ()> {
    let mut residual = DiGraph::with_capacity(network.node_count(), network.edge_count());
    for _ in 0..network.node_count() {
        residual.add_node(());
    }
    for (e, &flow) in network.raw_edges().iter().zip(flows) {
        if flow < e.weight {
            residual.add_edge(e.source(), e.target(), ());
        }
        if flow > 0 {
            residual.add_edge(e.target(), e.source(), ());
        }
    }
    residual
}

/// Every narrow passage. `separators` are the graph's
/// single cuts (from [`SpaceGraph::cuts`]).
pub fn narrow_passages(
    g: &SpaceGraph,
    separators: &[usize],
    narrowest: Option<&MinCut>,
) -> Vec<Passage> {
    if narrowest.is_none_or(|c| c.width > NARROW_WIDTH) {
        return Vec::new();
    }
    let singles: Vec<usize> = separators.iter().copied().filter(|&n| cuttable(g, n)).collect();
    let mut cuts: BTreeSet<Vec<usize>> = singles.iter().map(|&n| vec![n]).collect();
    // When the course is two wide at its narrowest, every cut of two is a
    // minimum cut, and only spaces in some minimum cut can be in one.
    let candidate = |a: usize| match narrowest {
        Some(c) if c.width == 2 => c.in_some_cut[a],
        _ => g.by_wall(a),
    };
    // Any path will do; the one touching fewest walls has fewest candidates.
    if let Some(path) = g.path_off_walls() {
        for &a in path.iter().filter(|&&a| cuttable(g, a) && candidate(a) && !singles.contains(&a))
        {
            for b in g.cuts(Some(a), false).separators {
                if cuttable(g, b) && !singles.contains(&b) {
                    cuts.insert(if a < b { vec![a, b] } else { vec![b, a] });
                }
            }
        }
    }
    group(g, cuts.into_iter().collect())
}

/// Joins cuts that share or touch a space into passages, in the order of
/// their first cut.
fn group(g: &SpaceGraph, cuts: Vec<Vec<usize>>) -> Vec<Passage> {
    let touch = |a: &[usize], b: &[usize]| {
        a.iter().any(|&x| b.iter().any(|&y| x == y || g.neighbours(x).contains(&y)))
    };
    let pairs = (0..cuts.len()).flat_map(|i| (i + 1..cuts.len()).map(move |j| (i, j)));
    let groups = groups(cuts.len(), |_| true, pairs.filter(|&(i, j)| touch(&cuts[i], &cuts[j])));
    let spaces_of =
        |nodes: &[usize]| -> Vec<SpaceId> { nodes.iter().filter_map(|&n| g.space(n)).collect() };
    groups
        .into_iter()
        .map(|members| {
            let mut spaces: Vec<SpaceId> =
                members.iter().flat_map(|&i| spaces_of(&cuts[i])).collect();
            spaces.sort_unstable();
            spaces.dedup();
            Passage {
                width: members.iter().map(|&i| cuts[i].len()).min().unwrap_or(0),
                spaces,
                cuts: members.iter().map(|&i| spaces_of(&cuts[i])).collect(),
            }
        })
        .collect()
}

/// The chokepoints part of the report: articulation points, the narrowest
/// cross-section and the narrow passages, nearest the start first.
pub fn report(ctx: &Context, separators: &[usize]) -> Chokepoints {
    let g = &ctx.spaces;
    let narrowest = min_cut(g);
    let mut passages = narrow_passages(g, separators, narrowest.as_ref());
    passages.sort_by_key(|p| {
        std::cmp::Reverse(p.spaces.iter().filter_map(|&s| ctx.steps_to_goal(s)).max())
    });
    Chokepoints {
        articulation_points: articulation_points(g, separators),
        narrowest: narrowest.map(|c| CrossSection {
            width: c.width,
            hexes: ctx.hexes(&c.spaces),
            pieces: ctx.pieces_of(&c.spaces),
            spaces: c.spaces,
        }),
        narrow_passages: passages
            .into_iter()
            .map(|p| NarrowPassage {
                width: p.width,
                hexes: ctx.hexes(&p.spaces),
                pieces: ctx.pieces_of(&p.spaces),
                spaces: p.spaces,
                cuts: p.cuts,
            })
            .collect(),
    }
}
