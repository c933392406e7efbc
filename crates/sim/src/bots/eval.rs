//! Heuristics shared by the bots: how far a piece still has to go, what the
//! route ahead demands, and what a card is worth to a deck.

use arrayvec::ArrayVec;

use crate::plan::{Plan, RouteStep, UNREACHABLE};
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::SpaceId;
use eldorado_rules::board::land_index;
use eldorado_rules::cards::{CARDS, CardKind, CardSymbol, KINDS, TokenKind};
use eldorado_rules::cardset::Cards;
use eldorado_rules::state::GameState;

/// Distances to El Dorado as one player sees them: from the board's table for
/// the strongest cards the player owns (see [`Plan::dist_for`]),
/// plus the blockades still ahead. Built once per decision; lookups are O(1).
pub struct Dist<'a> {
    plan: &'a Plan,
    table: &'a [u16],
    /// Each space's cheapest route for the deck: the blockades it crosses.
    routes: &'a [RouteStep],
    /// The intact blockades' bits (see [`Ahead`]), copied out of `ahead`
    /// for the hot path; 0 on a course whose seams a mask cannot hold.
    intact: u32,
    ahead: std::borrow::Cow<'a, Ahead>,
}

/// The blockades still standing, and what each costs a piece whose way
/// crosses it.
#[derive(Debug, Clone, PartialEq)]
pub struct Ahead {
    /// Intact blockades: (depth of the seam's start side, cost in half symbols).
    blockades: ArrayVec<(u8, i32), 6>,
    /// The intact blockades' bits in a route's blockade mask.
    intact: u32,
    /// The cost of the blockade of each mask bit (at most 12 half symbols).
    cost: [u8; 32],
    /// Whether the routes' masks hold every blockade seam; otherwise a
    /// blockade counts for every space no deeper than its seam.
    masked: bool,
}

impl Ahead {
    /// The terrain ahead of the current state.
    pub fn new(state: &GameState, plan: &Plan) -> Ahead {
        let board = state.board();
        let mut ahead = Ahead {
            blockades: ArrayVec::new(),
            intact: 0,
            cost: [0; 32],
            masked: plan.seams_masked(),
        };
        for b in state.blockades().iter().filter(|b| b.owner.is_none()) {
            let per = if b.blockade.terrain == Terrain::Rubble { 3 } else { 2 };
            let cost = per * b.blockade.power as i32;
            if let Some(slot) = plan.blockade_seams().iter().position(|&x| x == b.seam)
                && slot < 32
            {
                ahead.intact |= 1 << slot;
                ahead.cost[slot] = cost as u8;
            }
            ahead.blockades.push((board.seam_depth(b.seam), cost));
        }
        ahead
    }

    /// Number of blockades still standing (a cached `Ahead` is stale when this changes).
    pub fn intact(&self) -> usize {
        self.blockades.len()
    }

    /// What the intact blockades whose bits are in `on` cost.
    #[inline]
    fn on_way(&self, mut on: u32) -> i32 {
        let mut sum = 0;
        while on != 0 {
            sum += self.cost[on.trailing_zeros() as usize] as i32;
            on &= on - 1;
        }
        sum
    }

    /// What the blockades at least as deep as `depth` cost: the rule on a
    /// course with too many blockade seams for a route's mask.
    fn deeper(&self, depth: u8) -> i32 {
        self.blockades.iter().filter(|b| b.0 >= depth).map(|b| b.1).sum()
    }

    /// The bits [`Dist`] reads: the intact blockades' when the masks hold
    /// every seam.
    fn mask(&self) -> u32 {
        if self.masked { self.intact } else { 0 }
    }
}

