//! The end of a turn and of the game: drawing back up, the final round, the
//! tie-breaks, and why a game that hit the round cap got nowhere.

use rand::Rng;

use super::action::{Event, Events};
use super::board::{SeamIdx, Sp, UNREACHABLE};
use super::cards::{CardKind, CardSymbol, TokenKind};
use super::cardset::Cards;
use super::state::{GameState, HAND_SIZE, Outcome, Phase, Player, StallReason, TurnFlags};
use eldorado_core::catalog::Symbol;

impl GameState {
    /// Phase 2 ends: draw back to four cards, the next player's turn; after the
    /// last seat, a new round, the end of the final round, or the round cap.
    pub(super) fn end_turn<R: Rng + ?Sized>(&mut self, rng: &mut R, ev: &mut Events) {
        let seat = self.current as usize;
        let have = self.players[seat].hand.len();
        if have < HAND_SIZE {
            self.draw_cards(seat, HAND_SIZE - have, rng, ev);
        }
        self.turn = TurnFlags::default();
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
                self.outcome =
                    Some(Outcome { winner: None, rounds: self.round, stalled: Some(reason) });
                ev.push(Event::GameOver);
                return;
            }
            self.round += 1;
        }
    }

    /// Most blockades wins, then the highest blockade number (A3); players
    /// still tied (none of them holds a blockade) are won by the one who
    /// reached El Dorado first. Everyone who arrived did so in this final
    /// round, which began with seat 0: the first in seat order arrived first.
    pub(super) fn finish_game(&mut self, ev: &mut Events) {
        let best =
            self.players.iter().filter(|p| p.completed.is_some()).map(|p| p.tiebreak()).max();
        let winner =
            self.players.iter().position(|p| p.completed.is_some() && Some(p.tiebreak()) == best);
        self.phase = Phase::Over;
        self.outcome =
            Some(Outcome { winner: winner.map(|w| w as u8), rounds: self.round, stalled: None });
        ev.push(Event::GameOver);
    }

    /// Why the game got nowhere, judged from where the pieces stand at the cap.
    pub(crate) fn stall_reason(&self) -> StallReason {
        let mut reason = StallReason::Slow;
        for (seat, p) in self.players.iter().enumerate() {
            let deck = p.deck();
            let reach = self.obtainable_power(p);
            for (i, piece) in p.pieces.iter().enumerate() {
                let Some(at) = piece.at else { continue };
                if self.board.dist(at) == UNREACHABLE {
                    return StallReason::NoRoute;
                }
                if !self.payable_route(at, &reach) {
                    reason = reason.min(StallReason::CardsGone);
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
    fn can_ever_pay(&self, deck: &Cards, p: &Player, space: Sp) -> bool {
        let Some(symbol) = Symbol::of(self.board.terrain(space)) else {
            return true;
        };
        let power = self.board.power(space);
        let fits = |k: CardKind| {
            k == CardKind::Native
                || (k.power() >= power
                    && (k.symbol().movement() == Some(symbol) || k.symbol() == CardSymbol::Joker))
        };
        deck.kinds().any(fits)
            || TokenKind::ALL.iter().any(|&t| {
                p.tokens[t as usize] > 0
                    && (t == TokenKind::NativeMove
                        || t.movement().is_some_and(|(s, pw)| s == symbol && pw >= power))
            })
            || CardKind::ALL.into_iter().any(|k| fits(k) && self.market.left(k) > 0)
    }

    /// The most power of each symbol (machete, paddle, coin) that a player
    /// owns or could still get — its deck, its tokens, any card left in the
    /// market — or `None` when a Native is to be had, which enters anything.
    fn obtainable_power(&self, p: &Player) -> Option<[u8; 3]> {
        let mut best = [0u8; 3];
        let mut card = |k: CardKind| -> bool {
            match k.symbol() {
                CardSymbol::Joker => best = best.map(|b| b.max(k.power())),
                CardSymbol::Action => return k == CardKind::Native,
                s => {
                    if let Some(m) = s.movement() {
                        best[m.index()] = best[m.index()].max(k.power());
                    }
                }
            }
            false
        };
        let market = CardKind::ALL.into_iter().filter(|&k| self.market.left(k) > 0);
        for k in p.deck().kinds().chain(market) {
            if card(k) {
                return None;
            }
        }
        for t in TokenKind::ALL.into_iter().filter(|&t| p.tokens[t as usize] > 0) {
            match t.movement() {
                Some((s, power)) => best[s.index()] = best[s.index()].max(power),
                None if t == TokenKind::NativeMove => return None,
                None => {}
            }
        }
        Some(best)
    }

    /// Whether some route from `from` to El Dorado asks for no more power of
    /// any symbol, at any space or blockade, than `reach` (see
    /// [`GameState::obtainable_power`]). Rubble and base camps count as paid.
    fn payable_route(&self, from: Sp, reach: &Option<[u8; 3]>) -> bool {
        let Some(best) = reach else { return true };
        let payable =
            |terrain, power: u8| Symbol::of(terrain).is_none_or(|s| power <= best[s.index()]);
        self.finish_reachable(from, |n, seam| {
            payable(self.board.terrain(n), self.board.power(n))
                && !self.intact_blockade(seam).is_some_and(|b| {
                    let b = self.blockades[b].blockade;
                    !payable(b.terrain, b.power)
                })
        })
    }

    /// Whether a piece can reach a finishing space without passing other pieces.
    fn route_free(&self, seat: u8, piece: u8, from: Sp) -> bool {
        self.finish_reachable(from, |n, _| !self.occupied_by_other(n, seat, piece))
    }

    /// Whether a finishing space is reachable from `from` stepping only where
    /// `may_enter(space, seam crossed)` allows.
    fn finish_reachable(&self, from: Sp, may_enter: impl Fn(Sp, SeamIdx) -> bool) -> bool {
        let mut seen = vec![false; self.board.len()];
        let mut stack = vec![from];
        seen[from as usize] = true;
        while let Some(s) = stack.pop() {
            for (n, seam) in self.board.exits(s) {
                if seen[n as usize] || !may_enter(n, seam) {
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
