//! The system's file dialogs. Only the menu calls these; everything after the
//! dialog takes a path, so tests open and save files without any dialog.
//!
//! On Linux rfd 0.17 asks the xdg desktop portal over D-Bus and, when that
//! fails, runs `zenity`; when neither is there it logs an error and returns
//! `None` — the same as when the user cancels. So the editor looks for them
//! first ([`native_dialog_problem`]) and, where they are missing, uses its own
//! path window (`panels::path_dialog`) instead of a menu item that does nothing.

use eldorado_messages::{Lang, text, text_with};
use std::path::{Path, PathBuf};

use eldorado_editor_model::session::paths::{self, PathPurpose};
use eldorado_editor_model::words;
use eldorado_formats::Client;
use eldorado_pictures::export::Format;

const EXTENSIONS: &[&str] = &["json"];

/// The file filter's name for a course file, in `lang`.
fn course_filter(lang: Lang) -> String {
    text(lang, "editor-filter-course")
}

/// Asks for a course file to open.
pub fn pick_open(lang: Lang, start_in: Option<&Path>) -> Option<PathBuf> {
    let mut d = rfd::FileDialog::new()
        .set_title(PathPurpose::Open.title_in(lang))
        .add_filter(course_filter(lang), EXTENSIONS);
    if let Some(dir) = start_in.and_then(Path::parent) {
        d = d.set_directory(dir);
    }
    d.pick_file()
}

/// Asks where to save a course, suggesting a file name.
pub fn pick_save(lang: Lang, current: Option<&Path>, suggested_name: &str) -> Option<PathBuf> {
    let mut d = rfd::FileDialog::new()
        .set_title(PathPurpose::SaveAs.title_in(lang))
        .add_filter(course_filter(lang), EXTENSIONS);
    match current {
        Some(p) => {
            if let Some(dir) = p.parent() {
                d = d.set_directory(dir);
            }
            if let Some(name) = p.file_name() {
                d = d.set_file_name(name.to_string_lossy());
            }
        }
        None => d = d.set_file_name(format!("{}.json", file_stem(suggested_name))),
    }
    d.save_file().map(|p| if p.extension().is_none() { p.with_extension("json") } else { p })
}

/// Asks where to write an export, suggesting a name made from the course's.
pub fn pick_export(lang: Lang, format: Format, course_name: &str) -> Option<PathBuf> {
    let ext = format.extension();
    rfd::FileDialog::new()
        .set_title(PathPurpose::Export(format).title_in(lang))
        .add_filter(words::format_name(lang, format), &[ext])
        .set_file_name(paths::export_file_name(format, course_name, lang))
        .save_file()
        .map(|p| if p.extension().is_none() { p.with_extension(ext) } else { p })
}

/// Asks for another program's course file to import.
pub fn pick_import(lang: Lang, client: Client) -> Option<PathBuf> {
    let extensions: &[&str] = match client {
        Client::Durango => &["csv"],
        Client::ShlomoAlon => &["json", "js", "txt"],
    };
    rfd::FileDialog::new()
        .set_title(PathPurpose::Import(client).title_in(lang))
        .add_filter(words::import_name(lang, client), extensions)
        .pick_file()
}

/// Asks for a game record to open.
pub fn pick_game_record(lang: Lang) -> Option<PathBuf> {
    rfd::FileDialog::new()
        .set_title(PathPurpose::OpenGame.title_in(lang))
        .add_filter(text(lang, "editor-filter-game"), EXTENSIONS)
        .pick_file()
}

/// Asks where to save the game shown, suggesting a name made from the course's.
pub fn pick_game_save(lang: Lang, course_name: &str) -> Option<PathBuf> {
    rfd::FileDialog::new()
        .set_title(PathPurpose::SaveGame.title_in(lang))
        .add_filter(text(lang, "editor-filter-game"), EXTENSIONS)
        .set_file_name(paths::game_file_name(course_name, lang))
        .save_file()
        .map(|p| if p.extension().is_none() { p.with_extension("json") } else { p })
}

/// Which file dialogs the editor uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FileDialogs {
    /// The system's dialogs where they can open, else the built-in path window.
    /// `ELDORADO_FILE_DIALOG=builtin` or `=native` overrides the guess.
    #[default]
    Detect,
    /// Always the system's dialogs.
    Native,
    /// Always the built-in path window.
    BuiltIn,
}

