//! Fairness explained: when the seats' win rates differ, how much the start
//! spaces carry, how much the turn order carries, whether stronger play keeps
//! it, and single edits that narrow it, each with its measured effect.
//!
//! With seat N always on start space N the two causes are tangled. A second
//! run rotates the seats over the start spaces from game to game
//! (`SimConfig::rotate_starts`): then a seat's win rate is its turn order's
//! alone (every seat starts on every space equally often) and a start space's
//! win rate is its own alone (every seat plays from it equally often).

use eldorado_core::catalog::PieceKind;
use eldorado_core::course::{Course, Edit};
use eldorado_core::map::Map;
use eldorado_sim::bots::BotKind;
use eldorado_sim::montecarlo::{SimResult, run};
use eldorado_sim::{Progress, SimConfig, SimError};

use super::edits::edits;

/// Seats' win rates further apart than this (and clear of their 95 %
/// intervals) are an imbalance worth explaining: ten points is a seat that
/// wins three games in ten where a fair four-player seat wins one in four.
pub const FAIR_SPREAD: f64 = 0.10;

/// Games each candidate edit is screened with before the best are measured in full.
pub const SCREEN_GAMES: u64 = 400;

/// Candidate edits measured in full.
pub const MEASURED_EDITS: usize = 2;

/// What a fairness explanation is asked to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FairnessAsk {
    /// Players.
    pub players: u8,
    /// Games of each full run (the fixed seats, the rotated seats, each edit's before and after).
    pub games: u64,
    /// Games with strong bots (0: none).
    pub strong_games: u64,
    /// The seed of every run: the edits are measured on the same games.
    pub seed: u64,
    /// Whether to look for edits that narrow the imbalance.
    pub edits: bool,
}

/// A single edit and what it does to the seats' win rates.
#[derive(Debug, Clone, PartialEq)]
pub struct FairEdit {
    /// The edit.
    pub edit: Edit,
    /// It in words.
    pub what: String,
    /// The seats' win rates after it (seat 1 first), same games and seed.
    pub after: Vec<f64>,
    /// Highest minus lowest of those.
    pub after_spread: f64,
}

/// The explanation.
#[derive(Debug, Clone, PartialEq)]
pub struct Explanation {
    /// The seats' win rates with seat N on start space N, fast bots.
    pub seats: Vec<f64>,
    /// Highest minus lowest of those.
    pub spread: f64,
    /// Whether the spread is beyond [`FAIR_SPREAD`] and clear of the intervals.
    pub imbalanced: bool,
    /// With the seats rotated over the start spaces: each seat's win rate (turn order alone).
    pub by_turn: Vec<f64>,
    /// With the seats rotated: each start space's (number, win rate) (the space alone).
    pub by_start: Vec<(u8, f64)>,
    /// Highest minus lowest of `by_turn`.
    pub turn_spread: f64,
    /// Highest minus lowest of `by_start`.
    pub start_spread: f64,
    /// The seats' win rates with strong bots, if they played.
    pub strong: Option<Vec<f64>>,
    /// Edits that narrow the imbalance, best first, each measured.
    pub edits: Vec<FairEdit>,
    /// The explanation, one sentence a line.
    pub text: Vec<String>,
}

fn spread_of(rates: impl IntoIterator<Item = f64>) -> f64 {
    let v: Vec<f64> = rates.into_iter().collect();
    if v.is_empty() {
        return 0.0;
    }
    v.iter().copied().fold(f64::MIN, f64::max) - v.iter().copied().fold(f64::MAX, f64::min)
}

fn seat_rates(r: &SimResult) -> Vec<f64> {
    r.seats.iter().map(|s| s.win_rate.rate).collect()
}

fn config(ask: &FairnessAsk, games: u64, bot: BotKind, rotate_starts: bool) -> SimConfig {
    SimConfig {
        games,
        players: ask.players,
        bots: vec![bot],
        seed: ask.seed,
        rotate_starts,
        ..SimConfig::default()
    }
}

/// Why an explanation stopped before its end.
enum Halt {
    /// A run failed.
    Sim(SimError),
    /// Asked to stop: the games of a run cut short explain nothing.
    Stopped,
}

impl From<SimError> for Halt {
    fn from(e: SimError) -> Self {
        Halt::Sim(e)
    }
}

fn play(map: &Map, cfg: &SimConfig, progress: &Progress) -> Result<SimResult, Halt> {
    let result = run(map, "", cfg, None, progress)?;
    if result.cancelled { Err(Halt::Stopped) } else { Ok(result) }
}

fn pcts(rates: &[f64]) -> String {
    rates.iter().map(|r| format!("{:.1}", 100.0 * r)).collect::<Vec<_>>().join(" / ")
}

/// The edits worth trying against a seat imbalance: the start board's side and
/// turn, the turn of the pieces next to it, and every blockade change.
fn candidates(course: &Course, map: &Map) -> Vec<Edit> {
    let near_start = |id: &str| {
        map.pieces()
            .iter()
            .any(|p| p.id == id && (p.kind == PieceKind::Start || p.depth.is_some_and(|d| d <= 1)))
    };
    edits(course)
        .into_iter()
        .filter(|e| match e {
            Edit::Flip { piece } | Edit::Turn { piece, .. } => near_start(piece),
            Edit::Blockade { .. } => true,
            _ => false,
        })
        .collect()
}

/// Explains the seats' win rates of a course (see the module's documentation).
pub fn explain(course: &Course, ask: &FairnessAsk) -> Result<Explanation, SimError> {
    explain_with(course, ask, &Progress::new())
        .map(|found| found.expect("games nobody stops are played to the end"))
}

