//! El Dorado course studio core: the pieces of the game and what a course is
//! made of, with no files, no analysis, no simulator and no user interface.
//! The flow runs one way:
//!
//! [`hex`] → [`catalog`] → [`course`] → [`map`]
//!
//! The [`map`] is the one assembled board that the analysis (crate
//! `eldorado-analysis`), the rules (`eldorado-rules`) and the formats
//! (`eldorado-formats`, `eldorado-pictures`) read. [`text`] holds the wording
//! helpers every message uses, [`rating`] the one scale of difficulty
//! (rounds, score, band) that the static estimate and a simulation's
//! measurement are both read on.

pub mod catalog;
pub mod course;
pub mod hex;
pub mod map;
pub mod progress;
pub mod rating;
pub mod text;
