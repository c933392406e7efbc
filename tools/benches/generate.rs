//! Time to the first valid candidate in each band: `cargo bench -p eldorado-design`.
//! The target is at most 2 s (median over seeds) on the 2-core machine.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use eldorado_analysis::difficulty::Band;
use eldorado_core::course::official;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::{BlockadeDeal, Options, generate};
use eldorado_sim::Progress;

fn first_candidate(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group.sample_size(10);
    for band in Band::ALL {
        let mut seed = 0;
        group.bench_function(band.key(), |b| {
            b.iter(|| {
                seed += 1;
                let options = Options { seed, ..Options::for_band(band) };
                black_box(generate(black_box(&options), &Progress::new()).ok())
            })
        });
    }
    group.finish();
}

/// With one route choice; with strips and chosen blockades; completing
/// Hills of Gold's first three pieces (moderate).
fn round_two(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate-round-two");
    group.sample_size(10);
    let mut begun = official::course("hills-of-gold").expect("an official course");
    begun.pieces.truncate(3);
    begun.blockades.retain(|b| b.between.iter().all(|s| ["B", "C", "G"].contains(&s.as_str())));
    let orders = [
        ("branches-moderate", Options { branches: 1, ..Options::default() }),
        (
            "strips-chosen-moderate",
            Options {
                pieces: PieceSet::whole_box(true),
                blockades: BlockadeDeal::Chosen,
                ..Options::default()
            },
        ),
        ("complete-hills-of-gold", Options { from: Some(begun), ..Options::default() }),
    ];
    for (name, order) in orders {
        let mut seed = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                let options = Options { seed, ..order.clone() };
                black_box(generate(black_box(&options), &Progress::new()).ok())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, first_candidate, round_two);
criterion_main!(benches);
