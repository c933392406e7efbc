//! Route choices judged by who takes them, and a course's tactical variety.
//!
//! The rulebook gives tips b and c "so that the different paths stay
//! interesting and each player can follow a tactic of their own". With a
//! table of players who each follow a tactic (`eldorado_sim::bots::tactic`:
//! river, jungle, village, racer), the studio answers the designer's
//! question: would a paddle player and a machete player go different ways
//! here, and would both have a chance?
//!
//! **A tactical choice** (one definition, used by `simulate`, `analyze
//! --games`, the editor's simulation window and layer, `generate --tactics`
//! and the suggestions): at least two of its ways are each *preferred* by a
//! tactic — taken by at least [`PREFER`] of that tactic's pieces that pass
//! the choice (of at least [`FEW`] pieces) — whose takers there *win their
//! share*: their player's win rate is at least [`WIN_SHARE`] of a fair
//! share (1 / players). The bounds are defended in docs/analysis.md
//! ("Tactics").
//!
//! **A course's tactical variety**: how many tactics can win it, from the
//! tactics' table ([`table`]: the four tactics, one a seat, rotated round
//! the seats from game to game): a tactic can win the course when its win
//! rate is at least [`CAN_WIN`] of the best tactic's.

use eldorado_core::map::Map;
use eldorado_rules::BotKind;
use eldorado_sim::montecarlo::RouteUsage;
use eldorado_sim::{Progress, SimConfig, SimError, SimResult};

pub use crate::routes::FEW;
use crate::run::{Simulated, simulate};

/// The tactics' table: one seat each, rotated round the seats.
pub const TABLE: [BotKind; 4] = BotKind::TACTICS;

/// The least share of a tactic's pieces that take one way for the tactic to
/// prefer it: two pieces in three. A tactic that splits 55 / 45 goes both
/// ways as its cards fall; one that takes a way two times in three goes
/// there by its deck. Over the 2,000 pieces a tactic passes a choice with in
/// 1,000 games, a share's 95 % interval is about ±2 points.
pub const PREFER: f64 = 2.0 / 3.0;

/// The least win rate, as a share of a fair share (1 / players), of the
/// players whose pieces took the way their tactic prefers, for that way to be
/// worth the tactic's while: 0.6, so 15 % at a table of four. Such a player
/// still wins one game in seven; below, the way is a trap for that deck.
pub const WIN_SHARE: f64 = 0.6;

/// The least win rate, as a share of the best tactic's, of a tactic that can
/// win the course: 0.6 (defended in docs/analysis.md with the official
/// courses' figures).
pub const CAN_WIN: f64 = 0.6;

/// A run of the tactics' table: `games` games of four players, one tactic a
/// seat, the tactics rotated round the seats so that each plays every seat
/// as often.
pub fn table(games: u64, seed: u64) -> SimConfig {
    SimConfig {
        games,
        players: TABLE.len() as u8,
        bots: TABLE.to_vec(),
        rotate_seats: true,
        seed,
        ..SimConfig::default()
    }
}

/// Whether a run's table is the tactics' table, rotated (its tactical variety
/// is then the course's, comparable with the official courses').
pub fn is_table(r: &SimResult) -> bool {
    let mut bots = r.bots.clone();
    bots.sort_by_key(|b| b.index());
    r.rotate_seats && bots == TABLE
}

/// Plays the tactics' table on a course (watching its route choices).
pub fn simulate_table(
    map: &Map,
    name: &str,
    games: u64,
    seed: u64,
    progress: &Progress,
) -> Result<Simulated, SimError> {
    simulate(map, name, &table(games, seed), progress)
}

/// How one tactic took a route choice.
#[derive(Debug, Clone, PartialEq)]
pub struct Taken {
    /// The tactic (or bot).
    pub bot: BotKind,
    /// Its pieces that passed the choice by one of the ways.
    pub pieces: u64,
    /// The way most of them took.
    pub way: usize,
    /// Their share on it.
    pub share: f64,
    /// Whether that is a preference ([`PREFER`], of at least [`FEW`] pieces).
    pub prefers: bool,
    /// The win rate of the players whose pieces took that way.
    pub win_rate: f64,
    /// Mean arrival round of those pieces.
    pub arrival: Option<f64>,
    /// Whether that win rate is their share ([`WIN_SHARE`]).
    pub wins_share: bool,
}

