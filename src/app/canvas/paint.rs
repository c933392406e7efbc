//! Drawing a course the way the printed boards look: terrain colours, one
//! symbol per point of power, start numbers, finishing spaces, the city, caves,
//! piece outlines and letters, and blockades on their seams. Colours and symbol
//! layout come from [`eldorado_pictures::style`], shared with the exported pictures.

use std::collections::HashSet;

use eframe::egui::{
    Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, vec2,
};

use super::super::theme::{self, colour};
use super::view::View;
use eldorado_core::catalog::{Blockade, Catalog, SideSpace, Terrain};
use eldorado_core::course::{BlockadeChoice, Placement};
use eldorado_core::hex::{self, Hex, NEIGHBOUR_OFFSETS};
use eldorado_core::map::Space;
use eldorado_messages::{Lang, text};
use eldorado_pictures::style::{self, Ink, Part};
use eldorado_pictures::words;

/// What a space looks like, wherever it comes from (the map, a ghost, a thumbnail).
#[derive(Debug, Clone, Copy)]
pub struct SpaceLook {
    /// Where the space is.
    pub hex: Hex,
    /// Its terrain.
    pub terrain: Terrain,
    /// Its symbols, when it has a cost.
    pub power: Option<u8>,
    /// Its start number, when it is a start space.
    pub start: Option<u8>,
    /// Whether it is a finish space.
    pub finish: bool,
    /// Whether it has a cave.
    pub cave: bool,
}

impl From<&Space> for SpaceLook {
    fn from(s: &Space) -> Self {
        SpaceLook {
            hex: s.hex,
            terrain: s.terrain,
            power: s.power,
            start: s.start,
            finish: s.finish,
            cave: s.cave,
        }
    }
}

impl SpaceLook {
    /// A space of a piece side placed in the world.
    pub fn placed(p: &Placement, s: &SideSpace) -> Self {
        SpaceLook {
            hex: p.to_world(s.local),
            terrain: s.terrain,
            power: s.power,
            start: s.start,
            finish: s.finish,
            cave: s.terrain == Terrain::Mountain && p.has_cave(s.local),
        }
    }
}

/// How much to draw at a zoom: symbols only when they can be told apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Detail {
    /// Colours only (thumbnails, far zoom).
    Plain,
    /// Dots for power.
    Dots,
    /// Symbols, numbers and labels.
    Full,
}

impl Detail {
    /// The detail drawn at a zoom of `scale` pixels per hex.
    pub fn for_scale(scale: f32) -> Detail {
        if scale >= 15.0 {
            Detail::Full
        } else if scale >= 7.0 {
            Detail::Dots
        } else {
            Detail::Plain
        }
    }
}

/// A painter with the view that maps the course onto it.
pub struct Scene<'a> {
    /// Where to draw.
    pub painter: &'a Painter,
    /// The zoom and pan.
    pub view: View,
    /// The canvas's area on screen.
    pub rect: Rect,
    /// The language of the words drawn (a blockade's requirement).
    pub lang: Lang,
}

