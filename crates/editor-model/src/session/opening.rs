//! Opening a course file without freezing the window. A regular file is read
//! at once: its read is bounded (at most a course file's size, from a disk).
//! Anything else under the name — a FIFO, a device, a link to one — may keep
//! a reader waiting (a FIFO until a program writes to it, at most
//! `stream_file::PATIENCE`), so it is read on a worker thread while the
//! window goes on, with a notice that says so; the course opens when it
//! arrives, or the notice says why it did not. The same holds for the file
//! the editor opens by itself at start-up (the last one open).

use std::path::{Path, PathBuf};

use super::{Session, Start};
use crate::document::{Document, Stamp};
use crate::jobs::{Job, JobEnd};
use crate::persist::Settings;
use crate::request::Notice;
use crate::shown;
use eldorado_core::course::{Course, official};
use eldorado_formats::{CourseError, course_file};
use eldorado_messages::{Lang, text, text_with};

/// A course file being read on a worker thread.
pub(super) struct Opening {
    path: PathBuf,
    /// The course shown when the reading began: if it changes meanwhile,
    /// the file's course does not replace it unasked.
    stamp: Stamp,
    job: Job<Result<Course, CourseError>>,
}

/// Whether `path` can be read at once without waiting on anything: a
/// regular file, or nothing (whose error is said at once).
pub(super) fn reads_at_once(path: &Path) -> bool {
    match std::fs::metadata(path) {
        Ok(m) => m.is_file(),
        Err(_) => true,
    }
}

/// The course the editor starts on, and what start-up found.
pub(super) struct AtStart {
    pub doc: Document,
    /// Why the file to open could not be.
    pub notice: Option<Notice>,
    /// A file whose reading may wait (a FIFO), read once the window is up.
    pub later: Option<PathBuf>,
    /// The start page is shown: the first run, or a last session on no file.
    pub start_page: bool,
    /// The course is the editor's own choice (no course was named, or the
    /// one named could not be opened): the first course opened replaces it.
    pub placeholder: bool,
}

/// The course `start` names, in `lang`.
pub(super) fn at_start(start: Start, settings: &Settings, lang: Lang) -> AtStart {
    let last_file = settings.last_file.clone().filter(|p| p.exists());
    let start_page = start == Start::LastSession && last_file.is_none();
    let mut notice = None;
    let mut later = None;
    let placeholder =
        matches!(start, Start::Empty) || (start == Start::LastSession && last_file.is_none());
    let mut open_at_start = |p: &Path, notice: &mut Option<Notice>| {
        if reads_at_once(p) {
            open_or_default(lang, p, notice)
        } else {
            later = Some(p.to_path_buf());
            official_document(lang, official::DEFAULT_COURSE)
        }
    };
    let doc = match start {
        Start::Empty => empty_document(lang),
        Start::Official(id) => official_document(lang, id),
        Start::File(p) => open_at_start(&p, &mut notice),
        Start::Course(c) => {
            let name = c.name.clone();
            Document::unsaved_in(lang, *c, name)
        }
        Start::LastSession => match last_file {
            Some(p) => open_at_start(&p, &mut notice),
            None => official_document(lang, official::DEFAULT_COURSE),
        },
    };
    // A file that could not be opened leaves the default course, the
    // editor's own choice; one read later (a FIFO) replaces it when it comes.
    let placeholder = placeholder || notice.is_some() || later.is_some();
    AtStart { doc, notice, later, start_page, placeholder }
}

pub(super) fn empty_document(lang: Lang) -> Document {
    let name = text(lang, "editor-untitled-course");
    Document::unsaved_in(lang, Course { name: name.clone(), ..Course::default() }, name)
}

/// An official course, named and described in `lang` (the rulebook's
/// French names in French); it is known as official by its layout alone.
fn official_document(lang: Lang, id: &str) -> Document {
    let mut course = official::course(id).unwrap_or_else(official::default_course);
    course.notes = crate::words::course_notes(lang, &course.name, &course.notes);
    course.name = crate::words::course_name(lang, &course.name);
    let name = course.name.clone();
    Document::unsaved_in(lang, course, name)
}

fn open_or_default(lang: Lang, path: &Path, notice: &mut Option<Notice>) -> Document {
    Document::open_in(lang, path).unwrap_or_else(|e| {
        *notice = Some(Notice::error(open_error(lang, path, &e)));
        official_document(lang, official::DEFAULT_COURSE)
    })
}

