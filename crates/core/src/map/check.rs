//! The rules a course must follow. Each broken rule becomes a [`Problem`] whose
//! message names the pieces and hexes concerned.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::{Map, PieceIdx};
use crate::catalog::{Catalog, PieceKind, Terrain};
use crate::course::contact::{self, BOARD_CORNERS};
use crate::course::{BlockadeChoice, Course};
use crate::hex::{Axial, Hex, fmt_hex};
use crate::text::and_list;

/// Which rule a problem breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// A placement names a side the game does not have.
    UnknownPiece,
    /// The course needs exactly one start board.
    StartBoard,
    /// The course needs exactly one finish plate.
    FinishPlate,
    /// A physical piece is used more than once (the same side twice, or both sides).
    PieceUsedTwice,
    /// Two pieces cover the same hex.
    Overlap,
    /// A piece cannot be reached from the start board across touching pieces.
    Disconnected,
    /// Two pieces touch, but not flush along a full edge.
    Misaligned,
    /// The finish plate does not wrap a corner of one board, or touches another piece.
    FinishPlacement,
    /// A blockade is set between pieces that are missing or do not touch.
    BlockadeNotOnSeam,
    /// A seam is given more than one blockade.
    BlockadeTwiceOnSeam,
    /// A blockade is set in front of the finish plate.
    BlockadeBeforeFinish,
    /// A blockade is set on the seam where the course leaves a strip.
    BlockadeOnStripFarSeam,
    /// The same numbered blockade is set on two seams.
    BlockadeReused,
    /// More blockades are asked for than the game's six.
    TooManyBlockades,
    /// A cave is added where there is no mountain.
    CaveNotOnMountain,
    /// A printed cave is removed where none is printed.
    NoCaveToRemove,
}

