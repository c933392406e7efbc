//! The planning bot. On each decision it searches the orders in which its cards
//! can be played this turn — every movement card toward its two best ends,
//! Natives, rubble and base camps — and, at the end of each line, every
//! purchase and Transmitter target. Lines are played on copies of the real
//! state with the real rules, so every plan is legal. Each end of turn is
//! judged by the turns the player still expects to need, the cost-to-go of
//! [`super::cost_to_go`]: it knows the deck being built (what each symbol's
//! cards move a turn against the terrain ahead, a card bought only from the
//! next reshuffle on, a card thinned out) and its weights were tuned by
//! seeded self-play (SPSA, the `strong_spsa` program in `tools/`). The line whose end
//! needs the fewest turns is played.
//!
//! The best ends found ([`StrongParams::candidates`], 6) are then looked at
//! one turn further: each is followed by [`StrongParams::rollouts`] (12)
//! sampled next turns — the discard, a fresh hand drawn from the draw pile,
//! and that whole turn planned by this same planner (without this
//! lookahead, [`PLANNER_NODES`] lines at most), while the others pass (their
//! play mostly adds noise to a comparison of one's own lines), with the same
//! random draws for every end — and the end whose next turn leaves the
//! fewest turns in all is chosen. It sees what the cost-to-go cannot: what the next hand
//! can actually do with the terrain ahead and the market. 1,500 games of 3
//! strong bots on the First course: 14.87 mean arrival rounds with the
//! cost-to-go alone, 14.10 with the lookahead of 6 ends (14.07 and 14.08 on
//! two other sets of seeds), at about a sixtieth of the speed. (Rollouts of
//! six turns by the fast bot's policy measured no better than the
//! cost-to-go alone; docs/simulator.md lists what else was measured.)
//!
//! The search cannot see face-down cave tokens: piles are hidden in its copies.

use std::hash::{Hash, Hasher};

use arrayvec::ArrayVec;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::{FxHashSet, FxHasher};

use super::cost_to_go::{CostWeights, turns_left};
use super::eval::{
    Dist, best_to_transmit, can_spare, card_value, cave_to_explore, deck_average,
    draw_card_to_play, item_to_keep, player_dist, symbol_shares, weakest_cards, weakest_spare_card,
};
use super::fast::cheapest_payment;
use super::movegen::Reach;
use super::{Bot, gridlock};
use crate::plan::Plan;
use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::SpaceId;
use eldorado_rules::action::{Action, Path, Step, TokenUse};
use eldorado_rules::cards::{CardKind, TokenKind};
use eldorado_rules::cardset::Cards;
use eldorado_rules::sources::{MoveSource, most_power};
use eldorado_rules::state::{GameState, Phase};

/// Most ends per movement card the search can try (see [`StrongParams::ends_per_card`]).
const MAX_ENDS_PER_CARD: usize = 4;

/// Tunable effort and weights of the strong bot.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StrongParams {
    /// Most lines explored per decision, to bound the time a decision takes.
    pub node_limit: usize,
    /// Ends tried per movement card (at most 4).
    pub ends_per_card: usize,
    /// Ends of turn kept for rollouts (6: 0.02–0.10 rounds sooner than 4
    /// over 1,500 games of 3 strong bots on the First course with each of
    /// three sets of seeds, at 1.4–1.5 times the compute); 1 plays the best
    /// end of turn by the cost-to-go, without rollouts (some 60 times as
    /// fast, about 0.8 rounds slower: 14.87 against 14.10 on those games).
    pub candidates: usize,
    /// Rollouts per end of turn kept.
    pub rollouts: u64,
    /// Own turns per rollout, this one included: 2 looks one turn ahead.
    pub horizon: u32,
    /// The weights of the cost-to-go that judges ends of turn and rollouts.
    pub cost: CostWeights,
    /// Whether a Scientist's or Travel Log's removal is chosen by planning
    /// the rest of the turn after each card it could remove (and after none),
    /// rather than by the cards' table value against `thin_below`.
    pub plan_removals: bool,
}

