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
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_app_id(APP_ID)
            .with_title("El Dorado course studio")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([720.0, 480.0]),
        ..Default::default()
    };
    let start =
        StartOptions { start, data_dir: data_dir(), file_dialogs: files::FileDialogs::Detect };
    match eframe::run_native(
        "El Dorado course studio",
        options,
        Box::new(move |cc| Ok(Box::new(EditorApp::new(cc, start)))),
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Not eprintln!: it panics when standard error is closed or full.
            let _ = writeln!(std::io::stderr(), "eldorado: cannot open the editor window: {e}");
            ExitCode::from(2)
        }
    }
}
