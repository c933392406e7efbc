//! Reading a game record: capped as a course file is, header first, then the
//! body with the field a problem is in, then the course, then the game
//! replayed through the rules — so a record that reads is a game that can be
//! watched to its last action.

use std::path::Path;
use std::sync::Arc;

use super::shape::RecordFile;
use super::{FORMAT, GameRecordError, MAX_BYTES, SavedGame, VERSION};
use crate::course_file;
use crate::json::{self, DeclaredError, JsonError};
use eldorado_core::map::Map;
use eldorado_files::{FileError, stream_file};
use eldorado_rules::{Board, GameConfig, Seat, Timeline, TimelineError};

/// Reads a game record. A FIFO or a device is read too, but never waited on
/// for long (see [`stream_file`]).
pub fn load(path: &Path) -> Result<SavedGame, GameRecordError> {
    let read_err = |cause| GameRecordError::File(FileError::read(path, cause));
    let mut file = stream_file::open_for_reading(path).map_err(read_err)?;
    let meta = file.metadata().map_err(read_err)?;
    if meta.is_file() && meta.len() > MAX_BYTES {
        return Err(GameRecordError::TooLarge { size: meta.len() });
    }
    // Capped by the bytes actually read: the size above may lie (pipes, /proc).
    from_bytes(stream_file::read_capped(&mut file, MAX_BYTES).map_err(read_err)?)
}

/// Reads a game record from the bytes of a file or a stream.
pub fn from_bytes(bytes: Vec<u8>) -> Result<SavedGame, GameRecordError> {
    if bytes.len() as u64 > MAX_BYTES {
        return Err(GameRecordError::TooLong);
    }
    let text = json::text(bytes).map_err(GameRecordError::NotText)?;
    parse(&text)
}

/// Parses the text of a game record and replays its game. The JSON is read
/// by the rules every JSON file is read with ([`crate::json`]), the course
/// inside it too.
pub fn parse(text: &str) -> Result<SavedGame, GameRecordError> {
    if text.len() as u64 > MAX_BYTES {
        return Err(GameRecordError::TooLarge { size: text.len() as u64 });
    }
    check_header(text)?;
    let file: RecordFile = json::from_str(text).map_err(|e| match e {
        JsonError::Syntax(s) => GameRecordError::Syntax(s),
        JsonError::Invalid { path, message } => GameRecordError::Invalid {
            path: if path.is_empty() { "the record".into() } else { path },
            message,
        },
    })?;
    let course = course_file::from_value(file.course).map_err(GameRecordError::Course)?;
    let map = Map::build(&course).map_err(|problems| {
        let first = problems
            .first()
            .map(|p| eldorado_words::problems::problem(p, eldorado_messages::Lang::English))
            .unwrap_or_default();
        GameRecordError::InvalidCourse(match problems.len() {
            1 => first,
            n => format!("{first}, and {} more problems", n - 1),
        })
    })?;
    let board =
        Arc::new(Board::from_map(map).map_err(|e| GameRecordError::InvalidCourse(e.to_string()))?);
    let seats = file
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            s.parse::<Seat>().map_err(|e| GameRecordError::Invalid {
                path: format!("seats[{i}]"),
                message: e.to_string(),
            })
        })
        .collect::<Result<Vec<Seat>, _>>()?;
    let config = GameConfig { players: file.players, rules: (&file.rules).into() };
    let mut actions = Vec::with_capacity(file.actions.0.len());
    for (i, a) in file.actions.0.iter().enumerate() {
        actions.push(a.to_action(&board).map_err(|(field, problem)| GameRecordError::Invalid {
            path: format!("actions[{i}].{field}"),
            message: problem.to_string(),
        })?);
    }
    let game =
        Timeline::replay(board, config, seats, file.seed, &actions).map_err(|e| match e {
            TimelineError::Illegal { .. } => GameRecordError::Game(e),
            TimelineError::Seats { .. } => {
                GameRecordError::Invalid { path: "seats".into(), message: e.to_string() }
            }
            TimelineError::Setup(_) => {
                GameRecordError::Invalid { path: "the record".into(), message: e.to_string() }
            }
        })?;
    Ok(SavedGame { course, game })
}

/// Looks only at `format` and `version` first, so that a course file, another
/// file or a newer record is named as such whatever the rest holds.
fn check_header(text: &str) -> Result<(), GameRecordError> {
    let not_a_record = || {
        GameRecordError::NotARecord(format!(
            "the top level must be a JSON object with \"format\": \"{FORMAT}\""
        ))
    };
    let header = match json::declared(text) {
        Ok(header) => header,
        Err(DeclaredError::NotAnObject) => return Err(not_a_record()),
        Err(DeclaredError::Json(JsonError::Syntax(s))) => return Err(GameRecordError::Syntax(s)),
        Err(DeclaredError::Json(JsonError::Invalid { message, .. })) => {
            return Err(GameRecordError::Invalid { path: "the record".into(), message });
        }
    };
    if let Some(JsonError::Invalid { message, .. } | JsonError::Syntax(message)) = header.twice {
        return Err(GameRecordError::Invalid { path: "the record".into(), message });
    }
    match header.format {
        Some(serde_json::Value::String(f)) if f == FORMAT => {}
        Some(serde_json::Value::String(f)) if f == course_file::FORMAT => {
            return Err(GameRecordError::CourseFile);
        }
        Some(other) => {
            return Err(GameRecordError::NotARecord(format!(
                "\"format\" is {}, expected \"{FORMAT}\"",
                json::quoted(&other)
            )));
        }
        None => return Err(not_a_record()),
    }
    let version = match &header.version {
        Some(serde_json::Value::Number(n)) => json::whole(n),
        _ => None,
    };
    match version {
        Some(v) if v > i128::from(VERSION) => Err(GameRecordError::NewerVersion {
            found: header.version_written.clone().unwrap_or_else(|| v.to_string()),
        }),
        Some(v) if v >= 1 => Ok(()),
        _ => Err(GameRecordError::Invalid {
            path: "version".into(),
            message: format!(
                "the version must be a whole number from 1 ({VERSION} for this program)"
            ),
        }),
    }
}