impl Default for StrongParams {
    fn default() -> Self {
        StrongParams {
            node_limit: 4000,
            ends_per_card: 2,
            candidates: 6,
            rollouts: 12,
            horizon: 2,
            cost: CostWeights::default(),
            plan_removals: true,
        }
    }
}

/// Lines the rollouts' turn planner searches at most.
pub const PLANNER_NODES: usize = 1000;

/// The strong bot: a turn search judged by the cost-to-go (module docs).
#[derive(Debug, Clone)]
pub struct StrongBot {
    /// Its effort and weights.
    pub params: StrongParams,
    reach: Reach,
    /// The rollouts' policy: this bot's own turn planner without the
    /// lookahead (`None` in that planner itself, which never rolls out).
    planner: Option<Box<StrongBot>>,
    seen: FxHashSet<u64>,
    /// The rest of the plan, and the state it expects before its next action.
    planned: Vec<Action>,
    expected: Option<GameState>,
    nodes: usize,
}

impl Default for StrongBot {
    fn default() -> Self {
        Self::new()
    }
}

/// The best lines found so far, best first, one per distinct end of turn.
struct Best {
    /// (estimate, line, key of the end state).
    lines: Vec<(f32, Vec<Action>, u64)>,
    /// How many are kept.
    keep: usize,
}

impl Best {
    fn worst(&self) -> f32 {
        if self.lines.len() < self.keep {
            f32::INFINITY
        } else {
            self.lines.last().map_or(f32::INFINITY, |l| l.0)
        }
    }

    /// Keeps the line if it is among the best; its end's key is worked out
    /// only then (most ends offered are not).
    fn offer(&mut self, value: f32, key: impl FnOnce() -> u64, line: impl FnOnce() -> Vec<Action>) {
        if value >= self.worst() {
            return;
        }
        let key = key();
        if let Some(i) = self.lines.iter().position(|l| l.2 == key) {
            if self.lines[i].0 <= value {
                return;
            }
            self.lines.remove(i);
        }
        let at = self.lines.iter().position(|l| l.0 > value).unwrap_or(self.lines.len());
        self.lines.insert(at, (value, line(), key));
        self.lines.truncate(self.keep);
    }
}

/// What identifies the end of a turn for the current player.
fn end_key(state: &GameState) -> u64 {
    let mut h = FxHasher::default();
    let me = state.current_player();
    me.hand().hash(&mut h);
    me.discard_pile().hash(&mut h);
    me.removed().hash(&mut h);
    me.pieces().hash(&mut h);
    me.tokens().hash(&mut h);
    me.blockades().hash(&mut h);
    h.finish()
}

impl StrongBot {
    /// A strong bot with the default effort and weights.
    pub fn new() -> Self {
        Self::with_params(StrongParams::default())
    }

    /// A strong bot with the effort and weights `params`.
    pub fn with_params(params: StrongParams) -> Self {
        let planner = StrongParams { node_limit: PLANNER_NODES, candidates: 1, ..params };
        StrongBot {
            planner: Some(Box::new(StrongBot::planner(planner))),
            ..StrongBot::planner(params)
        }
    }

    /// A bot that plays the best end of turn by the cost-to-go (with
    /// `params.candidates` 1), without rollouts.
    fn planner(params: StrongParams) -> Self {
        StrongBot {
            params,
            reach: Reach::default(),
            planner: None,
            seen: FxHashSet::default(),
            planned: Vec::new(),
            expected: None,
            nodes: 0,
        }
    }

    /// Expected turns still needed by the current player after a line, lower is
    /// better, with a little weight for blockades (tie-breaks) and tokens.
    fn judge(
        &self,
        root: &GameState,
        state: &GameState,
        plan: &Plan,
        bought: Option<CardKind>,
    ) -> f32 {
        let seat = root.current();
        let me = state.player(seat);
        if me.completed().is_some() {
            return -100.0;
        }
        // A player who has not moved for two rounds stops saving and just moves on.
        if stuck(root) {
            return player_dist(state, plan, seat) as f32 / 8.0
                - 0.04 * me.blockades().len() as f32;
        }
        turns_left(state, plan, seat, bought, &self.params.cost)
            - self.params.cost.blockades * me.blockades().len() as f32
    }

