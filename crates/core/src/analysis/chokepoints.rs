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

use std::collections::{BTreeSet, VecDeque};

use super::Context;
use super::graph::SpaceGraph;
use super::report::{Chokepoints, CrossSection, NarrowPassage};
use crate::map::SpaceId;

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
    let mut v: Vec<SpaceId> = separators.iter().filter(|&&n| cuttable(g, n)).filter_map(|&n| g.space(n)).collect();
    v.sort_unstable();
    v
}

/// The minimum vertex cut between the start spaces and El Dorado; `None` when no
/// route exists or a start space touches a finishing space.
///
/// Max flow with unit vertex capacities, each space split into an in- and an
/// out-half, by breadth-first augmenting paths (Edmonds–Karp) on the split graph
/// kept implicit. petgraph's `dinics` needs the split network built as a graph of
/// its own, and building it took longer than the rest of the cut; the flow here
/// is at most a handful of paths.
pub fn min_cut(g: &SpaceGraph) -> Option<MinCut> {
    let n = g.node_count();
    let (source, goal) = (g.source.index(), g.goal.index());
    // Flow through each node (its in→out arc), and along each adjacency arc,
    // indexed like the adjacency lists; `back[i]` is the arc the other way.
    let (first, adj) = g.csr();
    let mut through = vec![0u32; n];
    let mut along = vec![0u32; adj.len()];
    let mut back = vec![0usize; adj.len()];
    for u in 0..n {
        for i in first[u]..first[u + 1] {
            let v = adj[i];
            back[i] = (first[v]..first[v + 1]).find(|&j| adj[j] == u).unwrap_or(i);
        }
    }
    let cap = |v: usize| if cuttable(g, v) { 1 } else { UNCUT };
    // A residual state is (node, out-half?), numbered 2v + side.
    let mut flow = 0u32;
    let mut prev: Vec<Option<(usize, Arc)>> = vec![None; 2 * n];
    loop {
        prev.iter_mut().for_each(|p| *p = None);
        let start = 2 * source;
        prev[start] = Some((start, Arc::Through));
        let mut queue = VecDeque::from([start]);
        while let Some(x) = queue.pop_front() {
            let (v, out) = (x / 2, x % 2 == 1);
            let mut visit = |y: usize, arc: Arc, queue: &mut VecDeque<usize>| {
                if prev[y].is_none() {
                    prev[y] = Some((x, arc));
                    queue.push_back(y);
                }
            };
            if out {
                // Out to a neighbour's in-half (never full), or back through v.
                for (i, &w) in adj.iter().enumerate().take(first[v + 1]).skip(first[v]) {
                    visit(2 * w, Arc::Along(i), &mut queue);
                }
                if through[v] > 0 {
                    visit(2 * v, Arc::UndoThrough(v), &mut queue);
                }
            } else {
                if through[v] < cap(v) {
                    visit(2 * v + 1, Arc::Through, &mut queue);
                }
                // Undo flow that came in from a neighbour.
                for i in first[v]..first[v + 1] {
                    if along[back[i]] > 0 {
                        visit(2 * adj[i] + 1, Arc::UndoAlong(back[i]), &mut queue);
                    }
                }
            }
        }
        let end = 2 * goal + 1;
        if prev[end].is_none() {
            break;
        }
        // Every augmenting path carries one unit; one through no cuttable space
        // means a start space touches El Dorado and no cut exists.
        let mut at = end;
        let mut cut_any = false;
        while at != start {
            let (from, arc) = prev[at].expect("on the path");
            match arc {
                Arc::Through => {
                    through[at / 2] += 1;
                    cut_any |= cuttable(g, at / 2);
                }
                Arc::UndoThrough(v) => through[v] -= 1,
                Arc::Along(i) => along[i] += 1,
                Arc::UndoAlong(i) => along[i] -= 1,
            }
            at = from;
        }
        if !cut_any {
            return None;
        }
        flow += 1;
    }
    if flow == 0 {
        return None;
    }
    // The cut: spaces whose in-half the source still reaches and whose out-half it does not.
    let mut spaces: Vec<SpaceId> = (0..n)
        .filter(|&v| prev[2 * v].is_some() && prev[2 * v + 1].is_none())
        .filter_map(|v| g.space(v))
        .collect();
    spaces.sort_unstable();
    // A space is in some minimum cut when its in→out arc is full and no residual
    // path leads round it: its halves lie in different strongly connected
    // components of the residual graph (Picard and Queyranne).
    let successor = |x: usize, k: usize| -> Option<Option<usize>> {
        let v = x / 2;
        let deg = first[v + 1] - first[v];
        if x % 2 == 1 {
            match k.cmp(&deg) {
                std::cmp::Ordering::Less => Some(Some(2 * adj[first[v] + k])),
                std::cmp::Ordering::Equal => Some((through[v] > 0).then_some(2 * v)),
                std::cmp::Ordering::Greater => None,
            }
        } else if k == 0 {
            Some((through[v] < cap(v)).then_some(2 * v + 1))
        } else if k <= deg {
            let i = first[v] + k - 1;
            Some((along[back[i]] > 0).then_some(2 * adj[i] + 1))
        } else {
            None
        }
    };
    // Only narrow passages need it.
    let in_some_cut = if flow as usize == NARROW_WIDTH {
        let comp = strongly_connected(2 * n, successor);
        (0..n).map(|v| cuttable(g, v) && through[v] == 1 && comp[2 * v] != comp[2 * v + 1]).collect()
    } else {
        Vec::new()
    };
    Some(MinCut { width: flow as usize, spaces, in_some_cut })
}

