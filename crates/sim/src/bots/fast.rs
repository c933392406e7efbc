//! The fast heuristic bot: a sensible deck-building race at a few microseconds
//! a turn. Each call it
//! 1. draws first (Cartographer, Compass, Scientist, Travel Log, draw tokens);
//! 2. picks the card it wants to buy and sets the cheapest payment aside;
//! 3. moves greedily with the other cards, toward El Dorado by the distance
//!    table, thinning its deck at base camps with its weakest cards, and
//!    never ends a turn without a play while one gains ground;
//! 4. buys (saving up, when the way ahead needs a card no hand can afford,
//!    with cards that make its richest hand richer), then keeps only a Native.

use arrayvec::ArrayVec;
use rand_chacha::ChaCha8Rng;

use super::Bot;
use super::eval::{
    Ahead, Dist, LAST_CARDS, Wishes, best_to_transmit, card_values, cave_to_explore, covers,
    deck_average, deck_caps, draw_card_to_play, item_to_keep, lasting_caps, shortfall,
    symbol_shares, weakest_cards, weakest_cards_leaving, weakest_spare_card,
};
use super::gridlock::{Gridlock, LOOK_ROUNDS};
use super::movegen::MAX_POWER;
use super::movegen::Reach;
use crate::plan::{Plan, RouteStep, UNREACHABLE};
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::{SeamId, SpaceId};
use eldorado_rules::action::{Action, Path, PurchasePayment, Source, Step, TokenUse};
use eldorado_rules::cards::{CardKind, CardSymbol, TokenKind};
use eldorado_rules::cardset::Cards;
use eldorado_rules::sources::{MoveSource, MoveSources, most_power};
use eldorado_rules::state::{GameState, Phase};

/// Tunable weights of the fast bot.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FastParams {
    /// Below this distance (half symbols) the bot stops buying.
    pub stop_buying: i32,
    /// A card must be worth this much to be bought.
    pub min_buy_value: f32,
    /// Decks are not thinned below this many cards.
    pub min_deck: usize,
    /// A card bought must be worth this many times the deck's average card.
    pub above_average: f32,
    /// Whether the bot breaks gridlock (see [`Gridlock`]): steps aside with a
    /// piece that can never finish, takes the way round pieces that do not
    /// make way. Off, it plays as the bots before it did.
    pub break_gridlock: bool,
    /// Coins are worth `(distance − stop_buying) / buy_horizon` more per
    /// power, at most `buy_cap`: while there is time to spend them.
    pub buy_horizon: f32,
    /// See `buy_horizon`.
    pub buy_cap: f32,
    /// Added to the worth of a card that pays for what the way ahead demands
    /// beyond the deck (see [`shortfall`]): without it the bot can't get on.
    pub needed_worth: f32,
    /// After a Scientist or Travel Log, a card worth less than this is removed.
    pub remove_below: f32,
    /// Added to the worth of paying a base camp with a starting card, which
    /// thins the deck (the racer's; the fast bot's is 0).
    pub thin_bonus: f32,
}

impl FastParams {
    /// The fast bot's weights.
    pub const REFERENCE: FastParams = FastParams {
        stop_buying: 14,
        min_buy_value: 1.4,
        min_deck: 7,
        above_average: 1.1,
        break_gridlock: true,
        buy_horizon: 60.0,
        buy_cap: 0.6,
        needed_worth: 5.0,
        remove_below: 1.1,
        thin_bonus: 0.0,
    };
}

impl Default for FastParams {
    fn default() -> Self {
        FastParams::REFERENCE
    }
}

/// The fast bot: its weights, its search buffers and what it worked out for
/// the turn being played.
#[derive(Debug, Clone, Default)]
pub struct FastBot {
    reach: Reach,
    /// The movement sources of the hand, refilled for each search.
    sources: MoveSources,
    /// Its weights.
    pub params: FastParams,
    /// What the bot worked out at the start of the current turn.
    turn: Option<TurnCache>,
    /// For each seat, the round until which it keeps looking at the pieces
    /// around it (see [`Gridlock`]) after it got stuck.
    look_until: [u16; 4],
    /// The tactic it follows (see [`super::tactic`]): its name, its wishes
    /// and its prices of terrain; none for the fast bot, the reference.
    tactic: Option<Following>,
}

/// What a fast bot that follows a tactic has of its own besides its weights.
#[derive(Debug, Clone, Copy)]
struct Following {
    name: &'static str,
    wishes: Wishes,
    costs: crate::plan::Costs,
}

