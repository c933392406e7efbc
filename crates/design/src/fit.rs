//! Fitting the static difficulty model on the corpus, and judging the fit.
//!
//! The model is linear in its terms (`analysis::difficulty::TERMS`): expected
//! rounds = constant + Σ weight × term. The weights are fitted by least squares
//! with every weight kept ≥ 0 (a card, a blockade or a neck never makes a course
//! quicker), by cyclic coordinate descent on the normal equations; the constant
//! is left free. Rank agreement is Spearman's ρ; band agreement uses the bands of
//! `analysis::difficulty::Band`.

use eldorado_analysis::{analyze, difficulty};
use eldorado_core::map::Map;

use crate::corpus::Entry;

/// Number of terms.
pub const N: usize = difficulty::TERMS.len();

/// The terms of a course, `None` when it has none (no start reaches El Dorado).
pub fn terms_of(entry: &Entry) -> Option<[f64; N]> {
    let map = Map::build(&entry.course()).ok()?;
    let r = analyze(&map);
    difficulty::terms(&map, &r.starts, &r.chokepoints, &r.scarcity)
}

/// Fitted constants.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// Rounds of a course that asks for nothing.
    pub intercept: f64,
    /// Rounds per unit of each feature, in the order of the features.
    pub weights: [f64; N],
}

impl Model {
    /// The expected rounds of a course with the features `x`.
    pub fn rounds(&self, x: &[f64; N]) -> f64 {
        self.intercept + x.iter().zip(&self.weights).map(|(a, b)| a * b).sum::<f64>()
    }

    /// The constants as the analysis's `fit.rs` holds them.
    pub fn to_rust(&self, recipe: &str) -> String {
        let w: Vec<String> = self.weights.iter().map(|w| format!("{w:.4}")).collect();
        format!(
            "//! The difficulty model's constants: rounds per unit of each term of\n\
             //! `difficulty::TERMS`, and the constant. Written by\n\
             //! `cargo run --release -p eldorado-design --bin fit-difficulty -- --write`\n\
             //! (docs/analysis.md, \"Fitting the difficulty model\"); do not edit by hand.\n\
             //! Corpus: {recipe}.\n\n\
             // A fitted weight may land near a famous constant (0.3183 is 1/π).\n\
             #![allow(clippy::approx_constant)]\n\n\
             /// Rounds every course takes before any term adds to it.\n\
             pub const INTERCEPT: f64 = {:.4};\n\
             /// Rounds added per unit of each term, in the order of `difficulty::TERMS`.\n\
             pub const WEIGHTS: [f64; {N}] = [{}];\n",
            self.intercept,
            w.join(", ")
        )
    }
}

/// Least squares with non-negative weights and a free constant.
pub fn fit(xs: &[[f64; N]], ys: &[f64]) -> Model {
    let n = xs.len().max(1) as f64;
    let mean_x: [f64; N] = std::array::from_fn(|j| xs.iter().map(|x| x[j]).sum::<f64>() / n);
    let mean_y = ys.iter().sum::<f64>() / n;
    // Centred normal equations: the constant drops out.
    let mut a = [[0.0; N]; N];
    let mut b = [0.0; N];
    for (x, &y) in xs.iter().zip(ys) {
        for i in 0..N {
            let xi = x[i] - mean_x[i];
            b[i] += xi * (y - mean_y);
            for j in 0..N {
                a[i][j] += xi * (x[j] - mean_x[j]);
            }
        }
    }
    let mut w = [0.0; N];
    for _ in 0..20_000 {
        let mut moved = 0.0f64;
        for i in 0..N {
            if a[i][i] <= 1e-12 {
                continue;
            }
            let rest: f64 = (0..N).filter(|&j| j != i).map(|j| a[i][j] * w[j]).sum();
            let new = ((b[i] - rest) / a[i][i]).max(0.0);
            moved = moved.max((new - w[i]).abs());
            w[i] = new;
        }
        if moved < 1e-10 {
            break;
        }
    }
    let intercept = mean_y - (0..N).map(|j| w[j] * mean_x[j]).sum::<f64>();
    Model { intercept, weights: w }
}

/// Ranks, ties given their mean rank.
fn ranks(v: &[f64]) -> Vec<f64> {
    let mut idx: Vec<usize> = (0..v.len()).collect();
    idx.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && v[idx[j + 1]] == v[idx[i]] {
            j += 1;
        }
        for &k in &idx[i..=j] {
            r[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    r
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb).powi(2)).sum();
    if va <= 0.0 || vb <= 0.0 { 0.0 } else { cov / (va * vb).sqrt() }
}

/// Spearman's rank correlation.
pub fn spearman(a: &[f64], b: &[f64]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

/// How an estimate agrees with the simulation on a set of courses.
#[derive(Debug, Clone, PartialEq)]
pub struct Agreement {
    /// Courses compared.
    pub courses: usize,
    /// Spearman's rank correlation of the estimate and the simulation.
    pub spearman: f64,
    /// Share of courses whose estimate and simulation fall in the same band.
    pub same_band: f64,
    /// Courses two bands or more apart.
    pub two_apart: usize,
    /// Root mean square error, in rounds.
    pub rmse: f64,
}

/// Agreement of estimates with simulated rounds.
pub fn agreement(estimated: &[f64], simulated: &[f64]) -> Agreement {
    let band = |r: f64| difficulty::Band::of(r) as i32;
    let gaps: Vec<i32> =
        estimated.iter().zip(simulated).map(|(&e, &s)| (band(e) - band(s)).abs()).collect();
    let n = estimated.len();
    Agreement {
        courses: n,
        spearman: spearman(estimated, simulated),
        same_band: gaps.iter().filter(|&&g| g == 0).count() as f64 / n.max(1) as f64,
        two_apart: gaps.iter().filter(|&&g| g >= 2).count(),
        rmse: (estimated.iter().zip(simulated).map(|(e, s)| (e - s).powi(2)).sum::<f64>()
            / n.max(1) as f64)
            .sqrt(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spearman_reads_ranks_not_values() {
        assert!(
            (spearman(&[1.0, 2.0, 3.0, 4.0], &[10.0, 20.0, 300.0, 4000.0]) - 1.0).abs() < 1e-12
        );
        assert!((spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
        assert_eq!(ranks(&[5.0, 1.0, 5.0]), vec![1.5, 0.0, 1.5]);
    }

    #[test]
    fn the_fit_recovers_a_linear_model_and_keeps_weights_non_negative() {
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        for i in 0..60 {
            let mut x = [0.0; N];
            for (j, v) in x.iter_mut().enumerate() {
                *v = ((i * (j + 3) * 7919) % 23) as f64;
            }
            ys.push(5.0 + 0.5 * x[0] + 0.25 * x[3]);
            xs.push(x);
        }
        let m = fit(&xs, &ys);
        assert!((m.intercept - 5.0).abs() < 1e-4, "{m:?}");
        assert!((m.weights[0] - 0.5).abs() < 1e-4 && (m.weights[3] - 0.25).abs() < 1e-4, "{m:?}");
        assert!(m.weights.iter().all(|&w| w >= 0.0));
        let flipped: Vec<f64> = ys.iter().zip(&xs).map(|(y, x)| y - x[5]).collect();
        assert_eq!(fit(&xs, &flipped).weights[5], 0.0);
    }

    #[test]
    fn bands_two_apart_are_counted() {
        let a = agreement(&[14.0, 16.0, 22.0], &[14.5, 19.0, 16.0]);
        assert_eq!((a.courses, a.two_apart), (3, 1));
        assert!((a.same_band - 1.0 / 3.0).abs() < 1e-12);
    }
}
