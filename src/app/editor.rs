//! The editor application: owns the open course, lays out the panels, applies
//! the actions they return, and looks after files, settings and autosave.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, ViewportCommand};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use super::canvas::Canvas;
use super::canvas::overlay::Highlight;
use super::files::FileDialogs;
use super::panels::generate::GeneratePanel;
use super::panels::losses::LossWindow;
use super::panels::path_dialog::{PathDialog, PathPurpose};
use super::panels::share::PasteWindow;
use super::panels::simulation::SimulationPanel;
use super::panels::suggestions::SuggestionsPanel;
use super::panels::{help, problems, properties, status};
use super::{files, menu, palette};
use eldorado_core::course::{BlockadeChoice, Course, SeamBlockade, official};
use eldorado_core::map::Map;
use eldorado_core::text::capitalise;
use eldorado_editor_model::action::{Action, Notice};
use eldorado_editor_model::commands::Edit;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::persist::{Autosave, Recovered, SETTINGS_KEY, Settings};
use eldorado_formats::course_file;
use eldorado_formats::course_file::CourseError;
use eldorado_formats::share_code;
use eldorado_formats::{self, Client};
use eldorado_pictures::Paper;
use eldorado_pictures::export::{self, ExportOptions, Format};

/// Which course the editor opens with.
#[derive(Debug, Clone, PartialEq)]
pub enum Start {
    /// The file open when the editor last closed, or else the first official course.
    LastSession,
    Official(&'static str),
    File(PathBuf),
    /// A course in no file yet (a generated one), unsaved.
    Course(Box<Course>),
    Empty,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StartOptions {
    pub start: Start,
    /// Where unsaved work is autosaved; `None` turns autosave off.
    pub data_dir: Option<PathBuf>,
    /// The system's file dialogs, or the built-in path window.
    pub file_dialogs: FileDialogs,
}

impl StartOptions {
    /// For tests: the first official course, autosave off.
    pub fn official(id: &'static str) -> Self {
        StartOptions {
            start: Start::Official(id),
            data_dir: None,
            file_dialogs: FileDialogs::Detect,
        }
    }
}

pub struct EditorApp {
    doc: Document,
    canvas: Canvas,
    settings: Settings,
    autosave: Option<Autosave>,
    /// Work from a session that did not close properly, waiting for the user's answer.
    restore_offer: Option<Recovered>,
    notice: Option<Notice>,
    /// An action waiting for "discard unsaved changes?".
    pending: Option<Action>,
    /// A save that would replace a course file of a newer format, waiting for
    /// "replace it?": the path and the format version found there.
    overwrite_offer: Option<(PathBuf, u64)>,
    /// The user agreed to close.
    allow_close: bool,
    show_help: bool,
    simulation: SimulationPanel,
    generate: GeneratePanel,
    suggestions: SuggestionsPanel,
    /// The course that was open before a generated one, with its history:
    /// Undo past the generated course's first edit goes back to it.
    before_generated: Option<Document>,
    paste: PasteWindow,
    /// What an export to or import from another program does not carry over.
    losses: LossWindow,
    /// The paper setup sheets are laid out for (File > Export).
    paper: Paper,
    /// Asks for a path where the system's file dialog cannot open.
    path_dialog: PathDialog,
    /// Why the built-in path window is used; `None` with the system's dialogs.
    builtin_dialog: Option<String>,
    title: String,
    frame_time: Duration,
    ctx: egui::Context,
}

impl EditorApp {
    pub fn new(cc: &eframe::CreationContext<'_>, options: StartOptions) -> Self {
        let settings: Settings =
            cc.storage.and_then(|s| eframe::get_value(s, SETTINGS_KEY)).unwrap_or_default();
        let mut notice = None;
        let doc = match &options.start {
            Start::Empty => empty_document(),
            Start::Official(id) => official_document(id),
            Start::File(p) => open_or_default(p, &mut notice),
            Start::Course(c) => Document::unsaved((**c).clone(), c.name.clone()),
            Start::LastSession => match settings.last_file.clone().filter(|p| p.exists()) {
                Some(p) => open_or_default(&p, &mut notice),
                None => official_document(official::DEFAULT_COURSE),
            },
        };
        let autosave = options.data_dir.as_deref().map(Autosave::in_dir);
        let mut restore_offer = None;
        if let Some(a) = &autosave {
            match a.recover() {
                Some(Ok(r)) => restore_offer = Some(r),
                Some(Err(e)) => {
                    // Kept aside, not deleted: it may be a newer editor's work.
                    let kept = a.path().with_extension("damaged.json");
                    let where_ = match std::fs::rename(a.path(), &kept) {
                        Ok(()) => format!("; it was kept as {}", kept.display()),
                        Err(_) => String::new(),
                    };
                    notice = Some(Notice::error(format!(
                        "Unsaved work from the last session could not be restored: {e}{where_}"
                    )));
                }
                None => {}
            }
        }
        EditorApp {
            doc,
            canvas: Canvas::default(),
            settings,
            autosave,
            restore_offer,
            notice,
            pending: None,
            overwrite_offer: None,
            allow_close: false,
            show_help: false,
            simulation: SimulationPanel::default(),
            generate: GeneratePanel::default(),
            suggestions: SuggestionsPanel::default(),
            before_generated: None,
            paste: PasteWindow::default(),
            losses: LossWindow::default(),
            paper: Paper::default(),
            path_dialog: PathDialog::default(),
            builtin_dialog: options.file_dialogs.builtin_reason(),
            title: String::new(),
            frame_time: Duration::ZERO,
            ctx: cc.egui_ctx.clone(),
        }
    }

    pub fn simulation(&self) -> &SimulationPanel {
        &self.simulation
    }
    pub fn simulation_mut(&mut self) -> &mut SimulationPanel {
        &mut self.simulation
    }
    pub fn generate(&self) -> &GeneratePanel {
        &self.generate
    }
    pub fn generate_mut(&mut self) -> &mut GeneratePanel {
        &mut self.generate
    }
    pub fn suggestions(&self) -> &SuggestionsPanel {
        &self.suggestions
    }
    pub fn document(&self) -> &Document {
        &self.doc
    }
    pub fn canvas(&self) -> &Canvas {
        &self.canvas
    }
    pub fn canvas_mut(&mut self) -> &mut Canvas {
        &mut self.canvas
    }
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    /// How long the last call to `ui` took.
    pub fn frame_time(&self) -> Duration {
        self.frame_time
    }
    /// Writes unsaved work to the autosave file now (tests simulate a crash after this).
    pub fn autosave_now(&mut self) -> std::io::Result<()> {
        match &mut self.autosave {
            Some(a) if self.doc.is_dirty() => a.write(&self.doc),
            _ => Ok(()),
        }
    }

    /// Does what an action asks. Actions that would throw away unsaved changes
    /// ask first.
    pub fn perform(&mut self, action: Action) {
        let discards = matches!(
            action,
            Action::New
                | Action::OpenDialog
                | Action::Open(_)
                | Action::OpenOfficial(_)
                | Action::OpenCourse(_)
                | Action::OpenGenerated(_)
                | Action::ImportDialog(_)
                | Action::Import(..)
                | Action::Quit
        );
        if discards && self.doc.is_dirty() {
            self.pending = Some(action);
            return;
        }
        self.perform_now(action);
    }

    fn perform_now(&mut self, action: Action) {
        match action {
            Action::Edit(edit) => self.edit(edit),
            Action::Undo => {
                if self.doc.undo() {
                    self.after_change();
                } else if let Some(before) = self.before_generated.take() {
                    let name = self.doc.display_name();
                    self.replace(before);
                    self.notice = Some(Notice::info(format!("Closed the generated course {name}")));
                }
            }
            Action::Redo => {
                if self.doc.redo() {
                    self.after_change();
                }
            }
            Action::New => self.replace(empty_document()),
            Action::OpenOfficial(id) => self.replace(official_document(id)),
            Action::OpenDialog => match &self.builtin_dialog {
                Some(why) => self.path_dialog.show(
                    PathPurpose::Open,
                    files::suggested_path(self.doc.path(), "", None),
                    why,
                ),
                None => {
                    if let Some(p) = files::pick_open(self.doc.path()) {
                        self.perform_now(Action::Open(p));
                    }
                }
            },
            Action::Open(p) => self.open(&p),
            Action::Save => match self.doc.path().map(Path::to_path_buf) {
                Some(p) => self.save_to(&p),
                None => self.perform_now(Action::SaveAsDialog),
            },
            Action::SaveAsDialog => match &self.builtin_dialog {
                Some(why) => {
                    let suggested = files::suggested_path(
                        self.doc.path(),
                        &self.doc.course().name,
                        Some("json"),
                    );
                    self.path_dialog.show(PathPurpose::SaveAs, suggested, why);
                }
                None => {
                    if let Some(p) = files::pick_save(self.doc.path(), &self.doc.course().name) {
                        self.save_to(&p);
                    }
                }
            },
            Action::SaveAs(p) => self.save_to(&p),
            Action::OpenCourse(course) => {
                let name = course.name.clone();
                self.replace(Document::unsaved(*course, name));
                self.notice = Some(Notice::info("Opened the course from its share code"));
            }
            Action::OpenGenerated(course) => {
                let name = course.name.clone();
                let before = self.show(Document::unsaved(*course, name.clone()));
                self.before_generated = Some(before);
                self.notice = Some(Notice::info(format!(
                    "Opened the generated course {name}; it is not saved yet (Undo goes back)"
                )));
            }
            Action::ExportDialog(format) => self.prepare_export(format),
            Action::Export(format, p) => self.export_to(format, &p),
            Action::ImportDialog(client) => match &self.builtin_dialog {
                Some(why) => self.path_dialog.show(
                    PathPurpose::Import(client),
                    files::suggested_path(self.doc.path(), "", None),
                    why,
                ),
                None => {
                    if let Some(p) = files::pick_import(client) {
                        self.perform_now(Action::Import(client, p));
                    }
                }
            },
            Action::Import(client, p) => self.import(client, &p),
            Action::CopyShareCode => self.copy_share_code(),
            Action::PasteShareCode => self.paste.show(),
            Action::RandomBlockades => self.deal_blockades(),
            Action::ClearBlockades => self.edit(Edit::SetAllBlockades {
                blockades: Vec::new(),
                label: "clear all blockades".into(),
            }),
            Action::FitView => self.canvas.request_fit(),
            Action::ShowHelp => self.show_help = true,
            Action::Quit => {
                self.allow_close = true;
                self.ctx.send_viewport_cmd(ViewportCommand::Close);
            }
            Action::Notify(n) => self.notice = Some(n),
        }
    }

    fn edit(&mut self, edit: Edit) {
        if matches!(edit, Edit::Remove { .. }) {
            self.canvas.selected = None;
        }
        match self.doc.apply(edit) {
            Ok(()) => self.after_change(),
            Err(e) => self.notice = Some(Notice::refused(capitalise(&e))),
        }
    }

    fn after_change(&mut self) {
        self.canvas.course_changed(&self.doc);
        self.notice = None;
        self.ctx.request_repaint();
    }

    fn replace(&mut self, doc: Document) {
        self.show(doc);
        self.before_generated = None;
    }

    /// Puts another document in place of the open one, which is given back.
    fn show(&mut self, doc: Document) -> Document {
        let old = std::mem::replace(&mut self.doc, doc);
        self.canvas.reset_for_new_course();
        self.notice = None;
        self.ctx.request_repaint();
        old
    }

    /// Opens a course file (tests call this instead of the dialog).
    pub fn open(&mut self, path: &Path) {
        match Document::open(path) {
            Ok(doc) => {
                self.replace(doc);
                self.settings.add_recent(path);
                self.settings.last_file = Some(path.to_path_buf());
            }
            Err(e) => {
                if !path.exists() {
                    self.settings.forget_recent(path);
                }
                self.notice = Some(Notice::error(open_error(path, &e)));
            }
        }
    }

    /// Saves the course to a file and makes it the open file (tests call this
    /// instead of the dialog).
    pub fn save_to(&mut self, path: &Path) {
        self.save_with(path, Document::save_as);
    }

    fn save_with(
        &mut self,
        path: &Path,
        save: fn(&mut Document, &Path) -> Result<(), CourseError>,
    ) {
        match save(&mut self.doc, path) {
            Ok(()) => {
                self.settings.add_recent(path);
                self.settings.last_file = Some(path.to_path_buf());
                self.notice = Some(Notice::info(format!("Saved {}", path.display())));
                if let Some(a) = &mut self.autosave {
                    let _ = a.clear();
                }
            }
            Err(CourseError::WouldLoseNewer { path, found }) => {
                self.overwrite_offer = Some((path, found))
            }
            Err(e) => self.notice = Some(Notice::error(format!("Cannot save: {e}"))),
        }
    }

    /// An export to another program first lists what does not carry over (or
    /// says why it cannot be made); then, as every export, asks for the path.
    fn prepare_export(&mut self, format: Format) {
        if matches!(format, Format::Durango | Format::ShlomoAlon) {
            match export::export(
                self.doc.course(),
                self.doc.assembly(),
                format,
                &ExportOptions::default(),
            ) {
                Err(e) => {
                    self.notice =
                        Some(Notice::error(format!("Cannot export the {}: {e}", format.name())));
                    return;
                }
                Ok(exported) if !exported.losses.is_empty() => {
                    self.losses.before_export(format, &exported.losses);
                    self.mark_losses();
                    return;
                }
                Ok(_) => {}
            }
        }
        self.ask_export_path(format);
    }

    fn ask_export_path(&mut self, format: Format) {
        match &self.builtin_dialog {
            Some(why) => {
                let suggested = files::suggested_path(
                    self.doc.path(),
                    &self.doc.course().name,
                    Some(format.extension()),
                );
                self.path_dialog.show(PathPurpose::Export(format), suggested, why);
            }
            None => {
                if let Some(p) = files::pick_export(format, &self.doc.course().name) {
                    self.export_to(format, &p);
                }
            }
        }
    }

    /// Opens another program's course file as a new, unsaved course and lists
    /// what the file could not say (tests call this instead of the dialog).
    pub fn import(&mut self, client: Client, path: &Path) {
        match eldorado_formats::import_file(client, path) {
            Ok(imported) => {
                let name = imported.course.name.clone();
                self.replace(Document::unsaved(imported.course, name.clone()));
                if !imported.losses.is_empty() {
                    self.losses.after_import(format!("Imported from {client}"), &imported.losses);
                    self.mark_losses();
                }
                self.notice = Some(Notice::info(format!(
                    "Imported \"{name}\" from {client}; it is not saved yet"
                )));
            }
            Err(e) => {
                self.notice = Some(Notice::error(format!("Cannot import {}: {e}", path.display())))
            }
        }
    }

    /// Whether the list of what does not carry over is showing.
    pub fn losses_window_open(&self) -> bool {
        self.losses.is_open()
    }

    /// Points out on the board the spaces the open losses window is about.
    fn mark_losses(&mut self) {
        if let Some(marks) = self.losses.marks() {
            let marks = marks.clone();
            problems::reveal(&mut self.canvas, &self.doc, &marks);
            self.canvas.highlight = Some(marks);
        }
    }

    /// What the board points out (a clicked problem, or the losses window's spaces).
    pub fn highlight(&self) -> Option<&Highlight> {
        self.canvas.highlight.as_ref()
    }

    /// Writes an export of the course to a file (tests call this instead of the dialog).
    pub fn export_to(&mut self, format: Format, path: &Path) {
        self.notice = Some(
            match export::export_file(
                self.doc.course(),
                self.doc.assembly(),
                format,
                &ExportOptions { paper: self.paper, ..ExportOptions::default() },
                path,
            ) {
                Ok(()) => {
                    Notice::info(format!("Exported the {} to {}", format.name(), path.display()))
                }
                Err(e) => Notice::error(format!("Cannot export the {}: {e}", format.name())),
            },
        );
    }

    /// Puts the course's share code on the clipboard.
    fn copy_share_code(&mut self) {
        self.notice = Some(match share_code::encode(self.doc.course()) {
            Ok(code) => {
                let n = code.chars().count();
                self.ctx.copy_text(code);
                Notice::info(format!("Copied the share code ({n} characters) to the clipboard"))
            }
            Err(e) => Notice::error(format!("Cannot make a share code: {e}")),
        });
    }

    /// The built-in path window (open where the system's file dialog cannot be).
    pub fn path_dialog(&mut self) -> &mut PathDialog {
        &mut self.path_dialog
    }

    pub fn paste_window_open(&self) -> bool {
        self.paste.open
    }

    /// The paste window's text, as a test would type it.
    pub fn paste_window(&mut self) -> &mut PasteWindow {
        &mut self.paste
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
        self.edit(Edit::SetAllBlockades {
            blockades,
            label: format!("deal random blockades (seed {seed})"),
        });
    }

    fn shortcuts(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        if ctx.egui_wants_keyboard_input()
            || self.pending.is_some()
            || self.restore_offer.is_some()
            || self.path_dialog.is_open()
        {
            return;
        }
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        // Most specific first: Ctrl+Z would also match Ctrl+Shift+Z.
        let table: [(Modifiers, Key, Action); 10] = [
            (cmd_shift, Key::Z, Action::Redo),
            (cmd, Key::Z, Action::Undo),
            (cmd, Key::Y, Action::Redo),
            (cmd_shift, Key::S, Action::SaveAsDialog),
            (cmd, Key::S, Action::Save),
            (cmd, Key::N, Action::New),
            (cmd, Key::O, Action::OpenDialog),
            (cmd, Key::Q, Action::Quit),
            (Modifiers::NONE, Key::Home, Action::FitView),
            (Modifiers::NONE, Key::F1, Action::ShowHelp),
        ];
        for (m, k, a) in table {
            if ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k))) {
                actions.push(a);
            }
        }
    }

    fn close_request(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) && !self.allow_close {
            if self.doc.is_dirty() {
                ctx.send_viewport_cmd(ViewportCommand::CancelClose);
                self.pending = Some(Action::Quit);
            } else {
                self.allow_close = true;
            }
        }
    }

    /// "Replace a newer file?" before a save would lose what this version cannot read.
    fn confirm_overwrite(&mut self, ctx: &egui::Context) {
        let Some((path, found)) = self.overwrite_offer.clone() else { return };
        let text = format!(
            "{} was saved by a newer version of the course format (version {found}; this editor writes version {}). \
             Saving over it would lose whatever this version cannot read.",
            path.display(),
            course_file::VERSION
        );
        let question = Question {
            id: "confirm-overwrite",
            width: 420.0,
            heading: "Replace a newer course file?",
            text: &text,
        };
        let answer = question.ask(ctx, &["Replace it", "Save As…"]);
        match answer {
            Some(0) => {
                self.overwrite_offer = None;
                self.save_with(&path, Document::save_over);
            }
            Some(1) => {
                self.overwrite_offer = None;
                self.perform_now(Action::SaveAsDialog);
            }
            Some(_) => {
                self.overwrite_offer = None;
                self.notice =
                    Some(Notice::info(format!("Did not save; {} is unchanged", path.display())));
            }
            None => {}
        }
    }

    /// "Save changes?" before an action that would lose them.
    fn confirm_discard(&mut self, ctx: &egui::Context) {
        let Some(then) = self.pending.clone() else { return };
        let text = format!("Save the changes to {} first?", self.doc.display_name());
        let question = Question {
            id: "confirm-discard",
            width: 380.0,
            heading: "Unsaved changes",
            text: &text,
        };
        let answer = question.ask(ctx, &["Save", "Don't save"]);
        match answer {
            Some(0) => {
                self.pending = None;
                self.perform_now(Action::Save);
                if !self.doc.is_dirty() {
                    self.perform_now(then);
                }
            }
            Some(1) => {
                self.pending = None;
                if let Some(a) = &mut self.autosave {
                    let _ = a.clear();
                }
                self.perform_now(then);
            }
            Some(_) => self.pending = None,
            None => {}
        }
    }

    fn restore_prompt(&mut self, ctx: &egui::Context) {
        let Some(offer) = &self.restore_offer else { return };
        let name = offer
            .file
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| offer.course.name.clone());
        let text = format!(
            "The editor did not close properly last time. Unsaved changes to {name} were kept."
        );
        let question =
            Question { id: "restore", width: 400.0, heading: "Restore unsaved work?", text: &text };
        let answer = question.ask_without_cancel(ctx, &["Restore", "Discard"]).map(|i| i == 0);
        match answer {
            Some(true) => {
                let r = self.restore_offer.take().expect("shown above");
                self.replace(Document::from_file(r.course, r.file, false));
                self.notice = Some(Notice::info("Restored the unsaved work"));
            }
            Some(false) => {
                self.restore_offer = None;
                if let Some(a) = &mut self.autosave {
                    let _ = a.clear();
                }
            }
            None => {}
        }
    }

    fn autosave_tick(&mut self, ctx: &egui::Context) {
        if self.restore_offer.is_some() {
            return; // the old work stays on disk until the user answers
        }
        if let Some(a) = &mut self.autosave {
            match a.tick(&self.doc) {
                Ok(Some(wait)) => ctx.request_repaint_after(wait),
                Ok(None) => {}
                Err(e) => {
                    self.notice = Some(Notice::error(format!(
                        "Cannot autosave to {}: {e}",
                        a.path().display()
                    )))
                }
            }
        }
    }

    fn update_title(&mut self, ctx: &egui::Context) {
        let title = self.doc.window_title();
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    pub fn window_title(&self) -> String {
        self.doc.window_title()
    }
}

