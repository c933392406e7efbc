//! Route choices as a person reads them, in any language: each watched
//! choice named ("the shortcut on board D"), its ways ("the inner lane"),
//! what the games showed there ([`crate::routes::judge`]'s verdict in words)
//! and a piece passing it ("piece 1a passes the shortcut on board D on the
//! south side (the short way)"). One wording for the command line (English),
//! the editor, the game view and the generator.

use eldorado_analysis::report::Report;
use eldorado_analysis::said::Word;
use eldorado_core::catalog::PieceKind;
use eldorado_core::map::Map;
use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_sim::montecarlo::{Origin, RouteUsage};

use crate::routes::{
    FAIR_SHARE, FAR_BEHIND, Judged, Verdict, decided_by_start, enough, judge, pieces_of,
    tip_broken_in_play,
};
use crate::run::Watched;

/// A share in whole per cent, as the catalogue writes it beside "%".
pub fn percent(share: f64) -> Arg<'static> {
    Arg::Number((100.0 * share).round())
}

/// The names of a watched choice's ways, in `lang`, in the watchlist's order.
pub fn way_names(lang: Lang, report: &Report, origin: Origin) -> Vec<String> {
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
            // `judge` compares arrivals only once the less used way was
            // taken by enough pieces.
            let id = match gap.filter(|_| enough(l)) {
                None => "route-one-way",
                Some(d) if d.abs() < 0.05 => "route-one-way-same",
                Some(d) if d > 0.0 => "route-one-way-sooner",
                Some(_) => "route-one-way-later",
            };
            let args: Vec<(&str, Arg)> = vec![
                ("share", percent(share)),
                ("way", name(way).into()),
                ("rounds", Arg::Decimal(gap.unwrap_or(0.0).abs(), 1)),
                // The bound of a real choice, so that 82/18 says why it is none.
                ("least", percent(FAIR_SHARE)),
            ];
            text_with(lang, id, &args)
        }
        Verdict::Behind { way, rounds } => text_with(
            lang,
            "route-behind",
            &shares(vec![("slow", name(way).into()), ("rounds", Arg::Decimal(rounds, 1))]),
        ),
        Verdict::Real => match gap.filter(|_| enough(l)) {
            Some(d) => {
                text_with(lang, "route-real", &shares(vec![("rounds", Arg::Decimal(d.abs(), 1))]))
            }
            None => text_with(lang, "route-real-unmeasured", &shares(Vec::new())),
        },
    }
}

/// A watched choice named in `lang`: "the bend on board I", "le virage sur
/// le plateau I".
pub fn choice_name(lang: Lang, map: &Map, report: &Report, origin: Origin) -> String {
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
    let words = Word::List(pieces_of(map, report, origin).into_iter().map(named).collect());
    let name = text_with(lang, id, &[("pieces", words.in_lang(lang).into())]);
    match obstacle_said(lang, map, report, origin) {
        Some(obstacle) => text_with(
            lang,
            "route-named-by-obstacle",
            &[("name", name.into()), ("obstacle", obstacle.into())],
        ),
        None => name,
    }
}

/// Where two route choices, or two shortcuts, would be named by the same
/// pieces, what tells each apart: its obstacle, "by the mountains at E 3
/// o'clock ring 2" ([`crate::routes::twin_obstacle`]). `None` where the
/// pieces name it alone.
pub fn obstacle_said(lang: Lang, map: &Map, report: &Report, origin: Origin) -> Option<String> {
    let first = crate::routes::twin_obstacle(map, report, origin)?;
    let at = Word::space(map, first).in_lang(lang);
    Some(text_with(lang, "route-by-mountains", &[("at", at.into())]))
}

/// The way a piece passed one watched choice by, in `lang`: "on the south
/// side (the short way)", "in the inner lane".
pub fn passed_by(lang: Lang, report: &Report, origin: Origin, way: usize) -> String {
    let (id, side) = match origin {
        Origin::Choice(i) => (
            "route-by-side",
            report.choices.get(i).and_then(|c| c.ways.get(way)).map_or("", |w| w.side),
        ),
        Origin::Shortcut(i) => {
            let s = report.shortcuts.get(i);
            if way == 0 {
                ("route-by-short", s.map_or("", |s| s.short.side))
            } else {
                ("route-by-around", s.map_or("", |s| s.around.side))
            }
        }
        Origin::Bend(_) => {
            let id = match (way, decided_by_start(report, origin)) {
                (0, false) => "route-by-inner",
                (_, false) => "route-by-outer",
                (0, true) => "route-by-inner-start",
                (_, true) => "route-by-outer-start",
            };
            (id, "")
        }
    };
    text_with(lang, id, &[("side", side.into())])
}

