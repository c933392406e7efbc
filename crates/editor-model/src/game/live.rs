//! A game being played: a person or a bot at each seat. A bot thinks on a
//! worker thread (the strong bot takes a while and the window must not
//! freeze) and its choice is played after a short delay, so that people see
//! it; the delay can be skipped. Between two people at one screen a pass
//! screen hides the hand until the next person says they are there. A
//! person may take back actions of their own turn until something new was
//! seen (a card drawn, a cave explored, the turn ended) — so nothing leaks.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use crate::jobs::{Job, JobEnd, Repaint};
use eldorado_core::hex::Hex;
use eldorado_core::map::SpaceId;
use eldorado_messages::{Lang, text_with};
use eldorado_rules::{Action, Event, GameState, RuleError, Seat, Source, Step, TokenUse};
use eldorado_sim::{Bot, Plan};
use eldorado_words::story;

/// A bot's choice, and the bot and its generator handed back.
type Thought = (Box<dyn Bot>, ChaCha8Rng, Action);

/// A bot's seat: the bot and the generator of its own random choices.
struct BotSeat {
    bot: Option<Box<dyn Bot>>,
    rng: Option<ChaCha8Rng>,
}

/// The seats of a game being played.
pub struct Live {
    /// The course's planning tables, which the bots play with.
    plan: Arc<Plan>,
    seats: Vec<Seat>,
    bots: Vec<Option<BotSeat>>,
    thinking: Option<(u8, Job<Thought>)>,
    /// A bot's choice and when it is played.
    chosen: Option<(Action, Instant)>,
    /// When the bot to play began its turn.
    since: Instant,
    /// How long a bot's choice is shown coming before it is played.
    pub(crate) delay: Duration,
    /// Play the bot's choice as soon as it is made.
    pub(crate) skip: bool,
    /// Actions before this many can no longer be taken back.
    pub(crate) undo_floor: usize,
    /// The person whose hand was last shown.
    last_person: Option<u8>,
    /// The pass screen: waiting for this seat's person.
    hidden_for: Option<u8>,
}

impl Live {
    /// The seats of a new game; the bots' choices are seeded from `seed`.
    pub(crate) fn new(seats: &[Seat], seed: u64, plan: Arc<Plan>) -> Live {
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                s.bot().map(|k| BotSeat {
                    bot: Some(eldorado_sim::bots::build(k)),
                    rng: Some(ChaCha8Rng::seed_from_u64(seed ^ (0xB07 + i as u64))),
                })
            })
            .collect();
        Live {
            plan,
            seats: seats.to_vec(),
            bots,
            thinking: None,
            chosen: None,
            since: Instant::now(),
            delay: Duration::from_millis(250),
            skip: false,
            undo_floor: 0,
            last_person: None,
            hidden_for: None,
        }
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }
    /// Whether more than one person plays (they pass the screen).
    fn hotseat(&self) -> bool {
        self.seats.iter().filter(|s| **s == Seat::Human).count() > 1
    }
    /// The seat to play, if a person plays it and the game goes on.
    pub fn person_to_play(&self, state: &GameState) -> Option<u8> {
        let seat = state.current();
        (!state.is_over() && self.seats.get(seat as usize) == Some(&Seat::Human)).then_some(seat)
    }
    /// The seat whose person the pass screen waits for.
    pub fn hidden_for(&self) -> Option<u8> {
        self.hidden_for
    }
    /// Whether the pass screen hides the hand.
    pub fn hidden(&self) -> bool {
        self.hidden_for.is_some()
    }
    /// Whether a bot is choosing, or its choice waits to be played.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some() || self.chosen.is_some()
    }
    /// How long a bot's choice waits before it is played.
    pub fn delay(&self) -> Duration {
        self.delay
    }
    /// Whether the person's last action can be taken back (at `len` actions).
    pub fn can_take_back(&self, len: usize) -> bool {
        len > self.undo_floor
    }

    /// After every change of position: the pass screen goes up when another person is to play.
    pub(crate) fn position(&mut self, state: &GameState) {
        match self.person_to_play(state) {
            Some(seat) if self.hotseat() && self.last_person != Some(seat) => {
                self.hidden_for = Some(seat)
            }
            Some(seat) => self.last_person = Some(seat),
            None => {}
        }
    }

    /// The person the pass screen waited for is there.
    pub(crate) fn reveal(&mut self) {
        if let Some(seat) = self.hidden_for.take() {
            self.last_person = Some(seat);
        }
    }

    /// After an action was played (it made `len` actions).
    pub(crate) fn played(
        &mut self,
        before: &GameState,
        action: &Action,
        events: &[Event],
        len: usize,
        by_person: bool,
    ) {
        let seen_new = matches!(
            action,
            Action::Draw(_)
                | Action::DrawFewer { .. }
                | Action::Explore(_)
                | Action::EndTurn
                | Action::Token(TokenUse::DrawCard | TokenUse::SwapHand(_))
        ) || events.iter().any(|e| matches!(e, Event::CaveToken { .. }))
            || before.is_over();
        if !by_person || seen_new {
            self.undo_floor = len;
        }
    }

    /// On a bot's turn: starts it thinking, and gives its choice once it is
    /// made and the delay has passed.
    pub(crate) fn bot_turn(
        &mut self,
        state: &GameState,
        now: Instant,
        repaint: &Option<Repaint>,
    ) -> Option<Action> {
        let seat = state.current();
        if self.seats.get(seat as usize).is_none_or(|s| !s.is_bot()) {
            return None;
        }
        if let Some((action, at)) = self.chosen {
            if self.skip || now >= at {
                self.chosen = None;
                self.skip = false;
                return Some(action);
            }
            return None;
        }
        if let Some((who, job)) = &mut self.thinking {
            let who = *who;
            let end = job.poll()?;
            self.thinking = None;
            let action = match end {
                JobEnd::Finished((bot, rng, action)) => {
                    if let Some(Some(b)) = self.bots.get_mut(who as usize) {
                        b.bot = Some(bot);
                        b.rng = Some(rng);
                    }
                    action
                }
                // The bot is lost with its thread: a new one plays on, and
                // this turn's phase ends as the runner ends it.
                JobEnd::Failed(_) | JobEnd::Cancelled => {
                    if let (Some(Some(b)), Some(kind)) =
                        (self.bots.get_mut(who as usize), self.seats[who as usize].bot())
                    {
                        b.bot = Some(eldorado_sim::bots::build(kind));
                        b.rng = Some(ChaCha8Rng::seed_from_u64(u64::from(who)));
                    }
                    *state.legal_actions().last()?
                }
            };
            self.chosen = Some((action, self.since + self.delay));
            return self.bot_turn(state, now, repaint);
        }
        let b = self.bots.get_mut(seat as usize)?.as_mut()?;
        let (mut bot, mut rng) = (b.bot.take()?, b.rng.take()?);
        let position = state.clone();
        let plan = self.plan.clone();
        self.since = now;
        let job = Job::spawn(repaint.clone(), move |_| {
            let action = bot.choose(&position, &plan, &mut rng);
            Some((bot, rng, action))
        });
        self.thinking = Some((seat, job));
        None
    }
}

