//! The open course: what it is, where it came from, whether it is saved, its
//! history, and the map and insights rebuilt from it after every change.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::changes::Change;
use super::history::History;
use super::insight::Insights;
use eldorado_core::course::{Course, EditError};
use eldorado_core::map::{Assembly, Map};
use eldorado_formats::course_file;
use eldorado_formats::course_file::CourseError;
use eldorado_messages::Lang;

/// Which course something was made from: a document and the version of its
/// course. Whatever is derived from a course (suggestions, a simulation, a
/// held piece's verdict) keeps the stamp of the course it was made from, and
/// is current only while the document shows that course.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stamp {
    document: u64,
    version: u64,
}

impl Stamp {
    /// Whether both stamps are of one document (any of its versions): an
    /// edit or an undo keeps the document, an open or a new course does not.
    pub fn same_document(self, other: Stamp) -> bool {
        self.document == other.document
    }
}

/// Numbers documents, so that two documents never share a stamp.
static NEXT_DOCUMENT: AtomicU64 = AtomicU64::new(1);

/// A change already made on a copy of the course, with the map that copy
/// assembles to: a held piece's ghost is judged this way, and when the piece
/// is put down the document takes the result as it is, without assembling
/// the map again (if it still shows the course the change was tried on).
#[derive(Debug, Clone)]
pub struct Prepared {
    stamp: Stamp,
    change: Change,
    label: String,
    course: Course,
    assembly: Assembly,
}

impl Prepared {
    /// Makes `change` on a copy of the document's course and assembles it:
    /// one map.
    pub fn new(doc: &Document, change: Change) -> Result<Prepared, EditError> {
        let mut course = doc.course.clone();
        change.apply(&mut course)?;
        let assembly = Map::assemble(&course);
        let label = change.label_in(doc.lang, &doc.course);
        Ok(Prepared { stamp: doc.stamp(), change, label, course, assembly })
    }
    /// The same change under another label for the Edit menu ("turn 3 pieces").
    pub fn relabelled(self, label: String) -> Prepared {
        let change = match self.change {
            Change::Batch { edits, .. } => Change::Batch { label: label.clone(), edits },
            Change::Named { edit, .. } => Change::Named { label: label.clone(), edit },
            Change::Edit(edit) => Change::Named { label: label.clone(), edit },
            other => other,
        };
        Prepared { change, label, ..self }
    }
    /// The change.
    pub fn change(&self) -> &Change {
        &self.change
    }
    /// The course with the change made.
    pub fn course(&self) -> &Course {
        &self.course
    }
    /// That course assembled.
    pub fn assembly(&self) -> &Assembly {
        &self.assembly
    }
    /// The course the change was tried on.
    pub fn stamp(&self) -> Stamp {
        self.stamp
    }
}

impl Eq for Prepared {}

/// A change ready to be made: tried on the course beforehand (its map
/// assembled: making it builds none), or to be made afresh.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ready {
    /// Tried on the course, with the map it assembles to.
    Tried(Arc<Prepared>),
    /// Not tried: made as [`Document::apply`] makes a change.
    Untried(Change),
}

impl Ready {
    /// The change.
    pub fn change(&self) -> &Change {
        match self {
            Ready::Tried(p) => p.change(),
            Ready::Untried(c) => c,
        }
    }
}

impl PartialEq for Prepared {
    /// The same change tried on the same course makes the same course and map.
    fn eq(&self, other: &Self) -> bool {
        self.stamp == other.stamp && self.change == other.change
    }
}

/// The open course and everything kept about it.
pub struct Document {
    id: u64,
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
    /// The language its insights and the undo steps it records are worded in.
    lang: Lang,
}

impl Document {
    /// A document for a course that is not in any file yet, its insights
    /// worded in `lang` from the start (analysed once, not once per language).
    pub fn unsaved_in(lang: Lang, course: Course, untitled_name: impl Into<String>) -> Self {
        Self::build(lang, course, None, untitled_name.into(), true)
    }

    /// A course brought in from another program: in no file yet and unsaved,
    /// so that opening another course asks first and it is autosaved.
    pub fn imported(lang: Lang, course: Course, untitled_name: impl Into<String>) -> Self {
        Self::build(lang, course, None, untitled_name.into(), false)
    }

    /// A document for a course read from (or recovered for) `path`, worded
    /// in `lang`.
    pub fn from_file_in(lang: Lang, course: Course, path: Option<PathBuf>, saved: bool) -> Self {
        let name = if course.name.is_empty() {
            "Untitled course".to_string()
        } else {
            course.name.clone()
        };
        Self::build(lang, course, path, name, saved)
    }

