//! The window that lists what does not carry over to or from another El Dorado
//! program, and what that program makes of the course: before an export is
//! written (Continue or Cancel), and after an import (OK). The spaces the
//! losses are about (where durango starts the players, ShlomoAlon's caves) are
//! marked on the board while it is open.

use eframe::egui::{self, Align2, Color32, Context};

use eldorado_formats::Loss;
use eldorado_pictures::export::Format;

use super::super::canvas::overlay::Highlight;
use super::share::sentence;

/// Why the window is open.
#[derive(Debug, Clone, PartialEq)]
enum Shown {
    /// An export waiting for the user to accept its losses.
    Export(Format),
    /// A finished import, with its title.
    Import(String),
}

/// The losses window's state.
#[derive(Debug, Default)]
pub struct LossWindow {
    shown: Option<Shown>,
    lines: Vec<String>,
    marks: Highlight,
}

impl LossWindow {
    /// Lists an export's losses and waits for Continue or Cancel.
    pub fn before_export(&mut self, format: Format, losses: &[Loss]) {
        self.show(Shown::Export(format), losses);
    }

    /// Lists what an import's source could not say.
    pub fn after_import(&mut self, title: String, losses: &[Loss]) {
        self.show(Shown::Import(title), losses);
    }

    fn show(&mut self, shown: Shown, losses: &[Loss]) {
        self.shown = Some(shown);
        self.lines = losses.iter().map(|l| sentence(&l.to_string())).collect();
        self.marks = Highlight {
            hexes: losses.iter().flat_map(Loss::hexes).collect(),
            pieces: losses.iter().flat_map(Loss::pieces).collect(),
        };
    }

    /// Whether the window is showing.
    pub fn is_open(&self) -> bool {
        self.shown.is_some()
    }

    /// The spaces and pieces to mark on the board while the window is open.
    pub fn marks(&self) -> Option<&Highlight> {
        let empty = self.marks.hexes.is_empty() && self.marks.pieces.is_empty();
        (self.is_open() && !empty).then_some(&self.marks)
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
        let marked = self.marks().is_some();
        let id = egui::Id::new("losses");
        let mut modal = egui::Modal::new(id);
        if marked {
            // Out of the way of the board, which shows the spaces concerned.
            modal = modal
                .area(egui::Modal::default_area(id).anchor(Align2::RIGHT_TOP, [-12.0, 36.0]))
                .backdrop_color(Color32::from_black_alpha(30));
        }
        let mut close = false;
        let mut accepted = None;
        modal.show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.heading(title);
            ui.label(intro);
            for line in &self.lines {
                ui.label(format!("• {line}"));
            }
            if marked {
                ui.add_space(4.0);
                ui.label(
                    egui::RichText::new("The spaces concerned are marked on the board.").italics(),
                );
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
