//! The tab bar: one tab per course open, shown once two or more are. A
//! click on a tab shows its course; its cross closes it (asked about first
//! when it holds unsaved work). A star before the name marks unsaved work,
//! as in the window's title.

use eframe::egui::{self, Ui};
use eldorado_editor_model::{Request, TabLabel};
use eldorado_messages::{Lang, text};

/// Draws the tabs; a click asks to show or close one.
pub fn ui(ui: &mut Ui, lang: Lang, tabs: &[TabLabel], requests: &mut Vec<Request>) {
    ui.horizontal_wrapped(|ui| {
        for (i, tab) in tabs.iter().enumerate() {
            let star = if tab.unsaved { "*" } else { "" };
            let mut shown = ui.selectable_label(tab.shown, format!("{star}{}", tab.name));
            if tab.unsaved {
                shown = shown.on_hover_text(text(lang, "editor-tab-unsaved-hint"));
            }
            if shown.clicked() {
                requests.push(Request::ShowTab(i));
            }
            let close = ui.add(egui::Button::new("×").small().frame(false));
            if close.on_hover_text(text(lang, "editor-tab-close-hint")).clicked() {
                requests.push(Request::CloseTab(i));
            }
            ui.separator();
        }
    });
}
