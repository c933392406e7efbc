//! Design tools built on the core and the simulator, without a user interface.
//!
//! - [`edits`]: the single edits of a course (flip, swap, turn, move a piece;
//!   change a blockade; add or remove a cave, in the course's own vocabulary,
//!   `eldorado_core::course::Edit`) that keep it playable.
//! - [`fairness`]: the seats' win rates explained (start spaces, turn order,
//!   stronger play) with the single edits that narrow an imbalance.
//! - [`generate`]: courses generated to order, confirmed by the simulator.
//! - [`make_real`]: the single edits that make a route choice real, measured.
//! - [`passings`]: one game's pieces followed across the gates, as a run
//!   follows them: the game view's ways taken, the trace's words.
//! - [`routes`]: the route choices, shortcuts and bends the simulator
//!   watches, and the one definition of a real route choice, judged by the games.
//! - [`run`]: one simulation of a course composed once (the analysis, the
//!   estimate, the watchlist, the run), handed back with what it watched.
//! - [`two_players`]: the two-player estimate, made by a few quick games
//!   (the static fit does not rank two-player courses well enough).
//! - [`suggest`]: the single edits that fix a design-tip warning or move a
//!   course toward a requested difficulty.
//!
//! The corpus the static difficulty model is fitted on, and the fit, are
//! offline work: they live in `tools/` (`eldorado-tools`).

pub mod action_words;
pub mod edits;
pub mod fairness;
pub mod generate;
pub mod make_real;
pub mod passings;
pub mod route_words;
pub mod routes;
pub mod run;
pub mod suggest;
pub mod tactics;
pub mod two_players;
