//! What a player can do, what happens as a result, and why an action is refused.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::cards::{CardKind, TokenKind};
use super::cardset::Cards;
use eldorado_core::catalog::{Blockade, Symbol, Terrain};
use eldorado_core::map::{SeamId, SpaceId};

/// One step of a movement: enter a space, or pay a blockade on a seam the piece
/// touches (the blockade counts as a space, A2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Enter this space.
    Enter(SpaceId),
    /// Pay the blockade on this seam.
    Break(SeamId),
}

/// A movement path: at most 6 steps, since every step costs at least 1 power.
/// `Copy`, so that actions are too. Two paths are equal when their steps
/// are: what a popped step left behind in the array is not part of it.
#[derive(Clone, Copy)]
pub struct Path {
    steps: [Step; Path::CAPACITY],
    len: u8,
}

impl PartialEq for Path {
    fn eq(&self, other: &Path) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Path {}

impl std::hash::Hash for Path {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl Path {
    /// Most steps a path holds.
    pub const CAPACITY: usize = 6;

    /// An empty path.
    pub const fn new() -> Path {
        Path { steps: [Step::Enter(SpaceId::new(0)); Path::CAPACITY], len: 0 }
    }
    /// Adds a step; false (and no change) when the path is full.
    pub fn push(&mut self, s: Step) -> bool {
        if self.is_full() {
            return false;
        }
        self.steps[self.len as usize] = s;
        self.len += 1;
        true
    }
    /// Takes the last step off.
    pub fn pop(&mut self) -> Option<Step> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.steps[self.len as usize])
    }
    /// Whether the path holds [`Path::CAPACITY`] steps.
    pub fn is_full(&self) -> bool {
        self.len as usize == Path::CAPACITY
    }
    /// The steps, in order.
    pub fn as_slice(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }
    /// The last space entered, if any.
    pub fn last_space(&self) -> Option<SpaceId> {
        self.as_slice().iter().rev().find_map(|s| match s {
            Step::Enter(x) => Some(*x),
            Step::Break(_) => None,
        })
    }
}

impl Default for Path {
    fn default() -> Self {
        Path::new()
    }
}

impl std::ops::Deref for Path {
    type Target = [Step];
    fn deref(&self) -> &[Step] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a Path {
    type Item = &'a Step;
    type IntoIter = std::slice::Iter<'a, Step>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// Collects at most [`Path::CAPACITY`] steps; more are dropped.
impl FromIterator<Step> for Path {
    fn from_iter<I: IntoIterator<Item = Step>>(iter: I) -> Self {
        let mut p = Path::new();
        for s in iter {
            p.push(s);
        }
        p
    }
}

impl std::fmt::Debug for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for Path {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

impl<'de> Deserialize<'de> for Path {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let steps = Vec::<Step>::deserialize(d)?;
        if steps.len() > Path::CAPACITY {
            return Err(serde::de::Error::custom(format!(
                "a path has at most {} steps",
                Path::CAPACITY
            )));
        }
        Ok(steps.into_iter().collect())
    }
}

/// What pays for a movement: a card from hand or a cave token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// A card from hand.
    Card(CardKind),
    /// A cave token.
    Token(TokenKind),
}

impl std::fmt::Display for Source {
    /// The card's printed name ("Scout") or the token's ("the machete 2 token").
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Card(k) => write!(f, "{k}"),
            Source::Token(t) => write!(f, "the {t} token"),
        }
    }
}

/// Cards and coin tokens spent on a purchase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PurchasePayment {
    /// Cards spent.
    pub cards: Cards,
    /// Coin 1 tokens spent.
    #[serde(default)]
    pub coin1: u8,
    /// Coin 2 tokens spent.
    #[serde(default)]
    pub coin2: u8,
    /// With a change-symbol token pending: the payment card that counts as coins
    /// of its full power.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub changed: Option<CardKind>,
}

impl PurchasePayment {
    /// What the payment is worth in half coins: every card ½ coin, or a coin
    /// card's or joker's power; coin tokens; a changed card its full power.
    #[inline]
    pub fn half_coins(&self) -> u32 {
        let changed = self.changed.map_or(0, |c| (2 * c.power() as u32).saturating_sub(1));
        self.cards.half_coins() + 2 * self.coin1 as u32 + 4 * self.coin2 as u32 + changed
    }
}