/// The verdict on a route choice by tactic.
#[derive(Debug, Clone, PartialEq)]
pub enum TacticalVerdict {
    /// Two ways or more, each preferred by a tactic whose takers win their share.
    Tactical {
        /// The ways, each with the tactics that prefer it and win their share.
        ways: Vec<(usize, Vec<BotKind>)>,
    },
    /// Tactics prefer different ways, but on one of them no tactic that
    /// prefers it wins its share: a trap for those decks.
    Trap {
        /// The way.
        way: usize,
        /// The tactics that prefer it.
        bots: Vec<BotKind>,
    },
    /// Every tactic that prefers a way prefers the same one.
    SameWay {
        /// The way.
        way: usize,
    },
    /// No tactic prefers a way: they split alike, by the cards as they fall.
    NoPreference,
    /// The run's table did not mix tactics (or too few pieces passed).
    Unknown,
}

impl TacticalVerdict {
    /// Whether the choice is a tactical one.
    pub fn is_tactical(&self) -> bool {
        matches!(self, TacticalVerdict::Tactical { .. })
    }
}

/// A route choice judged by tactic.
#[derive(Debug, Clone, PartialEq)]
pub struct TacticalJudged {
    /// The verdict.
    pub verdict: TacticalVerdict,
    /// How each tactic took it, in the table's order.
    pub taken: Vec<Taken>,
}

/// Judges a watched choice of a run whose table mixed bots (its usage
/// [`RouteUsage`] has each way's `by_bot`), at a table of `players`.
pub fn judge(u: &RouteUsage, players: u8) -> TacticalJudged {
    let bots: Vec<BotKind> =
        u.ways.first().map(|w| w.by_bot.iter().map(|b| b.bot).collect()).unwrap_or_default();
    let fair = 1.0 / players.max(1) as f64;
    let mut taken = Vec::new();
    for (k, &bot) in bots.iter().enumerate() {
        let pieces: u64 = u.ways.iter().filter_map(|w| w.by_bot.get(k)).map(|b| b.pieces).sum();
        let Some((way, most)) = u
            .ways
            .iter()
            .enumerate()
            .filter_map(|(i, w)| w.by_bot.get(k).map(|b| (i, b)))
            .max_by(|a, b| a.1.pieces.cmp(&b.1.pieces).then(b.0.cmp(&a.0)))
        else {
            continue;
        };
        let share = if pieces > 0 { most.pieces as f64 / pieces as f64 } else { 0.0 };
        taken.push(Taken {
            bot,
            pieces,
            way,
            share,
            prefers: pieces >= FEW && share >= PREFER,
            win_rate: most.win_rate.rate,
            arrival: most.mean_arrival_round,
            wins_share: most.win_rate.rate >= WIN_SHARE * fair,
        });
    }
    let verdict = verdict(&taken);
    TacticalJudged { verdict, taken }
}

fn verdict(taken: &[Taken]) -> TacticalVerdict {
    let preferring: Vec<&Taken> = taken.iter().filter(|t| t.prefers).collect();
    if taken.iter().all(|t| t.pieces < FEW) {
        return TacticalVerdict::Unknown;
    }
    let mut ways: Vec<usize> = preferring.iter().map(|t| t.way).collect();
    ways.sort_unstable();
    ways.dedup();
    match ways.len() {
        0 => TacticalVerdict::NoPreference,
        1 => TacticalVerdict::SameWay { way: ways[0] },
        _ => {
            let won: Vec<(usize, Vec<BotKind>)> = ways
                .iter()
                .map(|&w| {
                    let bots = preferring
                        .iter()
                        .filter(|t| t.way == w && t.wins_share)
                        .map(|t| t.bot)
                        .collect();
                    (w, bots)
                })
                .collect();
            if won.iter().filter(|(_, b): &&(usize, Vec<BotKind>)| !b.is_empty()).count() >= 2 {
                TacticalVerdict::Tactical {
                    ways: won.into_iter().filter(|(_, b)| !b.is_empty()).collect(),
                }
            } else {
                // Some preferred way has no tactic winning its share there.
                let (way, _) = won.iter().find(|(_, b)| b.is_empty()).cloned().unwrap_or_default();
                let bots = preferring.iter().filter(|t| t.way == way).map(|t| t.bot).collect();
                TacticalVerdict::Trap { way, bots }
            }
        }
    }
}

/// Route choices a run finds tactical.
pub fn tactical_choices(usage: &[RouteUsage], players: u8) -> usize {
    usage.iter().filter(|u| judge(u, players).verdict.is_tactical()).count()
}

/// A course's tactical variety, from a run with the bots rotated round the seats.
#[derive(Debug, Clone, PartialEq)]
pub struct Variety {
    /// Each bot of the table with its win rate, in the table's order.
    pub rates: Vec<(BotKind, f64)>,
    /// The bots that can win the course (at least [`CAN_WIN`] of the best's
    /// win rate), in the table's order.
    pub winners: Vec<BotKind>,
    /// Whether the table was the tactics' table (comparable with the
    /// official courses).
    pub reference: bool,
}

