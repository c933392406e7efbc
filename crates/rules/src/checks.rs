//! The checks of the rules: whether an action may be applied, before anything changes.

use arrayvec::ArrayVec;

use super::action::{Path, PurchasePayment, RuleError, Source, Step};
use super::cards::{CardKind, CardSymbol, TokenKind};
use super::cardset::Cards;
use super::state::GameState;
use eldorado_core::catalog::Symbol;
use eldorado_core::map::{SeamId, SpaceId};

/// What a checked movement will do.
pub(super) struct MovePlan {
    pub end: SpaceId,
    /// Blockades (index into `GameState::blockades`) paid on the way.
    pub breaks: ArrayVec<u8, 6>,
}

impl GameState {
    pub(super) fn piece_at(&self, piece: u8) -> Result<SpaceId, RuleError> {
        self.players[self.current as usize]
            .pieces
            .get(piece as usize)
            .and_then(|p| p.at)
            .ok_or(RuleError::NoSuchPiece(piece))
    }

    /// A single step from `from` into `to`, apart from paying for it: adjacent,
    /// enterable, free (or passable with the token), and not behind a blockade
    /// (unless `through_blockade`).
    pub(super) fn check_entry(
        &self,
        piece: u8,
        from: SpaceId,
        to: SpaceId,
        through_blockade: bool,
    ) -> Result<(), RuleError> {
        if !self.board.is_step(from, to) {
            if to.index() < self.board.len()
                && self.board.hex(from).unsigned_distance_to(self.board.hex(to)) == 1
            {
                return Err(RuleError::NotEnterable(to));
            }
            return Err(RuleError::NotAdjacent(to));
        }
        if !self.turn.pass_occupied && self.occupied_by_other(to, self.current, piece) {
            return Err(RuleError::Occupied(to));
        }
        if !through_blockade
            && let Some(seam) = self.board.seam_between(from, to)
            && self.intact_blockade(seam).is_some()
        {
            return Err(RuleError::Blocked(to));
        }
        Ok(())
    }

    /// The intact blockade on a seam that the space touches.
    pub(super) fn blockade_next_to(&self, from: SpaceId, seam: SeamId) -> Result<usize, RuleError> {
        match self.intact_blockade(seam) {
            Some(i) if self.board.touches_seam(from, seam) => Ok(i),
            _ => Err(RuleError::NoBlockade(seam)),
        }
    }

    /// The cards are all in the current player's hand.
    pub(super) fn check_in_hand(&self, cards: &Cards) -> Result<(), RuleError> {
        let hand = &self.players[self.current as usize].hand;
        if hand.contains_all(cards) {
            return Ok(());
        }
        match cards.kinds().find(|&k| cards.count(k) > hand.count(k)) {
            Some(missing) => Err(RuleError::NotInHand(missing)),
            None => Ok(()),
        }
    }

    /// The Native card in hand, or the native-move token held.
    pub(super) fn check_native_source(&self, source: Source) -> Result<(), RuleError> {
        let p = &self.players[self.current as usize];
        match source {
            Source::Card(CardKind::Native) if p.hand.contains(CardKind::Native) => Ok(()),
            Source::Card(CardKind::Native) => Err(RuleError::NotInHand(CardKind::Native)),
            Source::Token(TokenKind::NativeMove) if p.has_token(TokenKind::NativeMove) => Ok(()),
            Source::Token(TokenKind::NativeMove) => Err(RuleError::NoToken(TokenKind::NativeMove)),
            other => Err(RuleError::NotANative(other)),
        }
    }

    /// A movement play: its source may move with the symbol, and every step of
    /// the path enters a space of that symbol or pays a symbol blockade, within
    /// the source's power.
    pub(super) fn check_move(
        &self,
        piece: u8,
        source: Source,
        symbol: Symbol,
        path: &Path,
    ) -> Result<MovePlan, RuleError> {
        let power = self.movement_power(source, symbol)?;
        let cur = self.piece_at(piece)?;
        if path.is_empty() {
            return Err(RuleError::EmptyPath);
        }
        self.check_path(piece, cur, symbol, power, path)
    }

