//! What the game view shows at one position: the state, and the action that
//! led to it in the trace's words with the path a piece took.

use eldorado_core::hex::Hex;
use eldorado_messages::Lang;
use eldorado_rules::{Action, GameState, Step, Timeline};
use eldorado_words::story;

/// The action just taken, as the view tells and draws it.
#[derive(Debug, Clone, PartialEq)]
pub struct LastAction {
    /// The seat that took it, from 0.
    pub seat: u8,
    /// The action in the trace's words ("moves piece 1a with Scout as machete: (0, -1) → (0, -2)").
    pub words: String,
    /// What it caused that its words do not say ("takes blockade 4 (machete 2)").
    pub events: Vec<String>,
    /// The spaces a piece went through, from where it stood: drawn as a line.
    pub path: Vec<Hex>,
}

/// The spaces a move, a payment or a native goes through, from where the piece stood.
pub fn path_of(before: &GameState, action: &Action) -> Vec<Hex> {
    let board = before.board();
    let (piece, steps): (u8, Vec<Step>) = match *action {
        Action::Move { piece, path, .. } => (piece, path.iter().copied().collect()),
        Action::Pay { piece, target, .. } | Action::Native { piece, target, .. } => {
            (piece, vec![target])
        }
        _ => return Vec::new(),
    };
    let from = before.current_player().pieces().get(piece as usize).and_then(|p| p.at);
    let mut out: Vec<Hex> = from.map(|s| board.hex(s)).into_iter().collect();
    out.extend(steps.iter().filter_map(|s| match *s {
        Step::Enter(x) if x.index() < board.len() => Some(board.hex(x)),
        _ => None,
    }));
    if out.len() < 2 { Vec::new() } else { out }
}

/// Action `index` of a game (the one that led to position `index + 1`), told.
pub fn last_action(game: &Timeline, index: usize, lang: Lang) -> Option<LastAction> {
    let (before, action, events) = game.step(index)?;
    Some(LastAction {
        seat: before.current(),
        words: story::describe(&before, &action, lang),
        events: story::event_lines(&before, &events, lang),
        path: path_of(&before, &action),
    })
}
