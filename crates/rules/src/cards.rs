//! The expedition cards and the cave tokens, transcribed from the rulebook
//! (glossary p.8, caves p.7): 3 starting cards, 18 market
//! card types × 3 copies, and 36 cave tokens in 14 kinds.

use serde::{Deserialize, Serialize};

use eldorado_core::catalog::Symbol;

/// What a card shows: one of the three movement symbols (see [`CardSymbol::movement`]),
/// a joker or an action. Flat rather than wrapping [`Symbol`]: the bots' hot
/// loops match on it, and the flat form compiles to fewer instructions (callgrind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardSymbol {
    /// Green: jungle.
    Machete,
    /// Blue: water.
    Paddle,
    /// Yellow: villages and buying.
    Coin,
    /// White card: choose machete, paddle or coin when played.
    Joker,
    /// Purple card: no movement symbol.
    Action,
}

impl CardSymbol {
    /// The movement symbol of a machete, paddle or coin card.
    #[inline]
    pub fn movement(self) -> Option<Symbol> {
        match self {
            CardSymbol::Machete => Some(Symbol::Machete),
            CardSymbol::Paddle => Some(Symbol::Paddle),
            CardSymbol::Coin => Some(Symbol::Coin),
            CardSymbol::Joker | CardSymbol::Action => None,
        }
    }
}

/// What a purple card does when played as an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Take any market card for free (Transmitter).
    TakeFreeCard,
    /// Draw `draw` cards (with `up_to`, at most that many), then remove up to
    /// `remove` cards in hand from the game.
    Draw {
        /// Cards to draw.
        draw: u8,
        /// Whether fewer may be drawn.
        up_to: bool,
        /// Cards in hand that may be removed after.
        remove: u8,
    },
    /// Move one adjacent space ignoring its requirement (Native).
    NativeMove,
}

/// The 21 kinds of expedition card: 3 in the starting decks, 18 in the market.
/// Cards of one kind are interchangeable, so the engine only counts kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum CardKind {
    /// The Explorer card.
    Explorer,
    /// The Traveler card.
    Traveler,
    /// The Sailor card.
    Sailor,
    /// The Scout card.
    Scout,
    /// The Trailblazer card.
    Trailblazer,
    /// The Pioneer card.
    Pioneer,
    /// The Giant Machete card.
    GiantMachete,
    /// The Captain card.
    Captain,
    /// The Photographer card.
    Photographer,
    /// The Journalist card.
    Journalist,
    /// The Treasure Chest card.
    TreasureChest,
    /// The Millionaire card.
    Millionaire,
    /// The Jack-of-all-Trades card.
    JackOfAllTrades,
    /// The Adventurer card.
    Adventurer,
    /// The Prop Plane card.
    PropPlane,
    /// The Transmitter card.
    Transmitter,
    /// The Cartographer card.
    Cartographer,
    /// The Compass card.
    Compass,
    /// The Scientist card.
    Scientist,
    /// The Travel Log card.
    TravelLog,
    /// The Native card.
    Native,
}

/// Number of card kinds.
pub const KINDS: usize = 21;
/// Copies of each market card.
pub const MARKET_COPIES: u8 = 3;

/// The printed facts of a card kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardInfo {
    /// The card.
    pub kind: CardKind,
    /// Its name as printed.
    pub name: &'static str,
    /// Its symbol.
    pub symbol: CardSymbol,
    /// Movement power; 0 for action cards.
    pub power: u8,
    /// Purchase price; `None` for starting cards.
    pub cost: Option<u8>,
    /// Items (crossed-out card symbol) leave the game once their function is used.
    pub single_use: bool,
    /// What it does besides moving or paying, if anything.
    pub effect: Option<Effect>,
}

const fn card(
    kind: CardKind,
    name: &'static str,
    symbol: CardSymbol,
    power: u8,
    cost: Option<u8>,
    single_use: bool,
    effect: Option<Effect>,
) -> CardInfo {
    CardInfo { kind, name, symbol, power, cost, single_use, effect }
}

use CardKind as K;
use CardSymbol as S;

