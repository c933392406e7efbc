//! What the games showed at each route choice, shortcut (tip b) and bend
//! (tip c), worded in the session's language: beneath the problems panel's
//! findings once a simulation of the open course is known, and under each of
//! the generator's candidates.
//!
//! The verdict is `eldorado_design::routes::judge`'s (one definition of a
//! real route choice); this module only words it, and matches each watched
//! choice to the finding that speaks of it by the finding's spaces (the same
//! spaces the analysis gives the finding: a shortcut's obstacle and short
//! way, a bend's inner lane, a choice's obstacle and both ways).

use eldorado_analysis::report::Report;
use eldorado_analysis::said::Word;
use eldorado_core::catalog::PieceKind;
use eldorado_core::hex::Hex;
use eldorado_core::map::{Map, SpaceId};
use eldorado_design::routes::{FEW, Origin, Verdict, judge, tip_broken_in_play, watchlist};
use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_sim::SimResult;
use eldorado_sim::montecarlo::RouteUsage;

use crate::insight::{GamesSaid, Remark};

/// A share in whole per cent, as the catalogue writes it beside "%".
fn percent(share: f64) -> Arg<'static> {
    Arg::Number((100.0 * share).round())
}

/// The names of a watched choice's ways, in `lang`, in the watchlist's order.
fn way_names(lang: Lang, report: &Report, origin: Origin) -> Vec<String> {
    match origin {
        Origin::Shortcut(_) => {
            vec![text(lang, "route-way-shortcut"), text(lang, "route-way-around")]
        }
        Origin::Bend(_) => vec![text(lang, "route-way-inner"), text(lang, "route-way-outer")],
        Origin::Choice(i) => report.choices.get(i).map_or_else(Vec::new, |c| {
            c.ways
                .iter()
                .map(|w| text_with(lang, "route-way-side", &[("side", w.side.into())]))
                .collect()
        }),
    }
}

/// What the games showed at one choice, in `lang`: the words of
/// [`judge`]'s verdict, its ways named by `names` (in the usage's order).
pub fn judged_in(lang: Lang, usage: &RouteUsage, names: &[String]) -> String {
    let judged = judge(usage);
    let name = |i: usize| {
        names
            .get(i)
            .cloned()
            .or_else(|| usage.ways.get(i).map(|w| w.name.clone()))
            .unwrap_or_default()
    };
    // The two most used ways, as `judge` orders them.
    let mut order: Vec<usize> = (0..usage.ways.len()).collect();
    order.sort_by(|&a, &b| usage.ways[b].pieces.cmp(&usage.ways[a].pieces).then(a.cmp(&b)));
    let (Some(&most), Some(&less)) = (order.first(), order.get(1)) else {
        return text(lang, "route-untaken");
    };
    let (m, l) = (&usage.ways[most], &usage.ways[less]);
    let gap = match (m.mean_arrival_round, l.mean_arrival_round) {
        (Some(a), Some(b)) => Some(b - a),
        _ => None,
    };
    let shares = |extra: Vec<(&'static str, Arg<'static>)>| {
        let mut args: Vec<(&str, Arg)> = vec![
            ("first", name(most).into()),
            ("first-share", percent(m.share)),
            ("second", name(less).into()),
            ("second-share", percent(l.share)),
        ];
        args.extend(extra);
        args
    };
    match judged.verdict {
        Verdict::Untaken => text(lang, "route-untaken"),
        Verdict::OneWay { way, share } => {
            let base: Vec<(&str, Arg)> = vec![("share", percent(share)), ("way", name(way).into())];
            // `judge` compares arrivals only once the less used way was
            // taken by enough pieces.
            let id = match gap.filter(|_| l.pieces >= FEW) {
                None => "route-one-way",
                Some(d) if d.abs() < 0.05 => "route-one-way-same",
                Some(d) if d > 0.0 => "route-one-way-sooner",
                Some(_) => "route-one-way-later",
            };
            let mut args = base;
            args.push(("rounds", Arg::Decimal(gap.unwrap_or(0.0).abs(), 1)));
            text_with(lang, id, &args)
        }
        Verdict::Behind { way, rounds } => text_with(
            lang,
            "route-behind",
            &shares(vec![("slow", name(way).into()), ("rounds", Arg::Decimal(rounds, 1))]),
        ),
        Verdict::Real => match gap.filter(|_| l.pieces >= FEW) {
            Some(d) => {
                text_with(lang, "route-real", &shares(vec![("rounds", Arg::Decimal(d.abs(), 1))]))
            }
            None => text_with(lang, "route-real-unmeasured", &shares(Vec::new())),
        },
    }
}

/// The hexes of the finding the analysis makes of a watched choice, sorted:
/// the same spaces `eldorado_analysis`'s tips give it.
fn finding_hexes(map: &Map, report: &Report, origin: Origin) -> Vec<Hex> {
    let spaces: Vec<SpaceId> = match origin {
        Origin::Shortcut(i) => report
            .shortcuts
            .get(i)
            .map_or_else(Vec::new, |s| s.obstacle.iter().chain(&s.short.near).copied().collect()),
        Origin::Bend(i) => report.bends.get(i).map_or_else(Vec::new, |b| b.inner_spaces.clone()),
        Origin::Choice(i) => report.choices.get(i).map_or_else(Vec::new, |c| {
            let [a, b] = &c.ways;
            c.obstacle.iter().chain(&a.near).chain(&b.near).copied().collect()
        }),
    };
    sorted(spaces.iter().map(|&s| map.space(s).hex).collect())
}

