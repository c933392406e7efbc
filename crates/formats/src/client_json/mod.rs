//! The client JSON: everything another program needs to play a course without
//! our piece catalog. Spaces are flattened into world coordinates with their
//! neighbours; seams carry their blockades; pieces carry their rotations and the
//! words a person needs to lay them out. The JSON Schema is generated from these
//! types (see [`schema`]) and described in `docs/client-course-format.md`.

pub mod schema;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};

use eldorado_core::catalog::{BLOCKADES, Catalog, PieceKind, Terrain};
use eldorado_core::course::{BlockadeChoice, Course};
use eldorado_core::hex::Hex;
use eldorado_core::map::Map;
use eldorado_core::map::setup::{self, SetupStep};
use eldorado_core::rating::{Band, OfficialStanding, Rating, Reference};

/// The value of the `format` field.
pub const FORMAT: &str = "eldorado-client-course";
/// The version of the format this program writes.
pub const VERSION: u32 = 1;

/// A course of The Quest for El Dorado, assembled into spaces and seams.
///
/// Hexes are pointy-top axial coordinates: +q points east, +r south-east, screen y
/// grows downward. The six neighbours of (q, r) are (q+1, r), (q+1, r-1), (q, r-1),
/// (q-1, r), (q-1, r+1) and (q, r+1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "El Dorado client course")]
pub struct ClientCourse {
    /// Always "eldorado-client-course".
    #[schemars(extend("const" = "eldorado-client-course"))]
    pub format: String,
    /// The format version, 1. A reader should refuse versions it does not know.
    #[schemars(range(min = 1))]
    pub version: u32,
    /// The course's name.
    pub name: String,
    /// Who designed it.
    pub author: String,
    /// The designer's notes, free text.
    pub notes: String,
    /// The pieces in the order they are laid, the start board first and the finish plate last.
    pub pieces: Vec<ClientPiece>,
    /// Every space; a space's `id` is its index in this list.
    pub spaces: Vec<ClientSpace>,
    /// Every border between two touching pieces; a seam's `id` is its index in this list.
    pub seams: Vec<ClientSeam>,
    /// The start spaces by number (1..4): players take them in seat order.
    pub starts: Vec<ClientStart>,
    /// The ids of the three finishing spaces.
    pub finishes: Vec<usize>,
    /// Hexes covered by the El Dorado city artwork beside the finish. They hold no spaces; for drawing only.
    pub city: Vec<Coord>,
    /// The six blockades in the box, for dealing the seams whose blockade is random.
    pub blockade_set: Vec<ClientBlockade>,
    /// The static difficulty estimate; absent when no start space reaches El Dorado.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<ClientDifficulty>,
}

/// How hard the course is, as the studio's analysis estimates it: the same
/// figure, score and band the studio shows everywhere.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientDifficulty {
    /// Expected rounds until a player reaches El Dorado.
    pub rounds: f64,
    /// 0–10: (rounds − 8) / 2, clamped.
    pub score: f64,
    /// easy (under 15 rounds), moderate (15–18), hard (18–21) or very hard (21 or more).
    pub band: Band,
    /// Players the estimate assumes.
    pub players: u8,
    /// Where the course stands among the seven official courses' estimates
    /// for the same number of players; absent in files written before it was added.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standing: Option<ClientStanding>,
}

impl ClientDifficulty {
    /// The figures the caller's analysis estimated: the headline rating for
    /// `players` and where it stands among the official courses.
    pub fn new(rating: &Rating, players: u8, standing: Option<OfficialStanding>) -> Self {
        let point =
            |r: Reference| ClientReference { course: r.course.to_string(), rounds: r.rounds };
        ClientDifficulty {
            rounds: rating.rounds,
            score: rating.score,
            band: rating.band,
            players,
            standing: standing.map(|s| ClientStanding {
                text: s.text,
                quicker: s.above.map(point),
                longer: s.below.map(point),
                level: s.level.map(point),
            }),
        }
    }
}

/// Where a course stands among the official courses, as the studio words it
/// beside every difficulty: "between Hills of Gold and Winding Paths".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientStanding {
    /// The standing in words, as the studio shows it.
    pub text: String,
    /// The longest official course that is quicker, with its estimate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quicker: Option<ClientReference>,
    /// The quickest official course that is longer, with its estimate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub longer: Option<ClientReference>,
    /// An official course with the same estimate, to one decimal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<ClientReference>,
}

