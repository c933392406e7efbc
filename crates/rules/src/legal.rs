//! The legal actions of a state.
//!
//! Each distinct outcome is listed once: one path per (piece, card, symbol,
//! end space, blockades paid) — other paths to the same place differ only in
//! power that is lost anyway — and, for purchases, only payments from which no
//! card can be dropped (overpaying is legal but the same as paying exactly and
//! discarding the rest in phase 2). [`GameState::apply`] accepts every legal
//! action, listed or not.

use arrayvec::ArrayVec;

use super::action::{Action, Path, PurchasePayment, Step, TokenUse};
use super::cards::{CardKind, Effect, TokenKind};
use super::cardset::Cards;
use super::sources::MoveSource;
use super::state::{GameState, Phase};
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::{SeamId, SpaceId};

impl GameState {
    /// Every legal action of the current player.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Like [`GameState::legal_actions`], reusing a buffer.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Over => {}
            Phase::Discard => {
                out.extend(self.current_player().hand.kinds().map(Action::Discard));
                out.push(Action::EndTurn);
            }
            Phase::Play => {
                let p = self.current_player();
                if !self.turn.used_items.is_empty() && p.has_token(TokenKind::KeepItem) {
                    out.extend(
                        self.turn.used_items.kinds().map(|k| Action::Token(TokenUse::KeepItem(k))),
                    );
                }
                if self.turn.removals > 0 {
                    out.extend(p.hand.kinds().map(Action::RemoveCard));
                    out.push(Action::StopRemoving);
                    return;
                }
                out.extend(self.caves_to_explore().map(Action::Explore));
                self.legal_moves(out);
                self.legal_payments(out);
                self.legal_natives(out);
                for k in p.hand.kinds() {
                    if let Some(Effect::Draw { draw, up_to, .. }) = k.info().effect {
                        out.push(Action::Draw(k));
                        if up_to {
                            out.extend((0..draw).map(|count| Action::DrawFewer { card: k, count }));
                        }
                    }
                }
                if p.hand.contains(CardKind::Transmitter) {
                    out.extend(
                        CardKind::ALL
                            .into_iter()
                            .filter(|&k| k.is_market_card() && self.market.can_take(k))
                            .map(Action::Transmit),
                    );
                }
                if !self.turn.bought {
                    self.legal_buys(out);
                }
                self.legal_tokens(out);
                out.push(Action::FinishPlaying);
            }
        }
    }

    fn legal_moves(&self, out: &mut Vec<Action>) {
        let p = self.current_player();
        let sources = self.movement_sources(&p.hand);
        for (piece, pc) in p.pieces.iter().enumerate() {
            let Some(at) = pc.at else { continue };
            for &MoveSource { source, power, symbol } in &sources {
                let mut seen: Vec<(SpaceId, u8)> = Vec::new();
                let mut path = Path::new();
                self.move_paths(
                    piece as u8,
                    at,
                    at,
                    symbol,
                    power,
                    0,
                    &mut path,
                    &mut seen,
                    &mut |path| {
                        out.push(Action::Move { piece: piece as u8, source, symbol, path: *path });
                    },
                );
            }
        }
    }

    /// Depth-first search of movement paths; `broken` is a bit mask over blockades.
    #[allow(clippy::too_many_arguments)]
    fn move_paths(
        &self,
        piece: u8,
        origin: SpaceId,
        cur: SpaceId,
        symbol: Symbol,
        left: u8,
        broken: u8,
        path: &mut Path,
        seen: &mut Vec<(SpaceId, u8)>,
        emit: &mut dyn FnMut(&Path),
    ) {
        if !path.is_empty() && !seen.contains(&(cur, broken)) {
            seen.push((cur, broken));
            emit(path);
        }
        if path.is_full() || self.board.is_finish(cur) {
            return;
        }
        let terrain = symbol.terrain();
        let mut tried: ArrayVec<SeamId, 6> = ArrayVec::new();
        for (n, seam) in self.board.exits(cur) {
            let blockade = self.intact_blockade(seam).filter(|&b| broken & (1 << b) == 0);
            if let Some(b) = blockade {
                let bl = self.blockades[b].blockade;
                if !tried.contains(&seam) && bl.terrain == terrain && bl.power <= left {
                    tried.push(seam);
                    path.push(Step::Break(seam));
                    self.move_paths(
                        piece,
                        origin,
                        cur,
                        symbol,
                        left - bl.power,
                        broken | (1 << b),
                        path,
                        seen,
                        emit,
                    );
                    path.pop();
                }
                continue;
            }
            if self.board.terrain(n) != terrain || self.board.power(n) > left {
                continue;
            }
            if !self.turn.pass_occupied && self.occupied_by_other(n, self.current, piece) {
                continue;
            }
            if n == origin || path.contains(&Step::Enter(n)) {
                continue;
            }
            path.push(Step::Enter(n));
            self.move_paths(
                piece,
                origin,
                n,
                symbol,
                left - self.board.power(n),
                broken,
                path,
                seen,
                emit,
            );
            path.pop();
        }
    }

    fn legal_payments(&self, out: &mut Vec<Action>) {
        let p = self.current_player();
        for (piece, pc) in p.pieces.iter().enumerate() {
            let Some(at) = pc.at else { continue };
            let mut tried: ArrayVec<SeamId, 6> = ArrayVec::new();
            for (n, seam) in self.board.exits(at) {
                if let Some(b) = self.intact_blockade(seam) {
                    let bl = self.blockades[b].blockade;
                    if bl.terrain == Terrain::Rubble && !tried.contains(&seam) {
                        tried.push(seam);
                        for_each_subset_of_size(&p.hand, bl.power as usize, &mut |cards| {
                            out.push(Action::Pay {
                                piece: piece as u8,
                                target: Step::Break(seam),
                                cards,
                            });
                        });
                    }
                    continue;
                }
                let t = self.board.terrain(n);
                if !matches!(t, Terrain::Rubble | Terrain::Basecamp) {
                    continue;
                }
                if !self.turn.pass_occupied && self.occupied_by_other(n, self.current, piece as u8)
                {
                    continue;
                }
                for_each_subset_of_size(&p.hand, self.board.power(n) as usize, &mut |cards| {
                    out.push(Action::Pay { piece: piece as u8, target: Step::Enter(n), cards });
                });
            }
        }
    }

    fn legal_natives(&self, out: &mut Vec<Action>) {
        let p = self.current_player();
        for source in self.native_sources(&p.hand) {
            for (piece, pc) in p.pieces.iter().enumerate() {
                let Some(at) = pc.at else { continue };
                let mut tried: ArrayVec<SeamId, 6> = ArrayVec::new();
                for (n, seam) in self.board.exits(at) {
                    let blocked = self.intact_blockade(seam).is_some();
                    if blocked && !tried.contains(&seam) {
                        tried.push(seam);
                        out.push(Action::Native {
                            piece: piece as u8,
                            source,
                            target: Step::Break(seam),
                        });
                    }
                    if blocked && !self.config.rules.generous_native {
                        continue;
                    }
                    if !self.turn.pass_occupied
                        && self.occupied_by_other(n, self.current, piece as u8)
                    {
                        continue;
                    }
                    out.push(Action::Native { piece: piece as u8, source, target: Step::Enter(n) });
                }
            }
        }
    }

    fn legal_buys(&self, out: &mut Vec<Action>) {
        let p = self.current_player();
        let buyable: ArrayVec<CardKind, 18> = self.market.buyable().collect();
        if buyable.is_empty() {
            return;
        }
        let coin1 = p.tokens[TokenKind::Coin1 as usize];
        let coin2 = p.tokens[TokenKind::Coin2 as usize];
        let change = self.turn.change_pending;
        let mut payments: Vec<(PurchasePayment, u32)> = Vec::new();
        for_each_subset(&p.hand, &mut |cards| {
            for c1 in 0..=coin1 {
                for c2 in 0..=coin2 {
                    let plain = PurchasePayment { cards, coin1: c1, coin2: c2, changed: None };
                    payments.push((plain, plain.half_coins()));
                    if change {
                        for k in cards.kinds().filter(|k| k.can_change_to_coins()) {
                            let changed = PurchasePayment { changed: Some(k), ..plain };
                            payments.push((changed, changed.half_coins()));
                        }
                    }
                }
            }
        });
        for card in buyable {
            let need = 2 * card.cost().unwrap_or(0) as u32;
            for &(pay, value) in &payments {
                if value >= need && is_minimal(&pay, need) {
                    out.push(Action::Buy { card, payment: pay });
                }
            }
        }
    }

    fn legal_tokens(&self, out: &mut Vec<Action>) {
        let p = self.current_player();
        if p.has_token(TokenKind::DrawCard) {
            out.push(Action::Token(TokenUse::DrawCard));
        }
        if p.has_token(TokenKind::RemoveCard) {
            out.extend(p.hand.kinds().map(|k| Action::Token(TokenUse::RemoveCard(k))));
        }
        if p.has_token(TokenKind::SwapHand) {
            for n in 1..=4 {
                for_each_subset_of_size(&p.hand, n, &mut |cards| {
                    out.push(Action::Token(TokenUse::SwapHand(cards)))
                });
            }
        }
        if p.has_token(TokenKind::PassOccupied) {
            out.push(Action::Token(TokenUse::PassOccupied));
        }
        if p.has_token(TokenKind::ChangeSymbol) {
            out.push(Action::Token(TokenUse::ChangeSymbol));
        }
    }
}

