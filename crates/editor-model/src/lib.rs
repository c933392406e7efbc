//! The course editor's model, without egui: what the editor edits, shows and
//! does, testable without a window. The egui editor (package `eldorado`,
//! `src/app`) lays out what the [`Session`] provides, sends it the user's
//! [`Request`]s and carries out the [`WindowEffect`]s it answers with.
//!
//! - [`session`]: every request carried out — edits, undo past a generated
//!   course, the open/save/import/export flows and their questions, the
//!   simulation, the generator and the suggestions, autosave and settings
//! - [`document`], [`changes`], [`history`]: the open course, its changes
//!   (the course's own edits and the editor's gestures), undo/redo
//! - [`selection`]: the selected pieces, by side id, that Turn, Flip, Delete,
//!   Cut and Copy act on from the menus, the keys and the wheel alike
//! - [`drag`]: pieces held under the pointer, their ghost and their drop;
//!   [`placing`]: where one held piece snaps and whether it may land;
//!   [`group`]: the same for several pieces moved, turned, deleted or pasted
//!   as one step
//! - [`attach`]: a piece added at the course's open end, each place it
//!   fits there in turn; a placed piece moved to the next flush place by key
//! - [`clipboard`]: pieces copied with their caves and blockades
//! - [`preview`]: a suggestion tried on a copy of the course, drawn on hover before it is made
//! - [`start_page`]: the official courses with their difficulty, for the start page
//! - [`insight`]: the problems, overlays and notes shown about the course, filled
//!   from the checks and the analysis by [`from_analysis`]
//! - [`request`]: what the window asks the session to do
//! - [`persist`]: settings, recent files and the autosave
//! - [`shown`]: texts from files and the system, cut and escaped as the editor shows them
//! - [`jobs`]: long work (the simulation, the generator) on a worker thread
//!   with progress and cancel

pub mod attach;
pub mod changes;
pub mod clipboard;
pub mod document;
pub mod drag;
pub mod fairness_evidence;
pub mod from_analysis;
pub mod game;
pub mod group;
pub mod history;
pub mod insight;
pub mod jobs;
pub mod message_ids;
pub mod persist;
pub mod placing;
pub mod preview;
pub mod request;
pub mod route_evidence;
pub mod selection;
pub mod session;
pub mod shown;
pub mod start_page;
pub mod steps;
pub mod words;

pub use request::{Measured, Notice, NoticeKind, Request};
pub use session::{Session, Start, TabId, TabLabel, WindowEffect};
