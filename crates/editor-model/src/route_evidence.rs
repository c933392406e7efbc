//! What the games showed at each route choice, shortcut (tip b) and bend
//! (tip c), worded in the session's language beneath the problems panel's
//! findings: from the live games the editor plays after each edit, or from
//! the simulation window's run, whichever of the course shown has more games.
//!
//! The verdict is `eldorado_design::routes::judge`'s (one definition of a
//! real route choice), worded by `eldorado_design::route_words`. Each remark
//! knows the watched choice it speaks of (`Remark::route`, set when the
//! analysis is worded), so a run's figures reach it by their [`Origin`],
//! never by position or name.

use eldorado_analysis::report::Report;
use eldorado_core::hex::Hex;
use eldorado_core::map::{Map, SpaceId};
use eldorado_design::route_words::{choice_name, judged_in, table_in, verdict_in, way_names};
use eldorado_design::routes::{Origin, decided_by_start, judge, tip_broken_in_play};
use eldorado_design::run::{Simulated, Watched};
use eldorado_messages::{Lang, text_with};

use crate::insight::{GamesSaid, Remark};

/// The hexes of the finding the analysis makes of a watched choice, sorted:
/// the same spaces `eldorado_analysis`'s tips give it. What the board points
/// out for the choice, wherever it is clicked (problems panel, simulation
/// window, game view).
pub fn choice_hexes(map: &Map, report: &Report, origin: Origin) -> Vec<Hex> {
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

/// Which watched choice each remark speaks of: a tip b or tip c finding, or
/// a route-choice note, has the spaces of the shortcut, bend or choice the
/// analysis found; `remarks[k]` is given `origins[k]`.
pub fn origins_of(remarks: &[Remark], map: &Map, watched: &Watched) -> Vec<Option<Origin>> {
    let keyed: Vec<(Origin, Vec<Hex>)> = watched
        .list
        .watch
        .iter()
        .map(|c| (c.origin, choice_hexes(map, &watched.report, c.origin)))
        .collect();
    remarks
        .iter()
        .map(|r| {
            let hexes = sorted(r.hexes.clone());
            keyed.iter().find(|(_, h)| !h.is_empty() && *h == hexes).map(|(o, _)| *o)
        })
        .collect()
}

/// What the games of `sim` showed of each remark that speaks of a watched
/// choice (`Remark::route`), in `lang`, with its verdict: `remarks[k]` is
/// given `found[k]`. When `tactics` is a run of a mixed table (the
/// tactics'), each line also says that run's tactical verdict on the same
/// choice.
pub fn for_remarks(
    remarks: &[Remark],
    map: &Map,
    sim: &Simulated,
    tactics: Option<&Simulated>,
    lang: Lang,
) -> Vec<Option<GamesSaid>> {
    let report = &sim.watched.report;
    let table = table_in(lang, &sim.result.bots);
    remarks
        .iter()
        .map(|r| {
            let origin = r.route?;
            let usage = sim.usage(origin)?;
            let names = way_names(lang, report, origin);
            let evidence = judged_in(lang, usage, &names);
            let judged = judge(usage);
            let holds = match origin {
                _ if decided_by_start(report, origin) => true,
                Origin::Choice(_) => judged.verdict.is_real(),
                Origin::Shortcut(_) | Origin::Bend(_) => tip_broken_in_play(&judged),
            };
            let games = sim.result.games_played;
            let mut line = text_with(
                lang,
                "route-games-of",
                &[
                    ("games", games.into()),
                    ("table", table.as_str().into()),
                    ("evidence", evidence.into()),
                ],
            );
            // A run of a mixed table also says who took which way
            // (`eldorado_design::tactics`, the one tactical verdict).
            if let Some(mixed) = tactics
                && let Some(by) = mixed.usage(origin)
                && by.ways.iter().any(|w| !w.by_bot.is_empty())
            {
                let names = way_names(lang, &mixed.watched.report, origin);
                let judged = eldorado_design::tactics::judge(by, mixed.result.players);
                let verdict = eldorado_design::route_words::tactical_in(lang, &judged, &names);
                line.push(' ');
                line += &text_with(lang, "simulation-by-tactic", &[("verdict", verdict.into())]);
            }
            let choice = choice_name(lang, map, report, origin);
            let subject = match r.tip {
                Some(tip) => text_with(
                    lang,
                    "route-subject-tip",
                    &[("choice", choice.into()), ("tip", tip.to_string().into())],
                ),
                None => choice,
            };
            let verdict = verdict_in(lang, report, origin, &judged, &names);
            Some(GamesSaid { subject: Some(subject), line, verdict, holds })
        })
        .collect()
}
