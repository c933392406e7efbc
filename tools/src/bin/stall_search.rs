//! Searches random variants of the official courses for games that stall.
//!
//!     cargo run --release -p eldorado-tools --bin stall_search -- \
//!         [--variants N] [--games G] [--players P] [--seed S] [--threads T] \
//!         [--confirm G2] [--save DIR] [--out FILE]
//!
//! Variant *i* is made as the difficulty corpus makes its variants (an
//! official course and a chain of 1 to 6 single edits, `corpus::variant`) but
//! from the seed S + i (default 90,000, far from the corpus's 2,026), so the
//! courses are ones the fit never saw. Each is played G times (default 200)
//! by fast bots with P players (default 4). Every variant that stalled at all
//! is played again G2 times (default 4,000) with another seed, so that a rate
//! is told apart from one unlucky game; the confirmed rates decide. One line a
//! variant goes to FILE (default target/stall-search.tsv); the worst courses
//! are written to DIR when given.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use eldorado_core::course::{Course, official};
use eldorado_formats::course_file::to_json;
use eldorado_sim::bots::BotKind;
use eldorado_sim::montecarlo::{Progress, SimConfig, SimResult, run_course};
use eldorado_tools::corpus;

struct Options {
    variants: usize,
    games: u64,
    players: u8,
    seed: u64,
    threads: usize,
    confirm: u64,
    save: Option<PathBuf>,
    out: PathBuf,
    bots: Vec<BotKind>,
}

fn options() -> Options {
    let mut o = Options {
        variants: 10_000,
        games: 200,
        players: 4,
        seed: 90_000,
        threads: 2,
        confirm: 4000,
        save: None,
        out: PathBuf::from("target/stall-search.tsv"),
        bots: vec![BotKind::Fast],
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let v = args.next().unwrap_or_else(|| fail(&format!("{a} needs a value")));
        let num = |what: &str| -> u64 {
            v.parse().unwrap_or_else(|_| fail(&format!("{what} takes a number, not {v}")))
        };
        match a.as_str() {
            "--variants" => o.variants = num("--variants") as usize,
            "--games" => o.games = num("--games"),
            "--players" => o.players = num("--players") as u8,
            "--seed" => o.seed = num("--seed"),
            "--threads" => o.threads = num("--threads") as usize,
            "--confirm" => o.confirm = num("--confirm"),
            "--save" => o.save = Some(PathBuf::from(&v)),
            "--out" => o.out = PathBuf::from(&v),
            "--bots" => {
                o.bots = v
                    .split(',')
                    .map(|b| {
                        b.parse()
                            .unwrap_or_else(|e: eldorado_rules::UnknownBot| fail(&e.to_string()))
                    })
                    .collect()
            }
            _ => fail(&format!("unknown argument {a}")),
        }
    }
    o
}

fn fail(msg: &str) -> ! {
    eprintln!("stall_search: {msg}");
    std::process::exit(2)
}

struct Variant {
    index: usize,
    origin: &'static str,
    edits: Vec<String>,
    course: Course,
}

fn make(o: &Options, index: usize) -> Option<Variant> {
    let officials = official::all();
    let mut rng = ChaCha8Rng::seed_from_u64(o.seed.wrapping_add(index as u64));
    let (origin, base) = &officials[rng.random_range(0..officials.len())];
    let (mut course, edits) = corpus::variant(base, &mut rng, 6)?;
    course.name = format!("{} ~s{index}", base.name);
    Some(Variant { index, origin, edits, course })
}

fn simulate(o: &Options, course: &Course, games: u64, seed: u64) -> Option<SimResult> {
    let config =
        SimConfig { games, players: o.players, bots: o.bots.clone(), seed, ..SimConfig::default() };
    run_course(course, &config, None, &Progress::new()).ok()
}

