//! What a position promises, read with the course's planning tables: whether
//! a piece can ever reach El Dorado (the bots move a hopeless piece aside),
//! and — the judgement on a finished game — why a game the round cap
//! stopped got nowhere, judged from where the pieces stand and what each
//! player owns and could still get, and from when it got no nearer.
//!
//! Each piece still on the board gets the first reason that holds for it,
//! from the most hopeless ([`StallReason`] order): no route at all; every card
//! that could pay the way gone; the deck too poor to ever buy what the way
//! needs; too few cards for a rubble or base camp on every way; its ways
//! blocked by other pieces; no card for the next space of its cheapest route
//! (a way round open); or none of these, so it was only slow — or idle, when
//! no player moved at all in the last rounds. A player is as
//! stuck as its most hopeless piece. The game stalled because *no* player
//! finished, so its reason is the least hopeless player's: when one player
//! can never pay the way but another, who could, is held up behind its piece,
//! the pieces blocking each other are the cause, not the missing cards.

use serde::{Deserialize, Serialize};

use crate::plan::{Plan, UNREACHABLE};
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::{SeamId, SpaceId};
use eldorado_messages::{Lang, text, text_with};
use eldorado_rules::board::Board;
use eldorado_rules::cards::{CardKind, CardSymbol, TokenKind};
use eldorado_rules::cardset::Cards;
use eldorado_rules::played::Timeline;
use eldorado_rules::state::{GameState, Player};

/// Spaces by which a free way round may be longer than a way held up by
/// pieces before the pieces count as the cause of a stall.
const DETOUR: usize = 4;
/// Rounds without a move after which a player held up by a piece that never
/// made way counts as blocked, though a long way round was open; and after
/// which a game where no player moved stalled [`StallReason::Idle`], not slow.
pub const IDLE_ROUNDS: u16 = 10;

/// The most power of each movement symbol a player can bring to a space, or
/// `None` when it can enter any space (a Native or a native-move token).
type Power = Option<[u8; 3]>;

/// Why a game hit the round cap without a winner, from the most hopeless
/// reason to the least (the game's reason is the least hopeless player's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StallReason {
    /// A piece has no route to El Dorado at all.
    NoRoute,
    /// Every route of some piece crosses a space or blockade that no card
    /// or token the player owns, and none the market still holds, can pay:
    /// the cards it needs are out of the game or in other players' decks.
    CardsGone,
    /// The market still holds a card that would pay the way, but the
    /// player's deck can never afford it, nor any card that would make its
    /// richest hand richer (a deck thinned to a few weak cards).
    TooPoor,
    /// Every route asks more cards at once (rubble, base camp) than the
    /// player owns.
    ThinDeck,
    /// A player owns no card (nor joker, Native or token) that can pay the
    /// next space of its cheapest route, and the market has none left; a
    /// way round over other terrain is still open.
    NoCards,
    /// Every way a player could pay is held up by other pieces standing in
    /// it: pieces block each other ([`Stall::at`] says where).
    Blocked,
    /// No player moved a piece in the last rounds, though none of the
    /// reasons above holds: each could still go on, and did not find how
    /// (the bots' failing, not the course's).
    Idle,
    /// The game was still moving, only too slowly.
    Slow,
}

impl StallReason {
    /// Every reason, most hopeless first.
    pub const ALL: [StallReason; 8] = [
        StallReason::NoRoute,
        StallReason::CardsGone,
        StallReason::TooPoor,
        StallReason::ThinDeck,
        StallReason::NoCards,
        StallReason::Blocked,
        StallReason::Idle,
        StallReason::Slow,
    ];

    /// The catalogue's id of the reason's clause.
    fn message_id(self) -> &'static str {
        match self {
            StallReason::NoRoute => "game-stall-no-route",
            StallReason::CardsGone => "game-stall-cards-gone",
            StallReason::TooPoor => "game-stall-too-poor",
            StallReason::ThinDeck => "game-stall-thin-deck",
            StallReason::NoCards => "game-stall-no-cards",
            StallReason::Blocked => "game-stall-blocked",
            StallReason::Idle => "game-stall-idle",
            StallReason::Slow => "game-stall-slow",
        }
    }

    /// The reason in words, one clause, in `lang`: "pieces block each other".
    pub fn said(self, lang: Lang) -> String {
        text(lang, self.message_id())
    }
}

