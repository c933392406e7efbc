//! The state of a game: players' cards, tokens and pieces, the market, the
//! blockades, the cave piles, whose turn it is and in which phase.

use std::sync::Arc;

use arrayvec::ArrayVec;
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::board::Board;
use super::cards::{
    CardKind, MARKET_COPIES, STARTING_DECK, TOKEN_KINDS, TOKENS_PER_CAVE, TokenKind,
};
use super::cardset::Cards;
use super::market::Market;
use eldorado_core::catalog::Blockade;
use eldorado_core::map::{SeamId, SpaceId};

/// Cave piles dealt at most: 36 tokens in piles of 4.
pub const MAX_PILES: usize = 9;
/// Cards in hand after drawing.
pub const HAND_SIZE: usize = 4;

/// Rules options. The defaults are the resolutions listed in docs/simulator.md
/// ("Rules and their resolutions").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// The caves variant.
    pub caves: bool,
    /// A1 option: a Native (card or token) used on a blockade tears it down and
    /// also steps onto the space behind it. Off: it only tears the blockade down.
    pub generous_native: bool,
    /// The game stops (no winner) when this many rounds have been played.
    pub round_cap: u16,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { caves: false, generous_native: false, round_cap: 100 }
    }
}

/// Who plays and by which rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameConfig {
    /// 2 to 4. With 2 players each has two pieces.
    pub players: u8,
    /// The rules played.
    #[serde(default)]
    pub rules: Rules,
}

impl GameConfig {
    /// The default setup for `players` players.
    pub fn new(players: u8) -> Self {
        GameConfig { players, rules: Rules::default() }
    }
    /// Pieces per player: two in the 2-player game.
    pub fn pieces_per_player(&self) -> usize {
        if self.players == 2 { 2 } else { 1 }
    }
    /// Start space numbers of a seat's pieces: 1 & 3 and 2 & 4 with two players.
    pub fn start_numbers(&self, seat: u8) -> ArrayVec<u8, 2> {
        let mut v = ArrayVec::new();
        if self.players == 2 {
            v.push(seat + 1);
            v.push(seat + 3);
        } else {
            v.push(seat + 1);
        }
        v
    }
}

/// Why a game can't be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Not 2 to 4 players.
    #[error("a game needs 2 to 4 players, not {0}")]
    Players(u8),
    /// A start space the course does not have.
    #[error("the course has no start space {0}")]
    MissingStart(u8),
    /// A blockade on a seam the course does not have.
    #[error("blockade {number} is on seam {seam}, which the course doesn't have")]
    BadSeam {
        /// The seam given.
        seam: SeamId,
        /// The blockade's number.
        number: u8,
    },
    /// More than six blockades.
    #[error("more than six blockades were given")]
    TooManyBlockades,
    /// A round cap of 0.
    #[error("the round cap must be at least 1")]
    RoundCap,
}

/// A broken invariant of a game state ([`GameState::check_invariants`]): a
/// bug in the engine, never a player's mistake.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvariantError {
    /// Cards of a kind are missing or duplicated.
    #[error("{card}: {found} cards accounted for, expected {expected}")]
    CardsMiscounted {
        /// The kind of card.
        card: CardKind,
        /// Cards of the kind found in decks, removed and in the market.
        found: u32,
        /// Cards of the kind in the game.
        expected: u32,
    },
    /// Tokens of a kind are missing or duplicated.
    #[error("token {token}: {found} accounted for, expected {expected}")]
    TokensMiscounted {
        /// The kind of token.
        token: TokenKind,
        /// Tokens of the kind held, piled, undealt and used.
        found: u32,
        /// Tokens of the kind in the box.
        expected: u32,
    },
    /// A market slot shows a pile that has no card left.
    #[error("the slot of {0} is empty but not freed")]
    EmptySlot(CardKind),
    /// A piece stands on a mountain.
    #[error("seat {seat} stands on mountain {space}")]
    OnMountain {
        /// The seat (from 0).
        seat: u8,
        /// The space.
        space: SpaceId,
    },
    /// A piece went back onto a start space.
    #[error("seat {seat} re-entered start space {space}")]
    StartReentered {
        /// The seat (from 0).
        seat: u8,
        /// The space.
        space: SpaceId,
    },
    /// A piece stands on a finishing space instead of leaving the board.
    #[error("seat {seat} stands on finishing space {space}")]
    OnFinish {
        /// The seat (from 0).
        seat: u8,
        /// The space.
        space: SpaceId,
    },
    /// Two pieces share a space without a pass-occupied token.
    #[error("two pieces share space {0}")]
    Shared(SpaceId),
    /// A player owns more cards than the game has.
    #[error("seat {0} has more cards than exist")]
    TooManyCards(u8),
}

