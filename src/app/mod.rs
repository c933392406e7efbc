//! The course editor (eframe/egui): the only part of the program that knows
//! egui. It lays out the editor model's session (`eldorado_editor_model`):
//! panels return requests, the session carries them out and answers with
//! effects the window carries out; the map, the checks, the analysis and the
//! simulation are read through the session's document and its `Insights`.
//!
//! Module map:
//! - [`editor`]: the application — layout, requests in, effects out
//! - [`canvas`]: drawing, pan and zoom, hit-testing, the held piece, blockade menu
//! - [`palette`], [`menu`], [`panels`]: the rest of the window
//! - [`files`]: the system's file dialogs
//! - [`theme`]: egui colours from the shared [`eldorado_pictures::style`]

pub mod canvas;
pub mod editor;
pub mod files;
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
    let start = StartOptions {
        start,
        data_dir: eframe::storage_dir(APP_ID),
        file_dialogs: files::FileDialogs::Detect,
    };
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
