//! Fuzz target `game_record`: see docs/fuzzing.md. The body lives in
//! tests/fuzz_harness so that tests/fuzz_regressions.rs replays inputs through it.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fuzz_harness/mod.rs"]
mod harness;

fuzz_target!(|data: &[u8]| {
    let _ = harness::game_record(data);
});
