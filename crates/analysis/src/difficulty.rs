//! The one difficulty figure of the program: **expected rounds until a player
//! reaches El Dorado** (four players unless told otherwise), with a 0–10 score
//! and a named band derived from it here and nowhere else ([`Rating`]).
//!
//! The static estimate is a sum of *terms* read off the cheapest route of each
//! start space (averaged over the start spaces) and off the course: the cards
//! the route takes, split by what a player must have bought to hold them, the
//! coins those purchases cost, early spaces whose card the market board does
//! not offer yet, rubble and base camps, blockades crossed, one-space necks and
//! narrow passages, and cards too scarce for every player. Each term
//! has a weight in rounds, fitted on a corpus of courses simulated with four
//! fast bots (`fit.rs`, written by the `fit-difficulty` command of the
//! `eldorado-design` crate; docs/analysis.md says how). The simulator measures
//! the same figure, its mean finishing round, and reports it beside the
//! estimate ([`Rating::of`] turns either into a score and band).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::cost::{CARD, CostModel, Milli, Requirement, cards};
use super::fit;
pub use super::fit::{INTERCEPT, WEIGHTS};
use super::market;
use super::report::{Chokepoints, Leg, Payment, Scarcity, StartReport};
use eldorado_core::catalog::Symbol;
use eldorado_core::map::Map;

/// Players the static estimate assumes.
pub const PLAYERS: u8 = 4;

/// A difficulty band, read from expected rounds.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Band {
    Easy,
    Moderate,
    Hard,
    VeryHard,
}

impl Band {
    pub const ALL: [Band; 4] = [Band::Easy, Band::Moderate, Band::Hard, Band::VeryHard];
    /// Upper bounds, in rounds, of every band but the last (docs/analysis.md
    /// says how they were chosen).
    pub const LIMITS: [f64; 3] = [15.0, 18.0, 21.0];

    pub fn of(rounds: f64) -> Band {
        let i = Band::LIMITS.iter().position(|&l| rounds < l).unwrap_or(Band::LIMITS.len());
        Band::ALL[i]
    }
    pub const fn name(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Moderate => "moderate",
            Band::Hard => "hard",
            Band::VeryHard => "very hard",
        }
    }
    /// The name as JSON and the command line write it ("very-hard").
    pub const fn key(self) -> &'static str {
        match self {
            Band::VeryHard => "very-hard",
            other => other.name(),
        }
    }
    /// Its range in words: "under 15 rounds", "15–18 rounds", "21 rounds or more".
    pub fn range(self) -> String {
        let i = self as usize;
        match (i.checked_sub(1).map(|j| Band::LIMITS[j]), Band::LIMITS.get(i)) {
            (None, Some(hi)) => format!("under {hi} rounds"),
            (Some(lo), Some(hi)) => format!("{lo}–{hi} rounds"),
            (Some(lo), None) => format!("{lo} rounds or more"),
            (None, None) => "any number of rounds".into(),
        }
    }
}

impl std::fmt::Display for Band {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Rounds at which the score is 0, and rounds per score point: 8 rounds scores
/// 0 and 28 rounds or more scores 10.
const SCORE_ZERO: f64 = 8.0;
const ROUNDS_PER_POINT: f64 = 2.0;

/// Expected rounds with their score and band: what every place shows.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rating {
    /// Expected rounds until a player reaches El Dorado, to one decimal.
    pub rounds: f64,
    /// 0–10, to one decimal.
    pub score: f64,
    pub band: Band,
}

impl Rating {
    pub const SCORE_METHOD: &'static str = "score = clamp((rounds − 8) / 2, 0, 10): 8 rounds scores 0, 28 rounds or more scores 10; \
         bands: easy under 15 rounds, moderate 15–18, hard 18–21, very hard 21 or more";

    pub fn of(rounds: f64) -> Rating {
        let rounds = if rounds.is_finite() { (rounds * 10.0).round() / 10.0 } else { 0.0 };
        let score = ((rounds - SCORE_ZERO) / ROUNDS_PER_POINT).clamp(0.0, 10.0);
        Rating { rounds, score: (score * 10.0).round() / 10.0, band: Band::of(rounds) }
    }
}

impl std::fmt::Display for Rating {
    /// "17.2 rounds (score 4.6/10, moderate)".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.1} rounds (score {:.1}/10, {})", self.rounds, self.score, self.band)
    }
}