impl Variety {
    /// How many tactics can win the course.
    pub fn count(&self) -> usize {
        self.winners.len()
    }
}

/// The tactical variety a run measured: only with two bots or more rotated
/// round the seats (otherwise a bot's win rate is its seat's).
pub fn variety(r: &SimResult) -> Option<Variety> {
    if !r.rotate_seats || r.bot_stats.len() < 2 {
        return None;
    }
    let rates: Vec<(BotKind, f64)> = r.bot_stats.iter().map(|b| (b.bot, b.win_rate.rate)).collect();
    let best = rates.iter().map(|r| r.1).fold(0.0, f64::max);
    let winners =
        rates.iter().filter(|(_, w)| best > 0.0 && *w >= CAN_WIN * best).map(|r| r.0).collect();
    Some(Variety { rates, winners, reference: is_table(r) })
}

/// The official courses' tactical variety with the tactics' table (2,000
/// games, seed 1; `cargo run --release -p eldorado-tools --bin tactics`):
/// the reference points a course's figure is read beside, by course id,
/// with the tactics that can win it.
pub const OFFICIAL_VARIETY: [(&str, &[BotKind]); 7] = [
    ("first-course", &[BotKind::River, BotKind::Jungle]),
    ("hills-of-gold", &[BotKind::River, BotKind::Racer]),
    ("home-stretch", &[BotKind::Jungle, BotKind::Racer]),
    ("winding-paths", &[BotKind::River, BotKind::Jungle, BotKind::Village, BotKind::Racer]),
    ("serpentine", &[BotKind::Jungle, BotKind::Racer]),
    ("swamplands", &[BotKind::River, BotKind::Jungle, BotKind::Racer]),
    ("witchs-cauldron", &[BotKind::Jungle, BotKind::Racer]),
];