/// [`explain`], reporting its games to `progress`; `None` once it is
/// cancelled (between games), since part of a measurement explains nothing.
pub fn explain_with(
    course: &Course,
    ask: &FairnessAsk,
    progress: &Progress,
) -> Result<Option<Explanation>, SimError> {
    match explain_in(course, ask, progress) {
        Ok(found) => Ok(Some(found)),
        Err(Halt::Stopped) => Ok(None),
        Err(Halt::Sim(e)) => Err(e),
    }
}

fn explain_in(
    course: &Course,
    ask: &FairnessAsk,
    progress: &Progress,
) -> Result<Explanation, Halt> {
    let play = |map: &Map, cfg: &SimConfig| play(map, cfg, progress);
    let map = Map::build(course).map_err(SimError::InvalidCourse)?;
    let fixed = play(&map, &config(ask, ask.games, BotKind::Fast, false))?;
    let seats = seat_rates(&fixed);
    let spread = spread_of(seats.iter().copied());
    let best = fixed.seats.iter().max_by(|a, b| a.win_rate.rate.total_cmp(&b.win_rate.rate));
    let worst = fixed.seats.iter().min_by(|a, b| a.win_rate.rate.total_cmp(&b.win_rate.rate));
    let clear = best.zip(worst).is_some_and(|(b, w)| b.win_rate.low > w.win_rate.high);
    let imbalanced = spread > FAIR_SPREAD && clear;
    let rotated = play(&map, &config(ask, ask.games, BotKind::Fast, true))?;
    let by_turn = seat_rates(&rotated);
    let by_start: Vec<(u8, f64)> =
        rotated.start_spaces.iter().map(|s| (s.start, s.win_rate.rate)).collect();
    let turn_spread = spread_of(by_turn.iter().copied());
    let start_spread = spread_of(by_start.iter().map(|s| s.1));
    let strong = if ask.strong_games > 0 {
        Some(seat_rates(&play(&map, &config(ask, ask.strong_games, BotKind::Strong, false))?))
    } else {
        None
    };
    let mut text = vec![format!(
        "With fast bots, seat N on start space N, the seats win {} % of games (seat 1 first; {} games): {:.1} points apart{}.",
        pcts(&seats),
        fixed.games_played,
        100.0 * spread,
        if imbalanced {
            format!(", beyond the {:.0} points this studio calls fair", 100.0 * FAIR_SPREAD)
        } else {
            format!(", within the {:.0} points this studio calls fair", 100.0 * FAIR_SPREAD)
        }
    )];
    let starts: Vec<String> =
        by_start.iter().map(|(n, r)| format!("start {n} {:.1} %", 100.0 * r)).collect();
    text.push(format!(
        "With the seats rotated over the start spaces, turn order alone gives the seats {} % ({:.1} points apart) and the start spaces alone give {} ({:.1} points apart).",
        pcts(&by_turn),
        100.0 * turn_spread,
        starts.join(", "),
        100.0 * start_spread
    ));
    let carrier = if start_spread > 1.5 * turn_spread {
        "the start spaces carry most of it"
    } else if turn_spread > 1.5 * start_spread {
        "the turn order carries most of it"
    } else {
        "the start spaces and the turn order carry it about equally"
    };
    text.push(format!("So {carrier}."));
    if let Some(s) = &strong {
        let sp = spread_of(s.iter().copied());
        let kept = if sp > FAIR_SPREAD && sp >= 0.5 * spread {
            "stronger play keeps it"
        } else {
            "stronger play evens it out: much of it is the fast bot's habit"
        };
        text.push(format!(
            "With strong bots ({} games) the seats win {} % ({:.1} points apart): {kept}.",
            ask.strong_games,
            pcts(s),
            100.0 * sp
        ));
    }
    let mut found = Vec::new();
    if ask.edits && imbalanced {
        let mut screened: Vec<(f64, Edit)> = Vec::new();
        for edit in candidates(course, &map) {
            let Ok(after) = edit.applied(course) else { continue };
            let Ok(m) = Map::build(&after) else { continue };
            let r = match play(&m, &config(ask, SCREEN_GAMES, BotKind::Fast, false)) {
                Ok(r) => r,
                Err(Halt::Stopped) => return Err(Halt::Stopped),
                Err(Halt::Sim(_)) => continue,
            };
            screened.push((spread_of(seat_rates(&r)), edit));
        }
        screened.sort_by(|a, b| a.0.total_cmp(&b.0));
        for (_, edit) in screened.into_iter().take(MEASURED_EDITS) {
            let Ok(after) = edit.applied(course) else { continue };
            let Ok(m) = Map::build(&after) else { continue };
            let r = play(&m, &config(ask, ask.games, BotKind::Fast, false))?;
            let rates = seat_rates(&r);
            let after_spread = spread_of(rates.iter().copied());
            if after_spread < spread {
                let what =
                    crate::action_words::action_in(&edit, course, eldorado_messages::Lang::English);
                found.push(FairEdit { edit, what, after: rates, after_spread });
            }
        }
        found.sort_by(|a, b| a.after_spread.total_cmp(&b.after_spread));
        for f in &found {
            text.push(format!(
                "Edit: {}: the seats win {} % after it, against {} % before ({} games, the same seed): {:.1} points apart instead of {:.1}.",
                f.what,
                pcts(&f.after),
                pcts(&seats),
                ask.games,
                100.0 * f.after_spread,
                100.0 * spread
            ));
        }
    }
    Ok(Explanation {
        seats,
        spread,
        imbalanced,
        by_turn,
        by_start,
        turn_spread,
        start_spread,
        strong,
        edits: found,
        text,
    })
}