/// A cave token used for its own effect (movement and coin tokens are used
/// through [`Action::Move`] and [`PurchasePayment`]; the native move through [`Action::Native`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenUse {
    /// Draw a card.
    DrawCard,
    /// Remove this card in hand from the game.
    RemoveCard(CardKind),
    /// Put these hand cards into play (1 to 4), then draw as many.
    SwapHand(Cards),
    /// Send this item, just used up, to the discard pile instead.
    KeepItem(CardKind),
    /// Pass through spaces other pieces occupy this turn.
    PassOccupied,
    /// Count a card as coins of its full power when buying.
    ChangeSymbol,
}

/// Everything a player can do. Only the current player acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Phase 1: move one piece with one card or movement token along a path of
    /// landscape spaces (and symbol blockades) of one symbol.
    Move {
        /// The piece (index among the player's pieces).
        piece: u8,
        /// What pays for it.
        source: Source,
        /// The symbol it moves with.
        symbol: Symbol,
        /// The steps, in order.
        path: Path,
    },
    /// Phase 1: pay cards for a rubble space (discarded), a base camp (removed
    /// from the game) or a rubble blockade (discarded).
    Pay {
        /// The piece (index among the player's pieces).
        piece: u8,
        /// The space entered or the blockade torn down.
        target: Step,
        /// The cards paid.
        cards: Cards,
    },
    /// Phase 1: the Native card or the native-move token: one adjacent space
    /// ignoring its requirement, or tear down an adjacent blockade.
    Native {
        /// The piece (index among the player's pieces).
        piece: u8,
        /// What pays for it.
        source: Source,
        /// The space entered or the blockade torn down.
        target: Step,
    },
    /// Phase 1: play Cartographer, Compass, Scientist or Travel Log and draw
    /// as many cards as it says.
    Draw(CardKind),
    /// Phase 1: play a card that draws "up to" its number (Travel Log) and
    /// draw only `count` cards (the legal actions list the counts below the
    /// full draw, which is [`Action::Draw`]).
    DrawFewer {
        /// The card.
        card: CardKind,
        /// Cards to draw.
        count: u8,
    },
    /// After Scientist or Travel Log: remove one card in hand from the game.
    RemoveCard(CardKind),
    /// After Scientist or Travel Log: remove no more cards.
    StopRemoving,
    /// Phase 1: play the Transmitter and take any market card for free.
    Transmit(CardKind),
    /// Phase 1: buy one card (at most once a turn).
    Buy {
        /// The card.
        card: CardKind,
        /// What pays for it.
        payment: PurchasePayment,
    },
    /// Phase 1: use a cave token.
    Token(TokenUse),
    /// Phase 1, right after a stop next to a cave (caves variant): explore it
    /// and take the top token of its pile (by index into
    /// [`crate::Board::caves`]). Exploring is optional: any other play
    /// declines it.
    Explore(u8),
    /// End phase 1: played cards go to the discard pile.
    FinishPlaying,
    /// Phase 2: discard a card still in hand (the rest are kept).
    Discard(CardKind),
    /// End phase 2: draw back to 4 cards, pass to the next player.
    EndTurn,
}

/// Something that happened while applying an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A piece entered a space (also when passing through).
    Entered {
        /// The player's seat.
        player: u8,
        /// The piece (index among the player's pieces).
        piece: u8,
        /// The space.
        space: SpaceId,
    },
    /// A piece came to a stop at the end of a movement play.
    Stopped {
        /// The player's seat.
        player: u8,
        /// The piece (index among the player's pieces).
        piece: u8,
        /// The space.
        space: SpaceId,
    },
    /// A blockade was broken.
    BlockadeBroken {
        /// The player's seat.
        player: u8,
        /// The seam.
        seam: SeamId,
        /// The blockade.
        blockade: Blockade,
        /// Whether a Native tore it down.
        by_native: bool,
    },
    /// A cave was explored (caves variant).
    CaveToken {
        /// The player's seat.
        player: u8,
        /// The cave (index into the board's caves).
        cave: u8,
        /// The token.
        token: TokenKind,
    },
    /// A cave token was used.
    TokenUsed {
        /// The player's seat.
        player: u8,
        /// The token.
        token: TokenKind,
    },
    /// A piece reached El Dorado.
    Arrived {
        /// The player's seat.
        player: u8,
        /// The piece (index among the player's pieces).
        piece: u8,
    },
    /// All of a player's pieces are in El Dorado.
    Completed {
        /// The player's seat.
        player: u8,
    },
    /// A card came into a player's deck.
    Gained {
        /// The player's seat.
        player: u8,
        /// The card.
        card: CardKind,
        /// Whether the Transmitter brought it.
        transmitted: bool,
    },
    /// Cards removed from the game by a rule (base camp, item used, Scientist, ...).
    Removed {
        /// The player's seat.
        player: u8,
        /// The card.
        card: CardKind,
    },
    /// A player drew cards.
    Drew {
        /// The player's seat.
        player: u8,
        /// Cards to draw.
        count: u8,
    },
    /// A player's discard pile became the draw pile.
    Reshuffled {
        /// The player's seat.
        player: u8,
    },
    /// The game ended.
    GameOver,
}

