//! What floats over the canvas: the card that tells what a space or seam is,
//! the verdict beside held pieces, the blockade chooser of a seam, and a
//! piece's own menu. Their words are the model's and the rules'.

use std::collections::BTreeSet;

use eframe::egui::{self, Color32, Pos2, Rect, Ui, vec2};

use super::super::theme::translucent;
use eldorado_core::catalog::{BLOCKADES, Blockade, SideId};
use eldorado_core::course::{BlockadeChoice, Edit};
use eldorado_core::hex::Axial;
use eldorado_core::map::{Map, SeamId, SpaceId};
use eldorado_core::text::capitalise;
use eldorado_editor_model::Session;
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::clipboard::pieces_in;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::words;
use eldorado_editor_model::{Request, drag::Drag};
use eldorado_messages::{Lang, text, text_with};
use eldorado_pictures::style::{self, marks};

/// How long the pointer rests before the hover card shows.
const HOVER_DELAY: f32 = 0.35;

/// The blockade chooser opened by clicking a seam.
#[derive(Debug, Clone, PartialEq)]
pub struct SeamMenu {
    /// The two pieces of the seam, by side id.
    pub between: [SideId; 2],
    /// Where on screen it opens.
    pub at: Pos2,
}

/// A tooltip-like card beside the pointer. Unlike egui's tooltips it never takes
/// the pointer, so a click right after hovering still reaches the canvas.
pub fn hover_card(ctx: &egui::Context, pointer: Pos2, content: impl FnOnce(&mut Ui)) {
    let rest = ctx.input(|i| i.pointer.time_since_last_movement());
    if rest < HOVER_DELAY {
        ctx.request_repaint_after(std::time::Duration::from_secs_f32(HOVER_DELAY - rest));
        return;
    }
    egui::Area::new(egui::Id::unique("canvas-hover-card"))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .fixed_pos(pointer + vec2(16.0, 20.0))
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                content(ui);
            });
        });
}

/// What a space is, what the rules ask of it, and what the analysis and
/// the overlays switched on know of it.
pub fn space_card(
    ui: &mut Ui,
    lang: Lang,
    doc: &Document,
    overlays: &BTreeSet<OverlayKind>,
    id: SpaceId,
) {
    let map = doc.map();
    let s = map.space(id);
    let piece = map.piece(s.piece);
    // Named as the findings name it ("C 2 o'clock ring 1"); the course's
    // coordinates, for the course file, beneath.
    ui.strong(capitalise(&eldorado_words::space::name(map, id, lang)));
    ui.weak(text_with(
        lang,
        "editor-space-card",
        &[
            ("piece", capitalise(&words::piece(lang, &piece.id)).into()),
            ("at", Axial::from(s.hex).to_string().into()),
        ],
    ));
    for line in eldorado_words::space::rules(s, lang) {
        ui.label(line);
    }
    let local = Axial::from(s.local).to_string();
    ui.label(text_with(lang, "editor-space-position", &[("at", local.into())]));
    // The value behind each shade of a layer that is on.
    for kind in overlays {
        if let Some(o) = doc.insights().overlays.get(kind) {
            for (_, value) in o.values.iter().filter(|(h, _)| *h == s.hex) {
                ui.label(value);
            }
        }
    }
    if let Some(notes) = doc.insights().space_notes.get(&id) {
        ui.separator();
        for n in notes {
            ui.label(n);
        }
    }
}

/// What stands on a seam, and that a click chooses it.
pub fn seam_card(ui: &mut Ui, lang: Lang, map: &Map, seam: SeamId) {
    ui.strong(text_with(lang, "editor-seam-card", &[("seam", map.seam_name(seam).into())]));
    ui.label(match map.seam(seam).blockade {
        Some(BlockadeChoice::Number(n)) => {
            capitalise(&words::blockade(lang, BlockadeChoice::Number(n)))
        }
        Some(BlockadeChoice::Random) => text(lang, "editor-seam-card-random"),
        None => text(lang, "editor-seam-card-none"),
    });
    ui.label(text(lang, "editor-seam-card-hint"));
}

/// What a blockade asks: "paddle 1", "1 pagaie".
fn requirement(lang: Lang, b: &Blockade) -> String {
    words::requirement(lang, b.terrain, b.power)
}

