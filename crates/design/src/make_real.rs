//! Edits that make a route choice real: for every route choice, shortcut
//! and bend that its games do not find real, the single edit of the pieces
//! it lies on (or of a blockade) that sends most pieces down the less used
//! way, measured before and after on the same games (`suggest --make-real`).

use eldorado_core::map::Map;
use eldorado_sim::montecarlo::RouteUsage;

use crate::routes::judge;

/// An edit that makes a route choice real, or nearer it, measured.
#[derive(Debug, Clone, PartialEq)]
pub struct RealEdit {
    /// The choice, as the watchlist names it.
    pub choice: String,
    /// The edit.
    pub edit: eldorado_core::course::Edit,
    /// It in words.
    pub action: String,
    /// The less used way's share before and after (same games, same seed).
    pub before: f64,
    /// After the edit.
    pub after: f64,
    /// The verdict after it, in words.
    pub verdict: String,
}

/// The share of the less used of a choice's ways.
fn minority(u: &RouteUsage) -> f64 {
    u.ways.iter().map(|w| w.share).fold(f64::INFINITY, f64::min).min(1.0)
}

/// The usage of every watched choice of a course, with fast bots; none once
/// `progress` is cancelled (a part of the games is no measure). An edit
/// renumbers the analysis's lists, so a choice is found again after one by
/// its name (its kind and the pieces it lies on).
fn usage_by_name(
    course: &eldorado_core::course::Course,
    games: u64,
    seed: u64,
    progress: &eldorado_sim::Progress,
) -> Option<Vec<RouteUsage>> {
    let map = Map::build(course).ok()?;
    let config = eldorado_sim::SimConfig { games, seed, ..eldorado_sim::SimConfig::default() };
    let result = crate::run::simulate(&map, "", &config, progress).ok()?.result;
    (!result.cancelled).then_some(result.route_choices)
}

/// For every route choice, shortcut and bend of a course that its games do
/// not find real, the single edit of the pieces it lies on (flip, swap, turn)
/// or of a blockade that raises the less used way's share most, screened over
/// `screen` games and measured over `games` games with the same seed.
pub fn make_real(
    course: &eldorado_core::course::Course,
    games: u64,
    screen: u64,
    seed: u64,
) -> Vec<RealEdit> {
    make_real_with(course, games, screen, seed, &eldorado_sim::Progress::new())
}

/// [`make_real`], reporting its games to `progress` and stopped when it is
/// cancelled: the edits measured whole by then.
pub fn make_real_with(
    course: &eldorado_core::course::Course,
    games: u64,
    screen: u64,
    seed: u64,
    progress: &eldorado_sim::Progress,
) -> Vec<RealEdit> {
    use eldorado_core::course::Edit;
    use rayon::prelude::*;
    let Ok(map) = Map::build(course) else { return Vec::new() };
    // A way the start spaces decide is no choice to make real.
    let start_decides = {
        let report = eldorado_analysis::analyze_figures(&map);
        move |u: &RouteUsage| crate::routes::decided_by_start(&report, u.origin)
    };
    let Some(before) = usage_by_name(course, games, seed, progress) else { return Vec::new() };
    let list = crate::edits::edits(course);
    let mut out = Vec::new();
    for u in before.iter().filter(|u| !judge(u).verdict.is_real() && !start_decides(u)) {
        let pieces: Vec<eldorado_core::catalog::SideId> = map
            .pieces()
            .iter()
            .filter(|p| u.name.contains(&p.label))
            .map(|p| p.id.clone())
            .collect();
        let on = |e: &Edit| match e {
            Edit::Flip { piece } | Edit::Swap { piece, .. } | Edit::Turn { piece, .. } => {
                pieces.contains(piece)
            }
            Edit::Blockade { between, .. } => between.iter().any(|b| pieces.contains(b)),
            _ => false,
        };
        let start = minority(u);
        let best = list
            .par_iter()
            .filter(|e| on(e))
            .filter_map(|e| {
                let after = e.applied(course).ok()?;
                let found = usage_by_name(&after, screen, seed, progress)?;
                let same = found.iter().find(|x| x.name == u.name)?;
                Some((minority(same), e.clone()))
            })
            .max_by(|a, b| a.0.total_cmp(&b.0));
        if progress.is_cancelled() {
            break;
        }
        let Some((screened, edit)) = best else { continue };
        if screened <= start {
            continue;
        }
        let Ok(after) = edit.applied(course) else { continue };
        let Some(found) = usage_by_name(&after, games, seed, progress) else { continue };
        let Some(same) = found.iter().find(|x| x.name == u.name) else { continue };
        if minority(same) <= start {
            continue;
        }
        out.push(RealEdit {
            choice: u.name.clone(),
            action: crate::action_words::action_in(&edit, course, eldorado_messages::Lang::English),
            edit,
            before: start,
            after: minority(same),
            verdict: judge(same).text,
        });
    }
    out
}
