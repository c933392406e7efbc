//! Bounds on what a course may hold, whatever it is read from (a course file, a
//! share code, another program's course): past them the input is refused with a
//! sentence naming the limit.

/// Bounds on what a course may hold. A real course is a few kilobytes with
/// at most eleven pieces; anything far beyond that is a mistake or an attack.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Bytes of a course file (or of another program's course file).
    pub file_bytes: u64,
    /// Placed piece sides.
    pub pieces: usize,
    /// Seams with a blockade.
    pub blockades: usize,
    /// Extra or removed caves on one piece.
    pub caves_per_piece: usize,
    /// Largest |q| or |r| of a piece origin.
    pub coordinate: i32,
    /// Characters of the name and of the author.
    pub name_chars: usize,
    /// Characters of the notes.
    pub notes_chars: usize,
}

/// The limits every reader applies.
pub const LIMITS: Limits = Limits {
    file_bytes: 1024 * 1024,
    pieces: 32,
    blockades: 64,
    caves_per_piece: 37,
    coordinate: 1000,
    name_chars: 200,
    notes_chars: 20_000,
};
