//! Turns the checks' problems and the course analysis
//! ([`eldorado_analysis::Report`]) into what the editor shows
//! ([`Insights`]): remarks for the problems panel, overlay layers, hover notes per
//! space and the status-bar summary. The document calls [`compute`] after every edit.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::insight::{Insights, Overlay, OverlayKind, Remark, Severity};
use super::message_ids;
use eldorado_analysis::{Report, analyze};
use eldorado_core::hex::Axial;
use eldorado_core::map::{Assembly, Map, SpaceId};
use eldorado_design::run::Watched;
use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_pictures::style::{Rgb, terrain_colour};

/// One colour per start space (1–4), for routes.
const ROUTE_COLOURS: [Rgb; 4] =
    [Rgb(220, 50, 47), Rgb(38, 139, 210), Rgb(133, 153, 0), Rgb(211, 54, 130)];
const CHOKEPOINT: Rgb = Rgb(230, 40, 40);
const NARROW: Rgb = Rgb(255, 150, 0);
const NARROWEST: Rgb = Rgb(200, 90, 230);
const REACHABLE: Rgb = Rgb(80, 200, 90);
const UNREACHABLE: Rgb = Rgb(200, 30, 30);

/// Everything known about an assembled course, worded in `lang`.
pub fn compute(assembly: &Assembly, lang: Lang) -> Insights {
    compute_with(assembly, None, lang)
}

/// [`compute`] with the course's analysis already made (`known`: the same
/// assembly worded in another language), so that it is not made again.
pub fn compute_with(assembly: &Assembly, known: Option<Arc<Watched>>, lang: Lang) -> Insights {
    let remarks: Vec<Remark> = assembly
        .problems
        .iter()
        .map(|p| Remark {
            tip: None,
            severity: Severity::Error,
            message: eldorado_words::problems::problem(p, lang),
            pieces: p.pieces.iter().map(ToString::to_string).collect(),
            hexes: p.hexes.clone(),
            route: None,
            starts: None,
            games: None,
        })
        .collect();
    let mut insights = Insights { remarks, ..Insights::default() };
    // The analysis reads a playable course only: on a broken one its routes
    // and tips would describe something that cannot be played.
    if assembly.is_valid() {
        // The one analysis of this version of the course, kept for its runs.
        let watched = known.unwrap_or_else(|| {
            let report = analyze(&assembly.map);
            let list = eldorado_design::routes::watchlist(&assembly.map, &report);
            Arc::new(Watched { report, list })
        });
        add_report(&mut insights, &assembly.map, &watched.report, lang);
        let origins = crate::route_evidence::origins_of(&insights.remarks, &assembly.map, &watched);
        for (remark, origin) in insights.remarks.iter_mut().zip(origins) {
            remark.route = origin;
        }
        insights.watched = Some(watched);
    }
    insights
}

