//! Asking the user for a path: what for, and what to suggest. The window
//! shows the system's file dialog, or its own path window where there is
//! none, and answers with the request the purpose names (or
//! [`Request::PathCancelled`]).

use crate::words;
use eldorado_messages::{Lang, text, text_with};
use std::path::{Path, PathBuf};

use eldorado_core::course::file_stem;
use eldorado_formats::Client;
use eldorado_pictures::export::Format;

use crate::game::GameRequest;
use crate::request::Request;

/// What a path is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathPurpose {
    /// A course file to open.
    Open,
    /// Where to save the course.
    SaveAs,
    /// Where to write an export.
    Export(Format),
    /// Another program's course file to import.
    Import(Client),
    /// A game record to open.
    OpenGame,
    /// Where to save the game shown.
    SaveGame,
}

impl PathPurpose {
    /// The title of the dialog in a language: "Enregistrer le parcours sous".
    pub fn title_in(self, lang: Lang) -> String {
        let format = |id: &str, name: String| text_with(lang, id, &[("format", name.into())]);
        match self {
            PathPurpose::Open => text(lang, "editor-path-open"),
            PathPurpose::SaveAs => text(lang, "editor-path-save-as"),
            PathPurpose::Export(f) => format("editor-export-title", words::format_name(lang, f)),
            PathPurpose::Import(c) => format("editor-path-import", words::import_name(lang, c)),
            PathPurpose::OpenGame => text(lang, "editor-path-open-game"),
            PathPurpose::SaveGame => text(lang, "editor-path-save-game"),
        }
    }

    /// The word on the dialog's button: "Save".
    pub fn button(self) -> &'static str {
        match self {
            PathPurpose::Open | PathPurpose::OpenGame => "Open",
            PathPurpose::SaveAs | PathPurpose::SaveGame => "Save",
            PathPurpose::Export(_) => "Export",
            PathPurpose::Import(_) => "Import",
        }
    }

    /// The word on the dialog's button in a language: "Enregistrer".
    pub fn button_in(self, lang: Lang) -> String {
        text(
            lang,
            match self {
                PathPurpose::Open | PathPurpose::OpenGame => "editor-path-button-open",
                PathPurpose::SaveAs | PathPurpose::SaveGame => "editor-file-save",
                PathPurpose::Export(_) => "editor-path-button-export",
                PathPurpose::Import(_) => "editor-share-import",
            },
        )
    }

    /// The extension a written file gets when the user types none.
    pub fn extension(self) -> Option<&'static str> {
        match self {
            PathPurpose::Open | PathPurpose::Import(_) | PathPurpose::OpenGame => None,
            PathPurpose::SaveAs | PathPurpose::SaveGame => Some("json"),
            PathPurpose::Export(f) => Some(f.extension()),
        }
    }

    /// Whether the file must exist already (it is read, not written).
    pub fn reads(self) -> bool {
        matches!(self, PathPurpose::Open | PathPurpose::Import(_) | PathPurpose::OpenGame)
    }

    /// The request that carries out the purpose with a chosen path.
    pub fn request(self, path: PathBuf) -> Request {
        match self {
            PathPurpose::Open => Request::Open(path),
            PathPurpose::SaveAs => Request::SaveAs(path),
            PathPurpose::Export(f) => Request::Export(f, path),
            PathPurpose::Import(c) => Request::Import(c, path),
            PathPurpose::OpenGame => Request::Game(GameRequest::Open(path)),
            PathPurpose::SaveGame => Request::Game(GameRequest::Save(path)),
        }
    }

    /// The purpose a request with a path carries out, if it is one.
    pub fn of(request: &Request) -> Option<PathPurpose> {
        match request {
            Request::Open(_) => Some(PathPurpose::Open),
            Request::SaveAs(_) => Some(PathPurpose::SaveAs),
            Request::Export(f, _) => Some(PathPurpose::Export(*f)),
            Request::Import(c, _) => Some(PathPurpose::Import(*c)),
            Request::Game(GameRequest::Open(_)) => Some(PathPurpose::OpenGame),
            Request::Game(GameRequest::Save(_)) => Some(PathPurpose::SaveGame),
            _ => None,
        }
    }
}

