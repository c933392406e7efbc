//! What the editor remembers between runs: settings and recent files, and
//! autosaves of unsaved work that are offered back after a crash.
//!
//! The settings file ([`load_settings`], [`save_settings`]) and the autosaves
//! of several editors on one account ([`Autosaves`]) are read and written with
//! the program's own file code: capped, atomic, never following a link nor
//! waiting on a FIFO (docs/limits.md says what happens with each kind of
//! file). The editor's session uses these. The single `autosave.json` of
//! earlier versions is read as work left behind.

mod autosaves;
pub mod said;
mod settings_file;

pub use autosaves::{Autosaves, Damaged, LeftBehind, LeftBehindError, Survey};
pub use settings_file::{
    LoadedSettings, MAX_SETTINGS_BYTES, SETTINGS_FILE, load_settings_in, save_settings,
    settings_path,
};

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use eldorado_core::course::{self, Course};
use eldorado_messages::Lang;
use eldorado_pictures::Paper;

/// How many recent files are listed.
pub const RECENT: usize = 10;

/// Settings kept between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Most recent first.
    pub recent: Vec<PathBuf>,
    /// The file open when the editor last closed (the course shown).
    pub last_file: Option<PathBuf>,
    /// The other course files open in tabs when the editor last closed, in
    /// the tab bar's order: reopened beside the last file.
    pub other_files: Vec<PathBuf>,
    /// Whether the palette of pieces is shown.
    pub show_palette: bool,
    /// Whether the problems and properties panel is shown.
    pub show_side_panel: bool,
    /// Seed of the next "random blockades" deal; advances with each deal.
    pub blockade_seed: u64,
    /// The paper exported setup sheets are laid out for.
    pub paper: Paper,
    /// The language chosen for the studio's words ("en", "fr"); none until
    /// one is chosen, when the system's locale decides ([`Settings::language`]).
    /// A language this version does not know (a later version's) is read as
    /// none: that field alone is dropped, never the whole file.
    #[serde(deserialize_with = "known_language")]
    pub language: Option<Lang>,
    /// Whether the editor plays games of the course after each edit, so
    /// that its findings say what the games showed (View > Play games after
    /// each edit).
    pub live_games: bool,
}

/// A language code this version knows, or none.
fn known_language<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let value = Option::<serde_json::Value>::deserialize(d)?;
    Ok(value
        .as_ref()
        .and_then(serde_json::Value::as_str)
        .and_then(|code| Lang::ALL.into_iter().find(|lang| lang.key() == code)))
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            recent: Vec::new(),
            last_file: None,
            other_files: Vec::new(),
            show_palette: true,
            show_side_panel: true,
            blockade_seed: 1,
            paper: Paper::default(),
            language: None,
            live_games: true,
        }
    }
}

impl Settings {
    /// Puts a file first among the recent files.
    pub fn add_recent(&mut self, path: &Path) {
        // An empty path names no file.
        if path.as_os_str().is_empty() {
            return;
        }
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_path_buf());
        self.recent.truncate(RECENT);
    }
    /// The language to speak: the one chosen, else the system locale's
    /// (English where the studio does not speak it).
    pub fn language(&self) -> Lang {
        self.language.unwrap_or_else(Lang::from_system)
    }
    /// Takes a file off the recent files (it is gone).
    pub fn forget_recent(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
    }
}

/// The autosave file's content.
#[derive(Debug, Serialize, Deserialize)]
struct Envelope {
    format: String,
    version: u32,
    /// The file the work belongs to, if it had one.
    file: Option<PathBuf>,
    /// The course, as a course file.
    course: String,
    /// A game being played on it and not saved, as a game record: a live
    /// game is unsaved work like a course (absent in autosaves of earlier
    /// versions, and when no such game was open).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<String>,
}

const FORMAT: &str = "eldorado-autosave";

/// Unsaved work found at start-up.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    /// The course as it was.
    pub course: Course,
    /// The file it belonged to, if it had one.
    pub file: Option<PathBuf>,
    /// The game being played on it, unsaved, as a game record (read and
    /// replayed through the rules when the autosave was read).
    pub game: Option<String>,
}

/// The largest autosave file read back: a course and a game record at their
/// size limits, every character escaped in the envelope's JSON strings, and
/// room for the rest.
const MAX_AUTOSAVE_BYTES: u64 =
    2 * (course::LIMITS.file_bytes + eldorado_formats::game_record::MAX_BYTES) + 64 * 1024;

