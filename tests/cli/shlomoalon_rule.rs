//! The ShlomoAlon exporter's verdict against ShlomoAlon's program as
//! docs/clients.md states it, on every official course, every course one or
//! two flips or swaps of pieces away from one, the three Winding Paths
//! variants its program refused while the exporter wrote them, and generated
//! courses.
//!
//! [`program`] is written from those facts alone, not from the exporter's
//! code: ShlomoAlon's boards (a printed cave is a mountain, board H has a
//! village 1 where its cave is printed), its four assertions in its order,
//! the finishing spaces it derives, and movement between any neighbouring
//! spaces.

use std::collections::{HashMap, HashSet, VecDeque};

use eldorado_core::catalog::{Catalog, PieceKind, Terrain};
use eldorado_core::course::{Course, Edit, Placement, official};
use eldorado_core::hex::{self, Hex};
use eldorado_core::map::Map;
use eldorado_formats::{Refusal, shlomoalon};

use crate::client_round_trips::generated;

/// What ShlomoAlon's program makes of a course object.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Verdict {
    /// It builds the course, with El Dorado on these three spaces.
    Builds(HashSet<Hex>),
    /// It has no strips (boards A to N only).
    NoStrips,
    /// Consecutive boards share fewer than 2 pairs of neighbouring spaces that are not mountains.
    Joins,
    /// Two boards overlap.
    Overlap,
    /// El Dorado does not sit against the last board.
    Finish,
    /// No path from the start spaces to El Dorado.
    Path,
}

/// A space of ShlomoAlon's board that is not a mountain: every printed space
/// but mountains (its boards have no caves, so a printed cave is a mountain
/// too), and on its board H the printed cave's space, local (-2, 0), which
/// holds a village 1 there.
fn not_mountain(board: &str, local: Hex, terrain: Terrain) -> bool {
    terrain != Terrain::Mountain || (board == "H" && local == Hex::new(-2, 0))
}

