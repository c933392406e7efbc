//! `eldorado analyze FILE [--json]`

use std::fmt::Write as _;
use std::path::Path;

use std::process::ExitCode;

use super::course_input::{Loaded, load_valid};
use super::output::{self, safe};
use super::{CliError, EXIT_OK};
use eldorado_analysis::difficulty::{self, estimate_text};
use eldorado_analysis::{Report, Route, Severity, analyze};
use eldorado_core::catalog::Terrain;
use eldorado_core::map::{Map, SpaceId};

/// Prints the analysis of a valid course.
pub fn run(path: &Path, as_json: bool) -> Result<ExitCode, CliError> {
    let Loaded { course, map, label } = load_valid(path, "analysed")?;
    let report = analyze(&map);
    let printed = if as_json {
        output::print_json(&report)
    } else {
        let title = if course.name.is_empty() { label } else { safe(&course.name).into_owned() };
        output::print(&summary(&title, &map, &report))
    };
    output::finish(printed, EXIT_OK)
}

fn hex(map: &Map, s: SpaceId) -> String {
    let h = map.space(s).hex;
    format!("({},{})", h.x, h.y)
}

fn route_line(map: &Map, r: &Route) -> String {
    let mut out = hex(map, r.spaces[0]);
    for leg in &r.legs {
        let _ = write!(out, " {}", hex(map, leg.space));
    }
    out
}

fn places(map: &Map, spaces: &[SpaceId]) -> String {
    spaces.iter().map(|&s| hex(map, s)).collect::<Vec<_>>().join(" ")
}

/// The letters of the piece data: J1 is jungle 1, X2 rubble 2, M a mountain.
fn code(t: Terrain) -> &'static str {
    match t {
        Terrain::Jungle => "J",
        Terrain::River => "R",
        Terrain::Village => "V",
        Terrain::Rubble => "X",
        Terrain::Basecamp => "B",
        Terrain::Mountain => "M",
        Terrain::Start => "S",
    }
}