/// Why a game the round cap stopped got nowhere, and where it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Stall {
    /// The game's reason: the least hopeless player's.
    pub reason: StallReason,
    /// For [`StallReason::Blocked`] the space of a piece in the way; for the
    /// reasons about cards, the space that can't be paid.
    pub at: Option<SpaceId>,
}

/// A position read with a course's planning tables: what each player can
/// still pay with, whether a piece can ever reach El Dorado, and what holds
/// each piece up.
#[derive(Clone, Copy)]
pub struct Prospects<'a> {
    state: &'a GameState,
    board: &'a Board,
    plan: &'a Plan,
}

impl<'a> Prospects<'a> {
    /// Reads `state`, a position on the course `plan` was made for.
    pub fn new(state: &'a GameState, plan: &'a Plan) -> Self {
        debug_assert!(
            std::sync::Arc::ptr_eq(state.board(), plan.board()),
            "a plan of another course"
        );
        Prospects { state, board: state.board(), plan }
    }

    /// Why the game got nowhere, and where it shows (the space a piece could
    /// not pay, or a piece that blocks another's way), judged at the cap.
    pub fn stall(&self) -> Stall {
        let mut game: Option<(StallReason, Option<SpaceId>)> = None;
        for (seat, p) in self.state.players().iter().enumerate() {
            if p.completed().is_some() {
                continue;
            }
            let mut player: Option<(StallReason, Option<SpaceId>)> = None;
            for (i, piece) in p.pieces().iter().enumerate() {
                let Some(at) = piece.at else { continue };
                let found = self.piece_stall(seat as u8, i as u8, at, p);
                if player.is_none_or(|(r, _)| found.0 < r) {
                    player = Some(found);
                }
            }
            if let Some(found) = player
                && game.is_none_or(|(r, _)| found.0 > r)
            {
                game = Some(found);
            }
        }
        let (reason, at) = game.unwrap_or((StallReason::Slow, None));
        let round = self.state.round();
        let idle = self
            .state
            .players()
            .iter()
            .filter(|p| p.completed().is_none())
            .all(|p| p.idle_rounds(round) >= IDLE_ROUNDS);
        if reason == StallReason::Slow && idle {
            Stall { reason: StallReason::Idle, at: None }
        } else {
            Stall { reason, at }
        }
    }

    /// Whether a piece can never reach El Dorado however the game goes on:
    /// no route, or none its player can pay with what it owns and could
    /// still buy or afford, or none its deck has cards enough for (the
    /// first four [`StallReason`]s). Such a piece can only stand in others'
    /// way; the bots move it aside.
    pub fn hopeless(&self, seat: u8, piece: u8) -> bool {
        let p = self.state.player(seat);
        p.pieces()
            .get(piece as usize)
            .and_then(|x| x.at)
            .is_some_and(|at| self.hopeless_reason(p, at).is_some())
    }

    /// The most power of each movement symbol (machete, paddle, coin) a
    /// player owns or could still buy — its deck, its tokens, any card the
    /// market still holds — or `None` when it can enter any space (a Native
    /// or a native-move token, owned or to be had).
    pub fn obtainable_power(&self, seat: u8) -> Option<[u8; 3]> {
        let p = self.state.player(seat);
        self.power(p, &p.deck(), true)
    }

