//! Design tools built on the core and the simulator, without a user interface.
//!
//! - [`edits`]: the single edits of a course (flip, swap, turn, move a piece;
//!   change a blockade; add or remove a cave), those that keep it playable, and
//!   a sentence for each.
//! - [`generate`]: courses generated to order, confirmed by the simulator.
//! - [`suggest`]: the single edits that fix a design-tip warning or move a
//!   course toward a requested difficulty.

pub mod edits;
pub mod generate;
pub mod suggest;
