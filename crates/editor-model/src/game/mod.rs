//! The game view's model: one game on the course open — a simulated game
//! watched again, a saved game record, or a game being played (playtest) —
//! and the position shown. Knows nothing of egui: the window draws
//! [`Game::state`] over the course and sends [`GameRequest`]s.
//!
//! - [`marks`]: where stepping by action, turn and round lands;
//! - [`shown`]: the action just taken, in the trace's words, with its path;
//! - [`log`]: the turn log, the game told turn by turn up to the position shown;
//! - [`live`]: a game being played: people and bots at the seats, the pass
//!   screen between people, bots thinking on a worker thread;
//! - [`buying`]: the market on a person's turn: what can be bought, why not,
//!   and the cards picked to pay;
//! - [`offer`]: an action offered to the person, in words said to them;
//! - [`ways`]: which way each piece has taken so far at the route choices.
//!
//! The game is tied to the course it was started on (its [`Stamp`]): the
//! session closes it when that course is replaced or changed.

pub mod buying;
pub mod live;
pub mod log;
pub mod marks;
pub mod offer;
pub mod refused;
pub mod shown;
pub mod ways;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use eldorado_core::course::Course;
use eldorado_design::run::Watched;
use eldorado_messages::{Lang, text_with};
use eldorado_rules::{Action, BotKind, GameState, Rules, Seat, Timeline};
use eldorado_sim::Plan;
use eldorado_sim::stall::stall_moment;
use eldorado_sim::{Prospects, StallReason};
use eldorado_words::story;

use crate::document::Stamp;
use crate::jobs::Repaint;
pub use live::{Live, ReachableSpace};
pub use marks::StepUnit;
use refused::PlayRefused;
pub use shown::LastAction;

/// Who plays a new game, and how.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSetup {
    /// One seat per player, 2 to 4 (2 players play two pieces each).
    pub seats: Vec<Seat>,
    /// Play with the caves variant.
    pub caves: bool,
    /// The seed of the draws; `None` for a random one.
    pub seed: Option<u64>,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup { seats: vec![Seat::Human, Seat::Bot(BotKind::Fast)], caves: false, seed: None }
    }
}

/// What the user asks of the game view.
#[derive(Debug, Clone, PartialEq)]
pub enum GameRequest {
    /// Watch the game the bots play on the course open with this game seed
    /// (as `eldorado simulate FILE --trace SEED` plays it).
    Watch {
        /// The game seed.
        seed: u64,
        /// 2 to 4 players.
        players: u8,
        /// The rules played by (the caves variant, the round cap).
        rules: Rules,
        /// The bot of each seat, or one for all.
        bots: Vec<BotKind>,
        /// What the game is, for the view's title ("the longest game").
        label: String,
    },
    /// Start a game to play on the course open.
    New(GameSetup),
    /// Ask for a game record, then open it.
    OpenDialog,
    /// Open a game record (its course becomes the course open).
    Open(PathBuf),
    /// Ask where to save the game, then save it.
    SaveDialog,
    /// Save the game as a game record.
    Save(PathBuf),
    /// Step forward or back.
    Step {
        /// By action, turn or round.
        unit: StepUnit,
        /// Forward (true) or back.
        forward: bool,
    },
    /// To the first position.
    ToStart,
    /// To the last position.
    ToEnd,
    /// To the start of a round.
    ToRound(u16),
    /// To the moment the game stalled: the last action that brought any
    /// piece nearer El Dorado.
    ToStall,
    /// Play the replay forward on its own, or pause.
    Play(bool),
    /// Actions a second when playing the replay, and a bot's delay in a
    /// game being played (1 / speed).
    Speed(f32),
    /// The person at the seat to play takes this action.
    Act(Action),
    /// Play on an unfinished game from the position shown (a saved game
    /// record, a watched game): the actions after it are dropped, and the
    /// seats play as the record names them (people and bots).
    ContinueHere,
    /// Take back the person's last action of the turn (until something new was seen).
    TakeBack,
    /// The person at the seat to play is at the screen: show their hand.
    Reveal,
    /// Let the bot thinking play at once, without the delay.
    SkipWait,
    /// Close the game view.
    Close,
}

/// What a game is called, worded again when the language changes.
#[derive(Debug, Clone, PartialEq)]
pub enum Title {
    /// "The longest game (seed 12)", "unfinished.json (seed 4)": the label as given.
    Named {
        /// The game's name (a file name, or what the window called it).
        label: String,
        /// The game seed.
        seed: u64,
    },
    /// "New game (seed 12)".
    New {
        /// The game seed.
        seed: u64,
    },
    /// "… (played on from action 7)".
    PlayedOn {
        /// What the game was called before.
        from: Box<Title>,
        /// The action it was played on from.
        action: usize,
    },
}

