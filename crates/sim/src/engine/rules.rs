//! Applying an action: every rule of the game lives here. An action is checked
//! completely before anything changes, so a refused action leaves the state as
//! it was.

use arrayvec::ArrayVec;
use rand::{Rng, RngExt};

use super::action::{Action, Event, Events, Path, Payment, RuleError, Source, Step, TokenUse};
use super::board::{SeamIdx, Sp};
use super::cards::{CardKind, Effect, Symbol, TokenKind};
use super::cardset::Cards;
use super::state::{GameState, HAND_SIZE, Outcome, Phase, StallReason, Turn};
use eldorado_core::catalog::Terrain;

/// What a checked movement will do.
struct MovePlan {
    end: Sp,
    /// Blockades (index into `GameState::blockades`) paid on the way.
    breaks: ArrayVec<u8, 6>,
}

impl GameState {
    /// Applies an action of the current player. On error nothing changes.
    pub fn apply<R: Rng + ?Sized>(&mut self, action: Action, rng: &mut R) -> Result<Events, RuleError> {
        let mut ev = Events::new();
        match self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::Discard => match action {
                Action::Discard(k) => {
                    let p = &mut self.players[self.current as usize];
                    if !p.hand.take(k) {
                        return Err(RuleError::NotInHand(k));
                    }
                    p.discard.add(k);
                    return Ok(ev);
                }
                Action::EndTurn => {
                    self.end_turn(rng, &mut ev);
                    return Ok(ev);
                }
                _ => return Err(RuleError::WrongPhase("phase 2: discard cards or end the turn")),
            },
            Phase::Play => {}
        }
        if self.turn.removals > 0
            && !matches!(action, Action::RemoveCard(_) | Action::StopRemoving | Action::Token(TokenUse::KeepItem(_)))
        {
            return Err(RuleError::RemovalPending);
        }
        let keeps_used_items =
            matches!(action, Action::RemoveCard(_) | Action::StopRemoving | Action::Token(TokenUse::KeepItem(_)));
        let seat = self.current;
        match action {
            Action::Move { piece, source, symbol, path } => {
                let plan = self.check_move(piece, source, symbol, &path)?;
                self.turn.used_items = Cards::EMPTY;
                match source {
                    Source::Card(k) => {
                        let p = &mut self.players[seat as usize];
                        p.hand.take(k);
                        if k.single_use() {
                            // Its movement power is its function: the item leaves the game.
                            p.removed.add(k);
                            self.turn.used_items.add(k);
                            ev.push(Event::Removed { player: seat, card: k });
                        } else {
                            p.played.add(k);
                        }
                        self.turn.change_pending = false;
                    }
                    Source::Token(t) => self.use_token(t, &mut ev),
                }
                for &i in &plan.breaks {
                    self.take_blockade(i as usize, seat, false, &mut ev);
                }
                for step in &path {
                    if let Step::Enter(s) = *step {
                        ev.push(Event::Entered { player: seat, piece, space: s });
                    }
                }
                self.arrive_or_stop(piece, plan.end, &mut ev);
            }
            Action::Pay { piece, target, cards } => {
                let from = self.piece_at(piece)?;
                let hand = self.players[seat as usize].hand;
                if !hand.contains_all(&cards) {
                    let missing = cards.kinds().find(|&k| cards.count(k) > hand.count(k)).unwrap_or(CardKind::Explorer);
                    return Err(RuleError::NotInHand(missing));
                }
                let given = cards.len() as u8;
                match target {
                    Step::Enter(to) => {
                        self.check_entry(piece, from, to, false)?;
                        let terrain = self.board.terrain(to);
                        if !matches!(terrain, Terrain::Rubble | Terrain::Basecamp) {
                            return Err(RuleError::NotPaidByCards(to));
                        }
                        let needed = self.board.power(to);
                        if given != needed {
                            return Err(RuleError::WrongCardCount { space: to, needed, given });
                        }
                        self.turn.used_items = Cards::EMPTY;
                        self.turn.change_pending = false;
                        let p = &mut self.players[seat as usize];
                        p.hand.take_all(&cards);
                        if terrain == Terrain::Basecamp {
                            p.removed.add_all(&cards);
                            for k in cards.iter() {
                                ev.push(Event::Removed { player: seat, card: k });
                            }
                        } else {
                            p.played.add_all(&cards);
                        }
                        ev.push(Event::Entered { player: seat, piece, space: to });
                        self.arrive_or_stop(piece, to, &mut ev);
                    }
                    Step::Break(seam) => {
                        let i = self.blockade_next_to(from, seam)?;
                        let b = self.blockades[i].blockade;
                        if b.terrain != Terrain::Rubble {
                            return Err(RuleError::BlockadeRequirement {
                                number: b.number,
                                requirement: b.requirement(),
                            });
                        }
                        if given != b.power {
                            return Err(RuleError::BlockadeRequirement {
                                number: b.number,
                                requirement: b.requirement(),
                            });
                        }
                        self.turn.used_items = Cards::EMPTY;
                        self.turn.change_pending = false;
                        let p = &mut self.players[seat as usize];
                        p.hand.take_all(&cards);
                        p.played.add_all(&cards);
                        self.take_blockade(i, seat, false, &mut ev);
                    }
                }
            }
            Action::Native { piece, source, target } => {
                match source {
                    Source::Card(CardKind::Native) => {
                        if !self.players[seat as usize].hand.contains(CardKind::Native) {
                            return Err(RuleError::NotInHand(CardKind::Native));
                        }
                    }
                    Source::Token(TokenKind::NativeMove) => {
                        if !self.players[seat as usize].has_token(TokenKind::NativeMove) {
                            return Err(RuleError::NoToken(TokenKind::NativeMove));
                        }
                    }
                    Source::Card(k) => return Err(RuleError::CannotMove(format!("{k} is not a Native and"))),
                    Source::Token(t) => {
                        return Err(RuleError::CannotMove(format!("the {t} token is not a native move and")));
                    }
                }
                let from = self.piece_at(piece)?;
                let mut plan_break = None;
                let to = match target {
                    Step::Enter(to) => {
                        let generous = self.config.rules.generous_native;
                        self.check_entry(piece, from, to, generous)?;
                        if generous && let Some(seam) = self.board.seam_between(from, to) {
                            plan_break = self.intact_blockade(seam);
                        }
                        Some(to)
                    }
                    Step::Break(seam) => {
                        plan_break = Some(self.blockade_next_to(from, seam)?);
                        None
                    }
                };
                self.turn.used_items = Cards::EMPTY;
                match source {
                    Source::Card(k) => {
                        let p = &mut self.players[seat as usize];
                        p.hand.take(k);
                        p.played.add(k);
                        self.turn.change_pending = false;
                    }
                    Source::Token(t) => self.use_token(t, &mut ev),
                }
                if let Some(i) = plan_break {
                    self.take_blockade(i, seat, true, &mut ev);
                }
                if let Some(to) = to {
                    ev.push(Event::Entered { player: seat, piece, space: to });
                    self.arrive_or_stop(piece, to, &mut ev);
                }
            }
            Action::Draw(k) => {
                let Some(Effect::Draw { draw, remove }) = k.info().effect else {
                    return Err(RuleError::NotADrawCard(k));
                };
                let p = &mut self.players[seat as usize];
                if !p.hand.take(k) {
                    return Err(RuleError::NotInHand(k));
                }
                self.turn.used_items = Cards::EMPTY;
                self.turn.change_pending = false;
                if k.single_use() {
                    p.removed.add(k);
                    self.turn.used_items.add(k);
                    ev.push(Event::Removed { player: seat, card: k });
                } else {
                    p.played.add(k);
                }
                self.draw_cards(seat as usize, draw as usize, rng, &mut ev);
                self.turn.removals = remove;
            }
            Action::RemoveCard(k) => {
                if self.turn.removals == 0 {
                    return Err(RuleError::NoRemovalPending);
                }
                let p = &mut self.players[seat as usize];
                if !p.hand.take(k) {
                    return Err(RuleError::NotInHand(k));
                }
                p.removed.add(k);
                ev.push(Event::Removed { player: seat, card: k });
                self.turn.removals -= 1;
            }
            Action::StopRemoving => {
                if self.turn.removals == 0 {
                    return Err(RuleError::NoRemovalPending);
                }
                self.turn.removals = 0;
            }
            Action::Transmit(k) => {
                if !k.is_market_card() {
                    return Err(RuleError::NotInMarket(k));
                }
                if !self.market.can_take(k) {
                    return Err(RuleError::NotBuyable(k));
                }
                let p = &mut self.players[seat as usize];
                if !p.hand.take(CardKind::Transmitter) {
                    return Err(RuleError::NotInHand(CardKind::Transmitter));
                }
                p.removed.add(CardKind::Transmitter);
                p.discard.add(k);
                self.market.take(k);
                self.turn.used_items = Cards::from_kinds([CardKind::Transmitter]);
                self.turn.change_pending = false;
                ev.push(Event::Removed { player: seat, card: CardKind::Transmitter });
                ev.push(Event::Gained { player: seat, card: k, transmitted: true });
            }
            Action::Buy { card, payment } => {
                self.check_buy(card, &payment)?;
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
                p.discard.add(card);
                self.market.take(card);
                self.turn.bought = true;
                self.turn.used_items = used;
                if !payment.cards.is_empty() {
                    self.turn.change_pending = false;
                }
                ev.push(Event::Gained { player: seat, card, transmitted: false });
            }
            Action::Token(u) => self.apply_token(u, rng, &mut ev)?,
            Action::FinishPlaying => {
                let p = &mut self.players[seat as usize];
                let played = p.played;
                p.discard.add_all(&played);
                p.played = Cards::EMPTY;
                self.phase = Phase::Discard;
            }
            Action::Discard(_) | Action::EndTurn => {
                return Err(RuleError::WrongPhase("phase 1: finish playing before discarding"));
            }
        }
        if !keeps_used_items
            && !matches!(action, Action::Move { .. } | Action::Draw(_) | Action::Transmit(_) | Action::Buy { .. })
        {
            self.turn.used_items = Cards::EMPTY;
        }
        Ok(ev)
    }

    fn apply_token<R: Rng + ?Sized>(&mut self, u: TokenUse, rng: &mut R, ev: &mut Events) -> Result<(), RuleError> {
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
                let p = &mut self.players[seat];
                if !p.hand.contains_all(&cards) {
                    let missing =
                        cards.kinds().find(|&k| cards.count(k) > p.hand.count(k)).unwrap_or(CardKind::Explorer);
                    return Err(RuleError::NotInHand(missing));
                }
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
        Ok(())
    }

    fn use_token(&mut self, t: TokenKind, ev: &mut Events) {
        let seat = self.current;
        self.players[seat as usize].tokens[t as usize] -= 1;
        self.tokens_used[t as usize] += 1;
        ev.push(Event::TokenUsed { player: seat, token: t });
    }

    // ---- checks -------------------------------------------------------------------

    fn piece_at(&self, piece: u8) -> Result<Sp, RuleError> {
        self.players[self.current as usize]
            .pieces
            .get(piece as usize)
            .and_then(|p| p.at)
            .ok_or(RuleError::NoSuchPiece(piece))
    }

    /// A single step from `from` into `to`, apart from paying for it: adjacent,
    /// enterable, free (or passable with the token), and not behind a blockade
    /// (unless `through_blockade`).
    fn check_entry(&self, piece: u8, from: Sp, to: Sp, through_blockade: bool) -> Result<(), RuleError> {
        if !self.board.is_step(from, to) {
            if (to as usize) < self.board.len() && self.board.hex(from).unsigned_distance_to(self.board.hex(to)) == 1 {
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
    fn blockade_next_to(&self, from: Sp, seam: SeamIdx) -> Result<usize, RuleError> {
        match self.intact_blockade(seam) {
            Some(i) if self.board.touches_seam(from, seam) => Ok(i),
            _ => Err(RuleError::NoBlockade(seam)),
        }
    }

    fn check_move(&self, piece: u8, source: Source, symbol: Symbol, path: &Path) -> Result<MovePlan, RuleError> {
        let player = &self.players[self.current as usize];
        let power = match source {
            Source::Card(k) => {
                if !player.hand.contains(k) {
                    return Err(RuleError::NotInHand(k));
                }
                if k.power() == 0 {
                    return Err(RuleError::CannotMove(k.to_string()));
                }
                let free = self.turn.change_pending || k.symbol() == Symbol::Joker;
                if !(k.move_symbols().contains(&symbol) || free && Symbol::MOVES.contains(&symbol)) {
                    return Err(RuleError::WrongSymbol { card: k.to_string(), symbol });
                }
                k.power()
            }
            Source::Token(t) => {
                if !player.has_token(t) {
                    return Err(RuleError::NoToken(t));
                }
                let Some((s, p)) = t.movement() else {
                    return Err(RuleError::CannotMove(format!("the {t} token")));
                };
                if s != symbol {
                    return Err(RuleError::WrongSymbol { card: format!("the {t} token"), symbol });
                }
                p
            }
        };
        let mut cur = self.piece_at(piece)?;
        if path.is_empty() {
            return Err(RuleError::EmptyPath);
        }
        let terrain = symbol.terrain().expect("movement symbols have a terrain");
        let mut left = power;
        let mut breaks: ArrayVec<u8, 6> = ArrayVec::new();
        let last = path.len() - 1;
        for (i, step) in path.iter().enumerate() {
            match *step {
                Step::Enter(to) => {
                    let crossing = self.board.is_step(cur, to).then(|| self.board.seam_between(cur, to)).flatten();
                    let opened = crossing
                        .and_then(|seam| self.intact_blockade(seam))
                        .is_some_and(|b| breaks.contains(&(b as u8)));
                    self.check_entry(piece, cur, to, opened)?;
                    let t = self.board.terrain(to);
                    if t != terrain {
                        return Err(RuleError::TerrainMismatch { space: to, terrain: t.to_string(), symbol });
                    }
                    let need = self.board.power(to);
                    if need > left {
                        return Err(RuleError::NotEnoughPower { space: to, symbol, needed: need, left });
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
                        return Err(RuleError::BlockadeRequirement {
                            number: bl.number,
                            requirement: bl.requirement(),
                        });
                    }
                    left -= bl.power;
                    breaks.push(b as u8);
                }
            }
        }
        Ok(MovePlan { end: cur, breaks })
    }

    fn check_buy(&self, card: CardKind, payment: &Payment) -> Result<(), RuleError> {
        if self.turn.bought {
            return Err(RuleError::AlreadyBought);
        }
        if !card.is_market_card() {
            return Err(RuleError::NotInMarket(card));
        }
        if !self.market.can_buy(card) {
            return Err(RuleError::NotBuyable(card));
        }
        let p = &self.players[self.current as usize];
        if !p.hand.contains_all(&payment.cards) {
            let missing = payment.cards.kinds().find(|&k| payment.cards.count(k) > p.hand.count(k)).unwrap_or(card);
            return Err(RuleError::NotInHand(missing));
        }
        if p.tokens[TokenKind::Coin1 as usize] < payment.coin1 {
            return Err(RuleError::NoToken(TokenKind::Coin1));
        }
        if p.tokens[TokenKind::Coin2 as usize] < payment.coin2 {
            return Err(RuleError::NoToken(TokenKind::Coin2));
        }
        let mut half = payment.cards.half_coins() + 2 * payment.coin1 as u32 + 4 * payment.coin2 as u32;
        if let Some(c) = payment.changed {
            let ok = self.turn.change_pending
                && payment.cards.contains(c)
                && c.power() > 0
                && !matches!(c.symbol(), Symbol::Coin | Symbol::Joker);
            if !ok {
                return Err(RuleError::BadChange(c));
            }
            half += 2 * c.power() as u32 - 1;
        }
        let cost = card.cost().unwrap_or(0);
        if half < 2 * cost as u32 {
            let have = if half.is_multiple_of(2) { format!("{}", half / 2) } else { format!("{}½", half / 2) };
            return Err(RuleError::TooPoor { card, cost, have });
        }
        Ok(())
    }

    // ---- effects --------------------------------------------------------------------

    fn take_blockade(&mut self, i: usize, seat: u8, by_native: bool, ev: &mut Events) {
        let b = &mut self.blockades[i];
        b.owner = Some(seat);
        self.players[seat as usize].blockades.push(b.blockade.number);
        ev.push(Event::BlockadeBroken { player: seat, seam: b.seam, blockade: b.blockade, by_native });
    }

    /// The end of a movement play: the piece arrives in El Dorado, or stops and
    /// explores the caves next to it that it may explore (A10).
    fn arrive_or_stop(&mut self, piece: u8, to: Sp, ev: &mut Events) {
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
        let p = &mut self.players[seat as usize];
        let pc = &mut p.pieces[piece as usize];
        pc.at = Some(to);
        ev.push(Event::Stopped { player: seat, piece, space: to });
        let mask = self.board.cave_mask(to);
        let fresh = mask & !pc.last_caves;
        pc.last_caves = mask;
        if fresh != 0 && !self.piles.is_empty() {
            for (c, pile) in self.piles.iter_mut().enumerate() {
                if fresh & (1 << c) != 0
                    && let Some(t) = pile.pop()
                {
                    p.tokens[t as usize] += 1;
                    ev.push(Event::CaveToken { player: seat, cave: c as u8, token: t });
                }
            }
        }
    }

    /// Draws up to `n` cards, reshuffling the discard pile into the draw pile when
    /// it runs out; stops when both are empty. Cards in play are not reshuffled.
    pub(crate) fn draw_cards<R: Rng + ?Sized>(&mut self, seat: usize, n: usize, rng: &mut R, ev: &mut Events) {
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

    fn end_turn<R: Rng + ?Sized>(&mut self, rng: &mut R, ev: &mut Events) {
        let seat = self.current as usize;
        let have = self.players[seat].hand.len();
        if have < HAND_SIZE {
            self.draw_cards(seat, HAND_SIZE - have, rng, ev);
        }
        self.turn = Turn::default();
        self.phase = Phase::Play;
        self.current += 1;
        if self.current as usize == self.players.len() {
            self.current = 0;
            if self.final_round {
                self.finish_game(ev);
                return;
            }
            if self.round >= self.config.rules.round_cap {
                let reason = self.stall_reason();
                self.phase = Phase::Over;
                self.outcome = Some(Outcome { winners: ArrayVec::new(), rounds: self.round, stalled: Some(reason) });
                ev.push(Event::GameOver);
                return;
            }
            self.round += 1;
        }
    }

    /// Most blockades wins, then the highest blockade number (A3); a tie that
    /// remains is a shared win.
    fn finish_game(&mut self, ev: &mut Events) {
        let best = self.players.iter().filter(|p| p.completed.is_some()).map(|p| p.tiebreak()).max();
        let winners = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.completed.is_some() && Some(p.tiebreak()) == best)
            .map(|(i, _)| i as u8)
            .collect();
        self.phase = Phase::Over;
        self.outcome = Some(Outcome { winners, rounds: self.round, stalled: None });
        ev.push(Event::GameOver);
    }

    /// Why the game got nowhere, judged from where the pieces stand at the cap.
    pub(crate) fn stall_reason(&self) -> StallReason {
        let mut reason = StallReason::Slow;
        for (seat, p) in self.players.iter().enumerate() {
            let deck = p.deck();
            for (i, piece) in p.pieces.iter().enumerate() {
                let Some(at) = piece.at else { continue };
                if self.board.dist(at) == super::board::UNREACHABLE {
                    return StallReason::NoRoute;
                }
                if let Some(next) = self.board.next_on_route(at)
                    && !self.can_ever_pay(&deck, p, next)
                {
                    reason = reason.min(StallReason::NoCards);
                }
                if !self.route_free(seat as u8, i as u8, at) {
                    reason = reason.min(StallReason::Boxed);
                }
            }
            let cards = deck.len();
            let demand = p.pieces.iter().filter_map(|x| x.at).map(|s| {
                let need = self.board.route_need(s);
                need[3].max(need[4]) as usize
            });
            if cards < 2 || demand.into_iter().any(|d| d > cards) {
                reason = reason.min(StallReason::ThinDeck);
            }
        }
        reason
    }

    /// Whether a player holds, or could still buy, something that enters `space`.
    fn can_ever_pay(&self, deck: &Cards, p: &super::state::Player, space: Sp) -> bool {
        let Some(symbol) = Symbol::for_terrain(self.board.terrain(space)) else { return true };
        let power = self.board.power(space);
        let fits = |k: CardKind| {
            k == CardKind::Native || (k.power() >= power && (k.symbol() == symbol || k.symbol() == Symbol::Joker))
        };
        if deck.kinds().any(fits) {
            return true;
        }
        if TokenKind::ALL.iter().any(|&t| {
            p.tokens[t as usize] > 0
                && (t == TokenKind::NativeMove || t.movement().is_some_and(|(s, pw)| s == symbol && pw >= power))
        }) {
            return true;
        }
        CardKind::ALL.into_iter().any(|k| fits(k) && self.market.left(k) > 0)
    }

    /// Whether a piece can reach a finishing space without passing other pieces.
    fn route_free(&self, seat: u8, piece: u8, from: Sp) -> bool {
        let mut seen = vec![false; self.board.len()];
        let mut stack = vec![from];
        seen[from as usize] = true;
        while let Some(s) = stack.pop() {
            for &n in self.board.neighbours_of(s) {
                if seen[n as usize] || self.occupied_by_other(n, seat, piece) {
                    continue;
                }
                if self.board.is_finish(n) {
                    return true;
                }
                seen[n as usize] = true;
                stack.push(n);
            }
        }
        false
    }
}
