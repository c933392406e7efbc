//! Round trips of the course's own formats: random valid courses, built by
//! snapping pieces together as the editor does, survive a share code and a
//! course file unchanged; random text never panics the share-code decoder; the
//! committed files of the official courses are what the built-in courses save to.

use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use eldorado_core::catalog::{Catalog, PieceKind, Terrain};
use eldorado_core::course::snap::snap;
use eldorado_core::course::{BlockadeChoice, Course, Placement};
use eldorado_core::hex::{self, Hex, Rotation};
use eldorado_core::map::Map;
use eldorado_formats::course_file;
use eldorado_formats::share_code::{self, PREFIX};

/// A course laid out from a seed: a start board, then up to six other physical
/// pieces each snapped flush against the last, the finish plate at a corner of
/// the last board, blockades on allowed seams and a few cave changes.
fn random_course(seed: u64, name: String, notes: String) -> Course {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let catalog = Catalog::get();
    let mut course = Course { name, notes, ..Course::default() };
    let start = if rng.random_bool(0.5) { "A" } else { "B" };
    course.pieces.push(Placement::new(
        start,
        Rotation::wrapping(rng.random_range(0..6)),
        Hex::new(rng.random_range(-5..5), rng.random_range(-5..5)),
    ));
    let mut physical: Vec<&str> = catalog
        .sides()
        .iter()
        .filter(|s| matches!(s.kind, PieceKind::Terrain | PieceKind::Strip))
        .map(|s| s.physical_piece.as_str())
        .collect();
    physical.dedup();
    physical.shuffle(&mut rng);
    let wanted = rng.random_range(1..=6);
    for piece in physical.into_iter().take(wanted) {
        let sides: Vec<&str> = catalog
            .sides()
            .iter()
            .filter(|s| s.physical_piece == piece)
            .map(|s| s.id.as_str())
            .collect();
        let side = sides[rng.random_range(0..sides.len())];
        let last = course.pieces.last().unwrap().origin;
        for _ in 0..20 {
            let rotation = Rotation::wrapping(rng.random_range(0..6));
            let angle = rng.random_range(0.0..std::f32::consts::TAU);
            let (x, y) = hex::to_pixel(last, 1.0);
            let near = hex::fract_from_pixel(x + 12.0 * angle.cos(), y + 12.0 * angle.sin(), 1.0);
            if let Some(at) = snap(&course, None, side, rotation, near) {
                course.pieces.push(Placement::new(side, rotation, at));
                break;
            }
        }
    }
    // The finish plate around a corner of the last board.
    let finish = if rng.random_bool(0.5) { "finish-jungle" } else { "finish-river" };
    'finish: for board in
        course.pieces.clone().iter().rev().filter(|p| p.side().is_some_and(|s| s.kind.is_board()))
    {
        for corner in eldorado_core::course::contact::BOARD_CORNERS {
            let (x, y) = hex::to_pixel(board.to_world(corner), 1.0);
            let near = hex::fract_from_pixel(x, y, 1.0);
            for r in 0..6 {
                let rotation = Rotation::wrapping(r);
                if let Some(at) = snap(&course, None, finish, rotation, near) {
                    let mut trial = course.clone();
                    trial.pieces.push(Placement::new(finish, rotation, at));
                    if Map::assemble(&trial).is_valid() {
                        course = trial;
                        break 'finish;
                    }
                }
            }
        }
    }
    let map = Map::assemble(&course).map;
    let mut numbers: Vec<u8> = (1..=6).collect();
    numbers.shuffle(&mut rng);
    for seam in map.seams().iter().filter(|s| s.blockade_allowed) {
        let [a, b] = seam.pieces.map(|p| map.piece(p).id.clone());
        match rng.random_range(0..3) {
            0 => {}
            1 => course.set_blockade(&a, &b, Some(BlockadeChoice::Random)),
            _ => {
                if let Some(n) = numbers.pop() {
                    course.set_blockade(&a, &b, Some(BlockadeChoice::Number(n)));
                }
            }
        }
    }
    for p in &mut course.pieces {
        let Some(side) = p.side() else { continue };
        for s in side.spaces.iter().filter(|s| s.terrain == Terrain::Mountain) {
            if rng.random_bool(0.2) {
                let has = p.has_cave(s.local);
                p.set_cave(s.local, !has);
            }
        }
    }
    course
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_valid_courses_round_trip(seed in any::<u64>(), name in "\\PC{0,60}", notes in "\\PC{0,200}") {
        let course = random_course(seed, name, notes);
        let assembly = Map::assemble(&course);
        prop_assume!(assembly.is_valid());
        let code = share_code::encode(&course).unwrap();
        prop_assert!(code.starts_with(PREFIX));
        prop_assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)));
        prop_assert_eq!(share_code::decode(&code).unwrap(), course);
    }

    #[test]
    fn random_valid_courses_survive_a_course_file(seed in any::<u64>(), name in "\\PC{0,60}", notes in "\\PC{0,200}") {
        let mut course = random_course(seed, name, notes);
        course.normalize();
        let text = course_file::to_json(&course);
        prop_assert_eq!(course_file::parse(&text).unwrap(), course.clone());
        prop_assert_eq!(course_file::to_json(&course_file::parse(&text).unwrap()), text);
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,300}") {
        let _ = share_code::decode(&text);
        let _ = share_code::decode(&format!("{PREFIX}{text}"));
    }

    #[test]
    fn random_payloads_are_refused_cleanly(payload in "[A-Za-z0-9_-]{0,400}") {
        // Valid characters, nonsense content: an error (almost surely the checksum), never a panic.
        let result = share_code::decode(&format!("{PREFIX}{payload}"));
        prop_assert!(result.is_err());
        let message = result.unwrap_err().to_string();
        prop_assert!(!message.is_empty() && !message.contains('\n'));
    }

    #[test]
    fn flipped_bits_are_caught(seed in any::<u64>(), at in any::<prop::sample::Index>(), bit in 0u8..6) {
        let course = random_course(seed, "x".into(), String::new());
        let code = share_code::encode(&course).unwrap();
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let mut bytes = code.into_bytes();
        let i = PREFIX.len() + at.index(bytes.len() - PREFIX.len());
        let value = alphabet.iter().position(|&c| c == bytes[i]).unwrap();
        bytes[i] = alphabet[value ^ (1 << bit)];
        let tampered = String::from_utf8(bytes).unwrap();
        prop_assert!(share_code::decode(&tampered).is_err());
    }
}

#[test]
fn the_generator_makes_mostly_valid_courses() {
    // Guards the property test above against assuming everything away.
    let valid = (0..60u64)
        .filter(|&s| Map::assemble(&random_course(s, String::new(), String::new())).is_valid())
        .count();
    println!("{valid} of 60 random courses are valid");
    assert!(valid >= 30, "only {valid} of 60 random courses are valid");
}

#[test]
fn the_committed_official_courses_are_the_built_in_ones() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../courses");
    let mut files = 0;
    for (id, course) in eldorado_core::course::official::all() {
        let path = folder.join(format!("{id}.json"));
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            text,
            course_file::to_json(&course),
            "{} is not what {id} saves to",
            path.display()
        );
        assert_eq!(course_file::parse(&text).unwrap(), course, "{id}");
        files += 1;
    }
    assert_eq!(files, 7);
    assert_eq!(
        std::fs::read_dir(&folder).unwrap().count(),
        7,
        "a course file with no built-in twin"
    );
}