/// A space a piece can reach with the card or token chosen, and what it costs.
#[derive(Debug, Clone, PartialEq)]
pub struct ReachableSpace {
    /// The piece that moves, from 0.
    pub piece: u8,
    /// The space it ends on.
    pub space: SpaceId,
    /// Where that is.
    pub hex: Hex,
    /// The power the move spends (spaces entered and blockades crossed); 0 for a native.
    pub cost: u8,
    /// The action that makes the move.
    pub action: Action,
}

/// The cards and tokens in the actions that move a piece, each once, in the order listed.
pub fn movers(choices: &[Action]) -> Vec<Source> {
    let mut out = Vec::new();
    for a in choices {
        if let Action::Move { source, .. } | Action::Native { source, .. } = a
            && !out.contains(source)
        {
            out.push(*source);
        }
    }
    out
}

/// A "Move with" button: a card or token that may pay for a move, and
/// whether it moves a piece now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveButton {
    /// The card or token.
    pub source: Source,
    /// Some move is offered with it; otherwise the button is shown greyed,
    /// with the reason on hover.
    pub can: bool,
}

/// The "Move with" row of the current player: each moving card of the hand
/// (the Native among them; other action cards have buttons of their own) in
/// the hand's order, then each token that moves a piece, in the tokens'
/// order. The order depends on what is held, never on what moves: a button
/// keeps its place when a move makes another card unusable.
pub fn move_buttons(state: &GameState, choices: &[Action]) -> Vec<MoveButton> {
    use eldorado_rules::{CardKind, CardSymbol};
    let movers = movers(choices);
    let cards = state
        .current_player()
        .hand()
        .kinds()
        .filter(|k| k.symbol() != CardSymbol::Action || *k == CardKind::Native)
        .map(|k| MoveButton { source: Source::Card(k), can: movers.contains(&Source::Card(k)) });
    let mut tokens: Vec<Source> =
        movers.iter().copied().filter(|m| matches!(m, Source::Token(_))).collect();
    tokens.sort_by_key(|m| match m {
        Source::Token(t) => Some(*t),
        Source::Card(_) => None,
    });
    cards.chain(tokens.into_iter().map(|source| MoveButton { source, can: true })).collect()
}

