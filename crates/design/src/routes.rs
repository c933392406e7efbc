//! Route choices judged by the games: which of the analysis's route choices,
//! shortcuts (tip b) and bends (tip c) the simulator watches, and the one
//! definition of a *real* route choice.
//!
//! The simulator knows nothing of the analysis: [`watchlist`] turns what the
//! analysis found into plain sets of space ids ([`WatchedChoice`]), a run
//! records which way every piece took ([`RouteUsage`]), and [`judge`] gives the
//! verdict.
//!
//! **A real route choice** (one definition, used by the analysis notes of
//! `analyze --games`, `simulate`, `generate --branches` and `suggest`): each
//! way is taken by at least [`FAIR_SHARE`] of the pieces that take one of
//! them, and the pieces that take the less used way arrive in El Dorado no
//! more than [`FAR_BEHIND`] rounds after those that take the other. The
//! bounds are defended in docs/analysis.md ("A real route choice").

use eldorado_analysis::report::Report;
use eldorado_core::hex;
use eldorado_core::map::{Map, SpaceId};
use eldorado_core::text::and_list;
use eldorado_sim::montecarlo::{RouteUsage, WatchedChoice, WatchedWay};

/// The least share of pieces each way of a real choice is taken by. With four
/// pieces a game, a way taken by a fifth of them is walked by someone in six
/// games of ten (1 − 0.8⁴); below it the way is an exception.
pub const FAIR_SHARE: f64 = 0.20;

/// The most, in rounds, that the pieces taking the less used way may arrive
/// after those taking the other and still be a real choice: one round, the
/// same bound as the analysis's static choice (`CHOICE_ROUNDS`), about the
/// estimate's error on one course.
pub const FAR_BEHIND: f64 = 1.0;

/// Pieces a way must have been taken by before its arrival round is compared.
pub const FEW: u64 = 20;

/// What a watched choice stands for in the analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// `report.choices[i]`: the ways round an obstacle.
    Choice(usize),
    /// `report.shortcuts[i]`: the shortcut (way 0) and the way round (way 1).
    Shortcut(usize),
    /// `report.bends[i]`: the inner lane (way 0) and the outer lane (way 1).
    Bend(usize),
}

/// The route choices of a course as the simulator watches them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Watchlist {
    /// What the simulator is given, in order.
    pub watch: Vec<WatchedChoice>,
    /// What each stands for.
    pub sources: Vec<Origin>,
}

/// The spaces that are each way's alone, near where the two ways pass the
/// obstacle: the spaces of one way's passage (`a`, `b`: its route's spaces
/// near the obstacle) two hexes or more from every space of the other's,
/// with their neighbours that are as far from the other (so a piece walking
/// beside the route is counted with it). Where the ways run within a hex of
/// each other throughout, the spaces of one passage that are not on the
/// other. Then each is widened to the lines pieces really walk
/// ([`closer_to`]). Two sets made this way never share a space.
fn ways_apart(
    map: &Map,
    [a, b]: [&[SpaceId]; 2],
    [route_a, route_b]: [&[SpaceId]; 2],
) -> [Vec<SpaceId>; 2] {
    let dist = |s: SpaceId, other: &[SpaceId]| {
        other.iter().map(|&t| hex::distance(map.space(s).hex, map.space(t).hex)).min()
    };
    let core = |x: &[SpaceId], y: &[SpaceId]| -> Vec<SpaceId> {
        x.iter().copied().filter(|&s| dist(s, y).is_none_or(|d| d >= 2)).collect()
    };
    let widen = |x: Vec<SpaceId>, y: &[SpaceId]| -> Vec<SpaceId> {
        let mut out = x.clone();
        for &s in &x {
            for &n in map.neighbours(s) {
                let space = map.space(n);
                if space.is_enterable()
                    && space.start.is_none()
                    && !out.contains(&n)
                    && dist(n, y).is_none_or(|d| d >= 2)
                {
                    out.push(n);
                }
            }
        }
        out
    };
    let (ca, cb) = (core(a, b), core(b, a));
    let [mut sa, mut sb] = if ca.is_empty() || cb.is_empty() {
        let only = |x: &[SpaceId], y: &[SpaceId]| -> Vec<SpaceId> {
            x.iter().copied().filter(|s| !y.contains(s)).collect()
        };
        [only(a, b), only(b, a)]
    } else {
        [widen(ca, b), widen(cb, a)]
    };
    let [wa, wb] = closer_to(map, [&sa, &sb], [route_a, route_b]);
    sa.extend(wa.into_iter().filter(|s| !sb.contains(s)));
    sb.extend(wb.into_iter().filter(|s| !sa.contains(s)));
    for x in [&mut sa, &mut sb] {
        x.sort_unstable();
        x.dedup();
    }
    let both: Vec<SpaceId> = sa.iter().copied().filter(|s| sb.contains(s)).collect();
    sa.retain(|s| !both.contains(s));
    sb.retain(|s| !both.contains(s));
    [sa, sb]
}