/// The events of one action. Fixed capacity: an action never causes more.
pub type Events = ArrayVec<Event, 24>;

/// Why an action was refused. Each message is one sentence.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// Refused: the game is over.
    #[error("the game is over")]
    GameOver,
    /// Refused: that can't be done in this phase of the turn (`0`).
    #[error("that can't be done in this phase of the turn ({0})")]
    WrongPhase(&'static str),
    /// Refused: first choose whether to remove cards (Scientist or Travel Log).
    #[error("first choose whether to remove cards (Scientist or Travel Log)")]
    RemovalPending,
    /// Refused: there is no `0` in hand.
    #[error("there is no {0} in hand")]
    NotInHand(CardKind),
    /// Refused: the player has no `0` token.
    #[error("the player has no {0} token")]
    NoToken(TokenKind),
    /// Refused: piece `0` is not in play.
    #[error("piece {0} is not in play")]
    NoSuchPiece(u8),
    /// Refused: the card or token (an action card, a token that is not a
    /// movement token) moves no piece.
    #[error("{0} can't move a piece")]
    CannotMove(Source),
    /// Refused: a Native's move asked of a card or token that is not a Native.
    #[error("{0} is not a Native and can't move a piece")]
    NotANative(Source),
    /// Refused: the card or token can't move with the `symbol` symbol.
    #[error("{played} can't move with the {symbol} symbol")]
    WrongSymbol {
        /// The card or token played.
        played: Source,
        /// The symbol it moves with.
        symbol: Symbol,
    },
    /// Refused: the path is empty.
    #[error("the path is empty")]
    EmptyPath,
    /// Refused: space `0` is not next to the piece.
    #[error("space {0} is not next to the piece")]
    NotAdjacent(SpaceId),
    /// Refused: space `0` is a mountain or a start space and can't be entered.
    #[error("space {0} is a mountain or a start space and can't be entered")]
    NotEnterable(SpaceId),
    /// Refused: space `0` is occupied by another piece.
    #[error("space {0} is occupied by another piece")]
    Occupied(SpaceId),
    /// Refused: space `space` needs `needed` but the `symbol` card has only `left` power left.
    #[error("space {space} needs {needed} but the {symbol} card has only {left} power left")]
    NotEnoughPower {
        /// The space.
        space: SpaceId,
        /// The symbol it moves with.
        symbol: Symbol,
        /// What it needs.
        needed: u8,
        /// Power left on the card.
        left: u8,
    },
    /// Refused: space `space` is `terrain` and a `symbol` card can't enter it.
    #[error("space {space} is {terrain} and a {symbol} card can't enter it")]
    TerrainMismatch {
        /// The space.
        space: SpaceId,
        /// The space's terrain.
        terrain: Terrain,
        /// The symbol it moves with.
        symbol: Symbol,
    },
    /// Refused: a blockade closes the border to space `0`; it must be paid first.
    #[error("a blockade closes the border to space {0}; it must be paid first")]
    Blocked(SpaceId),
    /// Refused: there is no blockade on seam `0` next to the piece.
    #[error("there is no blockade on seam {0} next to the piece")]
    NoBlockade(SeamId),
    /// Refused: the blockade asks what this play can't pay.
    #[error("blockade {} needs {}, which this play can't pay", .0.number, .0.requirement())]
    BlockadeRequirement(Blockade),
    /// Refused: El Dorado is reached at space `0`; the move can't go on.
    #[error("El Dorado is reached at space {0}; the move can't go on")]
    PastFinish(SpaceId),
    /// Refused: space `space` needs exactly `needed` cards but `given` were given.
    #[error("space {space} needs exactly {needed} cards but {given} were given")]
    WrongCardCount {
        /// The space.
        space: SpaceId,
        /// What it needs.
        needed: u8,
        /// Cards given.
        given: u8,
    },
    /// Refused: space `0` is not rubble or a base camp; move onto it with a card.
    #[error("space {0} is not rubble or a base camp; move onto it with a card")]
    NotPaidByCards(SpaceId),
    /// Refused: `0` is not an action card that draws.
    #[error("{0} is not an action card that draws")]
    NotADrawCard(CardKind),
    /// Refused: `card` draws `draw` cards, no fewer.
    #[error("{card} draws {draw} cards, no fewer")]
    MustDrawAll {
        /// The card.
        card: CardKind,
        /// Cards the card draws.
        draw: u8,
    },
    /// Refused: `card` draws at most `draw` cards.
    #[error("{card} draws at most {draw} cards")]
    TooManyDraws {
        /// The card.
        card: CardKind,
        /// Cards the card draws.
        draw: u8,
    },
    /// Refused: cave `0` can't be explored now: only right after a stop next to it.
    #[error("cave {0} can't be explored now: only right after a stop next to it")]
    NotExplorable(u8),
    /// Refused: there is no card to remove now.
    #[error("there is no card to remove now")]
    NoRemovalPending,
    /// Refused: only one card can be bought per turn.
    #[error("only one card can be bought per turn")]
    AlreadyBought,
    /// Refused: `0` can't be bought now: its pile is empty or beside the board while every slot is full.
    #[error(
        "{0} can't be bought now: its pile is empty or beside the board while every slot is full"
    )]
    NotBuyable(CardKind),
    /// Refused: `0` is not in the market.
    #[error("{0} is not in the market")]
    NotInMarket(CardKind),
    /// Refused: the payment is worth `have` coins but `card` costs `cost`.
    #[error("the payment is worth {have} coins but {card} costs {cost}")]
    TooPoor {
        /// The card.
        card: CardKind,
        /// Its price in coins.
        cost: u8,
        /// What the payment is worth, in coins.
        have: String,
    },
    /// Refused: `0` can't be changed to coins.
    #[error("{0} can't be changed to coins")]
    BadChange(CardKind),
    /// Refused: no item was just used up, so there is nothing to keep.
    #[error("no item was just used up, so there is nothing to keep")]
    NothingToKeep,
    /// Refused: the swap must put 1 to 4 cards into play.
    #[error("the swap must put 1 to 4 cards into play")]
    BadSwap,
    /// Refused: `0` is not a token with an effect of its own.
    #[error("{0} is not a token with an effect of its own")]
    NotAnEffectToken(TokenKind),
}