/// Every card kind, indexed by `CardKind as usize`.
pub const CARDS: [CardInfo; KINDS] = [
    card(K::Explorer, "Explorer", S::Machete, 1, None, false, None),
    card(K::Traveler, "Traveler", S::Coin, 1, None, false, None),
    card(K::Sailor, "Sailor", S::Paddle, 1, None, false, None),
    card(K::Scout, "Scout", S::Machete, 2, Some(1), false, None),
    card(K::Trailblazer, "Trailblazer", S::Machete, 3, Some(3), false, None),
    card(K::Pioneer, "Pioneer", S::Machete, 5, Some(5), false, None),
    card(K::GiantMachete, "Giant Machete", S::Machete, 6, Some(3), true, None),
    card(K::Captain, "Captain", S::Paddle, 3, Some(2), false, None),
    card(K::Photographer, "Photographer", S::Coin, 2, Some(2), false, None),
    card(K::Journalist, "Journalist", S::Coin, 3, Some(3), false, None),
    card(K::TreasureChest, "Treasure Chest", S::Coin, 4, Some(3), true, None),
    card(K::Millionaire, "Millionaire", S::Coin, 4, Some(5), false, None),
    card(K::JackOfAllTrades, "Jack-of-all-trades", S::Joker, 1, Some(2), false, None),
    card(K::Adventurer, "Adventurer", S::Joker, 2, Some(4), false, None),
    card(K::PropPlane, "Prop Plane", S::Joker, 4, Some(4), true, None),
    card(K::Transmitter, "Transmitter", S::Action, 0, Some(4), true, Some(Effect::TakeFreeCard)),
    card(
        K::Cartographer,
        "Cartographer",
        S::Action,
        0,
        Some(4),
        false,
        Some(Effect::Draw { draw: 2, up_to: false, remove: 0 }),
    ),
    card(
        K::Compass,
        "Compass",
        S::Action,
        0,
        Some(2),
        true,
        Some(Effect::Draw { draw: 3, up_to: false, remove: 0 }),
    ),
    card(
        K::Scientist,
        "Scientist",
        S::Action,
        0,
        Some(4),
        false,
        Some(Effect::Draw { draw: 1, up_to: false, remove: 1 }),
    ),
    card(
        K::TravelLog,
        "Travel Log",
        S::Action,
        0,
        Some(3),
        true,
        Some(Effect::Draw { draw: 2, up_to: true, remove: 2 }),
    ),
    card(K::Native, "Native", S::Action, 0, Some(5), false, Some(Effect::NativeMove)),
];

/// The starting deck of each player: 3 Explorers, 4 Travelers, 1 Sailor.
pub const STARTING_DECK: [(CardKind, u8); 3] = [(K::Explorer, 3), (K::Traveler, 4), (K::Sailor, 1)];

/// The six piles on the market board at the start, in slot order.
pub const STARTING_MARKET: [CardKind; 6] = [
    K::Scout,
    K::Trailblazer,
    K::JackOfAllTrades,
    K::Photographer,
    K::TreasureChest,
    K::Transmitter,
];

/// The twelve piles beside the market board at the start.
pub const BESIDE_MARKET: [CardKind; 12] = [
    K::Pioneer,
    K::GiantMachete,
    K::Captain,
    K::Journalist,
    K::Millionaire,
    K::Adventurer,
    K::PropPlane,
    K::Cartographer,
    K::Compass,
    K::Scientist,
    K::TravelLog,
    K::Native,
];

impl CardKind {
    /// Every card, in index order.
    pub const ALL: [CardKind; KINDS] = [
        K::Explorer,
        K::Traveler,
        K::Sailor,
        K::Scout,
        K::Trailblazer,
        K::Pioneer,
        K::GiantMachete,
        K::Captain,
        K::Photographer,
        K::Journalist,
        K::TreasureChest,
        K::Millionaire,
        K::JackOfAllTrades,
        K::Adventurer,
        K::PropPlane,
        K::Transmitter,
        K::Cartographer,
        K::Compass,
        K::Scientist,
        K::TravelLog,
        K::Native,
    ];

