//! The game's physical pieces, space by space, and the six blockades.
//!
//! The data lives in `pieces.txt` (a hex-grid text format documented at its top)
//! and is parsed once. Everything that needs to know what a piece looks like asks
//! the catalog; nothing else holds piece data.

mod json;
mod parse;
mod side_id;

pub use json::catalog_json;
pub use side_id::SideId;

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::hex::Hex;

/// What a space is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Terrain {
    /// Green space: entered with machete power.
    Jungle,
    /// Blue space: entered with paddle power.
    River,
    /// Yellow space: entered with coin power.
    Village,
    /// Grey space: entered by discarding as many cards as it shows symbols.
    Rubble,
    /// Red space (base camp): entered by removing as many cards from the game as it
    /// shows symbols.
    Basecamp,
    /// Impassable; a mountain may hold a cave.
    Mountain,
    /// One of the four numbered spaces where the pieces begin.
    Start,
}

impl Terrain {
    /// Every terrain, in declaration order.
    pub const ALL: [Terrain; 7] = [
        Terrain::Jungle,
        Terrain::River,
        Terrain::Village,
        Terrain::Rubble,
        Terrain::Basecamp,
        Terrain::Mountain,
        Terrain::Start,
    ];

    /// The terrain's name in lower case, as messages and files write it.
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Jungle => "jungle",
            Terrain::River => "river",
            Terrain::Village => "village",
            Terrain::Rubble => "rubble",
            Terrain::Basecamp => "basecamp",
            Terrain::Mountain => "mountain",
            Terrain::Start => "start",
        }
    }

    /// Jungle, river and village: paid with one card of the matching symbol.
    pub fn is_landscape(self) -> bool {
        matches!(self, Terrain::Jungle | Terrain::River | Terrain::Village)
    }

    /// Spaces a piece may stand on at some point of the game.
    pub fn is_enterable(self) -> bool {
        self != Terrain::Mountain
    }
}

impl std::fmt::Display for Terrain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A movement symbol: what a landscape space asks for — a machete for jungle, a
/// paddle for river, a coin for a village. The one definition shared by the
/// analysis, the simulator's cards and the drawings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Symbol {
    /// Green: pays for jungle.
    Machete,
    /// Blue: pays for river.
    Paddle,
    /// Yellow: pays for villages and buys cards.
    Coin,
}

impl Symbol {
    /// The three symbols, in the order of [`Symbol::index`].
    pub const ALL: [Symbol; 3] = [Symbol::Machete, Symbol::Paddle, Symbol::Coin];

    /// The symbol that pays for a terrain: jungle, river, village.
    pub fn of(t: Terrain) -> Option<Symbol> {
        match t {
            Terrain::Jungle => Some(Symbol::Machete),
            Terrain::River => Some(Symbol::Paddle),
            Terrain::Village => Some(Symbol::Coin),
            _ => None,
        }
    }

    /// The landscape terrain this symbol enters.
    pub fn terrain(self) -> Terrain {
        match self {
            Symbol::Machete => Terrain::Jungle,
            Symbol::Paddle => Terrain::River,
            Symbol::Coin => Terrain::Village,
        }
    }

    /// The symbol's name in lower case, as messages write it.
    pub fn name(self) -> &'static str {
        match self {
            Symbol::Machete => "machete",
            Symbol::Paddle => "paddle",
            Symbol::Coin => "coin",
        }
    }

    /// 0, 1, 2 in the order of [`Symbol::ALL`], for per-symbol arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for Symbol {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The role a piece side plays in a course.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceKind {
    /// The start board (side A or B), with the four start spaces.
    Start,
    /// A hexagonal terrain board (sides C to N).
    Terrain,
    /// A narrow strip of three rows, 5-6-5 spaces (sides O to R).
    Strip,
    /// The El Dorado finish plate with its three finishing spaces.
    Finish,
}