    /// The best ends of the rest of the turn from `state` (phase 1, no
    /// removal pending), at most `keep`, and the root they were searched from.
    fn search_turn(&mut self, state: &GameState, plan: &Plan, keep: usize) -> (GameState, Best) {
        let mut root = state.clone();
        // Hide the cave piles: tokens found during the search are unknown.
        root.hide_cave_piles(TokenKind::KeepItem);
        self.seen.clear();
        self.nodes = 0;
        let mut best = Best { lines: Vec::new(), keep };
        let mut line = Vec::new();
        self.search(&root, &root, plan, &mut line, &mut best);
        (root, best)
    }

    /// Plans the rest of the turn from `state` (phase 1, no removal pending).
    fn plan_turn(&mut self, state: &GameState, plan: &Plan, rng: &mut ChaCha8Rng) -> Vec<Action> {
        let (root, best) = self.search_turn(state, plan, self.params.candidates);
        if best.lines.len() <= 1 || stuck(state) {
            return best.lines.into_iter().next().map(|l| l.1).unwrap_or_default();
        }
        // Common random numbers: every line meets the same draws.
        let base = rng.random::<u64>();
        let mut chosen = (f32::INFINITY, Vec::new());
        let rollouts = self.params.rollouts;
        for (_, line, _) in best.lines {
            let total: f32 =
                (0..rollouts).map(|r| self.rollout(&root, plan, &line, base.wrapping_add(r))).sum();
            let mean = total / rollouts as f32;
            if mean < chosen.0 {
                chosen = (mean, line);
            }
        }
        chosen.1
    }

    /// Plays `line`, then the player's next turn planned by the turn planner
    /// (this bot without the lookahead) while the others pass, and returns the turns needed: those played plus
    /// the estimate where the rollout stops, less the blockades' worth.
    fn rollout(&mut self, root: &GameState, plan: &Plan, line: &[Action], seed: u64) -> f32 {
        let mut st = root.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let seat = st.current();
        for &a in line {
            // The last seat's arrival ends the game at once: the line's
            // closing "finish playing" is then no longer an action to take,
            // and the line must still get its figure.
            if st.is_over() {
                break;
            }
            if st.apply(a, &mut rng).is_err() {
                return f32::INFINITY;
            }
        }
        if let Some(p) = self.planner.as_mut() {
            p.reset();
        }
        let mut turns = 1u32;
        let mut guard = 0;
        while !st.is_over() && guard < 2000 {
            guard += 1;
            if st.player(seat).completed().is_some() {
                break;
            }
            let action = if st.current() == seat && turns > self.params.horizon {
                break;
            } else if let (true, Some(p)) = (st.current() == seat, self.planner.as_mut()) {
                p.choose(&st, plan, &mut rng)
            } else if st.phase() == Phase::Play {
                Action::FinishPlaying
            } else {
                Action::EndTurn
            };
            let ended = st.current() == seat && action == Action::EndTurn;
            if st.apply(action, &mut rng).is_err() {
                let fallback =
                    if st.phase() == Phase::Play { Action::FinishPlaying } else { Action::EndTurn };
                if st.apply(fallback, &mut rng).is_err() {
                    break;
                }
            }
            if ended {
                turns += 1;
            }
        }
        let me = st.player(seat);
        let left = if me.completed().is_some() {
            0.0
        } else {
            turns_left(&st, plan, seat, None, &self.params.cost)
        };
        (turns - 1) as f32 + left - self.params.cost.blockades * me.blockades().len() as f32
    }