/// Why a path typed into the editor's own path window will not do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathRefusal {
    /// Nothing was typed.
    #[error("Type the path of a file.")]
    Empty,
    /// A file to read is asked for, and the path is a folder.
    #[error("{} is a folder: add the file's name.", crate::shown::path(.0))]
    FolderToRead(PathBuf),
    /// A file to read is asked for, and there is none there.
    #[error("There is no file at {}.", crate::shown::path(.0))]
    NoFile(PathBuf),
    /// A file to write is asked for, and the path is a folder.
    #[error("{} is a folder: add a file name.", crate::shown::path(.0))]
    FolderToWrite(PathBuf),
    /// The folder the file would be written in does not exist.
    #[error("The folder {} does not exist.", crate::shown::path(.0))]
    NoFolder(PathBuf),
    /// A file exists there and replacing it was not confirmed yet.
    #[error("{} already exists: press {button} again to replace it.", crate::shown::path(.path))]
    Exists {
        /// The file that would be replaced.
        path: PathBuf,
        /// The window's button that confirms it.
        button: &'static str,
    },
}

impl PathRefusal {
    /// The refusal in a language, for a window whose purpose is `purpose`
    /// (its button named as the window shows it).
    pub fn said(&self, lang: Lang, purpose: PathPurpose) -> String {
        let path = |p: &Path| crate::shown::path(p);
        match self {
            PathRefusal::Empty => text(lang, "editor-path-empty"),
            PathRefusal::FolderToRead(p) => {
                text_with(lang, "editor-path-folder-to-read", &[("path", path(p).into())])
            }
            PathRefusal::NoFile(p) => {
                text_with(lang, "editor-path-no-file", &[("path", path(p).into())])
            }
            PathRefusal::FolderToWrite(p) => {
                text_with(lang, "editor-path-folder-to-write", &[("path", path(p).into())])
            }
            PathRefusal::NoFolder(p) => {
                text_with(lang, "editor-path-no-folder", &[("path", path(p).into())])
            }
            PathRefusal::Exists { path: p, .. } => text_with(
                lang,
                "editor-path-exists",
                &[("path", path(p).into()), ("button", purpose.button_in(lang).into())],
            ),
        }
    }
}

impl PathPurpose {
    /// The path the user means by `text` (`~` is the home folder, a relative
    /// path is taken from the working folder, a written file gets the
    /// purpose's extension when it has none), or why it will not do: a file
    /// to read must exist, a file to write needs its folder, and a file
    /// that exists is replaced only once `confirmed` names it.
    pub fn check(self, text: &str, confirmed: Option<&Path>) -> Result<PathBuf, PathRefusal> {
        let text = text.trim();
        if text.is_empty() {
            return Err(PathRefusal::Empty);
        }
        let mut path = absolute(&expand_home(text));
        if self.reads() {
            return if path.is_file() {
                Ok(path)
            } else if path.is_dir() {
                Err(PathRefusal::FolderToRead(path))
            } else {
                Err(PathRefusal::NoFile(path))
            };
        }
        if path.is_dir() || text.ends_with(std::path::is_separator) {
            return Err(PathRefusal::FolderToWrite(path));
        }
        if let Some(ext) = self.extension()
            && path.extension().is_none()
        {
            path.set_extension(ext);
        }
        if let Some(dir) = path.parent()
            && !dir.as_os_str().is_empty()
            && !dir.is_dir()
        {
            return Err(PathRefusal::NoFolder(dir.to_path_buf()));
        }
        if path.exists() && confirmed != Some(path.as_path()) {
            return Err(PathRefusal::Exists { path, button: self.button() });
        }
        Ok(path)
    }
}

/// `~/x` → `$HOME/x`.
fn expand_home(text: &str) -> PathBuf {
    match (text.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => Path::new(&home).join(rest),
        _ if text == "~" => {
            std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(text))
        }
        _ => PathBuf::from(text),
    }
}

/// A relative path is taken from the working folder, as a shell would.
fn absolute(p: &Path) -> PathBuf {
    std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf())
}

/// A path asked of the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathRequest {
    /// What for.
    pub purpose: PathPurpose,
    /// The path the editor's own path window starts with.
    pub suggested: String,
    /// The course's file, if it has one (the system's dialog starts beside it).
    pub current: Option<PathBuf>,
    /// The course's name, for a file name to suggest.
    pub course_name: String,
}