impl PieceKind {
    /// Start and terrain boards: hexagons of radius 3.
    pub fn is_board(self) -> bool {
        matches!(self, PieceKind::Start | PieceKind::Terrain)
    }
    /// What the game calls this kind of piece: "start board", "terrain board",
    /// "strip" or "finish plate".
    pub fn name(self) -> &'static str {
        match self {
            PieceKind::Start => "start board",
            PieceKind::Terrain => "terrain board",
            PieceKind::Strip => "strip",
            PieceKind::Finish => "finish plate",
        }
    }
}

/// One space of a piece side, in the piece's local frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideSpace {
    /// Where the space sits on the side, before the piece is turned and placed.
    pub local: Hex,
    /// What the space is made of.
    pub terrain: Terrain,
    /// Number of symbols, 1..=4; `None` for mountains and start spaces.
    pub power: Option<u8>,
    /// Printed start number 1..=4.
    pub start: Option<u8>,
    /// A cave is printed on this mountain.
    pub cave: bool,
    /// One of the three finishing spaces.
    pub finish: bool,
}

/// One printed side of a physical piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceSide {
    /// The printed letter, or `finish-jungle` / `finish-river`.
    pub id: SideId,
    /// Start board, terrain board, strip or finish plate.
    pub kind: PieceKind,
    /// The cardboard piece this side belongs to, e.g. "C/D".
    pub physical_piece: String,
    /// The id of the side printed on the back of the same piece.
    pub other_side: SideId,
    /// Every space printed on the side.
    pub spaces: Vec<SideSpace>,
    /// Finish plate only: the corner hex of the last board that the plate wraps.
    pub corner_notch: Option<Hex>,
    /// Finish plate only: hexes covered by the city artwork (no spaces).
    pub city_footprint: Vec<Hex>,
}

impl PieceSide {
    /// The space at a local hex of the side, if it has one there.
    pub fn space_at(&self, local: Hex) -> Option<&SideSpace> {
        self.spaces.iter().find(|s| s.local == local)
    }
    /// A one-line description for messages, e.g. "board C" or "strip O".
    pub fn label(&self) -> String {
        match self.kind {
            PieceKind::Start => format!("start board {}", self.id),
            PieceKind::Terrain => format!("board {}", self.id),
            PieceKind::Strip => format!("strip {}", self.id),
            PieceKind::Finish => format!("finish plate ({} side)", self.finish_side_name()),
        }
    }
    /// The side as named when a piece is flipped to it: "side D", or for
    /// the finish plate "its river side".
    pub fn side_label(&self) -> String {
        match self.kind {
            PieceKind::Finish => format!("its {} side", self.finish_side_name()),
            _ => format!("side {}", self.id),
        }
    }
    fn finish_side_name(&self) -> &str {
        self.id.strip_prefix("finish-").unwrap_or(&self.id)
    }
}

/// A blockade from the box: a number, and the requirement printed on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Blockade {
    /// The printed number, 1..=6; between players who reach El Dorado holding as
    /// many blockades, the highest number wins.
    pub number: u8,
    /// What pays for it: jungle (machete), river (paddle), village (coin) or
    /// rubble (discarded cards).
    pub terrain: Terrain,
    /// The power, or for rubble the number of cards, it asks for.
    pub power: u8,
}

/// The six numbered blockades.
pub const BLOCKADES: [Blockade; 6] = [
    Blockade { number: 1, terrain: Terrain::Jungle, power: 1 },
    Blockade { number: 2, terrain: Terrain::Village, power: 1 },
    Blockade { number: 3, terrain: Terrain::Rubble, power: 1 },
    Blockade { number: 4, terrain: Terrain::River, power: 1 },
    Blockade { number: 5, terrain: Terrain::Jungle, power: 2 },
    Blockade { number: 6, terrain: Terrain::Rubble, power: 2 },
];

