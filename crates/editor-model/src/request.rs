//! What the panels ask the editor to do. Panels draw and return actions; the
//! editor applies them after drawing, so that each frame sees one consistent
//! course and every change goes through one place.

use std::path::PathBuf;

use super::commands::Edit;
use eldorado_core::course::Course;
use eldorado_core::export::Format;
use eldorado_core::interop::Client;

#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    Edit(Edit),
    Undo,
    Redo,
    /// Start an empty course.
    New,
    /// Ask for a file with the system dialog, then open it.
    OpenDialog,
    Open(PathBuf),
    OpenOfficial(&'static str),
    Save,
    SaveAsDialog,
    SaveAs(PathBuf),
    /// Open a course that is in no file (e.g. from a share code).
    OpenCourse(Box<Course>),
    /// Open a generated course as a new course; Undo goes back to the course
    /// that was open, history and all.
    OpenGenerated(Box<Course>),
    /// Ask for a path with the system dialog, then export to it.
    ExportDialog(Format),
    Export(Format, PathBuf),
    /// Ask for another program's course file with the system dialog, then import it.
    ImportDialog(Client),
    /// Open another program's course file as a new, unsaved course.
    Import(Client, PathBuf),
    /// Put the course's share code on the clipboard.
    CopyShareCode,
    /// Show the window where a share code is pasted.
    PasteShareCode,
    /// Deal a numbered blockade to every seam that may take one, as at setup.
    RandomBlockades,
    ClearBlockades,
    FitView,
    ShowHelp,
    Quit,
    Notify(Notice),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    Info,
    /// A placement or edit that was not allowed.
    Refused,
    /// Something failed (a file could not be read or written).
    Error,
}

/// A one-line message in the status bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

impl Notice {
    pub fn info(text: impl Into<String>) -> Self {
        Notice { kind: NoticeKind::Info, text: text.into() }
    }
    pub fn refused(text: impl Into<String>) -> Self {
        Notice { kind: NoticeKind::Refused, text: text.into() }
    }
    pub fn error(text: impl Into<String>) -> Self {
        Notice { kind: NoticeKind::Error, text: text.into() }
    }
}