/// The static estimate in words, as every place shows it: "about 17.2 rounds
/// (score 4.6/10, moderate)".
pub fn estimate_text(r: Rating) -> String {
    format!("about {r}")
}

/// Stall rates from this share of games up are worth a warning.
pub const STALL_WARNING: f64 = 0.01;

/// What a simulation measured beside what the estimate said, in words, the same
/// in the command line and the editor: "measured 17.2 rounds (score 4.6/10,
/// moderate) with 4 players; the estimate said 16.8". `measured` is the mean
/// finishing round of the games that did not stall.
pub fn measured_text(measured: Option<Rating>, estimate: Option<Rating>, players: u8) -> String {
    let said = match estimate {
        Some(e) if players == PLAYERS => format!("; the estimate said {:.1}", e.rounds),
        Some(e) => format!("; the estimate, for {PLAYERS} players, said {:.1}", e.rounds),
        None => String::new(),
    };
    match measured {
        Some(m) => format!("measured {m} with {players} players{said}"),
        None => format!("no game reached El Dorado{said}"),
    }
}

/// The stall rate in words, beside the figure and never folded into it, with a
/// warning from [`STALL_WARNING`] up: "0.3 % of games stalled".
pub fn stall_text(rate: f64) -> String {
    let pct = 100.0 * rate;
    if rate >= STALL_WARNING {
        format!(
            "warning: {pct:.1} % of games stalled (not counted in the rounds): a player could not reach El Dorado"
        )
    } else {
        format!("{pct:.1} % of games stalled")
    }
}

/// The terms of the estimate, in the order of [`fit::WEIGHTS`].
pub const TERMS: [&str; 17] = [
    "common cards",
    "paddle 1 cards",
    "spaces on carried power",
    "power 2 cards",
    "machete or coin 3 cards",
    "paddle 2–3 cards",
    "power 4 cards",
    "cards discarded",
    "cards removed",
    "blockades crossed",
    "coins of purchases",
    "one-space necks",
    "narrow passages",
    "scarce cards",
    "route cards",
    "early spaces needing a card beside the market",
    "blockade cards",
];

/// The first spaces of a route, where a card the market board does not offer
/// makes a player wait for a pile to run out (term 15).
pub const EARLY_SPACES: usize = 20;

/// What the estimate is made of: each term's value and its share in rounds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Term {
    pub name: &'static str,
    pub value: f64,
    pub rounds: f64,
}

/// The terms' values for a course: the route terms averaged over the start
/// spaces that reach El Dorado; `None` when none does. "Route cards" is the
/// route's price under the reference deck (`cost`), which prices how often a
/// hand holds the card a space needs; what its blockades ask is "blockade
/// cards", apart, since the first player across removes a blockade for all.
pub fn terms(
    map: &Map,
    starts: &[StartReport],
    chokepoints: &Chokepoints,
    scarcity: &[Scarcity],
) -> Option<[f64; TERMS.len()]> {
    let routes: Vec<_> = starts.iter().filter_map(|s| s.cheapest.as_ref()).collect();
    if routes.is_empty() {
        return None;
    }
    let reference = CostModel::reference();
    let random = reference.random_blockade_price(&map.random_pool());
    let mut sum = [0.0; TERMS.len()];
    for r in &routes {
        let mut need = [0u8; 3];
        let mut blockade_cards = 0.0;
        for (i, leg) in r.legs.iter().enumerate() {
            let space = map.space(leg.space);
            if let Some(s) = Symbol::of(space.terrain) {
                let power = space.power.unwrap_or(1);
                need[s.index()] = need[s.index()].max(power);
                if i < EARLY_SPACES && market::beside_the_board(s, power) {
                    sum[15] += 1.0;
                }
            }
            count_payment(&mut sum, leg.payment);
            if let Some(b) = &leg.blockade {
                // The first player across tears a blockade down for everyone:
                // what it asks is counted apart from the cards of the spaces.
                sum[9] += 1.0;
                blockade_cards += cards(reference_price(reference, b.payment, random));
            }
        }
        sum[14] += r.cards - blockade_cards;
        sum[16] += blockade_cards;
        sum[10] += Symbol::ALL
            .iter()
            .map(|&s| f64::from(market::cheapest_price(s, need[s.index()]).unwrap_or(0)))
            .sum::<f64>();
    }
    let n = routes.len() as f64;
    let mut t = sum.map(|x| x / n);
    t[11] = chokepoints.articulation_points.len() as f64;
    t[12] = chokepoints.narrow_passages.len() as f64;
    t[13] = scarcity.iter().filter(|s| s.unavoidable).count() as f64;
    Some(t)
}

