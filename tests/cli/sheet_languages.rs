//! The setup sheet in French (`export --lang fr`), read back from the PDF as
//! text, and courses named in every script: each character prints, or the
//! export warns naming the ones that cannot.

use std::path::Path;

use crate::common::{eldorado, official, s, scratch, stderr};
use eldorado_core::catalog::PieceKind;
use eldorado_core::course::official as courses;
use eldorado_core::map::Map;
use eldorado_formats::course_file;

/// The text of a one-page PDF, without its white space (readers put spaces
/// between glyphs placed one by one).
fn pdf_text(path: &Path) -> String {
    let doc = lopdf::Document::load(path).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

fn squeezed(words: &str) -> String {
    words.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn the_french_sheet_of_every_official_course_speaks_the_rulebooks_french() {
    let dir = scratch("french-sheets");
    let french_names = [
        ("first-course", "Premier parcours"),
        ("hills-of-gold", "La Colline dorée"),
        ("home-stretch", "La Dernière Ligne droite"),
        ("winding-paths", "Les Chemins détournés"),
        ("serpentine", "La Piste sinueuse"),
        ("swamplands", "Le Terrain marécageux"),
        ("witchs-cauldron", "Le Chaudron de la sorcière"),
    ];
    assert_eq!(courses::ids().count(), french_names.len());
    for (id, name) in french_names {
        let out = dir.join(format!("{id}.pdf"));
        let o =
            eldorado(&["export", &official(id), "--format", "pdf", "--lang", "fr", "-o", s(&out)]);
        assert!(o.status.success(), "{id}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{id}: nothing is lost");
        let text = pdf_text(&out);
        let course = course_file::load(Path::new(&official(id))).unwrap();
        let map = Map::build(&course).unwrap();
        let mut expected = vec![
            name.to_string(),
            "Fiche de mise en place".into(),
            "Posez les éléments dans cet ordre".into(),
            "Cases Départ sur le bord".into(),
            "difficulté".into(),
            "manches".into(),
            "Code de partage".into(),
            "Parcours officiel du guide d'assemblage de Ravensburger (2017).".into(),
        ];
        for (i, p) in map.pieces().iter().enumerate() {
            let piece = match p.kind {
                PieceKind::Start => format!("Plateau de départ {}", p.id),
                PieceKind::Terrain => format!("Plateau {}", p.id),
                PieceKind::Strip => format!("Bande de terrain {}", p.id),
                PieceKind::Finish => "Plaque d'arrivée (face".into(),
            };
            expected.push(format!("{}. {piece}", i + 1));
        }
        if map.seams().iter().any(|s| s.blockade.is_some()) {
            expected.extend(["Barrières".into(), "Jonction".into(), "barrière".into()]);
        }
        if map.pieces().iter().any(|p| p.rotation.steps() != 0 && p.kind == PieceKind::Terrain) {
            expected.push("crans".into());
        }
        for words in expected {
            assert!(text.contains(&squeezed(&words)), "{id}: {words:?} not in {text}");
        }
        for english in [
            "Setup sheet",
            "Blockades",
            "Official course",
            "Lay the pieces",
            "Start board",
            "side up",
            "rounds",
            "Share code",
            "Seam",
        ] {
            assert!(
                !text.contains(&squeezed(english)),
                "{id}: {english:?} in the French sheet: {text}"
            );
        }
    }
    // English stays the default, and says so in English.
    let out = dir.join("en.pdf");
    let o = eldorado(&["export", &official("hills-of-gold"), "--format", "pdf", "-o", s(&out)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = pdf_text(&out);
    assert!(text.contains("HillsofGold") && text.contains("Setupsheet"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn lang_is_for_sheets_and_names_the_languages() {
    let file = official("hills-of-gold");
    let o = eldorado(&["export", &file, "--format", "png", "--lang", "fr", "-o", "x.png"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("--lang applies to the sheet and pdf formats only"),
        "{}",
        stderr(&o)
    );
    let o = eldorado(&["export", &file, "--format", "sheet", "--lang", "de"]);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(e.contains("de") && e.contains("en") && e.contains("fr"), "{e}");
    // The French SVG sheet, on standard output.
    let o = eldorado(&["export", &file, "--format", "sheet", "--lang", "fr"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let svg = String::from_utf8(o.stdout).unwrap();
    assert!(
        svg.contains("<title>La Colline dorée — fiche de mise en place</title>"),
        "{}",
        &svg[..400]
    );
    assert!(svg.contains("aria-label=\"Posez les éléments dans cet ordre\""));
}

/// The official course renamed, as a file in `dir`.
fn renamed(dir: &Path, name: &str) -> String {
    let mut course = course_file::load(Path::new(&official("serpentine"))).unwrap();
    course.name = name.to_string();
    let path = dir.join("named.json");
    course_file::save(&course, &path).unwrap();
    path.display().to_string()
}

#[test]
fn a_name_in_every_script_prints_whole() {
    let dir = scratch("scripts");
    let name = "Дорога Ωμέγα طريق الذهب דרך 黄金の道 🌴";
    let file = renamed(&dir, name);
    let pdf = dir.join("s.pdf");
    let o = eldorado(&["export", &file, "--format", "pdf", "-o", s(&pdf)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "", "every character has a glyph");
    let text = pdf_text(&pdf);
    for word in ["Дорога", "Ωμέγα", "黄金の道", "🌴"] {
        assert!(text.contains(word), "{word} not in {text}");
    }
    // The SVG sheet draws each script from its own font: outlines from
    // every fallback face, and not the missing-glyph box.
    let o = eldorado(&["export", &file, "--format", "sheet"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let svg = String::from_utf8(o.stdout).unwrap();
    assert!(svg.contains(&format!("aria-label=\"{name}\"")));
    for face in 2..=5 {
        assert!(svg.contains(&format!("<path id=\"g{face}-")), "no glyph of face {face}");
    }
    assert!(!svg.contains("#g0-0\""), "a missing-glyph box");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn characters_no_font_has_are_named_in_a_warning() {
    let dir = scratch("missing");
    let file = renamed(&dir, "Путь ทอง 😀");
    for (format, out) in [("pdf", "s.pdf"), ("sheet", "s.svg")] {
        let o = eldorado(&["export", &file, "--format", format, "-o", s(&dir.join(out))]);
        assert!(o.status.success(), "{format}: {}", stderr(&o));
        assert_eq!(
            stderr(&o),
            "eldorado: warning: no font of the studio draws ง (U+0E07), ท (U+0E17) and อ (U+0E2D): they print as empty boxes\n",
            "{format}"
        );
    }
    // A picture's words are its overlay's legends.
    let overlay = dir.join("overlay.json");
    std::fs::write(
        &overlay,
        r##"{"routes": [{"hexes": [{"q": 0, "r": 3}], "colour": "#d81b60", "label": "ทาง Путь"}]}"##,
    )
    .unwrap();
    let png = dir.join("p.png");
    let o =
        eldorado(&["export", &file, "--format", "png", "--overlay", s(&overlay), "-o", s(&png)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "eldorado: warning: no font of the studio draws ง (U+0E07), ท (U+0E17) and า (U+0E32): they print as empty boxes\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
