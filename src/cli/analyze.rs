//! `eldorado analyze FILE [--json]`

use std::fmt::Write as _;
use std::path::Path;

use std::process::ExitCode;

use std::sync::atomic::Ordering;

use super::course_input::{Loaded, load_valid};
use super::interrupt::{EXIT_INTERRUPTED, on_ctrl_c};
use super::output::{self, safe};
use super::progress::watched;
use super::{CliError, EXIT_OK};
use eldorado_analysis::difficulty::{self, estimate_text};
use eldorado_analysis::{Report, Route, Severity, analyze};
use eldorado_core::catalog::Terrain;
use eldorado_core::map::{Map, SpaceId};
use eldorado_design::two_players;
use eldorado_messages::Lang;
use eldorado_sim::Progress;

/// `analyze --games N`: the route choices and tips b and c judged by games.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct Games {
    /// Also play this many games with fast bots and print, beside each route
    /// choice, shortcut (tip b) and bend (tip c), which way the pieces took
    /// and the verdict of the games.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub games: Option<u64>,
    /// With --games: also play this many games with strong bots, to check
    /// that a dominant way is not the fast bot's habit.
    #[arg(long, value_name = "GAMES", requires = "games", value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub strong: Option<u64>,
    /// With --games: also play as many games of the tactics' table (a river,
    /// a jungle, a village player and a racer, rotated round the seats) and
    /// print beneath each route choice which way each tactic took, whether
    /// it is a tactical choice, and the course's tactical variety.
    #[arg(long, requires = "games")]
    pub tactics: bool,
    /// With --games: explain the seats' win rates (start spaces against turn
    /// order, strong bots beside fast ones) and measure the single edits that
    /// narrow an imbalance.
    #[arg(long, requires = "games")]
    pub fairness: bool,
    /// With --games: players, 2 to 4.
    #[arg(long, default_value_t = 4, requires = "games", value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: u8,
    /// With --games: the seed of the games.
    #[arg(long, default_value_t = 1, requires = "games")]
    pub seed: u64,
}

/// Prints the analysis of a valid course.
pub fn run(path: &Path, as_json: bool, games: &Games) -> Result<ExitCode, CliError> {
    let Loaded { course, map, label } = load_valid(path, "analysed")?;
    let mut report = analyze(&map);
    // What a person reads as the two-player estimate is played, not fitted.
    two_players::replace_in(&mut report, &map);
    if as_json && games.games.is_some() {
        return Err(CliError::failed(
            "--games prints the games' verdicts as text; leave out --json, or --games",
        ));
    }
    if as_json {
        return output::finish(output::print_json(&report), EXIT_OK);
    }
    let title =
        if course.name.is_empty() { label.clone() } else { safe(&course.name).into_owned() };
    // The static analysis first: it stands whatever becomes of the games.
    let printed = output::print(&summary(&title, &map, &report));
    let Some(n) = games.games.filter(|_| printed.is_ok()) else {
        return output::finish(printed, EXIT_OK);
    };
    let interrupted = on_ctrl_c();
    let (text, stopped) = watched("playing games", "games", &interrupted, |progress| {
        measured(&map, &report, n, games, progress)
    });
    let mut text = text.map_err(|e| CliError::about(&label, e))?;
    if games.fairness && !stopped {
        output::finish(output::print(&text), EXIT_OK)?;
        let (found, cut) =
            watched("explaining the seats' win rates", "games", &interrupted, |progress| {
                fairness(&course, n, games, progress)
            });
        text = found.map_err(|e| CliError::about(&label, e))?;
        if cut {
            text += "\nFairness: not explained, stopped by Ctrl-C.\n";
        }
    } else if games.fairness {
        text += "\nFairness: not explained, stopped by Ctrl-C.\n";
    }
    let code = if interrupted.load(Ordering::Relaxed) { EXIT_INTERRUPTED } else { EXIT_OK };
    output::finish(output::print(&text), code)
}