/// What is wrong, as data: the pieces by side id, the hexes, the
/// figures. Each language words it (the words crate); [`Problem::message`]
/// is the English the command line prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// A placement names a side the game does not have.
    UnknownPiece {
        /// The id as the course names it.
        piece: String,
    },
    /// One side placed more than once.
    PlacedTimes {
        /// The side.
        side: String,
        /// How often.
        times: usize,
    },
    /// Both sides of one physical piece used.
    BothSides {
        /// The sides, each once, in course order.
        sides: Vec<String>,
        /// The sides placed more than once, with how often.
        times: Vec<(String, usize)>,
        /// The physical piece.
        physical: String,
    },
    /// No start board.
    NoStart,
    /// No finish plate.
    NoFinish,
    /// More than one start board.
    SeveralStarts {
        /// Their side ids.
        found: Vec<String>,
    },
    /// More than one finish plate.
    SeveralFinishes {
        /// Their side ids.
        found: Vec<String>,
    },
    /// A piece laid over another.
    Overlap {
        /// The piece laid later.
        over: String,
        /// The piece under it.
        under: String,
        /// The spaces they share.
        hexes: Vec<Hex>,
    },
    /// Pieces not connected to the start board.
    Disconnected {
        /// Their side ids.
        pieces: Vec<String>,
    },
    /// Two pieces touching along too few or too many pairs of spaces.
    Misaligned {
        /// One piece.
        a: String,
        /// The other.
        b: String,
        /// The pairs of spaces they touch along.
        pairs: usize,
        /// The counts of pairs that would be flush.
        flush: Vec<usize>,
    },
    /// The finish plate's notch is over no space.
    NotchEmpty {
        /// The finish plate's side.
        finish: String,
        /// Its notch.
        notch: Hex,
    },
    /// The finish plate's notch is over a piece that is not a board.
    NotchOffBoard {
        /// The finish plate's side.
        finish: String,
        /// Its notch.
        notch: Hex,
        /// The piece there.
        on: String,
    },
    /// The finish plate's notch is over a board's hex that is not a corner.
    NotchNotCorner {
        /// The finish plate's side.
        finish: String,
        /// The board.
        board: String,
        /// Its notch.
        notch: Hex,
    },
    /// A finishing space apart from the board the plate wraps.
    FinishingSpaceApart {
        /// The finish plate's side.
        finish: String,
        /// The finishing space.
        space: Hex,
        /// The board.
        board: String,
    },
    /// The finish plate touching another piece than its board.
    FinishTouchesOther {
        /// The finish plate's side.
        finish: String,
        /// The other piece.
        other: String,
        /// The board it wraps.
        board: String,
    },
    /// A blockade between pieces not in the course.
    BlockadeOffCourse {
        /// The blockade.
        blockade: BlockadeChoice,
        /// The pieces it is set between.
        between: [String; 2],
        /// Those not in the course.
        missing: Vec<String>,
    },
    /// A blockade between pieces that do not touch.
    BlockadeNoSeam {
        /// The blockade.
        blockade: BlockadeChoice,
        /// The pieces it is set between.
        between: [String; 2],
    },
    /// A blockade in front of the finish plate.
    BlockadeBeforeFinish {
        /// The blockade.
        blockade: BlockadeChoice,
        /// The seam's name.
        seam: String,
    },
    /// A blockade on the far side of a strip.
    BlockadeFarSide {
        /// The blockade.
        blockade: BlockadeChoice,
        /// The seam's name.
        seam: String,
        /// The strip.
        strip: String,
        /// The seams where the course enters the strip.
        entry: Vec<String>,
    },
    /// A seam given more than one blockade.
    BlockadeTwice {
        /// The seam's name.
        seam: String,
    },
    /// One numbered blockade on several seams.
    BlockadeReused {
        /// Its number.
        number: u8,
        /// The seams.
        seams: Vec<String>,
    },
    /// More blockades than the game's six.
    TooManyBlockades {
        /// How many are asked for.
        total: usize,
    },
    /// A cave added on a space that is not a mountain.
    CaveOffMountain {
        /// The piece's side.
        side: String,
        /// The space, on the table.
        at: Hex,
        /// The space in the piece's own frame.
        local: Hex,
        /// What the space is.
        terrain: Terrain,
    },
    /// A cave added where the piece has no space.
    CaveOffPiece {
        /// The piece's side.
        side: String,
        /// Where, in the piece's own frame.
        local: Hex,
    },
    /// A printed cave removed where none is printed.
    NoCaveToRemove {
        /// The piece's side.
        side: String,
        /// Where, in the piece's own frame.
        local: Hex,
    },
}

/// One thing wrong with a course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// The rule it breaks.
    pub rule: Rule,
    /// What is wrong, as data each language words.
    #[serde(skip)]
    pub fault: Fault,
    /// One sentence for a person, in English.
    pub message: String,
    /// Side ids of the pieces concerned.
    pub pieces: Vec<String>,
    /// World hexes concerned.
    #[serde(serialize_with = "ser_hexes")]
    pub hexes: Vec<Hex>,
}

fn ser_hexes<S: serde::Serializer>(hexes: &[Hex], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(hexes.iter().map(|&h| Axial::from(h)))
}

