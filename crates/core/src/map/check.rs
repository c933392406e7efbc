//! The rules a course must follow. Each broken rule becomes a [`Problem`] whose
//! message names the pieces and hexes concerned.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::{Map, PieceIdx, SeamId};
use crate::catalog::{Catalog, PieceKind, SideId, Terrain};
use crate::course::contact::{self, BOARD_CORNERS};
use crate::course::{BlockadeChoice, Course};
use crate::hex::{Axial, Hex};

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
/// figures. Each language, English among them, words it (the words crate).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// A placement names a side the game does not have.
    UnknownPiece {
        /// The id as the course names it.
        piece: SideId,
    },
    /// One side placed more than once.
    PlacedTimes {
        /// The side.
        side: SideId,
        /// How often.
        times: usize,
    },
    /// Both sides of one physical piece used.
    BothSides {
        /// The sides, each once, in course order.
        sides: Vec<SideId>,
        /// The sides placed more than once, with how often.
        times: Vec<(SideId, usize)>,
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
        found: Vec<SideId>,
    },
    /// More than one finish plate.
    SeveralFinishes {
        /// Their side ids.
        found: Vec<SideId>,
    },
    /// A piece laid over another.
    Overlap {
        /// The piece laid later.
        over: SideId,
        /// The piece under it.
        under: SideId,
        /// The spaces they share.
        hexes: Vec<Hex>,
    },
    /// Pieces not connected to the start board.
    Disconnected {
        /// Their side ids.
        pieces: Vec<SideId>,
    },
    /// Two pieces touching along too few or too many pairs of spaces.
    Misaligned {
        /// One piece.
        a: SideId,
        /// The other.
        b: SideId,
        /// The pairs of spaces they touch along.
        pairs: usize,
        /// The counts of pairs that would be flush.
        flush: Vec<usize>,
    },
    /// The finish plate's notch is over no space.
    NotchEmpty {
        /// The finish plate's side.
        finish: SideId,
        /// Its notch.
        notch: Hex,
    },
    /// The finish plate's notch is over a piece that is not a board.
    NotchOffBoard {
        /// The finish plate's side.
        finish: SideId,
        /// Its notch.
        notch: Hex,
        /// The piece there.
        on: SideId,
    },
    /// The finish plate's notch is over a board's hex that is not a corner.
    NotchNotCorner {
        /// The finish plate's side.
        finish: SideId,
        /// The board.
        board: SideId,
        /// Its notch.
        notch: Hex,
    },
    /// A finishing space apart from the board the plate wraps.
    FinishingSpaceApart {
        /// The finish plate's side.
        finish: SideId,
        /// The finishing space.
        space: Hex,
        /// The board.
        board: SideId,
    },
    /// The finish plate touching another piece than its board.
    FinishTouchesOther {
        /// The finish plate's side.
        finish: SideId,
        /// The other piece.
        other: SideId,
        /// The board it wraps.
        board: SideId,
    },
    /// A blockade between pieces not in the course.
    BlockadeOffCourse {
        /// The blockade.
        blockade: BlockadeChoice,
        /// The pieces it is set between.
        between: [SideId; 2],
        /// Those not in the course.
        missing: Vec<SideId>,
    },
    /// A blockade between pieces that do not touch.
    BlockadeNoSeam {
        /// The blockade.
        blockade: BlockadeChoice,
        /// The pieces it is set between.
        between: [SideId; 2],
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
        strip: SideId,
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
        side: SideId,
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
        side: SideId,
        /// Where, in the piece's own frame.
        local: Hex,
    },
    /// A printed cave removed where none is printed.
    NoCaveToRemove {
        /// The piece's side.
        side: SideId,
        /// Where, in the piece's own frame.
        local: Hex,
    },
}

/// One thing wrong with a course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// The rule it breaks.
    pub rule: Rule,
    /// What is wrong, as data each language words (the words crate).
    #[serde(skip)]
    pub fault: Fault,
    /// Side ids of the pieces concerned.
    pub pieces: Vec<SideId>,
    /// World hexes concerned.
    #[serde(serialize_with = "ser_hexes")]
    pub hexes: Vec<Hex>,
}

fn ser_hexes<S: serde::Serializer>(hexes: &[Hex], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(hexes.iter().map(|&h| Axial::from(h)))
}

impl Problem {
    fn new(rule: Rule, fault: Fault) -> Self {
        Problem { rule, fault, pieces: Vec::new(), hexes: Vec::new() }
    }
    fn pieces<I: IntoIterator<Item = S>, S: Into<SideId>>(mut self, ids: I) -> Self {
        self.pieces = ids.into_iter().map(Into::into).collect();
        self
    }
    fn hexes(mut self, hexes: impl IntoIterator<Item = Hex>) -> Self {
        self.hexes = hexes.into_iter().collect();
        self
    }
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
                Problem::new(Rule::UnknownPiece, Fault::UnknownPiece { piece: p.piece.clone() })
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
            let names: Vec<SideId> = counted.iter().map(|(s, _)| SideId::from(*s)).collect();
            let fault = match counted.as_slice() {
                [(one, n)] => Fault::PlacedTimes { side: SideId::from(*one), times: *n },
                _ => Fault::BothSides {
                    sides: names.clone(),
                    times: counted
                        .iter()
                        .filter(|(_, n)| *n > 1)
                        .map(|(s, n)| (SideId::from(*s), *n))
                        .collect(),
                    physical: physical.to_string(),
                },
            };
            out.push(Problem::new(Rule::PieceUsedTwice, fault).pieces(names));
        }
    }
}

