//! The "Paste share code" window: a text field and an Import button. A code
//! that cannot be read leaves the window open with one sentence saying why.
//! As it opens it asks the system for the clipboard's text, and a share code
//! found there fills the field.

use eframe::egui::{self, Color32, Context};
use eldorado_messages::{Lang, text};

use eldorado_editor_model::Request;
use eldorado_editor_model::session::question::sentence;
use eldorado_formats::share_code;

/// The window's state.
#[derive(Debug, Default)]
pub struct PasteWindow {
    /// Whether it is open.
    pub open: bool,
    /// The code typed or pasted.
    pub text: String,
    /// Why the code could not be read.
    pub error: Option<share_code::ShareCodeError>,
    /// The clipboard's text was asked for as the window opened, and has not come yet.
    awaiting_clipboard: bool,
}

impl PasteWindow {
    /// Opens the window, and asks the system for the clipboard's text to fill it.
    pub fn show(&mut self, ctx: &Context) {
        self.open = true;
        self.error = None;
        self.awaiting_clipboard = true;
        ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
    }

    /// The clipboard's text as the window opened: it fills an empty field
    /// when it is a share code (taken out of the frame's events, so that
    /// the field does not paste it a second time).
    fn take_clipboard(&mut self, ctx: &Context) {
        if !self.awaiting_clipboard {
            return;
        }
        let pasted = ctx.input_mut(|i| {
            let at = i.events.iter().position(|e| matches!(e, egui::Event::Paste(_)))?;
            match i.events.remove(at) {
                egui::Event::Paste(text) => Some(text),
                _ => None,
            }
        });
        if let Some(text) = pasted {
            self.awaiting_clipboard = false;
            if self.text.trim().is_empty() && share_code::decode(text.trim()).is_ok() {
                self.text = text.trim().to_string();
            }
        }
    }

    /// Reads the code in the field; on success the window closes and the action
    /// opens the course.
    pub fn import(&mut self) -> Option<Request> {
        match share_code::decode(self.text.trim()) {
            Ok(course) => {
                self.open = false;
                self.error = None;
                self.text.clear();
                Some(Request::OpenCourse(Box::new(course)))
            }
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }

    /// Draws the window when it is open.
    pub fn window(&mut self, ctx: &Context, lang: Lang, requests: &mut Vec<Request>) {
        if !self.open {
            self.awaiting_clipboard = false;
            return;
        }
        self.take_clipboard(ctx);
        let mut open = true;
        let mut import = false;
        egui::Window::new(text(lang, "editor-share-title"))
            .id(egui::Id::unique("paste-share-code"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label(text(lang, "editor-share-paste-here"));
                let field = ui.add(
                    egui::TextEdit::multiline(&mut self.text)
                        .desired_rows(3)
                        .desired_width(360.0)
                        .hint_text(text(lang, "editor-share-code")),
                );
                if field.changed() {
                    self.error = None;
                }
                if let Some(e) = &self.error {
                    // Every language says what is wrong in its words, the
                    // code reader's detail on hover.
                    let red = Color32::from_rgb(240, 90, 80);
                    let why = sentence(&share_code::said::said(lang, e));
                    ui.colored_label(red, text(lang, "editor-share-not-a-code")).on_hover_text(why);
                }
                ui.add_enabled_ui(!self.text.trim().is_empty(), |ui| {
                    import = ui.button(text(lang, "editor-share-import")).clicked();
                });
            });
        if import && let Some(a) = self.import() {
            requests.push(a);
        }
        self.open &= open;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn a_good_code_opens_the_course_and_a_bad_one_says_why() {
        let course = official::course("hills-of-gold").unwrap();
        let mut w = PasteWindow {
            open: true,
            text: format!("  {}\n", share_code::encode(&course).unwrap()),
            error: None,
            awaiting_clipboard: false,
        };
        match w.import() {
            Some(Request::OpenCourse(c)) => assert_eq!(c.pieces, course.pieces),
            other => panic!("expected the course, got {other:?}"),
        }
        assert!(!w.open);
        w.open = true;
        w.text = "not a code".into();
        assert!(w.import().is_none());
        let e = sentence(&share_code::said::said(Lang::French, &w.error.clone().unwrap()));
        assert!(w.open && e.ends_with('.') && e.starts_with("Ce n'est pas un code"), "{e}");
    }
}
