//! The end of a turn and of the game: drawing back up, the final round and
//! the tie-breaks, or the round cap.

use rand::Rng;

use super::action::{Event, Events};
use super::state::{GameState, HAND_SIZE, Outcome, Phase, TurnFlags};

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
                self.phase = Phase::Over;
                self.outcome = Some(Outcome { winner: None, rounds: self.round });
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
        self.outcome = Some(Outcome { winner: winner.map(|w| w as u8), rounds: self.round });
        ev.push(Event::GameOver);
    }
}
