//! The analysis report: plain data, serialisable, meant to be read directly by
//! the command line and by the editor's overlays and problems panel.
//!
//! Every place is given as space ids of the map that was analysed (and, where an
//! overlay draws them, as axial hexes too).

use serde::Serialize;

use super::cost::{DeckCard, PriceRow};
use super::rating::{OfficialStanding, Rating};
use super::said::Said;
use eldorado_core::catalog::Symbol;
use eldorado_core::catalog::Terrain;
use eldorado_core::hex::Axial;
use eldorado_core::map::SpaceId;

/// Everything the analysis found.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// What the course is made of.
    pub course: CourseSummary,
    /// The cost model the routes are priced with.
    pub cost_model: CostModelReport,
    /// One entry per start space, by number.
    pub starts: Vec<StartReport>,
    /// Spread between the start spaces that reach El Dorado; `None` if fewer than two do.
    pub fairness: Option<Fairness>,
    /// Spaces the start spaces reach, and those they do not.
    pub reachability: Reachability,
    /// Spaces every route passes, and narrow places.
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
    /// Spaces by terrain and power.
    pub terrain: TerrainReport,
    /// Every blockade and what it gates.
    pub blockades: Vec<BlockadeReport>,
    /// Every cave and how far it lies from the routes.
    pub caves: Vec<CaveReport>,
    /// Pockets of spaces that lead nowhere.
    pub dead_ends: Vec<DeadEnd>,
    /// Requirements too few market cards can pay for every player.
    pub scarcity: Vec<Scarcity>,
    /// The difficulty estimate; `None` when no start space reaches El Dorado.
    pub difficulty: Option<Difficulty>,
    /// Everything worth a designer's attention, most severe first.
    pub findings: Vec<Finding>,
}

/// What a course is made of.
#[derive(Debug, Clone, Serialize)]
pub struct CourseSummary {
    /// Pieces placed.
    pub pieces: usize,
    /// Spaces, mountains included.
    pub spaces: usize,
    /// Spaces a piece may stand on (all but mountains).
    pub enterable: usize,
    /// Start spaces.
    pub start_spaces: usize,
    /// El Dorado spaces.
    pub finishing_spaces: usize,
    /// Blockades placed.
    pub blockades: usize,
}

/// The cost model the routes are priced with.
#[derive(Debug, Clone, Serialize)]
pub struct CostModelReport {
    /// "cards": card-equivalents from the reference deck.
    pub unit: &'static str,
    /// Cards in a hand.
    pub hand_size: u32,
    /// The deck the cards are counted in.
    pub reference_deck: Vec<DeckCard>,
    /// What each space costs, in cards.
    pub prices: Vec<PriceRow>,
    /// What a random blockade on this course is expected to cost.
    pub random_blockade_cards: f64,
    /// The model in words.
    pub summary: &'static str,
}

/// How one start space fares.
#[derive(Debug, Clone, Serialize)]
pub struct StartReport {
    /// Start space number, as printed.
    pub number: u8,
    /// The space.
    pub space: SpaceId,
    /// Its hex.
    pub hex: Axial,
    /// Whether any route reaches El Dorado.
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
    /// Why, in English words.
    pub message: String,
    /// Why, as a message any language words.
    #[serde(skip)]
    pub said: Said,
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
    /// The same spaces' hexes, for drawing.
    pub hexes: Vec<Axial>,
    /// One leg per space entered.
    pub legs: Vec<Leg>,
}

/// Entering one space of a route.
#[derive(Debug, Clone, Serialize)]
pub struct Leg {
    /// The space entered.
    pub space: SpaceId,
    /// Its hex.
    pub hex: Axial,
    /// "jungle 2", "rubble 1", ...
    pub what: &'static str,
    /// How it is paid.
    pub payment: Payment,
    /// A blockade crossed just before entering, and how it was paid.
    pub blockade: Option<BlockadePaid>,
    /// Cost of this leg (blockade included).
    pub cards: f64,
}

/// A blockade crossed on a route, and how it is paid.
#[derive(Debug, Clone, Serialize)]
pub struct BlockadePaid {
    /// The seam, "B–C".
    pub seam: String,
    /// The blockade's number; `None` for a random one.
    pub number: Option<u8>,
    /// How it is paid.
    pub payment: Payment,
}

