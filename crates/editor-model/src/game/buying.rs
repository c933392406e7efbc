//! Buying on a person's turn, as at the table: every market card is shown,
//! with the rules' reason when it can't be bought now; the person picks a
//! card, then the cards in hand that pay for it, one by one. Only a payment
//! among the engine's legal actions is offered; any other pick gets the
//! rules' reason.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use super::refused::PlayRefused;
use eldorado_messages::{Lang, text, text_with};
use eldorado_rules::{Action, CardKind, Cards, GameState, PurchasePayment, RuleError, TokenKind};
use eldorado_words::{nouns, story};

/// A card of the market (on the board or in the reserve) and whether the
/// person to play can buy it now.
#[derive(Debug, Clone, PartialEq)]
pub struct MarketOffer {
    /// The card.
    pub card: CardKind,
    /// Cards of it left.
    pub left: u8,
    /// On the market board (else in the reserve beside it).
    pub on_board: bool,
    /// Why it can't be bought now, in the rules' words; `None` when some
    /// cards of the hand pay for it.
    pub why_not: Option<String>,
}

/// Every market card with cards left, the board's first, and whether the
/// seat to play can buy it with `choices` (its legal actions).
pub fn market_offers(state: &GameState, choices: &[Action], lang: Lang) -> Vec<MarketOffer> {
    let market = state.market();
    let mut cards: Vec<CardKind> = market.slots().iter().flatten().copied().collect();
    cards.extend(
        CardKind::ALL
            .into_iter()
            .filter(|k| k.is_market_card() && !market.on_board(*k) && market.left(*k) > 0),
    );
    cards
        .into_iter()
        .filter(|k| market.left(*k) > 0)
        .map(|card| MarketOffer {
            card,
            left: market.left(card),
            on_board: market.on_board(card),
            why_not: why_not_buy(state, choices, card, lang),
        })
        .collect()
}

/// Why `card` can't be bought now, or `None` when the choices hold a way.
fn why_not_buy(
    state: &GameState,
    choices: &[Action],
    card: CardKind,
    lang: Lang,
) -> Option<String> {
    if choices.iter().any(|a| matches!(a, Action::Buy { card: c, .. } if *c == card)) {
        return None;
    }
    if choices.is_empty() {
        return Some(text(lang, "game-buy-not-your-turn"));
    }
    if state.pending_removals() > 0 {
        return Some(text(lang, "game-buy-remove-first"));
    }
    if !choices.contains(&Action::FinishPlaying) {
        return Some(text(lang, "game-buy-while-playing"));
    }
    // Everything the seat owns offered at once: the engine says what is short.
    let me = state.current_player();
    let payment = PurchasePayment {
        cards: *me.hand(),
        coin1: me.tokens()[TokenKind::Coin1 as usize],
        coin2: me.tokens()[TokenKind::Coin2 as usize],
        changed: None,
    };
    let name = nouns::card(card, lang);
    Some(match trial(state, Action::Buy { card, payment }) {
        Err(RuleError::TooPoor { cost, have, .. }) => text_with(
            lang,
            "game-buy-too-poor",
            &[
                ("card", name.into()),
                ("cost", coins(cost, lang).into()),
                ("have", coins(have, lang).into()),
            ],
        ),
        Err(RuleError::NotBuyable(_)) if !state.market().on_board(card) => {
            text_with(lang, "game-buy-in-reserve", &[("card", name.into())])
        }
        Err(e) => story::explain(state, &e, lang),
        Ok(()) => text(lang, "game-buy-nothing-pays"),
    })
}

/// The purchase of `card` with exactly the hand cards `paying` (and the
/// fewest coin tokens needed), or the rules' reason why not.
pub fn purchase(
    state: &GameState,
    choices: &[Action],
    card: CardKind,
    paying: &Cards,
    lang: Lang,
) -> Result<Action, PlayRefused> {
    let exact = choices
        .iter()
        .filter_map(|a| match a {
            Action::Buy { card: c, payment }
                if *c == card && payment.cards == *paying && payment.changed.is_none() =>
            {
                Some((payment.coin1 + 2 * payment.coin2, *a))
            }
            _ => None,
        })
        .min_by_key(|(tokens, _)| *tokens);
    if let Some((_, action)) = exact {
        return Ok(action);
    }
    if let Some(why) = why_not_buy(state, choices, card, lang) {
        return Err(PlayRefused::Rules(why));
    }
    if paying.is_empty() {
        return Err(PlayRefused::NothingPicked);
    }
    let me = state.current_player();
    let payment = PurchasePayment {
        cards: *paying,
        coin1: me.tokens()[TokenKind::Coin1 as usize],
        coin2: me.tokens()[TokenKind::Coin2 as usize],
        changed: None,
    };
    match trial(state, Action::Buy { card, payment }) {
        Err(RuleError::TooPoor { cost, have, .. }) => {
            Err(PlayRefused::TooLittle { have: coins(have, lang), card, cost: coins(cost, lang) })
        }
        Err(e) => Err(PlayRefused::Rules(story::explain(state, &e, lang))),
        Ok(()) => Err(PlayRefused::TooMuch(card)),
    }
}

/// Whether the engine allows `action`, and its reason when not.
fn trial(state: &GameState, action: Action) -> Result<(), RuleError> {
    let mut trial = state.clone();
    // A purchase draws nothing, so any generator will do.
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    trial.apply(action, &mut rng).map(|_| ())
}

/// "1 coin", "½ coin", "2½ coins" (the engine writes half a coin "0½").
pub fn coins(amount: impl ToString, lang: Lang) -> String {
    let amount = amount.to_string();
    let amount = amount.strip_prefix('0').filter(|r| r.starts_with('½')).unwrap_or(&amount);
    let id = match amount {
        "1" | "½" => "game-coin-one",
        _ => "game-coins",
    };
    text_with(lang, id, &[("amount", amount.into())])
}