/// Figures that stay put during a turn, worked out once.
#[derive(Debug, Clone)]
struct TurnCache {
    /// (round, seat) of the turn.
    key: (u16, u8),
    caps: [u8; 3],
    shares: [f32; 3],
    values: [f32; eldorado_rules::cards::KINDS],
    ahead: Ahead,
    /// Buyable cards worth buying at all, in market order: (card, price in half coins).
    wanted: ArrayVec<(CardKind, u32), 18>,
    /// No piece has moved since the round before last: the bot pays for what
    /// it would rather not (base camps with any cards).
    stuck: bool,
    /// No piece has moved for [`LONG_STUCK`] rounds: a base camp may leave
    /// fewer than [`LAST_CARDS`] cards, if they still pay the way on.
    long_stuck: bool,
    /// No movement was found worth making; later calls this turn skip the search.
    done_moving: bool,
    /// A piece moved, paid its way or broke a blockade this turn.
    moved: bool,
    /// What a stuck player sees of the pieces in its way.
    gridlock: Option<Gridlock>,
    /// The strongest cards of the deck that last (no items), unless it
    /// holds a Native: what a piece must be able to leave a space with.
    lasting_caps: Option<[u8; 3]>,
}

/// A candidate play with its worth.
struct Play {
    action: Action,
    score: f32,
}

impl FastBot {
    /// A fast bot with the default weights.
    pub fn new() -> Self {
        Self::default()
    }

    /// A fast bot with the weights `params`.
    pub fn with_params(params: FastParams) -> Self {
        FastBot { params, ..Self::default() }
    }

    /// The fast bot following a tactic (see [`super::tactic::bot`]): named
    /// `name`, with the weights `params`, the buying wishes `wishes` and the
    /// prices of terrain `costs` in its planning.
    pub fn following(
        name: &'static str,
        params: FastParams,
        wishes: Wishes,
        costs: crate::plan::Costs,
    ) -> Self {
        FastBot { params, tactic: Some(Following { name, wishes, costs }), ..Self::default() }
    }

    fn buying_weight(&self, dist: i32) -> f32 {
        let p = &self.params;
        if dist <= p.stop_buying { 0.0 } else { (dist - p.stop_buying) as f32 / p.buy_horizon }
            .min(p.buy_cap)
    }

    fn play(&mut self, state: &GameState, plan: &Plan) -> Action {
        let seat = state.current();
        let me = state.player(seat);
        let key = (state.round(), seat);
        let fresh = self.turn.as_ref().is_none_or(|t| t.key != key);
        if fresh {
            let deck = me.deck();
            let caps = deck_caps(&deck);
            let ahead = Ahead::new(state, plan);
            let dist = Dist::from_parts(plan, caps, &ahead).player(state, seat);
            let shares = symbol_shares(state, plan, seat);
            let buying = self.buying_weight(dist);
            let mut values = card_values(&shares, buying);
            if let Some(t) = &self.tactic {
                t.wishes.add_to(&mut values);
            }
            let deck_average = deck_average(&deck, |k| values[k as usize]);
            // A purchase must lift the deck's average, or it only dilutes it;
            // near the end only a card the way ahead can't do without is worth buying.
            let min_value = self.params.min_buy_value.max(deck_average * self.params.above_average);
            let short = shortfall(state, plan, seat, caps);
            let near_end = dist <= self.params.stop_buying;
            for k in CardKind::ALL.into_iter().filter(|k| covers(*k, &short)) {
                values[k as usize] += self.params.needed_worth;
            }
            let long_stuck = me.idle_rounds(state.round()) >= LONG_STUCK;
            let mut saving_up = saving_up(state, &deck, &short, long_stuck);
            // The base camps on the ways (of every piece) ask for more cards
            // than the deck can give up and still play: any lasting card
            // bought brings it nearer. A deck with cards for every base camp
            // of the course, for every piece, needs no look.
            let grow = deck.len() < LAST_CARDS + me.pieces().len() * plan.camp_cards() && {
                let camp = plan.camps_ahead(caps, me.pieces().iter().filter_map(|p| p.at));
                camp > 0 && deck.len() < camp + LAST_CARDS
            };
            // Cards bought whether or not they lift the deck's average: for
            // a deck too small for the base camps ahead any lasting card; for
            // a player long stuck, what brings a card its way needs within
            // reach when none is for sale.
            let mut must_buy: ArrayVec<CardKind, 18> = ArrayVec::new();
            if grow {
                must_buy.extend(state.market().buyable().filter(|k| !k.single_use()));
            }
            if long_stuck {
                for k in unlocking(state, &short) {
                    values[k as usize] += self.params.needed_worth;
                    if !must_buy.contains(&k) {
                        must_buy.push(k);
                    }
                }
            }
            for &k in &must_buy {
                if !saving_up.contains(&k) {
                    saving_up.push(k);
                }
            }
            // Long stuck, whatever the reason, a Native gets a piece on: it
            // enters any space next to it.
            if long_stuck
                && state.market().can_buy(CardKind::Native)
                && !saving_up.contains(&CardKind::Native)
            {
                saving_up.push(CardKind::Native);
            }
            for &k in &saving_up {
                values[k as usize] += self.params.needed_worth / 2.0;
            }
            let mut wanted: ArrayVec<(CardKind, u32), 18> = state
                .market()
                .buyable()
                .filter(|&k| {
                    values[k as usize] >= min_value
                        && (!near_end || covers(k, &short) || saving_up.contains(&k))
                })
                .map(|k| (k, 2 * k.cost().unwrap_or(0) as u32))
                .collect();
            for &k in &must_buy {
                if !wanted.iter().any(|&(w, _)| w == k) {
                    wanted.push((k, 2 * k.cost().unwrap_or(0) as u32));
                }
            }
            let stuck = me.idle_rounds(state.round()) >= 2;
            // Stuck among pieces, the bot keeps looking at them for a few
            // rounds, so that it keeps to its way round once it moves again.
            let look = &mut self.look_until[seat as usize % 4];
            let gridlock = if self.params.break_gridlock {
                Gridlock::of(state, plan, state.round() < *look)
            } else {
                None
            };
            if stuck && gridlock.is_some() {
                *look = state.round() + LOOK_ROUNDS;
            }
            self.turn = Some(TurnCache {
                key,
                caps,
                shares,
                values,
                ahead,
                wanted,
                stuck,
                long_stuck,
                done_moving: false,
                moved: false,
                gridlock,
                lasting_caps: (!deck.contains(CardKind::Native)).then(|| lasting_caps(&deck)),
            });
        }
        let FastBot { reach, params, turn, sources, .. } = self;
        let tc = turn.as_mut().expect("set above");
        if tc.ahead.intact() != state.blockades().iter().filter(|b| b.owner.is_none()).count() {
            tc.ahead = Ahead::new(state, plan);
        }
        Self::play_turn(reach, sources, params, state, plan, tc)
    }

