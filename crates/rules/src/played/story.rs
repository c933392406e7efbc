//! A game told in words, the one wording of `eldorado simulate --trace`,
//! `eldorado replay` and the editor's game view: spaces as a player finds
//! them on the table (the letter of their piece and a clock face over it,
//! `Map::space_name`: "C 2 o'clock ring 1"), with what they are ("jungle 2
//! (C 2 o'clock ring 1)"), blockades by number and seam ("blockade 4 on
//! B–C"), cards and tokens by their printed names. Never an index of the
//! engine's own, nor coordinates.

use super::seat::Seat;
use crate::action::{Action, Event, RuleError, Source, Step, TokenUse};
use crate::board::{Board, SeamIdx, Sp};
use crate::state::{GameState, Outcome, Phase};
use eldorado_core::catalog::Blockade;

/// A space as a player finds it: "C 2 o'clock ring 1".
pub fn hex(board: &Board, s: Sp) -> String {
    if (s as usize) < board.len() {
        board.map().space_name(s as usize)
    } else {
        format!("space {s}, which the course does not have")
    }
}

/// A space by what it is and where: "jungle 2 (C 2 o'clock ring 1)",
/// "start space 2 (B 6 o'clock ring 3)".
pub fn place(board: &Board, s: Sp) -> String {
    if (s as usize) < board.len() {
        format!("{} ({})", board.map().space(s as usize).describe(), hex(board, s))
    } else {
        hex(board, s)
    }
}

/// A seam by the pieces it joins: "B–C".
pub fn seam(board: &Board, seam: SeamIdx) -> String {
    if (seam as usize) < board.seam_count() {
        board.map().seam_name(seam as usize)
    } else {
        format!("seam {seam}, which the course does not have")
    }
}

/// The blockade on a seam by its number, if the game has one there:
/// "blockade 4 on B–C", else "the blockade on B–C".
pub fn blockade_on(state: &GameState, s: SeamIdx) -> String {
    match state.blockades().iter().find(|b| b.seam == s) {
        Some(b) => format!("blockade {} on {}", b.blockade.number, seam(state.board(), s)),
        None => format!("the blockade on {}", seam(state.board(), s)),
    }
}

/// A card or a token that pays for a move: "Scout", "the machete 2 token".
pub fn source(s: &Source) -> String {
    match s {
        Source::Card(k) => k.to_string(),
        Source::Token(t) => format!("the {t} token"),
    }
}

fn step(state: &GameState, s: &Step) -> String {
    match *s {
        Step::Enter(x) => hex(state.board(), x),
        Step::Break(x) => blockade_on(state, x),
    }
}

fn steps(state: &GameState, path: &[Step]) -> String {
    path.iter().map(|s| step(state, s)).collect::<Vec<_>>().join(" → ")
}

/// A player's piece as the board labels it: with two pieces each (two
/// players), "piece 1a" and "piece 1b" (seat 1's); with one, "its piece".
/// Never "piece 2", which reads like seat 2.
pub fn piece(state: &GameState, seat: u8, piece: u8) -> String {
    match label_if_two(state, seat, piece) {
        Some(label) => format!("piece {label}"),
        None => "its piece".into(),
    }
}

/// The board's label of a piece ("1b") when its player has two; `None` when one.
pub fn label_if_two(state: &GameState, seat: u8, piece: u8) -> Option<String> {
    let two = state.players().get(seat as usize).is_some_and(|p| p.pieces().len() > 1);
    two.then(|| piece_label(seat, piece))
}

/// The label the board draws on a piece of a player with two: "1a", "1b".
pub fn piece_label(seat: u8, piece: u8) -> String {
    let letter = char::from(b'a' + piece.min(25));
    format!("{}{letter}", seat + 1)
}

