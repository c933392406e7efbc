//! Design tools built on the core and the simulator, without a user interface.
//!
//! - [`edits`]: the single edits of a course (flip, swap, turn, move a piece;
//!   change a blockade; add or remove a cave, in the course's own vocabulary,
//!   `eldorado_core::course::Edit`) that keep it playable.
//! - [`generate`]: courses generated to order, confirmed by the simulator.
//! - [`suggest`]: the single edits that fix a design-tip warning or move a
//!   course toward a requested difficulty.
//! - [`corpus`]: the seeded corpus of variants of the official courses, each
//!   simulated with four fast bots, that the static difficulty model is fitted on.
//! - [`fit`]: the fit of the model's constants and how well it agrees.

pub mod corpus;
pub mod edits;
pub mod fit;
pub mod generate;
pub mod suggest;