fn add_report(insights: &mut Insights, map: &Map, report: &Report, lang: Lang) {
    let hex = |a: &Axial| a.hex();
    let hex_of = |s: SpaceId| map.space(s).hex;
    for f in &report.findings {
        // The checks' own errors already mark a course invalid; the analysis only
        // judges design, so its "error" (a start that cannot finish) is a warning here.
        let severity = match f.severity {
            Severity::Info => Severity::Info,
            Severity::Warning | Severity::Error => Severity::Warning,
        };
        let said = f.said.in_lang(lang);
        let message = match f.tip {
            Some(t) => text_with(
                lang,
                "finding-tip",
                &[("tip", t.to_string().into()), ("finding", said.into())],
            ),
            None => said,
        };
        insights.remarks.push(Remark {
            severity,
            tip: f.tip,
            message,
            pieces: pieces_of(map, &f.spaces),
            hexes: f.hexes.iter().map(hex).collect(),
            route: None,
            starts: crate::fairness_evidence::starts_named(f),
            games: None,
        });
    }

    let mut notes: BTreeMap<SpaceId, Vec<String>> = BTreeMap::new();

    // Cheapest route from each start space, its cost written on the start.
    let mut routes = Overlay::default();
    for s in &report.starts {
        let colour = ROUTE_COLOURS[(s.number as usize + 3) % 4];
        match &s.cheapest {
            Some(r) => {
                routes.paths.push((r.hexes.iter().map(hex).collect(), colour));
                routes.labels.push((s.hex.hex(), decimal(lang, r.cards)));
                for leg in &r.legs {
                    notes.entry(leg.space).or_default().push(text_with(
                        lang,
                        "finding-note-cheapest",
                        &[
                            ("start", s.number.into()),
                            ("space", space_kind(lang, map, leg.space).into()),
                        ],
                    ));
                }
            }
            None => routes.labels.push((s.hex.hex(), "✖".into())),
        }
    }
    insights.set_overlay(OverlayKind::CheapestRoutes, routes);

    // The narrowest cross-section (always, so that the layer is never blank),
    // then the narrow passages and chokepoints (every route passes) over it.
    let mut choke = Overlay::default();
    if let Some(n) = &report.chokepoints.narrowest {
        for &s in &n.spaces {
            choke.tints.push((hex_of(s), NARROWEST, 110));
            notes.entry(s).or_default().push(text_with(
                lang,
                "finding-note-narrowest",
                &[("width", n.width.into())],
            ));
        }
        if let Some(&middle) = n.spaces.get(n.spaces.len() / 2) {
            choke.labels.push((
                hex_of(middle),
                text_with(lang, "finding-label-narrowest", &[("width", n.width.into())]),
            ));
        }
    }
    for p in &report.chokepoints.narrow_passages {
        for &s in &p.spaces {
            choke.tints.push((hex_of(s), NARROW, 150));
            notes.entry(s).or_default().push(text_with(
                lang,
                "finding-note-narrow",
                &[("width", p.width.into())],
            ));
        }
    }
    for &s in &report.chokepoints.articulation_points {
        choke.tints.push((hex_of(s), CHOKEPOINT, 190));
        notes.entry(s).or_default().push(text(lang, "finding-note-chokepoint"));
    }
    insights.set_overlay(OverlayKind::Chokepoints, choke);

    // Zones of one colour, in their terrain's colour; the flagged ones stronger.
    let mut zones = Overlay::default();
    for z in &report.zones {
        let alpha = if z.severity.is_some() { 200 } else { 110 };
        for &s in &z.spaces {
            zones.tints.push((hex_of(s), terrain_colour(z.terrain), alpha));
            notes.entry(s).or_default().push(text_with(
                lang,
                "finding-note-zone",
                &[
                    ("count", z.spaces.len().into()),
                    ("terrain", text(lang, &message_ids::terrain(z.terrain)).into()),
                ],
            ));
        }
    }
    insights.set_overlay(OverlayKind::ColourZones, zones);

    // Reachability: green where some start space can go, red where none can.
    let mut reach = Overlay::default();
    reach.tints.extend(report.reachability.reachable.iter().map(|&s| (hex_of(s), REACHABLE, 70)));
    for &s in &report.reachability.unreachable {
        reach.tints.push((hex_of(s), UNREACHABLE, 170));
        notes.entry(s).or_default().push(text(lang, "finding-note-unreachable"));
    }
    insights.set_overlay(OverlayKind::Reachability, reach);

    for (s, lines) in notes {
        insights.space_notes.entry(s).or_default().extend(lines);
    }

    if let Some(best) =
        report.starts.iter().filter_map(|s| s.shortest.as_ref()).min_by_key(|r| r.steps)
    {
        insights.summary.shortest =
            Some(text_with(lang, "finding-summary-spaces", &[("count", best.steps.into())]));
    }
    if let Some(best) = report
        .starts
        .iter()
        .filter_map(|s| s.cheapest.as_ref())
        .min_by(|a, b| a.cards.total_cmp(&b.cards))
    {
        insights.summary.cheapest = Some(text_with(
            lang,
            "finding-summary-cards",
            &[("cards", Arg::Decimal(best.cards, 1))],
        ));
    }
    if let Some(d) = &report.difficulty {
        insights.summary.difficulty =
            Some(eldorado_pictures::words::estimate(lang, d.rating, d.standing.as_ref()));
        // The static two-player figure is no estimate anyone reads: the
        // two-player estimate is played (`eldorado_design::two_players`).
        insights.estimates = d
            .by_players
            .iter()
            .filter(|e| e.players != eldorado_design::two_players::PLAYERS)
            .map(|e| (e.players, e.rating))
            .collect();
    }
}

