//! Writing SVG by hand: numbers with fixed precision (so output is byte-stable),
//! escaped text, and the document around a drawing.

mod clip;
pub(crate) mod draw;
pub mod text;

pub(crate) use draw::{draw_course, draw_piece};

use text::Lettering;

/// A number with at most three decimals and no trailing zeros: "1.5", "-0.866", "0".
pub(crate) fn n(v: f32) -> String {
    let v = if v.abs() < 0.0005 || !v.is_finite() { 0.0 } else { v };
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.to_string() }
}

/// Text made safe for an attribute or element: markup escaped, and every
/// character XML 1.0 forbids or discourages replaced, so that any name a
/// course may hold gives a well-formed document.
pub(crate) fn attr(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // C0 control characters are not allowed in XML 1.0: a tab or line break reads as a space.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push(' '),
            c if !fit_for_xml(c) => out.push(char::REPLACEMENT_CHARACTER),
            c => out.push(c),
        }
    }
    out
}

/// Whether XML 1.0 allows a character (above U+001F) without discouraging it:
/// not U+FFFE or U+FFFF (forbidden), nor another noncharacter (U+FDD0–U+FDEF,
/// the last two code points of every plane), DEL or a C1 control.
fn fit_for_xml(c: char) -> bool {
    let u = c as u32;
    !(matches!(u, 0x7f..=0x84 | 0x86..=0x9f | 0xfdd0..=0xfdef) || u & 0xfffe == 0xfffe)
}

/// An axis-aligned box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn around(points: impl IntoIterator<Item = (f32, f32)>) -> Option<Rect> {
        let mut it = points.into_iter();
        let first = it.next()?;
        let (mut x0, mut y0, mut x1, mut y1) = (first.0, first.1, first.0, first.1);
        for (x, y) in it {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
        Some(Rect { x: x0, y: y0, w: x1 - x0, h: y1 - y0 })
    }
    pub fn grow(self, m: f32) -> Rect {
        Rect { x: self.x - m, y: self.y - m, w: self.w + 2.0 * m, h: self.h + 2.0 * m }
    }
    pub fn view_box(&self) -> String {
        format!("{} {} {} {}", n(self.x), n(self.y), n(self.w), n(self.h))
    }
}

/// Something drawn in its own coordinates, with the box it fills.
#[derive(Debug, Clone)]
pub(crate) struct Drawing {
    pub view: Rect,
    pub body: String,
    /// Why an overlay's route was too much to draw, if one was (the body
    /// then lacks it).
    pub overlong: Option<String>,
}

/// A complete SVG file. `width` and `height` carry their unit ("640", "210mm").
pub(crate) fn document(
    width: &str,
    height: &str,
    view: Rect,
    title: &str,
    lettering: &Lettering,
    body: &str,
) -> String {
    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"{width}\" height=\"{height}\" viewBox=\"{}\">\n",
        view.view_box()
    ));
    out.push_str(&format!("<title>{}</title>\n", attr(title)));
    out.push_str(&format!("<defs>{}</defs>\n", lettering.defs()));
    out.push_str(body);
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_stable() {
        assert_eq!(n(1.5), "1.5");
        assert_eq!(n(-0.0001), "0");
        assert_eq!(n(2.0), "2");
        assert_eq!(n(-0.8660254), "-0.866");
        assert_eq!(n(f32::NAN), "0");
        assert_eq!(attr("a<b & \"c\"\u{1}"), "a&lt;b &amp; &quot;c&quot; ");
        assert_eq!(
            attr("x\u{fffe}\u{ffff}\u{fdd0}\u{1fffe}\u{10ffff}\u{7f}\u{9b}\u{85}é😀"),
            "x\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{85}é😀"
        );
    }
}
