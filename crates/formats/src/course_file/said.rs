//! A course file's error in words, in a language: what the editor shows
//! when a file cannot be opened or saved. The error stays typed until here;
//! the reader's own detail (serde's sentence, a field's complaint) is not
//! carried into the sentence, which says what is wrong and where in the
//! words of each language alike.

use std::io::ErrorKind;

use eldorado_files::own_file::{EntryKind, NotAFolder};
use eldorado_files::{FileError, FileOp, shown};
use eldorado_messages::{Arg, Lang, text, text_with};

use super::{CourseError, VERSION};

/// Why a file could not be read or written, without the file's name: "the
/// file does not exist", « le fichier n'existe pas ».
pub fn file_cause(lang: Lang, e: &FileError) -> String {
    let op = match e.op {
        FileOp::Read => "read",
        FileOp::Write => "write",
    };
    if let Some(NotAFolder { path, kind }) =
        e.cause.get_ref().and_then(|c| c.downcast_ref::<NotAFolder>())
    {
        return not_a_folder(lang, path, *kind);
    }
    let id = match e.kind() {
        ErrorKind::NotFound => "course-file-not-found",
        ErrorKind::PermissionDenied => "course-file-denied",
        ErrorKind::IsADirectory => "course-file-is-folder",
        // A FIFO or device nothing came through (stream_file's patience).
        ErrorKind::TimedOut => "course-file-timed-out",
        _ => "course-file-system",
    };
    let seconds = eldorado_files::stream_file::PATIENCE.as_secs();
    text_with(lang, id, &[("op", op.into()), ("seconds", seconds.into())])
}

/// What stands where a file or a folder was looked for: "a folder", « un
/// dossier ».
pub fn entry_kind(lang: Lang, kind: EntryKind) -> String {
    let id = match kind {
        EntryKind::File => "course-file-kind-file",
        EntryKind::Link => "course-file-kind-link",
        EntryKind::LinkToNonFolder => "course-file-kind-link-to-non-folder",
        EntryKind::LinkToNothing => "course-file-kind-link-to-nothing",
        EntryKind::Folder => "course-file-kind-folder",
        EntryKind::Fifo => "course-file-kind-fifo",
        EntryKind::Socket => "course-file-kind-socket",
        EntryKind::Device => "course-file-kind-device",
    };
    text(lang, id)
}

/// A folder of the program's own held by something else: "the folder … is a
/// file, not a folder".
pub fn not_a_folder(lang: Lang, path: &str, kind: EntryKind) -> String {
    text_with(
        lang,
        "course-file-not-a-folder",
        &[("path", path.into()), ("kind", entry_kind(lang, kind).into())],
    )
}

/// The error as one sentence (no capital, no full stop), naming the file
/// where the error has one: "cannot read x.json: the file does not exist".
pub fn said(lang: Lang, e: &CourseError) -> String {
    match e {
        CourseError::File(f) => file_error(lang, f),
        _ => cause(lang, e),
    }
}

/// A failed read or write, naming the file: "cannot write x.svg: permission
/// to write it is denied".
pub fn file_error(lang: Lang, f: &FileError) -> String {
    text_with(
        lang,
        "course-file-cannot",
        &[
            ("op", if f.op == FileOp::Read { "read" } else { "write" }.into()),
            ("path", shown(&f.path).into()),
            ("cause", file_cause(lang, f).into()),
        ],
    )
}

/// The error as one sentence without the file's name (the caller names
/// it): "the file does not exist", "the file is not valid JSON (line 1,
/// column 1)".
pub fn cause(lang: Lang, e: &CourseError) -> String {
    match e {
        CourseError::File(f) => file_cause(lang, f),
        CourseError::TooLarge { size, limit } => text_with(
            lang,
            "course-file-too-large",
            &[("size", Arg::Number(*size as f64)), ("limit", Arg::Number(*limit as f64))],
        ),
        CourseError::TooLong { limit } => {
            text_with(lang, "course-file-too-long", &[("limit", Arg::Number(*limit as f64))])
        }
        CourseError::Syntax(s) => match crate::json::position(s) {
            Some((line, column)) => text_with(
                lang,
                "course-file-not-json",
                &[("line", line.into()), ("column", column.into())],
            ),
            None => text(lang, "course-file-not-json-anywhere"),
        },
        CourseError::NotText(_) => text(lang, "course-file-not-text"),
        CourseError::NotACourse(_) => text(lang, "course-file-not-a-course"),
        CourseError::NewerVersion { found } => text_with(
            lang,
            "course-file-newer",
            &[("found", found.as_str().into()), ("version", VERSION.into())],
        ),
        CourseError::Invalid { path, .. } if path == "the course" || path.is_empty() => {
            text(lang, "course-file-invalid-course")
        }
        CourseError::Invalid { path, .. } => {
            text_with(lang, "course-file-invalid", &[("field", path.as_str().into())])
        }
        CourseError::WouldLoseNewer { path, .. } => {
            text_with(lang, "course-file-would-lose-newer", &[("path", shown(path).into())])
        }
        CourseError::WouldLoseUnread { path, .. } => {
            text_with(lang, "course-file-would-lose-unread", &[("path", shown(path).into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of error reads in both languages, the French with no
    /// English word in it.
    #[test]
    fn every_course_file_error_reads_in_both_languages() {
        let missing = std::path::Path::new("/no/such/dir/x.json");
        let errors = [
            super::super::load(missing).unwrap_err(),
            super::super::parse("{ not json").unwrap_err(),
            super::super::parse("[1, 2]").unwrap_err(),
            super::super::parse(r#"{"format": "eldorado-course", "version": 9}"#).unwrap_err(),
            super::super::parse(r#"{"format": "eldorado-course", "version": 1, "pieces": 3}"#)
                .unwrap_err(),
            CourseError::TooLarge { size: 20_000_000, limit: 10_000_000 },
        ];
        for e in &errors {
            let english = said(Lang::English, e);
            let french = said(Lang::French, e);
            assert!(!english.contains("course-file-") && !english.contains('{'), "{english}");
            assert!(!french.contains("course-file-") && !french.contains('{'), "{french}");
            for word in french.split(|c: char| !c.is_alphanumeric()) {
                let english_words = ["the", "file", "is", "not", "cannot", "read", "valid", "line"];
                assert!(!english_words.contains(&word), "{word:?} in {french}");
            }
        }
        assert_eq!(
            said(Lang::English, &errors[0]),
            "cannot read /no/such/dir/x.json: the file does not exist"
        );
        assert_eq!(
            cause(Lang::French, &errors[1]),
            "le fichier n'est pas du JSON valide (ligne 1, colonne 3)"
        );
    }
}
