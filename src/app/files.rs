//! The system's file dialogs. Only the menu calls these; everything after the
//! dialog takes a path, so tests open and save files without any dialog.
//!
//! On Linux rfd 0.17 asks the xdg desktop portal over D-Bus and, when that
//! fails, runs `zenity`; when neither is there it logs an error and returns
//! `None` — the same as when the user cancels. So the editor looks for them
//! first ([`native_dialog_problem`]) and, where they are missing, uses its own
//! path window (`panels::path_dialog`) instead of a menu item that does nothing.

use std::path::{Path, PathBuf};

use eldorado_formats::Client;
use eldorado_pictures::export::Format;

const FILTER_NAME: &str = "El Dorado course";
const EXTENSIONS: &[&str] = &["json"];

/// Asks for a course file to open.
pub fn pick_open(start_in: Option<&Path>) -> Option<PathBuf> {
    let mut d =
        rfd::FileDialog::new().set_title("Open a course").add_filter(FILTER_NAME, EXTENSIONS);
    if let Some(dir) = start_in.and_then(Path::parent) {
        d = d.set_directory(dir);
    }
    d.pick_file()
}

/// Asks where to save a course, suggesting a file name.
pub fn pick_save(current: Option<&Path>, suggested_name: &str) -> Option<PathBuf> {
    let mut d =
        rfd::FileDialog::new().set_title("Save the course").add_filter(FILTER_NAME, EXTENSIONS);
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
pub fn pick_export(format: Format, course_name: &str) -> Option<PathBuf> {
    let ext = format.extension();
    rfd::FileDialog::new()
        .set_title(format!("Export {}", format.name()))
        .add_filter(format.name(), &[ext])
        .set_file_name(format!("{}.{ext}", file_stem(course_name)))
        .save_file()
        .map(|p| if p.extension().is_none() { p.with_extension(ext) } else { p })
}

/// Asks for another program's course file to import.
pub fn pick_import(client: Client) -> Option<PathBuf> {
    let (name, extensions): (&str, &[&str]) = match client {
        Client::Durango => ("durango layout", &["csv"]),
        Client::ShlomoAlon => ("ShlomoAlon course", &["json", "js", "txt"]),
    };
    rfd::FileDialog::new()
        .set_title(format!("Import a {name}"))
        .add_filter(name, extensions)
        .pick_file()
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
    pub fn builtin_reason(self) -> Option<String> {
        match self {
            FileDialogs::Native => None,
            FileDialogs::BuiltIn => Some("The built-in file window was chosen instead of the system's file dialog.".into()),
            FileDialogs::Detect => match std::env::var(DIALOG_ENV).as_deref() {
                Ok("native") => None,
                Ok("builtin") => Some(format!("{DIALOG_ENV}=builtin chose the built-in file window.")),
                _ => native_dialog_problem()
                    .map(|why| format!("The system's file dialog cannot open here: {why}. Type the file's path instead.")),
            },
        }
    }
}

/// Why the system's file dialog cannot open on this machine, or `None` when it
/// probably can. A guess from what is installed: it does not start anything.
#[cfg(all(unix, not(target_os = "macos")))]
pub fn native_dialog_problem() -> Option<String> {
    if on_path("zenity") {
        return None;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|d| Path::new(&d).join("bus").exists());
    if !bus {
        return Some(
            "there is no D-Bus session to reach a desktop portal, and zenity is not installed"
                .into(),
        );
    }
    if !portal_installed() {
        return Some(
            "no xdg desktop portal (xdg-desktop-portal) and no zenity are installed".into(),
        );
    }
    None
}

/// Windows and macOS always have their own dialogs.
#[cfg(not(all(unix, not(target_os = "macos"))))]
pub fn native_dialog_problem() -> Option<String> {
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
        assert_eq!(FileDialogs::Native.builtin_reason(), None);
        assert!(FileDialogs::BuiltIn.builtin_reason().is_some());
    }
}