impl Scene<'_> {
    fn px(&self, units: f32) -> f32 {
        units * self.view.scale
    }

    fn at(&self, h: Hex, offset: (f32, f32)) -> Pos2 {
        self.view.hex_centre(self.rect, h) + vec2(offset.0, offset.1) * self.view.scale
    }

    /// Fills a hex.
    pub fn fill_hex(&self, h: Hex, fill: Color32, stroke: Stroke) {
        let pts = self.view.hex_corners(self.rect, h).to_vec();
        self.painter.add(Shape::convex_polygon(pts, fill, stroke));
    }

    /// A ring inside a hex, `width` hex units wide, its outer edge on the
    /// hex's own: over a dark casing, so that it reads on any terrain.
    pub fn ring(&self, h: Hex, width: f32, colour: Color32) {
        let ring: Vec<Pos2> = hex::corners(Hex::ZERO, 0.97 - width / 2.0)
            .iter()
            .map(|&offset| self.at(h, offset))
            .collect();
        let px = self.px(width).max(1.5);
        self.painter.add(Shape::closed_line(
            ring.clone(),
            Stroke::new(px + 2.0, Color32::from_black_alpha(150)),
        ));
        self.painter.add(Shape::closed_line(ring, Stroke::new(px, colour)));
    }

    /// One space, faded by `alpha` (1 = opaque).
    pub fn space(&self, s: &SpaceLook, alpha: f32, detail: Detail) {
        let ground = theme::terrain(s.terrain).gamma_multiply(alpha);
        let edge = if detail == Detail::Plain {
            Stroke::NONE
        } else {
            Stroke::new(0.6, colour(style::SPACE_EDGE).gamma_multiply(alpha))
        };
        self.fill_hex(s.hex, ground, edge);
        if detail == Detail::Plain {
            return;
        }
        let ink = colour(style::symbol_colour(s.terrain)).gamma_multiply(alpha);
        if let Some(n) = s.start {
            let c = self.at(s.hex, (0.0, 0.0));
            self.painter.circle(
                c,
                self.px(0.48),
                colour(style::seat_colour(n)).gamma_multiply(alpha),
                Stroke::new(1.0, ink),
            );
            if detail == Detail::Full {
                self.painter.text(
                    c,
                    Align2::CENTER_CENTER,
                    n.to_string(),
                    FontId::proportional(self.px(0.62)),
                    Color32::BLACK.gamma_multiply(alpha),
                );
            }
        }
        if s.finish {
            let ring: Vec<Pos2> =
                hex::corners(Hex::ZERO, 0.8).iter().map(|&offset| self.at(s.hex, offset)).collect();
            self.painter.add(Shape::closed_line(
                ring,
                Stroke::new(
                    self.px(0.09).max(1.0),
                    colour(style::FINISH_RING).gamma_multiply(alpha),
                ),
            ));
        }
        // The same symbols, at the same places and sizes, as the exported pictures.
        let centre = self.at(s.hex, (0.0, 0.0));
        for p in style::space_symbols(s.terrain, s.power, s.cave, self.view.scale) {
            let c = centre + vec2(p.offset.0, p.offset.1);
            if detail == Detail::Full || s.terrain == Terrain::Mountain {
                symbol(self.painter, p.parts, c, p.half, ink, ground, alpha);
            } else {
                self.painter.circle_filled(c, (p.half * 0.45).max(1.0), ink);
            }
        }
    }

    /// The outline of a set of hexes: every edge not shared with another hex of the set.
    pub fn outline(&self, hexes: &HashSet<Hex>, stroke: Stroke) {
        for &h in hexes {
            for d in NEIGHBOUR_OFFSETS {
                if hexes.contains(&(h + d)) {
                    continue;
                }
                if let Some(((x0, y0), (x1, y1))) = hex::shared_edge(h, h + d, 1.0) {
                    let a = self.view.to_screen(self.rect, vec2(x0, y0));
                    let b = self.view.to_screen(self.rect, vec2(x1, y1));
                    self.painter.line_segment([a, b], stroke);
                }
            }
        }
    }

    /// The piece's letter on a dark tag at `centre`.
    pub fn tag(&self, centre: Pos2, text: &str, size: f32, alpha: f32) {
        let font = FontId::proportional(size);
        let galley = self.painter.layout_no_wrap(
            text.to_string(),
            font,
            Color32::WHITE.gamma_multiply(alpha),
        );
        let r = Rect::from_center_size(centre, galley.size() + vec2(size * 0.5, size * 0.15));
        self.painter.rect(
            r,
            CornerRadius::same((size * 0.25) as u8),
            Color32::from_black_alpha((170.0 * alpha) as u8),
            Stroke::NONE,
            StrokeKind::Inside,
        );
        self.painter.galley(r.center() - galley.size() / 2.0, galley, Color32::WHITE);
    }

    /// The El Dorado city drawn on the finish plate's artwork hexes.
    pub fn city(&self, p: &Placement, alpha: f32, detail: Detail) {
        let Some(side) = p.side() else { return };
        let hexes: Vec<Hex> = side.city_footprint.iter().map(|&l| p.to_world(l)).collect();
        if hexes.is_empty() {
            return;
        }
        let gold = colour(style::CITY).gamma_multiply(alpha);
        for &h in &hexes {
            self.fill_hex(h, gold, Stroke::new(1.0, gold));
        }
        self.outline(
            &hexes.iter().copied().collect(),
            Stroke::new(self.px(0.06).max(1.0), colour(style::OUTLINE).gamma_multiply(alpha)),
        );
        if let (Detail::Full, Some(middle)) = (detail, hex::middle(&hexes)) {
            // On the city's middle hex, as the exported pictures write it: the
            // centroid of the bent row lies under a finishing space.
            let centre = self.view.hex_centre(self.rect, middle);
            let font = FontId::proportional(self.px(0.36));
            let ink = colour(style::OUTLINE).gamma_multiply(alpha);
            self.painter.text(centre, Align2::CENTER_BOTTOM, "El", font.clone(), ink);
            self.painter.text(centre, Align2::CENTER_TOP, "Dorado", font, ink);
        }
    }

    /// A blockade along a seam: a bar on each edge of the seam and a badge with
    /// its number and requirement at `badge`.
    pub fn blockade(
        &self,
        segments: &[(Pos2, Pos2)],
        badge: Pos2,
        choice: BlockadeChoice,
        detail: Detail,
    ) {
        let (fill, number, need) = match choice {
            BlockadeChoice::Number(n) => match Blockade::by_number(n) {
                Some(b) => (
                    colour(style::blockade_colour(&b)),
                    n.to_string(),
                    words::requirement(self.lang, b.terrain, b.power),
                ),
                None => (colour(style::RANDOM_BLOCKADE), n.to_string(), "?".into()),
            },
            BlockadeChoice::Random => {
                (colour(style::RANDOM_BLOCKADE), "?".into(), text(self.lang, "editor-badge-random"))
            }
        };
        let bar = self.px(0.34).max(5.0);
        for &(a, b) in segments {
            self.painter.line_segment([a, b], Stroke::new(bar + 2.0, colour(style::OUTLINE)));
            self.painter.line_segment([a, b], Stroke::new(bar, fill));
        }
        if detail == Detail::Plain {
            return;
        }
        let r = self.px(0.46).max(8.0);
        self.painter.circle(badge, r, colour(style::BLOCKADE), Stroke::new(1.5, fill));
        self.painter.text(
            badge,
            Align2::CENTER_CENTER,
            number,
            FontId::proportional(r * 1.2),
            Color32::WHITE,
        );
        if detail == Detail::Full {
            self.tag(badge + vec2(0.0, r + self.px(0.28)), &need, self.px(0.34).max(9.0), 1.0);
        }
    }
}

