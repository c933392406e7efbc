//! Writing a game record: always the same bytes for the same game, one action
//! a line, atomically.

use std::path::Path;

use super::shape::{ActionFile, RulesFile};
use super::{FORMAT, GameRecordError, MAX_ACTIONS, MAX_BYTES, VERSION};
use crate::course_file::{self, one_line};
use eldorado_core::course::Course;
use eldorado_rules::Timeline;

/// Writes a game record atomically (a crash leaves the old file or the new
/// one). What the reader would refuse is not written: a game of more than
/// [`MAX_ACTIONS`] actions, or a record past [`MAX_BYTES`], is refused with
/// the reason instead.
pub fn save(course: &Course, game: &Timeline, path: &Path) -> Result<(), GameRecordError> {
    Ok(eldorado_files::write(path, keepable(course, game)?.as_bytes())?)
}

/// The record's text, if the reader's bounds let it be read back.
pub fn keepable(course: &Course, game: &Timeline) -> Result<String, GameRecordError> {
    if game.actions().len() > MAX_ACTIONS {
        return Err(GameRecordError::TooManyActions(game.actions().len()));
    }
    let text = to_json(course, game);
    if text.len() as u64 > MAX_BYTES {
        return Err(GameRecordError::TooLargeToSave { size: text.len() as u64 });
    }
    Ok(text)
}

/// The record's text: the course as its file writes it, then the game, one action a line.
pub fn to_json(course: &Course, game: &Timeline) -> String {
    let mut out = String::new();
    out.push_str("{\n");
    out.push_str(&format!("  \"format\": \"{FORMAT}\",\n"));
    out.push_str(&format!("  \"version\": {VERSION},\n"));
    let course_text = course_file::to_json(course);
    out.push_str("  \"course\": ");
    out.push_str(&course_text.trim_end().replace('\n', "\n  "));
    out.push_str(",\n");
    let config = game.config();
    out.push_str(&format!("  \"players\": {},\n", config.players));
    let seats: Vec<&str> = game.seats().iter().map(|s| s.name()).collect();
    out.push_str(&format!("  \"seats\": {},\n", one_line(&seats)));
    out.push_str(&format!("  \"rules\": {},\n", one_line(&RulesFile::from(config.rules))));
    out.push_str(&format!("  \"seed\": {},\n", game.seed()));
    let board = game.board();
    let actions: Vec<String> =
        game.actions().iter().map(|a| one_line(&ActionFile::from_action(board, a))).collect();
    if actions.is_empty() {
        out.push_str("  \"actions\": []\n");
    } else {
        out.push_str(&format!("  \"actions\": [\n    {}\n  ]\n", actions.join(",\n    ")));
    }
    out.push_str("}\n");
    out
}
