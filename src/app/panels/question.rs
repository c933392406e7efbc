//! The question the session asks (unsaved changes, a newer file, work left by
//! a crash, what an export or import loses), as a modal window with a button
//! per answer, and Cancel (or Escape) where it may be put aside.

use eframe::egui::{self, Context, Key};

use eldorado_editor_model::Request;
use eldorado_editor_model::session::question::Question;

/// Draws the question; returns the answer once one is chosen.
pub fn window(ctx: &Context, q: &Question) -> Option<Request> {
    let mut answer = None;
    egui::Modal::new(egui::Id::unique("question")).show(ctx, |ui| {
        ui.set_max_width(if q.lines.is_empty() { 420.0 } else { 520.0 });
        ui.heading(&q.heading);
        ui.label(&q.text);
        for line in &q.lines {
            ui.label(format!("• {line}"));
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            for (i, label) in q.answers.iter().enumerate() {
                if ui.button(*label).clicked() {
                    answer = Some(Request::Answer(i));
                }
            }
            if q.dismissable
                && (ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(Key::Escape)))
            {
                answer = Some(Request::Dismiss);
            }
        });
    });
    answer
}
