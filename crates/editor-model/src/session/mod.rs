//! The editor's session: everything the editor does, without a window. It
//! takes every [`Request`] the window sends (a click, a key, a dropped piece,
//! an answer to a question) and answers with [`WindowEffect`]s the window carries
//! out (ask for a path, copy to the clipboard, close, draw again). The
//! window lays out what the session provides: the [`Document`], the
//! selection and the pieces held, the notice, the question asked, the
//! simulation, the generator, the suggestions.
//!
//! The session is made of parts, each with its state and its methods in a
//! file of its own: the course shown and its history (`course.rs`), the
//! pieces pointed at (`pieces.rs`: selection, drag, clipboard, attach), the
//! files (`files.rs` and `opening.rs`: settings, autosave, opening, saving),
//! the runs (`runs.rs`: simulation, generation, their words, the live games),
//! the suggestions (`suggestions.rs`), the game (`game.rs`), the notices
//! (`notices.rs`) and the question asked (`question.rs`). This file holds
//! them together and hands each request to the part that carries it out.
//!
//! Whatever is derived from a course remembers which course it was made from
//! (its [`Stamp`]): suggestions are dropped when the course changes or another
//! one opens, so a list made for one course never edits another; a
//! simulation's result stays listed but is marked as made on another course,
//! and its heatmap is drawn only over the course it was made on; what an
//! export loses is asked about for the course it was worked out for.
//!
//! [`Stamp`]: crate::document::Stamp

mod course;
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
mod runs;
pub mod simulation;
mod suggestions;
mod tabs;

use std::path::{Path, PathBuf};
use std::time::Duration;

use eldorado_messages::{Lang, text_with};

use crate::changes::Change;
use crate::document::Document;
use crate::game::{Game, GameRequest};
use crate::insight::OverlayKind;
use crate::jobs::Repaint;
use crate::persist::Settings;
use crate::request::{Notice, Request};
use eldorado_core::catalog::SideId;
use eldorado_core::course::{Course, Edit};

use files::Files;
use notices::Notices;
use paths::{PathPurpose, PathRequest};
use pieces::Pieces;
use question::Question;
use runs::Runs;
use suggestions::Suggested;
use tabs::Tabs;
pub use tabs::{TabId, TabLabel};

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
    Reveal(Vec<SideId>),
    /// Show the list of shortcuts.
    ShowHelp,
    /// Show the window where a share code is pasted.
    ShowPasteWindow,
    /// Switch an overlay layer on (the heat map after a run).
    ShowOverlay(OverlayKind),
}

