//! Courses generated to order.
//!
//! A search of numbered attempts. Attempt `i` draws, from an RNG seeded by
//! (seed, i) alone, how many boards to lay (steered by [`reach`]), which sides
//! and in which order, and lays them out ([`layout`]); blockades go at random
//! on every seam the rules allow. The draft is assembled and analysed: it must
//! be valid, with no warning from the four design tips or fairness (when
//! completing a course, a warning that lies wholly on the pieces the designer
//! placed is theirs to keep, as the pieces are), and its [`compass`] estimate near the order. Drafts that pass and are not
//! near-duplicates of a candidate already found ([`variety`]) are confirmed by
//! the simulator: four (or `players`) fast bots play at least 1,000 games and
//! the mean finishing round must lie in the order (250 games first, to drop a
//! draft that is clearly off at a quarter of the cost).
//!
//! Attempts are drafted in parallel in fixed batches and confirmed in attempt
//! order, so the same seed and options give the same candidates on any number
//! of threads. The search ends after a budget of attempts, with a sentence.

pub mod bands;
mod branches;
pub mod compass;
pub mod complete;
pub mod layout;
pub mod outline;
pub mod pieces;
pub mod provenance;
pub mod reach;
pub mod refusal;
pub mod variety;

use eldorado_analysis::difficulty::{self, Band, Rating};
use eldorado_analysis::{Fairness, Finding, Report, Severity, analyze};
use eldorado_core::catalog::{Catalog, PieceKind, Terrain};
use eldorado_core::course::{BlockadeChoice, Course, Edit};
use eldorado_core::map::Map;
use eldorado_rules::{BotKind, Rules};
use eldorado_sim::SimConfig;
use eldorado_sim::montecarlo::{self, Progress};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;

use complete::Completion;
use layout::Layout;
use outline::Outline;
use pieces::PieceSet;
use provenance::{Begun, Provenance};
use reach::PieceReach;
use refusal::{Rounds, Shortfall, Unfound, Unmeetable};
use variety::Signature;

/// Attempts drafted together; fixed so that results don't depend on threads.
const BATCH: u64 = 16;
/// The fewest games that confirm a candidate.
pub const MIN_GAMES: u64 = 1000;
/// A first look at a draft: this many games...
const SCOUT_GAMES: u64 = 250;
/// ...whose mean finishing round this far outside the order (over four standard
/// errors of 250 games) rejects the draft without the full run.
const SCOUT_MARGIN: f64 = 0.75;
/// Most blockades in the box.
const BLOCKADES: usize = 6;
/// Completions tried to know what a course with only its finish plate to add comes to.
const FIXED_TRIES: u64 = 16;

/// What to generate.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// 2 to 4: who the simulation seats.
    pub players: u8,
    /// Mean finishing round, low to high (both included).
    pub rounds: (f64, f64),
    /// The pieces a course may use.
    pub pieces: PieceSet,
    /// Play the caves variant in the simulation.
    pub caves: bool,
    /// How many distinct courses to find.
    pub count: usize,
    /// The same seed and options give the same courses.
    pub seed: u64,
    /// Attempts before giving up.
    pub budget: u64,
    /// Games per confirmation, at least [`MIN_GAMES`].
    pub games: u64,
    /// A course to complete: its pieces stay exactly as they are and only
    /// pieces it does not use are added ([`complete`]).
    pub from: Option<Course>,
    /// The fewest real route choices a course must offer: places where the
    /// way splits and joins again with both ways within
    /// [`CHOICE_ROUNDS`](eldorado_analysis::choices::CHOICE_ROUNDS) of each
    /// other (the analysis's `choices`), each confirmed by the candidate's
    /// games as a real choice ([`crate::routes`]).
    pub branches: usize,
    /// The fewest tactics that must be able to win a course (its tactical
    /// variety, [`crate::tactics::variety`]), measured by as many games of
    /// the tactics' table as confirm it; 0 asks nothing and plays none.
    pub tactics: usize,
    /// How blockades go on the seams that take one.
    pub blockades: BlockadeDeal,
}

/// How a generated course's blockades are set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BlockadeDeal {
    /// Dealt at random when the game is set up, as the assembly guide says.
    #[default]
    Random,
    /// Numbered blockades chosen to move the course toward the order: of a
    /// few ways to number the seams (hardest first, easiest first, two at
    /// random), the one whose estimate lies nearest the middle of the order.
    Chosen,
}

