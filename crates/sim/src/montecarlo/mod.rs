//! The Monte Carlo harness: plays many games of a course with bots on every
//! core ([`runner`]), gathers their statistics ([`stats`]) and tells one game
//! turn by turn ([`trace`]).

pub mod runner;
pub mod stats;
pub mod trace;

pub use runner::{Control, SimConfig, SimError, run, run_course};
pub use stats::SimResult;
