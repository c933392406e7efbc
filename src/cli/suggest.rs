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
    /// Also aim at the course's tactical variety: the single edits that let
    /// more tactics win it (of a river, a jungle, a village player and a
    /// racer, seats rotated), each measured before and after over --games
    /// games of the tactics' table, the same seed.
    #[arg(long)]
    pub tactics: bool,
    /// With --make-real or --tactics: games of each measurement (each edit is
    /// screened over a fifth of them).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(50..=100_000))]
    pub games: u64,
}

/// Prints the suggestions for a valid course.
pub fn run(args: &SuggestArgs) -> Result<ExitCode, CliError> {
    let Loaded { course, label, .. } = load_valid(&args.file, "given suggestions")?;
    let found = suggest(&course, args.rounds);
    if args.json && (args.make_real || args.tactics) {
        return Err(CliError::failed(
            "--make-real and --tactics print their measured edits as text; leave out --json, or them",
        ));
    }
    let printed = if args.json {
        output::print_json(&found)
    } else {
        let out = text(&label, &found, args.rounds);
        if args.make_real || args.tactics {
            // The suggestions first: they stand whatever becomes of the games.
            output::finish(output::print(&out), EXIT_OK)?;
            let mut said = String::new();
            let mut stopped = false;
            if args.make_real {
                let interrupted = on_ctrl_c();
                let (measured, cut) =
                    watched("measuring edits", "games", &interrupted, |progress| {
                        make_real(&course, args.games, progress)
                    });
                said += &measured;
                if cut {
                    said += "  (stopped by Ctrl-C: the edits above are those measured whole before it)\n";
                }
                stopped = cut;
            }
            if args.tactics && !stopped {
                said += &tactics(&course, args.games);
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

/// The edits that let more tactics win the course, each measured.
fn tactics(course: &eldorado_core::course::Course, games: u64) -> String {
    use eldorado_design::route_words::variety_in;
    use eldorado_design::tactics::{weakest_share, widen};
    let lang = eldorado_messages::Lang::English;
    let (before, found) = widen(course, games, (games / 5).max(50), 1, 2);
    let mut out = format!(
        "\nLetting more tactics win (the tactics' table, {games} games before and after, seed 1):\n"
    );
    let Some((before, choices)) = before else {
        out += "  the course could not be played\n";
        return out;
    };
    let itself = eldorado_core::map::Map::build(course)
        .ok()
        .and_then(|m| eldorado_core::course::official::which_map(&m))
        .unwrap_or("");
    out += &format!(
        "  now: {}; {choices} tactical route choices\n",
        variety_in(lang, &before, itself)
    );
    if found.is_empty() {
        out +=
            "  no single edit lets more tactics win it, nor brings the weakest nearer the best\n";
    }
    for e in &found {
        out += &format!(
            "  {}: {} → {} tactics can win it (the weakest at {:.0} % → {:.0} % of the best one's win rate); tactical route choices {} → {}\n",
            e.action,
            e.before.count(),
            e.after.count(),
            100.0 * weakest_share(&e.before),
            100.0 * weakest_share(&e.after),
            e.choices.0,
            e.choices.1
        );
    }
    out
}