impl BlockadeDeal {
    /// "random" or "chosen", as the command line names them.
    pub fn by_name(name: &str) -> Option<BlockadeDeal> {
        match name.trim().to_ascii_lowercase().as_str() {
            "random" => Some(BlockadeDeal::Random),
            "chosen" => Some(BlockadeDeal::Chosen),
            _ => None,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        let (low, high) = bands::target(Band::Moderate);
        Options {
            players: 4,
            rounds: (low, high),
            pieces: PieceSet::whole_box(false),
            caves: false,
            count: 1,
            seed: 1,
            budget: 3000,
            games: MIN_GAMES,
            from: None,
            branches: 0,
            tactics: 0,
            blockades: BlockadeDeal::Random,
        }
    }
}

impl Options {
    /// The options for a named band.
    pub fn for_band(band: Band) -> Options {
        Options { rounds: bands::target(band), ..Options::default() }
    }
}

/// A generated course and what is known of it.
#[derive(Debug, Clone, Serialize)]
pub struct Candidate {
    /// The course (written apart from the figures in JSON).
    #[serde(skip)]
    pub course: Course,
    /// The attempt that drew it: with the seed and options, it reproduces the course.
    pub attempt: u64,
    /// The estimate of expected rounds for `players` shown beside what the
    /// games measured: the compass's static one, or with two players the
    /// quick games' ([`crate::two_players`]), as everywhere else.
    pub estimate: f64,
    /// Players of the games that confirmed it.
    pub players: u8,
    /// Simulated mean finishing round.
    pub rounds: f64,
    /// Games that confirmed it.
    pub games: u64,
    /// The analysis's band of the simulated rounds (JSON: "very-hard", as `analyze` writes it).
    pub band: difficulty::Band,
    /// How evenly placed the start spaces are (the analysis's figures).
    pub fairness: Fairness,
    /// Highest minus lowest simulated win rate by start space.
    pub win_rate_spread: f64,
    /// How many real route choices it offers: the analysis's `choices` that
    /// its games confirm ([`crate::routes`]).
    pub choices: usize,
    /// What its games showed at each route choice the analysis lists, one
    /// line each ([`crate::routes::evidence_lines`]).
    pub route_evidence: Vec<String>,
    /// The usage those lines say, in the analysis's order of its route
    /// choices: for wording them in another language.
    #[serde(skip)]
    pub route_usage: Vec<eldorado_sim::montecarlo::RouteUsage>,
    /// The analysis those choices come from, with its watchlist: for wording
    /// them without analysing the course again.
    #[serde(skip)]
    pub watched: std::sync::Arc<crate::run::Watched>,
    /// Its tactical variety when it was asked for (`Options::tactics`): how
    /// many tactics can win it, and which, by the tactics' table's games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tactics: Option<usize>,
    /// The tactics that can win it (when asked for).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tactics_winning: Vec<BotKind>,
    /// Its tactical route choices by the same games (when asked for): the
    /// analysis's route choices that different tactics take different ways
    /// and win their share on ([`crate::tactics::judge`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tactical_choices: Option<usize>,
    /// Its chain of sides and turns, to tell near-duplicates.
    pub signature: Signature,
    /// "start B · boards C, F, H, J · strip O · 2 bends · 4 blockades", in
    /// English (the command line's and the JSON's).
    pub summary: String,
    /// The same line as data, for each language ([`Outline::said`]).
    #[serde(skip)]
    pub outline: Outline,
    /// How it was found, to name it in each language ([`Provenance::apply`]).
    #[serde(skip)]
    pub provenance: Provenance,
}

impl Candidate {
    /// What the confirmation measured beside the estimate, in the words every
    /// place uses: "measured 16.8 rounds (score 4.4/10, moderate) with 4
    /// players — between Home Stretch and First course; the estimate said …".
    pub fn said(&self) -> String {
        let measured = Rating::of(self.rounds);
        let standing = montecarlo::measured_standing(self.rounds, self.players);
        difficulty::measured_text(
            Some(measured),
            standing.as_ref(),
            Some(Rating::of(self.estimate)),
            self.players,
        )
    }
}

/// What a search found.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The courses found, in the order found.
    pub candidates: Vec<Candidate>,
    /// Attempts made.
    pub attempts: u64,
    /// Fewer candidates than asked were found.
    pub shortfall: Option<Shortfall>,
    /// The search was stopped before its end.
    pub cancelled: bool,
}

