//! Where durango starts the players (`docs/clients.md`): it ignores the
//! printed start spaces and takes the passable spaces farthest from the finish
//! plate, counted in steps through passable spaces (a breadth-first search from
//! every finishing space; mountains are walls, terrain costs and blockades do
//! not count). It needs one such space per player and refuses to set up a game
//! otherwise, so the number of farthest spaces is the number of players it
//! can seat.

use std::collections::VecDeque;

use eldorado_core::catalog::Terrain;
use eldorado_core::map::{Map, SpaceId};

use crate::client::Client;
use crate::loss::{Loss, NamedSpace, Refusal};

/// The most players a game seats.
pub const MAX_PLAYERS: usize = 4;
/// The fewest players a game seats.
pub const MIN_PLAYERS: usize = 2;

/// The spaces durango starts the players on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Starts {
    /// Steps from the finish plate to each of them.
    pub steps: u32,
    /// Every passable space at that distance, from the start board out.
    pub spaces: Vec<SpaceId>,
    /// Whether they are exactly the course's printed start spaces.
    pub printed: bool,
}

impl Starts {
    /// How many players durango can seat: one per farthest space, at most four;
    /// below [`MIN_PLAYERS`] it sets up no game at all.
    pub fn seats(&self) -> usize {
        self.spaces.len().min(MAX_PLAYERS)
    }
}

/// durango's start spaces on a map: the passable spaces farthest in steps from
/// the finish plate. `None` when the map has no finish plate.
pub fn starts(map: &Map) -> Option<Starts> {
    if map.finishes().is_empty() {
        return None;
    }
    let passable = |s: SpaceId| map.space(s).terrain != Terrain::Mountain;
    let mut steps: Vec<Option<u32>> = vec![None; map.len()];
    let mut queue = VecDeque::new();
    for &f in map.finishes() {
        steps[f] = Some(0);
        queue.push_back(f);
    }
    while let Some(s) = queue.pop_front() {
        let next = steps[s].expect("queued spaces have a distance") + 1;
        for &n in map.neighbours(s) {
            if steps[n].is_none() && passable(n) {
                steps[n] = Some(next);
                queue.push_back(n);
            }
        }
    }
    let farthest = steps.iter().flatten().copied().max()?;
    let mut spaces: Vec<SpaceId> =
        map.space_ids().filter(|&s| steps[s] == Some(farthest)).collect();
    let mut printed: Vec<SpaceId> = map.starts().iter().map(|&(_, s)| s).collect();
    printed.sort_unstable();
    let is_printed = printed == spaces;
    // From the start board out, whatever order the course lists its pieces in.
    spaces.sort_by_key(|&s| {
        let piece = map.piece(map.space(s).piece);
        (piece.depth, piece.course_index, s)
    });
    Some(Starts { steps: farthest, printed: is_printed, spaces })
}

