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
pub use eldorado_core::rating::{Agreement, agreement, spearman};

use crate::corpus::Entry;

/// Number of terms.
pub const N: usize = difficulty::TERMS.len();

/// The terms of a course, `None` when it has none (no start reaches El Dorado).
pub fn terms_of(entry: &Entry) -> Option<[f64; N]> {
    features_of(entry).map(|f| f.0)
}

/// The terms of a course and the cards of each start space's cheapest route
/// (what the seats' fit reads), `None` when no start reaches El Dorado.
pub fn features_of(entry: &Entry) -> Option<([f64; N], Vec<Option<f64>>)> {
    let map = Map::build(&entry.course()).ok()?;
    let r = analyze(&map);
    let terms = difficulty::terms(&map, &r.starts, &r.chokepoints, &r.scarcity)?;
    Some((terms, r.starts.iter().map(|s| s.cheapest.as_ref().map(|c| c.cards)).collect()))
}

/// One seat's win rate model: constant, per inverse expected round, per card
/// its start spaces save (`analysis::difficulty::seat_odds` reads it).
pub type SeatModel = [f64; 3];

/// Ordinary least squares of `ys` on `[1, 1/rounds, saved]` rows `xs`; a
/// feature that never varies gets weight 0 (a tiny ridge keeps it solvable).
pub fn fit_seat(xs: &[SeatModel], ys: &[f64]) -> SeatModel {
    let mut a = [[0.0; 3]; 3];
    let mut b = [0.0; 3];
    for (x, &y) in xs.iter().zip(ys) {
        for i in 0..3 {
            b[i] += x[i] * y;
            for j in 0..3 {
                a[i][j] += x[i] * x[j];
            }
        }
    }
    for (i, row) in a.iter_mut().enumerate().skip(1) {
        row[i] += 1e-9;
    }
    // Gaussian elimination with partial pivoting on the 3 × 3 system.
    let mut m = [[0.0; 4]; 3];
    for i in 0..3 {
        m[i][..3].copy_from_slice(&a[i]);
        m[i][3] = b[i];
    }
    for c in 0..3 {
        let p = (c..3).max_by(|&i, &j| m[i][c].abs().total_cmp(&m[j][c].abs())).unwrap_or(c);
        m.swap(c, p);
        if m[c][c].abs() < 1e-15 {
            continue;
        }
        for r in 0..3 {
            if r != c {
                let f = m[r][c] / m[c][c];
                let pivot = m[c];
                for (x, p) in m[r].iter_mut().zip(pivot).skip(c) {
                    *x -= f * p;
                }
            }
        }
    }
    std::array::from_fn(|i| if m[i][i].abs() < 1e-15 { 0.0 } else { m[i][3] / m[i][i] })
}

/// Everything `crates/analysis/src/fit.rs` holds, to write it.
#[derive(Debug, Clone, PartialEq)]
pub struct FitFile {
    /// The corpus's recipe, in words.
    pub recipe: String,
    /// The rounds model of each player count (4 among them).
    pub models: Vec<(u8, Model)>,
    /// The seats' win rate models of each player count (seat 1 first).
    pub seats: Vec<(u8, Vec<SeatModel>)>,
    /// The official courses' mean finishing round with fast bots for 2, 3
    /// and 4 players (0 where not measured).
    pub officials: Vec<(String, [f64; 3])>,
}

impl FitFile {
    /// The file's text.
    pub fn to_rust(&self) -> String {
        let four = self.models.iter().find(|(p, _)| *p == 4).map(|(_, m)| m.clone());
        let four = four.unwrap_or(Model { intercept: 0.0, weights: [0.0; N] });
        let weights = |m: &Model| {
            let w: Vec<String> = m.weights.iter().map(|w| format!("{w:.4}")).collect();
            format!("[{}]", w.join(", "))
        };
        let models: Vec<String> = self
            .models
            .iter()
            .map(|(p, m)| format!("    ({p}, {:.4}, {}),\n", m.intercept, weights(m)))
            .collect();
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|(p, seats)| {
                let row: Vec<String> = (0..4)
                    .map(|i| {
                        let s = seats.get(i).copied().unwrap_or([0.0; 3]);
                        format!("[{:.5}, {:.5}, {:.5}]", s[0], s[1], s[2])
                    })
                    .collect();
                format!("    ({p}, [{}]),\n", row.join(", "))
            })
            .collect();
        format!(
            "//! The difficulty model's constants: rounds per unit of each term of\n\
             //! `difficulty::TERMS` and the constant, for 2, 3 and 4 players; the seats'\n\
             //! win-rate fit. Written (with the official courses' measured figures in\n\
             //! `eldorado-sim`'s `montecarlo/official.rs`) by\n\
             //! `cargo run --release -p eldorado-tools --bin fit-difficulty -- --write`\n\
             //! (docs/analysis.md, \"Fitting the difficulty model\"); do not edit by hand.\n\
             //! Corpus: {}.\n\n\
             // A fitted weight may land near a famous constant (0.3183 is 1/π).\n\
             #![allow(clippy::approx_constant)]\n\n\
             /// Rounds every course takes before any term adds to it (4 players).\n\
             pub const INTERCEPT: f64 = {:.4};\n\
             /// Rounds added per unit of each term, in the order of `difficulty::TERMS` (4 players).\n\
             pub const WEIGHTS: [f64; {N}] = {};\n\
             /// (players, constant, weights) of each player count.\n\
             pub const MODELS: [(u8, f64, [f64; {N}]); {}] = [\n{}];\n\
             /// (players, per seat: constant, per inverse expected round, per card a\n\
             /// seat's start spaces save) of the seats' win rates.\n\
             pub const SEAT_MODELS: [(u8, [[f64; 3]; 4]); {}] = [\n{}];\n",
            self.recipe,
            four.intercept,
            weights(&four),
            self.models.len(),
            models.concat(),
            self.seats.len(),
            seats.concat(),
        )
    }

    /// The simulator's table of the official courses as fast bots measured
    /// them (`crates/sim/src/montecarlo/official.rs`), as Rust source.
    pub fn officials_rust(&self) -> String {
        let officials: Vec<String> = self
            .officials
            .iter()
            .map(|(n, r)| format!("    ({n:?}, [{:.2}, {:.2}, {:.2}]),\n", r[0], r[1], r[2]))
            .collect();
        let table = format!(
            "/// The official courses' mean finishing round with fast bots, for 2, 3 and 4 players.\n\
             pub const OFFICIAL_MEASURED: [(&str, [f64; 3]); {}] = [\n{}];\n",
            self.officials.len(),
            officials.concat()
        );
        OFFICIALS_TEMPLATE.replace("{table}", &table)
    }
}