/// Why a search gave no course; shown as its English ([`GenerateError::said`]).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GenerateError {
    /// The order can't be met with these pieces and options, known before searching.
    #[error("{}", .0.said(eldorado_messages::Lang::English))]
    Impossible(Box<Unmeetable>),
    /// The search spent its budget without a candidate.
    #[error("{}", .0.said(eldorado_messages::Lang::English))]
    NotFound(Box<Unfound>),
}

impl From<Unmeetable> for GenerateError {
    fn from(why: Unmeetable) -> Self {
        GenerateError::Impossible(Box::new(why))
    }
}

impl From<Unfound> for GenerateError {
    fn from(why: Unfound) -> Self {
        GenerateError::NotFound(Box::new(why))
    }
}

impl GenerateError {
    /// Why, in `lang` (no capital, no full stop).
    pub fn said(&self, lang: eldorado_messages::Lang) -> String {
        match self {
            GenerateError::Impossible(why) => why.said(lang),
            GenerateError::NotFound(why) => why.said(lang),
        }
    }
}

/// Generates up to `options.count` candidates; see the module documentation.
/// `progress` counts the attempts (of `options.budget`) and the courses
/// found, and stops the search when cancelled; it hears of the search only
/// once the order is known to be possible.
pub fn generate(options: &Options, progress: &Progress) -> Result<Generated, GenerateError> {
    let plan = Plan::new(options)?;
    let mut found: Vec<Candidate> = Vec::new();
    let mut attempts = 0;
    let mut cancelled = false;
    // The order is possible: the search starts.
    progress.set(attempts, options.budget);
    'search: while attempts < options.budget && found.len() < options.count {
        if progress.is_cancelled() {
            cancelled = true;
            break;
        }
        let batch = attempts..(attempts + BATCH).min(options.budget);
        let drafts: Vec<Option<Draft>> =
            batch.clone().into_par_iter().map(|i| plan.draft(i)).collect();
        for (i, draft) in batch.zip(drafts) {
            attempts = i + 1;
            let Some(draft) = draft else { continue };
            if found
                .iter()
                .any(|c| variety::distance(&c.signature, &draft.signature) < variety::MIN_DISTANCE)
            {
                continue;
            }
            if progress.is_cancelled() {
                cancelled = true;
                break 'search;
            }
            if let Some(candidate) = plan.confirm(draft) {
                found.push(candidate);
            }
            // A confirmation plays over a thousand games: worth a word each time.
            progress.set(attempts, options.budget);
            progress.set_found(found.len() as u64);
            if found.len() == options.count {
                break 'search;
            }
        }
        progress.set(attempts, options.budget);
        // An order of route choices that no course of a fair sample came near
        // is refused then, not after the whole budget.
        if found.is_empty()
            && let Some((kept, most)) =
                plan.tally.out_of_reach(options.branches, attempts, options.budget)
        {
            return Err(GenerateError::from(Unfound::ChoicesOutOfReach {
                order: options.rounds,
                asked: options.branches,
                kept,
                attempts,
                most,
            }));
        }
    }
    let order = options.rounds;
    if found.is_empty()
        && !cancelled
        && let Some((short, kept, most)) = plan.tally.why_none(options.branches)
    {
        return Err(GenerateError::from(Unfound::ChoicesShort {
            order,
            asked: options.branches,
            attempts,
            short,
            kept,
            most,
        }));
    }
    if found.is_empty() && !cancelled {
        return Err(GenerateError::from(Unfound::Nothing {
            order,
            attempts,
            pieces: options.pieces.clone(),
        }));
    }
    let shortfall = (found.len() < options.count && !cancelled).then_some(Shortfall {
        found: found.len(),
        count: options.count,
        order,
        attempts,
    });
    Ok(Generated { candidates: found, attempts, shortfall, cancelled })
}

/// "15.0–18.0 rounds", "16.0–16.01 rounds": as many decimals as the order
/// has, in English ([`refusal::order_said`] in any language).
pub fn order_text(order: Rounds) -> String {
    refusal::order_said(eldorado_messages::Lang::English, order)
}

/// The narrowest range of rounds the search aims for: a mean over 1,000
/// games is known only to about ±0.1 round (two standard errors on the
/// official courses), so a narrower range would be met by chance alone.
pub const MIN_WIDTH: f64 = 0.5;

/// The most rounds an order may ask for: a game still running at the
/// simulator's round cap counts as stalled.
pub const MAX_ROUNDS: f64 = 100.0;

