//! How well the two-player estimate made by quick play
//! (`eldorado_design::two_players`) ranks the two-player corpus against its
//! 1,000 games a course: the check behind its number of games and its
//! Spearman (docs/analysis.md, "The two-player estimate, made by quick
//! play").

use std::time::Instant;

use rayon::prelude::*;

use eldorado_core::map::Map;
use eldorado_core::rating::{Agreement, agreement};
use eldorado_design::two_players;
use eldorado_sim::montecarlo::run;
use eldorado_sim::{Progress, SimConfig};

use crate::corpus::{self, Entry};

/// A part of the corpus and how the quick estimate agrees with its games.
pub struct Part {
    /// "held out", "fitted on" or "all".
    pub name: &'static str,
    /// The agreement on the courses of the part.
    pub agreement: Agreement,
}

/// One number of games and seed, judged on the corpus.
pub struct Judged {
    /// Games a course.
    pub games: u64,
    /// Their seed.
    pub seed: u64,
    /// Held out, fitted on, all.
    pub parts: Vec<Part>,
}

/// The quick estimate of an entry with `games` games and `seed`: the
/// product's own configuration with those two changed.
fn quick(e: &Entry, games: u64, seed: u64) -> Option<f64> {
    let map = Map::build(&e.course()).ok()?;
    if games == two_players::GAMES && seed == two_players::SEED {
        // The product's function itself, not a copy of it.
        return two_players::rounds(&map).ok()?;
    }
    let config = SimConfig { games, seed, ..two_players::config() };
    let r = run(&map, "", &config, None, &Progress::new()).ok()?;
    (r.finishing_round.games > 0).then_some(r.finishing_round.mean)
}

/// Judges the quick estimate with `games` games and `seed` on the simulated
/// entries of a two-player corpus: its Spearman and the rest against the
/// corpus's figures, held out, fitted on and all (the same parts as the
/// static fit's).
pub fn judge(entries: &[Entry], games: u64, seed: u64) -> Judged {
    let rows: Vec<(bool, f64, Option<f64>)> = entries
        .par_iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let measured = e.simulated.as_ref()?.mean_round;
            Some((corpus::held_out(i, e), measured, quick(e, games, seed)))
        })
        .collect();
    let part = |name, keep: &dyn Fn(bool) -> bool| {
        // A course whose quick games all stalled has no estimate; it counts
        // as the longest, which is what a course that stalls is.
        let (est, sim): (Vec<f64>, Vec<f64>) =
            rows.iter().filter(|r| keep(r.0)).map(|r| (r.2.unwrap_or(f64::MAX), r.1)).unzip();
        Part { name, agreement: agreement(&est, &sim) }
    };
    Judged {
        games,
        seed,
        parts: vec![part("held out", &|h| h), part("fitted on", &|h| !h), part("all", &|_| true)],
    }
}

/// What the product's quick estimate costs a course, in milliseconds on one
/// thread (the whole of it: the board, the bots' tables and the games), on
/// average over the first `courses` entries.
pub fn cost(entries: &[Entry], courses: usize) -> f64 {
    let maps: Vec<Map> =
        entries.iter().take(courses).filter_map(|e| Map::build(&e.course()).ok()).collect();
    let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("one thread");
    let start = Instant::now();
    one.install(|| {
        for map in &maps {
            std::hint::black_box(two_players::estimate(map));
        }
    });
    start.elapsed().as_secs_f64() * 1000.0 / maps.len().max(1) as f64
}