/// How far from a way's own stretch of route a space may lie and still be
/// counted with it: a piece that strays further has gone some other way.
const STRAY: u32 = 3;

/// The lines pieces really walk past an obstacle: each way's stretch is the
/// run of its route that the other route does not share and that holds one
/// of the way's spaces (`seeds`), from where the routes part to where they
/// join. A space is counted with a way when it lies within [`STRAY`] hexes of
/// that stretch and strictly closer to it than to the other way's stretch and
/// to the routes' shared spaces: a piece there is walking that way, whatever
/// line it keeps to.
fn closer_to(
    map: &Map,
    seeds: [&[SpaceId]; 2],
    [route_a, route_b]: [&[SpaceId]; 2],
) -> [Vec<SpaceId>; 2] {
    let stretch = |route: &[SpaceId], other: &[SpaceId], seeds: &[SpaceId]| -> Vec<SpaceId> {
        let Some(k) = route.iter().position(|s| seeds.contains(s) && !other.contains(s)) else {
            return Vec::new();
        };
        let first = (0..=k).rev().take_while(|&i| !other.contains(&route[i])).last().unwrap_or(k);
        let last = (k..route.len()).take_while(|&i| !other.contains(&route[i])).last().unwrap_or(k);
        route[first..=last].to_vec()
    };
    let (xa, xb) = (stretch(route_a, route_b, seeds[0]), stretch(route_b, route_a, seeds[1]));
    if xa.is_empty() || xb.is_empty() {
        return [Vec::new(), Vec::new()];
    }
    let shared: Vec<SpaceId> = route_a.iter().copied().filter(|s| route_b.contains(s)).collect();
    let dist = |s: SpaceId, to: &[SpaceId]| {
        to.iter()
            .map(|&t| hex::distance(map.space(s).hex, map.space(t).hex))
            .min()
            .unwrap_or(u32::MAX)
    };
    let mut out = [Vec::new(), Vec::new()];
    for s in 0..map.len() {
        let space = map.space(s);
        if !space.is_enterable() || space.start.is_some() {
            continue;
        }
        let (da, db, dc) = (dist(s, &xa), dist(s, &xb), dist(s, &shared));
        if da <= STRAY && da < db && da < dc {
            out[0].push(s);
        } else if db <= STRAY && db < da && db < dc {
            out[1].push(s);
        }
    }
    out
}

