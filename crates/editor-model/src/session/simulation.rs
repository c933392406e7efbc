//! The simulation panel's model: settings for a batch of simulated games, the
//! run on a worker thread ([`Job`]) with progress and cancel, and the last
//! result with the course it was made on. A result is shown beside any course
//! (marked as made on another one), but its heatmap is drawn only over the
//! course it was made on.

use eldorado_core::course::Course;
use eldorado_core::hex::Axial;
use eldorado_core::map::{Map, SpaceId};
use eldorado_core::rating::{OfficialStanding, Rating};
use eldorado_design::route_words::Worded;
use eldorado_design::run::{Simulated, Watched, simulate_watching};
use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_pictures::style::Rgb;
use eldorado_rules::{BotKind, Rules};
use eldorado_sim::montecarlo::notable::NotableGame;
use eldorado_sim::montecarlo::stats::MeasuredDifficulty;
use eldorado_sim::{SimConfig, SimError, SimResult};
use std::sync::Arc;

use crate::document::Stamp;
use crate::game::GameRequest;
use crate::insight::{Legend, Overlay};
use crate::jobs::{Job, JobEnd, Repaint};

/// What the user asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct SimSettings {
    /// 2 to 4 players.
    pub players: u8,
    /// Play with the caves variant.
    pub caves: bool,
    /// How many games.
    pub games: u32,
    /// Seed of the first game; game i uses seed + i.
    pub seed: u64,
    /// The bot of each seat (the first `players` are used).
    pub bots: [BotKind; 4],
    /// A game still going after this many rounds stops and counts as
    /// stalled (`simulate --round-cap`).
    pub round_cap: u16,
    /// Rotate the bots round the seats from game to game (`simulate
    /// --rotate`): a mixed table's bots each play every seat as often, so
    /// their win rates are theirs, not their seats'.
    pub rotate: bool,
}

impl Default for SimSettings {
    fn default() -> Self {
        SimSettings {
            players: 4,
            caves: false,
            games: 1000,
            seed: 1,
            bots: [BotKind::Fast; 4],
            round_cap: Rules::default().round_cap,
            rotate: false,
        }
    }
}

impl SimSettings {
    /// Seats the tactics' table (`simulate --tactics`): four players, a
    /// river, a jungle, a village player and a racer, rotated round the
    /// seats, so that the run measures the course's tactical variety.
    pub fn seat_tactics(&mut self) {
        self.players = eldorado_design::tactics::TABLE.len() as u8;
        self.bots = eldorado_design::tactics::TABLE;
        self.rotate = true;
    }

    /// The simulator's configuration for these settings.
    pub fn config(&self) -> SimConfig {
        SimConfig {
            games: self.games as u64,
            players: self.players,
            bots: self.bots[..self.players as usize].to_vec(),
            rotate_seats: self.rotate,
            rules: self.rules(),
            seed: self.seed,
            ..SimConfig::default()
        }
    }

    /// The rules the games are played by.
    pub fn rules(&self) -> Rules {
        Rules { caves: self.caves, round_cap: self.round_cap.max(1), ..Rules::default() }
    }

    /// The request that opens one of the run's games on the board, played
    /// as the run played it (the same players, bots and rules).
    pub fn watch(&self, game: &NotableGame, label: String) -> GameRequest {
        GameRequest::Watch {
            seed: game.seed,
            players: self.players,
            rules: self.rules(),
            bots: game.bots.clone(),
            label,
        }
    }

    /// The request that opens the game of seed `seed` with these settings.
    pub fn watch_seed(&self, seed: u64) -> GameRequest {
        GameRequest::Watch {
            seed,
            players: self.players,
            rules: self.rules(),
            bots: self.bots[..self.players as usize].to_vec(),
            label: "game".into(),
        }
    }
}

type Run = Result<(Simulated, Map), SimError>;

/// A finished run: the course it was made on (its stamp and its map, so that
/// its route choices are named in any language even after the course changed)
/// and what it found.
struct Finished {
    stamp: Stamp,
    map: Map,
    run: Simulated,
}

/// The simulation: its settings, the run going on, and the last result.
#[derive(Default)]
pub struct Simulation {
    /// What the next run plays.
    pub settings: SimSettings,
    job: Option<Job<Run>>,
    /// The course the running job simulates.
    running_on: Option<Stamp>,
    /// The last finished run and the course it was made on.
    finished: Option<Finished>,
    /// The settings of the run going on or last finished (its games are
    /// watched with its players and caves).
    played: SimSettings,
    error: Option<String>,
}

