//! What the user asks the editor to do. The window turns clicks, keys and
//! drags into [`Request`]s and hands them to the [`crate::session::Session`],
//! which carries them out after the frame is drawn (so that every frame sees
//! one consistent course) and answers with effects for the window.

use std::path::PathBuf;

use super::changes::Change;
use super::game::GameRequest;
use eldorado_analysis::difficulty::Band;
use eldorado_core::catalog::SideId;
use eldorado_core::course::Course;
use eldorado_formats::Client;
use eldorado_pictures::export::Format;

/// One thing the user asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// Make a change (one undoable step).
    Edit(Change),
    /// Select exactly these pieces, by side id (none: clear the selection).
    Select(Vec<SideId>),
    /// Add this piece to the selection, or take it out (Shift+click).
    ToggleSelected(SideId),
    /// Add every piece with a space in the band between two opposite corners
    /// (fractional axial: points of the table, as the pointer gives them).
    SelectBand([(f32, f32); 2]),
    /// Turn the held pieces, or else the selected ones, one step (60°)
    /// clockwise or anticlockwise: one undoable step.
    TurnSelection {
        /// Clockwise (R), or anticlockwise (Shift+R).
        clockwise: bool,
    },
    /// Turn the held piece, or else the selected ones, over to their other
    /// side: one undoable step.
    FlipSelection,
    /// Take the selected pieces off the course: one undoable step.
    DeleteSelection,
    /// Copy the selected pieces (with their caves, the finish plate a board
    /// carries and the blockades on their seams).
    CopySelection,
    /// Copy the selected pieces, then take them off: one undoable step.
    CutSelection,
    /// Hold a new piece from the palette, by its side id.
    PickUpNew(SideId),
    /// Pick up the piece at this point (fractional axial): the whole
    /// selection when the piece is one of several selected, else that piece
    /// alone, which becomes the selection.
    PickUp((f32, f32)),
    /// The pointer holding pieces is at this point (fractional axial), or
    /// off the course (`None`): the ghost is judged there.
    DragTo(Option<(f32, f32)>),
    /// Put the held pieces down where the ghost is (or say why not).
    Drop,
    /// Put the held pieces back where they were.
    CancelDrag,
    /// Add this piece side where the course continues (its open end),
    /// selected; asked again right after, the next place it fits there.
    AttachAtEnd(SideId),
    /// The piece just added at the open end goes to the next place it fits there.
    NextEndPlace,
    /// Move the selected piece to the next flush place in a direction.
    MoveSelection(crate::attach::Heading),
    /// Take the last step back (past a generated course: close it).
    Undo,
    /// Make the last undone step again.
    Redo,
    /// Undo or redo until this many steps of the history are done (0: the
    /// course as opened): the history window's jump.
    HistoryTo(usize),
    /// Start an empty course.
    New,
    /// Ask for a course file, then open it.
    OpenDialog,
    /// Open a course file.
    Open(PathBuf),
    /// Open an official course by its id.
    OpenOfficial(&'static str),
    /// Save to the course's file, or ask where when it has none.
    Save,
    /// Ask where to save, then save there.
    SaveAsDialog,
    /// Save to a file and make it the course's file.
    SaveAs(PathBuf),
    /// Open a course that is in no file (e.g. from a share code).
    OpenCourse(Box<Course>),
    /// Open a generated course as a new course, with what the generator's
    /// confirmation measured; Undo goes back to the course that was open,
    /// history and all.
    OpenGenerated(Box<Course>, Measured),
    /// List what does not carry over (for another program), ask for a path,
    /// then export to it.
    ExportDialog(Format),
    /// Write an export of the course to a file.
    Export(Format, PathBuf),
    /// Ask for another program's course file, then import it.
    ImportDialog(Client),
    /// Open another program's course file as a new, unsaved course.
    Import(Client, PathBuf),
    /// The path asked for was not given (the dialog was cancelled).
    PathCancelled,
    /// The answer chosen to the question shown, by its index.
    Answer(usize),
    /// The question shown was cancelled (Cancel or Escape).
    Dismiss,
    /// The notice kept until read that the status bar shows was read (its OK).
    NoticeRead,
    /// Put the course's share code on the clipboard.
    CopyShareCode,
    /// Show the window where a share code is pasted.
    PasteShareCode,
    /// Deal a numbered blockade to every seam that may take one, as at setup.
    RandomBlockades,
    /// Take every blockade away.
    ClearBlockades,
    /// Find the single edits that fix a warning, or move the course toward a band.
    Suggest(Option<Band>),
    /// Make a suggestion from the list shown, by its place in the list.
    ApplySuggestion(usize),
    /// Show on the board what the suggestion at this place in the list would
    /// do (the pointer rests on it), or nothing (`None`: it left the list).
    PreviewSuggestion(Option<usize>),
    /// Put the copied pieces down on the course shown, snapped flush near
    /// this point (fractional axial: where the pointer is), or near where
    /// they lay (`None`): one step; they become the selection.
    Paste(Option<(f32, f32)>),
    /// Show (true) or close (false) the start page.
    StartPage(bool),
    /// Play the simulation panel's games on a worker thread.
    RunSimulation,
    /// Stop the running simulation; the games played are kept.
    CancelSimulation,
    /// Search for courses to the generator's order on a worker thread.
    Generate,
    /// Search, on a worker thread, for courses that complete the open course
    /// to the generator's order: its pieces stay exactly, only unused ones are added.
    Complete,
    /// Stop the search; the courses found are kept.
    CancelGeneration,
    /// Fit the whole course in the view.
    FitView,
    /// Show the list of shortcuts.
    ShowHelp,
    /// Speak this language from now on (View > Language): every text of
    /// the window switches at the next frame, and the choice is kept in the
    /// settings.
    SetLanguage(eldorado_messages::Lang),
    /// Close the editor (asking first about unsaved changes).
    Quit,
    /// Show the course open in the tab at this place of the tab bar.
    ShowTab(usize),
    /// Show the next tab (or the previous), round the end.
    NextTab {
        /// Toward the right.
        forward: bool,
    },
    /// Close the course open in the tab at this place (asking first about
    /// its unsaved work); the last one closed leaves an empty course.
    CloseTab(usize),
    /// Show a message in the status bar.
    Notify(Notice),
    /// Something of the game view: watch, play, step, open or save a game.
    Game(GameRequest),
}

