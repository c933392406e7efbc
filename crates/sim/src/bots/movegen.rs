//! Fast movement search for bots: one bounded cheapest-path search per piece and
//! symbol gives every space a card of that symbol can reach and the power it
//! takes, so each card then just picks its best end. No allocation after the
//! scratch buffers are sized.

use arrayvec::ArrayVec;

use crate::plan::Plan;
use eldorado_core::catalog::Symbol;
use eldorado_core::map::{SeamId, SpaceId};
use eldorado_rules::action::{Path, Step};
use eldorado_rules::state::GameState;

/// The most power any card or token has (Giant Machete).
pub const MAX_POWER: u8 = 6;

/// Search state of one space, packed together.
#[derive(Debug, Clone, Copy, Default)]
struct Node {
    /// Search generation that last touched the node; older means unvisited.
    stamp: u32,
    cost: u8,
    /// Seam whose blockade is paid on the way into the space, or `SeamId::NONE`.
    broke: SeamId,
    parent: SpaceId,
}

/// Reusable buffers for [`Reach::search`].
#[derive(Debug, Clone, Default)]
pub struct Reach {
    nodes: Vec<Node>,
    generation: u32,
    buckets: [Vec<SpaceId>; MAX_POWER as usize + 1],
    /// Spaces reached (origin excluded) with their cost, cheapest first.
    pub reached: Vec<(SpaceId, u8)>,
    /// Adjacent symbol blockades payable from the origin: (seam, power).
    pub breakable: ArrayVec<(SeamId, u8), 6>,
    /// Whether the last search left a space out for straying too far (its
    /// `slack`): without it, the search would have found more.
    pub clipped: bool,
    origin: SpaceId,
}

impl Reach {
    /// Buffers for a course of `spaces` spaces.
    pub fn new(spaces: usize) -> Self {
        Reach { nodes: vec![Node::default(); spaces], ..Default::default() }
    }

    fn ensure(&mut self, spaces: usize) {
        if self.nodes.len() < spaces {
            self.nodes = vec![Node::default(); spaces];
            self.generation = 0;
        }
    }

    /// Cheapest power to every space a `symbol` card with at most `budget` power can
    /// reach from `from` for the current player's `piece`, paying symbol
    /// blockades on the way. With `slack`, spaces farther from El Dorado than
    /// the origin by more than that (in the plan's half symbols) are not
    /// explored: a bot that only moves forward need not look back.
    #[allow(clippy::too_many_arguments)]
    pub fn search(
        &mut self,
        state: &GameState,
        plan: &Plan,
        piece: u8,
        from: SpaceId,
        symbol: Symbol,
        budget: u8,
        slack: Option<u16>,
    ) {
        let board = state.board();
        self.ensure(board.len());
        let limit = slack.map_or(u16::MAX, |x| plan.dist(from).saturating_add(x));
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.nodes.iter_mut().for_each(|n| n.stamp = 0);
            self.generation = 1;
        }
        let g = self.generation;
        self.reached.clear();
        self.breakable.clear();
        self.clipped = false;
        self.origin = from;
        let budget = budget.min(MAX_POWER);
        let terrain = symbol.terrain();
        for b in &mut self.buckets {
            b.clear();
        }
        self.nodes[from] = Node { stamp: g, cost: 0, broke: SeamId::NONE, parent: SpaceId::NONE };
        self.buckets[0].push(from);
        let seat = state.current();
        // Spaces held by other pieces are marked as reached at no cost, like
        // the origin: the search never enters them, at no cost per edge.
        if !state.pass_occupied_active() {
            for (i, p) in state.players().iter().enumerate() {
                for (j, x) in p.pieces().iter().enumerate() {
                    if let Some(at) = x.at
                        && !(i == seat as usize && j == piece as usize)
                    {
                        self.nodes[at] =
                            Node { stamp: g, cost: 0, broke: SeamId::NONE, parent: SpaceId::NONE };
                    }
                }
            }
        }
        // Seams closed by an intact blockade: (seam, blockade power if this symbol pays it).
        let mut closed: ArrayVec<(SeamId, Option<u8>), 6> = ArrayVec::new();
        for bl in state.blockades().iter().filter(|b| b.owner.is_none()) {
            closed.push((bl.seam, (bl.blockade.terrain == terrain).then_some(bl.blockade.power)));
        }
        let Some(land) = eldorado_rules::board::land_index(terrain) else {
            return;
        };
        for c in 0..=budget {
            let mut i = 0;
            while i < self.buckets[c as usize].len() {
                let s = self.buckets[c as usize][i];
                i += 1;
                if self.nodes[s].cost != c {
                    continue;
                }
                if s != from {
                    self.reached.push((s, c));
                    if board.is_finish(s) {
                        continue;
                    }
                }
                for &(n, seam) in board.land_edges(s, land) {
                    let cell = plan.cell(n);
                    if cell.dist > limit {
                        self.clipped = true;
                        continue;
                    }
                    let mut extra = 0;
                    let mut broke = SeamId::NONE;
                    if seam != SeamId::NONE
                        && let Some(&(_, pays)) = closed.iter().find(|(x, _)| *x == seam)
                    {
                        let Some(power) = pays else { continue };
                        extra = power;
                        broke = seam;
                        // A path crosses a seam once; a second blockade payment would be wrong.
                        if self.path_broke(s, broke) {
                            extra = 0;
                            broke = SeamId::NONE;
                        }
                    }
                    let nc = c + extra + cell.power;
                    if nc > budget {
                        continue;
                    }
                    let node = &mut self.nodes[n];
                    if node.stamp != g || nc < node.cost {
                        *node = Node { stamp: g, cost: nc, broke, parent: s };
                        self.buckets[nc as usize].push(n);
                    }
                }
            }
        }
        let any_blockade = closed.iter().any(|(_, p)| p.is_some());
        // Blockades that can be paid without entering anything behind them.
        if any_blockade {
            for (_, seam) in board.exits(from) {
                if seam == SeamId::NONE || self.breakable.iter().any(|&(s, _)| s == seam) {
                    continue;
                }
                if let Some(b) = state.intact_blockade(seam) {
                    let bl = state.blockades()[b].blockade;
                    if bl.terrain == terrain && bl.power <= budget {
                        self.breakable.push((seam, bl.power));
                    }
                }
            }
        }
    }

    fn path_broke(&self, mut s: SpaceId, seam: SeamId) -> bool {
        while s != self.origin {
            let node = self.nodes[s];
            if node.broke == seam {
                return true;
            }
            s = node.parent;
        }
        false
    }

    /// The path from the origin to a reached space.
    pub fn path_to(&self, end: SpaceId) -> Path {
        let mut rev: ArrayVec<Step, 12> = ArrayVec::new();
        let mut s = end;
        while s != self.origin {
            let node = self.nodes[s];
            rev.push(Step::Enter(s));
            if node.broke != SeamId::NONE {
                rev.push(Step::Break(node.broke));
            }
            s = node.parent;
        }
        rev.iter().rev().copied().take(6).collect()
    }

    /// Whether a path to `end` pays a blockade.
    pub fn breaks_on_way(&self, end: SpaceId) -> bool {
        let mut s = end;
        while s != self.origin {
            let node = self.nodes[s];
            if node.broke != SeamId::NONE {
                return true;
            }
            s = node.parent;
        }
        false
    }
}
