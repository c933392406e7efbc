//! Text as shapes, or as text. The pictures carry their own lettering, so they
//! look the same in every viewer and need no system fonts: each glyph used is
//! turned into a path once (from the DejaVu Sans subset embedded in the program,
//! `assets/fonts/`) and placed with `<use>` wherever it appears. A page made for
//! PDF keeps its words as `<text>` in those same fonts instead
//! ([`Lettering::as_text`]), so that the PDF embeds the fonts and its text can
//! be searched and copied.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::OnceLock;

use ttf_parser::{Face, GlyphId, OutlineBuilder};

use super::{attr, n};
use crate::style::Rgb;

/// The embedded regular face (a subset of DejaVu Sans).
pub static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
/// The embedded bold face.
pub static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");
/// The family both faces belong to, as `<text>` names it.
pub const FAMILY: &str = "DejaVu Sans";

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Weight {
    Regular,
    Bold,
}

/// The weight and colour of some text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pen {
    pub weight: Weight,
    pub fill: Rgb,
}

impl Pen {
    pub const fn regular(fill: Rgb) -> Pen {
        Pen { weight: Weight::Regular, fill }
    }
    pub const fn bold(fill: Rgb) -> Pen {
        Pen { weight: Weight::Bold, fill }
    }
}

/// Where the given point sits on the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

fn face(weight: Weight) -> &'static Face<'static> {
    static FACES: OnceLock<(Face<'static>, Face<'static>)> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        let parse = |bytes: &'static [u8]| Face::parse(bytes, 0).expect("the embedded font parses");
        (parse(REGULAR), parse(BOLD))
    });
    match weight {
        Weight::Regular => &faces.0,
        Weight::Bold => &faces.1,
    }
}

fn glyph(face: &Face, c: char) -> GlyphId {
    face.glyph_index(c).unwrap_or(GlyphId(0))
}

/// Width of a line of text at a font size (the em height), in the same units.
pub fn width(text: &str, size: f32, weight: Weight) -> f32 {
    let f = face(weight);
    let units: u32 =
        text.chars().map(|c| u32::from(f.glyph_hor_advance(glyph(f, c)).unwrap_or(0))).sum();
    units as f32 * size / f32::from(f.units_per_em())
}

/// Height of a capital letter as a fraction of the font size.
pub fn cap_height(weight: Weight) -> f32 {
    let f = face(weight);
    f.capital_height().map(|h| f32::from(h) / f32::from(f.units_per_em())).unwrap_or(0.73)
}

/// Collects the glyphs a drawing uses and writes the `<use>` elements that place
/// them, or writes `<text>` elements in the embedded fonts.
#[derive(Default)]
pub struct Lettering {
    /// (weight, glyph id) → (element id, path data in font units, y up flipped to y down).
    used: BTreeMap<(Weight, u16), String>,
    /// Words as `<text>` rather than as glyph shapes.
    as_text: bool,
}

impl Lettering {
    /// Lettering that writes `<text>` in the embedded fonts, for a page that
    /// becomes a PDF with the fonts in it (usvg must be given the fonts).
    pub fn as_text() -> Lettering {
        Lettering { used: BTreeMap::new(), as_text: true }
    }

