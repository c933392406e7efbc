//! ShlomoAlon's course object (ShlomoAlon/el-dorado, `docs/clients.md`): `p`
//! (the boards as `[letter, q, r, rotation]` from the start board on), `e` (the
//! middle finishing space) and `s` (`"j"` or `"w"`, the finish side), read as
//! JSON or as the JavaScript literal of its course list, and written as JSON.

pub mod boards;
pub mod check;
mod finish;
pub mod order;
pub mod own_boards;
mod read;
mod write;

pub use finish::{derived_spaces, plate_rotation};
pub use read::read;
pub use write::write;

/// The finish sides: (ShlomoAlon's letter, our side).
pub const FINISH_SIDES: [(&str, &str); 2] = [("j", "finish-jungle"), ("w", "finish-river")];
