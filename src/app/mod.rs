//! The course editor (eframe/egui): the only part of the program that knows
//! egui. It lays out the editor model's session (`eldorado_editor_model`):
//! panels return requests, the session carries them out and answers with
//! effects the window carries out; the map, the checks, the analysis and the
//! simulation are read through the session's document and its `Insights`.
//!
//! Module map:
//! - [`editor`]: the application — layout, requests in, effects out
//! - [`canvas`]: the course drawn as the session has it, gestures turned into
//!   requests, pan and zoom, hit-testing, the blockade chooser
//! - [`palette`], [`menu`], [`panels`]: the rest of the window
//! - [`game`]: the game view — a game watched or played on the course
//! - [`files`]: the system's file dialogs
//! - [`theme`]: egui colours from the shared [`eldorado_pictures::style`]

pub mod canvas;
pub mod editor;
pub mod files;
pub mod fonts;
pub mod game;
pub mod menu;
pub mod palette;
pub mod panels;
pub mod theme;

use std::io::Write as _;
use std::process::ExitCode;

use eframe::egui;

pub use editor::{EditorApp, StartOptions};
pub use eldorado_editor_model::{Notice, NoticeKind, Request, Start};

/// Names the settings folder (`~/.local/share/eldorado` on Linux).
pub const APP_ID: &str = "eldorado";

/// The editor's data folder (settings and autosaves), where eframe kept its
/// own: `$XDG_DATA_HOME/eldorado` or `~/.local/share/eldorado` on Linux,
/// `~/Library/Application Support/eldorado` on macOS, `%APPDATA%\eldorado\data`
/// on Windows. The editor reads and writes it itself (`persist`), never
/// through eframe's storage.
pub fn data_dir() -> Option<std::path::PathBuf> {
    use std::path::PathBuf;
    let home = std::env::home_dir();
    if cfg!(target_os = "macos") {
        home.map(|h| h.join("Library").join("Application Support").join(APP_ID))
    } else if cfg!(windows) {
        std::env::var_os("APPDATA").map(|a| PathBuf::from(a).join(APP_ID).join("data"))
    } else {
        std::env::var_os("XDG_DATA_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .or_else(|| home.map(|h| h.join(".local").join("share")))
            .map(|d| d.join(APP_ID))
    }
}

/// Opens the editor window on the last file, or the first official course.
pub fn run() -> ExitCode {
    run_on(Start::LastSession)
}

/// Opens the editor window on a given course.
pub fn run_on(start: Start) -> ExitCode {
    match open_window(start) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            // Not eprintln!: it panics when standard error is closed or full.
            let _ = writeln!(std::io::stderr(), "eldorado: cannot open the editor window: {why}");
            ExitCode::from(2)
        }
    }
}

/// Why the editor window could not open.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// No display to open it on (see [`no_display`]).
    #[error("{0}")]
    NoDisplay(&'static str),
    /// The window system refused it, in its own words without its source's places.
    #[error("{}", without_source_places(&.0.to_string()))]
    Refused(eframe::Error),
}

/// Opens the editor window on a given course until it closes, or says why
/// it could not open.
pub fn open_window(start: Start) -> Result<(), WindowError> {
    if let Some(why) = no_display() {
        return Err(WindowError::NoDisplay(why));
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_app_id(APP_ID)
            .with_title("El Dorado course studio")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([720.0, 480.0]),
        // Ctrl+C / X / V arrive as keys: the canvas copies and pastes pieces
        // whatever the system clipboard holds (egui's paste event comes only
        // when it holds text); text fields get them back as requests to the
        // system (`editor::text_clipboard_keys`).
        clipboard_shortcuts: false,
        ..Default::default()
    };
    let start = StartOptions {
        start,
        data_dir: data_dir(),
        file_dialogs: files::FileDialogs::Detect,
        language: None,
    };
    eframe::run_native(
        "El Dorado course studio",
        options,
        Box::new(move |cc| Ok(Box::new(EditorApp::new(cc, start)))),
    )
    .map_err(WindowError::Refused)
}

/// Why no window can open here, when that is known without trying: on
/// Linux and the BSDs, a window needs a Wayland or an X display.
pub fn no_display() -> Option<&'static str> {
    if cfg!(any(target_os = "macos", target_os = "windows")) {
        return None;
    }
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    (!set("WAYLAND_DISPLAY") && !set("WAYLAND_SOCKET") && !set("DISPLAY")).then_some(
        "there is no display: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set",
    )
}

/// A library's error without the places in its source it names ("os error
/// at /home/…/.cargo/registry/src/…/mod.rs:765: …"): a path on the machine
/// that built the program means nothing to the user.
fn without_source_places(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find(" at ") {
        let after = &rest[at + 4..];
        let token = after.split_whitespace().next().unwrap_or("");
        let is_place = token.ends_with(':')
            && token.contains(".rs:")
            && token
                .trim_end_matches(':')
                .rsplit(':')
                .next()
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if is_place {
            out.push_str(&rest[..at]);
            out.push(':');
            rest = &after[token.len()..];
        } else {
            out.push_str(&rest[..at + 4]);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_error_names_no_place_on_the_building_machine() {
        let said = "winit EventLoopError: os error at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/winit-0.30.13/src/platform_impl/linux/mod.rs:765: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set.";
        assert_eq!(
            without_source_places(said),
            "winit EventLoopError: os error: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set."
        );
        assert_eq!(without_source_places("look at the sky"), "look at the sky");
    }
}
