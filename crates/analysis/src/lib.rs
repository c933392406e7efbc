//! Course analysis: how a course plays, read from its assembled map.
//!
//! [`analyze`] turns a [`Map`] into a [`Report`]: reachability and routes from
//! each start space with their cost, fairness, chokepoints and narrow passages,
//! the rulebook's four design tips as checks, the terrain mix, blockades, caves,
//! dead ends and a difficulty estimate. It knows nothing of the editor; the
//! editor calls it after every edit and draws from the report.
//!
//! The graphs are petgraph graphs: `graph` holds the spaces (connectivity),
//! `moves` the rules of paying for them (costs). Both are built from the
//! [`Map`] the analysis borrows. The methods are in each module's
//! documentation and in `docs/analysis.md`.
//!
//! What an editor draws, straight from the [`Report`] (space ids are the map's):
//!
//! - the cheapest route of each start space: `starts[i].cheapest` (`spaces`,
//!   `hexes`, and `legs` saying how each space is paid); `starts[i].shortest`;
//! - chokepoints: `chokepoints.articulation_points`, `chokepoints.narrowest`
//!   and `chokepoints.narrow_passages[j].spaces`;
//! - single-colour zones: `zones[j].spaces` (and `core`, `severity`);
//! - reachability: `reachability.reachable` / `.unreachable`, and for a shut-in
//!   start space `starts[i].blocked` (`region`, `walls`, `message`);
//! - route choices: `choices[j].ways` (each way's `route` and `near`), and
//!   what the way splits around (`obstacle`, `gap`);
//! - the problems panel: `findings` (`severity`, `message`, `spaces`, `hexes`),
//!   most severe first.

pub mod choices;
mod chokepoints;
pub mod cost;
pub mod difficulty;
mod fit;
mod forks;
mod gates;
mod graph;
mod groups;
mod inventory;
pub mod market;
mod moves;
/// The one scale of difficulty, shared with the simulator (in the core).
pub use eldorado_core::rating;
pub mod report;
mod routes;
pub mod said;
mod scarcity;
mod tips;

#[cfg(test)]
mod tests;

pub use cost::CostModel;
pub use report::*;
pub use said::{Said, Word};

use petgraph::Direction;

use eldorado_core::hex::Axial;
use std::sync::OnceLock;

use eldorado_core::course::official;
use eldorado_core::map::{Map, SpaceId};
use graph::SpaceGraph;
use moves::{MoveGraph, Order, Tree};
use rating::OfficialStanding;

/// Analyses an assembled course. Never panics, whatever the map: a broken course
/// gives a report that says what is wrong with it.
pub fn analyze(map: &Map) -> Report {
    let mut report = analyze_alone(map);
    // An official course is set among the others, never beside itself.
    let itself = official::which_map(map);
    let others = |players| {
        let mut all = official_estimates(players);
        all.retain(|(name, _)| Some(*name) != itself);
        all
    };
    if let Some(d) = &mut report.difficulty {
        d.standing = OfficialStanding::among(d.rating.rounds, &others(d.players));
        for e in &mut d.by_players {
            e.standing = OfficialStanding::among(e.rating.rounds, &others(e.players));
        }
    }
    report
}

