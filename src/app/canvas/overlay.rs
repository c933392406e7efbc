//! Layers drawn over the course: the analysis and simulation overlays, and the
//! spaces and pieces of the problem the user clicked.

use std::collections::HashSet;

use std::sync::Arc;

use eframe::egui::{Align2, Color32, FontId, Galley, Pos2, Rect, Shape, Stroke, Vec2, vec2};

use super::super::theme::{colour, translucent};
use super::paint::Scene;
use eldorado_core::hex::Hex;
use eldorado_core::map::Map;
use eldorado_editor_model::insight::{Legend, Overlay};
use eldorado_pictures::style::{Rgb, marks};

/// Spaces and pieces to point out (from a clicked problem).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Highlight {
    /// The spaces to mark.
    pub hexes: Vec<Hex>,
    /// The pieces to mark, by side id.
    pub pieces: Vec<String>,
}

impl Highlight {
    /// A route choice, shortcut or bend pointed out: the spaces its finding
    /// in the problems panel points out, so that it is outlined alike
    /// wherever it is clicked.
    pub fn of_choice(
        map: &Map,
        report: &eldorado_analysis::report::Report,
        origin: eldorado_design::routes::Origin,
    ) -> Self {
        let hexes = eldorado_editor_model::route_evidence::choice_hexes(map, report, origin);
        Highlight { hexes, pieces: Vec::new() }
    }

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

/// Each layer's key, stacked in a corner of the canvas: its title, the
/// colours of a layer of rings each with its meaning, and a strip from light
/// to dark (or, for rings, from thin to wide), each end worded. A card is as
/// wide as its longest line, the strip's two ends' words included, its title
/// wrapped. The corner is the one where the stack hides no start space and
/// the fewest of the course's other spaces (the bottom-left one first when they tie; the top-right one below the
/// zoom bar, and the top-left one too where the bar reaches it), so that the keys stand beside the course rather than over its
/// start board.
pub fn paint_legends<'a>(scene: &Scene, map: &Map, legends: impl Iterator<Item = &'a Legend>) {
    let font = FontId::proportional(13.0);
    let galley =
        |text: &str| scene.painter.layout_no_wrap(text.to_string(), font.clone(), Color32::WHITE);
    let cards: Vec<LegendCard> = legends
        .map(|legend| {
            // A long title (French runs longer) wraps rather than widens the
            // card over the course.
            let title = scene.painter.layout(
                legend.title.clone(),
                font.clone(),
                Color32::WHITE,
                TITLE_WIDTH,
            );
            let keys: Vec<_> = legend.keys.iter().map(|(c, text)| (*c, galley(text))).collect();
            let (light, dark) = (galley(&legend.light), galley(&legend.dark));
            let strip = (light.size().x + dark.size().x + STRIP_GAP).max(STRIP_WIDTH);
            let widest = keys
                .iter()
                .map(|(_, g)| g.size().x + 22.0)
                .fold(title.size().x, f32::max)
                .max(strip)
                .max(200.0);
            let title_lines = (title.size().y - LEGEND_LINE).max(0.0);
            let size = vec2(widest + 16.0, 64.0 + title_lines + LEGEND_LINE * keys.len() as f32);
            LegendCard { legend, title, keys, light, dark, strip, size }
        })
        .collect();
    if cards.is_empty() {
        return;
    }
    let stack = vec2(
        cards.iter().map(|c| c.size.x).fold(0.0, f32::max),
        cards.iter().map(|c| c.size.y + 6.0).sum::<f32>() - 6.0,
    );
    let area = scene.rect.shrink(10.0);
    // On a narrow canvas the top-left corner reaches under the zoom bar:
    // the stack then starts below it.
    let bar = super::zoom_bar::last_rect(scene.painter.ctx());
    let top_left = match bar {
        Some(bar) if Rect::from_min_size(area.left_top(), stack).intersects(bar.expand(4.0)) => {
            Pos2::new(area.left(), area.top() + super::zoom_bar::HEIGHT)
        }
        _ => area.left_top(),
    };
    let corners = [
        Rect::from_min_size(Pos2::new(area.left(), area.bottom() - stack.y), stack),
        Rect::from_min_size(Pos2::new(area.right() - stack.x, area.bottom() - stack.y), stack),
        Rect::from_min_size(top_left, stack),
        Rect::from_min_size(
            Pos2::new(area.right() - stack.x, area.top() + super::zoom_bar::HEIGHT),
            stack,
        ),
    ];
    // A start space hidden weighs more than any number of other spaces: the
    // keys never cover where the pieces begin when a corner can help it.
    let hidden = |r: &Rect| {
        let r = r.expand(scene.view.scale * 0.5);
        let under = |hex| r.contains(scene.view.hex_centre(scene.rect, hex));
        let spaces = map.spaces().iter().filter(|s| under(s.hex)).count();
        let starts = map.starts().iter().filter(|&&(_, id)| under(map.space(id).hex)).count();
        starts * 10_000 + spaces
    };
    let place = corners.iter().min_by_key(|r| hidden(r)).copied().unwrap_or(corners[0]);
    let mut top = place.top();
    for card in cards {
        let rect = Rect::from_min_size(Pos2::new(place.left(), top), card.size);
        paint_legend(scene, rect, card);
        top = rect.bottom() + 6.0;
    }
}

const LEGEND_LINE: f32 = 18.0;
/// The widest a legend's title runs before it wraps.
const TITLE_WIDTH: f32 = 300.0;
/// The light-to-dark strip's least width, and the least room between the
/// words at its two ends.
const STRIP_WIDTH: f32 = 160.0;
const STRIP_GAP: f32 = 16.0;

/// A legend laid out: its words shaped and the card's size.
struct LegendCard<'a> {
    legend: &'a Legend,
    title: Arc<Galley>,
    keys: Vec<(Rgb, Arc<Galley>)>,
    light: Arc<Galley>,
    dark: Arc<Galley>,
    strip: f32,
    size: Vec2,
}

fn paint_legend(scene: &Scene, card: Rect, c: LegendCard) {
    let (legend, left, line) = (c.legend, card.left(), LEGEND_LINE);
    scene.painter.rect_filled(card, 4.0, Color32::from_black_alpha(200));
    let mut y = card.top() + 6.0;
    y += c.title.size().y.max(line);
    scene.painter.galley(Pos2::new(left + 8.0, card.top() + 6.0), c.title, Color32::WHITE);
    for (colour_of, text) in c.keys {
        let swatch = Rect::from_min_size(Pos2::new(left + 8.0, y + 2.0), vec2(14.0, 12.0));
        scene.painter.rect_filled(swatch, 2.0, colour(colour_of));
        scene.painter.galley(Pos2::new(left + 30.0, y), text, Color32::WHITE);
        y += line;
    }
    let strip = Rect::from_min_size(Pos2::new(left + 8.0, y + 2.0), vec2(c.strip, 12.0));
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
    scene.painter.galley(Pos2::new(strip.left(), words), c.light, Color32::WHITE);
    let dark_at = Pos2::new(strip.right() - c.dark.size().x, words);
    scene.painter.galley(dark_at, c.dark, Color32::WHITE);
}