/// An official course and its estimate, a reference point of a [`ClientStanding`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientReference {
    /// The official course's name, as printed in the rulebook ("Hills of Gold").
    pub course: String,
    /// Its estimated rounds for the same number of players.
    pub rounds: f64,
}

/// An axial hex coordinate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Coord {
    /// Column.
    pub q: i32,
    /// Row.
    pub r: i32,
}

impl From<Hex> for Coord {
    fn from(h: Hex) -> Self {
        Coord { q: h.x, r: h.y }
    }
}

/// One placed piece side.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientPiece {
    /// Index in `pieces`.
    pub index: usize,
    /// The side that is up: its printed letter A–R, or "finish-jungle" / "finish-river".
    pub side: String,
    /// The cardboard piece the side belongs to, e.g. "C/D".
    pub physical_piece: String,
    /// The other side of the same cardboard piece.
    pub other_side: String,
    /// start board, terrain board, strip or finish plate
    #[schemars(schema_with = "piece_kind_schema")]
    pub kind: PieceKind,
    /// 60° steps clockwise, 0..5, from the way the side is drawn in the catalog.
    #[schemars(range(max = 5))]
    pub rotation: u8,
    /// World hex of the piece's local origin (a board's centre).
    pub origin: Coord,
    /// Seams to cross from the start board to reach this piece.
    pub depth: usize,
    /// The earlier piece this one is laid against (index in `pieces`); null for the start board.
    pub joins: Option<usize>,
    /// Ids of the piece's spaces.
    pub spaces: Vec<usize>,
    /// How to put the piece down, in words, e.g. "Board C (piece C/D), C side up, turned 3 steps (180°). Join it to the upper-left edge (10 o'clock) of B."
    pub setup: String,
}

/// One space of the course.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientSpace {
    /// Index in `spaces`.
    pub id: usize,
    /// World axial coordinates.
    pub q: i32,
    /// World axial coordinates, row.
    pub r: i32,
    /// jungle (machetes), river (paddles), village (coins), rubble (discard cards), basecamp (remove cards from the game), mountain (impassable) or start
    #[schemars(schema_with = "terrain_schema")]
    pub terrain: Terrain,
    /// Number of symbols, 1..4: what it costs to enter. Null for mountains and start spaces.
    #[schemars(range(min = 1, max = 4))]
    pub power: Option<u8>,
    /// Index of the piece in `pieces`.
    pub piece: usize,
    /// The side id of that piece, e.g. "C".
    pub side: String,
    /// Position in the piece's own frame.
    pub local: Coord,
    /// Printed start number 1..4, on start spaces only.
    #[schemars(range(min = 1, max = 4))]
    pub start: Option<u8>,
    /// One of the three finishing spaces.
    pub finish: bool,
    /// A mountain with a cave (caves edition): a player next to it may explore it.
    pub cave: bool,
    /// Ids of every neighbouring space, mountains included (mountains can never be entered).
    pub neighbours: Vec<usize>,
}

/// A start space.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientStart {
    /// The start space's number, 1..4, as printed.
    #[schemars(range(min = 1, max = 4))]
    pub number: u8,
    /// Index in `spaces` of the start space.
    pub space: usize,
}

/// The border between two touching pieces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientSeam {
    /// Index in `seams`.
    pub id: usize,
    /// The two pieces (indices in `pieces`); the first is the one nearer the start.
    pub pieces: [usize; 2],
    /// Their side ids, e.g. ["B", "C"].
    pub sides: [String; 2],
    /// Neighbouring spaces across the seam: [space on the first piece, space on the second].
    pub pairs: Vec<[usize; 2]>,
    /// The seam in front of the finish plate.
    pub finish: bool,
    /// Whether a blockade may stand here (not in front of the finish, not on the far side of a strip).
    pub blockade_allowed: bool,
    /// The blockade on this seam, or null. A player crosses it by paying its requirement once;
    /// until someone has, nobody may cross.
    pub blockade: Option<ClientSeamBlockade>,
}