/// A playing piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Piece {
    /// The start space number it began on.
    pub start: u8,
    /// Where it stands; `None` once it has reached El Dorado.
    pub at: Option<SpaceId>,
    /// Caves next to its last stop: those can't be explored again until it has
    /// stopped away from them (caves variant).
    #[serde(skip)]
    pub(crate) last_caves: u64,
}

/// A player's cards, tokens, pieces and blockades.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Player {
    pub(crate) draw: Cards,
    pub(crate) hand: Cards,
    /// Cards played this turn ("above the expedition board").
    pub(crate) played: Cards,
    /// Cards bought or transmitted this turn: held apart, since a card gained
    /// can't be used in the turn it was gained, until the play phase ends and
    /// they join the discard pile.
    pub(crate) gained: Cards,
    pub(crate) discard: Cards,
    /// Cards this player removed from the game (base camps, items, Scientist...).
    pub(crate) removed: Cards,
    pub(crate) tokens: [u8; TOKEN_KINDS],
    pub(crate) pieces: ArrayVec<Piece, 2>,
    /// Numbers of the blockades taken, in the order taken.
    pub(crate) blockades: ArrayVec<u8, 6>,
    /// The round in which the last piece reached El Dorado.
    pub(crate) completed: Option<u16>,
    /// The last round in which one of the player's pieces moved (0: not yet).
    pub(crate) last_moved: u16,
}

impl Player {
    /// Cards in hand.
    pub fn hand(&self) -> &Cards {
        &self.hand
    }
    /// Cards to draw.
    pub fn draw_pile(&self) -> &Cards {
        &self.draw
    }
    /// Cards played this turn.
    pub fn played(&self) -> &Cards {
        &self.played
    }
    /// Cards discarded.
    pub fn discard_pile(&self) -> &Cards {
        &self.discard
    }
    /// Cards gained this turn, which go to the discard pile when the play phase ends.
    pub fn gained(&self) -> &Cards {
        &self.gained
    }
    /// Cards removed from the game.
    pub fn removed(&self) -> &Cards {
        &self.removed
    }
    /// Every card the player owns: draw pile, hand, play area, cards gained
    /// this turn and discard pile.
    pub fn deck(&self) -> Cards {
        let mut c = self.draw;
        c.add_all(&self.hand);
        c.add_all(&self.played);
        c.add_all(&self.gained);
        c.add_all(&self.discard);
        c
    }
    /// Cave tokens held, by kind.
    pub fn tokens(&self) -> &[u8; TOKEN_KINDS] {
        &self.tokens
    }
    /// Whether a token of kind `t` is held.
    #[inline]
    pub fn has_token(&self, t: TokenKind) -> bool {
        self.tokens[t as usize] > 0
    }
    /// The player's pieces.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }
    /// Numbers of the blockades taken.
    pub fn blockades(&self) -> &[u8] {
        &self.blockades
    }
    /// The round in which every piece reached El Dorado.
    pub fn completed(&self) -> Option<u16> {
        self.completed
    }
    /// The last round in which one of the player's pieces moved (0: not yet).
    pub fn last_moved(&self) -> u16 {
        self.last_moved
    }
    /// Rounds since one of the player's pieces last moved, counted in
    /// `round` — the one measure of "stuck" for whoever judges a game.
    pub fn idle_rounds(&self, round: u16) -> u16 {
        round.saturating_sub(self.last_moved)
    }
    /// Tie-break key: (number of blockades, highest blockade number) (A3).
    pub fn tiebreak(&self) -> (usize, u8) {
        (self.blockades.len(), self.blockades.iter().copied().max().unwrap_or(0))
    }
}

