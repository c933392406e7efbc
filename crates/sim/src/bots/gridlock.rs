//! Pieces that block each other, and how the bots break it as people do.
//!
//! A piece stands in another's way when it holds a space of that piece's way
//! ahead. Most such hold-ups pass by themselves: the piece in front moves on
//! next turn. Two do not, and the bots see them once a player has gone two
//! rounds without moving:
//!
//! - **A piece that can never finish** ([`Prospects::hopeless`]: the cards
//!   its way needs are gone, or its deck can never afford them) stands where
//!   it stopped for ever. Its player moves it aside: to a space off the next
//!   stretch of every other live piece's way, as near El Dorado as it can,
//!   and never back into anyone's way.
//! - **A piece held up** takes the way round: its distances are worked out
//!   afresh with the spaces other pieces hold taken out of the course
//!   ([`Plan::dist_avoiding`]), so that a detour counts as progress
//!   and waiting behind a piece that does not move does not.
//!
//! Both are worked out only for a player that has not moved for two rounds,
//! so a game that flows costs nothing extra.

use arrayvec::ArrayVec;

use super::eval::deck_caps;
use crate::plan::{Plan, UNREACHABLE};
use crate::stall::Prospects;
use eldorado_core::map::SpaceId;
use eldorado_rules::state::GameState;

/// How many spaces ahead of a live piece its way is kept clear.
pub const WAY_AHEAD: usize = 12;
/// Rounds a player that got stuck keeps looking at the pieces around it, so
/// that it keeps to its way round (or aside) once it moves again.
pub const LOOK_ROUNDS: u16 = 8;

/// Hexes within which another piece counts as near.
const NEAR: usize = 4;
/// Rounds without a move after which a player counts as stuck: its last two
/// turns (or, still to play this round, the last two rounds) moved nothing.
const STUCK_ROUNDS: u16 = 3;
/// Rounds without a move after which a piece that can never finish is looked for.
const HOPELESS_AFTER: u16 = 4;
/// Spaces ahead on a piece's way within which a piece that does not make way
/// holds it up.
const HELD_AHEAD: usize = 4;

/// Whether a piece of `seat` and another piece are near each other: at most
/// [`NEAR`] hexes apart. Only then can pieces be what holds the player up.
fn pieces_near(state: &GameState, seat: u8) -> bool {
    let board = state.board();
    let me = state.player(seat);
    let mine: ArrayVec<SpaceId, 2> = me.pieces().iter().filter_map(|p| p.at).collect();
    state.players().iter().flat_map(|p| p.pieces().iter().filter_map(|x| x.at)).any(|s| {
        mine.iter()
            .any(|&m| m != s && board.hex(m).unsigned_distance_to(board.hex(s)) <= NEAR as u32)
    })
}

/// Whether a player has not moved a piece in its last two turns (or, for a
/// player still to play this round, in the last two rounds).
pub(crate) fn stuck(state: &GameState, seat: u8) -> bool {
    state.player(seat).idle_rounds(state.round()) >= STUCK_ROUNDS
}

/// What a stuck player knows of the pieces around it, worked out once a turn.
#[derive(Debug, Clone, PartialEq)]
pub struct Gridlock {
    /// Distances to El Dorado for the player's deck with the spaces of other
    /// players' pieces that do not make way, and those nothing it could get
    /// can pay, taken out (see [`Plan::dist_avoiding`]).
    pub walled: Vec<u16>,
    /// For each of the player's pieces, whether it can never finish.
    pub hopeless: [bool; 2],
    /// Spaces on the next [`WAY_AHEAD`] spaces of the way of every piece
    /// that can still finish (the player's own included): a hopeless piece
    /// keeps off them.
    pub wanted: Vec<bool>,
    /// What the player can pay with (see [`Prospects::obtainable_power`]).
    pub power: Option<[u8; 3]>,
    /// Other players' hopeless pieces in a live piece's way: (space, what
    /// their player can pay with).
    pub blockers: Vec<(SpaceId, Option<[u8; 3]>)>,
    /// The spaces of the blockers' ways out of the way (see [`way_out`]):
    /// a live piece standing on one makes room by stepping off it, even
    /// while another piece still shuts the way, so that a line of pieces
    /// behind a neck clears from its back.
    pub ways_out: Vec<SpaceId>,
    /// Whether every blocker has a way out once the live pieces make room:
    /// then a walled-in live piece waits for it rather than pushing on.
    pub can_clear: bool,
    /// The spaces of pieces that never move (hopeless ones).
    pub still: Vec<SpaceId>,
}