    /// Everything printed on the card.
    #[inline]
    pub fn info(self) -> &'static CardInfo {
        &CARDS[self as usize]
    }
    /// Its index in [`CardKind::ALL`].
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// The card of an index in [`CardKind::ALL`].
    pub fn from_index(i: usize) -> Option<CardKind> {
        Self::ALL.get(i).copied()
    }
    /// Its name as printed.
    pub fn name(self) -> &'static str {
        self.info().name
    }
    /// Its symbol.
    #[inline]
    pub fn symbol(self) -> CardSymbol {
        self.info().symbol
    }
    /// Its power.
    #[inline]
    pub fn power(self) -> u8 {
        self.info().power
    }
    /// Its price in coins; `None` for starting cards.
    pub fn cost(self) -> Option<u8> {
        self.info().cost
    }
    /// Whether it is removed from the game once played (an item).
    #[inline]
    pub fn single_use(self) -> bool {
        self.info().single_use
    }
    /// Whether the market sells it.
    pub fn is_market_card(self) -> bool {
        self.info().cost.is_some()
    }
    /// Whether it is one of the starting deck's cards.
    pub fn is_starting_card(self) -> bool {
        !self.is_market_card()
    }
    /// Buying value in half coins: coin cards and jokers are worth their power,
    /// every other card ½ coin.
    #[inline]
    pub fn half_coins(self) -> u8 {
        match self.symbol() {
            CardSymbol::Coin | CardSymbol::Joker => 2 * self.power(),
            _ => 1,
        }
    }
    /// Whether spending this card's full buying value uses its function, which
    /// removes an item from the game (Treasure Chest, Prop Plane; A6).
    pub fn buying_uses_function(self) -> bool {
        matches!(self.symbol(), CardSymbol::Coin | CardSymbol::Joker)
    }
    /// Whether the change-symbol token can make this card count as coins of its
    /// full power: a machete or paddle card (coin cards and jokers already do).
    pub fn can_change_to_coins(self) -> bool {
        self.power() > 0 && !matches!(self.symbol(), CardSymbol::Coin | CardSymbol::Joker)
    }
    /// The symbols this card can move with: its own, any for a joker, none for actions.
    pub fn move_symbols(self) -> &'static [Symbol] {
        match self.symbol() {
            CardSymbol::Machete => &[Symbol::Machete],
            CardSymbol::Paddle => &[Symbol::Paddle],
            CardSymbol::Coin => &[Symbol::Coin],
            CardSymbol::Joker => &Symbol::ALL,
            CardSymbol::Action => &[],
        }
    }
}

impl std::fmt::Display for CardKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The 14 kinds of cave token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum TokenKind {
    /// A machete token of power 1.
    Machete1,
    /// A machete token of power 2.
    Machete2,
    /// A machete token of power 3.
    Machete3,
    /// A coin token worth 1.
    Coin1,
    /// A coin token worth 2.
    Coin2,
    /// A paddle token of power 1.
    Paddle1,
    /// A paddle token of power 2.
    Paddle2,
    /// Draw 1 card, playable this turn.
    DrawCard,
    /// Remove 1 card in hand from the game.
    RemoveCard,
    /// Put up to 4 hand cards into play, then draw that many.
    SwapHand,
    /// Right after an item is used up, it goes to the discard pile instead.
    KeepItem,
    /// For the rest of the turn, pieces may move onto or past occupied spaces.
    PassOccupied,
    /// Move one adjacent space ignoring its requirement, like the Native.
    NativeMove,
    /// The next card played uses a different symbol with the same power.
    ChangeSymbol,
}

/// Number of token kinds.
pub const TOKEN_KINDS: usize = 14;
/// Tokens in one cave pile.
pub const TOKENS_PER_CAVE: usize = 4;

impl TokenKind {
    /// Every token kind, in index order.
    pub const ALL: [TokenKind; TOKEN_KINDS] = [
        TokenKind::Machete1,
        TokenKind::Machete2,
        TokenKind::Machete3,
        TokenKind::Coin1,
        TokenKind::Coin2,
        TokenKind::Paddle1,
        TokenKind::Paddle2,
        TokenKind::DrawCard,
        TokenKind::RemoveCard,
        TokenKind::SwapHand,
        TokenKind::KeepItem,
        TokenKind::PassOccupied,
        TokenKind::NativeMove,
        TokenKind::ChangeSymbol,
    ];

    /// How many of each kind the box holds (36 in all).
    pub fn count(self) -> u8 {
        use TokenKind::*;
        match self {
            Machete1 | Machete3 | Coin1 | Paddle1 => 2,
            Machete2 | Coin2 | Paddle2 => 3,
            DrawCard | RemoveCard => 4,
            SwapHand => 3,
            KeepItem | PassOccupied | NativeMove | ChangeSymbol => 2,
        }
    }