/// A figure with one decimal: "3.5", "3,5".
fn decimal(lang: Lang, x: f64) -> String {
    text_with(lang, "finding-number", &[("n", Arg::Decimal(x, 1))])
}

/// What a space is, as a route pays for it: "jungle 2", "fleuve 1".
fn space_kind(lang: Lang, map: &Map, s: SpaceId) -> String {
    let space = map.space(s);
    let terrain = text(lang, &message_ids::terrain(space.terrain));
    match space.power {
        Some(power) => text_with(
            lang,
            "finding-space-kind",
            &[("terrain", terrain.into()), ("power", power.into())],
        ),
        None => terrain,
    }
}

/// Side ids of the pieces the spaces lie on, each once, in course order.
fn pieces_of(map: &Map, spaces: &[SpaceId]) -> Vec<String> {
    let mut idx: Vec<_> = spaces.iter().map(|&s| map.space(s).piece).collect();
    idx.sort_unstable();
    idx.dedup();
    idx.into_iter().map(|p| map.piece(p).id.clone().into()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::map::Map;

    /// A course with no passage two wide still shows where it is narrowest, so
    /// that the layer is never switched on to show nothing.
    #[test]
    fn the_chokepoint_layer_shows_the_narrowest_cross_section() {
        let assembly = Map::assemble(&official::course("first-course").unwrap());
        let report = analyze(&assembly.map);
        assert!(
            report.chokepoints.narrow_passages.is_empty()
                && report.chokepoints.articulation_points.is_empty()
        );
        let narrowest = report.chokepoints.narrowest.clone().expect("a narrowest cross-section");
        let insights = compute(&assembly, Lang::English);
        let layer = &insights.overlays[&OverlayKind::Chokepoints];
        let tinted: Vec<_> = layer.tints.iter().map(|t| t.0).collect();
        assert_eq!(
            tinted,
            narrowest.spaces.iter().map(|&s| assembly.map.space(s).hex).collect::<Vec<_>>()
        );
        assert_eq!(layer.labels.len(), 1);
        assert_eq!(layer.labels[0].1, format!("narrowest: {}", narrowest.width));
    }

    /// The status bar's summary carries the estimate in rounds, and the
    /// problems list the scarcity note, located on its piece.
    #[test]
    fn the_summary_and_the_problems_list_carry_the_difficulty_and_scarce_cards() {
        let assembly = Map::assemble(&official::course("serpentine").unwrap());
        let report = analyze(&assembly.map);
        let d = report.difficulty.as_ref().expect("Serpentine is playable");
        let said = eldorado_analysis::difficulty::estimate_text(d.rating, d.standing.as_ref());
        // Set among the other official courses, never beside itself.
        assert!(said.contains(" — ") && !said.contains("Serpentine"), "{said}");
        let insights = compute(&assembly, Lang::English);
        assert_eq!(insights.summary.difficulty, Some(said), "{:?}", insights.summary);
        let note = insights
            .remarks
            .iter()
            .find(|r| r.message.contains("Prop Plane"))
            .expect("a scarcity note");
        assert_eq!(note.severity, Severity::Info);
        assert_eq!(note.pieces, ["M"]);
        assert_eq!(note.hexes.len(), 1);
    }
}
