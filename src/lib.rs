//! The El Dorado course studio program: its egui editor ([`app`]) and its
//! command line ([`cli`]); the `eldorado` binary runs one or the other.
//! Everything the two show comes from the crates below them
//! (docs/architecture.md): the core, the analysis, the rules and the
//! simulator, the formats and pictures, the design assistant and the
//! editor's model (`eldorado-editor-model`, the editor without egui).

/// The egui editor. Only this module depends on egui.
pub mod app;
/// The command line: clap subcommands, each answering with an exit code or
/// one error, printed in one place.
pub mod cli;
