//! The design assistant's integration tests, one binary: generating courses
//! to order, completing a begun course, and the difficulty fit's sample.

mod complete;
mod fit_sample;
mod generate;