/// The seven official courses' estimates for `players` players, by name:
/// the reference points of an estimate. Worked out once, from the courses
/// themselves, so they always agree with the model.
pub fn official_estimates(players: u8) -> Vec<(&'static str, f64)> {
    /// Each official course's name with its estimate per player count.
    type ByCourse = Vec<(&'static str, Vec<(u8, f64)>)>;
    static ESTIMATES: OnceLock<ByCourse> = OnceLock::new();
    let all = ESTIMATES.get_or_init(|| {
        official::all()
            .into_iter()
            .filter_map(|(id, course)| {
                let name = official::name(id)?;
                let map = Map::build(&course).ok()?;
                let d = difficulty_alone(&map)?;
                Some((name, d.by_players.iter().map(|e| (e.players, e.rating.rounds)).collect()))
            })
            .collect()
    });
    all.iter()
        .filter_map(|(name, by)| by.iter().find(|(p, _)| *p == players).map(|&(_, r)| (*name, r)))
        .collect()
}

/// [`analyze`] without the reference points among the official courses
/// (the first call works out the seven official courses' estimates): for
/// callers that need only the figures, such as the simulator.
pub fn analyze_alone(map: &Map) -> Report {
    let ctx = Context::new(map, CostModel::reference());
    let mut report = figures(&ctx);
    report.findings = tips::findings(&ctx, &report);
    report
}

/// [`analyze_alone`] without its findings (`findings` is empty): the
/// figures alone, for callers that read the route choices, shortcuts and
/// bends and never show a finding (the simulation's watchlist), and so need
/// not word them.
pub fn analyze_figures(map: &Map) -> Report {
    figures(&Context::new(map, CostModel::reference()))
}

/// Every part of the report but its findings.
fn figures(ctx: &Context) -> Report {
    let Estimated { starts, cuts, chokepoints, scarcity, difficulty } = Estimated::of(ctx);
    let fairness = routes::fairness(&starts);
    let reachability = routes::reachability(ctx);
    let zones = tips::zones(ctx);
    let forks = forks::forks(ctx, |obstacle, steps| {
        tips::shortcuts::is_shortcut(steps)
            || choices::may_split(obstacle.mountains.len() + obstacle.gap.len())
    });
    let shortcuts = tips::shortcuts(ctx, &forks);
    let choices = choices::choices(ctx, &forks);
    let bends = tips::bends(ctx);
    let dead_ends = inventory::dead_ends(ctx, &cuts.pockets);
    let blockades = inventory::blockades(ctx, &starts, cuts.connected);
    let caves = inventory::caves(ctx, &starts);
    let terrain = inventory::terrain(ctx);
    Report {
        course: inventory::summary(ctx),
        cost_model: inventory::cost_model(ctx),
        starts,
        fairness,
        reachability,
        chokepoints,
        zones,
        shortcuts,
        bends,
        choices,
        terrain,
        blockades,
        caves,
        dead_ends,
        scarcity,
        difficulty,
        findings: Vec::new(),
    }
}

/// The difficulty estimate of [`analyze_alone`] without the rest of the
/// analysis: only the parts it is made from (the start spaces' routes, the
/// chokepoints, the scarce cards). For callers that want the figure alone.
pub fn difficulty_alone(map: &Map) -> Option<Difficulty> {
    Estimated::of(&Context::new(map, CostModel::reference())).difficulty
}

/// The static estimate for `players` players, rated: what a simulation
/// shows beside its measurement (`eldorado_sim::run`'s `estimate`).
pub fn estimate_for(map: &Map, players: u8) -> Option<rating::Rating> {
    difficulty_alone(map)?.for_players(players).map(|e| e.rating)
}

/// The parts of the analysis the difficulty estimate is made from, and the
/// estimate: one recipe for [`analyze_alone`] and [`difficulty_alone`].
struct Estimated {
    starts: Vec<StartReport>,
    cuts: graph::Cuts,
    chokepoints: Chokepoints,
    scarcity: Vec<Scarcity>,
    difficulty: Option<Difficulty>,
}

impl Estimated {
    fn of(ctx: &Context) -> Estimated {
        let starts = routes::start_reports(ctx);
        let cuts = ctx.spaces.cuts(None, true);
        let chokepoints = chokepoints::report(ctx, &cuts.separators);
        let scarcity = scarcity::scarcity(ctx);
        let difficulty = difficulty::estimate(ctx.map, &starts, &chokepoints, &scarcity);
        Estimated { starts, cuts, chokepoints, scarcity, difficulty }
    }
}

/// Whether every start space reaches El Dorado over spaces a piece may enter,
/// never through another start space: the course can be played to the end.
/// Blockades can always be paid, so they do not stop a route. False for a
/// course without start spaces. One search of the space graph, back from El
/// Dorado, without the rest of the analysis.
pub fn every_start_reaches_el_dorado(map: &Map) -> bool {
    let spaces = SpaceGraph::build(map);
    let reached = spaces.reached_back_from_goal();
    !map.starts().is_empty()
        && map
            .starts()
            .iter()
            .all(|&(_, s)| spaces.node_of[s].is_some_and(|n| reached[n.index()] != u32::MAX))
}

thread_local! {
    /// Analyses this thread has made.
    static MADE_HERE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many analyses of a course this thread has made, whatever was asked
/// of each (the report, its figures, the estimate alone): a flow that should
/// analyse a course once can be counted.
pub fn analyses_made_here() -> u64 {
    MADE_HERE.with(|m| m.get())
}

/// What every part of the analysis reads.
pub(crate) struct Context<'a> {
    pub map: &'a Map,
    pub model: &'a CostModel,
    pub spaces: SpaceGraph,
    pub moves: MoveGraph,
    /// Backward from El Dorado, cost first: every state's cheapest way there.
    pub cheap: Tree,
    /// Backward from El Dorado, steps first.
    pub short: Tree,
    pub starts: &'a [(u8, SpaceId)],
    pub finishes: &'a [SpaceId],
    /// Per start space (in `starts` order), the space-graph nodes it reaches.
    pub reach: Vec<Vec<bool>>,
}

impl<'a> Context<'a> {
    fn new(map: &'a Map, model: &'a CostModel) -> Context<'a> {
        MADE_HERE.with(|m| m.set(m.get() + 1));
        let spaces = SpaceGraph::build(map);
        let moves = MoveGraph::build(map, model);
        let cheap = moves.search_all(map, Direction::Incoming, Order::Cost);
        let short = moves.search_all(map, Direction::Incoming, Order::Steps);
        let starts = map.starts();
        let reach = starts
            .iter()
            .map(|&(_, s)| {
                spaces.node_of[s]
                    .map_or_else(|| vec![false; spaces.node_count()], |n| spaces.reach_from(n))
            })
            .collect();
        Context { map, model, spaces, moves, cheap, short, starts, finishes: map.finishes(), reach }
    }

    pub fn hex(&self, s: SpaceId) -> Axial {
        Axial::from(self.map.space(s).hex)
    }
    pub fn hexes(&self, spaces: &[SpaceId]) -> Vec<Axial> {
        spaces.iter().map(|&s| self.hex(s)).collect()
    }
    /// Labels of the pieces the spaces lie on, in course order, each once.
    pub fn pieces_of(&self, spaces: &[SpaceId]) -> Vec<String> {
        let mut idx: Vec<usize> = spaces.iter().map(|&s| self.map.space(s).piece).collect();
        idx.sort_unstable();
        idx.dedup();
        idx.into_iter().filter_map(|p| self.map.pieces().get(p).map(|p| p.label.clone())).collect()
    }
    /// Space-graph nodes some start space reaches.
    pub fn reached_by_any(&self) -> Vec<bool> {
        let mut any = vec![false; self.spaces.node_count()];
        for r in &self.reach {
            for (a, &b) in any.iter_mut().zip(r) {
                *a |= b;
            }
        }
        any
    }
    /// Fewest spaces from a space (holding no card) to El Dorado.
    pub fn steps_to_goal(&self, s: SpaceId) -> Option<u32> {
        let first = self.moves.space_states(s).next()?;
        self.short.key(first).map(|k| k.0)
    }
}