/// How a space or blockade is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Payment {
    /// A new card of this symbol and power.
    Card {
        /// The card's symbol.
        symbol: Symbol,
        /// Its power.
        power: u8,
    },
    /// Power left on the running card.
    Carried,
    /// Cards discarded (rubble).
    Discard {
        /// How many.
        cards: u8,
    },
    /// Cards removed from the game (a base camp).
    Remove {
        /// How many.
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

/// How far apart the start spaces are.
#[derive(Debug, Clone, Serialize)]
pub struct Fairness {
    /// Most minus fewest spaces to El Dorado.
    pub steps_spread: usize,
    /// Dearest minus cheapest route, in cards.
    pub cards_spread: f64,
    /// One row per start space that reaches El Dorado.
    pub rows: Vec<FairnessRow>,
}

/// One start space's route against the best one.
#[derive(Debug, Clone, Serialize)]
pub struct FairnessRow {
    /// Start space number.
    pub start: u8,
    /// Fewest spaces to El Dorado.
    pub steps: usize,
    /// Cheapest route, in cards.
    pub cards: f64,
    /// Spaces more than the best start space.
    pub steps_behind: usize,
    /// Cards more than the best start space.
    pub cards_behind: f64,
}

/// Which spaces the start spaces reach.
#[derive(Debug, Clone, Serialize)]
pub struct Reachability {
    /// Spaces some start space can reach (start spaces included).
    pub reachable: Vec<SpaceId>,
    /// Enterable spaces no start space can reach.
    pub unreachable: Vec<SpaceId>,
}

/// Where the course narrows.
#[derive(Debug, Clone, Serialize)]
pub struct Chokepoints {
    /// Spaces every route from the start spaces to El Dorado passes.
    pub articulation_points: Vec<SpaceId>,
    /// The course's narrowest cross-section (minimum vertex cut).
    pub narrowest: Option<CrossSection>,
    /// Every place two spaces wide or less.
    pub narrow_passages: Vec<NarrowPassage>,
}

/// A set of spaces that cuts every route.
#[derive(Debug, Clone, Serialize)]
pub struct CrossSection {
    /// Spaces across.
    pub width: usize,
    /// Its spaces.
    pub spaces: Vec<SpaceId>,
    /// The same spaces' hexes, for drawing.
    pub hexes: Vec<Axial>,
    /// Labels of the pieces it lies on.
    pub pieces: Vec<String>,
}

/// A place one or two spaces wide.
#[derive(Debug, Clone, Serialize)]
pub struct NarrowPassage {
    /// 1 or 2 spaces across.
    pub width: usize,
    /// Its spaces.
    pub spaces: Vec<SpaceId>,
    /// The same spaces' hexes, for drawing.
    pub hexes: Vec<Axial>,
    /// Labels of the pieces it lies on.
    pub pieces: Vec<String>,
    /// The sets of one or two spaces that each cut the course here.
    pub cuts: Vec<Vec<SpaceId>>,
}

/// A connected group of spaces of one landscape terrain.
#[derive(Debug, Clone, Serialize)]
pub struct Zone {
    /// The terrain.
    pub terrain: Terrain,
    /// Its spaces.
    pub spaces: Vec<SpaceId>,
    /// The same spaces' hexes, for drawing.
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
    /// Its spaces.
    pub spaces: Vec<SpaceId>,
    /// The same spaces' hexes, for drawing.
    pub hexes: Vec<Axial>,
    /// Spaces entered.
    pub steps: usize,
    /// Its cost in cards.
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
    /// The mountains' hexes.
    pub obstacle_hexes: Vec<Axial>,
    /// The empty hexes of the obstacle that the course closes in (a gap
    /// between pieces laid in a ring); empty for mountains alone.
    pub gap: Vec<Axial>,
    /// Spaces the shortcut saves over the way round.
    pub saves: usize,
    /// The shortcut.
    pub short: Way,
    /// The way round.
    pub around: Way,
    /// Whether the shortcut saves no more than its saved spaces are worth to a
    /// player (`difficulty::balanced`), as tip b asks (its spaces are hard
    /// enough to balance those it saves).
    pub harder: bool,
    /// Whether the obstacle stands on the start board: which side a piece
    /// passes there follows the start space it begins on and the printed
    /// board, so the shortcut is no design tip.
    pub start_board: bool,
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
    /// The near spaces' hexes.
    pub hexes: Vec<Axial>,
    /// Cards per space entered near the obstacle: how demanding this way is.
    pub per_space: f64,
    /// Where a piece passes this way: the steps across this side's half of
    /// the cut line through the obstacle.
    pub gate: Gate,
}

/// Where a piece passes one way of a route choice, shortcut or bend: the
/// steps between neighbouring spaces that cross one half of a cut line,
/// each from the side of the start spaces to the side of El Dorado
/// (`gates`). A piece that crosses it passes that way.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Gate {
    /// The half line's two ends, in hex units (a hex (q, r) has its centre at
    /// x = √3·(q + r/2), y = 1.5·r; x east, y south): from the obstacle, or
    /// the bend's centre, out to where it leaves the course.
    pub line: [[f64; 2]; 2],
    /// The steps across it, from the start side to El Dorado's side.
    pub steps: Vec<(SpaceId, SpaceId)>,
}

