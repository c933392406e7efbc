//! The help window: every shortcut and mouse gesture.

use eframe::egui::{self, Context};

/// (keys, what they do), in the order shown.
pub const SHORTCUTS: &[(&str, &str)] = &[
    (
        "Drag a palette piece",
        "place it; it snaps flush to the course (green fits, red says why not)",
    ),
    (
        "Click a palette piece",
        "add it where the course continues (its open end); N (or a click on it again) tries its next place there",
    ),
    ("Drag a placed piece", "move it"),
    ("Arrow keys", "move the selected piece to the next flush place that way"),
    ("R / Shift+R", "turn the held or selected piece 60° clockwise / anticlockwise"),
    ("Wheel over the held or selected piece", "turn it 60° per notch"),
    ("F", "flip the held or selected piece to the other side"),
    ("Del / Backspace", "delete the selected pieces"),
    (
        "Shift+click pieces",
        "select several: drag one of them to move them all; R, Shift+R, F, Del, Ctrl+C, Ctrl+X and the Edit menu act on all of them",
    ),
    ("Shift+drag on the table", "select every piece the band touches"),
    ("Ctrl+C / Ctrl+X", "copy / cut the selected pieces, with their caves and blockades"),
    ("Ctrl+V", "paste the copied pieces flush under the pointer (into any course)"),
    ("Esc", "close this help / drop the held piece back / close the menu / clear the selection"),
    ("Click a seam", "choose its blockade: none, random or 1–6"),
    ("Click a piece", "select it (a click that selects never changes the course)"),
    ("Ctrl+click a mountain", "add or remove a cave"),
    (
        "Right-click a piece",
        "its menu: turn, flip, delete, cut or copy it (or the selection it is part of)",
    ),
    ("Drag the table / middle button", "pan"),
    ("Wheel elsewhere / pinch", "zoom about the pointer"),
    ("Home / Fit course", "fit the course in the window, with room around it for the next piece"),
    ("− / + (top right of the course)", "zoom out / in; the zoom level is shown between them"),
    (
        "Rest the pointer on a suggestion",
        "see it on the course, with its figures, before making it",
    ),
    ("Ctrl+Z", "undo"),
    ("Ctrl+Shift+Z / Ctrl+Y", "redo"),
    ("Edit > History…", "every step; click one to undo or redo to it"),
    ("Ctrl+N", "new course"),
    (
        "File > Start page…",
        "the official courses with their difficulty, recent files, New, Generate",
    ),
    ("Ctrl+O", "open a course file"),
    ("Ctrl+S / Ctrl+Shift+S", "save / save as"),
    ("Ctrl+Q", "quit"),
    ("F1", "this help"),
];

/// The Help window (F1).
pub fn window(ctx: &Context, open: &mut bool) {
    egui::Window::new("Help")
        .open(open)
        .resizable(false)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            ui.label("Build a course from the game's pieces. Every change is checked at once; problems are listed on the right.");
            ui.add_space(6.0);
            egui::Grid::new("shortcuts").num_columns(2).striped(true).spacing([16.0, 4.0]).show(ui, |ui| {
                for (keys, what) in SHORTCUTS {
                    ui.strong(*keys);
                    ui.label(*what);
                    ui.end_row();
                }
            });
        });
}
