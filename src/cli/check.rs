//! `eldorado check FILE...`

use std::path::PathBuf;

use serde_json::json;

use super::{EXIT_ERROR, EXIT_INVALID, EXIT_OK};
use eldorado_core::course;
use eldorado_core::map::Map;

pub fn run(files: &[PathBuf], as_json: bool) -> u8 {
    let mut code = EXIT_OK;
    let mut results = Vec::new();
    for path in files {
        let shown = path.display().to_string();
        match course::load(path) {
            Err(e) => {
                code = EXIT_ERROR;
                if as_json {
                    results.push(json!({"file": shown, "status": "error", "error": e.to_string()}));
                } else {
                    println!("{shown}: error: {e}");
                }
            }
            Ok(c) => {
                let assembly = Map::assemble(&c);
                if !assembly.is_valid() && code == EXIT_OK {
                    code = EXIT_INVALID;
                }
                if as_json {
                    let status = if assembly.is_valid() { "valid" } else { "invalid" };
                    results.push(json!({"file": shown, "status": status, "problems": assembly.problems}));
                } else if assembly.is_valid() {
                    println!("{shown}: valid");
                } else {
                    let n = assembly.problems.len();
                    println!("{shown}: invalid ({n} problem{})", if n == 1 { "" } else { "s" });
                    for p in &assembly.problems {
                        println!("  - {p}");
                    }
                }
            }
        }
    }
    if as_json {
        println!("{}", serde_json::to_string_pretty(&json!({"results": results})).expect("plain JSON"));
    }
    code
}
