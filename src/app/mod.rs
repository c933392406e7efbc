//! The course editor (eframe/egui): the only part of the program that knows
//! egui. It edits a course through [`commands::Edit`]s, and reads the map, the
//! checks, the analysis and the simulation through [`insight`].
//!
//! Module map:
//! - [`editor`]: the application — layout, actions, files, settings, autosave
//! - [`document`], [`commands`], [`history`]: the open course, its edits, undo/redo
//! - [`insight`]: problems, overlays and notes shown about the course;
//!   [`from_analysis`] fills them from the course analysis
//! - [`canvas`]: drawing, pan and zoom, hit-testing, placing pieces, blockade menu
//! - [`palette`], [`menu`], [`panels`]: the rest of the window
//! - [`files`], [`persist`]: file dialogs; settings, recent files, autosave
//! - [`jobs`]: work on a worker thread with progress and cancel (the simulation)
//! - [`theme`]: egui colours from the shared [`crate::style`]

pub mod action;
pub mod canvas;
pub mod commands;
pub mod document;
pub mod editor;
pub mod files;
pub mod from_analysis;
pub mod history;
pub mod insight;
pub mod jobs;
pub mod menu;
pub mod palette;
pub mod panels;
pub mod persist;
pub mod theme;

use std::process::ExitCode;

use eframe::egui;

pub use action::{Action, Notice, NoticeKind};
pub use editor::{EditorApp, Start, StartOptions};

/// Names the settings folder (`~/.local/share/eldorado` on Linux).
pub const APP_ID: &str = "eldorado";

/// Opens the editor window on the last file, or the first official course.
pub fn run() -> ExitCode {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_app_id(APP_ID)
            .with_title("El Dorado course studio")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([720.0, 480.0]),
        ..Default::default()
    };
    let start = StartOptions { start: Start::LastSession, data_dir: eframe::storage_dir(APP_ID), file_dialogs: files::FileDialogs::Detect };
    match eframe::run_native("El Dorado course studio", options, Box::new(move |cc| Ok(Box::new(EditorApp::new(cc, start))))) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("eldorado: cannot open the editor window: {e}");
            ExitCode::from(2)
        }
    }
}
