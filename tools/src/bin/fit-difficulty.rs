//! Builds and simulates the corpus, then fits the static difficulty model's
//! constants on it (docs/analysis.md, "Fitting the difficulty model").
//!
//!     cargo run --release -p eldorado-tools --bin fit-difficulty -- [--corpus FILE] [--variants N] [--games N] [--other-games N] [--players 4,2,3] [--seed N] [--write]
//!
//! Each player count has its own corpus of the same courses, simulated with
//! that many fast bots (`--games` games each with four players, `--other-games`
//! with two or three), kept in FILE (default target/difficulty-corpus.json;
//! target/difficulty-corpus-2p.json for two players) and reused when its
//! recipe is unchanged, so refitting is instant. It prints, for each player
//! count, the fitted constants, how the estimate agrees with the simulation on
//! the courses fitted on (and, 10-fold cross-validated, on unseen folds of
//! them: what terms are chosen by) and on those held out, the stall rates, and the
//! seats' win-rate fit; `--write` puts the constants into
//! crates/analysis/src/fit.rs and a sample of the four-player corpus, with its
//! simulated figures, into crates/design/tests/data/difficulty-sample.json for
//! the test that pins the fit (run from the workspace root).

use std::path::{Path, PathBuf};

use eldorado_analysis::difficulty::{self, Band};
use eldorado_tools::corpus::{self, Entry, Recipe};
use eldorado_tools::fit::{self, Agreement, FitFile, Model, SeatModel};

const FIT_FILE: &str = "crates/analysis/src/fit.rs";
const OFFICIALS_FILE: &str = "crates/sim/src/montecarlo/official.rs";
const SAMPLE_FILE: &str = "crates/design/tests/data/difficulty-sample.json";
/// Folds of the cross-validation on the fitted part, by which terms are chosen.
const FOLDS: usize = 10;
/// The first variants of the corpus (it grew from 240 to 480): their
/// held-out courses are reported apart from those that joined later.
const EARLIER_VARIANTS: usize = 240;

fn main() {
    let mut recipe = Recipe::default();
    let mut file = PathBuf::from("target/difficulty-corpus.json");
    let mut other_games = 1000;
    let mut counts = vec![4u8, 2, 3];
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
            "--other-games" => {
                other_games =
                    value().parse().unwrap_or_else(|_| fail("--other-games takes a number"))
            }
            "--players" => {
                counts = value()
                    .split(',')
                    .map(|p| match p.trim().parse() {
                        Ok(n @ 2..=4) => n,
                        _ => fail("--players takes a list of 2, 3 and 4, e.g. 4,2"),
                    })
                    .collect()
            }
            "--seed" => {
                recipe.seed = value().parse().unwrap_or_else(|_| fail("--seed takes a number"))
            }
            "--write" => write = true,
            _ => fail(&format!("unknown argument {a}")),
        }
    }
    if write && !counts.contains(&4) {
        fail("--write needs the four-player fit (--players with 4)");
    }
    let mut out = FitFile {
        recipe: String::new(),
        models: Vec::new(),
        seats: Vec::new(),
        officials: Vec::new(),
    };
    let mut recipes = Vec::new();
    let mut sample = Vec::new();
    for &players in &counts {
        let games = if players == 4 { recipe.games } else { other_games };
        let r = Recipe { players, games, ..recipe };
        let entries = load_or_make(&corpus_file(&file, players), &r);
        let (model, seats) = report(players, &entries, &r);
        for e in entries.iter().filter(|e| e.edits.is_empty()) {
            let Some(s) = &e.simulated else { continue };
            let name = e.course().name;
            let i = out.officials.iter().position(|(n, _)| *n == name).unwrap_or_else(|| {
                out.officials.push((name, [0.0; 3]));
                out.officials.len() - 1
            });
            out.officials[i].1[players as usize - 2] = s.mean_round;
        }
        out.models.push((players, model));
        out.seats.push((players, seats));
        recipes.push(format!("{r:?}"));
        if players == 4 {
            sample = corpus::sample(&entries);
        }
    }
    out.models.sort_by_key(|m| m.0);
    out.seats.sort_by_key(|m| m.0);
    out.recipe = recipes.join("; ");
    if write {
        let sample = serde_json::to_string_pretty(&sample).expect("plain data");
        let files = [
            (FIT_FILE, out.to_rust()),
            (OFFICIALS_FILE, out.officials_rust()),
            (SAMPLE_FILE, sample + "\n"),
        ];
        for (file, text) in files {
            match std::fs::write(file, text) {
                Ok(()) => eprintln!("wrote {file}"),
                Err(e) => {
                    fail(&format!("could not write {file}: {e} (run from the workspace root)"))
                }
            }
        }
    }
}

