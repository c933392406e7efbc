//! The strong bot's cost-to-go: the turns a player still expects to need,
//! worked out from the deck it has built and the terrain ahead.
//!
//! Two views of one figure, blended by [`CostWeights::per_symbol`]:
//! - **by the deck's average** (`A`): the distance left over the speed of an
//!   average hand, its cards times the average worth of the deck's cards, the
//!   worth weighted by the share of each symbol ahead (the view the strong
//!   bot started with);
//! - **per symbol** (`H`): each symbol's part of the distance is paid only by
//!   that symbol's cards (and jokers), so the turns are the sum over symbols
//!   of `part / (cards a hand × mean power of the symbol per card)`. A deck strong in
//!   machetes with a river ahead is slow, as it is at the table; a card of the
//!   symbol the way lacks, or a weak card thinned out, shortens it most.
//!
//! Either way a card bought now only counts from the next reshuffle on (the
//! draw pile is played through first), a deck of fewer than 4 cards draws
//! them all (so a card bought adds to every hand), single-use items are a
//! lump of progress, and held tokens shorten the way by their power.

use super::eval::{action_value, player_dist, symbol_shares};
use crate::plan::Plan;
use eldorado_rules::cards::{CardKind, CardSymbol, TokenKind};
use eldorado_rules::state::GameState;

/// The weights of the cost-to-go (tuned by seeded self-play, see the
/// `strong_spsa` program in `tools/`). The defaults are the tuned figures; the untuned
/// estimate was `per_symbol` 0 (`floor` 0.15), `item_lump` 1.2, `base` 0.35, `slope` 1.3,
/// coins for buying from 20 half symbols by 1/80 up to 0.5, `blockades` 1.5,
/// `thin_below` 0.8, `keep_best` 1.5, the rest 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CostWeights {
    /// Share of the per-symbol view `H` in the blend (0: the deck's average only).
    pub per_symbol: f32,
    /// The least power per card a symbol is counted with (Natives, buying
    /// later and detours make no symbol quite impassable).
    pub floor: f32,
    /// Half symbols of progress a single-use item is worth, per power.
    pub item_lump: f32,
    /// A landscape card's worth per power: `base + slope × share of its symbol ahead`.
    pub base: f32,
    /// See `base`.
    pub slope: f32,
    /// Coins' worth for buying, per power, grows from 0 at this distance left
    /// (half symbols) ...
    pub buy_from: f32,
    /// ... by 1 every this many half symbols ...
    pub buy_span: f32,
    /// ... up to this.
    pub buy_cap: f32,
    /// Action cards' worth (Native, Cartographer...) is their table value times this.
    pub actions: f32,
    /// Held cave tokens' worth is their power times this.
    pub tokens: f32,
    /// Turns a blockade held is worth: it breaks ties at the end.
    pub blockades: f32,
    /// After a Scientist or Travel Log, a card worth less than this times the
    /// deck's average is removed.
    pub thin_below: f32,
    /// At the end of a turn the best card is kept when it is worth this many
    /// times the deck's average.
    pub keep_best: f32,
}

impl Default for CostWeights {
    fn default() -> Self {
        CostWeights {
            per_symbol: 0.2,
            floor: 0.228,
            item_lump: 0.467,
            base: 0.37,
            slope: 0.866,
            buy_from: 16.0,
            buy_span: 60.1,
            buy_cap: 0.454,
            actions: 0.9,
            tokens: 0.992,
            blockades: 1.36,
            thin_below: 0.807,
            keep_best: 1.431,
        }
    }
}

impl CostWeights {
    /// What a permanent card adds to a deck, in rough symbols per draw: a
    /// landscape card by the share of its symbol ahead, a joker by the
    /// largest share, coins also for buying while `buying` > 0.
    fn worth(&self, k: CardKind, shares: &[f32; 3], buying: f32) -> f32 {
        let p = k.power() as f32;
        match k.symbol() {
            CardSymbol::Machete => p * (self.base + self.slope * shares[0]),
            CardSymbol::Paddle => p * (self.base + self.slope * shares[1]),
            CardSymbol::Coin => p * (self.base + self.slope * shares[2]) + p * buying,
            CardSymbol::Joker => {
                let best = shares.iter().copied().fold(0.0, f32::max);
                p * (self.base + self.slope * best).max(p * 0.9) + p * buying * 0.5
            }
            CardSymbol::Action => self.actions * action_value(k, buying),
        }
    }
}

