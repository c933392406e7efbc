//! The El Dorado course studio program: its egui editor ([`app`]). The command
//! line lives beside it in the `eldorado` binary (`src/cli`). Everything the
//! two show comes from the crates below them:
//!
//! - `eldorado-core`: hex geometry, the piece catalog, courses, the assembled
//!   map, the analysis and the exporters;
//! - `eldorado-sim`: the rules engine, bots and Monte Carlo harness;
//! - `eldorado-editor-model`: the editor's document, commands, undo history,
//!   placing, insights, autosave and jobs, without egui.

/// The egui editor. Only this module (and the binary) depend on egui.
pub mod app;
