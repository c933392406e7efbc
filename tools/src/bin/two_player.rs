//! Why the two-player estimate ranks courses less surely than the
//! four-player one: candidate properties of a course beside the estimate's
//! terms, each fitted on the fitted part of the two-player corpus and judged
//! by 10-fold cross-validation there and on the held-out part.
//!
//!     cargo run --release -p eldorado-tools --bin two_player -- [corpus-2p.json]

use eldorado_analysis::{analyze, difficulty};
use eldorado_core::map::Map;
use eldorado_core::rating::agreement;
use eldorado_tools::corpus::{self, Entry};

#[derive(serde::Deserialize)]
struct Saved {
    entries: Vec<Entry>,
}

/// Least squares with a free constant (a small ridge keeps it solvable).
fn fit(xs: &[Vec<f64>], ys: &[f64]) -> Vec<f64> {
    let k = xs[0].len() + 1;
    let mut a = vec![vec![0.0; k]; k];
    let mut b = vec![0.0; k];
    for (x, &y) in xs.iter().zip(ys) {
        let row: Vec<f64> = std::iter::once(1.0).chain(x.iter().copied()).collect();
        for i in 0..k {
            b[i] += row[i] * y;
            for j in 0..k {
                a[i][j] += row[i] * row[j];
            }
        }
    }
    for (i, r) in a.iter_mut().enumerate().skip(1) {
        r[i] += 1e-6;
    }
    // Gaussian elimination.
    for c in 0..k {
        let p = (c..k).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap();
        a.swap(c, p);
        b.swap(c, p);
        let d = a[c][c];
        if d.abs() < 1e-12 {
            continue;
        }
        for r in 0..k {
            if r != c {
                let f = a[r][c] / d;
                for j in c..k {
                    a[r][j] -= f * a[c][j];
                }
                b[r] -= f * b[c];
            }
        }
    }
    (0..k).map(|i| if a[i][i].abs() < 1e-12 { 0.0 } else { b[i] / a[i][i] }).collect()
}

fn predict(w: &[f64], x: &[f64]) -> f64 {
    w[0] + x.iter().zip(&w[1..]).map(|(a, b)| a * b).sum::<f64>()
}

fn cv(xs: &[Vec<f64>], ys: &[f64]) -> f64 {
    let mut est = vec![0.0; xs.len()];
    for fold in 0..10 {
        let (tx, ty): (Vec<Vec<f64>>, Vec<f64>) = xs
            .iter()
            .zip(ys)
            .enumerate()
            .filter(|(i, _)| i % 10 != fold)
            .map(|(_, (x, &y))| (x.clone(), y))
            .unzip();
        let w = fit(&tx, &ty);
        for (i, x) in xs.iter().enumerate().filter(|(i, _)| i % 10 == fold) {
            est[i] = predict(&w, x);
        }
    }
    agreement(&est, ys).spearman
}

struct Row {
    held_out: bool,
    y: f64,
    terms: Vec<f64>,
    extra: Vec<(&'static str, f64)>,
}

fn main() {
    let file = std::env::args().nth(1).unwrap_or("target/difficulty-corpus-2p.json".into());
    let saved: Saved = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let rows: Vec<Row> = saved
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let s = e.simulated.as_ref()?;
            let map = Map::build(&e.course()).ok()?;
            let r = analyze(&map);
            let terms = difficulty::terms(&map, &r.starts, &r.chokepoints, &r.scarcity)?;
            let by_start =
                |n: u8| r.starts.iter().find(|s| s.number == n).and_then(|s| s.cheapest.as_ref());
            let cards = |n: u8| by_start(n).map_or(0.0, |c| c.cards);
            let rounds = |n: u8| by_start(n).map_or(0.0, |c| difficulty::walk_rounds(&c.legs));
            let steps = |n: u8| by_start(n).map_or(0.0, |c| c.legs.len() as f64);
            let (a, b) = (cards(1) + cards(3), cards(2) + cards(4));
            let (ra, rb) = (rounds(1) + rounds(3), rounds(2) + rounds(4));
            let all: Vec<f64> = (1..=4).map(cards).collect();
            let walk: Vec<f64> = (1..=4).map(rounds).collect();
            let mean_walk = walk.iter().sum::<f64>() / 4.0;
            let mean_steps = (1..=4).map(steps).sum::<f64>() / 4.0;
            let est4 = {
                let (i, w) =
                    difficulty::MODELS.iter().find(|m| m.0 == 4).map(|m| (m.1, m.2)).unwrap();
                i + terms.iter().zip(w.iter()).map(|(a, b)| a * b).sum::<f64>()
            };
            let extra = vec![
                ("pair cards min − mean", a.min(b) - (a + b) / 2.0),
                ("pair rounds min − mean", ra.min(rb) - (ra + rb) / 2.0),
                (
                    "cards max − mean",
                    all.iter().copied().fold(0.0, f64::max) - all.iter().sum::<f64>() / 4.0,
                ),
                ("walk rounds", mean_walk),
                ("walk rounds²", mean_walk * mean_walk),
                ("steps", mean_steps),
                ("steps²", mean_steps * mean_steps),
                ("est4²", est4 * est4),
                ("route cards²", terms[14] * terms[14]),
                ("common²", terms[0] * terms[0]),
                ("blockades × steps", terms[9] * mean_steps),
                ("necks × steps", terms[11] * mean_steps),
            ];
            Some(Row {
                held_out: corpus::held_out(i, e),
                y: s.mean_round,
                terms: terms.to_vec(),
                extra,
            })
        })
        .collect();
    let (train, test): (Vec<&Row>, Vec<&Row>) = rows.iter().partition(|r| !r.held_out);
    let judge = |pick: &dyn Fn(&Row) -> Vec<f64>| {
        let xs: Vec<Vec<f64>> = train.iter().map(|r| pick(r)).collect();
        let ys: Vec<f64> = train.iter().map(|r| r.y).collect();
        let w = fit(&xs, &ys);
        let held: Vec<f64> = test.iter().map(|r| predict(&w, &pick(r))).collect();
        let hy: Vec<f64> = test.iter().map(|r| r.y).collect();
        (cv(&xs, &ys), agreement(&held, &hy).spearman)
    };
    let (c, h) = judge(&|r| r.terms.clone());
    println!(
        "terms alone: cv {c:.4} held out {h:.4} ({} fitted, {} held out)",
        train.len(),
        test.len()
    );
    let names: Vec<&str> = rows[0].extra.iter().map(|e| e.0).collect();
    for (k, name) in names.iter().enumerate() {
        let (c, h) = judge(&|r| {
            let mut x = r.terms.clone();
            x.push(r.extra[k].1);
            x
        });
        println!("+ {name:<26} cv {c:.4} held out {h:.4}");
    }
    let (c, h) = judge(&|r| {
        let mut x = r.terms.clone();
        x.extend(r.extra.iter().map(|e| e.1));
        x
    });
    println!("+ all                        cv {c:.4} held out {h:.4}");
}
