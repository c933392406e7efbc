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

use eldorado_analysis::report::{Gate, Report};
use eldorado_core::map::{Map, SpaceId};
use eldorado_core::text::and_list;
use eldorado_messages::{Lang, text_with};
pub use eldorado_sim::montecarlo::Origin;
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

/// The share of the pieces a way must have been taken by, beside [`FEW`],
/// before how its takers fared is worded: the few who take a way nearly
/// nobody takes are not the pieces that would take it (a way taken by 2 %
/// whose 53 pieces won 2 % and "arrived in round 16.0").
pub const HANDFUL_SHARE: f64 = 0.05;

/// Whether a way was taken by enough pieces for how they fared (wins,
/// arrival round, sooner or later than the other way) to be told: at least
/// [`FEW`] pieces and [`HANDFUL_SHARE`] of them. Below, every wording of
/// the games says "too few to tell" or stays silent.
pub fn enough(w: &eldorado_sim::montecarlo::WayUsage) -> bool {
    w.pieces >= FEW && w.share >= HANDFUL_SHARE
}

/// The route choices of a course as the simulator watches them: each way its
/// gate, the steps across its half of the analysis's cut line
/// (`eldorado_analysis::report::Gate`), so that a piece is credited with the
/// side it passed on, decided where it passed.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Watchlist {
    /// What the simulator is given, in order, each under its [`Origin`].
    pub watch: Vec<WatchedChoice>,
}

fn way(name: String, gate: &Gate) -> WatchedWay {
    WatchedWay { name, gate: gate.steps.clone() }
}