/// The spaces the moves with `source` reach, each once per piece with its cheapest move.
pub fn targets(state: &GameState, choices: &[Action], source: Source) -> Vec<ReachableSpace> {
    let board = state.board();
    let power = |s: SpaceId| board.map().space(s).power.unwrap_or(0);
    let blockade =
        |seam| state.blockades().iter().find(|b| b.seam == seam).map_or(0, |b| b.blockade.power);
    let mut best: BTreeMap<(u8, SpaceId), ReachableSpace> = BTreeMap::new();
    for a in choices {
        let (piece, end, cost) = match *a {
            Action::Move { piece, source: s, path, .. } if s == source => {
                let end = path.iter().rev().find_map(|s| match *s {
                    Step::Enter(x) => Some(x),
                    Step::Break(_) => None,
                });
                let cost: u8 = path
                    .iter()
                    .map(|s| match *s {
                        Step::Enter(x) => power(x),
                        Step::Break(seam) => blockade(seam),
                    })
                    .sum();
                (piece, end, cost)
            }
            Action::Native { piece, source: s, target: Step::Enter(x) } if s == source => {
                (piece, Some(x), 0)
            }
            _ => continue,
        };
        let Some(end) = end else { continue };
        let t = ReachableSpace { piece, space: end, hex: board.hex(end), cost, action: *a };
        best.entry((piece, end))
            .and_modify(|b| {
                if t.cost < b.cost {
                    *b = t.clone();
                }
            })
            .or_insert(t);
    }
    best.into_values().collect()
}

/// The actions that are not a move to a space (payments, buys, cards that
/// draw, tokens, discards, ending the phase or turn): offered as buttons.
pub fn other_actions(choices: &[Action]) -> Vec<Action> {
    choices
        .iter()
        .filter(|a| match a {
            Action::Move { path, .. } => {
                path.iter().all(|s| matches!(s, Step::Break(_))) // a blockade paid where the piece stands
            }
            Action::Native { target: Step::Enter(_), .. } => false,
            _ => true,
        })
        .copied()
        .collect()
}

/// Why the card or token chosen can't move a piece of the seat to play onto
/// `space` in one step: the rules' reason for the nearest piece, in the
/// map's words and in `lang` ("jungle 3 (C centre) needs 3 but the machete
/// card has only 1 power left"). `None` when some such move is allowed.
pub fn why_not(state: &GameState, source: Source, space: SpaceId, lang: Lang) -> Option<String> {
    why_not_error(state, source, space).map(|e| story::explain(state, &e, lang))
}

/// The rules' reason behind [`why_not`].
fn why_not_error(state: &GameState, source: Source, space: SpaceId) -> Option<RuleError> {
    use eldorado_core::catalog::Symbol;
    use eldorado_rules::Path;
    let board = state.board();
    if space.index() >= board.len() {
        return None;
    }
    let mut reasons: Vec<RuleError> = Vec::new();
    for piece in 0..state.current_player().pieces().len() as u8 {
        for symbol in [Symbol::Machete, Symbol::Paddle, Symbol::Coin] {
            let path: Path = [Step::Enter(space)].into_iter().collect();
            let action = Action::Move { piece, source, symbol, path };
            let mut trial = state.clone();
            // A one-step move draws nothing, so any generator will do.
            let mut rng = ChaCha8Rng::seed_from_u64(0);
            match trial.apply(action, &mut rng) {
                Ok(_) => return None,
                Err(e) => reasons.push(e),
            }
        }
    }
    // Next to a piece, the reason about the space says more than "not next
    // to it"; a symbol the card or token does not move with was only tried,
    // and says nothing of the space hovered (a village with an Explorer is
    // "can't be entered with a machete card", not "not with the paddle").
    let about_space = |e: &&RuleError| {
        !matches!(
            e,
            RuleError::NotAdjacent(_)
                | RuleError::TerrainMismatch { .. }
                | RuleError::WrongSymbol { .. }
        )
    };
    reasons
        .iter()
        .find(about_space)
        .or_else(|| reasons.iter().find(|e| matches!(e, RuleError::TerrainMismatch { .. })))
        .or_else(|| reasons.iter().find(|e| !matches!(e, RuleError::WrongSymbol { .. })))
        .or(reasons.first())
        .cloned()
}

/// Why a card in hand (or a token) moves no piece now, in the rules' words
/// and in `lang`: the reason for the space next to a piece that comes
/// nearest to taking it ("jungle 3 (C centre) needs 3 but the machete card
/// has only 1 power left"), else that no space next to the pieces takes its symbol.
pub fn why_stuck(state: &GameState, source: Source, lang: Lang) -> String {
    let board = state.board();
    // Chosen by the English sentence, so that the choice is the same in every language.
    let mut reasons: Vec<(String, RuleError)> = state
        .current_player()
        .pieces()
        .iter()
        .filter_map(|p| p.at)
        .flat_map(|at| board.neighbours_of(at).to_vec())
        .filter(|n| !state.is_occupied(*n))
        .filter_map(|n| why_not_error(state, source, n))
        .map(|e| (story::explain(state, &e, Lang::English), e))
        .collect();
    reasons.sort_by(|a, b| a.0.cmp(&b.0));
    reasons.dedup_by(|a, b| a.0 == b.0);
    let telling = reasons
        .iter()
        .find(|r| r.0.contains(" needs "))
        .or_else(|| reasons.iter().find(|r| !r.0.contains("can't be entered")));
    match telling {
        Some((_, why)) => story::explain(state, why, lang),
        None => text_with(
            lang,
            "game-stuck",
            &[("source", eldorado_words::nouns::source(&source, lang).into())],
        ),
    }
}