impl PathRequest {
    /// A request for `purpose`, suggesting a path from the course's file and name.
    pub fn new(
        purpose: PathPurpose,
        current: Option<&Path>,
        course_name: &str,
        lang: Lang,
    ) -> PathRequest {
        let suggested = match purpose {
            PathPurpose::Open | PathPurpose::Import(_) | PathPurpose::OpenGame => {
                suggested_path(current, "", None)
            }
            // Beside the course, never over it: "first-course-game.json".
            PathPurpose::SaveGame => {
                format!(
                    "{}{}",
                    suggested_path(current, "", None),
                    game_file_name(course_name, lang)
                )
            }
            PathPurpose::SaveAs => suggested_path(current, course_name, Some("json")),
            PathPurpose::Export(f) => {
                let dir = suggested_path(current, "", None);
                format!("{dir}{}", export_file_name(f, course_name, lang))
            }
        };
        PathRequest {
            purpose,
            suggested,
            current: current.map(Path::to_path_buf),
            course_name: course_name.to_string(),
        }
    }
}

/// What an export's suggested file name ends with, after the course's name,
/// in `lang`: each format its own, so that no export is suggested over the
/// course file or over another export ("hills-of-gold-client.json" beside
/// "hills-of-gold.json"; "…-setup-sheet.pdf", "…-mise-en-place.pdf").
/// Programs' formats keep the program's name.
pub fn export_suffix(format: Format, lang: Lang) -> String {
    let word = |id: &str| text(lang, id);
    match format {
        Format::ClientJson => "-client.json".into(),
        Format::Svg => ".svg".into(),
        Format::Png => ".png".into(),
        Format::Sheet => format!("-{}.svg", word("editor-file-sheet")),
        Format::Pdf => format!("-{}.pdf", word("editor-file-sheet")),
        Format::Code => format!("-{}.txt", word("editor-file-share-code")),
        Format::Durango => "-durango.csv".into(),
        Format::ShlomoAlon => "-shlomoalon.json".into(),
    }
}

/// The file name suggested for an export of the course `course_name`.
pub fn export_file_name(format: Format, course_name: &str, lang: Lang) -> String {
    format!("{}{}", file_stem(course_name), export_suffix(format, lang))
}

/// The file name suggested for a game record of the course `course_name`,
/// beside it and never over it: "first-course-game.json", "…-partie.json".
pub fn game_file_name(course_name: &str, lang: Lang) -> String {
    format!("{}-{}.json", file_stem(course_name), text(lang, "editor-file-game"))
}

/// "durango layout (CSV)", "ShlomoAlon course (JSON or JavaScript)": what
/// File > Import reads.
pub fn import_name(client: Client) -> &'static str {
    match client {
        Client::Durango => "durango layout (CSV)",
        Client::ShlomoAlon => "ShlomoAlon course (JSON or JavaScript)",
    }
}

