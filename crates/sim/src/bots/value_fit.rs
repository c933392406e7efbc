//! A cost-to-go fitted to self-play: the turns a player still needed, in
//! games of 3 strong bots, regressed by least squares on the parts of the
//! tuned estimate ([`super::cost_to_go::parts`]).
//!
//! The tuned estimate was tuned by arrival rounds, a few weights at a time;
//! the fitted one weighs the same figures (both views of the deck's pace,
//! the distance, the turns to the reshuffle, the deck's size and coins,
//! items and tokens) by what they did foretell in the games. The strong bot
//! reads it where [`super::strong::StrongParams::fitted`] says so.

use super::cost_to_go::{CostWeights, parts};
use crate::engine::cards::CardKind;
use crate::engine::state::GameState;

/// How many features the fitted judge reads.
pub const FEATURES: usize = 11;

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
    let p = parts(state, seat, bought, w);
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

/// The fitted coefficients, in the order of [`FEATURE_NAMES`]: made by
/// `cargo run --release -p eldorado-sim --example strong_fit -- 1500 1000`
/// (1,500 games of 3 default strong bots on the First course, seeds of
/// `simulate --seed 1000`, apart from the checks' seeds 1–3).
pub const FITTED: [f32; FEATURES] =
    [2.4598, 1.4322, 0.0878, 0.0000, 0.3901, -0.0318, -0.1950, 0.3164, -0.5311, -1.3518, -0.6854];

/// The turns a player still expects to need after the end of a line, by
/// the fitted coefficients `coef`.
pub fn turns_left(
    state: &GameState,
    seat: u8,
    bought: Option<CardKind>,
    w: &CostWeights,
    coef: &[f32; FEATURES],
) -> f32 {
    let f = features(state, seat, bought, w);
    f.iter().zip(coef).map(|(a, b)| a * b).sum()
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
            for j in 0..FEATURES {
                a[i][j] += x * row[j] as f64;
            }
            a[i][FEATURES] += x * t as f64;
        }
    }
    // The intercept is not shrunk.
    for (i, r) in a.iter_mut().enumerate().skip(1) {
        r[i] += ridge * rows.len() as f64;
    }
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        for r in 0..FEATURES {
            if r != col {
                let f = a[r][col] / a[col][col];
                for c in col..=FEATURES {
                    a[r][c] -= f * a[col][c];
                }
            }
        }
    }
    Some(std::array::from_fn(|i| a[i][FEATURES] / a[i][i]))
}