/// Tarjan's strongly connected components of an implicit graph whose node `x`
/// has successors `successor(x, 0)`, `successor(x, 1)`, ... until `None`
/// (`Some(None)` skips a slot). Returns a component id per node.
fn strongly_connected(n: usize, successor: impl Fn(usize, usize) -> Option<Option<usize>>) -> Vec<u32> {
    const UNSEEN: u32 = u32::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut comp = vec![UNSEEN; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut calls: Vec<(usize, usize)> = Vec::new();
    let (mut next_index, mut next_comp) = (0u32, 0u32);
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        calls.push((root, 0));
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (x, ref mut k)) = calls.last_mut() {
            match successor(x, *k) {
                Some(step) => {
                    *k += 1;
                    let Some(y) = step else { continue };
                    if index[y] == UNSEEN {
                        index[y] = next_index;
                        low[y] = next_index;
                        next_index += 1;
                        stack.push(y);
                        on_stack[y] = true;
                        calls.push((y, 0));
                    } else if on_stack[y] {
                        low[x] = low[x].min(index[y]);
                    }
                }
                None => {
                    calls.pop();
                    if let Some(&(parent, _)) = calls.last() {
                        low[parent] = low[parent].min(low[x]);
                    }
                    if low[x] == index[x] {
                        while let Some(y) = stack.pop() {
                            on_stack[y] = false;
                            comp[y] = next_comp;
                            if y == x {
                                break;
                            }
                        }
                        next_comp += 1;
                    }
                }
            }
        }
    }
    comp
}

/// A residual arc of the split graph.
#[derive(Debug, Clone, Copy)]
enum Arc {
    Through,
    UndoThrough(usize),
    Along(usize),
    UndoAlong(usize),
}

/// Every narrow passage. `separators` are the graph's
/// single cuts (from [`SpaceGraph::cuts`]).
pub fn narrow_passages(g: &SpaceGraph, separators: &[usize], narrowest: Option<&MinCut>) -> Vec<Passage> {
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
        for &a in path.iter().filter(|&&a| cuttable(g, a) && candidate(a) && !singles.contains(&a)) {
            for b in g.cuts(Some(a), false).separators {
                if cuttable(g, b) && !singles.contains(&b) {
                    cuts.insert(if a < b { vec![a, b] } else { vec![b, a] });
                }
            }
        }
    }
    group(g, cuts.into_iter().collect())
}

/// Joins cuts that share or touch a space into passages.
fn group(g: &SpaceGraph, cuts: Vec<Vec<usize>>) -> Vec<Passage> {
    let mut parent: Vec<usize> = (0..cuts.len()).collect();
    fn root(p: &mut [usize], mut i: usize) -> usize {
        while p[i] != i {
            p[i] = p[p[i]];
            i = p[i];
        }
        i
    }
    let touch = |a: &[usize], b: &[usize]| a.iter().any(|&x| b.iter().any(|&y| x == y || g.neighbours(x).contains(&y)));
    for i in 0..cuts.len() {
        for j in i + 1..cuts.len() {
            if touch(&cuts[i], &cuts[j]) {
                let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
                parent[ri.max(rj)] = ri.min(rj);
            }
        }
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut index_of = vec![usize::MAX; cuts.len()];
    for i in 0..cuts.len() {
        let r = root(&mut parent, i);
        if index_of[r] == usize::MAX {
            index_of[r] = groups.len();
            groups.push(Vec::new());
        }
        groups[index_of[r]].push(i);
    }
    let spaces_of = |nodes: &[usize]| -> Vec<SpaceId> { nodes.iter().filter_map(|&n| g.space(n)).collect() };
    groups
        .into_iter()
        .map(|members| {
            let mut spaces: Vec<SpaceId> = members.iter().flat_map(|&i| spaces_of(&cuts[i])).collect();
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
    passages.sort_by_key(|p| std::cmp::Reverse(p.spaces.iter().filter_map(|&s| ctx.steps_to_goal(s)).max()));
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