impl Simulation {
    /// Whether a run is going on.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Games done and asked for while a run is going.
    pub fn progress(&self) -> Option<(u64, u64)> {
        self.job.as_ref().map(|j| j.progress().counts())
    }

    /// The last finished run, if any, whatever course it was made on.
    pub fn result(&self) -> Option<&SimResult> {
        self.finished.as_ref().map(|f| &f.run.result)
    }

    /// The last run's route choices named and judged in `lang`, on the
    /// course it was made on (an earlier state of the one shown, perhaps).
    pub fn run_words(&self, lang: Lang) -> Vec<Worded> {
        self.finished.as_ref().map_or_else(Vec::new, |f| {
            eldorado_design::route_words::worded(
                &f.map,
                &f.run.watched,
                &f.run.result.route_choices,
                lang,
            )
        })
    }

    /// Another course took the open one's place (`stamp` is the new one's):
    /// the last run's results go unless they are of an earlier state of the
    /// same course, so that no figure of another course is shown beside it.
    pub fn course_replaced(&mut self, stamp: Stamp) {
        if self.finished.as_ref().is_some_and(|f| !f.stamp.same_document(stamp)) {
            self.finished = None;
        }
    }

    /// The last finished run with what it watched, if it was made on the
    /// course `stamp` names.
    pub fn simulated_for(&self, stamp: Stamp) -> Option<&Simulated> {
        self.finished.as_ref().filter(|f| f.stamp == stamp).map(|f| &f.run)
    }

    /// The last finished run if it was made on the course `stamp` names.
    pub fn result_for(&self, stamp: Stamp) -> Option<&SimResult> {
        self.simulated_for(stamp).map(|r| &r.result)
    }

    /// The settings the last result was made with.
    pub fn result_settings(&self) -> &SimSettings {
        &self.played
    }

    /// Why the last run ended without a result, in a sentence.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Starts a run of `course` (the course `stamp` names, whose analysis and
    /// watched choices are `watched`) on a worker thread. The simulator
    /// counts its games in the job's progress and stops when it is
    /// cancelled, returning the games finished so far.
    pub(crate) fn start(
        &mut self,
        course: Course,
        stamp: Stamp,
        watched: Arc<Watched>,
        repaint: Option<Repaint>,
    ) {
        let config = self.settings.config();
        self.played = self.settings.clone();
        self.error = None;
        self.running_on = Some(stamp);
        let job = Job::spawn(repaint, move |progress| {
            let map = match eldorado_core::map::Map::build(&course) {
                Ok(map) => map,
                Err(problems) => return Some(Err(SimError::InvalidCourse(problems))),
            };
            let run = simulate_watching(&map, &course.name, &config, watched, progress);
            Some(run.map(|run| (run, map)))
        });
        self.job = Some(job);
    }

    /// Asks the running job to stop.
    pub(crate) fn cancel(&self) {
        if let Some(job) = &self.job {
            job.cancel();
        }
    }

    /// Takes the run's result once it has ended; true when something changed.
    pub(crate) fn poll(&mut self, lang: Lang) -> bool {
        let Some(job) = &mut self.job else { return false };
        let Some(outcome) = job.poll() else { return false };
        self.job = None;
        let stamp = self.running_on.take();
        match outcome {
            JobEnd::Finished(Ok((run, map))) => {
                self.finished = stamp.map(|stamp| Finished { stamp, map, run });
            }
            JobEnd::Finished(Err(e)) => {
                let why = eldorado_sim::montecarlo::said::said(lang, &e);
                self.error =
                    Some(text_with(lang, "simulation-could-not-run", &[("why", why.into())]));
            }
            JobEnd::Cancelled => self.error = Some(text(lang, "simulation-was-cancelled")),
            JobEnd::Failed(why) => {
                self.error = Some(text_with(lang, "simulation-failed", &[("why", why.into())]))
            }
        }
        true
    }
}

/// "2.4 times a game", "2,4 fois par partie".
fn times_a_game(lang: Lang, n: f64) -> String {
    text_with(lang, "simulation-times-a-game", &[("times", Arg::Decimal(n, 1))])
}

