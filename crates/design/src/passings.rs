//! The pieces of one played game followed across the gates of the course's
//! route choices, shortcuts and bends, move by move, as a run follows its
//! games: where each stands at a position of the game (the game view's
//! "ways taken"), and the game told with a line at each move that takes a
//! piece past one (`eldorado simulate --trace`, `eldorado replay`).

use eldorado_core::map::Map;
use eldorado_messages::Lang;
use std::sync::Arc;

use eldorado_rules::action::Event;
use eldorado_rules::played::Timeline;
use eldorado_rules::state::GameState;
use eldorado_sim::montecarlo::{Gates, Passings};

use crate::run::Watched;

/// Where every piece of a game stands at each choice `watched` lists after
/// the game's first `upto` actions, followed move by move as a run follows
/// its games ([`Passings`]).
pub fn follow(game: &Timeline, watched: &Watched, upto: usize) -> Passings {
    let gates = Gates::new(&watched.list.watch, game.board().len());
    let mut passings = Passings::default();
    passings.reset(&gates, game.start_state());
    let mut state = game.start_state().clone();
    let mut rng = game.start_rng();
    for &a in &game.actions()[..upto.min(game.len())] {
        let round = state.round();
        // The timeline's actions were all applied once, so they apply again.
        let Ok(events) = state.apply(a, &mut rng) else { break };
        see(&gates, &mut passings, &events, round, |_, _, _, _| {});
    }
    passings
}

/// Follows the pieces of one action's events across the gates; `passed` is
/// told of each (player, piece, choice, way) a step took past a choice.
fn see(
    gates: &Gates,
    passings: &mut Passings,
    events: &[Event],
    round: u16,
    mut passed: impl FnMut(u8, u8, usize, usize),
) {
    for e in events {
        match *e {
            Event::Entered { player, piece, space } => {
                passings.step(gates, player, piece, space, |c, w| passed(player, piece, c, w))
            }
            Event::Arrived { player, piece } => passings.arrived(player, piece, round),
            _ => {}
        }
    }
}

/// A played game told line by line in `lang` (`eldorado simulate --trace`,
/// `eldorado replay`): at each move that takes a piece past a route choice,
/// shortcut or bend of the course's analysis, the way it passed; at the end,
/// why a game the round cap stopped got nowhere.
pub fn tell(game: &Timeline, plan: &eldorado_sim::Plan, lang: Lang) -> Vec<String> {
    let map = game.board().map();
    let why = eldorado_sim::stall::stall_words(game.current(), plan, lang);
    tell_with_passings(game, map, Arc::new(Watched::of(map)), why.as_deref(), lang)
}

/// Follows one game's pieces across the gates action by action and says, in
/// `lang`, each time one passes a watched choice: what the trace and the game
/// view's turn log add to the story.
pub struct PassingWords {
    watched: Arc<Watched>,
    gates: Gates,
    passings: Passings,
    lang: Lang,
}

impl PassingWords {
    /// Before the first action of `game`.
    pub fn new(game: &Timeline, watched: Arc<Watched>, lang: Lang) -> PassingWords {
        let gates = Gates::new(&watched.list.watch, game.board().len());
        let mut passings = Passings::default();
        passings.reset(&gates, game.start_state());
        PassingWords { watched, gates, passings, lang }
    }

    /// Back to the position after the game's first `upto` actions (actions
    /// taken back).
    pub fn rewind(&mut self, game: &Timeline, upto: usize) {
        self.passings = follow(game, &self.watched, upto);
    }

    /// The lines of one action's `events`, taken in `state` on `map`: "its
    /// piece passes the shortcut on board D on the south side (the short way)".
    pub fn lines(&mut self, map: &Map, state: &GameState, events: &[Event]) -> Vec<String> {
        let (watched, lang) = (&self.watched, self.lang);
        let mut lines = Vec::new();
        see(&self.gates, &mut self.passings, events, state.round(), |player, piece, c, w| {
            let Some(choice) = watched.list.watch.get(c) else { return };
            let who = eldorado_words::story::piece(state, player, piece, lang);
            lines.push(crate::route_words::passing(
                lang,
                map,
                &watched.report,
                choice.origin,
                w,
                &who,
            ));
        });
        lines
    }
}

/// A game told as `eldorado simulate --trace` tells it, in `lang`, with a
/// line at each move that takes a piece past a watched choice: "its piece
/// passes the shortcut on board D on the south side (the short way)".
pub fn tell_with_passings(
    game: &Timeline,
    map: &Map,
    watched: Arc<Watched>,
    why_stopped: Option<&str>,
    lang: Lang,
) -> Vec<String> {
    let mut words = PassingWords::new(game, watched, lang);
    eldorado_words::story::tell_with(game, why_stopped, lang, |state, events| {
        words.lines(map, state, events)
    })
}
