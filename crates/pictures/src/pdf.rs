//! The setup sheet as a PDF: the same page as the SVG sheet, drawn with its
//! words as text in the embedded fonts, read by usvg with only those fonts
//! and converted by svg2pdf. The PDF is vector throughout, embeds the subset of
//! the fonts its text uses, and its text can be searched and copied.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::{Arc, OnceLock};

use lopdf::{Object, ObjectId};

use resvg::usvg::{self, fontdb};

use crate::fonts;
use crate::sheet::{Page, Paper, sheet_on};
use crate::svg::text::{FAMILY, Lettering};
use eldorado_core::course::Course;
use eldorado_core::map::Map;
use eldorado_messages::Lang;

/// usvg's unit: CSS pixels, 96 to the inch; a PDF point is 1/72 inch.
const CSS_DPI: f32 = 96.0;

/// Why the PDF could not be made. Each message is one sentence.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// The page could not be read back as SVG (a fault of this program).
    #[error("the setup sheet could not be laid out for PDF: {0}")]
    Page(#[from] usvg::Error),
    /// svg2pdf could not convert the page.
    #[error("the setup sheet could not be converted to PDF: {0}")]
    Convert(String),
}

/// Only the embedded faces: the PDF looks the same wherever it is made.
fn fonts() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            // In the lettering's order: usvg's fallback looks through them in turn.
            for font in fonts::all() {
                db.load_font_data(font.bytes.to_vec());
            }
            Arc::new(db)
        })
        .clone()
}

/// The setup sheet as a one-page PDF on the given paper in a language, and
/// the characters of its text no embedded font has (each printed as an
/// empty box).
pub fn sheet_pdf_in(
    course: &Course,
    map: &Map,
    paper: Paper,
    lang: Lang,
) -> Result<(Vec<u8>, BTreeSet<char>), PdfError> {
    let Page { svg: page, missing } = sheet_on(course, map, paper, Lettering::as_text(), lang);
    let options = usvg::Options {
        font_family: FAMILY.to_string(),
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&page, &options)?;
    let mut pdf = svg2pdf::to_pdf(
        &tree,
        svg2pdf::ConversionOptions::default(),
        svg2pdf::PageOptions { dpi: CSS_DPI },
    )
    .map_err(|e| PdfError::Convert(e.to_string()))?;
    sort_resource_lists(&mut pdf);
    Ok((in_reading_order(&pdf)?, missing))
}

/// The PDF with its objects numbered and written in the order a reader
/// meets them from the trailer. svg2pdf 0.13 numbers the fonts in hash-map
/// order, which changes from run to run; numbered this way, the same sheet
/// always gives the same bytes, however many fonts it embeds.
fn in_reading_order(pdf: &[u8]) -> Result<Vec<u8>, PdfError> {
    let unreadable = |e: lopdf::Error| PdfError::Convert(e.to_string());
    let mut doc = lopdf::Document::load_mem(pdf).map_err(unreadable)?;
    let mut order = doc.traverse_objects(|_| {});
    // Objects nothing refers to (none are expected) keep their place after.
    order.extend(doc.objects.keys().filter(|id| !order.contains(id)).copied().collect::<Vec<_>>());
    let mut seen = HashSet::new();
    order.retain(|id| seen.insert(*id) && doc.objects.contains_key(id));
    let renumbered: HashMap<ObjectId, ObjectId> =
        order.iter().zip(1..).map(|(&old, new)| (old, (new, 0))).collect();
    let objects = std::mem::take(&mut doc.objects);
    for (id, mut object) in objects {
        renumber(&mut object, &renumbered);
        if let Some(&new) = renumbered.get(&id) {
            doc.objects.insert(new, object);
        }
    }
    for (_, value) in doc.trailer.iter_mut() {
        renumber(value, &renumbered);
    }
    doc.max_id = u32::try_from(doc.objects.len()).unwrap_or(u32::MAX);
    let mut out = Vec::with_capacity(pdf.len());
    doc.save_to(&mut out).map_err(|e| PdfError::Convert(e.to_string()))?;
    Ok(out)
}

