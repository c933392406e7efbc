//! The editor application: lays out the panels around what the
//! [`Session`] provides, sends it the requests the panels return, and carries
//! out the effects it answers with (file dialogs, the clipboard, closing,
//! drawing again). What the editor does is the session's; what it looks like
//! is here.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, ViewportCommand};

use super::canvas::Canvas;
use super::canvas::overlay::Highlight;
use super::files::{self, FileDialogs};
use super::game::GameView;
use super::panels::complete::CompletePanel;
use super::panels::generate::GeneratePanel;
use super::panels::path_dialog::PathDialog;
use super::panels::share::PasteWindow;
use super::panels::simulation::SimulationPanel;
use super::panels::start_page;
use super::panels::suggestions::SuggestionsPanel;
use super::panels::{help, history, problems, properties, question, status, tab_bar};
use super::{menu, palette};
use eldorado_editor_model::document::Document;
use eldorado_editor_model::persist::{self, Settings};
use eldorado_editor_model::session::generation::Generation;
use eldorado_editor_model::session::paths::{PathPurpose, PathRequest};
use eldorado_editor_model::session::simulation::Simulation;
use eldorado_editor_model::{Notice, Request, Session, Start, TabId, WindowEffect};
use eldorado_formats::Client;
use eldorado_messages::Lang;
use eldorado_pictures::export::Format;

/// How the editor starts.
#[derive(Debug, Clone, PartialEq)]
pub struct StartOptions {
    /// Which course it opens with.
    pub start: Start,
    /// Where unsaved work is autosaved; `None` turns autosave off.
    pub data_dir: Option<PathBuf>,
    /// The system's file dialogs, or the built-in path window.
    pub file_dialogs: FileDialogs,
    /// The language of this run, over the settings' choice (the tests choose
    /// theirs); `None`: the settings', or the system's locale.
    pub language: Option<Lang>,
}

impl StartOptions {
    /// For tests: an official course, autosave off.
    pub fn official(id: &'static str) -> Self {
        StartOptions {
            start: Start::Official(id),
            data_dir: None,
            file_dialogs: FileDialogs::Detect,
            language: None,
        }
    }
}

/// The editor window.
pub struct EditorApp {
    session: Session,
    /// The course shown's view: pan, zoom, layers, what is pointed out.
    canvas: Canvas,
    show_help: bool,
    /// Edit > History… is open.
    show_history: bool,
    simulation: SimulationPanel,
    /// The game view: a game watched or played.
    game: GameView,
    generate: GeneratePanel,
    complete: CompletePanel,
    suggestions: SuggestionsPanel,
    paste: PasteWindow,
    /// Asks for a path where the system's file dialog cannot open.
    path_dialog: PathDialog,
    /// The system's file dialogs, or the built-in path window (and why).
    file_dialogs: FileDialogs,
    /// The spaces of the open question pointed out on the board, if any.
    question_marks: Option<Highlight>,
    /// The views of the other courses open, by tab: each course keeps its
    /// own pan, zoom, layers and game view.
    views: HashMap<TabId, TabView>,
    /// The tab whose views `canvas` and `game` are.
    view_tab: TabId,
    title: String,
    frame_time: Duration,
    ctx: egui::Context,
}

/// A course's views while another course is shown.
#[derive(Default)]
struct TabView {
    canvas: Canvas,
    game: GameView,
}

impl EditorApp {
    /// The editor on the course `options` names, with the settings kept in
    /// its data folder (read with the program's own file code, see
    /// `persist::load_settings`; a damaged file is kept aside with a notice).
    pub fn new(cc: &eframe::CreationContext<'_>, options: StartOptions) -> Self {
        // What is wrong with the settings file is said in the language the
        // editor will speak without them.
        let first = options.language.unwrap_or_else(Lang::from_system);
        let loaded = options.data_dir.as_deref().map(|d| persist::load_settings_in(first, d));
        let (mut settings, said) = loaded.map(|l| (l.settings, l.notice)).unwrap_or_default();
        if let Some(lang) = options.language {
            settings.language = Some(lang);
        }
        let ctx = cc.egui_ctx.clone();
        super::fonts::install(&ctx);
        let repaint = ctx.clone();
        let mut session = Session::new(
            options.start,
            settings,
            options.data_dir.as_deref(),
            Some(Arc::new(move || repaint.request_repaint())),
        );
        if let Some(text) = said {
            session.keep_notice(Notice::error(text));
        }
        let view_tab = session.shown_tab_id();
        EditorApp {
            session,
            canvas: Canvas::default(),
            show_help: false,
            show_history: false,
            simulation: SimulationPanel::default(),
            game: GameView::default(),
            generate: GeneratePanel::default(),
            complete: CompletePanel::default(),
            suggestions: SuggestionsPanel::default(),
            paste: PasteWindow::default(),
            path_dialog: PathDialog::default(),
            file_dialogs: options.file_dialogs,
            question_marks: None,
            views: HashMap::new(),
            view_tab,
            title: String::new(),
            frame_time: Duration::ZERO,
            ctx,
        }
    }

