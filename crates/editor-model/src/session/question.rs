//! The questions the editor asks before it goes on: unsaved changes, a newer
//! file in the way, work left by a crash, what an export or import loses. A
//! question remembers what the editor was doing when it asked, so that the
//! answer carries on from there.

use std::path::PathBuf;

use eldorado_core::course::Course;
use eldorado_core::hex::Hex;
use eldorado_formats::Loss;
use eldorado_formats::course_file;
use eldorado_messages::{Lang, text, text_with};
use eldorado_pictures::export::Format;

use super::Session;
use super::paths::PathPurpose;
use crate::document::{Document, Stamp};
use crate::persist::Recovered;
use crate::request::{Notice, Request};

/// A question shown in a modal window, with a row of answers.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// The window's heading: "Unsaved changes".
    pub heading: String,
    /// The question itself.
    pub text: String,
    /// A list under the question (what does not carry over), one sentence each.
    pub lines: Vec<String>,
    /// The answers, as their buttons say; [`Request::Answer`] names one by index.
    pub answers: Vec<String>,
    /// Whether the question may be put aside (Cancel, Escape:
    /// [`Request::Dismiss`]).
    pub dismissable: bool,
    /// Spaces the list speaks of (where durango starts the players,
    /// ShlomoAlon's caves), to point out on the board while it is asked.
    pub marks: Vec<Hex>,
    /// Pieces the list speaks of (by side id), to outline on the board.
    pub marked_pieces: Vec<String>,
    /// What the editor was doing when it asked.
    pub(crate) asked: Asked,
}

/// What a question's answer carries on with.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Asked {
    /// "Save the changes first?", before `then` throws them away.
    Unsaved { then: Box<Request> },
    /// "Replace a newer course file?" before a save to `path`; `then` follows
    /// a save that succeeds.
    ReplaceNewer { path: PathBuf, then: Option<Box<Request>> },
    /// "Restore unsaved work?" at start-up.
    Restore(Box<Recovered>),
    /// What an export loses, before it is written; for the course `stamp`.
    ExportLosses { format: Format, stamp: Stamp },
    /// What an import could not say, after it opened.
    ImportLosses,
    /// "Drop the later actions?" before a game is played on from action `at`.
    DropLaterActions { at: usize },
    /// "Save the game first?" before `then` closes a game being played.
    UnsavedGame { then: Box<Request> },
}

impl Question {
    /// "Save the changes to NAME first?" before `then`.
    pub(crate) fn unsaved(lang: Lang, name: &str, then: Request) -> Question {
        Question {
            heading: text(lang, "editor-question-unsaved"),
            text: text_with(lang, "editor-question-unsaved-text", &[("name", name.into())]),
            lines: Vec::new(),
            answers: vec![text(lang, "editor-file-save"), text(lang, "editor-question-dont-save")],
            dismissable: true,
            marks: Vec::new(),
            marked_pieces: Vec::new(),
            asked: Asked::Unsaved { then: Box::new(then) },
        }
    }

    /// Before a save would lose what this version cannot read.
    pub(crate) fn replace_newer(
        lang: Lang,
        path: PathBuf,
        found: u64,
        then: Option<Box<Request>>,
    ) -> Question {
        Question {
            heading: text(lang, "editor-question-newer"),
            text: text_with(
                lang,
                "editor-question-newer-text",
                &[
                    ("path", crate::shown::path(&path).into()),
                    ("found", found.into()),
                    ("version", course_file::VERSION.into()),
                ],
            ),
            lines: Vec::new(),
            answers: vec![text(lang, "editor-question-replace"), text(lang, "editor-file-save-as")],
            dismissable: true,
            marks: Vec::new(),
            marked_pieces: Vec::new(),
            asked: Asked::ReplaceNewer { path, then },
        }
    }

    /// Work from a session that did not close properly.
    pub(crate) fn restore(lang: Lang, offer: Recovered) -> Question {
        // The names come from the autosave file: cut and escaped.
        let name = match &offer.file {
            Some(p) => crate::shown::file_name(p),
            None => eldorado_core::text::cut(&offer.course.name, crate::shown::NAME_CHARS),
        };
        Question {
            heading: text(lang, "editor-question-restore"),
            text: text_with(
                lang,
                match offer.game {
                    Some(_) => "editor-question-restore-game-text",
                    None => "editor-question-restore-text",
                },
                &[("name", name.into())],
            ),
            lines: Vec::new(),
            answers: vec![
                text(lang, "editor-question-restore-yes"),
                text(lang, "editor-question-discard"),
            ],
            // Nothing is kept by putting it aside: it must be answered.
            dismissable: false,
            marks: Vec::new(),
            marked_pieces: Vec::new(),
            asked: Asked::Restore(Box::new(offer)),
        }
    }

    /// What an export to another program does not carry over.
    pub(crate) fn export_losses(
        lang: Lang,
        format: Format,
        losses: &[Loss],
        stamp: Stamp,
    ) -> Question {
        let format_name = crate::words::format_name(lang, format);
        Question {
            heading: text_with(lang, "editor-export-title", &[("format", format_name.into())]),
            text: text(lang, "editor-question-export-losses"),
            lines: losses.iter().map(|l| sentence(&l.said(lang))).collect(),
            answers: vec![text(lang, "editor-question-continue")],
            dismissable: true,
            marks: losses.iter().flat_map(Loss::hexes).collect(),
            marked_pieces: losses.iter().flat_map(Loss::pieces).collect(),
            asked: Asked::ExportLosses { format, stamp },
        }
    }