impl Gridlock {
    /// The view of the current player; `None` when it is not stuck and not
    /// told to look anyway (`keep_looking`: a player on its way round stays
    /// on it after moving again).
    pub fn of(state: &GameState, plan: &Plan, keep_looking: bool) -> Option<Gridlock> {
        let seat = state.current();
        if !keep_looking && !stuck(state, seat) {
            return None;
        }
        if !pieces_near(state, seat) {
            return None;
        }
        let board = state.board();
        let prospects = Prospects::new(state, plan);
        let me = state.player(seat);
        let caps = deck_caps(&me.deck());
        let others: ArrayVec<(usize, usize, SpaceId), 8> = state
            .players()
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != seat as usize)
            .flat_map(|(i, p)| {
                p.pieces().iter().enumerate().filter_map(move |(j, x)| x.at.map(|s| (i, j, s)))
            })
            .collect();
        // Pieces that do not make way: their players have not moved for two
        // rounds. Others will move on.
        let held = |s: SpaceId| others.iter().any(|&(i, _, at)| at == s && stuck(state, i as u8));
        let held_ahead = me.pieces().iter().filter_map(|p| p.at).any(|mut s| {
            (0..HELD_AHEAD).any(|_| match plan.next_for(caps, s) {
                Some(n) => {
                    s = n;
                    held(n)
                }
                None => false,
            })
        });
        // A piece that can never finish sits for ever: looked for once the
        // player has not moved for three rounds.
        let mut power = None;
        let mut hopeless = [false; 2];
        if me.idle_rounds(state.round()) >= HOPELESS_AFTER {
            let power = *power.get_or_insert_with(|| prospects.obtainable_power(seat));
            for (i, h) in hopeless.iter_mut().enumerate().take(me.pieces().len()) {
                *h = prospects.hopeless(seat, i as u8)
                    || me.pieces()[i].at.is_some_and(|at| stranded(state, plan, seat, at, power));
            }
        }
        if !held_ahead && !hopeless.iter().any(|&h| h) {
            return None;
        }
        let power = power.unwrap_or_else(|| prospects.obtainable_power(seat));
        // Spaces no card the player owns or could still buy can pay are
        // closed too: a way over them leads nowhere.
        let mut closed: Vec<bool> =
            SpaceId::all(board.len()).map(|s| !payable(state, s, power)).collect();
        for &(i, _, at) in &others {
            if stuck(state, i as u8) {
                closed[at] = true;
            }
        }
        let walled = plan.dist_avoiding(caps, |s| closed[s]);
        let walled_in = me
            .pieces()
            .iter()
            .enumerate()
            .any(|(i, p)| !hopeless[i] && p.at.is_some_and(|s| walled[s] == UNREACHABLE));
        let mut wanted = vec![false; board.len()];
        let mut blockers = Vec::new();
        let mut ways_out = Vec::new();
        let mut can_clear = false;
        let mut still: Vec<SpaceId> = Vec::new();
        // Who may finish, and where their ways run, matters only to a piece
        // that must get out of the way or is walled in.
        if hopeless.iter().any(|&h| h) || walled_in {
            let others: Vec<(usize, usize, SpaceId, bool)> = others
                .iter()
                .map(|&(i, j, s)| {
                    let h = prospects.hopeless(i as u8, j as u8)
                        || (stuck(state, i as u8)
                            && stranded(
                                state,
                                plan,
                                i as u8,
                                s,
                                prospects.obtainable_power(i as u8),
                            ));
                    (i, j, s, h)
                })
                .collect();
            let mut mark = |caps: [u8; 3], mut s: SpaceId| {
                for _ in 0..WAY_AHEAD {
                    let Some(n) = plan.next_for(caps, s) else { break };
                    wanted[n] = true;
                    s = n;
                }
            };
            for (j, x) in me.pieces().iter().enumerate() {
                if let Some(s) = x.at
                    && !hopeless[j]
                {
                    mark(caps, s);
                }
            }
            for &(i, _, s, h) in &others {
                if !h {
                    mark(deck_caps(&state.player(i as u8).deck()), s);
                }
            }
            blockers = others
                .iter()
                .filter(|&&(_, _, s, h)| h && wanted[s])
                .map(|&(i, _, s, _)| (s, prospects.obtainable_power(i as u8)))
                .collect::<Vec<_>>();
            // Pieces that never move: hopeless ones (the player's own too).
            still = others.iter().filter(|&&(_, _, _, h)| h).map(|&(_, _, s, _)| s).collect();
            still.extend(
                me.pieces()
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| hopeless[j])
                    .filter_map(|(_, p)| p.at),
            );
            can_clear = !blockers.is_empty();
            for &(s, power) in &blockers {
                let held = |x: SpaceId| state.is_occupied(x);
                match way_out(state, &wanted, |x| still.contains(&x), held, s, power) {
                    Some((_, way)) => ways_out.extend(way),
                    None => can_clear = false,
                }
            }
            ways_out.sort_unstable();
            ways_out.dedup();
        }
        Some(Gridlock { walled, hopeless, wanted, power, blockers, ways_out, can_clear, still })
    }

    /// Whether a hopeless piece may end a move on `space`: off every live
    /// piece's way.
    pub fn aside(&self, space: SpaceId) -> bool {
        !self.wanted[space]
    }

    /// Whether the piece is hopeless and stands in a live piece's way.
    pub fn in_the_way(&self, piece: u8, at: SpaceId) -> bool {
        self.hopeless.get(piece as usize).copied().unwrap_or(false) && !self.aside(at)
    }

    /// Whether a live piece of the player is walled off from El Dorado by
    /// pieces that do not make way.
    pub fn walled_in(&self, state: &GameState) -> bool {
        let me = state.current_player();
        me.pieces()
            .iter()
            .enumerate()
            .any(|(i, p)| !self.hopeless[i] && p.at.is_some_and(|s| self.walled[s] == UNREACHABLE))
    }

    /// How far a piece at `from` that pays with `power` is from a space
    /// aside, over spaces it can pay, around the pieces that never move, a
    /// space another piece holds counting [`HELD_STEP`] steps (it can make
    /// room), with the piece on `moved.0` imagined on `moved.1`; a step
    /// nearer counts even while the way is still shut further on.
    pub fn escape(
        &self,
        state: &GameState,
        from: SpaceId,
        power: Option<[u8; 3]>,
        moved: (SpaceId, SpaceId),
    ) -> u16 {
        if self.aside(from) {
            return 0;
        }
        let held = |s: SpaceId| s == moved.1 || (s != moved.0 && state.is_occupied(s));
        let still = |s: SpaceId| s != moved.0 && self.still.contains(&s);
        way_out(state, &self.wanted, still, held, from, power).map_or(NO_WAY_OUT, |w| w.0)
    }

    /// How far the hopeless pieces in the way of the player's live pieces are
    /// from getting out of it (the sum of their [`Gridlock::escape`]s), with
    /// the player's piece on `moved.0` imagined on `moved.1`.
    pub fn jam(&self, state: &GameState, moved: (SpaceId, SpaceId)) -> u32 {
        let held = |s: SpaceId| s == moved.1 || (s != moved.0 && state.is_occupied(s));
        let in_ways: u32 = self
            .ways_out
            .iter()
            .filter(|&&s| held(s))
            .map(|&s| 2 + self.clearing(state, s, &held) as u32)
            .sum();
        self.blockers
            .iter()
            .map(|&(s, power)| self.escape(state, s, power, moved) as u32)
            .sum::<u32>()
            + in_ways
    }

    /// How far the piece on `from`, which stands in a way out, is from
    /// stepping off the ways out: steps to a free space off them, a space
    /// another piece holds counting [`HELD_STEP`] more (that piece must make
    /// room first), so a line of pieces clears from the end that can.
    fn clearing(&self, state: &GameState, from: SpaceId, held: &impl Fn(SpaceId) -> bool) -> u16 {
        let blockers: ArrayVec<SpaceId, 8> = self.blockers.iter().map(|b| b.0).collect();
        cheapest_way(
            state,
            from,
            |n| (!blockers.contains(&n)).then(|| 1 + if held(n) { HELD_STEP } else { 0 }),
            |s| !held(s) && !self.ways_out.contains(&s),
            |cost, _| cost < ESCAPE_LIMIT,
        )
        .map_or(ESCAPE_LIMIT, |(cost, _)| cost.min(ESCAPE_LIMIT))
    }
}

