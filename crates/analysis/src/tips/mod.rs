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
use crate::said::{Said, Word};
use eldorado_core::hex::{self, Axial};
use eldorado_core::map::SpaceId;
use eldorado_core::rating::{TurnOrderOdds, turn_order_odds};

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
    let classes: Vec<Option<C>> = map.space_ids().map(class).collect();
    let pairs = map.space_ids().flat_map(|a| map.neighbours(a).iter().map(move |&b| (a, b)));
    let same =
        |&(a, b): &(SpaceId, SpaceId)| a < b && classes[a].is_some() && classes[a] == classes[b];
    super::groups::groups(map.len(), |s| classes[s].is_some(), pairs.filter(same))
}

fn finding(
    ctx: &Context,
    check: Check,
    severity: Severity,
    said: Said,
    spaces: Vec<SpaceId>,
) -> Finding {
    Finding {
        check,
        tip: check.tip(),
        severity,
        message: said.in_lang(eldorado_messages::Lang::English),
        said,
        hexes: ctx.hexes(&spaces),
        spaces,
    }
}

/// Up to three spaces by name, and how many more: "C centre, C 2 o'clock
/// ring 1 and 4 more".
fn at(ctx: &Context, spaces: &[SpaceId]) -> Word {
    let shown =
        Word::Joined(spaces.iter().take(3).map(|&s| Word::space(ctx.map, s)).collect(), ", ");
    if spaces.len() > 3 {
        Said::new("finding-and-more").with("shown", shown).with("more", spaces.len() - 3).into()
    } else {
        shown
    }
}

/// The pieces the spaces lie on: "board I and board J".
fn on(ctx: &Context, spaces: &[SpaceId]) -> Word {
    Word::Chain(pieces(ctx, spaces))
}

/// The pieces the spaces lie on, each once, in course order.
fn pieces(ctx: &Context, spaces: &[SpaceId]) -> Vec<Word> {
    let mut idx: Vec<usize> = spaces.iter().map(|&s| ctx.map.space(s).piece).collect();
    idx.sort_unstable();
    idx.dedup();
    idx.into_iter()
        .filter(|&p| p < ctx.map.pieces().len())
        .map(|p| Word::piece(ctx.map, p))
        .collect()
}

/// A side of an obstacle: "north", "par le nord".
fn side(side: &str) -> Word {
    Said::new("finding-side").with("side", side).into()
}

/// What a fork splits around, in words: "the mountains at I 2 o'clock ring 1,
/// I 3 o'clock ring 1 on board I", "the gap between boards E, F, H and J".
fn obstacle_words(ctx: &Context, mountains: &[SpaceId], gap: &[Axial]) -> Said {
    let mut around: Vec<SpaceId> = gap
        .iter()
        .flat_map(|&h| hex::neighbours(h.hex()))
        .filter_map(|h| ctx.map.id_at(h))
        .collect();
    around.sort_unstable();
    around.dedup();
    match (mountains.is_empty(), gap.is_empty()) {
        (false, true) => Said::new("finding-obstacle-mountains")
            .with("at", at(ctx, mountains))
            .with("on", on(ctx, mountains)),
        (true, _) => {
            Said::new("finding-obstacle-gap").with("pieces", Word::List(pieces(ctx, &around)))
        }
        (false, false) => Said::new("finding-obstacle-both")
            .with("at", at(ctx, mountains))
            .with("pieces", Word::List(pieces(ctx, &around))),
    }
}

/// A terrain's name: "jungle", "fleuve".
fn terrain(t: eldorado_core::catalog::Terrain) -> Word {
    Said::new(eldorado_words::nouns::terrain_id(t)).into()
}

