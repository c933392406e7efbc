//! The turn log beside the board: the game in `eldorado replay`'s words up
//! to the position shown, newest at the bottom. A long game tells hundreds
//! of lines, and laying every one out made each frame of the game view
//! dearer as the game went on; so only the lines in and near the view are
//! laid out. Each line's height (a line may wrap) is measured once and kept
//! by its words and the log's width, so that the lines left out still take
//! their true room and the turn in progress is never pushed below the log.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use eframe::egui::{self, RichText, Ui, WidgetText};

use super::panel::on_screen;
use super::seat_colour;
use eldorado_editor_model::game::Game;
use eldorado_editor_model::game::log::LogLine;
use eldorado_messages::text;

/// Heights kept past this many lines are forgotten (a long session of games).
const KEPT: usize = 20_000;

/// The turn log's measured lines.
#[derive(Default)]
pub struct TurnLog {
    /// The width the heights were measured at.
    width: f32,
    /// Each line's height at that width, by a hash of its words and kind.
    heights: HashMap<u64, f32>,
}

impl TurnLog {
    /// The log's title and its lines: each turn's title in its seat's
    /// colour, then what was done; the turn in progress bright, the earlier
    /// ones dimmed.
    pub fn show(&mut self, ui: &mut Ui, game: &Game) {
        let lines = game.log();
        let this_turn = lines.len() - game.this_turn().len();
        let lang = game.lang();
        ui.label(RichText::new(text(lang, "game-log")).strong())
            .on_hover_text(text(lang, "game-log-hint"));
        let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        egui::ScrollArea::vertical()
            .id_salt("turn-log")
            .max_height(row * 9.0)
            .auto_shrink([false, true])
            .stick_to_bottom(true)
            .show_viewport(ui, |ui, view| {
                let gap = ui.spacing().item_spacing.y;
                let width = ui.available_width();
                if width != self.width || self.heights.len() > KEPT {
                    self.heights.clear();
                    self.width = width;
                }
                let mut tops = Vec::with_capacity(lines.len() + 1);
                let mut y = 0.0;
                for line in lines {
                    tops.push(y);
                    y += self.height(ui, line, width) + gap;
                }
                let end = (y - gap).max(0.0);
                // A view's height of lines either side too: sticking to the
                // bottom moves the view only after this frame, and the lines
                // a step adds must be there already.
                let (from, to) = (view.min.y - view.height(), view.max.y + view.height());
                let first = tops.partition_point(|&t| t <= from).saturating_sub(1);
                let last = tops.partition_point(|&t| t < to);
                ui.add_space(tops.get(first).copied().unwrap_or(0.0));
                for (i, line) in lines.iter().enumerate().take(last).skip(first) {
                    let words = words(line);
                    ui.label(if i < this_turn && !line.header { words.weak() } else { words });
                }
                if last < lines.len() {
                    ui.add_space(end - tops[last]);
                }
            });
    }

    fn height(&mut self, ui: &Ui, line: &LogLine, width: f32) -> f32 {
        let mut hasher = DefaultHasher::new();
        (line.header, &line.text).hash(&mut hasher);
        *self.heights.entry(hasher.finish()).or_insert_with(|| {
            WidgetText::from(words(line))
                .into_galley(ui, None, width, egui::TextStyle::Body)
                .size()
                .y
        })
    }
}

/// A line as the log shows it: a turn's title in its seat's colour, an
/// action indented beneath it.
fn words(line: &LogLine) -> RichText {
    if line.header {
        RichText::new(eldorado_core::text::capitalise(&line.text))
            .strong()
            .color(seat_colour(line.turn.1))
    } else {
        RichText::new(format!("   {}", on_screen(&line.text)))
    }
}