/// What the built-in path window suggests: the current file, or a name made
/// from the course's in the current file's folder (or the working folder).
pub fn suggested_path(
    current: Option<&Path>,
    course_name: &str,
    extension: Option<&str>,
) -> String {
    let dir = current
        .and_then(Path::parent)
        .filter(|d| !d.as_os_str().is_empty())
        .map(Path::to_path_buf)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default();
    match (extension, current) {
        (None, _) => format!("{}{}", dir.display(), std::path::MAIN_SEPARATOR),
        (Some("json"), Some(p)) => p.display().to_string(),
        (Some(ext), _) => {
            dir.join(format!("{}.{ext}", file_stem(course_name))).display().to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_window_suggests_a_file_beside_the_current_one() {
        let here = Path::new("/data/courses/mine.json");
        assert_eq!(suggested_path(Some(here), "Mine", Some("json")), "/data/courses/mine.json");
        assert_eq!(
            suggested_path(Some(here), "Hills of Gold", Some("svg")),
            "/data/courses/hills-of-gold.svg"
        );
        assert_eq!(suggested_path(Some(here), "Mine", None), "/data/courses/");
        // A game is saved beside its course, never over it.
        let game =
            PathRequest::new(PathPurpose::SaveGame, Some(here), "Hills of Gold", Lang::English);
        assert_eq!(game.suggested, "/data/courses/hills-of-gold-game.json");
    }

    /// Issue 49: a French window suggested "…-setup-sheet.pdf": the words of
    /// a suggested name are the window's language (the programs' formats
    /// keep the program's name), and every one stays distinct.
    #[test]
    fn suggested_names_are_in_the_windows_language() {
        let here = Path::new("/data/parcours/colline.json");
        let named = |f: Format| {
            PathRequest::new(PathPurpose::Export(f), Some(here), "Colline d'or", Lang::French)
                .suggested
        };
        assert_eq!(named(Format::Pdf), "/data/parcours/colline-d-or-mise-en-place.pdf");
        assert_eq!(named(Format::Sheet), "/data/parcours/colline-d-or-mise-en-place.svg");
        assert_eq!(named(Format::Code), "/data/parcours/colline-d-or-code-de-partage.txt");
        let game =
            PathRequest::new(PathPurpose::SaveGame, Some(here), "Colline d'or", Lang::French);
        assert_eq!(game.suggested, "/data/parcours/colline-d-or-partie.json");
        let all: std::collections::BTreeSet<String> =
            Format::ALL.iter().map(|&f| named(f)).collect();
        assert_eq!(all.len(), Format::ALL.len());
        for s in &all {
            for english in ["setup", "sheet", "share", "game"] {
                assert!(!s.contains(english), "{s}");
            }
        }
    }

    #[test]
    fn save_and_every_export_suggest_a_file_name_of_their_own() {
        let here = Path::new("/data/courses/hills.json");
        let save =
            PathRequest::new(PathPurpose::SaveAs, Some(here), "Hills of Gold", Lang::English)
                .suggested;
        assert_eq!(save, "/data/courses/hills.json");
        let mut seen = std::collections::BTreeSet::from([save]);
        for f in Format::ALL {
            let s = PathRequest::new(
                PathPurpose::Export(f),
                Some(here),
                "Hills of Gold",
                Lang::English,
            )
            .suggested;
            assert!(s.starts_with("/data/courses/hills-of-gold"), "{s}");
            assert!(s.ends_with(f.extension()), "{s} is a .{} file", f.extension());
            assert!(seen.insert(s.clone()), "{s} is suggested twice");
        }
        assert_eq!(
            PathRequest::new(
                PathPurpose::Export(Format::ClientJson),
                Some(here),
                "Hills of Gold",
                Lang::English
            )
            .suggested,
            "/data/courses/hills-of-gold-client.json"
        );
    }

    #[test]
    fn a_file_to_read_must_be_there() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("course.json");
        std::fs::write(&file, "{}").unwrap();
        let check = |text: &Path| PathPurpose::Open.check(&text.display().to_string(), None);
        assert_eq!(check(&file), Ok(file.clone()));
        let missing = dir.path().join("missing.json");
        assert_eq!(check(&missing), Err(PathRefusal::NoFile(missing.clone())));
        assert_eq!(
            check(dir.path()).unwrap_err().to_string(),
            format!("{} is a folder: add the file's name.", dir.path().display())
        );
        assert_eq!(PathPurpose::Open.check("  ", None), Err(PathRefusal::Empty));
    }

    #[test]
    fn a_file_to_write_gets_its_extension_needs_its_folder_and_replaces_only_when_confirmed() {
        let dir = tempfile::tempdir().unwrap();
        let save = |text: &Path, confirmed| {
            PathPurpose::SaveAs.check(&text.display().to_string(), confirmed)
        };
        assert_eq!(save(&dir.path().join("mine"), None), Ok(dir.path().join("mine.json")));
        let nowhere = dir.path().join("nowhere");
        assert_eq!(save(&nowhere.join("x.json"), None), Err(PathRefusal::NoFolder(nowhere)));
        assert_eq!(save(dir.path(), None), Err(PathRefusal::FolderToWrite(dir.path().into())));
        let existing = dir.path().join("there.svg");
        std::fs::write(&existing, "<svg/>").unwrap();
        let export = PathPurpose::Export(Format::Svg);
        let text = existing.display().to_string();
        let asked = export.check(&text, None).unwrap_err();
        assert_eq!(asked, PathRefusal::Exists { path: existing.clone(), button: "Export" });
        assert!(asked.to_string().ends_with("already exists: press Export again to replace it."));
        assert_eq!(export.check(&text, Some(&existing)), Ok(existing));
    }

    #[test]
    fn a_purpose_and_its_request_go_together() {
        for purpose in [
            PathPurpose::Open,
            PathPurpose::SaveAs,
            PathPurpose::Export(Format::Svg),
            PathPurpose::Import(Client::Durango),
            PathPurpose::OpenGame,
            PathPurpose::SaveGame,
        ] {
            assert_eq!(PathPurpose::of(&purpose.request(PathBuf::from("x"))), Some(purpose));
        }
    }
}
