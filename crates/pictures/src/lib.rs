//! Pictures of a course and the one export dispatch:
//!
//! - [`picture`]: SVG and PNG pictures drawn headless, with optional overlays
//!   ([`overlay`]: routes, a heat map);
//! - [`sheet`]: the printable setup sheet, A4 or Letter, and [`pdf`]: the same
//!   sheet as a PDF (svg2pdf);
//! - [`style`]: the colours and symbol layout shared by pictures and the editor;
//! - [`export`]: every output format behind one call, with what the other
//!   programs' formats cannot keep.
//!
//! This is the only crate that draws (and so the only one that depends on
//! resvg and svg2pdf); nothing here draws on screen or needs system fonts, the lettering
//! is embedded.

pub mod export;
pub mod fonts;
pub mod overlay;
pub mod pdf;
pub mod picture;
pub mod sheet;
pub mod style;
mod svg;
pub mod words;

pub use export::{ExportError, ExportOptions, Exported, Format, export, export_bytes, export_file};
pub use overlay::{HeatOverlay, HeatValue, Overlays, RouteOverlay};
pub use picture::{Picture, PictureSize, png, svg};
pub use sheet::{Paper, sheet_in};