/// A share in whole percent: "42", for "42 %".
fn percent(share: f64) -> Arg<'static> {
    Arg::Number(format!("{:.0}", 100.0 * share).parse().unwrap_or(0.0))
}

/// Spaces tinted by how often a piece entered them per game, the busiest
/// darkest, its words in `lang`.
pub fn heatmap(result: &SimResult, lang: Lang) -> Overlay {
    const HEAT: Rgb = Rgb(230, 60, 20);
    let max = result.heatmap.iter().map(|c| c.entered_per_game).fold(0.0, f64::max);
    let mut overlay = Overlay::default();
    if max <= 0.0 {
        return overlay;
    }
    for c in result.heatmap.iter().filter(|c| c.entered > 0) {
        let alpha = (40.0 + 190.0 * c.entered_per_game / max).round() as u8;
        let hex = Axial::new(c.q, c.r).hex();
        overlay.tints.push((hex, HEAT, alpha));
        let times = times_a_game(lang, c.entered_per_game);
        overlay
            .values
            .push((hex, text_with(lang, "simulation-heat-entered", &[("times", times.into())])));
    }
    overlay.legend = Some(Legend {
        title: text_with(lang, "simulation-heat-legend", &[("games", result.games_played.into())]),
        colour: HEAT,
        light: text(lang, "simulation-heat-rarely"),
        dark: times_a_game(lang, max),
        keys: Vec::new(),
    });
    overlay
}

/// The colours of a choice's ways, in the order the analysis lists them.
/// Magenta and white: neither is a terrain's colour, so a ring reads on
/// every space (blue vanished on the river, orange on the villages).
const WAY_COLOURS: [Rgb; 2] = [Rgb(215, 40, 190), Rgb(250, 250, 250)];

/// Each way of every route choice, shortcut and bend watched in the games:
/// the cut a piece crosses to pass it drawn in the way's colour, and the
/// spaces either side of it ringed in that colour, the ring the wider the
/// more of the pieces took the way, with its figures on hover. Rings, not
/// shades: a shade over the terrain mixes into colours the legend does not
/// have and hides the river's symbols. `words` name the run's
/// choices in `lang` ([`eldorado_design::route_words::worded`]).
pub fn route_usage(sim: &Simulated, map: &Map, words: &[Worded], lang: Lang) -> Overlay {
    let mut overlay = Overlay::default();
    for worded in words {
        let (Some(watched), Some(usage)) =
            (sim.watched.choice(worded.origin), sim.usage(worded.origin))
        else {
            continue;
        };
        let gates = gate_lines(&sim.watched, worded.origin);
        // A mixed table's run also tells each tactic's way and the tactical
        // verdict ([`eldorado_design::tactics::judge`]).
        let by_tactic = usage.ways.iter().any(|w| !w.by_bot.is_empty()).then(|| {
            use eldorado_design::route_words::{tactical_in, taken_in};
            let judged = eldorado_design::tactics::judge(usage, sim.result.players);
            let mut lines = vec![text_with(
                lang,
                "simulation-by-tactic",
                &[("verdict", tactical_in(lang, &judged, &worded.ways).into())],
            )];
            lines.extend(judged.taken.iter().map(|t| taken_in(lang, t, &worded.ways)));
            lines.join("\n")
        });
        for (i, (way, used)) in watched.ways.iter().zip(&usage.ways).enumerate() {
            let way_name = worded.ways.get(i).cloned().unwrap_or_else(|| used.name.clone());
            let colour = WAY_COLOURS[i % WAY_COLOURS.len()];
            let said = text_with(
                lang,
                match used.mean_arrival_round {
                    _ if !eldorado_design::routes::enough(used) => "simulation-way-taken-few",
                    Some(_) => "simulation-way-taken-arrived",
                    None => "simulation-way-taken",
                },
                &[
                    ("choice", worded.choice.as_str().into()),
                    ("way", way_name.as_str().into()),
                    ("share", percent(used.share)),
                    ("pieces", used.pieces.into()),
                    ("won", percent(used.win_rate.rate)),
                    ("round", Arg::Decimal(used.mean_arrival_round.unwrap_or(0.0), 1)),
                    ("verdict", worded.verdict.as_str().into()),
                ],
            );
            let said = match &by_tactic {
                Some(t) => format!("{said}\n{t}"),
                None => said,
            };
            if let Some(&(from, to)) = gates.get(i) {
                overlay.lines.push((from, to, colour));
            }
            let mut doors: Vec<SpaceId> = way.gate.iter().flat_map(|&(a, b)| [a, b]).collect();
            doors.sort_unstable();
            doors.dedup();
            for s in doors {
                let hex = map.space(s).hex;
                overlay.rings.push((hex, colour, used.share as f32));
                overlay.values.push((hex, said.clone()));
            }
        }
    }
    overlay.legend = Some(Legend {
        title: text_with(
            lang,
            "simulation-routes-legend",
            &[("games", sim.result.games_played.into())],
        ),
        colour: WAY_COLOURS[0],
        light: text(lang, "simulation-routes-few"),
        dark: text(lang, "simulation-routes-every"),
        keys: vec![
            (WAY_COLOURS[0], text(lang, "simulation-routes-first-way")),
            (WAY_COLOURS[1], text(lang, "simulation-routes-second-way")),
        ],
    });
    overlay
}

