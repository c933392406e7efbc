//! Wall time to the first candidate in each band over a number of seeds, for
//! the note (criterion's figures need a quiet machine):
//! `cargo run --release -p eldorado-design --example generate_speed -- [SEEDS] [BAND...]`.
//! Prints, per band, the median time, the share of seeds done within 2 s and
//! the attempts spent.

use std::time::{Duration, Instant};

use eldorado_analysis::difficulty::Band;
use eldorado_design::generate::{Options, Unwatched, generate};

fn main() {
    let mut args = std::env::args().skip(1);
    let seeds: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let names: Vec<String> = args.collect();
    for band in Band::ALL.iter().filter(|b| names.is_empty() || names.iter().any(|n| n == b.key()))
    {
        let mut times = Vec::new();
        let mut attempts = Vec::new();
        let mut failed = 0;
        for seed in 1..=seeds {
            let options = Options { seed, ..Options::for_band(*band) };
            let t = Instant::now();
            let outcome = generate(&options, &Unwatched);
            let took = t.elapsed();
            match outcome {
                Ok(o) => {
                    attempts.push(o.attempts);
                    let c = &o.candidates[0];
                    println!(
                        "  {} seed {seed}: {:.2} s, attempt {}, estimate {:.1}, simulated {:.1}, {}",
                        band.key(),
                        took.as_secs_f64(),
                        c.attempt,
                        c.estimate,
                        c.rounds,
                        c.summary
                    );
                }
                Err(e) => {
                    failed += 1;
                    println!(
                        "  {} seed {seed}: {:.2} s, none: {e}",
                        band.key(),
                        took.as_secs_f64()
                    );
                }
            }
            times.push(took);
        }
        times.sort();
        let median = times[times.len() / 2];
        let within = times.iter().filter(|t| **t <= Duration::from_secs(2)).count();
        attempts.sort();
        println!(
            "{}: median {:.2} s, {within}/{seeds} seeds within 2 s, {failed} without a candidate, median attempts {}",
            band.key(),
            median.as_secs_f64(),
            attempts.get(attempts.len() / 2).copied().unwrap_or(0)
        );
    }
}