/// A blockade on the course.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct BlockadeState {
    /// The seam it stands on.
    pub seam: SeamId,
    /// The blockade.
    pub blockade: Blockade,
    /// The player who took it, once it is broken.
    pub owner: Option<u8>,
}

/// The phase of the current turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Phase 1: play cards.
    Play,
    /// Phase 2: discard cards still in hand, or keep them.
    Discard,
    /// The game is over.
    Over,
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Outcome {
    /// The winning seat; `None` when the round cap stopped the game before
    /// anyone reached El Dorado.
    pub winner: Option<u8>,
    /// The round in which the game ended.
    pub rounds: u16,
}

impl Outcome {
    /// Whether the round cap stopped the game before anyone reached El Dorado.
    pub fn stopped_by_cap(&self) -> bool {
        self.winner.is_none()
    }
}

/// What the current turn has done so far: removals still pending, tokens in
/// effect, the purchase made, and the items just used up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct TurnFlags {
    /// Cards that may still be removed after Scientist / Travel Log.
    pub removals: u8,
    pub pass_occupied: bool,
    pub change_pending: bool,
    pub bought: bool,
    /// Items used up by the last action (for the keep-item token).
    pub used_items: Cards,
    /// Caves (bit i: cave i) the last stop lets the player explore; exploring is
    /// optional, and any other play declines what is left (caves variant).
    pub cave_offer: u64,
}

/// The whole state of a game. Cheap to clone (the board is shared).
#[derive(Debug, Clone)]
pub struct GameState {
    pub(crate) board: Arc<Board>,
    pub(crate) config: GameConfig,
    pub(crate) players: ArrayVec<Player, 4>,
    pub(crate) market: Market,
    pub(crate) blockades: ArrayVec<BlockadeState, 6>,
    /// Cave piles (top of pile = last element), one per cave in board order.
    pub(crate) piles: ArrayVec<ArrayVec<TokenKind, TOKENS_PER_CAVE>, MAX_PILES>,
    /// Tokens never dealt to a pile, by kind.
    pub(crate) undealt: [u8; TOKEN_KINDS],
    /// Tokens used (and so out of the game), by kind.
    pub(crate) tokens_used: [u8; TOKEN_KINDS],
    pub(crate) current: u8,
    pub(crate) round: u16,
    pub(crate) phase: Phase,
    pub(crate) turn: TurnFlags,
    pub(crate) final_round: bool,
    pub(crate) outcome: Option<Outcome>,
}

