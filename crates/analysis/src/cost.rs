//! The cost model: what it takes, in cards, to enter a space or cross a blockade.
//!
//! # The unit: card-equivalents
//!
//! A route's cost is the number of cards a player spends walking it, where a
//! landscape card is weighted by how hard it is to have in hand. The player holds
//! a **reference deck**, a plausible deck a few purchases into the race: the eight
//! starting cards (three Explorers machete 1, four Travellers coin 1, one Sailor
//! paddle 1) plus a Scout (machete 2), a Trailblazer (machete 3), a Photographer
//! (coin 2), a Captain (paddle 3) and a Jack-of-all-trades (joker 1).
//!
//! Playing a landscape card of symbol *s* chosen for power *Q* costs
//! `1 / P(a 4-card hand holds a card of symbol s, or a joker, with power ≥ Q)`.
//! A card the deck has plenty of costs about one card; a rare one costs more, the
//! cards a player holds back or burns while waiting for it. With the reference
//! deck a machete or coin 1 costs 1.05, a paddle 1 1.42, a machete 2 1.86, and any card the deck
//! holds only once (machete 3, paddle 3, coin 2) 3.25.
//! When no card of the deck is strong enough (village 3–4, river 4) the player
//! must first buy one: the price is that of a deck with one such card added (3.5).
//!
//! The rules then decide how cards are spent (see the `moves` module): one card per
//! landscape space or run of spaces of its symbol, its leftover power carrying on
//! into the next space of the same symbol; cards never combine. Rubble *N* costs
//! *N* cards (any cards, discarded) and a base camp *N* costs *N* cards (removed
//! from the game); both leave no leftover power.
//!
//! Blockades are paid like spaces, leftover power carrying across (rulebook
//! example). A "random" blockade is unknown until setup: it costs the mean of the
//! fresh-card prices of the blockades it may turn out to be (those the course does
//! not place elsewhere), with no power carried into or out of it.
//!
//! Cards are the unit of routes and prices; how long a course takes, in rounds,
//! is the difficulty model's (`difficulty`), fitted on top of these routes.
//!
//! Prices are kept in thousandths of a card ([`Milli`]) so that sums are exact and
//! ties break the same way on every machine.

use std::sync::OnceLock;

use serde::Serialize;

use eldorado_core::catalog::{BLOCKADES, Blockade, Symbol, Terrain};

/// Thousandths of a card.
pub type Milli = u32;
/// One card.
pub const CARD: Milli = 1000;
/// Cards a player draws up to each turn.
pub const HAND_SIZE: u32 = 4;

/// Converts thousandths of a card to cards.
pub fn cards(m: Milli) -> f64 {
    f64::from(m) / f64::from(CARD)
}

/// What entering a space or crossing a blockade asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requirement {
    /// A start space: never entered.
    None,
    /// One card of the symbol with at least this power; leftover power carries on.
    Card {
        /// The symbol the card must show (or a joker).
        symbol: Symbol,
        /// The least power that pays, 1..=4.
        power: u8,
    },
    /// Play this many cards of any kind; they are discarded.
    Discard(u8),
    /// Play this many cards of any kind; they leave the game.
    Remove(u8),
    /// A random blockade: its expected price, no power carried.
    Expected(Milli),
}

impl Requirement {
    /// What a space asks for; `None` also for mountains, which have no states.
    pub fn of_space(terrain: Terrain, power: Option<u8>) -> Requirement {
        let p = power.unwrap_or(1).max(1);
        match terrain {
            Terrain::Rubble => Requirement::Discard(p),
            Terrain::Basecamp => Requirement::Remove(p),
            t => match Symbol::of(t) {
                Some(symbol) => Requirement::Card { symbol, power: p },
                None => Requirement::None,
            },
        }
    }
    /// What a blockade asks for: a symbol blockade like a landscape space, a
    /// rubble blockade like rubble.
    pub fn of_blockade(b: Blockade) -> Requirement {
        Requirement::of_space(b.terrain, Some(b.power))
    }
}

/// A card type of the reference deck; `symbol: None` is a joker.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct DeckCard {
    /// The card's name as printed, e.g. "Explorer".
    pub name: &'static str,
    /// The symbol it moves with; `None` for a joker.
    pub symbol: Option<Symbol>,
    /// Its movement power.
    pub power: u8,
    /// How many copies the deck holds.
    pub count: u8,
}