impl<'a> Dist<'a> {
    /// Distances for `seat`'s deck on `state`.
    pub fn new(state: &'a GameState, plan: &'a Plan, seat: u8) -> Dist<'a> {
        Dist::with_caps(state, plan, deck_caps(&state.player(seat).deck()))
    }

    /// For a deck whose strongest cards are `caps` (see [`deck_caps`]).
    pub fn with_caps(state: &'a GameState, plan: &'a Plan, caps: [u8; 3]) -> Dist<'a> {
        let (table, routes) = plan.tables_for(caps);
        let ahead = std::borrow::Cow::Owned(Ahead::new(state, plan));
        Dist { plan, table, routes, intact: 0, ahead }.with_mask()
    }

    /// Distances from the board's table for the caps `caps` and what is ahead.
    #[inline]
    pub fn from_parts(plan: &'a Plan, caps: [u8; 3], ahead: &'a Ahead) -> Dist<'a> {
        let (table, routes) = plan.tables_for(caps);
        Dist { plan, table, routes, intact: ahead.mask(), ahead: std::borrow::Cow::Borrowed(ahead) }
    }

    /// With a distance table of its own (such as [`Plan::dist_avoiding`]'s),
    /// the blockades counted on the routes for `caps`.
    pub fn with_table(
        plan: &'a Plan,
        table: &'a [u16],
        caps: [u8; 3],
        ahead: &'a Ahead,
    ) -> Dist<'a> {
        Dist {
            plan,
            table,
            routes: plan.routes_of(caps),
            intact: ahead.mask(),
            ahead: std::borrow::Cow::Borrowed(ahead),
        }
    }

    /// Distance of a space in half symbols: the way there by the table, and
    /// the blockades still standing on the space's cheapest route. (Counting
    /// a blockade for every space no deeper than its seam would make, on a
    /// course that branches, a step toward El Dorado look like a step back.)
    #[inline(always)]
    pub fn of(&self, s: SpaceId) -> i32 {
        let d = self.table[s];
        if d == UNREACHABLE {
            return 10_000;
        }
        let on = self.routes[s].blockades & self.intact;
        if on != 0 {
            d as i32 + self.ahead.on_way(on)
        } else if self.ahead.masked {
            d as i32
        } else {
            d as i32 + self.ahead.deeper(self.plan.board().depth(s))
        }
    }

    fn with_mask(mut self) -> Self {
        self.intact = self.ahead.mask();
        self
    }

    /// Sum over a player's pieces still on the board.
    pub fn player(&self, state: &GameState, seat: u8) -> i32 {
        state.player(seat).pieces().iter().filter_map(|p| p.at).map(|s| self.of(s)).sum()
    }
}

/// The strongest machete, paddle and coin power in a deck (jokers count for
/// all; 0 where the deck has no card of the symbol).
pub fn deck_caps(deck: &Cards) -> [u8; 3] {
    caps_of(deck.counts().map(|(k, _)| k))
}

/// The strongest machete, paddle and coin power among `kinds`.
fn caps_of(kinds: impl Iterator<Item = CardKind>) -> [u8; 3] {
    let mut caps = [0u8; 3];
    for k in kinds {
        let p = k.power();
        match k.symbol() {
            CardSymbol::Machete => caps[0] = caps[0].max(p),
            CardSymbol::Paddle => caps[1] = caps[1].max(p),
            CardSymbol::Coin => caps[2] = caps[2].max(p),
            CardSymbol::Joker => caps = caps.map(|c| c.max(p)),
            CardSymbol::Action => {}
        }
    }
    caps
}

/// [`deck_caps`] of the cards of `deck` that stay in it once played.
pub fn lasting_caps(deck: &Cards) -> [u8; 3] {
    caps_of(deck.counts().map(|(k, _)| k).filter(|k| !k.single_use()))
}

/// What the way ahead demands beyond a player's deck: for each symbol
/// (machete, paddle, coin), the highest power of a space or blockade on each
/// piece's cheapest route for the deck (see [`Plan::next_for`]) that is
/// stronger than the deck's best card of that symbol; 0 where the deck will do.
pub fn shortfall(state: &GameState, plan: &Plan, seat: u8, caps: [u8; 3]) -> [u8; 3] {
    let board = state.board();
    let mut short = [0u8; 3];
    let mut demand = |terrain: Terrain, power: u8| {
        if let Some(i) = land_index(terrain)
            && power > caps[i]
        {
            short[i] = short[i].max(power);
        }
    };
    for piece in state.player(seat).pieces() {
        let Some(from) = piece.at else { continue };
        // The board knows what each route demands; only the blockades still
        // standing on it are the state's.
        let route = plan.route_demand(caps, from);
        for (terrain, p) in
            [Terrain::Jungle, Terrain::River, Terrain::Village].into_iter().zip(route.most)
        {
            demand(terrain, p);
        }
        match route.blockade_seams {
            Some(0) => {}
            Some(mask) => {
                for (slot, &seam) in plan.blockade_seams().iter().enumerate().take(32) {
                    if mask & (1 << slot) != 0
                        && let Some(b) = state.intact_blockade(seam)
                    {
                        let bl = state.blockades()[b].blockade;
                        demand(bl.terrain, bl.power);
                    }
                }
            }
            None => {
                // More blockade seams than a mask holds: walk the route.
                let mut s = from;
                for _ in 0..board.len() {
                    let Some(n) = plan.next_for(caps, s) else { break };
                    if let Some(b) =
                        board.seam_between(s, n).and_then(|seam| state.intact_blockade(seam))
                    {
                        let bl = state.blockades()[b].blockade;
                        demand(bl.terrain, bl.power);
                    }
                    s = n;
                }
            }
        }
    }
    short
}

