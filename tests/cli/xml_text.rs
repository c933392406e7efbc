//! Text that reaches a picture (course name, author, notes, overlay labels)
//! with every character XML forbids or discourages: the SVG and the setup
//! sheet stay well-formed XML and the PNG is drawn.

use crate::common::{eldorado, s, scratch, stderr, stdout};
use eldorado_formats::course_file;

/// Characters XML 1.0 forbids (C0 controls, U+FFFE, U+FFFF) or discourages
/// (DEL, C1 controls, the other noncharacters), and markup.
const HOSTILE: &str = "N\u{1}\u{8}\u{b}\u{1f}\u{7f}\u{9b}\u{fdd0}\u{fdef}\u{fffe}\u{ffff}\u{1fffe}\u{10ffff}]]><!--&amp;\"'<x>";

fn forbidden_or_discouraged(c: char) -> bool {
    let u = c as u32;
    (u < 0x20 && !matches!(c, '\t' | '\n' | '\r'))
        || matches!(u, 0x7f..=0x84 | 0x86..=0x9f | 0xfdd0..=0xfdef)
        || u & 0xfffe == 0xfffe
}

#[test]
fn any_name_gives_well_formed_pictures() {
    let dir = scratch("xml-text");
    let mut course = eldorado_core::course::official::course("serpentine").unwrap();
    course.name = HOSTILE.into();
    course.author = HOSTILE.into();
    course.notes = format!("{HOSTILE}\n{HOSTILE}");
    let file = dir.join("c.json");
    course_file::save(&course, &file).unwrap();
    let check = eldorado(&["check", s(&file)]);
    assert_eq!(check.status.code(), Some(0), "{}", stdout(&check));
    let overlay = dir.join("overlay.json");
    let label = serde_json::to_string(HOSTILE).unwrap();
    std::fs::write(
        &overlay,
        format!(
            r##"{{"routes": [{{"hexes": [{{"q": 0, "r": 0}}, {{"q": 1, "r": 0}}], "colour": "#d81b60", "label": {label}}}], "heat": {{"values": [{{"q": 0, "r": 0, "value": 1}}], "label": {label}}}}}"##
        ),
    )
    .unwrap();
    for args in [
        vec!["--format", "svg"],
        vec!["--format", "sheet"],
        vec!["--format", "svg", "--overlay", s(&overlay)],
    ] {
        let mut all = vec!["export", s(&file)];
        all.extend(&args);
        let o = eldorado(&all);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let svg = stdout(&o);
        let bad: Vec<char> = svg.chars().filter(|&c| forbidden_or_discouraged(c)).collect();
        assert!(bad.is_empty(), "{args:?}: {bad:?}");
        resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default())
            .unwrap_or_else(|e| panic!("{args:?}: not well-formed: {e}"));
    }
    let png = dir.join("c.png");
    let o =
        eldorado(&["export", s(&file), "--format", "png", "--overlay", s(&overlay), "-o", s(&png)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    std::fs::remove_dir_all(&dir).unwrap();
}
