//! The one difficulty figure of the program: **expected rounds until a player
//! reaches El Dorado** (four players unless told otherwise), with a 0–10 score
//! and a named band ([`Rating`], in `rating`, with the words every place
//! shows), estimated without playing a game.
//!
//! The static estimate is a sum of *terms* read off the cheapest route of each
//! start space (averaged over the start spaces) and off the course: the cards
//! the route takes, split by what a player must have bought to hold them, the
//! coins those purchases cost, early spaces whose card the market board does
//! not offer yet, rubble and base camps, blockades crossed, spaces other than
//! jungle in the route's first two thirds, spaces of power 2 or more in its
//! second half, one-space necks and narrow passages, and cards too scarce for
//! every player. Each term has a weight in rounds, fitted on a corpus of courses simulated with fast
//! bots, once for each number of players (`fit.rs`, written by the
//! `fit-difficulty` command of the `eldorado-design` crate; docs/analysis.md
//! says how). The simulator measures the same figure, its mean finishing
//! round, and reports it beside the estimate ([`Rating::of`] turns either
//! into a score and band). The same fit gives the seats' expected win rates
//! ([`seat_odds`]), and fast bots' figures for the official courses are the
//! reference points of a measured figure (the simulator's `measured_standing`).

use super::cost::{CARD, CostModel, Milli, Requirement, cards};
use super::fit;
pub use super::fit::{INTERCEPT, MODELS, WEIGHTS};
use super::market;
use super::report::{
    Chokepoints, Difficulty, Leg, Payment, PlayersEstimate, Scarcity, SeatOdds, StartReport, Term,
};
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::Map;
pub use eldorado_core::rating::{
    Band, OfficialStanding, Rating, Reference, SEAT_SPREAD, STALL_WARNING, estimate_text,
    measured_text, stall_text, turn_order_text,
};

/// Players the headline estimate assumes.
pub const PLAYERS: u8 = 4;

/// The player counts the estimate is fitted for: 2, 3 and 4.
pub const PLAYER_COUNTS: [u8; 3] = [2, 3, 4];

/// The terms of the estimate, in the order of [`fit::WEIGHTS`].
pub const TERMS: [&str; 19] = [
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
    "spaces of power 2 or more in the route's second half",
    "spaces other than jungle in the route's first two thirds",
];

/// Term 17: spaces asking for power 2 or more (or 2 or more cards of rubble
/// or base camp) in the second half of a route. The games price them above
/// the same spaces early on (likely: by then a deck is thick with bought
/// cards, so the one strong card a space needs turns up in fewer hands, and
/// the race is decided there); chosen by cross-validation (docs/analysis.md).
const LATE_STRONG: usize = 17;

/// Term 18: spaces that are not jungle, in the first two thirds of a route.
/// Machete cards are the commonest of the starting deck and the market, so a
/// jungle space is the cheapest to enter; every other space asks for a
/// scarcer card, or for cards given up. In the last third the games price
/// them like jungle (likely: by then a deck holds bought cards of every
/// symbol, so the colour of a space matters less than its power, which term
/// 17 counts); chosen by cross-validation (docs/analysis.md).
const NOT_JUNGLE: usize = 18;

