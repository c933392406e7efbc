//! The fast heuristic bot: a sensible deck-building race at a few microseconds
//! a turn. Each call it
//! 1. draws first (Cartographer, Compass, Scientist, Travel Log, draw tokens);
//! 2. picks the card it wants to buy and sets the cheapest payment aside;
//! 3. moves greedily with the other cards, toward El Dorado by the distance
//!    table, thinning its deck at base camps with its weakest cards;
//! 4. buys, then keeps only strong unplayed cards.

use arrayvec::ArrayVec;
use rand_chacha::ChaCha8Rng;

use super::Bot;
use super::eval::{Dist, card_value, player_dist, symbol_index, symbol_shares};
use super::movegen::Reach;
use crate::catalog::Terrain;
use crate::sim::action::{Action, Payment, Source, Step, TokenUse};
use crate::sim::board::{NO_SPACE, Sp};
use crate::sim::cards::{CardKind, Symbol, TokenKind};
use crate::sim::cardset::Cards;
use crate::sim::state::{GameState, Phase};

/// Tunable weights of the fast bot.
#[derive(Debug, Clone, Copy)]
pub struct FastParams {
    /// Below this distance (half symbols) the bot stops buying.
    pub stop_buying: i32,
    /// A card must be worth this much to be bought.
    pub min_buy_value: f32,
    /// Decks are not thinned below this many cards.
    pub min_deck: usize,
}

impl Default for FastParams {
    fn default() -> Self {
        FastParams { stop_buying: 14, min_buy_value: 1.4, min_deck: 7 }
    }
}

#[derive(Debug, Clone, Default)]
pub struct FastBot {
    reach: Reach,
    pub params: FastParams,
}

/// A candidate play with its worth.
struct Play {
    action: Action,
    score: f32,
}

impl FastBot {
    pub fn new() -> Self {
        Self::default()
    }

    fn buying_weight(dist: i32, stop: i32) -> f32 {
        if dist <= stop { 0.0 } else { (dist - stop) as f32 / 60.0 }.min(0.6)
    }