/// The corpus file of a player count: FILE for four players, FILE with
/// "-2p" before its extension for two.
fn corpus_file(file: &Path, players: u8) -> PathBuf {
    if players == 4 {
        return file.to_path_buf();
    }
    let stem = file.file_stem().map_or("corpus".into(), |s| s.to_string_lossy().into_owned());
    file.with_file_name(format!("{stem}-{players}p.json"))
}

/// Fits and reports one player count: the rounds model and the seats' model.
fn report(players: u8, entries: &[Entry], recipe: &Recipe) -> (Model, Vec<SeatModel>) {
    eprintln!("{} courses for {players} players", entries.len());
    let rows: Vec<Row> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let s = e.simulated.as_ref()?;
            let (terms, start_cards) = fit::features_of(e)?;
            Some(Row {
                id: e.id.clone(),
                variant: e.id.split_once('~').and_then(|(_, n)| n.parse().ok()),
                held_out: corpus::held_out(i, e),
                terms,
                simulated: s.mean_round,
                stalls: s.stall_rate,
                saved: difficulty::seat_savings(&start_cards, players),
                seat_win_rates: s.seat_win_rates.clone(),
            })
        })
        .collect();
    let (train, test): (Vec<&Row>, Vec<&Row>) = rows.iter().partition(|r| !r.held_out);
    let model = fit::fit(
        &train.iter().map(|r| r.terms).collect::<Vec<_>>(),
        &train.iter().map(|r| r.simulated).collect::<Vec<_>>(),
    );
    println!(
        "\n## {players} players\n\nFitted on {} courses, checked on {} held out ({recipe:?}).\n",
        train.len(),
        test.len()
    );
    println!("constant {:>8.3} rounds", model.intercept);
    for (name, w) in difficulty::TERMS.iter().zip(model.weights) {
        println!("{name:<26} {w:>8.3} rounds each");
    }
    println!();
    show("fitted on", &judge(&model, &train));
    show(
        &format!("fitted on, {FOLDS}-fold cross-validated"),
        &fit::cross_validate(
            &train.iter().map(|r| r.terms).collect::<Vec<_>>(),
            &train.iter().map(|r| r.simulated).collect::<Vec<_>>(),
            FOLDS,
        ),
    );
    show("held out", &judge(&model, &test));
    // The corpus grows by adding variants, so the courses the earlier corpus
    // held out are held out still: apart from those that joined later, they
    // say whether a figure moved with the courses or with the model.
    if recipe.variants > EARLIER_VARIANTS {
        let (first, second): (Vec<&Row>, Vec<&Row>) =
            test.iter().partition(|r| r.variant.is_some_and(|v| v < EARLIER_VARIANTS));
        let last = EARLIER_VARIANTS - 1;
        show(&format!("held out, variants 0–{last}"), &judge(&model, &first));
        show(
            &format!("held out, variants {EARLIER_VARIANTS}–{}", recipe.variants - 1),
            &judge(&model, &second),
        );
    }
    show("all", &judge(&model, &rows.iter().collect::<Vec<_>>()));
    let current = fit_now(players);
    show(
        "all, with the constants the analysis holds now",
        &judge(&current, &rows.iter().collect::<Vec<_>>()),
    );
    let stalled: Vec<&Row> = rows.iter().filter(|r| r.stalls > 0.0).collect();
    let worst = rows.iter().max_by(|a, b| a.stalls.total_cmp(&b.stalls));
    println!(
        "stalls: {} of {} courses stalled at all; worst {}",
        stalled.len(),
        rows.len(),
        worst.map_or("none".into(), |r| format!("{} at {:.2} %", r.id, 100.0 * r.stalls))
    );
    let officials_stalls: Vec<String> = rows
        .iter()
        .filter(|r| !r.id.contains('~'))
        .map(|r| format!("{} {:.2} %", r.id, 100.0 * r.stalls))
        .collect();
    println!("stalls on the official courses: {}", officials_stalls.join(", "));
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
    let seats = fit_seats(players, &model, &train, &test, &rows);
    (model, seats)
}

