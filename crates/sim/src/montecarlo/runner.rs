//! The Monte Carlo runner: plays many games of a course with bots, in parallel
//! with rayon. Game `i` is seeded from (seed, i) alone and the tallies are
//! integer sums, so the result for a seed is the same on any number of threads.
//!
//! The editor runs [`run`] on a worker thread with a shared [`Control`]: it reads
//! `done` for progress and sets `cancel` to stop; a cancelled run returns the
//! statistics of the games finished so far, marked `cancelled`.

use std::ops::ControlFlow;
use std::sync::Arc;

use rayon::prelude::*;

use super::config::{ConfigError, SimConfig};
use super::stats::{self, RunInfo, SimResult};
use super::tally::{PlayedGame, Tally};
use super::usage::{Gates, Passings};
use crate::bots::{self, Bot, BotKind};
use crate::plan::Plan;
use crate::stall::Prospects;
use eldorado_core::course::Course;
use eldorado_core::map::{Map, Problem};
pub use eldorado_core::progress::Progress;
use eldorado_core::rating::Rating;
use eldorado_rules::action::{Action, Events, RuleError};
use eldorado_rules::board::{Board, BoardError};
use eldorado_rules::replay::{bot_rng, game_seed, start_game};
use eldorado_rules::state::{GameConfig, GameState, Phase, SetupError};

/// Most actions a bot may take in one turn before the runner ends the turn for it.
const ACTIONS_PER_TURN: u32 = 300;

