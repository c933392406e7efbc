//! The Monte Carlo runner: plays many games of a course with bots, in parallel
//! with rayon. Game `i` is seeded from (seed, i) alone and the tallies are
//! integer sums, so the result for a seed is the same on any number of threads.
//!
//! The editor runs [`run`] on a worker thread with a shared [`Control`]: it reads
//! `done` for progress and sets `cancel` to stop; a cancelled run returns the
//! statistics of the games finished so far, marked `cancelled`.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::engine::action::{Action, Event};
use crate::engine::board::{Board, BoardError};
use crate::bots::{Bot, BotKind};
use crate::engine::replay::{bot_rng, game_seed, start_game};
use crate::engine::state::{GameConfig, GameState, Phase, Rules, SetupError};
use super::stats::{self, SHARE, Tally};
use eldorado_core::course::Course;
use eldorado_core::map::{Map, Problem};

/// Most actions a bot may take in one turn before the runner ends the turn for it.
const ACTIONS_PER_TURN: u32 = 300;

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimConfig {
    pub games: u64,
    /// 2 to 4.
    pub players: u8,
    /// The bot of each seat; a single bot plays every seat.
    pub bots: Vec<BotKind>,
    /// Rotate the bots round the seats from game to game (game i gives seat s
    /// the bot `bots[(s + i) % players]`), to compare bots without seat bias.
    #[serde(default)]
    pub rotate_seats: bool,
    #[serde(default)]
    pub rules: Rules,
    pub seed: u64,
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            games: 1000,
            players: 4,
            bots: vec![BotKind::Fast],
            rotate_seats: false,
            rules: Rules::default(),
            seed: 1,
        }
    }
}

impl SimConfig {
    /// The bot of a seat in game 0 (and in every game without rotation).
    pub fn bot_for_seat(&self, seat: u8) -> BotKind {
        self.bot_in_game(seat, 0)
    }

    pub fn bot_in_game(&self, seat: u8, game: u64) -> BotKind {
        match self.bots.len() {
            0 => BotKind::Fast,
            1 => self.bots[0],
            n => {
                let shift = if self.rotate_seats { (game % self.players as u64) as usize } else { 0 };
                self.bots[(seat as usize + shift) % n]
            }
        }
    }

    fn check(&self) -> Result<(), SimError> {
        if !(2..=4).contains(&self.players) {
            return Err(SimError::Config(format!("a game needs 2 to 4 players, not {}", self.players)));
        }
        if self.bots.len() > 1 && self.bots.len() != self.players as usize {
            return Err(SimError::Config(format!(
                "{} bots were named for {} players; name one bot, or one per seat",
                self.bots.len(),
                self.players
            )));
        }
        if self.rules.round_cap == 0 {
            return Err(SimError::Config("the round cap must be at least 1".into()));
        }
        Ok(())
    }
}

/// Progress and cancellation, shared with the thread that runs the games.
#[derive(Debug, Default)]
pub struct Control {
    /// Games finished so far.
    pub done: AtomicU64,
    /// Set to stop the run; games not yet started are skipped.
    pub cancel: AtomicBool,
}

