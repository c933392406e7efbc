//! The session's files: the settings kept between runs, the autosave and
//! the work other editors left behind, the path asked of the user; and the
//! file flows: save (with "replace a newer file?" and what follows a save),
//! import from and export to other programs (with what they lose), and the
//! share code. Opening a course file is in `opening.rs`.

use std::path::{Path, PathBuf};

use eldorado_formats::{Client, CourseError, share_code};
use eldorado_pictures::export::{self, ExportOptions, Format};

use super::opening::Opening;
use super::paths::{PathPurpose, PathRequest};
use super::question::Question;
use super::{Session, WindowEffect, notices};
use crate::document::Document;
use crate::persist::{self, Autosaves, LeftBehind, Recovered, Settings};
use crate::request::{Notice, Request};
use crate::{shown, words};
use eldorado_messages::{Lang, text, text_with};

/// A path asked of the user, and what follows a save made with it.
struct Awaiting {
    purpose: PathPurpose,
    /// What a "Save" answer to "unsaved changes?" was for: it goes on once
    /// the course is saved.
    after_save: Option<Box<Request>>,
}

/// The settings, the autosave, the file being opened, the path asked for.
pub(super) struct Files {
    pub settings: Settings,
    /// The settings as last saved, to save them again only when they change.
    settings_saved: Settings,
    /// The data folder, where the settings are saved; `None` saves nothing.
    data_dir: Option<PathBuf>,
    pub autosave: Option<Autosaves>,
    /// Work other editors left behind, offered back now; the others wait on
    /// disk and are offered one after another once it is answered.
    pub left_behind: Vec<LeftBehind>,
    /// A course file being read on a worker thread.
    pub opening: Option<Opening>,
    awaiting: Option<Awaiting>,
}

impl Files {
    /// The files of a session starting with `settings`: with `data_dir`, its
    /// autosave is claimed there and the work other editors left behind is
    /// surveyed; what is wrong or found is said in `kept`.
    pub fn start(
        settings: Settings,
        data_dir: Option<&Path>,
        lang: Lang,
        kept: &mut Vec<Notice>,
    ) -> Files {
        let autosave = claim(data_dir, lang, kept);
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
        Files {
            settings_saved: settings.clone(),
            settings,
            data_dir: data_dir.map(Path::to_path_buf),
            autosave,
            left_behind,
            opening: None,
            awaiting: None,
        }
    }

    /// An autosave of its own for another course open (a new tab), or
    /// `None` with what is wrong said in `kept`.
    pub fn claim_autosave(&self, lang: Lang, kept: &mut Vec<Notice>) -> Option<Autosaves> {
        claim(self.data_dir.as_deref(), lang, kept)
    }

    /// The work left behind that is offered back now, if it could be read.
    pub fn offered(&self) -> Option<&Recovered> {
        self.left_behind.first().and_then(|f| f.found.as_ref().ok())
    }

    /// Whether a course file is being read on a worker thread.
    pub fn is_opening(&self) -> bool {
        self.opening.is_some()
    }

    /// Whether the session waits for a path the user was asked for.
    pub fn awaits_any(&self) -> bool {
        self.awaiting.is_some()
    }

    /// Whether the session asked the user for a path for `purpose`.
    pub fn awaits(&self, purpose: PathPurpose) -> bool {
        self.awaiting.as_ref().is_some_and(|a| a.purpose == purpose)
    }

    /// The path asked for came, or was not given: what a save made with it
    /// was to do next.
    pub fn path_given(&mut self) -> Option<Box<Request>> {
        self.awaiting.take().and_then(|a| a.after_save)
    }

    /// The user gave no path.
    pub fn path_cancelled(&mut self) {
        self.awaiting = None;
    }

    /// The work is saved or given up: this editor's autosave of it goes.
    pub fn clear_autosave(&mut self) {
        if let Some(a) = &mut self.autosave {
            let _ = a.clear();
        }
    }

    /// Saves the settings (and `file`, the file shown now, and `others`, the
    /// files open in the other tabs, to reopen next time) into the data
    /// folder when they changed since they were last saved; says why when
    /// they could not be.
    fn save_settings(
        &mut self,
        file: Option<&Path>,
        others: Vec<PathBuf>,
        lang: Lang,
    ) -> Option<Notice> {
        // A course that is in no file (new, official or restored) reopens as the first official course.
        self.settings.last_file = file.map(Path::to_path_buf);
        self.settings.other_files = others;
        let dir = self.data_dir.as_ref()?;
        if self.settings == self.settings_saved {
            return None;
        }
        let saved = persist::save_settings(dir, &self.settings);
        // Said once on failure: the next change tries again.
        self.settings_saved = self.settings.clone();
        saved.err().map(|e| {
            Notice::error(text_with(
                lang,
                "editor-notice-settings-not-saved",
                &[("why", eldorado_formats::course_file::said::file_error(lang, &e).into())],
            ))
        })
    }
}