/// The blockade chosen for a seam.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientSeamBlockade {
    /// A numbered blockade from the box.
    Fixed {
        /// The number printed on the blockade, 1..6.
        #[schemars(range(min = 1, max = 6))]
        number: u8,
        /// jungle (machetes), river (paddles), village (coins), rubble (discard cards), basecamp (remove cards from the game), mountain (impassable) or start
        #[schemars(schema_with = "terrain_schema")]
        terrain: Terrain,
        /// How much of that terrain it takes to cross.
        #[schemars(range(min = 1))]
        power: u8,
        /// What crossing costs, in words: "machete 2", "discard 1 card", ...
        requirement: String,
    },
    /// Dealt at setup from the blockades of `blockade_set` that no fixed seam uses.
    Random,
}

/// One of the six blockades in the box.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientBlockade {
    /// The number printed on the blockade, 1..6.
    #[schemars(range(min = 1, max = 6))]
    pub number: u8,
    /// jungle (machetes), river (paddles), village (coins), rubble (discard cards), basecamp (remove cards from the game), mountain (impassable) or start
    #[schemars(schema_with = "terrain_schema")]
    pub terrain: Terrain,
    /// How much of that terrain it takes to cross.
    #[schemars(range(min = 1))]
    pub power: u8,
    /// What crossing costs, in words: "machete 2", "discard 1 card", ...
    pub requirement: String,
}

fn terrain_schema(_: &mut SchemaGenerator) -> Schema {
    let names: Vec<&str> = Terrain::ALL.iter().map(|t| t.name()).collect();
    json_schema!({
        "description": "jungle (machetes), river (paddles), village (coins), rubble (discard cards), basecamp (remove cards from the game), mountain (impassable) or start",
        "type": "string",
        "enum": names,
    })
}

fn piece_kind_schema(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "description": "start board, terrain board, strip or finish plate",
        "type": "string",
        "enum": ["start", "terrain", "strip", "finish"],
    })
}

/// The client view of a course from its assembled map, which should be valid;
/// the course gives the name, author and notes, and the caller its difficulty
/// (the studio's analysis; `None` leaves the field out, as for a course no
/// start space finishes).
pub fn client_course(
    course: &Course,
    map: &Map,
    difficulty: Option<ClientDifficulty>,
) -> ClientCourse {
    let catalog = Catalog::get();
    let steps = setup::setup_steps(map);
    let step_of = |piece: usize| steps.iter().find(|s| s.piece == piece);
    let pieces = map
        .pieces()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let side = catalog.side(&p.id);
            let step: Option<&SetupStep> = step_of(i);
            ClientPiece {
                index: i,
                side: p.id.to_string(),
                physical_piece: side.map(|s| s.physical_piece.clone()).unwrap_or_default(),
                other_side: side.map(|s| s.other_side.to_string()).unwrap_or_default(),
                kind: p.kind,
                rotation: p.rotation.steps(),
                origin: p.origin.into(),
                depth: p.depth.unwrap_or(0),
                joins: step.and_then(|s| s.joins_piece),
                spaces: p.spaces.iter().map(|s| s.index()).collect(),
                setup: step.map(|s| s.text.clone()).unwrap_or_default(),
            }
        })
        .collect();
    let spaces = map
        .spaces()
        .iter()
        .map(|s| ClientSpace {
            id: s.id.index(),
            q: s.hex.x,
            r: s.hex.y,
            terrain: s.terrain,
            power: s.power,
            piece: s.piece,
            side: map.piece(s.piece).id.to_string(),
            local: s.local.into(),
            start: s.start,
            finish: s.finish,
            cave: s.cave,
            neighbours: map.neighbours(s.id).iter().map(|n| n.index()).collect(),
        })
        .collect();
    let seams = map
        .seams()
        .iter()
        .map(|s| ClientSeam {
            id: s.id.index(),
            pieces: s.pieces,
            sides: s.pieces.map(|p| map.piece(p).id.to_string()),
            pairs: s.pairs.iter().map(|&(a, b)| [a.index(), b.index()]).collect(),
            finish: s.finish,
            blockade_allowed: s.blockade_allowed,
            blockade: s.blockade.map(|b| match b {
                BlockadeChoice::Random => ClientSeamBlockade::Random,
                BlockadeChoice::Number(n) => match eldorado_core::catalog::Blockade::by_number(n) {
                    Some(b) => ClientSeamBlockade::Fixed {
                        number: n,
                        terrain: b.terrain,
                        power: b.power,
                        requirement: b.requirement(),
                    },
                    None => ClientSeamBlockade::Random,
                },
            }),
        })
        .collect();
    ClientCourse {
        format: FORMAT.into(),
        version: VERSION,
        name: course.name.clone(),
        author: course.author.clone(),
        notes: course.notes.clone(),
        pieces,
        spaces,
        seams,
        starts: map
            .starts()
            .iter()
            .map(|&(number, space)| ClientStart { number, space: space.index() })
            .collect(),
        finishes: map.finishes().iter().map(|f| f.index()).collect(),
        city: setup::city_hexes(map).into_iter().map(Coord::from).collect(),
        blockade_set: BLOCKADES
            .iter()
            .map(|b| ClientBlockade {
                number: b.number,
                terrain: b.terrain,
                power: b.power,
                requirement: b.requirement(),
            })
            .collect(),
        difficulty,
    }
}

