//! The simulation panel's model: settings for a batch of simulated games, the
//! run on a worker thread ([`Job`]) with progress and cancel, and the last
//! result with the course it was made on. A result is shown beside any course
//! (marked as made on another one), but its heatmap is drawn only over the
//! course it was made on.

use eldorado_core::course::Course;
use eldorado_core::hex::Axial;
use eldorado_pictures::style::Rgb;
use eldorado_rules::{BotKind, Rules};
use eldorado_sim::montecarlo::notable::NotableGame;
use eldorado_sim::{SimConfig, SimError, SimResult};

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
        }
    }
}

impl SimSettings {
    /// The simulator's configuration for these settings.
    pub fn config(&self) -> SimConfig {
        SimConfig {
            games: self.games as u64,
            players: self.players,
            bots: self.bots[..self.players as usize].to_vec(),
            rotate_seats: false,
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

type Run = Result<SimResult, SimError>;

/// The simulation: its settings, the run going on, and the last result.
#[derive(Default)]
pub struct Simulation {
    /// What the next run plays.
    pub settings: SimSettings,
    job: Option<Job<Run>>,
    /// The course the running job simulates.
    running_on: Option<Stamp>,
    /// The last finished run and the course it was made on.
    finished: Option<(Stamp, SimResult)>,
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
        self.finished.as_ref().map(|(_, r)| r)
    }

    /// The last finished run if it was made on the course `stamp` names.
    pub fn result_for(&self, stamp: Stamp) -> Option<&SimResult> {
        self.finished.as_ref().filter(|(s, _)| *s == stamp).map(|(_, r)| r)
    }

    /// The settings the last result was made with.
    pub fn result_settings(&self) -> &SimSettings {
        &self.played
    }

    /// Why the last run ended without a result, in a sentence.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Starts a run of `course` (the course `stamp` names) on a worker thread.
    /// The simulator counts its games in the job's progress and stops when it
    /// is cancelled, returning the games finished so far.
    pub(crate) fn start(&mut self, course: Course, stamp: Stamp, repaint: Option<Repaint>) {
        let config = self.settings.config();
        self.played = self.settings.clone();
        self.error = None;
        self.running_on = Some(stamp);
        let job = Job::spawn(repaint, move |progress| {
            // The static estimate for as many players, shown beside the measurement.
            let estimate = eldorado_core::map::Map::build(&course)
                .ok()
                .and_then(|map| eldorado_analysis::estimate_for(&map, config.players));
            Some(eldorado_sim::run_course(&course, &config, estimate, progress))
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
    pub(crate) fn poll(&mut self) -> bool {
        let Some(job) = &mut self.job else { return false };
        let Some(outcome) = job.poll() else { return false };
        self.job = None;
        let stamp = self.running_on.take();
        match outcome {
            JobEnd::Finished(Ok(result)) => {
                self.finished = stamp.map(|s| (s, result));
            }
            JobEnd::Finished(Err(e)) => {
                self.error = Some(format!("The simulation could not run: {e}."))
            }
            JobEnd::Cancelled => self.error = Some("The simulation was cancelled.".into()),
            JobEnd::Failed(why) => self.error = Some(format!("The simulation failed: {why}.")),
        }
        true
    }
}

/// "2.4 times a game".
fn times_a_game(n: f64) -> String {
    format!("{n:.1} times a game")
}

/// Spaces tinted by how often a piece entered them per game, the busiest darkest.
pub fn heatmap(result: &SimResult) -> Overlay {
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
        overlay
            .values
            .push((hex, format!("Heat map: entered {}", times_a_game(c.entered_per_game))));
    }
    overlay.legend = Some(Legend {
        title: format!(
            "Heat map: how often a piece entered each space ({} games)",
            result.games_played
        ),
        colour: HEAT,
        light: "rarely".into(),
        dark: times_a_game(max),
    });
    overlay
}
