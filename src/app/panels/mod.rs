//! The panels around the canvas. Each reads the session and returns requests
//! (or changes only its own view state); none edits the course directly.

pub mod complete;
pub mod generate;
pub mod help;
pub mod history;
pub mod path_dialog;
pub mod problems;
pub mod properties;
pub mod question;
pub mod share;
pub mod simulation;
pub mod start_page;
pub mod status;
pub mod suggestions;
pub mod tab_bar;