impl Problem {
    fn new(rule: Rule, fault: Fault, message: String) -> Self {
        Problem { rule, fault, message, pieces: Vec::new(), hexes: Vec::new() }
    }
    fn pieces<I: IntoIterator<Item = S>, S: Into<String>>(mut self, ids: I) -> Self {
        self.pieces = ids.into_iter().map(Into::into).collect();
        self
    }
    fn hexes(mut self, hexes: impl IntoIterator<Item = Hex>) -> Self {
        self.hexes = hexes.into_iter().collect();
        self
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

fn hex_list(hexes: &[Hex]) -> String {
    let shown: Vec<String> = hexes.iter().take(4).map(|&h| fmt_hex(h)).collect();
    let more = hexes.len().saturating_sub(4);
    if more > 0 { format!("{} and {more} more", shown.join(", ")) } else { and_list(&shown) }
}

pub(super) fn check(
    course: &Course,
    map: &Map,
    overlaps: &[(Hex, PieceIdx, PieceIdx)],
) -> Vec<Problem> {
    let mut out = Vec::new();
    pieces_in_the_box(course, &mut out);
    start_and_finish(map, &mut out);
    overlapping(map, overlaps, &mut out);
    connected(map, &mut out);
    flush_seams(map, &mut out);
    finish_fit(map, &mut out);
    blockades(course, map, &mut out);
    caves(course, &mut out);
    out
}

fn pieces_in_the_box(course: &Course, out: &mut Vec<Problem>) {
    let catalog = Catalog::get();
    let mut by_physical: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for p in &course.pieces {
        match catalog.side(&p.piece) {
            None => out.push(
                Problem::new(
                    Rule::UnknownPiece,
                    Fault::UnknownPiece { piece: p.piece.clone() },
                    format!("there is no piece {:?} in the game", p.piece),
                )
                .pieces([p.piece.clone()]),
            ),
            Some(side) => {
                by_physical.entry(side.physical_piece.as_str()).or_default().push(side.id.as_str())
            }
        }
    }
    for (physical, sides) in by_physical {
        if sides.len() > 1 {
            // Each side once, in course order, with how often it is placed.
            let mut counted: Vec<(&str, usize)> = Vec::new();
            for s in &sides {
                match counted.iter_mut().find(|(id, _)| id == s) {
                    Some((_, n)) => *n += 1,
                    None => counted.push((s, 1)),
                }
            }
            let names: Vec<String> = counted.iter().map(|(s, _)| s.to_string()).collect();
            // A board by its printed letter ("piece B"); the finish plate,
            // which has none, by what it is ("the finish plate (jungle side)").
            let named = |id: &str| match catalog.side(id) {
                Some(side) if side.kind == PieceKind::Finish => format!("the {}", side.label()),
                _ => format!("piece {id}"),
            };
            let (fault, what) = match counted.as_slice() {
                [(one, n)] => (
                    Fault::PlacedTimes { side: one.to_string(), times: *n },
                    format!("{} is placed {n} times, but the game has only one", named(one)),
                ),
                _ => {
                    let times: Vec<String> = counted
                        .iter()
                        .filter(|(_, n)| *n > 1)
                        .map(|(s, n)| format!("{s} {n} times"))
                        .collect();
                    let times = if times.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", times.join(", "))
                    };
                    let fault = Fault::BothSides {
                        sides: names.clone(),
                        times: counted
                            .iter()
                            .filter(|(_, n)| *n > 1)
                            .map(|(s, n)| (s.to_string(), *n))
                            .collect(),
                        physical: physical.to_string(),
                    };
                    (
                        fault,
                        format!(
                            "sides {} are both used{times}, but they are the two sides of one physical piece ({physical})",
                            and_list(&names)
                        ),
                    )
                }
            };
            out.push(Problem::new(Rule::PieceUsedTwice, fault, what).pieces(names));
        }
    }
}

fn start_and_finish(map: &Map, out: &mut Vec<Problem>) {
    for (kind, rule, none, what) in [
        (
            PieceKind::Start,
            Rule::StartBoard,
            "the course has no start board; place side A or B",
            "start boards",
        ),
        (
            PieceKind::Finish,
            Rule::FinishPlate,
            "the course has no finish plate; place the finish plate at a corner of the last board",
            "finish plates",
        ),
    ] {
        let found: Vec<String> =
            map.pieces().iter().filter(|p| p.kind == kind).map(|p| p.id.clone()).collect();
        let (no_fault, several) = match kind {
            PieceKind::Start => (Fault::NoStart, Fault::SeveralStarts { found: found.clone() }),
            _ => (Fault::NoFinish, Fault::SeveralFinishes { found: found.clone() }),
        };
        match found.len() {
            0 => out.push(Problem::new(rule, no_fault, none.to_string())),
            1 => {}
            n => out.push(
                Problem::new(
                    rule,
                    several,
                    format!(
                        "the course has {n} {what} ({}); it needs exactly one",
                        and_list(&found)
                    ),
                )
                .pieces(found),
            ),
        }
    }
}

fn overlapping(map: &Map, overlaps: &[(Hex, PieceIdx, PieceIdx)], out: &mut Vec<Problem>) {
    let mut by_pair: BTreeMap<(PieceIdx, PieceIdx), Vec<Hex>> = BTreeMap::new();
    for &(h, a, b) in overlaps {
        by_pair.entry((a, b)).or_default().push(h);
    }
    for ((a, b), hexes) in by_pair {
        let (pa, pb) = (map.piece(a), map.piece(b));
        let n = hexes.len();
        out.push(
            Problem::new(
                Rule::Overlap,
                Fault::Overlap { over: pb.id.clone(), under: pa.id.clone(), hexes: hexes.clone() },
                format!(
                    "{} overlaps {} on {n} space{} at {}",
                    pb.label,
                    pa.label,
                    if n == 1 { "" } else { "s" },
                    hex_list(&hexes)
                ),
            )
            .pieces([pa.id.clone(), pb.id.clone()])
            .hexes(hexes),
        );
    }
}

fn connected(map: &Map, out: &mut Vec<Problem>) {
    if !map.pieces().iter().any(|p| p.kind == PieceKind::Start) {
        return; // already reported: nothing to be connected to
    }
    let loose: Vec<&super::PlacedPiece> =
        map.pieces().iter().filter(|p| p.depth.is_none()).collect();
    if loose.is_empty() {
        return;
    }
    let names: Vec<String> = loose.iter().map(|p| p.label.clone()).collect();
    let verb = if loose.len() == 1 { "is" } else { "are" };
    out.push(
        Problem::new(
            Rule::Disconnected,
            Fault::Disconnected { pieces: loose.iter().map(|p| p.id.clone()).collect() },
            format!("{} {verb} not connected to the rest of the course", and_list(&names)),
        )
        .pieces(loose.iter().map(|p| p.id.clone()))
        .hexes(loose.iter().filter_map(|p| p.spaces.first().map(|&s| map.space(s).hex))),
    );
}

fn flush_seams(map: &Map, out: &mut Vec<Problem>) {
    for seam in map.seams() {
        if seam.finish {
            continue;
        }
        let (a, b) = (map.piece(seam.pieces[0]), map.piece(seam.pieces[1]));
        let n = seam.pairs.len();
        if contact::is_flush(a.kind, b.kind, n) {
            continue;
        }
        let hexes: Vec<Hex> =
            seam.pairs.iter().flat_map(|&(x, y)| [map.space(x).hex, map.space(y).hex]).collect();
        out.push(
            Problem::new(
                Rule::Misaligned,
                Fault::Misaligned {
                    a: a.id.clone(),
                    b: b.id.clone(),
                    pairs: n,
                    flush: contact::flush_pairs(a.kind, b.kind).to_vec(),
                },
                format!(
                    "{} and {} touch along {n} pair{} of spaces instead of {}; slide one of them so that they meet flush along a full edge",
                    a.label,
                    b.label,
                    if n == 1 { "" } else { "s" },
                    contact::flush_text(a.kind, b.kind)
                ),
            )
            .pieces([a.id.clone(), b.id.clone()])
            .hexes(hexes),
        );
    }
}

fn finish_fit(map: &Map, out: &mut Vec<Problem>) {
    let Some(fi) = map.pieces().iter().position(|p| p.kind == PieceKind::Finish) else { return };
    let finish = map.piece(fi);
    let Some(side) = Catalog::get().side(&finish.id) else { return };
    let Some(notch_local) = side.corner_notch else { return };
    let notch = crate::hex::place(notch_local, finish.rotation, finish.origin);
    let label = &finish.label;
    let problem = |fault: Fault, msg: String| {
        Problem::new(Rule::FinishPlacement, fault, msg).pieces([finish.id.clone()]).hexes([notch])
    };
    let id = finish.id.clone();
    let Some(corner) = map.space_at(notch) else {
        out.push(problem(
            Fault::NotchEmpty { finish: id, notch },
            format!(
                "the {label} must wrap a corner hex of a board, but its notch at {} is empty",
                fmt_hex(notch)
            ),
        ));
        return;
    };
    let board = map.piece(corner.piece);
    if !board.kind.is_board() {
        out.push(problem(
            Fault::NotchOffBoard { finish: id, notch, on: board.id.clone() },
            format!(
                "the {label} must wrap a corner hex of a board, but its notch at {} is on {}",
                fmt_hex(notch),
                board.label
            ),
        ));
        return;
    }
    if !BOARD_CORNERS.contains(&corner.local) {
        out.push(problem(Fault::NotchNotCorner { finish: id, board: board.id.clone(), notch }, format!(
            "the {label} must wrap a corner hex of {}, but the hex in its notch at {} is not a corner",
            board.label,
            fmt_hex(notch)
        )));
        return;
    }
    // Every finishing space touches the board; none touches another piece.
    let mut others: Vec<String> = Vec::new();
    for &s in &finish.spaces {
        let space = map.space(s);
        let touches_board = map.neighbours(s).iter().any(|&n| map.space(n).piece == corner.piece);
        if !touches_board {
            let fault = Fault::FinishingSpaceApart {
                finish: id.clone(),
                space: space.hex,
                board: board.id.clone(),
            };
            out.push(problem(
                fault,
                format!(
                    "finishing space {} of the {label} does not touch {}",
                    fmt_hex(space.hex),
                    board.label
                ),
            ));
        }
        for &n in map.neighbours(s) {
            let p = map.space(n).piece;
            if p != corner.piece && p != fi && !others.contains(&map.piece(p).id) {
                others.push(map.piece(p).id.clone());
                out.push(
                    Problem::new(
                        Rule::FinishPlacement,
                        Fault::FinishTouchesOther {
                            finish: id.clone(),
                            other: map.piece(p).id.clone(),
                            board: board.id.clone(),
                        },
                        format!("the {label} touches {} as well as {}; it may touch only the board it is attached to", map.piece(p).label, board.label),
                    )
                    .pieces([finish.id.clone(), map.piece(p).id.clone()])
                    .hexes([space.hex, map.space(n).hex]),
                );
            }
        }
    }
}

fn blockades(course: &Course, map: &Map, out: &mut Vec<Problem>) {
    let mut on_seam: HashMap<usize, Vec<BlockadeChoice>> = HashMap::new();
    let mut numbers: BTreeMap<u8, Vec<String>> = BTreeMap::new();
    let mut total = 0usize;
    for sb in &course.blockades {
        let [a, b] = &sb.between;
        let what = sb.blockade.to_string();
        let missing: Vec<String> =
            [a, b].into_iter().filter(|id| map.piece_by_id(id).is_none()).cloned().collect();
        if !missing.is_empty() {
            out.push(
                Problem::new(
                    Rule::BlockadeNotOnSeam,
                    Fault::BlockadeOffCourse {
                        blockade: sb.blockade,
                        between: [a.clone(), b.clone()],
                        missing: missing.clone(),
                    },
                    format!("{what} is set between {a} and {b}, but {} not in the course", {
                        let v = if missing.len() == 1 { "is" } else { "are" };
                        format!("{} {v}", and_list(&missing))
                    }),
                )
                .pieces([a.clone(), b.clone()]),
            );
            continue;
        }
        let (pa, pb) = (map.piece_by_id(a).unwrap_or(0), map.piece_by_id(b).unwrap_or(0));
        let Some(seam_id) = map.seam_between_pieces(pa, pb) else {
            out.push(
                Problem::new(Rule::BlockadeNotOnSeam, Fault::BlockadeNoSeam { blockade: sb.blockade, between: [a.clone(), b.clone()] }, format!("{what} is set between {a} and {b}, but these pieces do not touch, so there is no seam for it"))
                    .pieces([a.clone(), b.clone()]),
            );
            continue;
        };
        let seam = map.seam(seam_id);
        let seam_hexes: Vec<Hex> =
            seam.pairs.iter().flat_map(|&(x, y)| [map.space(x).hex, map.space(y).hex]).collect();
        let name = map.seam_name(seam_id);
        if seam.finish {
            out.push(
                Problem::new(Rule::BlockadeBeforeFinish, Fault::BlockadeBeforeFinish { blockade: sb.blockade, seam: name.clone() }, format!("{what} is set on seam {name}, in front of the finish plate, where no blockade may stand"))
                    .pieces([a.clone(), b.clone()])
                    .hexes(seam_hexes),
            );
            continue;
        }
        if !seam.blockade_allowed {
            let strip = map.piece(seam.pieces[0]);
            let entry: Vec<String> = map
                .seams()
                .iter()
                .filter(|s| s.pieces[1] == seam.pieces[0])
                .map(|s| map.seam_name(s.id))
                .collect();
            out.push(
                Problem::new(
                    Rule::BlockadeOnStripFarSeam,
                    Fault::BlockadeFarSide {
                        blockade: sb.blockade,
                        seam: name.clone(),
                        strip: strip.id.clone(),
                        entry: entry.clone(),
                    },
                    format!(
                        "{what} is set on seam {name}, the far side of {}; a strip takes its blockade where the course enters it{}",
                        strip.label,
                        if entry.is_empty() { String::new() } else { format!(" ({})", and_list(&entry)) }
                    ),
                )
                .pieces([a.clone(), b.clone()])
                .hexes(seam_hexes),
            );
            continue;
        }
        let here = on_seam.entry(seam_id).or_default();
        here.push(sb.blockade);
        if here.len() == 2 {
            out.push(
                Problem::new(
                    Rule::BlockadeTwiceOnSeam,
                    Fault::BlockadeTwice { seam: name.clone() },
                    format!("seam {name} has more than one blockade; a seam takes at most one"),
                )
                .pieces([a.clone(), b.clone()])
                .hexes(seam_hexes),
            );
        }
        total += 1;
        if let BlockadeChoice::Number(n) = sb.blockade {
            numbers.entry(n).or_default().push(name);
        }
    }
    for (n, seams) in numbers {
        if seams.len() > 1 {
            out.push(Problem::new(
                Rule::BlockadeReused,
                Fault::BlockadeReused { number: n, seams: seams.clone() },
                format!(
                    "blockade {n} is used on seams {}, but there is only one blockade {n}",
                    and_list(&seams)
                ),
            ));
        }
    }
    if total > crate::catalog::BLOCKADES.len() {
        out.push(Problem::new(
            Rule::TooManyBlockades,
            Fault::TooManyBlockades { total },
            format!("the course asks for {total} blockades, but the game has only six"),
        ));
    }
}

fn caves(course: &Course, out: &mut Vec<Problem>) {
    for p in &course.pieces {
        let Some(side) = p.side() else { continue };
        for &local in &p.extra_caves {
            let world = p.to_world(local);
            match side.space_at(local) {
                Some(s) if s.terrain == Terrain::Mountain => {}
                Some(s) => out.push(
                    Problem::new(
                        Rule::CaveNotOnMountain,
                        Fault::CaveOffMountain { side: side.id.clone(), at: world, local, terrain: s.terrain },
                        format!("a cave is set on {} at {} (local {}), which is {}; caves go only on mountains", side.label(), fmt_hex(world), fmt_hex(local), s.terrain),
                    )
                    .pieces([side.id.clone()])
                    .hexes([world]),
                ),
                None => out.push(
                    Problem::new(Rule::CaveNotOnMountain, Fault::CaveOffPiece { side: side.id.clone(), local }, format!("a cave is set at local {} of {}, which is not a space of that piece", fmt_hex(local), side.label()))
                        .pieces([side.id.clone()]),
                ),
            }
        }
        for &local in &p.removed_caves {
            if !side.space_at(local).is_some_and(|s| s.cave) {
                out.push(
                    Problem::new(
                        Rule::NoCaveToRemove,
                        Fault::NoCaveToRemove { side: side.id.clone(), local },
                        format!(
                            "{} has no printed cave at local {} to remove",
                            side.label(),
                            fmt_hex(local)
                        ),
                    )
                    .pieces([side.id.clone()])
                    .hexes([p.to_world(local)]),
                );
            }
        }
    }
}