/// What durango makes of a course's start: where it starts the players (a
/// loss that is the same whether the course is written or read), or why it sets
/// up no game at all.
pub fn view(map: &Map) -> Result<Option<Loss>, Refusal> {
    let client = Client::Durango;
    let Some(starts) = starts(map) else { return Ok(None) };
    let spaces = starts.spaces.iter().map(|&s| NamedSpace::of(map, s)).collect();
    if starts.spaces.len() < MIN_PLAYERS {
        return Err(Refusal::TooFewStartSpaces { client, steps: starts.steps, spaces });
    }
    Ok(Some(Loss::StartSpaces { client, steps: starts.steps, spaces, printed: starts.printed }))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use eldorado_core::catalog::Catalog;
    use eldorado_core::course::{Course, official};
    use eldorado_core::hex::{Hex, Rotation};

    /// An official course with its start board flipped or turned.
    pub(crate) fn with_start(id: &str, flip: bool, turn: Option<u8>) -> Course {
        let mut c = official::course(id).unwrap();
        let start = &mut c.pieces[0];
        if flip {
            let other = Catalog::get().flip(&start.piece).unwrap().id.clone();
            for b in &mut c.blockades {
                for id in &mut b.between {
                    if *id == start.piece {
                        id.clone_from(&other);
                    }
                }
            }
            start.piece = other;
        }
        if let Some(t) = turn {
            start.rotation = Rotation::new(t).unwrap();
        }
        c
    }

    fn message(map: &Map) -> String {
        match view(map) {
            Ok(loss) => loss.unwrap().to_string(),
            Err(refusal) => refusal.to_string(),
        }
    }

    #[test]
    fn four_seats_on_the_printed_start_spaces() {
        // Hills of Gold with its start board turned to face away from the course.
        let map = Map::build(&with_start("hills-of-gold", false, Some(5))).unwrap();
        let s = starts(&map).unwrap();
        assert!(s.printed);
        assert_eq!(s.seats(), 4);
        assert_eq!(
            message(&map),
            format!(
                "durango starts the players on the 4 spaces farthest from El Dorado ({} steps), which are the printed start spaces, but in its own order rather than by their numbers",
                s.steps
            )
        );
    }

    #[test]
    fn four_seats_elsewhere_than_the_printed_start_spaces() {
        // The farthest spaces of Witch's Cauldron: start space 1 and the west edge of board A.
        let map = Map::build(&official::course("witchs-cauldron").unwrap()).unwrap();
        assert_eq!(starts(&map).unwrap().seats(), 4);
        assert_eq!(
            message(&map),
            "durango starts the players not on the printed start spaces but on the 4 spaces farthest from El Dorado (42 steps): start space 1 and the jungle 1 spaces at (-3, 0), (-3, 1) and (-3, 2) on start board A"
        );
        // More than four: durango takes four of them, in an order of its own.
        let map = Map::build(&official::course("first-course").unwrap()).unwrap();
        assert_eq!(starts(&map).unwrap().spaces.len(), 7);
        assert_eq!(
            message(&map),
            "durango starts the players on 4 of the 7 spaces farthest from El Dorado (28 steps), the first 4 in its own order, which need not be the printed start spaces: start spaces 1, 2, 3 and 4 and the jungle 1 spaces at (3, 0), (2, 1) and (1, 2) on start board B"
        );
    }

    #[test]
    fn three_seats_two_seats_and_one() {
        // No chain of the printed pieces tried (some 400,000: the official
        // courses with sides flipped and boards turned, generated layouts, start
        // board + strip + board + plate in every flush position) has exactly
        // three farthest spaces; the First course with four of its seven
        // repainted as mountains does.
        let mut map = Map::build(&official::course("first-course").unwrap()).unwrap();
        for at in [Hex::new(3, 0), Hex::new(2, 1), Hex::new(1, 2), Hex::new(0, 3)] {
            map.paint(at, "M").unwrap();
        }
        assert_eq!(starts(&map).unwrap().seats(), 3);
        assert_eq!(
            message(&map),
            "durango can seat only 2 or 3 players on this course: it starts each player on a space of its own among those farthest from El Dorado (28 steps), and only 3 spaces are that far: start spaces 2, 3 and 4"
        );

        // The First course on start board A: only two of its start spaces are that far.
        let map = Map::build(&with_start("first-course", true, None)).unwrap();
        assert_eq!(starts(&map).unwrap().seats(), 2);
        assert_eq!(
            message(&map),
            "durango can seat only 2 players on this course: it starts each player on a space of its own among those farthest from El Dorado (29 steps), and only 2 spaces are that far: start spaces 3 and 4"
        );

        // Serpentine on start board B: one space alone, so no game at all.
        let map = Map::build(&with_start("serpentine", true, None)).unwrap();
        assert_eq!(starts(&map).unwrap().seats(), 1);
        assert_eq!(
            message(&map),
            "durango cannot set up this course even for 2 players: it starts each player on a space of its own among those farthest from El Dorado (35 steps), and only start space 4 is that far"
        );
    }
}
