//! Prints the analysis report of many repainted variants of the official
//! courses, one line each (`course variant json`), so that two builds can be
//! compared byte for byte when a change must not alter the analysis:
//! `cargo run --release -p eldorado-tools --bin analysis_variants -- [variants per course]`
//! (20 by default). The variants are seeded and so the same every run: spaces
//! repainted at random (mountains from none to most, some rubble and base
//! camps) and blockades set on about a third of the seams.

use eldorado_analysis::analyze;
use eldorado_core::course::{BlockadeChoice, official};
use eldorado_core::map::{Map, SeamId, SpaceId};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const TOKENS: [&str; 16] =
    ["J1", "J2", "J3", "R1", "R2", "R3", "R4", "V1", "V2", "V3", "V4", "G1", "G2", "B1", "B2", "C"];
const OBSTACLES: [&str; 6] = ["FJ", "FR", "S1", "S2", "S3", "S4"];

fn main() {
    let variants: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    for (id, course) in official::all() {
        let Ok(base) = Map::build(&course) else {
            eprintln!("official course {id} is not valid");
            std::process::exit(1);
        };
        for v in 0..variants {
            let map = variant(&base, v, ChaCha8Rng::seed_from_u64(v * 7919 + id.len() as u64));
            match serde_json::to_string(&analyze(&map)) {
                Ok(json) => println!("{id} {v} {json}"),
                Err(e) => println!("{id} {v} unwritable report: {e}"),
            }
        }
    }
}

/// Variant `v` of a course: every fourth has no mountains painted, then 20%,
/// 50% and 80% of the repainted spaces; every third repaints up to 200 spaces
/// instead of 80; every fifth paints some rubble and base camps.
fn variant(base: &Map, v: u64, mut rng: ChaCha8Rng) -> Map {
    let mut map = base.clone();
    let mountains = [0.0, 0.2, 0.5, 0.8][(v % 4) as usize];
    let repaints = rng.random_range(0..(if v % 3 == 2 { 200 } else { 80 }));
    for _ in 0..repaints {
        let space = map.space(SpaceId::new(rng.random_range(0..map.len()))).clone();
        if space.start.is_some() || space.finish {
            continue;
        }
        let token = if rng.random_bool(mountains) {
            "M"
        } else if v % 5 == 4 && rng.random_bool(0.05) {
            OBSTACLES[rng.random_range(0..OBSTACLES.len())]
        } else {
            TOKENS[rng.random_range(0..TOKENS.len())]
        };
        // Every token here paints any space but a start or finishing one.
        let _ = map.paint(space.hex, token);
    }
    for seam in SeamId::all(map.seams().len()) {
        if rng.random_bool(0.3) {
            let choice = if rng.random_bool(0.3) {
                BlockadeChoice::Random
            } else {
                BlockadeChoice::Number(rng.random_range(1..=7))
            };
            let _ = map.set_blockade(seam, Some(choice));
        }
    }
    map
}
