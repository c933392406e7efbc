//! The setup sheet: one printable page (SVG, A4 or Letter; as PDF in
//! [`crate::pdf`]) that tells a person how to lay the course out: the picture,
//! each piece in order with the side that is up, its turn, where it joins and a
//! small drawing of it as it lies, the blockade on each seam, and the share code.

use std::collections::BTreeSet;
use std::fmt::Write;

use crate::overlay::Overlays;
use crate::style;
use crate::svg::text::{Anchor, Lettering, Pen, Weight, width};
use crate::svg::{self, Drawing, Rect, attr, n};
use crate::words;
use eldorado_analysis::analyze;
use eldorado_core::catalog::PieceKind;
use eldorado_core::course::Course;
use eldorado_core::map::Map;
use eldorado_core::map::setup::{self, SetupStep};
use eldorado_core::text::capitalise;
use eldorado_formats::share_code;
use eldorado_messages::{Lang, text, text_with};

/// The paper a setup sheet is laid out for.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 inches.
    Letter,
}

impl Paper {
    /// Both sizes, A4 first.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Its name on the command line (`--paper letter`).
    pub fn key(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// Its name in menus: "A4", "Letter".
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "Letter",
        }
    }

    /// Width and height in millimetres, portrait.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}
const MARGIN: f32 = 12.0;
const BODY: f32 = 2.7;
const LINE: f32 = 3.4;

/// The smallest size a course's name is written at before it takes two lines.
const TITLE_MIN: f32 = 4.0;

