//! A course's rule problems in English, read off the catalogue as the
//! command line prints them (the core keeps them as data).

use eldorado_core::course::{BlockadeChoice, Course, Placement, official};
use eldorado_core::hex::{Hex, Rotation};
use eldorado_core::map::{Map, Problem, Rule};
use eldorado_messages::Lang;

/// A problem in English.
trait Said {
    fn message(&self) -> String;
}

impl Said for Problem {
    fn message(&self) -> String {
        eldorado_words::problems::problem(self, Lang::English)
    }
}

fn problems(course: &Course) -> Vec<Problem> {
    Map::assemble(course).problems
}

fn only(course: &Course, rule: Rule) -> Problem {
    let p = problems(course);
    assert!(p.iter().any(|x| x.rule == rule), "expected {rule:?}, got {p:#?}");
    p.into_iter().find(|x| x.rule == rule).unwrap()
}

#[test]
fn missing_start_or_finish_is_reported() {
    let mut c = official::default_course();
    c.pieces.retain(|p| p.piece != "B");
    assert_eq!(
        only(&c, Rule::StartBoard).message(),
        "the course has no start board; place side A or B"
    );
    let mut c = official::default_course();
    c.pieces.retain(|p| !p.piece.starts_with("finish"));
    assert!(only(&c, Rule::FinishPlate).message().starts_with("the course has no finish plate"));
}

#[test]
fn both_sides_of_a_piece_are_refused() {
    let mut c = official::default_course();
    c.pieces.push(Placement::new("D", Rotation::ZERO, Hex::new(30, 30)));
    let p = only(&c, Rule::PieceUsedTwice);
    assert_eq!(
        p.message(),
        "sides C and D are both used, but they are the two sides of one physical piece (C/D)"
    );
    let mut c = official::default_course();
    c.pieces.push(Placement::new("N", Rotation::ZERO, Hex::new(30, 30)));
    assert_eq!(
        only(&c, Rule::PieceUsedTwice).message(),
        "piece N is placed 2 times, but the game has only one"
    );
    // Both sides, each placed twice: each side is named once, with its count.
    let mut c = official::default_course();
    c.pieces.push(Placement::new("D", Rotation::ZERO, Hex::new(30, 30)));
    c.pieces.push(Placement::new("C", Rotation::ZERO, Hex::new(60, 30)));
    c.pieces.push(Placement::new("D", Rotation::ZERO, Hex::new(90, 30)));
    let p = only(&c, Rule::PieceUsedTwice);
    assert_eq!(
        p.message(),
        "sides C and D are both used (C 2 times, D 2 times), but they are the two sides of one physical piece (C/D)"
    );
    assert_eq!(p.pieces, ["C", "D"]);
}

#[test]
fn overlaps_name_both_pieces_and_the_hexes() {
    let mut c = official::default_course();
    c.placement_mut("C").unwrap().origin = Hex::new(-3, -3);
    let p = only(&c, Rule::Overlap);
    assert!(p.message().starts_with("board C overlaps start board B on "), "{}", p.message());
    assert_eq!(p.pieces, ["B", "C"]);
    assert!(!p.hexes.is_empty());
}

#[test]
fn a_loose_piece_is_disconnected() {
    let mut c = official::default_course();
    c.pieces.push(Placement::new("E", Rotation::ZERO, Hex::new(40, 0)));
    assert_eq!(
        only(&c, Rule::Disconnected).message(),
        "board E is not connected to the rest of the course"
    );
}

#[test]
fn a_misaligned_board_is_refused() {
    // Start board B with board C flush against it, then C slid by one hex along the
    // edge: the other half-hex shift is flush too, the other slide is not.
    let flush = Placement::new("C", Rotation::wrapping(3), Hex::new(-3, -4));
    let course = |c: Placement| Course {
        pieces: vec![Placement::new("B", Rotation::ZERO, Hex::ZERO), c],
        ..Default::default()
    };
    let misaligned = |c: &Course| problems(c).into_iter().find(|p| p.rule == Rule::Misaligned);
    assert!(misaligned(&course(flush.clone())).is_none());
    let mut other_shift = flush.clone();
    other_shift.origin += Hex::new(-1, 1);
    assert!(misaligned(&course(other_shift)).is_none(), "both half-hex shifts are flush");
    let mut slid = flush;
    slid.origin += Hex::new(1, -1);
    let p = misaligned(&course(slid)).expect("a slid board is misaligned");
    assert_eq!(
        p.message(),
        "start board B and board C touch along 5 pairs of spaces instead of 7; slide one of them so that they meet flush along a full edge"
    );
    assert_eq!(p.pieces, ["B", "C"]);
    assert_eq!(p.hexes.len(), 10);
}

