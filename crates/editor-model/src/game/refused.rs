//! Why a game would not take what a person chose: one sentence, in the
//! rules' words, for the notice or the hover text.

use eldorado_messages::{Lang, text, text_with};
use eldorado_rules::CardKind;

/// Why a person's action or purchase is not taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayRefused {
    /// A bot's seat is to play.
    #[error("it is not a person's turn to play")]
    NotAPersonsTurn,
    /// The game shown is a replay.
    #[error("this game is a replay; start a new game to play")]
    Replay,
    /// A purchase with no card picked to pay.
    #[error("pick the cards in your hand that pay")]
    NothingPicked,
    /// The cards picked bring too little.
    #[error("the cards picked bring {have} and the {card} costs {cost}")]
    TooLittle {
        /// What the cards picked bring ("½ coin").
        have: String,
        /// The card to buy.
        card: CardKind,
        /// What it costs ("1 coin").
        cost: String,
    },
    /// The cards picked bring more than needed (the rules pay no change).
    #[error("the cards picked pay more than the {0} costs: leave out one that isn't needed")]
    TooMuch(CardKind),
    /// The rules forbid it, in the engine's words.
    #[error("{0}")]
    Rules(String),
}

impl PlayRefused {
    /// The sentence in `lang` (the English one is the `Display`).
    pub fn say(&self, lang: Lang) -> String {
        match self {
            PlayRefused::NotAPersonsTurn => text(lang, "game-refused-not-a-persons-turn"),
            PlayRefused::Replay => text(lang, "game-refused-replay"),
            PlayRefused::NothingPicked => text(lang, "game-refused-nothing-picked"),
            PlayRefused::TooLittle { have, card, cost } => text_with(
                lang,
                "game-refused-too-little",
                &[
                    ("have", have.into()),
                    ("card", eldorado_words::nouns::card(*card, lang).into()),
                    ("cost", cost.into()),
                ],
            ),
            PlayRefused::TooMuch(card) => text_with(
                lang,
                "game-refused-too-much",
                &[("card", eldorado_words::nouns::card(*card, lang).into())],
            ),
            PlayRefused::Rules(why) => why.clone(),
        }
    }
}