/// The simulator's `montecarlo/official.rs` around its table (`{table}`).
const OFFICIALS_TEMPLATE: &str = r#"//! The official courses as fast bots measured them: the reference points a
//! measured figure is placed among ("between Hills of Gold and Winding
//! Paths"). The table is written with the difficulty fit's constants by
//! `cargo run --release -p eldorado-tools --bin fit-difficulty -- --write`
//! (docs/analysis.md, "Fitting the difficulty model"); do not edit it by hand.

use eldorado_core::rating::OfficialStanding;

/// The player counts of the table's columns.
const PLAYER_COUNTS: [u8; 3] = [2, 3, 4];

{table}
/// The official courses' mean finishing round as fast bots measured it with
/// `players` players, by name: the reference points of a measured figure.
pub fn official_measured(players: u8) -> Vec<(&'static str, f64)> {
    let i = PLAYER_COUNTS.iter().position(|&p| p == players);
    // 0 where the fit did not measure that many players.
    OFFICIAL_MEASURED
        .iter()
        .filter_map(|&(name, r)| Some((name, r[i?])))
        .filter(|&(_, r)| r > 0.0)
        .collect()
}

/// Where a figure measured by fast bots with `players` players stands among
/// the official courses as fast bots measured them.
pub fn measured_standing(rounds: f64, players: u8) -> Option<OfficialStanding> {
    OfficialStanding::among(rounds, &official_measured(players))
}
"#;

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

/// How the fit does on courses it has not seen, judged within `xs` alone:
/// `folds`-fold cross-validation (course *i* falls in fold *i* mod `folds`;
/// each fold is estimated by a fit on the others) and the out-of-fold
/// estimates compared with `ys`. Terms and transforms are chosen by this on
/// the fitted part, so the held-out part stays unseen until the end.
pub fn cross_validate(xs: &[[f64; N]], ys: &[f64], folds: usize) -> Agreement {
    let folds = folds.clamp(2, xs.len().max(2));
    let mut estimated = vec![0.0; xs.len()];
    for fold in 0..folds {
        let (train_x, train_y): (Vec<[f64; N]>, Vec<f64>) = xs
            .iter()
            .zip(ys)
            .enumerate()
            .filter(|(i, _)| i % folds != fold)
            .map(|(_, (x, &y))| (*x, y))
            .unzip();
        let model = fit(&train_x, &train_y);
        for (i, x) in xs.iter().enumerate().filter(|(i, _)| i % folds == fold) {
            estimated[i] = model.rounds(x);
        }
    }
    agreement(&estimated, ys)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn cross_validation_scores_unseen_courses() {
        let xs: Vec<[f64; N]> =
            (0..50).map(|i| std::array::from_fn(|j| ((i * (j + 5) * 31) % 17) as f64)).collect();
        let exact: Vec<f64> = xs.iter().map(|x| 4.0 + 0.3 * x[1] + 0.2 * x[7]).collect();
        let a = cross_validate(&xs, &exact, 10);
        assert_eq!(a.courses, 50);
        // Ties among the courses may be broken by rounding in the estimates.
        assert!(a.rmse < 1e-4 && a.spearman > 0.99, "{a:?}");
        // Noise the terms cannot explain shows on the unseen folds, and more
        // than on the courses fitted on.
        let noisy: Vec<f64> =
            exact.iter().enumerate().map(|(i, y)| y + [1.5, -1.5][i % 2]).collect();
        let unseen = cross_validate(&xs, &noisy, 10);
        let fitted = fit(&xs, &noisy);
        let seen: Vec<f64> = xs.iter().map(|x| fitted.rounds(x)).collect();
        assert!(unseen.rmse > agreement(&seen, &noisy).rmse, "{unseen:?}");
    }

    #[test]
    fn the_seats_fit_recovers_a_linear_model() {
        let xs: Vec<SeatModel> =
            (0..40).map(|i| [1.0, 1.0 / (10.0 + i as f64), ((i * 7) % 5) as f64 - 2.0]).collect();
        let ys: Vec<f64> = xs.iter().map(|x| 0.2 + 1.5 * x[1] + 0.03 * x[2]).collect();
        let m = fit_seat(&xs, &ys);
        assert!((m[0] - 0.2).abs() < 1e-6 && (m[1] - 1.5).abs() < 1e-4, "{m:?}");
        assert!((m[2] - 0.03).abs() < 1e-6, "{m:?}");
    }

    #[test]
    fn bands_two_apart_are_counted() {
        let a = agreement(&[14.0, 16.0, 22.0], &[14.5, 19.0, 16.0]);
        assert_eq!((a.courses, a.two_apart), (3, 1));
        assert!((a.same_band - 1.0 / 3.0).abs() < 1e-12);
    }
}
