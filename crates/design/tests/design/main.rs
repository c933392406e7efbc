//! The design assistant's integration tests, one binary: generating courses
//! to order, completing a begun course, the difficulty fit's sample, and
//! the market tables of the analysis and the rules agreeing.

mod complete;
mod fit_sample;
mod generate;
mod market;
mod passing;
mod record_sides;
mod routes;
mod tactics;
mod two_players;