/// The spaces where the pieces before and after a bent piece meet, when they
/// touch: a piece that crosses there skips the bend's piece and cuts its
/// corner, inside the turn.
fn corner_cut(map: &Map, piece: &str) -> Vec<SpaceId> {
    let Some(p) = map.pieces().iter().position(|x| x.id == piece) else { return Vec::new() };
    let Some(depth) = map.pieces()[p].depth else { return Vec::new() };
    let beside = |d: Option<usize>| {
        let d = d?;
        (0..map.pieces().len())
            .find(|&q| map.pieces()[q].depth == Some(d) && map.seam_between_pieces(p, q).is_some())
    };
    let (Some(prev), Some(next)) = (beside(depth.checked_sub(1)), beside(Some(depth + 1))) else {
        return Vec::new();
    };
    let Some(seam) = map.seam_between_pieces(prev, next) else { return Vec::new() };
    let mut out: Vec<SpaceId> = map
        .seam(seam)
        .pairs
        .iter()
        .flat_map(|&(x, y)| [x, y])
        .filter(|&s| map.space(s).is_enterable() && map.space(s).start.is_none())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn way(name: String, spaces: Vec<SpaceId>) -> WatchedWay {
    WatchedWay { name, spaces }
}

/// Every route choice, shortcut and bend of the analysis, as the simulator
/// watches them.
pub fn watchlist(map: &Map, report: &Report) -> Watchlist {
    let mut list = Watchlist::default();
    for (i, c) in report.choices.iter().enumerate() {
        let [a, b] = &c.ways;
        let [sa, sb] = ways_apart(map, [&a.near, &b.near], [&a.route, &b.route]);
        list.watch.push(WatchedChoice {
            name: format!("the route choice on {}", and_list(&c.pieces)),
            ways: vec![
                way(format!("the way {}", a.side), sa),
                way(format!("the way {}", b.side), sb),
            ],
        });
        list.sources.push(Origin::Choice(i));
    }
    for (i, s) in report.shortcuts.iter().enumerate() {
        let [ss, sa] =
            ways_apart(map, [&s.short.near, &s.around.near], [&s.short.route, &s.around.route]);
        let mut pieces: Vec<String> = Vec::new();
        for &x in s.short.near.iter().chain(&s.around.near) {
            let label = &map.pieces()[map.space(x).piece].label;
            if !pieces.contains(label) {
                pieces.push(label.clone());
            }
        }
        list.watch.push(WatchedChoice {
            name: format!("the shortcut on {}", and_list(&pieces)),
            ways: vec![
                way(format!("the shortcut {}", s.short.side), ss),
                way(format!("the way round {}", s.around.side), sa),
            ],
        });
        list.sources.push(Origin::Shortcut(i));
    }
    for (i, b) in report.bends.iter().enumerate() {
        if b.inner.is_none() || b.outer.is_none() {
            continue;
        }
        let mut inner = b.inner_spaces.clone();
        for s in corner_cut(map, &b.piece) {
            if !inner.contains(&s) && !b.outer_spaces.contains(&s) {
                inner.push(s);
            }
        }
        list.watch.push(WatchedChoice {
            name: format!("the bend on {}", b.label),
            ways: vec![
                way("the inner lane".into(), inner),
                way("the outer lane".into(), b.outer_spaces.clone()),
            ],
        });
        list.sources.push(Origin::Bend(i));
    }
    list
}

/// What the games showed at one route choice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    /// Both ways taken by a fair share, neither's takers far behind.
    Real,
    /// One way (its index) taken by more than `1 − FAIR_SHARE` of the pieces.
    OneWay {
        /// The way taken.
        way: usize,
        /// Its share.
        share: f64,
    },
    /// Both ways taken, but the takers of the less used way (its index)
    /// arrive more than [`FAR_BEHIND`] rounds after the others.
    Behind {
        /// The way whose takers fall behind.
        way: usize,
        /// By how many rounds.
        rounds: f64,
    },
    /// No piece took either way.
    Untaken,
}

impl Verdict {
    /// Whether the games confirm a real route choice.
    pub fn is_real(self) -> bool {
        self == Verdict::Real
    }
}

/// The verdict on a watched choice, with what the games showed in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    /// The verdict.
    pub verdict: Verdict,
    /// "the inner lane 55 %, the outer lane 45 %, arriving within 0.2 rounds: a real choice".
    pub text: String,
}

fn pct(x: f64) -> String {
    format!("{:.0} %", 100.0 * x)
}

