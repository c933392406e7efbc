//! What the games of a run add up to: integer counts gathered game by game (so
//! that adding them up in any order, on any number of threads, gives the same
//! result). The runner feeds a tally; [`super::stats`] turns it into figures.

use super::notable::NotableGames;
use super::usage::{BOTS, Gates, UsageTally};
use crate::bots::BotKind;
use crate::stall::{Stall, StallReason};
use eldorado_core::catalog::Blockade;
use eldorado_core::map::{SeamId, SpaceId};
use eldorado_rules::action::{Event, Events};
use eldorado_rules::cards::TOKEN_KINDS;
use eldorado_rules::state::{GameState, MAX_PILES};

/// The reasons a game stalls, in the order they are counted and reported.
pub(crate) const STALL_REASONS: [StallReason; 8] = StallReason::ALL;

/// What the games did with the blockade of one seam.
#[derive(Debug, Clone, Default)]
pub(crate) struct BlockadeTally {
    /// Games in which the seam had a blockade.
    pub present: u64,
    pub broken: u64,
    pub by_native: u64,
    /// Count of breaks by round (index = round).
    pub rounds: Vec<u64>,
    pub by_seat: [u64; 4],
}

/// Integer sums over games; merged by addition.
#[derive(Debug, Clone)]
pub(crate) struct Tally {
    pub games: u64,
    /// Finishing round histogram of games that ended normally (index = round).
    pub rounds: Vec<u64>,
    pub stalls: [u64; STALL_REASONS.len()],
    /// (game index, seed) of stalled games.
    pub stalled: Vec<(u64, u64)>,
    /// Stalled games by (reason index, space where it showed).
    pub stall_places: std::collections::BTreeMap<(usize, SpaceId), u64>,
    pub seat_wins: [u64; 4],
    pub seat_arrivals: [u64; 4],
    pub seat_arrival_rounds: [u64; 4],
    /// By bot kind: seat-games, wins, arrivals, arrival round sum.
    pub bot_games: [u64; BOTS],
    pub bot_wins: [u64; BOTS],
    pub bot_arrivals: [u64; BOTS],
    pub bot_arrival_rounds: [u64; BOTS],
    /// By start number 1–4 (index 0–3): games, wins.
    pub start_games: [u64; 4],
    pub start_wins: [u64; 4],
    /// Per seam.
    pub blockades: Vec<BlockadeTally>,
    /// Per blockade number 1–6: dealt, broken, sum of break rounds.
    pub numbers: [[u64; 3]; 6],
    pub tokens_taken: [u64; TOKEN_KINDS],
    pub tokens_used: [u64; TOKEN_KINDS],
    pub caves_explored: [u64; MAX_PILES],
    pub entered: Vec<u64>,
    pub stopped: Vec<u64>,
    pub bot_errors: u64,
    pub actions: u64,
    /// Games worth watching.
    pub notable: NotableGames,
    /// Which way pieces took at the watched route choices.
    pub usage: UsageTally,
}

/// A game played to its end, as the tally counts it.
pub(crate) struct PlayedGame<'a> {
    /// Its number in the run, and its seed.
    pub index: u64,
    pub seed: u64,
    pub state: &'a GameState,
    /// The bot of each seat.
    pub bots: &'a [BotKind],
    /// The blockades dealt: (seam, blockade).
    pub dealt: &'a [(SeamId, Blockade)],
    /// Why the game got nowhere, when the round cap stopped it.
    pub stall: Option<Stall>,
    pub actions: u64,
    pub bot_errors: u64,
}

impl Tally {
    pub fn new(spaces: usize, seams: usize, gates: &Gates) -> Tally {
        Tally {
            games: 0,
            rounds: Vec::new(),
            stalls: [0; STALL_REASONS.len()],
            stalled: Vec::new(),
            stall_places: std::collections::BTreeMap::new(),
            seat_wins: [0; 4],
            seat_arrivals: [0; 4],
            seat_arrival_rounds: [0; 4],
            bot_games: [0; BOTS],
            bot_wins: [0; BOTS],
            bot_arrivals: [0; BOTS],
            bot_arrival_rounds: [0; BOTS],
            start_games: [0; 4],
            start_wins: [0; 4],
            blockades: vec![BlockadeTally::default(); seams],
            numbers: [[0; 3]; 6],
            tokens_taken: [0; TOKEN_KINDS],
            tokens_used: [0; TOKEN_KINDS],
            caves_explored: [0; MAX_PILES],
            entered: vec![0; spaces],
            stopped: vec![0; spaces],
            bot_errors: 0,
            actions: 0,
            notable: NotableGames::default(),
            usage: UsageTally::new(gates),
        }
    }

    pub fn stall_index(r: StallReason) -> usize {
        // Every reason is listed, so the fallback is never taken.
        STALL_REASONS.iter().position(|&x| x == r).unwrap_or(STALL_REASONS.len() - 1)
    }

    fn bump(v: &mut Vec<u64>, i: usize) {
        if v.len() <= i {
            v.resize(i + 1, 0);
        }
        v[i] += 1;
    }

