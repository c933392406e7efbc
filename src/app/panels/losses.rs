//! The window that lists what does not carry over to or from another El Dorado
//! program: before an export is written (Continue or Cancel), and after an
//! import (OK).

use eframe::egui::{self, Context};

use eldorado_formats::Loss;
use eldorado_pictures::export::Format;

use super::share::sentence;

/// Why the window is open.
#[derive(Debug, Clone, PartialEq)]
enum Shown {
    /// An export waiting for the user to accept its losses.
    Export(Format),
    /// A finished import, with its title.
    Import(String),
}

#[derive(Debug, Default)]
pub struct LossWindow {
    shown: Option<Shown>,
    lines: Vec<String>,
}

impl LossWindow {
    /// Lists an export's losses and waits for Continue or Cancel.
    pub fn before_export(&mut self, format: Format, losses: &[Loss]) {
        self.shown = Some(Shown::Export(format));
        self.lines = losses.iter().map(|l| sentence(&l.to_string())).collect();
    }

    /// Lists what an import's source could not say.
    pub fn after_import(&mut self, title: String, losses: &[Loss]) {
        self.shown = Some(Shown::Import(title));
        self.lines = losses.iter().map(|l| sentence(&l.to_string())).collect();
    }

    pub fn is_open(&self) -> bool {
        self.shown.is_some()
    }

    /// Draws the window when it is open; returns the format once the user
    /// accepts an export's losses.
    pub fn window(&mut self, ctx: &Context) -> Option<Format> {
        let shown = self.shown.clone()?;
        let (title, intro) = match &shown {
            Shown::Export(f) => {
                (format!("Export {}", f.name()), "This course does not carry over whole:")
            }
            Shown::Import(t) => (t.clone(), "What the file could not say:"),
        };
        let mut close = false;
        let mut accepted = None;
        egui::Modal::new(egui::Id::unique("losses")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.heading(title);
            ui.label(intro);
            for line in &self.lines {
                ui.label(format!("• {line}"));
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| match shown {
                Shown::Export(format) => {
                    if ui.button("Continue…").clicked() {
                        accepted = Some(format);
                    }
                    close = ui.button("Cancel").clicked()
                        || ui.input(|i| i.key_pressed(egui::Key::Escape));
                }
                Shown::Import(_) => close = ui.button("OK").clicked(),
            });
        });
        if close || accepted.is_some() {
            self.shown = None;
        }
        accepted
    }
}