    /// Writes `text` with its baseline at `y`, anchored at `x`.
    pub fn text(
        &mut self,
        out: &mut String,
        text: &str,
        (x, y): (f32, f32),
        size: f32,
        anchor: Anchor,
        pen: Pen,
    ) {
        let Pen { weight, fill } = pen;
        if text.is_empty() {
            return;
        }
        if self.as_text {
            let (anchor, weight) = (
                match anchor {
                    Anchor::Start => "start",
                    Anchor::Middle => "middle",
                    Anchor::End => "end",
                },
                match weight {
                    Weight::Regular => "normal",
                    Weight::Bold => "bold",
                },
            );
            let _ = write!(
                out,
                r#"<text x="{}" y="{}" font-family="{FAMILY}" font-size="{}" font-weight="{weight}" text-anchor="{anchor}" fill="{}" xml:space="preserve">{}</text>"#,
                n(x),
                n(y),
                n(size),
                fill.hex(),
                attr(text)
            );
            return;
        }
        let f = face(weight);
        let scale = size / f32::from(f.units_per_em());
        let start = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - width(text, size, weight) / 2.0,
            Anchor::End => x - width(text, size, weight),
        };
        let _ = write!(out, r#"<g fill="{}" aria-label="{}">"#, fill.hex(), attr(text));
        let mut pen = start;
        for c in text.chars() {
            let id = glyph(f, c);
            if !c.is_whitespace() {
                let name = self.glyph_id(weight, id);
                let _ = write!(
                    out,
                    r##"<use xlink:href="#{name}" transform="matrix({k} 0 0 {k} {} {})"/>"##,
                    n(pen),
                    n(y),
                    k = scale_n(scale)
                );
            }
            pen += f32::from(f.glyph_hor_advance(id).unwrap_or(0)) * scale;
        }
        out.push_str("</g>");
    }

    /// Writes `text` centred on a point, both ways (capital letters are centred vertically).
    pub fn centred(
        &mut self,
        out: &mut String,
        text: &str,
        (x, y): (f32, f32),
        size: f32,
        pen: Pen,
    ) {
        self.text(
            out,
            text,
            (x, y + cap_height(pen.weight) * size / 2.0),
            size,
            Anchor::Middle,
            pen,
        );
    }

    fn glyph_id(&mut self, weight: Weight, id: GlyphId) -> String {
        let name = format!("g{}{}", if weight == Weight::Bold { 'b' } else { 'r' }, id.0);
        self.used.entry((weight, id.0)).or_insert_with(|| {
            let mut path = PathData(String::new());
            face(weight).outline_glyph(id, &mut path);
            path.0
        });
        name
    }

    /// The `<defs>` content: one path per glyph used.
    pub fn defs(&self) -> String {
        let mut out = String::new();
        for ((weight, id), d) in &self.used {
            let w = if *weight == Weight::Bold { 'b' } else { 'r' };
            let _ = write!(out, r#"<path id="g{w}{id}" d="{d}"/>"#);
        }
        out
    }
}

/// Glyph scale factors are tiny (a few ten-thousandths), so they get more digits.
fn scale_n(v: f32) -> String {
    let s = format!("{v:.7}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Outline → SVG path data in font units, y flipped so that +y points down.
struct PathData(String);

impl OutlineBuilder for PathData {
    fn move_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "M{} {}", x.round(), -y.round());
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "L{} {}", x.round(), -y.round());
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let _ = write!(self.0, "Q{} {} {} {}", x1.round(), -y1.round(), x.round(), -y.round());
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let _ = write!(
            self.0,
            "C{} {} {} {} {} {}",
            x1.round(),
            -y1.round(),
            x2.round(),
            -y2.round(),
            x.round(),
            -y.round()
        );
    }
    fn close(&mut self) {
        self.0.push('Z');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_are_defined_once_and_measured() {
        let mut l = Lettering::default();
        let mut out = String::new();
        l.text(&mut out, "ABBA", (0.0, 10.0), 12.0, Anchor::Start, Pen::bold(Rgb(0, 0, 0)));
        assert_eq!(out.matches("<use ").count(), 4);
        let defs = l.defs();
        assert_eq!(defs.matches("<path ").count(), 2, "A and B once each");
        assert!(defs.contains('Q') || defs.contains('C') || defs.contains('L'));
        assert!(width("ABBA", 12.0, Weight::Bold) > width("AB", 12.0, Weight::Bold));
        assert!((0.6..0.8).contains(&cap_height(Weight::Regular)));
        // Characters outside the subset still draw (as the font's missing-glyph box).
        let mut out = String::new();
        l.text(&mut out, "漢", (0.0, 0.0), 10.0, Anchor::Middle, Pen::regular(Rgb(0, 0, 0)));
        assert!(out.contains("#gr0"));
    }
}
