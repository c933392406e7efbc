//! durango's layout CSV (perimosocordiae/durango, `docs/clients.md`): the
//! header `board,rotation,q,r`, then one row per piece from the start board to
//! the finish plate (`Y` jungle side, `Z` river side). Positions and rotations
//! are ours: the frames match. durango starts the players by a rule of its own
//! ([`starts`]), which the exporter and importer both report.

mod read;
pub mod starts;
mod write;

pub use read::read;
pub use write::write;

/// The first line of every layout.
pub const HEADER: &str = "board,rotation,q,r";

/// The finish plate's letters in durango: (letter, our side).
pub const FINISH_LETTERS: [(&str, &str); 2] = [("Y", "finish-jungle"), ("Z", "finish-river")];

/// durango's letter for one of our sides.
pub fn letter_of(side: &str) -> &str {
    FINISH_LETTERS.iter().find(|(_, s)| *s == side).map_or(side, |(l, _)| l)
}