    fn search(
        &mut self,
        root: &GameState,
        state: &GameState,
        plan: &Plan,
        line: &mut Vec<Action>,
        best: &mut Best,
    ) {
        self.nodes += 1;
        let mut h = FxHasher::default();
        let me = state.current_player();
        me.hand().hash(&mut h);
        me.pieces().hash(&mut h);
        me.tokens().hash(&mut h);
        me.blockades().hash(&mut h);
        state.pass_occupied_active().hash(&mut h);
        if !self.seen.insert(h.finish()) {
            return;
        }
        self.leaf(root, state, plan, line, best);
        if self.nodes >= self.params.node_limit {
            return;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        for action in self.moves(state, plan) {
            let mut next = state.clone();
            if next.apply(action, &mut rng).is_err() {
                continue;
            }
            let depth = line.len();
            line.push(action);
            // Explore what the move offers, as the bot will when it plays the line.
            while let Some(cave) = cave_to_explore(&next) {
                if next.apply(Action::Explore(cave), &mut rng).is_err() {
                    break;
                }
                line.push(Action::Explore(cave));
            }
            if next.is_over() || next.current_player().completed().is_some() {
                let v = -100.0 - line.len() as f32 * 0.001;
                best.offer(
                    v,
                    || end_key(&next),
                    || {
                        let mut l = line.clone();
                        l.push(Action::FinishPlaying);
                        l
                    },
                );
            } else {
                self.search(root, &next, plan, line, best);
            }
            line.truncate(depth);
        }
    }

    /// Ends the line: try every purchase (and Transmitter target) and judge.
    fn leaf(
        &mut self,
        root: &GameState,
        state: &GameState,
        plan: &Plan,
        line: &[Action],
        best: &mut Best,
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let seat = state.current();
        let shares = symbol_shares(state, plan, seat);
        let me = state.current_player();
        let mut base = state.clone();
        let mut prefix: ArrayVec<Action, 2> = ArrayVec::new();
        if me.hand().contains(CardKind::Transmitter)
            && let Some(k) = best_to_transmit(state, |k| card_value(k, &shares, 0.2))
        {
            let action = Action::Transmit(k);
            if base.apply(action, &mut rng).is_ok() {
                prefix.push(action);
            }
        }
        let consider = |this: &Self,
                        s: &GameState,
                        bought: Option<CardKind>,
                        tail: Option<Action>,
                        best: &mut Best| {
            let v = this.judge(root, s, plan, bought) + 0.0001 * line.len() as f32;
            best.offer(
                v,
                || end_key(s),
                || {
                    let mut l = line.to_vec();
                    l.extend(prefix.iter().copied());
                    l.extend(tail);
                    l.push(Action::FinishPlaying);
                    l
                },
            );
        };
        consider(self, &base, None, None, best);
        if base.has_bought() {
            return;
        }
        let hand = *base.current_player().hand();
        let coins = hand.half_coins()
            + 2 * base.current_player().tokens()[TokenKind::Coin1 as usize] as u32
            + 4 * base.current_player().tokens()[TokenKind::Coin2 as usize] as u32;
        let buyable: ArrayVec<CardKind, 18> =
            base.market().buyable().filter(|k| 2 * k.cost().unwrap_or(0) as u32 <= coins).collect();
        for card in buyable {
            let Some(payment) =
                cheapest_payment(&base, &hand, 2 * card.cost().unwrap_or(0) as u32, &shares)
            else {
                continue;
            };
            let action = Action::Buy { card, payment };
            let mut next = base.clone();
            if next.apply(action, &mut rng).is_ok() {
                consider(self, &next, Some(card), Some(action), best);
            }
        }
    }

    /// Candidate movement plays from a state.
    fn moves(&mut self, state: &GameState, plan: &Plan) -> Vec<Action> {
        let mut out = Vec::new();
        let me = state.current_player();
        let seat = state.current();
        let dist = Dist::new(state, plan, seat);
        let hand = *me.hand();
        let sources = state.movement_sources(&hand);
        let board = state.board().clone();
        for (pi, piece) in me.pieces().iter().enumerate() {
            let Some(at) = piece.at else { continue };
            let d0 = dist.of(at);
            for symbol in Symbol::ALL {
                let budget = most_power(&sources, symbol);
                if budget == 0 {
                    continue;
                }
                self.reach.search(state, plan, pi as u8, at, symbol, budget, None);
                for &MoveSource { source, power, symbol: sym } in &sources {
                    if sym != symbol {
                        continue;
                    }
                    let mut ends: ArrayVec<(SpaceId, i32), MAX_ENDS_PER_CARD> = ArrayVec::new();
                    let ends_per_card = self.params.ends_per_card.clamp(1, MAX_ENDS_PER_CARD);
                    for &(s, c) in &self.reach.reached {
                        if c > power {
                            continue;
                        }
                        let g = d0 - dist.of(s);
                        if g <= 0 {
                            continue;
                        }
                        if ends.len() < ends_per_card {
                            ends.push((s, g));
                        } else if let Some(w) = (0..ends.len()).min_by_key(|&i| ends[i].1)
                            && g > ends[w].1
                        {
                            ends[w] = (s, g);
                        }
                    }
                    for (end, _) in ends {
                        out.push(Action::Move {
                            piece: pi as u8,
                            source,
                            symbol,
                            path: self.reach.path_to(end),
                        });
                    }
                    for &(seam, bp) in &self.reach.breakable {
                        if bp <= power {
                            let mut path = Path::new();
                            path.push(Step::Break(seam));
                            out.push(Action::Move { piece: pi as u8, source, symbol, path });
                        }
                    }
                }
            }
            let natives = state.native_sources(&hand);
            let shares = symbol_shares(state, plan, seat);
            for (n, seam) in board.exits(at) {
                let blocked = state.intact_blockade(seam);
                for &source in &natives {
                    if blocked.is_some() {
                        out.push(Action::Native {
                            piece: pi as u8,
                            source,
                            target: Step::Break(seam),
                        });
                    }
                    if (blocked.is_none() || state.rules().generous_native) && d0 - dist.of(n) >= 2
                    {
                        out.push(Action::Native {
                            piece: pi as u8,
                            source,
                            target: Step::Enter(n),
                        });
                    }
                }
                let (target, count) = match blocked {
                    Some(b) => {
                        let bl = state.blockades()[b].blockade;
                        if bl.terrain != Terrain::Rubble {
                            continue;
                        }
                        (Step::Break(seam), bl.power)
                    }
                    None => {
                        if !matches!(board.terrain(n), Terrain::Rubble | Terrain::Basecamp)
                            || d0 - dist.of(n) <= 0
                        {
                            continue;
                        }
                        (Step::Enter(n), board.power(n))
                    }
                };
                // Pay with the weakest cards.
                let basecamp =
                    matches!(target, Step::Enter(n) if board.terrain(n) == Terrain::Basecamp);
                let picked = weakest_cards(state, plan, seat, &hand, count, basecamp, |k| {
                    card_value(k, &shares, 0.2)
                });
                if picked.len() == count as usize {
                    out.push(Action::Pay {
                        piece: pi as u8,
                        target,
                        cards: Cards::from_kinds(picked),
                    });
                }
            }
        }
        out.sort_by_key(|a| match a {
            Action::Move { .. } => 0,
            _ => 1,
        });
        out.dedup();
        out
    }

    /// The removal whose best rest of the turn needs the fewest turns in all:
    /// a card the hand still needs this turn stays, a weak one the deck is
    /// better without goes (see [`StrongParams::plan_removals`]).
    fn planned_removal(&mut self, state: &GameState, plan: &Plan) -> Action {
        let seat = state.current();
        let mut options = vec![Action::StopRemoving];
        for (k, _) in state.player(seat).hand().counts() {
            if can_spare(state, plan, seat, &Cards::from_kinds([k])) {
                options.push(Action::RemoveCard(k));
            }
        }
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let mut chosen = (f32::INFINITY, Action::StopRemoving);
        for option in options {
            let mut next = state.clone();
            if next.apply(option, &mut rng).is_err() {
                continue;
            }
            // Any further removal is judged when it comes; here none.
            while next.pending_removals() > 0 {
                if next.apply(Action::StopRemoving, &mut rng).is_err() {
                    break;
                }
            }
            let (_, best) = self.search_turn(&next, plan, 1);
            let value = best.lines.first().map_or(f32::INFINITY, |l| l.0);
            if value < chosen.0 {
                chosen = (value, option);
            }
        }
        chosen.1
    }

    fn removal(&mut self, state: &GameState, plan: &Plan) -> Action {
        if self.params.plan_removals {
            return self.planned_removal(state, plan);
        }
        let seat = state.current();
        let me = state.player(seat);
        let shares = symbol_shares(state, plan, seat);
        let deck = me.deck();
        let value = |k: CardKind| card_value(k, &shares, 0.2);
        let avg = deck_average(&deck, value);
        match weakest_spare_card(state, plan, seat, me.hand().kinds(), value) {
            Some(k) if deck.len() > 6 && value(k) < self.params.cost.thin_below * avg => {
                Action::RemoveCard(k)
            }
            _ => Action::StopRemoving,
        }
    }

    fn discard(&self, state: &GameState, plan: &Plan) -> Action {
        let seat = state.current();
        let me = state.player(seat);
        let shares = symbol_shares(state, plan, seat);
        let value = |k: CardKind| card_value(k, &shares, 0.2);
        let avg = deck_average(&me.deck(), value);
        // Keep the one best card when it clearly beats an average fresh draw.
        // Never more, never an item and never when stuck: a hand that does not
        // change would leave a piece that can't move with it waiting forever.
        let hand = me.hand();
        let best =
            hand.kinds().filter(|k| !k.single_use()).max_by(|a, b| value(*a).total_cmp(&value(*b)));
        let keep = best.filter(|&k| value(k) >= avg * self.params.cost.keep_best && !stuck(state));
        let mut discard = hand.kinds().filter(|&k| Some(k) != keep);
        match (discard.next(), keep) {
            (Some(k), _) => Action::Discard(k),
            (None, Some(k)) if hand.count(k) > 1 => Action::Discard(k),
            _ => Action::EndTurn,
        }
    }
}

/// Whether the current player has not moved for two rounds.
fn stuck(state: &GameState) -> bool {
    gridlock::stuck(state, state.current())
}

impl Bot for StrongBot {
    fn name(&self) -> &'static str {
        "strong"
    }