/// A piece passing one way of a watched choice, in `lang`: "piece 1a passes
/// the shortcut on board D on the south side (the short way)". `piece` names
/// the piece as the game's story does.
pub fn passing(
    lang: Lang,
    map: &Map,
    report: &Report,
    origin: Origin,
    way: usize,
    piece: &str,
) -> String {
    let args = [
        ("piece", piece.into()),
        ("choice", choice_name(lang, map, report, origin).into()),
        ("way", passed_by(lang, report, origin, way).into()),
    ];
    text_with(lang, "route-passes", &args)
}

/// A watched choice of a run as a person reads it, in one language.
#[derive(Debug, Clone, PartialEq)]
pub struct Worded {
    /// What it stands for in the analysis.
    pub origin: Origin,
    /// "the bend on board I", "le virage sur le plateau I".
    pub choice: String,
    /// Its ways, in the run's order: "the inner lane", "l'intérieur du virage".
    pub ways: Vec<String>,
    /// What the games showed there ([`judged_in`]); for a bend on the start
    /// board, that its lanes are the start spaces' doing.
    pub verdict: String,
}

/// Each route choice of a run (`usage`, watched as `watched` lists them)
/// named in `lang`, in the run's order. Usage of a choice `watched` does not
/// hold (a run of another course) is left out.
pub fn worded(map: &Map, watched: &Watched, usage: &[RouteUsage], lang: Lang) -> Vec<Worded> {
    let report = &watched.report;
    usage
        .iter()
        .filter(|u| watched.choice(u.origin).is_some())
        .map(|u| {
            let ways = way_names(lang, report, u.origin);
            let verdict = judged_in(lang, u, &ways);
            let verdict = if decided_by_start(report, u.origin) {
                text_with(lang, "route-start-decides", &[("evidence", verdict.into())])
            } else {
                verdict
            };
            Worded {
                origin: u.origin,
                choice: choice_name(lang, map, report, u.origin),
                ways,
                verdict,
            }
        })
        .collect()
}

/// What the games showed at each route choice, shortcut and bend, one line
/// each in `lang`: "the bend on board I: 100 % of pieces took the inner lane …".
pub fn lines(map: &Map, watched: &Watched, usage: &[RouteUsage], lang: Lang) -> Vec<String> {
    worded(map, watched, usage, lang)
        .into_iter()
        .map(|w| {
            text_with(
                lang,
                "route-evidence",
                &[("choice", w.choice.into()), ("evidence", w.verdict.into())],
            )
        })
        .collect()
}

/// What a designer should do about a tip b or c finding or a route-choice
/// note, from what the games showed there (`judged`, its ways named by
/// `names`): keep the warning and what to change, drop it, or change the
/// choice. One line, ending the finding.
pub fn verdict_in(
    lang: Lang,
    report: &Report,
    origin: Origin,
    judged: &Judged,
    names: &[String],
) -> String {
    let name = |i: usize| names.get(i).cloned().unwrap_or_default();
    let real = || {
        text_with(
            lang,
            "route-verdict-drop-real",
            &[("least", percent(FAIR_SHARE)), ("rounds", Arg::Decimal(FAR_BEHIND, 0))],
        )
    };
    if judged.verdict == Verdict::Untaken {
        return text(lang, "route-verdict-untaken");
    }
    if decided_by_start(report, origin) {
        return text(lang, "route-verdict-start-board");
    }
    match origin {
        Origin::Shortcut(_) if tip_broken_in_play(judged) => {
            text(lang, "route-verdict-keep-shortcut")
        }
        Origin::Bend(_) if tip_broken_in_play(judged) => text(lang, "route-verdict-keep-bend"),
        Origin::Shortcut(_) | Origin::Bend(_) if judged.verdict.is_real() => real(),
        Origin::Shortcut(_) | Origin::Bend(_) => text(lang, "route-verdict-drop-no-gain"),
        Origin::Choice(_) => match judged.verdict {
            Verdict::OneWay { way, .. } => text_with(
                lang,
                "route-verdict-choice-one-way",
                &[("less", name(1 - way.min(1)).into()), ("most", name(way).into())],
            ),
            Verdict::Behind { way, rounds } => text_with(
                lang,
                "route-verdict-trap",
                &[("slow", name(way).into()), ("rounds", Arg::Decimal(rounds, 1))],
            ),
            Verdict::Real | Verdict::Untaken => text(lang, "route-verdict-choice-real"),
        },
    }
}