    /// The hopeless reasons of [`GameState::hopeless`] that hold for a piece
    /// at `at`, with where they show.
    fn hopeless_reason(&self, p: &Player, at: SpaceId) -> Option<(StallReason, Option<SpaceId>)> {
        if self.plan.dist(at) == UNREACHABLE {
            return Some((StallReason::NoRoute, None));
        }
        let deck = p.deck();
        if self.own_route_payable(p, &deck, at) {
            return None;
        }
        let reach = self.power(p, &deck, true);
        if !self.payable_route(at, &reach, None) {
            return Some((StallReason::CardsGone, self.first_unpayable(at, &reach)));
        }
        let owned = self.power(p, &deck, false);
        if !self.payable_route(at, &owned, None) && !self.can_buy_help(p, &deck, &owned) {
            return Some((StallReason::TooPoor, self.first_unpayable(at, &owned)));
        }
        // What is left of the deck once the player's other piece has paid
        // the fewest base-camp cards it can reach El Dorado with.
        let others: usize = (p.pieces().iter().filter_map(|x| x.at))
            .filter(|&s| s != at)
            .map(|s| self.plan.fewest_camp_cards(s))
            .sum();
        let cards = deck.len().saturating_sub(others);
        let moves_free = TokenKind::ALL.into_iter().any(|t| {
            p.tokens()[t as usize] > 0 && (t.movement().is_some() || t == TokenKind::NativeMove)
        });
        if !self.payable_thinning(at, &reach, cards, moves_free) && !self.can_grow(p, &deck) {
            return Some((StallReason::ThinDeck, self.first_unpayable_count(at, cards)));
        }
        None
    }

    /// Whether some route from `from` to El Dorado can be paid with `power`
    /// by a deck of `cards` cards that base camps thin as it goes: each
    /// rubble or base camp asks no more cards than are left, and a card is
    /// left to enter every other space (unless `moves_free`: a token moves
    /// without one).
    fn payable_thinning(
        &self,
        from: SpaceId,
        power: &Power,
        cards: usize,
        moves_free: bool,
    ) -> bool {
        let width = cards + 1;
        let mut seen = vec![false; self.board.len() * width];
        let mut stack = vec![(from, cards)];
        seen[from.index() * width + cards] = true;
        while let Some((s, left)) = stack.pop() {
            for (n, seam) in self.board.exits(s) {
                if !self.payable(n, seam, power, Some(left)) {
                    continue;
                }
                let cell = self.plan.cell(n);
                let left = match cell.terrain {
                    Terrain::Basecamp => left - cell.power as usize,
                    Terrain::Rubble => left,
                    _ if left == 0 && !moves_free => continue,
                    _ => left,
                };
                if self.board.is_finish(n) {
                    return true;
                }
                let key = n.index() * width + left;
                if !seen[key] {
                    seen[key] = true;
                    stack.push((n, left));
                }
            }
        }
        false
    }

    /// Whether the player can ever buy a card, so its deck grows again: the
    /// richest hand its deck can draw, with its coin tokens, affords one the
    /// market still holds.
    fn can_grow(&self, p: &Player, deck: &Cards) -> bool {
        let money = purse(p, deck);
        CardKind::ALL.into_iter().any(|k| {
            self.state.market().left(k) > 0 && 2 * k.cost().unwrap_or(u8::MAX) as u32 <= money
        })
    }

    /// What holds a piece up, were the game to stop now: the first
    /// [`StallReason`] that holds for it, from the most hopeless, with where
    /// it shows; `None` for a piece in El Dorado. [`StallReason::Slow`]
    /// means nothing holds it up.
    pub fn hold_up(&self, seat: u8, piece: u8) -> Option<(StallReason, Option<SpaceId>)> {
        let p = self.state.players().get(seat as usize)?;
        let at = p.pieces().get(piece as usize)?.at?;
        Some(self.piece_stall(seat, piece, at, p))
    }

    /// A quick sufficient check that a piece is not hopeless: the cheapest
    /// route for what the player owns (the board's table for those powers)
    /// asks for nothing it can't pay, blockades on it included. With a
    /// Native or a native-move token any space can be paid.
    fn own_route_payable(&self, p: &Player, deck: &Cards, at: SpaceId) -> bool {
        let Some(caps) = self.power(p, deck, false) else { return true };
        let route = self.plan.route_demand(caps, at);
        // The player's other piece takes its base camps' cards from the same deck.
        let others = self
            .plan
            .camps_ahead(caps, p.pieces().iter().filter_map(|x| x.at).filter(|&s| s != at));
        let within = route.most.iter().zip(caps).all(|(&need, cap)| need <= cap)
            && others + route.camps as usize + (route.cards as usize).max(1) <= deck.len();
        let blockades_ok = match route.blockade_seams {
            Some(mask) => {
                self.plan.blockade_seams().iter().enumerate().take(32).all(|(i, &seam)| {
                    mask & (1 << i) == 0
                        || self.state.intact_blockade(seam).is_none_or(|b| {
                            let b = self.state.blockades()[b].blockade;
                            match Symbol::of(b.terrain) {
                                Some(s) => b.power <= caps[s.index()],
                                None => b.power as usize <= deck.len(),
                            }
                        })
                })
            }
            None => false,
        };
        within && blockades_ok && self.plan.next_for(caps, at).is_some()
    }

