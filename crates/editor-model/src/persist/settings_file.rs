//! The settings file, `settings.json` in the editor's data folder, read and
//! written with the program's own file code (not eframe's storage): read only
//! when it is a regular file of at most [`MAX_SETTINGS_BYTES`], never through
//! a link nor waiting on a FIFO; written atomically, replacing whatever is
//! under its name without following it. A damaged file is kept aside under a
//! numbered name and the user is told; the editor then starts with defaults.

use std::path::{Path, PathBuf};

use eldorado_files::FileError;
use eldorado_files::own_file::{self, Content};

use super::said::{io_said, json_syntax, kind_said};
use super::{RECENT, Settings};
use crate::shown;
use eldorado_formats::json;
use eldorado_messages::{Arg, Lang, text, text_with};

/// The settings file's name in the data folder.
pub const SETTINGS_FILE: &str = "settings.json";

/// The largest settings file read: ten recent paths at the longest a path may
/// be (4 KiB) and the rest fit in it six times over.
pub const MAX_SETTINGS_BYTES: u64 = 256 * 1024;

/// Settings read at start-up, and what to tell the user about the file.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedSettings {
    /// The settings to start with: the file's, or the defaults.
    pub settings: Settings,
    /// Why the defaults are used although a settings file was there, and what
    /// became of it; `None` when the file was read or there was none.
    pub notice: Option<String>,
}

/// The settings file of the data folder `dir`.
pub fn settings_path(dir: &Path) -> PathBuf {
    dir.join(SETTINGS_FILE)
}

/// Reads the settings as [`load_settings`] does, saying what was wrong in
/// `lang`.
pub fn load_settings_in(lang: Lang, dir: &Path) -> LoadedSettings {
    let path = settings_path(dir);
    let shown = shown::path(&path);
    let defaults =
        |notice: String| LoadedSettings { settings: Settings::default(), notice: Some(notice) };
    match own_file::read(&path, MAX_SETTINGS_BYTES) {
        Ok(Content::Missing) => LoadedSettings { settings: Settings::default(), notice: None },
        Ok(Content::Bytes(bytes)) => match read(&bytes) {
            Ok(settings) => LoadedSettings { settings, notice: None },
            Err(why) => defaults(set_aside(lang, &path, &why)),
        },
        Ok(Content::TooLarge { size }) => {
            defaults(set_aside(lang, &path, &Damage::TooLarge { size }))
        }
        Ok(Content::NotAFile(kind)) => defaults(text_with(
            lang,
            "editor-settings-not-a-file",
            &[("path", shown.into()), ("kind", kind_said(lang, kind).into())],
        )),
        Err(e) => defaults(text_with(
            lang,
            "editor-settings-unreadable",
            &[("path", shown.into()), ("why", io_said(lang, &e).into())],
        )),
    }
}

/// Why a settings file is set aside, worded in each language ([`Damage::said`]).
#[derive(Debug)]
enum Damage {
    /// Not UTF-8 text.
    NotText,
    /// Not JSON, or not the settings' JSON.
    NotSettings(json::JsonError),
    /// Larger than a settings file is read.
    TooLarge {
        /// The file's size.
        size: u64,
    },
}

impl Damage {
    /// "it is not a settings file (not valid JSON at line 1, column 3)", in `lang`.
    fn said(&self, lang: Lang) -> String {
        match self {
            Damage::NotText => text(lang, "editor-settings-why-not-text"),
            Damage::NotSettings(json::JsonError::Syntax(s)) => json_syntax(lang, s),
            Damage::NotSettings(json::JsonError::Invalid { path, .. }) if path.is_empty() => {
                text(lang, "editor-settings-why-not-settings")
            }
            Damage::NotSettings(json::JsonError::Invalid { path, .. }) => {
                text_with(lang, "editor-settings-why-invalid", &[("field", path.as_str().into())])
            }
            Damage::TooLarge { size } => text_with(
                lang,
                "editor-settings-why-too-large",
                &[
                    ("size", Arg::Number(*size as f64)),
                    ("limit", Arg::Number(MAX_SETTINGS_BYTES as f64)),
                ],
            ),
        }
    }
}

/// The settings a file's bytes hold, read by the rules every JSON file is
/// read by, and within their bounds: no more recent files than are listed.
fn read(bytes: &[u8]) -> Result<Settings, Damage> {
    let text = json::text_ref(bytes).map_err(|_| Damage::NotText)?;
    let mut settings: Settings = json::from_str(text).map_err(Damage::NotSettings)?;
    // An empty path names no file: it would show as a blank entry.
    settings.recent.retain(|p| !p.as_os_str().is_empty());
    settings.recent.truncate(RECENT);
    settings.last_file = settings.last_file.filter(|p| !p.as_os_str().is_empty());
    settings.other_files.retain(|p| !p.as_os_str().is_empty());
    settings.other_files.truncate(OTHER_FILES);
    Ok(settings)
}

/// At most so many other files are reopened at start: a settings file
/// listing thousands opens none of them past these.
pub const OTHER_FILES: usize = 32;

/// Moves a damaged settings file aside and says so.
fn set_aside(lang: Lang, path: &Path, why: &Damage) -> String {
    let why = why.said(lang);
    match own_file::set_aside(path) {
        Ok(kept) => text_with(
            lang,
            "editor-settings-damaged",
            &[("why", why.into()), ("kept", shown::path(&kept).into())],
        ),
        Err(e) => text_with(
            lang,
            "editor-settings-damaged-not-kept",
            &[
                ("path", shown::path(path).into()),
                ("why", why.into()),
                ("error", io_said(lang, &e).into()),
            ],
        ),
    }
}

/// Writes the settings into the data folder `dir` (made if missing).
pub fn save_settings(dir: &Path, settings: &Settings) -> Result<(), FileError> {
    let path = settings_path(dir);
    // JSON holds text only: a recent file whose name is not UTF-8 is left out.
    let mut kept = settings.clone();
    kept.recent.retain(|p| p.to_str().is_some());
    kept.last_file = kept.last_file.filter(|p| p.to_str().is_some());
    kept.other_files.retain(|p| p.to_str().is_some());
    let text = serde_json::to_string_pretty(&kept).expect("settings are text and numbers") + "\n";
    own_file::ready_folder(dir)
        .and_then(|()| own_file::write(&path, text.as_bytes()))
        .map_err(|e| FileError::write(&path, e))
}