/// Each route choice, shortcut and bend: the static verdict beside the games'.
fn measured(
    map: &Map,
    report: &Report,
    games: u64,
    o: &Games,
    progress: &Progress,
) -> Result<String, eldorado_sim::SimError> {
    use eldorado_design::routes::{Origin, evidence, watchlist};
    use eldorado_design::run::{Watched, simulate_watching};
    use eldorado_sim::bots::BotKind;
    use eldorado_sim::{Progress, SimConfig};
    let watched =
        std::sync::Arc::new(Watched { report: report.clone(), list: watchlist(map, report) });
    if watched.list.watch.is_empty() {
        return Ok(format!(
            "\nRoute choices, shortcuts (tip b) and bends (tip c) judged by {games} games of fast bots ({} players, seed {}):\n  the analysis finds none on this course\n",
            o.players, o.seed
        ));
    }
    let config = |games, bot| SimConfig {
        games,
        players: o.players,
        bots: vec![bot],
        seed: o.seed,
        ..SimConfig::default()
    };
    let run = |games, bot, progress: &Progress| {
        simulate_watching(map, "", &config(games, bot), watched.clone(), progress)
    };
    let fast = run(games, BotKind::Fast, progress)?.result;
    // Ctrl-C keeps the games played: they are judged as far as they go.
    let mut out = format!(
        "\nRoute choices, shortcuts (tip b) and bends (tip c) judged by {} games of fast bots ({} players, seed {}){}:\n",
        fast.games_played,
        o.players,
        o.seed,
        if fast.cancelled {
            format!(", stopped by Ctrl-C after {} of {games}", fast.games_played)
        } else {
            String::new()
        }
    );
    let strong = match o.strong {
        Some(n) if !fast.cancelled => {
            let strong = run(n, BotKind::Strong, progress)?.result;
            if strong.cancelled {
                let _ = writeln!(
                    out,
                    "  (the strong bots were stopped by Ctrl-C after {} of {n} games; their games are left out)",
                    strong.games_played
                );
                None
            } else {
                Some(strong)
            }
        }
        _ => None,
    };
    let _ = writeln!(
        out,
        "  (a static line is the estimate's rule of thumb: it agrees with the games on {:.0} % of the shortcuts and bends held out of its fit, where warning of every short way would on {:.0} %)",
        100.0 * difficulty::TIP_AGREEMENT,
        100.0 * difficulty::ALWAYS_WARN_AGREEMENT
    );
    let found =
        evidence(report, &fast.route_choices, strong.as_ref().map(|s| s.route_choices.as_slice()));
    let tactics = match o.tactics {
        true => Some(
            simulate_watching(
                map,
                "",
                &eldorado_design::tactics::table(games, o.seed),
                watched.clone(),
                &Progress::new(),
            )?
            .result,
        ),
        false => None,
    };
    for (e, w) in found.iter().zip(&fast.route_choices) {
        let said = match e.source {
            _ if e.start_board => {
                "on the start board: each piece's way follows its start space, no design tip"
                    .to_string()
            }
            Origin::Choice(i) => {
                let c = &report.choices[i];
                format!(
                    "a real choice by the estimate: the ways are {:.1} rounds apart, within {:.1}",
                    c.rounds_apart,
                    eldorado_analysis::choices::CHOICE_ROUNDS
                )
            }
            Origin::Shortcut(i) => {
                let s = &report.shortcuts[i];
                format!(
                    "{}: {} spaces shorter and {:.1} rounds quicker, against the {:.1} its saved spaces are worth",
                    if e.static_ok { "tip b kept" } else { "tip b broken (a warning)" },
                    s.saves,
                    s.around.rounds - s.short.rounds,
                    difficulty::saved_worth(s.saves as f64)
                )
            }
            Origin::Bend(i) => {
                let b = &report.bends[i];
                let (Some(inner), Some(outer)) = (&b.inner, &b.outer) else { continue };
                format!(
                    "{}: the inner lane is {} spaces shorter and {:.1} rounds quicker, against the {:.1} its saved spaces are worth",
                    if e.static_ok { "tip c kept" } else { "tip c broken (a warning)" },
                    outer.steps as i64 - inner.steps as i64,
                    outer.rounds - inner.rounds,
                    difficulty::saved_worth(outer.steps as f64 - inner.steps as f64)
                )
            }
        };
        let _ = writeln!(out, "  {}", w.name);
        let _ = writeln!(out, "    static:   {said}");
        let _ = writeln!(out, "    measured: {}", e.verdict_text());
        if let Some(u) =
            tactics.as_ref().and_then(|t| t.route_choices.iter().find(|u| u.origin == e.source))
        {
            use eldorado_design::route_words::{tactical_in, taken_in};
            let lang = eldorado_messages::Lang::English;
            let names: Vec<String> = u.ways.iter().map(|w| w.name.clone()).collect();
            let judged = eldorado_design::tactics::judge(u, 4);
            let taken: Vec<String> =
                judged.taken.iter().map(|t| taken_in(lang, t, &names)).collect();
            let _ = writeln!(
                out,
                "    tactics:  {}; {}",
                tactical_in(lang, &judged, &names),
                taken.join("; ")
            );
        }
    }
    if let Some(v) = tactics.as_ref().and_then(eldorado_design::tactics::variety) {
        let itself = eldorado_core::course::official::which_map(map).unwrap_or("");
        let _ = writeln!(
            out,
            "  tactical variety ({games} games of the tactics' table): {}",
            eldorado_design::route_words::variety_in(eldorado_messages::Lang::English, &v, itself)
        );
    }
    Ok(out)
}

/// The seats' win rates explained, with the edits that narrow an imbalance.
fn fairness(
    course: &eldorado_core::course::Course,
    games: u64,
    o: &Games,
    progress: &Progress,
) -> Result<String, eldorado_sim::SimError> {
    use eldorado_design::fairness::{FairnessAsk, explain_with};
    let ask = FairnessAsk {
        players: o.players,
        games,
        strong_games: o.strong.unwrap_or(0),
        seed: o.seed,
        edits: true,
    };
    let Some(f) = explain_with(course, &ask, progress)? else { return Ok(String::new()) };
    let mut out = String::from("\nFairness:\n");
    for line in &f.text {
        let _ = writeln!(out, "  {line}");
    }
    if f.imbalanced && f.edits.is_empty() {
        out += "  No single edit of the start board, the pieces beside it or the blockades narrows it.\n";
    }
    Ok(out)
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
            if e.games.is_some() {
                let _ = writeln!(o, "    {}", two_players::method_text(Lang::English));
            }
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