    /// Counts what the events of one action, played in `round`, show: spaces
    /// entered and stopped on, blockades broken, cave tokens taken and used.
    pub fn count_events(&mut self, events: &Events, round: u16) {
        for e in events {
            match *e {
                Event::Entered { space, .. } => self.entered[space] += 1,
                Event::Stopped { space, .. } => self.stopped[space] += 1,
                Event::BlockadeBroken { player, seam, blockade, by_native } => {
                    let b = &mut self.blockades[seam];
                    b.broken += 1;
                    b.by_native += by_native as u64;
                    b.by_seat[player as usize] += 1;
                    Tally::bump(&mut b.rounds, round as usize);
                    let n = &mut self.numbers[blockade.number as usize - 1];
                    n[1] += 1;
                    n[2] += round as u64;
                }
                Event::CaveToken { cave, token, .. } => {
                    self.tokens_taken[token as usize] += 1;
                    self.caves_explored[cave as usize] += 1;
                }
                Event::TokenUsed { token, .. } => self.tokens_used[token as usize] += 1,
                _ => {}
            }
        }
    }

    /// Counts a game played to its end: the blockades it dealt, how it ended,
    /// and what each seat (its bot and its start spaces) achieved.
    pub fn count_game(&mut self, game: &PlayedGame) {
        self.games += 1;
        self.actions += game.actions;
        self.bot_errors += game.bot_errors;
        self.count_blockades_dealt(game.dealt);
        let Some(outcome) = game.state.outcome() else { return };
        let stalled = game.stall.map(|s| s.reason);
        self.notable.add(game.index, game.seed, game.bots, outcome, stalled);
        match game.stall {
            Some(Stall { reason: r, at }) => {
                self.stalls[Tally::stall_index(r)] += 1;
                self.stalled.push((game.index, game.seed));
                if let Some(at) = at {
                    *self.stall_places.entry((Tally::stall_index(r), at)).or_default() += 1;
                }
            }
            None => Tally::bump(&mut self.rounds, outcome.rounds as usize),
        }
        for seat in 0..game.state.players().len() {
            self.count_seat(game, seat, outcome.winner == Some(seat as u8));
        }
    }

    fn count_blockades_dealt(&mut self, dealt: &[(SeamId, Blockade)]) {
        for (seam, b) in dealt {
            self.blockades[*seam].present += 1;
            self.numbers[b.number as usize - 1][0] += 1;
        }
    }

    /// One seat's result: whether it won, and its arrival, for the seat, its
    /// bot and the start spaces its pieces began on.
    fn count_seat(&mut self, game: &PlayedGame, seat: usize, won: bool) {
        let p = &game.state.players()[seat];
        let bot = game.bots[seat].index();
        self.bot_games[bot] += 1;
        let won = won as u64;
        self.seat_wins[seat] += won;
        self.bot_wins[bot] += won;
        if let Some(r) = p.completed() {
            self.seat_arrivals[seat] += 1;
            self.seat_arrival_rounds[seat] += r as u64;
            self.bot_arrivals[bot] += 1;
            self.bot_arrival_rounds[bot] += r as u64;
        }
        for piece in p.pieces() {
            let i = piece.start as usize - 1;
            if i < 4 {
                self.start_games[i] += 1;
                self.start_wins[i] += won;
            }
        }
    }

    pub fn merge(mut self, other: Tally) -> Tally {
        fn add(a: &mut [u64], b: &[u64]) {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        }
        fn add_vec(a: &mut Vec<u64>, b: &[u64]) {
            if a.len() < b.len() {
                a.resize(b.len(), 0);
            }
            add(a, b);
        }
        self.games += other.games;
        add_vec(&mut self.rounds, &other.rounds);
        add(&mut self.stalls, &other.stalls);
        self.stalled.extend(other.stalled);
        for (k, n) in other.stall_places {
            *self.stall_places.entry(k).or_default() += n;
        }
        add(&mut self.seat_wins, &other.seat_wins);
        add(&mut self.seat_arrivals, &other.seat_arrivals);
        add(&mut self.seat_arrival_rounds, &other.seat_arrival_rounds);
        add(&mut self.bot_games, &other.bot_games);
        add(&mut self.bot_wins, &other.bot_wins);
        add(&mut self.bot_arrivals, &other.bot_arrivals);
        add(&mut self.bot_arrival_rounds, &other.bot_arrival_rounds);
        add(&mut self.start_games, &other.start_games);
        add(&mut self.start_wins, &other.start_wins);
        for (a, b) in self.blockades.iter_mut().zip(&other.blockades) {
            a.present += b.present;
            a.broken += b.broken;
            a.by_native += b.by_native;
            add_vec(&mut a.rounds, &b.rounds);
            add(&mut a.by_seat, &b.by_seat);
        }
        for (a, b) in self.numbers.iter_mut().zip(&other.numbers) {
            add(a, b);
        }
        add(&mut self.tokens_taken, &other.tokens_taken);
        add(&mut self.tokens_used, &other.tokens_used);
        add(&mut self.caves_explored, &other.caves_explored);
        add(&mut self.entered, &other.entered);
        add(&mut self.stopped, &other.stopped);
        self.bot_errors += other.bot_errors;
        self.actions += other.actions;
        self.notable.merge(other.notable);
        self.usage = self.usage.merge(other.usage);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stall_reason_has_its_own_tally() {
        let slots: Vec<usize> = StallReason::ALL.iter().map(|&r| Tally::stall_index(r)).collect();
        assert_eq!(slots, (0..StallReason::ALL.len()).collect::<Vec<_>>());
    }
}
