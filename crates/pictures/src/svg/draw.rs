//! Drawing an assembled course as SVG, in units of one hex corner radius: terrain,
//! power symbols, mountains and caves, start numbers, the finish and the city,
//! piece outlines and letters, blockades on their seams, and the overlays.
//! Colours and symbol shapes come from [`crate::style`], as in the editor.

use std::collections::HashMap;
use std::fmt::Write;

use super::clip;
use super::text::{Anchor, Lettering, Pen, Weight, width};
use super::{Drawing, Rect, n};
use crate::overlay::Overlays;
use crate::style::{self, Ink, Part, Rgb};
use eldorado_core::catalog::{Blockade, PieceKind, Terrain};
use eldorado_core::course::BlockadeChoice;
use eldorado_core::hex::{self, Hex, NEIGHBOUR_OFFSETS};
use eldorado_core::map::setup::{city_hexes, piece_centre, seam_middle};
use eldorado_core::map::{Map, PieceIdx, Space};

/// Room around the course, in hex radii.
const MARGIN: f32 = 0.6;

/// The whole course with its blockades and overlays.
pub(crate) fn draw_course(map: &Map, overlays: &Overlays, l: &mut Lettering) -> Drawing {
    draw(map, overlays, None, l)
}

/// One piece alone (for the setup sheet), with the city if it is the finish plate.
pub(crate) fn draw_piece(map: &Map, piece: PieceIdx, l: &mut Lettering) -> Drawing {
    draw(map, &Overlays::default(), Some(piece), l)
}

fn hex_path(h: Hex, radius: f32) -> String {
    let (cx, cy) = hex::to_pixel(h, 1.0);
    let mut d = String::new();
    for (i, (x, y)) in hex::corners(Hex::ZERO, radius).into_iter().enumerate() {
        let _ = write!(d, "{}{} {}", if i == 0 { 'M' } else { 'L' }, n(cx + x), n(cy + y));
    }
    d.push('Z');
    d
}

fn segment(d: &mut String, (a, b): ((f32, f32), (f32, f32))) {
    let _ = write!(d, "M{} {}L{} {}", n(a.0), n(a.1), n(b.0), n(b.1));
}