/// The reference deck: the starting deck and five typical purchases.
pub const REFERENCE_DECK: [DeckCard; 8] = [
    DeckCard { name: "Explorer", symbol: Some(Symbol::Machete), power: 1, count: 3 },
    DeckCard { name: "Traveller", symbol: Some(Symbol::Coin), power: 1, count: 4 },
    DeckCard { name: "Sailor", symbol: Some(Symbol::Paddle), power: 1, count: 1 },
    DeckCard { name: "Scout", symbol: Some(Symbol::Machete), power: 2, count: 1 },
    DeckCard { name: "Trailblazer", symbol: Some(Symbol::Machete), power: 3, count: 1 },
    DeckCard { name: "Photographer", symbol: Some(Symbol::Coin), power: 2, count: 1 },
    DeckCard { name: "Captain", symbol: Some(Symbol::Paddle), power: 3, count: 1 },
    DeckCard { name: "Jack-of-all-trades", symbol: None, power: 1, count: 1 },
];

/// Highest power a space or blockade asks for.
const MAX_NEED: usize = 4;

/// Prices of the reference deck, computed once.
#[derive(Debug, Clone)]
pub struct CostModel {
    /// Per symbol and power needed (1..=4): the cards that may pay, as (card
    /// power, price), weakest first.
    options: [[Vec<(u8, Milli)>; MAX_NEED]; 3],
    /// Price of a card the deck lacks and the player must buy first.
    missing: Milli,
}

/// Probability that a hand of `hand` cards drawn from `deck` holds at least one of `good`.
fn hand_holds(deck: u32, good: u32, hand: u32) -> f64 {
    if good == 0 {
        return 0.0;
    }
    let hand = hand.min(deck);
    // P(none) = C(deck - good, hand) / C(deck, hand), as a running product.
    let mut none = 1.0;
    for i in 0..hand {
        let bad_left = f64::from(deck.saturating_sub(good)) - f64::from(i);
        if bad_left <= 0.0 {
            return 1.0;
        }
        none *= bad_left / (f64::from(deck) - f64::from(i));
    }
    1.0 - none
}

fn price_of(availability: f64) -> Milli {
    (f64::from(CARD) / availability).round() as Milli
}

impl CostModel {
    /// The model of the module docs.
    pub fn reference() -> &'static CostModel {
        static MODEL: OnceLock<CostModel> = OnceLock::new();
        MODEL.get_or_init(|| CostModel::from_deck(&REFERENCE_DECK))
    }

    /// The prices for a player holding `deck` (see the module docs for the rule).
    pub fn from_deck(deck: &[DeckCard]) -> CostModel {
        let size: u32 = deck.iter().map(|c| u32::from(c.count)).sum();
        let usable = |s: Symbol, q: u8| -> u32 {
            deck.iter()
                .filter(|c| c.power >= q && c.symbol.is_none_or(|x| x == s))
                .map(|c| u32::from(c.count))
                .sum()
        };
        let missing = price_of(hand_holds(size + 1, 1, HAND_SIZE));
        let options = Symbol::ALL.map(|s| {
            let mut powers: Vec<u8> = deck
                .iter()
                .filter(|c| c.count > 0 && c.symbol.is_none_or(|x| x == s))
                .map(|c| c.power)
                .collect();
            powers.sort_unstable();
            powers.dedup();
            let all: Vec<(u8, Milli)> = powers
                .into_iter()
                .map(|q| (q, price_of(hand_holds(size, usable(s, q), HAND_SIZE))))
                .collect();
            std::array::from_fn(|i| {
                let need = i as u8 + 1;
                let v: Vec<(u8, Milli)> = all.iter().copied().filter(|&(q, _)| q >= need).collect();
                if v.is_empty() { vec![(need, missing)] } else { v }
            })
        });
        CostModel { options, missing }
    }

    /// The cards that may pay for `need` power of a symbol: (power, price), weakest first.
    /// When the deck has none, one card of exactly that power at the "buy it first" price.
    pub fn card_options(&self, symbol: Symbol, need: u8) -> &[(u8, Milli)] {
        &self.options[symbol.index()][usize::from(need.clamp(1, MAX_NEED as u8)) - 1]
    }

    /// The strongest card the model may play for a requirement (bounds leftover power).
    pub fn max_power(&self, symbol: Symbol, need: u8) -> u8 {
        self.card_options(symbol, need).last().map_or(need, |&(q, _)| q)
    }

    /// The cheapest way to meet a requirement with a fresh card and nothing carried.
    pub fn fresh_price(&self, req: Requirement) -> Milli {
        match req {
            Requirement::None => 0,
            Requirement::Card { symbol, power } => self
                .card_options(symbol, power)
                .iter()
                .map(|&(_, p)| p)
                .min()
                .unwrap_or(self.missing),
            Requirement::Discard(n) | Requirement::Remove(n) => u32::from(n) * CARD,
            Requirement::Expected(m) => m,
        }
    }

    /// The expected price of a random blockade drawn from `pool` (all six when empty).
    pub fn random_blockade_price(&self, pool: &[Blockade]) -> Milli {
        let pool = if pool.is_empty() { &BLOCKADES[..] } else { pool };
        let sum: u64 =
            pool.iter().map(|&b| u64::from(self.fresh_price(Requirement::of_blockade(b)))).sum();
        (sum as f64 / pool.len() as f64).round() as Milli
    }

    /// The price table for the report: every symbol and power 1..=4, then rubble and base camp.
    pub fn table(&self) -> Vec<PriceRow> {
        let mut rows = Vec::new();
        for s in Symbol::ALL {
            for need in 1..=4u8 {
                let options = self.card_options(s, need);
                rows.push(PriceRow {
                    requirement: format!("{} {need}", s.name()),
                    cards: options
                        .iter()
                        .map(|&(q, p)| CardPrice { power: q, cards: cards(p) })
                        .collect(),
                });
            }
        }
        for n in 1..=2u8 {
            rows.push(PriceRow {
                requirement: format!("rubble/base camp {n}"),
                cards: vec![CardPrice { power: 0, cards: f64::from(n) }],
            });
        }
        rows
    }
}