/// Steps beyond which a way out of the way is not looked for.
pub const ESCAPE_LIMIT: u16 = 16;

/// What a step onto a space a live piece holds costs a way out, against 1
/// for a free one: such a piece can make room, but it takes a turn.
const HELD_STEP: u16 = 4;

/// [`Gridlock::escape`] with no way out.
const NO_WAY_OUT: u16 = ESCAPE_LIMIT * HELD_STEP;

/// The cheapest way for the hopeless piece on `from` (paying with `power`)
/// to a space aside — off every live piece's way — over spaces it can pay,
/// through open seams, around the pieces that never move (`still`), a space
/// a live piece holds (`held`) counting [`HELD_STEP`]: its cost, and its
/// spaces after `from`; `None` when there is none within [`ESCAPE_LIMIT`] steps.
fn way_out(
    state: &GameState,
    wanted: &[bool],
    still: impl Fn(SpaceId) -> bool,
    held: impl Fn(SpaceId) -> bool,
    from: SpaceId,
    power: Option<[u8; 3]>,
) -> Option<(u16, Vec<SpaceId>)> {
    cheapest_way(
        state,
        from,
        |n| (!still(n) && payable(state, n, power)).then(|| if held(n) { HELD_STEP } else { 1 }),
        |s| !wanted[s],
        |_, steps| steps + 1 < ESCAPE_LIMIT,
    )
}