    /// The session: everything the editor does and shows, without the window.
    pub fn session(&self) -> &Session {
        &self.session
    }
    /// The settings kept between runs (View menu switches among them).
    pub fn settings_mut(&mut self) -> &mut eldorado_editor_model::persist::Settings {
        self.session.settings_mut()
    }
    /// The simulation's model.
    pub fn simulation(&self) -> &Simulation {
        self.session.simulation()
    }
    /// The simulation's settings, as the panel's fields set them.
    pub fn simulation_mut(&mut self) -> &mut Simulation {
        self.session.simulation_mut()
    }
    /// Whether the simulation window is open.
    pub fn simulation_window(&mut self) -> &mut bool {
        &mut self.simulation.open
    }
    /// The game view's own state (the board's view, the card chosen).
    pub fn game_view(&self) -> &GameView {
        &self.game
    }
    /// The game view, for tests that choose a card.
    pub fn game_view_mut(&mut self) -> &mut GameView {
        &mut self.game
    }
    /// The generator's model.
    pub fn generate(&self) -> &Generation {
        self.session.generation()
    }
    /// The generator's settings, as the window's fields set them.
    pub fn generate_mut(&mut self) -> &mut Generation {
        self.session.generation_mut()
    }
    /// The open course.
    pub fn document(&self) -> &Document {
        self.session.document()
    }
    /// The canvas: the view, the overlays switched on, what is pointed out.
    pub fn canvas(&self) -> &Canvas {
        &self.canvas
    }
    /// The canvas, for tests that move the view.
    pub fn canvas_mut(&mut self) -> &mut Canvas {
        &mut self.canvas
    }
    /// The message in the status bar.
    pub fn notice(&self) -> Option<&Notice> {
        self.session.notice()
    }
    /// The settings kept between runs.
    pub fn settings(&self) -> &Settings {
        self.session.settings()
    }
    /// How long the last call to `ui` took.
    pub fn frame_time(&self) -> Duration {
        self.frame_time
    }
    /// Writes unsaved work to the autosave file now (tests simulate a crash after this).
    pub fn autosave_now(&mut self) -> std::io::Result<()> {
        self.session.autosave_now()
    }
    /// The window's title.
    pub fn window_title(&self) -> String {
        self.session.document().window_title_in(self.session.lang())
    }

    /// Carries out a request and what it asks of the window.
    pub fn perform(&mut self, request: Request) {
        let effects = self.session.perform(request);
        self.follow_tab();
        self.carry_out(effects);
    }

    /// The views follow the course shown: those of the course put away are
    /// kept under its tab, those of the course shown come back (fresh for a
    /// new tab); a closed course's go. The Game > New game window is the
    /// window's, not a course's.
    fn follow_tab(&mut self) {
        let shown = self.session.shown_tab_id();
        if shown == self.view_tab {
            return;
        }
        let mut back = self.views.remove(&shown).unwrap_or_default();
        std::mem::swap(&mut back.game.setup, &mut self.game.setup);
        let away = TabView {
            canvas: std::mem::replace(&mut self.canvas, back.canvas),
            game: std::mem::replace(&mut self.game, back.game),
        };
        self.views.insert(self.view_tab, away);
        self.view_tab = shown;
        let open: Vec<TabId> = self.session.tabs().iter().map(|t| t.id).collect();
        self.views.retain(|id, _| open.contains(id));
        self.question_marks = None;
    }