    fn play(&mut self, state: &GameState) -> Action {
        let seat = state.current();
        let me = state.player(seat);
        let hand = *me.hand();
        let dist = player_dist(state, seat);
        let shares = symbol_shares(state, seat);
        let buying = Self::buying_weight(dist, self.params.stop_buying);
        let value = |k: CardKind| card_value(k, &shares, buying);

        if state.pending_removals() > 0 {
            let deck = me.deck().len();
            let worst = hand.kinds().min_by(|a, b| value(*a).total_cmp(&value(*b)));
            return match worst {
                Some(k) if deck > self.params.min_deck && value(k) < 1.1 => Action::RemoveCard(k),
                _ => Action::StopRemoving,
            };
        }
        if let Some(k) = state.just_used_items().kinds().next()
            && me.has_token(TokenKind::KeepItem)
        {
            return Action::Token(TokenUse::KeepItem(k));
        }
        for k in [CardKind::Compass, CardKind::TravelLog, CardKind::Cartographer, CardKind::Scientist] {
            if hand.contains(k) {
                return Action::Draw(k);
            }
        }
        if me.has_token(TokenKind::DrawCard) {
            return Action::Token(TokenUse::DrawCard);
        }
        if me.has_token(TokenKind::RemoveCard)
            && me.deck().len() > self.params.min_deck
            && let Some(k) = hand.kinds().filter(|k| k.is_starting_card()).min_by(|a, b| value(*a).total_cmp(&value(*b)))
        {
            return Action::Token(TokenUse::RemoveCard(k));
        }

        // Coins buy, other cards move: set aside the coin cards the best purchase
        // in reach would need, move with the rest, then buy with what is left.
        let tokens_money = 2 * me.tokens()[TokenKind::Coin1 as usize] as u32 + 4 * me.tokens()[TokenKind::Coin2 as usize] as u32;
        let min_buy_value = self.params.min_buy_value;
        let best_buy = |money: u32| {
            state
                .market()
                .buyable()
                .filter(|k| 2 * k.cost().unwrap_or(0) as u32 <= money)
                .map(|k| (k, value(k)))
                .filter(|&(_, v)| v >= min_buy_value)
                .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cost().cmp(&a.0.cost())))
                .map(|(k, _)| k)
        };
        let buying_now = !state.has_bought() && dist > self.params.stop_buying;
        let mut reserved = Cards::EMPTY;
        if buying_now && let Some(k) = best_buy(hand.half_coins() + tokens_money) {
            let mut need = (2 * k.cost().unwrap_or(0) as u32).saturating_sub(tokens_money);
            let mut coins: ArrayVec<CardKind, 64> = hand.iter().filter(|k| k.symbol() == Symbol::Coin).collect();
            coins.sort_by_key(|k| std::cmp::Reverse(k.power()));
            for c in coins {
                if need == 0 {
                    break;
                }
                reserved.add(c);
                need = need.saturating_sub(c.half_coins() as u32);
            }
        }
        let mut free = hand;
        free.take_all(&reserved);

        if let Some(play) = self.best_move(state, &free, &shares, buying) {
            return play.action;
        }
        if hand.contains(CardKind::Transmitter) {
            let best = CardKind::ALL
                .into_iter()
                .filter(|&k| k.is_market_card() && state.market().can_take(k))
                .max_by(|a, b| value(*a).total_cmp(&value(*b)));
            if let Some(k) = best {
                return Action::Transmit(k);
            }
        }
        if buying_now
            && let Some(card) = best_buy(hand.half_coins() + tokens_money)
            && let Some(payment) = cheapest_payment(state, &hand, 2 * card.cost().unwrap_or(0) as u32, &shares)
        {
            return Action::Buy { card, payment };
        }
        Action::FinishPlaying
    }

    /// The best single movement play, if any gains ground.
    fn best_move(&mut self, state: &GameState, free: &Cards, shares: &[f32; 3], buying: f32) -> Option<Play> {
        let seat = state.current();
        let me = state.player(seat);
        let dist = Dist::new(state, seat);
        let mut best: Option<Play> = None;
        let mut consider = |p: Play| {
            if p.score > 0.0 && best.as_ref().is_none_or(|b| p.score > b.score) {
                best = Some(p);
            }
        };
        // Sources by symbol: (source, power, symbol).
        let mut sources: ArrayVec<(Source, u8, Symbol), 24> = ArrayVec::new();
        for k in free.kinds() {
            if k.power() == 0 {
                continue;
            }
            if state.change_pending() && !matches!(k.symbol(), Symbol::Joker) {
                for s in Symbol::MOVES {
                    sources.push((Source::Card(k), k.power(), s));
                }
            } else {
                for &s in k.move_symbols() {
                    sources.push((Source::Card(k), k.power(), s));
                }
            }
        }
        for t in TokenKind::ALL {
            if let Some((s, p)) = t.movement()
                && me.has_token(t)
            {
                sources.push((Source::Token(t), p, s));
            }
        }
        for (pi, piece) in me.pieces().iter().enumerate() {
            let Some(at) = piece.at else { continue };
            let d0 = dist.of(at);
            for symbol in Symbol::MOVES {
                let budget = sources.iter().filter(|s| s.2 == symbol).map(|s| s.1).max().unwrap_or(0);
                if budget == 0 {
                    continue;
                }
                self.reach.search(state, pi as u8, at, symbol, budget);
                for &(source, power, sym) in &sources {
                    if sym != symbol {
                        continue;
                    }
                    // Cheaper cards first for equal gain; tokens are saved unless they pay off fully.
                    // (Cards set aside for the purchase are not offered here.)
                    let cost = match source {
                        Source::Card(k) => 0.1 * k.power() as f32 + if k.single_use() { 1.5 } else { 0.0 },
                        Source::Token(_) => 0.5 * power as f32,
                    };
                    let mut best_end: Option<(Sp, i32)> = None;
                    for &(s, c) in &self.reach.reached {
                        if c > power {
                            continue;
                        }
                        let g = d0 - dist.of(s);
                        if best_end.is_none_or(|(_, bg)| g > bg) {
                            best_end = Some((s, g));
                        }
                    }
                    if let Some((end, gain)) = best_end {
                        consider(Play {
                            action: Action::Move { piece: pi as u8, source, symbol, path: self.reach.path_to(end) },
                            score: gain as f32 - cost,
                        });
                    }
                    for &(seam, bp) in &self.reach.breakable {
                        if bp <= power {
                            let mut path = crate::sim::action::Path::new();
                            path.push(Step::Break(seam));
                            consider(Play {
                                action: Action::Move { piece: pi as u8, source, symbol, path },
                                score: 2.0 * bp as f32 - cost + 0.5,
                            });
                        }
                    }
                }
            }
            // Native card or token: the most expensive step ahead for free.
            let natives: ArrayVec<Source, 2> = [
                free.contains(CardKind::Native).then_some(Source::Card(CardKind::Native)),
                me.has_token(TokenKind::NativeMove).then_some(Source::Token(TokenKind::NativeMove)),
            ]
            .into_iter()
            .flatten()
            .collect();
            let board = state.board();
            let (ns, seams) = board.edges(at);
            for source in natives {
                for k in 0..6 {
                    let n = ns[k];
                    if n == NO_SPACE {
                        break;
                    }
                    if let Some(b) = state.intact_blockade(seams[k]) {
                        let bl = state.blockades()[b].blockade;
                        let per = if bl.terrain == Terrain::Rubble { 3.0 } else { 2.0 };
                        consider(Play {
                            action: Action::Native { piece: pi as u8, source, target: Step::Break(seams[k]) },
                            score: per * bl.power as f32 - 1.5,
                        });
                        if !state.rules().generous_native {
                            continue;
                        }
                    }
                    if !state.pass_occupied_active() && state.occupied_by_other(n, seat, pi as u8) {
                        continue;
                    }
                    let gain = d0 - dist.of(n);
                    // Worth it only on a costly space.
                    consider(Play { action: Action::Native { piece: pi as u8, source, target: Step::Enter(n) }, score: gain as f32 - 3.5 });
                }
            }
            // Rubble and base camps, paid with the weakest cards.
            for k in 0..6 {
                let n = ns[k];
                if n == NO_SPACE {
                    break;
                }
                let blockade = state.intact_blockade(seams[k]);
                let (target, count, basecamp, gain) = match blockade {
                    Some(b) => {
                        let bl = state.blockades()[b].blockade;
                        if bl.terrain != Terrain::Rubble {
                            continue;
                        }
                        (Step::Break(seams[k]), bl.power, false, 3 * bl.power as i32)
                    }
                    None => {
                        let t = board.terrain(n);
                        if !matches!(t, Terrain::Rubble | Terrain::Basecamp) {
                            continue;
                        }
                        if !state.pass_occupied_active() && state.occupied_by_other(n, seat, pi as u8) {
                            continue;
                        }
                        (Step::Enter(n), board.power(n), t == Terrain::Basecamp, d0 - dist.of(n))
                    }
                };
                if (count as usize) > free.len() {
                    continue;
                }
                let mut cards = Cards::EMPTY;
                let mut pool = *free;
                let mut cost = 0.0;
                for _ in 0..count {
                    let Some(w) = pool.kinds().min_by(|a, b| card_value(*a, shares, buying).total_cmp(&card_value(*b, shares, buying))) else { break };
                    pool.take(w);
                    cards.add(w);
                    let v = card_value(w, shares, buying);
                    // Removing a weak card at a base camp thins the deck: a gain.
                    cost += if basecamp {
                        // Removing a starting card thins the deck; a bought card is a loss.
                        if w.is_starting_card() && me.deck().len() > self.params.min_deck { v - 1.3 } else { 1.5 * v + 1.0 }
                    } else {
                        0.4 * v
                    };
                }
                if cards.len() == count as usize {
                    consider(Play { action: Action::Pay { piece: pi as u8, target, cards }, score: gain as f32 - cost });
                }
            }
        }
        best
    }
}