/// Why a range of rounds cannot be an order; shown as its English
/// ([`OrderError::said`]).
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
pub enum OrderError {
    /// A number below 0 or above [`MAX_ROUNDS`] (or not a number at all).
    #[error("{}", self.said(eldorado_messages::Lang::English))]
    OutOfRange(f64),
    /// The higher number first.
    #[error("{}", self.said(eldorado_messages::Lang::English))]
    Reversed {
        /// The first number given.
        low: f64,
        /// The second number given.
        high: f64,
    },
    /// Narrower than [`MIN_WIDTH`].
    #[error("{}", self.said(eldorado_messages::Lang::English))]
    TooNarrow {
        /// The lower end.
        low: f64,
        /// The higher end.
        high: f64,
    },
}

impl OrderError {
    /// Why, in `lang` (no capital, no full stop).
    pub fn said(&self, lang: eldorado_messages::Lang) -> String {
        use eldorado_messages::text_with;
        match *self {
            OrderError::OutOfRange(x) => text_with(
                lang,
                "generate-order-out-of-range",
                &[("rounds", refusal::any_rounds(x)), ("max", MAX_ROUNDS.into())],
            ),
            OrderError::Reversed { low, high } => text_with(
                lang,
                "generate-order-reversed",
                &[
                    ("order", refusal::order_said(lang, (low, high)).into()),
                    ("low", refusal::rounds(low)),
                    ("high", refusal::rounds(high)),
                ],
            ),
            OrderError::TooNarrow { low, high } => text_with(
                lang,
                "generate-order-too-narrow",
                &[
                    ("order", refusal::order_said(lang, (low, high)).into()),
                    ("width", refusal::fixed(MIN_WIDTH, 1)),
                ],
            ),
        }
    }
}

/// Whether `low`–`high` is a range of rounds (from 0 to [`MAX_ROUNDS`], the
/// lower first).
pub fn check_rounds((low, high): (f64, f64)) -> Result<(), OrderError> {
    let in_range = |x: f64| (0.0..=MAX_ROUNDS).contains(&x);
    if !(in_range(low) && in_range(high)) {
        return Err(OrderError::OutOfRange(if in_range(low) { high } else { low }));
    }
    if low > high {
        return Err(OrderError::Reversed { low, high });
    }
    Ok(())
}

/// Whether a range of rounds is wide enough for the search to aim at
/// ([`MIN_WIDTH`]).
pub fn check_width((low, high): (f64, f64)) -> Result<(), OrderError> {
    if high - low < MIN_WIDTH {
        return Err(OrderError::TooNarrow { low, high });
    }
    Ok(())
}

/// A drawn course that passed the static checks.
struct Draft {
    attempt: u64,
    course: Course,
    map: Map,
    report: Report,
    estimate: f64,
    signature: Signature,
    layout: Layout,
}

/// What every attempt of one search shares.
struct Plan<'a> {
    options: &'a Options,
    /// Board counts worth drawing for this order.
    board_counts: Vec<usize>,
    /// The compass's four-player rounds times this are rounds for `players`.
    scale: f64,
    /// The course being completed, if one is.
    completion: Option<Completion>,
    /// What the drawn courses offered of the route choices asked.
    tally: branches::ChoiceTally,
}