    /// Opens a course file (tests call this instead of the dialog).
    pub fn open(&mut self, path: &Path) {
        self.perform(Request::Open(path.to_path_buf()));
    }

    /// Saves the course to a file and makes it the open file (tests call this
    /// instead of the dialog).
    pub fn save_to(&mut self, path: &Path) {
        self.perform(Request::SaveAs(path.to_path_buf()));
    }

    /// Writes an export of the course to a file (tests call this instead of the dialog).
    pub fn export_to(&mut self, format: Format, path: &Path) {
        self.perform(Request::Export(format, path.to_path_buf()));
    }

    /// Opens another program's course file (tests call this instead of the dialog).
    pub fn import(&mut self, client: Client, path: &Path) {
        self.perform(Request::Import(client, path.to_path_buf()));
    }

    /// Whether the list of what does not carry over is showing.
    pub fn losses_window_open(&self) -> bool {
        self.session.question().is_some_and(|q| q.is_about_losses())
    }

    /// What the board points out: a clicked problem, or the spaces the open
    /// question speaks of.
    pub fn highlight(&self) -> Option<&Highlight> {
        self.canvas.highlight.as_ref()
    }

    /// What the game view's board points out: a route choice clicked in its
    /// list of ways taken.
    pub fn game_highlight(&self) -> Option<&Highlight> {
        self.game.highlight()
    }

    /// Points out the spaces the open question speaks of (where durango starts
    /// the players, say) while it is open, and stops when it closes.
    fn mark_question(&mut self) {
        let marks = self
            .session
            .question()
            .filter(|q| !q.marks.is_empty() || !q.marked_pieces.is_empty())
            .map(|q| Highlight { hexes: q.marks.clone(), pieces: q.marked_pieces.clone() });
        if marks == self.question_marks {
            return;
        }
        if self.canvas.highlight == self.question_marks {
            self.canvas.highlight = None;
        }
        if let Some(m) = &marks {
            problems::reveal(&mut self.canvas, self.session.document(), m);
            self.canvas.highlight = Some(m.clone());
        }
        self.question_marks = marks;
    }

    /// The built-in path window (open where the system's file dialog cannot be).
    pub fn path_dialog(&mut self) -> &mut PathDialog {
        &mut self.path_dialog
    }

    /// Whether the share-code window is showing.
    pub fn paste_window_open(&self) -> bool {
        self.paste.open
    }

    /// The paste window's text, as a test would type it.
    pub fn paste_window(&mut self) -> &mut PasteWindow {
        &mut self.paste
    }

    fn carry_out(&mut self, effects: Vec<WindowEffect>) {
        for effect in effects {
            match effect {
                WindowEffect::AskPath(request) => self.ask_path(request),
                WindowEffect::Copy(text) => self.ctx.copy_text(text),
                WindowEffect::Close => self.ctx.send_viewport_cmd(ViewportCommand::Close),
                WindowEffect::Repaint => self.ctx.request_repaint(),
                WindowEffect::RepaintAfter(wait) => self.ctx.request_repaint_after(wait),
                WindowEffect::CourseReplaced => self.canvas.reset_for_new_course(),
                WindowEffect::CourseChanged => self.canvas.course_changed(self.session.document()),
                WindowEffect::Reveal(ids) => self.canvas.reveal(ids),
                WindowEffect::FitView => {
                    self.canvas.request_fit();
                    self.game.request_fit();
                }
                WindowEffect::ShowHelp => self.show_help = true,
                WindowEffect::ShowPasteWindow => self.paste.show(&self.ctx),
                WindowEffect::ShowOverlay(kind) => {
                    self.canvas.overlays.insert(kind);
                }
            }
        }
    }

    /// The built-in path window, or the system's dialog (which blocks until
    /// the user chooses).
    fn ask_path(&mut self, request: PathRequest) {
        if let Some(why) = self.file_dialogs.builtin_reason(self.session.lang()) {
            self.path_dialog.show(request.purpose, request.suggested, &why);
            return;
        }
        let current = request.current.as_deref();
        let lang = self.session.lang();
        let chosen = match request.purpose {
            PathPurpose::Open => files::pick_open(lang, current),
            PathPurpose::SaveAs => files::pick_save(lang, current, &request.course_name),
            PathPurpose::Export(format) => files::pick_export(lang, format, &request.course_name),
            PathPurpose::Import(client) => files::pick_import(lang, client),
            PathPurpose::OpenGame => files::pick_game_record(lang),
            PathPurpose::SaveGame => files::pick_game_save(lang, &request.course_name),
        };
        self.perform(chosen.map_or(Request::PathCancelled, |p| request.purpose.request(p)));
    }