/// The cheapest way from `from` to another space where `goal` holds, through
/// open seams into spaces (El Dorado left out) at the price `enter` puts on
/// them (`None`: not entered), going on from a space only while `go_on(cost,
/// steps)` holds: its cost, and its spaces after `from`, the last first.
fn cheapest_way(
    state: &GameState,
    from: SpaceId,
    enter: impl Fn(SpaceId) -> Option<u16>,
    goal: impl Fn(SpaceId) -> bool,
    go_on: impl Fn(u16, u16) -> bool,
) -> Option<(u16, Vec<SpaceId>)> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let board = state.board();
    let mut cost = vec![u16::MAX; board.len()];
    let mut came = vec![SpaceId::NONE; board.len()];
    let mut steps = vec![0u16; board.len()];
    cost[from] = 0;
    let mut queue = BinaryHeap::from([Reverse((0u16, from))]);
    while let Some(Reverse((c, s))) = queue.pop() {
        if c > cost[s] {
            continue;
        }
        if s != from && goal(s) {
            let mut way = vec![s];
            let mut at = s;
            while came[at] != from {
                at = came[at];
                way.push(at);
            }
            return Some((c, way));
        }
        if !go_on(c, steps[s]) {
            continue;
        }
        for (n, seam) in board.exits(s) {
            let open =
                seam == eldorado_core::map::SeamId::NONE || state.intact_blockade(seam).is_none();
            if !open || board.is_finish(n) {
                continue;
            }
            let Some(step) = enter(n) else { continue };
            let next = c + step;
            if next < cost[n] {
                cost[n] = next;
                came[n] = s;
                steps[n] = steps[s] + 1;
                queue.push(Reverse((next, n)));
            }
        }
    }
    None
}

/// Whether the piece of `seat` on `at` waits for a card it can never get:
/// the next space of its way (for its deck) is one nothing it owns or could
/// buy pays. Such a piece goes on only by another way, so it is handled as
/// one that can never finish: it steps aside, the others make room.
fn stranded(state: &GameState, plan: &Plan, seat: u8, at: SpaceId, power: Option<[u8; 3]>) -> bool {
    let caps = deck_caps(&state.player(seat).deck());
    plan.next_for(caps, at).is_some_and(|n| !payable(state, n, power))
}

/// Whether a piece paying with `power` can enter a landscape space (rubble
/// and base camps take any cards).
fn payable(state: &GameState, s: SpaceId, power: Option<[u8; 3]>) -> bool {
    let cell = state.board().cell(s);
    power.is_none_or(|best| {
        eldorado_rules::board::land_index(cell.terrain).is_none_or(|i| cell.power <= best[i])
    })
}