/// The reference deck's price of a payment (`cost`); `random` is a random
/// blockade's on this course.
fn reference_price(reference: &CostModel, p: Payment, random: Milli) -> Milli {
    match p {
        Payment::Card { symbol, power } => reference
            .card_options(symbol, power)
            .iter()
            .find(|&&(q, _)| q == power)
            .map_or(0, |&(_, price)| price),
        Payment::Discard { cards: n } | Payment::Remove { cards: n } => u32::from(n) * CARD,
        Payment::Random => random,
        Payment::Carried => 0,
    }
}

/// The term a payment counts towards, and by how much.
fn term_of(p: Payment) -> Option<(usize, f64)> {
    match p {
        Payment::Card { symbol: Symbol::Paddle, power: 1 } => Some((1, 1.0)),
        Payment::Card { symbol: Symbol::Paddle, power: 2..=3 } => Some((5, 1.0)),
        Payment::Card { power: 1, .. } => Some((0, 1.0)),
        Payment::Card { power: 2, .. } => Some((3, 1.0)),
        Payment::Card { power: 3, .. } => Some((4, 1.0)),
        Payment::Card { .. } => Some((6, 1.0)),
        Payment::Carried => Some((2, 1.0)),
        Payment::Discard { cards } => Some((7, f64::from(cards))),
        Payment::Remove { cards } => Some((8, f64::from(cards))),
        // A random blockade is counted as crossed; its price is the blockades' weight.
        Payment::Random => None,
    }
}

fn count_payment(t: &mut [f64; TERMS.len()], p: Payment) {
    if let Some((i, n)) = term_of(p) {
        t[i] += n;
    }
}

/// What entering one space of a route costs a player in rounds under the
/// fitted model: its card's weight and the route-cards weight of its price,
/// and the blockade crossed on the way in. One-off purchases and the course's necks
/// are not the space's, so they are left out. Tips b and c compare ways by this.
pub fn leg_rounds(leg: &Leg) -> f64 {
    let pay = |p| term_of(p).map_or(0.0, |(i, n)| WEIGHTS[i] * n);
    let own = cards(reference_price(CostModel::reference(), leg.payment, 0));
    // What the leg costs beyond its own card is the blockade crossed into it.
    let blockade = if leg.blockade.is_some() { (leg.cards - own).max(0.0) } else { 0.0 };
    let crossing = if leg.blockade.is_some() { WEIGHTS[9] + WEIGHTS[16] * blockade } else { 0.0 };
    pay(leg.payment) + crossing + WEIGHTS[14] * own
}

/// What a plain space (jungle or village 1, a common card) costs a player in
/// rounds: the yardstick of tips b and c for the spaces a shortcut saves.
pub fn plain_space_rounds() -> f64 {
    let card =
        CostModel::reference().fresh_price(Requirement::Card { symbol: Symbol::Machete, power: 1 });
    WEIGHTS[0] + WEIGHTS[14] * cards(card)
}

/// Whether a way `fewer` spaces shorter than another, and `saved` rounds
/// quicker, is balanced (tips b and c): it saves no more than its saved spaces
/// are worth at [`plain_space_rounds`] each, give or take [`TIP_ROUNDS`]. When
/// it saves more, the spaces it skips are harder than its own.
pub fn balanced(fewer: f64, saved: f64) -> bool {
    saved <= fewer * plain_space_rounds() + TIP_ROUNDS
}

/// Rounds by which a way may be quicker than its spaces explain and still
/// count as balanced: about the estimate's error on one course (0.7 rounds);
/// within it, which way is quicker is not clear.
pub const TIP_ROUNDS: f64 = 0.5;

/// The rounds of a walk, space by space ([`leg_rounds`]).
pub fn walk_rounds(legs: &[Leg]) -> f64 {
    legs.iter().map(leg_rounds).sum()
}