/// Whether a card pays for something in `short` (see [`shortfall`]): a card of
/// a short symbol strong enough, a joker as strong as the greatest need, or
/// the Native, which enters any one space.
pub fn covers(k: CardKind, short: &[u8; 3]) -> bool {
    let need = short.iter().copied().max().unwrap_or(0);
    need > 0
        && match k.symbol() {
            CardSymbol::Joker => k.power() >= need,
            CardSymbol::Action => k == CardKind::Native,
            s => {
                s.movement().is_some_and(|m| short[m.index()] > 0 && k.power() >= short[m.index()])
            }
        }
}

/// Sum of the distances of a player's pieces still on the board.
pub fn player_dist(state: &GameState, plan: &Plan, seat: u8) -> i32 {
    Dist::new(state, plan, seat).player(state, seat)
}

/// Share of machete, paddle and coin among the landscape symbols still ahead of
/// a player's pieces; the next few spaces count three times, since those are
/// the ones the coming hands must pay (an even split when nothing is left).
pub fn symbol_shares(state: &GameState, plan: &Plan, seat: u8) -> [f32; 3] {
    let mut need = [0u32; 3];
    for p in state.player(seat).pieces() {
        if let Some(s) = p.at {
            let (all, near) = (plan.route_need(s), plan.near_need(s));
            for i in 0..3 {
                need[i] += all[i] as u32 + near[i];
            }
        }
    }
    let total = need.iter().sum::<u32>();
    if total == 0 {
        return [1.0 / 3.0; 3];
    }
    need.map(|n| n as f32 / total as f32)
}

/// What a card adds to a deck, in rough symbols of movement per draw. `shares`
/// weighs symbols by the route ahead; `buying` adds the value of coins while
/// there is still time to spend them.
pub fn card_value(k: CardKind, shares: &[f32; 3], buying: f32) -> f32 {
    let p = k.power() as f32;
    let base = match k.symbol() {
        CardSymbol::Machete | CardSymbol::Paddle | CardSymbol::Coin => {
            let i = k.symbol().movement().map_or(0, Symbol::index);
            let mut v = p * (0.35 + 1.3 * shares[i]);
            if k.symbol() == CardSymbol::Coin {
                v += p * buying;
            }
            v
        }
        CardSymbol::Joker => {
            p * (0.35 + 1.3 * shares.iter().copied().fold(0.0, f32::max)).max(p * 0.9)
                + p * buying * 0.5
        }
        CardSymbol::Action => action_value(k, buying),
    };
    // Items are used once: worth less to a deck than their face.
    if k.single_use() && k.symbol() != CardSymbol::Action { base * 0.55 } else { base }
}

/// [`card_value`] of every kind at once (by `CardKind as usize`), the same
/// figures worked out in one pass over the card table.
pub fn card_values(shares: &[f32; 3], buying: f32) -> [f32; KINDS] {
    let best_share = shares.iter().copied().fold(0.0, f32::max);
    let mut out = [0.0; KINDS];
    for (v, c) in out.iter_mut().zip(CARDS.iter()) {
        let p = c.power as f32;
        let base = match c.symbol {
            CardSymbol::Machete => p * (0.35 + 1.3 * shares[0]),
            CardSymbol::Paddle => p * (0.35 + 1.3 * shares[1]),
            CardSymbol::Coin => p * (0.35 + 1.3 * shares[2]) + p * buying,
            CardSymbol::Joker => p * (0.35 + 1.3 * best_share).max(p * 0.9) + p * buying * 0.5,
            CardSymbol::Action => action_value(c.kind, buying),
        };
        *v = if c.single_use && c.symbol != CardSymbol::Action { base * 0.55 } else { base };
    }
    out
}