    /// The first reason that holds for one piece, from the most hopeless.
    fn piece_stall(
        &self,
        seat: u8,
        piece: u8,
        at: SpaceId,
        p: &Player,
    ) -> (StallReason, Option<SpaceId>) {
        if let Some(hopeless) = self.hopeless_reason(p, at) {
            return hopeless;
        }
        let deck = p.deck();
        let reach = self.power(p, &deck, true);
        let cards = deck.len();
        if let Some(blocker) = self.blocking_piece(seat, piece, at, &reach, cards) {
            return (StallReason::Blocked, Some(blocker));
        }
        if let Some(next) = self.plan.next_on_route(at)
            && !self.can_ever_pay(&deck, p, next)
        {
            return (StallReason::NoCards, Some(next));
        }
        (StallReason::Slow, None)
    }

    /// What a player can pay with: its deck and tokens, and with `market`
    /// any card the market still holds too.
    fn power(&self, p: &Player, deck: &Cards, market: bool) -> Power {
        let mut best = [0u8; 3];
        let on_offer =
            CardKind::ALL.into_iter().filter(|&k| market && self.state.market().left(k) > 0);
        for k in deck.kinds().chain(on_offer) {
            match k.symbol() {
                CardSymbol::Joker => best = best.map(|b| b.max(k.power())),
                CardSymbol::Action if k == CardKind::Native => return None,
                CardSymbol::Action => {}
                s => {
                    if let Some(m) = s.movement() {
                        best[m.index()] = best[m.index()].max(k.power());
                    }
                }
            }
        }
        for t in TokenKind::ALL.into_iter().filter(|&t| p.tokens()[t as usize] > 0) {
            match t.movement() {
                Some((s, power)) => best[s.index()] = best[s.index()].max(power),
                None if t == TokenKind::NativeMove => return None,
                None => {}
            }
        }
        Some(best)
    }

    /// Whether the player can buy a market card that adds to what it can pay
    /// with, or one that makes the richest hand its deck can draw richer (so
    /// that saving up leads somewhere).
    fn can_buy_help(&self, p: &Player, deck: &Cards, owned: &Power) -> bool {
        let Some(owned) = owned else { return true };
        let money = purse(p, deck);
        CardKind::ALL.into_iter().filter(|&k| self.state.market().can_buy(k)).any(|k| {
            let price = 2 * k.cost().unwrap_or(0) as u32;
            if price > money {
                return false;
            }
            let helps = match k.symbol() {
                CardSymbol::Joker => owned.iter().any(|&b| k.power() > b),
                CardSymbol::Action => k == CardKind::Native,
                s => s.movement().is_some_and(|m| k.power() > owned[m.index()]),
            };
            let mut richer = *deck;
            richer.add(k);
            helps || richest_hand(&richer) > richest_hand(deck)
        })
    }

    /// Whether a space or the blockade crossed into it can be paid with
    /// `power`; with `cards`, rubble and base camps (and rubble blockades)
    /// only up to that many cards.
    fn payable(&self, space: SpaceId, seam: SeamId, power: &Power, cards: Option<usize>) -> bool {
        let fits = |terrain: Terrain, need: u8| match Symbol::of(terrain) {
            Some(s) => power.is_none_or(|best| need <= best[s.index()]),
            None => cards.is_none_or(|c| need as usize <= c),
        };
        let cell = self.plan.cell(space);
        fits(cell.terrain, cell.power)
            && (seam == SeamId::NONE
                || self.state.intact_blockade(seam).is_none_or(|b| {
                    let b = self.state.blockades()[b].blockade;
                    fits(b.terrain, b.power)
                }))
    }

