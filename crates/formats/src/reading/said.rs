//! Another program's course that cannot be read, in words, in a language:
//! what the editor shows when an import fails. As for a course file
//! ([`crate::course_file::said`]), the reader's own detail (a field's
//! complaint in English) is not carried into the sentence, which says what
//! is wrong and where in the words of each language alike; the command line
//! keeps the errors' English, detail and all.

use eldorado_core::course::LIMITS;
use eldorado_messages::{Lang, text, text_with};

use super::{EntryError, ImportError};
use crate::client::Client;
use crate::course_file;

/// Why, without the file's name (the caller names it), no capital, no full
/// stop: "line 2: durango has no board \"Z\" (…)".
pub fn said(lang: Lang, e: &ImportError) -> String {
    match e {
        ImportError::Read(c) => course_file::said::cause(lang, c),
        ImportError::NotText { client, .. } => {
            text_with(lang, "import-not-text", &[("program", client.name().into())])
        }
        ImportError::Row { line, problem } => text_with(
            lang,
            "import-row",
            &[("line", (*line).into()), ("why", entry(lang, problem).into())],
        ),
        ImportError::Empty => text(lang, "import-empty"),
        ImportError::TooManyPieces { count } => text_with(
            lang,
            "import-too-many-pieces",
            &[("count", (*count).into()), ("max", LIMITS.pieces.into())],
        ),
        ImportError::Syntax(s) => text_with(
            lang,
            "import-syntax",
            &[("line", s.line.into()), ("column", s.column.into())],
        ),
        ImportError::Field { field, .. } if field == "the course" => {
            text(lang, "import-not-one-course")
        }
        ImportError::Field { field, .. } => {
            text_with(lang, "import-field", &[("field", field.as_str().into())])
        }
        ImportError::Finish { at } => {
            text_with(lang, "import-finish", &[("at", at.as_str().into())])
        }
    }
}

/// What is wrong with one entry, in `lang`.
pub fn entry(lang: Lang, e: &EntryError) -> String {
    match e {
        EntryError::Fields { header, found } => text_with(
            lang,
            "import-entry-fields",
            &[("header", (*header).into()), ("found", (*found).into())],
        ),
        EntryError::BoardShape => text(lang, "import-entry-board-shape"),
        EntryError::NoBoard { client, found, .. } => {
            let id = match client {
                Client::Durango => "import-entry-no-board-durango",
                Client::ShlomoAlon => "import-entry-no-board-shlomoalon",
            };
            text_with(lang, id, &[("found", found.as_str().into())])
        }
        EntryError::WholeNumber { field, low, high, found } => {
            let field = match *field {
                "the rotation" => text(lang, "import-entry-rotation"),
                coordinate => coordinate.to_string(),
            };
            text_with(
                lang,
                "import-entry-whole-number",
                &[
                    ("field", field.into()),
                    ("low", (*low).into()),
                    ("high", (*high).into()),
                    ("found", found.as_str().into()),
                ],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import;

    /// Each kind of error an import meets reads in both languages, the
    /// French with no English word in it.
    #[test]
    fn every_import_error_reads_in_both_languages() {
        let errors = [
            import(Client::Durango, "board,rotation,q,r\nZZ,0,0,0\n", "x").unwrap_err(),
            import(Client::Durango, "board,rotation,q,r\nC,0,0\n", "x").unwrap_err(),
            import(Client::Durango, "board,rotation,q,r\nC,9,0,0\n", "x").unwrap_err(),
            import(Client::Durango, "board,rotation,q,r\n", "x").unwrap_err(),
            import(Client::ShlomoAlon, "{ \"p\": [ [\"B\", 0, 0 ", "x").unwrap_err(),
            import(Client::ShlomoAlon, "[1, 2]", "x").unwrap_err(),
            import(Client::ShlomoAlon, "{ \"p\": 3 }", "x").unwrap_err(),
            import(
                Client::ShlomoAlon,
                "{ \"p\": [[\"Q\", 0, 0, 0]], \"e\": [0, 0], \"s\": \"j\" }",
                "x",
            )
            .unwrap_err(),
            ImportError::TooManyPieces { count: 400 },
            ImportError::Finish { at: "(3, -4)".into() },
        ];
        // Not "board": a durango header names its fields so in every language.
        let english_words = ["the", "file", "is", "not", "line", "has", "no", "must"];
        for e in &errors {
            let english = said(Lang::English, e);
            let french = said(Lang::French, e);
            assert_ne!(english, french, "{e:?}");
            for text in [&english, &french] {
                assert!(!text.contains("import-") && !text.contains("{ $"), "{text}");
            }
            for word in french.split(|c: char| !c.is_alphanumeric()) {
                assert!(!english_words.contains(&word), "{word:?} in {french}");
            }
        }
    }
}
