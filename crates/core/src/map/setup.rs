//! How to lay a course out on the table, in words a player understands: each
//! piece in order with the side that is up, how far it is turned, which earlier
//! piece it joins and where, and the blockade on that seam.
//!
//! Directions are given as a clock face over the picture (12 o'clock is the top
//! of the page). Turns count 60° steps from the way a piece is drawn in the
//! catalog; the pictures show each piece as it lies.

use serde::Serialize;

use crate::catalog::{Blockade, Catalog, PieceKind, SideId};
use crate::course::BlockadeChoice;
use crate::hex::{self, Hex};
use crate::map::{Map, PieceIdx, SeamId};

/// One piece to put down.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SetupStep {
    /// 1, 2, 3, ... in the order the pieces are laid.
    pub order: usize,
    /// Index of the piece in [`Map::pieces`].
    pub piece: PieceIdx,
    /// The side that is up, e.g. "C" or "finish-river".
    pub side: SideId,
    /// The cardboard piece, e.g. "C/D".
    pub physical_piece: String,
    /// "board C", "strip O", ...
    pub label: String,
    /// Rotation in 60° steps clockwise, 0..=5.
    pub rotation: u8,
    /// "B side up", "river side up".
    pub side_up: String,
    /// "not turned", "turned 2 steps (120°) clockwise", ...
    pub turn: String,
    /// The earlier piece this one joins, and where on it: "the upper-left edge (10 o'clock) of B".
    pub joins: Option<String>,
    /// The piece joined (index in [`Map::pieces`]).
    pub joins_piece: Option<PieceIdx>,
    /// The seam to the joined piece.
    pub seam: Option<SeamId>,
    /// The blockade on that seam, in words.
    pub blockade: Option<String>,
    /// The whole instruction as one or two sentences.
    pub text: String,
    /// What the piece is (start board, terrain board, strip, finish plate).
    pub kind: PieceKind,
    /// For the start board: the hour of the edge the start spaces lie along.
    pub start_hour: Option<u8>,
    /// Where the piece joins the course, for words in another language.
    pub join: Option<Join>,
    /// The blockade on the joining seam, as chosen (in words: [`SetupStep::blockade`]).
    #[serde(skip)]
    pub blockade_choice: Option<BlockadeChoice>,
}

/// Where a piece joins an earlier one, as a clock face over the picture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Join {
    /// The hour pointing from the earlier piece's centre to the seam (or, for
    /// the finish plate, to the corner it fits around).
    pub hour: u8,
    /// Whether it fits around a corner (the finish plate) rather than along an edge.
    pub corner: bool,
    /// The earlier piece's side, e.g. "B".
    pub side: SideId,
}

/// The blockade on one seam, in words.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeamNote {
    /// The seam the blockade stands on.
    pub seam: SeamId,
    /// "B–C"
    pub name: String,
    /// The blockade in words (see [`blockade_words`]).
    pub text: String,
}

/// "blockade 3 (rubble: discard 1 card)" or "a random blockade (draw one of those
/// not placed)".
pub fn blockade_words(choice: BlockadeChoice) -> String {
    match choice {
        BlockadeChoice::Number(n) => match Blockade::by_number(n) {
            Some(b) => format!("blockade {n} ({}: {})", b.terrain, b.requirement()),
            None => format!("blockade {n}"),
        },
        BlockadeChoice::Random => "a random blockade (draw one of those not placed)".into(),
    }
}

/// "not turned", "turned 1 step (60°) clockwise", ..., "turned 1 step (60°) counter-clockwise".
pub fn turn_words(rotation: u8) -> String {
    match rotation % 6 {
        0 => "not turned".into(),
        1 => "turned 1 step (60°) clockwise".into(),
        2 => "turned 2 steps (120°) clockwise".into(),
        3 => "turned 3 steps (180°)".into(),
        4 => "turned 2 steps (120°) counter-clockwise".into(),
        _ => "turned 1 step (60°) counter-clockwise".into(),
    }
}

/// The hour on a clock face (1..=12) pointing from `from` to `to`, pixels with y down.
pub fn clock_hour(from: (f32, f32), to: (f32, f32)) -> u8 {
    let degrees = (to.1 - from.1).atan2(to.0 - from.0).to_degrees(); // 0 = 3 o'clock
    let hour = ((degrees + 90.0) / 30.0).round().rem_euclid(12.0) as u8;
    if hour == 0 { 12 } else { hour }
}