/// Whether the held pieces fit where they are, beside the pointer: a real
/// label (not painted text), so that screen readers and tests see it.
pub fn verdict(ctx: &egui::Context, lang: Lang, pointer: Pos2, drag: &Drag) {
    let (Some(landing), Some(text)) = (drag.landing(), drag.verdict_text_in(lang)) else {
        return;
    };
    let mark = if landing.verdict.is_ok() { marks::FITS } else { marks::REFUSED };
    egui::Area::new(egui::Id::unique("ghost-verdict"))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .fixed_pos(pointer + vec2(18.0, 18.0))
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(translucent(mark.lerp(style::Rgb(0, 0, 0), 0.45), 235))
                .inner_margin(6.0)
                .corner_radius(4.0)
                .show(ui, |ui| {
                    ui.set_max_width(360.0);
                    ui.label(egui::RichText::new(text).color(Color32::WHITE));
                });
        });
}

/// The blockade chooser: none, random or a number; a number already on
/// another seam is shown as taken there. Returns the edit chosen, if one
/// was, and whether the chooser stays open: it closes on a choice, and on a
/// press outside it and outside the canvas (`canvas`: a press on the canvas
/// is the canvas's, which may open another seam's chooser).
pub fn seam_menu(
    ctx: &egui::Context,
    lang: Lang,
    doc: &Document,
    menu: &SeamMenu,
    canvas: Rect,
) -> (Option<Request>, bool) {
    let map = doc.map();
    let [a, b] = &menu.between;
    let Some(seam) = map
        .piece_by_id(a)
        .zip(map.piece_by_id(b))
        .and_then(|(a, b)| map.seam_between_pieces(a, b))
        .map(|id| map.seam(id))
    else {
        return (None, false);
    };
    let current = doc.course().blockade_between(a, b);
    let taken = doc.course().blockade_numbers();
    let mut chosen: Option<Option<BlockadeChoice>> = None;
    let area = egui::Area::new(egui::Id::unique("seam-menu"))
        .order(egui::Order::Foreground)
        .fixed_pos(menu.at + vec2(8.0, 8.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_min_width(210.0);
                let name = map.seam_name(seam.id);
                ui.strong(text_with(lang, "editor-seam-menu", &[("seam", name.into())]));
                if let Some(why) = seam.why_no_blockade() {
                    ui.label(why);
                }
                if ui
                    .selectable_label(current.is_none(), text(lang, "editor-seam-card-none"))
                    .clicked()
                {
                    chosen = Some(None);
                }
                ui.add_enabled_ui(seam.blockade_allowed, |ui| {
                    let random = Some(BlockadeChoice::Random);
                    let said = text(lang, "editor-seam-menu-random");
                    if ui.selectable_label(current == random, said).clicked() {
                        chosen = Some(random);
                    }
                    let here =
                        |s: &&[SideId; 2]| (s[0] == *a && s[1] == *b) || (s[0] == *b && s[1] == *a);
                    for blockade in BLOCKADES {
                        let n = blockade.number;
                        let on = taken.get(&n).filter(|s| !here(s));
                        let text = match on {
                            Some([x, y]) => text_with(
                                lang,
                                "editor-seam-menu-taken",
                                &[
                                    ("number", n.into()),
                                    ("requirement", requirement(lang, &blockade).into()),
                                    ("seam", format!("{x}–{y}").into()),
                                ],
                            ),
                            None => format!("{n} · {}", requirement(lang, &blockade)),
                        };
                        let this = Some(BlockadeChoice::Number(n));
                        let button = egui::Button::selectable(current == this, text);
                        if ui.add_enabled(on.is_none(), button).clicked() {
                            chosen = Some(this);
                        }
                    }
                });
            });
        });
    if let Some(blockade) = chosen {
        let edit = Edit::Blockade { between: menu.between.clone(), blockade };
        return (Some(Request::Edit(Change::Edit(edit))), false);
    }
    let pressed_outside = ctx.input(|i| {
        i.pointer.any_pressed()
            && i.pointer
                .interact_pos()
                .is_some_and(|p| !area.response.rect.contains(p) && !canvas.contains(p))
    });
    (None, !pressed_outside)
}

/// A piece's own menu (right click on `piece`): what it acts on, and the
/// Edit menu's items for the selection, which the right click made the
/// piece part of.
pub fn piece_menu(ui: &mut Ui, session: &Session, piece: Option<&str>, actions: &mut Vec<Request>) {
    let Some(piece) = piece else {
        ui.close();
        return;
    };
    let course = session.document().course();
    let lang = session.lang();
    // Until the right click's selection is made, the piece alone.
    let what = match session.selection().contains(piece) {
        true => session.selection().describe_in(lang, course),
        false => Some(pieces_in(lang, &[piece.to_string()])),
    };
    if let Some(what) = &what {
        ui.strong(capitalise(what));
    }
    crate::app::menu::selection_items(ui, lang, what.as_deref(), actions);
}