/// Everything worth a designer's attention, most severe first.
pub fn findings(ctx: &Context, r: &Report) -> Vec<Finding> {
    let mut out = Vec::new();
    for s in &r.starts {
        if let Some(b) = &s.blocked {
            let spaces = std::iter::once(s.space).chain(b.region.iter().copied()).collect();
            out.push(finding(ctx, Check::StartBlocked, Severity::Error, b.said.clone(), spaces));
        }
    }
    if ctx.starts.is_empty() {
        out.push(finding(
            ctx,
            Check::StartBlocked,
            Severity::Error,
            Said::new("finding-no-starts"),
            Vec::new(),
        ));
    }
    for z in &r.zones {
        let Some(severity) = z.severity else { continue };
        out.push(finding(
            ctx,
            Check::SingleColour,
            severity,
            Said::new("tip-a-single-colour")
                .with("terrain", terrain(z.terrain))
                .with("on", on(ctx, &z.spaces))
                .with("spaces", z.spaces.len())
                .with("core", z.core.len())
                .with("note", zones::ZONE_NOTE)
                .with("limit", zones::ZONE_LIMIT),
            z.spaces.clone(),
        ));
    }
    // On the start board the start spaces decide which side a piece passes: no design tip.
    for s in r.shortcuts.iter().filter(|s| !s.harder && !s.start_board) {
        out.push(finding(
            ctx,
            Check::CheapShortcut,
            Severity::Warning,
            Said::new("tip-b-cheap-shortcut")
                .with("short", side(s.short.side))
                .with("obstacle", obstacle_words(ctx, &s.obstacle, &s.gap))
                .with("saves", s.saves)
                .with("around", side(s.around.side))
                .with("quicker", Word::decimal(s.around.rounds - s.short.rounds, 1))
                .with("short-rounds", Word::decimal(s.short.rounds, 1))
                .with("around-rounds", Word::decimal(s.around.rounds, 1))
                .with("worth", Word::decimal(difficulty::saved_worth(s.saves as f64), 1)),
            s.obstacle.iter().chain(&s.short.near).copied().collect(),
        ));
    }
    for b in &r.bends {
        let (Some(i), Some(o)) = (&b.inner, &b.outer) else { continue };
        // On the start board the start space decides each piece's lane: no design tip.
        if b.inner_harder == Some(false) && i.steps < o.steps && !b.start_board {
            let piece = ctx
                .map
                .pieces()
                .iter()
                .position(|p| p.id == b.piece)
                .map_or_else(|| Word::Text(b.label.clone()), |p| Word::piece(ctx.map, p));
            out.push(finding(
                ctx,
                Check::EasyInnerBend,
                Severity::Warning,
                Said::new("tip-c-easy-inner-bend")
                    .with("turn", if b.turn == Turn::Left { "left" } else { "right" })
                    .with("degrees", b.degrees)
                    .with("piece", piece)
                    .with("saves", o.steps - i.steps)
                    .with("quicker", Word::decimal(o.rounds - i.rounds, 1))
                    .with("inner-rounds", Word::decimal(i.rounds, 1))
                    .with("outer-rounds", Word::decimal(o.rounds, 1))
                    .with(
                        "worth",
                        Word::decimal(difficulty::saved_worth((o.steps - i.steps) as f64), 1),
                    ),
                b.inner_spaces.clone(),
            ));
        }
    }
    for c in &r.choices {
        let [a, b] = &c.ways;
        let way = |w: &Way| {
            Said::new("finding-way")
                .with("side", side(w.side))
                .with("steps", w.steps)
                .with("rounds", Word::decimal(w.rounds, 1))
        };
        out.push(finding(
            ctx,
            Check::RouteChoice,
            Severity::Info,
            Said::new("finding-route-choice")
                .with("obstacle", obstacle_words(ctx, &c.obstacle, &c.gap))
                .with("first", way(a))
                .with("second", way(b))
                .with("apart", c.apart),
            c.obstacle.iter().chain(&a.near).chain(&b.near).copied().collect(),
        ));
    }
    let passages = &r.chokepoints.narrow_passages;
    if passages.len() > MAX_NARROW_PASSAGES {
        let spaces: Vec<SpaceId> = passages.iter().flat_map(|p| p.spaces.iter().copied()).collect();
        let places: Vec<Word> = passages
            .iter()
            .map(|p| {
                Said::new("tip-d-place")
                    .with("at", at(ctx, &p.spaces))
                    .with("width", p.width)
                    .into()
            })
            .collect();
        out.push(finding(
            ctx,
            Check::NarrowPassages,
            Severity::Warning,
            Said::new("tip-d-narrow-passages")
                .with("count", passages.len())
                .with("width", NARROW_WIDTH)
                .with("plenty", MAX_NARROW_PASSAGES)
                .with("places", Word::Joined(places, "; ")),
            spaces,
        ));
    }
    for p in passages.iter().filter(|p| p.width == 1) {
        let necks: Vec<SpaceId> = p.cuts.iter().filter(|c| c.len() == 1).map(|c| c[0]).collect();
        out.push(finding(
            ctx,
            Check::Chokepoint,
            Severity::Warning,
            Said::new("finding-chokepoint").with("at", at(ctx, &necks)).with("on", on(ctx, &necks)),
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
            Said::new("finding-unfair")
                .with("steps", f.steps_spread)
                .with("cards", Word::decimal(f.cards_spread, 2))
                .with("best", best.map_or(0, |x| x.start))
                .with("worst", worst.map_or(0, |x| x.start)),
            r.starts.iter().map(|s| s.space).collect(),
        ));
    }
    let unreachable = &r.reachability.unreachable;
    if !unreachable.is_empty() && r.starts.iter().any(|s| s.reaches_el_dorado) {
        out.push(finding(
            ctx,
            Check::Unreachable,
            Severity::Warning,
            Said::new("finding-unreachable")
                .with("count", unreachable.len())
                .with("at", at(ctx, unreachable)),
            unreachable.clone(),
        ));
    }
    for d in &r.dead_ends {
        out.push(finding(
            ctx,
            Check::DeadEnd,
            Severity::Info,
            Said::new("finding-dead-end")
                .with("count", d.spaces.len())
                .with("entrance", Word::space(ctx.map, d.entrance))
                .with("on", on(ctx, &d.spaces)),
            d.spaces.clone(),
        ));
    }
    for sc in &r.scarcity {
        let what = Said::new("finding-scarce-what")
            .with(
                "requirement",
                Said::new(format!("requirement-{}", sc.symbol.name())).with("power", sc.power),
            )
            .with("at", at(ctx, &sc.spaces))
            .with("on", on(ctx, &sc.spaces));
        let cards = sc.cards.iter().map(|&c| card(c)).collect();
        let payers = Said::new(if sc.single_use {
            "finding-scarce-payers-single-use"
        } else {
            "finding-scarce-payers"
        })
        .with("copies", sc.copies)
        .with("cards", Word::Joined(cards, ", "));
        let (severity, said) = if sc.unavoidable {
            (
                Severity::Warning,
                Said::new("finding-scarce-unavoidable")
                    .with("what", what)
                    .with("payers", payers)
                    .with("players", difficulty::PLAYERS),
            )
        } else {
            (
                Severity::Info,
                Said::new("finding-scarce-avoidable").with("what", what).with("payers", payers),
            )
        };
        out.push(finding(ctx, Check::Scarcity, severity, said, sc.spaces.clone()));
    }
    if let Some(d) = &r.difficulty {
        for e in &d.by_players {
            let Some(seats) = &e.seats else { continue };
            if let Some(odds) = turn_order_odds(&seats.win_rates) {
                let starts: Vec<SpaceId> = ctx.starts.iter().map(|&(_, s)| s).collect();
                let said = turn_order(e.players, odds);
                out.push(finding(ctx, Check::TurnOrder, Severity::Warning, said, starts));
            }
        }
    }
    out.sort_by(|a, b| b.severity.cmp(&a.severity).then(a.check.cmp(&b.check)));
    out
}

