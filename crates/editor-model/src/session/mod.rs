//! The editor's session: everything the editor does, without a window. It
//! takes every [`Request`] the window sends (a click, a key, a dropped piece,
//! an answer to a question) and answers with [`WindowEffect`]s the window carries
//! out (ask for a path, copy to the clipboard, close, draw again). The
//! window lays out what the session provides: the [`Document`], the
//! selection and the pieces held, the notice, the question asked, the
//! simulation, the generator, the suggestions.
//!
//! Whatever is derived from a course remembers which course it was made from
//! (its [`Stamp`]): suggestions are dropped when the course changes or another
//! one opens, so a list made for one course never edits another; a
//! simulation's result stays listed but is marked as made on another course,
//! and its heatmap is drawn only over the course it was made on; what an
//! export loses is asked about for the course it was worked out for.

mod evidence;
mod files;
mod game;
pub mod generation;
mod live_games;
mod notices;
mod opening;
pub mod paths;
mod pieces;
pub mod question;
pub mod simulation;

use std::path::{Path, PathBuf};
use std::time::Duration;

use eldorado_messages::{Lang, text, text_with};

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use crate::changes::Change;
use crate::clipboard::Fragment;
use crate::document::{Document, Stamp};
use crate::drag::Drag;
use crate::game::{Game, GameRequest};
use crate::insight::OverlayKind;
use crate::jobs::Repaint;
use crate::persist::{self, Autosaves, LeftBehind, Settings};
use crate::preview::Preview;
use crate::request::{Measured, Notice, Request};
use crate::selection::Selection;
use eldorado_analysis::difficulty::{Band, Rating};
use eldorado_core::course::{BlockadeChoice, Course, Edit, SeamBlockade, official};
use eldorado_core::map::Map;
use eldorado_core::text::capitalise;
use eldorado_design::generate::bands;
use eldorado_design::suggest::{Suggestions, suggest};

use generation::Generation;
use paths::{PathPurpose, PathRequest};
use question::{Asked, Question};
use simulation::Simulation;

