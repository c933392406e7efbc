//! Scratch: analyses many repainted variants of the official courses and prints
//! each report as JSON, to compare two builds.
use eldorado_core::analysis::analyze;
use eldorado_core::course::{BlockadeChoice, official};
use eldorado_core::map::Map;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const TOKENS: [&str; 16] = ["J1", "J2", "J3", "R1", "R2", "R3", "R4", "V1", "V2", "V3", "V4", "G1", "G2", "B1", "B2", "C"];

fn main() {
    let variants: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    for (id, course) in official::all() {
        let base = Map::build(&course).expect("valid");
        for v in 0..variants {
            let mut rng = ChaCha8Rng::seed_from_u64(v * 7919 + id.len() as u64);
            let mut map = base.clone();
            let mountains = [0.0, 0.2, 0.5, 0.8][(v % 4) as usize];
            let k = rng.random_range(0..(if v % 3 == 2 { 200 } else { 80 }));
            for _ in 0..k {
                let s = rng.random_range(0..map.len());
                let c = map.space(s).clone();
                if c.start.is_some() || c.finish {
                    continue;
                }
                let tok = if rng.random_bool(mountains) {
                    "M"
                } else if v % 5 == 4 && rng.random_bool(0.05) {
                    ["FJ", "FR", "S1", "S2", "S3", "S4"][rng.random_range(0..6)]
                } else {
                    TOKENS[rng.random_range(0..TOKENS.len())]
                };
                map.paint(c.hex, tok).unwrap();
            }
            for seam in 0..map.seams().len() {
                if rng.random_bool(0.3) {
                    let choice = if rng.random_bool(0.3) { BlockadeChoice::Random } else { BlockadeChoice::Number(rng.random_range(1..=7)) };
                    let _ = map.set_blockade(seam, Some(choice));
                }
            }
            let r = analyze(&map);
            println!("{id} {v} {}", serde_json::to_string(&r).unwrap());
        }
    }
}