/// Least time between two writes while the user keeps editing.
pub const AUTOSAVE_EVERY: Duration = Duration::from_secs(2);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::changes::Change;
    use crate::document::Document;
    use eldorado_core::course::{Edit, official};
    use std::time::Instant;

    /// The work left behind in `dir`, as the next editor finds it.
    fn next_editor_finds(dir: &Path) -> Vec<LeftBehind> {
        Autosaves::claim(dir).unwrap().left_behind()
    }

    #[test]
    fn unsaved_work_survives_a_crash_and_goes_when_saved() {
        let dir = tempfile::tempdir().unwrap();
        let mut auto = Autosaves::claim(dir.path()).unwrap();
        let mut doc = Document::unsaved_in(
            eldorado_messages::Lang::English,
            official::default_course(),
            "First course",
        );
        auto.tick(&doc, None).unwrap();
        assert!(!auto.path().exists(), "nothing unsaved, nothing written");
        doc.apply(Change::Edit(Edit::Flip { piece: "C".into() })).unwrap();
        auto.tick(&doc, None).unwrap();
        // While this editor runs its work is its own; once it "crashes" the next finds it.
        assert!(next_editor_finds(dir.path()).is_empty());
        let path = auto.path().to_path_buf();
        drop(auto);
        let found = next_editor_finds(dir.path());
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].path, path);
        let work = found[0].found.as_ref().unwrap();
        assert_eq!(work.course, *doc.course());
        assert_eq!(work.file, None);
        // Saving makes the copy go.
        let mut auto = Autosaves::claim(dir.path()).unwrap();
        auto.adopt(&found[0], &doc, None).unwrap();
        assert!(!path.exists());
        doc.save_as(&dir.path().join("c.json")).unwrap();
        auto.tick(&doc, None).unwrap();
        assert!(!auto.path().exists());
        drop(auto);
        assert!(next_editor_finds(dir.path()).is_empty());
    }

    /// The single autosave of earlier versions is work left behind; damaged,
    /// huge or a FIFO, it is reported, not trusted, and never waited on long.
    #[cfg(unix)]
    #[test]
    fn an_autosave_is_read_with_a_cap_and_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.json");
        let error = || {
            let found = next_editor_finds(dir.path());
            assert_eq!(found.len(), 1);
            found[0].found.as_ref().unwrap_err().to_string()
        };
        std::fs::write(&path, "{ not json").unwrap();
        assert!(error().contains("damaged"), "{}", error());
        std::fs::write(&path, vec![b' '; MAX_AUTOSAVE_BYTES as usize + 10]).unwrap();
        assert!(error().contains("larger than"), "{}", error());
        std::fs::remove_file(&path).unwrap();
        assert!(std::process::Command::new("mkfifo").arg(&path).status().unwrap().success());
        let started = Instant::now();
        let err = error();
        assert!(err.contains("not a file") || err.contains("within 10 seconds"), "{err}");
        assert!(started.elapsed() < Duration::from_secs(30));
    }

    #[test]
    fn the_language_is_kept_once_chosen_and_the_locales_until_then() {
        let chosen: Settings = serde_json::from_str(r#"{"language": "fr"}"#).unwrap();
        assert_eq!(chosen.language, Some(Lang::French));
        assert_eq!(chosen.language(), Lang::French);
        let json = serde_json::to_string(&chosen).unwrap();
        assert!(json.contains(r#""language":"fr""#), "{json}");
        // A settings file from before the choice, or without one, leaves it to the locale.
        let older: Settings = serde_json::from_str(r#"{"paper": "letter"}"#).unwrap();
        assert_eq!(older.language, None);
        assert_eq!(older.language(), Lang::from_system());
        // A language this version does not know drops that field only.
        let later: Settings =
            serde_json::from_str(r#"{"language": "xx", "paper": "letter"}"#).unwrap();
        assert_eq!((later.language, later.paper), (None, Paper::Letter));
    }

    #[test]
    fn recent_files_are_unique_newest_first_and_bounded() {
        let mut s = Settings::default();
        for i in 0..15 {
            s.add_recent(Path::new(&format!("/c/{i}.json")));
        }
        s.add_recent(Path::new("/c/7.json"));
        assert_eq!(s.recent.len(), RECENT);
        assert_eq!(s.recent[0], Path::new("/c/7.json"));
        assert_eq!(s.recent.iter().filter(|p| p.ends_with("7.json")).count(), 1);
    }
}
