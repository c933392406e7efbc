//! The checks ShlomoAlon's course builder makes before it plays a course (its
//! `buildCourse` asserts four things, `docs/clients.md`), run here on its own
//! board data ([`super::boards`]) so that a course it would refuse is refused
//! before it is written, and one read from it is flagged:
//!
//! 1. consecutive boards share at least 2 pairs of neighbouring passable spaces;
//! 2. no two boards overlap;
//! 3. El Dorado sits against the last board (the engine derives the finishing
//!    spaces from the middle one there, [`super::derived_spaces`]);
//! 4. a path leads from the start spaces to El Dorado.
//!
//! Only consecutive boards are connected there, whatever else touches.

use std::collections::{HashMap, HashSet, VecDeque};

use eldorado_core::catalog::PieceKind;
use eldorado_core::course::Placement;
use eldorado_core::hex::{self, Hex, fmt_hex};

use super::boards::passable;
use super::finish::derived_spaces;
use crate::client::Client;
use crate::loss::Refusal;

/// Consecutive boards must share at least this many pairs of passable spaces.
pub const MIN_PASSABLE_PAIRS: usize = 2;

/// Where a hex lies in ShlomoAlon's course: on board `i` (in course order) or
/// on El Dorado.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum On {
    Board(usize),
    ElDorado,
}

/// Runs ShlomoAlon's checks on its course: the boards in course order (start
/// board first, each placed by its letter, rotation and centre) and the middle
/// finishing space `e`. Gives the three finishing spaces it derives, or why it
/// refuses the course. Boards it does not have are the caller's concern.
pub fn check(boards: &[Placement], e: Hex) -> Result<[Hex; 3], Refusal> {
    let client = Client::ShlomoAlon;
    let label = |i: usize| boards[i].side().map_or_else(|| boards[i].piece.clone(), |s| s.label());
    // Each board's spaces: world hex → whether a player may enter it there.
    let spaces: Vec<HashMap<Hex, bool>> = boards
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
        .collect();

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

    let mut on: HashMap<Hex, On> = HashMap::new();
    for (i, board) in spaces.iter().enumerate() {
        let mut hexes: Vec<Hex> = board.keys().copied().collect();
        hexes.sort_by_key(|h| (h.y, h.x));
        for h in hexes {
            if let Some(On::Board(j)) = on.insert(h, On::Board(i)) {
                return Err(Refusal::Overlap {
                    client,
                    boards: [label(j), label(i)],
                    at: fmt_hex(h),
                });
            }
        }
    }

    let last = boards.len() - 1;
    let last_hexes: HashSet<Hex> = spaces[last].keys().copied().collect();
    let finish = derived_spaces(e, &last_hexes)
        .filter(|f| f.iter().all(|h| !on.contains_key(h)))
        .ok_or_else(|| Refusal::FinishNotAgainstLast {
        client,
        at: fmt_hex(e),
        last: label(last),
    })?;
    for h in finish {
        on.insert(h, On::ElDorado);
    }

    // A path: from the start spaces through passable spaces, between
    // consecutive boards only, El Dorado joined to the last board.
    let open = |h: Hex| match on.get(&h) {
        Some(On::Board(i)) => spaces[*i][&h],
        Some(On::ElDorado) => true,
        None => false,
    };
    let joined = |a: On, b: On| match (a, b) {
        (On::Board(i), On::Board(j)) => i.abs_diff(j) <= 1,
        (On::Board(i), On::ElDorado) | (On::ElDorado, On::Board(i)) => i == last,
        (On::ElDorado, On::ElDorado) => true,
    };
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
        let here = on[&h];
        match here {
            On::ElDorado => return Ok(finish),
            On::Board(i) => reached = reached.max(i),
        }
        for n in hex::neighbours(h) {
            if open(n) && joined(here, on[&n]) && seen.insert(n) {
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

        // El Dorado far from the last board.
        assert_eq!(
            check(&boards, Hex::new(40, 40)).unwrap_err().to_string(),
            "El Dorado at (40, 40) does not sit against board K, the last board, and ShlomoAlon refuses such a course"
        );

        // El Dorado against Serpentine's last board, beside nothing but its mountains.
        let (serpentine, _) = boards_of("serpentine");
        assert_eq!(
            check(&serpentine, Hex::new(14, -15)).unwrap_err().to_string(),
            "on ShlomoAlon's boards no path leads from the start spaces to El Dorado (they reach no farther than board M), and it refuses such a course"
        );
    }
}
