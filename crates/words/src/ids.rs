//! Message ids made from the game's enums, each in one place (a test walks
//! every value and finds its message in every catalogue).

use eldorado_core::catalog::Terrain;

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
