//! The ShlomoAlon exporter's verdict against ShlomoAlon's program as
//! docs/clients.md states it, on: every official course and every course one
//! or two flips or swaps of pieces away from one (the three Winding Paths
//! variants its program refused while the exporter once wrote them among
//! them); courses ending on every terrain board, E and H included, each turn
//! of it and the finish plate at each place it fits; courses whose middle
//! boards are turned or swapped (board E beside M among them); courses whose
//! boards are not a chain (triangles and diamonds, the plate at every place on
//! every board); and generated courses.
//!
//! [`program`] is the program's rule, written once here from those facts,
//! not from the exporter's code: its boards (its own, as the project
//! transcribed them in `shlomoalon::own_boards`: E and H its reconstructions,
//! the others printed with each cave a plain mountain), its four assertions
//! in its order, the finishing spaces it derives, at most six joins, and
//! movement between any neighbouring spaces. It builds a course from a list
//! of boards and joins only boards that follow each other in the list. So the
//! exporter must write a course exactly when some list of its boards (the
//! start board first) is one the program builds with El Dorado where the
//! plate has it; what it writes must be such a list; and it must name each
//! seam between touching boards that the list leaves open.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use eldorado_core::catalog::{Catalog, PieceKind, PieceSide, Terrain};
use eldorado_core::course::snap::snap_positions;
use eldorado_core::course::{BlockadeChoice, Course, Edit, Placement, official};
use eldorado_core::hex::{self, Hex, Rotation};
use eldorado_core::map::Map;
use eldorado_formats::{Loss, Refusal, shlomoalon};

use crate::client_round_trips::generated;

/// What ShlomoAlon's program makes of a course object.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Verdict {
    /// It builds the course, with El Dorado on these three spaces.
    Builds(HashSet<Hex>),
    /// It has no strips (boards A to N only).
    NoStrips,
    /// More than six joins: it deals one of the six blockades onto each.
    TooMany,
    /// Consecutive boards share fewer than 2 pairs of neighbouring spaces that are not mountains.
    Joins,
    /// Two boards overlap.
    Overlap,
    /// El Dorado does not sit against the last board.
    Finish,
    /// No path from the start spaces to El Dorado.
    Path,
}

/// Which boards the program is imagined with: its own (the rule), or the
/// printed ones (to tell the courses where its own E and H decide).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Boards {
    Its,
    Printed,
}

/// Whether a space of a board is not a mountain on those boards.
fn not_mountain(boards: Boards, side: &PieceSide, local: Hex) -> bool {
    match boards {
        Boards::Its => {
            shlomoalon::boards::space(side, local).is_some_and(|s| s.terrain != Terrain::Mountain)
        }
        Boards::Printed => side.space_at(local).is_some_and(|s| s.terrain != Terrain::Mountain),
    }
}

/// A board laid: each world hex, and whether it is not a mountain.
fn laid(boards: Boards, b: &Placement) -> HashMap<Hex, bool> {
    let side = b.side().expect("a side");
    side.spaces.iter().map(|s| (b.to_world(s.local), not_mountain(boards, side, s.local))).collect()
}

/// Pairs of neighbouring spaces, neither a mountain, across two boards.
fn shared_pairs(a: &HashMap<Hex, bool>, b: &HashMap<Hex, bool>) -> usize {
    a.iter()
        .filter(|&(_, &open)| open)
        .flat_map(|(&h, _)| hex::neighbours(h))
        .filter(|n| b.get(n) == Some(&true))
        .count()
}

