//! The seven courses of the game's assembly guide, built into the program as
//! data. The same courses are in the repository's `courses/` folder as course
//! files; a test of the course file format checks that each file is exactly
//! what this table saves to.

use super::{BlockadeChoice, Course, Placement, SeamBlockade};
use crate::catalog::SideId;
use crate::hex::{Hex, Rotation};

/// One official course: its texts, each piece side as (side id, turn in 60°
/// steps clockwise, q, r), and the seams that carry a random blockade.
struct Official {
    id: &'static str,
    name: &'static str,
    notes: &'static str,
    pieces: &'static [(&'static str, u8, i32, i32)],
    random_blockades: &'static [(&'static str, &'static str)],
}

/// Who designed the official courses.
const AUTHOR: &str = "Reiner Knizia (Ravensburger)";

/// Every official course, in the order of the assembly guide.
const OFFICIAL: [Official; 7] = [
    Official {
        id: "first-course",
        name: "First course",
        notes: "Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup. The course for a first game.",
        pieces: &[
            ("B", 0, 0, 0),
            ("C", 3, -3, -4),
            ("N", 0, 0, -11),
            ("I", 0, 4, -18),
            ("K", 4, 0, -21),
            ("finish-river", 4, -4, -21),
        ],
        random_blockades: &[("B", "C"), ("C", "N"), ("N", "I"), ("I", "K")],
    },
    Official {
        id: "hills-of-gold",
        name: "Hills of Gold",
        notes: "Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.",
        pieces: &[
            ("B", 0, 0, 0),
            ("C", 5, -4, -3),
            ("G", 3, -7, -7),
            ("K", 0, 0, -11),
            ("J", 0, 7, -14),
            ("N", 3, 11, -21),
            ("finish-jungle", 0, 15, -25),
        ],
        random_blockades: &[("B", "C"), ("C", "G"), ("G", "K"), ("K", "J"), ("J", "N")],
    },
    Official {
        id: "home-stretch",
        name: "Home Stretch",
        notes: "Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.",
        pieces: &[
            ("B", 0, 0, 0),
            ("J", 4, -3, -4),
            ("Q", 3, -1, -9),
            ("K", 5, 2, -14),
            ("M", 3, 5, -21),
            ("C", 5, 9, -28),
            ("finish-jungle", 5, 9, -32),
        ],
        random_blockades: &[("B", "J"), ("J", "Q"), ("K", "M"), ("M", "C")],
    },
    Official {
        id: "winding-paths",
        name: "Winding Paths",
        notes: "Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.",
        pieces: &[
            ("B", 0, 0, 0),
            ("I", 2, -3, -4),
            ("F", 2, 0, -11),
            ("G", 0, 7, -15),
            ("C", 5, 4, -19),
            ("N", 3, 7, -26),
            ("finish-river", 5, 7, -30),
        ],
        random_blockades: &[("B", "I"), ("I", "F"), ("F", "G"), ("G", "C"), ("C", "N")],
    },
    Official {
        id: "serpentine",
        name: "Serpentine",
        notes: "Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.",
        pieces: &[
            ("A", 0, 0, 0),
            ("C", 3, 7, -4),
            ("E", 0, 10, -11),
            ("G", 2, 3, -8),
            ("J", 2, 6, -15),
            ("M", 4, 13, -19),
            ("finish-river", 1, 17, -19),
        ],
        random_blockades: &[("A", "C"), ("C", "E"), ("E", "G"), ("G", "J"), ("J", "M")],
    },
    Official {
        id: "swamplands",
        name: "Swamplands",
        notes: "Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup. The D-H seam follows three transcriptions that agree; the caves edition's shifts H, E, O, K and the finish by (+1, -1).",
        pieces: &[
            ("A", 0, 0, 0),
            ("R", 1, 5, -2),
            ("D", 2, 10, -5),
            ("H", 2, 13, -1),
            ("E", 1, 16, 3),
            ("O", 4, 11, 6),
            ("K", 0, 6, 9),
            ("finish-river", 3, 2, 13),
        ],
        random_blockades: &[("A", "R"), ("D", "H"), ("H", "E"), ("E", "O")],
    },
    Official {
        id: "witchs-cauldron",
        name: "Witch's Cauldron",
        notes: "Official course from the Ravensburger assembly guide (2017). Blockades are dealt at random during setup.",
        pieces: &[
            ("A", 0, 0, 0),
            ("L", 5, 7, -4),
            ("G", 4, 14, -7),
            ("D", 4, 18, -4),
            ("M", 0, 14, 3),
            ("I", 5, 7, 7),
            ("finish-river", 4, 3, 7),
        ],
        random_blockades: &[("A", "L"), ("L", "G"), ("G", "D"), ("D", "M"), ("M", "I")],
    },
];

/// The course the editor opens with.
pub const DEFAULT_COURSE: &str = "first-course";

/// The ids of the official courses, in the order of the assembly guide.
pub fn ids() -> impl Iterator<Item = &'static str> {
    OFFICIAL.iter().map(|o| o.id)
}

/// The name of an official course by id, e.g. "Hills of Gold".
pub fn name(id: &str) -> Option<&'static str> {
    OFFICIAL.iter().find(|o| o.id == id).map(|o| o.name)
}

/// An official course by id, e.g. `"hills-of-gold"`.
pub fn course(id: &str) -> Option<Course> {
    OFFICIAL.iter().find(|o| o.id == id).map(|o| Course {
        name: o.name.to_string(),
        author: AUTHOR.to_string(),
        notes: o.notes.to_string(),
        pieces: o
            .pieces
            .iter()
            .map(|&(piece, turn, q, r)| {
                Placement::new(piece, Rotation::wrapping(i64::from(turn)), Hex::new(q, r))
            })
            .collect(),
        blockades: o
            .random_blockades
            .iter()
            .map(|&(a, b)| SeamBlockade {
                between: [a.into(), b.into()],
                blockade: BlockadeChoice::Random,
            })
            .collect(),
    })
}

/// All official courses with their ids.
pub fn all() -> Vec<(&'static str, Course)> {
    OFFICIAL.iter().map(|o| (o.id, course(o.id).expect("listed"))).collect()
}

/// The course the editor opens with when nothing else is asked for.
pub fn default_course() -> Course {
    course(DEFAULT_COURSE).expect("the default course is built in")
}

/// A layout by its pieces (side, turn, place), the first piece's place as
/// the origin: the same for a course moved as a whole on the table.
fn layout(
    pieces: impl Iterator<Item = (SideId, u8, crate::hex::Hex)>,
) -> Vec<(SideId, u8, i32, i32)> {
    let mut all: Vec<(SideId, u8, crate::hex::Hex)> = pieces.collect();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    let base = all.first().map(|p| p.2).unwrap_or(crate::hex::Hex::ZERO);
    all.into_iter().map(|(id, r, o)| (id, r, o.x - base.x, o.y - base.y)).collect()
}

/// The official course laid out as the assembled `map` (wherever it lies
/// on the table), if it is one: a course is never compared with itself.
pub fn which_map(map: &crate::map::Map) -> Option<&'static str> {
    let pieces = map.pieces().iter().map(|p| (p.id.clone(), p.rotation.steps(), p.origin));
    let own = layout(pieces);
    ids().filter_map(|id| Some((name(id)?, course(id)?))).find_map(|(n, c)| {
        let theirs =
            layout(c.pieces.iter().map(|p| (p.piece.clone(), p.rotation.steps(), p.origin)));
        (theirs == own).then_some(n)
    })
}
