//! The rulebook's four design tips as checks, and the findings list.
//!
//! - **a.** Avoid large areas of a single colour: [`zones`].
//! - **b.** A shortcut must lead through difficult spaces, and the way round must
//!   be easier: [`shortcuts`].
//! - **c.** Where the course bends, the inner route must be harder than the
//!   outer: [`bends`].
//! - **d.** Avoid too many narrow passages: more than [`MAX_NARROW_PASSAGES`]
//!   passages one or two spaces wide (see [`super::chokepoints`]) are flagged, and
//!   so is every passage one space wide.
//!
//! Each module's documentation gives its method. Severities: *error* when a start
//! space can't reach El Dorado (the course can't be played), *warning* when a
//! tip is broken or the start spaces are far apart, *info* for what a designer
//! may want to know (dead ends, start spaces a little apart).

pub mod bends;
pub mod shortcuts;
pub mod zones;

pub use bends::bends;
pub use shortcuts::shortcuts;
pub use zones::zones;

use super::Context;
use super::chokepoints::NARROW_WIDTH;
use super::difficulty;
use super::report::*;
use eldorado_core::hex::{self, Axial};
use eldorado_core::map::SpaceId;
use eldorado_core::text::{and_list, plural_s};

/// Tip d: more narrow passages than this is too many.
pub const MAX_NARROW_PASSAGES: usize = 2;
/// Start spaces further apart than this, in spaces or cards, are worth a note...
pub const NOTE_STEPS: usize = 1;
pub const NOTE_CARDS: f64 = 1.0;
/// ...and further apart than this, a warning.
pub const WARN_STEPS: usize = 4;
pub const WARN_CARDS: f64 = 4.0;

/// The spaces of the course that `class` sorts into a class, in groups of
/// neighbours of the same class; see [`super::groups`].
fn groups<C: PartialEq>(ctx: &Context, class: impl Fn(SpaceId) -> Option<C>) -> Vec<Vec<SpaceId>> {
    let map = ctx.map;
    let classes: Vec<Option<C>> = (0..map.len()).map(class).collect();
    let pairs = (0..map.len()).flat_map(|a| map.neighbours(a).iter().map(move |&b| (a, b)));
    let same =
        |&(a, b): &(SpaceId, SpaceId)| a < b && classes[a].is_some() && classes[a] == classes[b];
    super::groups::groups(map.len(), |s| classes[s].is_some(), pairs.filter(same))
}

fn finding(
    ctx: &Context,
    check: Check,
    severity: Severity,
    message: String,
    spaces: Vec<SpaceId>,
) -> Finding {
    Finding { check, tip: check.tip(), severity, message, hexes: ctx.hexes(&spaces), spaces }
}

fn at(ctx: &Context, spaces: &[SpaceId]) -> String {
    let shown: Vec<String> = spaces.iter().take(3).map(|&s| ctx.map.space_name(s)).collect();
    let more =
        if spaces.len() > 3 { format!(" and {} more", spaces.len() - 3) } else { String::new() };
    format!("{}{more}", shown.join(", "))
}

fn on(ctx: &Context, spaces: &[SpaceId]) -> String {
    ctx.pieces_of(spaces).join(" and ")
}

/// What a fork splits around, in words: "the mountains at I 2 o'clock ring 1,
/// I 3 o'clock ring 1 on board I", "the gap between boards E, F, H and J".
fn obstacle_words(ctx: &Context, mountains: &[SpaceId], gap: &[Axial]) -> String {
    let mut around: Vec<SpaceId> = gap
        .iter()
        .flat_map(|&h| hex::neighbours(h.hex()))
        .filter_map(|h| ctx.map.id_at(h))
        .collect();
    around.sort_unstable();
    around.dedup();
    match (mountains.is_empty(), gap.is_empty()) {
        (false, true) => {
            format!("the mountains at {} on {}", at(ctx, mountains), on(ctx, mountains))
        }
        (true, _) => format!("the gap between {}", and_list(&ctx.pieces_of(&around))),
        (false, false) => format!(
            "the mountains at {} and the gap beside them, between {}",
            at(ctx, mountains),
            and_list(&ctx.pieces_of(&around))
        ),
    }
}

