//! Time to the first valid candidate in each band: `cargo bench -p eldorado-design`.
//! The target is at most 2 s (median over seeds) on the 2-core machine.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use eldorado_analysis::difficulty::Band;
use eldorado_design::generate::{Options, Unwatched, generate};

fn first_candidate(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group.sample_size(10);
    for band in Band::ALL {
        let mut seed = 0;
        group.bench_function(band.key(), |b| {
            b.iter(|| {
                seed += 1;
                let options = Options { seed, ..Options::for_band(band) };
                black_box(generate(black_box(&options), &Unwatched).ok())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, first_candidate);
criterion_main!(benches);