/// Which course the editor opens with.
#[derive(Debug, Clone, PartialEq)]
pub enum Start {
    /// The file open when the editor last closed, or else the first official course.
    LastSession,
    /// An official course by its id.
    Official(&'static str),
    /// A course file.
    File(PathBuf),
    /// A course in no file yet (a generated one), unsaved.
    Course(Box<Course>),
    /// An empty course.
    Empty,
}

/// What the window is asked to do after a request.
#[derive(Debug, Clone, PartialEq)]
pub enum WindowEffect {
    /// Ask the user for a path (the system's dialog or the editor's own
    /// window), then send the request the purpose names, or
    /// [`Request::PathCancelled`].
    AskPath(PathRequest),
    /// Put text on the clipboard.
    Copy(String),
    /// Close the window: the user agreed.
    Close,
    /// Draw again now.
    Repaint,
    /// Draw again after a while (an autosave is due).
    RepaintAfter(Duration),
    /// Another course is shown: fit the view.
    CourseReplaced,
    /// The course changed: marks pointing at the old one go.
    CourseChanged,
    /// Fit the whole course in the view.
    FitView,
    /// Pieces just laid (their side ids): fit the course in the view if any
    /// of them lies outside it, so that a piece added from the palette is
    /// seen where it went.
    Reveal(Vec<String>),
    /// Show the list of shortcuts.
    ShowHelp,
    /// Show the window where a share code is pasted.
    ShowPasteWindow,
    /// Switch an overlay layer on (the heat map after a run).
    ShowOverlay(OverlayKind),
}

/// Suggestions and the course they were made for.
struct Found {
    stamp: Stamp,
    suggestions: Suggestions,
}

/// A path asked of the user, and what follows a save made with it.
struct Awaiting {
    purpose: PathPurpose,
    /// What a "Save" answer to "unsaved changes?" was for: it goes on once
    /// the course is saved.
    after_save: Option<Box<Request>>,
}

/// The editor's state and behaviour, without a window.
pub struct Session {
    doc: Document,
    settings: Settings,
    /// The language of every text shown: the settings' choice, or the
    /// system's locale when none is chosen (read once, not every frame).
    lang: Lang,
    /// The live games after each edit, and the words of the runs shown.
    evidence: evidence::RouteEvidence,
    /// The data folder, where the settings are saved; `None` saves nothing.
    data_dir: Option<PathBuf>,
    /// The settings as last saved, to save them again only when they change.
    settings_saved: Settings,
    autosave: Option<Autosaves>,
    /// Work other editors left behind, the first offered back now; the others
    /// stay on disk for the next start.
    left_behind: Vec<LeftBehind>,
    notice: Option<Notice>,
    /// Notices kept until the user has read them (what start-up found
    /// wrong), oldest first.
    kept_notices: Vec<Notice>,
    /// A course file being read on a worker thread.
    opening: Option<opening::Opening>,
    question: Option<Question>,
    awaiting: Option<Awaiting>,
    /// The user agreed to close.
    allow_close: bool,
    /// The course that was open before a generated one, with its history:
    /// Undo past the generated course's first edit goes back to it.
    before_generated: Option<Document>,
    /// What the generator's confirmation measured on the generated course
    /// opened last, and the course it measured.
    generated_measure: Option<(Stamp, Measured)>,
    simulation: Simulation,
    generation: Generation,
    found: Option<Found>,
    /// The suggestion the pointer rests on, tried on a copy of the course.
    preview: Option<Preview>,
    /// The start page is shown.
    start_page: bool,
    /// The pieces copied last; kept while other courses open.
    clipboard: Option<Fragment>,
    /// The piece just added at the open end, and the other places it fits there.
    attached: Option<pieces::Attached>,
    /// The selected pieces of the course shown.
    selection: Selection,
    /// The pieces held under the pointer.
    drag: Option<Drag>,
    /// The game shown in the game view.
    game: Option<Game>,
    repaint: Option<Repaint>,
    effects: Vec<WindowEffect>,
}

impl Session {
    /// A session on the course `start` names, with the settings kept between
    /// runs. With `data_dir`, unsaved work is autosaved there, and work left
    /// by a session that did not close properly is offered back. `repaint`
    /// asks the window to draw again while a job runs.
    pub fn new(
        start: Start,
        settings: Settings,
        data_dir: Option<&Path>,
        repaint: Option<Repaint>,
    ) -> Session {
        let mut notice = None;
        let mut kept = Vec::new();
        let lang = settings.language();
        // The first run (or a last session on no file) opens on the start page.
        let start_page =
            start == Start::LastSession && !settings.last_file.as_ref().is_some_and(|p| p.exists());
        // A file whose reading may wait (a FIFO) is read once the window is up.
        let mut open_later = None;
        let mut open_at_start = |p: &Path, notice: &mut Option<Notice>| {
            if opening::reads_at_once(p) {
                open_or_default(lang, p, notice)
            } else {
                open_later = Some(p.to_path_buf());
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
            Start::LastSession => match settings.last_file.clone().filter(|p| p.exists()) {
                Some(p) => open_at_start(&p, &mut notice),
                None => official_document(lang, official::DEFAULT_COURSE),
            },
        };
        // What start-up says is kept until read, each notice on its own.
        kept.extend(notice.take());
        let autosave = match data_dir.map(|dir| (dir, Autosaves::claim(dir))) {
            None => None,
            Some((_, Ok(a))) => Some(a),
            Some((dir, Err(e))) => {
                let text = text_with(
                    lang,
                    "editor-notice-no-autosave-folder",
                    &[("path", crate::shown::path(dir).into()), ("why", e.to_string().into())],
                );
                kept.push(Notice::error(text));
                None
            }
        };
        let mut left_behind = Vec::new();
        if let Some(a) = &autosave {
            if a.others_running() > 0 {
                kept.push(Notice::info(text(lang, "editor-notice-another-editor")));
            }
            let survey = a.survey();
            kept.extend(notices::damaged_work(lang, &survey.damaged));
            if survey.later > 0 {
                let text = text_with(
                    lang,
                    "editor-notice-more-work-kept",
                    &[("count", survey.later.into())],
                );
                kept.push(Notice::info(text));
            }
            left_behind.extend(survey.offered);
        }
        let question = left_behind
            .first()
            .and_then(|f| f.found.as_ref().ok())
            .map(|r| Question::restore(lang, r.clone()));
        let mut doc = doc;
        doc.set_lang(lang);
        let mut session = Session {
            doc,
            lang,
            evidence: evidence::RouteEvidence::default(),
            settings_saved: settings.clone(),
            settings,
            data_dir: data_dir.map(Path::to_path_buf),
            autosave,
            left_behind,
            notice,
            kept_notices: kept,
            opening: None,
            question,
            awaiting: None,
            allow_close: false,
            before_generated: None,
            generated_measure: None,
            simulation: Simulation::default(),
            generation: Generation::default(),
            found: None,
            preview: None,
            start_page,
            clipboard: None,
            attached: None,
            selection: Selection::default(),
            drag: None,
            game: None,
            repaint,
            effects: Vec::new(),
        };
        if let Some(p) = open_later {
            session.open_in_background(&p);
        }
        session
    }

    // ---- what the window shows -------------------------------------------------

    /// The open course.
    pub fn document(&self) -> &Document {
        &self.doc
    }
    /// The message in the status bar: the last one said, or else the oldest
    /// of those kept until read ([`Session::kept_notices`]).
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref().or(self.kept_notices.first())
    }
    /// The question waiting for an answer.
    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }
    /// The language every text is shown in.
    pub fn lang(&self) -> Lang {
        self.lang
    }
    /// The route choices of the last run named in the session's language,
    /// in the run's order, when that run was made on the course shown.
    pub fn route_words(&self) -> Option<&[eldorado_design::route_words::Worded]> {
        self.simulation.result_for(self.doc.stamp())?;
        self.evidence.words_made(self.doc.stamp(), self.lang)
    }

