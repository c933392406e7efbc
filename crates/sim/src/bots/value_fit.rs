//! A correction to the strong bot's cost-to-go, fitted to its own lookahead.
//!
//! The lookahead judges each of the planner's best ends of turn by sampled
//! next turns; that figure is better informed than the tuned cost-to-go
//! ([`super::cost_to_go`]) the planner ranks its ends by (and plays the
//! lookahead's own next turns by). The correction is the difference of the
//! two, regressed by least squares on the parts of the estimate
//! ([`super::cost_to_go::parts`]) *within* each decision: features and
//! differences are taken relative to the decision's mean, so it learns how
//! the ends one player can choose between differ, not how early states differ
//! from late ones (a regression of the turns a player went on to need, across
//! states, learns the latter and chose worse, see docs/simulator.md).
//! The strong bot reads it where [`super::strong::StrongParams::fitted`] says so.

use super::cost_to_go::{CostWeights, Parts, parts};
use crate::engine::cards::CardKind;
use crate::engine::state::GameState;

/// How many features the fitted judge reads.
pub const FEATURES: usize = 11;

/// Coefficients of the features, one each.
pub type Coefficients = [f32; FEATURES];

/// The features' names, in the order of [`features`].
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "one",
    "average",
    "per_symbol",
    "bonus",
    "dist",
    "until",
    "cards",
    "coins",
    "coins_far",
    "items",
    "average_sq",
];

/// The features of the end of a line (see [`turns_left`]'s arguments).
pub fn features(
    state: &GameState,
    seat: u8,
    bought: Option<CardKind>,
    w: &CostWeights,
) -> [f32; FEATURES] {
    of_parts(&parts(state, seat, bought, w))
}

fn of_parts(p: &Parts) -> [f32; FEATURES] {
    [
        1.0,
        p.average,
        p.per_symbol,
        p.bonus,
        p.dist / 10.0,
        p.until,
        p.cards,
        p.coins,
        // Coins count for buying while the way is long.
        p.coins * p.dist / 100.0,
        p.items / 10.0,
        p.average * p.average / 10.0,
    ]
}

/// The correction's coefficients, in the order of [`FEATURE_NAMES`] (the
/// intercept drops out within a decision): made by
/// `cargo run --release -p eldorado-sim --example strong_fit -- 1000 1000`
/// (1,000 games of 3 default strong bots on the First course, seeds of
/// `simulate --seed 1000`, apart from the checks' seeds 1–3).
pub const CORRECTION: [f32; FEATURES] =
    [0.0000, 0.4822, -0.2243, 0.0000, 0.2004, 0.0000, -0.0633, 0.5518, -0.8421, 0.3097, -0.3347];

/// The turns a player still expects to need after the end of a line: the
/// tuned cost-to-go corrected by the coefficients `coef`.
pub fn turns_left(
    state: &GameState,
    seat: u8,
    bought: Option<CardKind>,
    w: &CostWeights,
    coef: &[f32; FEATURES],
) -> f32 {
    let p = parts(state, seat, bought, w);
    let f = of_parts(&p);
    p.blended - p.bonus + f.iter().zip(coef).map(|(a, b)| a * b).sum::<f32>()
}

/// The least-squares coefficients of `rows` against `targets` (normal
/// equations with a small ridge, solved by Gaussian elimination with partial
/// pivoting); `None` when there are no rows or the system is singular.
pub fn least_squares(
    rows: &[[f32; FEATURES]],
    targets: &[f32],
    ridge: f64,
) -> Option<[f64; FEATURES]> {
    if rows.is_empty() || rows.len() != targets.len() {
        return None;
    }
    let mut a = [[0.0f64; FEATURES + 1]; FEATURES];
    for (row, &t) in rows.iter().zip(targets) {
        for i in 0..FEATURES {
            let x = row[i] as f64;
            for (j, &y) in row.iter().enumerate() {
                a[i][j] += x * y as f64;
            }
            a[i][FEATURES] += x * t as f64;
        }
    }
    // The intercept is barely shrunk (only so that a column of zeros, as
    // within-decision figures make of it, leaves the system solvable).
    for (i, r) in a.iter_mut().enumerate() {
        r[i] += if i == 0 { 1e-9 } else { ridge } * rows.len() as f64;
    }
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        let pivot_row = a[col];
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let f = row[col] / pivot_row[col];
                for (x, p) in row.iter_mut().zip(&pivot_row).skip(col) {
                    *x -= f * p;
                }
            }
        }
    }
    Some(std::array::from_fn(|i| a[i][FEATURES] / a[i][i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_squares_recovers_the_coefficients_of_exact_data() {
        let truth: [f64; FEATURES] = std::array::from_fn(|i| i as f64 * 0.5 - 2.0);
        // Features that vary independently (a small linear congruential sequence).
        let mut x = 7u64;
        let mut next = || {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (x >> 40) as f32 / (1u64 << 24) as f32
        };
        let rows: Vec<[f32; FEATURES]> = (0..200)
            .map(|_| std::array::from_fn(|i| if i == 0 { 1.0 } else { next() * 10.0 }))
            .collect();
        let targets: Vec<f32> = rows
            .iter()
            .map(|r| r.iter().zip(&truth).map(|(a, b)| *a as f64 * b).sum::<f64>() as f32)
            .collect();
        let c = least_squares(&rows, &targets, 0.0).expect("solvable");
        for (got, want) in c.iter().zip(&truth) {
            assert!((got - want).abs() < 1e-3, "{c:?} against {truth:?}");
        }
        assert!(least_squares(&[], &[], 0.0).is_none(), "no rows, no fit");
    }
}