impl GameState {
    /// Sets up a game: blockades as given (see [`eldorado_core::map::Map::deal_blockades`]),
    /// shuffled starting decks, 4 cards each, pieces on their start spaces, and in
    /// the caves variant piles of 4 shuffled tokens on the caves.
    pub fn new<R: Rng + ?Sized>(
        board: Arc<Board>,
        config: GameConfig,
        blockades: &[(SeamId, Blockade)],
        rng: &mut R,
    ) -> Result<GameState, SetupError> {
        if !(2..=4).contains(&config.players) {
            return Err(SetupError::Players(config.players));
        }
        if config.rules.round_cap == 0 {
            return Err(SetupError::RoundCap);
        }
        if blockades.len() > 6 {
            return Err(SetupError::TooManyBlockades);
        }
        let mut bs = ArrayVec::new();
        for &(seam, b) in blockades {
            if seam.index() >= board.seam_count() {
                return Err(SetupError::BadSeam { seam, number: b.number });
            }
            bs.push(BlockadeState { seam, blockade: b, owner: None });
        }
        let mut players = ArrayVec::new();
        for seat in 0..config.players {
            let mut pieces = ArrayVec::new();
            for n in config.start_numbers(seat) {
                let at = board.start_space(n).ok_or(SetupError::MissingStart(n))?;
                pieces.push(Piece { start: n, at: Some(at), last_caves: 0 });
            }
            let mut draw = Cards::EMPTY;
            for (k, n) in STARTING_DECK {
                draw.add_n(k, n);
            }
            players.push(Player {
                draw,
                hand: Cards::EMPTY,
                played: Cards::EMPTY,
                gained: Cards::EMPTY,
                discard: Cards::EMPTY,
                removed: Cards::EMPTY,
                tokens: [0; TOKEN_KINDS],
                pieces,
                blockades: ArrayVec::new(),
                completed: None,
                last_moved: 0,
            });
        }
        let mut piles = ArrayVec::new();
        let mut undealt = [0u8; TOKEN_KINDS];
        if config.rules.caves {
            let mut all: Vec<TokenKind> = TokenKind::all_tokens().collect();
            all.shuffle(rng);
            let mut chunks = all.chunks(TOKENS_PER_CAVE);
            for _ in board.caves().iter().take(MAX_PILES) {
                let Some(chunk) = chunks.next() else { break };
                piles.push(chunk.iter().copied().collect());
            }
            for chunk in chunks {
                for t in chunk {
                    undealt[*t as usize] += 1;
                }
            }
        } else {
            for t in TokenKind::ALL {
                undealt[t as usize] = t.count();
            }
        }
        let mut state = GameState {
            board,
            config,
            players,
            market: Market::new(),
            blockades: bs,
            piles,
            undealt,
            tokens_used: [0; TOKEN_KINDS],
            current: 0,
            round: 1,
            phase: Phase::Play,
            turn: TurnFlags::default(),
            final_round: false,
            outcome: None,
        };
        for seat in 0..state.players.len() {
            let mut events = super::action::Events::new();
            state.draw_cards(seat, HAND_SIZE, rng, &mut events);
            for i in 0..state.players[seat].pieces.len() {
                let at = state.players[seat].pieces[i].at.expect("on its start space");
                state.players[seat].pieces[i].last_caves = state.caves_next_to(at);
            }
        }
        Ok(state)
    }

    /// Before the first action, moves each seat's pieces to the start spaces
    /// of the seat `shift` places after it (seat 1 takes seat 2's start spaces
    /// with a shift of 1, the last seat seat 1's). Games played with every
    /// shift separate what the start spaces carry from what the turn order
    /// carries. Returns `false`, changing nothing, once the game has begun.
    pub fn rotate_starts(&mut self, shift: u8) -> bool {
        let home = |p: &Player| p.pieces.iter().all(|x| x.at == self.board.start_space(x.start));
        if self.round != 1 || self.current != 0 || !self.players.iter().all(home) {
            return false;
        }
        let n = self.players.len();
        let starts: Vec<Vec<(u8, Option<SpaceId>)>> = self
            .players
            .iter()
            .map(|p| p.pieces.iter().map(|x| (x.start, x.at)).collect())
            .collect();
        for seat in 0..n {
            let from = &starts[(seat + shift as usize) % n];
            for (i, &(start, at)) in from.iter().enumerate() {
                let Some(piece) = self.players[seat].pieces.get_mut(i) else { continue };
                piece.start = start;
                piece.at = at;
            }
        }
        for seat in 0..n {
            for i in 0..self.players[seat].pieces.len() {
                if let Some(at) = self.players[seat].pieces[i].at {
                    self.players[seat].pieces[i].last_caves = self.caves_next_to(at);
                }
            }
        }
        true
    }

    // ---- reading the state -----------------------------------------------------