impl Session {
    /// The settings kept between runs.
    pub fn settings(&self) -> &Settings {
        &self.files.settings
    }
    /// The settings, for the View menu's switches.
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.files.settings
    }

    /// The editor is closing: its own autosave goes if the work was saved or
    /// the user chose not to keep it (work other editors left behind stays
    /// until the user answers for it), and the settings are saved.
    pub fn exit(&mut self) {
        if self.may_close() {
            self.clear_every_autosave();
        }
        self.save_settings();
    }

    /// Saves the settings when they changed (see [`Files::save_settings`]).
    pub(super) fn save_settings(&mut self) {
        let others = self.other_tab_files();
        if let Some(said) = self.files.save_settings(self.doc.path(), others, self.lang) {
            self.notices.last = Some(said);
        }
    }

    /// Writes unsaved work — the course, a game being played — to the
    /// autosave file now (tests simulate a crash after this).
    pub fn autosave_now(&mut self) -> std::io::Result<()> {
        let game = self.game.as_ref().filter(|g| g.is_unsaved());
        match &mut self.files.autosave {
            Some(a) if self.doc.is_dirty() || game.is_some() => a.write(&self.doc, game),
            _ => Ok(()),
        }
    }

    /// Writes the autosave when one is due.
    pub(super) fn autosave_tick(&mut self) {
        if self.question.as_ref().is_some_and(|q| q.restores().is_some()) {
            return; // the old work stays on disk until the user answers
        }
        if let Some(a) = &mut self.files.autosave {
            match a.tick(&self.doc, self.game.as_ref()) {
                Ok(Some(wait)) => self.effects.push(WindowEffect::RepaintAfter(wait)),
                Ok(None) => {}
                Err(e) => self.say_autosave_failed(&e),
            }
        }
    }

    /// Says in the status bar that the autosave could not be written.
    pub(super) fn say_autosave_failed(&mut self, e: &std::io::Error) {
        let Some(a) = &self.files.autosave else { return };
        self.notices.last = Some(Notice::error(text_with(
            self.lang,
            "editor-notice-no-autosave",
            &[
                ("path", shown::path(a.path()).into()),
                ("why", persist::said::io_write_said(self.lang, e).into()),
            ],
        )))
    }

    /// Asks the window for a path; `after_save` goes on after a save made with it.
    pub(super) fn ask_path(&mut self, purpose: PathPurpose, after_save: Option<Box<Request>>) {
        self.files.awaiting = Some(Awaiting { purpose, after_save });
        // Files made from a saved course are named after its file ("my-route.json"
        // → "my-route-client.json"), an unsaved one's after the course.
        let name = match self.doc.path().and_then(Path::file_stem) {
            Some(stem) => stem.to_string_lossy().into_owned(),
            None => self.doc.course().name.clone(),
        };
        let request = PathRequest::new(purpose, self.doc.path(), &name, self.lang);
        self.effects.push(WindowEffect::AskPath(request));
    }

    /// The course file to open, chosen.
    pub(super) fn open_chosen(&mut self, path: &Path) {
        self.files.path_cancelled();
        self.open(path);
    }

    /// The file to save the course as, chosen: what the save was for goes on.
    pub(super) fn save_as_chosen(&mut self, path: &Path) {
        let then = self.files.path_given();
        self.save_to(path, then);
    }

    /// The file to export to, chosen.
    pub(super) fn export_chosen(&mut self, format: Format, path: &Path) {
        self.files.path_cancelled();
        self.export_to(format, path);
    }

    /// The other program's file to import, chosen.
    pub(super) fn import_chosen(&mut self, client: Client, path: &Path) {
        self.files.path_cancelled();
        self.import(client, path);
    }

    /// Saves to the course's file, or asks where when it has none; `then`
    /// goes on once the course is saved.
    pub(super) fn save(&mut self, then: Option<Box<Request>>) {
        match self.doc.path().map(Path::to_path_buf) {
            Some(p) => self.save_to(&p, then),
            None => self.ask_path(PathPurpose::SaveAs, then),
        }
    }

    /// Saves the course to a file and makes it the course's file.
    pub(super) fn save_to(&mut self, path: &Path, then: Option<Box<Request>>) {
        self.save_with(path, Document::save_as, then);
    }

    /// Saves over a newer course file, after the user agreed.
    pub(super) fn save_over(&mut self, path: &Path, then: Option<Box<Request>>) {
        self.save_with(path, Document::save_over, then);
    }

    fn save_with(
        &mut self,
        path: &Path,
        save: fn(&mut Document, &Path) -> Result<(), CourseError>,
        then: Option<Box<Request>>,
    ) {
        match save(&mut self.doc, path) {
            Ok(()) => {
                self.files.settings.add_recent(path);
                self.files.settings.last_file = Some(path.to_path_buf());
                self.notices.last = Some(Notice::info(
                    self.say("editor-notice-saved", &[("path", shown::path(path).into())]),
                ));
                self.files.clear_autosave();
                if let Some(then) = then {
                    self.handle_now(*then);
                }
            }
            Err(CourseError::WouldLoseNewer { path, found }) => {
                self.question = Some(Question::replace_newer(self.lang, path, found, then));
            }
            Err(e) => {
                self.notices.last = Some(Notice::error(self.say(
                    "editor-notice-cannot-save",
                    &[("why", eldorado_formats::course_file::said::said(self.lang, &e).into())],
                )))
            }
        }
    }

    /// An export to another program first lists what does not carry over (or
    /// says why it cannot be made), a picture or sheet the characters it
    /// cannot draw; then, as every export, asks for the path.
    pub(super) fn prepare_export(&mut self, format: Format) {
        if !matches!(format, Format::Code | Format::ClientJson) {
            let options = self.export_options();
            match export::export(self.doc.course(), self.doc.assembly(), format, &options) {
                Err(e) => {
                    self.notices.last = Some(Notice::error(self.export_failed(format, &e)));
                    return;
                }
                Ok(exported) if !exported.losses.is_empty() => {
                    let stamp = self.doc.stamp();
                    self.question =
                        Some(Question::export_losses(self.lang, format, &exported.losses, stamp));
                    return;
                }
                Ok(_) => {}
            }
        }
        self.ask_path(PathPurpose::Export(format), None);
    }

    /// The paper and the language of the settings, for the setup sheet.
    fn export_options(&self) -> ExportOptions {
        ExportOptions {
            paper: self.files.settings.paper,
            lang: self.lang,
            ..ExportOptions::default()
        }
    }

    /// Writes an export of the course to a file.
    fn export_to(&mut self, format: Format, path: &Path) {
        let written = export::export_file(
            self.doc.course(),
            self.doc.assembly(),
            format,
            &self.export_options(),
            path,
        );
        self.notices.last = Some(match written {
            Ok(()) => Notice::info(self.say(
                "editor-notice-exported",
                &[
                    ("format", words::format_name(self.lang, format).into()),
                    ("path", shown::path(path).into()),
                ],
            )),
            Err(e) => Notice::error(self.export_failed(format, &e)),
        });
    }

    /// "Cannot export the SVG picture: …", in the session's language.
    fn export_failed(&self, format: Format, e: &export::ExportError) -> String {
        self.say(
            "editor-notice-cannot-export",
            &[
                ("format", words::format_name(self.lang, format).into()),
                ("why", e.said(self.lang).into()),
            ],
        )
    }

    /// Opens another program's course file as a new, unsaved course and lists
    /// what the file could not say.
    fn import(&mut self, client: Client, path: &Path) {
        match eldorado_formats::import_file(client, path) {
            Ok(imported) => {
                let name = imported.course.name.clone();
                self.open_doc(Document::imported(self.lang, imported.course, name.clone()));
                if !imported.losses.is_empty() {
                    let title =
                        self.say("editor-import-title", &[("program", client.to_string().into())]);
                    self.question =
                        Some(Question::import_losses(self.lang, title, &imported.losses));
                }
                self.notices.last = Some(Notice::info(self.say(
                    "editor-notice-imported",
                    &[
                        ("name", eldorado_core::text::cut(&name, shown::NAME_CHARS).into()),
                        ("program", client.to_string().into()),
                    ],
                )));
            }
            Err(e) => {
                self.notices.last = Some(Notice::error(self.say(
                    "editor-notice-cannot-import",
                    &[
                        ("path", shown::path(path).into()),
                        ("why", eldorado_formats::reading::said::said(self.lang, &e).into()),
                    ],
                )))
            }
        }
    }

    /// Puts the course's share code on the clipboard.
    pub(super) fn copy_share_code(&mut self) {
        self.notices.last = Some(match share_code::encode(self.doc.course()) {
            Ok(code) => {
                let n = code.chars().count();
                self.effects.push(WindowEffect::Copy(code));
                Notice::info(self.say("editor-notice-code-copied", &[("count", n.into())]))
            }
            Err(e) => Notice::error(self.say(
                "editor-notice-no-share-code",
                &[("why", share_code::said::said(self.lang, &e).into())],
            )),
        });
    }
}

/// An autosave claimed in the data folder, if there is one; what is wrong
/// is said in `kept`.
fn claim(data_dir: Option<&Path>, lang: Lang, kept: &mut Vec<Notice>) -> Option<Autosaves> {
    let dir = data_dir?;
    match Autosaves::claim(dir) {
        Ok(a) => Some(a),
        Err(e) => {
            let text = text_with(
                lang,
                "editor-notice-no-autosave-folder",
                &[("path", shown::path(dir).into()), ("why", folder_trouble(lang, &e).into())],
            );
            kept.push(Notice::error(text));
            None
        }
    }
}

/// Why the autosave folder could not be made or claimed, in `lang`: what
/// holds its name, or why the system refused.
fn folder_trouble(lang: Lang, e: &std::io::Error) -> String {
    persist::said::not_a_folder_said(lang, e)
        .unwrap_or_else(|| persist::said::io_write_said(lang, e))
}
