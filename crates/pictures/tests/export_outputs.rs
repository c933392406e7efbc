//! The exports checked from outside: the golden SVG, the committed schema, every
//! official course against that schema, PNG size and content, and share codes.
//!
//! `UPDATE_GOLDEN=1 cargo test --test export_outputs` rewrites the golden SVG and
//! the committed schema from the current code; review the diff before committing.

use std::collections::HashSet;
use std::path::PathBuf;

use eldorado_core::course::official;
use eldorado_core::hex::Axial;
use eldorado_core::map::Map;
use eldorado_formats::client_json::{self, client_course, schema};
use eldorado_formats::share_code;
use eldorado_pictures::export::client_difficulty;
use eldorado_pictures::overlay::{HeatValue, RouteOverlay};
use eldorado_pictures::picture::{self, PictureOptions, PictureSize};
use eldorado_pictures::style::{self, Rgb};
use eldorado_pictures::{HeatOverlay, Overlays, png, sheet_in, svg};
use resvg::tiny_skia::Pixmap;

/// A path from the top of the repository, where the golden files and the
/// published schema live.
fn repo(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(path)
}

fn updating() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v == "1")
}

/// Compares text with a committed file, or rewrites the file when updating.
fn golden(path: &str, actual: &str) {
    let file = repo(path);
    if updating() {
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&file).unwrap_or_else(|e| {
        panic!("cannot read {path} ({e}); run with UPDATE_GOLDEN=1 to create it")
    });
    if expected != actual {
        let line = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .map_or("the end".to_string(), |i| format!("line {}", i + 1));
        panic!(
            "{path} differs from the output at {line}; if the change is intended, run with UPDATE_GOLDEN=1 and review the diff"
        );
    }
}

#[test]
fn golden_svg_of_the_first_course() {
    let course = official::default_course();
    let map = Map::build(&course).unwrap();
    let drawn = svg(&course, &map, &PictureOptions::default()).unwrap();
    // Drawing twice gives the same bytes.
    assert_eq!(drawn, svg(&course, &map, &PictureOptions::default()).unwrap());
    golden("tests/golden/first-course.svg", &drawn);
}

#[test]
fn committed_schema_is_the_generated_one() {
    golden(schema::SCHEMA_PATH, &schema::client_course_schema_text());
}

#[test]
fn every_official_course_exports_valid_client_json() {
    let schema = schema::client_course_schema();
    let validator = jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema");
    for (id, course) in official::all() {
        let map = Map::build(&course).unwrap();
        let client = client_course(&course, &map, client_difficulty(&map));
        let text = client_json::to_json(&client);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let errors: Vec<String> = validator
            .iter_errors(&value)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        assert!(errors.is_empty(), "{id}: {errors:#?}");
        assert_eq!(value["format"], "eldorado-client-course");
        assert_eq!(value["spaces"].as_array().unwrap().len(), map.spaces().len(), "{id}");
    }
}

#[test]
fn the_schema_rejects_what_a_client_must_not_accept() {
    let validator = jsonschema::validator_for(&schema::client_course_schema()).unwrap();
    let course = official::default_course();
    let map = Map::build(&course).unwrap();
    let good: serde_json::Value = serde_json::from_str(&client_json::to_json(&client_course(
        &course,
        &map,
        client_difficulty(&map),
    )))
    .unwrap();
    assert!(validator.is_valid(&good));
    let broken = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        validator.is_valid(&v)
    };
    assert!(!broken(&|v| v["format"] = "something-else".into()));
    assert!(!broken(&|v| v["spaces"][0]["terrain"] = "lava".into()));
    assert!(!broken(&|v| v["spaces"][0]["power"] = 9.into()));
    assert!(!broken(&|v| v["pieces"][1]["rotation"] = 6.into()));
    assert!(!broken(
        &|v| v["seams"][0]["blockade"] = serde_json::json!({"kind": "fixed", "number": 7, "terrain": "jungle", "power": 1, "requirement": ""})
    ));
    assert!(!broken(&|v| v["spaces"][0]["colour"] = "red".into()));
    assert!(!broken(&|v| {
        v.as_object_mut().unwrap().remove("seams");
    }));
}

fn decode(png: &[u8]) -> Pixmap {
    Pixmap::decode_png(png).expect("a readable PNG")
}

fn distinct_colours(p: &Pixmap) -> usize {
    p.pixels()
        .iter()
        .map(|c| (c.red(), c.green(), c.blue(), c.alpha()))
        .collect::<HashSet<_>>()
        .len()
}

fn share_of(p: &Pixmap, rgb: Rgb) -> f32 {
    let near = |c: &resvg::tiny_skia::PremultipliedColorU8| {
        (i32::from(c.red()) - i32::from(rgb.0)).abs()
            + (i32::from(c.green()) - i32::from(rgb.1)).abs()
            + (i32::from(c.blue()) - i32::from(rgb.2)).abs()
            < 12
    };
    p.pixels().iter().filter(|c| near(c)).count() as f32 / p.pixels().len() as f32
}

