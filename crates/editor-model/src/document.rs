//! The open course: what it is, where it came from, whether it is saved, its
//! history, and the map and insights rebuilt from it after every change.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::commands::Edit;
use super::history::History;
use super::insight::Insights;
use eldorado_core::course::Course;
use eldorado_core::map::{Assembly, Map};
use eldorado_formats::course_file;
use eldorado_formats::course_file::CourseError;

pub struct Document {
    course: Course,
    assembly: Assembly,
    insights: Insights,
    /// The file it is saved in; `None` for a new course or a built-in one.
    path: Option<PathBuf>,
    /// Shown in the title when there is no file.
    untitled_name: String,
    history: History,
    /// The history version that matches the file (or the course as opened).
    saved_version: Option<u64>,
    /// How long the last re-check took (assembly, checks and insights).
    check_time: Duration,
}

impl Document {
    /// A document for a course that is not in any file yet.
    pub fn unsaved(course: Course, untitled_name: impl Into<String>) -> Self {
        Self::build(course, None, untitled_name.into(), true)
    }

    /// A document for a course read from (or recovered for) `path`.
    pub fn from_file(course: Course, path: Option<PathBuf>, saved: bool) -> Self {
        let name = if course.name.is_empty() {
            "Untitled course".to_string()
        } else {
            course.name.clone()
        };
        Self::build(course, path, name, saved)
    }

    fn build(course: Course, path: Option<PathBuf>, untitled_name: String, saved: bool) -> Self {
        let history = History::default();
        let saved_version = saved.then(|| history.version());
        let mut doc = Document {
            assembly: Map::assemble(&Course::default()),
            insights: Insights::default(),
            course,
            path,
            untitled_name,
            history,
            saved_version,
            check_time: Duration::ZERO,
        };
        doc.recheck();
        doc
    }

    /// Reads a course file.
    pub fn open(path: &Path) -> Result<Self, CourseError> {
        let course = course_file::load(path)?;
        Ok(Self::from_file(course, Some(path.to_path_buf()), true))
    }

    /// Writes the course to `path` and makes it this document's file. A course
    /// file of a newer format there is refused ([`CourseError::WouldLoseNewer`]).
    pub fn save_as(&mut self, path: &Path) -> Result<(), CourseError> {
        course_file::save(&self.course, path)?;
        self.saved_to(path);
        Ok(())
    }

    /// Like [`Document::save_as`], but replaces a newer course file too: for
    /// after the user has agreed.
    pub fn save_over(&mut self, path: &Path) -> Result<(), CourseError> {
        course_file::save_over(&self.course, path)?;
        self.saved_to(path);
        Ok(())
    }

    fn saved_to(&mut self, path: &Path) {
        self.path = Some(path.to_path_buf());
        self.saved_version = Some(self.history.version());
    }

    /// Applies an edit, records it for undo and re-checks the course. An edit that
    /// changes nothing leaves no undo step.
    pub fn apply(&mut self, edit: Edit) -> Result<(), String> {
        let before = self.course.clone();
        let label = edit.label(&self.course);
        if let Err(e) = edit.apply(&mut self.course) {
            self.course = before;
            return Err(e);
        }
        if self.course == before {
            return Ok(());
        }
        self.history.record(edit, label, before);
        self.recheck();
        Ok(())
    }

    pub fn undo(&mut self) -> bool {
        match self.history.undo(&self.course) {
            Some(c) => {
                self.course = c;
                self.recheck();
                true
            }
            None => false,
        }
    }

    pub fn redo(&mut self) -> bool {
        match self.history.redo(&self.course) {
            Some(c) => {
                self.course = c;
                self.recheck();
                true
            }
            None => false,
        }
    }

    fn recheck(&mut self) {
        let t = Instant::now();
        self.assembly = Map::assemble(&self.course);
        self.insights = super::from_analysis::compute(&self.assembly);
        self.check_time = t.elapsed();
    }

    pub fn course(&self) -> &Course {
        &self.course
    }
    pub fn assembly(&self) -> &Assembly {
        &self.assembly
    }
    pub fn map(&self) -> &Map {
        &self.assembly.map
    }
    pub fn insights(&self) -> &Insights {
        &self.insights
    }
    pub fn insights_mut(&mut self) -> &mut Insights {
        &mut self.insights
    }
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }
    pub fn history(&self) -> &History {
        &self.history
    }
    pub fn check_time(&self) -> Duration {
        self.check_time
    }
    /// Changed since it was opened or saved.
    pub fn is_dirty(&self) -> bool {
        self.saved_version != Some(self.history.version())
    }
    /// A version number that changes with every edit, undo and redo.
    pub fn version(&self) -> u64 {
        self.history.version()
    }

    /// The file name, or the course's name when there is no file.
    pub fn display_name(&self) -> String {
        match &self.path {
            Some(p) => p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| p.display().to_string()),
            None => self.untitled_name.clone(),
        }
    }

    /// The window title: file name, a star for unsaved changes, the program.
    pub fn window_title(&self) -> String {
        let star = if self.is_dirty() { "*" } else { "" };
        format!("{star}{} — El Dorado course studio", self.display_name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn dirty_follows_edits_undo_and_save() {
        let dir = tempfile::tempdir().unwrap();
        let mut d = Document::unsaved(official::default_course(), "First course");
        assert!(!d.is_dirty(), "an official course opens clean");
        d.apply(Edit::Flip { index: 1 }).unwrap();
        assert!(d.is_dirty());
        assert!(d.window_title().starts_with("*First course"));
        assert!(d.undo());
        assert!(!d.is_dirty(), "undo back to the opened course is clean");
        assert!(d.redo());
        let path = dir.path().join("mine.json");
        d.save_as(&path).unwrap();
        assert!(!d.is_dirty());
        assert_eq!(d.window_title(), "mine.json — El Dorado course studio");
        assert!(d.undo());
        assert!(d.is_dirty(), "the file holds the flipped course");
        let reopened = Document::open(&path).unwrap();
        assert!(reopened.course().placement("D").is_some());
    }

    #[test]
    fn every_edit_rechecks_the_course() {
        let mut d = Document::unsaved(official::default_course(), "First course");
        assert!(d.assembly().is_valid());
        let k = d.course().pieces.iter().position(|p| p.piece == "K").unwrap();
        d.apply(Edit::Move {
            index: k,
            piece: "K".into(),
            rotation: eldorado_core::hex::Rotation::ZERO,
            origin: eldorado_core::hex::Hex::new(30, 0),
            carry: None,
        })
        .unwrap();
        assert!(!d.assembly().is_valid());
        assert!(d.insights().errors() > 0);
        assert!(d.undo());
        assert!(d.assembly().is_valid());
        assert_eq!(d.insights().errors(), 0);
    }

    #[test]
    fn an_edit_that_changes_nothing_leaves_no_step() {
        let mut d = Document::unsaved(official::default_course(), "First course");
        let between = ["B".to_string(), "C".to_string()];
        let current = d.course().blockade_between("B", "C");
        d.apply(Edit::SetBlockade { between, choice: current }).unwrap();
        assert!(d.history().undo_label().is_none());
        assert!(!d.is_dirty());
    }
}