    /// Symbol and power of a movement token.
    pub fn movement(self) -> Option<(Symbol, u8)> {
        use TokenKind::*;
        match self {
            Machete1 => Some((Symbol::Machete, 1)),
            Machete2 => Some((Symbol::Machete, 2)),
            Machete3 => Some((Symbol::Machete, 3)),
            Coin1 => Some((Symbol::Coin, 1)),
            Coin2 => Some((Symbol::Coin, 2)),
            Paddle1 => Some((Symbol::Paddle, 1)),
            Paddle2 => Some((Symbol::Paddle, 2)),
            _ => None,
        }
    }

    /// Buying value of a coin token, in half coins.
    pub fn half_coins(self) -> u8 {
        match self.movement() {
            Some((Symbol::Coin, p)) => 2 * p,
            _ => 0,
        }
    }

    /// Its index in [`TokenKind::ALL`].
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        use TokenKind::*;
        match self {
            Machete1 => "machete 1",
            Machete2 => "machete 2",
            Machete3 => "machete 3",
            Coin1 => "coin 1",
            Coin2 => "coin 2",
            Paddle1 => "paddle 1",
            Paddle2 => "paddle 2",
            DrawCard => "draw a card",
            RemoveCard => "remove a card",
            SwapHand => "swap hand",
            KeepItem => "keep item",
            PassOccupied => "pass occupied",
            NativeMove => "native move",
            ChangeSymbol => "change symbol",
        }
    }

    /// The 36 tokens of the box, in kind order.
    pub fn all_tokens() -> impl Iterator<Item = TokenKind> {
        Self::ALL.into_iter().flat_map(|k| std::iter::repeat_n(k, k.count() as usize))
    }
}

impl std::fmt::Display for TokenKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_indexed_by_kind() {
        for (i, c) in CARDS.iter().enumerate() {
            assert_eq!(c.kind as usize, i, "{}", c.name);
            assert_eq!(CardKind::ALL[i], c.kind);
        }
    }

    #[test]
    fn market_is_eighteen_kinds_six_on_the_board() {
        let market: Vec<CardKind> =
            CardKind::ALL.into_iter().filter(|k| k.is_market_card()).collect();
        assert_eq!(market.len(), 18);
        let mut listed: Vec<CardKind> =
            STARTING_MARKET.iter().chain(BESIDE_MARKET.iter()).copied().collect();
        listed.sort();
        assert_eq!(listed, market);
        assert_eq!(STARTING_DECK.iter().map(|(_, n)| *n as usize).sum::<usize>(), 8);
    }

    #[test]
    fn costs_and_powers_match_the_rulebook() {
        // Spot checks of the prices and powers that published versions of the
        // game's rules in code get wrong, against the rulebook's glossary (p.8).
        assert_eq!((K::GiantMachete.power(), K::GiantMachete.cost()), (6, Some(3)));
        assert_eq!(K::Cartographer.cost(), Some(4));
        assert_eq!(K::Millionaire.cost(), Some(5));
        assert_eq!(K::JackOfAllTrades.cost(), Some(2));
        assert_eq!(K::Adventurer.cost(), Some(4));
        assert_eq!(K::TravelLog.cost(), Some(3));
        assert_eq!(K::Scientist.cost(), Some(4));
        let items: Vec<CardKind> = CardKind::ALL.into_iter().filter(|k| k.single_use()).collect();
        assert_eq!(
            items,
            [
                K::GiantMachete,
                K::TreasureChest,
                K::PropPlane,
                K::Transmitter,
                K::Compass,
                K::TravelLog
            ]
        );
        assert_eq!(K::Photographer.half_coins(), 4);
        assert_eq!(K::Adventurer.half_coins(), 4);
        assert_eq!(K::Explorer.half_coins(), 1);
        assert_eq!(K::Native.half_coins(), 1);
    }

    #[test]
    fn thirty_six_tokens() {
        assert_eq!(TokenKind::all_tokens().count(), 36);
        let moves: usize = TokenKind::ALL
            .iter()
            .filter(|t| t.movement().is_some())
            .map(|t| t.count() as usize)
            .sum();
        assert_eq!(moves, 17);
    }
}