/// Points every reference inside an object at its new number.
fn renumber(object: &mut Object, new: &HashMap<ObjectId, ObjectId>) {
    match object {
        Object::Reference(id) => {
            if let Some(&n) = new.get(id) {
                *id = n;
            }
        }
        Object::Array(items) => items.iter_mut().for_each(|o| renumber(o, new)),
        Object::Dictionary(d) => d.iter_mut().for_each(|(_, o)| renumber(o, new)),
        Object::Stream(s) => s.dict.iter_mut().for_each(|(_, o)| renumber(o, new)),
        _ => {}
    }
}

/// svg2pdf 0.13 writes each list of resources (the fonts, the graphics
/// states) in hash-map order, which changes from run to run. This puts every
/// such list in name order, line for line in place: the file keeps its length
/// and so its cross-reference offsets, and the same sheet always gives the
/// same bytes. Streams are skipped by their `/Length`.
fn sort_resource_lists(pdf: &mut [u8]) {
    let mut at = 0;
    let mut length = 0;
    let mut run: Vec<(usize, usize)> = Vec::new();
    while at < pdf.len() {
        let end = pdf[at..].iter().position(|&b| b == b'\n').map_or(pdf.len(), |i| at + i);
        let indent = |a: usize| pdf[a..].iter().take_while(|&&b| b == b' ').count();
        let entry = resource_entry(&pdf[at..end]).is_some();
        if !entry || run.last().is_some_and(|&(last, _)| indent(last) != indent(at)) {
            sort_run(pdf, &run);
            run.clear();
        }
        if entry {
            run.push((at, end));
        }
        let line = &pdf[at..end];
        if let Some(n) = line.trim_ascii().strip_prefix(b"/Length ") {
            length = std::str::from_utf8(n).ok().and_then(|n| n.parse().ok()).unwrap_or(0);
        }
        at = if line == b"stream" { end + 1 + length } else { end + 1 };
    }
    sort_run(pdf, &run);
}

