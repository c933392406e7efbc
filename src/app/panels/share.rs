//! The "Paste share code" window: a text field and an Import button. A code
//! that cannot be read leaves the window open with one sentence saying why.

use eframe::egui::{self, Color32, Context};

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
    pub error: Option<String>,
}

impl PasteWindow {
    /// Opens the window.
    pub fn show(&mut self) {
        self.open = true;
        self.error = None;
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
                self.error = Some(sentence(&e.to_string()));
                None
            }
        }
    }

    /// Draws the window when it is open.
    pub fn window(&mut self, ctx: &Context, requests: &mut Vec<Request>) {
        if !self.open {
            return;
        }
        let mut open = true;
        let mut import = false;
        egui::Window::new("Paste share code")
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label("Paste a course's share code:");
                let field = ui.add(
                    egui::TextEdit::multiline(&mut self.text)
                        .desired_rows(3)
                        .desired_width(360.0)
                        .hint_text("share code"),
                );
                if field.changed() {
                    self.error = None;
                }
                if let Some(e) = &self.error {
                    ui.colored_label(Color32::from_rgb(240, 90, 80), e);
                }
                ui.add_enabled_ui(!self.text.trim().is_empty(), |ui| {
                    import = ui.button("Import").clicked();
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
        };
        match w.import() {
            Some(Request::OpenCourse(c)) => assert_eq!(c.pieces, course.pieces),
            other => panic!("expected the course, got {other:?}"),
        }
        assert!(!w.open);
        w.show();
        w.text = "not a code".into();
        assert!(w.import().is_none());
        let e = w.error.clone().unwrap();
        assert!(w.open && e.ends_with('.') && e.chars().next().unwrap().is_uppercase(), "{e}");
    }
}