impl Title {
    /// The title in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Title::Named { label, seed } => text_with(
                lang,
                "game-title-seed",
                &[("label", label.as_str().into()), ("seed", seed.to_string().into())],
            ),
            Title::New { seed } => {
                text_with(lang, "game-title-new", &[("seed", seed.to_string().into())])
            }
            Title::PlayedOn { from, action } => text_with(
                lang,
                "game-title-played-on",
                &[("title", from.say(lang).into()), ("action", (*action).into())],
            ),
        }
    }
}

/// One game and the position shown.
pub struct Game {
    course: Course,
    stamp: Stamp,
    title: Title,
    /// The title in the game's language.
    title_said: String,
    timeline: Timeline,
    /// The bots' planning tables of the course: for bots at the seats and
    /// for judging a stalled game.
    plan: Arc<Plan>,
    marks: Vec<(u16, u8)>,
    cursor: usize,
    at: GameState,
    last: Option<LastAction>,
    playing: bool,
    speed: f32,
    advanced: Instant,
    live: Option<Live>,
    log: log::Log,
    /// The language the game is told in.
    lang: Lang,
    /// The course's route choices as the simulator watches them.
    watched: Arc<Watched>,
    /// The number of actions the game had when it was opened, watched or
    /// last saved: a game played past it is unsaved work.
    saved_len: usize,
}

impl Game {
    /// A replay of a finished (or saved) game, shown from its start, told in `lang`.
    pub fn replay(
        course: Course,
        stamp: Stamp,
        title: Title,
        timeline: Timeline,
        lang: Lang,
    ) -> Game {
        let marks = timeline.turns();
        let timeline_len = timeline.len();
        let at = timeline.start_state().clone();
        let plan = Arc::new(Plan::new(timeline.board().clone()));
        // The course's route choices, read once for the game's whole life.
        let watched = Arc::new(Watched::of(timeline.board().map()));
        let log = log::Log::of(&timeline, watched.clone(), lang);
        Game {
            course,
            stamp,
            title_said: title.say(lang),
            title,
            timeline,
            plan,
            marks,
            cursor: 0,
            at,
            last: None,
            playing: false,
            speed: 4.0,
            advanced: Instant::now(),
            live: None,
            log,
            lang,
            watched,
            saved_len: timeline_len,
        }
    }

    /// A game to play, from its first position.
    pub(crate) fn play(
        course: Course,
        stamp: Stamp,
        timeline: Timeline,
        seed: u64,
        lang: Lang,
    ) -> Game {
        let mut game = Game::replay(course, stamp, Title::New { seed }, timeline, lang);
        let live = Live::new(game.timeline.seats(), seed, game.plan.clone());
        game.live = Some(live);
        game.live_changed();
        game
    }

    // ---- what the view shows ---------------------------------------------------

    /// "The longest game (seed 12)".
    pub fn title(&self) -> &str {
        &self.title_said
    }

    /// Whether the game is being played and holds actions no game record
    /// has: closing it loses them.
    pub fn is_unsaved(&self) -> bool {
        self.live.is_some() && self.timeline.len() != self.saved_len
    }

    /// The game is held by no record of the user's (it came back from an
    /// autosave): unsaved work until saved.
    pub(crate) fn unsaved(&mut self) {
        self.saved_len = usize::MAX;
    }

    /// The game as it stands was saved as a game record.
    pub(crate) fn saved(&mut self) {
        self.saved_len = self.timeline.len();
    }

