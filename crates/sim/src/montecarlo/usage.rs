//! Route usage: which way each piece took at the route choices a run was asked
//! to watch, and how the pieces that took each way fared.
//!
//! The simulator does not read the analysis: a caller that knows the course's
//! route choices passes them in as plain data ([`WatchedChoice`]: each way a set
//! of space ids). A piece took the way whose spaces it entered most often over
//! the game (a piece that entered none took neither: it went some other way;
//! one that entered none and never reached El Dorado is counted apart, as
//! stopped short: the game ended before it got there). Counting entries rather than the first space entered keeps
//! a piece that steps onto the edge of one way and then goes round the other
//! counted with the way it really walked. The figures published from these
//! counts are [`super::stats::RouteUsage`].

use serde::{Deserialize, Serialize};

use eldorado_rules::board::Sp;

/// Piece slots of one game: four seats of at most two pieces.
const SLOTS: usize = 8;

/// A route choice to watch, in plain data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchedChoice {
    /// The choice in words, as the caller names it ("the mountains on board I").
    pub name: String,
    /// Its ways: two or more sets of spaces, none shared between ways.
    pub ways: Vec<WatchedWay>,
}

/// One way of a watched route choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchedWay {
    /// The way in words ("the way north", "the inner lane").
    pub name: String,
    /// The space ids that are this way's alone.
    pub spaces: Vec<usize>,
}

/// The watched choices turned into a lookup by space, made once a run.
#[derive(Debug, Clone, Default)]
pub(crate) struct Watch {
    /// For each space, the (choice, way) counters it feeds, as indices into a
    /// game's counters (`choice_way * SLOTS + slot` with the slot added later).
    by_space: Vec<Vec<u32>>,
    /// The first counter of each choice, and its number of ways.
    choices: Vec<(usize, usize)>,
    /// Counters of one piece slot: the sum of every choice's ways.
    ways: usize,
}

impl Watch {
    /// The lookup for `watched` on a board of `spaces` spaces; spaces past the
    /// board's end are ignored, and a space listed under two ways of one choice
    /// counts for the first.
    pub fn new(watched: &[WatchedChoice], spaces: usize) -> Watch {
        let mut by_space = vec![Vec::new(); if watched.is_empty() { 0 } else { spaces }];
        let mut choices = Vec::with_capacity(watched.len());
        let mut next = 0usize;
        for c in watched {
            choices.push((next, c.ways.len()));
            for (w, way) in c.ways.iter().enumerate() {
                let counter = (next + w) as u32;
                for &s in &way.spaces {
                    let Some(slot) = by_space.get_mut(s) else { continue };
                    let first = (next..next + w).any(|k| slot.contains(&(k as u32)));
                    if !first && !slot.contains(&counter) {
                        slot.push(counter);
                    }
                }
            }
            next += c.ways.len();
        }
        Watch { by_space, choices, ways: next }
    }

    /// Whether anything is watched.
    pub fn is_empty(&self) -> bool {
        self.choices.is_empty()
    }
}

/// What one game's pieces did at the watched choices, filled as it is played.
#[derive(Debug, Clone, Default)]
pub(crate) struct GameUsage {
    /// Entries per (way counter, piece slot).
    entered: Vec<u16>,
    /// The round each piece slot reached El Dorado.
    arrived: [Option<u16>; SLOTS],
}

impl GameUsage {
    /// Clears the counters for a new game.
    pub fn reset(&mut self, watch: &Watch) {
        self.entered.clear();
        self.entered.resize(watch.ways * SLOTS, 0);
        self.arrived = [None; SLOTS];
    }

    /// A piece of `player` entered `space`.
    #[inline]
    pub fn entered(&mut self, watch: &Watch, player: u8, piece: u8, space: Sp) {
        let Some(counters) = watch.by_space.get(space as usize) else { return };
        let slot = slot(player, piece);
        for &c in counters {
            let e = &mut self.entered[c as usize * SLOTS + slot];
            *e = e.saturating_add(1);
        }
    }

    /// A piece of `player` reached El Dorado in `round`.
    pub fn arrived(&mut self, player: u8, piece: u8, round: u16) {
        if let Some(a) = self.arrived.get_mut(slot(player, piece)) {
            *a = Some(round);
        }
    }

    /// The way each piece slot took at choice `c`: `None` when it entered none.
    pub fn took(&self, watch: &Watch, c: usize, player: u8, piece: u8) -> Option<usize> {
        let (first, ways) = watch.choices[c];
        let slot = slot(player, piece);
        let counts = (0..ways).map(|w| self.entered[(first + w) * SLOTS + slot]);
        let (best, n) = counts.enumerate().max_by_key(|&(w, n)| (n, std::cmp::Reverse(w)))?;
        (n > 0).then_some(best)
    }
}

fn slot(player: u8, piece: u8) -> usize {
    (player as usize * 2 + piece as usize).min(SLOTS - 1)
}

/// Counts of one way over a run.
#[derive(Debug, Clone, Default)]
pub(crate) struct WayTally {
    pub pieces: u64,
    pub wins: u64,
    pub arrivals: u64,
    pub arrival_rounds: u64,
    pub by_seat: [u64; 4],
    pub seat_wins: [u64; 4],
}

impl WayTally {
    fn merge(&mut self, o: &WayTally) {
        self.pieces += o.pieces;
        self.wins += o.wins;
        self.arrivals += o.arrivals;
        self.arrival_rounds += o.arrival_rounds;
        for s in 0..4 {
            self.by_seat[s] += o.by_seat[s];
            self.seat_wins[s] += o.seat_wins[s];
        }
    }
}

/// Counts of every watched choice over a run: per choice, per way, the pieces
/// that took neither though they reached El Dorado, and those that entered
/// neither and never reached it (the game ended before they got there).
#[derive(Debug, Clone, Default)]
pub(crate) struct UsageTally {
    pub choices: Vec<(Vec<WayTally>, u64, u64)>,
}

impl UsageTally {
    pub fn new(watch: &Watch) -> UsageTally {
        UsageTally {
            choices: watch
                .choices
                .iter()
                .map(|&(_, n)| (vec![WayTally::default(); n], 0, 0))
                .collect(),
        }
    }

    /// Adds a game: the pieces of each seat (`pieces[seat]`), and the winner.
    pub fn count(&mut self, watch: &Watch, game: &GameUsage, pieces: &[usize], winner: Option<u8>) {
        for (c, (ways, neither, short)) in self.choices.iter_mut().enumerate() {
            for (seat, &n) in pieces.iter().enumerate().take(4) {
                for piece in 0..n.min(2) {
                    let Some(w) = game.took(watch, c, seat as u8, piece as u8) else {
                        if game.arrived[slot(seat as u8, piece as u8)].is_some() {
                            *neither += 1;
                        } else {
                            *short += 1;
                        }
                        continue;
                    };
                    let won = (winner == Some(seat as u8)) as u64;
                    let t = &mut ways[w];
                    t.pieces += 1;
                    t.wins += won;
                    t.by_seat[seat] += 1;
                    t.seat_wins[seat] += won;
                    if let Some(r) = game.arrived[slot(seat as u8, piece as u8)] {
                        t.arrivals += 1;
                        t.arrival_rounds += r as u64;
                    }
                }
            }
        }
    }

    pub fn merge(mut self, other: UsageTally) -> UsageTally {
        for ((a, an, ashort), (b, bn, bshort)) in self.choices.iter_mut().zip(&other.choices) {
            for (x, y) in a.iter_mut().zip(b) {
                x.merge(y);
            }
            *an += bn;
            *ashort += bshort;
        }
        self
    }
}
