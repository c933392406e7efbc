//! El Dorado course studio core: everything about a course that is not the
//! simulator or a user interface. The flow runs one way:
//!
//! [`hex`] → [`catalog`] → [`course`] → [`map`] → [`analysis`] and [`export`].
//!
//! The [`map`] is the one assembled board that the analysis, the simulator
//! (crate `eldorado-sim`) and the exporters read. [`interop`] reads the course
//! formats of other El Dorado programs (the exporters write them). [`style`]
//! holds the colours and symbol layout shared by pictures and the editor;
//! [`atomic_file`] is the one way a file is written, [`stream_file`] the one
//! way user input is read, and [`text`] holds the shared wording helpers.

pub mod analysis;
pub mod atomic_file;
pub mod catalog;
pub mod course;
pub mod export;
pub mod hex;
pub mod interop;
pub mod map;
pub mod stream_file;
pub mod style;
pub mod text;