    fn shortcuts(&mut self, ctx: &egui::Context, requests: &mut Vec<Request>) {
        text_clipboard_keys(ctx);
        // Esc closes the help first, before it drops a held piece or clears the selection.
        if self.show_help && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            self.show_help = false;
        }
        if self.session.question().is_some() || self.path_dialog.is_open() {
            return;
        }
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        // The window's commands, which no text field uses: they work while
        // a field is typed in (a Generate window's seed, a course's name).
        let commands: [(Modifiers, Key, Request); 9] = [
            (cmd_shift, Key::S, Request::SaveAsDialog),
            (cmd, Key::S, Request::Save),
            (cmd, Key::N, Request::New),
            (cmd, Key::O, Request::OpenDialog),
            (cmd, Key::W, Request::CloseTab(self.session.shown_tab())),
            (cmd, Key::PageDown, Request::NextTab { forward: true }),
            (cmd, Key::PageUp, Request::NextTab { forward: false }),
            (cmd, Key::Q, Request::Quit),
            (Modifiers::NONE, Key::F1, Request::ShowHelp),
        ];
        // Keys a text field has its own use for: the course's only when no
        // field is typed in. Most specific first: Ctrl+Z would also match
        // Ctrl+Shift+Z.
        let editing: [(Modifiers, Key, Request); 4] = [
            (cmd_shift, Key::Z, Request::Redo),
            (cmd, Key::Z, Request::Undo),
            (cmd, Key::Y, Request::Redo),
            (Modifiers::NONE, Key::Home, Request::FitView),
        ];
        let typing = ctx.egui_wants_keyboard_input();
        let keys = commands.into_iter().chain(editing.into_iter().filter(|_| !typing));
        for (m, k, r) in keys {
            if ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k))) {
                requests.push(r);
            }
        }
    }

    /// The window's close button: closes at once when nothing is unsaved,
    /// else the session asks first.
    fn close_request(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) && !self.session.close_requested() {
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
        }
    }

    fn update_title(&mut self, ctx: &egui::Context) {
        let title = self.session.document().window_title_in(self.session.lang());
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }
}

/// Ctrl+C / X / V in a text field: the window does not turn them into
/// egui's clipboard events itself (so that the canvas sees the keys), so
/// they are asked of the system here, which answers with those events.
fn text_clipboard_keys(ctx: &egui::Context) {
    if !ctx.egui_wants_keyboard_input() {
        return;
    }
    let key = |k: Key| ctx.input_mut(|i| i.consume_key(Modifiers::COMMAND, k));
    for (k, command) in [
        (Key::C, ViewportCommand::RequestCopy),
        (Key::X, ViewportCommand::RequestCut),
        (Key::V, ViewportCommand::RequestPaste),
    ] {
        if key(k) {
            ctx.send_viewport_cmd(command);
        }
    }
}

