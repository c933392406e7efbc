//! The editor driven as a user drives it, through egui_kittest's harness:
//! clicks by label, keys, drags, and what is shown. One test binary.

mod at_the_table;
mod canvas;
mod design;
mod french;
mod french_editor;
mod french_errors;
mod french_findings;
mod french_game;
mod game;
mod harness;
mod newcomer;
mod own_folder;
mod painted;
mod round_four;
mod route_evidence;
mod tabs;
mod tactics;