    fn play_turn(
        reach: &mut Reach,
        sources: &mut MoveSources,
        params: &FastParams,
        state: &GameState,
        plan: &Plan,
        tc: &mut TurnCache,
    ) -> Action {
        let seat = state.current();
        let me = state.player(seat);
        let hand = *me.hand();
        // Held up by pieces that do not make way: the way round is progress.
        let dist_table = match &tc.gridlock {
            Some(g) if !g.walled_in(state) => Dist::with_table(plan, &g.walled, tc.caps, &tc.ahead),
            _ => Dist::from_parts(plan, tc.caps, &tc.ahead),
        };
        let shares = tc.shares;
        let values = tc.values;
        let value = |k: CardKind| values[k as usize];
        // Cards in hand, piles and play: only asked for when thinning.
        let deck_size = || deck_size(state);

        if state.pending_removals() > 0 {
            return match weakest_spare_card(state, plan, seat, hand.kinds(), value) {
                Some(k) if deck_size() > params.min_deck && value(k) < params.remove_below => {
                    Action::RemoveCard(k)
                }
                _ => Action::StopRemoving,
            };
        }
        if let Some(cave) = cave_to_explore(state) {
            return Action::Explore(cave);
        }
        if let Some(k) = item_to_keep(state) {
            return Action::Token(TokenUse::KeepItem(k));
        }
        if let Some(k) = draw_card_to_play(&hand) {
            return Action::Draw(k);
        }
        if me.has_token(TokenKind::DrawCard) {
            return Action::Token(TokenUse::DrawCard);
        }
        if me.has_token(TokenKind::RemoveCard)
            && deck_size() > params.min_deck
            && let Some(k) = weakest_spare_card(
                state,
                plan,
                seat,
                hand.kinds().filter(|k| k.is_starting_card()),
                value,
            )
        {
            return Action::Token(TokenUse::RemoveCard(k));
        }

        // Move first with any card, then buy with what is left.
        let tokens_money = 2 * me.tokens()[TokenKind::Coin1 as usize] as u32
            + 4 * me.tokens()[TokenKind::Coin2 as usize] as u32;
        let market = state.market();
        // The card worth most, the cheaper of two worth the same, the first
        // in the market's order of two alike.
        let best_buy = |money: u32| {
            let mut best: Option<(CardKind, u32)> = None;
            for &(k, price) in &tc.wanted {
                let better = best.is_none_or(|(b, bp)| {
                    let (v, bv) = (tc.values[k as usize], tc.values[b as usize]);
                    v > bv || (v == bv && price < bp)
                });
                if better && price <= money && market.can_buy(k) {
                    best = Some((k, price));
                }
            }
            best.map(|(k, _)| k)
        };
        let buying_now = !state.has_bought() && !tc.wanted.is_empty();
        let free = hand;

        let mut cx = Decision {
            plan,
            dist: &dist_table,
            values: &values,
            stuck: tc.stuck,
            caps: tc.caps,
            long_stuck: tc.long_stuck,
            slack: Some(4),
            gridlock: tc.gridlock.as_ref(),
            traps: tc.lasting_caps.map(|caps| plan.routes_of(caps)),
            keep_off: tc
                .gridlock
                .as_ref()
                .filter(|g| g.can_clear)
                .map_or(&[][..], |g| g.ways_out.as_slice()),
        };
        if !tc.done_moving {
            let mut found = Self::best_move(reach, sources, params, state, &cx, &free, &hand);
            // A play that costs more than it gains still beats a turn that
            // goes nowhere: an item, the Native on a cheap space, a base camp,
            // a long way round other pieces.
            if !tc.moved && found.best.is_none() && found.anyway.is_none() && found.clipped {
                cx.slack = None;
                found = Self::best_move(reach, sources, params, state, &cx, &free, &hand);
            }
            let play = if tc.moved { found.best } else { found.best.or(found.anyway) };
            if let Some(play) = play {
                tc.moved = true;
                return play.action;
            }
            tc.done_moving = true;
        }
        if hand.contains(CardKind::Transmitter)
            && let Some(k) = best_to_transmit(state, value)
        {
            return Action::Transmit(k);
        }
        if buying_now
            && let Some(card) = best_buy(hand.half_coins() + tokens_money)
            && let Some(payment) =
                cheapest_payment(state, &hand, 2 * card.cost().unwrap_or(0) as u32, &shares)
        {
            return Action::Buy { card, payment };
        }
        Action::FinishPlaying
    }

