//! The game record: one game of a course, saved to be watched again or
//! played on — the course itself, who sat where, the rules, the seed of the
//! draws and every action taken, in versioned JSON. Reading one replays it
//! through the rules engine, so a record that opens is a game that happened:
//! an action the rules refuse is named by its number and said in words.
//!
//! ```json
//! {
//!   "format": "eldorado-game",
//!   "version": 1,
//!   "course": {"format": "eldorado-course", "version": 1, "name": "First course", …},
//!   "players": 2,
//!   "seats": ["human", "fast"],
//!   "rules": {"caves": false, "generous_native": false, "round_cap": 100},
//!   "seed": 12,
//!   "actions": [
//!     {"move": {"piece": 1, "card": "explorer", "symbol": "machete", "path": [{"enter": [0, -1]}]}},
//!     "finish_playing",
//!     "end_turn"
//!   ]
//! }
//! ```
//! The full description is in `docs/game-record-format.md`.

mod error;
mod read;
pub mod said;
mod shape;
mod write;

pub use error::{GameRecordError, RecordedActionError};
pub use read::{from_bytes, load, parse};
pub use write::{keepable, save, to_json};

use eldorado_core::course::Course;
use eldorado_rules::Timeline;

/// The value of the file's `"format"` field.
pub const FORMAT: &str = "eldorado-game";
/// The newest format version this program reads and the one it writes.
pub const VERSION: u32 = 1;
/// The largest game record read: 16 MiB.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;
/// The most actions a record may hold (a four-player game to the round cap
/// of 100 takes some 2,500).
pub const MAX_ACTIONS: usize = 100_000;

/// A game read from a record: its course and the game played on it.
#[derive(Debug, Clone)]
pub struct SavedGame {
    /// The course the game was played on.
    pub course: Course,
    /// The game, every position of it.
    pub game: Timeline,
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::course_file;
    use eldorado_core::course::official;
    use eldorado_core::map::Map;
    use eldorado_rules::{Action, Board, BotKind, GameConfig, Phase, Rules, Seat, start_game};
    use rand::{RngExt, SeedableRng};

    /// A game of 400 legal actions chosen at random from the seed (ending
    /// the phase one time in three, so that turns and rounds go by), with
    /// seats named as the fast bot's: a record holds any legal game.
    fn played(id: &str, players: u8, caves: bool, seed: u64) -> (Course, Timeline) {
        let course = official::course(id).unwrap();
        let board = Arc::new(Board::from_map(Map::build(&course).unwrap()).unwrap());
        let config = GameConfig { players, rules: Rules { caves, ..Rules::default() } };
        let (mut state, mut rng, _) = start_game(board.clone(), config, seed).unwrap();
        let mut choice = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut actions = Vec::new();
        while actions.len() < 400 && !state.is_over() {
            let legal = state.legal_actions();
            let end =
                if state.phase() == Phase::Play { Action::FinishPlaying } else { Action::EndTurn };
            let action = if legal.contains(&end) && choice.random_range(0..3) == 0 {
                end
            } else {
                legal[choice.random_range(0..legal.len())]
            };
            state.apply(action, &mut rng).unwrap();
            actions.push(action);
        }
        let seats = vec![Seat::Bot(BotKind::Fast); players as usize];
        (course, Timeline::replay(board, config, seats, seed, &actions).unwrap())
    }

