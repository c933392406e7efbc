//! The checks ShlomoAlon's course builder makes before it plays a course (its
//! `buildCourse` asserts four things, `docs/clients.md`), run here on its own
//! board data ([`super::boards`]) so that a course it would refuse is refused
//! before it is written, and one read from it is flagged:
//!
//! 1. consecutive boards share at least 2 pairs of neighbouring passable spaces;
//! 2. no two boards overlap;
//! 3. El Dorado sits against the last board: each finishing space (the middle
//!    one given, the two others derived from it, [`super::derived_spaces`])
//!    lies on no board and touches a space of the last board in course order
//!    that is not a mountain;
//! 4. a path leads from the start spaces to El Dorado.
//!
//! Players move there between any neighbouring spaces, whatever boards they
//! lie on.

use std::collections::{HashMap, HashSet, VecDeque};

use eldorado_core::catalog::PieceKind;
use eldorado_core::course::Placement;
use eldorado_core::hex::{self, Hex, fmt_hex};

use super::boards::passable;
use super::finish::derived_spaces;
use crate::client::Client;
use crate::loss::{FinishFault, Refusal};

/// Consecutive boards must share at least this many pairs of passable spaces.
pub const MIN_PASSABLE_PAIRS: usize = 2;

/// ShlomoAlon's boards of a course, in course order: each board's world hexes,
/// each with whether a player may enter it there.
struct Laid(Vec<HashMap<Hex, bool>>);

impl Laid {
    fn new(boards: &[Placement]) -> Laid {
        Laid(
            boards
                .iter()
                .map(|b| {
                    b.side()
                        .into_iter()
                        .flat_map(|side| {
                            side.spaces.iter().map(move |s| {
                                (b.to_world(s.local), passable(side, s.local).unwrap_or(false))
                            })
                        })
                        .collect()
                })
                .collect(),
        )
    }

    /// The first board, in course order, that has a space at `h`.
    fn board_at(&self, h: Hex) -> Option<usize> {
        self.0.iter().position(|board| board.contains_key(&h))
    }

    /// Whether `h` touches a space of the last board, and whether one it
    /// touches is not a mountain.
    fn touches_last(&self, h: Hex) -> (bool, bool) {
        let Some(last) = self.0.last() else { return (false, false) };
        let beside: Vec<bool> = hex::neighbours(h).filter_map(|n| last.get(&n).copied()).collect();
        (!beside.is_empty(), beside.contains(&true))
    }

    /// Where ShlomoAlon may put a finishing space: on no board, and beside a
    /// space of the last board that is not a mountain.
    fn may_finish(&self, h: Hex) -> bool {
        self.board_at(h).is_none() && self.touches_last(h).1
    }

    /// Why the middle finishing space `e` may not be one (boards named by `label`).
    fn fault(&self, e: Hex, label: impl Fn(usize) -> String) -> Option<FinishFault> {
        if let Some(i) = self.board_at(e) {
            return Some(FinishFault::OnBoard { board: label(i) });
        }
        match self.touches_last(e) {
            (_, true) => None,
            (true, false) => Some(FinishFault::OnlyMountains),
            (false, false) => Some(FinishFault::Apart),
        }
    }
}

/// The three finishing spaces ShlomoAlon derives from the middle one `e` beside
/// these boards (in course order), whether or not it then takes them: `None`
/// when fewer than two spaces beside `e` may hold one.
pub fn finishing_spaces(boards: &[Placement], e: Hex) -> Option<[Hex; 3]> {
    let laid = Laid::new(boards);
    derived_spaces(e, |h| laid.may_finish(h))
}