impl Blockade {
    /// The blockade with this printed number, if it is one of the six.
    pub fn by_number(n: u8) -> Option<Blockade> {
        BLOCKADES.iter().copied().find(|b| b.number == n)
    }
    /// "machete 2", "discard 1 card", ...: what a player pays.
    pub fn requirement(&self) -> String {
        requirement_text(self.terrain, self.power)
    }
}

/// What it takes to enter a space or cross a blockade, in words.
pub fn requirement_text(terrain: Terrain, power: u8) -> String {
    let plural = if power == 1 { "" } else { "s" };
    match terrain {
        Terrain::Jungle => format!("machete {power}"),
        Terrain::River => format!("paddle {power}"),
        Terrain::Village => format!("coin {power}"),
        Terrain::Rubble => format!("discard {power} card{plural}"),
        Terrain::Basecamp => format!("remove {power} card{plural}"),
        Terrain::Mountain => "impassable".to_string(),
        Terrain::Start => "start space".to_string(),
    }
}

/// Every piece side of the game.
#[derive(Debug)]
pub struct Catalog {
    sides: Vec<PieceSide>,
    by_id: HashMap<String, usize>,
}

impl Catalog {
    /// The catalog, parsed on first use from the embedded data.
    pub fn get() -> &'static Catalog {
        static CATALOG: OnceLock<Catalog> = OnceLock::new();
        CATALOG.get_or_init(|| {
            let sides = parse::parse_sides(include_str!("pieces.txt"))
                .unwrap_or_else(|e| panic!("embedded piece data is broken: {e}"));
            Catalog::from_sides(sides)
        })
    }

    fn from_sides(sides: Vec<PieceSide>) -> Catalog {
        let by_id = sides.iter().enumerate().map(|(i, s)| (s.id.to_string(), i)).collect();
        Catalog { sides, by_id }
    }

    /// Every side, in catalog order: A to R, then the finish plate's two sides.
    pub fn sides(&self) -> &[PieceSide] {
        &self.sides
    }

    /// The side with this id ("C", "finish-river", ...), if there is one.
    pub fn side(&self, id: &str) -> Option<&PieceSide> {
        self.by_id.get(id).map(|&i| &self.sides[i])
    }

    /// The other side of the same physical piece.
    pub fn flip(&self, id: &str) -> Option<&PieceSide> {
        self.side(id).and_then(|s| self.side(&s.other_side))
    }

    /// The ids of every side, in the order of [`Catalog::sides`].
    pub fn side_ids(&self) -> impl Iterator<Item = &str> {
        self.sides.iter().map(|s| s.id.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(side: &PieceSide, t: Terrain) -> usize {
        side.spaces.iter().filter(|s| s.terrain == t).count()
    }

    #[test]
    fn every_side_has_the_right_number_of_spaces() {
        let cat = Catalog::get();
        assert_eq!(cat.sides().len(), 20);
        for side in cat.sides() {
            let expected = match side.kind {
                PieceKind::Start | PieceKind::Terrain => 37,
                PieceKind::Strip => 16,
                PieceKind::Finish => 3,
            };
            assert_eq!(side.spaces.len(), expected, "side {}", side.id);
        }
        let ids: Vec<&str> = cat.side_ids().collect();
        let mut expected: Vec<String> = ('A'..='R').map(String::from).collect();
        expected.push("finish-jungle".into());
        expected.push("finish-river".into());
        assert_eq!(ids, expected);
    }

    #[test]
    fn boards_are_hexagons_and_strips_are_five_six_five() {
        for side in Catalog::get().sides() {
            match side.kind {
                PieceKind::Start | PieceKind::Terrain => {
                    for s in &side.spaces {
                        assert!(s.local.ulength() <= 3, "{} {:?}", side.id, s.local);
                    }
                }
                PieceKind::Strip => {
                    let rows: Vec<usize> = (-1..=1)
                        .map(|r| side.spaces.iter().filter(|s| s.local.y == r).count())
                        .collect();
                    assert_eq!(rows, vec![5, 6, 5], "strip {}", side.id);
                }
                PieceKind::Finish => {
                    assert!(side.spaces.iter().all(|s| s.finish && s.power == Some(1)));
                    let notch = side.corner_notch.expect("finish plate has a notch");
                    assert!(side.spaces.iter().all(|s| crate::hex::are_neighbours(s.local, notch)));
                }
            }
        }
    }

    #[test]
    fn sides_pair_into_physical_pieces() {
        let cat = Catalog::get();
        let pairs = [
            ("A", "B"),
            ("C", "D"),
            ("E", "F"),
            ("G", "H"),
            ("I", "J"),
            ("K", "L"),
            ("M", "N"),
            ("O", "P"),
            ("Q", "R"),
            ("finish-jungle", "finish-river"),
        ];
        for (a, b) in pairs {
            assert_eq!(cat.flip(a).unwrap().id, b);
            assert_eq!(cat.flip(b).unwrap().id, a);
            assert_eq!(cat.side(a).unwrap().physical_piece, cat.side(b).unwrap().physical_piece);
            assert_eq!(cat.side(a).unwrap().kind, cat.side(b).unwrap().kind);
        }
        assert_eq!(cat.side("C").unwrap().physical_piece, "C/D");
        assert_eq!(cat.side("finish-river").unwrap().physical_piece, "El Dorado finish plate");
    }

    #[test]
    fn start_boards_number_their_start_row() {
        let cat = Catalog::get();
        for (id, order) in [("A", [1, 2, 3, 4]), ("B", [4, 3, 2, 1])] {
            let side = cat.side(id).unwrap();
            assert_eq!(count(side, Terrain::Start), 4);
            let row: Vec<u8> =
                (-3..=0).map(|q| side.space_at(Hex::new(q, 3)).unwrap().start.unwrap()).collect();
            assert_eq!(row, order, "side {id}");
        }
        for side in cat.sides().iter().filter(|s| s.kind != PieceKind::Start) {
            assert_eq!(count(side, Terrain::Start), 0);
        }
    }

    #[test]
    fn spot_checks_against_the_printed_boards() {
        let cat = Catalog::get();
        // Board C's centre is a cave mountain; D's printed cave is also central.
        for id in ["C", "D"] {
            let centre = cat.side(id).unwrap().space_at(Hex::ZERO).unwrap();
            assert_eq!((centre.terrain, centre.cave), (Terrain::Mountain, true), "{id}");
        }
        // Board A after the resolved discrepancy: (1,-2) jungle 1, (-1,-1) cave, (-2,0) village 1.
        let a = cat.side("A").unwrap();
        assert_eq!(a.space_at(Hex::new(1, -2)).unwrap().terrain, Terrain::Jungle);
        assert!(a.space_at(Hex::new(-1, -1)).unwrap().cave);
        assert_eq!(a.space_at(Hex::new(-2, 0)).unwrap().terrain, Terrain::Village);
        // Strip O's middle river 4.
        let o = cat.side("O").unwrap().space_at(Hex::new(-1, 0)).unwrap();
        assert_eq!((o.terrain, o.power), (Terrain::River, Some(4)));
        // Twelve printed caves, on twelve different sides.
        let caves: usize =
            cat.sides().iter().map(|s| s.spaces.iter().filter(|x| x.cave).count()).sum();
        assert_eq!(caves, 12);
        for side in cat.sides() {
            for s in &side.spaces {
                assert_eq!(
                    s.power.is_none(),
                    matches!(s.terrain, Terrain::Mountain | Terrain::Start)
                );
                assert!(!s.cave || s.terrain == Terrain::Mountain);
            }
        }
    }

    #[test]
    fn blockades_are_numbered_one_to_six() {
        let numbers: Vec<u8> = BLOCKADES.iter().map(|b| b.number).collect();
        assert_eq!(numbers, vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(Blockade::by_number(6).unwrap().requirement(), "discard 2 cards");
        assert_eq!(Blockade::by_number(5).unwrap().requirement(), "machete 2");
        assert!(Blockade::by_number(7).is_none());
    }
}
