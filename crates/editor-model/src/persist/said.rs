//! What is wrong with the editor's own files, in a language: what stands
//! where a file was looked for, why the system could not read it, and why
//! work left behind cannot be restored. The errors stay typed until here;
//! the reader's own detail (serde's sentence) is not carried into the words.

use std::io;
use std::path::Path;

use eldorado_files::FileError;
use eldorado_files::own_file::{EntryKind, NotAFolder};
use eldorado_formats::course_file;
use eldorado_formats::game_record;
use eldorado_formats::json::{self, JsonError};
use eldorado_messages::{Arg, Lang, text, text_with};

use super::MAX_AUTOSAVE_BYTES;
use super::autosaves::LeftBehindError;

/// What stands where a file or a folder was looked for ("a folder",
/// « un dossier »).
pub fn kind_said(lang: Lang, kind: EntryKind) -> String {
    course_file::said::entry_kind(lang, kind)
}

/// The program's own folder held by something else, in `lang`, if that is
/// what `e` says: "the folder … is a file, not a folder".
pub fn not_a_folder_said(lang: Lang, e: &io::Error) -> Option<String> {
    let NotAFolder { path, kind } = e.get_ref()?.downcast_ref::<NotAFolder>()?;
    Some(course_file::said::not_a_folder(lang, path, *kind))
}

/// Why the system could not read or move a file, by its kind, in `lang`:
/// "the file does not exist", « le fichier n'existe pas ».
pub fn io_said(lang: Lang, e: &io::Error) -> String {
    let as_read = FileError::read(Path::new(""), io::Error::from(e.kind()));
    course_file::said::file_cause(lang, &as_read)
}

/// Why the system could not write a file, by its kind, in `lang`:
/// "permission to write it is denied".
pub fn io_write_said(lang: Lang, e: &io::Error) -> String {
    let as_write = FileError::write(Path::new(""), io::Error::from(e.kind()));
    course_file::said::file_cause(lang, &as_write)
}

/// "it is not valid JSON (line 1, column 3)", in `lang`, from the reader's
/// English sentence (its place is kept, its words are not).
pub fn json_syntax(lang: Lang, said: &str) -> String {
    match json::position(said) {
        Some((line, column)) => text_with(
            lang,
            "editor-settings-why-not-json",
            &[("line", line.into()), ("column", column.into())],
        ),
        None => text(lang, "editor-settings-why-not-json-anywhere"),
    }
}

/// "the autosave file is damaged: …".
fn damaged(lang: Lang, why: String) -> String {
    text_with(lang, "editor-autosave-why-damaged", &[("why", why.into())])
}

/// Why work left behind cannot be restored, in `lang`.
pub fn left_behind(lang: Lang, e: &LeftBehindError) -> String {
    match e {
        LeftBehindError::NotAFile(kind) => text_with(
            lang,
            "editor-autosave-why-not-a-file",
            &[("kind", kind_said(lang, *kind).into())],
        ),
        LeftBehindError::Read(e) => {
            text_with(lang, "editor-autosave-why-unreadable", &[("why", io_said(lang, e).into())])
        }
        LeftBehindError::TooLarge => text_with(
            lang,
            "editor-autosave-why-too-large",
            &[("limit", Arg::Number(MAX_AUTOSAVE_BYTES as f64))],
        ),
        LeftBehindError::NotText(_) => damaged(lang, text(lang, "editor-settings-why-not-text")),
        LeftBehindError::Damaged(JsonError::Syntax(s)) => damaged(lang, json_syntax(lang, s)),
        LeftBehindError::Damaged(JsonError::Invalid { path, .. }) if path.is_empty() => {
            text(lang, "editor-autosave-why-foreign")
        }
        LeftBehindError::Damaged(JsonError::Invalid { path, .. }) => damaged(
            lang,
            text_with(lang, "editor-settings-why-invalid", &[("field", path.as_str().into())]),
        ),
        LeftBehindError::Foreign => text(lang, "editor-autosave-why-foreign"),
        LeftBehindError::Course(e) => text_with(
            lang,
            "editor-autosave-why-course",
            &[("why", course_file::said::cause(lang, e).into())],
        ),
        LeftBehindError::Game(e) => text_with(
            lang,
            "editor-autosave-why-game",
            &[("why", game_record::said::said(lang, e).into())],
        ),
    }
}