thread_local! {
    /// Watchlists this thread has made.
    static MADE_HERE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many watchlists this thread has made: a flow that should make one
/// per course can be counted.
pub fn watchlists_made_here() -> u64 {
    MADE_HERE.with(|m| m.get())
}

/// Every route choice, shortcut and bend of the analysis that a piece can
/// pass by one of its ways, as the simulator watches them.
pub fn watchlist(map: &Map, report: &Report) -> Watchlist {
    MADE_HERE.with(|m| m.set(m.get() + 1));
    let mut list = Watchlist::default();
    // Two choices named by the same pieces each also say their obstacle,
    // as the catalogue's names do (`route_words::choice_name`).
    let told_apart = |name: String, origin: Origin| match twin_obstacle(map, report, origin) {
        Some(first) => {
            let at = eldorado_analysis::said::Word::space(map, first).in_lang(Lang::English);
            let by = text_with(Lang::English, "route-by-mountains", &[("at", at.into())]);
            format!("{name} {by}")
        }
        None => name,
    };
    let mut push = |origin: Origin, name: String, ways: Vec<WatchedWay>| {
        // A way no step crosses is watched too: its count is nought.
        if ways.iter().any(|w| !w.gate.is_empty()) {
            list.watch.push(WatchedChoice { origin, name, ways });
        }
    };
    for (i, c) in report.choices.iter().enumerate() {
        let [a, b] = &c.ways;
        push(
            Origin::Choice(i),
            told_apart(format!("the route choice on {}", and_list(&c.pieces)), Origin::Choice(i)),
            vec![
                way(format!("the way {}", a.side), &a.gate),
                way(format!("the way {}", b.side), &b.gate),
            ],
        );
    }
    for (i, s) in report.shortcuts.iter().enumerate() {
        let mut pieces: Vec<String> = Vec::new();
        for &x in s.short.near.iter().chain(&s.around.near) {
            let label = &map.pieces()[map.space(x).piece].label;
            if !pieces.contains(label) {
                pieces.push(label.clone());
            }
        }
        push(
            Origin::Shortcut(i),
            told_apart(format!("the shortcut on {}", and_list(&pieces)), Origin::Shortcut(i)),
            vec![
                way(format!("the shortcut {}", s.short.side), &s.short.gate),
                way(format!("the way round {}", s.around.side), &s.around.gate),
            ],
        );
    }
    // Every bend with a cut, though tip c prices only bends with a lane
    // each side: the games show how a bend is passed either way.
    for (i, b) in report.bends.iter().enumerate() {
        let Some([inner, outer]) = &b.gates else { continue };
        push(
            Origin::Bend(i),
            format!("the bend on {}", b.label),
            vec![way("the inner lane".into(), inner), way("the outer lane".into(), outer)],
        );
    }
    list
}

/// Whether a watched bend or shortcut lies on the start board, where the
/// side each piece passes is decided by the start space it begins on: shown,
/// but judged as no design tip.
pub fn decided_by_start(report: &Report, origin: Origin) -> bool {
    match origin {
        Origin::Bend(i) => report.bends.get(i).is_some_and(|b| b.start_board),
        Origin::Shortcut(i) => report.shortcuts.get(i).is_some_and(|s| s.start_board),
        Origin::Choice(_) => false,
    }
}

/// How a piece passing one way is told in a trace: "passes the shortcut on
/// board D on the south side (the short way)", "passes the bend on board C
/// in the inner lane".
pub fn passing_words(report: &Report, choice: &WatchedChoice, way: usize) -> String {
    let side = |w: &eldorado_analysis::report::Way| w.side;
    let on = match choice.origin {
        Origin::Choice(i) => report
            .choices
            .get(i)
            .and_then(|c| c.ways.get(way))
            .map(|w| format!("on the {} side", side(w))),
        Origin::Shortcut(i) => report.shortcuts.get(i).map(|s| match way {
            0 => format!("on the {} side (the short way)", side(&s.short)),
            _ => format!("on the {} side (the way round)", side(&s.around)),
        }),
        Origin::Bend(_) => Some(
            if way == 0 { "in the inner lane" } else { "in the outer lane" }.to_string()
                + if decided_by_start(report, choice.origin) {
                    " (its start space decides it)"
                } else {
                    ""
                },
        ),
    };
    format!("passes {} {}", choice.name, on.unwrap_or_default())
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
        (Some(a), Some(b)) if enough(l) => Some(b - a),
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
pub fn confirmed_choices(usage: &[RouteUsage]) -> usize {
    usage
        .iter()
        .filter(|u| matches!(u.origin, Origin::Choice(_)) && judge(u).verdict.is_real())
        .count()
}

/// What the games showed at each watched choice, one line each: "the route
/// choice on board C and board F: the way west 55 %, the way east 45 %,
/// arriving within 0.2 rounds: a real choice".
pub fn evidence_lines(usage: &[RouteUsage]) -> Vec<String> {
    usage.iter().map(|u| format!("{}: {}", u.name, judge(u).text)).collect()
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
    /// Its rulebook tip: 'b' for a shortcut, 'c' for a bend, none for a
    /// choice or a bend on the start board (no design tip: the start space
    /// decides each piece's lane there).
    pub tip: Option<char>,
    /// A bend on the start board, whose lanes the start spaces decide.
    pub start_board: bool,
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
            _ if self.start_board => "each piece's lane decided by its start space".to_string(),
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
/// findings make; a bend on the start board is no design tip).
pub fn static_ok(report: &Report, source: Origin) -> bool {
    match source {
        Origin::Choice(_) => true,
        Origin::Shortcut(i) => report.shortcuts.get(i).is_none_or(|s| s.harder || s.start_board),
        Origin::Bend(i) => report.bends.get(i).is_none_or(|b| match (&b.inner, &b.outer) {
            _ if b.start_board => true,
            (Some(inner), Some(outer)) => {
                b.inner_harder != Some(false) || inner.steps >= outer.steps
            }
            _ => true,
        }),
    }
}

/// The evidence of every watched source, from a run (and a strong-bot run)
/// made watching [`watchlist`]`(map, report)`: each run's usage is matched
/// to the source by its [`Origin`].
pub fn evidence(
    report: &Report,
    fast: &[RouteUsage],
    strong: Option<&[RouteUsage]>,
) -> Vec<Evidence> {
    fast.iter()
        .map(|usage| {
            let source = usage.origin;
            let judged = judge(usage);
            let start_board = decided_by_start(report, source);
            Evidence {
                source,
                tip: match source {
                    _ if start_board => None,
                    Origin::Choice(_) => None,
                    Origin::Shortcut(_) => Some('b'),
                    Origin::Bend(_) => Some('c'),
                },
                start_board,
                static_ok: static_ok(report, source),
                measured_ok: start_board || measured_ok(source, &judged),
                usage: usage.clone(),
                judged,
                strong: strong
                    .and_then(|s| s.iter().find(|u| u.origin == source))
                    .map(|u| (u.clone(), judge(u))),
            }
        })
        .collect()
}

/// The pieces a watched choice is named by, in the analysis's order.
pub(crate) fn pieces_of(map: &Map, report: &Report, origin: Origin) -> Vec<usize> {
    let mut pieces = Vec::new();
    let mut add = |p: usize| {
        if !pieces.contains(&p) {
            pieces.push(p);
        }
    };
    match origin {
        Origin::Choice(i) => {
            for label in report.choices.get(i).map_or(&[][..], |c| &c.pieces[..]) {
                if let Some(p) = map.pieces().iter().position(|x| &x.label == label) {
                    add(p);
                }
            }
        }
        Origin::Shortcut(i) => {
            for s in report
                .shortcuts
                .get(i)
                .iter()
                .flat_map(|s| s.short.near.iter().chain(&s.around.near))
            {
                add(map.space(*s).piece);
            }
        }
        Origin::Bend(i) => {
            if let Some(p) =
                report.bends.get(i).and_then(|b| map.pieces().iter().position(|x| x.id == b.piece))
            {
                add(p);
            }
        }
    }
    pieces
}

/// Where two route choices, or two shortcuts, would be named by the same
/// pieces (several obstacles among the same boards): the first space of
/// this one's obstacle, which names it apart.
pub fn twin_obstacle(map: &Map, report: &Report, origin: Origin) -> Option<SpaceId> {
    let (obstacle, others): (&[SpaceId], Vec<Origin>) = match origin {
        Origin::Choice(i) => (
            &report.choices.get(i)?.obstacle,
            (0..report.choices.len()).filter(|&j| j != i).map(Origin::Choice).collect(),
        ),
        Origin::Shortcut(i) => (
            &report.shortcuts.get(i)?.obstacle,
            (0..report.shortcuts.len()).filter(|&j| j != i).map(Origin::Shortcut).collect(),
        ),
        Origin::Bend(_) => return None,
    };
    let mine = pieces_of(map, report, origin);
    if !others.iter().any(|&o| pieces_of(map, report, o) == mine) {
        return None;
    }
    obstacle.iter().min().copied()
}
