//! The editor model's integration tests, one binary: the session without a
//! window, the game view's model, and the editor's own files on disk.

mod child;
mod game;
mod language;
mod message_ids;
mod own_files;
mod own_folder;
mod route_evidence;
mod saves;
mod session;
mod session_files;
mod tabs;
