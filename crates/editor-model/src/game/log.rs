//! The turn log: the game told turn by turn in the trace's words (the same
//! lines as `eldorado replay`, [`story`]), each line tied to the action it
//! tells, so that the view shows the lines up to the position shown and
//! draws the moves of the turn in progress. Hands are left out of the turn
//! lines: a log beside a game being played must not show them. A move that
//! takes a piece past a route choice, shortcut or bend says which way it
//! passed, as the trace does (`eldorado_design::passings`).

use std::sync::Arc;

use eldorado_core::hex::Hex;
use eldorado_design::passings::PassingWords;
use eldorado_design::run::Watched;
use eldorado_messages::Lang;
use eldorado_rules::{Action, Event, GameState, Timeline};
use eldorado_words::story;

use super::shown::path_of;

/// One line of the log.
#[derive(Debug, Clone, PartialEq)]
pub struct LogLine {
    /// The action it tells (its index): shown once that action is taken.
    pub action: usize,
    /// The round and seat of the turn.
    pub turn: (u16, u8),
    /// A turn's first line ("round 3, seat 2 (fast)"), else an action or
    /// what it caused.
    pub header: bool,
    /// The words.
    pub text: String,
    /// The spaces a piece went through, for a move: drawn on the board.
    pub path: Vec<Hex>,
}

/// The log of a game: built once, grown as a game being played goes on.
pub struct Log {
    lines: Vec<LogLine>,
    lang: Lang,
    passings: PassingWords,
}

impl Log {
    /// The log of every action of a game, told in `lang`; `watched` are the
    /// course's route choices, whose passing it says.
    pub fn of(timeline: &Timeline, watched: Arc<Watched>, lang: Lang) -> Log {
        let passings = PassingWords::new(timeline, watched, lang);
        let mut log = Log { lines: Vec::new(), lang, passings };
        let mut state = timeline.start_state().clone();
        let mut rng = timeline.start_rng();
        for (i, &action) in timeline.actions().iter().enumerate() {
            let before = state.clone();
            // The timeline's actions were all applied once, so they apply again.
            let Ok(events) = state.apply(action, &mut rng) else { break };
            log.push(timeline, i, &before, &action, &events);
        }
        log
    }

    /// Tells action `index`, taken in `before` with `events`.
    pub(crate) fn push(
        &mut self,
        timeline: &Timeline,
        index: usize,
        before: &GameState,
        action: &Action,
        events: &[Event],
    ) {
        let turn = (before.round(), before.current());
        let line = |header, text, path| LogLine { action: index, turn, header, text, path };
        if self.lines.last().is_none_or(|l| l.turn != turn) {
            let title = story::turn_title(before, timeline.seat(before.current()), self.lang);
            self.lines.push(line(true, title, Vec::new()));
        }
        if !story::is_quiet(before, action) {
            let words = story::describe(before, action, self.lang);
            self.lines.push(line(false, words, path_of(before, action)));
        }
        for e in story::event_lines(before, events, self.lang) {
            self.lines.push(line(false, e, Vec::new()));
        }
        for e in self.passings.lines(timeline.board().map(), before, events) {
            self.lines.push(line(false, e, Vec::new()));
        }
    }

    /// Forgets the actions from `len` on (taken back).
    pub(crate) fn truncate(&mut self, timeline: &Timeline, len: usize) {
        self.lines.retain(|l| l.action < len);
        self.passings.rewind(timeline, len);
    }

    /// The lines of the actions before position `cursor`.
    pub fn up_to(&self, cursor: usize) -> &[LogLine] {
        let n = self.lines.partition_point(|l| l.action < cursor);
        &self.lines[..n]
    }

    /// The lines of the turn the position `cursor` is in (its last turn
    /// begun), header first.
    pub fn this_turn(&self, cursor: usize) -> &[LogLine] {
        let shown = self.up_to(cursor);
        let from = shown.iter().rposition(|l| l.header).unwrap_or(0);
        &shown[from..]
    }
}
