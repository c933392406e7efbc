//! The course as the canvas draws it, layer by layer: the pieces (faded where
//! held pieces were lifted off), the overlays, outlines, blockades, the
//! problem pointed out, the selection and the pieces' letters; the ghost of
//! held pieces where they would land; and a suggestion seen before it is
//! made. What to draw comes from the session; this only paints it.

use eldorado_core::map::{Map, PlacedPiece, SeamId};
use std::collections::{BTreeSet, HashSet};

use eframe::egui::{self, Color32, Stroke, vec2};

use super::super::theme::colour;
use super::hit;
use super::overlay::{self, Highlight};
use super::paint::{Detail, Scene, SpaceLook};
use eldorado_core::catalog::PieceKind;
use eldorado_core::hex::Hex;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::drag::Landing;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::preview::Preview;
use eldorado_messages::{Lang, text};
use eldorado_pictures::style::{self, marks};

/// The heading over a suggestion shown on the course before it is made.
pub fn preview_heading(lang: Lang) -> String {
    text(lang, "editor-preview-heading")
}

/// What an empty course shows in the middle of the canvas.
pub fn empty_hint(lang: Lang) -> String {
    text(lang, "editor-empty-hint")
}

/// What is marked on the course besides the course itself.
#[derive(Default)]
pub struct CourseMarks<'a> {
    /// The overlay layers switched on.
    pub overlays: Option<&'a BTreeSet<OverlayKind>>,
    /// What a clicked problem points out.
    pub highlight: Option<&'a Highlight>,
    /// The selected pieces, by side id.
    pub selected: Vec<String>,
    /// The pieces lifted off the course by a drag, by side id.
    pub lifted: Vec<String>,
    /// Something is held: the empty course's hint gives way to it.
    pub holding: bool,
    /// A game is shown: it draws its own blockades (the ones dealt, the
    /// ones taken), not the course's choices ("random"), and no piece
    /// letters over the spaces the pieces move to.
    pub game: bool,
    /// The language of the words painted (the empty course's hint).
    pub lang: Lang,
}

fn wide(scene: &Scene) -> f32 {
    (scene.view.scale * 0.16).max(3.0)
}

fn hexes_of(map: &Map, p: &PlacedPiece) -> HashSet<Hex> {
    p.spaces.iter().map(|&s| map.space(s).hex).collect()
}

/// Paints the course with its marks (the game view paints its board with it
/// too, without marks).
pub fn course(scene: &Scene, doc: &Document, marks: &CourseMarks) {
    let (map, course) = (doc.map(), doc.course());
    let detail = Detail::for_scale(scene.view.scale);
    scene.painter.rect_filled(scene.rect, 0.0, colour(style::TABLE));
    let fade = |id: &str| if marks.lifted.iter().any(|l| l == id) { 0.25 } else { 1.0 };
    for p in &course.pieces {
        scene.city(p, fade(&p.piece), detail);
    }
    for s in map.spaces() {
        scene.space(&SpaceLook::from(s), fade(&map.piece(s.piece).id), detail);
    }
    let layers =
        || marks.overlays.into_iter().flatten().filter_map(|k| doc.insights().overlays.get(k));
    // Overlays under the outlines and blockades, so that those stay readable.
    for o in layers() {
        overlay::paint_overlay(scene, o);
    }
    let outline = Stroke::new((scene.view.scale * 0.07).max(1.5), colour(style::OUTLINE));
    for p in map.pieces() {
        scene.outline(&hexes_of(map, p), outline);
    }
    for seam in map.seams().iter().filter(|_| !marks.game) {
        if let (Some(choice), Some(badge)) =
            (seam.blockade, hit::seam_midpoint(map, &scene.view, scene.rect, seam.id))
        {
            let segments = hit::seam_segments(map, &scene.view, scene.rect, seam.id);
            scene.blockade(&segments, badge, choice, detail);
        }
    }
    overlay::paint_legends(scene, map, layers().filter_map(|o| o.legend.as_ref()));
    if let Some(h) = marks.highlight {
        overlay::paint_highlight(scene, map, h);
    }
    let selection = Stroke::new((scene.view.scale * 0.14).max(2.5), colour(marks::SELECTION));
    for p in map.pieces().iter().filter(|p| marks.selected.iter().any(|s| p.id == *s)) {
        scene.outline(&hexes_of(map, p), selection);
    }
    // Small and see-through, so that the middle space under it still shows.
    let tag_size = (scene.view.scale * 0.55).clamp(10.0, 26.0);
    let lettered = map.pieces().iter().filter(|_| !marks.game);
    for p in lettered.filter(|p| p.kind != PieceKind::Finish && !p.spaces.is_empty()) {
        let centre = p
            .spaces
            .iter()
            .map(|&s| scene.view.hex_centre(scene.rect, map.space(s).hex).to_vec2())
            .fold(vec2(0.0, 0.0), |a, b| a + b)
            / p.spaces.len() as f32;
        scene.tag(centre.to_pos2(), &p.id, tag_size, 0.7 * fade(&p.id));
    }
    if course.pieces.is_empty() && !marks.holding {
        // Wrapped to the canvas, so that it is whole in a narrow window.
        let galley = scene.painter.layout(
            empty_hint(marks.lang),
            egui::FontId::proportional(18.0),
            Color32::from_gray(215),
            (scene.rect.width() - 48.0).max(120.0),
        );
        let at = scene.rect.center() - galley.size() / 2.0;
        scene.painter.galley(at, galley, Color32::from_gray(215));
    }
}