/// The editor's state and behaviour, without a window: its parts.
pub struct Session {
    /// The course shown; its parts below (runs, suggestions, pieces, game,
    /// autosave) are its own, those of the other courses open are parked in `tabs`.
    doc: Document,
    /// The language of every text shown: the settings' choice, or the
    /// system's locale when none is chosen (read once, not every frame).
    lang: Lang,
    /// Settings, autosave, the file being opened, the path asked for.
    files: Files,
    /// The simulation, the generator, the live games and their words.
    runs: Runs,
    /// The suggestions asked for and the one previewed.
    suggested: Suggested,
    /// The selection, the pieces held, the clipboard, the piece just attached.
    pieces: Pieces,
    /// The game shown in the game view.
    game: Option<Game>,
    /// The courses open, one per tab.
    tabs: Tabs,
    /// The status bar's notice and those kept until read.
    notices: Notices,
    question: Option<Question>,
    /// The user agreed to close.
    allow_close: bool,
    /// The start page is shown.
    start_page: bool,
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
        let lang = settings.language();
        let start_again = start == Start::LastSession;
        let opened = opening::at_start(start, &settings, lang);
        // What start-up says is kept until read, each notice on its own.
        let mut notices = Notices::default();
        notices.kept.extend(opened.notice);
        let files = Files::start(settings, data_dir, lang, &mut notices.kept);
        let question = files.offered().map(|r| Question::restore(lang, r.clone()));
        let mut doc = opened.doc;
        doc.set_lang(lang);
        let mut session = Session {
            doc,
            lang,
            files,
            runs: Runs::default(),
            suggested: Suggested::default(),
            pieces: Pieces::default(),
            game: None,
            tabs: Tabs::start(opened.placeholder),
            notices,
            question,
            allow_close: false,
            start_page: opened.start_page,
            repaint,
            effects: Vec::new(),
        };
        if let Some(p) = opened.later {
            session.open_in_background(&p);
        }
        if start_again {
            session.reopen_other_files();
        }
        session
    }

    // ---- what the window shows -------------------------------------------------

    /// The open course.
    pub fn document(&self) -> &Document {
        &self.doc
    }
    /// The question waiting for an answer.
    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }
    /// The language every text is shown in.
    pub fn lang(&self) -> Lang {
        self.lang
    }
    /// A message of the catalogue in the session's language.
    pub(crate) fn say(&self, id: &str, args: &[(&str, eldorado_messages::Arg)]) -> String {
        text_with(self.lang, id, args)
    }
    /// Whether the start page is shown.
    pub fn start_page_open(&self) -> bool {
        self.start_page
    }
    /// Shows the start page, or puts it away.
    fn show_start_page(&mut self, open: bool) {
        self.start_page = open;
    }
    /// Whether the window may close now (the user agreed, or no course
    /// open holds unsaved work).
    pub fn may_close(&self) -> bool {
        self.allow_close || !self.any_unsaved()
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
        self.runs_tick();
        if self.opening_tick() {
            self.effects.push(WindowEffect::Repaint);
        }
        self.game_tick();
        self.autosave_tick();
        self.save_settings();
        std::mem::take(&mut self.effects)
    }

    /// Waits for the simulation, the generator, the live games and a file
    /// being opened to finish (tests and tools without a window); returns
    /// the effects of their ending.
    pub fn finish_jobs(&mut self) -> Vec<WindowEffect> {
        let mut effects = Vec::new();
        while self.runs.is_running() || self.files.is_opening() {
            let before = effects.len();
            effects.extend(self.tick());
            if effects.len() == before {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        effects
    }

    /// The window was asked to close (its close button): true when it may,
    /// else the session asks about unsaved changes first.
    pub fn close_requested(&mut self) -> bool {
        if self.may_close() {
            self.allow_close = true;
            return true;
        }
        if self.question.is_none() {
            // Asked over the course it is about.
            if let Some(i) = self.first_unsaved() {
                let _ = self.show_tab(i);
            }
            self.question = Some(match self.unsaved_game() {
                Some(title) => Question::unsaved_game(self.lang, &title, Request::Quit),
                None => Question::unsaved(self.lang, &self.doc.display_name(), Request::Quit),
            });
        }
        false
    }

    /// The user agreed to close: the window closes.
    fn quit(&mut self) {
        self.allow_close = true;
        self.effects.push(WindowEffect::Close);
    }

    fn handle(&mut self, request: Request) {
        let Some(request) = self.over_its_course(request) else { return };
        // A path the session asked for goes straight on: the user was asked
        // about unsaved changes before the dialog opened.
        let asked_for = PathPurpose::of(&request).is_some_and(|p| self.files.awaits(p));
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

    /// Hands the request to the part that carries it out.
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
            Request::CopySelection => self.copy_selection(),
            Request::CutSelection => self.cut_selection(),
            Request::PickUpNew(side) => self.pick_up_new(&side),
            Request::PickUp(at) => self.pick_up(at),
            Request::DragTo(at) => self.drag_to(at),
            Request::Drop => self.drop_held(),
            Request::CancelDrag => self.cancel_drag(),
            Request::AttachAtEnd(side) => self.attach_at_end(side),
            Request::NextEndPlace => self.next_end_place(),
            Request::MoveSelection(direction) => self.move_selection(direction),
            Request::HistoryTo(done) => self.history_to(done),
            Request::Undo => self.undo(),
            Request::Redo => self.redo(),
            Request::New => self.open_new(),
            Request::OpenOfficial(id) => self.open_official(id),
            Request::OpenDialog => self.ask_path(PathPurpose::Open, None),
            Request::Open(p) => self.open_chosen(&p),
            Request::Save => self.save(None),
            Request::SaveAsDialog => self.ask_path(PathPurpose::SaveAs, None),
            Request::SaveAs(p) => self.save_as_chosen(&p),
            Request::OpenCourse(course) => self.open_shared(*course),
            Request::OpenGenerated(course, measured) => self.open_generated(*course, measured),
            Request::ExportDialog(format) => self.prepare_export(format),
            Request::Export(format, p) => self.export_chosen(format, &p),
            Request::ImportDialog(client) => self.ask_path(PathPurpose::Import(client), None),
            Request::Import(client, p) => self.import_chosen(client, &p),
            Request::PathCancelled => self.files.path_cancelled(),
            Request::Answer(i) => self.answer(Some(i)),
            Request::Dismiss => self.answer(None),
            Request::CopyShareCode => self.copy_share_code(),
            Request::PasteShareCode => self.effects.push(WindowEffect::ShowPasteWindow),
            Request::RandomBlockades => self.deal_blockades(),
            Request::ClearBlockades => self.edit(Change::Edit(Edit::Blockades(Vec::new()))),
            Request::Suggest(toward) => self.suggest(toward),
            Request::ApplySuggestion(i) => self.apply_suggestion(i),
            Request::PreviewSuggestion(i) => self.preview_suggestion(i),
            Request::StartPage(open) => self.show_start_page(open),
            Request::Paste(at) => self.paste(at),
            Request::RunSimulation => self.run_simulation(),
            Request::CancelSimulation => self.runs.simulation.cancel(),
            Request::Generate => self.generate(),
            Request::Complete => self.complete(),
            Request::CancelGeneration => self.runs.generation.cancel(),
            Request::FitView => self.effects.push(WindowEffect::FitView),
            Request::ShowHelp => self.effects.push(WindowEffect::ShowHelp),
            Request::SetLanguage(lang) => self.set_language(lang),
            Request::Quit => self.quit(),
            Request::Notify(n) => self.notices.say(n),
            Request::NoticeRead => self.notices.read(),
            Request::Game(g) => self.game_request(g),
            Request::ShowTab(i) => {
                let _ = self.show_tab(i);
            }
            Request::NextTab { forward } => self.next_tab(forward),
            Request::CloseTab(_) => self.close_shown_tab(),
        }
    }

    /// Every text in another language: the course's words, the run's
    /// layers, the game shown; the settings keep the choice.
    fn set_language(&mut self, lang: Lang) {
        self.lang = lang;
        self.doc.set_lang(lang);
        // The run's layers are worded again in the new language.
        self.runs.word_layers_again(&mut self.doc, lang);
        // The game shown follows, and the last message, in the old
        // language, gives way to one in the new.
        if let Some(game) = &mut self.game {
            game.set_lang(lang);
        }
        self.notices.last = Some(Notice::info(self.say("editor-notice-language", &[])));
        self.files.settings.language = Some(lang);
        self.effects.push(WindowEffect::Repaint);
    }
}
