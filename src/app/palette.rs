//! The palette: a thumbnail of every piece side, to drag onto the course. A
//! physical piece on the course shows both of its sides as in use.

use std::collections::HashSet;

use eframe::egui::{
    self, Align2, Color32, FontId, Role, ScrollArea, Sense, Stroke, Ui, WidgetInfo, vec2,
};

use super::canvas::paint;
use super::theme::colour;
use eldorado_core::catalog::{Catalog, PieceKind, PieceSide};
use eldorado_editor_model::Request;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::drag::Drag;
use eldorado_pictures::style::marks;

const THUMB: egui::Vec2 = vec2(74.0, 74.0);

/// The name a palette item goes by (also its accessible label).
pub fn item_label(side: &PieceSide, in_use: bool) -> String {
    let name = match side.kind {
        PieceKind::Start => format!("Start board {}", side.id),
        PieceKind::Terrain => format!("Board {}", side.id),
        PieceKind::Strip => format!("Strip {}", side.id),
        PieceKind::Finish => {
            format!("Finish plate, {} side", side.id.trim_start_matches("finish-"))
        }
    };
    if in_use { format!("{name} (in use)") } else { name }
}

/// The palette's help, above its pieces.
pub const PALETTE_HELP: &str = "Drag a piece onto the course, or click it to add it where the course continues (N: its next place there). While dragging: R / Shift+R or the wheel turn it 60°, F flips it, Esc drops it back.";

/// Draws the palette (`held`: the pieces held now); a piece pulled out is
/// picked up.
pub fn ui(ui: &mut Ui, doc: &Document, held: Option<&Drag>, requests: &mut Vec<Request>) {
    let catalog = Catalog::get();
    let in_use: HashSet<&str> = doc
        .course()
        .pieces
        .iter()
        .filter_map(|p| p.side())
        .map(|s| s.physical_piece.as_str())
        .collect();
    let held = held.and_then(Drag::new_side);
    // The help first and the two pieces every course needs next, so that all
    // of them are in sight at the default size; the boards and strips follow.
    ui.add_space(2.0);
    ui.add(egui::Label::new(egui::RichText::new(PALETTE_HELP).weak()).wrap());
    ui.add_space(4.0);
    ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        for (title, kinds) in [
            ("Start board", &[PieceKind::Start][..]),
            ("Finish plate", &[PieceKind::Finish][..]),
            ("Terrain boards", &[PieceKind::Terrain][..]),
            ("Strips", &[PieceKind::Strip][..]),
        ] {
            ui.label(egui::RichText::new(title).strong());
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = vec2(6.0, 6.0);
                for side in catalog.sides().iter().filter(|s| kinds.contains(&s.kind)) {
                    let used = in_use.contains(side.physical_piece.as_str());
                    match item(ui, side, used, held == Some(side.id.as_str())) {
                        Some(Pulled::Dragged) => requests.push(Request::PickUpNew(side.id.clone())),
                        Some(Pulled::Clicked) => {
                            requests.push(Request::AttachAtEnd(side.id.clone()))
                        }
                        None => {}
                    }
                }
            });
            ui.add_space(6.0);
        }
    });
}

/// What the user did with a thumbnail.
enum Pulled {
    /// Started dragging it: it is held under the pointer.
    Dragged,
    /// Clicked it: it goes where the course continues.
    Clicked,
}

/// One thumbnail; says when the user starts dragging it or clicks it.
fn item(ui: &mut Ui, side: &PieceSide, used: bool, held: bool) -> Option<Pulled> {
    let label = item_label(side, used);
    let (rect, response) = ui.allocate_exact_size(THUMB + vec2(0.0, 16.0), Sense::click_and_drag());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
    let painter = ui.painter_at(rect);
    let pic = egui::Rect::from_min_size(rect.min, THUMB);
    let bg = if held {
        colour(marks::FITS).gamma_multiply(0.35)
    } else if response.hovered() {
        ui.visuals().widgets.hovered.bg_fill
    } else {
        ui.visuals().extreme_bg_color
    };
    painter.rect_filled(rect, 4.0, bg);
    paint::thumbnail(&painter, pic.shrink(3.0), &side.id, if used { 0.3 } else { 1.0 });
    let name = match side.kind {
        PieceKind::Finish => side.id.trim_start_matches("finish-").to_string(),
        _ => side.id.clone(),
    };
    let text = if used { format!("{name} · in use") } else { name };
    let ink = if used { ui.visuals().weak_text_color() } else { ui.visuals().strong_text_color() };
    painter.text(
        rect.center_bottom() - vec2(0.0, 2.0),
        Align2::CENTER_BOTTOM,
        text,
        FontId::proportional(12.0),
        ink,
    );
    if used {
        painter.rect_stroke(
            rect,
            4.0,
            Stroke::new(1.0, Color32::from_gray(90)),
            egui::StrokeKind::Inside,
        );
    }
    let response = response.on_hover_text(if used {
        format!(
            "{}: its piece ({}) is on the course; take it off first, or flip it with F",
            label,
            side.physical_piece.replace('_', " ")
        )
    } else {
        format!(
            "{label}: drag it onto the course, or click to add it where the course continues \
             (click again, or N, for its next place there)"
        )
    });
    if response.drag_started() {
        Some(Pulled::Dragged)
    } else if response.clicked() {
        Some(Pulled::Clicked)
    } else {
        None
    }
}