/// ShlomoAlon's program on the course object `p` (its list of boards) and
/// `e` (the middle finishing space).
fn program(boards: Boards, p: &[Placement], e: Hex) -> Verdict {
    let catalog = Catalog::get();
    let sides: Vec<_> = p.iter().map(|b| catalog.side(&b.piece).expect("a side")).collect();
    if sides.iter().any(|s| !s.kind.is_board()) {
        return Verdict::NoStrips;
    }
    if p.len() > 7 {
        return Verdict::TooMany;
    }
    let laid: Vec<HashMap<Hex, bool>> = p.iter().map(|b| laid(boards, b)).collect();

    // 1. Boards that follow each other in the list share at least 2 pairs of
    //    neighbouring spaces that are not mountains.
    if laid.windows(2).any(|pair| shared_pairs(&pair[0], &pair[1]) < 2) {
        return Verdict::Joins;
    }

    // 2. No two boards overlap.
    let mut on_a_board = HashSet::new();
    for board in &laid {
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
    //    of the last board in the list that is not a mountain.
    let last = laid.last().expect("a board");
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
    //    not mountains, between any neighbouring spaces. (The open spaces
    //    gathered once: this test's code is unoptimised, and a look-up in
    //    each board for each step was most of its time.)
    let open_spaces: HashSet<Hex> = laid
        .iter()
        .flat_map(|b| b.iter().filter(|&(_, &open)| open).map(|(&h, _)| h))
        .chain(el_dorado.iter().copied())
        .collect();
    let open = |h: Hex| open_spaces.contains(&h);
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

/// Every list of the course's boards, the start board first, that the
/// program builds with El Dorado on the plate's spaces. A list whose
/// neighbours fail its first assertion is given up at once.
fn lists_built(
    boards: Boards,
    course_boards: &[Placement],
    plate: &Placement,
) -> Vec<Vec<Placement>> {
    fn extend(
        boards: Boards,
        all: &[(Placement, HashMap<Hex, bool>)],
        joined: &mut [Vec<Option<bool>>],
        plate: &Placement,
        list: &mut Vec<usize>,
        out: &mut Vec<Vec<Placement>>,
    ) {
        if list.len() == all.len() {
            let p: Vec<Placement> = list.iter().map(|&i| all[i].0.clone()).collect();
            if program(boards, &p, plate.origin) == Verdict::Builds(plate.hexes().collect()) {
                out.push(p);
            }
            return;
        }
        let here = *list.last().expect("the start board");
        for next in 0..all.len() {
            if list.contains(&next) {
                continue;
            }
            let join = *joined[here][next]
                .get_or_insert_with(|| shared_pairs(&all[here].1, &all[next].1) >= 2);
            if join {
                list.push(next);
                extend(boards, all, joined, plate, list, out);
                list.pop();
            }
        }
    }
    let all: Vec<(Placement, HashMap<Hex, bool>)> =
        course_boards.iter().map(|b| (b.clone(), laid(boards, b))).collect();
    // Which boards may follow which, counted once for each pair met rather
    // than at every step of every list.
    let mut joined = vec![vec![None; all.len()]; all.len()];
    let mut out = Vec::new();
    extend(boards, &all, &mut joined, plate, &mut vec![0], &mut out);
    out
}

/// Whether two boards have neighbouring spaces.
fn touch(a: &Placement, b: &Placement) -> bool {
    let on_b: HashSet<Hex> = b.hexes().collect();
    a.hexes().any(|h| hex::neighbours(h).any(|n| on_b.contains(&n)))
}

/// The course's boards, the start board first and the others from it out,
/// and its finish plate.
fn parts(course: &Course, map: &Map) -> (Vec<Placement>, Placement) {
    let mut pieces: Vec<_> = map.pieces().iter().collect();
    pieces.sort_by_key(|p| (p.kind != PieceKind::Start, p.depth, p.course_index));
    let placement = |p: &eldorado_core::map::PlacedPiece| course.placement(&p.id).unwrap().clone();
    let plate = pieces.iter().find(|p| p.kind == PieceKind::Finish).expect("a finish plate");
    let boards = pieces.iter().filter(|p| p.kind != PieceKind::Finish).map(|p| placement(p));
    (boards.collect(), placement(plate))
}

/// Whether the boards, from the start board out, are a chain: each touching
/// the next and no other.
fn is_chain(boards: &[Placement]) -> bool {
    (0..boards.len())
        .all(|i| (i + 1..boards.len()).all(|j| touch(&boards[i], &boards[j]) == (j == i + 1)))
}

/// The boards the course object lists, and `e`.
fn object(text: &str) -> (Vec<Placement>, Hex) {
    let object: serde_json::Value = serde_json::from_str(text).unwrap();
    let p: Vec<(String, i32, i32, u8)> = serde_json::from_value(object["p"].clone()).unwrap();
    let e: [i32; 2] = serde_json::from_value(object["e"].clone()).unwrap();
    let p = p
        .into_iter()
        .map(|(letter, q, r, turn)| {
            Placement::new(letter, Rotation::new(turn).unwrap(), Hex::new(q, r))
        })
        .collect();
    (p, Hex::new(e[0], e[1]))
}

/// A seam's two boards, as letters in order.
fn seam_of(a: &str, b: &str) -> [String; 2] {
    let mut pair = [a.to_string(), b.to_string()];
    pair.sort();
    pair
}

/// How many courses ended where, and which families were met.
#[derive(Debug, Default)]
struct Tally {
    written: usize,
    refused: HashMap<&'static str, usize>,
    /// Written, though the printed boards would have had the program refuse
    /// it: board E or H last, El Dorado against it.
    own_last: usize,
    /// Written, though the printed E and M share too few passable pairs.
    own_e_m: usize,
    /// Written with boards that are not a chain, seams left open.
    open_seams: usize,
    /// Refused: no list of boards that touch one another ends at the plate.
    no_order: usize,
    /// The last boards of the courses judged.
    last_boards: BTreeSet<String>,
    /// The pieces of the courses refused by the finish check.
    refused_finish: HashSet<String>,
}

/// The exporter against the program on one course.
fn judge(name: &str, course: &Course, tally: &mut Tally) {
    let map = Map::build(course).unwrap_or_else(|p| panic!("{name}: {p:?}"));
    let exported = shlomoalon::write(course, &map);
    let (boards, plate) = parts(course, &map);
    if boards.iter().any(|b| b.side().is_some_and(|s| s.kind == PieceKind::Strip)) {
        assert!(matches!(exported, Err(Refusal::Strip { .. })), "{name}: {exported:?}");
        *tally.refused.entry("strip").or_default() += 1;
        return;
    }
    let built = lists_built(Boards::Its, &boards, &plate);
    let spaces: HashSet<Hex> = plate.hexes().collect();
    match &exported {
        Ok(written) => {
            // What the program reads: a list of the course's boards that it builds.
            let (p, e) = object(&written.text);
            assert_eq!(e, plate.origin, "{name}: e");
            let listed: HashSet<_> = p.iter().map(|b| (&b.piece, b.rotation, b.origin)).collect();
            let laid: HashSet<_> =
                boards.iter().map(|b| (&b.piece, b.rotation, b.origin)).collect();
            assert!(p.len() == boards.len() && listed == laid, "{name}: p {p:?}");
            assert_eq!(program(Boards::Its, &p, e), Verdict::Builds(spaces), "{name}: {p:?}");
            // Each seam between touching boards that do not follow each
            // other in the list is said, with the blockade lost there.
            let mut open = BTreeSet::new();
            for i in 0..p.len() {
                for j in i + 2..p.len() {
                    if touch(&p[i], &p[j]) {
                        open.insert(seam_of(&p[i].piece, &p[j].piece));
                    }
                }
            }
            let mut said = BTreeSet::new();
            for loss in &written.losses {
                if let Loss::SeamLeftOpen { seam, blockade, .. } = loss {
                    let (a, b) = seam.split_once('–').expect("a seam's name");
                    assert_eq!(*blockade, course.blockade_between(a, b), "{name}: {seam}");
                    said.insert(seam_of(a, b));
                }
            }
            assert_eq!(said, open, "{name}: the seams left open");
            tally.written += 1;
            tally.open_seams += usize::from(!open.is_empty());
            let last = &p[p.len() - 1].piece;
            let on_printed = program(Boards::Printed, &p, e);
            if ["E", "H"].contains(&last.as_str()) && on_printed == Verdict::Finish {
                tally.own_last += 1;
            }
            let e_m = p.windows(2).any(|w| {
                let pair = seam_of(&w[0].piece, &w[1].piece);
                pair == ["E", "M"] && shared_pairs(&laid_printed(&w[0]), &laid_printed(&w[1])) < 2
            });
            tally.own_e_m += usize::from(e_m);
        }
        Err(why) => {
            // No false refusal: no list of its boards would the program build.
            assert!(
                built.is_empty(),
                "{name}: refused ({why}), but the program builds {:?}",
                built[0].iter().map(|b| &b.piece).collect::<Vec<_>>()
            );
            let got = match why {
                Refusal::FinishSpaces { .. } => "finish spaces elsewhere",
                Refusal::FewPassablePairs { .. } => "joins",
                Refusal::Overlap { .. } => "overlap",
                Refusal::FinishNotAgainstLast { .. } | Refusal::FinishNotLast { .. } => "finish",
                Refusal::NoPath { .. } => "path",
                Refusal::TooManyConnections { .. } => "too many",
                Refusal::NoOrder { .. } => "no order",
                other => panic!("{name}: refused for another reason: {other}"),
            };
            // A chain has one list: the program refuses it for the same reason.
            if is_chain(&boards) {
                let expected = match program(Boards::Its, &boards, plate.origin) {
                    Verdict::Builds(_) => "finish spaces elsewhere",
                    Verdict::NoStrips => "strip",
                    Verdict::TooMany => "too many",
                    Verdict::Joins => "joins",
                    Verdict::Overlap => "overlap",
                    Verdict::Finish => "finish",
                    Verdict::Path => "path",
                };
                assert_eq!(got, expected, "{name}: {why}");
            } else if got == "no order" {
                tally.no_order += 1;
            }
            if got == "finish" {
                let pieces: Vec<&str> = course.pieces.iter().map(|p| p.piece.as_str()).collect();
                tally.refused_finish.insert(pieces.join(" "));
            }
            *tally.refused.entry(got).or_default() += 1;
        }
    }
    tally.last_boards.insert(boards[boards.len() - 1].piece.clone().into());
}

fn laid_printed(b: &Placement) -> HashMap<Hex, bool> {
    laid(Boards::Printed, b)
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

/// Courses kept once each, valid here.
#[derive(Default)]
struct Courses {
    list: Vec<(String, Course)>,
    seen: HashSet<Vec<(String, Rotation, Hex)>>,
}

impl Courses {
    fn keep(&mut self, name: String, course: Course) {
        let key: Vec<_> =
            course.pieces.iter().map(|p| (p.piece.to_string(), p.rotation, p.origin)).collect();
        if Map::build(&course).is_ok() && self.seen.insert(key) {
            self.list.push((name, course));
        }
    }
}

/// The official courses and every course valid here that one or two flips or
/// swaps of pieces make of one (Winding Paths with its last board N swapped
/// for L, with M for F too, among them), and Winding Paths with N swapped for
/// L, I flipped to J and the jungle side of the finish plate.
fn official_variants(out: &mut Courses) {
    for (id, course) in official::all() {
        out.keep(id.to_string(), course.clone());
        for first in flips_and_swaps(&course) {
            let Ok(once) = first.applied(&course) else { continue };
            for second in flips_and_swaps(&once) {
                if let Ok(twice) = second.applied(&once) {
                    out.keep(format!("{id} {first:?} {second:?}"), twice);
                }
            }
            out.keep(format!("{id} {first:?}"), once);
        }
    }
    let mut course = official::course("winding-paths").unwrap();
    let edits = [
        Edit::Swap { piece: "N".into(), with: "L".into() },
        Edit::Flip { piece: "finish-river".into() },
        Edit::Flip { piece: "I".into() },
    ];
    for edit in &edits {
        edit.apply(&mut course).unwrap();
    }
    out.keep(format!("winding-paths {edits:?}"), course);
}

/// The course with its finish plate (this side) at each place it fits
/// against `board` alone.
fn plates_on(course: &Course, board: &str, side: &str) -> Vec<Course> {
    let centre = course.placement(board).expect("the board").origin;
    let mut places = BTreeSet::new();
    for rotation in (0..6).filter_map(Rotation::new) {
        for d in hex::NEIGHBOUR_OFFSETS {
            let near = centre + d * 4;
            for o in snap_positions(course, None, side, rotation, (near.x as f32, near.y as f32)) {
                places.insert((rotation.steps(), o.x, o.y));
            }
        }
    }
    places
        .into_iter()
        .map(|(r, q, s)| {
            let mut c = course.clone();
            c.pieces.push(Placement::new(side, Rotation::new(r).unwrap(), Hex::new(q, s)));
            c
        })
        .filter(|c| {
            Map::build(c).is_ok_and(|map| {
                let plate = map.piece_by_id(side).unwrap();
                map.piece_by_id(board).and_then(|b| map.seam_between_pieces(b, plate)).is_some()
            })
        })
        .collect()
}

/// The official courses without strips, their last board replaced by each
/// terrain side the rest leaves free, at each turn, the finish plate at each
/// place it fits on it.
fn last_board_variants(out: &mut Courses) {
    for (id, course) in official::all() {
        let Some((plate, rest)) = course.pieces.split_last() else { continue };
        if rest.iter().any(|p| p.side().unwrap().kind == PieceKind::Strip) {
            continue;
        }
        let last = rest.last().unwrap();
        let used: Vec<&str> = rest[..rest.len() - 1]
            .iter()
            .map(|p| p.side().unwrap().physical_piece.as_str())
            .collect();
        for side in Catalog::get().sides() {
            if side.kind != PieceKind::Terrain || used.contains(&side.physical_piece.as_str()) {
                continue;
            }
            for turn in (0..6).filter_map(Rotation::new) {
                let mut c = course.clone();
                c.pieces.pop();
                c.rename_piece(&last.piece, &side.id);
                c.pieces.last_mut().unwrap().rotation = turn;
                for with_plate in plates_on(&c, &side.id, &plate.piece) {
                    out.keep(
                        format!("{id}, last board {} turned {}", side.id, turn.steps()),
                        with_plate,
                    );
                }
            }
        }
    }
}

/// The official courses without strips, each middle board turned, and
/// swapped for each side the rest leaves free at each turn.
fn middle_board_variants(out: &mut Courses) {
    for (id, course) in official::all() {
        let n = course.pieces.len();
        if course.pieces.iter().any(|p| p.side().unwrap().kind == PieceKind::Strip) {
            continue;
        }
        for i in 1..n - 2 {
            let here = course.pieces[i].piece.clone();
            let used: Vec<&str> = course
                .pieces
                .iter()
                .filter(|p| p.piece != here)
                .map(|p| p.side().unwrap().physical_piece.as_str())
                .collect();
            for side in Catalog::get().sides() {
                if side.kind != PieceKind::Terrain || used.contains(&side.physical_piece.as_str()) {
                    continue;
                }
                for turn in (0..6).filter_map(Rotation::new) {
                    let mut c = course.clone();
                    c.rename_piece(&here, &side.id);
                    c.pieces[i].rotation = turn;
                    out.keep(format!("{id}, {here} as {} turned {}", side.id, turn.steps()), c);
                }
            }
        }
    }
}

/// The official courses without strips, each two neighbouring middle boards
/// made E and M (either way round, where the rest leaves them free), at every
/// turn of each.
fn e_beside_m_variants(out: &mut Courses) {
    for (id, course) in official::all() {
        let n = course.pieces.len();
        if course.pieces.iter().any(|p| p.side().unwrap().kind == PieceKind::Strip) {
            continue;
        }
        for i in 1..n - 3 {
            let (a, b) = (course.pieces[i].piece.clone(), course.pieces[i + 1].piece.clone());
            let used: Vec<&str> = course
                .pieces
                .iter()
                .filter(|p| p.piece != a && p.piece != b)
                .map(|p| p.side().unwrap().physical_piece.as_str())
                .collect();
            for (x, y) in [("E", "M"), ("M", "E")] {
                let free = |letter: &str| {
                    let side = Catalog::get().side(letter).unwrap();
                    !used.contains(&side.physical_piece.as_str())
                };
                if !free(x) || !free(y) {
                    continue;
                }
                let mut c = course.clone();
                // Through a name no piece has, should `b` be `x`.
                c.rename_piece(&b, "b");
                c.rename_piece(&a, x);
                c.rename_piece("b", y);
                for (s, t) in (0..36).map(|k| (k / 6, k % 6)) {
                    let mut turned = c.clone();
                    turned.pieces[i].rotation = Rotation::new(s).unwrap();
                    turned.pieces[i + 1].rotation = Rotation::new(t).unwrap();
                    out.keep(format!("{id}, {a} {b} as {x} {y} turned {s} {t}"), turned);
                }
            }
        }
    }
}

/// Courses whose boards are not a chain: the start board at the origin and
/// boards at these centres (from it out), of sides drawn from the box.
const SHAPES: [(&str, &[(i32, i32)]); 5] = [
    // The start board and two boards touching each other, then the rest.
    ("triangle", &[(3, -7), (7, -4), (14, -7)]),
    ("triangle and two", &[(3, -7), (7, -4), (14, -7), (18, -14)]),
    ("triangle to the left", &[(-4, -3), (3, -7), (7, -14)]),
    // Two ways between the same boards.
    ("diamond", &[(3, -7), (7, -3), (10, -10)]),
    ("diamond and one", &[(3, -7), (7, -3), (10, -10), (14, -17)]),
];

/// Layouts drawn for each shape.
const DRAWS: u64 = 8;

/// Each shape with sides, turns and blockades drawn (seeded), the finish
/// plate at each place it fits on each board.
fn non_chain_variants(out: &mut Courses) {
    let terrain: Vec<[String; 2]> = Catalog::get()
        .sides()
        .iter()
        .filter(|s| s.kind == PieceKind::Terrain && s.id < s.other_side)
        .map(|s| [s.id.to_string(), s.other_side.to_string()])
        .collect();
    for (shape, centres) in SHAPES {
        for draw in 0..DRAWS {
            let mut rng = ChaCha8Rng::seed_from_u64(draw);
            let mut pieces = terrain.clone();
            pieces.shuffle(&mut rng);
            let start = ["A", "B"][rng.random_range(0..2)];
            let mut course = Course { name: format!("{shape} {draw}"), ..Course::default() };
            course.pieces.push(Placement::new(start, Rotation::new(0).unwrap(), Hex::ZERO));
            for (piece, &(q, r)) in pieces.iter().zip(centres) {
                let side = &piece[rng.random_range(0..2)];
                let turn = Rotation::new(rng.random_range(0..6)).unwrap();
                course.pieces.push(Placement::new(side.clone(), turn, Hex::new(q, r)));
            }
            let map = Map::assemble(&course).map;
            let mut numbers = vec![1, 2, 3, 4, 5, 6];
            numbers.shuffle(&mut rng);
            for seam in map.seams() {
                let [a, b] = seam.pieces.map(|p| map.piece(p).id.clone());
                let choice = match rng.random_range(0..3) {
                    0 => None,
                    1 => Some(BlockadeChoice::Random),
                    _ => numbers.pop().map(BlockadeChoice::Number),
                };
                course.set_blockade(&a, &b, choice);
            }
            let side = ["finish-jungle", "finish-river"][rng.random_range(0..2)];
            let boards: Vec<String> =
                course.pieces.iter().map(|p| p.piece.clone().into()).collect();
            for board in &boards {
                for c in plates_on(&course, board, side) {
                    out.keep(format!("{shape} {draw}, plate on {board}"), c);
                }
            }
        }
    }
}

#[test]
fn the_exporter_refuses_exactly_what_shlomoalons_program_refuses() {
    let mut courses = Courses::default();
    official_variants(&mut courses);
    let official = courses.list.len();
    last_board_variants(&mut courses);
    let last = courses.list.len() - official;
    middle_board_variants(&mut courses);
    e_beside_m_variants(&mut courses);
    let middle = courses.list.len() - official - last;
    non_chain_variants(&mut courses);
    let non_chain = courses.list.len() - official - last - middle;
    for c in generated(50) {
        courses.keep(c.name.clone(), c);
    }
    let mut tally = Tally::default();
    for (name, course) in &courses.list {
        judge(name, course, &mut tally);
    }
    println!(
        "{} courses ({official} official and variants, {last} with another last board, {middle} with other middle boards, {non_chain} not chains, 50 generated): written {}, refused {:?}, own E or H last {}, own E–M {}, seams left open {}, no order {}",
        courses.list.len(),
        tally.written,
        tally.refused,
        tally.own_last,
        tally.own_e_m,
        tally.open_seams,
        tally.no_order
    );
    // The three courses its program refused are refused, by the finish check.
    for shape in
        ["B I F G C L finish-river", "B J F G C L finish-jungle", "B I M G C L finish-river"]
    {
        assert!(tally.refused_finish.contains(shape), "{shape}");
    }
    // Every family met: courses ending on each terrain board; written where
    // ShlomoAlon's own E or H takes El Dorado, or its own E joins M, though
    // the printed boards would not; boards that are not a chain written
    // with seams left open, and refused where no list of them ends at the
    // plate.
    let terrain: BTreeSet<String> = Catalog::get()
        .sides()
        .iter()
        .filter(|s| s.kind == PieceKind::Terrain)
        .map(|s| s.id.to_string())
        .collect();
    assert!(terrain.is_subset(&tally.last_boards), "{:?}", tally.last_boards);
    assert!(tally.own_last > 0 && tally.own_e_m > 0, "{} {}", tally.own_last, tally.own_e_m);
    assert!(tally.open_seams > 0 && tally.no_order > 0, "{} {}", tally.open_seams, tally.no_order);
    assert!(tally.written > courses.list.len() / 2, "{} written", tally.written);
}
