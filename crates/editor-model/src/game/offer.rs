//! An action offered to the person whose turn it is, in words said to them:
//! "Play Scout", "Tear down blockade 4 on B–C with Machete 2", "End the
//! turn" — the words on the panel's buttons. The nouns (spaces, blockades,
//! cards, tokens) are the trace's own ([`story`]); only the mood differs,
//! since the trace tells what a seat did and a button says what to do.

use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_rules::{Action, CardKind, GameState, Step, TokenKind, TokenUse};
use eldorado_words::{nouns, story};

/// What taking `action` in `state` does, said to the person taking it, in `lang`.
pub fn words(state: &GameState, action: &Action, lang: Lang) -> String {
    let board = state.board();
    let step = |s: &Step| match *s {
        Step::Enter(x) => story::hex(board, x, lang),
        Step::Break(x) => story::blockade_on(state, x, lang),
    };
    let card = |k: &CardKind| -> Arg { nouns::card(*k, lang).into() };
    let who = |p: &u8| -> Arg { piece_in_sentence(state, *p, lang).into() };
    let say = |id: &str, args: &[(&str, Arg)]| text_with(lang, id, args);
    match action {
        Action::Move { piece, source, symbol, path } => {
            let steps: Vec<String> = path.iter().map(step).collect();
            say(
                "game-offer-move",
                &[
                    ("piece", who(piece)),
                    ("source", story::source(source, lang).into()),
                    ("symbol", nouns::symbol(*symbol, lang).into()),
                    ("steps", steps.join(" › ").into()),
                ],
            )
        }
        Action::Pay { piece, target: Step::Enter(s), cards } => say(
            "game-offer-pay-enter",
            &[
                ("cards", nouns::cards(cards, lang).into()),
                ("piece", who(piece)),
                ("place", story::place(board, *s, lang).into()),
            ],
        ),
        Action::Pay { target: Step::Break(s), cards, .. } => say(
            "game-offer-pay-blockade",
            &[
                ("cards", nouns::cards(cards, lang).into()),
                ("blockade", story::blockade_on(state, *s, lang).into()),
            ],
        ),
        Action::Native { piece, source, target: Step::Enter(s) } => say(
            "game-offer-native-enter",
            &[
                ("piece", who(piece)),
                ("source", story::source(source, lang).into()),
                ("place", story::place(board, *s, lang).into()),
            ],
        ),
        Action::Native { source, target: Step::Break(s), .. } => say(
            "game-offer-native-blockade",
            &[
                ("blockade", story::blockade_on(state, *s, lang).into()),
                ("source", story::source(source, lang).into()),
            ],
        ),
        Action::Draw(k) => say("game-offer-draw", &[("card", card(k))]),
        Action::DrawFewer { card: k, count } => {
            say("game-offer-draw-fewer", &[("card", card(k)), ("count", (*count).into())])
        }
        Action::RemoveCard(k) => say("game-offer-remove", &[("card", card(k))]),
        Action::StopRemoving => text(lang, "game-offer-stop-removing"),
        Action::Transmit(k) => say("game-offer-transmit", &[("card", card(k))]),
        Action::Buy { card: k, payment } => {
            let paid: Arg = story::paid(payment, lang).into();
            match payment.changed {
                Some(c) => say(
                    "game-offer-buy-changed",
                    &[("card", card(k)), ("paid", paid), ("changed", card(&c))],
                ),
                None => say("game-offer-buy", &[("card", card(k)), ("paid", paid)]),
            }
        }
        Action::Token(u) => {
            let token = |t: TokenKind| -> Arg { nouns::token(t, lang).into() };
            match u {
                TokenUse::DrawCard => {
                    say("game-offer-use-token", &[("token", token(TokenKind::DrawCard))])
                }
                TokenUse::RemoveCard(k) => say(
                    "game-offer-use-token-on",
                    &[("token", token(TokenKind::RemoveCard)), ("what", card(k))],
                ),
                TokenUse::SwapHand(cards) => say(
                    "game-offer-use-token-on",
                    &[
                        ("token", token(TokenKind::SwapHand)),
                        ("what", nouns::cards(cards, lang).into()),
                    ],
                ),
                TokenUse::KeepItem(k) => say(
                    "game-offer-use-token-keep",
                    &[("token", token(TokenKind::KeepItem)), ("card", card(k))],
                ),
                TokenUse::PassOccupied => {
                    say("game-offer-use-token", &[("token", token(TokenKind::PassOccupied))])
                }
                TokenUse::ChangeSymbol => {
                    say("game-offer-use-token", &[("token", token(TokenKind::ChangeSymbol))])
                }
            }
        }
        Action::Explore(c) => match board.caves().get(*c as usize) {
            Some(&s) => say("game-offer-explore", &[("space", story::hex(board, s, lang).into())]),
            None => say("game-offer-no-cave", &[("cave", c.to_string().into())]),
        },
        Action::FinishPlaying => text(lang, "game-offer-finish-playing"),
        Action::Discard(k) => say("game-offer-discard", &[("card", card(k))]),
        Action::EndTurn => text(lang, "game-offer-end-turn"),
    }
}

/// A piece of the seat to play, said to its person as the board labels
/// it: "piece 1b" (two pieces each), or "your piece".
pub fn piece_name(state: &GameState, piece: u8, lang: Lang) -> String {
    match story::label_if_two(state, state.current(), piece) {
        Some(label) => text_with(lang, "game-story-piece", &[("label", label.into())]),
        None => text(lang, "game-offer-your-piece"),
    }
}

/// [`piece_name`] inside a sentence, with the article French puts before
/// it: "Déplacer le pion 1b avec …".
pub fn piece_in_sentence(state: &GameState, piece: u8, lang: Lang) -> String {
    match story::label_if_two(state, state.current(), piece) {
        Some(label) => text_with(lang, "game-story-the-piece", &[("label", label.into())]),
        None => text(lang, "game-offer-your-piece"),
    }
}