    /// The course.
    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }
    /// The game's setup.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }
    /// The rules played.
    pub fn rules(&self) -> &Rules {
        &self.config.rules
    }
    /// Every player, by seat.
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    /// The player in seat `seat`.
    pub fn player(&self, seat: u8) -> &Player {
        &self.players[seat as usize]
    }
    /// The seat whose turn it is.
    pub fn current(&self) -> u8 {
        self.current
    }
    /// The player whose turn it is.
    pub fn current_player(&self) -> &Player {
        &self.players[self.current as usize]
    }
    /// The round being played, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }
    /// The phase of the turn.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The market.
    pub fn market(&self) -> &Market {
        &self.market
    }
    /// The blockades on the course.
    pub fn blockades(&self) -> &[BlockadeState] {
        &self.blockades
    }
    /// Tokens left in each cave pile, by cave index.
    pub fn cave_piles(&self) -> impl Iterator<Item = &[TokenKind]> {
        self.piles.iter().map(|p| p.as_slice())
    }
    /// Tokens used so far in the game, by kind.
    pub fn tokens_used(&self) -> &[u8; TOKEN_KINDS] {
        &self.tokens_used
    }
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// How it ended, once over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    /// Whether someone has reached El Dorado and this is the last round.
    pub fn is_final_round(&self) -> bool {
        self.final_round
    }
    /// Cards the current player may still remove (after Scientist / Travel Log).
    pub fn pending_removals(&self) -> u8 {
        self.turn.removals
    }
    /// Whether the current player bought a card this turn.
    pub fn has_bought(&self) -> bool {
        self.turn.bought
    }
    /// Whether the current player may pass through occupied spaces this turn (a token).
    pub fn pass_occupied_active(&self) -> bool {
        self.turn.pass_occupied
    }
    /// Whether a card change is pending (a token).
    pub fn change_pending(&self) -> bool {
        self.turn.change_pending
    }
    /// Items used up by the last action, which a keep-item token can save.
    pub fn just_used_items(&self) -> &Cards {
        &self.turn.used_items
    }
    /// The caves (by index into [`Board::caves`]) the current player may
    /// explore now, after the last stop: each with [`crate::Action::Explore`].
    pub fn caves_to_explore(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.piles.len() as u8).filter(|&c| self.turn.cave_offer & (1 << c) != 0)
    }
    /// The caves next to space `s` that a piece there is next to by the rules:
    /// a cave across a seam whose blockade still stands is not.
    pub(crate) fn caves_next_to(&self, s: SpaceId) -> u64 {
        let mut mask = self.board.cave_mask(s);
        if mask != 0 {
            for &(c, seam) in self.board.caves_across(s) {
                if self.intact_blockade(seam).is_some() {
                    mask &= !(1 << c);
                }
            }
        }
        mask
    }
    /// Whether any piece stands on a space.
    #[inline]
    pub fn is_occupied(&self, s: SpaceId) -> bool {
        self.players.iter().any(|p| p.pieces.iter().any(|x| x.at == Some(s)))
    }
    /// Whether a piece other than (seat, piece) stands on a space.
    #[inline]
    pub fn occupied_by_other(&self, s: SpaceId, seat: u8, piece: u8) -> bool {
        self.players.iter().enumerate().any(|(i, p)| {
            p.pieces
                .iter()
                .enumerate()
                .any(|(j, x)| x.at == Some(s) && !(i == seat as usize && j == piece as usize))
        })
    }
    /// Whether the players (cards, pieces, tokens), the market, the
    /// blockades and what the current turn has done are the same in both
    /// positions: what a player who planned its turn from `self` checks
    /// before following the plan in `other`.
    pub fn same_table(&self, other: &GameState) -> bool {
        self.players == other.players
            && self.market == other.market
            && self.blockades == other.blockades
            && self.turn == other.turn
    }
    /// Replaces every token still in a cave pile by `token`: the position as
    /// a player sees it, who does not know what the caves hold, for a
    /// player's own look ahead (never for a game played on).
    pub fn hide_cave_piles(&mut self, token: TokenKind) {
        for pile in self.piles.iter_mut() {
            pile.iter_mut().for_each(|t| *t = token);
        }
    }
    /// The intact blockade on a seam, by index into [`GameState::blockades`].
    #[inline]
    pub fn intact_blockade(&self, seam: SeamId) -> Option<usize> {
        self.blockades.iter().position(|b| b.seam == seam && b.owner.is_none())
    }

    /// Checks the conservation laws and the board rules; `Err` names the first
    /// broken one. Used by the property tests; cheap enough to call after every action.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        self.check_conservation()?;
        self.check_positions()
    }

    /// Every card and token is in exactly one place, or out of the game by a rule;
    /// market slots hold piles with cards.
    pub fn check_conservation(&self) -> Result<(), InvariantError> {
        // Every card is in exactly one place or removed by a rule.
        for k in CardKind::ALL {
            let owned: u32 =
                self.players.iter().map(|p| (p.deck().count(k) + p.removed.count(k)) as u32).sum();
            let expected = if k.is_market_card() {
                MARKET_COPIES as u32
            } else {
                STARTING_DECK.iter().find(|(s, _)| *s == k).map_or(0, |(_, n)| *n as u32)
                    * self.players.len() as u32
            };
            let found = owned + self.market.left(k) as u32;
            if found != expected {
                return Err(InvariantError::CardsMiscounted { card: k, found, expected });
            }
        }
        // Every token is in a pile, held, or out of play.
        for t in TokenKind::ALL {
            let held: u32 = self.players.iter().map(|p| p.tokens[t as usize] as u32).sum();
            let piled: u32 =
                self.piles.iter().map(|p| p.iter().filter(|&&x| x == t).count() as u32).sum();
            let found = held
                + piled
                + self.undealt[t as usize] as u32
                + self.tokens_used[t as usize] as u32;
            if found != t.count() as u32 {
                return Err(InvariantError::TokensMiscounted {
                    token: t,
                    found,
                    expected: t.count() as u32,
                });
            }
        }
        // Market slots hold piles that still have cards.
        for k in self.market.slots().iter().flatten() {
            if self.market.left(*k) == 0 {
                return Err(InvariantError::EmptySlot(*k));
            }
        }
        Ok(())
    }

    /// No piece on a mountain, a finishing space or a start space it has left;
    /// no two pieces on a space unless a pass-occupied token allowed it.
    pub fn check_positions(&self) -> Result<(), InvariantError> {
        let mut seen: ArrayVec<SpaceId, 8> = ArrayVec::new();
        for (seat, p) in self.players.iter().enumerate() {
            let seat = seat as u8;
            for piece in &p.pieces {
                let Some(at) = piece.at else { continue };
                let t = self.board.terrain(at);
                if t == eldorado_core::catalog::Terrain::Mountain {
                    return Err(InvariantError::OnMountain { seat, space: at });
                }
                if t == eldorado_core::catalog::Terrain::Start
                    && self.board.start_space(piece.start) != Some(at)
                {
                    return Err(InvariantError::StartReentered { seat, space: at });
                }
                if self.board.is_finish(at) {
                    return Err(InvariantError::OnFinish { seat, space: at });
                }
                if seen.contains(&at) && !self.turn.pass_occupied && !self.shared_allowed(at) {
                    return Err(InvariantError::Shared(at));
                }
                seen.push(at);
            }
            if p.deck().len() > 62 {
                return Err(InvariantError::TooManyCards(seat));
            }
        }
        Ok(())
    }

    /// Sharing is legal after a pass-occupied token, and it persists after that
    /// turn until a piece moves on, so sharing is only flagged when no such token
    /// has been used in the game.
    fn shared_allowed(&self, _at: SpaceId) -> bool {
        self.tokens_used[TokenKind::PassOccupied as usize] > 0
    }
}
