//! Fast movement search for bots: one bounded cheapest-path search per piece and
//! symbol gives every space a card of that symbol can reach and the power it
//! takes, so each card then just picks its best end. No allocation after the
//! scratch buffers are sized.

use arrayvec::ArrayVec;

use crate::sim::action::{Path, Step};
use crate::sim::board::{NO_SEAM, NO_SPACE, SeamIdx, Sp};
use crate::sim::cards::Symbol;
use crate::sim::state::GameState;

/// The most power any card or token has (Giant Machete).
pub const MAX_POWER: u8 = 6;

/// Reusable buffers for [`Reach::search`].
#[derive(Debug, Clone, Default)]
pub struct Reach {
    stamp: Vec<u32>,
    generation: u32,
    cost: Vec<u8>,
    parent: Vec<Sp>,
    /// Seam whose blockade is paid on the way into the space, or `NO_SEAM`.
    broke: Vec<SeamIdx>,
    buckets: [Vec<Sp>; MAX_POWER as usize + 1],
    /// Spaces reached (origin excluded) with their cost, cheapest first.
    pub reached: Vec<(Sp, u8)>,
    /// Adjacent symbol blockades payable from the origin: (seam, power).
    pub breakable: ArrayVec<(SeamIdx, u8), 6>,
    origin: Sp,
}

impl Reach {
    pub fn new(spaces: usize) -> Self {
        Reach {
            stamp: vec![0; spaces],
            cost: vec![0; spaces],
            parent: vec![NO_SPACE; spaces],
            broke: vec![NO_SEAM; spaces],
            ..Default::default()
        }
    }

    fn ensure(&mut self, spaces: usize) {
        if self.stamp.len() < spaces {
            *self = Reach::new(spaces);
        }
    }

    /// Cheapest power to every space a `symbol` card with at most `budget` power can
    /// reach from `from` for the current player's `piece`, paying symbol
    /// blockades on the way.
    pub fn search(&mut self, state: &GameState, piece: u8, from: Sp, symbol: Symbol, budget: u8) {
        let board = state.board();
        self.ensure(board.len());
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        }
        let g = self.generation;
        self.reached.clear();
        self.breakable.clear();
        self.origin = from;
        let budget = budget.min(MAX_POWER);
        let Some(terrain) = symbol.terrain() else { return };
        for b in &mut self.buckets {
            b.clear();
        }
        self.stamp[from as usize] = g;
        self.cost[from as usize] = 0;
        self.buckets[0].push(from);
        let seat = state.current();
        let pass = state.pass_occupied_active();
        for c in 0..=budget {
            let mut i = 0;
            while i < self.buckets[c as usize].len() {
                let s = self.buckets[c as usize][i];
                i += 1;
                if self.cost[s as usize] != c {
                    continue;
                }
                if s != from {
                    self.reached.push((s, c));
                    if board.is_finish(s) {
                        continue;
                    }
                }
                let (ns, seams) = board.edges(s);
                for k in 0..6 {
                    let n = ns[k];
                    if n == NO_SPACE {
                        break;
                    }
                    if board.terrain(n) != terrain || n == from {
                        continue;
                    }
                    let mut extra = 0;
                    let mut broke = NO_SEAM;
                    if seams[k] != NO_SEAM
                        && let Some(b) = state.intact_blockade(seams[k])
                    {
                        let bl = state.blockades()[b].blockade;
                        if bl.terrain != terrain {
                            continue;
                        }
                        extra = bl.power;
                        broke = seams[k];
                        // A path crosses a seam once; a second blockade payment would be wrong.
                        if self.path_broke(s, broke) {
                            extra = 0;
                            broke = NO_SEAM;
                        }
                    }
                    let nc = c + extra + board.power(n);
                    if nc > budget {
                        continue;
                    }
                    if !pass && state.occupied_by_other(n, seat, piece) {
                        continue;
                    }
                    if self.stamp[n as usize] != g || nc < self.cost[n as usize] {
                        self.stamp[n as usize] = g;
                        self.cost[n as usize] = nc;
                        self.parent[n as usize] = s;
                        self.broke[n as usize] = broke;
                        self.buckets[nc as usize].push(n);
                    }
                }
            }
        }
        // Blockades that can be paid without entering anything behind them.
        let (ns, seams) = board.edges(from);
        for k in 0..6 {
            if ns[k] == NO_SPACE {
                break;
            }
            if seams[k] == NO_SEAM || self.breakable.iter().any(|&(s, _)| s == seams[k]) {
                continue;
            }
            if let Some(b) = state.intact_blockade(seams[k]) {
                let bl = state.blockades()[b].blockade;
                if bl.terrain == terrain && bl.power <= budget {
                    self.breakable.push((seams[k], bl.power));
                }
            }
        }
    }

    fn path_broke(&self, mut s: Sp, seam: SeamIdx) -> bool {
        while s != self.origin {
            if self.broke[s as usize] == seam {
                return true;
            }
            s = self.parent[s as usize];
        }
        false
    }

    /// The path from the origin to a reached space.
    pub fn path_to(&self, end: Sp) -> Path {
        let mut rev: ArrayVec<Step, 12> = ArrayVec::new();
        let mut s = end;
        while s != self.origin {
            rev.push(Step::Enter(s));
            if self.broke[s as usize] != NO_SEAM {
                rev.push(Step::Break(self.broke[s as usize]));
            }
            s = self.parent[s as usize];
        }
        rev.iter().rev().copied().take(6).collect()
    }

    /// Whether a path to `end` pays a blockade.
    pub fn breaks_on_way(&self, end: Sp) -> bool {
        let mut s = end;
        while s != self.origin {
            if self.broke[s as usize] != NO_SEAM {
                return true;
            }
            s = self.parent[s as usize];
        }
        false
    }
}