/// "the top edge (12 o'clock)", "the side at 1 o'clock".
fn edge_words(hour: u8) -> String {
    let name = match hour {
        12 => "top edge",
        2 => "upper-right edge",
        4 => "lower-right edge",
        6 => "bottom edge",
        8 => "lower-left edge",
        10 => "upper-left edge",
        h => return format!("the side at {h} o'clock"),
    };
    format!("the {name} ({hour} o'clock)")
}

/// Centre of a piece's spaces, in pixels of a unit hex.
pub fn piece_centre(map: &Map, piece: PieceIdx) -> (f32, f32) {
    let spaces = &map.piece(piece).spaces;
    if spaces.is_empty() {
        return hex::to_pixel(map.piece(piece).origin, 1.0);
    }
    let sum = spaces
        .iter()
        .map(|&s| hex::to_pixel(map.space(s).hex, 1.0))
        .fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
    (sum.0 / spaces.len() as f32, sum.1 / spaces.len() as f32)
}

/// Middle of a seam, in pixels of a unit hex.
pub fn seam_middle(map: &Map, seam: SeamId) -> (f32, f32) {
    let pairs = &map.seam(seam).pairs;
    let sum = pairs.iter().fold((0.0, 0.0), |acc, &(a, b)| {
        let (p, q) = (hex::to_pixel(map.space(a).hex, 1.0), hex::to_pixel(map.space(b).hex, 1.0));
        (acc.0 + (p.0 + q.0) / 2.0, acc.1 + (p.1 + q.1) / 2.0)
    });
    let n = pairs.len().max(1) as f32;
    (sum.0 / n, sum.1 / n)
}

/// The seam by which a piece joins the course: to the earliest-laid piece nearer
/// the start that it touches.
fn joining_seam(map: &Map, piece: PieceIdx) -> Option<SeamId> {
    map.seams()
        .iter()
        .filter(|s| s.pieces[1] == piece)
        .min_by_key(|s| map.piece(s.pieces[0]).course_index)
        .map(|s| s.id)
}

/// The steps to lay the course out, one per piece in course order.
pub fn setup_steps(map: &Map) -> Vec<SetupStep> {
    let catalog = Catalog::get();
    let mut steps = Vec::new();
    for (idx, p) in map.pieces().iter().enumerate() {
        let Some(side) = catalog.side(&p.id) else { continue };
        let side_up = match p.kind {
            PieceKind::Finish => {
                format!("{} side up", p.id.strip_prefix("finish-").unwrap_or(&p.id))
            }
            _ => format!("{} side up", p.id),
        };
        let rotation = p.rotation.steps();
        let seam = joining_seam(map, idx);
        let parent = seam.map(|s| map.seam(s).pieces[0]);
        let join = seam.zip(parent).map(|(s, parent)| {
            let from = piece_centre(map, parent);
            let parent_side = map.piece(parent).id.clone();
            match (p.kind, side.corner_notch) {
                (PieceKind::Finish, Some(notch)) => {
                    let corner = hex::to_pixel(hex::place(notch, p.rotation, p.origin), 1.0);
                    Join { hour: clock_hour(from, corner), corner: true, side: parent_side }
                }
                _ => Join {
                    hour: clock_hour(from, seam_middle(map, s)),
                    corner: false,
                    side: parent_side,
                },
            }
        });
        let joins = join.as_ref().map(|j| {
            if j.corner {
                format!("the corner at {} o'clock of {}", j.hour, j.side)
            } else {
                format!("{} of {}", edge_words(j.hour), j.side)
            }
        });
        let blockade_choice = seam.and_then(|s| map.seam(s).blockade);
        let blockade = blockade_choice.map(blockade_words);
        let turn = turn_words(rotation);
        let what = match p.kind {
            PieceKind::Start => format!("Start board {} ({})", p.id, side.physical_piece),
            PieceKind::Terrain => format!("Board {} (piece {})", p.id, side.physical_piece),
            PieceKind::Strip => format!("Strip {} (piece {})", p.id, side.physical_piece),
            PieceKind::Finish => "El Dorado finish plate".to_string(),
        };
        let start_hour = (p.kind == PieceKind::Start).then(|| {
            let hour = (6 + 2 * u32::from(rotation)) % 12;
            if hour == 0 { 12 } else { hour as u8 }
        });
        let mut text = match (p.kind, start_hour) {
            (PieceKind::Start, Some(hour)) => {
                format!("{what}, {side_up}, start spaces along {}.", edge_words(hour))
            }
            (PieceKind::Finish, _) => format!("{what}, {side_up}."),
            _ => format!("{what}, {side_up}, {turn}."),
        };
        if let Some(j) = &joins {
            let verb = if p.kind == PieceKind::Finish { "Fit it around" } else { "Join it to" };
            text.push_str(&format!(" {verb} {j}."));
        }
        if let Some(b) = &blockade {
            text.push_str(&format!(" On this seam: {b}."));
        }
        steps.push(SetupStep {
            order: steps.len() + 1,
            piece: idx,
            side: p.id.clone(),
            physical_piece: side.physical_piece.clone(),
            label: p.label.clone(),
            rotation,
            side_up,
            turn,
            joins,
            joins_piece: parent,
            seam,
            blockade,
            text,
            kind: p.kind,
            start_hour,
            join,
            blockade_choice,
        });
    }
    steps
}