/// A market card by its name in the box ("Prop Plane"), in each language.
fn card(name: &str) -> Word {
    Said::new(format!("card-{}", name.to_lowercase().replace(' ', "-"))).into()
}

/// Turn order deciding too much, with the figures.
fn turn_order(players: u8, odds: TurnOrderOdds) -> Said {
    Said::new("finding-turn-order")
        .with("players", players)
        .with("best", odds.best + 1)
        .with("best-share", Word::decimal(100.0 * odds.high, 0))
        .with("worst", odds.worst + 1)
        .with("worst-share", Word::decimal(100.0 * odds.low, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::rating::turn_order_text;
    use eldorado_messages::Lang;

    #[test]
    fn turn_order_reads_as_the_core_words_it_in_english_and_in_french() {
        let rates = [0.415, 0.2, 0.3, 0.085];
        let odds = turn_order_odds(&rates).expect("a spread of 33 points");
        let said = turn_order(4, odds);
        let core = turn_order_text(&rates, "is expected to win").unwrap();
        assert_eq!(
            said.in_lang(eldorado_messages::Lang::English),
            format!("with 4 players, {core}")
        );
        assert_eq!(
            said.in_lang(Lang::French),
            "à 4 joueurs, le premier joueur devrait gagner 42\u{a0}% des parties et le 4e joueur \
             8\u{a0}%\u{a0}: l'ordre du tour décide plus que sur tout parcours officiel (la \
             simulation applique les égalités de la règle\u{a0}: le plus de barrières, puis la \
             barrière de la valeur la plus élevée, puis le premier arrivé à l'El Dorado)"
        );
    }

    #[test]
    fn every_market_card_has_a_name_in_each_language() {
        for c in crate::market::MOVEMENT_CARDS {
            for lang in Lang::ALL {
                let named = card(c.name).in_lang(lang);
                assert!(!named.starts_with("card-"), "{} in {lang:?}: {named}", c.name);
            }
        }
    }
}
