//! The palette: a thumbnail of every piece side, to drag onto the course. A
//! physical piece on the course shows both of its sides as in use.

use std::collections::HashSet;
use std::sync::OnceLock;

use eframe::egui::{
    self, Align2, Color32, FontId, Role, ScrollArea, Sense, Stroke, Ui, WidgetInfo, vec2,
};

use super::canvas::paint;
use super::theme::colour;
use eldorado_core::catalog::SideId;
use eldorado_core::catalog::{Catalog, PieceKind, PieceSide};
use eldorado_core::text::capitalise;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::drag::Drag;
use eldorado_editor_model::{Request, message_ids, words};
use eldorado_messages::{Lang, text, text_with};
use eldorado_pictures::style::marks;

const THUMB: egui::Vec2 = vec2(74.0, 74.0);

/// The name a palette item goes by in a language: "Board C", "Plateau C
/// (utilisé)".
pub fn item_label_in(lang: Lang, side: &PieceSide, in_use: bool) -> String {
    let name = capitalise(&eldorado_editor_model::words::piece(lang, &side.id));
    match in_use {
        true => text_with(
            lang,
            "editor-palette-in-use",
            &[("name", name.into()), ("kind", words::kind_key(&side.id).into())],
        ),
        false => name,
    }
}

/// The palette's help, above its pieces.
pub fn palette_help(lang: Lang) -> String {
    text(lang, "editor-palette-help")
}

/// What one thumbnail says, free and in use: made once per language, not
/// every frame (the palette shows every side of the game).
struct ItemWords {
    label: [String; 2],
    caption: [String; 2],
    hover: [String; 2],
}

/// The words of every side's thumbnail in `lang`, in catalogue order.
fn item_words(lang: Lang) -> &'static [ItemWords] {
    static WORDS: [OnceLock<Vec<ItemWords>>; Lang::ALL.len()] = [OnceLock::new(), OnceLock::new()];
    let at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    WORDS[at].get_or_init(|| {
        Catalog::get()
            .sides()
            .iter()
            .map(|side| {
                let label = [item_label_in(lang, side, false), item_label_in(lang, side, true)];
                let name = match SideId::finish_terrain_of(&side.id) {
                    Some(terrain) if side.kind == PieceKind::Finish => {
                        text(lang, &message_ids::terrain(terrain))
                    }
                    _ => side.id.clone().into(),
                };
                let caption = [
                    name.clone(),
                    text_with(
                        lang,
                        "editor-palette-caption-in-use",
                        &[("name", name.into()), ("kind", words::kind_key(&side.id).into())],
                    ),
                ];
                let piece = side.physical_piece.replace('_', " ");
                let hover = [
                    text_with(lang, "editor-palette-hover", &[("label", label[0].clone().into())]),
                    text_with(
                        lang,
                        "editor-palette-hover-in-use",
                        &[("label", label[1].clone().into()), ("piece", piece.into())],
                    ),
                ];
                ItemWords { label, caption, hover }
            })
            .collect()
    })
}

/// Draws the palette (`held`: the pieces held now); a piece pulled out is
/// picked up.
pub fn ui(
    ui: &mut Ui,
    lang: Lang,
    doc: &Document,
    held: Option<&Drag>,
    requests: &mut Vec<Request>,
) {
    let catalog = Catalog::get();
    let words = item_words(lang);
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
    ui.add(egui::Label::new(egui::RichText::new(palette_help(lang)).weak()).wrap());
    ui.add_space(4.0);
    ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        for (title, kinds) in [
            ("editor-palette-start-boards", &[PieceKind::Start][..]),
            ("editor-palette-finish-plate", &[PieceKind::Finish][..]),
            ("editor-palette-terrain-boards", &[PieceKind::Terrain][..]),
            ("editor-palette-strips", &[PieceKind::Strip][..]),
        ] {
            ui.label(egui::RichText::new(text(lang, title)).strong());
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = vec2(6.0, 6.0);
                let sides = catalog.sides().iter().zip(words);
                for (side, words) in sides.filter(|(s, _)| kinds.contains(&s.kind)) {
                    let used = in_use.contains(side.physical_piece.as_str());
                    match item(ui, side, words, used, held == Some(side.id.as_str())) {
                        Some(Pulled::Dragged) => {
                            requests.push(Request::PickUpNew(SideId::from(&side.id)))
                        }
                        Some(Pulled::Clicked) => {
                            requests.push(Request::AttachAtEnd(SideId::from(&side.id)))
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
fn item(
    ui: &mut Ui,
    side: &PieceSide,
    words: &ItemWords,
    used: bool,
    held: bool,
) -> Option<Pulled> {
    let label = &words.label[usize::from(used)];
    let (rect, response) = ui.allocate_exact_size(THUMB + vec2(0.0, 16.0), Sense::click_and_drag());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, label));
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
    let caption = words.caption[usize::from(used)].as_str();
    let ink = if used { ui.visuals().weak_text_color() } else { ui.visuals().strong_text_color() };
    // A caption wider than its thumbnail ("fleuve · utilisé") is written
    // smaller rather than cut at both ends.
    let room = rect.width() - 4.0;
    let mut galley = painter.layout_no_wrap(caption.to_owned(), FontId::proportional(12.0), ink);
    if galley.size().x > room {
        let size = (12.0 * room / galley.size().x).max(8.0);
        galley = painter.layout_no_wrap(caption.to_owned(), FontId::proportional(size), ink);
    }
    let at =
        Align2::CENTER_BOTTOM.anchor_size(rect.center_bottom() - vec2(0.0, 2.0), galley.size()).min;
    painter.galley(at, galley, ink);
    if used {
        painter.rect_stroke(
            rect,
            4.0,
            Stroke::new(1.0, Color32::from_gray(90)),
            egui::StrokeKind::Inside,
        );
    }
    let response = response.on_hover_text(words.hover[usize::from(used)].as_str());
    if response.drag_started() {
        Some(Pulled::Dragged)
    } else if response.clicked() {
        Some(Pulled::Clicked)
    } else {
        None
    }
}
