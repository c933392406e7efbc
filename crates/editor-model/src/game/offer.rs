//! An action offered to the person whose turn it is, in words said to them:
//! "Play Scout", "Tear down blockade 4 on B–C with Machete 2", "End the
//! turn" — the words on the panel's buttons. The nouns (spaces, blockades,
//! cards, tokens) are the trace's own ([`story`]); only the mood differs,
//! since the trace tells what a seat did and a button says what to do.

use eldorado_rules::played::story;
use eldorado_rules::{Action, GameState, PurchasePayment, Step, TokenUse};

/// What taking `action` in `state` does, said to the person taking it.
pub fn words(state: &GameState, action: &Action) -> String {
    let board = state.board();
    let step = |s: &Step| match *s {
        Step::Enter(x) => story::hex(board, x),
        Step::Break(x) => story::blockade_on(state, x),
    };
    match action {
        Action::Move { piece, source, symbol, path } => {
            let steps: Vec<String> = path.iter().map(step).collect();
            format!(
                "Move {} with {} as {symbol}: {}",
                piece_name(state, *piece),
                story::source(source),
                steps.join(" › ")
            )
        }
        Action::Pay { piece, target: Step::Enter(s), cards } => {
            format!(
                "Pay {cards} to move {} to {}",
                piece_name(state, *piece),
                story::place(board, *s)
            )
        }
        Action::Pay { target: Step::Break(s), cards, .. } => {
            format!("Pay {cards} for {}", story::blockade_on(state, *s))
        }
        Action::Native { piece, source, target: Step::Enter(s) } => format!(
            "Move {} with {} to {}",
            piece_name(state, *piece),
            story::source(source),
            story::place(board, *s)
        ),
        Action::Native { source, target: Step::Break(s), .. } => {
            format!("Tear down {} with {}", story::blockade_on(state, *s), story::source(source))
        }
        Action::Draw(k) => format!("Play {k}"),
        Action::DrawFewer { card, count } => format!("Play {card} and draw {count}"),
        Action::RemoveCard(k) => format!("Remove {k} from the game"),
        Action::StopRemoving => "Remove no more cards".into(),
        Action::Transmit(k) => format!("Play the Transmitter and take {k}"),
        Action::Buy { card, payment } => format!("Buy {card} with {}", paid(payment)),
        Action::Token(u) => match u {
            TokenUse::DrawCard => "Use the draw a card token".into(),
            TokenUse::RemoveCard(k) => format!("Use the remove a card token on {k}"),
            TokenUse::SwapHand(cards) => format!("Use the swap hand token on {cards}"),
            TokenUse::KeepItem(k) => format!("Use the keep item token to keep {k}"),
            TokenUse::PassOccupied => "Use the pass occupied token".into(),
            TokenUse::ChangeSymbol => "Use the change symbol token".into(),
        },
        Action::Explore(c) => match board.caves().get(*c as usize) {
            Some(&s) => format!("Explore the cave at {}", story::hex(board, s)),
            None => format!("Explore cave {c}, which the course does not have"),
        },
        Action::FinishPlaying => "Finish playing".into(),
        Action::Discard(k) => format!("Discard {k}"),
        Action::EndTurn => "End the turn".into(),
    }
}

/// A piece of the seat to play, said to its person as the board labels
/// it: "piece 1b" (two pieces each), or "your piece".
pub fn piece_name(state: &GameState, piece: u8) -> String {
    match story::label_if_two(state, state.current(), piece) {
        Some(label) => format!("piece {label}"),
        None => "your piece".into(),
    }
}

/// What a purchase is paid with: "Scout and a coin 1 token", "nothing".
fn paid(payment: &PurchasePayment) -> String {
    let mut parts = Vec::new();
    if !payment.cards.is_empty() {
        parts.push(payment.cards.to_string());
    }
    for (n, kind) in [(payment.coin1, "coin 1"), (payment.coin2, "coin 2")] {
        match n {
            0 => {}
            1 => parts.push(format!("a {kind} token")),
            n => parts.push(format!("{n} {kind} tokens")),
        }
    }
    let changed = payment.changed.map(|k| format!(" ({k} counted as coins)")).unwrap_or_default();
    if parts.is_empty() {
        format!("nothing{changed}")
    } else {
        format!("{}{changed}", parts.join(" and "))
    }
}