impl Session {
    /// A new, empty course.
    pub(super) fn open_new(&mut self) {
        self.open_doc(empty_document(self.lang));
    }

    /// An official course by its id.
    pub(super) fn open_official(&mut self, id: &str) {
        self.open_doc(official_document(self.lang, id));
    }

    /// A course from a share code, in no file yet.
    pub(super) fn open_shared(&mut self, course: Course) {
        let name = course.name.clone();
        self.open_doc(Document::unsaved_in(self.lang, course, name));
        self.notices.last = Some(Notice::info(self.say("editor-notice-opened-share-code", &[])));
    }

    /// Opens a course file: at once, or on a worker thread when reading it
    /// may wait (a FIFO, a device; see [`super::opening`]).
    pub(super) fn open(&mut self, path: &Path) {
        // A file open in a tab already is shown there: two tabs editing one
        // file would save over each other.
        if let Some(i) = self.tab_holding(path) {
            let _ = self.show_tab(i);
            return;
        }
        if !reads_at_once(path) {
            self.open_in_background(path);
            return;
        }
        match Document::open_in(self.lang, path) {
            Ok(doc) => {
                self.open_doc(doc);
                self.files.settings.add_recent(path);
                self.files.settings.last_file = Some(path.to_path_buf());
            }
            Err(e) => {
                if !path.exists() {
                    self.files.settings.forget_recent(path);
                }
                self.notices.last = Some(Notice::error(open_error(self.lang, path, &e)));
            }
        }
    }

    /// The file being opened on a worker thread, if any.
    pub fn opening(&self) -> Option<&Path> {
        self.files.opening.as_ref().map(|o| o.path.as_path())
    }

    /// Reads `path` on a worker thread (see the module comment).
    pub(super) fn open_in_background(&mut self, path: &Path) {
        let kind = match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => "folder",
            Ok(m) if is_fifo(&m) => "fifo",
            _ => "other",
        };
        let owned = path.to_path_buf();
        let job = Job::spawn(self.repaint.clone(), move |_| Some(course_file::load(&owned)));
        self.notices.last = Some(Notice::info(self.say(
            "editor-notice-opening-slow",
            &[("path", shown::path(path).into()), ("kind", kind.into())],
        )));
        self.files.opening =
            Some(Opening { path: path.to_path_buf(), stamp: self.doc.stamp(), job });
    }

    /// Opens the course read on the worker once it has arrived.
    pub(super) fn opening_tick(&mut self) -> bool {
        let Some(opening) = &mut self.files.opening else { return false };
        let Some(end) = opening.job.poll() else { return false };
        let Some(Opening { path, stamp, .. }) = self.files.opening.take() else { return false };
        let shown = shown::path(&path);
        match end {
            JobEnd::Finished(Ok(course)) if stamp == self.doc.stamp() => {
                self.open_doc(Document::from_file_in(self.lang, course, Some(path.clone()), true));
                self.files.settings.add_recent(&path);
                self.files.settings.last_file = Some(path);
            }
            JobEnd::Finished(Ok(_)) => {
                self.notices.last = Some(Notice::refused(
                    self.say("editor-notice-read-too-late", &[("path", shown.into())]),
                ));
            }
            JobEnd::Finished(Err(e)) => {
                self.notices.last = Some(Notice::error(open_error(self.lang, &path, &e)));
            }
            JobEnd::Cancelled | JobEnd::Failed(_) => {
                self.notices.last = Some(Notice::error(
                    self.say("editor-notice-cannot-open", &[("path", shown.into())]),
                ));
            }
        }
        true
    }
}

#[cfg(unix)]
fn is_fifo(m: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt;
    m.file_type().is_fifo()
}

#[cfg(not(unix))]
fn is_fifo(_: &std::fs::Metadata) -> bool {
    false
}

/// One sentence for a file that cannot be opened, in the language's words;
/// it names the file once.
pub(super) fn open_error(lang: Lang, path: &Path, e: &CourseError) -> String {
    text_with(
        lang,
        "editor-notice-cannot-open-why",
        &[("path", shown::path(path).into()), ("why", course_file::said::cause(lang, e).into())],
    )
}