/// The cut lines of a watched choice's ways, in its ways' order.
fn gate_lines(
    watched: &Watched,
    origin: eldorado_design::routes::Origin,
) -> Vec<([f64; 2], [f64; 2])> {
    use eldorado_design::routes::Origin;
    let r = &watched.report;
    let line = |g: &eldorado_analysis::report::Gate| (g.line[0], g.line[1]);
    match origin {
        Origin::Choice(i) => r
            .choices
            .get(i)
            .map_or_else(Vec::new, |c| c.ways.iter().map(|w| line(&w.gate)).collect()),
        Origin::Shortcut(i) => r
            .shortcuts
            .get(i)
            .map_or_else(Vec::new, |s| vec![line(&s.short.gate), line(&s.around.gate)]),
        Origin::Bend(i) => r
            .bends
            .get(i)
            .and_then(|b| b.gates.as_ref())
            .map_or_else(Vec::new, |g| g.iter().map(line).collect()),
    }
}

/// What the games measured, beside the estimate for as many players: the
/// words of `eldorado_core::rating::measured_text`, in `lang`.
pub fn measured_words(lang: Lang, d: &MeasuredDifficulty, players: u8) -> String {
    measured_figures_words(lang, d.measured, d.standing.as_ref(), d.estimate, players)
}

/// What games measured (`measured`, where it stands, the estimate for as
/// many players) in `lang`: a run's figures or the generator's.
pub fn measured_figures_words(
    lang: Lang,
    measured: Option<Rating>,
    standing: Option<&OfficialStanding>,
    estimate: Option<Rating>,
    players: u8,
) -> String {
    figures_as(lang, "simulation-measured", measured, standing, estimate, players)
}

/// The simulation window's line of a run's difficulty: "Difficulty:
/// measured 17.2 rounds … with 4 players …", "Difficulté mesurée : 17,2
/// manches …" (French agrees the word with the difficulty).
pub fn difficulty_line(lang: Lang, d: &MeasuredDifficulty, players: u8) -> String {
    match d.measured {
        Some(_) => figures_as(
            lang,
            "simulation-difficulty-measured",
            d.measured,
            d.standing.as_ref(),
            d.estimate,
            players,
        ),
        None => text_with(
            lang,
            "simulation-difficulty",
            &[("said", measured_words(lang, d, players).into())],
        ),
    }
}

/// The figures of a measure in the message `id`.
fn figures_as(
    lang: Lang,
    id: &str,
    measured: Option<Rating>,
    standing: Option<&OfficialStanding>,
    estimate: Option<Rating>,
    players: u8,
) -> String {
    use eldorado_pictures::words;
    let said = estimate.map(|e| {
        text_with(lang, "simulation-estimate-said", &[("rating", words::rating(lang, e).into())])
    });
    let said = said.unwrap_or_default();
    match measured {
        Some(m) => {
            let standing = standing
                .map(|s| words::standing(lang, s))
                .filter(|s| !s.is_empty())
                .map_or(String::new(), |s| format!(" — {s}"));
            text_with(
                lang,
                id,
                &[
                    ("rating", words::rating(lang, m).into()),
                    ("players", players.into()),
                    ("standing", standing.into()),
                    ("said", said.into()),
                ],
            )
        }
        None => text_with(lang, "simulation-none-arrived", &[("said", said.into())]),
    }
}
