//! Route usage: which way each piece passed at the route choices a run was
//! asked to watch, and how the pieces that took each way fared.
//!
//! The simulator does not read the analysis: a caller that knows the course's
//! route choices passes them in as plain data ([`WatchedChoice`]), each way a
//! *gate* — the steps between neighbouring spaces that cross one half of a
//! cut line, from the start side to El Dorado's (`eldorado_analysis`'s
//! `Gate`). A piece's side is decided where it passes, by [`Passings`]:
//! every forward crossing of a gate counts one, every backward crossing takes
//! one back, and a piece is past the choice while its count is positive, on
//! the way whose gate took it past. A piece that never went past is "not past
//! yet" (the game ended first) and is counted for no way; one that reached El
//! Dorado without crossing went another way. The figures published from these
//! counts are [`super::stats::RouteUsage`], keyed by the caller's [`Origin`].

use serde::{Deserialize, Serialize};

use crate::bots::BotKind;

/// Bots a tally counts apart (every [`BotKind`]).
pub(crate) const BOTS: usize = BotKind::ALL.len();
use eldorado_core::map::SpaceId;
use eldorado_rules::state::GameState;

/// Piece slots of one game: four seats of at most two pieces.
const SLOTS: usize = 8;

/// No way yet.
const NONE: u8 = u8::MAX;

/// What a watched choice stands for in the caller's analysis: its kind and
/// its place in the analysis's list. A run hands its figures back under it,
/// so that no caller matches them by position or by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// The ways round an obstacle that the analysis finds a route choice.
    Choice(usize),
    /// A shortcut (tip b): the shortcut is way 0, the way round way 1.
    Shortcut(usize),
    /// A bend (tip c): the inner lane is way 0, the outer lane way 1.
    Bend(usize),
}

/// A route choice to watch, in plain data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchedChoice {
    /// What it stands for in the caller's analysis.
    pub origin: Origin,
    /// The choice in words, as the caller names it ("the shortcut on board D").
    pub name: String,
    /// Its ways: two or more gates.
    pub ways: Vec<WatchedWay>,
}

/// One way of a watched route choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchedWay {
    /// The way in words ("the way north", "the inner lane").
    pub name: String,
    /// Its gate: steps between neighbouring spaces (space ids of the map),
    /// from the start side to El Dorado's side.
    pub gate: Vec<(SpaceId, SpaceId)>,
}

/// One step across a gate, as the lookup holds it.
#[derive(Debug, Clone, Copy)]
struct Crossing {
    /// The space stepped to.
    to: SpaceId,
    /// The watched choice.
    choice: u16,
    /// Its way.
    way: u8,
    /// Forward (towards El Dorado) or back.
    forward: bool,
}

/// The watched choices turned into a lookup by the space a step leaves,
/// made once a run.
#[derive(Debug, Clone, Default)]
pub struct Gates {
    by_space: Vec<Vec<Crossing>>,
    /// Ways per watched choice.
    ways: Vec<usize>,
}

impl Gates {
    /// The lookup for `watched` on a board of `spaces` spaces; steps with an
    /// end past the board are ignored.
    pub fn new(watched: &[WatchedChoice], spaces: usize) -> Gates {
        let mut by_space = vec![Vec::new(); if watched.is_empty() { 0 } else { spaces }];
        for (c, choice) in watched.iter().enumerate() {
            for (w, way) in choice.ways.iter().enumerate() {
                for &(a, b) in &way.gate {
                    if a.index() >= spaces || b.index() >= spaces {
                        continue;
                    }
                    let (choice, way) = (c as u16, w.min(NONE as usize - 1) as u8);
                    by_space[a].push(Crossing { to: b, choice, way, forward: true });
                    by_space[b].push(Crossing { to: a, choice, way, forward: false });
                }
            }
        }
        Gates { by_space, ways: watched.iter().map(|c| c.ways.len()).collect() }
    }

    /// Whether anything is watched.
    pub fn is_empty(&self) -> bool {
        self.ways.is_empty()
    }

    /// The number of watched choices.
    pub fn choices(&self) -> usize {
        self.ways.len()
    }
}

/// Where every piece of one game stands at each watched choice, followed
/// step by step: [`Passings::step`] for each space a piece enters.
#[derive(Debug, Clone, Default)]
pub struct Passings {
    /// Per (choice, slot): forward crossings less backward ones.
    net: Vec<i16>,
    /// Per (choice, slot): the way whose gate took the piece past, or [`NONE`].
    way: Vec<u8>,
    /// Where each piece slot stands.
    at: [Option<SpaceId>; SLOTS],
    /// The round each piece slot reached El Dorado.
    arrived: [Option<u16>; SLOTS],
}

/// A piece's standing at one watched choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Passed {
    /// Past it, on this way.
    Way(usize),
    /// Not past it: still before it.
    NotYet,
}

impl Passings {
    /// Starts a game: every piece where `state` has it, nothing passed.
    pub fn reset(&mut self, gates: &Gates, state: &GameState) {
        let n = gates.choices() * SLOTS;
        self.net.clear();
        self.net.resize(n, 0);
        self.way.clear();
        self.way.resize(n, NONE);
        self.at = [None; SLOTS];
        self.arrived = [None; SLOTS];
        for (seat, p) in state.players().iter().enumerate() {
            for (k, piece) in p.pieces().iter().enumerate() {
                self.at[slot(seat as u8, k as u8)] = piece.at;
            }
        }
    }

