//! Routes from each start space: whether it reaches El Dorado (and if not, what
//! shuts it in), the shortest route in spaces, the cheapest under the cost model,
//! both listed space by space, and the fairness spread between start spaces.

use std::collections::BTreeSet;

use petgraph::graph::EdgeIndex;

use super::Context;
use super::cost::cards;
use super::moves::{Pay, Place, Tree};
use super::report::{
    BlockadePaid, Blocked, Fairness, FairnessRow, Leg, Payment, Reachability, Route, StartReport,
};
use super::said::{Said, Word};
use eldorado_core::catalog::Terrain;
use eldorado_core::hex::{self, Axial};
use eldorado_core::map::SpaceId;

pub fn start_reports(ctx: &Context) -> Vec<StartReport> {
    ctx.starts
        .iter()
        .zip(&ctx.reach)
        .map(|(&(number, space), reach)| {
            let reaches = ctx
                .finishes
                .iter()
                .any(|&f| ctx.spaces.node_of[f].is_some_and(|n| reach[n.index()]));
            let (shortest, cheapest, blocked) = if reaches {
                (route(ctx, &ctx.short, space), route(ctx, &ctx.cheap, space), None)
            } else {
                (None, None, Some(blocked(ctx, number, space, reach)))
            };
            StartReport {
                number,
                space,
                hex: ctx.hex(space),
                reaches_el_dorado: shortest.is_some(),
                blocked,
                shortest,
                cheapest,
            }
        })
        .collect()
}

fn pay(p: Pay) -> Option<Payment> {
    match p {
        Pay::Drop => None,
        Pay::Carry => Some(Payment::Carried),
        Pay::Card { symbol, power } => Some(Payment::Card { symbol, power }),
        Pay::Discard(n) => Some(Payment::Discard { cards: n }),
        Pay::Remove(n) => Some(Payment::Remove { cards: n }),
        Pay::Random => Some(Payment::Random),
    }
}

/// The route a backward search tree takes from a start space.
fn route(ctx: &Context, tree: &Tree, start: SpaceId) -> Option<Route> {
    let first = ctx.moves.space_states(start).next()?;
    tree.key(first)?;
    Some(route_from_moves(ctx, start, &ctx.moves.walk(tree, first)))
}

/// Lists the moves of a walk space by space.
pub fn route_from_moves(ctx: &Context, start: SpaceId, moves: &[EdgeIndex]) -> Route {
    let g = &ctx.moves.graph;
    let mut legs = Vec::new();
    let mut pending: Option<(BlockadePaid, u32)> = None;
    let mut total = 0u32;
    for &e in moves {
        let m = g[e];
        let Some(payment) = pay(m.pay) else { continue };
        total += m.milli;
        let (_, target) = g.edge_endpoints(e).expect("edge of the move graph");
        match ctx.moves.place_of(target) {
            Place::Gate { seam, .. } => {
                let info = &ctx.map.seams()[seam];
                let number = match info.blockade {
                    Some(eldorado_core::course::BlockadeChoice::Number(n)) => Some(n),
                    _ => None,
                };
                pending = Some((
                    BlockadePaid { seam: ctx.map.seam_name(seam), number, payment },
                    m.milli,
                ));
            }
            Place::Space(s) => {
                let (blockade, extra) = match pending.take() {
                    Some((b, c)) => (Some(b), c),
                    None => (None, 0),
                };
                legs.push(Leg {
                    space: s,
                    hex: ctx.hex(s),
                    what: ctx.map.space(s).describe(),
                    payment,
                    blockade,
                    cards: cards(m.milli + extra),
                });
            }
        }
    }
    let spaces: Vec<SpaceId> = std::iter::once(start).chain(legs.iter().map(|l| l.space)).collect();
    Route { steps: legs.len(), cards: cards(total), hexes: ctx.hexes(&spaces), spaces, legs }
}

