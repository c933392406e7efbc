//! What a set of pieces can reach: a quick additive model of a course's
//! expected rounds from its pieces, to refuse an impossible order at once and
//! to choose how many boards to lay for a possible one.
//!
//! A side's cost is the compass estimate of a one-piece course (start board A,
//! the side, a board after a strip, the finish plate) minus that of the start
//! board with the finish plate alone. A course is then about `base` plus the
//! costs of its sides. Bends and joints move real courses off the model, so
//! the reachable range is widened by [`MARGIN`] either way.

use std::sync::OnceLock;

use eldorado_analysis::analyze;
use eldorado_core::map::Map;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::compass;
use super::layout::lay_out;
use super::pieces::PieceSet;

/// How far the model may be off for a whole course, in rounds.
pub const MARGIN: f64 = 2.0;

/// What a set of pieces can reach: the additive model of its sides' costs.
#[derive(Debug, Clone, PartialEq)]
pub struct PieceReach {
    /// The start board and the finish plate alone.
    pub base: f64,
    /// Each terrain board's two sides.
    pub boards: Vec<[f64; 2]>,
    /// Each strip's two sides.
    pub strips: Vec<[f64; 2]>,
    /// The fewest terrain boards a course must add: 1 for a new course, 0
    /// when completing one whose last piece is a board.
    pub fewest_boards: usize,
}

impl PieceReach {
    /// The model for a set of pieces (the sides' costs are measured once).
    pub fn of(set: &PieceSet) -> PieceReach {
        let pairs = |v: &[[&str; 2]]| v.iter().map(|[a, b]| [side_cost(a), side_cost(b)]).collect();
        PieceReach {
            base: side_costs().base,
            boards: pairs(&set.boards),
            strips: pairs(&set.strips),
            fewest_boards: 1,
        }
    }

    /// The model for completing a course: `set` holds the pieces left, and
    /// the sides already placed (start board first) add their costs to the base.
    pub fn completing(set: &PieceSet, placed: &[&str], fewest_boards: usize) -> PieceReach {
        let given: f64 = placed.iter().skip(1).map(|id| side_cost(id)).sum();
        PieceReach { base: side_costs().base + given, fewest_boards, ..PieceReach::of(set) }
    }

    /// The fewest and most rounds these pieces can make, margin included.
    pub fn range(&self) -> (f64, f64) {
        let least = self.boards.iter().map(|p| p[0].min(p[1])).fold(f64::INFINITY, f64::min);
        let most: f64 =
            self.boards.iter().chain(&self.strips).map(|p| p[0].max(p[1]).max(0.0)).sum();
        let least = if least.is_finite() && self.fewest_boards > 0 { least } else { 0.0 };
        (self.base + least - MARGIN, self.base + most + MARGIN)
    }

    /// Board counts whose typical course (mean side cost each) lies within the
    /// margin of the order, fewest first; at least one count when the order is
    /// reachable at all.
    pub fn board_counts(&self, low: f64, high: f64, strips: usize) -> Vec<usize> {
        let mean = |v: &[[f64; 2]]| {
            if v.is_empty() {
                0.0
            } else {
                v.iter().map(|p| (p[0] + p[1]) / 2.0).sum::<f64>() / v.len() as f64
            }
        };
        let (board, strip) = (mean(&self.boards), mean(&self.strips));
        let typical = |k: usize| self.base + board * k as f64 + strip * strips as f64;
        let fits: Vec<usize> = (self.fewest_boards..=self.boards.len())
            .filter(|&k| typical(k) >= low - MARGIN && typical(k) <= high + MARGIN)
            .collect();
        if !fits.is_empty() {
            return fits;
        }
        let nearest = (self.fewest_boards..=self.boards.len()).min_by(|&a, &b| {
            let off = |k: usize| (typical(k) - (low + high) / 2.0).abs();
            off(a).total_cmp(&off(b))
        });
        nearest.into_iter().collect()
    }
}

/// What one side adds to a course, in rounds (0 for a side the model doesn't price).
pub fn side_cost(id: &str) -> f64 {
    side_costs().sides.iter().find(|(s, _)| s == id).map_or(0.0, |(_, c)| *c)
}

struct SideCosts {
    base: f64,
    sides: Vec<(String, f64)>,
}

/// Every board and strip side's cost, measured once.
fn side_costs() -> &'static SideCosts {
    static COSTS: OnceLock<SideCosts> = OnceLock::new();
    COSTS.get_or_init(|| {
        let base = rounds_of(&["A", "finish-jungle"]).unwrap_or(0.0);
        let all = PieceSet::whole_box(true);
        let mut sides = Vec::new();
        for [a, b] in &all.boards {
            for id in [a, b] {
                sides.push((
                    id.to_string(),
                    rounds_of(&["A", id, "finish-jungle"]).map_or(0.0, |r| r - base),
                ));
            }
        }
        // A strip needs a board after it; the board's own cost is taken off.
        let after = "C";
        let with_board = rounds_of(&["A", after, "finish-jungle"]).unwrap_or(base);
        for [a, b] in &all.strips {
            for id in [a, b] {
                sides.push((
                    id.to_string(),
                    rounds_of(&["A", id, after, "finish-jungle"]).map_or(0.0, |r| r - with_board),
                ));
            }
        }
        SideCosts { base, sides }
    })
}

/// The compass estimate of a straight course of these sides, if one lays out.
fn rounds_of(sides: &[&str]) -> Option<f64> {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    (0..50).find_map(|_| {
        let layout = lay_out(sides, &mut rng)?;
        let straight = layout.turns().iter().all(|&t| t == 0);
        let map = Map::build(&layout.course()).ok().filter(|_| straight)?;
        compass::estimate(&analyze(&map))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_pieces_reach_further() {
        let all = PieceReach::of(&PieceSet::whole_box(true));
        let few = PieceReach::of(&PieceSet::from_list("C").unwrap());
        let (lo_all, hi_all) = all.range();
        let (lo_few, hi_few) = few.range();
        assert!(
            lo_all <= lo_few && hi_all > hi_few + 5.0,
            "{lo_all}–{hi_all} against {lo_few}–{hi_few}"
        );
        assert!(
            all.boards.iter().flatten().all(|&c| c > 0.0),
            "every board adds rounds: {:?}",
            all.boards
        );
        let counts = all.board_counts(18.0, 21.0, 0);
        assert!(!counts.is_empty() && counts.iter().all(|&k| (1..=6).contains(&k)), "{counts:?}");
    }
}