/// Runs ShlomoAlon's checks on its course: the boards in course order (start
/// board first, each placed by its letter, rotation and centre) and the middle
/// finishing space `e`. Gives the three finishing spaces it derives, or why it
/// refuses the course. Boards it does not have are the caller's concern.
pub fn check(boards: &[Placement], e: Hex) -> Result<[Hex; 3], Refusal> {
    let client = Client::ShlomoAlon;
    // Boards by side id: the refusal words them in a language.
    let label = |i: usize| boards[i].piece.to_string();
    let laid = Laid::new(boards);
    let spaces = &laid.0;

    for (i, pair) in spaces.windows(2).enumerate() {
        let pairs = pair[0]
            .iter()
            .filter(|&(_, &open)| open)
            .flat_map(|(&a, _)| hex::neighbours(a))
            .filter(|n| pair[1].get(n) == Some(&true))
            .count();
        if pairs < MIN_PASSABLE_PAIRS {
            return Err(Refusal::FewPassablePairs {
                client,
                boards: [label(i), label(i + 1)],
                pairs,
            });
        }
    }

    // Each hex on a board: the board, in course order.
    let mut on: HashMap<Hex, usize> = HashMap::new();
    for (i, board) in spaces.iter().enumerate() {
        let mut hexes: Vec<Hex> = board.keys().copied().collect();
        hexes.sort_by_key(|h| (h.y, h.x));
        for h in hexes {
            if let Some(j) = on.insert(h, i) {
                return Err(Refusal::Overlap {
                    client,
                    boards: [label(j), label(i)],
                    at: fmt_hex(h),
                });
            }
        }
    }

    let last = boards.len() - 1;
    let refuse =
        |why| Refusal::FinishNotAgainstLast { client, at: fmt_hex(e), last: label(last), why };
    if let Some(why) = laid.fault(e, label) {
        return Err(refuse(why));
    }
    let finish = derived_spaces(e, |h| laid.may_finish(h))
        .ok_or_else(|| refuse(FinishFault::NoOuterPair))?;

    // A path: from the start spaces through passable spaces and on to El
    // Dorado, between any neighbouring spaces.
    let el_dorado: HashSet<Hex> = finish.into_iter().collect();
    let open = |h: Hex| el_dorado.contains(&h) || on.get(&h).is_some_and(|&i| spaces[i][&h]);
    let starts: Vec<Hex> = boards[0]
        .side()
        .filter(|s| s.kind == PieceKind::Start)
        .map(|s| {
            s.spaces
                .iter()
                .filter(|sp| sp.start.is_some())
                .map(|sp| boards[0].to_world(sp.local))
                .collect()
        })
        .unwrap_or_default();
    let mut seen: HashSet<Hex> = starts.iter().copied().collect();
    let mut queue: VecDeque<Hex> = starts.into_iter().collect();
    let mut reached = 0;
    while let Some(h) = queue.pop_front() {
        match on.get(&h) {
            Some(&i) => reached = reached.max(i),
            None => return Ok(finish),
        }
        for n in hex::neighbours(h) {
            if open(n) && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    Err(Refusal::NoPath { client, reached: label(reached) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::hex::Rotation;

    /// The boards of an official course and its plate's origin.
    fn boards_of(id: &str) -> (Vec<Placement>, Hex) {
        let mut pieces = official::course(id).unwrap().pieces;
        let plate = pieces.pop().unwrap();
        (pieces, plate.origin)
    }

    #[test]
    fn the_official_courses_without_strips_pass() {
        for id in
            ["first-course", "hills-of-gold", "winding-paths", "serpentine", "witchs-cauldron"]
        {
            let (boards, e) = boards_of(id);
            assert!(check(&boards, e).is_ok(), "{id}: {:?}", check(&boards, e));
        }
    }

    #[test]
    fn each_check_refuses_with_its_reason() {
        let (boards, e) = boards_of("first-course");

        // Boards that only touch at a corner share one pair at most.
        let mut apart = boards.clone();
        let shift = Hex::new(3, -3);
        for b in &mut apart[1..] {
            b.origin += shift;
        }
        assert_eq!(
            check(&apart, e + shift).unwrap_err().to_string(),
            "start board B and board C share 1 pair of passable spaces across their edge on ShlomoAlon's boards, and it refuses consecutive boards that share fewer than 2"
        );

        // Board C one space too close to start board B.
        let mut over = boards[..2].to_vec();
        over[1].origin = over[0].origin + Hex::new(6, 0);
        assert_eq!(
            check(&over, e).unwrap_err().to_string(),
            "start board B and board C overlap at (3, 0), and ShlomoAlon refuses boards that overlap"
        );

        // El Dorado far from the last board, on a board, beside only
        // mountains of the last board, and where no two spaces beside it
        // may hold the other finishing spaces.
        let (serpentine, _) = boards_of("serpentine");
        for (boards, last, e, why) in [
            (
                &boards,
                "K",
                Hex::new(40, 40),
                "the middle finishing space touches none of its spaces",
            ),
            (&boards, "K", Hex::new(1, -17), "the middle finishing space lies on board I"),
            (
                &serpentine,
                "M",
                Hex::new(13, -23),
                "the middle finishing space touches it only at mountains",
            ),
            (
                &serpentine,
                "M",
                Hex::new(9, -19),
                "fewer than 2 spaces beside the middle finishing space lie on no board and touch a space of it that is not a mountain",
            ),
        ] {
            assert_eq!(
                check(boards, e).unwrap_err().to_string(),
                format!(
                    "El Dorado at {} does not sit against board {last}, the last board: {why}, and ShlomoAlon refuses such a course",
                    fmt_hex(e)
                )
            );
        }
    }

    #[test]
    fn the_path_check_refuses_where_mountains_cut_a_board_in_two() {
        // Only strip R's passable spaces fall apart between its mountains (a
        // course of ShlomoAlon's boards A to N that passes the other checks
        // always has a path). El Dorado against the part start board B does
        // not reach.
        let boards = [
            Placement::new("B".to_string(), Rotation::new(0).unwrap(), Hex::new(0, 0)),
            Placement::new("R".to_string(), Rotation::new(0).unwrap(), Hex::new(-6, 1)),
        ];
        assert_eq!(
            check(&boards, Hex::new(-10, 1)).unwrap_err().to_string(),
            "on ShlomoAlon's boards no path leads from the start spaces to El Dorado (they reach no farther than strip R), and it refuses such a course"
        );
    }
}
