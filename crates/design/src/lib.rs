//! The design assistant: courses generated to order ([`generate`]).
//! It reads the core's catalog, course rules and analysis and confirms with the
//! simulator; it knows nothing of any user interface.

pub mod generate;