/// ShlomoAlon's program on the course object `p` (boards in course order) and
/// `e` (the middle finishing space).
fn program(p: &[Placement], e: Hex) -> Verdict {
    let catalog = Catalog::get();
    let sides: Vec<_> = p.iter().map(|b| catalog.side(&b.piece).expect("a side")).collect();
    if sides.iter().any(|s| !s.kind.is_board()) {
        return Verdict::NoStrips;
    }
    // Each board: world hex → not a mountain.
    let boards: Vec<HashMap<Hex, bool>> = p
        .iter()
        .zip(&sides)
        .map(|(b, side)| {
            side.spaces
                .iter()
                .map(|s| (b.to_world(s.local), not_mountain(&side.id, s.local, s.terrain)))
                .collect()
        })
        .collect();

    // 1. Consecutive boards share at least 2 pairs of neighbouring spaces
    //    that are not mountains.
    for pair in boards.windows(2) {
        let mut shared = 0;
        for (&a, &open) in &pair[0] {
            for n in hex::neighbours(a) {
                if open && pair[1].get(&n) == Some(&true) {
                    shared += 1;
                }
            }
        }
        if shared < 2 {
            return Verdict::Joins;
        }
    }

    // 2. No two boards overlap.
    let mut on_a_board = HashSet::new();
    for board in &boards {
        for &h in board.keys() {
            if !on_a_board.insert(h) {
                return Verdict::Overlap;
            }
        }
    }

    // 3. El Dorado: the two other finishing spaces are the first pair of
    //    opposite neighbours of `e`, in the directions (1, 0), (1, -1),
    //    (0, -1), that may both hold one, else the first two neighbours that
    //    may; and each finishing space lies on no board and touches a space
    //    of the last board that is not a mountain.
    let last = boards.last().expect("a board");
    let may_finish = |h: Hex| {
        !on_a_board.contains(&h) && hex::neighbours(h).any(|n| last.get(&n) == Some(&true))
    };
    let pair = [Hex::new(1, 0), Hex::new(1, -1), Hex::new(0, -1)]
        .into_iter()
        .find(|&d| may_finish(e + d) && may_finish(e - d))
        .map(|d| vec![e + d, e - d])
        .unwrap_or_else(|| hex::neighbours(e).filter(|&h| may_finish(h)).take(2).collect());
    if pair.len() < 2 || !may_finish(e) {
        return Verdict::Finish;
    }
    let el_dorado: HashSet<Hex> = [pair[0], e, pair[1]].into();

    // 4. A path from the start spaces to El Dorado, through spaces that are
    //    not mountains, between any neighbouring spaces.
    let open = |h: Hex| el_dorado.contains(&h) || boards.iter().any(|b| b.get(&h) == Some(&true));
    let starts: Vec<Hex> = sides[0]
        .spaces
        .iter()
        .filter(|s| s.start.is_some())
        .map(|s| p[0].to_world(s.local))
        .collect();
    let mut seen: HashSet<Hex> = starts.iter().copied().collect();
    let mut queue: VecDeque<Hex> = starts.into();
    while let Some(h) = queue.pop_front() {
        if el_dorado.contains(&h) {
            return Verdict::Builds(el_dorado);
        }
        for n in hex::neighbours(h).filter(|&n| open(n)) {
            if seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    Verdict::Path
}

/// The course object the exporter writes for a course that is one line of
/// pieces: its boards from the start board out, and the finish plate.
fn object(course: &Course, map: &Map) -> (Vec<Placement>, Placement) {
    let mut pieces: Vec<_> = map.pieces().iter().collect();
    pieces.sort_by_key(|p| p.depth);
    let (plate, boards) = pieces.split_last().expect("pieces");
    assert_eq!(plate.kind, PieceKind::Finish, "{}: the finish plate is last", course.name);
    let placement = |p: &eldorado_core::map::PlacedPiece| course.placement(&p.id).unwrap().clone();
    (boards.iter().map(|p| placement(p)).collect(), placement(plate))
}

/// Every flip of a piece and every swap of a piece for a side of the same kind
/// from a physical piece the course does not use.
fn flips_and_swaps(course: &Course) -> Vec<Edit> {
    let catalog = Catalog::get();
    let used: Vec<&str> =
        course.pieces.iter().map(|p| p.side().unwrap().physical_piece.as_str()).collect();
    let mut edits = Vec::new();
    for p in &course.pieces {
        let side = p.side().unwrap();
        edits.push(Edit::Flip { piece: side.id.clone() });
        for other in catalog.sides() {
            if other.kind == side.kind && !used.contains(&other.physical_piece.as_str()) {
                edits.push(Edit::Swap { piece: side.id.clone(), with: other.id.clone() });
            }
        }
    }
    edits
}

/// The official courses and every course valid here that one or two flips or
/// swaps of pieces make of one (Winding Paths with its last board N swapped
/// for L, with M for F too, among them), and Winding Paths with N swapped for
/// L, I flipped to J and the jungle side of the finish plate.
fn official_variants() -> Vec<(String, Course)> {
    let mut out: Vec<(String, Course)> = Vec::new();
    let mut seen = HashSet::new();
    let mut keep = |name: String, course: Course, out: &mut Vec<(String, Course)>| {
        let key: Vec<_> =
            course.pieces.iter().map(|p| (p.piece.clone(), p.rotation, p.origin)).collect();
        if Map::build(&course).is_ok() && seen.insert(key) {
            out.push((name, course));
        }
    };
    for (id, course) in official::all() {
        keep(id.to_string(), course.clone(), &mut out);
        for first in flips_and_swaps(&course) {
            let Ok(once) = first.applied(&course) else { continue };
            for second in flips_and_swaps(&once) {
                if let Ok(twice) = second.applied(&once) {
                    keep(format!("{id} {first:?} {second:?}"), twice, &mut out);
                }
            }
            keep(format!("{id} {first:?}"), once, &mut out);
        }
    }
    let mut course = official::course("winding-paths").unwrap();
    let edits = [
        Edit::Swap { piece: "N".into(), with: "L".into() },
        Edit::Flip { piece: "I".into() },
        Edit::Flip { piece: "finish-river".into() },
    ];
    for edit in &edits {
        edit.apply(&mut course).unwrap();
    }
    keep(format!("winding-paths {edits:?}"), course, &mut out);
    out
}

/// How many courses ended where.
#[derive(Debug, Default)]
struct Tally {
    written: usize,
    refused: HashMap<&'static str, usize>,
    not_a_line: usize,
}

#[test]
fn the_exporter_refuses_exactly_what_shlomoalons_program_refuses() {
    let mut courses = official_variants();
    let variants = courses.len();
    courses.extend(generated(50).into_iter().map(|c| (c.name.clone(), c)));
    let mut tally = Tally::default();
    let mut refused_finish = HashSet::new();
    for (name, course) in &courses {
        let map = Map::build(course).unwrap_or_else(|p| panic!("{name}: {p:?}"));
        let exported = shlomoalon::write(course, &map);
        // Refusals before the program is asked: the course is no line of
        // pieces it could list in order.
        if let Err(
            Refusal::NotAChain { .. }
            | Refusal::TooManyConnections { .. }
            | Refusal::FinishNotLast { .. },
        ) = exported
        {
            tally.not_a_line += 1;
            continue;
        }
        let (boards, plate) = object(course, &map);
        let verdict = program(&boards, plate.origin);
        let plate_spaces: HashSet<Hex> = plate.hexes().collect();
        let expected = match &verdict {
            Verdict::Builds(spaces) if *spaces == plate_spaces => "written",
            Verdict::Builds(_) => "finish spaces elsewhere",
            Verdict::NoStrips => "strip",
            Verdict::Joins => "joins",
            Verdict::Overlap => "overlap",
            Verdict::Finish => "finish",
            Verdict::Path => "path",
        };
        let got = match &exported {
            Ok(_) => "written",
            Err(Refusal::FinishSpaces { .. }) => "finish spaces elsewhere",
            Err(Refusal::Strip { .. }) => "strip",
            Err(Refusal::FewPassablePairs { .. }) => "joins",
            Err(Refusal::Overlap { .. }) => "overlap",
            Err(Refusal::FinishNotAgainstLast { .. }) => "finish",
            Err(Refusal::NoPath { .. }) => "path",
            Err(other) => panic!("{name}: refused for another program's reason: {other}"),
        };
        assert_eq!(
            got, expected,
            "{name}: the exporter says {exported:?}, the program {verdict:?}"
        );
        if let Ok(written) = &exported {
            // What the program reads is the object checked here.
            let object: serde_json::Value = serde_json::from_str(&written.text).unwrap();
            let p: Vec<(String, i64, i64, i64)> =
                serde_json::from_value(object["p"].clone()).unwrap();
            let listed: Vec<(String, i64, i64, i64)> = boards
                .iter()
                .map(|b| {
                    let (q, r) = (i64::from(b.origin.x), i64::from(b.origin.y));
                    (b.piece.clone(), q, r, i64::from(b.rotation.steps()))
                })
                .collect();
            assert_eq!(p, listed, "{name}: p");
            let e = [i64::from(plate.origin.x), i64::from(plate.origin.y)];
            assert_eq!(object["e"], serde_json::json!(e), "{name}: e");
            tally.written += 1;
        } else {
            *tally.refused.entry(got).or_default() += 1;
            if got == "finish" {
                let pieces: Vec<&str> = course.pieces.iter().map(|p| p.piece.as_str()).collect();
                refused_finish.insert(pieces.join(" "));
            }
        }
    }
    println!(
        "{} courses ({variants} official and variants, 50 generated): {tally:?}",
        courses.len()
    );
    // The three courses its program refused are refused, by the finish check.
    for shape in
        ["B I F G C L finish-river", "B J F G C L finish-jungle", "B I M G C L finish-river"]
    {
        assert!(refused_finish.contains(shape), "{shape}: {refused_finish:?}");
    }
    assert!(tally.written > courses.len() / 2, "{tally:?}");
}