    /// Tells the game in `lang` from now on: its title, the log, the action
    /// just taken (the window draws the rest in [`Game::lang`]).
    pub(crate) fn set_lang(&mut self, lang: Lang) {
        if lang == self.lang {
            return;
        }
        self.lang = lang;
        self.title_said = self.title.say(lang);
        self.log = log::Log::of(&self.timeline, self.watched.clone(), lang);
        self.go_to(self.cursor);
    }
    /// The language the game is told in.
    pub fn lang(&self) -> Lang {
        self.lang
    }
    /// The course the game is played on.
    pub fn course(&self) -> &Course {
        &self.course
    }
    /// The course version the game belongs to.
    pub fn stamp(&self) -> Stamp {
        self.stamp
    }
    /// Every position of the game.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }
    /// The position shown, as an index: 0 before the first action, `len` after the last.
    pub fn cursor(&self) -> usize {
        self.cursor
    }
    /// The course's route choices, shortcuts and bends as the simulator
    /// watches them: one analysis for the game's whole life.
    pub fn watched(&self) -> &Arc<Watched> {
        &self.watched
    }
    /// The state at the position shown.
    pub fn state(&self) -> &GameState {
        &self.at
    }
    /// The action that led to the position shown.
    pub fn last_action(&self) -> Option<&LastAction> {
        self.last.as_ref()
    }
    /// The turn log up to the position shown.
    pub fn log(&self) -> &[log::LogLine] {
        self.log.up_to(self.cursor)
    }
    /// The lines of the turn in progress at the position shown.
    pub fn this_turn(&self) -> &[log::LogLine] {
        self.log.this_turn(self.cursor)
    }
    /// Whether the replay plays on its own.
    pub fn is_playing(&self) -> bool {
        self.playing
    }
    /// Actions a second when playing.
    pub fn speed(&self) -> f32 {
        self.speed
    }
    /// The round the game ended in (or has reached).
    pub fn rounds(&self) -> u16 {
        self.timeline.current().round()
    }
    /// The game being played, if it is one (`None` for a replay and once it is over).
    pub fn live(&self) -> Option<&Live> {
        self.live.as_ref().filter(|_| !self.timeline.current().is_over())
    }
    /// The position where the game stalled, if it did.
    pub fn stall_moment(&self) -> Option<usize> {
        stall_moment(&self.timeline, &self.plan)
    }
    /// How the game ended, in the trace's words, once it has.
    pub fn ending(&self) -> Option<String> {
        let why = self.stall_words();
        self.timeline.current().outcome().map(|o| story::ending(Some(o), why.as_deref(), self.lang))
    }
    /// Why a game the round cap stopped got nowhere, in the game's language
    /// (the simulator's reasons: "pieces block each other at …").
    fn stall_words(&self) -> Option<String> {
        let state = self.timeline.current();
        // Still moving when a cap below the default stopped it: the user's
        // cap cut it short, the course did not stall it.
        if state.outcome()?.stopped_by_cap()
            && state.rules().round_cap < Rules::default().round_cap
            && Prospects::new(state, &self.plan).stall().reason == StallReason::Slow
        {
            return None;
        }
        eldorado_sim::stall::stall_words(state, &self.plan, self.lang)
    }

    /// Why the game stalled, when the position shown is where it did.
    pub fn stall_here(&self) -> Option<String> {
        (self.stall_moment() == Some(self.cursor)).then(|| self.ending()).flatten()
    }

    // ---- moving through the game -----------------------------------------------

    /// Shows position `index` (clamped to the game).
    pub fn go_to(&mut self, index: usize) {
        self.cursor = index.min(self.timeline.len());
        self.at = self.timeline.state(self.cursor);
        self.last = self
            .cursor
            .checked_sub(1)
            .and_then(|i| shown::last_action(&self.timeline, i, self.lang));
    }

    /// One step forward or back.
    pub fn step(&mut self, unit: StepUnit, forward: bool) {
        self.go_to(marks::step(&self.marks, unit, self.cursor, forward));
    }

    /// To the start of round `round`.
    pub fn to_round(&mut self, round: u16) {
        self.go_to(marks::round_start(&self.marks, round));
    }

    /// Plays on its own, or pauses.
    pub fn set_playing(&mut self, on: bool) {
        self.playing = on && self.cursor < self.timeline.len();
        self.advanced = Instant::now();
    }

    /// Actions a second (0.25 to 50).
    pub fn set_speed(&mut self, speed: f32) {
        self.speed = if speed.is_finite() { speed.clamp(0.25, 50.0) } else { 4.0 };
        if let Some(live) = &mut self.live {
            live.delay = Duration::from_secs_f32(1.0 / self.speed);
        }
    }

    /// Moves the replay on when it plays, and a game being played when a bot
    /// has chosen; true when the position shown changed or a bot is thinking
    /// (the window then draws again soon).
    pub(crate) fn tick(&mut self, now: Instant, repaint: &Option<Repaint>) -> bool {
        // A game played to its end is a replay like any other.
        if self.live().is_some() {
            return self.tick_live(now, repaint);
        }
        if !self.playing {
            return false;
        }
        let every = Duration::from_secs_f32(1.0 / self.speed);
        let mut moved = false;
        while now.duration_since(self.advanced) >= every && self.cursor < self.timeline.len() {
            self.advanced += every;
            self.cursor += 1;
            moved = true;
        }
        if moved {
            self.go_to(self.cursor);
        }
        if self.cursor >= self.timeline.len() {
            self.playing = false;
        }
        true
    }

