//! Tactics: the fast bot playing as a player who follows a tactic of their
//! own, as the rulebook's design tips b and c have it ("each player can
//! follow a tactic of their own"). In El Dorado a tactic is mostly a deck,
//! and the way a deck pays: the player who buys machetes goes through the
//! jungle, the one who buys paddles takes the river, the one who hoards coins
//! wants villages, the one who thins early races.
//!
//! A tactic is the fast bot with three things of its own:
//!
//! - **its prices of terrain** ([`Costs`]): the spaces its deck pays are cheap
//!   in its planning, the others dear, so the way it plans follows the deck
//!   it builds (it reads the course through [`crate::Plan::priced`]);
//! - **its buying wishes** ([`Wishes`]): worth added to the cards it wants;
//! - **its weights** ([`FastParams`]): how much it buys and how it thins.
//!
//! The fast bot itself ([`BotKind::Fast`]) stays the reference, unchanged:
//! the reference prices, no wishes, its own weights.

pub use super::eval::Wishes;
use super::fast::{FastBot, FastParams};
use crate::plan::Costs;
use eldorado_rules::BotKind;

/// A tactic: the bot it is, its prices of terrain, its wishes and weights.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tactic {
    /// The bot that plays it, by the name a user gives.
    pub kind: BotKind,
    /// Its prices of terrain in planning.
    pub costs: Costs,
    /// What it wants to buy.
    pub wishes: Wishes,
    /// Its weights.
    pub params: FastParams,
}

/// The river player: buys paddles (and the Transmitter that brings a Captain
/// from beside the market board), plans with the river cheap and the jungle
/// dear.
pub const RIVER: Tactic = Tactic {
    kind: BotKind::River,
    costs: Costs { land: [3, 1, 2], rubble: 3, basecamp: 2 },
    wishes: Wishes { per_power: [0.0, 0.8, 0.0], transmitter: 1.5, ..Wishes::NONE },
    params: FastParams::REFERENCE,
};

/// The jungle player: buys machetes, plans with the jungle cheap and the
/// river dear.
pub const JUNGLE: Tactic = Tactic {
    kind: BotKind::Jungle,
    costs: Costs { land: [1, 3, 2], rubble: 3, basecamp: 2 },
    wishes: Wishes { per_power: [0.6, 0.0, 0.0], ..Wishes::NONE },
    params: FastParams::REFERENCE,
};

/// The village (market) player: hoards coins and makes the strong
/// purchases, plans with villages cheap, and buys for longer.
pub const VILLAGE: Tactic = Tactic {
    kind: BotKind::Village,
    costs: Costs { land: [2, 3, 1], rubble: 3, basecamp: 2 },
    wishes: Wishes { per_power: [0.0, 0.0, 0.6], strong: 1.0, dear: 4, ..Wishes::NONE },
    params: FastParams { stop_buying: 8, buy_cap: 0.9, ..FastParams::REFERENCE },
};

/// The racer: thins its deck early (base camps cheap in its planning, the
/// Scientist and Travel Log wanted, its weakest starting cards removed
/// gladly) and buys little.
pub const RACER: Tactic = Tactic {
    kind: BotKind::Racer,
    costs: Costs { land: [2, 2, 2], rubble: 3, basecamp: 1 },
    wishes: Wishes { thinning: 1.0, ..Wishes::NONE },
    params: FastParams {
        stop_buying: 24,
        min_buy_value: 2.0,
        above_average: 1.3,
        min_deck: 5,
        remove_below: 1.6,
        thin_bonus: 1.0,
        ..FastParams::REFERENCE
    },
};

/// Every tactic, in [`BotKind::TACTICS`]' order.
pub const TACTICS: [Tactic; 4] = [RIVER, JUNGLE, VILLAGE, RACER];

/// The tactic a bot plays, if it is one of the tactics (the fast bot is the
/// reference, not a tactic of this list).
pub fn of(kind: BotKind) -> Option<&'static Tactic> {
    TACTICS.iter().find(|t| t.kind == kind)
}

/// The fast bot following `tactic`: its weights, wishes and prices.
pub fn bot(tactic: &Tactic) -> FastBot {
    FastBot::following(tactic.kind.name(), tactic.params, tactic.wishes, tactic.costs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_rules::cards::{CardKind, KINDS};

    #[test]
    fn every_tactic_has_valid_prices_and_its_own_name() {
        assert_eq!(TACTICS.map(|t| t.kind), BotKind::TACTICS);
        for t in TACTICS {
            assert!(t.costs.valid(), "{:?}", t.kind);
            assert_ne!(t.costs, Costs::REFERENCE, "{:?} plans as the fast bot does", t.kind);
            assert_eq!(of(t.kind), Some(&t));
        }
        assert_eq!(of(BotKind::Fast), None);
    }

    #[test]
    fn wishes_raise_the_cards_wished_for() {
        let mut v = [1.0; KINDS];
        RIVER.wishes.add_to(&mut v);
        assert!(v[CardKind::Captain as usize] > v[CardKind::Trailblazer as usize]);
        assert!(v[CardKind::JackOfAllTrades as usize] > 1.0);
        let mut v = [1.0; KINDS];
        VILLAGE.wishes.add_to(&mut v);
        assert!(v[CardKind::Millionaire as usize] > v[CardKind::Photographer as usize]);
        let mut v = [1.0; KINDS];
        Wishes::NONE.add_to(&mut v);
        assert_eq!(v, [1.0; KINDS]);
    }
}