/// Whether no single card or token can be left out of the payment.
fn is_minimal(pay: &PurchasePayment, need: u32) -> bool {
    for k in pay.cards.kinds() {
        let mut less = *pay;
        less.cards.take(k);
        if less.changed == Some(k) && !less.cards.contains(k) {
            less.changed = None;
        }
        if less.half_coins() >= need {
            return false;
        }
    }
    if pay.coin1 > 0 && (PurchasePayment { coin1: pay.coin1 - 1, ..*pay }).half_coins() >= need {
        return false;
    }
    if pay.coin2 > 0 && (PurchasePayment { coin2: pay.coin2 - 1, ..*pay }).half_coins() >= need {
        return false;
    }
    true
}

/// Calls `f` with every sub-multiset of `cards` (the empty one included).
pub fn for_each_subset(cards: &Cards, f: &mut dyn FnMut(Cards)) {
    let kinds: ArrayVec<(CardKind, u8), 21> = cards.counts().collect();
    fn rec(kinds: &[(CardKind, u8)], acc: Cards, f: &mut dyn FnMut(Cards)) {
        match kinds.split_first() {
            None => f(acc),
            Some((&(k, n), rest)) => {
                let mut acc = acc;
                for _ in 0..=n {
                    rec(rest, acc, f);
                    acc.add(k);
                }
            }
        }
    }
    rec(&kinds, Cards::EMPTY, f);
}

/// Calls `f` with every sub-multiset of `cards` holding exactly `size` cards.
pub fn for_each_subset_of_size(cards: &Cards, size: usize, f: &mut dyn FnMut(Cards)) {
    let kinds: ArrayVec<(CardKind, u8), 21> = cards.counts().collect();
    fn rec(kinds: &[(CardKind, u8)], left: usize, acc: Cards, f: &mut dyn FnMut(Cards)) {
        if left == 0 {
            f(acc);
            return;
        }
        let Some((&(k, n), rest)) = kinds.split_first() else {
            return;
        };
        let mut acc = acc;
        for take in 0..=(n as usize).min(left) {
            rec(rest, left - take, acc, f);
            acc.add(k);
        }
    }
    rec(&kinds, size, Cards::EMPTY, f);
}
