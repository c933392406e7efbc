//! Snapping: pieces placed one after another at snapped positions always make a
//! valid course.

use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::course::snap::{snap, snap_positions};
use eldorado_core::course::{Course, Placement, official};
use eldorado_core::hex::{Hex, Rotation};
use eldorado_core::map::Map;
use proptest::prelude::*;

#[test]
fn a_removed_board_snaps_back_to_where_it_was() {
    for (id, course) in official::all() {
        for (i, p) in course.pieces.iter().enumerate() {
            // Rough position: half a hex off the true origin.
            let near = (p.origin.x as f32 + 0.4, p.origin.y as f32 - 0.3);
            let found = snap_positions(&course, Some(i), &p.piece, p.rotation, near);
            assert!(
                found.contains(&p.origin),
                "{id}: {} should snap back to {:?}, got {found:?}",
                p.piece,
                p.origin
            );
        }
    }
}

#[test]
fn positions_come_nearest_first_and_are_all_flush() {
    let course = official::default_course();
    let near = (12.0, -20.0);
    let found = snap_positions(&course, None, "E", Rotation::wrapping(2), near);
    assert!(!found.is_empty());
    let d = |h: &Hex| {
        let (x, y) = eldorado_core::hex::to_pixel(*h, 1.0);
        let (fx, fy) = eldorado_core::hex::fract_to_pixel(near.0, near.1, 1.0);
        (x - fx).hypot(y - fy)
    };
    for w in found.windows(2) {
        assert!(d(&w[0]) <= d(&w[1]) + 1e-4);
    }
    for origin in found {
        let mut c = course.clone();
        c.pieces.insert(c.pieces.len() - 1, Placement::new("E", Rotation::wrapping(2), origin));
        let problems = Map::assemble(&c).problems;
        assert!(problems.is_empty(), "E at {origin:?}: {problems:?}");
    }
}

#[test]
fn the_finish_plate_snaps_only_into_a_board_corner() {
    let mut course = official::default_course();
    let finish = course.pieces.pop().unwrap();
    let found = snap_positions(
        &course,
        None,
        &finish.piece,
        finish.rotation,
        (finish.origin.x as f32, finish.origin.y as f32),
    );
    assert_eq!(found.first(), Some(&finish.origin));
    // Far from any board corner there is nowhere to put it.
    assert!(snap(&course, None, "finish-jungle", Rotation::ZERO, (60.0, 60.0)).is_none());
}

/// One snapping step: which physical piece, which side, rotation, direction
/// from the last piece, and a jitter on the point the user drops it at.
type Step = (usize, bool, u8, f32, (f32, f32));

/// Builds a course by snapping pieces one after another, as a user would.
fn snapped_course(start: &str, steps: &[Step], finish_rot: u8) -> Course {
    let catalog = Catalog::get();
    let mut course = Course { name: "random".into(), ..Default::default() };
    course.pieces.push(Placement::new(start, Rotation::ZERO, Hex::ZERO));
    let physical: Vec<(&str, &str)> = [
        ("C", "D"),
        ("E", "F"),
        ("G", "H"),
        ("I", "J"),
        ("K", "L"),
        ("M", "N"),
        ("O", "P"),
        ("Q", "R"),
    ]
    .to_vec();
    let mut used = vec![false; physical.len()];
    for &(pick, flip, rot, angle, jitter) in steps {
        let k = pick % physical.len();
        if used[k] {
            continue;
        }
        let id = if flip { physical[k].1 } else { physical[k].0 };
        // Aim beyond the last piece, in a random direction.
        let last = course.pieces.last().unwrap().origin;
        let (dx, dy) = (angle.cos() * 7.0, angle.sin() * 7.0);
        let near = (last.x as f32 + dx + jitter.0, last.y as f32 + dy + jitter.1);
        if let Some(origin) = snap(&course, None, id, Rotation::wrapping(rot.into()), near) {
            course.pieces.push(Placement::new(id, Rotation::wrapping(rot.into()), origin));
            used[k] = true;
        }
    }
    // The finish plate goes at the corner of some board, last board first.
    let side = if finish_rot.is_multiple_of(2) { "finish-jungle" } else { "finish-river" };
    let boards: Vec<Placement> =
        course.pieces.iter().rev().filter(|p| p.side().unwrap().kind.is_board()).cloned().collect();
    'outer: for b in boards {
        for rot in 0..6 {
            let r = Rotation::wrapping(i64::from(finish_rot) + rot);
            for corner in eldorado_core::course::contact::BOARD_CORNERS {
                let notch = catalog.side(side).unwrap().corner_notch.unwrap();
                let want = b.to_world(corner) - r.apply(notch);
                if let Some(origin) = snap(&course, None, side, r, (want.x as f32, want.y as f32)) {
                    course.pieces.push(Placement::new(side, r, origin));
                    break 'outer;
                }
            }
        }
    }
    course
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn snapped_courses_never_overlap_and_always_pass_check(
        start_b in any::<bool>(),
        steps in prop::collection::vec((0usize..8, any::<bool>(), 0u8..6, 0f32..std::f32::consts::TAU, (-1.5f32..1.5, -1.5f32..1.5)), 1..12),
        finish_rot in 0u8..6,
    ) {
        let course = snapped_course(if start_b { "B" } else { "A" }, &steps, finish_rot);
        let assembly = Map::assemble(&course);
        prop_assert!(assembly.problems.iter().all(|p| p.rule != eldorado_core::map::Rule::Overlap));
        prop_assert!(course.pieces.iter().any(|p| p.side().unwrap().kind == PieceKind::Finish), "a finish position exists");
        prop_assert!(assembly.is_valid(), "{:#?}\n{:?}", assembly.problems, course);
    }
}

/// Guards the property test above against being vacuous: the courses it builds
/// are real multi-piece courses.
#[test]
fn snapping_builds_long_courses() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let mut total = 0;
    for _ in 0..40 {
        let steps: Vec<_> = (0..10)
            .map(|_| {
                (
                    rng.random_range(0..8),
                    rng.random(),
                    rng.random_range(0..6),
                    rng.random_range(0.0..std::f32::consts::TAU),
                    (rng.random_range(-1.5..1.5), rng.random_range(-1.5..1.5)),
                )
            })
            .collect();
        let course = snapped_course("A", &steps, rng.random_range(0..6));
        assert!(Map::assemble(&course).is_valid());
        total += course.pieces.len();
    }
    assert!(total as f64 / 40.0 >= 5.0, "average pieces per course: {}", total as f64 / 40.0);
}