    /// Before a game is played on from action `at`, dropping the `later`
    /// actions after it.
    pub(crate) fn drop_later_actions(lang: Lang, at: usize, later: usize) -> Question {
        Question {
            heading: text(lang, "game-question-drop"),
            text: text_with(
                lang,
                "game-question-drop-text",
                &[("at", at.into()), ("later", later.into())],
            ),
            lines: Vec::new(),
            answers: vec![text_with(lang, "game-question-drop-yes", &[("later", later.into())])],
            dismissable: true,
            marks: Vec::new(),
            marked_pieces: Vec::new(),
            asked: Asked::DropLaterActions { at },
        }
    }

    /// "Save the game being played first?" before `then` closes it.
    pub(crate) fn unsaved_game(lang: Lang, title: &str, then: Request) -> Question {
        Question {
            heading: text(lang, "game-question-unsaved"),
            text: text_with(lang, "game-question-unsaved-text", &[("title", title.into())]),
            lines: Vec::new(),
            answers: vec![
                text(lang, "game-save-record"),
                text(lang, "game-question-close-unsaved"),
            ],
            dismissable: true,
            marks: Vec::new(),
            marked_pieces: Vec::new(),
            asked: Asked::UnsavedGame { then: Box::new(then) },
        }
    }

    /// What an imported file could not say.
    pub(crate) fn import_losses(lang: Lang, title: String, losses: &[Loss]) -> Question {
        Question {
            heading: title,
            text: text(lang, "editor-question-import-losses"),
            lines: losses.iter().map(|l| sentence(&l.said(lang))).collect(),
            answers: vec![text(lang, "editor-ok")],
            dismissable: false,
            marks: losses.iter().flat_map(Loss::hexes).collect(),
            marked_pieces: losses.iter().flat_map(Loss::pieces).collect(),
            asked: Asked::ImportLosses,
        }
    }

    /// Whether the question lists what an export or import loses.
    pub fn is_about_losses(&self) -> bool {
        matches!(self.asked, Asked::ExportLosses { .. } | Asked::ImportLosses)
    }

    /// The course a restore question offers back, if it is one.
    pub fn restores(&self) -> Option<&Course> {
        match &self.asked {
            Asked::Restore(r) => Some(&r.course),
            _ => None,
        }
    }
}

impl Session {
    /// Carries on from the question shown: `Some(i)` is the answer chosen,
    /// `None` puts the question aside.
    pub(super) fn answer(&mut self, choice: Option<usize>) {
        let Some(q) = self.question.take() else { return };
        if choice.is_none() && !q.dismissable {
            self.question = Some(q); // it must be answered
            return;
        }
        match (q.asked, choice) {
            (Asked::Unsaved { then }, Some(0)) => self.save(Some(then)),
            (Asked::Unsaved { then }, Some(1)) => {
                self.files.clear_autosave();
                if *then == Request::Quit && self.tabs().len() > 1 {
                    // This course's changes are given up: its tab closes,
                    // and the next course holding unsaved work is asked about.
                    self.close_shown_tab();
                    self.handle(Request::Quit);
                } else {
                    self.handle_now(*then);
                }
            }
            (Asked::ReplaceNewer { path, then }, Some(0)) => self.save_over(&path, then),
            (Asked::ReplaceNewer { then, .. }, Some(1)) => self.ask_path(PathPurpose::SaveAs, then),
            (Asked::ReplaceNewer { path, .. }, _) => {
                self.notices.last =
                    Some(Notice::info(self.say(
                        "editor-notice-not-saved",
                        &[("path", crate::shown::path(&path).into())],
                    )))
            }
            (Asked::Restore(r), Some(0)) => {
                self.restore(*r);
                self.offer_next_left_behind();
            }
            (Asked::Restore(_), Some(_)) => {
                if let (Some(a), Some(found)) =
                    (&self.files.autosave, self.files.left_behind.first())
                {
                    let _ = a.discard(found);
                }
                self.offer_next_left_behind();
            }
            (Asked::ExportLosses { format, stamp }, Some(0)) => {
                if stamp == self.doc.stamp() {
                    self.ask_path(PathPurpose::Export(format), None);
                } else {
                    self.notices.last =
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

    /// Once work left behind is answered for, the next is offered: a
    /// session that ended with several courses open left one set per course.
    fn offer_next_left_behind(&mut self) {
        self.files.left_behind.clear();
        let Some(a) = &self.files.autosave else { return };
        let survey = a.survey();
        let damaged = super::notices::damaged_work(self.lang, &survey.damaged);
        self.notices.kept.extend(damaged);
        self.files.left_behind.extend(survey.offered);
        if let Some(r) = self.files.offered() {
            self.question = Some(Question::restore(self.lang, r.clone()));
        }
    }

    /// The work another editor left behind comes back — the course, and
    /// the game that was being played on it, played on from where it
    /// stood; this editor's own autosave holds it before the old file goes.
    fn restore(&mut self, r: Recovered) {
        self.open_doc(Document::from_file_in(self.lang, r.course, r.file, false));
        self.notices.last = Some(Notice::info(self.say("editor-notice-restored", &[])));
        if let Some(record) = &r.game {
            self.restore_game(record);
        }
        let game = self.game.as_ref();
        if let (Some(a), Some(found)) = (&mut self.files.autosave, self.files.left_behind.first())
            && let Err(e) = a.adopt(found, &self.doc, game)
        {
            let why = crate::persist::said::io_write_said(self.lang, &e);
            self.notices.last = Some(Notice::error(text_with(
                self.lang,
                "editor-notice-restored-no-autosave",
                &[("why", why.into())],
            )));
        }
        self.files.left_behind.clear();
    }
}

/// "the code is cut short" → "The code is cut short."
pub fn sentence(s: &str) -> String {
    let mut c = s.chars();
    let mut out: String = c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default();
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}