/// The blockade on every seam that has one, in seam order.
pub fn seam_notes(map: &Map) -> Vec<SeamNote> {
    map.seams()
        .iter()
        .filter_map(|s| {
            s.blockade.map(|b| SeamNote {
                seam: s.id,
                name: map.seam_name(s.id),
                text: blockade_words(b),
            })
        })
        .collect()
}

/// World hexes of the El Dorado city artwork beside the finish plate.
pub fn city_hexes(map: &Map) -> Vec<Hex> {
    let catalog = Catalog::get();
    map.pieces()
        .iter()
        .filter(|p| p.kind == PieceKind::Finish)
        .filter_map(|p| catalog.side(&p.id).map(|s| (p, s)))
        .flat_map(|(p, s)| {
            s.city_footprint.iter().map(move |&l| hex::place(l, p.rotation, p.origin))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::official;

    #[test]
    fn clock_hours_point_the_right_way() {
        assert_eq!(clock_hour((0.0, 0.0), (0.0, -1.0)), 12);
        assert_eq!(clock_hour((0.0, 0.0), (1.0, 0.0)), 3);
        assert_eq!(clock_hour((0.0, 0.0), (0.0, 1.0)), 6);
        assert_eq!(clock_hour((0.0, 0.0), (-1.0, 0.0)), 9);
        assert_eq!(clock_hour((0.0, 0.0), (0.5, -0.866)), 1);
    }

    #[test]
    fn first_course_reads_like_the_assembly_guide() {
        let map = Map::build(&official::default_course()).unwrap();
        let steps = setup_steps(&map);
        let texts: Vec<&str> = steps.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(steps.len(), 6);
        assert_eq!(
            texts[0],
            "Start board B (A/B), B side up, start spaces along the bottom edge (6 o'clock)."
        );
        // C (rotation 3) sits up and to the left of B at (-3,-4).
        assert!(
            texts[1].starts_with(
                "Board C (piece C/D), C side up, turned 3 steps (180°). Join it to the "
            ),
            "{}",
            texts[1]
        );
        assert!(texts[1].contains(" of B. On this seam: a random blockade"), "{}", texts[1]);
        assert!(
            texts[5]
                .starts_with("El Dorado finish plate, river side up. Fit it around the corner at "),
            "{}",
            texts[5]
        );
        assert!(texts[5].ends_with(" of K."), "{}", texts[5]);
        // Each later piece joins the one laid just before it.
        for w in steps.windows(2) {
            assert_eq!(w[1].joins_piece, Some(w[0].piece));
        }
    }

    #[test]
    fn edges_and_blockades_in_words() {
        assert_eq!(edge_words(12), "the top edge (12 o'clock)");
        assert_eq!(edge_words(3), "the side at 3 o'clock");
        assert_eq!(
            blockade_words(BlockadeChoice::Number(6)),
            "blockade 6 (rubble: discard 2 cards)"
        );
        assert_eq!(turn_words(4), "turned 2 steps (120°) counter-clockwise");
    }
}