/// The deck's pace: what an average hand moves, both views.
#[derive(Debug, Clone, Copy)]
struct Pace {
    /// Half symbols an average hand moves by the deck's average worth.
    average: f32,
    /// Mean machete, paddle and coin power per card (jokers count for each).
    per_card: [f32; 3],
    /// Cards a hand holds: 4, or the whole deck when it has fewer.
    hand: f32,
}

/// Permanent cards summed: how many, their worth, their power per symbol.
#[derive(Debug, Clone, Copy, Default)]
struct Sums {
    n: f32,
    worth: f32,
    power: [f32; 3],
}

impl Sums {
    fn add(&mut self, k: CardKind, c: f32, worth: f32) {
        self.n += c;
        self.worth += worth * c;
        let p = k.power() as f32 * c;
        match k.symbol() {
            CardSymbol::Machete => self.power[0] += p,
            CardSymbol::Paddle => self.power[1] += p,
            CardSymbol::Coin => self.power[2] += p,
            CardSymbol::Joker => self.power.iter_mut().for_each(|x| *x += p),
            CardSymbol::Action => {}
        }
    }

    /// The pace of hands of `hand` cards drawn from these cards.
    fn pace(&self, hand: f32) -> Pace {
        let n = self.n.max(1.0);
        Pace {
            average: (2.0 * hand * (self.worth / n)).max(1.0),
            per_card: self.power.map(|p| p / n),
            hand,
        }
    }
}

/// The turns a player still expects to need after the end of a line (see the
/// module docs); `bought` is the card bought this turn, already on the
/// discard pile.
pub fn turns_left(
    state: &GameState,
    plan: &Plan,
    seat: u8,
    bought: Option<CardKind>,
    w: &CostWeights,
) -> f32 {
    let me = state.player(seat);
    let dist = player_dist(state, plan, seat) as f32;
    let shares = symbol_shares(state, plan, seat);
    let buying = if dist > w.buy_from {
        ((dist - w.buy_from) / w.buy_span.max(1.0)).min(w.buy_cap)
    } else {
        0.0
    };
    let mut deck = me.deck();
    if let Some(k) = bought {
        deck.take(k);
    }
    let lump = |k: CardKind| match k.symbol() {
        CardSymbol::Action => 2.0,
        _ => w.item_lump * k.power() as f32,
    };
    let mut all = Sums::default();
    let mut items = 0.0;
    let mut singles = 0.0;
    for (k, c) in deck.counts() {
        if k.single_use() {
            items += lump(k) * c as f32;
            singles += c as f32;
        } else {
            all.add(k, c as f32, w.worth(k, &shares, buying));
        }
    }
    // A deck thinned below 4 cards draws a smaller hand: each card it gains
    // then adds a card to every hand (the way out of a deck too poor to buy).
    let hand = (all.n + singles).clamp(1.0, 4.0);
    // Turns per half symbol at a pace, by the deck's average and per symbol
    // (the way is paid at a steady rate, so turns are the distance times this).
    let rates = |pace: &Pace| -> [f32; 2] {
        let a = 1.0 / pace.average;
        // Each symbol's part of the way, in symbols, at a hand of cards a turn.
        let h: f32 =
            (0..3).map(|i| shares[i] / 2.0 / (pace.hand * pace.per_card[i].max(w.floor))).sum();
        [a, h]
    };
    let blend = |[a, h]: [f32; 2]| -> f32 {
        if w.per_symbol == 0.0 { a } else { w.per_symbol * h + (1.0 - w.per_symbol) * a }
    };
    let old = all.pace(hand);
    let deck_rates = rates(&old);
    let mut left = (dist - items).max(0.0);
    // After the reshuffle the whole deck is drawn from, with the card bought.
    let mut after = deck_rates;
    let mut whole = all;
    match bought {
        Some(k) if k.single_use() => left = (left - lump(k)).max(0.0),
        Some(k) => {
            whole.add(k, 1.0, w.worth(k, &shares, buying));
            after = rates(&whole.pace((whole.n + singles).clamp(1.0, 4.0)));
        }
        None => {}
    }
    // Until then the hands come from the draw pile, at the whole deck's pace.
    let until = me.draw_pile().len() as f32 / 4.0;
    let before = deck_rates;
    let turns = |before: f32, after: f32| -> f32 {
        if left * before <= until { left * before } else { until + (left - until / before) * after }
    };
    let mut bonus = 0.0;
    for t in TokenKind::ALL {
        let held = me.tokens()[t as usize] as f32;
        let v = match t.movement() {
            Some((_, p)) => 2.0 * p as f32,
            None if t == TokenKind::KeepItem => 1.5,
            None => 2.0,
        };
        bonus += w.tokens * held * v / old.average;
    }
    turns(blend(before), blend(after)) - bonus
}