/// Draws the parts of a symbol centred at `c`, `half` units from centre to edge.
fn symbol(out: &mut String, parts: &[Part], c: (f32, f32), half: f32, ink: Rgb, ground: Rgb) {
    let colour = |i: Ink| match i {
        Ink::Symbol => ink,
        Ink::Ground => ground,
        Ink::Fixed(rgb) => rgb,
    };
    let at = |(x, y): (f32, f32)| (c.0 + x * half, c.1 + y * half);
    for part in parts {
        match *part {
            Part::Polygon(i, pts) => {
                let mut d = String::new();
                for (k, &p) in pts.iter().enumerate() {
                    let (x, y) = at(p);
                    let _ = write!(d, "{}{} {}", if k == 0 { 'M' } else { 'L' }, n(x), n(y));
                }
                let _ = write!(out, r#"<path d="{d}Z" fill="{}"/>"#, colour(i).hex());
            }
            Part::Disc(i, p, r) => {
                let (x, y) = at(p);
                let _ = write!(
                    out,
                    r#"<circle cx="{}" cy="{}" r="{}" fill="{}"/>"#,
                    n(x),
                    n(y),
                    n(r * half),
                    colour(i).hex()
                );
            }
            Part::Ring(i, p, r, w) => {
                let (x, y) = at(p);
                let _ = write!(
                    out,
                    r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
                    n(x),
                    n(y),
                    n(r * half),
                    colour(i).hex(),
                    n(w * half)
                );
            }
            Part::Line(i, a, b, w) => {
                let (a, b) = (at(a), at(b));
                let _ = write!(
                    out,
                    r#"<path d="M{} {}L{} {}" stroke="{}" stroke-width="{}" stroke-linecap="round"/>"#,
                    n(a.0),
                    n(a.1),
                    n(b.0),
                    n(b.1),
                    colour(i).hex(),
                    n(w * half)
                );
            }
        }
    }
}

fn draw(map: &Map, overlays: &Overlays, only: Option<PieceIdx>, l: &mut Lettering) -> Drawing {
    let whole = only.is_none();
    let shown = |s: &&Space| only.is_none_or(|p| s.piece == p);
    let spaces: Vec<&Space> = map.spaces().iter().filter(shown).collect();
    let with_city = only.is_none_or(|p| map.piece(p).kind == PieceKind::Finish);
    let city = if with_city { city_hexes(map) } else { Vec::new() };
    let corners =
        spaces.iter().map(|s| s.hex).chain(city.iter().copied()).flat_map(|h| hex::corners(h, 1.0));
    let label = city_label_box(&city);
    let mut view = Rect::around(corners.chain(label.into_iter().flatten()))
        .unwrap_or(Rect { x: -1.0, y: -1.0, w: 2.0, h: 2.0 })
        .grow(MARGIN);
    let legend = if whole { legend_lines(overlays) } else { Vec::new() };
    if !legend.is_empty() {
        view.h += 0.2 + 0.7 * legend.len() as f32;
        view.w = view.w.max(legend_width(&legend) + 2.0 * MARGIN);
    }
    let mut out = String::new();
    // One unit larger all round: rounding the pixel size must not leave a bare edge.
    let table = view.grow(1.0);
    let _ = writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
        n(table.x),
        n(table.y),
        n(table.w),
        n(table.h),
        style::BACKGROUND.hex()
    );
    draw_city(&mut out, &city, l);
    draw_spaces(&mut out, map, &spaces);
    if whole && let Some(heat) = &overlays.heat {
        draw_heat(&mut out, map, heat);
    }
    draw_symbols(&mut out, &spaces, l);
    draw_outlines(&mut out, map, only);
    let mut overlong = None;
    if whole {
        draw_blockades(&mut out, map, l);
        overlong = draw_routes(&mut out, overlays, table);
    }
    draw_letters(&mut out, map, only, l);
    if !legend.is_empty() {
        draw_legend(
            &mut out,
            &legend,
            Rect {
                x: view.x + MARGIN,
                y: view.y + view.h - 0.7 * legend.len() as f32 - 0.2,
                ..view
            },
            l,
        );
    }
    Drawing { view, body: out, overlong }
}

const CITY_LABEL: &str = "El Dorado";
const CITY_LABEL_SIZE: f32 = 0.3;

/// The middle of the city ([`hex::middle`]).
fn city_centre(city: &[Hex]) -> (f32, f32) {
    hex::to_pixel(hex::middle(city).unwrap_or(Hex::ZERO), 1.0)
}

/// Two corners of the box the city's name takes, so that the picture makes room for it.
fn city_label_box(city: &[Hex]) -> Option<[(f32, f32); 2]> {
    if city.is_empty() {
        return None;
    }
    let (x, y) = city_centre(city);
    let half = width(CITY_LABEL, CITY_LABEL_SIZE, Weight::Bold) / 2.0 + 0.1;
    Some([(x - half, y + 0.2), (x + half, y + 0.65)])
}