/// The seam under the pointer, drawn thick so that a click is seen to pick it.
pub fn hovered_seam(scene: &Scene, map: &Map, seam: SeamId) {
    for (a, b) in hit::seam_segments(map, &scene.view, scene.rect, seam) {
        scene.painter.line_segment([a, b], Stroke::new(wide(scene), colour(marks::SEAM_HOVER)));
    }
}

/// Held pieces where they would land, outlined green where they fit and
/// red where they do not.
pub fn ghost(scene: &Scene, landing: &Landing) {
    let detail = Detail::for_scale(scene.view.scale);
    let mut hexes = HashSet::new();
    for placement in &landing.placements {
        scene.city(placement, 0.8, detail);
    }
    for placement in &landing.placements {
        let Some(side) = placement.side() else { continue };
        for s in &side.spaces {
            scene.space(&SpaceLook::placed(placement, s), 0.8, detail);
        }
        hexes.extend(side.spaces.iter().map(|s| placement.to_world(s.local)));
    }
    let mark = if landing.verdict.is_ok() { marks::FITS } else { marks::REFUSED };
    scene.outline(&hexes, Stroke::new(wide(scene), colour(mark)));
}

/// A suggestion seen before it is made: the course as it would be, the
/// pieces, seams and caves it changes outlined, and over the course a
/// caption with the figures the status bar would then show.
pub fn preview(ctx: &egui::Context, lang: Lang, scene: &Scene, preview: &Preview) {
    let (map, course) = (&preview.assembly.map, &preview.course);
    let detail = Detail::for_scale(scene.view.scale);
    scene.painter.rect_filled(scene.rect, 0.0, colour(style::TABLE));
    for p in &course.pieces {
        scene.city(p, 1.0, detail);
    }
    for s in map.spaces() {
        scene.space(&SpaceLook::from(s), 1.0, detail);
    }
    let outline = Stroke::new((scene.view.scale * 0.07).max(1.5), colour(style::OUTLINE));
    let changed = Stroke::new(wide(scene), colour(marks::FITS));
    for p in map.pieces() {
        scene.outline(&hexes_of(map, p), outline);
    }
    for p in map.pieces().iter().filter(|p| preview.pieces.iter().any(|s| p.id == *s)) {
        scene.outline(&hexes_of(map, p), changed);
    }
    for seam in map.seams() {
        let segments = hit::seam_segments(map, &scene.view, scene.rect, seam.id);
        let [a, b] = &seam.pieces;
        let (a, b) = (&map.piece(*a).id, &map.piece(*b).id);
        if preview.seams.iter().any(|[x, y]| (a == x && b == y) || (a == y && b == x)) {
            for (from, to) in &segments {
                scene.painter.line_segment([*from, *to], changed);
            }
        }
        if let (Some(choice), Some(badge)) =
            (seam.blockade, hit::seam_midpoint(map, &scene.view, scene.rect, seam.id))
        {
            scene.blockade(&segments, badge, choice, detail);
        }
    }
    for h in &preview.caves {
        scene.fill_hex(*h, Color32::TRANSPARENT, changed);
    }
    egui::Area::new(egui::Id::unique("suggestion-preview"))
        .order(egui::Order::Middle)
        .fixed_pos(scene.rect.left_top() + vec2(8.0, 8.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                // Clear of the zoom bar in the other corner.
                ui.set_max_width((scene.rect.width() - 260.0).max(200.0));
                ui.strong(preview_heading(lang));
                ui.label(&preview.caption);
                ui.label(preview.figures_line());
            });
        });
}