/// The first spaces of a route, where a card the market board does not offer
/// makes a player wait for a pile to run out (term 15).
pub const EARLY_SPACES: usize = 20;

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
        let half = r.legs.len().div_ceil(2);
        for (i, leg) in r.legs.iter().enumerate() {
            let space = map.space(leg.space);
            if i >= half && space.power.unwrap_or(1) >= 2 {
                sum[LATE_STRONG] += 1.0;
            }
            // Leg i lies in the first two thirds while 3i < 2 × legs.
            if space.terrain != Terrain::Jungle && 3 * i < 2 * r.legs.len() {
                sum[NOT_JUNGLE] += 1.0;
            }
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
/// the weight of a space other than jungle (`jungle` says whether it is one;
/// priced as in a route's first two thirds, where most spaces lie), and the
/// blockade crossed on the way in. One-off purchases, the course's necks and
/// where on the route the space lies are not the space's, so they are left
/// out. Tips b and c compare ways by this.
pub fn leg_rounds(leg: &Leg, jungle: bool) -> f64 {
    let pay = |p| term_of(p).map_or(0.0, |(i, n)| WEIGHTS[i] * n);
    let own = cards(reference_price(CostModel::reference(), leg.payment, 0));
    // What the leg costs beyond its own card is the blockade crossed into it.
    let blockade = if leg.blockade.is_some() { (leg.cards - own).max(0.0) } else { 0.0 };
    let crossing = if leg.blockade.is_some() { WEIGHTS[9] + WEIGHTS[16] * blockade } else { 0.0 };
    let terrain = if jungle { 0.0 } else { WEIGHTS[NOT_JUNGLE] };
    pay(leg.payment) + crossing + terrain + WEIGHTS[14] * own
}

/// What a plain space (jungle or village 1, a common card) costs a player in
/// rounds: the yardstick of tips b and c for the spaces a shortcut saves.
pub fn plain_space_rounds() -> f64 {
    let card =
        CostModel::reference().fresh_price(Requirement::Card { symbol: Symbol::Machete, power: 1 });
    WEIGHTS[0] + WEIGHTS[14] * cards(card)
}

/// What `fewer` saved spaces are worth to a player choosing a way, in rounds:
/// [`TIP_SHARE`] of their price as plain spaces ([`plain_space_rounds`]).
pub fn saved_worth(fewer: f64) -> f64 {
    TIP_SHARE * fewer * plain_space_rounds()
}

/// Whether a way `fewer` spaces shorter than another, and `saved` rounds
/// quicker, is balanced (tips b and c): it saves no more than its saved spaces
/// are worth to a player ([`saved_worth`]), give or take [`TIP_ROUNDS`]. When
/// it saves more, players take it whatever the other way offers: the spaces
/// it skips are the harder ones.
pub fn balanced(fewer: f64, saved: f64) -> bool {
    saved <= saved_worth(fewer) + TIP_ROUNDS
}

/// The share of their plain price that saved spaces are worth to a player:
/// fitted against the games over the corpus (docs/analysis.md, "Static
/// against measured"). Players take a short way as soon as it is a little
/// quicker, so a saved space weighs a quarter of what the estimate prices it.
pub const TIP_SHARE: f64 = 0.25;

/// Rounds by which a way may be quicker than its saved spaces' worth and
/// still count as balanced: fitted with [`TIP_SHARE`].
pub const TIP_ROUNDS: f64 = 0.2;

/// How often the tips b and c rule ([`balanced`]) agrees with the games on
/// the shortcuts and bends held out of its fit (`route_agreement --variants
/// 240 --games 200`, docs/analysis.md "Static against measured"): what a
/// warning no games have judged yet rests on.
pub const TIP_AGREEMENT: f64 = 0.762;

/// How often warning of every short way would agree with the games on the
/// same held-out cases: what [`TIP_AGREEMENT`] is to be read against.
pub const ALWAYS_WARN_AGREEMENT: f64 = 0.713;

/// The rounds of a walk, space by space ([`leg_rounds`]).
pub fn walk_rounds(legs: &[Leg]) -> f64 {
    // A space entered on carried power has the terrain of the space before:
    // the same card moves on only over the same symbol.
    let mut jungle = false;
    legs.iter()
        .map(|leg| {
            jungle = match leg.payment {
                Payment::Card { symbol, .. } => symbol == Symbol::Machete,
                Payment::Carried => jungle,
                _ => false,
            };
            leg_rounds(leg, jungle)
        })
        .sum()
}

/// Expected rounds with four players from the terms' values.
pub fn rounds(values: &[f64; TERMS.len()]) -> f64 {
    rounds_for(values, PLAYERS)
}

/// Expected rounds with `players` players (2 to 4) from the terms' values:
/// each player count has its own fit, on games with that many players.
pub fn rounds_for(values: &[f64; TERMS.len()], players: u8) -> f64 {
    let (intercept, weights) = model(players);
    intercept + values.iter().zip(weights).map(|(v, w)| v * w).sum::<f64>()
}

/// The fitted constant and weights for `players` players (4 for any count
/// without a fit of its own).
fn model(players: u8) -> (f64, [f64; TERMS.len()]) {
    fit::MODELS
        .iter()
        .find(|(p, _, _)| *p == players)
        .map_or((fit::INTERCEPT, fit::WEIGHTS), |&(_, i, w)| (i, w))
}

/// The win rate of each seat the estimate expects, from the seats' fit on
/// simulated games: a constant, the inverse of the expected rounds (turn
/// order weighs most on short courses, where players arrive in the same
/// round and the rules' tie-breaks decide) and how many cards a seat's start
/// spaces save on their cheapest routes against the average.
pub fn seat_odds(rounds: f64, start_cards: &[Option<f64>], players: u8) -> Option<SeatOdds> {
    let (_, seats) = fit::SEAT_MODELS.iter().find(|(p, _)| *p == players)?;
    let saved = seat_savings(start_cards, players)?;
    if rounds <= 0.0 {
        return None;
    }
    let raw: Vec<f64> = saved
        .iter()
        .zip(seats)
        .map(|(&saved, &[a, b, c])| (a + b / rounds + c * saved).max(0.0))
        .collect();
    let total: f64 = raw.iter().sum();
    if total <= 0.0 {
        return None;
    }
    let win_rates: Vec<f64> = raw.iter().map(|w| round3(w / total)).collect();
    let spread = win_rates.iter().copied().fold(f64::MIN, f64::max)
        - win_rates.iter().copied().fold(f64::MAX, f64::min);
    Some(SeatOdds { players, win_rates, spread: round3(spread) })
}

/// How many cards each seat's start spaces save on their cheapest routes
/// against the average of all start spaces (seat 1 first): seat *s* starts on
/// start space *s*, and with two players also on space *s* + 2. `None` when a
/// start space has no route or there are fewer start spaces than seats.
pub fn seat_savings(start_cards: &[Option<f64>], players: u8) -> Option<Vec<f64>> {
    let known: Vec<f64> = start_cards.iter().flatten().copied().collect();
    if known.len() != start_cards.len() || known.len() < players as usize {
        return None;
    }
    let mean = known.iter().sum::<f64>() / known.len() as f64;
    let saved = |seat: usize| {
        let numbers = if players == 2 { vec![seat, seat + 2] } else { vec![seat] };
        let own: Vec<f64> = numbers.iter().filter_map(|&n| known.get(n).copied()).collect();
        mean - own.iter().sum::<f64>() / own.len().max(1) as f64
    };
    Some((0..players as usize).map(saved).collect())
}

/// How the estimate is made, in words.
pub const METHOD: &str = "expected rounds until a player reaches El Dorado: a constant plus fitted rounds per \
                          card, purchase, rubble, base camp, blockade, neck, scarce card, space other than jungle in the first two thirds and \
                          space of power 2 or more in the second half of the start spaces' cheapest routes, fitted on games with the same number of players (docs/analysis.md)";

/// The estimate for a course, with its terms, for every player count, and
/// the seats' expected win rates. Its standing among the official courses is
/// added by [`crate::analyze`], which knows their estimates.
pub fn estimate(
    map: &Map,
    starts: &[StartReport],
    chokepoints: &Chokepoints,
    scarcity: &[Scarcity],
) -> Option<Difficulty> {
    let values = terms(map, starts, chokepoints, scarcity)?;
    let rounds = rounds(&values);
    let start_cards: Vec<Option<f64>> =
        starts.iter().map(|s| s.cheapest.as_ref().map(|r| r.cards)).collect();
    let by_players = PLAYER_COUNTS
        .iter()
        .map(|&players| {
            let r = rounds_for(&values, players);
            PlayersEstimate {
                players,
                rating: Rating::of(r),
                standing: None,
                seats: seat_odds(r, &start_cards, players),
                games: None,
            }
        })
        .collect();
    Some(Difficulty {
        rating: Rating::of(rounds),
        players: PLAYERS,
        standing: None,
        by_players,
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
    fn seats_save_what_their_start_spaces_save() {
        let cards = [Some(10.0), Some(12.0), Some(14.0), Some(16.0)];
        assert_eq!(seat_savings(&cards, 4), Some(vec![3.0, 1.0, -1.0, -3.0]));
        // Two players: seat 1 starts on spaces 1 and 3, seat 2 on 2 and 4.
        assert_eq!(seat_savings(&cards, 2), Some(vec![1.0, -1.0]));
        assert_eq!(seat_savings(&[Some(10.0), None], 2), None);
    }

    #[test]
    fn a_dearer_leg_costs_more_rounds() {
        use super::super::report::BlockadePaid;
        let leg = |payment, cards| Leg {
            space: eldorado_core::map::SpaceId::new(0),
            hex: eldorado_core::hex::Axial::new(0, 0),
            what: "jungle 1",
            payment,
            blockade: None,
            cards,
        };
        let common =
            leg_rounds(&leg(Payment::Card { symbol: Symbol::Machete, power: 1 }, 1.05), true);
        let captain =
            leg_rounds(&leg(Payment::Card { symbol: Symbol::Paddle, power: 3 }, 3.25), false);
        assert!(captain > common && common > 0.0);
        let mut crossing = leg(Payment::Card { symbol: Symbol::Machete, power: 1 }, 2.1);
        crossing.blockade = Some(BlockadePaid {
            seam: "A–C".into(),
            number: Some(1),
            payment: Payment::Card { symbol: Symbol::Machete, power: 1 },
        });
        assert!(leg_rounds(&crossing, true) > common);
        // A carried space keeps the terrain of the space before it.
        let river = leg(Payment::Card { symbol: Symbol::Paddle, power: 1 }, 1.5);
        assert!(
            (walk_rounds(&[river.clone(), leg(Payment::Carried, 0.0)])
                - leg_rounds(&river, false)
                - WEIGHTS[2]
                - WEIGHTS[NOT_JUNGLE])
                .abs()
                < 1e-12
        );
        assert!(
            (walk_rounds(&[crossing.clone(), leg(Payment::Carried, 0.0)])
                - leg_rounds(&crossing, true)
                - WEIGHTS[2])
                .abs()
                < 1e-12
        );
    }
}
