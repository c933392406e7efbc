//! The course editor's model, without egui: what the editor edits and shows,
//! testable without a window. The egui editor (package `eldorado`, `src/app`)
//! draws it and turns clicks into [`Action`]s and [`commands::Edit`]s.
//!
//! - [`document`], [`commands`], [`history`]: the open course, its edits, undo/redo
//! - [`placing`]: a piece held over the course — where it snaps and whether it may land
//! - [`insight`]: the problems, overlays and notes shown about the course, filled
//!   from the checks and the analysis by [`from_analysis`]
//! - [`action`]: what the panels ask the editor to do
//! - [`persist`]: settings, recent files and the autosave
//! - [`jobs`]: long work (the simulation) on a worker thread with progress and cancel

pub mod action;
pub mod commands;
pub mod document;
pub mod from_analysis;
pub mod history;
pub mod insight;
pub mod jobs;
pub mod persist;
pub mod placing;

pub use action::{Action, Notice, NoticeKind};
