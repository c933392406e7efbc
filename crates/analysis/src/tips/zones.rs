//! Tip a: avoid large areas of a single colour.
//!
//! A zone is a connected group of spaces of one landscape terrain (jungle, river
//! or village), whatever their power. What makes it an *area* rather than a band
//! or a network of paths is its core: the spaces whose six neighbours are all of
//! its terrain. A core of [`ZONE_NOTE`] spaces is noted, one of [`ZONE_LIMIT`] is
//! a warning. The limit is above what any single printed board gives (board K,
//! nearly all jungle, has a core of 9 to 12 spaces depending on its neighbours),
//! so a warning means the designer has joined large single-colour areas.

use super::super::Context;
use super::super::report::{Severity, Zone};
use super::groups;
use eldorado_core::map::SpaceId;

/// Core spaces that make a zone worth a note...
pub const ZONE_NOTE: usize = 6;
/// ...and a warning.
pub const ZONE_LIMIT: usize = 16;
/// Zones smaller than this are left out of the report.
pub const ZONE_LISTED: usize = 8;

pub fn zones(ctx: &Context) -> Vec<Zone> {
    let map = ctx.map;
    let mut out = Vec::new();
    let landscape = |s: SpaceId| Some(map.space(s).terrain).filter(|t| t.is_landscape());
    for spaces in groups(ctx, landscape).into_iter().filter(|g| g.len() >= ZONE_LISTED) {
        let t = map.space(spaces[0]).terrain;
        let core: Vec<SpaceId> = spaces
            .iter()
            .copied()
            .filter(|&x| {
                map.neighbours(x).len() == 6
                    && map.neighbours(x).iter().all(|&n| map.space(n).terrain == t)
            })
            .collect();
        let severity = if core.len() >= ZONE_LIMIT {
            Some(Severity::Warning)
        } else if core.len() >= ZONE_NOTE {
            Some(Severity::Info)
        } else {
            None
        };
        out.push(Zone { terrain: t, hexes: ctx.hexes(&spaces), spaces, core, severity });
    }
    out.sort_by(|a, b| {
        (b.core.len(), b.spaces.len())
            .cmp(&(a.core.len(), a.spaces.len()))
            .then(a.spaces.cmp(&b.spaces))
    });
    out
}
