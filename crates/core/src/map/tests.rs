use super::*;
use crate::course::{Course, Placement, official};

#[test]
fn every_official_course_is_valid() {
    for (id, course) in official::all() {
        let a = Map::assemble(&course);
        assert!(a.is_valid(), "{id}: {:#?}", a.problems);
        assert_eq!(a.map.starts().len(), 4, "{id}");
        assert_eq!(a.map.finishes().len(), 3, "{id}");
        assert!(a.map.pieces().iter().all(|p| p.depth.is_some()));
    }
}

#[test]
fn seams_follow_the_course_order() {
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let names: Vec<String> = map.seams().iter().map(|s| map.seam_name(s.id)).collect();
    assert_eq!(names, ["A–R", "R–D", "D–H", "H–E", "E–O", "O–K", "K–finish-river"]);
    let pairs: Vec<usize> = map.seams().iter().map(|s| s.pairs.len()).collect();
    assert_eq!(pairs[..6], [8, 8, 7, 7, 7, 8]);
    let allowed: Vec<bool> = map.seams().iter().map(|s| s.blockade_allowed).collect();
    assert_eq!(allowed, [true, false, true, true, true, false, false]);
    assert!(map.seams()[6].finish);
}

#[test]
fn spaces_know_their_piece_and_neighbours() {
    let map = Map::build(&official::default_course()).unwrap();
    // 5 boards and the finish plate.
    assert_eq!(map.spaces().len(), 5 * 37 + 3);
    let s1 = map.space(map.start_space(1).unwrap());
    // First course: board B unrotated at the origin, so start 1 is the east end of the bottom row.
    assert_eq!(s1.hex, Hex::new(0, 3));
    assert_eq!(map.piece(s1.piece).id, "B");
    for s in map.spaces() {
        for &n in map.neighbours(s.id) {
            assert_eq!(map.space(n).hex.unsigned_distance_to(s.hex), 1);
            assert!(map.neighbours(n).contains(&s.id));
        }
    }
    // Crossing from B to C goes over their seam.
    let seam = &map.seams()[0];
    let (a, b) = seam.pairs[0];
    assert_eq!(map.seam_crossed(a, b), Some(seam.id));
    assert_eq!(map.seam_crossed(a, a), None);
}

#[test]
fn dealing_blockades_is_seeded_and_respects_fixed_numbers() {
    use rand::SeedableRng;
    let mut course = official::course("hills-of-gold").unwrap();
    course.set_blockade("B", "C", Some(BlockadeChoice::Number(6)));
    let map = Map::build(&course).unwrap();
    let deal = |seed| map.deal_blockades(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed));
    let a = deal(7);
    assert_eq!(a, deal(7));
    assert_eq!(a.len(), 5);
    assert_eq!(a[0].1.number, 6);
    let mut numbers: Vec<u8> = a.iter().map(|(_, b)| b.number).collect();
    numbers.sort();
    numbers.dedup();
    assert_eq!(numbers.len(), 5, "each blockade at most once");
    assert!((0..20).any(|s| deal(s) != a), "random seams vary with the seed");
}

#[test]
fn a_seam_that_takes_no_blockade_says_why() {
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let why: Vec<Option<&str>> = map.seams().iter().map(|s| s.why_no_blockade()).collect();
    assert_eq!(why[0], None);
    assert!(why[1].unwrap().starts_with("A strip takes its blockade"), "{:?}", why[1]);
    assert!(why[6].unwrap().contains("in front of the finish plate"), "{:?}", why[6]);
}

#[test]
fn a_course_past_what_a_space_id_numbers_is_assembled_without_a_panic() {
    // One board placed 2,000 times, apart: 74,000 spaces, past the 65,535 a
    // space id numbers. Only a course far past the readers' limits gets here.
    let course = Course {
        pieces: (0..2000)
            .map(|i| Placement::new("C", Rotation::ZERO, Hex::new(10 * (i % 100), 10 * (i / 100))))
            .collect(),
        ..Course::default()
    };
    let a = Map::assemble(&course);
    assert!(a.map.len() < SpaceId::CAPACITY, "{}", a.map.len());
    assert!(a.map.len() > SpaceId::CAPACITY - 37, "every piece that fits is kept");
    assert!(!a.is_valid(), "one piece many times is refused");
    assert!(a.map.spaces().iter().all(|s| a.map.space(s.id).id == s.id));
}