/// What an action does, in words, from the state it is taken in: "moves
/// piece 1a with Scout as machete: (0, -1) → (0, -2)".
pub fn describe(state: &GameState, action: &Action) -> String {
    let board = state.board();
    match action {
        Action::Move { piece, source: src, symbol, path } => {
            format!(
                "moves {} with {} as {symbol}: {}",
                self::piece(state, state.current(), *piece),
                source(src),
                steps(state, path)
            )
        }
        Action::Pay { piece, target: Step::Enter(s), cards } => {
            let who = self::piece(state, state.current(), *piece);
            format!("pays {cards} to move {who} to {}", place(board, *s))
        }
        Action::Pay { target: Step::Break(s), cards, .. } => {
            format!("pays {cards} for {}", blockade_on(state, *s))
        }
        Action::Native { piece, source: src, target: Step::Enter(s) } => {
            let who = self::piece(state, state.current(), *piece);
            format!("moves {who} with {} to {}", source(src), place(board, *s))
        }
        Action::Native { source: src, target: Step::Break(s), .. } => {
            format!("tears down {} with {}", blockade_on(state, *s), source(src))
        }
        Action::Draw(k) => format!("plays {k}"),
        Action::DrawFewer { card, count } => format!("plays {card} and draws {count}"),
        Action::RemoveCard(k) => format!("removes {k} from the game"),
        Action::StopRemoving => "removes no more cards".into(),
        Action::Transmit(k) => format!("plays the Transmitter and takes {k}"),
        Action::Buy { card, payment } => {
            let mut paid = Vec::new();
            if !payment.cards.is_empty() {
                paid.push(payment.cards.to_string());
            }
            for (n, kind) in [(payment.coin1, "coin 1"), (payment.coin2, "coin 2")] {
                match n {
                    0 => {}
                    1 => paid.push(format!("a {kind} token")),
                    n => paid.push(format!("{n} {kind} tokens")),
                }
            }
            let changed =
                payment.changed.map(|k| format!(" ({k} counted as coins)")).unwrap_or_default();
            let paid = if paid.is_empty() { "nothing".to_string() } else { paid.join(" and ") };
            format!("buys {card} with {paid}{changed}")
        }
        Action::Token(u) => match u {
            TokenUse::DrawCard => "uses the draw a card token".into(),
            TokenUse::RemoveCard(k) => format!("uses the remove a card token on {k}"),
            TokenUse::SwapHand(cards) => format!("uses the swap hand token on {cards}"),
            TokenUse::KeepItem(k) => format!("uses the keep item token to keep {k}"),
            TokenUse::PassOccupied => "uses the pass occupied token".into(),
            TokenUse::ChangeSymbol => "uses the change symbol token".into(),
        },
        Action::Explore(c) => match board.caves().get(*c as usize) {
            Some(&s) => format!("explores the cave at {}", hex(board, s)),
            None => format!("explores cave {c}, which the course does not have"),
        },
        Action::FinishPlaying => "finishes playing".into(),
        Action::Discard(k) => format!("discards {k}"),
        Action::EndTurn => "ends the turn".into(),
    }
}

/// Why the rules refuse an action, in one clause with the map's words (the
/// engine's own message names spaces by its index).
pub fn explain(board: &Board, error: &RuleError) -> String {
    match error {
        RuleError::NoSuchPiece(p) => format!("piece {} is not in play", u16::from(*p) + 1),
        RuleError::NotAdjacent(s) => format!("{} is not next to the piece", place(board, *s)),
        RuleError::NotEnterable(s) => {
            format!("{} is a mountain or a start space and can't be entered", place(board, *s))
        }
        RuleError::Occupied(s) => format!("{} is occupied by another piece", place(board, *s)),
        RuleError::NotEnoughPower { space, symbol, needed, left } => format!(
            "{} needs {needed} but the {symbol} card has only {left} power left",
            place(board, *space)
        ),
        RuleError::TerrainMismatch { space, symbol, .. } => {
            format!("{} can't be entered with a {symbol} card", place(board, *space))
        }
        RuleError::Blocked(s) => {
            format!("a blockade closes the border to {}; it must be paid first", place(board, *s))
        }
        RuleError::NoBlockade(s) => {
            format!("there is no blockade on {} next to the piece", seam(board, *s))
        }
        RuleError::PastFinish(s) => {
            format!("El Dorado is reached at {}; the move can't go on", hex(board, *s))
        }
        RuleError::WrongCardCount { space, needed, given } => {
            format!("{} needs exactly {needed} cards but {given} were given", place(board, *space))
        }
        RuleError::NotPaidByCards(s) => {
            format!("{} is not rubble or a base camp; move onto it with a card", place(board, *s))
        }
        RuleError::NotExplorable(c) => match board.caves().get(*c as usize) {
            Some(&s) => format!(
                "the cave at {} can't be explored now: only right after a stop next to it",
                hex(board, s)
            ),
            None => format!("the course has no cave {c}"),
        },
        other => other.to_string(),
    }
}