impl<'a> Plan<'a> {
    fn new(options: &'a Options) -> Result<Plan<'a>, GenerateError> {
        let (low, high) = options.rounds;
        let impossible = |why: Unmeetable| Err(GenerateError::from(why));
        if !(2..=4).contains(&options.players) {
            return impossible(Unmeetable::Players(options.players));
        }
        check_rounds((low, high))
            .and_then(|()| check_width((low, high)))
            .map_err(|e| GenerateError::from(Unmeetable::Order(e)))?;
        if options.pieces.boards.is_empty() {
            return impossible(Unmeetable::NoBoards);
        }
        if options.count == 0 {
            return impossible(Unmeetable::NoCount);
        }
        let scale = compass::players_factor(options.players);
        if let Some(course) = &options.from {
            let completion = Completion::of(course, &options.pieces)?;
            completion.check_order(options.rounds, scale)?;
            if let Some(why) = branches::beyond_reach(
                refusal::ChoicePieces::PlacedAndLeft,
                completion.most_spaces(),
                options.branches,
            ) {
                return impossible(why);
            }
            let plan = Plan {
                options,
                board_counts: completion.reach.board_counts(
                    low / scale,
                    high / scale,
                    completion.left.strips.len() / 2,
                ),
                scale,
                completion: Some(completion),
                tally: branches::ChoiceTally::default(),
            };
            plan.check_fixed_completion()?;
            return Ok(plan);
        }
        if options.pieces.boards.is_empty() {
            return impossible(Unmeetable::NoBoards);
        }
        let (spaces, _) = branches::most_choices(&options.pieces);
        let given = refusal::ChoicePieces::Given(options.pieces.clone());
        if let Some(why) = branches::beyond_reach(given, spaces, options.branches) {
            return impossible(why);
        }
        let reach = PieceReach::of(&options.pieces);
        let (least, most) = reach.range();
        let (least, most) = (least * scale, most * scale);
        if high < least || low > most {
            return impossible(Unmeetable::OutOfReach {
                pieces: options.pieces.clone(),
                least: least.max(1.0),
                most,
                order: options.rounds,
            });
        }
        let strips = options.pieces.strips.len() / 2;
        Ok(Plan {
            options,
            board_counts: reach.board_counts(low / scale, high / scale, strips),
            scale,
            completion: None,
            tally: branches::ChoiceTally::default(),
        })
    }

    /// With no board or strip left to add, completing a course only puts the
    /// finish plate on: the course is then as good as known, and an order it
    /// cannot meet is refused with what its completions come to, before any
    /// search.
    fn check_fixed_completion(&self) -> Result<(), GenerateError> {
        let Some(c) = &self.completion else { return Ok(()) };
        if !(c.left.boards.is_empty() && c.left.strips.is_empty()) {
            return Ok(());
        }
        let estimates: Vec<f64> = (0..FIXED_TRIES)
            .filter_map(|attempt| {
                let mut rng = ChaCha8Rng::seed_from_u64(mix(self.options.seed, attempt));
                let (middle, finish) = self.draw_rest(c, &mut rng);
                let layout = layout::lay_out_after(&c.given.pieces, &middle, finish, &mut rng)?;
                let course = Course { pieces: layout.course().pieces, ..c.given.clone() };
                let (_, _, report) = self.blockaded(course, &c.placed, &mut rng)?;
                compass::estimate_for(&report, self.options.players)
            })
            .collect();
        let order = self.options.rounds;
        let Some(least) = estimates.iter().copied().reduce(f64::min) else {
            return Err(GenerateError::from(Unmeetable::FinishFitsNowhere(order)));
        };
        let most = estimates.iter().copied().fold(least, f64::max);
        let (low, high) = self.options.rounds;
        let slack = compass::SLACK * self.scale;
        if high < least - slack || low > most + slack {
            return Err(GenerateError::from(Unmeetable::FinishOnly {
                made: (least, most),
                players: self.options.players,
                order,
            }));
        }
        Ok(())
    }

    /// Attempt `i`: a random course, kept if it passes the static checks.
    fn draft(&self, attempt: u64) -> Option<Draft> {
        let mut rng = ChaCha8Rng::seed_from_u64(mix(self.options.seed, attempt));
        let (layout, course, placed) = match &self.completion {
            None => {
                let sides = self.draw_sides(&mut rng);
                let ring = if self.options.branches > 0 && rng.random_bool(0.5) {
                    ring_place(&sides, &mut rng)
                } else {
                    None
                };
                let layout = layout::lay_out_with_ring(&sides, ring, &mut rng)?;
                (layout.clone(), layout.course(), &[][..])
            }
            Some(c) => {
                let (middle, finish) = self.draw_rest(c, &mut rng);
                let layout = layout::lay_out_after(&c.given.pieces, &middle, finish, &mut rng)?;
                let course = Course { pieces: layout.course().pieces, ..c.given.clone() };
                (layout, course, &c.placed[..])
            }
        };
        let course =
            if self.options.caves { with_caves(course, placed.len(), &mut rng) } else { course };
        let (course, map, report) = self.blockaded(course, placed, &mut rng)?;
        let choices = report.choices.len();
        self.tally.drawn(choices, self.options.branches);
        if choices < self.options.branches {
            return None;
        }
        let estimate = compass::estimate_for(&report, self.options.players)?;
        let (low, high) = self.options.rounds;
        let slack = compass::SLACK * self.scale;
        if estimate < low - slack || estimate > high + slack {
            return None;
        }
        Some(Draft {
            attempt,
            course,
            map,
            report,
            estimate,
            signature: Signature::of(&layout, choices),
            layout,
        })
    }

    /// The course with blockades on the seams that take one (those between
    /// `placed` pieces keep what they have), assembled and analysed; `None`
    /// when it breaks a rule or a design tip.
    fn blockaded(
        &self,
        course: Course,
        placed: &[&str],
        rng: &mut ChaCha8Rng,
    ) -> Option<(Course, Map, Report)> {
        let seams = open_seams(&course, placed);
        let judged = |course: Course| -> Option<(Course, Map, Report)> {
            let map = Map::build(&course).ok()?;
            let report = analyze(&map);
            // The designer's own pieces stay as given, so what lies on them alone is theirs.
            let on_placed = |f: &Finding| {
                !f.spaces.is_empty()
                    && f.spaces
                        .iter()
                        .all(|&s| placed.contains(&map.piece(map.space(s).piece).id.as_str()))
            };
            if report.findings.iter().any(|f| f.severity >= Severity::Warning && !on_placed(f)) {
                return None;
            }
            Some((course, map, report))
        };
        match self.options.blockades {
            BlockadeDeal::Random => {
                judged(with_blockades(course, &seams, |_| BlockadeChoice::Random))
            }
            BlockadeDeal::Chosen => {
                let taken: Vec<u8> = course.blockade_numbers().into_keys().collect();
                // Hardest first: two-power blockades, then rubble, river, jungle, village.
                let mut hard: Vec<u8> =
                    [6, 5, 3, 4, 1, 2].into_iter().filter(|n| !taken.contains(n)).collect();
                hard.truncate(seams.len());
                let mut easy: Vec<u8> =
                    [2, 1, 4, 3, 5, 6].into_iter().filter(|n| !taken.contains(n)).collect();
                easy.truncate(seams.len());
                let mut orders = vec![hard, easy];
                for _ in 0..2 {
                    let mut any: Vec<u8> = (1..=6).filter(|n| !taken.contains(n)).collect();
                    any.shuffle(rng);
                    any.truncate(seams.len());
                    orders.push(any);
                }
                let (low, high) = self.options.rounds;
                let middle = (low + high) / 2.0;
                orders
                    .into_iter()
                    .filter_map(|order| {
                        let numbered = with_blockades(course.clone(), &seams, |i| {
                            order
                                .get(i)
                                .map_or(BlockadeChoice::Random, |&n| BlockadeChoice::Number(n))
                        });
                        let judged = judged(numbered)?;
                        let off = (compass::estimate(&judged.2)? * self.scale - middle).abs();
                        Some((off, judged))
                    })
                    .min_by(|a, b| a.0.total_cmp(&b.0))
                    .map(|(_, judged)| judged)
            }
        }
    }

    /// The sides of one attempt in course order: start board, boards and
    /// strips (never a strip last), finish plate.
    fn draw_sides(&self, rng: &mut ChaCha8Rng) -> Vec<&'static str> {
        let set = &self.options.pieces;
        let middle = self.draw_middle(set, 0, rng);
        let mut sides = vec![set.start[rng.random_range(0..2)]];
        sides.extend(middle);
        sides.push(set.finish[rng.random_range(0..2)]);
        sides
    }