    fn build(
        lang: Lang,
        course: Course,
        path: Option<PathBuf>,
        untitled_name: String,
        saved: bool,
    ) -> Self {
        let history = History::default();
        let saved_version = saved.then(|| history.version());
        let assembly = Map::assemble(&course);
        let mut doc = Document {
            id: NEXT_DOCUMENT.fetch_add(1, Ordering::Relaxed),
            assembly,
            insights: Insights::default(),
            course,
            path,
            untitled_name,
            history,
            saved_version,
            check_time: Duration::ZERO,
            lang,
        };
        doc.analyse(Instant::now());
        doc
    }

    /// Reads a course file, its insights worded in `lang`.
    pub fn open_in(lang: Lang, path: &Path) -> Result<Self, CourseError> {
        let course = course_file::load(path)?;
        Ok(Self::from_file_in(lang, course, Some(path.to_path_buf()), true))
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

    /// Makes a change, records it for undo and re-checks the course (one
    /// map). A change that cannot be made is refused and changes nothing; one
    /// that changes nothing leaves no undo step.
    pub fn apply(&mut self, change: Change) -> Result<(), EditError> {
        let mut after = self.course.clone();
        change.apply(&mut after)?;
        if after == self.course {
            return Ok(());
        }
        let label = change.label_in(self.lang, &self.course);
        let before = std::mem::replace(&mut self.course, after);
        self.history.record(change, label, before);
        self.recheck();
        Ok(())
    }

    /// Makes a change tried beforehand ([`Prepared`]), taking its course and
    /// map as they are: no map is assembled. If the document has changed since
    /// it was tried, the change is made afresh as by [`Document::apply`].
    pub fn apply_prepared(&mut self, prepared: Prepared) -> Result<(), EditError> {
        if prepared.stamp != self.stamp() {
            return self.apply(prepared.change);
        }
        if prepared.course == self.course {
            return Ok(());
        }
        let started = Instant::now();
        let before = std::mem::replace(&mut self.course, prepared.course);
        self.history.record(prepared.change, prepared.label, before);
        self.assembly = prepared.assembly;
        self.analyse(started);
        Ok(())
    }

    /// Makes a change as it is ready: a tried one without assembling the map
    /// again, an untried one as [`Document::apply`] does.
    pub fn make(&mut self, ready: Ready) -> Result<(), EditError> {
        match ready {
            Ready::Tried(p) => self.apply_prepared(Arc::unwrap_or_clone(p)),
            Ready::Untried(change) => self.apply(change),
        }
    }

    /// Steps back one change; false when there is nothing to undo.
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

    /// Undoes or redoes steps until `done` steps of the history are done
    /// (0: the course as opened), re-checking the course once; false when
    /// that is where it stands already.
    pub fn go_to_step(&mut self, done: usize) -> bool {
        let done = done.min(self.history.steps().len());
        let mut moved = false;
        while self.history.done() > done {
            let Some(c) = self.history.undo(&self.course) else { break };
            self.course = c;
            moved = true;
        }
        while self.history.done() < done {
            let Some(c) = self.history.redo(&self.course) else { break };
            self.course = c;
            moved = true;
        }
        if moved {
            self.recheck();
        }
        moved
    }

    /// Makes an undone change again; false when there is nothing to redo.
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

    /// Assembles the course (the one map per change) and analyses it.
    fn recheck(&mut self) {
        let started = Instant::now();
        self.assembly = Map::assemble(&self.course);
        self.analyse(started);
    }

    /// The side id of the piece at `hex`: the piece of the space there, or
    /// the finish plate whose El Dorado (its golden city, no space of the
    /// course) covers it — a click on El Dorado means the plate.
    pub fn piece_at(&self, hex: eldorado_core::hex::Hex) -> Option<&str> {
        let map = self.map();
        if let Some(space) = map.space_at(hex) {
            return Some(&map.piece(space.piece).id);
        }
        self.course.pieces.iter().find_map(|p| {
            let side = p.side()?;
            side.city_footprint.iter().any(|&l| p.to_world(l) == hex).then_some(p.piece.as_str())
        })
    }

    /// The language its insights and undo steps are worded in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Words the insights in `lang` from now on (the session's language),
    /// and the undo steps recorded from now on (those before keep their words).
    pub fn set_lang(&mut self, lang: Lang) {
        if lang != self.lang {
            self.lang = lang;
            let layers = std::mem::take(&mut self.insights.overlays);
            // The same course worded again: its analysis is kept.
            let known = self.insights.watched.take();
            self.insights = super::from_analysis::compute_with(&self.assembly, known, self.lang);
            // The simulation's layers are kept: they are the run's, not the analysis's.
            for (kind, layer) in layers {
                self.insights.overlays.entry(kind).or_insert(layer);
            }
        }
    }

    /// The insights of the assembled course.
    fn analyse(&mut self, started: Instant) {
        self.insights = super::from_analysis::compute(&self.assembly, self.lang);
        self.check_time = started.elapsed();
    }

    /// Which course this is: the document and the version of its course.
    pub fn stamp(&self) -> Stamp {
        Stamp { document: self.id, version: self.history.version() }
    }

    /// The course.
    pub fn course(&self) -> &Course {
        &self.course
    }
    /// The course assembled, with the problems the checks found.
    pub fn assembly(&self) -> &Assembly {
        &self.assembly
    }
    /// The assembled map: the one source of truth every panel reads.
    pub fn map(&self) -> &Map {
        &self.assembly.map
    }
    /// What the panels show about the course.
    pub fn insights(&self) -> &Insights {
        &self.insights
    }
    /// The insights, for adding a layer made elsewhere (the simulation's heatmap).
    pub fn insights_mut(&mut self) -> &mut Insights {
        &mut self.insights
    }
    /// The file the course is saved in, if any.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }
    /// The undo and redo steps.
    pub fn history(&self) -> &History {
        &self.history
    }
    /// How long the last re-check took.
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
            Some(p) => crate::shown::file_name(p),
            None => eldorado_core::text::cut(&self.untitled_name, crate::shown::NAME_CHARS),
        }
    }

    /// The window title in a language.
    pub fn window_title_in(&self, lang: eldorado_messages::Lang) -> String {
        let star = if self.is_dirty() { "*" } else { "" };
        eldorado_messages::text_with(
            lang,
            "editor-window-title",
            &[("star", star.into()), ("name", self.display_name().into())],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::{Edit, official};

    #[test]
    fn dirty_follows_edits_undo_and_save() {
        let dir = tempfile::tempdir().unwrap();
        let mut d = Document::unsaved_in(
            eldorado_messages::Lang::English,
            official::default_course(),
            "First course",
        );
        assert!(!d.is_dirty(), "an official course opens clean");
        d.apply(Change::Edit(Edit::Flip { piece: "C".into() })).unwrap();
        assert!(d.is_dirty());
        assert!(d.window_title_in(eldorado_messages::Lang::English).starts_with("*First course"));
        assert!(d.undo());
        assert!(!d.is_dirty(), "undo back to the opened course is clean");
        assert!(d.redo());
        let path = dir.path().join("mine.json");
        d.save_as(&path).unwrap();
        assert!(!d.is_dirty());
        assert_eq!(
            d.window_title_in(eldorado_messages::Lang::English),
            "mine.json — El Dorado course studio"
        );
        assert!(d.undo());
        assert!(d.is_dirty(), "the file holds the flipped course");
        let reopened = Document::open_in(eldorado_messages::Lang::English, &path).unwrap();
        assert!(reopened.course().placement("D").is_some());
    }

    #[test]
    fn every_edit_rechecks_the_course() {
        let mut d = Document::unsaved_in(
            eldorado_messages::Lang::English,
            official::default_course(),
            "First course",
        );
        assert!(d.assembly().is_valid());
        d.apply(Change::Edit(Edit::Move {
            piece: "K".into(),
            rotation: eldorado_core::hex::Rotation::ZERO,
            origin: eldorado_core::hex::Hex::new(30, 0),
        }))
        .unwrap();
        assert!(!d.assembly().is_valid());
        assert!(d.insights().errors() > 0);
        assert!(d.undo());
        assert!(d.assembly().is_valid());
        assert_eq!(d.insights().errors(), 0);
    }

    #[test]
    fn an_edit_that_changes_nothing_leaves_no_step() {
        let mut d = Document::unsaved_in(
            eldorado_messages::Lang::English,
            official::default_course(),
            "First course",
        );
        let between = ["B".into(), "C".into()];
        let current = d.course().blockade_between("B", "C");
        d.apply(Change::Edit(Edit::Blockade { between, blockade: current })).unwrap();
        assert!(d.history().undo_label().is_none());
        assert!(!d.is_dirty());
    }

    #[test]
    fn an_edit_assembles_the_map_once_and_a_prepared_one_not_at_all() {
        let mut d = Document::unsaved_in(
            eldorado_messages::Lang::English,
            official::default_course(),
            "First course",
        );
        let flip = |piece: &str| Change::Edit(Edit::Flip { piece: piece.into() });
        let before = Map::assembled_on_this_thread();
        d.apply(flip("C")).unwrap();
        assert_eq!(Map::assembled_on_this_thread() - before, 1);
        let prepared = Prepared::new(&d, flip("N")).unwrap();
        let before = Map::assembled_on_this_thread();
        d.apply_prepared(prepared).unwrap();
        assert_eq!(Map::assembled_on_this_thread() - before, 0);
        assert!(d.course().placement("M").is_some());
        assert_eq!(d.history().undo_label(), Some("flip board N to side M"));
        // Tried on a course the document no longer shows: made afresh.
        let stale = Prepared::new(&d, flip("I")).unwrap();
        assert!(d.undo());
        let before = Map::assembled_on_this_thread();
        d.apply_prepared(stale).unwrap();
        assert_eq!(Map::assembled_on_this_thread() - before, 1);
        assert!(d.course().placement("N").is_some(), "the undone flip stays undone");
        assert!(d.course().placement("I").is_none());
    }
}