    /// The best single movement play worth making, and the best that gains
    /// ground at any price. `free` cards may move; rubble, base camps and
    /// rubble blockades may take any card of `hand`.
    fn best_move(
        reach: &mut Reach,
        sources: &mut MoveSources,
        params: &FastParams,
        state: &GameState,
        cx: &Decision,
        free: &Cards,
        hand: &Cards,
    ) -> BestPlay {
        state.movement_sources_into(free, sources);
        let mut best = BestPlay::default();
        for (i, piece) in state.current_player().pieces().iter().enumerate() {
            let Some(at) = piece.at else { continue };
            let piece = PieceAt { index: i as u8, at, dist: cx.dist.of(at) };
            if let Some(g) = cx.gridlock
                && (g.hopeless[i] || (!g.blockers.is_empty() && g.walled[at] == UNREACHABLE))
            {
                Self::unjam(reach, state, cx, g, sources, free, hand, piece, &mut best);
                // Walled in behind a piece that can get out of the way once
                // the pieces around make room: wait for it, as people do,
                // rather than step back into its way out.
                if g.hopeless[i] || best.best.is_some() || g.can_clear {
                    continue;
                }
            }
            Self::symbol_moves(reach, state, cx, sources, piece, &mut best);
            Self::native_moves(state, cx, free, piece, &mut best);
            Self::card_payments(params, state, cx, hand, piece, &mut best);
        }
        best
    }

    /// Breaking a gridlock (see [`Gridlock`]). A piece that can never finish
    /// gets off the way of every piece that can, or at least nearer a space
    /// aside, and once aside moves only to spaces aside; a live piece walled
    /// in by such pieces makes room for them to get out. Any card may pay.
    #[allow(clippy::too_many_arguments)]
    fn unjam(
        reach: &mut Reach,
        state: &GameState,
        cx: &Decision,
        g: &Gridlock,
        sources: &[MoveSource],
        free: &Cards,
        hand: &Cards,
        piece: PieceAt,
        best: &mut BestPlay,
    ) {
        let hopeless = g.hopeless[piece.index as usize];
        let in_the_way = g.in_the_way(piece.index, piece.at);
        let stay = (piece.at, piece.at);
        let (escape_now, jam_now) = if hopeless {
            (g.escape(state, piece.at, g.power, stay), 0)
        } else {
            (0, g.jam(state, stay))
        };
        // Leaving the way, or making room, beats any gain; aside, only gains count.
        let offer = |best: &mut BestPlay, action: Action, end: SpaceId, cost: f32| {
            let gain = (piece.dist - cx.dist.of(end)) as f32;
            let (ok, score) = if !hopeless {
                let jam = g.jam(state, (piece.at, end));
                (jam < jam_now, 100.0 - jam as f32 + 0.01 * gain - 0.01 * cost)
            } else if in_the_way {
                let escape = g.escape(state, end, g.power, (piece.at, end));
                (escape < escape_now, 100.0 - escape as f32 + 0.01 * gain - 0.01 * cost)
            } else {
                (g.aside(end) && gain > 0.0, gain - cost)
            };
            if ok {
                best.offer(action, gain.max(0.01), score);
            }
        };
        for symbol in Symbol::ALL {
            let budget = most_power(sources, symbol);
            if budget == 0 {
                continue;
            }
            reach.search(state, cx.plan, piece.index, piece.at, symbol, budget, None);
            for &MoveSource { source, power, symbol: sym } in sources {
                if sym != symbol {
                    continue;
                }
                for &(end, c) in &reach.reached {
                    if c <= power {
                        let path = reach.path_to(end);
                        let action = Action::Move { piece: piece.index, source, symbol, path };
                        offer(best, action, end, 0.1 * power as f32);
                    }
                }
            }
        }
        let board = state.board();
        let seat = state.current();
        for (n, seam) in board.exits(piece.at) {
            let blocked = seam != SeamId::NONE && state.intact_blockade(seam).is_some();
            if blocked
                || (!state.pass_occupied_active() && state.occupied_by_other(n, seat, piece.index))
            {
                continue;
            }
            for source in state.native_sources(free) {
                offer(
                    best,
                    Action::Native { piece: piece.index, source, target: Step::Enter(n) },
                    n,
                    3.0,
                );
            }
            if matches!(board.terrain(n), Terrain::Rubble | Terrain::Basecamp) {
                let value = |k: CardKind| cx.values[k as usize];
                let last = (board.terrain(n) == Terrain::Basecamp)
                    .then(|| cards_kept(state, cx, piece.index, n));
                let picked =
                    weakest_cards_leaving(state, cx.plan, seat, hand, board.power(n), last, value);
                if picked.len() == board.power(n) as usize {
                    let cards = Cards::from_kinds(picked);
                    let action = Action::Pay { piece: piece.index, target: Step::Enter(n), cards };
                    offer(best, action, n, 1.0);
                }
            }
        }
    }