/// Judges a watched choice of two ways or more by its two most used ways.
pub fn judge(u: &RouteUsage) -> Judged {
    let mut order: Vec<usize> = (0..u.ways.len()).collect();
    order.sort_by(|&a, &b| u.ways[b].pieces.cmp(&u.ways[a].pieces).then(a.cmp(&b)));
    let (Some(&most), Some(&less)) = (order.first(), order.get(1)) else {
        return Judged { verdict: Verdict::Untaken, text: "no piece took either way".into() };
    };
    let (m, l) = (&u.ways[most], &u.ways[less]);
    if m.pieces == 0 {
        return Judged { verdict: Verdict::Untaken, text: "no piece took either way".into() };
    }
    let behind = match (m.mean_arrival_round, l.mean_arrival_round) {
        (Some(a), Some(b)) if l.pieces >= FEW => Some(b - a),
        _ => None,
    };
    let by = |d: f64| {
        if d.abs() < 0.05 {
            "at the same round".to_string()
        } else if d > 0.0 {
            format!("{d:.1} rounds sooner")
        } else {
            format!("{:.1} rounds later", -d)
        }
    };
    if l.share < FAIR_SHARE {
        let sooner = behind.map_or(String::new(), |d| format!(" and arrived {}", by(d)));
        return Judged {
            verdict: Verdict::OneWay { way: most, share: m.share },
            text: format!(
                "{} of pieces took {}{sooner}: players have no real choice here",
                pct(m.share),
                m.name
            ),
        };
    }
    let shares = format!("{} {}, {} {}", m.name, pct(m.share), l.name, pct(l.share));
    match behind {
        Some(d) if d.abs() > FAR_BEHIND => {
            let slow = if d > 0.0 { less } else { most };
            Judged {
                verdict: Verdict::Behind { way: slow, rounds: d.abs() },
                text: format!(
                    "{shares}, but the pieces that took {} arrived {:.1} rounds later: a trap rather than a choice",
                    u.ways[slow].name,
                    d.abs()
                ),
            }
        }
        Some(d) => Judged {
            verdict: Verdict::Real,
            text: format!("{shares}, arriving within {:.1} rounds: a real choice", d.abs()),
        },
        None => Judged { verdict: Verdict::Real, text: format!("{shares}: a real choice") },
    }
}

/// Route choices the games confirm as real, of those the analysis lists.
pub fn confirmed_choices(list: &Watchlist, usage: &[RouteUsage]) -> usize {
    list.sources
        .iter()
        .zip(usage)
        .filter(|(s, u)| matches!(s, Origin::Choice(_)) && judge(u).verdict.is_real())
        .count()
}

/// What the games showed at each watched choice, one line each: "the route
/// choice on board C and board F: the way west 55 %, the way east 45 %,
/// arriving within 0.2 rounds: a real choice".
pub fn evidence_lines(list: &Watchlist, usage: &[RouteUsage]) -> Vec<String> {
    list.watch.iter().zip(usage).map(|(w, u)| format!("{}: {}", w.name, judge(u).text)).collect()
}

/// What the games say of a tip b or tip c finding: the tip's wish is that
/// the short way (a shortcut, an inner lane) is no free gain, so that both
/// ways stay worth taking. It is broken in play when the short way (way 0)
/// is the only way taken, or its takers are far ahead.
pub fn tip_broken_in_play(j: &Judged) -> bool {
    match j.verdict {
        Verdict::OneWay { way, .. } => way == 0,
        Verdict::Behind { way, .. } => way == 1,
        Verdict::Real | Verdict::Untaken => false,
    }
}

/// One route choice, shortcut or bend: what the analysis says beside what
/// the games showed.
#[derive(Debug, Clone, PartialEq)]
pub struct Evidence {
    /// What it stands for in the analysis.
    pub source: Origin,
    /// Its rulebook tip: 'b' for a shortcut, 'c' for a bend, none for a choice.
    pub tip: Option<char>,
    /// Whether the static analysis finds it in order: a real choice, a tip kept.
    pub static_ok: bool,
    /// Which way the pieces took, with fast bots (the reference).
    pub usage: RouteUsage,
    /// The verdict of the fast bots' games.
    pub judged: Judged,
    /// Whether the games find it in order: a real choice, a tip kept in play.
    pub measured_ok: bool,
    /// The same choice with strong bots, when they were asked for: whether a
    /// dominant way is the fast bot's habit.
    pub strong: Option<(RouteUsage, Judged)>,
}