/// What an action card adds to a deck (see [`card_value`]).
pub(crate) fn action_value(k: CardKind, buying: f32) -> f32 {
    match k {
        CardKind::Native => 2.6,
        CardKind::Cartographer => 2.3,
        CardKind::Scientist => 1.8,
        CardKind::Compass => 2.4,
        CardKind::TravelLog => 2.2,
        CardKind::Transmitter => 1.5 + 2.0 * buying,
        _ => 0.5,
    }
}

/// Average value of a player's cards by `value`.
pub fn deck_average(cards: &Cards, value: impl Fn(CardKind) -> f32) -> f32 {
    let n = cards.len();
    if n == 0 {
        return 0.0;
    }
    cards.counts().map(|(k, c)| value(k) * c as f32).sum::<f32>() / n as f32
}

/// The draw cards a bot plays first, best first: more cards, more choice.
pub const DRAW_FIRST: [CardKind; 4] =
    [CardKind::Compass, CardKind::TravelLog, CardKind::Cartographer, CardKind::Scientist];

/// The draw card of `hand` to play before anything else, if any.
pub fn draw_card_to_play(hand: &Cards) -> Option<CardKind> {
    DRAW_FIRST.into_iter().find(|&k| hand.contains(k))
}

/// The cave to explore now, if the last stop offered one: the bots always
/// explore, since a token costs nothing to hold and need never be used.
pub fn cave_to_explore(state: &GameState) -> Option<u8> {
    state.caves_to_explore().next()
}

/// The item just used up that the keep-item token should save, if the current
/// player holds that token.
pub fn item_to_keep(state: &GameState) -> Option<CardKind> {
    let k = state.just_used_items().kinds().next()?;
    state.current_player().has_token(TokenKind::KeepItem).then_some(k)
}

/// The market card worth most by `value` that the Transmitter can take.
pub fn best_to_transmit(state: &GameState, value: impl Fn(CardKind) -> f32) -> Option<CardKind> {
    CardKind::ALL
        .into_iter()
        .filter(|&k| k.is_market_card() && state.market().can_take(k))
        .max_by(|a, b| value(*a).total_cmp(&value(*b)))
}

/// The card of `cards` worth least by `value` that the player can give up for
/// good (see [`can_spare`]).
pub fn weakest_spare_card(
    state: &GameState,
    plan: &Plan,
    seat: u8,
    cards: impl Iterator<Item = CardKind>,
    value: impl Fn(CardKind) -> f32,
) -> Option<CardKind> {
    cards
        .filter(|&k| can_spare(state, plan, seat, &Cards::from_kinds([k])))
        .min_by(|a, b| value(*a).total_cmp(&value(*b)))
}

/// The `count` weakest cards of `hand` by `value`, picked one at a time (fewer
/// when the hand runs out); for a base camp, which takes them out of the game,
/// never the last card of a symbol the route still needs.
pub fn weakest_cards(
    state: &GameState,
    plan: &Plan,
    seat: u8,
    hand: &Cards,
    count: u8,
    basecamp: bool,
    value: impl Fn(CardKind) -> f32,
) -> ArrayVec<CardKind, 8> {
    let leave = if basecamp { Some(SPARE_LEAVES) } else { None };
    weakest_cards_leaving(state, plan, seat, hand, count, leave, value)
}

/// Cards a deck keeps when the bots thin it with care (see [`can_spare`]).
pub const SPARE_LEAVES: usize = 5;
/// Cards a deck keeps whatever a base camp would save: fewer, and it can
/// neither pay its way nor buy a card that would.
pub const LAST_CARDS: usize = 3;

