//! Layers drawn over the course: the analysis and simulation overlays, and the
//! spaces and pieces of the problem the user clicked.

use std::collections::HashSet;

use eframe::egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, vec2};

use super::super::theme::{colour, translucent};
use super::paint::Scene;
use eldorado_core::hex::Hex;
use eldorado_core::map::Map;
use eldorado_editor_model::insight::{Legend, Overlay};
use eldorado_pictures::style::marks;

/// Spaces and pieces to point out (from a clicked problem).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Highlight {
    /// The spaces to mark.
    pub hexes: Vec<Hex>,
    /// The pieces to mark, by side id.
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

/// Draws routes and the heat map over the course.
pub fn paint_overlay(scene: &Scene, overlay: &Overlay) {
    for (h, c, alpha) in &overlay.tints {
        scene.fill_hex(*h, translucent(*c, *alpha), Stroke::NONE);
    }
    for (h, c, weight) in &overlay.rings {
        scene.ring(*h, ring_width(*weight), colour(*c));
    }
    for (path, c) in &overlay.paths {
        let pts: Vec<Pos2> = path.iter().map(|&h| scene.view.hex_centre(scene.rect, h)).collect();
        scene
            .painter
            .add(Shape::line(pts, Stroke::new((scene.view.scale * 0.12).max(2.0), colour(*c))));
    }
    // Cuts: a dark casing under the colour, so that the line reads on any terrain.
    for (from, to, c) in &overlay.lines {
        let at = |p: &[f64; 2]| scene.view.to_screen(scene.rect, vec2(p[0] as f32, p[1] as f32));
        let width = (scene.view.scale * 0.16).max(3.0);
        let pts = [at(from), at(to)];
        scene.painter.line_segment(pts, Stroke::new(width + 2.0, Color32::from_black_alpha(200)));
        scene.painter.line_segment(pts, Stroke::new(width, colour(*c)));
    }
    for (h, text) in &overlay.labels {
        // White on a dark backing, so that it reads on any space, the light
        // start discs among them.
        let at = scene.view.hex_centre(scene.rect, *h);
        let font = FontId::proportional((scene.view.scale * 0.45).max(9.0));
        let galley = scene.painter.layout_no_wrap(text.clone(), font, Color32::WHITE);
        let rect = Align2::CENTER_CENTER.anchor_size(at, galley.size());
        let pad = galley.size().y * 0.15;
        scene.painter.rect_filled(rect.expand(pad), pad * 2.0, Color32::from_black_alpha(190));
        scene.painter.galley(rect.min, galley, Color32::WHITE);
    }
}

/// Marks the spaces and pieces a question or a list points at.
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

/// A ring's width in hex units for a weight 0–1: thin but visible at
/// nought, a third of the way to the middle at one.
fn ring_width(weight: f32) -> f32 {
    0.06 + 0.24 * weight.clamp(0.0, 1.0)
}

/// Each layer's key in the canvas's bottom-left corner: its title, the
/// colours of a layer of rings each with its meaning, and a strip from light
/// to dark (or, for rings, from thin to wide), each end worded. The card is
/// as wide as its longest line.
pub fn paint_legends<'a>(scene: &Scene, legends: impl Iterator<Item = &'a Legend>) {
    let font = FontId::proportional(13.0);
    let line = 18.0;
    let mut bottom = scene.rect.bottom() - 10.0;
    for legend in legends {
        let left = scene.rect.left() + 10.0;
        let galley = |text: &str| {
            scene.painter.layout_no_wrap(text.to_string(), font.clone(), Color32::WHITE)
        };
        let title = galley(&legend.title);
        let keys: Vec<_> = legend.keys.iter().map(|(c, text)| (*c, galley(text))).collect();
        let widest =
            keys.iter().map(|(_, g)| g.size().x + 22.0).fold(title.size().x, f32::max).max(200.0);
        let height = 64.0 + line * keys.len() as f32;
        let card = Rect::from_min_max(
            Pos2::new(left, bottom - height),
            Pos2::new(left + widest + 16.0, bottom),
        );
        scene.painter.rect_filled(card, 4.0, Color32::from_black_alpha(200));
        let mut y = card.top() + 6.0;
        scene.painter.galley(Pos2::new(left + 8.0, y), title, Color32::WHITE);
        y += line;
        for (c, text) in keys {
            let swatch = Rect::from_min_size(Pos2::new(left + 8.0, y + 2.0), vec2(14.0, 12.0));
            scene.painter.rect_filled(swatch, 2.0, colour(c));
            scene.painter.galley(Pos2::new(left + 30.0, y), text, Color32::WHITE);
            y += line;
        }
        let strip = Rect::from_min_size(Pos2::new(left + 8.0, y + 2.0), vec2(160.0, 12.0));
        const STEPS: usize = 16;
        for i in 0..STEPS {
            let t = i as f32 / (STEPS - 1) as f32;
            let w = strip.width() / STEPS as f32;
            let cell =
                Rect::from_min_size(strip.min + vec2(w * i as f32, 0.0), vec2(w, strip.height()));
            if legend.keys.is_empty() {
                let alpha = (40.0 + 190.0 * t).round() as u8;
                scene.painter.rect_filled(cell, 0.0, Color32::from_gray(120));
                scene.painter.rect_filled(cell, 0.0, translucent(legend.colour, alpha));
            } else {
                // The rings' widths, at the scale they are drawn on the board.
                let h = (ring_width(t) / ring_width(1.0) * strip.height()).max(1.5);
                let bar = Rect::from_min_max(
                    Pos2::new(cell.left(), cell.bottom() - h),
                    Pos2::new(cell.right() - 1.0, cell.bottom()),
                );
                scene.painter.rect_filled(bar, 0.0, Color32::from_gray(220));
            }
        }
        let words = strip.bottom() + 3.0;
        scene.painter.text(
            Pos2::new(strip.left(), words),
            Align2::LEFT_TOP,
            &legend.light,
            font.clone(),
            Color32::WHITE,
        );
        scene.painter.text(
            Pos2::new(strip.right(), words),
            Align2::RIGHT_TOP,
            &legend.dark,
            font.clone(),
            Color32::WHITE,
        );
        bottom = card.top() - 6.0;
    }
}
