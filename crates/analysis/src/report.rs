//! The analysis report: plain data, serialisable, meant to be read directly by
//! the command line and by the editor's overlays and problems panel.
//!
//! Every place is given as space ids of the map that was analysed (and, where an
//! overlay draws them, as axial hexes too).

use serde::Serialize;

use super::cost::{DeckCard, PriceRow};
use super::difficulty::{Rating, Term};
use eldorado_core::catalog::Symbol;
use eldorado_core::catalog::Terrain;
use eldorado_core::hex::Axial;
use eldorado_core::map::SpaceId;

/// Everything the analysis found.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub course: CourseSummary,
    pub cost_model: CostModelReport,
    /// One entry per start space, by number.
    pub starts: Vec<StartReport>,
    /// Spread between the start spaces that reach El Dorado; `None` if fewer than two do.
    pub fairness: Option<Fairness>,
    pub reachability: Reachability,
    pub chokepoints: Chokepoints,
    /// Connected areas of one landscape terrain (tip a), largest first.
    pub zones: Vec<Zone>,
    /// Obstacles with a shortcut past them, and the way round (tip b).
    pub shortcuts: Vec<Shortcut>,
    /// Bends of the course and their inner and outer lanes (tip c).
    pub bends: Vec<Bend>,
    /// Places where the way splits and joins again, both ways about as quick:
    /// real choices between routes.
    pub choices: Vec<RouteChoice>,
    pub terrain: TerrainReport,
    pub blockades: Vec<BlockadeReport>,
    pub caves: Vec<CaveReport>,
    /// Pockets of spaces that lead nowhere.
    pub dead_ends: Vec<DeadEnd>,
    /// Requirements too few market cards can pay for every player.
    pub scarcity: Vec<Scarcity>,
    pub difficulty: Option<Difficulty>,
    /// Everything worth a designer's attention, most severe first.
    pub findings: Vec<Finding>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CourseSummary {
    pub pieces: usize,
    pub spaces: usize,
    /// Spaces a piece may stand on (all but mountains).
    pub enterable: usize,
    pub start_spaces: usize,
    pub finishing_spaces: usize,
    pub blockades: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct CostModelReport {
    /// "cards": card-equivalents from the reference deck.
    pub unit: &'static str,
    pub hand_size: u32,
    pub reference_deck: Vec<DeckCard>,
    pub prices: Vec<PriceRow>,
    /// What a random blockade on this course is expected to cost.
    pub random_blockade_cards: f64,
    pub summary: &'static str,
}

/// How one start space fares.
#[derive(Debug, Clone, Serialize)]
pub struct StartReport {
    pub number: u8,
    pub space: SpaceId,
    pub hex: Axial,
    pub reaches_el_dorado: bool,
    /// Why it can't, when it can't.
    pub blocked: Option<Blocked>,
    /// Fewest spaces; among those, the cheapest.
    pub shortest: Option<Route>,
    /// Cheapest under the cost model; among those, the fewest spaces.
    pub cheapest: Option<Route>,
}

/// A start space shut in.
#[derive(Debug, Clone, Serialize)]
pub struct Blocked {
    pub message: String,
    /// The spaces it can reach.
    pub region: Vec<SpaceId>,
    /// Mountains and start spaces that close the region.
    pub walls: Vec<SpaceId>,
    /// Hexes without any space next to the region: the edge of the course.
    pub open_edge: Vec<Axial>,
}

/// A route from a start space to a finishing space.
#[derive(Debug, Clone, Serialize)]
pub struct Route {
    /// Spaces entered (the start space not counted).
    pub steps: usize,
    /// Cost in card-equivalents.
    pub cards: f64,
    /// From the start space to the finishing space.
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
    /// One leg per space entered.
    pub legs: Vec<Leg>,
}

/// Entering one space of a route.
#[derive(Debug, Clone, Serialize)]
pub struct Leg {
    pub space: SpaceId,
    pub hex: Axial,
    /// "jungle 2", "rubble 1", ...
    pub what: &'static str,
    pub payment: Payment,
    /// A blockade crossed just before entering, and how it was paid.
    pub blockade: Option<BlockadePaid>,
    /// Cost of this leg (blockade included).
    pub cards: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct BlockadePaid {
    pub seam: String,
    /// The blockade's number; `None` for a random one.
    pub number: Option<u8>,
    pub payment: Payment,
}

/// How a space or blockade is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Payment {
    /// A new card of this symbol and power.
    Card {
        symbol: Symbol,
        power: u8,
    },
    /// Power left on the running card.
    Carried,
    Discard {
        cards: u8,
    },
    Remove {
        cards: u8,
    },
    /// A random blockade at its expected price.
    Random,
}

impl std::fmt::Display for Payment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Payment::Card { symbol, power } => write!(f, "{} {power}", symbol.name()),
            Payment::Carried => f.write_str("carried"),
            Payment::Discard { cards } => write!(f, "discard {cards}"),
            Payment::Remove { cards } => write!(f, "remove {cards}"),
            Payment::Random => f.write_str("random blockade"),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Fairness {
    /// Most minus fewest spaces to El Dorado.
    pub steps_spread: usize,
    /// Dearest minus cheapest route, in cards.
    pub cards_spread: f64,
    pub rows: Vec<FairnessRow>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FairnessRow {
    pub start: u8,
    pub steps: usize,
    pub cards: f64,
    /// Spaces more than the best start space.
    pub steps_behind: usize,
    /// Cards more than the best start space.
    pub cards_behind: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Reachability {
    /// Spaces some start space can reach (start spaces included).
    pub reachable: Vec<SpaceId>,
    /// Enterable spaces no start space can reach.
    pub unreachable: Vec<SpaceId>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Chokepoints {
    /// Spaces every route from the start spaces to El Dorado passes.
    pub articulation_points: Vec<SpaceId>,
    /// The course's narrowest cross-section (minimum vertex cut).
    pub narrowest: Option<CrossSection>,
    /// Every place two spaces wide or less.
    pub narrow_passages: Vec<NarrowPassage>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CrossSection {
    /// Spaces across.
    pub width: usize,
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
    /// Labels of the pieces it lies on.
    pub pieces: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct NarrowPassage {
    /// 1 or 2 spaces across.
    pub width: usize,
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
    pub pieces: Vec<String>,
    /// The sets of one or two spaces that each cut the course here.
    pub cuts: Vec<Vec<SpaceId>>,
}

/// A connected group of spaces of one landscape terrain.
#[derive(Debug, Clone, Serialize)]
pub struct Zone {
    pub terrain: Terrain,
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
    /// Its spaces whose six neighbours are all of its terrain: the solid area
    /// that tip a measures (a winding band of one colour has none).
    pub core: Vec<SpaceId>,
    /// How tip a rates it: `None` below the note threshold.
    pub severity: Option<Severity>,
}

/// A walk through part of the course.
#[derive(Debug, Clone, Serialize)]
pub struct Lane {
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
    pub steps: usize,
    pub cards: f64,
    /// Its cost to a player in rounds (the difficulty model's price of its spaces).
    pub rounds: f64,
    /// Cards per space entered: how demanding its spaces are.
    pub per_space: f64,
}

/// An obstacle (mountains with spaces all round) with a shortcut past it.
#[derive(Debug, Clone, Serialize)]
pub struct Shortcut {
    /// The mountains.
    pub obstacle: Vec<SpaceId>,
    pub obstacle_hexes: Vec<Axial>,
    /// The empty hexes of the obstacle that the course closes in (a gap
    /// between pieces laid in a ring); empty for mountains alone.
    pub gap: Vec<Axial>,
    /// Spaces the shortcut saves over the way round.
    pub saves: usize,
    pub short: Way,
    pub around: Way,
    /// Whether the shortcut saves at most half a round over the way round, as
    /// tip b asks (its spaces are hard enough to balance those it saves).
    pub harder: bool,
}

/// A real choice between two routes: the way splits around an obstacle
/// (mountains, or a gap the course closes in) and joins again, the two ways
/// run apart for at least `choices::CHOICE_APART` spaces, and their cheapest
/// routes cost a player within `choices::CHOICE_ROUNDS` of each other.
#[derive(Debug, Clone, Serialize)]
pub struct RouteChoice {
    /// The mountains the way splits around (none for a gap alone).
    pub obstacle: Vec<SpaceId>,
    /// Where those mountains are.
    pub obstacle_hexes: Vec<Axial>,
    /// The empty hexes the way splits around, closed in by the course.
    pub gap: Vec<Axial>,
    /// The best way on each side.
    pub ways: [Way; 2],
    /// Spaces each way runs apart from the other (two hexes or more from
    /// every space of the other way), the fewer of the two.
    pub apart: usize,
    /// How much quicker the quicker way is, in rounds.
    pub rounds_apart: f64,
    /// The pieces where the ways run apart, in course order ("board E").
    pub pieces: Vec<String>,
}

/// The best routes past an obstacle on one side.
#[derive(Debug, Clone, Serialize)]
pub struct Way {
    /// "north", "south-east", ...: the side of the obstacle.
    pub side: &'static str,
    /// Fewest spaces from a start space to El Dorado this way.
    pub steps: usize,
    /// Cheapest cost from a start space to El Dorado this way.
    pub cards: f64,
    /// That route's cost to a player in rounds (the difficulty model's price of its spaces).
    pub rounds: f64,
    /// The cheapest route this way, start to finish.
    pub route: Vec<SpaceId>,
    /// Its spaces near the obstacle: what an overlay highlights.
    pub near: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
    /// Cards per space entered near the obstacle: how demanding this way is.
    pub per_space: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Turn {
    Left,
    Right,
}

/// Where the course turns on a piece.
#[derive(Debug, Clone, Serialize)]
pub struct Bend {
    pub piece: String,
    pub label: String,
    pub turn: Turn,
    /// Angle turned, in degrees.
    pub degrees: i32,
    /// Spaces of the piece on the inside and outside of the turn.
    pub inner_spaces: Vec<SpaceId>,
    pub outer_spaces: Vec<SpaceId>,
    /// Cheapest way across the piece keeping to each side; `None` if there is none.
    pub inner: Option<Lane>,
    pub outer: Option<Lane>,
    /// Whether the inner lane costs at least the outer's rounds less half a
    /// round, as tip c asks; `None` when a lane is missing.
    pub inner_harder: Option<bool>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TerrainReport {
    pub total: TerrainMix,
    pub pieces: Vec<PieceMix>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PieceMix {
    pub piece: String,
    pub label: String,
    pub mix: TerrainMix,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct TerrainMix {
    /// Spaces per terrain.
    pub by_terrain: Vec<TerrainCount>,
    /// Spaces per terrain and power.
    pub by_power: Vec<PowerCount>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TerrainCount {
    pub terrain: Terrain,
    pub count: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct PowerCount {
    pub terrain: Terrain,
    pub power: Option<u8>,
    pub count: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct BlockadeReport {
    /// "B–C".
    pub seam: String,
    /// The blockade's number, or `None` for a random one.
    pub number: Option<u8>,
    /// "machete 2", or for a random one the blockades it may be.
    pub requirement: String,
    /// Numbers a random blockade may turn out to be.
    pub candidates: Vec<u8>,
    /// Its price with a fresh card (expected, for a random one).
    pub cards: f64,
    /// Start spaces whose cheapest route crosses it.
    pub gates_cheapest: Vec<u8>,
    /// Start spaces whose shortest route crosses it.
    pub gates_shortest: Vec<u8>,
    /// Every route to El Dorado crosses this seam.
    pub unavoidable: bool,
    /// Spaces on its far side.
    pub spaces: Vec<SpaceId>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CaveReport {
    pub space: SpaceId,
    pub hex: Axial,
    pub piece: String,
    /// Spaces where a piece may stop to explore the cave.
    pub neighbours: Vec<SpaceId>,
    /// Whether any start space reaches one of them.
    pub reachable: bool,
    /// Fewest spaces from the nearest cheapest route to a neighbour of the cave.
    pub steps_from_route: Option<usize>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DeadEnd {
    /// The space through which the pocket is entered (and left).
    pub entrance: SpaceId,
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
}

/// The static difficulty estimate (see [`super::difficulty`]).
#[derive(Debug, Clone, Serialize)]
pub struct Difficulty {
    /// Expected rounds until a player reaches El Dorado, its score and band.
    pub rating: Rating,
    /// Players the estimate assumes.
    pub players: u8,
    /// What the rounds are made of, the terms that are not zero.
    pub terms: Vec<Term>,
    pub method: &'static str,
}

/// A requirement that fewer market cards than players can pay.
#[derive(Debug, Clone, Serialize)]
pub struct Scarcity {
    pub symbol: Symbol,
    pub power: u8,
    /// Copies in the box of the cards that can pay it.
    pub copies: u32,
    /// Their names.
    pub cards: Vec<&'static str>,
    /// Whether every one of them leaves the game once played.
    pub single_use: bool,
    /// The spaces that ask for it, among those the start spaces reach.
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
    /// Whether every way to El Dorado enters one of them.
    pub unavoidable: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// Which check a finding comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Check {
    /// A start space cannot reach El Dorado.
    StartBlocked,
    /// Tip a: a large area of one colour.
    SingleColour,
    /// Tip b: a shortcut no harder than the way round.
    CheapShortcut,
    /// Tip c: a bend whose inner lane is no harder than the outer.
    EasyInnerBend,
    /// Tip d: too many narrow passages.
    NarrowPassages,
    /// A space every route must pass.
    Chokepoint,
    /// Start spaces far apart in steps or cost.
    Unfair,
    /// Spaces no start space can reach.
    Unreachable,
    /// A pocket that leads nowhere.
    DeadEnd,
    /// The way to El Dorado needs a card too scarce for every player.
    Scarcity,
    /// The way splits and joins again, both ways about as quick: a real choice.
    RouteChoice,
}

impl Check {
    /// The rulebook tip a check stands for, if any.
    pub fn tip(self) -> Option<char> {
        match self {
            Check::SingleColour => Some('a'),
            Check::CheapShortcut => Some('b'),
            Check::EasyInnerBend => Some('c'),
            Check::NarrowPassages => Some('d'),
            _ => None,
        }
    }
}

/// One thing worth a designer's attention.
#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    pub check: Check,
    /// The rulebook design tip, "a" to "d", if the check is one.
    pub tip: Option<char>,
    pub severity: Severity,
    pub message: String,
    pub spaces: Vec<SpaceId>,
    pub hexes: Vec<Axial>,
}
