//! Wall time to the first candidate over a number of seeds, for the note
//! (criterion's figures need a quiet machine):
//! `cargo run --release -p eldorado-tools --bin generate_speed -- [SEEDS] [MODE]`,
//! MODE one of `plain` (each band, the default), `branches` (each band with
//! one route choice), `strips` (each band with strips and chosen blockades) or
//! `complete` (each official course's first three pieces completed to the
//! official course's own band). Prints, per order, the median time, the share
//! of seeds done within 2 s and the attempts spent.

use std::time::{Duration, Instant};

use eldorado_analysis::analyze;
use eldorado_analysis::difficulty::Band;
use eldorado_core::course::{Course, official};
use eldorado_core::map::Map;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::{BlockadeDeal, Options, compass, generate};
use eldorado_sim::Progress;

/// An official course's first three pieces and the blockades between them.
fn begun(id: &str) -> Course {
    let mut course = official::course(id).expect("an official course");
    course.pieces.truncate(3);
    let kept: Vec<String> = course.pieces.iter().map(|p| p.piece.clone().into()).collect();
    course.blockades.retain(|b| b.between.iter().all(|s| kept.iter().any(|k| s == k)));
    course
}

fn main() {
    let mut args = std::env::args().skip(1);
    let seeds: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let mode = args.next().unwrap_or_else(|| "plain".into());
    let orders: Vec<(String, Options)> = match mode.as_str() {
        "complete" => official::all()
            .into_iter()
            .map(|(id, course)| {
                let map = Map::build(&course).expect("official courses are valid");
                let band = Band::of(compass::estimate(&analyze(&map)).unwrap_or(16.0));
                let options = Options { from: Some(begun(id)), ..Options::for_band(band) };
                (format!("{id} ({})", band.key()), options)
            })
            .collect(),
        _ => Band::ALL
            .into_iter()
            .map(|band| {
                let base = Options::for_band(band);
                let options = match mode.as_str() {
                    "branches" => Options { branches: 1, ..base },
                    "strips" => Options {
                        pieces: PieceSet::whole_box(true),
                        blockades: BlockadeDeal::Chosen,
                        ..base
                    },
                    _ => base,
                };
                (band.key().to_string(), options)
            })
            .collect(),
    };
    for (name, order) in orders {
        let mut times = Vec::new();
        let mut attempts = Vec::new();
        let mut failed = 0;
        for seed in 1..=seeds {
            let options = Options { seed, ..order.clone() };
            let t = Instant::now();
            let outcome = generate(&options, &Progress::new());
            let took = t.elapsed();
            match outcome {
                Ok(o) => {
                    attempts.push(o.attempts);
                    let c = &o.candidates[0];
                    println!(
                        "  {name} seed {seed}: {:.2} s, attempt {}, estimate {:.1}, simulated {:.1}, {}",
                        took.as_secs_f64(),
                        c.attempt,
                        c.estimate,
                        c.rounds,
                        c.summary
                    );
                }
                Err(e) => {
                    failed += 1;
                    println!("  {name} seed {seed}: {:.2} s, none: {e}", took.as_secs_f64());
                }
            }
            times.push(took);
        }
        times.sort();
        let median = times[times.len() / 2];
        let within = times.iter().filter(|t| **t <= Duration::from_secs(2)).count();
        attempts.sort();
        println!(
            "{name}: median {:.2} s, slowest {:.2} s, {within}/{seeds} seeds within 2 s, {failed} without a candidate, median attempts {}",
            median.as_secs_f64(),
            times.last().map_or(0.0, |t| t.as_secs_f64()),
            attempts.get(attempts.len() / 2).copied().unwrap_or(0)
        );
    }
}
