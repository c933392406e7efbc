//! Edit > History…: every step of the course's undo history, the course as
//! opened first; the step the course stands at marked, the undone ones
//! dimmed. A click on any step undoes or redoes to it at once.

use eframe::egui::{self, Context, RichText};

use eldorado_editor_model::{Request, Session};
use eldorado_messages::{Lang, text};

/// The words of the history's first row: before any step.
pub fn as_opened(lang: Lang) -> String {
    text(lang, "editor-history-as-opened")
}

/// Draws the history window when `open`.
pub fn window(ctx: &Context, open: &mut bool, session: &Session, requests: &mut Vec<Request>) {
    let history = session.document().history();
    let steps = history.steps();
    let done = history.done();
    let lang = session.lang();
    let window =
        egui::Window::new(text(lang, "editor-history-title")).id(egui::Id::unique("history"));
    window.open(open).default_width(280.0).vscroll(true).show(ctx, |ui| {
        ui.weak(text(lang, "editor-history-hint"));
        let rows = std::iter::once(as_opened(lang))
            .chain(steps.iter().map(|l| eldorado_core::text::capitalise(l)));
        for (i, label) in rows.enumerate() {
            let text = if i > done { RichText::new(label).weak() } else { RichText::new(label) };
            let row = ui.selectable_label(i == done, text);
            if row.clicked() && i != done {
                requests.push(Request::HistoryTo(i));
            }
        }
    });
}
