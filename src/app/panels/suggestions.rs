//! The Suggestions section of the problems panel: on request, the single edits
//! that fix a design-tip warning or move the course toward a chosen band, each
//! with its effect; a click makes one, as one undoable step. The list is the
//! session's, made for the course as it is: it goes when the course changes.

use eframe::egui::{self, Ui};

use eldorado_analysis::difficulty::Band;
use eldorado_design::suggest::Suggestion;
use eldorado_editor_model::{Request, Session};

/// How a suggestion reads on its button (the preview's caption says the same).
pub fn shown(s: &Suggestion) -> String {
    eldorado_editor_model::preview::suggestion_text(s)
}

/// The section's own state.
#[derive(Default)]
pub struct SuggestionsPanel {
    /// A band to move toward, if any.
    pub toward: Option<Band>,
}

impl SuggestionsPanel {
    /// Draws the section.
    pub fn ui(&mut self, ui: &mut Ui, session: &Session, requests: &mut Vec<Request>) {
        ui.heading("Suggestions");
        if !session.document().assembly().is_valid() {
            ui.weak("Fix the course's problems first: suggestions are for a valid course.");
            return;
        }
        ui.horizontal(|ui| {
            let l = ui.label("Toward");
            let shown = self.toward.map_or("no band", |b| b.key());
            egui::ComboBox::from_id_salt("suggest-toward")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.toward, None, "no band");
                    for b in Band::ALL {
                        ui.selectable_value(&mut self.toward, Some(b), b.key());
                    }
                })
                .response
                .labelled_by(l.id);
            if ui
                .button("Suggest edits")
                .on_hover_text("Try every single edit and list those that help")
                .clicked()
            {
                requests.push(Request::Suggest(self.toward));
            }
        });
        let Some(found) = session.suggestions() else { return };
        if found.suggestions.is_empty() {
            ui.weak("No single edit fixes a warning or moves the course toward the band without raising another warning.");
        }
        let mut hovered = None;
        for (i, s) in found.suggestions.iter().enumerate() {
            let r = ui
                .add(egui::Button::new(shown(s)).wrap_mode(egui::TextWrapMode::Wrap))
                .on_hover_text("Shown on the course; click to make this edit (Undo takes it back)");
            if r.hovered() {
                hovered = Some(i);
            }
            if r.clicked() {
                requests.push(Request::ApplySuggestion(i));
            }
        }
        // The course shows the hovered suggestion made; asked once per suggestion.
        let stamp = session.document().stamp();
        match (hovered, session.preview()) {
            (Some(i), Some(p)) if p.is_for(stamp, i) => {}
            (None, None) => {}
            (i, _) => requests.push(Request::PreviewSuggestion(i)),
        }
    }
}