/// The environment variable that overrides [`FileDialogs::Detect`].
pub const DIALOG_ENV: &str = "ELDORADO_FILE_DIALOG";

impl FileDialogs {
    /// Why the built-in path window is used instead of the system's dialog, or
    /// `None` when the system's dialog is used.
    /// In `lang`, what is missing on the machine included.
    pub fn builtin_reason(self, lang: Lang) -> Option<String> {
        match self {
            FileDialogs::Native => None,
            FileDialogs::BuiltIn => Some(text(lang, "editor-path-builtin-chosen")),
            FileDialogs::Detect => match std::env::var(DIALOG_ENV).as_deref() {
                Ok("native") => None,
                Ok("builtin") => {
                    Some(text_with(lang, "editor-path-builtin-env", &[("env", DIALOG_ENV.into())]))
                }
                _ => native_dialog_problem().map(|why| text(lang, why.message_id())),
            },
        }
    }
}

/// Why the system's file dialog cannot open on this machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DialogProblem {
    /// No D-Bus session to reach a desktop portal, and no zenity.
    NoBus,
    /// A D-Bus session but no desktop portal installed, and no zenity.
    NoPortal,
}

impl DialogProblem {
    /// The message that says it, and what to do instead.
    fn message_id(self) -> &'static str {
        match self {
            DialogProblem::NoBus => "editor-path-no-system-dialog-bus",
            DialogProblem::NoPortal => "editor-path-no-system-dialog-portal",
        }
    }
}

/// Why the system's file dialog cannot open on this machine, or `None` when it
/// probably can. A guess from what is installed: it does not start anything.
#[cfg(all(unix, not(target_os = "macos")))]
pub fn native_dialog_problem() -> Option<DialogProblem> {
    if on_path("zenity") {
        return None;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|d| Path::new(&d).join("bus").exists());
    if !bus {
        return Some(DialogProblem::NoBus);
    }
    if !portal_installed() {
        return Some(DialogProblem::NoPortal);
    }
    None
}

/// Windows and macOS always have their own dialogs.
#[cfg(not(all(unix, not(target_os = "macos"))))]
pub fn native_dialog_problem() -> Option<DialogProblem> {
    None
}

#[cfg(all(unix, not(target_os = "macos")))]
fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

/// The portal is started by D-Bus from its service file, in a data folder.
#[cfg(all(unix, not(target_os = "macos")))]
fn portal_installed() -> bool {
    let mut dirs: Vec<PathBuf> = std::env::var_os("XDG_DATA_DIRS")
        .filter(|d| !d.is_empty())
        .map(|d| std::env::split_paths(&d).collect())
        .unwrap_or_else(|| vec![PathBuf::from("/usr/local/share"), PathBuf::from("/usr/share")]);
    if let Some(home) = std::env::var_os("XDG_DATA_HOME")
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".local/share").into()))
    {
        dirs.push(PathBuf::from(home));
    }
    dirs.iter().any(|d| d.join("dbus-1/services/org.freedesktop.portal.Desktop.service").is_file())
}

use eldorado_core::course::file_stem;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_come_from_course_names() {
        assert_eq!(file_stem("Hills of Gold"), "hills-of-gold");
        assert_eq!(file_stem("  Witch's Cauldron!! "), "witch-s-cauldron");
        assert_eq!(file_stem("???"), "course");
    }

    #[test]
    fn chosen_dialogs_override_the_guess() {
        assert_eq!(FileDialogs::Native.builtin_reason(Lang::English), None);
        assert!(FileDialogs::BuiltIn.builtin_reason(Lang::English).is_some());
    }

    /// What the machine lacks is said in the window's language, not quoted in English.
    #[test]
    fn a_missing_dialog_is_said_in_french() {
        for problem in [DialogProblem::NoBus, DialogProblem::NoPortal] {
            let french = text(Lang::French, problem.message_id());
            assert!(french.contains("zenity") && french.contains("chemin"), "{french}");
            for english in ["anglais", "installed", " the ", " is ", "no "] {
                assert!(!french.contains(english), "{english:?} in {french}");
            }
        }
    }
}
