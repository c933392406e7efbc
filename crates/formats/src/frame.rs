//! Moving a whole course: the other programs lay out the same courses turned
//! and shifted, so comparing them needs one frame.

use eldorado_core::catalog::PieceKind;
use eldorado_core::course::Course;
use eldorado_core::hex::{Hex, Rotation};

/// The course turned `rotation` steps clockwise about the world hex `about`;
/// caves and blockades go along (they are named by piece and local hex).
pub fn turned(course: &Course, rotation: Rotation, about: Hex) -> Course {
    let mut out = course.clone();
    for p in &mut out.pieces {
        p.origin = about + rotation.apply(p.origin - about);
        p.rotation =
            Rotation::wrapping(i64::from(p.rotation.steps()) + i64::from(rotation.steps()));
    }
    out
}

/// The course moved by `by`.
pub fn shifted(course: &Course, by: Hex) -> Course {
    let mut out = course.clone();
    for p in &mut out.pieces {
        p.origin += by;
    }
    out
}

/// The course turned and moved so that its start board lies at (0, 0) with
/// rotation 0, as the official courses are; unchanged without a start board.
pub fn normalized(course: &Course) -> Course {
    let Some(start) =
        course.pieces.iter().find(|p| p.side().is_some_and(|s| s.kind == PieceKind::Start))
    else {
        return course.clone();
    };
    let (origin, rotation) = (start.origin, start.rotation);
    shifted(&turned(course, rotation.inverse(), origin), Hex::ZERO - origin)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn turning_about_the_start_board_and_back_is_the_same_course() {
        let first = official::course("first-course").unwrap();
        let turned_twice = turned(&first, Rotation::new(2).unwrap(), Hex::ZERO);
        let c = turned_twice.placement("C").unwrap();
        assert_eq!((c.rotation.steps(), c.origin), (5, Hex::new(7, -3)));
        assert_eq!(normalized(&turned_twice), first);
        let moved = shifted(&turned_twice, Hex::new(4, -9));
        assert_eq!(moved.placement("B").unwrap().origin, Hex::new(4, -9));
        assert_eq!(normalized(&moved), first);
    }
}