    /// Whether some route from `from` to El Dorado can be paid with `power`
    /// (and, with `cards`, asks no more cards at once than that).
    fn payable_route(&self, from: SpaceId, power: &Power, cards: Option<usize>) -> bool {
        self.search_from(from, |n, seam| self.payable(n, seam, power, cards)).0
    }

    /// The first space of the cheapest route from `from` that `power` can't
    /// pay (a blockade counts as the space behind it).
    fn first_unpayable(&self, from: SpaceId, power: &Power) -> Option<SpaceId> {
        self.route_from(from).find(|&(n, seam)| !self.payable(n, seam, power, None)).map(|x| x.0)
    }

    /// The first rubble or base camp of the cheapest route from `from` that
    /// asks for more cards than a deck of `cards` has left there (the base
    /// camps before it having taken theirs), or a base camp that takes the
    /// last of them.
    fn first_unpayable_count(&self, from: SpaceId, cards: usize) -> Option<SpaceId> {
        let mut left = cards;
        self.route_from(from)
            .find(|&(n, seam)| {
                if !self.payable(n, seam, &None, Some(left)) {
                    return true;
                }
                let cell = self.plan.cell(n);
                if cell.terrain == Terrain::Basecamp {
                    left -= cell.power as usize;
                    // It takes the last cards, and the way goes on.
                    return left == 0;
                }
                false
            })
            .map(|x| x.0)
    }

    /// The spaces of the board's cheapest route from `from`, each with the seam crossed into it.
    fn route_from(&self, from: SpaceId) -> impl Iterator<Item = (SpaceId, SeamId)> + '_ {
        let mut at = from;
        std::iter::from_fn(move || {
            let n = self.plan.next_on_route(at)?;
            let seam = self.board.seam_between(at, n).unwrap_or(SeamId::NONE);
            at = n;
            Some((n, seam))
        })
        .take(self.board.len())
    }

    /// When the ways the piece can pay are held up by other pieces, the space
    /// of the piece that stands in the way nearest El Dorado; `None` when a
    /// way is free. Held up: every way is blocked, or the only free ways are
    /// [`DETOUR`] spaces longer than the blocked one and the player has not
    /// moved for [`IDLE_ROUNDS`] rounds (it waited for a piece that never
    /// made way).
    fn blocking_piece(
        &self,
        seat: u8,
        piece: u8,
        from: SpaceId,
        power: &Power,
        cards: usize,
    ) -> Option<SpaceId> {
        let ok = |n: SpaceId, seam: SeamId| self.payable(n, seam, power, Some(cards));
        let free =
            |n: SpaceId, seam: SeamId| ok(n, seam) && !self.state.occupied_by_other(n, seat, piece);
        let any_way = self.steps_to_finish(from, ok)?;
        let idle = self.state.player(seat).idle_rounds(self.state.round()) >= IDLE_ROUNDS;
        match self.steps_to_finish(from, free) {
            Some(round) if !idle || round <= any_way + DETOUR => return None,
            _ => {}
        }
        // The pieces next to what the piece can reach freely, from which El
        // Dorado could be reached if they were not there: nearest it first.
        let (_, seen) = self.search_from(from, free);
        let mut blocker: Option<SpaceId> = None;
        for s in SpaceId::all(self.board.len()).filter(|&s| seen[s]) {
            for (n, seam) in self.board.exits(s) {
                if self.state.occupied_by_other(n, seat, piece)
                    && ok(n, seam)
                    && blocker.is_none_or(|b| self.plan.dist(n) < self.plan.dist(b))
                    && self.search_from(n, ok).0
                {
                    blocker = Some(n);
                }
            }
        }
        blocker
    }

    /// Fewest steps from `from` to a finishing space stepping only where
    /// `may_enter(space, seam crossed)` allows; `None` when none is reached.
    fn steps_to_finish(
        &self,
        from: SpaceId,
        may_enter: impl Fn(SpaceId, SeamId) -> bool,
    ) -> Option<usize> {
        let mut steps = vec![usize::MAX; self.board.len()];
        let mut queue = std::collections::VecDeque::from([from]);
        steps[from] = 0;
        while let Some(s) = queue.pop_front() {
            for (n, seam) in self.board.exits(s) {
                if steps[n] != usize::MAX || !may_enter(n, seam) {
                    continue;
                }
                if self.board.is_finish(n) {
                    return Some(steps[s] + 1);
                }
                steps[n] = steps[s] + 1;
                queue.push_back(n);
            }
        }
        None
    }

    /// Searches from `from` stepping only where `may_enter(space, seam
    /// crossed)` allows: whether a finishing space is reached, and the spaces seen.
    fn search_from(
        &self,
        from: SpaceId,
        may_enter: impl Fn(SpaceId, SeamId) -> bool,
    ) -> (bool, Vec<bool>) {
        let mut seen = vec![false; self.board.len()];
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(s) = stack.pop() {
            for (n, seam) in self.board.exits(s) {
                if seen[n] || !may_enter(n, seam) {
                    continue;
                }
                if self.board.is_finish(n) {
                    return (true, seen);
                }
                seen[n] = true;
                stack.push(n);
            }
        }
        (false, seen)
    }

    /// Whether a player holds, or could still buy, something that enters `space`.
    fn can_ever_pay(&self, deck: &Cards, p: &Player, space: SpaceId) -> bool {
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
                p.tokens()[t as usize] > 0
                    && (t == TokenKind::NativeMove
                        || t.movement().is_some_and(|(s, pw)| s == symbol && pw >= power))
            })
            || CardKind::ALL.into_iter().any(|k| fits(k) && self.state.market().left(k) > 0)
    }
}

