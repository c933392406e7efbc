//! The help window: every shortcut and mouse gesture, in the session's
//! language (the catalogue's `editor-help-` messages).

use eframe::egui::{self, Context};
use eldorado_messages::{Lang, text};

/// (keys, what they do) as message ids, in the order shown.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("editor-help-drag-palette-keys", "editor-help-drag-palette"),
    ("editor-help-click-palette-keys", "editor-help-click-palette"),
    ("editor-help-drag-placed-keys", "editor-help-drag-placed"),
    ("editor-help-arrows-keys", "editor-help-arrows"),
    ("editor-help-turn-keys", "editor-help-turn"),
    ("editor-help-wheel-turn-keys", "editor-help-wheel-turn"),
    ("editor-help-flip-keys", "editor-help-flip"),
    ("editor-help-delete-keys", "editor-help-delete"),
    ("editor-help-shift-click-keys", "editor-help-shift-click"),
    ("editor-help-shift-drag-keys", "editor-help-shift-drag"),
    ("editor-help-copy-cut-keys", "editor-help-copy-cut"),
    ("editor-help-paste-keys", "editor-help-paste"),
    ("editor-help-escape-keys", "editor-help-escape"),
    ("editor-help-seam-keys", "editor-help-seam"),
    ("editor-help-click-piece-keys", "editor-help-click-piece"),
    ("editor-help-cave-keys", "editor-help-cave"),
    ("editor-help-right-click-keys", "editor-help-right-click"),
    ("editor-help-pan-keys", "editor-help-pan"),
    ("editor-help-zoom-keys", "editor-help-zoom"),
    ("editor-help-fit-keys", "editor-help-fit"),
    ("editor-help-zoom-bar-keys", "editor-help-zoom-bar"),
    ("editor-help-suggestion-keys", "editor-help-suggestion"),
    ("editor-help-undo-keys", "editor-help-undo"),
    ("editor-help-redo-keys", "editor-help-redo"),
    ("editor-help-history-keys", "editor-help-history"),
    ("editor-help-new-keys", "editor-help-new"),
    ("editor-help-start-page-keys", "editor-help-start-page"),
    ("editor-help-open-keys", "editor-help-open"),
    ("editor-help-save-keys", "editor-help-save"),
    ("editor-help-tabs-keys", "editor-help-tabs"),
    ("editor-help-close-keys", "editor-help-close"),
    ("editor-help-quit-keys", "editor-help-quit"),
    ("editor-help-help-keys", "editor-help-help"),
];

/// The game view's keys (watching a game; a game being played keeps its
/// last position, where Esc lets go of the selected card).
pub const GAME_KEYS: &[(&str, &str)] = &[
    ("editor-help-game-action-keys", "editor-help-game-action"),
    ("editor-help-game-turn-keys", "editor-help-game-turn"),
    ("editor-help-game-round-keys", "editor-help-game-round"),
    ("editor-help-game-ends-keys", "editor-help-game-ends"),
    ("editor-help-game-stall-keys", "editor-help-game-stall"),
    ("editor-help-game-play-keys", "editor-help-game-play"),
    ("editor-help-game-escape-keys", "editor-help-game-escape"),
];

/// The Help window (F1).
pub fn window(ctx: &Context, lang: Lang, open: &mut bool) {
    egui::Window::new(text(lang, "editor-help-title"))
        .id(egui::Id::unique("help"))
        .open(open)
        .resizable(false)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        // Taller than a small window: it scrolls rather than run off it.
        .vscroll(true)
        .max_height((ctx.content_rect().height() - 96.0).max(160.0))
        .show(ctx, |ui| {
            ui.label(text(lang, "editor-help-intro"));
            ui.add_space(6.0);
            grid(ui, lang, "shortcuts", SHORTCUTS);
            ui.add_space(10.0);
            ui.heading(text(lang, "editor-help-game-title"));
            grid(ui, lang, "game-keys", GAME_KEYS);
        });
}

/// A table of keys and what they do.
fn grid(ui: &mut egui::Ui, lang: Lang, id: &str, rows: &[(&str, &str)]) {
    egui::Grid::new(id).num_columns(2).striped(true).spacing([16.0, 4.0]).show(ui, |ui| {
        for (keys, what) in rows {
            ui.strong(text(lang, keys));
            ui.label(text(lang, what));
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shortcut_is_said_in_each_language() {
        for lang in Lang::ALL {
            for (keys, what) in SHORTCUTS.iter().chain(GAME_KEYS) {
                assert_ne!(text(lang, keys), *keys, "{lang:?}");
                assert_ne!(text(lang, what), *what, "{lang:?}");
            }
        }
        assert_eq!(text(Lang::French, "editor-help-undo"), "annuler");
    }
}
