//! `eldorado suggest FILE [--rounds LO-HI] [--json]`: the single edits that fix
//! a design-tip warning of the course or move it toward the requested rounds,
//! each with its effect (see `eldorado_design::suggest`).

use eldorado_core::text::count;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::course_input::{Loaded, load_valid};
use super::generate::parse_rounds;
use super::output::{self, safe};
use super::{CliError, EXIT_OK};
use eldorado_design::suggest::{Suggestions, suggest};

#[derive(Args, Debug)]
pub struct SuggestArgs {
    /// The course file, or - for standard input.
    pub file: PathBuf,
    /// Also suggest edits that bring the expected rounds toward this range, e.g. 16-18.
    #[arg(long, value_name = "LO-HI", value_parser = parse_rounds)]
    pub rounds: Option<(f64, f64)>,
    /// Print the suggestions as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Prints the suggestions for a valid course.
pub fn run(args: &SuggestArgs) -> Result<ExitCode, CliError> {
    let Loaded { course, label, .. } = load_valid(&args.file, "given suggestions")?;
    let found = suggest(&course, args.rounds);
    let printed = if args.json {
        output::print_json(&found)
    } else {
        output::print(&text(&label, &found, args.rounds))
    };
    output::finish(printed, EXIT_OK)
}

fn text(label: &str, found: &Suggestions, rounds: Option<(f64, f64)>) -> String {
    let s = &found.standing;
    let mut out = format!(
        "{}: {}, expected rounds {}\n",
        safe(label),
        match s.warnings.len() {
            0 => "no warning".to_string(),
            n => format!("{} ({})", count(n, "warning", "warnings"), s.warnings.join(", ")),
        },
        s.rounds.map_or("unknown".into(), |r| format!("{r:.1}"))
    );
    if found.suggestions.is_empty() {
        let toward = rounds
            .map_or(String::new(), |(lo, hi)| format!(" or moves it toward {lo}–{hi} rounds"));
        out += &format!("No single edit fixes a warning{toward} without raising another.\n");
    }
    for (i, x) in found.suggestions.iter().enumerate() {
        out += &format!("{}. {}: {}\n", i + 1, x.action, x.effect);
    }
    out
}
