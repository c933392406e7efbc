//! Builds and simulates the corpus, then fits the static difficulty model's
//! constants on it (docs/analysis.md, "Fitting the difficulty model").
//!
//!     cargo run --release -p eldorado-design --bin fit-difficulty -- [--corpus FILE] [--variants N] [--games N] [--seed N] [--write]
//!
//! The simulated corpus is kept in FILE (default target/difficulty-corpus.json)
//! and reused when its recipe is unchanged, so refitting is instant. It prints
//! the fitted constants and how the estimate agrees with the simulation on the
//! courses fitted on and on those held out; `--write` puts the constants into
//! crates/analysis/src/fit.rs and a sample of the corpus, with its
//! simulated figures, into crates/design/tests/data/difficulty-sample.json for
//! the test that pins the fit (run from the workspace root).

use std::path::PathBuf;

use eldorado_analysis::difficulty::{self, Band};
use eldorado_design::corpus::{self, Entry, Recipe};
use eldorado_design::fit::{self, Agreement, Model};

const FIT_FILE: &str = "crates/analysis/src/fit.rs";
const SAMPLE_FILE: &str = "crates/design/tests/data/difficulty-sample.json";

fn main() {
    let mut recipe = Recipe::default();
    let mut file = PathBuf::from("target/difficulty-corpus.json");
    let mut write = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| fail(&format!("{a} needs a value")));
        match a.as_str() {
            "--corpus" => file = PathBuf::from(value()),
            "--variants" => {
                recipe.variants =
                    value().parse().unwrap_or_else(|_| fail("--variants takes a number"))
            }
            "--games" => {
                recipe.games = value().parse().unwrap_or_else(|_| fail("--games takes a number"))
            }
            "--seed" => {
                recipe.seed = value().parse().unwrap_or_else(|_| fail("--seed takes a number"))
            }
            "--write" => write = true,
            _ => fail(&format!("unknown argument {a}")),
        }
    }
    let entries = load_or_make(&file, &recipe);
    eprintln!("{} courses in {}", entries.len(), file.display());
    let rows: Vec<Row> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let s = e.simulated?;
            Some(Row {
                id: e.id.clone(),
                held_out: corpus::held_out(i, e),
                terms: fit::terms_of(e)?,
                simulated: s.mean_round,
                stalls: s.stall_rate,
            })
        })
        .collect();
    let (train, test): (Vec<&Row>, Vec<&Row>) = rows.iter().partition(|r| !r.held_out);
    let model = fit::fit(
        &train.iter().map(|r| r.terms).collect::<Vec<_>>(),
        &train.iter().map(|r| r.simulated).collect::<Vec<_>>(),
    );
    println!(
        "Fitted on {} courses, checked on {} held out ({recipe:?}).\n",
        train.len(),
        test.len()
    );
    println!("constant {:>8.3} rounds", model.intercept);
    for (name, w) in difficulty::TERMS.iter().zip(model.weights) {
        println!("{name:<26} {w:>8.3} rounds each");
    }
    println!();
    show("fitted on", &judge(&model, &train));
    show("held out", &judge(&model, &test));
    show("all", &judge(&model, &rows.iter().collect::<Vec<_>>()));
    let current = Model { intercept: difficulty::INTERCEPT, weights: difficulty::WEIGHTS };
    show(
        "all, with the constants the core holds now",
        &judge(&current, &rows.iter().collect::<Vec<_>>()),
    );
    println!("\nWorst disagreements (estimate − simulation):");
    let mut worst: Vec<&Row> = rows.iter().collect();
    worst.sort_by(|a, b| {
        (model.rounds(&b.terms) - b.simulated)
            .abs()
            .total_cmp(&(model.rounds(&a.terms) - a.simulated).abs())
    });
    for r in worst
        .iter()
        .take(8)
        .chain(rows.iter().filter(|r| !r.id.contains('~')).collect::<Vec<_>>().iter())
    {
        let e = model.rounds(&r.terms);
        println!(
            "  {:<24} estimate {:>5.1} ({:<9}) simulated {:>5.1} ({:<9}) {:+.1}{}{}",
            r.id,
            e,
            Band::of(e).name(),
            r.simulated,
            Band::of(r.simulated).name(),
            e - r.simulated,
            if r.held_out { ", held out" } else { "" },
            if r.stalls > 0.0 {
                format!(", {:.1} % stalled", 100.0 * r.stalls)
            } else {
                String::new()
            }
        );
    }
    if write {
        let sample = serde_json::to_string_pretty(&corpus::sample(&entries)).expect("plain data");
        for (file, text) in
            [(FIT_FILE, model.to_rust(&format!("{recipe:?}"))), (SAMPLE_FILE, sample + "\n")]
        {
            match std::fs::write(file, text) {
                Ok(()) => eprintln!("wrote {file}"),
                Err(e) => {
                    fail(&format!("could not write {file}: {e} (run from the workspace root)"))
                }
            }
        }
    }
}

struct Row {
    id: String,
    held_out: bool,
    terms: [f64; fit::N],
    simulated: f64,
    stalls: f64,
}

fn judge(model: &Model, rows: &[&Row]) -> Agreement {
    let est: Vec<f64> = rows.iter().map(|r| model.rounds(&r.terms)).collect();
    let sim: Vec<f64> = rows.iter().map(|r| r.simulated).collect();
    fit::agreement(&est, &sim)
}

fn show(what: &str, a: &Agreement) {
    println!(
        "{what}: {} courses, Spearman {:.3}, same band {:.1} %, two bands apart {}, RMSE {:.2} rounds",
        a.courses,
        a.spearman,
        100.0 * a.same_band,
        a.two_apart,
        a.rmse
    );
}

fn fail(msg: &str) -> ! {
    eprintln!("fit-difficulty: {msg}");
    std::process::exit(2)
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Saved {
    recipe: String,
    entries: Vec<Entry>,
}

fn load_or_make(file: &PathBuf, recipe: &Recipe) -> Vec<Entry> {
    let key = format!("{recipe:?}");
    if let Ok(text) = std::fs::read_to_string(file)
        && let Ok(saved) = serde_json::from_str::<Saved>(&text)
        && saved.recipe == key
    {
        return saved.entries;
    }
    eprintln!("making the corpus: {recipe:?}");
    let mut entries = corpus::build(recipe);
    let n = entries.len();
    corpus::evaluate(&mut entries, recipe, |i, e| {
        if let Some(s) = e.simulated {
            eprintln!(
                "{:>4}/{n} {:<24} {:>6.2} rounds, {:>5.1} % stalled",
                i + 1,
                e.id,
                s.mean_round,
                100.0 * s.stall_rate
            );
        }
    });
    let saved = Saved { recipe: key, entries };
    let text = serde_json::to_string_pretty(&saved).expect("plain data");
    if let Err(e) = std::fs::write(file, text) {
        eprintln!("could not keep the corpus in {}: {e}", file.display());
    }
    saved.entries
}