/// The human summary.
pub fn summary(title: &str, map: &Map, r: &Report) -> String {
    let mut o = String::new();
    let c = &r.course;
    let _ = writeln!(
        o,
        "{title}: {} pieces, {} spaces ({} enterable), {} start spaces, {} finishing spaces, {} blockade{}",
        c.pieces,
        c.spaces,
        c.enterable,
        c.start_spaces,
        c.finishing_spaces,
        c.blockades,
        if c.blockades == 1 { "" } else { "s" }
    );
    let _ = writeln!(
        o,
        "Costs are in cards for a player holding the reference deck (see README); a random blockade counts {:.2}.",
        r.cost_model.random_blockade_cards
    );
    let _ = writeln!(o, "\nStart  reaches  shortest                cheapest");
    for s in &r.starts {
        let fmt = |x: &Option<Route>| {
            x.as_ref().map_or_else(
                || "-".to_string(),
                |r| format!("{} spaces {:.2} cards", r.steps, r.cards),
            )
        };
        let _ = writeln!(
            o,
            "  {}    {:<7}  {:<22}  {}",
            s.number,
            if s.reaches_el_dorado { "yes" } else { "NO" },
            fmt(&s.shortest),
            fmt(&s.cheapest)
        );
        if let Some(b) = &s.blocked {
            let _ = writeln!(o, "       {}", b.message);
        }
    }
    if let Some(f) = &r.fairness {
        let _ = writeln!(
            o,
            "Fairness: the start spaces are {} spaces and {:.2} cards apart.",
            f.steps_spread, f.cards_spread
        );
    }
    if let Some(d) = &r.difficulty {
        let _ = writeln!(
            o,
            "Difficulty: {} (estimated for {} players).",
            estimate_text(d.rating, d.standing.as_ref()),
            d.players
        );
        for e in d.by_players.iter().filter(|e| e.players != d.players) {
            let _ = writeln!(
                o,
                "  with {} players: {}",
                e.players,
                estimate_text(e.rating, e.standing.as_ref())
            );
        }
        let terms: Vec<String> = d
            .terms
            .iter()
            .filter(|t| t.rounds > 0.0)
            .map(|t| format!("{} {:.1}", t.name, t.rounds))
            .collect();
        let _ = writeln!(
            o,
            "  rounds from: constant {:.1}, {}",
            difficulty::INTERCEPT,
            terms.join(", ")
        );
    }
    let _ = writeln!(o, "\nCheapest routes, space by space:");
    for s in &r.starts {
        if let Some(route) = &s.cheapest {
            let _ = writeln!(o, "  start {}: {}", s.number, route_line(map, route));
        }
    }
    let ch = &r.chokepoints;
    let _ = writeln!(o);
    match &ch.narrowest {
        Some(n) => {
            let _ = writeln!(
                o,
                "Narrowest: {} spaces across, on {}: {}",
                n.width,
                n.pieces.join(", "),
                places(map, &n.spaces)
            );
        }
        None => {
            let _ = writeln!(
                o,
                "Narrowest: no cross-section (no route, or a start space touches El Dorado)."
            );
        }
    }
    let _ = writeln!(
        o,
        "Articulation points: {}",
        if ch.articulation_points.is_empty() {
            "none".to_string()
        } else {
            places(map, &ch.articulation_points)
        }
    );
    if ch.narrow_passages.is_empty() {
        let _ = writeln!(o, "Narrow passages (2 spaces wide or less): none");
    } else {
        let _ = writeln!(o, "Narrow passages (2 spaces wide or less):");
        for p in &ch.narrow_passages {
            let _ = writeln!(
                o,
                "  {} wide on {}: {}",
                p.width,
                p.pieces.join(", "),
                places(map, &p.spaces)
            );
        }
    }
    if !r.blockades.is_empty() {
        let _ = writeln!(o, "\nBlockades:");
        for b in &r.blockades {
            let gates: Vec<String> = b.gates_cheapest.iter().map(u8::to_string).collect();
            let _ = writeln!(
                o,
                "  {}: {} ({:.2} cards){}; on the cheapest route of start {}",
                b.seam,
                b.requirement,
                b.cards,
                if b.unavoidable { ", every route crosses it" } else { "" },
                if gates.is_empty() { "none".to_string() } else { gates.join(", ") }
            );
        }
    }
    if !r.caves.is_empty() {
        let _ = writeln!(o, "\nCaves:");
        for cave in &r.caves {
            let _ = writeln!(
                o,
                "  {} on {}: {} neighbours{}",
                hex(map, cave.space),
                cave.piece,
                cave.neighbours.len(),
                match cave.steps_from_route {
                    Some(0) => ", beside a cheapest route".to_string(),
                    Some(n) => format!(
                        ", {n} space{} off the cheapest routes",
                        if n == 1 { "" } else { "s" }
                    ),
                    None => ", out of reach".to_string(),
                }
            );
        }
    }
    let t = &r.terrain.total;
    let mix: Vec<String> =
        t.by_terrain.iter().map(|x| format!("{} {}", x.count, x.terrain)).collect();
    let _ = writeln!(
        o,
        "\nTerrain: {} (per piece: J jungle, R river, V village, X rubble, B base camp, M mountain, S start)",
        mix.join(", ")
    );
    for p in &r.terrain.pieces {
        let mix: Vec<String> = p
            .mix
            .by_power
            .iter()
            .map(|x| {
                format!(
                    "{}{}×{}",
                    code(x.terrain),
                    x.power.map_or_else(String::new, |p| p.to_string()),
                    x.count
                )
            })
            .collect();
        let _ = writeln!(o, "  {:<28} {}", p.label, mix.join(" "));
    }
    let _ = writeln!(
        o,
        "Dead ends: {}; unreachable spaces: {}",
        r.dead_ends.len(),
        if r.reachability.unreachable.is_empty() {
            "none".to_string()
        } else {
            places(map, &r.reachability.unreachable)
        }
    );
    let errors = r.findings.iter().filter(|f| f.severity == Severity::Error).count();
    let warnings = r.findings.iter().filter(|f| f.severity == Severity::Warning).count();
    let _ = writeln!(
        o,
        "\nFindings: {errors} errors, {warnings} warnings, {} notes",
        r.findings.len() - errors - warnings
    );
    for f in &r.findings {
        let _ = writeln!(o, "  {:<7} {}", f.severity, f.message);
    }
    o
}
