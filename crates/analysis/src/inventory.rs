//! What the course is made of: its size, terrain mix per piece and in total, the
//! blockades and which routes they gate, the caves and their neighbours, and the
//! dead ends.

use std::collections::BTreeMap;

use petgraph::visit::{Bfs, Walker};

use super::Context;
use super::cost::{HAND_SIZE, REFERENCE_DECK, Requirement, cards};
use super::graph::steps_from;
use super::moves::blockade_requirement;
use super::report::*;
use eldorado_core::catalog::{Blockade, Terrain};
use eldorado_core::course::BlockadeChoice;
use eldorado_core::map::{SeamId, SpaceId};

pub fn summary(ctx: &Context) -> CourseSummary {
    let l = ctx.map;
    CourseSummary {
        pieces: l.pieces().len(),
        spaces: l.len(),
        enterable: l.spaces().iter().filter(|c| c.is_enterable()).count(),
        start_spaces: ctx.starts.len(),
        finishing_spaces: ctx.finishes.len(),
        blockades: l.seams().iter().filter(|s| s.blockade.is_some()).count(),
    }
}

pub fn cost_model(ctx: &Context) -> CostModelReport {
    CostModelReport {
        unit: "cards",
        hand_size: HAND_SIZE,
        reference_deck: REFERENCE_DECK.to_vec(),
        prices: ctx.model.table(),
        random_blockade_cards: cards(ctx.model.random_blockade_price(&ctx.map.random_pool())),
        summary: "Card-equivalents for a player holding the reference deck: a landscape card costs \
                  1 / P(a 4-card hand holds a card of that symbol, or a joker, strong enough); one card \
                  pays a run of spaces of its symbol while its power lasts; rubble and base camp N cost N \
                  cards; a random blockade costs the mean over the blockades it may be.",
    }
}

fn mix(ctx: &Context, spaces: impl Iterator<Item = SpaceId>) -> TerrainMix {
    let mut by_terrain: BTreeMap<Terrain, usize> = BTreeMap::new();
    let mut by_power: BTreeMap<(Terrain, Option<u8>), usize> = BTreeMap::new();
    for s in spaces {
        let c = ctx.map.space(s);
        *by_terrain.entry(c.terrain).or_default() += 1;
        *by_power.entry((c.terrain, c.power)).or_default() += 1;
    }
    TerrainMix {
        by_terrain: by_terrain
            .into_iter()
            .map(|(terrain, count)| TerrainCount { terrain, count })
            .collect(),
        by_power: by_power
            .into_iter()
            .map(|((terrain, power), count)| PowerCount { terrain, power, count })
            .collect(),
    }
}

pub fn terrain(ctx: &Context) -> TerrainReport {
    TerrainReport {
        total: mix(ctx, ctx.map.space_ids()),
        pieces: ctx
            .map
            .pieces()
            .iter()
            .map(|p| PieceMix {
                piece: p.id.to_string(),
                label: p.label.clone(),
                mix: mix(ctx, p.spaces.iter().copied()),
            })
            .collect(),
    }
}

/// Whether some start space reaches El Dorado without stepping across a seam:
/// petgraph's breadth-first search over the arcs that cross no such seam.
fn reaches_goal_avoiding(ctx: &Context, seam: SeamId) -> bool {
    let g = &ctx.spaces;
    let avoiding = g.arcs(|a, b| match (g.space(a), g.space(b)) {
        (Some(a), Some(b)) => ctx.map.seam_crossed(a, b) != Some(seam),
        _ => true,
    });
    Bfs::new(avoiding, g.source).iter(avoiding).any(|n| n == g.goal)
}

fn crosses(ctx: &Context, route: &[SpaceId], seam: SeamId) -> bool {
    route.windows(2).any(|w| ctx.map.seam_crossed(w[0], w[1]) == Some(seam))
}

