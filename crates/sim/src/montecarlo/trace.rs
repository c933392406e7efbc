//! One game told turn by turn, for a designer who wants to watch how a course
//! plays (`eldorado simulate FILE --trace SEED`): played by the bots as the
//! runner plays it, then told in the words of [`eldorado_words::story`].

use super::runner::{SimError, play_game};
use crate::bots::BotKind;
use crate::plan::Plan;
use crate::stall::stall_words;
use eldorado_messages::Lang;
use eldorado_rules::played::{Seat, Timeline};
use eldorado_rules::state::GameConfig;

/// The seats of a game whose bots are named once for all seats or once per seat.
pub fn bot_seats(config: &GameConfig, bots: &[BotKind]) -> Vec<Seat> {
    let kinds: &[BotKind] = if bots.is_empty() { &[BotKind::Fast] } else { bots };
    (0..config.players as usize).map(|s| Seat::Bot(kinds[s % kinds.len()])).collect()
}

/// Plays one game on the course `plan` was made for with the given bots
/// (one per seat, or one for all) from the game seed, as the runner plays it.
pub fn play(
    plan: &Plan,
    config: GameConfig,
    bots: &[BotKind],
    seed: u64,
) -> Result<(Timeline, u64), SimError> {
    let seats = bot_seats(&config, bots);
    let kinds: Vec<BotKind> = seats.iter().filter_map(|s| s.bot()).collect();
    let record = play_game(plan, config, &kinds, seed)?;
    let game = Timeline::replay(plan.board().clone(), config, seats, seed, &record.actions)?;
    Ok((game, record.bot_errors))
}

/// A played game told line by line, its ending judged: why a game the round
/// cap stopped got nowhere.
pub fn tell(game: &Timeline, plan: &Plan) -> Vec<String> {
    eldorado_words::story::tell(
        game,
        stall_words(game.current(), plan, Lang::English).as_deref(),
        Lang::English,
    )
}

/// Plays one game with the given bots and the game seed, and tells it.
pub fn trace(
    plan: &Plan,
    config: GameConfig,
    bots: &[BotKind],
    seed: u64,
) -> Result<Vec<String>, SimError> {
    let (game, errors) = play(plan, config, bots, seed)?;
    let mut lines = tell(&game, plan);
    if errors > 0 {
        lines.insert(1, bot_error_line(errors));
    }
    Ok(lines)
}

/// The line a trace adds after its first when the bots chose illegal actions.
pub fn bot_error_line(errors: u64) -> String {
    format!(
        "warning: the bots chose {errors} illegal actions, each replaced by ending the phase; please report this"
    )
}
