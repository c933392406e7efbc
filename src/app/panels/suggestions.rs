//! The Suggestions section of the problems panel: on request, the single edits
//! that fix a design-tip warning or move the course toward a chosen band, each
//! with its effect; a click makes one, as one undoable step. The list is the
//! session's, made for the course as it is: it goes when the course changes.

use eframe::egui::{self, Ui};

use eldorado_analysis::difficulty::Band;
use eldorado_core::course::Course;
use eldorado_design::suggest::Suggestion;
use eldorado_editor_model::{Request, Session};
use eldorado_messages::{Lang, text};

/// How a suggestion made for `course` reads on its button in `lang` (the
/// preview's caption says the same).
pub fn shown_in(s: &Suggestion, course: &Course, lang: Lang) -> String {
    eldorado_editor_model::preview::suggestion_text_in(s, course, lang)
}

/// A band's name: "hard", "difficile".
fn band(lang: Lang, b: Band) -> String {
    text(lang, &eldorado_editor_model::message_ids::band(b))
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
        let lang = session.lang();
        ui.heading(text(lang, "finding-suggest-heading"));
        if !session.document().assembly().is_valid() {
            ui.weak(text(lang, "finding-suggest-fix-first"));
            return;
        }
        ui.horizontal(|ui| {
            let l = ui.label(text(lang, "finding-suggest-toward"));
            let no_band = text(lang, "finding-suggest-no-band");
            let shown = self.toward.map_or_else(|| no_band.clone(), |b| band(lang, b));
            egui::ComboBox::from_id_salt("suggest-toward")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.toward, None, no_band);
                    for b in Band::ALL {
                        ui.selectable_value(&mut self.toward, Some(b), band(lang, b));
                    }
                })
                .response
                .labelled_by(l.id);
            if ui
                .button(text(lang, "finding-suggest-button"))
                .on_hover_text(text(lang, "finding-suggest-button-hover"))
                .clicked()
            {
                requests.push(Request::Suggest(self.toward));
            }
        });
        let Some(found) = session.suggestions() else { return };
        if found.suggestions.is_empty() {
            ui.weak(text(lang, "finding-suggest-none"));
        }
        let mut hovered = None;
        for (i, s) in found.suggestions.iter().enumerate() {
            let r = ui
                .add(
                    egui::Button::new(shown_in(s, session.document().course(), lang))
                        .wrap_mode(egui::TextWrapMode::Wrap),
                )
                .on_hover_text(text(lang, "finding-suggest-item-hover"));
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