    /// Whether the editor is playing its games of the course shown (after
    /// an edit), whose evidence the findings will carry.
    pub fn live_games_running(&self) -> bool {
        self.evidence.is_running()
    }

    /// A message of the catalogue in the session's language.
    pub(crate) fn say(&self, id: &str, args: &[(&str, eldorado_messages::Arg)]) -> String {
        text_with(self.lang, id, args)
    }
    /// The settings kept between runs.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    /// The settings, for the View menu's switches.
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }
    /// The generated course that Undo would close, once its own history is
    /// undone: its name.
    pub fn undo_closes(&self) -> Option<String> {
        self.before_generated.as_ref().map(|_| self.doc.display_name())
    }
    /// The simulation panel's model.
    pub fn simulation(&self) -> &Simulation {
        &self.simulation
    }
    /// The simulation's settings and state, for the panel's fields.
    pub fn simulation_mut(&mut self) -> &mut Simulation {
        &mut self.simulation
    }
    /// The difficulty the status bar shows once the course shown has been
    /// measured — by the last simulation, or by the generator's confirmation
    /// of the generated course just opened: the measured figure with the
    /// estimate for as many players beside it, both rated the same way, in
    /// the simulation panel's words. `None` while nothing measured it: the
    /// static estimate stands alone.
    pub fn measured_difficulty(&self) -> Option<String> {
        // A run the user's round cap cut short measured the games it let
        // finish, not the course: the estimate (or the generator's measure)
        // stands. So does a run of another table than the reference (fast
        // bots at every seat): the course's difficulty is one figure, the
        // reference table's; a table of tactics measures the tactics.
        if let Some(r) = self.simulation.result_for(self.doc.stamp())
            && r.stalls.cut_short == 0
            && r.bots.iter().all(|&b| b == eldorado_rules::BotKind::Fast)
        {
            return Some(simulation::measured_words(self.lang, &r.difficulty, r.players));
        }
        let (stamp, m) = self.generated_measure.as_ref()?;
        if *stamp != self.doc.stamp() {
            return None;
        }
        let estimate =
            self.doc.insights().estimates.iter().find(|(p, _)| *p == m.players).map(|(_, r)| *r);
        let standing = eldorado_sim::montecarlo::measured_standing(m.rounds, m.players);
        Some(simulation::measured_figures_words(
            self.lang,
            Some(Rating::of(m.rounds)),
            standing.as_ref(),
            estimate,
            m.players,
        ))
    }

    /// Whether the last simulation's result was made on the course shown.
    pub fn simulation_is_current(&self) -> bool {
        self.simulation.result_for(self.doc.stamp()).is_some()
    }
    /// The generator's model.
    pub fn generation(&self) -> &Generation {
        &self.generation
    }
    /// The generator's settings and state, for the window's fields.
    pub fn generation_mut(&mut self) -> &mut Generation {
        &mut self.generation
    }
    /// The suggestions asked for, if they were made for the course as it is.
    pub fn suggestions(&self) -> Option<&Suggestions> {
        self.found.as_ref().filter(|f| f.stamp == self.doc.stamp()).map(|f| &f.suggestions)
    }
    /// The suggestion the pointer rests on, as the course would be with it
    /// made, while the list and the course are as they were when it was tried.
    pub fn preview(&self) -> Option<&Preview> {
        self.preview.as_ref().filter(|p| p.stamp() == self.doc.stamp())
    }
    /// The pieces copied last, if any.
    pub fn clipboard(&self) -> Option<&Fragment> {
        self.clipboard.as_ref()
    }
    /// The selected pieces of the course shown.
    pub fn selection(&self) -> &Selection {
        &self.selection
    }
    /// The pieces held under the pointer, if any.
    pub fn drag(&self) -> Option<&Drag> {
        self.drag.as_ref()
    }
    /// Whether the start page is shown.
    pub fn start_page_open(&self) -> bool {
        self.start_page
    }
    /// Whether the window may close now (the user agreed, or nothing is unsaved).
    pub fn may_close(&self) -> bool {
        self.allow_close || (!self.doc.is_dirty() && self.unsaved_game().is_none())
    }

    // ---- requests --------------------------------------------------------------

    /// Carries out a request; returns what the window must do.
    pub fn perform(&mut self, request: Request) -> Vec<WindowEffect> {
        self.handle(request);
        std::mem::take(&mut self.effects)
    }

    /// Called once a frame: takes the results of finished jobs and writes
    /// the autosave when one is due.
    pub fn tick(&mut self) -> Vec<WindowEffect> {
        if self.simulation.poll(self.lang) {
            // A new run's layers replace the last run's, on the same course too.
            let overlays = &mut self.doc.insights_mut().overlays;
            overlays.remove(&OverlayKind::SimulationHeatmap);
            overlays.remove(&OverlayKind::RouteUsage);
            self.keep_heatmap();
            // The heat map is what a run is for: shown at once, not hidden in a menu.
            if self.simulation.result_for(self.doc.stamp()).is_some() {
                self.effects.push(WindowEffect::ShowOverlay(OverlayKind::SimulationHeatmap));
            }
            self.effects.push(WindowEffect::Repaint);
        }
        if self.generation.poll(self.lang) {
            self.effects.push(WindowEffect::Repaint);
        }
        let repaint = self.repaint.clone();
        self.evidence.follow_setting(&self.doc, self.settings.live_games, repaint);
        if self.evidence.poll() {
            self.keep_route_evidence();
            self.effects.push(WindowEffect::Repaint);
        }
        if self.opening_tick() {
            self.effects.push(WindowEffect::Repaint);
        }
        self.game_tick();
        self.autosave_tick();
        self.save_settings();
        std::mem::take(&mut self.effects)
    }

    /// The window was asked to close (its close button): true when it may,
    /// else the session asks about unsaved changes first.
    pub fn close_requested(&mut self) -> bool {
        if self.may_close() {
            self.allow_close = true;
            return true;
        }
        if self.question.is_none() {
            self.question = Some(match self.unsaved_game() {
                Some(title) => Question::unsaved_game(self.lang, &title, Request::Quit),
                None => Question::unsaved(self.lang, &self.doc.display_name(), Request::Quit),
            });
        }
        false
    }

    /// The title of the game shown when it is being played and unsaved.
    fn unsaved_game(&self) -> Option<String> {
        self.game.as_ref().filter(|g| g.is_unsaved()).map(|g| g.title().to_string())
    }

    /// The editor is closing: its own autosave goes if the work was saved or
    /// the user chose not to keep it (work other editors left behind stays
    /// until the user answers for it), and the settings are saved.
    pub fn exit(&mut self) {
        if self.may_close()
            && let Some(a) = &mut self.autosave
        {
            let _ = a.clear();
        }
        self.save_settings();
    }

    /// Saves the settings (and the file open now, to reopen next time) into
    /// the data folder when they changed since they were last saved.
    fn save_settings(&mut self) {
        // A course that is in no file (new, official or restored) reopens as the first official course.
        self.settings.last_file = self.doc.path().map(Path::to_path_buf);
        let Some(dir) = &self.data_dir else { return };
        if self.settings == self.settings_saved {
            return;
        }
        match persist::save_settings(dir, &self.settings) {
            Ok(()) => self.settings_saved = self.settings.clone(),
            Err(e) => {
                // Said once: the next change tries again.
                self.settings_saved = self.settings.clone();
                self.notice = Some(Notice::error(
                    self.say("editor-notice-settings-not-saved", &[("why", e.to_string().into())]),
                ));
            }
        }
    }

    /// Writes unsaved work to the autosave file now (tests simulate a crash after this).
    pub fn autosave_now(&mut self) -> std::io::Result<()> {
        match &mut self.autosave {
            Some(a) if self.doc.is_dirty() => a.write(&self.doc),
            _ => Ok(()),
        }
    }

    fn handle(&mut self, request: Request) {
        // A path the session asked for goes straight on: the user was asked
        // about unsaved changes before the dialog opened.
        let asked_for = PathPurpose::of(&request)
            .is_some_and(|p| self.awaiting.as_ref().is_some_and(|a| a.purpose == p));
        // A game being played is unsaved work too: asked about before
        // whatever closes it (Close game, Quit, another course).
        let closes_game = request.discards_work() || request == Request::Game(GameRequest::Close);
        if !asked_for
            && closes_game
            && let Some(title) = self.unsaved_game()
        {
            self.question = Some(Question::unsaved_game(self.lang, &title, request));
            return;
        }
        if !asked_for && request.discards_work() && self.doc.is_dirty() {
            self.question = Some(Question::unsaved(self.lang, &self.doc.display_name(), request));
            return;
        }
        self.handle_now(request);
    }

    fn handle_now(&mut self, request: Request) {
        self.doc.set_lang(self.lang);
        match request {
            Request::Edit(change) => self.edit(change),
            Request::Select(ids) => self.select(ids),
            Request::ToggleSelected(id) => self.toggle_selected(id),
            Request::SelectBand(corners) => self.select_band(corners),
            Request::TurnSelection { clockwise } => self.turn_selection(clockwise),
            Request::FlipSelection => self.flip_selection(),
            Request::DeleteSelection => self.delete_selection(),
            Request::CopySelection => {
                self.copy_selection();
            }
            Request::CutSelection => self.cut_selection(),
            Request::PickUpNew(side) => self.pick_up_new(&side),
            Request::PickUp(at) => self.pick_up(at),
            Request::DragTo(at) => self.drag_to(at),
            Request::Drop => self.drop_held(),
            Request::CancelDrag => self.cancel_drag(),
            Request::AttachAtEnd(side) => self.attach_at_end(side),
            Request::NextEndPlace => self.next_end_place(),
            Request::MoveSelection(direction) => self.move_selection(direction),
            // A game shown: Ctrl+Z belongs to the game, never to the course behind it.
            Request::HistoryTo(_) if self.game.is_some() => self.undo_in_game(true),
            Request::HistoryTo(done) => {
                if self.doc.go_to_step(done) {
                    self.changed();
                }
            }
            Request::Undo if self.game.is_some() => self.undo_in_game(false),
            Request::Redo if self.game.is_some() => self.undo_in_game(true),
            Request::Undo => {
                if self.doc.undo() {
                    self.changed();
                } else if let Some(before) = self.before_generated.take() {
                    let name = self.doc.display_name();
                    self.replace(before);
                    self.notice = Some(Notice::info(
                        self.say("editor-notice-closed-generated", &[("name", name.into())]),
                    ));
                }
            }
            Request::Redo => {
                if self.doc.redo() {
                    self.changed();
                }
            }
            Request::New => self.replace(empty_document(self.lang)),
            Request::OpenOfficial(id) => self.replace(official_document(self.lang, id)),
            Request::OpenDialog => self.ask_path(PathPurpose::Open, None),
            Request::Open(p) => {
                self.awaiting = None;
                self.open(&p);
            }
            Request::Save => self.save(None),
            Request::SaveAsDialog => self.ask_path(PathPurpose::SaveAs, None),
            Request::SaveAs(p) => {
                let then = self.awaiting.take().and_then(|a| a.after_save);
                self.save_to(&p, then);
            }
            Request::OpenCourse(course) => {
                let name = course.name.clone();
                self.replace(Document::unsaved_in(self.lang, *course, name));
                self.notice = Some(Notice::info(self.say("editor-notice-opened-share-code", &[])));
            }
            Request::OpenGenerated(course, measured) => {
                let name = course.name.clone();
                // In no file yet and unsaved: New or Open asks before it goes.
                let before = self.show(Document::imported(self.lang, *course, name.clone()));
                self.before_generated = Some(before);
                self.generated_measure = Some((self.doc.stamp(), measured));
                self.notice = Some(Notice::info(
                    self.say("editor-notice-opened-generated", &[("name", name.into())]),
                ));
            }
            Request::ExportDialog(format) => self.prepare_export(format),
            Request::Export(format, p) => {
                self.awaiting = None;
                self.export_to(format, &p);
            }
            Request::ImportDialog(client) => self.ask_path(PathPurpose::Import(client), None),
            Request::Import(client, p) => {
                self.awaiting = None;
                self.import(client, &p);
            }
            Request::PathCancelled => self.awaiting = None,
            Request::Answer(i) => self.answer(Some(i)),
            Request::Dismiss => self.answer(None),
            Request::CopyShareCode => self.copy_share_code(),
            Request::PasteShareCode => self.effects.push(WindowEffect::ShowPasteWindow),
            Request::RandomBlockades => self.deal_blockades(),
            Request::ClearBlockades => self.edit(Change::Edit(Edit::Blockades(Vec::new()))),
            Request::Suggest(toward) => self.suggest(toward),
            Request::ApplySuggestion(i) => self.apply_suggestion(i),
            Request::PreviewSuggestion(i) => self.preview_suggestion(i),
            Request::StartPage(open) => self.start_page = open,
            Request::Paste(at) => self.paste(at),
            Request::RunSimulation => self.run_simulation(),
            Request::CancelSimulation => self.simulation.cancel(),
            Request::Generate => self.generation.start(None, self.repaint.clone()),
            Request::Complete => {
                let from = (self.doc.display_name(), self.doc.course().clone());
                self.generation.start(Some(from), self.repaint.clone());
            }
            Request::CancelGeneration => self.generation.cancel(),
            Request::FitView => self.effects.push(WindowEffect::FitView),
            Request::ShowHelp => self.effects.push(WindowEffect::ShowHelp),
            Request::SetLanguage(lang) => {
                self.lang = lang;
                self.doc.set_lang(lang);
                // The run's layers are worded again in the new language.
                let overlays = &mut self.doc.insights_mut().overlays;
                overlays.remove(&OverlayKind::SimulationHeatmap);
                overlays.remove(&OverlayKind::RouteUsage);
                self.keep_heatmap();
                // The game shown follows, and the last message, in the old
                // language, gives way to one in the new.
                if let Some(game) = &mut self.game {
                    game.set_lang(lang);
                }
                self.notice = Some(Notice::info(text(lang, "editor-notice-language")));
                self.settings.language = Some(lang);
                self.effects.push(WindowEffect::Repaint);
            }
            Request::Quit => {
                self.allow_close = true;
                self.effects.push(WindowEffect::Close);
            }
            Request::Notify(n) => self.notice = Some(n),
            Request::NoticeRead => {
                if self.notice.is_none() && !self.kept_notices.is_empty() {
                    self.kept_notices.remove(0);
                }
            }
            Request::Game(g) => self.game_request(g),
        }
    }

    // ---- the course ------------------------------------------------------------

    fn edit(&mut self, change: Change) {
        // A cave added or taken away by a Ctrl+click says so: nothing else
        // on the board shows it as plainly as a moved piece.
        let cave = matches!(change, Change::Edit(Edit::Cave { .. }));
        let before = self.doc.history().done();
        let result = self.doc.apply(change);
        self.edited(result);
        if cave {
            self.say_step_since(before);
        }
    }

    /// Says in the status bar what the edit made since the history stood at
    /// `before` steps did, in the words of its undo step ("Delete board C");
    /// nothing when no step was made (an edit that changed nothing).
    pub(super) fn say_step_since(&mut self, before: usize) {
        let history = self.doc.history();
        if history.done() != before + 1 {
            return;
        }
        if let Some(step) = history.steps().get(before).copied().map(capitalise) {
            self.notice = Some(Notice::info(step));
        }
    }

    fn edited(&mut self, result: Result<(), eldorado_core::course::EditError>) {
        match result {
            Ok(()) => self.changed(),
            Err(e) => self.notice = Some(Notice::refused(capitalise(&e.to_string()))),
        }
    }

    /// After the course changed (an edit, undo or redo): what was made for the
    /// course as it was goes; the selection follows its pieces, and pieces
    /// held over the course as it was are put back.
    fn changed(&mut self) {
        self.selection.follow(self.doc.course());
        self.drag = None;
        self.found = None;
        self.preview = None;
        self.notice = None;
        self.keep_heatmap();
        self.game_follows_course();
        self.evidence.course_changed();
        self.effects.extend([WindowEffect::CourseChanged, WindowEffect::Repaint]);
    }

    /// Shows another course, for good.
    fn replace(&mut self, doc: Document) {
        self.show(doc);
        self.before_generated = None;
    }

    /// Puts another document in place of the open one, which is given back.
    fn show(&mut self, mut doc: Document) -> Document {
        doc.set_lang(self.lang);
        let old = std::mem::replace(&mut self.doc, doc);
        self.selection.clear();
        self.drag = None;
        self.found = None;
        self.preview = None;
        self.start_page = false;
        self.notice = None;
        if self.question.as_ref().is_some_and(Question::is_about_losses) {
            self.question = None;
        }
        self.keep_heatmap();
        self.game_follows_course();
        self.evidence.course_changed();
        self.effects.extend([WindowEffect::CourseReplaced, WindowEffect::Repaint]);
        old
    }

    /// The heatmap is drawn over the course its games were played on, and
    /// only there: the insights are rebuilt after every change, so it is put
    /// back whenever that course is shown again.
    fn keep_heatmap(&mut self) {
        let stamp = self.doc.stamp();
        if let Some(sim) = self.simulation.simulated_for(stamp)
            && !self.doc.insights().overlays.contains_key(&OverlayKind::SimulationHeatmap)
        {
            let heat = simulation::heatmap(&sim.result, self.lang);
            // A new run, or the same in another language: its choices named again.
            let words = self.evidence.words(sim, &self.doc, self.lang);
            let routes = (!sim.result.route_choices.is_empty())
                .then(|| simulation::route_usage(sim, self.doc.map(), words, self.lang));
            self.doc.insights_mut().set_overlay(OverlayKind::SimulationHeatmap, heat);
            if let Some(routes) = routes {
                self.doc.insights_mut().set_overlay(OverlayKind::RouteUsage, routes);
            }
        }
        self.keep_route_evidence();
    }

    /// Beneath each tip b and tip c finding and route-choice note, what the
    /// games of the course shown said of it, in the session's language.
    fn keep_route_evidence(&mut self) {
        let stamp = self.doc.stamp();
        let window = self.simulation.simulated_for(stamp);
        let sim = self.evidence.best(window, stamp);
        // The window's run of a mixed table says who took which way.
        let tactics = window.filter(|w| {
            w.result.route_choices.iter().any(|u| u.ways.iter().any(|x| !x.by_bot.is_empty()))
        });
        evidence::RouteEvidence::annotate(&mut self.doc, sim, tactics, self.lang);
    }

    /// A numbered blockade on every seam that may take one, drawn as at setup
    /// from a seed that advances with each deal.
    fn deal_blockades(&mut self) {
        let seed = self.settings.blockade_seed;
        self.settings.blockade_seed = seed.wrapping_add(1);
        let map = self.doc.map();
        let mut all_random = self.doc.course().clone();
        all_random.blockades.clear();
        for s in map.seams().iter().filter(|s| s.blockade_allowed) {
            all_random.set_blockade(
                &map.piece(s.pieces[0]).id,
                &map.piece(s.pieces[1]).id,
                Some(BlockadeChoice::Random),
            );
        }
        let dealt_map = Map::assemble(&all_random).map;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let blockades = dealt_map
            .deal_blockades(&mut rng)
            .into_iter()
            .map(|(seam, b)| {
                let s = dealt_map.seam(seam);
                SeamBlockade {
                    between: [
                        dealt_map.piece(s.pieces[0]).id.clone(),
                        dealt_map.piece(s.pieces[1]).id.clone(),
                    ],
                    blockade: BlockadeChoice::Number(b.number),
                }
            })
            .collect();
        self.edit(Change::Named {
            label: self.say("editor-step-deal", &[("seed", seed.to_string().into())]),
            edit: Edit::Blockades(blockades),
        });
    }

    // ---- suggestions and simulation --------------------------------------------

    fn suggest(&mut self, toward: Option<Band>) {
        let suggestions = suggest(self.doc.course(), toward.map(bands::target));
        self.found = Some(Found { stamp: self.doc.stamp(), suggestions });
    }

    /// Tries the suggestion at `i` of the list shown on a copy of the course
    /// (once per suggestion hovered), or forgets the preview.
    fn preview_suggestion(&mut self, i: Option<usize>) {
        let stamp = self.doc.stamp();
        let Some(i) = i else {
            self.preview = None;
            return;
        };
        if self.preview.as_ref().is_some_and(|p| p.is_for(stamp, i)) {
            return;
        }
        self.preview = self
            .suggestions()
            .and_then(|s| s.suggestions.get(i))
            .and_then(|s| Preview::of(&self.doc, i, s));
        self.effects.push(WindowEffect::Repaint);
    }

    /// Makes a suggestion of the list shown. A list made for another course,
    /// or for this one before it changed, is never applied.
    fn apply_suggestion(&mut self, i: usize) {
        let edit = self.suggestions().and_then(|s| s.suggestions.get(i)).map(|s| s.edit.clone());
        match edit {
            Some(edit) => self.edit(Change::Edit(edit)),
            None => {
                self.notice = Some(Notice::refused(self.say("editor-notice-stale-suggestion", &[])))
            }
        }
    }

    fn run_simulation(&mut self) {
        if self.simulation.is_running() {
            return;
        }
        if !self.doc.assembly().is_valid() {
            self.notice = Some(Notice::refused(self.say("editor-notice-fix-first", &[])));
            return;
        }
        let (course, stamp) = (self.doc.course().clone(), self.doc.stamp());
        let Some(watched) = self.doc.insights().watched.clone() else { return };
        self.simulation.start(course, stamp, watched, self.repaint.clone());
    }

    /// Waits for the simulation and the generator to finish (tests and
    /// tools without a window); returns the effects of their ending.
    pub fn finish_jobs(&mut self) -> Vec<WindowEffect> {
        let mut effects = Vec::new();
        while self.simulation.is_running()
            || self.generation.is_running()
            || self.opening.is_some()
            || self.evidence.is_running()
        {
            let before = effects.len();
            effects.extend(self.tick());
            if effects.len() == before {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        effects
    }

    // ---- questions -------------------------------------------------------------

    /// Carries on from the question shown: `Some(i)` is the answer chosen,
    /// `None` puts the question aside.
    fn answer(&mut self, choice: Option<usize>) {
        let Some(q) = self.question.take() else { return };
        if choice.is_none() && !q.dismissable {
            self.question = Some(q); // it must be answered
            return;
        }
        match (q.asked, choice) {
            (Asked::Unsaved { then }, Some(0)) => self.save(Some(then)),
            (Asked::Unsaved { then }, Some(1)) => {
                if let Some(a) = &mut self.autosave {
                    let _ = a.clear();
                }
                self.handle_now(*then);
            }
            (Asked::ReplaceNewer { path, then }, Some(0)) => self.save_over(&path, then),
            (Asked::ReplaceNewer { then, .. }, Some(1)) => self.ask_path(PathPurpose::SaveAs, then),
            (Asked::ReplaceNewer { path, .. }, _) => {
                self.notice =
                    Some(Notice::info(self.say(
                        "editor-notice-not-saved",
                        &[("path", crate::shown::path(&path).into())],
                    )))
            }
            (Asked::Restore(r), Some(0)) => {
                self.replace(Document::from_file_in(self.lang, r.course, r.file, false));
                self.notice = Some(Notice::info(self.say("editor-notice-restored", &[])));
                // This editor's own autosave holds the work before the old file goes.
                if let (Some(a), Some(found)) = (&mut self.autosave, self.left_behind.first())
                    && let Err(e) = a.adopt(found, &self.doc)
                {
                    let why = e.to_string();
                    self.notice = Some(Notice::error(text_with(
                        self.lang,
                        "editor-notice-restored-no-autosave",
                        &[("why", why.into())],
                    )));
                }
                self.left_behind.clear();
            }
            (Asked::Restore(_), Some(_)) => {
                if let (Some(a), Some(found)) = (&self.autosave, self.left_behind.first()) {
                    let _ = a.discard(found);
                }
                self.left_behind.clear();
            }
            (Asked::ExportLosses { format, stamp }, Some(0)) => {
                if stamp == self.doc.stamp() {
                    self.ask_path(PathPurpose::Export(format), None);
                } else {
                    self.notice =
                        Some(Notice::refused(self.say("editor-notice-stale-losses", &[])));
                }
            }
            (Asked::DropLaterActions { at }, Some(0)) => self.continue_game_from(at),
            (Asked::UnsavedGame { then }, Some(0)) => {
                self.ask_path(PathPurpose::SaveGame, Some(then))
            }
            (Asked::UnsavedGame { then }, Some(1)) => {
                self.game = None;
                self.handle(*then);
            }
            // Put aside (or an answer the question does not have): nothing happens.
            _ => {}
        }
    }

    /// Asks the window for a path; `after_save` goes on after a save made with it.
    fn ask_path(&mut self, purpose: PathPurpose, after_save: Option<Box<Request>>) {
        self.awaiting = Some(Awaiting { purpose, after_save });
        // Files made from a saved course are named after its file ("my-route.json"
        // → "my-route-client.json"), an unsaved one's after the course.
        let name = match self.doc.path().and_then(Path::file_stem) {
            Some(stem) => stem.to_string_lossy().into_owned(),
            None => self.doc.course().name.clone(),
        };
        let request = PathRequest::new(purpose, self.doc.path(), &name);
        self.effects.push(WindowEffect::AskPath(request));
    }

    // ---- autosave --------------------------------------------------------------

    fn autosave_tick(&mut self) {
        if self.question.as_ref().is_some_and(|q| q.restores().is_some()) {
            return; // the old work stays on disk until the user answers
        }
        if let Some(a) = &mut self.autosave {
            match a.tick(&self.doc) {
                Ok(Some(wait)) => self.effects.push(WindowEffect::RepaintAfter(wait)),
                Ok(None) => {}
                Err(e) => {
                    self.notice = Some(Notice::error(text_with(
                        self.lang,
                        "editor-notice-no-autosave",
                        &[
                            ("path", crate::shown::path(a.path()).into()),
                            ("why", e.to_string().into()),
                        ],
                    )))
                }
            }
        }
    }
}

fn empty_document(lang: Lang) -> Document {
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
        *notice = Some(Notice::error(opening::open_error(lang, path, &e)));
        official_document(lang, official::DEFAULT_COURSE)
    })
}