/// One of [`style`]'s symbol shapes centred on `c`, reaching `half` points from
/// its centre; `alpha` fades its fixed colours as `ink` and `ground` are faded.
pub fn symbol(
    painter: &Painter,
    parts: &[Part],
    c: Pos2,
    half: f32,
    ink: Color32,
    ground: Color32,
    alpha: f32,
) {
    let at = |(x, y): (f32, f32)| c + vec2(x, y) * half;
    let paint = |i: Ink| match i {
        Ink::Symbol => ink,
        Ink::Ground => ground,
        Ink::Fixed(rgb) => colour(rgb).gamma_multiply(alpha),
    };
    for part in parts {
        match *part {
            Part::Polygon(i, pts) => {
                painter.add(Shape::convex_polygon(
                    pts.iter().map(|&p| at(p)).collect(),
                    paint(i),
                    Stroke::NONE,
                ));
            }
            Part::Disc(i, p, r) => {
                painter.circle_filled(at(p), r * half, paint(i));
            }
            Part::Ring(i, p, r, w) => {
                painter.circle_stroke(at(p), r * half, Stroke::new(w * half, paint(i)));
            }
            Part::Line(i, a, b, w) => {
                // Round ends, as in the pictures.
                let (a, b, w, col) = (at(a), at(b), w * half, paint(i));
                painter.line_segment([a, b], Stroke::new(w, col));
                painter.circle_filled(a, w / 2.0, col);
                painter.circle_filled(b, w / 2.0, col);
            }
        }
    }
}

/// A small picture of a piece side fitted into `rect` (the palette's thumbnails).
pub fn thumbnail(painter: &Painter, rect: Rect, side_id: &str, alpha: f32) {
    let Some(side) = Catalog::get().side(side_id) else { return };
    let p = Placement::new(side_id, hex::Rotation::ZERO, Hex::ZERO);
    let mut hexes: Vec<Hex> = side.spaces.iter().map(|s| s.local).collect();
    hexes.extend(side.city_footprint.iter().copied());
    let mut view = View::default();
    view.fit(rect, hexes, 2.0);
    // Pictures without words: any language.
    pieces_plain(
        &Scene { painter, view, rect, lang: Lang::English },
        std::slice::from_ref(&p),
        alpha,
    );
}

/// A small picture of a whole course fitted into `rect` (generated candidates).
pub fn course_thumbnail(painter: &Painter, rect: Rect, pieces: &[Placement]) {
    let hexes = pieces.iter().flat_map(|p| {
        let city =
            p.side().into_iter().flat_map(|s| s.city_footprint.iter().map(|&l| p.to_world(l)));
        p.hexes().chain(city).collect::<Vec<_>>()
    });
    let view = View::fitted(rect, hexes, 2.0);
    pieces_plain(&Scene { painter, view, rect, lang: Lang::English }, pieces, 1.0);
}

/// Pieces in plain colours, each outlined.
fn pieces_plain(scene: &Scene, pieces: &[Placement], alpha: f32) {
    for p in pieces {
        let Some(side) = p.side() else { continue };
        scene.city(p, alpha, Detail::Plain);
        for s in &side.spaces {
            scene.space(&SpaceLook::placed(p, s), alpha, Detail::Plain);
        }
        let own: HashSet<Hex> = p.hexes().collect();
        scene.outline(&own, Stroke::new(1.0, colour(style::OUTLINE).gamma_multiply(alpha)));
    }
}