/// One line of the price table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PriceRow {
    /// What is asked for: "machete 2", "rubble/base camp 1", ...
    pub requirement: String,
    /// The cards that may be played for it and what each costs.
    pub cards: Vec<CardPrice>,
}

/// One card that may be played for a requirement, and its price.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CardPrice {
    /// The card's power; 0 for rubble and base camp, which take any card.
    pub power: u8,
    /// Its price in card-equivalents.
    pub cards: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_cards_cost_about_one_and_rare_ones_more() {
        let m = CostModel::reference();
        let price = |s, q| m.card_options(s, q).iter().find(|&&(p, _)| p == q).map(|&(_, c)| c);
        // 6 usable machete-1 cards of 13: 1 - C(7,4)/C(13,4) = 1 - 35/715.
        assert_eq!(price(Symbol::Machete, 1), Some(1051));
        assert_eq!(price(Symbol::Coin, 1), Some(1051));
        // Sailor, Captain and the joker: 1 - C(10,4)/C(13,4) = 1 - 210/715.
        assert_eq!(price(Symbol::Paddle, 1), Some(1416));
        // Scout and Trailblazer: 1 - C(11,4)/C(13,4) = 1 - 330/715.
        assert_eq!(price(Symbol::Machete, 2), Some(1857));
        // A single card: 4/13.
        assert_eq!(price(Symbol::Machete, 3), Some(3250));
        assert_eq!(price(Symbol::Paddle, 3), Some(3250));
        // Village 4: no such card; buy one, then 4/14.
        assert_eq!(m.card_options(Symbol::Coin, 4), [(4, 3500)]);
        // Paddle 2 is paid with the Captain (paddle 3), leaving 1.
        assert_eq!(m.card_options(Symbol::Paddle, 2), [(3, 3250)]);
        assert_eq!(m.fresh_price(Requirement::Discard(2)), 2000);
    }

    #[test]
    fn random_blockade_is_the_mean_of_its_pool() {
        let m = CostModel::reference();
        let all = m.random_blockade_price(&[]);
        // (machete 1, coin 1, rubble 1, paddle 1, machete 2, rubble 2) / 6
        // (1051 + 1051 + 1000 + 1416 + 1857 + 2000) / 6 = 1395.8
        assert_eq!(all, 1396);
        let only_rubble = m.random_blockade_price(&[Blockade::by_number(6).unwrap()]);
        assert_eq!(only_rubble, 2000);
    }
}
