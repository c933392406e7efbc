//! Reading a game record: capped as a course file is, header first, then the
//! body with the field a problem is in, then the course, then the game
//! replayed through the rules — so a record that reads is a game that can be
//! watched to its last action.

use std::path::Path;
use std::sync::Arc;

use serde::Deserialize;

use super::shape::RecordFile;
use super::{FORMAT, GameRecordError, MAX_BYTES, SavedGame, VERSION};
use crate::course_file;
use eldorado_core::map::Map;
use eldorado_core::text::{excerpt, shorten_quotes};
use eldorado_files::{FileError, stream_file};
use eldorado_rules::{Board, GameConfig, Seat, Timeline, TimelineError};

/// How much of a user's text a message quotes.
const QUOTED_CHARS: usize = 40;

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
    let text = String::from_utf8(bytes)
        .map_err(|e| GameRecordError::NotText { offset: e.utf8_error().valid_up_to() })?;
    parse(&text)
}

/// Parses the text of a game record and replays its game.
pub fn parse(text: &str) -> Result<SavedGame, GameRecordError> {
    if text.len() as u64 > MAX_BYTES {
        return Err(GameRecordError::TooLarge { size: text.len() as u64 });
    }
    check_header(text)?;
    let de = &mut serde_json::Deserializer::from_str(text);
    let file: RecordFile = serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let message =
            format!("{} (line {}, column {})", quoted(&inner), inner.line(), inner.column());
        // serde_json calls a list too long "trailing characters", a syntax
        // error: inside the record it is a field that is wrong.
        if inner.is_eof() || (inner.is_syntax() && path == ".") {
            GameRecordError::Syntax(message)
        } else {
            GameRecordError::Invalid { path: field_path(&path), message }
        }
    })?;
    let course = course_file::parse(&file.course.to_string()).map_err(GameRecordError::Course)?;
    let map = Map::build(&course).map_err(|problems| {
        let first = problems.first().map(|p| p.to_string()).unwrap_or_default();
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
            TimelineError::Illegal { .. } => GameRecordError::Game(e.to_string()),
            TimelineError::Seats { .. } => {
                GameRecordError::Invalid { path: "seats".into(), message: e.to_string() }
            }
            TimelineError::Setup(_) => {
                GameRecordError::Invalid { path: "the record".into(), message: e.to_string() }
            }
        })?;
    Ok(SavedGame { course, game })
}

/// Where in the file a message points: the field path, cut if a hostile key
/// made it long, or "the record" for the top level.
fn field_path(path: &str) -> String {
    match path {
        "." => "the record".into(),
        p if p.chars().count() > 2 * QUOTED_CHARS => {
            format!("{}…", p.chars().take(2 * QUOTED_CHARS).collect::<String>())
        }
        p => p.into(),
    }
}

/// serde_json's message without its position (said apart) and with the
/// user's text quoted short.
fn quoted(e: &serde_json::Error) -> String {
    let s = e.to_string();
    let s = match s.rfind(" at line ") {
        Some(i) => &s[..i],
        None => &s,
    };
    shorten_quotes(s, QUOTED_CHARS)
}

/// Looks only at `format` and `version` first, so that a course file, another
/// file or a newer record is named as such whatever the rest holds.
fn check_header(text: &str) -> Result<(), GameRecordError> {
    #[derive(Deserialize)]
    struct Header {
        #[serde(default)]
        format: Option<serde_json::Value>,
        #[serde(default)]
        version: Option<serde_json::Value>,
    }
    let not_a_record = || {
        GameRecordError::NotARecord(format!(
            "the top level must be a JSON object with \"format\": \"{FORMAT}\""
        ))
    };
    if !text.trim_start().starts_with('{') {
        return Err(match serde_json::from_str::<serde::de::IgnoredAny>(text) {
            Err(e) if e.is_syntax() || e.is_eof() => GameRecordError::Syntax(format!(
                "{} (line {}, column {})",
                quoted(&e),
                e.line(),
                e.column()
            )),
            _ => not_a_record(),
        });
    }
    let header: Header = serde_json::from_str(text).map_err(|e| {
        if e.is_syntax() || e.is_eof() {
            GameRecordError::Syntax(format!(
                "{} (line {}, column {})",
                quoted(&e),
                e.line(),
                e.column()
            ))
        } else {
            not_a_record()
        }
    })?;
    match header.format {
        Some(serde_json::Value::String(f)) if f == FORMAT => {}
        Some(serde_json::Value::String(f)) if f == course_file::FORMAT => {
            return Err(GameRecordError::NotARecord(
                "it is a course file; open it as a course".into(),
            ));
        }
        Some(other) => {
            let said = match &other {
                serde_json::Value::String(s) => excerpt(s, QUOTED_CHARS),
                serde_json::Value::Array(_) => "a list".into(),
                serde_json::Value::Object(_) => "an object".into(),
                v => v.to_string(),
            };
            return Err(GameRecordError::NotARecord(format!(
                "\"format\" is {said}, expected \"{FORMAT}\""
            )));
        }
        None => return Err(not_a_record()),
    }
    match header.version.as_ref().and_then(serde_json::Value::as_u64) {
        Some(v) if v > u64::from(VERSION) => Err(GameRecordError::NewerVersion { found: v }),
        Some(v) if v >= 1 => Ok(()),
        _ => Err(GameRecordError::Invalid {
            path: "version".into(),
            message: format!(
                "the version must be a whole number from 1 ({VERSION} for this program)"
            ),
        }),
    }
}