/// Which way a bend turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Turn {
    /// To the left.
    Left,
    /// To the right.
    Right,
}

/// Where the course turns on a piece.
#[derive(Debug, Clone, Serialize)]
pub struct Bend {
    /// The piece's id.
    pub piece: String,
    /// Its label.
    pub label: String,
    /// Which way the course turns.
    pub turn: Turn,
    /// Angle turned, in degrees.
    pub degrees: i32,
    /// Spaces of the piece on the inside and outside of the turn.
    pub inner_spaces: Vec<SpaceId>,
    /// Spaces on the outside of the turn.
    pub outer_spaces: Vec<SpaceId>,
    /// Cheapest way across the piece keeping to each side; `None` if there is none.
    pub inner: Option<Lane>,
    /// Cheapest way keeping to the outside.
    pub outer: Option<Lane>,
    /// Whether the inner lane saves no more than its saved spaces are worth to
    /// a player (`difficulty::balanced`), as tip c asks; `None` when a lane is
    /// missing.
    pub inner_harder: Option<bool>,
    /// Whether the piece is the start board: each piece's lane there is
    /// decided by the start space it begins on, so the bend is no design tip.
    pub start_board: bool,
    /// Where a piece passes the bend in each lane, inner then outer: the two
    /// halves of the cut across the piece along the bisector of the turn.
    pub gates: Option<[Gate; 2]>,
}

/// Spaces by terrain and power.
#[derive(Debug, Clone, Serialize)]
pub struct TerrainReport {
    /// The whole course.
    pub total: TerrainMix,
    /// Each piece.
    pub pieces: Vec<PieceMix>,
}

/// One piece's spaces by terrain.
#[derive(Debug, Clone, Serialize)]
pub struct PieceMix {
    /// The piece's id.
    pub piece: String,
    /// Its label.
    pub label: String,
    /// Its spaces by terrain.
    pub mix: TerrainMix,
}

/// Spaces by terrain and power.
#[derive(Debug, Clone, Default, Serialize)]
pub struct TerrainMix {
    /// Spaces per terrain.
    pub by_terrain: Vec<TerrainCount>,
    /// Spaces per terrain and power.
    pub by_power: Vec<PowerCount>,
}

/// Spaces of one terrain.
#[derive(Debug, Clone, Serialize)]
pub struct TerrainCount {
    /// The terrain.
    pub terrain: Terrain,
    /// Spaces of it.
    pub count: usize,
}

/// Spaces of one terrain and power.
#[derive(Debug, Clone, Serialize)]
pub struct PowerCount {
    /// The terrain.
    pub terrain: Terrain,
    /// The power; `None` for terrains without one.
    pub power: Option<u8>,
    /// Spaces of it.
    pub count: usize,
}

/// A blockade and what it gates.
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

/// A cave and how far it lies from the routes.
#[derive(Debug, Clone, Serialize)]
pub struct CaveReport {
    /// The cave's space.
    pub space: SpaceId,
    /// Its hex.
    pub hex: Axial,
    /// The piece it is on.
    pub piece: String,
    /// Spaces where a piece may stop to explore the cave.
    pub neighbours: Vec<SpaceId>,
    /// Whether any start space reaches one of them.
    pub reachable: bool,
    /// Fewest spaces from the nearest cheapest route to a neighbour of the cave.
    pub steps_from_route: Option<usize>,
}