fn empty_document() -> Document {
    Document::unsaved(
        Course { name: "Untitled course".into(), ..Course::default() },
        "Untitled course",
    )
}

fn official_document(id: &str) -> Document {
    let course = official::course(id).unwrap_or_else(official::default_course);
    let name = course.name.clone();
    Document::unsaved(course, name)
}

/// One sentence for a file that cannot be opened; it names the file once.
fn open_error(path: &Path, e: &CourseError) -> String {
    match e {
        CourseError::File(_) => capitalise(&e.to_string()),
        _ => format!("Cannot open {}: {e}", path.display()),
    }
}

fn open_or_default(path: &Path, notice: &mut Option<Notice>) -> Document {
    Document::open(path).unwrap_or_else(|e| {
        *notice = Some(Notice::error(open_error(path, &e)));
        official_document(official::DEFAULT_COURSE)
    })
}

impl eframe::App for EditorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        self.close_request(&ctx);
        let mut actions = Vec::new();
        self.shortcuts(&ctx, &mut actions);

        egui::Panel::top("menu").show(ui, |ui| {
            let state = menu::MenuState {
                settings: &mut self.settings,
                show_help: &mut self.show_help,
                simulation: &mut self.simulation,
                generate: &mut self.generate,
                undo_open: self.before_generated.as_ref().map(|_| self.doc.display_name()),
                overlays: &mut self.canvas.overlays,
                selected: self.canvas.selected,
                paper: &mut self.paper,
            };
            menu::bar(ui, &self.doc, state, &mut actions);
        });
        egui::Panel::bottom("status")
            .show(ui, |ui| status::ui(ui, &self.doc, self.notice.as_ref()));
        if self.settings.show_palette {
            egui::Panel::left("palette")
                .resizable(true)
                .default_size(184.0)
                .show(ui, |ui| palette::ui(ui, &self.doc, &mut self.canvas));
        }
        if self.settings.show_side_panel {
            egui::Panel::right("side").resizable(true).default_size(320.0).show(ui, |ui| {
                egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                    problems::ui(ui, &self.doc, &mut self.canvas);
                    ui.separator();
                    self.suggestions.ui(ui, &self.doc, &mut actions);
                    ui.separator();
                    properties::ui(ui, &self.doc, &mut self.canvas, &mut actions);
                });
            });
        }
        egui::CentralPanel::default().frame(egui::Frame::NONE).show(ui, |ui| {
            actions.extend(self.canvas.ui(ui, &self.doc));
        });

        help::window(&ctx, &mut self.show_help);
        self.simulation.window(&ctx, &mut self.doc);
        self.generate.window(&ctx, &mut actions);
        self.paste.window(&ctx, &mut actions);
        let marked = self.losses.marks().cloned();
        if let Some(format) = self.losses.window(&ctx) {
            self.ask_export_path(format);
        }
        if marked.is_some() && !self.losses.is_open() && self.canvas.highlight == marked {
            self.canvas.highlight = None;
        }
        self.restore_prompt(&ctx);
        self.confirm_discard(&ctx);
        self.confirm_overwrite(&ctx);
        // Straight to the action: an Open here was already past "save changes?".
        if let Some(a) = self.path_dialog.window(&ctx) {
            self.perform_now(a);
        }

        for a in actions {
            self.perform(a);
        }
        self.update_title(&ctx);
        self.autosave_tick(&ctx);
        self.frame_time = started.elapsed();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // A course that is in no file (new, official or restored) reopens as the first official course.
        self.settings.last_file = self.doc.path().map(Path::to_path_buf);
        eframe::set_value(storage, SETTINGS_KEY, &self.settings);
    }

    fn on_exit(&mut self) {
        // Closing on purpose: the work was saved, or the user chose not to.
        if (self.allow_close || !self.doc.is_dirty())
            && let Some(a) = &mut self.autosave
        {
            let _ = a.clear();
        }
    }
}

/// A modal question with a row of answers; the answer is the index of the
/// button clicked, and Cancel (or Escape) is the index after the last answer.
struct Question<'a> {
    id: &'static str,
    width: f32,
    heading: &'a str,
    text: &'a str,
}

impl Question<'_> {
    fn ask(&self, ctx: &egui::Context, answers: &[&str]) -> Option<usize> {
        self.show(ctx, answers, true)
    }

    /// For a question that must be answered (nothing is kept by dismissing it).
    fn ask_without_cancel(&self, ctx: &egui::Context, answers: &[&str]) -> Option<usize> {
        self.show(ctx, answers, false)
    }

    fn show(&self, ctx: &egui::Context, answers: &[&str], cancel: bool) -> Option<usize> {
        let mut answer = None;
        egui::Modal::new(egui::Id::unique(self.id)).show(ctx, |ui| {
            ui.set_max_width(self.width);
            ui.heading(self.heading);
            ui.label(self.text);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                for (i, label) in answers.iter().enumerate() {
                    if ui.button(*label).clicked() {
                        answer = Some(i);
                    }
                }
                if cancel
                    && (ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(Key::Escape)))
                {
                    answer = Some(answers.len());
                }
            });
        });
        answer
    }
}