/// The constants the analysis holds now for a player count.
fn fit_now(players: u8) -> Model {
    let (intercept, weights) = difficulty::MODELS
        .iter()
        .find(|m| m.0 == players)
        .map_or((difficulty::INTERCEPT, difficulty::WEIGHTS), |m| (m.1, m.2));
    Model { intercept, weights }
}

/// Fits each seat's win rate on [1, 1/estimated rounds, cards saved] and
/// reports how far off it is on the held-out courses, and how far apart the
/// seats' measured win rates lie on the official courses and on the corpus.
fn fit_seats(
    players: u8,
    model: &Model,
    train: &[&Row],
    test: &[&Row],
    all: &[Row],
) -> Vec<SeatModel> {
    let usable = |r: &&&Row| r.saved.is_some() && r.seat_win_rates.len() == players as usize;
    let x = |r: &Row, s: usize| {
        let saved = r.saved.as_ref().map_or(0.0, |v| v[s]);
        [1.0, 1.0 / model.rounds(&r.terms).max(1.0), saved]
    };
    let seats: Vec<SeatModel> = (0..players as usize)
        .map(|s| {
            let rows: Vec<&&Row> = train.iter().filter(usable).collect();
            let xs: Vec<SeatModel> = rows.iter().map(|r| x(r, s)).collect();
            let ys: Vec<f64> = rows.iter().map(|r| r.seat_win_rates[s]).collect();
            fit::fit_seat(&xs, &ys)
        })
        .collect();
    let spread = |v: &[f64]| {
        v.iter().copied().fold(f64::MIN, f64::max) - v.iter().copied().fold(f64::MAX, f64::min)
    };
    let predicted = |r: &Row| -> Vec<f64> {
        let raw: Vec<f64> = seats
            .iter()
            .enumerate()
            .map(|(s, m)| (m[0] + m[1] * x(r, s)[1] + m[2] * x(r, s)[2]).max(0.0))
            .collect();
        let total: f64 = raw.iter().sum::<f64>().max(1e-9);
        raw.iter().map(|w| w / total).collect()
    };
    let held: Vec<&&Row> = test.iter().filter(usable).collect();
    let err: f64 = held
        .iter()
        .map(|r| {
            let p = predicted(r);
            p.iter().zip(&r.seat_win_rates).map(|(a, b)| (a - b).abs()).sum::<f64>()
                / p.len() as f64
        })
        .sum::<f64>()
        / held.len().max(1) as f64;
    println!("\nSeats ({players} players): constant, per 1/round, per card saved");
    for (s, m) in seats.iter().enumerate() {
        println!("  seat {}: {:>8.4} {:>8.4} {:>8.4}", s + 1, m[0], m[1], m[2]);
    }
    println!("  held out: mean absolute error of a seat's win rate {:.1} points", 100.0 * err);
    let official: Vec<String> = all
        .iter()
        .filter(|r| !r.id.contains('~') && r.seat_win_rates.len() == players as usize)
        .map(|r| format!("{} {:.0}", r.id, 100.0 * spread(&r.seat_win_rates)))
        .collect();
    println!("  measured spread (points) on the official courses: {}", official.join(", "));
    let mut spreads: Vec<f64> = all
        .iter()
        .filter(|r| r.seat_win_rates.len() == players as usize)
        .map(|r| spread(&r.seat_win_rates))
        .collect();
    spreads.sort_by(f64::total_cmp);
    if let Some(&max) = spreads.last() {
        let p95 = spreads[(spreads.len() * 95 / 100).min(spreads.len() - 1)];
        println!(
            "  measured spread on the corpus: median {:.0}, 95th percentile {:.0}, most {:.0} points; over {:.0}: {} courses",
            100.0 * spreads[spreads.len() / 2],
            100.0 * p95,
            100.0 * max,
            100.0 * difficulty::SEAT_SPREAD,
            spreads.iter().filter(|&&x| x > difficulty::SEAT_SPREAD).count()
        );
    }
    seats
}