    /// Boards and strips to lay (never a strip last, nor one at `first` or
    /// before): a board count steered by the reach model, boards shuffled, each
    /// on a random side, each strip with even odds at a random place.
    fn draw_middle(&self, set: &PieceSet, first: usize, rng: &mut ChaCha8Rng) -> Vec<&'static str> {
        let k = self.board_counts[rng.random_range(0..self.board_counts.len())];
        let mut boards = set.boards.clone();
        boards.shuffle(rng);
        let mut middle: Vec<&'static str> =
            boards.iter().take(k).map(|p| p[rng.random_range(0..2)]).collect();
        for strip in &set.strips {
            if rng.random_bool(0.5) && first < middle.len() {
                let at = rng.random_range(first..middle.len());
                middle.insert(at, strip[rng.random_range(0..2)]);
            }
        }
        middle
    }

    /// What completes a course: the pieces after its chain's end (no strip
    /// straight after a strip) and the finish plate's side.
    fn draw_rest(&self, c: &Completion, rng: &mut ChaCha8Rng) -> (Vec<&'static str>, &'static str) {
        let ends_on_strip = c.reach.fewest_boards > 0;
        let middle = self.draw_middle(&c.left, usize::from(ends_on_strip), rng);
        (middle, self.options.pieces.finish[rng.random_range(0..2)])
    }

    /// Plays the draft; a candidate if its mean finishing round meets the order.
    fn confirm(&self, draft: Draft) -> Option<Candidate> {
        let o = self.options;
        let config = SimConfig {
            games: o.games.max(MIN_GAMES),
            players: o.players,
            bots: vec![BotKind::Fast],
            rotate_seats: false,
            rules: Rules { caves: o.caves, ..Rules::default() },
            seed: mix(o.seed ^ 0x5eed, draft.attempt),
            ..SimConfig::default()
        };
        // The route choices are watched in the full run (the scout needs none).
        let mut watched = crate::routes::watchlist(&draft.map, &draft.report);
        watched.watch.retain(|c| matches!(c.origin, crate::routes::Origin::Choice(_)));
        let config = SimConfig { watch: watched.watch.clone(), ..config };
        let (low, high) = o.rounds;
        let scout = SimConfig { games: SCOUT_GAMES, watch: Vec::new(), ..config.clone() };
        let first =
            montecarlo::run(&draft.map, &draft.course.name, &scout, None, &Progress::new()).ok()?;
        if first.finishing_round.games == 0 {
            return None;
        }
        let r = first.finishing_round.mean;
        if r < low - SCOUT_MARGIN || r > high + SCOUT_MARGIN {
            return None;
        }
        let result =
            montecarlo::run(&draft.map, &draft.course.name, &config, None, &Progress::new())
                .ok()?;
        let rounds = result.finishing_round.mean;
        if result.finishing_round.games == 0
            || !(low..=high).contains(&rounds)
            || result.stalls.rate > 0.0
        {
            return None;
        }
        let rates: Vec<f64> = result.start_spaces.iter().map(|s| s.win_rate.rate).collect();
        let spread = rates.iter().copied().fold(f64::NEG_INFINITY, f64::max)
            - rates.iter().copied().fold(f64::INFINITY, f64::min);
        let spread = if spread.is_finite() { spread } else { 0.0 };
        if spread > MAX_WIN_RATE_SPREAD {
            return None;
        }
        let choices = crate::routes::confirmed_choices(&result.route_choices);
        if choices < o.branches {
            return None;
        }
        // The tactics' table, only when asked for: a course most tactics can win.
        let variety = if o.tactics > 0 {
            let table = SimConfig {
                rules: config.rules,
                watch: config.watch.clone(),
                ..crate::tactics::table(config.games, mix(o.seed ^ 0x7ac7, draft.attempt))
            };
            let played =
                montecarlo::run(&draft.map, &draft.course.name, &table, None, &Progress::new())
                    .ok()?;
            let v = crate::tactics::variety(&played)?;
            if v.count() < o.tactics {
                return None;
            }
            let tactical = crate::tactics::tactical_choices(&played.route_choices, played.players);
            Some((v, tactical))
        } else {
            None
        };
        // The compass picked the draft; the estimate a person reads beside
        // the measure is, with two players, played (none when every quick
        // game stalls: a course that stalls is not offered).
        let estimate = if o.players == crate::two_players::PLAYERS {
            crate::two_players::rounds(&draft.map).ok()??
        } else {
            draft.estimate
        };
        let route_evidence = crate::routes::evidence_lines(&result.route_choices);
        let fairness = fairness(&draft.report);
        let band = Band::of(rounds);
        let outline =
            outline(&draft, choices, variety.as_ref().map(|(v, tactical)| (v.count(), *tactical)));
        let summary = outline.said(eldorado_messages::Lang::English);
        let mut course = draft.course;
        let provenance = Provenance {
            band,
            seed: o.seed,
            attempt: draft.attempt,
            order: o.rounds,
            rounds,
            games: result.games_played,
            players: o.players,
            caves: o.caves,
            begun: self
                .completion
                .as_ref()
                .map(|c| Begun { name: c.given.name.clone(), notes: c.given.notes.clone() }),
        };
        // Named in English here, the command line's; the editor names its
        // candidates again in its language.
        provenance.apply(&mut course, eldorado_messages::Lang::English);
        Some(Candidate {
            course,
            attempt: draft.attempt,
            estimate,
            players: o.players,
            rounds,
            games: result.games_played,
            band,
            fairness,
            win_rate_spread: spread,
            choices,
            route_evidence,
            route_usage: result.route_choices.clone(),
            watched: std::sync::Arc::new(crate::run::Watched {
                report: draft.report.clone(),
                list: watched,
            }),
            tactics: variety.as_ref().map(|(v, _)| v.count()),
            tactical_choices: variety.as_ref().map(|(_, t)| *t),
            tactics_winning: variety.map(|(v, _)| v.winners).unwrap_or_default(),
            signature: draft.signature,
            summary,
            outline,
            provenance,
        })
    }
}