/// Everything worth a designer's attention, most severe first.
pub fn findings(ctx: &Context, r: &Report) -> Vec<Finding> {
    let mut out = Vec::new();
    for s in &r.starts {
        if let Some(b) = &s.blocked {
            let spaces = std::iter::once(s.space).chain(b.region.iter().copied()).collect();
            out.push(finding(ctx, Check::StartBlocked, Severity::Error, b.message.clone(), spaces));
        }
    }
    if ctx.starts.is_empty() {
        out.push(finding(
            ctx,
            Check::StartBlocked,
            Severity::Error,
            "the course has no start spaces".into(),
            Vec::new(),
        ));
    }
    for z in &r.zones {
        let Some(severity) = z.severity else { continue };
        out.push(finding(
            ctx,
            Check::SingleColour,
            severity,
            format!(
                "a single {} area on {}: {} spaces, {} of them with only {} around (tip a: vary the terrain; \
                 a solid core of {} is noted, {} is too large)",
                z.terrain,
                on(ctx, &z.spaces),
                z.spaces.len(),
                z.core.len(),
                z.terrain,
                zones::ZONE_NOTE,
                zones::ZONE_LIMIT
            ),
            z.spaces.clone(),
        ));
    }
    for s in r.shortcuts.iter().filter(|s| !s.harder) {
        out.push(finding(
            ctx,
            Check::CheapShortcut,
            Severity::Warning,
            format!(
                "the way {} of {} is {} space{} shorter than the way {} and quicker \
                 by {:.1} rounds ({:.1} against {:.1}), more than the {:.1} its saved spaces are worth: the way round \
                 has the harder spaces (tip b)",
                s.short.side,
                obstacle_words(ctx, &s.obstacle, &s.gap),
                s.saves,
                plural_s(s.saves),
                s.around.side,
                s.around.rounds - s.short.rounds,
                s.short.rounds,
                s.around.rounds,
                difficulty::saved_worth(s.saves as f64)
            ),
            s.obstacle.iter().chain(&s.short.near).copied().collect(),
        ));
    }
    for b in &r.bends {
        let (Some(i), Some(o)) = (&b.inner, &b.outer) else { continue };
        if b.inner_harder == Some(false) && i.steps < o.steps {
            out.push(finding(
                ctx,
                Check::EasyInnerBend,
                Severity::Warning,
                format!(
                    "the course bends {} by {}° on {}, and the inner lane is {} space{} shorter and quicker by {:.1} \
                     rounds than the outer lane ({:.1} against {:.1}), more than the {:.1} its saved spaces are worth: \
                     the outer lane has the harder spaces (tip c)",
                    if b.turn == Turn::Left { "left" } else { "right" },
                    b.degrees,
                    b.label,
                    o.steps - i.steps,
                    plural_s(o.steps - i.steps),
                    o.rounds - i.rounds,
                    i.rounds,
                    o.rounds,
                    difficulty::saved_worth((o.steps - i.steps) as f64)
                ),
                b.inner_spaces.clone(),
            ));
        }
    }
    for c in &r.choices {
        let [a, b] = &c.ways;
        let way =
            |w: &Way| format!("the way {} ({} spaces, {:.1} rounds)", w.side, w.steps, w.rounds);
        out.push(finding(
            ctx,
            Check::RouteChoice,
            Severity::Info,
            format!(
                "a route choice past {}: {} or {}, apart for {} spaces",
                obstacle_words(ctx, &c.obstacle, &c.gap),
                way(a),
                way(b),
                c.apart
            ),
            c.obstacle.iter().chain(&a.near).chain(&b.near).copied().collect(),
        ));
    }
    let passages = &r.chokepoints.narrow_passages;
    if passages.len() > MAX_NARROW_PASSAGES {
        let spaces: Vec<SpaceId> = passages.iter().flat_map(|p| p.spaces.iter().copied()).collect();
        let places: Vec<String> =
            passages.iter().map(|p| format!("{} ({} wide)", at(ctx, &p.spaces), p.width)).collect();
        out.push(finding(
            ctx,
            Check::NarrowPassages,
            Severity::Warning,
            format!(
                "{} narrow passages, {NARROW_WIDTH} spaces wide or less, where {MAX_NARROW_PASSAGES} is plenty: {} (tip d)",
                passages.len(),
                places.join("; ")
            ),
            spaces,
        ));
    }
    for p in passages.iter().filter(|p| p.width == 1) {
        let necks: Vec<SpaceId> = p.cuts.iter().filter(|c| c.len() == 1).map(|c| c[0]).collect();
        out.push(finding(
            ctx,
            Check::Chokepoint,
            Severity::Warning,
            format!(
                "every route passes {} on {}: a neck one space wide where players block each other",
                at(ctx, &necks),
                on(ctx, &necks)
            ),
            necks,
        ));
    }
    if let Some(f) = &r.fairness
        && (f.steps_spread > NOTE_STEPS || f.cards_spread > NOTE_CARDS)
    {
        let best = f.rows.iter().min_by(|a, b| {
            (a.steps, a.cards).partial_cmp(&(b.steps, b.cards)).unwrap_or(std::cmp::Ordering::Equal)
        });
        let worst = f.rows.iter().max_by(|a, b| {
            (a.steps, a.cards).partial_cmp(&(b.steps, b.cards)).unwrap_or(std::cmp::Ordering::Equal)
        });
        let severity = if f.steps_spread > WARN_STEPS || f.cards_spread > WARN_CARDS {
            Severity::Warning
        } else {
            Severity::Info
        };
        out.push(finding(
            ctx,
            Check::Unfair,
            severity,
            format!(
                "the start spaces are {} spaces and {:.2} cards apart: start {} is best placed, start {} worst",
                f.steps_spread,
                f.cards_spread,
                best.map_or(0, |x| x.start),
                worst.map_or(0, |x| x.start)
            ),
            r.starts.iter().map(|s| s.space).collect(),
        ));
    }
    let unreachable = &r.reachability.unreachable;
    if !unreachable.is_empty() && r.starts.iter().any(|s| s.reaches_el_dorado) {
        out.push(finding(
            ctx,
            Check::Unreachable,
            Severity::Warning,
            format!(
                "{} space{} can't be reached from any start space: {}",
                unreachable.len(),
                plural_s(unreachable.len()),
                at(ctx, unreachable)
            ),
            unreachable.clone(),
        ));
    }
    for d in &r.dead_ends {
        out.push(finding(
            ctx,
            Check::DeadEnd,
            Severity::Info,
            format!(
                "a dead end of {} space{} behind {} on {}",
                d.spaces.len(),
                plural_s(d.spaces.len()),
                ctx.map.space_name(d.entrance),
                on(ctx, &d.spaces)
            ),
            d.spaces.clone(),
        ));
    }
    for sc in &r.scarcity {
        let which = if sc.single_use { ", which leave the game once played" } else { "" };
        let what = format!(
            "{} {} at {} on {}",
            sc.symbol,
            sc.power,
            at(ctx, &sc.spaces),
            on(ctx, &sc.spaces)
        );
        let payers =
            format!("only {} cards can pay it ({}{which})", sc.copies, sc.cards.join(", "));
        let (severity, message) = if sc.unavoidable {
            let players = difficulty::PLAYERS;
            (
                Severity::Warning,
                format!(
                    "the way to El Dorado needs {what}, and {payers}; with {players} players some may never get one"
                ),
            )
        } else {
            (Severity::Info, format!("{what}: {payers}; a way round it exists"))
        };
        out.push(finding(ctx, Check::Scarcity, severity, message, sc.spaces.clone()));
    }
    if let Some(d) = &r.difficulty {
        for e in &d.by_players {
            let Some(seats) = &e.seats else { continue };
            if let Some(said) = difficulty::turn_order_text(&seats.win_rates, "is expected to win")
            {
                let starts: Vec<SpaceId> = ctx.starts.iter().map(|&(_, s)| s).collect();
                let message = format!("with {} players, {said}", e.players);
                out.push(finding(ctx, Check::TurnOrder, Severity::Warning, message, starts));
            }
        }
    }
    out.sort_by(|a, b| b.severity.cmp(&a.severity).then(a.check.cmp(&b.check)));
    out
}