/// Whether the trace leaves an action out: finishing the play phase and
/// everything of the discard phase (what is discarded shows in the next hand).
pub fn is_quiet(before: &GameState, action: &Action) -> bool {
    matches!(action, Action::FinishPlaying | Action::EndTurn) || before.phase() == Phase::Discard
}

/// The first line: the seed and the blockades dealt.
pub fn opening(board: &Board, seed: u64, dealt: &[(usize, Blockade)]) -> String {
    let blockades: Vec<String> = dealt
        .iter()
        .map(|(s, b)| format!("{} on {}", b.number, board.map().seam_name(*s)))
        .collect();
    format!(
        "game seed {seed}; blockades: {}",
        if blockades.is_empty() { "none".into() } else { blockades.join(", ") }
    )
}

/// The line that opens a turn: "round 3, seat 2 (fast): at (0, -3) jungle 2; hand Explorer, Scout"
/// ("1a at …and 1b at …" with two pieces each).
pub fn turn_header(state: &GameState, seat: Seat) -> String {
    let p = state.current_player();
    let two = p.pieces().len() > 1;
    let pieces: Vec<String> = p
        .pieces()
        .iter()
        .enumerate()
        .map(|(i, x)| {
            let at =
                x.at.map_or("in El Dorado".into(), |s| format!("at {}", place(state.board(), s)));
            if two { format!("{} {at}", piece_label(state.current(), i as u8)) } else { at }
        })
        .collect();
    format!("{}: {}; hand {}", turn_title(state, seat), pieces.join(" and "), p.hand())
}

/// Whose turn it is, without the hand: "round 3, seat 2 (fast)" (what a
/// log shows where hands are hidden).
pub fn turn_title(state: &GameState, seat: Seat) -> String {
    format!("round {}, seat {} ({seat})", state.round(), state.current() + 1)
}

/// What the events of an action (taken in `before`) show that its own line
/// does not: blockades taken, cave tokens found, pieces arriving.
pub fn event_lines(before: &GameState, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::BlockadeBroken { blockade, .. } => {
                Some(format!("takes blockade {} ({})", blockade.number, blockade.requirement()))
            }
            Event::CaveToken { token, .. } => Some(format!("explores a cave: {token}")),
            Event::Arrived { player, piece } => {
                Some(format!("{} reaches El Dorado", self::piece(before, player, piece)))
            }
            _ => None,
        })
        .collect()
}

/// The last line: the winner and the round; for a game the round cap
/// stopped, `why_stopped` if the caller judged it ("pieces block each other
/// at …"), else only that it was stopped.
pub fn ending(outcome: Option<&Outcome>, why_stopped: Option<&str>) -> String {
    match outcome {
        Some(o) if o.stopped_by_cap() => match why_stopped {
            Some(why) => format!("stalled after {} rounds: {why}", o.rounds),
            None => format!("stopped by the round cap after {} rounds", o.rounds),
        },
        Some(o) => {
            let winner = o.winner.map_or("nobody".to_string(), |w| format!("seat {}", w + 1));
            format!("game over in round {}; won by {winner}", o.rounds)
        }
        None => "the game did not end".into(),
    }
}