impl eframe::App for EditorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        let lang = self.session.lang();
        self.close_request(&ctx);
        let mut requests = Vec::new();
        if let Some(game) = self.session.game()
            && self.session.question().is_none()
            && !self.path_dialog.is_open()
        {
            self.game.keys(&ctx, game, &mut requests);
        }
        self.shortcuts(&ctx, &mut requests);

        let (mut show_palette, mut show_side_panel, mut paper, mut live_games) = (
            self.session.settings().show_palette,
            self.session.settings().show_side_panel,
            self.session.settings().paper,
            self.session.settings().live_games,
        );
        egui::Panel::top("menu").show(ui, |ui| {
            let state = menu::MenuState {
                show_palette: &mut show_palette,
                live_games: &mut live_games,
                show_side_panel: &mut show_side_panel,
                show_help: &mut self.show_help,
                simulation: &mut self.simulation.open,
                new_game: &mut self.game.setup.open,
                generate: &mut self.generate.open,
                complete: &mut self.complete.open,
                undo_open: self.session.undo_closes(),
                history: &mut self.show_history,
                overlays: &mut self.canvas.overlays,
                paper: &mut paper,
            };
            menu::bar(ui, &self.session, state, &mut requests);
        });
        let tabs = self.session.tabs();
        if tabs.len() > 1 {
            egui::Panel::top("tabs").show(ui, |ui| tab_bar::ui(ui, lang, &tabs, &mut requests));
        }
        let settings = self.session.settings_mut();
        (settings.show_palette, settings.show_side_panel, settings.paper, settings.live_games) =
            (show_palette, show_side_panel, paper, live_games);
        self.mark_question();

        let doc = self.session.document();
        let measured = self.session.measured_difficulty();
        let two_players = measured.is_some()
            && self.session.simulation().result_for(doc.stamp()).is_some_and(|r| r.players == 2);
        let method = two_players.then(|| eldorado_design::two_players::method_text(lang));
        // A notice kept until read shows how many wait, and an OK to read the next.
        let kept = self.session.notice_is_kept().then(|| self.session.kept_notices().len());
        let read = egui::Panel::bottom("status")
            .show(ui, |ui| {
                status::ui(
                    ui,
                    lang,
                    doc,
                    self.session.notice(),
                    kept,
                    measured.as_deref(),
                    method.as_deref(),
                )
            })
            .inner;
        if read {
            requests.push(Request::NoticeRead);
        }
        // The pieces to place are of no use while a game is on the board.
        if show_palette && self.session.game().is_none() {
            egui::Panel::left("palette")
                .resizable(true)
                .default_size(184.0)
                .show(ui, |ui| palette::ui(ui, lang, doc, self.session.drag(), &mut requests));
        }
        if let Some(game) = self.session.game() {
            egui::Panel::right("game").resizable(true).default_size(380.0).show(ui, |ui| {
                self.game.panel_ui(ui, game, &mut requests);
            });
        } else if show_side_panel {
            egui::Panel::right("side").resizable(true).default_size(320.0).show(ui, |ui| {
                egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                    let playing = self.session.live_games_running();
                    problems::ui(ui, doc, self.session.lang(), playing, &mut self.canvas);
                    ui.separator();
                    self.suggestions.ui(ui, &self.session, &mut requests);
                    ui.separator();
                    properties::ui(ui, &self.session, &mut self.canvas, &mut requests);
                });
            });
        }
        // The windows below stay inside the canvas's area, off the menu and status bars.
        let canvas_area = egui::CentralPanel::default()
            .frame(egui::Frame::NONE)
            .show(ui, |ui| match self.session.game() {
                Some(game) => self.game.board_ui(ui, doc, game, &mut requests),
                None => requests.extend(self.canvas.ui(ui, &self.session)),
            })
            .response
            .rect;

        help::window(&ctx, lang, &mut self.show_help);
        if self.session.game().is_none() {
            history::window(&ctx, &mut self.show_history, &self.session, &mut requests);
        }
        self.simulation.window(
            &ctx,
            canvas_area,
            &mut self.session,
            &mut self.canvas,
            &mut requests,
        );
        self.generate.window(&ctx, canvas_area, &mut self.session, &mut requests);
        let valid = self.session.document().assembly().is_valid();
        self.game.setup.window(&ctx, valid, self.session.lang(), &mut requests);
        self.complete.window(&ctx, canvas_area, &mut self.session, &mut requests);
        self.paste.window(&ctx, lang, &mut requests);
        if let Some(q) = self.session.question() {
            requests.extend(question::window(&ctx, lang, q));
        } else if self.session.start_page_open() {
            let recent = &self.session.settings().recent;
            if start_page::window(&ctx, lang, recent, &mut requests).generate {
                self.generate.open = true;
            }
        }
        requests.extend(self.path_dialog.window(&ctx, lang));

        for r in requests {
            self.perform(r);
        }
        let effects = self.session.tick();
        self.follow_tab();
        self.carry_out(effects);
        self.update_title(&ctx);
        self.frame_time = started.elapsed();
    }

    fn on_exit(&mut self) {
        self.session.exit();
    }
}
