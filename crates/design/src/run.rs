//! One simulation of a course, composed once for the command line, the
//! editor, the generator and the suggestions: the analysis's figures, the
//! static estimate beside the measurement, the route choices as the run
//! watches them, and the run. What the games showed at each choice comes back
//! with the very analysis and watchlist it was watched for, keyed by
//! [`Origin`], so no caller analyses the course again to read it.

use std::sync::Arc;

use eldorado_analysis::report::Report;
use eldorado_core::map::Map;
use eldorado_sim::montecarlo::{Origin, RouteUsage, WatchedChoice};
use eldorado_sim::{Progress, SimConfig, SimError, SimResult};

use crate::routes::{Watchlist, watchlist};
use crate::two_players;

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
/// estimate for as many players beside the measurement (the static one, or
/// for two players the quick games').
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
    // The two-player estimate is played (`two_players`): a few games beside
    // the run's many, never the static figure it replaced.
    let estimate = if config.players == two_players::PLAYERS {
        two_players::estimate(map).map(|(rating, _)| rating)
    } else {
        watched
            .report
            .difficulty
            .as_ref()
            .and_then(|d| d.for_players(config.players))
            .map(|e| e.rating)
    };
    let config = SimConfig { watch: watched.list.watch.clone(), ..config.clone() };
    let result = eldorado_sim::run(map, name, &config, estimate, progress)?;
    Ok(Simulated { watched, result })
}
