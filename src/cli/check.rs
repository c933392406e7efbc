//! `eldorado check FILE...`: the verdict on each course is the command's
//! report, so it goes to standard output, problems included.

use std::path::PathBuf;
use std::process::ExitCode;

use serde_json::json;

use super::course_input::{self, FileArg, problem_report};
use super::output;
use super::{CliError, EXIT_ERROR, EXIT_INVALID, EXIT_OK};
use eldorado_core::map::Map;
use eldorado_core::text::count;

/// Prints the verdict on each file; the exit code is the worst of them.
pub fn run(files: &[PathBuf], as_json: bool) -> Result<ExitCode, CliError> {
    let mut code = EXIT_OK;
    let mut results = Vec::new();
    for path in files {
        let place = FileArg::of(path);
        let label = place.label();
        let lines = match course_input::read(&place) {
            Err(e) => {
                code = EXIT_ERROR;
                results.push(
                    json!({"file": shown(&place), "status": "error", "error": e.to_string()}),
                );
                vec![format!("{label}: error: {}", output::safe(&e.to_string()))]
            }
            Ok(c) => {
                let assembly = Map::assemble(&c);
                if !assembly.is_valid() && code == EXIT_OK {
                    code = EXIT_INVALID;
                }
                let status = if assembly.is_valid() { "valid" } else { "invalid" };
                let problems: Vec<serde_json::Value> =
                    assembly.problems.iter().map(super::course_input::problem_json).collect();
                results
                    .push(json!({"file": shown(&place), "status": status, "problems": problems}));
                if assembly.is_valid() {
                    vec![format!("{label}: valid")]
                } else {
                    problem_report(
                        &format!(
                            "{label}: invalid ({})",
                            count(assembly.problems.len(), "problem", "problems")
                        ),
                        &assembly.problems,
                    )
                }
            }
        };
        if !as_json && let Err(halt) = output::print(&(lines.join("\n") + "\n")) {
            return output::finish(Err(halt), code);
        }
    }
    if as_json {
        return output::finish(output::print_json(&json!({"results": results})), code);
    }
    Ok(ExitCode::from(code))
}

/// The file as JSON names it: the path as given (JSON escapes it), or "-".
fn shown(place: &FileArg) -> String {
    match place {
        FileArg::Standard => "-".into(),
        FileArg::Path(p) => p.display().to_string(),
    }
}