/// The analysis's spread between start spaces, and the simulated one.
fn fairness(report: &Report) -> Fairness {
    report.fairness.clone().unwrap_or(Fairness {
        steps_spread: 0,
        cards_spread: 0.0,
        rows: Vec::new(),
    })
}

/// The widest gap allowed between the simulated win rates of the best and the
/// worst start space: the official courses measure 0.04 (Swamplands) to 0.18
/// (First course) over 1,000 fast-bot games, and 1,000 games alone make a gap
/// of about 0.04 between four equal start spaces.
pub const MAX_WIN_RATE_SPREAD: f64 = 0.20;

/// Where a ring may go in a chain of sides: three terrain boards in a row
/// after a terrain board (`sides[i]`, `[i + 1]` side by side, `[i + 2]` where
/// they join); one such place at random.
fn ring_place(sides: &[&str], rng: &mut ChaCha8Rng) -> Option<usize> {
    let catalog = Catalog::get();
    let terrain = |i: usize| {
        sides.get(i).and_then(|id| catalog.side(id)).is_some_and(|s| s.kind == PieceKind::Terrain)
    };
    let places: Vec<usize> = (2..sides.len()).filter(|&i| (i - 1..i + 3).all(terrain)).collect();
    (!places.is_empty()).then(|| places[rng.random_range(0..places.len())])
}

