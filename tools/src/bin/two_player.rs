//! Why the two-player estimate ranks courses less surely than the
//! four-player one: candidate properties of a course beside the estimate's
//! terms, each fitted on the fitted part of the two-player corpus and judged
//! by 10-fold cross-validation there and on the held-out part.
//!
//!     cargo run --release -p eldorado-tools --bin two_player -- [corpus-2p.json]
//!
//! With `quick` after the corpus file, it judges the two-player estimate the
//! product makes by quick play instead (`eldorado_design::two_players`):
//! its Spearman against the corpus's games for each number of games and
//! seed asked for (default: 10, 20, 30, 40, 60 and 100 games, seed 2; the
//! product's own games and seed are played by the product's function), and
//! what it costs a course on one thread:
//!
//!     cargo run --release -p eldorado-tools --bin two_player -- target/difficulty-corpus-2p.json quick [10,20,40] [2,3,4]

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
        let pivot = a[c].clone();
        for r in (0..k).filter(|&r| r != c) {
            let f = a[r][c] / d;
            for (x, p) in a[r].iter_mut().zip(&pivot).skip(c) {
                *x -= f * p;
            }
            b[r] -= f * b[c];
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
    /// Other properties of the course, to see what the residuals follow.
    probes: Vec<(String, f64)>,
    /// The terms of each player's two start spaces (1 and 3, 2 and 4), the
    /// pair the four-player model finds quicker first.
    pairs: [Vec<f64>; 2],
    extra: Vec<(&'static str, f64)>,
}

fn main() {
    let file = std::env::args().nth(1).unwrap_or("target/difficulty-corpus-2p.json".into());
    let saved: Saved = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    if std::env::args().nth(2).as_deref() == Some("quick") {
        quick(&saved.entries);
        return;
    }
    if std::env::args().nth(2).as_deref() == Some("retest") {
        // The games' own noise: the held-out courses played again with another seed.
        use rayon::prelude::*;
        let pairs: Vec<(f64, f64)> = saved
            .entries
            .par_iter()
            .enumerate()
            .filter(|(i, e)| corpus::held_out(*i, e))
            .filter_map(|(_, e)| {
                let a = e.simulated.as_ref()?.mean_round;
                let b = corpus::simulate(&e.course(), 1000, 2, 2)?.mean_round;
                Some((a, b))
            })
            .collect();
        let (a, b): (Vec<f64>, Vec<f64>) = pairs.into_iter().unzip();
        println!("held out, seed 1 against seed 2: {:?}", agreement(&a, &b));
        return;
    }
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
            // Per third of each route: spaces by what pays them, averaged
            // over the start spaces.
            let mut thirds = [0.0f64; 3 * 8];
            let mut changes = 0.0;
            let routes: Vec<_> = r.starts.iter().filter_map(|s| s.cheapest.as_ref()).collect();
            for route in &routes {
                let n = route.legs.len().max(1);
                let mut last = None;
                for (i, leg) in route.legs.iter().enumerate() {
                    let third = (3 * i / n).min(2);
                    use eldorado_analysis::report::Payment as P;
                    use eldorado_core::catalog::Symbol as Sy;
                    let class = match leg.payment {
                        P::Card { symbol: Sy::Machete, power: 1 } => 0,
                        P::Card { symbol: Sy::Paddle, power: 1 } => 1,
                        P::Card { symbol: Sy::Coin, power: 1 } => 2,
                        P::Card { power: 2, .. } => 3,
                        P::Card { .. } => 4,
                        P::Carried => 5,
                        P::Discard { .. } | P::Remove { .. } => 6,
                        P::Random => 7,
                    };
                    thirds[third * 8 + class] += 1.0 / routes.len() as f64;
                    if let P::Card { symbol, .. } = leg.payment {
                        if last.is_some_and(|l| l != symbol) {
                            changes += 1.0 / routes.len() as f64;
                        }
                        last = Some(symbol);
                    }
                }
            }
            let mut extra = vec![
                ("symbol changes", changes),
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
            const CLASS: [&str; 8] =
                ["m1", "p1", "c1", "pow2", "pow3+", "carried", "rubble/camp", "random"];
            const THIRD: [&str; 3] = ["early", "middle", "late"];
            for t in 0..3 {
                for c in 0..8 {
                    let name: &'static str =
                        Box::leak(format!("{} {}", THIRD[t], CLASS[c]).into_boxed_str());
                    extra.push((name, thirds[t * 8 + c]));
                }
            }
            let pair = |a: u8, b: u8| -> Option<Vec<f64>> {
                let two: Vec<_> =
                    r.starts.iter().filter(|s| s.number == a || s.number == b).cloned().collect();
                difficulty::terms(&map, &two, &r.chokepoints, &r.scarcity).map(|t| t.to_vec())
            };
            let est = |t: &[f64]| {
                let (i, w) =
                    difficulty::MODELS.iter().find(|m| m.0 == 2).map(|m| (m.1, m.2)).unwrap();
                i + t.iter().zip(w.iter()).map(|(a, b)| a * b).sum::<f64>()
            };
            let (pa, pb) =
                (pair(1, 3).unwrap_or(terms.to_vec()), pair(2, 4).unwrap_or(terms.to_vec()));
            let pairs = if est(&pa) <= est(&pb) { [pa, pb] } else { [pb, pa] };
            let course = e.course();
            let mut probes: Vec<(String, f64)> = vec![
                ("blockades".into(), course.blockades.len() as f64),
                ("caves".into(), map.caves().count() as f64),
                ("choices".into(), r.choices.len() as f64),
                ("shortcuts".into(), r.shortcuts.len() as f64),
                ("bends".into(), r.bends.len() as f64),
                ("zones".into(), r.zones.len() as f64),
                ("pieces".into(), map.pieces().len() as f64),
                ("spaces".into(), map.len() as f64),
                (
                    "cross-section".into(),
                    r.chokepoints.narrowest.as_ref().map_or(0.0, |c| c.width as f64),
                ),
                ("steps spread".into(), r.fairness.as_ref().map_or(0.0, |f| f.steps_spread as f64)),
                ("cards spread".into(), r.fairness.as_ref().map_or(0.0, |f| f.cards_spread)),
                ("shortest − cheapest steps".into(), {
                    let d: Vec<f64> = r
                        .starts
                        .iter()
                        .filter_map(|s| {
                            Some(
                                s.cheapest.as_ref()?.steps as f64
                                    - s.shortest.as_ref()?.steps as f64,
                            )
                        })
                        .collect();
                    d.iter().sum::<f64>() / d.len().max(1) as f64
                }),
            ];
            for p in &course.pieces {
                probes.push((format!("side {}", p.piece), 1.0));
            }
            Some(Row {
                probes,
                pairs,
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
    let (c, h) = judge(&|r| r.pairs[0].clone());
    println!("the quicker pair's terms: cv {c:.4} held out {h:.4}");
    let (c, h) = judge(&|r| r.pairs.concat());
    println!("both pairs' terms: cv {c:.4} held out {h:.4}");
    let (c, h) = judge(&|r| [r.terms.clone(), r.pairs[0].clone()].concat());
    println!("terms and the quicker pair's: cv {c:.4} held out {h:.4}");
    // What the residuals of the terms' fit follow, over every course.
    {
        let xs: Vec<Vec<f64>> = rows.iter().map(|r| r.terms.clone()).collect();
        let ys: Vec<f64> = rows.iter().map(|r| r.y).collect();
        let w = fit(&xs, &ys);
        let res: Vec<f64> = rows.iter().map(|r| r.y - predict(&w, &r.terms)).collect();
        let mut keys: Vec<String> =
            rows.iter().flat_map(|r| r.probes.iter().map(|p| p.0.clone())).collect();
        keys.sort();
        keys.dedup();
        let mut found: Vec<(f64, String, usize)> = keys
            .iter()
            .map(|k| {
                let v: Vec<f64> = rows
                    .iter()
                    .map(|r| r.probes.iter().find(|p| &p.0 == k).map_or(0.0, |p| p.1))
                    .collect();
                let n = v.len() as f64;
                let (mv, mr) = (v.iter().sum::<f64>() / n, res.iter().sum::<f64>() / n);
                let cov: f64 = v.iter().zip(&res).map(|(a, b)| (a - mv) * (b - mr)).sum();
                let sv: f64 = v.iter().map(|a| (a - mv).powi(2)).sum::<f64>().sqrt();
                let sr: f64 = res.iter().map(|b| (b - mr).powi(2)).sum::<f64>().sqrt();
                let present = v.iter().filter(|&&a| a != 0.0).count();
                (if sv > 0.0 { cov / sv / sr } else { 0.0 }, k.clone(), present)
            })
            .collect();
        found.sort_by(|a, b| b.0.abs().total_cmp(&a.0.abs()));
        for (c, k, n) in found.iter().take(15) {
            println!("residual ~ {k:<28} r = {c:+.3} ({n} courses)");
        }
    }
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
    // Forward selection by cross-validation on the fitted part alone.
    let mut chosen: Vec<usize> = Vec::new();
    let mut best = judge(&|r| r.terms.clone()).0;
    loop {
        let mut step: Option<(usize, f64, f64)> = None;
        for k in 0..names.len() {
            if chosen.contains(&k) {
                continue;
            }
            let (c, h) = judge(&|r| {
                let mut x = r.terms.clone();
                x.extend(chosen.iter().chain([&k]).map(|&j| r.extra[j].1));
                x
            });
            if step.is_none_or(|s| c > s.1) {
                step = Some((k, c, h));
            }
        }
        let Some((k, c, h)) = step else { break };
        if c <= best + 0.001 {
            break;
        }
        best = c;
        chosen.push(k);
        println!("forward: + {:<26} cv {c:.4} held out {h:.4}", names[k]);
    }
}

/// The `quick` mode: the quick estimate judged for each number of games and
/// seed asked for, then its cost.
fn quick(entries: &[Entry]) {
    use eldorado_design::two_players::{GAMES, SEED};
    use eldorado_tools::quick::{cost, judge};
    let list = |n: usize, default: &str| -> Vec<u64> {
        let arg = std::env::args().nth(n).unwrap_or(default.into());
        arg.split(',').map(|x| x.trim().parse().expect("a list of numbers, e.g. 10,20")).collect()
    };
    let (games, seeds) = (list(3, "10,20,30,40,60,100"), list(4, &SEED.to_string()));
    println!("| games | seed | part | courses | Spearman | same band | RMSE |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for &seed in &seeds {
        for &n in &games {
            let j = judge(entries, n, seed);
            let own = if (n, seed) == (GAMES, SEED) { " (the product's)" } else { "" };
            for p in &j.parts {
                let a = &p.agreement;
                println!(
                    "| {n}{own} | {seed} | {} | {} | {:.4} | {:.1} % | {:.2} rounds |",
                    p.name,
                    a.courses,
                    a.spearman,
                    100.0 * a.same_band,
                    a.rmse
                );
            }
        }
    }
    println!(
        "\nthe product's estimate ({GAMES} games, seed {SEED}): {:.1} ms a course on one thread (the first 100 courses)",
        cost(entries, 100)
    );
}
