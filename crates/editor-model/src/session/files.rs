//! The session's file flows: open, save (with "replace a newer file?" and
//! what follows a save), import from and export to other programs (with what
//! they lose), and the share code.

use std::path::Path;

use eldorado_formats::{Client, CourseError, share_code};
use eldorado_pictures::export::{self, ExportOptions, Format};

use super::paths::PathPurpose;
use super::question::Question;
use super::{Session, WindowEffect};
use crate::document::Document;
use crate::request::{Notice, Request};
use crate::{shown, words};

impl Session {
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
                self.settings.add_recent(path);
                self.settings.last_file = Some(path.to_path_buf());
                self.notice = Some(Notice::info(
                    self.say("editor-notice-saved", &[("path", shown::path(path).into())]),
                ));
                if let Some(a) = &mut self.autosave {
                    let _ = a.clear();
                }
                if let Some(then) = then {
                    self.handle_now(*then);
                }
            }
            Err(CourseError::WouldLoseNewer { path, found }) => {
                self.question = Some(Question::replace_newer(self.lang, path, found, then));
            }
            Err(e) => {
                self.notice = Some(Notice::error(self.say(
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
                    self.notice = Some(Notice::error(self.export_failed(format, &e)));
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
        ExportOptions { paper: self.settings.paper, lang: self.lang, ..ExportOptions::default() }
    }

    /// Writes an export of the course to a file.
    pub(super) fn export_to(&mut self, format: Format, path: &Path) {
        let written = export::export_file(
            self.doc.course(),
            self.doc.assembly(),
            format,
            &self.export_options(),
            path,
        );
        self.notice = Some(match written {
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
    pub(super) fn import(&mut self, client: Client, path: &Path) {
        match eldorado_formats::import_file(client, path) {
            Ok(imported) => {
                let name = imported.course.name.clone();
                self.replace(Document::imported(self.lang, imported.course, name.clone()));
                if !imported.losses.is_empty() {
                    let title =
                        self.say("editor-import-title", &[("program", client.to_string().into())]);
                    self.question =
                        Some(Question::import_losses(self.lang, title, &imported.losses));
                }
                self.notice = Some(Notice::info(self.say(
                    "editor-notice-imported",
                    &[
                        ("name", eldorado_core::text::cut(&name, shown::NAME_CHARS).into()),
                        ("program", client.to_string().into()),
                    ],
                )));
            }
            Err(e) => {
                self.notice = Some(Notice::error(self.say(
                    "editor-notice-cannot-import",
                    &[("path", shown::path(path).into()), ("why", e.to_string().into())],
                )))
            }
        }
    }

    /// Puts the course's share code on the clipboard.
    pub(super) fn copy_share_code(&mut self) {
        self.notice = Some(match share_code::encode(self.doc.course()) {
            Ok(code) => {
                let n = code.chars().count();
                self.effects.push(WindowEffect::Copy(code));
                Notice::info(self.say("editor-notice-code-copied", &[("count", n.into())]))
            }
            Err(e) => Notice::error(
                self.say("editor-notice-no-share-code", &[("why", e.to_string().into())]),
            ),
        });
    }
}