    /// Movement with cards and tokens: one search per symbol gives the best end
    /// for each power spent; each source takes the best end it can pay, or pays
    /// an adjacent blockade.
    fn symbol_moves(
        reach: &mut Reach,
        state: &GameState,
        cx: &Decision,
        sources: &[MoveSource],
        piece: PieceAt,
        best: &mut BestPlay,
    ) {
        let first_step = cheapest_first_steps(state, piece.at);
        for symbol in Symbol::ALL {
            let budget = most_power(sources, symbol);
            if budget < first_step[symbol.index()] {
                continue;
            }
            reach.search(state, cx.plan, piece.index, piece.at, symbol, budget, cx.slack);
            best.clipped |= reach.clipped;
            let best_at = best_end_by_power(reach, cx.dist, piece.dist, cx.traps, cx.keep_off);
            for &MoveSource { source, power, symbol: sym } in sources {
                if sym != symbol {
                    continue;
                }
                // Cheaper cards first for equal gain; items and tokens are saved for a full use.
                let cost = match source {
                    Source::Card(k) => {
                        0.1 * k.power() as f32 + if k.single_use() { 1.5 } else { 0.0 }
                    }
                    Source::Token(_) => 0.5 * power as f32,
                };
                let (gain, end) = best_at[power.min(MAX_POWER) as usize];
                let score = gain as f32 - cost;
                if end != SpaceId::NONE && best.wants(gain as f32, score) {
                    let path = reach.path_to(end);
                    best.offer(
                        Action::Move { piece: piece.index, source, symbol, path },
                        gain as f32,
                        score,
                    );
                }
                for &(seam, bp) in &reach.breakable {
                    if bp <= power {
                        let mut path = Path::new();
                        path.push(Step::Break(seam));
                        let gain = 2.0 * bp as f32;
                        best.offer(
                            Action::Move { piece: piece.index, source, symbol, path },
                            gain,
                            gain - cost + 0.5,
                        );
                    }
                }
            }
        }
    }

    /// The Native card or token: the most expensive step ahead for free, or a
    /// blockade torn down.
    fn native_moves(
        state: &GameState,
        cx: &Decision,
        free: &Cards,
        piece: PieceAt,
        best: &mut BestPlay,
    ) {
        for source in state.native_sources(free) {
            for (n, seam) in state.board().exits(piece.at) {
                if seam != SeamId::NONE
                    && let Some(b) = state.intact_blockade(seam)
                {
                    let bl = state.blockades()[b].blockade;
                    let per = if bl.terrain == Terrain::Rubble { 3.0 } else { 2.0 };
                    let target = Step::Break(seam);
                    let gain = per * bl.power as f32;
                    best.offer(
                        Action::Native { piece: piece.index, source, target },
                        gain,
                        gain - 1.5,
                    );
                    if !state.rules().generous_native {
                        continue;
                    }
                }
                if (!state.pass_occupied_active()
                    && state.occupied_by_other(n, state.current(), piece.index))
                    || cx.keep_off.contains(&n)
                {
                    continue;
                }
                let gain = (piece.dist - cx.dist.of(n)) as f32;
                // Worth it only on a costly space.
                best.offer(
                    Action::Native { piece: piece.index, source, target: Step::Enter(n) },
                    gain,
                    gain - 3.5,
                );
            }
        }
    }