/// Who played a run's games, in `lang`: "fast bots", "river, jungle,
/// village and racer bots", each bot named once.
pub fn table_in(lang: Lang, bots: &[eldorado_rules::BotKind]) -> String {
    let mut named: Vec<String> = Vec::new();
    for &b in bots {
        let n = text_with(lang, "route-table-bot", &[("bot", bot_name(lang, b).into())]);
        if !named.contains(&n) {
            named.push(n);
        }
    }
    text_with(lang, "route-table", &[("bots", and_list_in(lang, &named).into())])
}

/// "A, B and C" in `lang` (the catalogue's `list-and`).
fn and_list_in(lang: Lang, items: &[String]) -> String {
    eldorado_words::pieces::and_list(lang, items)
}

/// A bot's name in `lang`: "river", "fleuve".
pub fn bot_name(lang: Lang, bot: eldorado_rules::BotKind) -> String {
    text(lang, &format!("simulation-bot-{}", bot.name()))
}

/// A route choice judged by tactic ([`crate::tactics::judge`]) in `lang`,
/// its ways named by `names`: "a tactical choice: river the way west, jungle
/// the way east, each winning their share".
pub fn tactical_in(
    lang: Lang,
    judged: &crate::tactics::TacticalJudged,
    names: &[String],
) -> String {
    use crate::tactics::TacticalVerdict as V;
    let way = |i: usize| names.get(i).cloned().unwrap_or_default();
    let bots = |b: &[eldorado_rules::BotKind]| {
        and_list_in(lang, &b.iter().map(|&b| bot_name(lang, b)).collect::<Vec<_>>())
    };
    match &judged.verdict {
        V::Tactical { ways } => {
            let each: Vec<String> = ways
                .iter()
                .map(|(w, b)| {
                    text_with(
                        lang,
                        "route-tactic-on-way",
                        &[("bots", bots(b).into()), ("way", way(*w).into())],
                    )
                })
                .collect();
            text_with(lang, "route-tactic-tactical", &[("ways", each.join(", ").into())])
        }
        V::Trap { way: w, bots: b } => text_with(
            lang,
            "route-tactic-trap",
            &[("bots", bots(b).into()), ("way", way(*w).into())],
        ),
        V::SameWay { way: w } => {
            text_with(lang, "route-tactic-same-way", &[("way", way(*w).into())])
        }
        V::NoPreference => text(lang, "route-tactic-no-preference"),
        V::Unknown => text(lang, "route-tactic-unknown"),
    }
}

/// How one tactic took a choice, in `lang`: "river: 92 % the way west, won 37 %".
pub fn taken_in(lang: Lang, t: &crate::tactics::Taken, names: &[String]) -> String {
    text_with(
        lang,
        "route-tactic-taken",
        &[
            ("bot", bot_name(lang, t.bot).into()),
            ("share", percent(t.share)),
            ("way", names.get(t.way).cloned().unwrap_or_default().into()),
            ("won", percent(t.win_rate)),
        ],
    )
}

/// A course's tactical variety in `lang`, with the official courses as
/// reference points when the run was the tactics' table: "2 of 4 tactics
/// can win it (river and jungle) — as many as First course and Hills of Gold".
/// `itself` is the course's official id or name when it is one (left out
/// of its own reference points).
pub fn variety_in(lang: Lang, v: &crate::tactics::Variety, itself: &str) -> String {
    use crate::tactics::{CAN_WIN, official_variety};
    let winners: Vec<String> = v.winners.iter().map(|&b| bot_name(lang, b)).collect();
    let mut said = text_with(
        lang,
        "route-tactic-variety",
        &[
            ("count", v.count().into()),
            ("total", v.rates.len().into()),
            ("winners", and_list_in(lang, &winners).into()),
            ("bound", percent(CAN_WIN)),
        ],
    );
    if v.reference {
        // Each official course by its name in `lang` ("Premier parcours").
        let others: Vec<(String, usize)> = official_variety()
            .into_iter()
            .filter(|(id, name, _)| *id != itself && name != itself)
            .map(|(id, _, n)| (text(lang, &format!("course-{id}")), n))
            .collect();
        let same: Vec<String> =
            others.iter().filter(|(_, n)| *n == v.count()).map(|(c, _)| c.clone()).collect();
        let reference = if !same.is_empty() {
            text_with(
                lang,
                "route-tactic-variety-as-many",
                &[("courses", and_list_in(lang, &same).into())],
            )
        } else if others.iter().all(|(_, n)| *n < v.count()) {
            text(lang, "route-tactic-variety-more")
        } else if others.iter().all(|(_, n)| *n > v.count()) {
            text(lang, "route-tactic-variety-fewer")
        } else {
            String::new()
        };
        if !reference.is_empty() {
            said = text_with(
                lang,
                "route-tactic-variety-beside",
                &[("variety", said.into()), ("reference", reference.into())],
            );
        }
    }
    said
}
