//! A reader's own count of the side each piece passed at each route choice,
//! shortcut and bend: from a game record's hexes and the cut lines the
//! analysis prints (each way's `gate.line`), with nothing of the program's
//! own crossing sets. Each piece's walk is the line through the centres of
//! the hexes it entered; a way is passed where that walk crosses the way's cut
//! line forwards (the way the way's own route crosses it), and a crossing
//! backwards takes one back. Shared by the test of the count
//! (`passing.rs`) and `tools/src/bin/route_check.rs`, which redoes the
//! official courses' figures from saved records.

use eldorado_analysis::report::{Gate, Report};
use eldorado_core::map::{Map, SpaceId};
use eldorado_design::routes::Origin;
use serde_json::Value;

/// A point in hex units: x east, y south.
pub type Point = (f64, f64);

/// The centre of hex (q, r), pointy-top: x = √3·(q + r/2), y = 1.5·r.
pub fn centre(q: f64, r: f64) -> Point {
    (3f64.sqrt() * (q + r / 2.0), 1.5 * r)
}

fn cross(o: Point, a: Point, p: Point) -> f64 {
    (a.0 - o.0) * (p.1 - o.1) - (a.1 - o.1) * (p.0 - o.0)
}

/// Whether the step p→q crosses the segment a–b.
fn crosses(p: Point, q: Point, a: Point, b: Point) -> bool {
    (cross(a, b, p) > 0.0) != (cross(a, b, q) > 0.0)
        && (cross(p, q, a) > 0.0) != (cross(p, q, b) > 0.0)
}

/// One way of a watched choice as a reader holds it: its cut line, and which
/// side of the line is the start side.
#[derive(Debug, Clone)]
pub struct Cut {
    pub line: (Point, Point),
    /// Whether the start side is to the left of the line (cross > 0).
    pub start_left: bool,
}

impl Cut {
    /// The cut of a way whose route (hex centres, start to El Dorado) crosses
    /// `line`: the start side is where the route was before its first crossing.
    pub fn from_route(line: (Point, Point), route: &[Point]) -> Option<Cut> {
        let step = route.windows(2).find(|w| crosses(w[0], w[1], line.0, line.1))?;
        Some(Cut { line, start_left: cross(line.0, line.1, step[0]) > 0.0 })
    }
}

/// Where a piece stands at a watched choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// Past it on this way.
    Way(usize),
    /// Not past it.
    NotPast,
}

/// The side a walk passed a choice whose ways are `cuts`.
pub fn side(walk: &[Point], cuts: &[Cut]) -> Side {
    let mut net = 0i32;
    let mut way = None;
    for w in walk.windows(2) {
        for (k, c) in cuts.iter().enumerate() {
            if !crosses(w[0], w[1], c.line.0, c.line.1) {
                continue;
            }
            let forward = (cross(c.line.0, c.line.1, w[0]) > 0.0) == c.start_left;
            if forward {
                net += 1;
                if net == 1 {
                    way = Some(k);
                }
            } else {
                net -= 1;
                if net == 0 {
                    way = None;
                }
            }
        }
    }
    match way {
        Some(k) if net > 0 => Side::Way(k),
        _ => Side::NotPast,
    }
}

/// Each seat's walk in a game record (one piece a seat: three or four
/// players): its start hex (`starts[seat]`), then every hex its moves
/// entered, in order. Seats take turns in order, each turn ended by
/// `"end_turn"`.
pub fn walks(record: &Value, starts: &[Point]) -> Vec<Vec<Point>> {
    let players = starts.len();
    let mut out: Vec<Vec<Point>> = starts.iter().map(|&s| vec![s]).collect();
    let mut seat = 0;
    let hex = |v: &Value| -> Option<Point> {
        let a = v.as_array()?;
        Some(centre(a.first()?.as_f64()?, a.get(1)?.as_f64()?))
    };
    for action in record["actions"].as_array().into_iter().flatten() {
        if action.as_str() == Some("end_turn") {
            seat = (seat + 1) % players;
            continue;
        }
        let entered: Vec<Point> = if let Some(m) = action.get("move") {
            m["path"].as_array().into_iter().flatten().filter_map(|s| hex(&s["enter"])).collect()
        } else if let Some(p) = action.get("pay").or_else(|| action.get("native")) {
            hex(&p["target"]["enter"]).into_iter().collect()
        } else {
            Vec::new()
        };
        out[seat].extend(entered);
    }
    out
}

pub fn hexes(map: &Map, spaces: &[SpaceId]) -> Vec<Point> {
    spaces
        .iter()
        .map(|&s| {
            let h = map.space(s).hex;
            centre(h.x as f64, h.y as f64)
        })
        .collect()
}

fn line(g: &Gate) -> (Point, Point) {
    ((g.line[0][0], g.line[0][1]), (g.line[1][0], g.line[1][1]))
}

/// A watched choice's ways as a reader holds them: each way's cut line, its
/// start side read off the route the analysis gives for that way.
pub fn cuts(map: &Map, report: &Report, origin: Origin) -> Vec<Cut> {
    let way = |g: &Gate, route: &[SpaceId]| {
        Cut::from_route(line(g), &hexes(map, route)).expect("a way's route crosses its own cut")
    };
    match origin {
        Origin::Choice(i) => {
            report.choices[i].ways.iter().map(|w| way(&w.gate, &w.route)).collect()
        }
        Origin::Shortcut(i) => {
            let s = &report.shortcuts[i];
            vec![way(&s.short.gate, &s.short.route), way(&s.around.gate, &s.around.route)]
        }
        Origin::Bend(i) => {
            let b = &report.bends[i];
            let gates = b.gates.as_ref().unwrap();
            // A lane walks across the piece, crossing its own half; the two
            // halves point away from each other, so a missing lane's start
            // side is the other's, mirrored.
            let lanes = [&b.inner, &b.outer];
            let own: Vec<Option<Cut>> = (0..2)
                .map(|k| {
                    let route = lanes[k].as_ref()?;
                    Cut::from_route(line(&gates[k]), &hexes(map, &route.spaces))
                })
                .collect();
            (0..2)
                .map(|k| match (&own[k], &own[1 - k]) {
                    (Some(c), _) => c.clone(),
                    (None, Some(o)) => Cut { line: line(&gates[k]), start_left: !o.start_left },
                    (None, None) => panic!("a bend with no lane"),
                })
                .collect()
        }
    }
}
