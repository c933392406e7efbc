//! The question the session asks (unsaved changes, a newer file, work left by
//! a crash, what an export or import loses), as a modal window with a button
//! per answer, and Cancel (or Escape) where it may be put aside.

use eframe::egui::{self, Align2, Color32, Context, Key, RichText};

use eldorado_editor_model::Request;
use eldorado_editor_model::session::question::Question;
use eldorado_messages::{Lang, text};

/// Draws the question; returns the answer once one is chosen.
pub fn window(ctx: &Context, lang: Lang, q: &Question) -> Option<Request> {
    let mut answer = None;
    let id = egui::Id::unique("question");
    let marked = !q.marks.is_empty() || !q.marked_pieces.is_empty();
    let mut modal = egui::Modal::new(id);
    if marked {
        // Out of the way of the board, which points out the spaces it speaks of.
        modal = modal
            .area(egui::Modal::default_area(id).anchor(Align2::RIGHT_TOP, [-12.0, 36.0]))
            .backdrop_color(Color32::from_black_alpha(30));
    }
    modal.show(ctx, |ui| {
        ui.set_max_width(if q.lines.is_empty() { 420.0 } else { 520.0 });
        ui.heading(&q.heading);
        ui.label(&q.text);
        for line in &q.lines {
            ui.label(format!("• {line}"));
        }
        if marked {
            ui.add_space(4.0);
            ui.label(RichText::new(text(lang, "editor-question-marked")).italics());
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            for (i, label) in q.answers.iter().enumerate() {
                if ui.button(label).clicked() {
                    answer = Some(Request::Answer(i));
                }
            }
            if q.dismissable
                && (ui.button(text(lang, "editor-cancel")).clicked()
                    || ui.input(|i| i.key_pressed(Key::Escape)))
            {
                answer = Some(Request::Dismiss);
            }
        });
    });
    answer
}
