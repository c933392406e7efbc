//! One simulation of a course, composed once for the command line, the
//! editor, the generator and the suggestions: the analysis's figures, the
//! static estimate beside the measurement, the route choices as the run
//! watches them, and the run. What the games showed at each choice comes back
//! with the very analysis and watchlist it was watched for, keyed by
//! [`Origin`], so no caller analyses the course again to read it.

use std::sync::Arc;

use eldorado_analysis::report::Report;
use eldorado_core::map::Map;
use eldorado_messages::Lang;
use eldorado_rules::action::{Event, Events};
use eldorado_rules::played::Timeline;
use eldorado_sim::montecarlo::{Gates, Origin, Passings, RouteUsage, WatchedChoice};
use eldorado_sim::{Progress, SimConfig, SimError, SimResult};

use crate::routes::{Watchlist, watchlist};

/// A course's route choices, shortcuts and bends as a run watches them: the
/// analysis they come from (its figures, without findings) and the watchlist.
#[derive(Debug, Clone)]
pub struct Watched {
    /// The analysis of the course, figures only.
    pub report: Report,
    /// What the runs watch.
    pub list: Watchlist,
}

impl Watched {
    /// The one analysis of `map` a run needs, and its watchlist.
    pub fn of(map: &Map) -> Watched {
        let report = eldorado_analysis::analyze_figures(map);
        let list = watchlist(map, &report);
        Watched { report, list }
    }

    /// The watched choice under `origin`.
    pub fn choice(&self, origin: Origin) -> Option<&WatchedChoice> {
        self.list.watch.iter().find(|c| c.origin == origin)
    }
}

/// A run and what it watched.
#[derive(Debug, Clone)]
pub struct Simulated {
    /// The analysis and watchlist the run was made with.
    pub watched: Arc<Watched>,
    /// The games' figures; `route_choices` follow `watched.list`.
    pub result: SimResult,
}

impl Simulated {
    /// What the games showed at the choice under `origin`.
    pub fn usage(&self, origin: Origin) -> Option<&RouteUsage> {
        self.result.route_choices.iter().find(|u| u.origin == origin)
    }
}

/// Plays `config.games` games of a valid course watching every route choice,
/// shortcut and bend of its analysis (whatever `config.watch` holds), with the
/// static estimate for as many players beside the measurement.
pub fn simulate(
    map: &Map,
    name: &str,
    config: &SimConfig,
    progress: &Progress,
) -> Result<Simulated, SimError> {
    simulate_watching(map, name, config, Arc::new(Watched::of(map)), progress)
}

/// [`simulate`] with the course's watched choices already known (a second
/// run of the same course, with other bots, reads the same analysis).
pub fn simulate_watching(
    map: &Map,
    name: &str,
    config: &SimConfig,
    watched: Arc<Watched>,
    progress: &Progress,
) -> Result<Simulated, SimError> {
    let estimate = watched
        .report
        .difficulty
        .as_ref()
        .and_then(|d| d.for_players(config.players))
        .map(|e| e.rating);
    let config = SimConfig { watch: watched.list.watch.clone(), ..config.clone() };
    let result = eldorado_sim::run(map, name, &config, estimate, progress)?;
    Ok(Simulated { watched, result })
}

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
    events: &Events,
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

/// A game told as `eldorado simulate --trace` tells it, in `lang`, with a
/// line at each move that takes a piece past a watched choice: "its piece
/// passes the shortcut on board D on the south side (the short way)".
pub fn tell_with_passings(
    game: &Timeline,
    map: &Map,
    watched: &Watched,
    why_stopped: Option<&str>,
    lang: Lang,
) -> Vec<String> {
    let gates = Gates::new(&watched.list.watch, game.board().len());
    let mut passings = Passings::default();
    passings.reset(&gates, game.start_state());
    game.story_with(why_stopped, lang, |state, events| {
        let mut lines = Vec::new();
        see(&gates, &mut passings, events, state.round(), |player, piece, c, w| {
            let Some(choice) = watched.list.watch.get(c) else { return };
            let who = eldorado_rules::played::story::piece(state, player, piece, lang);
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
    })
}