/// The sort key of a line such as `      /gs10 18 0 R`: ("gs", 10).
fn resource_entry(line: &[u8]) -> Option<(&[u8], u64)> {
    let text = std::str::from_utf8(line.trim_ascii_start()).ok()?;
    let (name, target) = text.strip_prefix('/')?.split_once(' ')?;
    let (object, rest) = target.split_once(' ')?;
    if rest != "0 R" || object.is_empty() || !object.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (prefix, number) = name.split_at(name.len() - digits);
    if prefix.is_empty() || !prefix.bytes().all(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    Some((prefix.as_bytes(), number.parse().unwrap_or(0)))
}

/// Sorts consecutive lines (given as byte ranges without their line ends) in place.
fn sort_run(pdf: &mut [u8], run: &[(usize, usize)]) {
    let (Some(&(start, _)), Some(&(_, end))) = (run.first(), run.last()) else { return };
    let mut lines: Vec<Vec<u8>> = run.iter().map(|&(a, b)| pdf[a..b].to_vec()).collect();
    lines.sort_by(|a, b| resource_entry(a).cmp(&resource_entry(b)));
    pdf[start..end].copy_from_slice(&lines.join(&b'\n'));
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use lopdf::{Document, Object};

    /// Follows a reference, or gives the object itself.
    fn deref<'a>(doc: &'a Document, o: &'a Object) -> &'a Object {
        doc.dereference(o).unwrap().1
    }

    /// What a reader finds in a one-page PDF: the page size in points, the
    /// fonts with a font file embedded (by base name), and its text.
    fn read(bytes: &[u8]) -> ((f32, f32), Vec<String>, String) {
        let doc = Document::load_mem(bytes).unwrap();
        let pages = doc.get_pages();
        assert_eq!(pages.len(), 1, "one page");
        let page = pages[&1];
        let media = doc.get_dictionary(page).unwrap().get(b"MediaBox").unwrap().as_array().unwrap();
        let n: Vec<f32> = media.iter().map(|v| deref(&doc, v).as_float().unwrap()).collect();
        let mut embedded = Vec::new();
        for font in doc.get_page_fonts(page).unwrap().values() {
            let base = String::from_utf8_lossy(font.get(b"BaseFont").unwrap().as_name().unwrap())
                .into_owned();
            // A composite font: its descendant's descriptor holds the file.
            let descendant =
                deref(&doc, font.get(b"DescendantFonts").unwrap()).as_array().unwrap()[0].clone();
            let descendant = deref(&doc, &descendant).as_dict().unwrap();
            let descriptor =
                deref(&doc, descendant.get(b"FontDescriptor").unwrap()).as_dict().unwrap();
            if descriptor.has(b"FontFile2") || descriptor.has(b"FontFile3") {
                embedded.push(base);
            }
        }
        embedded.sort();
        ((n[2] - n[0], n[3] - n[1]), embedded, doc.extract_text(&[1]).unwrap())
    }

    #[test]
    fn the_sheet_is_one_vector_page_with_its_fonts_and_words() {
        let course = official::course("witchs-cauldron").unwrap();
        let map = Map::build(&course).unwrap();
        for (paper, (w, h)) in [(Paper::A4, (595.3, 841.9)), (Paper::Letter, (612.0, 792.0))] {
            let bytes =
                sheet_pdf_in(&course, &map, paper, eldorado_messages::Lang::English).unwrap().0;
            assert!(bytes.starts_with(b"%PDF-"));
            let ((pw, ph), fonts, text) = read(&bytes);
            assert!((pw - w).abs() < 0.5 && (ph - h).abs() < 0.5, "{paper:?}: {pw} × {ph}");
            assert_eq!(fonts.len(), 2, "regular and bold, both embedded: {fonts:?}");
            assert!(fonts.iter().all(|f| f.contains("DejaVuSans")), "{fonts:?}");
            // Each glyph is placed on its own, so readers put spaces between letters.
            let text: String = text.split_whitespace().collect();
            for words in [
                "Witch's Cauldron",
                "Setup sheet",
                "Lay the pieces in this order",
                "1. Start board A",
                "Blockades",
                "Share code",
            ] {
                let words: String = words.split_whitespace().collect();
                assert!(text.contains(&words), "{paper:?}: {words:?} not in {text}");
            }
            // Vector: no picture of the page is embedded.
            assert!(!String::from_utf8_lossy(&bytes).contains("/Subtype /Image"));
        }
    }

    // Apart from the test above (of the page), so that the two run side by side.
    #[test]
    fn the_same_sheet_is_the_same_bytes() {
        let course = official::course("witchs-cauldron").unwrap();
        let map = Map::build(&course).unwrap();
        // The same course gives the same bytes, its resources listed in order,
        // also with a font for each of six scripts.
        let bytes =
            sheet_pdf_in(&course, &map, Paper::A4, eldorado_messages::Lang::English).unwrap().0;
        for _ in 0..8 {
            assert!(
                bytes
                    == sheet_pdf_in(&course, &map, Paper::A4, eldorado_messages::Lang::English)
                        .unwrap()
                        .0,
                "the same bytes"
            );
        }
        let mut named = course.clone();
        named.name = "Дорога طريق דרך 黄金の道 🌴".into();
        let (bytes, missing) = sheet_pdf_in(&named, &map, Paper::A4, Lang::French).unwrap();
        assert!(missing.is_empty(), "{missing:?}");
        assert_eq!(read(&bytes).1.len(), 6, "DejaVu Sans regular and bold, and four fallbacks");
        for _ in 0..8 {
            let again = sheet_pdf_in(&named, &map, Paper::A4, Lang::French).unwrap().0;
            assert!(bytes == again, "the same bytes");
        }
    }
}