/// The cheapest set of hand cards (and coin tokens) worth `need` half coins,
/// paying with coin cards and the cards least useful for moving first.
pub fn cheapest_payment(state: &GameState, hand: &Cards, need: u32, shares: &[f32; 3]) -> Option<Payment> {
    let me = state.current_player();
    let mut pay = Payment::default();
    let mut have = 0u32;
    // Coin tokens first: they serve nothing else as well.
    for (t, v) in [(TokenKind::Coin2, 4u32), (TokenKind::Coin1, 2)] {
        for _ in 0..me.tokens()[t as usize] {
            if have >= need {
                break;
            }
            have += v;
            if t == TokenKind::Coin2 { pay.coin2 += 1 } else { pay.coin1 += 1 }
        }
    }
    // Then cards by how little they would do as movement, per half coin.
    let mut order: ArrayVec<(CardKind, f32), 64> = hand
        .iter()
        .map(|k| {
            let movement = match symbol_index(k.symbol()) {
                Some(i) if k.symbol() != Symbol::Coin => k.power() as f32 * shares[i],
                _ if k.symbol() == Symbol::Joker => k.power() as f32 * 0.5,
                _ if k.symbol() == Symbol::Action => 1.0,
                _ => 0.0,
            };
            (k, movement / k.half_coins() as f32)
        })
        .collect();
    order.sort_by(|a, b| a.1.total_cmp(&b.1).then(b.0.half_coins().cmp(&a.0.half_coins())));
    for &(k, _) in &order {
        if have >= need {
            break;
        }
        have += k.half_coins() as u32;
        pay.cards.add(k);
    }
    if have < need {
        return None;
    }
    // Drop what is not needed, smallest first.
    for &(k, _) in order.iter().rev() {
        if pay.cards.contains(k) && have - k.half_coins() as u32 >= need {
            pay.cards.take(k);
            have -= k.half_coins() as u32;
        }
    }
    while pay.coin1 > 0 && have - 2 >= need {
        pay.coin1 -= 1;
        have -= 2;
    }
    Some(pay)
}

impl Bot for FastBot {
    fn name(&self) -> &'static str {
        "fast"
    }

    fn choose(&mut self, state: &GameState, _rng: &mut ChaCha8Rng) -> Action {
        match state.phase() {
            Phase::Over => Action::EndTurn,
            Phase::Discard => {
                // Keep only a Native: other cards that found no use this turn would
                // most likely find none next turn either, and a kept card is one
                // fewer fresh draw.
                match state.current_player().hand().kinds().find(|&k| k != CardKind::Native) {
                    Some(k) => Action::Discard(k),
                    None => Action::EndTurn,
                }
            }
            Phase::Play => self.play(state),
        }
    }
}
