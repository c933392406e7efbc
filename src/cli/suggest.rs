//! `eldorado suggest FILE [--rounds LO-HI] [--json]`: the single edits that fix
//! a design-tip warning of the course or move it toward the requested rounds,
//! each with its effect (see `eldorado_design::suggest`).

use eldorado_core::text::count;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::course_input::{Loaded, load_valid};
use super::error::ValueError;
use super::generate::parse_rounds;

/// A range of rounds to move toward: one a game can last (`0-0`, "at most
/// no round", is refused at once).
fn parse_target(text: &str) -> Result<(f64, f64), ValueError> {
    let (low, high) = parse_rounds(text)?;
    if high < 1.0 {
        return Err(ValueError::NoGameThatShort(eldorado_core::text::excerpt(text.trim(), 40)));
    }
    Ok((low, high))
}
use super::interrupt::{EXIT_INTERRUPTED, on_ctrl_c};
use super::output::{self, safe};
use super::progress::watched;
use super::{CliError, EXIT_OK};
use eldorado_design::suggest::{Suggestions, suggest};

#[derive(Args, Debug)]
pub struct SuggestArgs {
    /// The course file, or - for standard input.
    pub file: PathBuf,
    /// Also suggest edits that bring the expected rounds toward this range, e.g. 16-18.
    #[arg(long, value_name = "LO-HI", value_parser = parse_target)]
    pub rounds: Option<(f64, f64)>,
    /// Print the suggestions as JSON.
    #[arg(long)]
    pub json: bool,
    /// Also aim at making each route choice, shortcut and bend real: for every
    /// one the games find taken one way only (or a trap), the single edit that
    /// raises its less used way's share most, measured before and after with
    /// fast bots over --games games, the same seed.
    #[arg(long)]
    pub make_real: bool,
    /// With --make-real: games of each measurement (each edit is screened over a fifth of them).
    #[arg(long, default_value_t = 1000, requires = "make_real", value_parser = clap::value_parser!(u64).range(50..=100_000))]
    pub games: u64,
}

/// Prints the suggestions for a valid course.
pub fn run(args: &SuggestArgs) -> Result<ExitCode, CliError> {
    let Loaded { course, label, .. } = load_valid(&args.file, "given suggestions")?;
    let found = suggest(&course, args.rounds);
    if args.json && args.make_real {
        return Err(CliError::failed(
            "--make-real prints its measured edits as text; leave out --json, or --make-real",
        ));
    }
    let printed = if args.json {
        output::print_json(&found)
    } else {
        let out = text(&label, &found, args.rounds);
        if args.make_real {
            // The suggestions first: they stand whatever becomes of the games.
            output::finish(output::print(&out), EXIT_OK)?;
            let interrupted = on_ctrl_c();
            let (measured, stopped) =
                watched("measuring edits", "games", &interrupted, |progress| {
                    make_real(&course, args.games, progress)
                });
            let mut said = measured;
            if stopped {
                said +=
                    "  (stopped by Ctrl-C: the edits above are those measured whole before it)\n";
            }
            return output::finish(
                output::print(&said),
                if stopped { EXIT_INTERRUPTED } else { EXIT_OK },
            );
        }
        output::print(&out)
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

/// The edits that make a route choice real, each measured.
fn make_real(
    course: &eldorado_core::course::Course,
    games: u64,
    progress: &eldorado_sim::Progress,
) -> String {
    let found =
        eldorado_design::make_real::make_real_with(course, games, (games / 5).max(50), 1, progress);
    let mut out = format!(
        "\nMaking route choices real (fast bots, {games} games before and after, seed 1):\n"
    );
    if found.is_empty() {
        out += "  no single edit of their pieces or blockades takes more pieces down the less used way\n";
    }
    for r in &found {
        out += &format!(
            "  {}: {}: the less used way's share {:.0} % → {:.0} %; now {}\n",
            r.choice,
            r.action,
            100.0 * r.before,
            100.0 * r.after,
            r.verdict
        );
    }
    out
}