impl Control {
    pub fn new() -> Arc<Control> {
        Arc::new(Control::default())
    }
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

#[derive(Debug, Clone, thiserror::Error)]
pub enum SimError {
    #[error("the course is not valid ({} problem{})", .0.len(), if .0.len() == 1 { "" } else { "s" })]
    InvalidCourse(Vec<Problem>),
    #[error("the course can't be simulated: {0}")]
    Board(#[from] BoardError),
    #[error("the game can't be set up: {0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Config(String),
}

/// Simulates a course: assembles it, then [`run`].
pub fn run_course(course: &Course, config: &SimConfig, control: &Control) -> Result<stats::SimResult, SimError> {
    let map = Map::build(course).map_err(SimError::InvalidCourse)?;
    run_board(Board::from_map(map)?, &course.name, config, control)
}

/// Plays `config.games` games of an assembled (valid) course; the board keeps
/// a copy of the map.
pub fn run(map: &Map, name: &str, config: &SimConfig, control: &Control) -> Result<stats::SimResult, SimError> {
    run_board(Board::from_map(map.clone())?, name, config, control)
}

fn run_board(board: Board, name: &str, config: &SimConfig, control: &Control) -> Result<stats::SimResult, SimError> {
    config.check()?;
    let board = Arc::new(board);
    // Fail early on a course the games can't be set up on.
    start_game(board.clone(), GameConfig { players: config.players, rules: config.rules }, config.seed)?;
    let map = board.map();
    let seams = map.seams().len();
    let tally = (0..config.games)
        .into_par_iter()
        .try_fold(
            || (Tally::new(board.len(), seams), Bots::default()),
            |(mut tally, mut bots), i| {
                // Cancelled: each worker stops at once with the games it played,
                // rather than stepping through the games never started.
                if control.is_cancelled() {
                    return ControlFlow::Break(tally);
                }
                play_one(&board, config, i, &mut bots, &mut tally);
                control.done.fetch_add(1, Ordering::Relaxed);
                ControlFlow::Continue((tally, bots))
            },
        )
        .map(|folded| match folded {
            ControlFlow::Continue((tally, _)) | ControlFlow::Break(tally) => tally,
        })
        .reduce(|| Tally::new(board.len(), seams), Tally::merge);
    let cx = stats::Context {
        course: name.to_string(),
        board: &board,
        seam_names: (0..seams).map(|s| map.seam_name(s)).collect(),
        config,
        cancelled: control.is_cancelled() && tally.games < config.games,
    };
    Ok(stats::build(&tally, &cx))
}

/// One bot of each kind, made when first needed and reused across games.
#[derive(Default)]
struct Bots {
    made: [Option<Box<dyn Bot>>; 3],
}

impl Bots {
    fn get(&mut self, kind: BotKind) -> &mut Box<dyn Bot> {
        let i = BotKind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        self.made[i].get_or_insert_with(|| kind.build())
    }
}

/// What a single game produced, for tests and tools.
#[derive(Debug, Clone)]
pub struct GameRecord {
    pub state: GameState,
    pub actions: Vec<Action>,
    pub bot_errors: u64,
}

/// Plays one game with the given bots per seat and returns its final state and
/// the actions taken (a [`super::Replay`] can play it again).
pub fn play_game(
    board: Arc<Board>,
    config: GameConfig,
    bots: &[BotKind],
    seed: u64,
) -> Result<GameRecord, SimError> {
    let mut made: Vec<Box<dyn Bot>> = bots.iter().map(|b| b.build()).collect();
    if made.is_empty() {
        made.push(BotKind::Fast.build());
    }
    let (mut state, mut rng, _) = start_game(board, config, seed)?;
    let mut brng = bot_rng(seed);
    // A 4-player game takes 350–470 actions: one allocation instead of ten.
    let mut actions = Vec::with_capacity(512);
    let mut errors = 0;
    let n = made.len();
    drive(
        &mut state,
        &mut rng,
        |s| made[s.current() as usize % n].choose(s, &mut brng),
        |a, _, _| actions.push(a),
        &mut errors,
    );
    Ok(GameRecord { state, actions, bot_errors: errors })
}

/// Runs a game to its end. A refused bot action is counted and the turn moved
/// on, so a faulty bot can't hang a run. `observe` gets each applied action,
/// its events and the round it was played in.
fn drive<R: rand::Rng, C, O>(state: &mut GameState, rng: &mut R, mut choose: C, mut observe: O, errors: &mut u64)
where
    C: FnMut(&GameState) -> Action,
    O: FnMut(Action, &crate::engine::action::Events, u16),
{
    let mut turn_actions = 0u32;
    let mut last_turn = (state.round(), state.current());
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
        match state.apply(action, rng) {
            Ok(ev) => observe(action, &ev, round),
            Err(_) => {
                *errors += 1;
                let a = fallback(state);
                let ev = state.apply(a, rng).expect("ending the phase is always legal");
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

fn play_one(board: &Arc<Board>, config: &SimConfig, index: u64, bots: &mut Bots, t: &mut Tally) {
    let seed = game_seed(config.seed, index);
    let gc = GameConfig { players: config.players, rules: config.rules };
    let Ok((mut state, mut rng, dealt)) = start_game(board.clone(), gc, seed) else { return };
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
        |s| bots.get(kinds[s.current() as usize]).choose(s, &mut brng),
        |_, ev, round| {
            actions += 1;
            for e in ev {
                match *e {
                    Event::Entered { space, .. } => t.entered[space as usize] += 1,
                    Event::Stopped { space, .. } => t.stopped[space as usize] += 1,
                    Event::BlockadeBroken { player, seam, blockade, by_native } => {
                        let b = &mut t.blockades[seam as usize];
                        b.broken += 1;
                        b.by_native += by_native as u64;
                        b.by_seat[player as usize] += 1;
                        Tally::bump(&mut b.rounds, round as usize);
                        let n = &mut t.numbers[blockade.number as usize - 1];
                        n[1] += 1;
                        n[2] += round as u64;
                    }
                    Event::CaveToken { cave, token, .. } => {
                        t.tokens_taken[token as usize] += 1;
                        t.caves_explored[cave as usize] += 1;
                    }
                    Event::TokenUsed { token, .. } => t.tokens_used[token as usize] += 1,
                    _ => {}
                }
            }
        },
        &mut errors,
    );
    t.games += 1;
    t.actions += actions;
    t.bot_errors += errors;
    for (seam, b) in &dealt {
        t.blockades[*seam].present += 1;
        t.numbers[b.number as usize - 1][0] += 1;
    }
    let outcome = state.outcome().cloned().expect("the game is over");
    match outcome.stalled {
        Some(r) => {
            t.stalls[Tally::stall_index(r)] += 1;
            t.stalled.push((index, seed));
        }
        None => Tally::bump(&mut t.rounds, outcome.rounds as usize),
    }
    let share = if outcome.winners.is_empty() { 0 } else { SHARE / outcome.winners.len() as u64 };
    for (seat, p) in state.players().iter().enumerate() {
        let bot = BotKind::ALL.iter().position(|&k| k == kinds[seat]).unwrap_or(0);
        let won = outcome.winners.contains(&(seat as u8));
        t.bot_games[bot] += 1;
        if won {
            t.seat_wins[seat] += share;
            t.bot_wins[bot] += share;
        }
        if let Some(r) = p.completed() {
            t.seat_arrivals[seat] += 1;
            t.seat_arrival_rounds[seat] += r as u64;
            t.bot_arrivals[bot] += 1;
            t.bot_arrival_rounds[bot] += r as u64;
        }
        for piece in p.pieces() {
            let i = piece.start as usize - 1;
            if i < 4 {
                t.start_games[i] += 1;
                if won {
                    t.start_wins[i] += share;
                }
            }
        }
    }
}
