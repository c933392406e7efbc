//! Every outside format the studio reads or writes, one module each:
//!
//! - [`course_file`]: our own course file (versioned JSON), read with clear
//!   errors and written atomically, always to the same bytes;
//! - [`share_code`]: a whole course as one line of URL-safe text, and back;
//! - [`client_json`]: the course flattened for other programs, with its JSON
//!   Schema (write only);
//! - [`durango`] and [`shlomoalon`]: the course formats of two other El Dorado
//!   programs, read and written; what they cannot say is reported as a
//!   [`Loss`], a course they cannot hold is refused with a [`Refusal`];
//!   [`import`] reads either;
//! - [`embed`]: JSON made safe to paste into a web page's `<script>` element.
//! - [`game_record`]: one game of a course (the course, the seats, the seed
//!   and every action), read back by replaying it through the rules engine;
//! - [`json`]: the one set of rules every JSON file the program reads is read by;
//! - [`output_kind`]: what a file at an output path looks like, and whether a
//!   write may replace it (only an earlier output of the same kind).
//!
//! Pictures and the setup sheet are drawn by `eldorado-pictures`; the file
//! plumbing is `eldorado-files`.

mod chain;
pub mod client;
pub mod client_json;
pub mod course_file;
pub mod durango;
pub mod embed;
pub mod frame;
pub mod game_record;
pub mod import;
mod js_literal;
pub mod json;
pub mod loss;
pub mod output_kind;
pub mod reading;
pub mod share_code;
pub mod shlomoalon;

pub use client::Client;
pub use course_file::CourseError;
pub use import::{import, import_file};
pub use loss::{FinishFault, Loss, Refusal, Written};
pub use reading::{ImportError, Imported};