fn reasons(r: &SimResult) -> String {
    let v: Vec<String> =
        r.stalls.by_reason.iter().map(|s| format!("{:?}={}", s.reason, s.games)).collect();
    if v.is_empty() { "-".into() } else { v.join(",") }
}

fn main() {
    let o = options();
    rayon::ThreadPoolBuilder::new().num_threads(o.threads).build_global().ok();
    let done = AtomicUsize::new(0);
    let started = std::time::Instant::now();
    let found: Vec<(Variant, SimResult)> = (0..o.variants)
        .into_par_iter()
        .filter_map(|i| {
            let v = make(&o, i)?;
            let r = simulate(&o, &v.course, o.games, 1)?;
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            if n.is_multiple_of(500) {
                eprintln!("{n}/{} variants, {:.0} s", o.variants, started.elapsed().as_secs_f64());
            }
            Some((v, r))
        })
        .collect();
    let mut file = std::fs::File::create(&o.out)
        .unwrap_or_else(|e| fail(&format!("can't write {}: {e}", o.out.display())));
    let _ = writeln!(file, "variant\torigin\tgames\tstalls\trate\treasons\tmean_round\tedits");
    for (v, r) in &found {
        let _ = writeln!(
            file,
            "{}\t{}\t{}\t{}\t{:.4}\t{}\t{:.2}\t{}",
            v.index,
            v.origin,
            r.games_played,
            r.stalls.games,
            r.stalls.rate,
            reasons(r),
            r.finishing_round.mean,
            v.edits.join(" / ")
        );
    }
    let games: u64 = found.iter().map(|(_, r)| r.games_played).sum();
    let stalled: u64 = found.iter().map(|(_, r)| r.stalls.games).sum();
    println!(
        "{} variants × {} games ({} players, bots {:?}, seed {}): {games} games, {stalled} stalled ({:.3} %), {:.0} s",
        found.len(),
        o.games,
        o.players,
        o.bots,
        o.seed,
        100.0 * stalled as f64 / games.max(1) as f64,
        started.elapsed().as_secs_f64()
    );
    let mut suspects: Vec<&(Variant, SimResult)> =
        found.iter().filter(|(_, r)| r.stalls.games > 0).collect();
    println!(
        "{} variants stalled at least once; {} at 0.5 % or more",
        suspects.len(),
        suspects.iter().filter(|(_, r)| r.stalls.rate >= 0.005).count()
    );
    suspects.sort_by(|a, b| b.1.stalls.rate.total_cmp(&a.1.stalls.rate));
    if o.confirm == 0 {
        return;
    }
    // Played again with another seed and more games: the confirmed rate.
    let confirmed: Vec<(&Variant, SimResult)> = suspects
        .par_iter()
        .filter_map(|(v, _)| Some((v, simulate(&o, &v.course, o.confirm, 2)?)))
        .collect();
    let mut confirmed = confirmed;
    confirmed.sort_by(|a, b| b.1.stalls.rate.total_cmp(&a.1.stalls.rate));
    let over = confirmed.iter().filter(|(_, r)| r.stalls.rate >= 0.005).count();
    println!(
        "confirmed with {} games each: {over} of {} at 0.5 % or more; worst:",
        o.confirm,
        confirmed.len()
    );
    for (v, r) in confirmed.iter().take(15) {
        println!(
            "  {:>5} {:<16} {:>6.2} % ({}) mean round {:.1}: {}",
            v.index,
            v.origin,
            100.0 * r.stalls.rate,
            reasons(r),
            r.finishing_round.mean,
            v.edits.join(" / ")
        );
        if let Some(dir) = &o.save {
            let _ = std::fs::create_dir_all(dir);
            let path = dir.join(format!("s{}-{}.json", v.index, v.origin));
            let _ = std::fs::write(&path, to_json(&v.course));
            if let Some(seed) = r.stalls.examples.first() {
                println!("        saved {}; watch with --trace {seed}", path.display());
            }
        }
    }
}
