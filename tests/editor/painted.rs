//! What the editor painted in its last frame, read back from egui's shapes
//! in paint order: where a word was written and what lies
//! under and over it. Lets a test say "this label can be seen" the way an
//! eye would: nothing opaque was painted over it.

use egui::epaint::{PathShape, Shape};
use egui::{Color32, Pos2, Rect};
use egui_kittest::Harness;

/// Every shape of the last frame, nested ones flattened, in paint order.
pub fn shapes<S>(h: &Harness<'_, S>) -> Vec<Shape> {
    fn flatten(shape: &Shape, out: &mut Vec<Shape>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| flatten(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        flatten(&clipped.shape, &mut out);
    }
    out
}

/// A word painted: its place in the paint order and its rectangle.
#[derive(Debug, Clone, Copy)]
pub struct Written {
    /// Its index in [`shapes`].
    pub index: usize,
    /// The rectangle its glyphs take.
    pub rect: Rect,
}

/// Every place `text` was painted, exactly as written.
pub fn written(shapes: &[Shape], text: &str) -> Vec<Written> {
    shapes
        .iter()
        .enumerate()
        .filter_map(|(index, s)| match s {
            Shape::Text(t) if t.galley.text() == text => {
                Some(Written { index, rect: t.galley.rect.translate(t.pos.to_vec2()) })
            }
            _ => None,
        })
        .collect()
}

/// The colour of a word's glyphs.
pub fn colour(shapes: &[Shape], w: &Written) -> Color32 {
    match &shapes[w.index] {
        Shape::Text(t) => {
            let from_galley = t.galley.job.sections.first().map(|s| s.format.color);
            t.override_text_color
                .or(from_galley.filter(|c| *c != Color32::PLACEHOLDER))
                .unwrap_or(t.fallback_color)
        }
        _ => Color32::PLACEHOLDER,
    }
}

/// What a word is written on: the fill, at least half opaque, of the last
/// shape painted before it under its middle.
pub fn ground(shapes: &[Shape], w: &Written) -> Option<Color32> {
    (0..w.index).rev().find_map(|i| fill_at(&shapes[i], w.rect.center()).filter(|c| c.a() >= 128))
}

/// Whether anything at least half opaque was painted over a word after it,
/// at its middle or near any of its corners.
pub fn covered(shapes: &[Shape], w: &Written) -> bool {
    let r = w.rect.shrink(1.0);
    let points = [r.center(), r.left_top(), r.right_top(), r.left_bottom(), r.right_bottom()];
    shapes[w.index + 1..]
        .iter()
        .any(|s| points.iter().any(|&p| fill_at(s, p).is_some_and(|c| c.a() >= 128)))
}

/// The contrast ratio of two colours as the web's accessibility guidelines
/// reckon it (1 to 21; 4.5 reads as body text), the lighter over the darker.
/// A translucent fill is taken over black, as the canvas's dark table shows it.
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let luminance = |c: Color32| {
        let lin = |v: u8| {
            let v = v as f32 / 255.0;
            if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
    };
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The fill of a shape at `p`, if it covers `p` with a fill.
fn fill_at(shape: &Shape, p: Pos2) -> Option<Color32> {
    match shape {
        Shape::Rect(r) if r.fill.a() > 0 && r.rect.contains(p) => Some(r.fill),
        Shape::Circle(c) if c.fill.a() > 0 && c.center.distance(p) <= c.radius => Some(c.fill),
        Shape::Path(path) if path.closed && path.fill.a() > 0 && inside(path, p) => Some(path.fill),
        _ => None,
    }
}

/// Whether `p` is inside a closed convex path.
fn inside(path: &PathShape, p: Pos2) -> bool {
    let pts = &path.points;
    if pts.len() < 3 {
        return false;
    }
    let mut sign = 0.0f32;
    for i in 0..pts.len() {
        let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
        let cross = (b - a).x * (p - a).y - (b - a).y * (p - a).x;
        if cross.abs() < 1e-6 {
            continue;
        }
        if sign == 0.0 {
            sign = cross.signum();
        } else if cross.signum() != sign {
            return false;
        }
    }
    true
}

/// Points spread over the middle of a rectangle (its glyphs).
fn samples(rect: Rect) -> Vec<Pos2> {
    let inner = rect.shrink2(rect.size() * 0.2);
    let mut out = Vec::new();
    for i in 0..3 {
        for j in 0..3 {
            out.push(Pos2::new(
                inner.left() + inner.width() * i as f32 / 2.0,
                inner.top() + inner.height() * j as f32 / 2.0,
            ));
        }
    }
    out
}

/// The first shape painted after the word that hides part of it with a fill
/// at least half opaque, if any: its index.
pub fn covered_by(shapes: &[Shape], w: &Written) -> Option<usize> {
    let points = samples(w.rect);
    (w.index + 1..shapes.len())
        .find(|&i| points.iter().any(|&p| fill_at(&shapes[i], p).is_some_and(|c| c.a() >= 128)))
}