    /// The power a card or movement token brings to a movement with `symbol`:
    /// a joker's or a changed card's any symbol, the others only their own.
    fn movement_power(&self, source: Source, symbol: Symbol) -> Result<u8, RuleError> {
        let player = &self.players[self.current as usize];
        Ok(match source {
            Source::Card(k) => {
                if !player.hand.contains(k) {
                    return Err(RuleError::NotInHand(k));
                }
                if k.power() == 0 {
                    return Err(RuleError::CannotMove(source));
                }
                let any_symbol = self.turn.change_pending || k.symbol() == CardSymbol::Joker;
                if !(any_symbol || k.move_symbols().contains(&symbol)) {
                    return Err(RuleError::WrongSymbol { played: source, symbol });
                }
                k.power()
            }
            Source::Token(t) => {
                if !player.has_token(t) {
                    return Err(RuleError::NoToken(t));
                }
                let Some((s, p)) = t.movement() else {
                    return Err(RuleError::CannotMove(source));
                };
                if s != symbol {
                    return Err(RuleError::WrongSymbol { played: source, symbol });
                }
                p
            }
        })
    }

    /// Walks a movement path from `cur` with `power` to spend.
    fn check_path(
        &self,
        piece: u8,
        mut cur: SpaceId,
        symbol: Symbol,
        power: u8,
        path: &Path,
    ) -> Result<MovePlan, RuleError> {
        let terrain = symbol.terrain();
        let mut left = power;
        let mut breaks: ArrayVec<u8, 6> = ArrayVec::new();
        let last = path.len() - 1;
        for (i, step) in path.iter().enumerate() {
            match *step {
                Step::Enter(to) => {
                    let crossing = self
                        .board
                        .is_step(cur, to)
                        .then(|| self.board.seam_between(cur, to))
                        .flatten();
                    let opened = crossing
                        .and_then(|seam| self.intact_blockade(seam))
                        .is_some_and(|b| breaks.contains(&(b as u8)));
                    self.check_entry(piece, cur, to, opened)?;
                    let t = self.board.terrain(to);
                    if t != terrain {
                        return Err(RuleError::TerrainMismatch { space: to, terrain: t, symbol });
                    }
                    let need = self.board.power(to);
                    if need > left {
                        return Err(RuleError::NotEnoughPower {
                            space: to,
                            symbol,
                            needed: need,
                            left,
                        });
                    }
                    left -= need;
                    if self.board.is_finish(to) && i != last {
                        return Err(RuleError::PastFinish(to));
                    }
                    cur = to;
                }
                Step::Break(seam) => {
                    let b = self.blockade_next_to(cur, seam)?;
                    let bl = self.blockades[b].blockade;
                    if breaks.contains(&(b as u8)) {
                        return Err(RuleError::NoBlockade(seam));
                    }
                    if bl.terrain != terrain || bl.power > left {
                        return Err(RuleError::BlockadeRequirement(bl));
                    }
                    left -= bl.power;
                    breaks.push(b as u8);
                }
            }
        }
        Ok(MovePlan { end: cur, breaks })
    }

    /// A purchase: once a turn, a card the market sells, paid from hand and
    /// tokens with at least its price (a changed card counts its full power).
    pub(super) fn check_buy(
        &self,
        card: CardKind,
        payment: &PurchasePayment,
    ) -> Result<(), RuleError> {
        if self.turn.bought {
            return Err(RuleError::AlreadyBought);
        }
        if !card.is_market_card() {
            return Err(RuleError::NotInMarket(card));
        }
        if !self.market.can_buy(card) {
            return Err(RuleError::NotBuyable(card));
        }
        self.check_in_hand(&payment.cards)?;
        let p = &self.players[self.current as usize];
        if p.tokens[TokenKind::Coin1 as usize] < payment.coin1 {
            return Err(RuleError::NoToken(TokenKind::Coin1));
        }
        if p.tokens[TokenKind::Coin2 as usize] < payment.coin2 {
            return Err(RuleError::NoToken(TokenKind::Coin2));
        }
        if let Some(c) = payment.changed
            && !(self.turn.change_pending && payment.cards.contains(c) && c.can_change_to_coins())
        {
            return Err(RuleError::BadChange(c));
        }
        let half = payment.half_coins();
        let cost = card.cost().unwrap_or(0);
        if half < 2 * cost as u32 {
            let have = if half.is_multiple_of(2) {
                format!("{}", half / 2)
            } else {
                format!("{}½", half / 2)
            };
            return Err(RuleError::TooPoor { card, cost, have });
        }
        Ok(())
    }
}
