//! Course > Complete…: the generator's choices and a Complete button that
//! searches, on the session's worker thread, for courses that complete the
//! open course — its pieces stay exactly as they are (sides, turns, positions,
//! blockades) and only pieces it does not use are added. A click on one opens
//! it as a new course, as Generate… does; an order the start cannot reach is
//! refused with the reason.

use eframe::egui::{self, Context};

use super::generate::search_ui;
use eldorado_editor_model::{Request, Session};
use eldorado_messages::{text, text_with};

/// The Complete window's own state.
#[derive(Default)]
pub struct CompletePanel {
    /// Whether the window is open.
    pub open: bool,
}

impl CompletePanel {
    /// Draws the window, inside `area` (the canvas's: the tab bar stays in sight).
    pub fn window(
        &mut self,
        ctx: &Context,
        area: egui::Rect,
        session: &mut Session,
        requests: &mut Vec<Request>,
    ) {
        let lang = session.lang();
        let label = text(lang, "editor-complete-button");
        egui::Window::new(text(lang, "editor-complete-title"))
            .id(egui::Id::unique("complete"))
            .open(&mut self.open)
            .resizable(true)
            .default_width(460.0)
            .constrain_to(area)
            .show(ctx, |ui| {
                let name = session.generation().completing().map(str::to_owned);
                ui.label(text(lang, "editor-complete-intro"));
                if let Some(name) = name.filter(|_| session.generation().is_running()) {
                    ui.weak(text_with(lang, "editor-complete-running", &[("name", name.into())]));
                }
                search_ui(ui, session, requests, Request::Complete, &label);
            });
    }
}
