//! Exports for people and for other programs:
//!
//! - [`client_json`]: the course flattened into spaces, neighbours and seams, with a
//!   JSON Schema generated from its types ([`schema`], `docs/client-course-format.md`);
//! - [`picture`]: SVG and PNG pictures drawn headless, with optional overlays
//!   ([`overlay`]: routes, a heat map);
//! - [`sheet`]: a printable setup sheet;
//! - [`share_code`]: a whole course as one line of URL-safe text, and back.
//!
//! Nothing here draws on screen or needs system fonts; the lettering is embedded.

pub mod client_json;
pub mod overlay;
pub mod picture;
pub mod schema;
pub mod setup;
pub mod share_code;
pub mod sheet;
mod svg;

pub use client_json::{ClientCourse, client_course};
pub use overlay::{HeatOverlay, HeatValue, Overlays, RouteOverlay};
pub use picture::{Picture, PictureOptions, PictureSize, png, svg};
pub use share_code::ShareCodeError;
pub use sheet::sheet;

use crate::map::Problem;

/// Why an export could not be made. Each message is one sentence.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error("the course is not valid ({} problem{})", .0.len(), if .0.len() == 1 { "" } else { "s" })]
    Invalid(Vec<Problem>),
    #[error("{0}")]
    Size(String),
    #[error("{0}")]
    Render(String),
    #[error(transparent)]
    ShareCode(#[from] ShareCodeError),
}