fn sorted(mut hexes: Vec<Hex>) -> Vec<Hex> {
    hexes.sort_unstable_by_key(|h| (h.x, h.y));
    hexes.dedup();
    hexes
}

/// What the games of `result` (played on `map`, watching the analysis's
/// choices) showed of each tip b and tip c finding and each route-choice
/// note among `remarks`, in `lang`: `remarks[k]` is given
/// `evidence[k]`. A remark no watched choice speaks of is given none.
pub fn for_remarks(
    remarks: &[Remark],
    result: &SimResult,
    map: &Map,
    lang: Lang,
) -> Vec<Option<GamesSaid>> {
    let report = eldorado_analysis::analyze_figures(map);
    let list = watchlist(map, &report);
    let mut found: Vec<Option<GamesSaid>> = vec![None; remarks.len()];
    for ((watched, &origin), usage) in
        list.watch.iter().zip(&list.sources).zip(&result.route_choices)
    {
        // A run made before the analysis changed watched other choices.
        if watched.name != usage.name {
            continue;
        }
        let hexes = finding_hexes(map, &report, origin);
        let Some(k) = remarks.iter().position(|r| sorted(r.hexes.clone()) == hexes) else {
            continue;
        };
        let evidence = judged_in(lang, usage, &way_names(lang, &report, origin));
        let judged = judge(usage);
        let games = result.games_played;
        let (id, holds) = match origin {
            Origin::Choice(_) => ("route-games", judged.verdict.is_real()),
            Origin::Shortcut(_) | Origin::Bend(_) if tip_broken_in_play(&judged) => {
                ("route-games", true)
            }
            Origin::Shortcut(_) | Origin::Bend(_) if judged.verdict.is_real() => {
                ("route-games-real-choice", false)
            }
            Origin::Shortcut(_) | Origin::Bend(_) => ("route-games-no-gain", false),
        };
        let line = text_with(lang, id, &[("games", games.into()), ("evidence", evidence.into())]);
        found[k] = Some(GamesSaid { line, holds });
    }
    found
}

/// A watched choice named in `lang`: "the bend on board I", "le virage sur
/// le plateau I".
fn choice_name(lang: Lang, map: &Map, report: &Report, origin: Origin) -> String {
    // The pieces the watchlist names the choice by, in its order.
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
    let id = match origin {
        Origin::Choice(_) => "route-choice-on",
        Origin::Shortcut(_) => "route-shortcut-on",
        Origin::Bend(_) => "route-bend-on",
    };
    // Each piece with its article where the language wants one.
    let named = |p: usize| {
        let kind = match map.piece(p).kind {
            PieceKind::Strip => "strip",
            PieceKind::Finish => "finish",
            PieceKind::Start | PieceKind::Terrain => "board",
        };
        let piece = Word::piece(map, p).in_lang(lang);
        Word::Text(text_with(
            lang,
            "route-piece",
            &[("kind", kind.into()), ("piece", piece.into())],
        ))
    };
    let words = Word::List(pieces.into_iter().map(named).collect());
    text_with(lang, id, &[("pieces", words.in_lang(lang).into())])
}

/// What the games showed at each route choice, shortcut and bend of a
/// course (`usage`, from a run watching `watchlist(map, analyze_figures(map))`),
/// one line each in `lang`: "the bend on board I: 100 % of pieces took the
/// inner lane …".
pub fn lines(map: &Map, usage: &[RouteUsage], lang: Lang) -> Vec<String> {
    let report = eldorado_analysis::analyze_figures(map);
    let list = watchlist(map, &report);
    list.watch
        .iter()
        .zip(&list.sources)
        .zip(usage)
        .filter(|((w, _), u)| w.name == u.name)
        .map(|((_, &origin), u)| {
            let evidence = judged_in(lang, u, &way_names(lang, &report, origin));
            text_with(
                lang,
                "route-evidence",
                &[
                    ("choice", choice_name(lang, map, &report, origin).into()),
                    ("evidence", evidence.into()),
                ],
            )
        })
        .collect()
}

/// A watched choice of a run as a person reads it, in one language.
#[derive(Debug, Clone, PartialEq)]
pub struct Worded {
    /// "the bend on board I", "le virage sur le plateau I".
    pub choice: String,
    /// Its ways, in the run's order: "the inner lane", "l'intérieur du virage".
    pub ways: Vec<String>,
    /// What the games showed there ([`judged_in`]).
    pub verdict: String,
}

/// Each route choice of a run (`usage`, watched as
/// `watchlist(map, analyze_figures(map))` watches them) named in `lang`, in the
/// run's order; `None` where the run watched another choice than the
/// course's own list (a run of an older course).
pub fn worded(map: &Map, usage: &[RouteUsage], lang: Lang) -> Vec<Option<Worded>> {
    let report = eldorado_analysis::analyze_figures(map);
    let list = watchlist(map, &report);
    let mut out: Vec<Option<Worded>> = usage.iter().map(|_| None).collect();
    for (((w, &origin), u), slot) in list.watch.iter().zip(&list.sources).zip(usage).zip(&mut out) {
        if w.name != u.name {
            continue;
        }
        let ways = way_names(lang, &report, origin);
        *slot = Some(Worded {
            choice: choice_name(lang, map, &report, origin),
            verdict: judged_in(lang, u, &ways),
            ways,
        });
    }
    out
}