impl Request {
    /// Whether the request throws the open course away, so that unsaved
    /// changes are asked about first.
    pub fn discards_work(&self) -> bool {
        matches!(self, Request::CloseTab(_) | Request::Quit)
    }
}

/// What kind of message a notice is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something done, for the record.
    Info,
    /// A placement or edit that was not allowed.
    Refused,
    /// Something failed (a file could not be read or written).
    Error,
}

/// A one-line message in the status bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// What kind of message.
    pub kind: NoticeKind,
    /// The sentence.
    pub text: String,
}

impl Notice {
    /// Something done.
    pub fn info(text: impl Into<String>) -> Self {
        Notice::new(NoticeKind::Info, text.into())
    }
    /// Something not allowed.
    pub fn refused(text: impl Into<String>) -> Self {
        Notice::new(NoticeKind::Refused, text.into())
    }
    /// Something that failed.
    pub fn error(text: impl Into<String>) -> Self {
        Notice::new(NoticeKind::Error, text.into())
    }
    /// A notice says what a file or the system gave it (a path, a parser's
    /// message) cut and escaped, however it was worded ([`crate::shown`]).
    fn new(kind: NoticeKind, text: String) -> Self {
        Notice { kind, text: crate::shown::sentence(&text) }
    }
}

/// What fast bots measured on a course: the mean finishing round of the games
/// that did not stall, with how many players.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    /// Mean finishing round.
    pub rounds: f64,
    /// Players of the games.
    pub players: u8,
}

impl Measured {
    /// What the generator's confirmation measured on a candidate.
    pub fn of(candidate: &eldorado_design::generate::Candidate) -> Measured {
        Measured { rounds: candidate.rounds, players: candidate.players }
    }
}