    fn reset(&mut self) {
        self.planned.clear();
        self.expected = None;
    }

    fn choose(&mut self, state: &GameState, plan: &Plan, rng: &mut ChaCha8Rng) -> Action {
        match state.phase() {
            Phase::Over => return Action::EndTurn,
            Phase::Discard => {
                self.planned.clear();
                self.expected = None;
                return self.discard(state, plan);
            }
            Phase::Play => {}
        }
        if state.pending_removals() > 0 {
            self.planned.clear();
            return self.removal(state, plan);
        }
        let me = state.current_player();
        if let Some(cave) = cave_to_explore(state) {
            self.planned.clear();
            return Action::Explore(cave);
        }
        if let Some(k) = item_to_keep(state) {
            self.planned.clear();
            return Action::Token(TokenUse::KeepItem(k));
        }
        // Draw first: more cards, more lines.
        if let Some(k) = draw_card_to_play(me.hand()) {
            self.planned.clear();
            return Action::Draw(k);
        }
        if me.has_token(TokenKind::DrawCard) {
            self.planned.clear();
            return Action::Token(TokenUse::DrawCard);
        }
        // Follow the plan while the state is the one it expected.
        let on_plan = self.expected.as_ref().is_some_and(|e| e.same_table(state));
        if !on_plan || self.planned.is_empty() {
            self.planned = self.plan_turn(state, plan, rng);
            self.planned.reverse();
        }
        let action = self.planned.pop().unwrap_or(Action::FinishPlaying);
        // Where the plan expects to be next; cave draws and surprises force a new plan.
        let mut next = state.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        self.expected = match next.apply(action, &mut rng) {
            Ok(events) => {
                // A cave token found: plan again with it.
                if events
                    .iter()
                    .any(|e| matches!(e, eldorado_rules::action::Event::CaveToken { .. }))
                {
                    self.planned.clear();
                }
                Some(next)
            }
            Err(_) => {
                self.planned.clear();
                None
            }
        };
        if self.expected.is_none() {
            return Action::FinishPlaying;
        }
        action
    }
}
