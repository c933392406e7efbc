//! One game told turn by turn, for a designer who wants to watch how a course
//! plays (`eldorado simulate FILE --trace SEED`).

use std::sync::Arc;

use super::runner::SimError;
use crate::bots::BotKind;
use crate::engine::action::{Action, Event, Source, Step};
use crate::engine::board::{Board, Sp};
use crate::engine::replay::{bot_rng, start_game};
use crate::engine::state::{GameConfig, Phase};

/// Where a piece stands: "(0, -3) jungle 2", "(-1, 3) start space 2".
fn at(board: &Board, s: Sp) -> String {
    let space = board.map().space(s as usize);
    format!("({}, {}) {}", space.hex.x, space.hex.y, space.describe())
}

fn hexes(board: &Board, path: &[Step]) -> String {
    path.iter()
        .map(|s| match *s {
            Step::Enter(x) => {
                let h = board.hex(x);
                format!("({}, {})", h.x, h.y)
            }
            Step::Break(seam) => format!("blockade on seam {seam}"),
        })
        .collect::<Vec<_>>()
        .join(" → ")
}

fn source(s: &Source) -> String {
    match s {
        Source::Card(k) => k.to_string(),
        Source::Token(t) => format!("{t} token"),
    }
}

/// What an action did, in words with hex coordinates.
pub fn describe(board: &Board, action: &Action) -> String {
    match action {
        Action::Move { piece, source: src, symbol, path } => {
            format!(
                "moves piece {} with {} as {symbol}: {}",
                piece + 1,
                source(src),
                hexes(board, path)
            )
        }
        Action::Pay { piece, target, cards } => {
            format!("pays {cards} to move piece {} to {}", piece + 1, hexes(board, &[*target]))
        }
        Action::Native { piece, source: src, target } => {
            format!("uses {} on {} for piece {}", source(src), hexes(board, &[*target]), piece + 1)
        }
        other => other.describe(),
    }
}

/// Plays one game with the given bots (one per seat, or one for all) and the
/// game seed, and tells it.
pub fn trace(
    board: Arc<Board>,
    config: GameConfig,
    bots: &[BotKind],
    seed: u64,
) -> Result<Vec<String>, SimError> {
    let kinds: Vec<BotKind> = if bots.is_empty() { vec![BotKind::Fast] } else { bots.to_vec() };
    let mut made: Vec<_> =
        (0..config.players).map(|s| kinds[s as usize % kinds.len()].build()).collect();
    let (mut state, mut rng, dealt) = start_game(board.clone(), config, seed)?;
    let map = board.map();
    let mut brng = bot_rng(seed);
    let mut out = Vec::new();
    let blockades: Vec<String> =
        dealt.iter().map(|(s, b)| format!("{} on {}", b.number, map.seam_name(*s))).collect();
    out.push(format!(
        "game seed {seed}; blockades: {}",
        if blockades.is_empty() { "none".into() } else { blockades.join(", ") }
    ));
    let mut last = (0, u8::MAX);
    let mut guard = 0;
    while !state.is_over() && guard < 100_000 {
        guard += 1;
        let seat = state.current();
        if (state.round(), seat) != last {
            last = (state.round(), seat);
            let p = state.player(seat);
            let pieces: Vec<String> = p
                .pieces()
                .iter()
                .map(|x| x.at.map_or("in El Dorado".into(), |s| at(&board, s)))
                .collect();
            out.push(format!(
                "round {}, seat {} ({}): at {}; hand {}",
                state.round(),
                seat + 1,
                kinds[seat as usize % kinds.len()],
                pieces.join(" and "),
                p.hand()
            ));
        }
        let action = made[seat as usize].choose(&state, &mut brng);
        let quiet = matches!(action, Action::FinishPlaying | Action::EndTurn)
            || state.phase() == Phase::Discard;
        let events = match state.apply(action, &mut rng) {
            Ok(ev) => ev,
            Err(e) => {
                out.push(format!(
                    "  the bot chose an illegal action ({}): {e}",
                    describe(&board, &action)
                ));
                let fallback = if state.phase() == Phase::Play {
                    Action::FinishPlaying
                } else {
                    Action::EndTurn
                };
                state.apply(fallback, &mut rng)?
            }
        };
        if !quiet {
            out.push(format!("  {}", describe(&board, &action)));
        }
        for e in &events {
            match *e {
                Event::BlockadeBroken { blockade, .. } => out.push(format!(
                    "  takes blockade {} ({})",
                    blockade.number,
                    blockade.requirement()
                )),
                Event::CaveToken { token, .. } => out.push(format!("  explores a cave: {token}")),
                Event::Arrived { piece, .. } => {
                    out.push(format!("  piece {} reaches El Dorado", piece + 1))
                }
                Event::GameOver => {}
                _ => {}
            }
        }
    }
    match state.outcome() {
        Some(o) if o.stalled.is_some() => out.push(format!(
            "stalled after {} rounds: {}{}",
            o.rounds,
            o.stalled.map(|r| r.describe()).unwrap_or(""),
            o.stall_at.map(|s| format!(" at {}", at(&board, s))).unwrap_or_default()
        )),
        Some(o) => {
            let winner = o.winner.map_or("nobody".to_string(), |w| format!("seat {}", w + 1));
            out.push(format!("game over in round {}; won by {winner}", o.rounds));
        }
        None => out.push("the game did not end".into()),
    }
    Ok(out)
}