/// The JSON text: one piece, space or seam per line, so files stay readable and
/// diff well; `<`, `>` and `&` escaped so that a web page can inline it.
pub fn to_json(client: &ClientCourse) -> String {
    let value = serde_json::to_value(client).expect("plain data serialises");
    let serde_json::Value::Object(fields) = value else {
        unreachable!("a struct serialises to an object")
    };
    let mut out = String::from("{\n");
    let last = fields.len().saturating_sub(1);
    for (i, (key, v)) in fields.iter().enumerate() {
        let key = serde_json::to_string(key).expect("a string");
        let comma = if i < last { "," } else { "" };
        match v {
            serde_json::Value::Array(items) if items.iter().any(|x| x.is_object()) => {
                out.push_str(&format!("  {key}: [\n"));
                for (j, item) in items.iter().enumerate() {
                    let sep = if j + 1 < items.len() { "," } else { "" };
                    out.push_str(&format!(
                        "    {}{sep}\n",
                        serde_json::to_string(item).expect("JSON")
                    ));
                }
                out.push_str(&format!("  ]{comma}\n"));
            }
            _ => out.push_str(&format!(
                "  {key}: {}{comma}\n",
                serde_json::to_string(v).expect("JSON")
            )),
        }
    }
    out.push_str("}\n");
    // A web client may inline the file in a page's script.
    crate::embed::script_safe(&out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn flattens_every_space_with_its_neighbours() {
        let course = official::course("serpentine").unwrap();
        let map = Map::build(&course).unwrap();
        let c = client_course(&course, &map, None);
        assert_eq!(c.spaces.len(), map.spaces().len());
        assert_eq!(c.starts.len(), 4);
        assert_eq!(c.finishes.len(), 3);
        assert_eq!(c.blockade_set.len(), 6);
        for s in &c.spaces {
            for &n in &s.neighbours {
                let o = &c.spaces[n];
                assert_eq!(Hex::new(s.q, s.r).unsigned_distance_to(Hex::new(o.q, o.r)), 1);
                assert!(o.neighbours.contains(&s.id));
            }
            assert!(c.pieces[s.piece].spaces.contains(&s.id));
        }
        for seam in &c.seams {
            for [a, b] in &seam.pairs {
                assert_eq!(c.spaces[*a].piece, seam.pieces[0]);
                assert_eq!(c.spaces[*b].piece, seam.pieces[1]);
            }
        }
        assert!(c.pieces.iter().skip(1).all(|p| p.joins.is_some()));
        assert!(!c.city.is_empty());
    }

    #[test]
    fn blockades_come_with_their_requirement() {
        let mut course = official::default_course();
        course.set_blockade("B", "C", Some(BlockadeChoice::Number(5)));
        let c = client_course(&course, &Map::build(&course).unwrap(), None);
        assert_eq!(
            c.seams[0].blockade,
            Some(ClientSeamBlockade::Fixed {
                number: 5,
                terrain: Terrain::Jungle,
                power: 2,
                requirement: "machete 2".into()
            })
        );
        assert_eq!(c.seams[1].blockade, Some(ClientSeamBlockade::Random));
        let text = to_json(&c);
        assert!(text.contains(r#""blockade":{"kind":"fixed","number":5,"terrain":"jungle","power":2,"requirement":"machete 2"}"#));
        let back: ClientCourse = serde_json::from_str(&text).unwrap();
        assert_eq!(back, c);
    }
}
