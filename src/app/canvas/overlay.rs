//! Layers drawn over the course: the analysis and simulation overlays, and the
//! spaces and pieces of the problem the user clicked.

use std::collections::HashSet;

use eframe::egui::{Align2, Color32, FontId, Pos2, Shape, Stroke};

use super::super::theme::{colour, translucent};
use super::paint::Scene;
use eldorado_core::hex::Hex;
use eldorado_core::map::Map;
use eldorado_editor_model::insight::Overlay;
use eldorado_pictures::style::marks;

/// Spaces and pieces to point out (from a clicked problem).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Highlight {
    pub hexes: Vec<Hex>,
    pub pieces: Vec<String>,
}

impl Highlight {
    /// Every hex the highlight covers: its own and those of its pieces.
    pub fn all_hexes(&self, map: &Map) -> Vec<Hex> {
        let mut out = self.hexes.clone();
        for id in &self.pieces {
            if let Some(p) = map.piece_by_id(id) {
                out.extend(map.piece(p).spaces.iter().map(|&s| map.space(s).hex));
            }
        }
        out
    }
}

pub fn paint_overlay(scene: &Scene, overlay: &Overlay) {
    for (h, c, alpha) in &overlay.tints {
        scene.fill_hex(*h, translucent(*c, *alpha), Stroke::NONE);
    }
    for (path, c) in &overlay.paths {
        let pts: Vec<Pos2> = path.iter().map(|&h| scene.view.hex_centre(scene.rect, h)).collect();
        scene
            .painter
            .add(Shape::line(pts, Stroke::new((scene.view.scale * 0.12).max(2.0), colour(*c))));
    }
    for (h, text) in &overlay.labels {
        let at = scene.view.hex_centre(scene.rect, *h);
        scene.painter.text(
            at,
            Align2::CENTER_CENTER,
            text,
            FontId::proportional((scene.view.scale * 0.45).max(9.0)),
            Color32::WHITE,
        );
    }
}

pub fn paint_highlight(scene: &Scene, map: &Map, h: &Highlight) {
    let stroke = Stroke::new((scene.view.scale * 0.12).max(2.0), colour(marks::PROBLEM));
    for id in &h.pieces {
        if let Some(p) = map.piece_by_id(id) {
            let hexes: HashSet<Hex> =
                map.piece(p).spaces.iter().map(|&s| map.space(s).hex).collect();
            scene.outline(&hexes, stroke);
        }
    }
    for &hex in &h.hexes {
        scene.fill_hex(hex, translucent(marks::PROBLEM, 110), stroke);
    }
}