/// Splits text into lines no wider than `max` at the given size, at spaces
/// (never at the no-break spaces French puts before a colon); a word wider
/// than a line alone is broken between its characters, so that no line runs
/// off the page.
fn wrap(text: &str, size: f32, weight: Weight, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let breaks = |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{202f}');
    for word in text.split(breaks).filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if width(&candidate, size, weight) <= max {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        let mut rest = word;
        while width(rest, size, weight) > max {
            let cut = fitting(rest, size, weight, max);
            lines.push(rest[..cut].to_string());
            rest = &rest[cut..];
        }
        line = rest.to_string();
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The byte length of the longest start of `text` no wider than `max` (at
/// least one character, so that wrapping always moves on).
fn fitting(text: &str, size: f32, weight: Weight, max: f32) -> usize {
    let ends: Vec<usize> = text.char_indices().map(|(i, c)| i + c.len_utf8()).collect();
    // Found by halving; a line holds far fewer characters than a note may,
    // so the search looks only as far as a line of the narrowest could go.
    let (mut lo, mut hi) = (0, ends.len().min(400));
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if width(&text[..ends[mid - 1]], size, weight) <= max {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    ends[lo.max(1) - 1]
}

/// Cuts lines to at most `n`, ending the last with an ellipsis.
fn at_most(mut lines: Vec<String>, n: usize) -> Vec<String> {
    if lines.len() > n {
        lines.truncate(n);
        if let Some(last) = lines.last_mut() {
            last.push('…');
        }
    }
    lines
}

/// Places a drawing in a box of the page, scaled to fit and centred.
fn place(out: &mut String, d: &Drawing, at: Rect) {
    let _ = writeln!(
        out,
        r#"<svg x="{}" y="{}" width="{}" height="{}" viewBox="{}" preserveAspectRatio="xMidYMid meet">{}</svg>"#,
        n(at.x),
        n(at.y),
        n(at.w),
        n(at.h),
        d.view.view_box(),
        d.body
    );
}

/// The lines that describe one step, after its bold title.
fn step_lines(step: &SetupStep, course: &Course, map: &Map, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    match (step.kind, step.start_hour) {
        // Where the start spaces go says which way the board lies.
        (PieceKind::Start, Some(hour)) => lines.push(text_with(
            lang,
            "setup-start-spaces",
            &[("edge", words::edge(lang, hour).into())],
        )),
        (PieceKind::Finish, _) => {
            lines.push(format!("{}.", capitalise(&words::side_up(lang, step))))
        }
        _ => lines.push(capitalise(&text_with(
            lang,
            "setup-side-and-turn",
            &[
                ("side-up", words::side_up(lang, step).into()),
                ("turn", words::turn(lang, step.rotation).into()),
            ],
        ))),
    }
    if let Some(j) = &step.join {
        let id = if step.kind == PieceKind::Finish { "setup-fit" } else { "setup-join" };
        lines.push(text_with(lang, id, &[("place", words::join_place(lang, j).into())]));
    }
    if let (Some(b), Some(seam)) = (step.blockade_choice, step.seam) {
        lines.push(text_with(
            lang,
            "setup-seam",
            &[("seam", map.seam_name(seam).into()), ("blockade", words::blockade(lang, b).into())],
        ));
    }
    // The caves the designer added or took away: nothing printed shows them.
    if let Some(p) = course.placement(&step.side) {
        let named = |local: &eldorado_core::hex::Hex| {
            map.id_at(p.to_world(*local)).map(|s| eldorado_words::space::name(map, s, lang))
        };
        for space in p.extra_caves.iter().filter_map(named) {
            lines.push(text_with(lang, "setup-cave-added", &[("space", space.into())]));
        }
        for space in p.removed_caves.iter().filter_map(named) {
            lines.push(text_with(lang, "setup-cave-removed", &[("space", space.into())]));
        }
    }
    lines
}

/// The setup sheet of a course as SVG text (A4 portrait), drawn from its
/// assembled map, in a language.
pub fn sheet_in(course: &Course, map: &Map, lang: Lang) -> String {
    sheet_on(course, map, Paper::A4, Lettering::default(), lang).svg
}

/// A setup sheet drawn, and the characters of its text no font has.
pub(crate) struct Page {
    /// The page as SVG text.
    pub svg: String,
    /// Characters printed as an empty box.
    pub missing: BTreeSet<char>,
}

/// The setup sheet on the given paper in a language, its words drawn by `l`
/// (as shapes, or as text for a PDF).
pub(crate) fn sheet_on(
    course: &Course,
    map: &Map,
    paper: Paper,
    mut l: Lettering,
    lang: Lang,
) -> Page {
    let (page_w, page_h) = paper.size_mm();
    let mut out = String::new();
    let inner = page_w - 2.0 * MARGIN;
    let _ = writeln!(
        out,
        r#"<rect width="{}" height="{}" fill="{}"/>"#,
        n(page_w),
        n(page_h),
        style::PAPER.hex()
    );

    // Header.
    let title = if course.name.is_empty() {
        text(lang, "sheet-untitled")
    } else {
        words::course_name(lang, &course.name)
    };
    let title = title.as_str();
    let heading = text(lang, "sheet-heading");
    let mut y = MARGIN + 6.0;
    let room = inner - width(&heading, 3.6, Weight::Regular) - 6.0;
    // A long name is written smaller, down to a size still read at arm's
    // length, then on two lines, and cut only past those.
    let title_size =
        (7.0 * room / width(title, 7.0, Weight::Bold).max(f32::EPSILON)).clamp(TITLE_MIN, 7.0);
    l.text(&mut out, &heading, (page_w - MARGIN, y), 3.6, Anchor::End, Pen::regular(style::INK));
    for (i, line) in at_most(wrap(title, title_size, Weight::Bold, room), 2).iter().enumerate() {
        if i > 0 {
            y += title_size * 1.15;
        }
        l.text(&mut out, line, (MARGIN, y), title_size, Anchor::Start, Pen::bold(style::INK));
    }
    y += 5.0;
    let mut sub = Vec::new();
    if !course.author.is_empty() {
        sub.push(text_with(lang, "sheet-author", &[("author", course.author.as_str().into())]));
    }
    sub.push(text_with(
        lang,
        "sheet-size",
        &[("pieces", map.pieces().len().into()), ("spaces", map.spaces().len().into())],
    ));
    let mut lines = at_most(wrap(&sub.join(" · "), 3.0, Weight::Regular, inner), 2);
    // On a line of its own: with its reference points it is as long as the page is wide.
    if let Some(d) = analyze(map).difficulty {
        let estimate = words::estimate(lang, d.rating, d.standing.as_ref());
        lines.push(text_with(lang, "sheet-difficulty", &[("estimate", estimate.into())]));
    }
    for (i, line) in lines.iter().enumerate() {
        if i > 0 {
            y += 3.8;
        }
        l.text(&mut out, line, (MARGIN, y), 3.0, Anchor::Start, Pen::regular(style::INK));
    }
    y += 1.0;
    let notes = words::course_notes(lang, &course.name, &course.notes);
    for line in at_most(wrap(&notes, 2.5, Weight::Regular, inner), 2) {
        y += 3.2;
        l.text(&mut out, &line, (MARGIN, y), 2.5, Anchor::Start, Pen::regular(style::INK));
    }
    y += 3.0;

    // Sizes of what comes below the picture, so the picture takes what is left.
    let steps = setup::setup_steps(map);
    let notes = setup::seam_notes(map);
    let code = share_code::encode(course).ok();
    let code_lines: Vec<String> = code
        .as_deref()
        .map(|c| {
            let per_line = ((inner / width("M", 2.2, Weight::Regular)) as usize).max(20);
            c.as_bytes()
                .chunks(per_line)
                .map(|ch| String::from_utf8_lossy(ch).into_owned())
                .collect()
        })
        .unwrap_or_default();
    let rows = steps.len().div_ceil(2);
    let row_h = if rows > 6 { 17.0 } else { 21.0 };
    let steps_h = 12.0 + rows as f32 * row_h;
    let notes_h = if notes.is_empty() { 0.0 } else { 9.0 + notes.len().div_ceil(2) as f32 * 4.0 };
    let footer_h = if code_lines.is_empty() { 6.0 } else { 8.0 + code_lines.len() as f32 * 2.9 };
    let picture_h = (page_h - MARGIN - footer_h - notes_h - steps_h - y - 4.0).max(50.0);

    // The picture.
    let drawing = svg::draw_course(map, &Overlays::default(), &mut l);
    let frame = Rect { x: MARGIN, y, w: inner, h: picture_h };
    let _ = writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="{}" stroke-width="0.3"/>"#,
        n(frame.x),
        n(frame.y),
        n(frame.w),
        n(frame.h),
        style::BACKGROUND.hex(),
        style::OUTLINE.hex()
    );
    place(&mut out, &drawing, frame.grow(-1.0));
    l.text(
        &mut out,
        &text(lang, "sheet-north"),
        (page_w - MARGIN - 1.5, y + 4.0),
        2.4,
        Anchor::End,
        Pen::regular(style::INK),
    );
    y += picture_h + 6.0;

    // The pieces in order.
    l.text(
        &mut out,
        &text(lang, "sheet-order"),
        (MARGIN, y),
        4.0,
        Anchor::Start,
        Pen::bold(style::INK),
    );
    y += 3.8;
    let how = text(lang, "sheet-how");
    for line in at_most(wrap(&how, 2.3, Weight::Regular, inner), 2) {
        l.text(&mut out, &line, (MARGIN, y), 2.3, Anchor::Start, Pen::regular(style::INK));
        y += 2.9;
    }
    y += 1.5;
    let col_w = (inner - 4.0) / 2.0;
    let thumb = row_h - 3.0;
    for (i, step) in steps.iter().enumerate() {
        // Down the first column, then the second.
        let (col, row) = (i / rows, i % rows);
        let x = MARGIN + col as f32 * (col_w + 4.0);
        let top = y + row as f32 * row_h;
        let piece = svg::draw_piece(map, step.piece, &mut l);
        let _ = writeln!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="1" fill="{}" stroke="{}" stroke-width="0.25"/>"#,
            n(x),
            n(top),
            n(thumb),
            n(thumb),
            style::BACKGROUND.hex(),
            style::OUTLINE.hex()
        );
        place(&mut out, &piece, Rect { x: x + 0.8, y: top + 0.8, w: thumb - 1.6, h: thumb - 1.6 });
        let tx = x + thumb + 3.0;
        let text_w = col_w - thumb - 3.0;
        let label = capitalise(&words::piece(lang, step.kind, &step.side));
        let heading =
            text_with(lang, "sheet-step", &[("order", step.order.into()), ("piece", label.into())]);
        l.text(&mut out, &heading, (tx, top + 3.2), 3.1, Anchor::Start, Pen::bold(style::INK));
        // A step with more to say (added caves, a long join) is set smaller
        // rather than cut, down to a size still read at arm's length.
        let said = step_lines(step, course, map, lang);
        let (size, line_h, lines) = [BODY, BODY * 0.9, BODY * 0.82, BODY * 0.75]
            .into_iter()
            .map(|size| {
                let line_h = LINE * size / BODY;
                let lines: Vec<String> =
                    said.iter().flat_map(|s| wrap(s, size, Weight::Regular, text_w)).collect();
                (size, line_h, lines)
            })
            .find(|(_, line_h, lines)| lines.len() <= ((row_h - 5.5) / line_h) as usize)
            .unwrap_or_else(|| {
                let size = BODY * 0.75;
                let lines = said.iter().flat_map(|s| wrap(s, size, Weight::Regular, text_w));
                (size, LINE * 0.75, lines.collect())
            });
        let max_lines = ((row_h - 5.5) / line_h) as usize;
        for (k, line) in at_most(lines, max_lines).iter().enumerate() {
            l.text(
                &mut out,
                line,
                (tx, top + 3.2 + line_h * (k as f32 + 1.0)),
                size,
                Anchor::Start,
                Pen::regular(style::INK),
            );
        }
    }
    y += rows as f32 * row_h + 3.0;

    // Blockades, seam by seam.
    if !notes.is_empty() {
        l.text(
            &mut out,
            &text(lang, "sheet-blockades"),
            (MARGIN, y + 1.0),
            4.0,
            Anchor::Start,
            Pen::bold(style::INK),
        );
        y += 6.0;
        let half = notes.len().div_ceil(2);
        for (i, note) in notes.iter().enumerate() {
            let (col, row) = (i / half, i % half);
            let x = MARGIN + col as f32 * (col_w + 4.0);
            let Some(choice) = map.seam(note.seam).blockade else { continue };
            let blockade = words::blockade(lang, choice);
            let line = text_with(
                lang,
                "setup-seam-note",
                &[("seam", note.name.as_str().into()), ("blockade", blockade.into())],
            );
            let line = at_most(wrap(&line, BODY, Weight::Regular, col_w), 1).remove(0);
            l.text(
                &mut out,
                &line,
                (x, y + row as f32 * 4.0),
                BODY,
                Anchor::Start,
                Pen::regular(style::INK),
            );
        }
        y += half as f32 * 4.0 + 1.0;
    }

    // Footer: the share code, so the sheet can bring the course back.
    let mut fy = y.max(page_h - MARGIN - footer_h) + 3.0;
    let _ = writeln!(
        out,
        r#"<path d="M{MARGIN} {}H{}" stroke="{}" stroke-width="0.2"/>"#,
        n(fy - 3.0),
        page_w - MARGIN,
        style::OUTLINE.hex()
    );
    if code_lines.is_empty() {
        l.text(
            &mut out,
            &text(lang, "sheet-made-with"),
            (MARGIN, fy),
            2.4,
            Anchor::Start,
            Pen::regular(style::INK),
        );
    } else {
        l.text(
            &mut out,
            &text(lang, "sheet-share-code"),
            (MARGIN, fy),
            2.4,
            Anchor::Start,
            Pen::regular(style::INK),
        );
        for line in &code_lines {
            fy += 2.9;
            l.text(&mut out, line, (MARGIN, fy), 2.2, Anchor::Start, Pen::regular(style::INK));
        }
    }
    let view = Rect { x: 0.0, y: 0.0, w: page_w, h: page_h };
    let mut doc = svg::document(
        &format!("{}mm", n(page_w)),
        &format!("{}mm", n(page_h)),
        view,
        &text_with(lang, "sheet-document-title", &[("name", title.into())]),
        &l,
        &out,
    );
    if let Some(code) = code {
        // Machines can read the code back from the file without the lettering.
        doc =
            doc.replacen("<defs>", &format!("<desc>share code: {}</desc>\n<defs>", attr(&code)), 1);
    }
    Page { svg: doc, missing: l.missing().clone() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    #[test]
    fn every_piece_and_blockade_is_on_the_page() {
        let mut course = official::course("hills-of-gold").unwrap();
        course.set_blockade("B", "C", Some(eldorado_core::course::BlockadeChoice::Number(4)));
        let map = Map::build(&course).unwrap();
        let text = sheet_in(&course, &map, Lang::English);
        // One thumbnail per piece plus the picture.
        assert_eq!(text.matches("<svg x=").count(), map.pieces().len() + 1);
        for p in map.pieces() {
            let heading = format!("{}. {}", 1 + p.course_index, capitalise(&p.label));
            assert!(
                text.contains(&format!("aria-label=\"{}\"", attr(&heading))),
                "missing {heading}"
            );
        }
        assert!(text.contains("aria-label=\"B–C: blockade 4 (river: paddle 1)\""));
        let code = share_code::encode(&course).unwrap();
        assert!(text.contains(&format!("<desc>share code: {code}</desc>")));
        assert_eq!(share_code::decode(&code).unwrap(), course);
        // It is a page resvg can read.
        assert!(resvg::usvg::Tree::from_str(&text, &resvg::usvg::Options::default()).is_ok());
    }

    /// Issue 49: the sheet never said a cave the designer added (and the
    /// thumbnail's letter hid it). On each board of the official courses,
    /// every mountain whose cave the letter's usual place would cover made a cave
    /// in turn:
    /// the step says so in full, and the letter sits clear of the cave.
    #[test]
    fn an_added_cave_is_said_and_never_under_the_letter() {
        let mut tried = 0;
        for (_, base) in official::all() {
            let map = Map::build(&base).unwrap();
            for (idx, piece) in map.pieces().iter().enumerate() {
                let (cx, cy) = crate::svg::draw::badge_place(&map, idx);
                for &s in &piece.spaces {
                    let space = map.space(s);
                    let (x, y) = eldorado_core::hex::to_pixel(space.hex, 1.0);
                    let mouth = crate::svg::draw::cave_mouth_box((x, y));
                    let beside = crate::svg::draw::covers((cx, cy), mouth);
                    if space.terrain != eldorado_core::catalog::Terrain::Mountain
                        || space.cave
                        || !beside
                    {
                        continue;
                    }
                    let mut course = base.clone();
                    let p = course.placement_mut(&piece.id).unwrap();
                    let local = p.to_local(space.hex);
                    p.extra_caves.push(local);
                    let map = Map::build(&course).unwrap();
                    assert!(map.space(s).cave);
                    let (bx, by) = crate::svg::draw::badge_place(&map, idx);
                    assert!(
                        !crate::svg::draw::covers((bx, by), mouth),
                        "board {}: the letter at ({bx}, {by}) sits on the cave at {:?}",
                        piece.id,
                        space.hex
                    );
                    let named = eldorado_words::space::name(&map, s, Lang::English);
                    let said =
                        format!("The mountain at {named} is a cave: lay a cave token beside it.");
                    let page = sheet_in(&course, &map, Lang::English);
                    // Each line of the page is one label: the sentence whole, over its lines.
                    let lines: Vec<&str> = page
                        .split("aria-label=\"")
                        .skip(1)
                        .filter_map(|rest| rest.split('"').next())
                        .collect();
                    assert!(lines.join(" ").contains(&attr(&said)), "{said} in {lines:#?}");
                    tried += 1;
                }
            }
        }
        assert!(tried > 0, "a mountain beside a letter was tried");
    }

    #[test]
    fn wrapping_keeps_every_word() {
        let text = "one two three four five six seven eight nine ten";
        let lines = wrap(text, 3.0, Weight::Regular, 20.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), text);
        assert!(lines.iter().all(|l| width(l, 3.0, Weight::Regular) <= 20.0));
        assert_eq!(at_most(lines, 1).len(), 1);
    }
}