#[test]
fn png_has_the_asked_size_and_real_content() {
    for (id, course) in official::all() {
        let map = Map::build(&course).unwrap();
        let png = png(
            &course,
            &map,
            &PictureOptions { size: PictureSize::Longest(600), ..Default::default() },
        )
        .unwrap();
        let p = decode(&png);
        assert_eq!(p.width().max(p.height()), 600, "{id}");
        assert!(p.pixels().iter().all(|c| c.alpha() == 255), "{id}: the background is opaque");
        assert!(distinct_colours(&p) > 200, "{id}: only {} colours", distinct_colours(&p));
        let background = share_of(&p, style::BACKGROUND);
        assert!(background < 0.7, "{id}: {background:.2} of the picture is background");
        // Every terrain on the course shows up in its own colour.
        let terrains: HashSet<_> = map.spaces().iter().map(|s| s.terrain).collect();
        for t in terrains {
            let share = share_of(&p, style::terrain_colour(t));
            assert!(share > 0.0005, "{id}: {t} is missing ({share})");
        }
    }
    let course = official::course("swamplands").unwrap();
    let map = Map::build(&course).unwrap();
    let png = png(
        &course,
        &map,
        &PictureOptions { size: PictureSize::Scale(12.0), ..Default::default() },
    )
    .unwrap();
    let pic = picture::picture(
        &course,
        &map,
        &PictureOptions { size: PictureSize::Scale(12.0), ..Default::default() },
    )
    .unwrap();
    let p = decode(&png);
    assert_eq!((p.width(), p.height()), (pic.width, pic.height));
}

#[test]
fn overlays_change_the_picture_where_they_are() {
    let course = official::default_course();
    let map = Map::build(&course).unwrap();
    let start = map.space(map.start_space(1).unwrap()).hex;
    let route: Vec<Axial> = (0..6).map(|i| Axial::new(start.x, start.y - i)).collect();
    let colour = Rgb(200, 0, 200);
    let overlays = Overlays {
        routes: vec![RouteOverlay {
            hexes: route,
            colour,
            label: Some("cheapest from start 1".into()),
        }],
        heat: Some(HeatOverlay {
            values: map
                .spaces()
                .iter()
                .map(|s| HeatValue { q: s.hex.x, r: s.hex.y, value: s.id.index() as f32 })
                .collect(),
            label: Some("visits".into()),
        }),
        labels_cut: 0,
    };
    let plain = decode(
        &png(
            &course,
            &map,
            &PictureOptions { size: PictureSize::Longest(500), ..Default::default() },
        )
        .unwrap(),
    );
    let with = picture::picture(
        &course,
        &map,
        &PictureOptions { size: PictureSize::Longest(500), overlays: overlays.clone() },
    )
    .unwrap();
    assert!(with.svg.contains(&colour.hex()));
    assert!(with.svg.contains("aria-label=\"cheapest from start 1\""));
    let shaded = decode(
        &png(&course, &map, &PictureOptions { size: PictureSize::Longest(500), overlays }).unwrap(),
    );
    assert!(share_of(&plain, colour) < 0.0001);
    assert!(
        share_of(&shaded, colour) > 0.0003,
        "the route is drawn in its colour ({})",
        share_of(&shaded, colour)
    );
    assert!(share_of(&shaded, style::heat_colour(1.0)) > share_of(&plain, style::heat_colour(1.0)));
}

#[test]
fn share_codes_are_short_and_round_trip() {
    let mut report = Vec::new();
    for (id, course) in official::all() {
        let code = share_code::encode(&course).unwrap();
        assert_eq!(share_code::decode(&code).unwrap(), course, "{id}");
        // With notes and author (kept in full) these are a few hundred characters.
        assert!(code.len() < 400, "{id}: {} characters", code.len());
        let short = share_code::encode_keeping(&course, share_code::Keep::NameOnly).unwrap();
        assert!(short.len() < 100, "{id}: {} characters without notes", short.len());
        let back = share_code::decode(&short).unwrap();
        assert_eq!(
            (back.pieces, back.blockades, back.name),
            (course.pieces.clone(), course.blockades.clone(), course.name.clone())
        );
        assert!(back.author.is_empty() && back.notes.is_empty());
        report.push(format!(
            "{id}: {} chars ({} without author and notes)",
            code.len(),
            short.len()
        ));
    }
    println!("share code lengths:\n  {}", report.join("\n  "));
}

#[test]
fn the_sheet_is_a_printable_page() {
    for (id, course) in official::all() {
        let sheet =
            sheet_in(&course, &Map::build(&course).unwrap(), eldorado_messages::Lang::English);
        assert!(sheet.contains(r#"width="210mm" height="297mm""#), "{id}");
        let tree = resvg::usvg::Tree::from_str(&sheet, &resvg::usvg::Options::default()).unwrap();
        // Everything drawn stays on the page.
        let b = tree.root().abs_bounding_box();
        let page = tree.size();
        assert!(
            b.left() >= -0.5
                && b.top() >= -0.5
                && b.right() <= page.width() + 0.5
                && b.bottom() <= page.height() + 0.5,
            "{id}: {b:?} outside {page:?}"
        );
        let png = picture::render_png(&sheet, 420, 594).unwrap();
        assert!(distinct_colours(&decode(&png)) > 100, "{id}");
    }
}