/// What shuts a start space in: the region it reaches and what closes it.
fn blocked(ctx: &Context, number: u8, start: SpaceId, reach: &[bool]) -> Blocked {
    let map = ctx.map;
    let region: Vec<SpaceId> = (0..reach.len())
        .filter(|&n| reach[n])
        .filter_map(|n| ctx.spaces.space(n))
        .filter(|&s| s != start)
        .collect();
    let mut walls = BTreeSet::new();
    let mut edge = BTreeSet::new();
    for &s in std::iter::once(&start).chain(&region) {
        for h in hex::neighbours(map.space(s).hex) {
            match map.id_at(h) {
                Some(t) if !map.space(t).is_enterable() => {
                    walls.insert(t);
                }
                Some(t) if map.space(t).start.is_some() && t != start => {
                    walls.insert(t);
                }
                Some(_) => {}
                None => {
                    edge.insert(Axial::from(h));
                }
            }
        }
    }
    let mountains = walls.iter().filter(|&&w| map.space(w).terrain == Terrain::Mountain).count();
    let mut closers: Vec<Word> = Vec::new();
    if mountains > 0 {
        closers.push(Said::new("finding-closer-mountains").with("count", mountains).into());
    }
    closers.extend(
        walls
            .iter()
            .filter_map(|&w| map.space(w).start)
            .map(|n| Said::new("finding-closer-start").with("number", n).into()),
    );
    if !edge.is_empty() {
        closers.push(Said::new("finding-closer-edge").into());
    }
    let closers: Word = if closers.is_empty() {
        Said::new("finding-closer-nothing").into()
    } else {
        Word::List(closers)
    };
    let at = Word::space(map, start);
    let said = if ctx.finishes.is_empty() {
        Said::new("finding-blocked-no-finish").with("number", number).with("at", at)
    } else if region.is_empty() {
        Said::new("finding-blocked-stuck")
            .with("number", number)
            .with("at", at)
            .with("closers", closers)
    } else {
        let shown =
            Word::Joined(region.iter().take(4).map(|&s| Word::space(map, s)).collect(), ", ");
        let shown = if region.len() > 4 {
            Said::new("finding-and-more").with("shown", shown).with("more", region.len() - 4).into()
        } else {
            shown
        };
        Said::new("finding-blocked-shut-in")
            .with("number", number)
            .with("at", at)
            .with("count", region.len())
            .with("shown", shown)
            .with("closers", closers)
    };
    Blocked {
        message: said.in_lang(eldorado_messages::Lang::English),
        said,
        region,
        walls: walls.into_iter().collect(),
        open_edge: edge.into_iter().collect(),
    }
}

/// Spread in steps and cards between the start spaces that reach El Dorado.
pub fn fairness(starts: &[StartReport]) -> Option<Fairness> {
    let rows: Vec<(u8, usize, f64)> = starts
        .iter()
        .filter_map(|s| Some((s.number, s.shortest.as_ref()?.steps, s.cheapest.as_ref()?.cards)))
        .collect();
    if rows.len() < 2 {
        return None;
    }
    let min_steps = rows.iter().map(|r| r.1).min()?;
    let max_steps = rows.iter().map(|r| r.1).max()?;
    let min_cards = rows.iter().map(|r| r.2).fold(f64::INFINITY, f64::min);
    let max_cards = rows.iter().map(|r| r.2).fold(0.0, f64::max);
    Some(Fairness {
        steps_spread: max_steps - min_steps,
        cards_spread: round3(max_cards - min_cards),
        rows: rows
            .iter()
            .map(|&(start, steps, cards)| FairnessRow {
                start,
                steps,
                cards,
                steps_behind: steps - min_steps,
                cards_behind: round3(cards - min_cards),
            })
            .collect(),
    })
}

pub fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Which spaces any start space reaches.
pub fn reachability(ctx: &Context) -> Reachability {
    let any = ctx.reached_by_any();
    let (mut reachable, mut unreachable) = (Vec::new(), Vec::new());
    for (s, node) in ctx.map.space_ids().zip(&ctx.spaces.node_of) {
        let Some(n) = node else { continue };
        if any[n.index()] {
            reachable.push(s);
        } else if ctx.map.space(s).start.is_none() {
            unreachable.push(s);
        }
    }
    Reachability { reachable, unreachable }
}