/// Half coins a player can spend on one purchase at most: the richest hand
/// its deck can draw, with its coin tokens.
fn purse(p: &Player, deck: &Cards) -> u32 {
    let tokens = 2 * p.tokens()[TokenKind::Coin1 as usize] as u32
        + 4 * p.tokens()[TokenKind::Coin2 as usize] as u32;
    richest_hand(deck) + tokens
}

/// Half coins of the richest hand a deck can draw: its four best payers.
pub(crate) fn richest_hand(deck: &Cards) -> u32 {
    let mut best = [0u8; 4];
    for k in deck.iter() {
        let c = k.half_coins();
        if c > best[3] {
            best[3] = c;
            best.sort_unstable_by(|a, b| b.cmp(a));
        }
    }
    best.iter().map(|&c| c as u32).sum()
}

/// The position from which a game the round cap stopped got no nearer El
/// Dorado: the one after the last action that brought some piece closer than
/// it had ever been (by the plan's distance to El Dorado). `None` for a game
/// that did not stall.
pub fn stall_moment(game: &Timeline, plan: &Plan) -> Option<usize> {
    if !game.current().outcome()?.stopped_by_cap() {
        return None;
    }
    let best_of = |state: &GameState| -> Vec<u16> {
        state
            .players()
            .iter()
            .flat_map(|p| p.pieces().iter().map(|x| x.at.map_or(0, |s: SpaceId| plan.dist(s))))
            .collect()
    };
    let mut state = game.start_state().clone();
    let mut rng = game.start_rng();
    let mut best = best_of(&state);
    let mut moment = 0;
    for (i, &a) in game.actions().iter().enumerate() {
        // The timeline's actions were all applied once, so they apply again.
        let _ = state.apply(a, &mut rng);
        let now = best_of(&state);
        let mut closer = false;
        for (b, n) in best.iter_mut().zip(now) {
            if n < *b {
                *b = n;
                closer = true;
            }
        }
        if closer {
            moment = i + 1;
        }
    }
    Some(moment)
}

/// The judgement of a finished game the round cap stopped, in `lang`, in the
/// words the story ends with ("pieces block each other at jungle 1 (C
/// centre)"); `None` for a game someone won or one not over.
pub fn stall_words(state: &GameState, plan: &Plan, lang: Lang) -> Option<String> {
    if !state.outcome()?.stopped_by_cap() {
        return None;
    }
    let Stall { reason, at } = Prospects::new(state, plan).stall();
    let reason = reason.said(lang);
    Some(match at {
        Some(s) => {
            let place = eldorado_words::story::place(state.board(), s, lang);
            text_with(lang, "game-stall-at", &[("reason", reason.into()), ("place", place.into())])
        }
        None => reason,
    })
}