/// Expected rounds from the terms' values.
pub fn rounds(values: &[f64; TERMS.len()]) -> f64 {
    fit::INTERCEPT + values.iter().zip(fit::WEIGHTS).map(|(v, w)| v * w).sum::<f64>()
}

pub const METHOD: &str = "expected rounds until a player reaches El Dorado with 4 players: a constant plus fitted rounds per \
                          card, purchase, rubble, base camp, blockade, neck and scarce card of the start spaces' cheapest \
                          routes (docs/analysis.md)";

/// The estimate for a course, with its terms.
pub fn estimate(
    map: &Map,
    starts: &[StartReport],
    chokepoints: &Chokepoints,
    scarcity: &[Scarcity],
) -> Option<super::report::Difficulty> {
    let values = terms(map, starts, chokepoints, scarcity)?;
    let rounds = rounds(&values);
    Some(super::report::Difficulty {
        rating: Rating::of(rounds),
        players: PLAYERS,
        terms: TERMS
            .iter()
            .zip(values)
            .zip(fit::WEIGHTS)
            .filter(|((_, v), _)| *v != 0.0)
            .map(|((&name, value), w)| Term {
                name,
                value: round3(value),
                rounds: round3(value * w),
            })
            .collect(),
        method: METHOD,
    })
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_follow_the_limits() {
        assert_eq!(Band::of(14.9), Band::Easy);
        assert_eq!(Band::of(15.0), Band::Moderate);
        assert_eq!(Band::of(20.99), Band::Hard);
        assert_eq!(Band::of(21.0), Band::VeryHard);
        assert_eq!(Band::Moderate.range(), "15–18 rounds");
        assert_eq!(Band::VeryHard.range(), "21 rounds or more");
        assert_eq!(Band::Easy.range(), "under 15 rounds");
    }

    #[test]
    fn the_score_runs_from_8_to_28_rounds() {
        assert_eq!(Rating::of(8.0).score, 0.0);
        assert_eq!(Rating::of(5.0).score, 0.0);
        assert_eq!(Rating::of(18.0).score, 5.0);
        assert_eq!(Rating::of(40.0).score, 10.0);
        let r = Rating::of(17.24);
        assert_eq!((r.rounds, r.score, r.band), (17.2, 4.6, Band::Moderate));
        assert_eq!(r.to_string(), "17.2 rounds (score 4.6/10, moderate)");
        assert_eq!(Rating::of(f64::NAN).rounds, 0.0);
    }

    #[test]
    fn the_measurement_is_told_beside_the_estimate() {
        let (m, e) = (Some(Rating::of(17.24)), Some(Rating::of(16.83)));
        assert_eq!(
            measured_text(m, e, 4),
            "measured 17.2 rounds (score 4.6/10, moderate) with 4 players; the estimate said 16.8"
        );
        assert!(measured_text(m, e, 2).ends_with("the estimate, for 4 players, said 16.8"));
        assert_eq!(measured_text(None, None, 4), "no game reached El Dorado");
        assert_eq!(stall_text(0.003), "0.3 % of games stalled");
        assert!(stall_text(0.13).starts_with("warning: 13.0 % of games stalled"));
    }

    #[test]
    fn a_dearer_leg_costs_more_rounds() {
        use super::super::report::BlockadePaid;
        let leg = |payment, cards| Leg {
            space: 0,
            hex: eldorado_core::hex::Axial::new(0, 0),
            what: "jungle 1",
            payment,
            blockade: None,
            cards,
        };
        let common = leg_rounds(&leg(Payment::Card { symbol: Symbol::Machete, power: 1 }, 1.05));
        let captain = leg_rounds(&leg(Payment::Card { symbol: Symbol::Paddle, power: 3 }, 3.25));
        assert!(captain > common && common > 0.0);
        let mut crossing = leg(Payment::Card { symbol: Symbol::Machete, power: 1 }, 2.1);
        crossing.blockade = Some(BlockadePaid {
            seam: "A–C".into(),
            number: Some(1),
            payment: Payment::Card { symbol: Symbol::Machete, power: 1 },
        });
        assert!(leg_rounds(&crossing) > common);
        assert!(
            (walk_rounds(&[leg(Payment::Carried, 0.0), crossing.clone()])
                - leg_rounds(&crossing)
                - WEIGHTS[2])
                .abs()
                < 1e-12
        );
    }
}
