//! Text as shapes, or as text. The pictures carry their own lettering, so they
//! look the same in every viewer and need no system fonts: each glyph used is
//! turned into a path once (from the fonts embedded in the program,
//! [`crate::fonts`]) and placed with `<use>` wherever it appears, so a
//! document holds the outlines of the glyphs its text needs and no others.
//! Each character is drawn in the first font that has it; runs of a script
//! are shaped with rustybuzz (Arabic letters joined, marks placed) and laid
//! in reading order by the Unicode bidirectional algorithm, so right-to-left
//! names read right. A page made for PDF keeps its words as `<text>` in those
//! same fonts instead ([`Lettering::as_text`]), so that the PDF embeds the
//! fonts and its text can be searched and copied. Either way the lettering
//! notes the characters no font has ([`Lettering::missing`]): they print as
//! an empty box, and the export says so.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::sync::OnceLock;

use rustybuzz::{Direction, UnicodeBuffer};
use ttf_parser::{GlyphId, OutlineBuilder};
use unicode_bidi::BidiInfo;

use super::{attr, n};
use crate::fonts;
use crate::style::Rgb;

/// The family of the lettering's own faces (the PDF's reader is given it as
/// the default; each piece of text names the face it is in).
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

/// Every embedded face, in the order of [`fonts::all`].
fn faces() -> &'static [rustybuzz::Face<'static>] {
    static FACES: OnceLock<Vec<rustybuzz::Face<'static>>> = OnceLock::new();
    FACES.get_or_init(|| {
        fonts::all()
            .map(|f| rustybuzz::Face::from_slice(f.bytes, 0).expect("an embedded font parses"))
            .collect()
    })
}

/// The faces (indices into [`faces`]) a weight looks in, in order.
fn chain(weight: Weight) -> &'static [usize] {
    static CHAINS: OnceLock<[Vec<usize>; 2]> = OnceLock::new();
    let chains = CHAINS.get_or_init(|| {
        let index = |bold| -> Vec<usize> {
            fonts::chain(bold)
                .map(|f| fonts::all().position(|g| std::ptr::eq(f, g)).unwrap_or(0))
                .collect()
        };
        [index(false), index(true)]
    });
    &chains[usize::from(weight == Weight::Bold)]
}

/// Characters that draw nothing of their own: controls, joiners, direction
/// marks, variation selectors and tags. They go with the text around them
/// and are never reported missing.
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c as u32, 0x200b..=0x200f | 0x202a..=0x202e | 0x2060..=0x2064 | 0x2066..=0x2069 | 0xfe00..=0xfe0f | 0xfeff | 0xe0000..=0xe007f)
}

/// A glyph placed on a line, in ems from the line's start (y down).
#[derive(Debug, Clone, Copy)]
struct Placed {
    face: usize,
    glyph: u16,
    x: f32,
    y: f32,
}

/// A line of text shaped: its glyphs in order from left to right, its width
/// in ems, the characters no font has, and its pieces of one face each in
/// order from left to right (the face, the text, where it starts in ems).
struct Shaped {
    glyphs: Vec<Placed>,
    width: f32,
    missing: Vec<char>,
    pieces: Vec<(usize, String, f32)>,
}

/// Splits a run of one direction into pieces of one face each: a character
/// stays in the face of the piece before when that face has it (so spaces,
/// digits and marks keep to their words), else goes to the first face that
/// has it.
fn by_face<'t>(run: &'t str, chain: &[usize], missing: &mut Vec<char>) -> Vec<(usize, &'t str)> {
    let faces = faces();
    let has = |f: usize, c: char| faces[f].glyph_index(c).is_some();
    let mut pieces: Vec<(usize, usize, usize)> = Vec::new(); // (face, start, end)
    for (at, c) in run.char_indices() {
        let end = at + c.len_utf8();
        let current = pieces.last().map(|p| p.0);
        let face = match current {
            Some(f) if has(f, c) || invisible(c) || (c.is_whitespace() && !has(chain[0], c)) => f,
            _ => match chain.iter().copied().find(|&f| has(f, c)) {
                Some(f) => f,
                None => {
                    if !invisible(c) && !c.is_whitespace() {
                        missing.push(c);
                    }
                    current.unwrap_or(chain[0])
                }
            },
        };
        match pieces.last_mut() {
            Some(p) if p.0 == face => p.2 = end,
            _ => pieces.push((face, at, end)),
        }
    }
    pieces.into_iter().map(|(f, a, b)| (f, &run[a..b])).collect()
}

