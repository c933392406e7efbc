//! El Dorado course studio: build, check, analyse, simulate and export courses
//! for Reiner Knizia's *The Quest for El Dorado*.
//!
//! The flow runs one way: [`catalog`] → [`course`] → [`map`] → analysis, simulator
//! and export. The core knows nothing of the editor's user interface.

pub mod analysis;
pub mod atomic_file;
pub mod catalog;
pub mod course;
pub mod export;
pub mod hex;
pub mod map;
pub mod sim;
pub mod style;

/// The egui editor. Only this module depends on egui.
pub mod app;