    // ---- a game being played ---------------------------------------------------

    /// Whether the game shown can be played on from the position shown:
    /// a replay of a game that did not end there.
    pub fn can_continue(&self) -> bool {
        self.live.is_none() && !self.at.is_over()
    }

    /// Plays on from the position shown: the actions after it go, and the
    /// game is played from here (people and bots at the seats the record
    /// names; the bots' choices seeded from the game's seed and the position).
    pub(crate) fn continue_here(&mut self) -> bool {
        if !self.can_continue() {
            return false;
        }
        let at = self.cursor;
        self.timeline.truncate(at);
        self.log.truncate(&self.timeline, at);
        self.marks.truncate(at + 1);
        self.playing = false;
        let seed = self.timeline.seed() ^ (at as u64).rotate_left(32);
        let mut live = Live::new(self.timeline.seats(), seed, self.plan.clone());
        // What was played before is not the person's to take back.
        live.undo_floor = at;
        self.live = Some(live);
        let from = Box::new(self.title.clone());
        self.title = Title::PlayedOn { from, action: at };
        self.title_said = self.title.say(self.lang);
        self.go_to(at);
        self.live_changed();
        true
    }

    fn tick_live(&mut self, now: Instant, repaint: &Option<Repaint>) -> bool {
        let Some(live) = &mut self.live else { return false };
        let state = self.timeline.current();
        if state.is_over() {
            return false;
        }
        let Some(action) = live.bot_turn(state, now, repaint) else {
            return live.is_thinking();
        };
        if self.play_now(action, false).is_err() {
            // A bot's illegal choice ends the phase, as the runner ends it.
            let fallback = self.timeline.current().legal_actions().last().copied();
            if let Some(a) = fallback {
                let _ = self.play_now(a, false);
            }
        }
        true
    }

    /// Plays an action in a game being played; `by_person` for a person's choice.
    fn play_now(&mut self, action: Action, by_person: bool) -> Result<(), PlayRefused> {
        let before = self.timeline.current().clone();
        let events = self
            .timeline
            .play(action)
            .map_err(|e| PlayRefused::Rules(story::explain(&before, &e, self.lang)))?;
        let len = self.timeline.len();
        self.log.push(&self.timeline, len - 1, &before, &action, &events);
        self.marks.truncate(len);
        self.marks.push((self.timeline.current().round(), self.timeline.current().current()));
        if let Some(live) = &mut self.live {
            live.played(&before, &action, &events, len, by_person);
        }
        self.go_to(len);
        self.live_changed();
        Ok(())
    }

    fn live_changed(&mut self) {
        let state = self.timeline.current().clone();
        if let Some(live) = &mut self.live {
            live.position(&state);
        }
    }

    /// The person at the seat to play takes an action; the rules' reason when refused.
    pub(crate) fn act(&mut self, action: Action) -> Result<(), PlayRefused> {
        match &self.live {
            Some(live) if live.person_to_play(self.timeline.current()).is_some() => {}
            Some(_) => return Err(PlayRefused::NotAPersonsTurn),
            None => return Err(PlayRefused::Replay),
        }
        self.play_now(action, true)
    }

    /// Takes back the person's last action of this turn; false when nothing can be.
    pub(crate) fn take_back(&mut self) -> bool {
        let Some(floor) = self.live.as_ref().map(|l| l.undo_floor) else { return false };
        let len = self.timeline.len();
        if len <= floor {
            return false;
        }
        self.timeline.truncate(len - 1);
        self.log.truncate(&self.timeline, len - 1);
        self.marks.truncate(len);
        self.go_to(len - 1);
        self.live_changed();
        true
    }

    /// The person at the seat to play is at the screen.
    pub(crate) fn reveal(&mut self) {
        if let Some(live) = &mut self.live {
            live.reveal();
        }
    }

    /// Lets the thinking bot play as soon as it has chosen.
    pub(crate) fn skip_wait(&mut self) {
        if let Some(live) = &mut self.live {
            live.skip = true;
        }
    }

    /// The legal actions the person at the seat to play may take now (none
    /// while the pass screen hides the hand, or on a bot's turn).
    pub fn choices(&self) -> Vec<Action> {
        match &self.live {
            Some(live)
                if live.person_to_play(self.timeline.current()).is_some() && !live.hidden() =>
            {
                self.timeline.current().legal_actions()
            }
            _ => Vec::new(),
        }
    }

    /// The board the game is played on.
    pub fn board(&self) -> &Arc<eldorado_rules::Board> {
        self.timeline.board()
    }
}