#[test]
fn the_finish_plate_must_wrap_a_board_corner() {
    let mut c = official::default_course();
    let f = c.placement_mut("finish-river").unwrap();
    f.origin += Hex::new(0, -5);
    let p = only(&c, Rule::FinishPlacement);
    assert!(p.message().contains("must wrap a corner hex of a board"), "{}", p.message());
}

#[test]
fn the_finish_plate_may_touch_only_its_board() {
    // Add board E somewhere it touches the finishing spaces and nothing else.
    let base = official::default_course();
    let finish = base.placement("finish-river").unwrap().origin;
    let mut hit = false;
    'search: for rot in 0..6 {
        for origin in finish.range(8) {
            let mut c = base.clone();
            c.pieces.push(Placement::new("E", Rotation::wrapping(rot), origin));
            let probs = problems(&c);
            if probs.iter().any(|p| matches!(p.rule, Rule::Overlap | Rule::Misaligned)) {
                continue;
            }
            if let Some(p) = probs.iter().find(|p| p.rule == Rule::FinishPlacement) {
                assert_eq!(
                    p.message(),
                    "the finish plate (river side) touches board E as well as board K; it may touch only the board it is attached to"
                );
                assert_eq!(p.pieces, ["finish-river", "E"]);
                hit = true;
                break 'search;
            }
        }
    }
    assert!(hit, "some position of E should touch the finish plate alone");
}

#[test]
fn blockade_rules() {
    let base = official::course("swamplands").unwrap();
    // Not a seam.
    let mut c = base.clone();
    c.set_blockade("A", "K", Some(BlockadeChoice::Number(1)));
    assert!(only(&c, Rule::BlockadeNotOnSeam).message().contains("these pieces do not touch"));
    // In front of the finish plate.
    let mut c = base.clone();
    c.set_blockade("K", "finish-river", Some(BlockadeChoice::Random));
    assert!(
        only(&c, Rule::BlockadeBeforeFinish).message().contains("in front of the finish plate")
    );
    // On the far seam of a strip.
    let mut c = base.clone();
    c.set_blockade("R", "D", Some(BlockadeChoice::Number(2)));
    let p = only(&c, Rule::BlockadeOnStripFarSeam);
    assert!(p.message().contains("the far side of strip R"), "{}", p.message());
    assert!(p.message().contains("(A–R)"), "{}", p.message());
    // The same number twice.
    let mut c = base.clone();
    c.set_blockade("A", "R", Some(BlockadeChoice::Number(4)));
    c.set_blockade("D", "H", Some(BlockadeChoice::Number(4)));
    assert!(
        only(&c, Rule::BlockadeReused)
            .message()
            .starts_with("blockade 4 is used on seams A–R and D–H")
    );
    // Twice on one seam.
    let mut c = base.clone();
    c.blockades.push(eldorado_core::course::SeamBlockade {
        between: ["R".into(), "A".into()],
        blockade: BlockadeChoice::Number(1),
    });
    assert!(
        only(&c, Rule::BlockadeTwiceOnSeam)
            .message()
            .starts_with("seam A–R has more than one blockade")
    );
    // A piece that is not in the course.
    let mut c = base.clone();
    c.set_blockade("A", "G", Some(BlockadeChoice::Random));
    assert!(only(&c, Rule::BlockadeNotOnSeam).message().contains("G is not in the course"));
}

#[test]
fn too_many_blockades() {
    let mut c = official::course("hills-of-gold").unwrap();
    // Seven pieces in a row would be needed for seven seams; reuse: fill 5 seams and duplicate.
    for s in c.blockades.iter_mut() {
        s.blockade = BlockadeChoice::Random;
    }
    let extra: Vec<_> = c.blockades.iter().take(2).cloned().collect();
    c.blockades.extend(extra);
    assert!(only(&c, Rule::TooManyBlockades).message().contains("asks for 7 blockades"));
}

#[test]
fn caves_only_on_mountains() {
    let mut c = official::default_course();
    let p = c.placement_mut("C").unwrap();
    p.set_cave(Hex::new(0, -3), true); // jungle 1 on C
    let pr = only(&c, Rule::CaveNotOnMountain);
    assert!(
        pr.message().contains("which is jungle; caves go only on mountains"),
        "{}",
        pr.message()
    );
    // Removing a printed cave and adding one on a plain mountain is fine.
    let mut c = official::course("witchs-cauldron").unwrap();
    let d = c.placement_mut("D").unwrap();
    d.set_cave(Hex::ZERO, false);
    d.set_cave(Hex::new(2, -3), true);
    let map = Map::build(&c).unwrap();
    let di = map.piece_by_id("D").unwrap();
    let caves: Vec<Hex> = map.caves().filter(|s| s.piece == di).map(|s| s.local).collect();
    assert_eq!(caves, [Hex::new(2, -3)]);
}