struct Row {
    id: String,
    /// The variant's number; `None` for an official course.
    variant: Option<usize>,
    held_out: bool,
    terms: [f64; fit::N],
    simulated: f64,
    stalls: f64,
    saved: Option<Vec<f64>>,
    seat_win_rates: Vec<f64>,
}

fn judge(model: &Model, rows: &[&Row]) -> Agreement {
    let est: Vec<f64> = rows.iter().map(|r| model.rounds(&r.terms)).collect();
    let sim: Vec<f64> = rows.iter().map(|r| r.simulated).collect();
    fit::agreement(&est, &sim)
}

fn show(what: &str, a: &Agreement) {
    println!(
        "{what}: {} courses, Spearman {:.4}, same band {:.1} %, two bands apart {}, RMSE {:.2} rounds",
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

fn load_or_make(file: &Path, recipe: &Recipe) -> Vec<Entry> {
    let key = format!("{recipe:?}");
    let saved = std::fs::read_to_string(file)
        .ok()
        .and_then(|text| serde_json::from_str::<Saved>(&text).ok());
    if let Some(saved) = &saved
        && saved.recipe == key
    {
        return saved.entries.clone();
    }
    eprintln!("making the corpus: {recipe:?}");
    let mut entries = corpus::build(recipe);
    let reused = saved.map_or(0, |s| reuse(&mut entries, &s, recipe));
    if reused > 0 {
        eprintln!("{reused} courses keep the figures of {}", file.display());
    }
    let n = entries.len();
    corpus::evaluate(&mut entries, recipe, |i, e| {
        if let Some(s) = &e.simulated {
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

/// Gives `entries` the simulated figures of the same courses in a corpus
/// saved with a recipe that differs only in how many variants it made
/// (variants are drawn in order whatever the number asked for, so a larger
/// corpus begins with the smaller one's courses, and every course is
/// simulated with the same seed, so its figures would come out the same);
/// returns how many were reused. Growing the corpus then simulates only the
/// new courses.
fn reuse(entries: &mut [Entry], saved: &Saved, recipe: &Recipe) -> usize {
    let variants = saved.entries.iter().filter(|e| !e.edits.is_empty()).count();
    if saved.recipe != format!("{:?}", Recipe { variants, ..*recipe }) {
        return 0;
    }
    let mut reused = 0;
    for (e, old) in entries.iter_mut().zip(&saved.entries) {
        if e.id == old.id && e.course == old.course && e.edits == old.edits {
            e.simulated.clone_from(&old.simulated);
            reused += usize::from(old.simulated.is_some());
        }
    }
    reused
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grown_corpus_keeps_the_figures_of_the_courses_it_shares() {
        let small = Recipe { variants: 3, max_edits: 2, games: 4, ..Recipe::default() };
        let mut entries = corpus::build(&small);
        corpus::evaluate(&mut entries, &small, |_, _| {});
        let saved = Saved { recipe: format!("{small:?}"), entries };
        let grown = Recipe { variants: 5, ..small };
        let mut more = corpus::build(&grown);
        assert_eq!(reuse(&mut more, &saved, &grown), 7 + 3);
        for (new, old) in more.iter().zip(&saved.entries) {
            assert_eq!((&new.id, &new.simulated), (&old.id, &old.simulated));
        }
        assert!(more[10..].iter().all(|e| e.simulated.is_none()), "new courses are played");
        // Figures of other games, or another seed, are not borrowed.
        for other in [Recipe { games: 5, ..grown }, Recipe { seed: 7, ..grown }] {
            let mut fresh = corpus::build(&other);
            assert_eq!(reuse(&mut fresh, &saved, &other), 0, "{other:?}");
        }
    }
}