    /// Rubble, base camps and rubble blockades, paid with the weakest cards.
    fn card_payments(
        params: &FastParams,
        state: &GameState,
        cx: &Decision,
        hand: &Cards,
        piece: PieceAt,
        best: &mut BestPlay,
    ) {
        let board = state.board();
        for (n, seam) in board.exits(piece.at) {
            let blockade = if seam == SeamId::NONE { None } else { state.intact_blockade(seam) };
            let (target, count, basecamp, gain) = match blockade {
                Some(b) => {
                    let bl = state.blockades()[b].blockade;
                    if bl.terrain != Terrain::Rubble {
                        continue;
                    }
                    (Step::Break(seam), bl.power, false, 3 * bl.power as i32)
                }
                None => {
                    let t = board.terrain(n);
                    if !matches!(t, Terrain::Rubble | Terrain::Basecamp) {
                        continue;
                    }
                    if !state.pass_occupied_active()
                        && state.occupied_by_other(n, state.current(), piece.index)
                    {
                        continue;
                    }
                    (
                        Step::Enter(n),
                        board.power(n),
                        t == Terrain::Basecamp,
                        piece.dist - cx.dist.of(n),
                    )
                }
            };
            if (count as usize) > hand.len() || gain <= 0 {
                continue;
            }
            let value = |k: CardKind| cx.values[k as usize];
            // A bot that can't get on gives up what it must, but never the
            // last card of a symbol its way needs, nor all but a few: a deck
            // left with neither could never pay its way or buy what would.
            let thin_with_care = basecamp && !cx.stuck;
            let last = basecamp.then(|| cards_kept(state, cx, piece.index, n));
            let mut picked =
                weakest_cards(state, cx.plan, state.current(), hand, count, thin_with_care, value);
            if (picked.len() != count as usize && thin_with_care) || (cx.stuck && basecamp) {
                // Cards it would rather keep: priced as such, so only a turn
                // that would otherwise go nowhere pays with them.
                picked = weakest_cards_leaving(
                    state,
                    cx.plan,
                    state.current(),
                    hand,
                    count,
                    last,
                    value,
                );
            }
            if picked.len() != count as usize {
                continue;
            }
            let mut cost = 0.0;
            for &w in &picked {
                let v = value(w);
                cost += if thin_with_care {
                    // Removing a starting card thins the deck; a bought card is a loss.
                    if w.is_starting_card() && deck_size(state) > params.min_deck {
                        v - 1.3 - params.thin_bonus
                    } else {
                        1.5 * v + 1.0
                    }
                } else {
                    0.4 * v
                };
            }
            let cards = Cards::from_kinds(picked);
            best.offer(
                Action::Pay { piece: piece.index, target, cards },
                gain as f32,
                gain as f32 - cost,
            );
        }
    }
}

/// Rounds without a move after which a base camp may thin a deck below
/// [`LAST_CARDS`]: a player whose every other way is shut gives up more,
/// as people do, when what is left still pays the way on.
const LONG_STUCK: u16 = 5;

/// The fewest cards a base camp on `n` entered by `piece` may leave in the
/// deck: what the base camps still ahead take (beyond `n` on this piece's
/// way, and on the way of the player's other piece), and [`LAST_CARDS`]
/// after them; once long stuck only one card after them, or the most that a
/// rubble or base camp beyond asks at once if that is more. A deck thinned
/// below what the base camps ahead take can never finish, nor buy its way
/// out with so few coins.
fn cards_kept(state: &GameState, cx: &Decision, piece: u8, n: SpaceId) -> usize {
    let beyond = cx.plan.route_demand(cx.caps, n);
    let others = cx.plan.camps_ahead(
        cx.caps,
        (state.current_player().pieces().iter().enumerate())
            .filter(|&(i, _)| i != piece as usize)
            .filter_map(|(_, p)| p.at),
    );
    let camps = beyond.camps as usize + others;
    if cx.long_stuck {
        (camps + 1).max((beyond.cards as usize).min(LAST_CARDS))
    } else {
        camps + LAST_CARDS
    }
}

/// Cards the current player holds in hand, piles and play (not those gained
/// this turn).
fn deck_size(state: &GameState) -> usize {
    let me = state.current_player();
    me.draw_pile().len() + me.hand().len() + me.played().len() + me.discard_pile().len()
}

/// Half coins of the richest hand a deck can draw (its 4 best payers).
fn purse(deck: &Cards) -> u32 {
    let mut coins: ArrayVec<u8, 64> = deck.iter().map(CardKind::half_coins).collect();
    coins.sort_unstable_by(|a, b| b.cmp(a));
    coins.iter().take(4).map(|&c| c as u32).sum()
}

