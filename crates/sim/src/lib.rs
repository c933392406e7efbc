//! The embedded simulator: bots that play *The Quest for El Dorado* by its
//! rules (`eldorado-rules`), and a Monte Carlo harness that plays many games
//! of a course and judges them. Four rooms, each reading only the ones
//! before it:
//!
//! - [`plan`]: the bots' planning tables for a course (distances to El
//!   Dorado, cheapest routes and what they ask), made once per course;
//! - [`stall`]: what a position promises — whether a piece can ever reach
//!   El Dorado, and why a game the round cap stopped got nowhere;
//! - [`bots`]: players that choose among the legal actions;
//! - [`montecarlo`]: the runner, its statistics, the measured difficulty,
//!   the notable games and game traces.

pub mod bots;
pub mod montecarlo;
pub mod plan;
pub mod stall;

pub use bots::Bot;
pub use montecarlo::{Progress, SimConfig, SimError, SimResult, run, run_course};
pub use plan::Plan;
pub use stall::{Prospects, Stall, StallReason};

#[cfg(test)]
mod tests;