/// The seams that take a blockade, from the start, as the assembly guide
/// sets them: every seam the rules allow (not in front of the finish plate,
/// not on a strip's far side), at most the six in the box. Seams between the
/// `placed` sides (a course being completed) keep what the designer gave them.
fn open_seams(course: &Course, placed: &[&str]) -> Vec<[String; 2]> {
    let map = Map::assemble(course).map;
    let room = BLOCKADES.saturating_sub(course.blockades.len());
    map.seams()
        .iter()
        .filter(|s| s.blockade_allowed && !s.finish)
        .map(|s| [map.piece(s.pieces[0]).id.to_string(), map.piece(s.pieces[1]).id.to_string()])
        .filter(|[a, b]| !(placed.contains(&a.as_str()) && placed.contains(&b.as_str())))
        .take(room)
        .collect()
}

/// The course with the `i`th of `seams` given `blockade(i)`, by the same
/// edits a designer makes.
fn with_blockades(
    mut course: Course,
    seams: &[[String; 2]],
    blockade: impl Fn(usize) -> BlockadeChoice,
) -> Course {
    for (i, between) in seams.iter().enumerate() {
        Edit::Blockade { between: between.clone().map(Into::into), blockade: Some(blockade(i)) }
            .apply(&mut course)
            .expect("open seams are between placed pieces, and blockades are the box's");
    }
    course
}

/// For the caves variant: on each piece after the first `placed`, with even
/// odds, a cave on one of its mountains that has none printed.
fn with_caves(mut course: Course, placed: usize, rng: &mut ChaCha8Rng) -> Course {
    let mut caves = Vec::new();
    for p in course.pieces.iter().skip(placed) {
        let Some(side) = p.side() else { continue };
        let bare: Vec<_> = side
            .spaces
            .iter()
            .filter(|s| s.terrain == Terrain::Mountain && !s.cave)
            .map(|s| s.local)
            .collect();
        if !bare.is_empty() && rng.random_bool(0.5) {
            caves.push(Edit::Cave {
                piece: p.piece.clone(),
                local: bare[rng.random_range(0..bare.len())],
                cave: true,
            });
        }
    }
    for edit in caves {
        edit.apply(&mut course).expect("a cave on a bare mountain of a placed piece");
    }
    course
}

/// "start B · boards C, F, H · strip O · 1 bend · 1 real route choice · 4
/// blockades" as data; `choices`: the real route choices its games confirmed.
fn outline(draft: &Draft, choices: usize, tactics: Option<(usize, usize)>) -> Outline {
    let catalog = Catalog::get();
    let of_kind = |kind| -> Vec<String> {
        draft
            .layout
            .links
            .iter()
            .map(|l| l.placement.piece.as_str())
            .filter(|id| catalog.side(id).is_some_and(|s| s.kind == kind))
            .map(str::to_string)
            .collect()
    };
    Outline {
        start: of_kind(PieceKind::Start).join(""),
        boards: of_kind(PieceKind::Terrain),
        strips: of_kind(PieceKind::Strip),
        bends: draft.layout.turns().iter().filter(|&&t| t != 0).count(),
        choices,
        tactics,
        blockades: draft.course.blockades.len(),
        spaces: draft.map.len(),
    }
}

/// One seed per attempt from the search seed and the attempt number.
fn mix(seed: u64, attempt: u64) -> u64 {
    let mut z = seed ^ attempt.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