/// A pocket of spaces that leads nowhere.
#[derive(Debug, Clone, Serialize)]
pub struct DeadEnd {
    /// The space through which the pocket is entered (and left).
    pub entrance: SpaceId,
    /// Its spaces.
    pub spaces: Vec<SpaceId>,
    /// The same spaces' hexes, for drawing.
    pub hexes: Vec<Axial>,
}

/// The static difficulty estimate (see [`super::difficulty`]).
#[derive(Debug, Clone, Serialize)]
pub struct Difficulty {
    /// Expected rounds until a player reaches El Dorado with four players,
    /// its score and band.
    pub rating: Rating,
    /// Players the headline rating assumes (4).
    pub players: u8,
    /// Where the headline figure stands among the official courses'
    /// estimates (set by [`crate::analyze`]).
    pub standing: Option<OfficialStanding>,
    /// The estimate for 2, 3 and 4 players, each from its own fit.
    pub by_players: Vec<PlayersEstimate>,
    /// What the rounds are made of, the terms that are not zero.
    pub terms: Vec<Term>,
    /// How the estimate is made.
    pub method: &'static str,
}

impl Difficulty {
    /// The estimate for `players` players, if fitted.
    pub fn for_players(&self, players: u8) -> Option<&PlayersEstimate> {
        self.by_players.iter().find(|e| e.players == players)
    }
}

/// The estimate for one number of players.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayersEstimate {
    /// 2, 3 or 4.
    pub players: u8,
    /// Expected rounds, score and band.
    pub rating: Rating,
    /// Where it stands among the official courses' estimates for as many
    /// players (among their measured figures when played).
    pub standing: Option<OfficialStanding>,
    /// The win rate the fit expects of each seat.
    pub seats: Option<SeatOdds>,
    /// When the figure was played rather than fitted, the games it is the
    /// mean of: the two-player estimate is made by a few quick games
    /// (`eldorado_design::two_players`), which the analysis never plays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub games: Option<u64>,
}

/// The win rates the estimate expects of the seats (seat 1 plays first).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatOdds {
    /// Players.
    pub players: u8,
    /// By seat, from seat 1; they add up to 1.
    pub win_rates: Vec<f64>,
    /// Highest minus lowest.
    pub spread: f64,
}

/// What the estimate is made of: each term's value and its share in rounds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Term {
    /// The term's name (see `difficulty::TERMS`).
    pub name: &'static str,
    /// Its value on this course.
    pub value: f64,
    /// Rounds it adds to the four-player estimate.
    pub rounds: f64,
}

/// A requirement that fewer market cards than players can pay.
#[derive(Debug, Clone, Serialize)]
pub struct Scarcity {
    /// The symbol asked for.
    pub symbol: Symbol,
    /// The power asked for.
    pub power: u8,
    /// Copies in the box of the cards that can pay it.
    pub copies: u32,
    /// Their names.
    pub cards: Vec<&'static str>,
    /// Whether every one of them leaves the game once played.
    pub single_use: bool,
    /// The spaces that ask for it, among those the start spaces reach.
    pub spaces: Vec<SpaceId>,
    /// The same spaces' hexes, for drawing.
    pub hexes: Vec<Axial>,
    /// Whether every way to El Dorado enters one of them.
    pub unavoidable: bool,
}

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing.
    Info,
    /// Worth changing.
    Warning,
    /// The course can't be played as it is.
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
    /// The seats' expected win rates differ by more than any official
    /// course's: turn order decides.
    TurnOrder,
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
    /// The check it comes from.
    pub check: Check,
    /// The rulebook design tip, "a" to "d", if the check is one.
    pub tip: Option<char>,
    /// How much it matters.
    pub severity: Severity,
    /// The finding in English words, as the command line prints it.
    pub message: String,
    /// The finding as a message any language words (the editor's).
    #[serde(skip)]
    pub said: Said,
    /// The spaces it speaks of.
    pub spaces: Vec<SpaceId>,
    /// The same spaces' hexes, for drawing.
    pub hexes: Vec<Axial>,
}
