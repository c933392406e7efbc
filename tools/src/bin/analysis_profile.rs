//! Analyses one official course many times, for profiling and for counting
//! instructions under callgrind (repeatable on a busy machine):
//! `cargo run --release -p eldorado-tools --bin analysis_profile -- [runs] [course]`.

use std::hint::black_box;
use std::time::Instant;

use eldorado_analysis::analyze;
use eldorado_core::course::official;
use eldorado_core::map::Map;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let runs: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let id = args.get(2).map(String::as_str).unwrap_or("witchs-cauldron");
    let Some(course) = official::course(id) else {
        eprintln!("no official course {id:?}");
        std::process::exit(2);
    };
    let map = match Map::build(&course) {
        Ok(m) => m,
        Err(problems) => {
            eprintln!("{id} is not valid: {problems:?}");
            std::process::exit(1);
        }
    };
    let start = Instant::now();
    let mut findings = 0;
    for _ in 0..runs {
        findings += black_box(analyze(black_box(&map))).findings.len();
    }
    let t = start.elapsed().as_secs_f64();
    println!(
        "{runs} analyses of {id} in {t:.3} s: {:.3} ms each ({findings} findings)",
        1000.0 * t / f64::from(runs)
    );
}