    fn error(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn a_record_reads_back_to_the_same_game_and_the_same_bytes() {
        for (id, players, caves) in [("first-course", 2, false), ("swamplands", 4, true)] {
            let (course, game) = played(id, players, caves, 17);
            let text = to_json(&course, &game);
            let back = parse(&text).unwrap();
            assert_eq!(back.course, course);
            assert_eq!(back.game.actions(), game.actions());
            assert_eq!(back.game.seats(), game.seats());
            assert_eq!(back.game.config(), game.config());
            assert_eq!(
                format!("{:?}", back.game.current().players()),
                format!("{:?}", game.current().players())
            );
            assert_eq!(to_json(&back.course, &back.game), text);
        }
    }

    #[test]
    fn actions_name_spaces_and_blockades_as_the_course_does() {
        let (course, game) = played("hills-of-gold", 4, true, 3);
        let text = to_json(&course, &game);
        assert!(text.starts_with("{\n  \"format\": \"eldorado-game\",\n  \"version\": 1,\n  \"course\": {\n    \"format\": \"eldorado-course\""), "{text}");
        assert!(
            text.contains("  \"seats\": [\"fast\", \"fast\", \"fast\", \"fast\"],\n"),
            "{text}"
        );
        assert!(text.contains("{\"move\": {\"piece\": 1, \"card\": "), "{text}");
        assert!(text.contains("{\"enter\": ["), "{text}");
        assert!(text.contains("    \"end_turn\",\n"), "{text}");
        assert!(!text.contains("\"piece\": 0"), "pieces count from 1");
    }

    #[test]
    fn a_hostile_record_gets_one_sentence_naming_what_and_where() {
        let (course, game) = played("first-course", 2, false, 5);
        let text = to_json(&course, &game);
        // Truncated anywhere: never a panic, always one line.
        for cut in (0..text.len()).step_by(97) {
            if !text.is_char_boundary(cut) {
                continue;
            }
            let e = error(&text[..cut]);
            assert!(!e.contains('\n') && !e.is_empty(), "{e}");
        }
        assert!(
            error(&text[..text.len() / 2])
                .starts_with("the file is not valid JSON: EOF while parsing")
        );
        // Another course: the first move that does not fit is named.
        let other = course_file::to_json(&official::course("serpentine").unwrap());
        let start = text.find("\"course\": ").unwrap() + "\"course\": ".len();
        let end = text.find(",\n  \"players\"").unwrap();
        let swapped = format!("{}{}{}", &text[..start], other.trim_end(), &text[end..]);
        let e = error(&swapped);
        assert!(e.starts_with("actions: action ") || e.starts_with("actions["), "{e}");
        // An action the rules refuse.
        let illegal = text.replacen("\"end_turn\"", "{\"discard\": \"pioneer\"}", 1);
        let e = error(&illegal);
        assert!(e.starts_with("actions: action "), "{e}");
        assert!(e.contains("(discards Pioneer) is not allowed: "), "{e}");
        // A space the course does not have.
        let at = text.find("{\"enter\": [").unwrap() + "{\"enter\": [".len();
        let close = at + text[at..].find(']').unwrap();
        let nowhere = format!("{}500, 3{}", &text[..at], &text[close..]);
        let e = error(&nowhere);
        assert!(e.starts_with("actions["), "{e}");
        assert!(e.contains("there is no space at (500, "), "{e}");
        // Too many actions.
        let many = text.replacen(
            "\"actions\": [\n",
            &format!("\"actions\": [\n{}", "\"end_turn\",".repeat(MAX_ACTIONS + 1)),
            1,
        );
        let e = error(&many);
        assert!(
            e.starts_with("actions: more than 100000 actions, the most a game record may hold"),
            "{e}"
        );
        // Far too large.
        let huge = format!("{text}{}", " ".repeat(MAX_BYTES as usize));
        assert_eq!(
            from_bytes(huge.into_bytes()).unwrap_err().to_string(),
            "the input goes on past the 16777216-byte limit for a game record"
        );
        // Other files.
        assert_eq!(
            error(&course_file::to_json(&course)),
            "this is not an El Dorado game record: it is a course file; open it as a course"
        );
        assert!(error("[1, 2]").starts_with("this is not an El Dorado game record"));
        assert!(
            error("{\"format\": \"eldorado-game\", \"version\": 9}")
                .contains("newer version of the game record format (version 9)")
        );
        let seats = text.replacen("[\"fast\", \"fast\"]", "[\"fast\", \"robot\"]", 1);
        assert_eq!(
            error(&seats),
            "seats[1]: there is no seat kind \"robot\"; a seat is human, fast, river, jungle, village, racer, strong or random"
        );
        let seats = text.replacen("[\"fast\", \"fast\"]", "[\"fast\"]", 1);
        assert_eq!(error(&seats), "seats: the game has 2 players but 1 seats were named");
        let piece = text.replacen("\"piece\": 1", "\"piece\": 0", 1);
        assert!(error(&piece).contains(".piece: piece 0 does not exist"), "{}", error(&piece));
        let unknown = text.replacen("\"seed\"", "\"colour\": 1, \"seed\"", 1);
        assert!(
            error(&unknown).starts_with("colour: there is no field \"colour\"; the fields are"),
            "{}",
            error(&unknown)
        );
        let bad_course = text.replacen("\"piece\": \"B\"", "\"piece\": \"Z\"", 1);
        assert!(
            error(&bad_course).starts_with("course: pieces[0].piece: there is no piece \"Z\""),
            "{}",
            error(&bad_course)
        );
        assert!(matches!(
            from_bytes(vec![b'{', 0xff]),
            Err(GameRecordError::NotText(crate::json::NotUtf8::BadByte(1)))
        ));
        let _ = Seat::Human;
    }

    #[test]
    fn a_record_is_read_by_the_rules_every_json_file_is_read_by() {
        let (course, game) = played("first-course", 2, false, 5);
        let text = to_json(&course, &game);
        // A byte-order mark, whole numbers written as decimals.
        let back = parse(&format!("\u{feff}{text}")).unwrap();
        assert_eq!(back.game.actions(), game.actions());
        let decimals = text
            .replacen("\"version\": 1,", "\"version\": 1.0,", 1)
            .replacen("\"players\": 2,", "\"players\": 2e0,", 1)
            .replacen("\"piece\": 1,", "\"piece\": 1.0,", 1);
        assert_eq!(parse(&decimals).unwrap().game.actions(), game.actions());
        // A key given twice, at the top and inside the course, as a course file says it.
        let twice = text.replacen("\"seed\"", "\"players\": 2, \"seed\"", 1);
        assert!(
            error(&twice).starts_with("the record: the key \"players\" is given twice (line "),
            "{}",
            error(&twice)
        );
        let twice = text.replacen(
            "\"format\": \"eldorado-game\",",
            "\"format\": \"eldorado-game\", \"format\": \"eldorado-game\",",
            1,
        );
        assert!(
            error(&twice).starts_with("the record: the key \"format\" is given twice (line 2, "),
            "{}",
            error(&twice)
        );
        let twice = text.replacen("\"name\": ", "\"name\": \"x\", \"name\": ", 1);
        assert!(
            error(&twice).starts_with("course: the key \"name\" is given twice (line "),
            "{}",
            error(&twice)
        );
        let twice = text.replacen("\"rotation\": ", "\"rotation\": 0, \"rotation\": ", 1);
        assert!(
            error(&twice)
                .starts_with("course.pieces[0]: the key \"rotation\" is given twice (line "),
            "{}",
            error(&twice)
        );
        // Inside an action, written as an object of one key.
        let at = text.find("{\"move\": ").unwrap();
        let end = at + text[at..].find('\n').unwrap();
        let line = text[at..end].trim_end_matches(',');
        let inner = &line["{\"move\": ".len()..line.len() - 1];
        // The first move's place in the list of actions.
        let number = text[..at].matches("\n    ").count()
            - text[..text.find("\"actions\"").unwrap()].matches("\n    ").count()
            - 1;
        for (second, says) in [
            ("move", "the key \"move\" is given twice (line "),
            ("pay", "the object names two choices, \"move\" and \"pay\"; it names one (line "),
        ] {
            let doubled = format!("{{\"move\": {inner}, \"{second}\": {inner}}}");
            let e = error(&text.replacen(line, &doubled, 1));
            assert!(e.starts_with(&format!("actions[{number}]: {says}")), "{e}");
        }
        // The course inside is the course file's reading, numbers said short.
        let far = text.replacen("\"q\": 0", "\"q\": 1e300", 1);
        assert_eq!(error(&far), "course: pieces[0].q: 1e300 is far outside any allowed range");
    }
}
