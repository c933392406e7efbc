//! ShlomoAlon keeps only the middle finishing space `e`; its engine adds the two
//! others along the last board's edge. This repeats that rule, so that the
//! check and the writer can make sure the plate lands where it is here and the
//! reader can find the plate that has those three spaces.

use std::collections::HashSet;

use eldorado_core::catalog::PieceSide;
use eldorado_core::hex::{self, Hex, Rotation};

/// The directions whose opposite pairs of neighbours the engine tries first, in its order.
const PAIR_DIRECTIONS: [Hex; 3] = [Hex::new(1, 0), Hex::new(1, -1), Hex::new(0, -1)];

/// The three finishing spaces the engine derives from `e`, given where it may
/// put a finishing space (`may_finish`): the first pair of opposite neighbours
/// of `e` where both may go, else the first two neighbours where one may.
/// `None` when fewer than two may. Whether `e` itself may hold one is the
/// caller's question.
pub fn derived_spaces(e: Hex, may_finish: impl Fn(Hex) -> bool) -> Option<[Hex; 3]> {
    if let Some(d) = PAIR_DIRECTIONS.into_iter().find(|&d| may_finish(e + d) && may_finish(e - d)) {
        return Some([e - d, e, e + d]);
    }
    let mut beside = hex::neighbours(e).filter(|&h| may_finish(h));
    Some([beside.next()?, e, beside.next()?])
}

/// The rotation that gives a finish plate with its origin at `e` exactly these
/// finishing spaces, if one does.
pub fn plate_rotation(plate: &PieceSide, e: Hex, spaces: [Hex; 3]) -> Option<Rotation> {
    let wanted: HashSet<Hex> = spaces.into_iter().collect();
    (0..6).filter_map(Rotation::new).find(|&rotation| {
        let placed: HashSet<Hex> = plate
            .spaces
            .iter()
            .filter(|s| s.finish)
            .map(|s| hex::place(s.local, rotation, e))
            .collect();
        placed == wanted
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::catalog::Catalog;
    use eldorado_core::course::official;

    /// Off the board and beside one of its spaces, mountains included.
    fn against(board: &HashSet<Hex>) -> impl Fn(Hex) -> bool {
        |h| !board.contains(&h) && hex::neighbours(h).any(|n| board.contains(&n))
    }

    #[test]
    fn every_official_finish_plate_is_what_the_engine_derives_from_its_middle_space() {
        for (id, course) in official::all() {
            let (plate, boards) = course.pieces.split_last().unwrap();
            let spaces = super::super::check::finishing_spaces(boards, plate.origin).unwrap();
            let side = Catalog::get().side(&plate.piece).unwrap();
            assert_eq!(plate_rotation(side, plate.origin, spaces), Some(plate.rotation), "{id}");
        }
    }

    #[test]
    fn a_middle_space_along_an_edge_gives_a_straight_row_that_no_plate_has() {
        // (4, -2) lies just off the board's east edge: the engine takes the row along that edge.
        let board: HashSet<Hex> =
            Catalog::get().side("C").unwrap().spaces.iter().map(|s| s.local).collect();
        let spaces = derived_spaces(Hex::new(4, -2), against(&board)).unwrap();
        assert_eq!(spaces, [Hex::new(4, -1), Hex::new(4, -2), Hex::new(4, -3)]);
        assert_eq!(
            plate_rotation(Catalog::get().side("finish-river").unwrap(), Hex::new(4, -2), spaces),
            None
        );
        assert_eq!(derived_spaces(Hex::new(9, 9), against(&board)), None, "far from the board");
    }
}
