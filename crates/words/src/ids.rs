//! Message ids made from the game's enums, each in one place (a test walks
//! every value and finds its message in every catalogue).

use eldorado_core::catalog::{PieceKind, Terrain};

/// The catalogue's id of a terrain's name, made from the enum in one place
/// (a test walks every terrain and finds it in every catalogue).
pub fn terrain_id(t: Terrain) -> &'static str {
    match t {
        Terrain::Jungle => "terrain-jungle",
        Terrain::River => "terrain-river",
        Terrain::Village => "terrain-village",
        Terrain::Rubble => "terrain-rubble",
        Terrain::Basecamp => "terrain-basecamp",
        Terrain::Mountain => "terrain-mountain",
        Terrain::Start => "terrain-start",
    }
}

/// The catalogue's id of a piece's name by its kind: "piece-terrain"
/// ("board C"); with `article`, the name inside a sentence, with the
/// article French puts before it: "piece-the-terrain" (« le plateau C »).
pub fn piece_id(kind: PieceKind, article: bool) -> &'static str {
    match (kind, article) {
        (PieceKind::Start, false) => "piece-start",
        (PieceKind::Terrain, false) => "piece-terrain",
        (PieceKind::Strip, false) => "piece-strip",
        (PieceKind::Finish, false) => "piece-finish",
        (PieceKind::Start, true) => "piece-the-start",
        (PieceKind::Terrain, true) => "piece-the-terrain",
        (PieceKind::Strip, true) => "piece-the-strip",
        (PieceKind::Finish, true) => "piece-the-finish",
    }
}