/// When the way ahead needs a card the deck lacks (`short`, see
/// [`shortfall`]) and no hand the deck can draw pays for any such card left
/// in the market, the cards within reach that make the richest hand richer:
/// bought one at a time, they bring the needed card within reach. A player
/// `long_stuck` (no move for [`LONG_STUCK`] rounds) also saves for the
/// Transmitter, which takes the needed card for nothing.
fn saving_up(
    state: &GameState,
    deck: &Cards,
    short: &[u8; 3],
    long_stuck: bool,
) -> ArrayVec<CardKind, 18> {
    let mut out = ArrayVec::new();
    let market = state.market();
    let tokens = state.current_player().tokens();
    let token_coins =
        2 * tokens[TokenKind::Coin1 as usize] as u32 + 4 * tokens[TokenKind::Coin2 as usize] as u32;
    let price = |k: CardKind| 2 * k.cost().unwrap_or(0) as u32;
    let Some(cheapest_need) = market.buyable().filter(|&k| covers(k, short)).map(price).min()
    else {
        return out;
    };
    let have = purse(deck);
    if have + token_coins >= cheapest_need {
        return out;
    }
    for k in market.buyable().filter(|&k| price(k) <= have + token_coins) {
        let mut richer = *deck;
        richer.add(k);
        if purse(&richer) > have
            || (long_stuck
                && k == CardKind::Transmitter
                && CardKind::ALL.into_iter().any(|c| covers(c, short) && market.can_take(c)))
        {
            out.push(k);
        }
    }
    out
}

/// What brings a card that the way ahead needs (`short`) within reach when
/// no such card is for sale but the piles beside the market board hold one:
/// the Transmitter, which takes it from any pile, and the last card of a pile
/// on the board, whose empty slot opens the piles beside it.
fn unlocking(state: &GameState, short: &[u8; 3]) -> ArrayVec<CardKind, 18> {
    let market = state.market();
    let mut out = ArrayVec::new();
    let needed = |k: CardKind| covers(k, short);
    if market.buyable().any(needed)
        || !CardKind::ALL.into_iter().any(|k| needed(k) && market.can_take(k))
    {
        return out;
    }
    for k in market.buyable() {
        if k == CardKind::Transmitter || (market.left(k) == 1 && market.on_board(k)) {
            out.push(k);
        }
    }
    out
}

/// What the parts of one decision share, worked out once.
struct Decision<'a> {
    /// The course's planning tables.
    plan: &'a Plan,
    dist: &'a Dist<'a>,
    values: &'a [f32; eldorado_rules::cards::KINDS],
    /// The strongest card of each symbol in the deck.
    caps: [u8; 3],
    stuck: bool,
    /// No piece has moved for [`LONG_STUCK`] rounds.
    long_stuck: bool,
    /// How far (half symbols) a movement may stray from the shortest route.
    slack: Option<u16>,
    /// What a stuck player sees of the pieces in its way.
    gridlock: Option<&'a Gridlock>,
    /// The routes for the deck's lasting cards (items are gone once used),
    /// whose [`RouteStep::trap`]s no move ends in; `None` when the deck has
    /// a Native, which gets a piece out of anywhere.
    traps: Option<&'a [RouteStep]>,
    /// Spaces a piece that can never finish needs to get out of everyone's
    /// way (see [`Gridlock::ways_out`]): no move ends on one.
    keep_off: &'a [SpaceId],
}

/// A piece of the current player on the board, and its distance to El Dorado.
#[derive(Clone, Copy)]
struct PieceAt {
    index: u8,
    at: SpaceId,
    dist: i32,
}

/// The best plays offered so far: the best worth making (scoring above 0),
/// and, while there is none, the best-scoring one that gains ground at all.
#[derive(Default)]
struct BestPlay {
    best: Option<Play>,
    anyway: Option<Play>,
    /// A search left spaces out for straying from the route: searching
    /// again without the limit may find more.
    clipped: bool,
}

impl BestPlay {
    #[inline]
    fn beaten_by(&self, score: f32) -> bool {
        score > self.best.as_ref().map_or(0.0, |b| b.score)
    }
    /// Whether a play that gains `gain` and scores `score` would be kept.
    #[inline]
    fn wants(&self, gain: f32, score: f32) -> bool {
        self.beaten_by(score)
            || (gain > 0.0
                && self.best.is_none()
                && self.anyway.as_ref().is_none_or(|a| score > a.score))
    }
    #[inline]
    fn offer(&mut self, action: Action, gain: f32, score: f32) {
        if self.beaten_by(score) {
            self.best = Some(Play { action, score });
        } else if self.wants(gain, score) {
            self.anyway = Some(Play { action, score });
        }
    }
}