fn draw_city(out: &mut String, city: &[Hex], l: &mut Lettering) {
    if city.is_empty() {
        return;
    }
    let edge = style::CITY.lerp(style::OUTLINE, 0.45);
    out.push_str(&format!(
        r#"<g fill="{c}" stroke="{c}" stroke-width="0.06" stroke-linejoin="round">"#,
        c = style::CITY.hex()
    ));
    for &h in city {
        let _ = write!(out, r#"<path d="{}"/>"#, hex_path(h, 1.0));
    }
    out.push_str("</g>\n");
    let mut d = String::new();
    for &h in city {
        for off in NEIGHBOUR_OFFSETS {
            if !city.contains(&(h + off)) {
                segment(
                    &mut d,
                    hex::shared_edge(h, h + off, 1.0).expect("neighbours share an edge"),
                );
            }
        }
    }
    let _ = writeln!(
        out,
        r#"<path d="{d}" fill="none" stroke="{}" stroke-width="0.06" stroke-linecap="round"/>"#,
        edge.hex()
    );
    let centre = city_centre(city);
    symbol(out, style::CITY_TOWERS, (centre.0, centre.1 - 0.2), 0.5, edge, style::CITY);
    l.text(
        out,
        CITY_LABEL,
        (centre.0, centre.1 + 0.6),
        CITY_LABEL_SIZE,
        Anchor::Middle,
        Pen::bold(edge),
    );
    out.push('\n');
}

fn draw_spaces(out: &mut String, map: &Map, spaces: &[&Space]) {
    let _ = write!(
        out,
        r#"<g stroke="{}" stroke-width="0.035" stroke-linejoin="round">"#,
        style::GRID.hex()
    );
    let mut piece = None;
    for s in spaces {
        if piece != Some(s.piece) {
            if piece.is_some() {
                out.push('\n');
            }
            piece = Some(s.piece);
            let _ = write!(out, "<!-- {} -->", map.piece(s.piece).label.replace("--", "-"));
        }
        let _ = write!(
            out,
            r#"<path d="{}" fill="{}"/>"#,
            hex_path(s.hex, 1.0),
            style::terrain_colour(s.terrain).hex()
        );
    }
    out.push_str("</g>\n");
}

fn draw_heat(out: &mut String, map: &Map, heat: &crate::overlay::HeatOverlay) {
    let mut values: HashMap<Hex, f32> = HashMap::new();
    for v in &heat.values {
        if v.value.is_finite() {
            *values.entry(Hex::new(v.q, v.r)).or_default() += v.value;
        }
    }
    let max =
        map.spaces().iter().filter_map(|s| values.get(&s.hex)).copied().fold(0.0f32, f32::max);
    if max <= 0.0 {
        return;
    }
    out.push_str(r#"<g fill-opacity="0.8">"#);
    for s in map.spaces() {
        if let Some(&v) = values.get(&s.hex).filter(|v| **v > 0.0) {
            let _ = write!(
                out,
                r#"<path d="{}" fill="{}"/>"#,
                hex_path(s.hex, 0.9),
                style::heat_colour(v / max).hex()
            );
        }
    }
    out.push_str("</g>\n");
}

fn draw_symbols(out: &mut String, spaces: &[&Space], l: &mut Lettering) {
    out.push_str("<g>");
    for s in spaces {
        let c = hex::to_pixel(s.hex, 1.0);
        let ground = style::terrain_colour(s.terrain);
        let ink = style::symbol_colour(s.terrain);
        if s.finish {
            let _ = write!(
                out,
                r#"<path d="{}" fill="none" stroke="{}" stroke-width="0.12" stroke-linejoin="round"/>"#,
                hex_path(s.hex, 0.8),
                style::CITY.hex()
            );
        }
        match (s.terrain, s.power, s.start) {
            (Terrain::Start, _, Some(number)) => {
                let _ = write!(
                    out,
                    r#"<circle cx="{}" cy="{}" r="0.56" fill="{}" stroke="{}" stroke-width="0.05"/>"#,
                    n(c.0),
                    n(c.1),
                    style::seat_colour(number).hex(),
                    style::OUTLINE.hex()
                );
                l.centred(
                    out,
                    &number.to_string(),
                    c,
                    0.7,
                    Pen::bold(style::seat_text_colour(number)),
                );
            }
            _ => {
                for p in style::space_symbols(s.terrain, s.power, s.cave, 1.0) {
                    symbol(out, p.parts, (c.0 + p.offset.0, c.1 + p.offset.1), p.half, ink, ground);
                }
            }
        }
    }
    out.push_str("</g>\n");
}

/// Thick lines along every edge where a piece ends.
fn draw_outlines(out: &mut String, map: &Map, only: Option<PieceIdx>) {
    let mut d = String::new();
    for (idx, piece) in map.pieces().iter().enumerate() {
        if only.is_some_and(|o| o != idx) {
            continue;
        }
        for &s in &piece.spaces {
            let h = map.space(s).hex;
            for off in NEIGHBOUR_OFFSETS {
                let other = h + off;
                if map.space_at(other).is_none_or(|o| o.piece != idx) {
                    segment(
                        &mut d,
                        hex::shared_edge(h, other, 1.0).expect("neighbours share an edge"),
                    );
                }
            }
        }
    }
    let _ = writeln!(
        out,
        r#"<path d="{d}" fill="none" stroke="{}" stroke-width="0.1" stroke-linecap="round"/>"#,
        style::OUTLINE.hex()
    );
}

fn draw_blockades(out: &mut String, map: &Map, l: &mut Lettering) {
    for seam in map.seams() {
        let Some(choice) = seam.blockade else { continue };
        let mut d = String::new();
        for &(a, b) in &seam.pairs {
            if let Some(edge) = hex::shared_edge(map.space(a).hex, map.space(b).hex, 1.0) {
                segment(&mut d, edge);
            }
        }
        let block = match choice {
            BlockadeChoice::Number(k) => Blockade::by_number(k),
            BlockadeChoice::Random => None,
        };
        let (fill, ink) = match block {
            Some(b) => (style::terrain_colour(b.terrain), style::symbol_colour(b.terrain)),
            None => (style::BLOCKADE, style::PAPER),
        };
        let _ = write!(out, "<!-- blockade {} -->", map.seam_name(seam.id));
        let _ = write!(
            out,
            r#"<path d="{d}" fill="none" stroke="{}" stroke-width="0.46" stroke-linecap="round"/>"#,
            style::OUTLINE.hex()
        );
        let _ = write!(
            out,
            r#"<path d="{d}" fill="none" stroke="{}" stroke-width="0.3" stroke-linecap="round"/>"#,
            fill.hex()
        );
        // The badge: number and requirement, like the printed blockade.
        let (cx, cy) = seam_middle(map, seam.id);
        let label = match (choice, block) {
            (BlockadeChoice::Number(k), _) => k.to_string(),
            (BlockadeChoice::Random, _) => "?".to_string(),
        };
        let size = 0.62;
        let text_w = width(&label, size, Weight::Bold);
        let icons = block.map_or(0, |b| b.power) as f32;
        let w = 0.24 + text_w + if icons > 0.0 { 0.1 + icons * 0.46 } else { 0.0 } + 0.2;
        let h = 0.78;
        let _ = write!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="0.16" fill="{}" stroke="{}" stroke-width="0.06"/>"#,
            n(cx - w / 2.0),
            n(cy - h / 2.0),
            n(w),
            n(h),
            fill.hex(),
            style::OUTLINE.hex()
        );
        let x0 = cx - w / 2.0 + 0.22;
        l.centred(out, &label, (x0 + text_w / 2.0, cy), size, Pen::bold(ink));
        if let Some(b) = block {
            for i in 0..b.power {
                let x = x0 + text_w + 0.1 + 0.23 + f32::from(i) * 0.46;
                symbol(out, style::power_symbol(b.terrain), (x, cy), 0.21, ink, fill);
            }
        }
        out.push('\n');
    }
}

/// The routes, clipped to `picture` (in the drawing's units) before they
/// are stroked, so that a route far off the course costs nothing to draw;
/// a route that runs across the picture more than any route of neighbouring
/// hexes could ([`clip::most_steps`]) is not drawn, and the reason given.
fn draw_routes(out: &mut String, overlays: &Overlays, picture: Rect) -> Option<String> {
    // Room for the widest stroke and the arrow's head past the edge.
    let clip = picture.grow(1.0);
    let most = clip::most_steps(clip);
    let count = overlays.routes.len() as f32;
    for (i, route) in overlays.routes.iter().enumerate() {
        // Routes that share hexes are nudged apart so that each stays visible.
        let shift = (i as f32 - (count - 1.0) / 2.0) * 0.14;
        let pts: Vec<(f32, f32)> = route
            .hexes
            .iter()
            .map(|a| {
                let (x, y) = hex::to_pixel(a.hex(), 1.0);
                (x + shift * 0.894, y + shift * 0.447)
            })
            .collect();
        let Some(&first) = pts.first() else { continue };
        let colour = route.colour.hex();
        let runs = clip::polyline(&pts, clip);
        let steps = clip::steps(&runs);
        if steps > most {
            return Some(format!(
                "route {i} of the overlay runs {steps:.0} hex steps across the picture (its repeats left out), more than a route through every pair of neighbouring hexes in it could ({most:.0}); drawing it would take minutes, so give it fewer or shorter steps"
            ));
        }
        if !runs.is_empty() {
            let mut d = String::new();
            for run in &runs {
                for (k, p) in run.iter().enumerate() {
                    let _ = write!(d, "{}{} {}", if k == 0 { 'M' } else { 'L' }, n(p.0), n(p.1));
                }
            }
            let _ = write!(
                out,
                r#"<path d="{d}" fill="none" stroke="{}" stroke-opacity="0.85" stroke-width="0.27" stroke-linecap="round" stroke-linejoin="round"/>"#,
                style::PAPER.hex()
            );
            let _ = write!(
                out,
                r#"<path d="{d}" fill="none" stroke="{colour}" stroke-width="0.15" stroke-linecap="round" stroke-linejoin="round"/>"#
            );
        }
        // The arrow at the route's end, where the end is in the picture.
        let distinct: Vec<(f32, f32)> = pts.iter().rev().copied().take(2).collect();
        if let [b, a] = distinct[..]
            && a != b
            && clip::inside(b, clip)
        {
            let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt().max(1e-3);
            let (dx, dy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
            let base = (b.0 - dx * 0.45, b.1 - dy * 0.45);
            let _ = write!(
                out,
                r#"<path d="M{} {}L{} {}L{} {}Z" fill="{colour}" stroke="{}" stroke-width="0.04"/>"#,
                n(b.0 + dx * 0.1),
                n(b.1 + dy * 0.1),
                n(base.0 - dy * 0.24),
                n(base.1 + dx * 0.24),
                n(base.0 + dy * 0.24),
                n(base.1 - dx * 0.24),
                style::PAPER.hex()
            );
        }
        if clip::inside(first, clip) {
            let _ = writeln!(
                out,
                r#"<circle cx="{}" cy="{}" r="0.17" fill="{colour}" stroke="{}" stroke-width="0.05"/>"#,
                n(first.0),
                n(first.1),
                style::PAPER.hex()
            );
        }
    }
    None
}

/// The letter badge's radius, in hex radii.
pub(crate) const BADGE_RADIUS: f32 = 0.44;

/// The box a cave's mouth takes on a space centred at `q` (as drawn by
/// [`style::space_symbols`]): left, top, right, bottom.
pub(crate) fn cave_mouth_box(q: (f32, f32)) -> [f32; 4] {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    let symbols = style::space_symbols(eldorado_core::catalog::Terrain::Mountain, None, true, 1.0);
    for s in symbols.iter().filter(|s| s.parts == style::CAVE_MOUTH) {
        for part in s.parts {
            if let style::Part::Polygon(_, pts) = part {
                for (x, y) in pts.iter() {
                    let (x, y) = (q.0 + s.offset.0 + x * s.half, q.1 + s.offset.1 + y * s.half);
                    b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
                }
            }
        }
    }
    b
}

/// Whether a badge centred at `p` covers part of the box `b`.
pub(crate) fn covers(p: (f32, f32), b: [f32; 4]) -> bool {
    let dx = p.0.clamp(b[0], b[2]) - p.0;
    let dy = p.1.clamp(b[1], b[3]) - p.1;
    dx * dx + dy * dy < BADGE_RADIUS * BADGE_RADIUS
}

/// Where a piece's letter badge sits: its centre, or, where the centre is
/// a space, a corner of that space, so that the badge hides a little of
/// three spaces rather than all of one — the top corner unless it would
/// cover a cave's mouth (an added cave shows on the board alone, and the
/// setup sheet must show it), then the next place round that covers none.
pub(crate) fn badge_place(map: &Map, idx: PieceIdx) -> (f32, f32) {
    let piece = map.piece(idx);
    let c = piece_centre(map, idx);
    let centre_of = |s: &eldorado_core::map::SpaceId| hex::to_pixel(map.space(*s).hex, 1.0);
    let on_space = piece.spaces.iter().any(|s| {
        let q = centre_of(s);
        (q.0 - c.0).powi(2) + (q.1 - c.1).powi(2) < 0.1
    });
    let mouths: Vec<[f32; 4]> = piece
        .spaces
        .iter()
        .filter(|&&s| map.space(s).cave)
        .map(|s| cave_mouth_box(centre_of(s)))
        .collect();
    // The centre where it is no space, then the corners round it (one hex
    // radius away), from the top one clockwise.
    let corners = (0..6).map(|k| {
        let a = (-90.0f32 + 60.0 * k as f32).to_radians();
        (c.0 + a.cos(), c.1 + a.sin())
    });
    let candidates: Vec<(f32, f32)> = (!on_space).then_some(c).into_iter().chain(corners).collect();
    let hidden = |p: &(f32, f32)| mouths.iter().filter(|b| covers(*p, **b)).count();
    let mut best = candidates[0];
    for p in &candidates {
        if hidden(p) < hidden(&best) {
            best = *p;
        }
    }
    best
}

fn draw_letters(out: &mut String, map: &Map, only: Option<PieceIdx>, l: &mut Lettering) {
    for (idx, piece) in map.pieces().iter().enumerate() {
        if only.is_some_and(|o| o != idx)
            || piece.kind == PieceKind::Finish
            || piece.spaces.is_empty()
        {
            continue;
        }
        let c = badge_place(map, idx);
        let _ = write!(
            out,
            r#"<circle cx="{}" cy="{}" r="{}" fill="{}" fill-opacity="0.9" stroke="{}" stroke-width="0.06"/>"#,
            n(c.0),
            n(c.1),
            n(BADGE_RADIUS),
            style::PAPER.hex(),
            style::OUTLINE.hex()
        );
        l.centred(out, &piece.id, c, 0.58, Pen::bold(style::INK));
        out.push('\n');
    }
}

enum LegendLine {
    Route(Rgb, String),
    Heat(String),
}

fn legend_lines(o: &Overlays) -> Vec<LegendLine> {
    let mut lines: Vec<LegendLine> = o
        .routes
        .iter()
        .filter_map(|r| r.label.clone().map(|t| LegendLine::Route(r.colour, t)))
        .collect();
    if let Some(label) = o.heat.as_ref().and_then(|h| h.label.clone()) {
        lines.push(LegendLine::Heat(label));
    }
    lines
}

const LEGEND_TEXT: f32 = 0.42;

fn legend_width(lines: &[LegendLine]) -> f32 {
    lines
        .iter()
        .map(|line| match line {
            LegendLine::Route(_, t) => 1.0 + width(t, LEGEND_TEXT, Weight::Regular),
            LegendLine::Heat(t) => 1.9 + width(t, LEGEND_TEXT, Weight::Regular),
        })
        .fold(0.0, f32::max)
}

fn draw_legend(out: &mut String, lines: &[LegendLine], at: Rect, l: &mut Lettering) {
    for (i, line) in lines.iter().enumerate() {
        let y = at.y + 0.35 + 0.7 * i as f32;
        match line {
            LegendLine::Route(colour, text) => {
                let _ = write!(
                    out,
                    r#"<path d="M{} {}L{} {}" stroke="{}" stroke-width="0.15" stroke-linecap="round"/>"#,
                    n(at.x + 0.1),
                    n(y),
                    n(at.x + 0.7),
                    n(y),
                    colour.hex()
                );
                l.text(
                    out,
                    text,
                    (at.x + 1.0, y + 0.15),
                    LEGEND_TEXT,
                    Anchor::Start,
                    Pen::regular(style::INK),
                );
            }
            LegendLine::Heat(text) => {
                for k in 0..5 {
                    let _ = write!(
                        out,
                        r#"<rect x="{}" y="{}" width="0.3" height="0.36" fill="{}"/>"#,
                        n(at.x + 0.1 + 0.3 * k as f32),
                        n(y - 0.18),
                        style::heat_colour(k as f32 / 4.0).hex()
                    );
                }
                l.text(
                    out,
                    text,
                    (at.x + 1.9, y + 0.15),
                    LEGEND_TEXT,
                    Anchor::Start,
                    Pen::regular(style::INK),
                );
            }
        }
        out.push('\n');
    }
}
