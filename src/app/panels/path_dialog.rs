//! The built-in file window, used where the system's file dialog cannot open
//! (see [`crate::app::files::FileDialogs`]): a path field with OK and
//! Cancel for Open, Save As, Export and Import. It says why it is shown, and checks the
//! path before closing ([`PathPurpose::check`]), so a mistyped name gets one
//! sentence, not a failed save.

use std::path::PathBuf;

use eframe::egui::{self, Color32, Context, Key};

use eldorado_editor_model::Request;
use eldorado_editor_model::session::paths::{PathPurpose, PathRefusal};
use eldorado_messages::{Lang, text};

/// The window's state.
#[derive(Debug, Default)]
pub struct PathDialog {
    purpose: Option<PathPurpose>,
    /// The path typed in the field.
    pub text: String,
    error: Option<String>,
    /// Why the system dialog is not used, shown at the top of the window.
    why: String,
    /// A file that exists and will be replaced if OK is pressed again.
    replace: Option<PathBuf>,
    focus: bool,
    /// The language the window speaks (set as it is drawn).
    lang: Lang,
}

impl PathDialog {
    /// Opens the window for `purpose` with `suggested` in the field.
    pub fn show(&mut self, purpose: PathPurpose, suggested: String, why: &str) {
        *self = PathDialog {
            purpose: Some(purpose),
            text: suggested,
            why: why.into(),
            focus: true,
            lang: self.lang,
            ..PathDialog::default()
        };
    }

    /// Whether the window is open.
    pub fn is_open(&self) -> bool {
        self.purpose.is_some()
    }

    /// What the path is asked for, while the window is open.
    pub fn purpose(&self) -> Option<PathPurpose> {
        self.purpose
    }

    /// The sentence shown under the field when the path was not accepted.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Closes the window.
    pub fn cancel(&mut self) {
        *self = PathDialog::default();
    }

    /// Checks the typed path; when it will do, closes the window and returns
    /// what to do with it. A file that exists is replaced once OK is pressed
    /// again for it.
    pub fn confirm(&mut self) -> Option<Request> {
        let purpose = self.purpose?;
        match purpose.check(&self.text, self.replace.as_deref()) {
            Ok(path) => {
                self.cancel();
                Some(purpose.request(path))
            }
            Err(refusal) => {
                self.error = Some(refusal.said(self.lang, purpose));
                self.replace = match refusal {
                    PathRefusal::Exists { path, .. } => Some(path),
                    _ => None,
                };
                None
            }
        }
    }

    /// Draws the window when it is open; returns the request once the user
    /// confirms a path, or [`Request::PathCancelled`] when they cancel.
    pub fn window(&mut self, ctx: &Context, lang: Lang) -> Option<Request> {
        self.lang = lang;
        let purpose = self.purpose?;
        let mut ok = false;
        let mut cancel = false;
        egui::Modal::new(egui::Id::unique("path-dialog")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading(purpose.title_in(lang));
            ui.label(&self.why);
            ui.add_space(6.0);
            let l = ui.label(text(lang, "editor-path-field"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.text).desired_width(440.0))
                .labelled_by(l.id);
            if std::mem::take(&mut self.focus) {
                field.request_focus();
            }
            if field.changed() {
                self.error = None;
                self.replace = None;
            }
            if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                ok = true;
            }
            if let Some(e) = &self.error {
                ui.colored_label(Color32::from_rgb(240, 90, 80), e);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ok |= ui.button(purpose.button_in(lang)).clicked();
                cancel = ui.button(text(lang, "editor-cancel")).clicked()
                    || ui.input(|i| i.key_pressed(Key::Escape));
            });
        });
        if cancel {
            self.cancel();
            return Some(Request::PathCancelled);
        }
        if ok { self.confirm() } else { None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_pictures::export::Format;

    /// The window shows the check's sentence, and replaces a file that
    /// exists only when its button is pressed a second time for it.
    #[test]
    fn the_window_says_why_a_path_will_not_do_and_asks_before_replacing() {
        let d = tempfile::tempdir().unwrap();
        let mut w = PathDialog::default();
        w.show(PathPurpose::SaveAs, String::new(), "why");
        assert_eq!(w.confirm(), None);
        assert_eq!(w.error(), Some("Type the path of a file."));
        w.text = d.path().join("new-course").display().to_string();
        assert_eq!(w.confirm(), Some(Request::SaveAs(d.path().join("new-course.json"))));
        assert!(!w.is_open());

        let existing = d.path().join("existing.svg");
        std::fs::write(&existing, "<svg/>").unwrap();
        w.show(PathPurpose::Export(Format::Svg), existing.display().to_string(), "why");
        assert_eq!(w.confirm(), None, "asks first");
        assert!(w.error().unwrap().contains("already exists"));
        assert_eq!(w.confirm(), Some(Request::Export(Format::Svg, existing)));
    }
}