pub fn blockades(ctx: &Context, starts: &[StartReport], connected: bool) -> Vec<BlockadeReport> {
    let pool: Vec<Blockade> = ctx.map.random_pool();
    let mut out = Vec::new();
    for seam in ctx.map.seams() {
        let id = seam.id;
        let Some(choice) = seam.blockade else { continue };
        let req = blockade_requirement(ctx.model, choice, &pool);
        let (number, requirement, candidates) = match choice {
            BlockadeChoice::Number(n) => {
                let text = Blockade::by_number(n)
                    .map_or_else(|| "an unknown blockade".to_string(), |b| b.requirement());
                (Some(n), text, Vec::new())
            }
            BlockadeChoice::Random => {
                let numbers: Vec<String> = pool.iter().map(|b| b.number.to_string()).collect();
                (
                    None,
                    format!("random: one of blockades {}", numbers.join(", ")),
                    pool.iter().map(|b| b.number).collect(),
                )
            }
        };
        let gates = |pick: fn(&StartReport) -> Option<&Route>| -> Vec<u8> {
            starts
                .iter()
                .filter(|s| pick(s).is_some_and(|r| crosses(ctx, &r.spaces, id)))
                .map(|s| s.number)
                .collect()
        };
        let mut far: Vec<SpaceId> = seam.pairs.iter().map(|&(_, b)| b).collect();
        far.sort_unstable();
        far.dedup();
        out.push(BlockadeReport {
            seam: ctx.map.seam_name(id),
            number,
            requirement,
            candidates,
            cards: cards(match req {
                Requirement::Expected(m) => m,
                r => ctx.model.fresh_price(r),
            }),
            gates_cheapest: gates(|s| s.cheapest.as_ref()),
            gates_shortest: gates(|s| s.shortest.as_ref()),
            unavoidable: connected && !reaches_goal_avoiding(ctx, id),
            spaces: far,
        });
    }
    out
}

pub fn caves(ctx: &Context, starts: &[StartReport]) -> Vec<CaveReport> {
    let g = &ctx.spaces;
    // Steps from the nearest cheapest route, never entering a start space.
    let on_routes = starts
        .iter()
        .filter_map(|s| s.cheapest.as_ref())
        .flat_map(|r| &r.spaces)
        .filter_map(|&s| g.node_of[s]);
    let dist = steps_from(g.moves(false), on_routes);
    let reach = ctx.reached_by_any();
    ctx.map
        .spaces()
        .iter()
        .filter(|c| c.cave && c.terrain == Terrain::Mountain)
        .map(|c| {
            let s = c.id;
            let neighbours: Vec<SpaceId> = ctx
                .map
                .neighbours(s)
                .iter()
                .copied()
                .filter(|&n| ctx.map.space(n).is_enterable())
                .collect();
            let nodes: Vec<usize> =
                neighbours.iter().filter_map(|&n| g.node_of[n]).map(|n| n.index()).collect();
            CaveReport {
                space: s,
                hex: ctx.hex(s),
                piece: ctx.map.pieces().get(c.piece).map_or_else(String::new, |p| p.label.clone()),
                reachable: nodes.iter().any(|&n| reach[n]),
                steps_from_route: nodes
                    .iter()
                    .map(|&n| dist[n])
                    .filter(|&d| d != u32::MAX)
                    .min()
                    .map(|d| d as usize),
                neighbours,
            }
        })
        .collect()
}

/// Pockets of spaces behind a single space that lead nowhere; nested pockets are
/// reported once, as part of the outermost.
pub fn dead_ends(ctx: &Context, pockets: &[(usize, Vec<usize>)]) -> Vec<DeadEnd> {
    let g = &ctx.spaces;
    let mut covered = vec![false; g.node_count()];
    let mut out = Vec::new();
    // The search finishes inner pockets first, so the outermost come last.
    for (entrance, nodes) in pockets.iter().rev() {
        let Some(entrance_space) = g.space(*entrance) else { continue };
        if nodes
            .iter()
            .any(|&n| covered[n] || g.is_start(n) || g.is_finish(n) || g.space(n).is_none())
        {
            continue;
        }
        for &n in nodes {
            covered[n] = true;
        }
        let mut spaces: Vec<SpaceId> = nodes.iter().filter_map(|&n| g.space(n)).collect();
        spaces.sort_unstable();
        out.push(DeadEnd { entrance: entrance_space, hexes: ctx.hexes(&spaces), spaces });
    }
    out.sort_by_key(|d| d.spaces.first().copied());
    out
}