    /// A piece of `player` entered `space`; `passed(choice, way)` is told of
    /// each choice the step took it past.
    #[inline]
    pub fn step(
        &mut self,
        gates: &Gates,
        player: u8,
        piece: u8,
        space: SpaceId,
        mut passed: impl FnMut(usize, usize),
    ) {
        let slot = slot(player, piece);
        let from = self.at[slot].replace(space);
        let Some(crossings) = from.and_then(|f| gates.by_space.get(f.index())) else { return };
        for x in crossings.iter().filter(|x| x.to == space) {
            let i = x.choice as usize * SLOTS + slot;
            if x.forward {
                self.net[i] += 1;
                if self.net[i] == 1 {
                    self.way[i] = x.way;
                    passed(x.choice as usize, x.way as usize);
                }
            } else {
                self.net[i] -= 1;
                if self.net[i] == 0 {
                    self.way[i] = NONE;
                }
            }
        }
    }

    /// A piece of `player` reached El Dorado in `round`.
    pub fn arrived(&mut self, player: u8, piece: u8, round: u16) {
        self.arrived[slot(player, piece)] = Some(round);
    }

    /// Where a piece stands at choice `c`.
    pub fn passed(&self, c: usize, player: u8, piece: u8) -> Passed {
        let i = c * SLOTS + slot(player, piece);
        match (self.net.get(i), self.way.get(i)) {
            (Some(&n), Some(&w)) if n > 0 && w != NONE => Passed::Way(w as usize),
            _ => Passed::NotYet,
        }
    }

    /// Whether a piece reached El Dorado.
    pub fn has_arrived(&self, player: u8, piece: u8) -> bool {
        self.arrived[slot(player, piece)].is_some()
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
    /// The same by the bot of the piece's seat in its game (by
    /// [`BotKind::index`]): with the bots rotated round the seats, a seat
    /// is played by several bots over a run.
    pub by_bot: [BotCounts; BOTS],
}

/// One bot's pieces on one way.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct BotCounts {
    pub pieces: u64,
    pub wins: u64,
    pub arrivals: u64,
    pub arrival_rounds: u64,
}

impl BotCounts {
    fn merge(&mut self, o: &BotCounts) {
        self.pieces += o.pieces;
        self.wins += o.wins;
        self.arrivals += o.arrivals;
        self.arrival_rounds += o.arrival_rounds;
    }
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
        for (a, b) in self.by_bot.iter_mut().zip(&o.by_bot) {
            a.merge(b);
        }
    }
}

/// Counts of one watched choice over a run: per way; the pieces that reached
/// El Dorado without passing it by any way (they went another way); those
/// not past it when their game ended.
#[derive(Debug, Clone, Default)]
pub(crate) struct PassTally {
    pub ways: Vec<WayTally>,
    pub neither: u64,
    pub not_past: u64,
}

/// Counts of every watched choice over a run.
#[derive(Debug, Clone, Default)]
pub(crate) struct UsageTally {
    pub choices: Vec<PassTally>,
}

impl UsageTally {
    pub fn new(gates: &Gates) -> UsageTally {
        UsageTally {
            choices: gates
                .ways
                .iter()
                .map(|&n| PassTally { ways: vec![WayTally::default(); n], ..PassTally::default() })
                .collect(),
        }
    }

    /// Adds a game: the pieces of each seat (`pieces[seat]`), the bot of
    /// each seat in this game, and the winner.
    pub fn count(
        &mut self,
        game: &Passings,
        pieces: &[usize],
        bots: &[BotKind],
        winner: Option<u8>,
    ) {
        for (c, tally) in self.choices.iter_mut().enumerate() {
            for (seat, &n) in pieces.iter().enumerate().take(4) {
                for piece in 0..n.min(2) {
                    let (player, piece) = (seat as u8, piece as u8);
                    let arrived = game.arrived[slot(player, piece)];
                    let Passed::Way(w) = game.passed(c, player, piece) else {
                        if arrived.is_some() {
                            tally.neither += 1;
                        } else {
                            tally.not_past += 1;
                        }
                        continue;
                    };
                    let Some(t) = tally.ways.get_mut(w) else { continue };
                    let won = (winner == Some(player)) as u64;
                    t.pieces += 1;
                    t.wins += won;
                    t.by_seat[seat] += 1;
                    t.seat_wins[seat] += won;
                    let bot = &mut t.by_bot[bots.get(seat).map_or(0, |b| b.index())];
                    bot.pieces += 1;
                    bot.wins += won;
                    if let Some(r) = arrived {
                        t.arrivals += 1;
                        t.arrival_rounds += r as u64;
                        bot.arrivals += 1;
                        bot.arrival_rounds += r as u64;
                    }
                }
            }
        }
    }

    pub fn merge(mut self, other: UsageTally) -> UsageTally {
        for (a, b) in self.choices.iter_mut().zip(&other.choices) {
            for (x, y) in a.ways.iter_mut().zip(&b.ways) {
                x.merge(y);
            }
            a.neither += b.neither;
            a.not_past += b.not_past;
        }
        self
    }
}