/// Why a course can't be simulated.
#[derive(Debug, Clone, thiserror::Error)]
pub enum SimError {
    /// The course breaks the assembly rules.
    #[error("the course is not valid ({} problem{})", .0.len(), if .0.len() == 1 { "" } else { "s" })]
    InvalidCourse(Vec<Problem>),
    /// The board can't be built.
    #[error("the course can't be simulated: {0}")]
    Board(#[from] BoardError),
    /// The game can't be set up.
    #[error("the game can't be set up: {0}")]
    Setup(#[from] SetupError),
    /// The run's configuration is wrong.
    #[error("{0}")]
    Config(#[from] ConfigError),
    /// The engine refused to end a turn.
    #[error("the engine refused to end a turn: {0}")]
    Rule(#[from] RuleError),
    /// A played game could not be told again from its actions (a fault of the program).
    #[error("the game could not be replayed: {0}")]
    Replay(#[from] eldorado_rules::played::TimelineError),
}

/// Simulates a course: assembles it, then [`run`].
pub fn run_course(
    course: &Course,
    config: &SimConfig,
    estimate: Option<Rating>,
    progress: &Progress,
) -> Result<SimResult, SimError> {
    let map = Map::build(course).map_err(SimError::InvalidCourse)?;
    run_board(Board::from_map(map)?, &course.name, config, estimate, progress)
}

/// Plays `config.games` games of an assembled (valid) course; the board keeps
/// a copy of the map. `estimate` is the static estimate of the course for
/// as many players, if the caller has one: the result shows it beside what
/// the games measured.
pub fn run(
    map: &Map,
    name: &str,
    config: &SimConfig,
    estimate: Option<Rating>,
    progress: &Progress,
) -> Result<SimResult, SimError> {
    run_board(Board::from_map(map.clone())?, name, config, estimate, progress)
}

fn run_board(
    board: Board,
    name: &str,
    config: &SimConfig,
    estimate: Option<Rating>,
    progress: &Progress,
) -> Result<SimResult, SimError> {
    config.check()?;
    progress.set(0, config.games);
    let board = Arc::new(board);
    // Fail early on a course the games can't be set up on.
    start_game(
        board.clone(),
        GameConfig { players: config.players, rules: config.rules },
        config.seed,
    )?;
    let plan = Plan::new(board.clone());
    let map = board.map();
    let seams = map.seams().len();
    let gates = Gates::new(&config.watch, board.len());
    let tally = (0..config.games)
        .into_par_iter()
        .try_fold(
            || (Tally::new(board.len(), seams, &gates), Bots::default(), Passings::default()),
            |(mut tally, mut bots, mut usage), i| {
                // Cancelled: each worker stops at once with the games it played,
                // rather than stepping through the games never started.
                if progress.is_cancelled() {
                    return ControlFlow::Break(tally);
                }
                let mut watched = Watched { gates: &gates, passings: &mut usage };
                play_one(&plan, config, i, &mut bots, &mut tally, &mut watched);
                progress.add_done(1);
                ControlFlow::Continue((tally, bots, usage))
            },
        )
        .map(|folded| match folded {
            ControlFlow::Continue((tally, ..)) | ControlFlow::Break(tally) => tally,
        })
        .reduce(|| Tally::new(board.len(), seams, &gates), Tally::merge);
    let info = RunInfo {
        course: name.to_string(),
        board: &board,
        seam_names: map.seams().iter().map(|s| map.seam_name(s.id)).collect(),
        config,
        cancelled: progress.is_cancelled() && tally.games < config.games,
        estimate,
    };
    Ok(stats::build(&tally, &info))
}

/// One bot of each kind, made when first needed and reused across games.
#[derive(Default)]
struct Bots {
    made: [Option<Box<dyn Bot>>; BotKind::ALL.len()],
}

impl Bots {
    fn get(&mut self, kind: BotKind) -> &mut Box<dyn Bot> {
        self.made[kind.index()].get_or_insert_with(|| bots::build(kind))
    }
}

/// What a single game produced, for tests and tools.
#[derive(Debug, Clone)]
pub struct GameRecord {
    /// The final state.
    pub state: GameState,
    /// Every action, in order.
    pub actions: Vec<Action>,
    /// Actions the rules refused.
    pub bot_errors: u64,
}

/// Plays one game on the course `plan` was made for with the given bots per
/// seat, and returns its final state and the actions taken (a
/// [`eldorado_rules::Replay`] can play it again).
pub fn play_game(
    plan: &Plan,
    config: GameConfig,
    bots: &[BotKind],
    seed: u64,
) -> Result<GameRecord, SimError> {
    let mut made: Vec<Box<dyn Bot>> = bots.iter().map(|&b| bots::build(b)).collect();
    if made.is_empty() {
        made.push(bots::build(BotKind::Fast));
    }
    let (mut state, mut rng, _) = start_game(plan.board().clone(), config, seed)?;
    let mut brng = bot_rng(seed);
    // A 4-player game takes 350–470 actions: one allocation instead of ten.
    let mut actions = Vec::with_capacity(512);
    let mut errors = 0;
    let n = made.len();
    drive(
        &mut state,
        &mut rng,
        |s| made[s.current() as usize % n].choose(s, plan, &mut brng),
        |a, _, _| actions.push(a),
        &mut errors,
    );
    Ok(GameRecord { state, actions, bot_errors: errors })
}

/// Runs a game to its end. A refused bot action is counted and the turn moved
/// on, so a faulty bot can't hang a run. `observe` gets each applied action,
/// its events and the round it was played in.
fn drive<R: rand::Rng, C, O>(
    state: &mut GameState,
    rng: &mut R,
    mut choose: C,
    mut observe: O,
    errors: &mut u64,
) where
    C: FnMut(&GameState) -> Action,
    O: FnMut(Action, &Events, u16),
{
    let mut turn_actions = 0u32;
    let mut last_turn = (state.round(), state.current());
    let mut ev = Events::new();
    while !state.is_over() {
        let now = (state.round(), state.current());
        if now != last_turn {
            last_turn = now;
            turn_actions = 0;
        }
        turn_actions += 1;
        let action = if turn_actions > ACTIONS_PER_TURN {
            *errors += 1;
            fallback(state)
        } else {
            choose(state)
        };
        let round = state.round();
        match state.apply_into(action, rng, &mut ev) {
            Ok(()) => observe(action, &ev, round),
            Err(_) => {
                *errors += 1;
                let a = fallback(state);
                state.apply_into(a, rng, &mut ev).expect("ending the phase is always legal");
                observe(a, &ev, round);
            }
        }
    }
}

/// An action that is always legal and moves the turn on.
fn fallback(state: &GameState) -> Action {
    match state.phase() {
        Phase::Play if state.pending_removals() > 0 => Action::StopRemoving,
        Phase::Play => Action::FinishPlaying,
        _ => Action::EndTurn,
    }
}

/// The route choices a run watches, and one game's record of them.
struct Watched<'a> {
    gates: &'a Gates,
    passings: &'a mut Passings,
}

impl Watched<'_> {
    /// Follows the pieces across the watched gates, and into El Dorado.
    fn see(&mut self, events: &Events, round: u16) {
        use eldorado_rules::action::Event;
        for e in events {
            match *e {
                Event::Entered { player, piece, space } => {
                    self.passings.step(self.gates, player, piece, space, |_, _| {})
                }
                Event::Arrived { player, piece } => self.passings.arrived(player, piece, round),
                _ => {}
            }
        }
    }
}

/// Plays game `index` of a run and adds it to the tally.
fn play_one(
    plan: &Plan,
    config: &SimConfig,
    index: u64,
    bots: &mut Bots,
    t: &mut Tally,
    watched: &mut Watched,
) {
    let seed = game_seed(config.seed, index);
    let gc = GameConfig { players: config.players, rules: config.rules };
    let Ok((mut state, mut rng, dealt)) = start_game(plan.board().clone(), gc, seed) else {
        return;
    };
    let shift = config.start_shift(index);
    if shift > 0 {
        state.rotate_starts(shift);
    }
    let watching = !watched.gates.is_empty();
    if watching {
        watched.passings.reset(watched.gates, &state);
    }
    let mut brng = bot_rng(seed);
    let kinds: Vec<BotKind> = (0..config.players).map(|s| config.bot_in_game(s, index)).collect();
    for k in &kinds {
        bots.get(*k).reset();
    }
    let mut errors = 0;
    let mut actions = 0u64;
    drive(
        &mut state,
        &mut rng,
        |s| bots.get(kinds[s.current() as usize]).choose(s, plan, &mut brng),
        |_, ev, round| {
            actions += 1;
            t.count_events(ev, round);
            if watching {
                watched.see(ev, round);
            }
        },
        &mut errors,
    );
    // Why a game the round cap stopped got nowhere: judged on its last position.
    let stall = state
        .outcome()
        .filter(|o| o.stopped_by_cap())
        .map(|_| Prospects::new(&state, plan).stall());
    t.count_game(&PlayedGame {
        index,
        seed,
        state: &state,
        bots: &kinds,
        dealt: &dealt,
        stall,
        actions,
        bot_errors: errors,
    });
    if watching && let Some(outcome) = state.outcome() {
        let pieces: Vec<usize> = state.players().iter().map(|p| p.pieces().len()).collect();
        t.usage.count(watched.passings, &pieces, &kinds, outcome.winner);
    }
}
