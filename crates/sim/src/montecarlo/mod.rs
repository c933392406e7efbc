//! The Monte Carlo harness: plays many games of a course with bots on every
//! core ([`runner`]), gathers their statistics ([`stats`]) and tells one game
//! turn by turn ([`trace`]).

pub mod config;
pub mod notable;
pub mod official;
pub mod runner;
pub mod said;
pub mod stats;
mod tally;
pub mod trace;
pub mod usage;

pub use config::{ConfigError, SimConfig};
pub use official::{measured_standing, measured_standing_among_others};
pub use runner::{Progress, SimError, run, run_course};
pub use stats::SimResult;
pub use stats::{BotWayUsage, RouteUsage, WayUsage};
pub use usage::{Gates, Origin, Passed, Passings, WatchedChoice, WatchedWay};
