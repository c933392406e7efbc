//! A game record's error in words, in a language: what the editor shows
//! when a saved game cannot be opened, restored or saved. As for a course
//! file ([`crate::course_file::said`]), the reader's own detail (serde's
//! sentence, a field's complaint) is not carried into the sentence, which
//! says what is wrong and where in the words of each language alike.

use eldorado_messages::{Arg, Lang, text, text_with};

use super::error::GameRecordError;
use super::{MAX_ACTIONS, MAX_BYTES, VERSION};
use crate::course_file;

/// Why, without the file's name (the caller names it), no capital, no
/// full stop: "the file is not valid JSON (line 1, column 12)".
pub fn said(lang: Lang, e: &GameRecordError) -> String {
    let limit = || Arg::Number(MAX_BYTES as f64);
    match e {
        GameRecordError::File(f) => course_file::said::file_cause(lang, f),
        GameRecordError::TooLarge { size } => text_with(
            lang,
            "game-record-too-large",
            &[("size", Arg::Number(*size as f64)), ("limit", limit())],
        ),
        GameRecordError::TooLong => text_with(lang, "game-record-too-long", &[("limit", limit())]),
        GameRecordError::NotText(_) => text(lang, "game-record-not-text"),
        GameRecordError::Syntax(s) => match crate::json::position(s) {
            Some((line, column)) => text_with(
                lang,
                "course-file-not-json",
                &[("line", line.into()), ("column", column.into())],
            ),
            None => text(lang, "course-file-not-json-anywhere"),
        },
        GameRecordError::NotARecord(_) => text(lang, "game-record-not-a-record"),
        GameRecordError::CourseFile => text(lang, "game-record-course-file"),
        GameRecordError::NewerVersion { found } => text_with(
            lang,
            "game-record-newer",
            &[("found", found.as_str().into()), ("version", VERSION.into())],
        ),
        GameRecordError::Invalid { path, .. } if path == "the record" || path.is_empty() => {
            text(lang, "game-record-invalid-record")
        }
        GameRecordError::Invalid { path, .. } => {
            text_with(lang, "game-record-invalid", &[("field", path.as_str().into())])
        }
        GameRecordError::Course(c) => text_with(
            lang,
            "game-record-course",
            &[("why", course_file::said::cause(lang, c).into())],
        ),
        GameRecordError::InvalidCourse(_) => text(lang, "game-record-invalid-course"),
        GameRecordError::TooManyActions(n) => text_with(
            lang,
            "game-record-too-many-actions",
            &[("count", (*n).into()), ("max", MAX_ACTIONS.into())],
        ),
        GameRecordError::TooLargeToSave { size } => text_with(
            lang,
            "game-record-too-large-to-save",
            &[("size", Arg::Number(*size as f64)), ("limit", limit())],
        ),
        GameRecordError::Game(t) => text_with(
            lang,
            "game-record-actions",
            &[("why", eldorado_words::story::timeline_error(t, lang).into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of error a reader meets reads in both languages, the
    /// French with no English word in it.
    #[test]
    fn every_game_record_error_reads_in_both_languages() {
        let errors = [
            super::super::load(std::path::Path::new("/no/such/dir/x.json")).unwrap_err(),
            super::super::parse("{ \"format\": ").unwrap_err(),
            super::super::parse("[1, 2]").unwrap_err(),
            super::super::parse(r#"{"format": "eldorado-course", "version": 1}"#).unwrap_err(),
            super::super::parse(r#"{"format": "eldorado-game", "version": 99}"#).unwrap_err(),
            super::super::parse(r#"{"format": "eldorado-game", "version": 1, "seed": "x"}"#)
                .unwrap_err(),
            GameRecordError::TooLarge { size: 20_000_000 },
            GameRecordError::TooLong,
            GameRecordError::TooManyActions(100_000),
            GameRecordError::TooLargeToSave { size: 20_000_000 },
            GameRecordError::InvalidCourse("the course has no finish plate".into()),
        ];
        let english_words = ["the", "file", "is", "not", "cannot", "read", "valid", "line", "game"];
        for e in &errors {
            let english = said(Lang::English, e);
            let french = said(Lang::French, e);
            assert_ne!(english, french);
            for text in [&english, &french] {
                assert!(!text.contains("game-record-") && !text.contains('{'), "{text}");
            }
            for word in french.split(|c: char| !c.is_alphanumeric()) {
                assert!(!english_words.contains(&word), "{word:?} in {french}");
            }
        }
        assert_eq!(
            said(Lang::French, &errors[1]),
            "le fichier n'est pas du JSON valide (ligne 1, colonne 12)"
        );
    }
}
