//! The two-player estimate, made by quick play: a few seeded games of two
//! fast bots. The static estimate's route terms cannot see what makes a
//! two-player race long (each player brings two pieces home; its held-out
//! Spearman stays at 0.92), while a two-player game of fast bots costs about
//! a third of a millisecond, so twenty of them rank courses as the corpus's
//! 1,000 games do: Spearman 0.987 on its held-out part (docs/analysis.md,
//! "The two-player estimate, made by quick play"). The analysis keeps its
//! static figure for its own uses (the seats' odds, the generator's
//! compass); what a person reads as the two-player estimate is this one.

use eldorado_analysis::report::{Difficulty, PlayersEstimate, Report};
use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_core::rating::{OfficialStanding, Rating};
use eldorado_messages::{Arg, Lang, text_with};
use eldorado_sim::bots::BotKind;
use eldorado_sim::montecarlo::{measured_standing_among_others, run};
use eldorado_sim::{Progress, SimConfig, SimError};

/// Players of the games.
pub const PLAYERS: u8 = 2;

/// Games played: the fewest (by fives) whose estimate ranks the held-out
/// part of the two-player corpus as its 1,000 games do with a Spearman of
/// 0.97 or more with every one of ten seeds (0.95 asked for, and twice the
/// ±0.01 a Spearman over 120 courses is good to): 15 games fall to 0.967
/// with one seed, 20 keep 0.974 to 0.989 (`cargo run --release -p
/// eldorado-tools --bin two_player -- target/difficulty-corpus-2p.json
/// quick 15,20 2,3,4,5,6,7,8,9,10,11`). About 7 ms a course.
pub const GAMES: u64 = 20;

/// The games' seed: not the corpus's (1), so that the check compares other
/// games than those it is checked against. Chosen before the check.
pub const SEED: u64 = 2;

/// The estimate's Spearman rank correlation with the corpus's
/// [`REFERENCE_GAMES`] games a course on its held-out part of
/// [`CHECKED_COURSES`] courses (docs/analysis.md, "The two-player estimate,
/// made by quick play").
pub const SPEARMAN: f64 = 0.99;

/// Games a course of the two-player corpus the estimate was checked against.
pub const REFERENCE_GAMES: u64 = 1000;

/// Courses of the corpus's held-out part, on which [`SPEARMAN`] was measured.
pub const CHECKED_COURSES: u64 = 120;

/// How the two-player estimate is made and how it was checked, in `lang`:
/// shown beside every two-player estimate.
pub fn method_text(lang: Lang) -> String {
    text_with(
        lang,
        "route-two-player-played",
        &[
            ("games", GAMES.into()),
            ("reference", REFERENCE_GAMES.into()),
            ("spearman", Arg::Decimal(SPEARMAN, 2)),
            ("courses", CHECKED_COURSES.into()),
        ],
    )
}

/// The quick games' configuration: fast bots at both seats, seats not
/// rotated, as the corpus plays them.
pub fn config() -> SimConfig {
    SimConfig {
        games: GAMES,
        players: PLAYERS,
        bots: vec![BotKind::Fast],
        seed: SEED,
        ..SimConfig::default()
    }
}

/// The mean finishing round of the quick games of a valid course that did
/// not stall; `None` when every one stalled. The same every time: each game
/// is seeded from ([`SEED`], its number) whatever the threads.
pub fn rounds(map: &Map) -> Result<Option<f64>, SimError> {
    let r = run(map, "", &config(), None, &Progress::new())?;
    Ok((r.finishing_round.games > 0).then_some(r.finishing_round.mean))
}

/// The two-player estimate of a valid course, rated, with where it stands
/// among the official courses as fast bots measured them (never beside
/// itself); `None` when it can't be played or every game stalled.
pub fn estimate(map: &Map) -> Option<(Rating, Option<OfficialStanding>)> {
    let rounds = rounds(map).ok()??;
    let itself = official::which_map(map);
    Some((Rating::of(rounds), measured_standing_among_others(rounds, PLAYERS, itself)))
}

/// Puts the quick estimate in place of the static two-player figure of a
/// report (its rating and standing; the seats' odds stay the analysis's),
/// so that the report shows one two-player estimate. Without a quick
/// estimate the static figure goes: a course whose games all stall has none.
pub fn replace_in(report: &mut Report, map: &Map) {
    let Some(d) = report.difficulty.as_mut() else { return };
    replace(d, estimate(map));
}

fn replace(d: &mut Difficulty, quick: Option<(Rating, Option<OfficialStanding>)>) {
    match quick {
        Some((rating, standing)) => {
            if let Some(e) = d.by_players.iter_mut().find(|e| e.players == PLAYERS) {
                *e = PlayersEstimate { rating, standing, games: Some(GAMES), ..e.clone() };
            }
        }
        None => d.by_players.retain(|e| e.players != PLAYERS),
    }
}
