//! The Suggestions section of the problems panel: on request, the single edits
//! that fix a design-tip warning or move the course toward a chosen band, each
//! with its effect; a click makes one, as one undoable step.

use eframe::egui::{self, Ui};

use eldorado_design::generate::bands;
use eldorado_design::suggest::{Suggestion, Suggestions, suggest};
use eldorado_editor_model::action::Action;
use eldorado_editor_model::commands::Edit;
use eldorado_editor_model::document::Document;

/// How a suggestion reads on its button: "Turn board J to rotation 2: fixes
/// tip c on board J; expected rounds 19.4 to 19.6" (the editor's font has no arrow).
pub fn shown(s: &Suggestion) -> String {
    format!("{}: {}", eldorado_core::text::capitalise(&s.action), s.effect.replace(" → ", " to "))
}

#[derive(Default)]
pub struct SuggestionsPanel {
    /// A band by index into [`bands::BANDS`] to move toward, if any.
    pub toward: Option<usize>,
    /// The suggestions and the document version they were made for.
    found: Option<(u64, Suggestions)>,
}

impl SuggestionsPanel {
    /// The suggestions shown, if they are for the course as it is.
    pub fn current(&self, doc: &Document) -> Option<&Suggestions> {
        self.found.as_ref().filter(|(v, _)| *v == doc.version()).map(|(_, s)| s)
    }

    pub fn ui(&mut self, ui: &mut Ui, doc: &Document, actions: &mut Vec<Action>) {
        ui.heading("Suggestions");
        if !doc.assembly().is_valid() {
            ui.weak("Fix the course's problems first: suggestions are for a valid course.");
            return;
        }
        ui.horizontal(|ui| {
            let l = ui.label("Toward");
            let shown = self.toward.and_then(|i| bands::BANDS.get(i)).map_or("no band", |b| b.name);
            egui::ComboBox::from_id_salt("suggest-toward")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.toward, None, "no band");
                    for (i, b) in bands::BANDS.iter().enumerate() {
                        ui.selectable_value(&mut self.toward, Some(i), b.name);
                    }
                })
                .response
                .labelled_by(l.id);
            if ui
                .button("Suggest edits")
                .on_hover_text("Try every single edit and list those that help")
                .clicked()
            {
                let rounds = self.toward.and_then(|i| bands::BANDS.get(i)).map(|b| b.target());
                self.found = Some((doc.version(), suggest(doc.course(), rounds)));
            }
        });
        let Some(found) = self.current(doc) else { return };
        if found.suggestions.is_empty() {
            ui.weak("No single edit fixes a warning or moves the course toward the band without raising another warning.");
        }
        for s in &found.suggestions {
            let text = shown(s);
            let r = ui
                .add(egui::Button::new(text).wrap_mode(egui::TextWrapMode::Wrap))
                .on_hover_text("Click to make this edit (Undo takes it back)");
            if r.clicked() {
                actions.push(Action::Edit(Edit::Suggested(s.edit.clone())));
            }
        }
    }
}