/// The cheapest first step of each symbol from a space (by [`Symbol::index`]):
/// no search is needed for a symbol whose sources can't pay it.
fn cheapest_first_steps(state: &GameState, at: SpaceId) -> [u8; 3] {
    let board = state.board();
    let mut first_step = [u8::MAX; 3];
    for (n, seam) in board.exits(at) {
        if seam != SeamId::NONE
            && let Some(b) = state.intact_blockade(seam)
        {
            let bl = state.blockades()[b].blockade;
            if let Some(s) = Symbol::of(bl.terrain) {
                first_step[s.index()] = first_step[s.index()].min(bl.power);
            }
            continue;
        }
        if let Some(s) = Symbol::of(board.terrain(n)) {
            first_step[s.index()] = first_step[s.index()].min(board.power(n));
        }
    }
    first_step
}

/// From a search, the best (gain, end) for each power spent, then for each
/// power available: a source of power p takes entry p.
fn best_end_by_power(
    reach: &Reach,
    dist: &Dist,
    from: i32,
    traps: Option<&[RouteStep]>,
    keep_off: &[SpaceId],
) -> [(i32, SpaceId); MAX_POWER as usize + 1] {
    let mut best_at = [(0i32, SpaceId::NONE); MAX_POWER as usize + 1];
    for &(s, c) in &reach.reached {
        if traps.is_some_and(|t| t[s].trap) || (!keep_off.is_empty() && keep_off.contains(&s)) {
            continue;
        }
        let g = from - dist.of(s);
        let slot = &mut best_at[c as usize];
        if g > slot.0 {
            *slot = (g, s);
        }
    }
    for c in 1..best_at.len() {
        if best_at[c - 1].0 > best_at[c].0 {
            best_at[c] = best_at[c - 1];
        }
    }
    best_at
}

/// The cheapest set of hand cards (and coin tokens) worth `need` half coins,
/// paying with coin cards and the cards least useful for moving first.
pub fn cheapest_payment(
    state: &GameState,
    hand: &Cards,
    need: u32,
    shares: &[f32; 3],
) -> Option<PurchasePayment> {
    let me = state.current_player();
    let mut pay = PurchasePayment::default();
    let mut have = 0u32;
    // Coin tokens first: they serve nothing else as well.
    for (t, v) in [(TokenKind::Coin2, 4u32), (TokenKind::Coin1, 2)] {
        for _ in 0..me.tokens()[t as usize] {
            if have >= need {
                break;
            }
            have += v;
            if t == TokenKind::Coin2 { pay.coin2 += 1 } else { pay.coin1 += 1 }
        }
    }
    // Then cards by how little they would do as movement, per half coin.
    // One entry a kind: copies of a kind are alike, so they would sit together.
    let mut order: ArrayVec<(CardKind, f32), 21> = hand
        .kinds()
        .map(|k| {
            let movement = match k.symbol() {
                CardSymbol::Machete => k.power() as f32 * shares[0],
                CardSymbol::Paddle => k.power() as f32 * shares[1],
                CardSymbol::Coin => 0.0,
                CardSymbol::Joker => k.power() as f32 * 0.5,
                CardSymbol::Action => 1.0,
            };
            (k, movement / k.half_coins() as f32)
        })
        .collect();
    order.sort_by(|a, b| a.1.total_cmp(&b.1).then(b.0.half_coins().cmp(&a.0.half_coins())));
    'paying: for &(k, _) in &order {
        for _ in 0..hand.count(k) {
            if have >= need {
                break 'paying;
            }
            have += k.half_coins() as u32;
            pay.cards.add(k);
        }
    }
    if have < need {
        return None;
    }
    // Drop what is not needed, smallest first.
    for &(k, _) in order.iter().rev() {
        while pay.cards.contains(k) && have - k.half_coins() as u32 >= need {
            pay.cards.take(k);
            have -= k.half_coins() as u32;
        }
    }
    while pay.coin1 > 0 && have - 2 >= need {
        pay.coin1 -= 1;
        have -= 2;
    }
    Some(pay)
}

impl Bot for FastBot {
    fn name(&self) -> &'static str {
        self.tactic.map_or("fast", |t| t.name)
    }

    fn reset(&mut self) {
        self.turn = None;
        self.look_until = [0; 4];
    }

    fn choose(&mut self, state: &GameState, plan: &Plan, _rng: &mut ChaCha8Rng) -> Action {
        match state.phase() {
            Phase::Over => Action::EndTurn,
            Phase::Discard => {
                // Keep only a Native: other cards that found no use this turn would
                // most likely find none next turn either, and a kept card is one
                // fewer fresh draw.
                match state.current_player().hand().kinds().find(|&k| k != CardKind::Native) {
                    Some(k) => Action::Discard(k),
                    None => Action::EndTurn,
                }
            }
            Phase::Play => {
                // A tactic reads the course at its own prices of terrain; one
                // call of `play`, so that the fast bot's is inlined as before.
                let priced;
                let plan = match &self.tactic {
                    Some(t) => {
                        priced = plan.priced(t.costs);
                        &*priced
                    }
                    None => plan,
                };
                self.play(state, plan)
            }
        }
    }
}