/// The official courses' tactical variety: (id, name, tactics that can win it).
pub fn official_variety() -> Vec<(&'static str, String, usize)> {
    OFFICIAL_VARIETY
        .iter()
        .map(|&(id, winners)| {
            let name =
                eldorado_core::course::official::course(id).map(|c| c.name).unwrap_or_default();
            (id, name, winners.len())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_sim::montecarlo::stats::{BotWayUsage, Rate, WayUsage};
    use eldorado_sim::montecarlo::{Origin, RouteUsage};

    fn usage(ways: &[&[(BotKind, u64, f64)]]) -> RouteUsage {
        RouteUsage {
            origin: Origin::Choice(0),
            name: "the route choice".into(),
            ways: ways
                .iter()
                .enumerate()
                .map(|(i, bots)| WayUsage {
                    name: format!("way {i}"),
                    pieces: bots.iter().map(|b| b.1).sum(),
                    share: 0.0,
                    win_rate: Rate::wilson(0.0, 0.0),
                    mean_arrival_round: None,
                    by_seat: Vec::new(),
                    by_bot: bots
                        .iter()
                        .map(|&(bot, pieces, win)| BotWayUsage {
                            bot,
                            pieces,
                            share: 0.0,
                            win_rate: Rate::wilson(win * pieces as f64, pieces as f64),
                            mean_arrival_round: None,
                        })
                        .collect(),
                })
                .collect(),
            neither: 0,
            not_past: 0,
        }
    }

    use BotKind::{Jungle as J, River as R};

    #[test]
    fn the_official_reference_points_name_every_official_course() {
        let ids: Vec<&str> =
            eldorado_core::course::official::all().into_iter().map(|(id, _)| id).collect();
        for (id, name, n) in official_variety() {
            assert!(ids.contains(&id), "{id}");
            assert!(!name.is_empty() && (1..=TABLE.len()).contains(&n), "{id}");
        }
    }

    #[test]
    fn two_tactics_on_two_ways_each_winning_their_share_make_a_tactical_choice() {
        let u = usage(&[&[(R, 90, 0.5), (J, 20, 0.3)], &[(R, 10, 0.2), (J, 80, 0.5)]]);
        let j = judge(&u, 2);
        assert_eq!(j.verdict, TacticalVerdict::Tactical { ways: vec![(0, vec![R]), (1, vec![J])] });
        assert!(j.taken.iter().all(|t| t.prefers && t.wins_share));
    }

    #[test]
    fn a_way_whose_tactic_wins_too_little_is_a_trap() {
        // The jungle player prefers way 1 and wins 20 % of a two-player table:
        // under 0.6 of a fair share (30 %).
        let u = usage(&[&[(R, 90, 0.8), (J, 20, 0.3)], &[(R, 10, 0.2), (J, 80, 0.2)]]);
        assert_eq!(judge(&u, 2).verdict, TacticalVerdict::Trap { way: 1, bots: vec![J] });
        // At a table of four the same 20 % is a share (over 15 %).
        assert!(judge(&u, 4).verdict.is_tactical());
    }

    #[test]
    fn one_way_for_every_tactic_or_no_preference_is_no_tactical_choice() {
        let same = usage(&[&[(R, 90, 0.5), (J, 70, 0.5)], &[(R, 10, 0.5), (J, 30, 0.5)]]);
        assert_eq!(judge(&same, 2).verdict, TacticalVerdict::SameWay { way: 0 });
        // 60 / 40 is no preference (under two in three).
        let split = usage(&[&[(R, 60, 0.5), (J, 40, 0.5)], &[(R, 40, 0.5), (J, 60, 0.5)]]);
        assert_eq!(judge(&split, 2).verdict, TacticalVerdict::NoPreference);
        // Too few pieces to tell.
        let few = usage(&[&[(R, 9, 0.5), (J, 1, 0.5)], &[(R, 1, 0.5), (J, 9, 0.5)]]);
        assert_eq!(judge(&few, 2).verdict, TacticalVerdict::Unknown);
        assert_eq!(tactical_choices(&[same, split, few], 2), 0);
    }
}

/// An edit that lets more tactics win a course, measured.
#[derive(Debug, Clone, PartialEq)]
pub struct VarietyEdit {
    /// The edit.
    pub edit: eldorado_core::course::Edit,
    /// It in words.
    pub action: String,
    /// The course's tactical variety before and after (same games, same seed).
    pub before: Variety,
    /// After the edit.
    pub after: Variety,
    /// Tactical choices before and after.
    pub choices: (usize, usize),
}

/// How far a variety is from letting one more tactic win: the weakest
/// tactic's win rate as a share of the best's (at [`CAN_WIN`] it can win).
pub fn weakest_share(v: &Variety) -> f64 {
    let best = v.rates.iter().map(|r| r.1).fold(0.0, f64::max);
    let worst = v.rates.iter().map(|r| r.1).fold(f64::INFINITY, f64::min);
    if best > 0.0 { worst / best } else { 0.0 }
}

/// The tactics' table on a course: its variety and tactical choices.
fn measured(
    course: &eldorado_core::course::Course,
    games: u64,
    seed: u64,
) -> Option<(Variety, usize)> {
    let map = Map::build(course).ok()?;
    let run = simulate_table(&map, "", games, seed, &Progress::new()).ok()?;
    let v = variety(&run.result)?;
    let players = run.result.players;
    Some((v, tactical_choices(&run.result.route_choices, players)))
}

/// The single edits of a course that let more tactics win it ("make the
/// river way worth a paddle player's while"): every edit that keeps the
/// course playable (`crate::edits`) screened over `screen` games of the
/// tactics' table, ranked by the tactics that can win it and then by the
/// weakest tactic's share of the best's win rate; the `keep` best that the
/// screen finds better than the course are measured over `games` games, the
/// same seed as the course's own measurement, and kept if still better.
pub fn widen(
    course: &eldorado_core::course::Course,
    games: u64,
    screen: u64,
    seed: u64,
    keep: usize,
) -> (Option<(Variety, usize)>, Vec<VarietyEdit>) {
    use rayon::prelude::*;
    let Some((before, choices)) = measured(course, games, seed) else { return (None, Vec::new()) };
    let Some((screened, _)) = measured(course, screen, seed) else {
        return (Some((before, choices)), Vec::new());
    };
    let key = |v: &Variety| (v.count(), weakest_share(v));
    let better = |a: &Variety, b: &Variety| {
        let (ka, kb) = (key(a), key(b));
        ka.0 > kb.0 || (ka.0 == kb.0 && ka.1 > kb.1 + 0.02)
    };
    let mut found: Vec<(Variety, eldorado_core::course::Edit)> = crate::edits::edits(course)
        .par_iter()
        .filter_map(|e| {
            let after = e.applied(course).ok()?;
            let (v, _) = measured(&after, screen, seed)?;
            better(&v, &screened).then(|| (v, e.clone()))
        })
        .collect();
    found.sort_by(|a, b| {
        let (ka, kb) = (key(&a.0), key(&b.0));
        kb.0.cmp(&ka.0).then(kb.1.total_cmp(&ka.1))
    });
    let mut out = Vec::new();
    for (_, edit) in found.into_iter().take(keep) {
        let Ok(after) = edit.applied(course) else { continue };
        let Some((v, c)) = measured(&after, games, seed) else { continue };
        if better(&v, &before) {
            out.push(VarietyEdit {
                action: crate::action_words::action_in(
                    &edit,
                    course,
                    eldorado_messages::Lang::English,
                ),
                edit,
                before: before.clone(),
                after: v,
                choices: (choices, c),
            });
        }
    }
    (Some((before, choices)), out)
}