fn start_and_finish(map: &Map, out: &mut Vec<Problem>) {
    for (kind, rule) in
        [(PieceKind::Start, Rule::StartBoard), (PieceKind::Finish, Rule::FinishPlate)]
    {
        let found: Vec<SideId> =
            map.pieces().iter().filter(|p| p.kind == kind).map(|p| p.id.clone()).collect();
        let (no_fault, several) = match kind {
            PieceKind::Start => (Fault::NoStart, Fault::SeveralStarts { found: found.clone() }),
            _ => (Fault::NoFinish, Fault::SeveralFinishes { found: found.clone() }),
        };
        match found.len() {
            0 => out.push(Problem::new(rule, no_fault)),
            1 => {}
            _ => out.push(Problem::new(rule, several).pieces(found)),
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
        out.push(
            Problem::new(
                Rule::Overlap,
                Fault::Overlap { over: pb.id.clone(), under: pa.id.clone(), hexes: hexes.clone() },
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
    out.push(
        Problem::new(
            Rule::Disconnected,
            Fault::Disconnected { pieces: loose.iter().map(|p| p.id.clone()).collect() },
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
    let problem = |fault: Fault| {
        Problem::new(Rule::FinishPlacement, fault).pieces([finish.id.clone()]).hexes([notch])
    };
    let id = finish.id.clone();
    let Some(corner) = map.space_at(notch) else {
        out.push(problem(Fault::NotchEmpty { finish: id, notch }));
        return;
    };
    let board = map.piece(corner.piece);
    if !board.kind.is_board() {
        out.push(problem(Fault::NotchOffBoard { finish: id, notch, on: board.id.clone() }));
        return;
    }
    if !BOARD_CORNERS.contains(&corner.local) {
        out.push(problem(Fault::NotchNotCorner { finish: id, board: board.id.clone(), notch }));
        return;
    }
    // Every finishing space touches the board; none touches another piece.
    let mut others: Vec<SideId> = Vec::new();
    for &s in &finish.spaces {
        let space = map.space(s);
        let touches_board = map.neighbours(s).iter().any(|&n| map.space(n).piece == corner.piece);
        if !touches_board {
            let fault = Fault::FinishingSpaceApart {
                finish: id.clone(),
                space: space.hex,
                board: board.id.clone(),
            };
            out.push(problem(fault));
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
                    )
                    .pieces([finish.id.clone(), map.piece(p).id.clone()])
                    .hexes([space.hex, map.space(n).hex]),
                );
            }
        }
    }
}

fn blockades(course: &Course, map: &Map, out: &mut Vec<Problem>) {
    let mut on_seam: HashMap<SeamId, Vec<BlockadeChoice>> = HashMap::new();
    let mut numbers: BTreeMap<u8, Vec<String>> = BTreeMap::new();
    let mut total = 0usize;
    for sb in &course.blockades {
        let [a, b] = &sb.between;
        let missing: Vec<SideId> =
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
                )
                .pieces([a.clone(), b.clone()]),
            );
            continue;
        }
        let (pa, pb) = (map.piece_by_id(a).unwrap_or(0), map.piece_by_id(b).unwrap_or(0));
        let Some(seam_id) = map.seam_between_pieces(pa, pb) else {
            out.push(
                Problem::new(
                    Rule::BlockadeNotOnSeam,
                    Fault::BlockadeNoSeam {
                        blockade: sb.blockade,
                        between: [a.clone(), b.clone()],
                    },
                )
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
                Problem::new(
                    Rule::BlockadeBeforeFinish,
                    Fault::BlockadeBeforeFinish { blockade: sb.blockade, seam: name.clone() },
                )
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
            ));
        }
    }
    if total > crate::catalog::BLOCKADES.len() {
        out.push(Problem::new(Rule::TooManyBlockades, Fault::TooManyBlockades { total }));
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
                        Fault::CaveOffMountain {
                            side: side.id.clone(),
                            at: world,
                            local,
                            terrain: s.terrain,
                        },
                    )
                    .pieces([side.id.clone()])
                    .hexes([world]),
                ),
                None => out.push(
                    Problem::new(
                        Rule::CaveNotOnMountain,
                        Fault::CaveOffPiece { side: side.id.clone(), local },
                    )
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
                    )
                    .pieces([side.id.clone()])
                    .hexes([p.to_world(local)]),
                );
            }
        }
    }
}
