//! The movement cards a player can buy, as the difficulty model and the
//! scarcity finding need them: symbol, power, price in coins and copies.
//! Transcribed from the rulebook's glossary like the simulator's card table
//! (`eldorado_rules::cards::CARDS`), which a test of the design crate
//! holds equal to this one.

use eldorado_core::catalog::Symbol;

/// Copies of each market card in the box.
pub const COPIES: u32 = 3;

/// A card with a movement symbol: `symbol: None` is a joker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarketCard {
    /// The card's name as printed, e.g. "Scout".
    pub name: &'static str,
    /// The symbol it moves with; `None` for a joker.
    pub symbol: Option<Symbol>,
    /// Its movement power.
    pub power: u8,
    /// Price in coins.
    pub price: u8,
    /// Leaves the game once played.
    pub single_use: bool,
    /// On the market board at the start; the others lie beside it and can be
    /// bought only once a pile on the board has run out.
    pub on_board: bool,
}

const fn card(
    name: &'static str,
    symbol: Option<Symbol>,
    power: u8,
    price: u8,
    single_use: bool,
    on_board: bool,
) -> MarketCard {
    MarketCard { name, symbol, power, price, single_use, on_board }
}

/// The market's movement cards.
pub const MOVEMENT_CARDS: [MarketCard; 12] = [
    card("Scout", Some(Symbol::Machete), 2, 1, false, true),
    card("Trailblazer", Some(Symbol::Machete), 3, 3, false, true),
    card("Pioneer", Some(Symbol::Machete), 5, 5, false, false),
    card("Giant Machete", Some(Symbol::Machete), 6, 3, true, false),
    card("Captain", Some(Symbol::Paddle), 3, 2, false, false),
    card("Photographer", Some(Symbol::Coin), 2, 2, false, true),
    card("Journalist", Some(Symbol::Coin), 3, 3, false, false),
    card("Treasure Chest", Some(Symbol::Coin), 4, 3, true, true),
    card("Millionaire", Some(Symbol::Coin), 4, 5, false, false),
    card("Jack-of-all-trades", None, 1, 2, false, true),
    card("Adventurer", None, 2, 4, false, false),
    card("Prop Plane", None, 4, 4, true, false),
];

/// Power of the starting deck's card of each symbol (Explorer, Sailor, Traveller).
pub const STARTING_POWER: u8 = 1;

/// The market cards that can pay `power` of a symbol on their own.
pub fn payers(symbol: Symbol, power: u8) -> impl Iterator<Item = &'static MarketCard> {
    MOVEMENT_CARDS.iter().filter(move |c| c.power >= power && c.symbol.is_none_or(|s| s == symbol))
}

/// Copies in the box of cards that can pay `power` of a symbol; `None` when
/// every player's starting deck can.
pub fn copies(symbol: Symbol, power: u8) -> Option<u32> {
    (power > STARTING_POWER).then(|| payers(symbol, power).count() as u32 * COPIES)
}

/// Whether a player must wait for a pile of the market board to run out
/// before buying a card that pays `power` of a symbol (river 2–4: the Captain
/// lies beside the board).
pub fn beside_the_board(symbol: Symbol, power: u8) -> bool {
    power > STARTING_POWER && !payers(symbol, power).any(|c| c.on_board)
}

/// The cheapest price in coins of a card that pays `power` of a symbol (0 when
/// the starting deck does; `None` when no card does).
pub fn cheapest_price(symbol: Symbol, power: u8) -> Option<u8> {
    if power <= STARTING_POWER {
        return Some(0);
    }
    payers(symbol, power).map(|c| c.price).min()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn river_four_has_only_the_three_prop_planes() {
        assert_eq!(copies(Symbol::Paddle, 4), Some(3));
        assert_eq!(payers(Symbol::Paddle, 4).map(|c| c.name).collect::<Vec<_>>(), ["Prop Plane"]);
        assert_eq!(copies(Symbol::Paddle, 3), Some(6));
        assert_eq!(copies(Symbol::Machete, 1), None);
        assert_eq!(cheapest_price(Symbol::Machete, 2), Some(1));
        assert_eq!(cheapest_price(Symbol::Paddle, 2), Some(2));
        assert_eq!(cheapest_price(Symbol::Coin, 1), Some(0));
        assert_eq!(cheapest_price(Symbol::Paddle, 5), None);
        assert!(beside_the_board(Symbol::Paddle, 2) && beside_the_board(Symbol::Paddle, 4));
        assert!(
            !beside_the_board(Symbol::Paddle, 1)
                && !beside_the_board(Symbol::Coin, 4)
                && !beside_the_board(Symbol::Machete, 3)
        );
    }
}