/// [`weakest_cards`] for cards that leave the game when `leave` is given:
/// never the last card of a symbol the route needs, and never below
/// `leave` cards in the deck.
pub fn weakest_cards_leaving(
    state: &GameState,
    plan: &Plan,
    seat: u8,
    hand: &Cards,
    count: u8,
    leave: Option<usize>,
    value: impl Fn(CardKind) -> f32,
) -> ArrayVec<CardKind, 8> {
    let mut picked = ArrayVec::new();
    let mut cards = Cards::EMPTY;
    let mut pool = *hand;
    for _ in 0..count.min(8) {
        let spare = |k: CardKind| {
            let mut with = cards;
            with.add(k);
            leave.is_none_or(|left| can_spare_leaving(state, plan, seat, &with, left))
        };
        let Some(w) =
            pool.kinds().filter(|&k| spare(k)).min_by(|a, b| value(*a).total_cmp(&value(*b)))
        else {
            break;
        };
        pool.take(w);
        cards.add(w);
        picked.push(w);
    }
    picked
}

/// Whether a player can give up the cards of `removed` for good (base camp,
/// Scientist...) and still hold some card for every symbol its route needs
/// (jokers count for all), with at least [`SPARE_LEAVES`] cards left.
pub fn can_spare(state: &GameState, plan: &Plan, seat: u8, removed: &Cards) -> bool {
    can_spare_leaving(state, plan, seat, removed, SPARE_LEAVES)
}

/// [`can_spare`] with at least `left` cards left.
pub fn can_spare_leaving(
    state: &GameState,
    plan: &Plan,
    seat: u8,
    removed: &Cards,
    left: usize,
) -> bool {
    let p = state.player(seat);
    let mut deck = p.deck();
    if !deck.contains_all(removed) {
        return false;
    }
    deck.take_all(removed);
    if deck.len() < left {
        return false;
    }
    let mut need = [false; 3];
    for piece in p.pieces() {
        if let Some(s) = piece.at {
            let n = plan.route_need(s);
            for i in 0..3 {
                need[i] |= n[i] > 0;
            }
        }
    }
    let mut have = [false; 3];
    for k in deck.kinds() {
        match k.symbol() {
            CardSymbol::Joker => have = [true; 3],
            s => {
                if let Some(m) = s.movement() {
                    have[m.index()] = true;
                }
            }
        }
    }
    (0..3).all(|i| !need[i] || have[i])
}

/// What a tactic wants to buy, as worth added to a card's (see
/// [`super::eval::card_values`], in rough symbols of movement a draw).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wishes {
    /// Added per power of a machete, paddle and coin card (jokers take the
    /// most of the three at half: they pay every symbol, each less often).
    pub per_power: [f32; 3],
    /// Added to a card that costs at least [`Wishes::dear`] coins (the
    /// market player's strong purchases).
    pub strong: f32,
    /// The price from which a card counts as a strong purchase.
    pub dear: u8,
    /// Added to the cards that thin a deck (Scientist, Travel Log).
    pub thinning: f32,
    /// Added to the Transmitter, which takes a card from beside the market
    /// board (the river player's Captain) before a slot opens.
    pub transmitter: f32,
}

impl Wishes {
    /// No wish: the fast bot's worths.
    pub const NONE: Wishes =
        Wishes { per_power: [0.0; 3], strong: 0.0, dear: u8::MAX, thinning: 0.0, transmitter: 0.0 };

    /// Adds the wishes to worths by kind (indexed by `CardKind as usize`).
    pub fn add_to(&self, values: &mut [f32; KINDS]) {
        let joker = self.per_power.iter().copied().fold(0.0, f32::max) / 2.0;
        for (v, c) in values.iter_mut().zip(CARDS.iter()) {
            let p = c.power as f32;
            *v += match c.symbol {
                CardSymbol::Machete => p * self.per_power[0],
                CardSymbol::Paddle => p * self.per_power[1],
                CardSymbol::Coin => p * self.per_power[2],
                CardSymbol::Joker => p * joker,
                CardSymbol::Action => 0.0,
            };
            if c.cost.is_some_and(|k| k >= self.dear) {
                *v += self.strong;
            }
            match c.kind {
                CardKind::Scientist | CardKind::TravelLog => *v += self.thinning,
                CardKind::Transmitter => *v += self.transmitter,
                _ => {}
            }
        }
    }
}
