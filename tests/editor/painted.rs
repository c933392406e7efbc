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