impl Action {
    /// A short description for logs, e.g. "move piece 0 with Scout (machete): 12 → 13".
    pub fn describe(&self) -> String {
        match self {
            Action::Move { piece, source, symbol, path } => {
                let steps: Vec<String> = path
                    .iter()
                    .map(|s| match s {
                        Step::Enter(x) => x.to_string(),
                        Step::Break(seam) => format!("blockade on seam {seam}"),
                    })
                    .collect();
                format!(
                    "move piece {piece} with {} ({symbol}): {}",
                    source_name(source),
                    steps.join(" → ")
                )
            }
            Action::Pay { piece, target, cards } => {
                format!("piece {piece} pays {cards} for {}", step_name(target))
            }
            Action::Native { piece, source, target } => {
                format!("{} moves piece {piece} to {}", source_name(source), step_name(target))
            }
            Action::Draw(k) => format!("play {k}"),
            Action::DrawFewer { card, count } => format!("play {card} and draw {count}"),
            Action::RemoveCard(k) => format!("remove {k} from the game"),
            Action::StopRemoving => "remove no more cards".into(),
            Action::Transmit(k) => format!("transmit {k}"),
            Action::Buy { card, payment } => format!("buy {card} with {}", payment.cards),
            Action::Token(t) => format!("use token {t:?}"),
            Action::Explore(c) => format!("explore cave {c}"),
            Action::FinishPlaying => "finish playing".into(),
            Action::Discard(k) => format!("discard {k}"),
            Action::EndTurn => "end turn".into(),
        }
    }
}

fn source_name(s: &Source) -> String {
    match s {
        Source::Card(k) => k.to_string(),
        Source::Token(t) => format!("{t} token"),
    }
}

fn step_name(s: &Step) -> String {
    match s {
        Step::Enter(x) => format!("space {x}"),
        Step::Break(seam) => format!("the blockade on seam {seam}"),
    }
}
