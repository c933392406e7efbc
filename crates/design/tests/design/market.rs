//! The analysis and the rules each hold the market's movement cards: the
//! analysis prices purchases from its own table, the rules play the cards.
//! Both crates stand apart, so the check that they agree lives here, where
//! the design assistant reads both.

use eldorado_analysis::market::{COPIES, MOVEMENT_CARDS};
use eldorado_core::catalog::Symbol;
use eldorado_rules::cards::{CARDS, CardSymbol, MARKET_COPIES, STARTING_MARKET};

#[test]
fn the_analysis_market_table_matches_the_card_table() {
    // The static difficulty model prices purchases from its own copy of the
    // market's movement cards; it must say what the engine plays.
    assert_eq!(COPIES, u32::from(MARKET_COPIES));
    // (name, symbol, power, price, single use, on the market board)
    type Facts = (&'static str, Option<Symbol>, u8, u8, bool, bool);
    let engine: Vec<Facts> = CARDS
        .iter()
        .filter(|c| c.cost.is_some() && c.symbol != CardSymbol::Action)
        .map(|c| {
            (
                c.name,
                c.symbol.movement(),
                c.power,
                c.cost.unwrap_or(0),
                c.single_use,
                STARTING_MARKET.contains(&c.kind),
            )
        })
        .collect();
    let analysis: Vec<Facts> = MOVEMENT_CARDS
        .iter()
        .map(|c| (c.name, c.symbol, c.power, c.price, c.single_use, c.on_board))
        .collect();
    assert_eq!(analysis, engine);
}