/// Shapes one line of text.
fn shape(text: &str, weight: Weight) -> Shaped {
    let faces = faces();
    let chain = chain(weight);
    let mut glyphs = Vec::new();
    let mut missing = Vec::new();
    let mut placed = Vec::new();
    let mut pen = 0.0;
    let bidi = BidiInfo::new(text, None);
    for paragraph in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let mut pieces = by_face(&text[run], chain, &mut missing);
            if rtl {
                pieces.reverse();
            }
            for (f, piece) in pieces {
                let face = &faces[f];
                let mut buffer = UnicodeBuffer::new();
                buffer.push_str(piece);
                buffer.set_direction(if rtl {
                    Direction::RightToLeft
                } else {
                    Direction::LeftToRight
                });
                buffer.guess_segment_properties();
                let shaped = rustybuzz::shape(face, &[], buffer);
                let k = 1.0 / f32::from(face.units_per_em() as u16);
                // The piece without the spaces at its ends, where its first
                // visible glyph is: a reader that lays the piece out again
                // (the PDF's) would put a right-to-left piece's end space on
                // the other side.
                let visible = shaped
                    .glyph_infos()
                    .iter()
                    .zip(shaped.glyph_positions())
                    .scan(pen, |x, (info, at)| {
                        let here = *x;
                        *x += at.x_advance as f32 * k;
                        let c = piece[info.cluster as usize..].chars().next();
                        Some((here, c.is_some_and(char::is_whitespace)))
                    })
                    .filter(|&(_, space)| !space)
                    .map(|(x, _)| x)
                    .fold(f32::INFINITY, f32::min);
                if visible.is_finite() && !piece.trim().is_empty() {
                    placed.push((f, piece.trim().to_string(), visible));
                }
                for (info, at) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
                    glyphs.push(Placed {
                        face: f,
                        glyph: info.glyph_id as u16,
                        x: pen + at.x_offset as f32 * k,
                        y: -(at.y_offset as f32) * k,
                    });
                    pen += at.x_advance as f32 * k;
                }
            }
        }
    }
    Shaped { glyphs, width: pen, missing, pieces: placed }
}

/// Width of a line of text at a font size (the em height), in the same units.
pub fn width(text: &str, size: f32, weight: Weight) -> f32 {
    shape(text, weight).width * size
}

/// Height of a capital letter as a fraction of the font size.
pub fn cap_height(weight: Weight) -> f32 {
    let f = &faces()[chain(weight)[0]];
    f.capital_height().map(|h| f32::from(h) / f32::from(f.units_per_em() as u16)).unwrap_or(0.73)
}

/// Collects the glyphs a drawing uses and writes the `<use>` elements that place
/// them, or writes `<text>` elements in the embedded fonts.
#[derive(Default)]
pub struct Lettering {
    /// (face, glyph id) → path data in font units, y flipped to y down
    /// (empty for a glyph with no outline, such as a space).
    used: BTreeMap<(usize, u16), String>,
    /// Words as `<text>` rather than as glyph shapes.
    as_text: bool,
    /// Characters of the text that no embedded font has.
    missing: BTreeSet<char>,
}

impl Lettering {
    /// Lettering that writes `<text>` in the embedded fonts, for a page that
    /// becomes a PDF with the fonts in it (usvg must be given the fonts).
    pub fn as_text() -> Lettering {
        Lettering { as_text: true, ..Lettering::default() }
    }

