//! Applying an action: the rules of each play, one step a function. An action
//! is checked completely (see the checks module) before anything changes, so
//! a refused action leaves the state as it was.

use rand::{Rng, RngExt};

use super::action::{
    Action, Event, Events, Path, PurchasePayment, RuleError, Source, Step, TokenUse,
};
use super::cards::{CardKind, Effect, TokenKind};
use super::cardset::Cards;
use super::state::{GameState, Phase};
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::{SeamId, SpaceId};

impl GameState {
    /// Applies an action of the current player. On error nothing changes.
    pub fn apply<R: Rng + ?Sized>(
        &mut self,
        action: Action,
        rng: &mut R,
    ) -> Result<Events, RuleError> {
        let mut ev = Events::new();
        self.apply_into(action, rng, &mut ev)?;
        Ok(ev)
    }

    /// Like [`GameState::apply`], with the events put into `ev` (cleared
    /// first): a loop that plays many actions saves copying them (the
    /// Monte Carlo runner). On error nothing changes and `ev` is empty.
    pub fn apply_into<R: Rng + ?Sized>(
        &mut self,
        action: Action,
        rng: &mut R,
        ev: &mut Events,
    ) -> Result<(), RuleError> {
        ev.clear();
        match self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::Discard => {
                return self.apply_in_discard_phase(action, rng, ev);
            }
            Phase::Play => {}
        }
        // Scientist and Travel Log: the removals come first; the keep-item
        // token may still save the item just used up.
        let removal_step = matches!(
            action,
            Action::RemoveCard(_) | Action::StopRemoving | Action::Token(TokenUse::KeepItem(_))
        );
        if self.turn.removals > 0 && !removal_step {
            return Err(RuleError::RemovalPending);
        }
        if let Action::Explore(c) = action {
            return self.explore(c, ev);
        }
        // Any other play declines the caves the last stop offered.
        let offered = std::mem::take(&mut self.turn.cave_offer);
        let played = match action {
            Action::Move { piece, source, symbol, path } => {
                self.move_piece(piece, source, symbol, &path, ev)
            }
            Action::Pay { piece, target, cards } => self.pay_with_cards(piece, target, &cards, ev),
            Action::Native { piece, source, target } => self.native_move(piece, source, target, ev),
            Action::Draw(k) => self.play_draw_card(k, None, rng, ev),
            Action::DrawFewer { card, count } => self.play_draw_card(card, Some(count), rng, ev),
            Action::RemoveCard(k) => self.remove_card(k, ev),
            Action::StopRemoving => self.stop_removing(),
            Action::Transmit(k) => self.transmit(k, ev),
            Action::Buy { card, payment } => self.buy(card, &payment, ev),
            Action::Token(u) => self.apply_token(u, rng, ev),
            Action::FinishPlaying => Ok(self.finish_playing()),
            Action::Explore(_) => unreachable!("handled above"),
            Action::Discard(_) | Action::EndTurn => {
                Err(RuleError::WrongPhase("phase 1: finish playing before discarding"))
            }
        };
        match played {
            Ok(used_items) => {
                self.turn.used_items = used_items;
                Ok(())
            }
            Err(e) => {
                self.turn.cave_offer = offered;
                ev.clear();
                Err(e)
            }
        }
    }

    /// Phase 2: discard cards still in hand, or end the turn.
    fn apply_in_discard_phase<R: Rng + ?Sized>(
        &mut self,
        action: Action,
        rng: &mut R,
        ev: &mut Events,
    ) -> Result<(), RuleError> {
        match action {
            Action::Discard(k) => {
                let p = &mut self.players[self.current as usize];
                if !p.hand.take(k) {
                    return Err(RuleError::NotInHand(k));
                }
                p.discard.add(k);
                Ok(())
            }
            Action::EndTurn => {
                self.end_turn(rng, ev);
                Ok(())
            }
            _ => Err(RuleError::WrongPhase("phase 2: discard cards or end the turn")),
        }
    }

    // ---- the plays of phase 1 ------------------------------------------------------------
    // Each returns the items used up and not yet kept, which the keep-item token
    // may still save: those of this play, or during removals those of the play before.

    /// A card or movement token moves a piece along a path of one symbol,
    /// paying the symbol blockades on the way.
    fn move_piece(
        &mut self,
        piece: u8,
        source: Source,
        symbol: Symbol,
        path: &Path,
        ev: &mut Events,
    ) -> Result<Cards, RuleError> {
        let plan = self.check_move(piece, source, symbol, path)?;
        let used = self.spend_source(source, ev);
        let seat = self.current;
        for &i in &plan.breaks {
            self.take_blockade(i as usize, seat, false, ev);
        }
        for step in path {
            if let Step::Enter(s) = *step {
                ev.push(Event::Entered { player: seat, piece, space: s });
            }
        }
        self.arrive_or_stop(piece, plan.end, ev);
        Ok(used)
    }

    /// Cards from hand pay for a rubble space, a base camp or a rubble blockade.
    fn pay_with_cards(
        &mut self,
        piece: u8,
        target: Step,
        cards: &Cards,
        ev: &mut Events,
    ) -> Result<Cards, RuleError> {
        let from = self.piece_at(piece)?;
        self.check_in_hand(cards)?;
        match target {
            Step::Enter(to) => self.enter_by_discarding(piece, from, to, cards, ev)?,
            Step::Break(seam) => self.break_rubble_blockade(from, seam, cards, ev)?,
        }
        Ok(Cards::EMPTY)
    }

    /// Rubble: exactly as many cards as symbols, discarded. Base camp: the same,
    /// but the cards leave the game.
    fn enter_by_discarding(
        &mut self,
        piece: u8,
        from: SpaceId,
        to: SpaceId,
        cards: &Cards,
        ev: &mut Events,
    ) -> Result<(), RuleError> {
        self.check_entry(piece, from, to, false)?;
        let terrain = self.board.terrain(to);
        if !matches!(terrain, Terrain::Rubble | Terrain::Basecamp) {
            return Err(RuleError::NotPaidByCards(to));
        }
        let needed = self.board.power(to);
        let given = cards.len() as u8;
        if given != needed {
            return Err(RuleError::WrongCardCount { space: to, needed, given });
        }
        let seat = self.current;
        self.turn.change_pending = false;
        let p = &mut self.players[seat as usize];
        p.hand.take_all(cards);
        if terrain == Terrain::Basecamp {
            p.removed.add_all(cards);
            for k in cards.iter() {
                ev.push(Event::Removed { player: seat, card: k });
            }
        } else {
            p.played.add_all(cards);
        }
        ev.push(Event::Entered { player: seat, piece, space: to });
        self.arrive_or_stop(piece, to, ev);
        Ok(())
    }

    /// A rubble blockade takes exactly as many cards as it shows, discarded.
    fn break_rubble_blockade(
        &mut self,
        from: SpaceId,
        seam: SeamId,
        cards: &Cards,
        ev: &mut Events,
    ) -> Result<(), RuleError> {
        let i = self.blockade_next_to(from, seam)?;
        let b = self.blockades[i].blockade;
        if b.terrain != Terrain::Rubble || cards.len() != b.power as usize {
            return Err(RuleError::BlockadeRequirement(b));
        }
        let seat = self.current;
        self.turn.change_pending = false;
        let p = &mut self.players[seat as usize];
        p.hand.take_all(cards);
        p.played.add_all(cards);
        self.take_blockade(i, seat, false, ev);
        Ok(())
    }

    /// The Native card or the native-move token: one adjacent space whatever it
    /// asks for, or an adjacent blockade torn down (with the generous-native
    /// rule, entering through a blockade tears it down too).
    fn native_move(
        &mut self,
        piece: u8,
        source: Source,
        target: Step,
        ev: &mut Events,
    ) -> Result<Cards, RuleError> {
        self.check_native_source(source)?;
        let from = self.piece_at(piece)?;
        let (to, blockade) = match target {
            Step::Enter(to) => {
                let generous = self.config.rules.generous_native;
                self.check_entry(piece, from, to, generous)?;
                let crossed = if generous { self.board.seam_between(from, to) } else { None };
                (Some(to), crossed.and_then(|seam| self.intact_blockade(seam)))
            }
            Step::Break(seam) => (None, Some(self.blockade_next_to(from, seam)?)),
        };
        let used = self.spend_source(source, ev);
        let seat = self.current;
        if let Some(i) = blockade {
            self.take_blockade(i, seat, true, ev);
        }
        if let Some(to) = to {
            ev.push(Event::Entered { player: seat, piece, space: to });
            self.arrive_or_stop(piece, to, ev);
        }
        Ok(used)
    }

    /// Cartographer, Compass, Scientist or Travel Log: draw (`fewer`: only
    /// that many, where the card says "up to"), then maybe remove cards in
    /// hand from the game.
    fn play_draw_card<R: Rng + ?Sized>(
        &mut self,
        k: CardKind,
        fewer: Option<u8>,
        rng: &mut R,
        ev: &mut Events,
    ) -> Result<Cards, RuleError> {
        let Some(Effect::Draw { draw, up_to, remove }) = k.info().effect else {
            return Err(RuleError::NotADrawCard(k));
        };
        let count = match fewer {
            None => draw,
            Some(_) if !up_to => return Err(RuleError::MustDrawAll { card: k, draw }),
            Some(n) if n > draw => return Err(RuleError::TooManyDraws { card: k, draw }),
            Some(n) => n,
        };
        if !self.current_player().hand.contains(k) {
            return Err(RuleError::NotInHand(k));
        }
        let used = self.play_card(k, ev);
        self.draw_cards(self.current as usize, count as usize, rng, ev);
        self.turn.removals = remove;
        Ok(used)
    }

    /// After Scientist or Travel Log: one card in hand leaves the game.
    fn remove_card(&mut self, k: CardKind, ev: &mut Events) -> Result<Cards, RuleError> {
        if self.turn.removals == 0 {
            return Err(RuleError::NoRemovalPending);
        }
        let seat = self.current;
        let p = &mut self.players[seat as usize];
        if !p.hand.take(k) {
            return Err(RuleError::NotInHand(k));
        }
        p.removed.add(k);
        ev.push(Event::Removed { player: seat, card: k });
        self.turn.removals -= 1;
        Ok(self.turn.used_items)
    }

    /// After Scientist or Travel Log: remove no more cards.
    fn stop_removing(&mut self) -> Result<Cards, RuleError> {
        if self.turn.removals == 0 {
            return Err(RuleError::NoRemovalPending);
        }
        self.turn.removals = 0;
        Ok(self.turn.used_items)
    }

    /// The Transmitter leaves the game and brings any market card for free.
    fn transmit(&mut self, k: CardKind, ev: &mut Events) -> Result<Cards, RuleError> {
        if !k.is_market_card() {
            return Err(RuleError::NotInMarket(k));
        }
        if !self.market.can_take(k) {
            return Err(RuleError::NotBuyable(k));
        }
        let seat = self.current;
        let p = &mut self.players[seat as usize];
        if !p.hand.take(CardKind::Transmitter) {
            return Err(RuleError::NotInHand(CardKind::Transmitter));
        }
        p.removed.add(CardKind::Transmitter);
        p.gained.add(k);
        self.market.take(k);
        self.turn.change_pending = false;
        ev.push(Event::Removed { player: seat, card: CardKind::Transmitter });
        ev.push(Event::Gained { player: seat, card: k, transmitted: true });
        Ok(Cards::from_kinds([CardKind::Transmitter]))
    }

    /// One purchase a turn: the payment's cards go into play (items whose coins
    /// are spent leave the game), its coin tokens are used, the card is held
    /// apart until the play phase ends.
    fn buy(
        &mut self,
        card: CardKind,
        payment: &PurchasePayment,
        ev: &mut Events,
    ) -> Result<Cards, RuleError> {
        self.check_buy(card, payment)?;
        let used = self.spend_payment_cards(payment, ev);
        self.spend_coin_tokens(payment, ev);
        let seat = self.current;
        self.players[seat as usize].gained.add(card);
        self.market.take(card);
        self.turn.bought = true;
        ev.push(Event::Gained { player: seat, card, transmitted: false });
        Ok(used)
    }

    /// Puts the payment's cards into play, and items whose function the
    /// purchase uses out of the game (A6); returns those items.
    fn spend_payment_cards(&mut self, payment: &PurchasePayment, ev: &mut Events) -> Cards {
        let seat = self.current;
        let p = &mut self.players[seat as usize];
        p.hand.take_all(&payment.cards);
        let mut used = Cards::EMPTY;
        let mut changed = payment.changed;
        for (k, n) in payment.cards.counts() {
            for _ in 0..n {
                let function = k.buying_uses_function() || changed == Some(k);
                if changed == Some(k) {
                    changed = None;
                }
                if k.single_use() && function {
                    p.removed.add(k);
                    used.add(k);
                    ev.push(Event::Removed { player: seat, card: k });
                } else {
                    p.played.add(k);
                }
            }
        }
        if !payment.cards.is_empty() {
            self.turn.change_pending = false;
        }
        used
    }

    fn spend_coin_tokens(&mut self, payment: &PurchasePayment, ev: &mut Events) {
        let seat = self.current;
        let p = &mut self.players[seat as usize];
        p.tokens[TokenKind::Coin1 as usize] -= payment.coin1;
        p.tokens[TokenKind::Coin2 as usize] -= payment.coin2;
        self.tokens_used[TokenKind::Coin1 as usize] += payment.coin1;
        self.tokens_used[TokenKind::Coin2 as usize] += payment.coin2;
        for _ in 0..payment.coin1 {
            ev.push(Event::TokenUsed { player: seat, token: TokenKind::Coin1 });
        }
        for _ in 0..payment.coin2 {
            ev.push(Event::TokenUsed { player: seat, token: TokenKind::Coin2 });
        }
    }

    /// The end of phase 1: the cards played and the cards gained go to the
    /// discard pile.
    #[inline]
    fn finish_playing(&mut self) -> Cards {
        let p = &mut self.players[self.current as usize];
        let (played, gained) = (p.played, p.gained);
        p.discard.add_all(&played);
        p.discard.add_all(&gained);
        p.played = Cards::EMPTY;
        p.gained = Cards::EMPTY;
        self.phase = Phase::Discard;
        Cards::EMPTY
    }

    /// A cave token used for its own effect.
    fn apply_token<R: Rng + ?Sized>(
        &mut self,
        u: TokenUse,
        rng: &mut R,
        ev: &mut Events,
    ) -> Result<Cards, RuleError> {
        let seat = self.current as usize;
        let t = match u {
            TokenUse::DrawCard => TokenKind::DrawCard,
            TokenUse::RemoveCard(_) => TokenKind::RemoveCard,
            TokenUse::SwapHand(_) => TokenKind::SwapHand,
            TokenUse::KeepItem(_) => TokenKind::KeepItem,
            TokenUse::PassOccupied => TokenKind::PassOccupied,
            TokenUse::ChangeSymbol => TokenKind::ChangeSymbol,
        };
        if !self.players[seat].has_token(t) {
            return Err(RuleError::NoToken(t));
        }
        match u {
            TokenUse::DrawCard => {
                self.use_token(t, ev);
                self.draw_cards(seat, 1, rng, ev);
            }
            TokenUse::RemoveCard(k) => {
                let p = &mut self.players[seat];
                if !p.hand.take(k) {
                    return Err(RuleError::NotInHand(k));
                }
                p.removed.add(k);
                ev.push(Event::Removed { player: seat as u8, card: k });
                self.use_token(t, ev);
            }
            TokenUse::SwapHand(cards) => {
                let n = cards.len();
                if !(1..=4).contains(&n) {
                    return Err(RuleError::BadSwap);
                }
                self.check_in_hand(&cards)?;
                let p = &mut self.players[seat];
                p.hand.take_all(&cards);
                p.played.add_all(&cards);
                self.use_token(t, ev);
                self.draw_cards(seat, n, rng, ev);
            }
            TokenUse::KeepItem(k) => {
                if !self.turn.used_items.contains(k) {
                    return Err(RuleError::NothingToKeep);
                }
                self.turn.used_items.take(k);
                let p = &mut self.players[seat];
                p.removed.take(k);
                p.played.add(k);
                self.use_token(t, ev);
            }
            TokenUse::PassOccupied => {
                self.turn.pass_occupied = true;
                self.use_token(t, ev);
            }
            TokenUse::ChangeSymbol => {
                self.turn.change_pending = true;
                self.use_token(t, ev);
            }
        }
        // Keep item works on the items just used up; every other token ends their chance.
        Ok(if matches!(u, TokenUse::KeepItem(_)) { self.turn.used_items } else { Cards::EMPTY })
    }

    // ---- effects shared by the plays --------------------------------------------------

    /// What pays for a movement or a native move is spent; returns the item used up, if any.
    fn spend_source(&mut self, source: Source, ev: &mut Events) -> Cards {
        match source {
            Source::Card(k) => self.play_card(k, ev),
            Source::Token(t) => {
                self.use_token(t, ev);
                Cards::EMPTY
            }
        }
    }

    /// A card in hand is played for its function: an item then leaves the game
    /// (returned, for the keep-item token), any other card goes into play.
    #[inline]
    fn play_card(&mut self, k: CardKind, ev: &mut Events) -> Cards {
        let seat = self.current;
        let p = &mut self.players[seat as usize];
        p.hand.take(k);
        self.turn.change_pending = false;
        if k.single_use() {
            p.removed.add(k);
            ev.push(Event::Removed { player: seat, card: k });
            Cards::from_kinds([k])
        } else {
            p.played.add(k);
            Cards::EMPTY
        }
    }

    fn use_token(&mut self, t: TokenKind, ev: &mut Events) {
        let seat = self.current;
        self.players[seat as usize].tokens[t as usize] -= 1;
        self.tokens_used[t as usize] += 1;
        ev.push(Event::TokenUsed { player: seat, token: t });
    }

    fn take_blockade(&mut self, i: usize, seat: u8, by_native: bool, ev: &mut Events) {
        let b = &mut self.blockades[i];
        b.owner = Some(seat);
        self.players[seat as usize].blockades.push(b.blockade.number);
        ev.push(Event::BlockadeBroken {
            player: seat,
            seam: b.seam,
            blockade: b.blockade,
            by_native,
        });
    }

    /// The end of a movement play: the piece arrives in El Dorado, or stops and
    /// is offered the caves next to it that it may explore (A10).
    fn arrive_or_stop(&mut self, piece: u8, to: SpaceId, ev: &mut Events) {
        let seat = self.current;
        self.players[seat as usize].last_moved = self.round;
        if self.board.is_finish(to) {
            let p = &mut self.players[seat as usize];
            p.pieces[piece as usize].at = None;
            ev.push(Event::Arrived { player: seat, piece });
            if p.pieces.iter().all(|x| x.at.is_none()) {
                p.completed = Some(self.round);
                self.final_round = true;
                ev.push(Event::Completed { player: seat });
                if seat as usize == self.players.len() - 1 {
                    self.finish_game(ev);
                }
            }
            return;
        }
        let near = self.caves_next_to(to);
        let pc = &mut self.players[seat as usize].pieces[piece as usize];
        pc.at = Some(to);
        ev.push(Event::Stopped { player: seat, piece, space: to });
        let fresh = near & !pc.last_caves;
        pc.last_caves = near;
        if fresh != 0 {
            let with_tokens = self.piles.iter().enumerate().filter(|(_, p)| !p.is_empty());
            self.turn.cave_offer = with_tokens.fold(0, |m, (c, _)| m | (fresh & (1 << c)));
        }
    }

    /// Explores a cave the last stop offered: its top token is the player's.
    fn explore(&mut self, cave: u8, ev: &mut Events) -> Result<(), RuleError> {
        let bit = 1u64.checked_shl(cave as u32).unwrap_or(0);
        if self.turn.cave_offer & bit == 0 {
            return Err(RuleError::NotExplorable(cave));
        }
        self.turn.cave_offer &= !bit;
        let seat = self.current;
        if let Some(t) = self.piles.get_mut(cave as usize).and_then(|p| p.pop()) {
            self.players[seat as usize].tokens[t as usize] += 1;
            ev.push(Event::CaveToken { player: seat, cave, token: t });
        }
        Ok(())
    }

    /// Draws up to `n` cards, reshuffling the discard pile into the draw pile when
    /// it runs out; stops when both are empty. Cards in play are not reshuffled.
    pub(crate) fn draw_cards<R: Rng + ?Sized>(
        &mut self,
        seat: usize,
        n: usize,
        rng: &mut R,
        ev: &mut Events,
    ) {
        let p = &mut self.players[seat];
        let mut drawn = 0u8;
        for _ in 0..n {
            let mut size = p.draw.len();
            if size == 0 {
                if p.discard.is_empty() {
                    break;
                }
                // The draw pile is a multiset drawn from uniformly at random, which
                // is the same as shuffling it.
                let mut discard = p.discard;
                discard.drain_into(&mut p.draw);
                p.discard = Cards::EMPTY;
                size = p.draw.len();
                ev.push(Event::Reshuffled { player: seat as u8 });
            }
            let k = p.draw.nth(rng.random_range(0..size)).expect("index below size");
            p.draw.take(k);
            p.hand.add(k);
            drawn += 1;
        }
        if drawn > 0 {
            ev.push(Event::Drew { player: seat as u8, count: drawn });
        }
    }
}