impl Evidence {
    /// The measured verdict in words: "tip c kept in play: …", "a real choice: …".
    pub fn verdict_text(&self) -> String {
        let head = match (self.tip, self.measured_ok) {
            (Some(t), true) => format!("tip {t} kept in play"),
            (Some(t), false) => format!("tip {t} broken in play"),
            (None, true) => "confirmed".to_string(),
            (None, false) => "not a real choice in play".to_string(),
        };
        let mut text = format!("{head}: {}", self.judged.text);
        if let Some((_, s)) = &self.strong {
            let agree = s.verdict.is_real() == self.judged.verdict.is_real();
            let _ = std::fmt::Write::write_fmt(
                &mut text,
                format_args!(
                    "; strong bots: {}{}",
                    s.text,
                    if agree { "" } else { " (so the fast bot's habit carries the figure)" }
                ),
            );
        }
        text
    }
}

/// Whether a measured verdict keeps what the source asks: a choice is real, a
/// tip's short way is no free gain.
fn measured_ok(source: Origin, j: &Judged) -> bool {
    match source {
        Origin::Choice(_) => j.verdict.is_real(),
        Origin::Shortcut(_) | Origin::Bend(_) => !tip_broken_in_play(j),
    }
}

/// Whether the static analysis finds a source in order (the same test its
/// findings make).
pub fn static_ok(report: &Report, source: Origin) -> bool {
    match source {
        Origin::Choice(_) => true,
        Origin::Shortcut(i) => report.shortcuts.get(i).is_none_or(|s| s.harder),
        Origin::Bend(i) => report.bends.get(i).is_none_or(|b| match (&b.inner, &b.outer) {
            (Some(inner), Some(outer)) => {
                b.inner_harder != Some(false) || inner.steps >= outer.steps
            }
            _ => true,
        }),
    }
}

/// The evidence of every watched source, from a run (and a strong-bot run)
/// made with `list.watch`.
pub fn evidence(
    report: &Report,
    list: &Watchlist,
    fast: &[RouteUsage],
    strong: Option<&[RouteUsage]>,
) -> Vec<Evidence> {
    list.sources
        .iter()
        .zip(fast)
        .enumerate()
        .map(|(k, (&source, usage))| {
            let judged = judge(usage);
            Evidence {
                source,
                tip: match source {
                    Origin::Choice(_) => None,
                    Origin::Shortcut(_) => Some('b'),
                    Origin::Bend(_) => Some('c'),
                },
                static_ok: static_ok(report, source),
                measured_ok: measured_ok(source, &judged),
                usage: usage.clone(),
                judged,
                strong: strong.and_then(|s| s.get(k)).map(|u| (u.clone(), judge(u))),
            }
        })
        .collect()
}

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

/// The usage of every watched choice of a course, by name, with fast bots;
/// none once `progress` is cancelled (a part of the games is no measure).
fn usage_by_name(
    course: &eldorado_core::course::Course,
    games: u64,
    seed: u64,
    progress: &eldorado_sim::Progress,
) -> Option<Vec<RouteUsage>> {
    use eldorado_sim::{SimConfig, run};
    let map = Map::build(course).ok()?;
    let list = watchlist(&map, &eldorado_analysis::analyze_figures(&map));
    let config = SimConfig { games, seed, watch: list.watch, ..SimConfig::default() };
    let result = run(&map, "", &config, None, progress).ok()?;
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
    let Some(before) = usage_by_name(course, games, seed, progress) else { return Vec::new() };
    let Ok(map) = Map::build(course) else { return Vec::new() };
    let list = crate::edits::edits(course);
    let mut out = Vec::new();
    for u in before.iter().filter(|u| !judge(u).verdict.is_real()) {
        let pieces: Vec<String> = map
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
            action: edit.describe(course),
            edit,
            before: start,
            after: minority(same),
            verdict: judge(same).text,
        });
    }
    out
}