    /// The characters written so far that no embedded font has: each
    /// printed as an empty box.
    pub fn missing(&self) -> &BTreeSet<char> {
        &self.missing
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
        let shaped = shape(text, weight);
        self.missing.extend(shaped.missing.iter().copied());
        let start = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - shaped.width * size / 2.0,
            Anchor::End => x - shaped.width * size,
        };
        if self.as_text {
            // Each piece in the face this lettering chose for it, where its
            // shaping put it: the PDF's layout is this one, not a fallback of
            // its own, so what is said to be missing is exactly what is boxed.
            let _ = write!(
                out,
                r#"<text y="{}" font-size="{}" fill="{}" xml:space="preserve">"#,
                n(y),
                n(size),
                fill.hex()
            );
            for (f, piece, at) in &shaped.pieces {
                let font = fonts::all().nth(*f).unwrap_or(&fonts::DEJAVU_SANS);
                let _ = write!(
                    out,
                    r#"<tspan x="{}" font-family="{}" font-weight="{}">{}</tspan>"#,
                    n(start + at * size),
                    font.family,
                    if font.bold { "bold" } else { "normal" },
                    attr(piece)
                );
            }
            out.push_str("</text>");
            return;
        }
        let _ = write!(out, r#"<g fill="{}" aria-label="{}">"#, fill.hex(), attr(text));
        for g in &shaped.glyphs {
            let Some(name) = self.glyph_id(g.face, g.glyph) else { continue };
            let face = &faces()[g.face];
            let k = size / f32::from(face.units_per_em() as u16);
            let _ = write!(
                out,
                r##"<use xlink:href="#{name}" transform="matrix({k} 0 0 {k} {} {})"/>"##,
                n(start + g.x * size),
                n(y + g.y * size),
                k = scale_n(k)
            );
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

    /// The element id of a glyph's outline, kept for [`Lettering::defs`];
    /// `None` for a glyph with nothing to draw.
    fn glyph_id(&mut self, face: usize, glyph: u16) -> Option<String> {
        let d = self.used.entry((face, glyph)).or_insert_with(|| {
            let mut path = PathData(String::new());
            faces()[face].outline_glyph(GlyphId(glyph), &mut path);
            path.0
        });
        (!d.is_empty()).then(|| format!("g{face}-{glyph}"))
    }

    /// The `<defs>` content: one path per glyph used.
    pub fn defs(&self) -> String {
        let mut out = String::new();
        for ((face, glyph), d) in &self.used {
            if !d.is_empty() {
                let _ = write!(out, r#"<path id="g{face}-{glyph}" d="{d}"/>"#);
            }
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
        assert!(l.missing().is_empty());
    }

    #[test]
    fn every_script_finds_its_font() {
        for (text, face) in [
            ("Ёлка", 0),
            ("Ωμέγα", 0),
            ("Việt", 0),
            ("سلام", 2),
            ("שלום", 3),
            ("漢字かな", 4),
            ("😀", 5),
        ] {
            let shaped = shape(text, Weight::Regular);
            assert!(shaped.missing.is_empty(), "{text}: {:?}", shaped.missing);
            assert!(shaped.glyphs.iter().all(|g| g.face == face && g.glyph != 0), "{text}");
        }
        // Bold looks in the bold face first, then the same fallbacks.
        assert!(shape("A", Weight::Bold).glyphs[0].face == 1);
        assert!(shape("漢", Weight::Bold).glyphs[0].face == 4);
    }

    #[test]
    fn arabic_joins_and_reads_right_to_left() {
        // Joined, the letters of a word take their medial and final forms:
        // other glyphs than the letters alone.
        let word = shape("سلام", Weight::Regular);
        let alone: Vec<u16> =
            "سلام".chars().map(|c| shape(&c.to_string(), Weight::Regular).glyphs[0].glyph).collect();
        let joined: Vec<u16> = word.glyphs.iter().map(|g| g.glyph).collect();
        assert_ne!(joined, alone.iter().rev().copied().collect::<Vec<_>>());
        // In a left-to-right line, the Arabic word is laid right to left:
        // its first letter (its initial form) is the word's rightmost glyph.
        let line = shape("A سلام", Weight::Regular);
        let arabic: Vec<&Placed> = line.glyphs.iter().filter(|g| g.face == 2).collect();
        let first = shape("سـ", Weight::Regular).glyphs.last().map(|g| g.glyph);
        assert_eq!(arabic.last().map(|g| g.glyph), first, "{:?}", line.glyphs);
        assert!(arabic.windows(2).all(|w| w[0].x <= w[1].x));
    }

    #[test]
    fn characters_no_font_has_are_named_and_drawn_as_a_box() {
        let mut l = Lettering::default();
        let mut out = String::new();
        // Devanagari and Thai have no font here; a joiner and a variation
        // selector draw nothing and are not missing.
        l.text(
            &mut out,
            "नम a\u{200d}\u{fe0f} ไ",
            (0.0, 0.0),
            10.0,
            Anchor::Middle,
            Pen::regular(Rgb(0, 0, 0)),
        );
        assert_eq!(l.missing().iter().collect::<String>(), "नमไ");
        assert!(out.contains("#g0-0"), "the missing-glyph box is drawn");
        let mut pdf = Lettering::as_text();
        pdf.text(&mut out, "नम", (0.0, 0.0), 10.0, Anchor::Start, Pen::regular(Rgb(0, 0, 0)));
        assert_eq!(pdf.missing().len(), 2);
    }
}
