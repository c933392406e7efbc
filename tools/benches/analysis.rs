//! The full analysis of each official course: `cargo bench --bench analysis`.
//! The target is at most 1 ms per course in a release build.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use eldorado_analysis::analyze;
use eldorado_core::course::official;
use eldorado_core::map::Map;

fn analysis(c: &mut Criterion) {
    let mut group = c.benchmark_group("analyze");
    for (id, course) in official::all() {
        let map = Map::build(&course).expect("official courses are valid");
        group.bench_function(id, |b| b.iter(|| analyze(black_box(&map))));
    }
    group.finish();
}

criterion_group!(benches, analysis);
criterion_main!(benches);
