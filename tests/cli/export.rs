//! `eldorado export` and `eldorado import`, driven as a user would.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{eldorado, s, scratch, stderr, stdout};
use eldorado_core::course::official;
use eldorado_formats::course_file;
use eldorado_formats::share_code;

fn official_file(id: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("courses")
        .join(format!("{id}.json"))
        .display()
        .to_string()
}

#[test]
fn every_format_writes_a_file() {
    let dir = scratch("formats");
    let file = official_file("hills-of-gold");
    for (format, name) in [
        ("client-json", "c.json"),
        ("svg", "c.svg"),
        ("png", "c.png"),
        ("sheet", "sheet.svg"),
        ("code", "c.txt"),
    ] {
        let out = dir.join(name);
        let o = eldorado(&["export", &file, "--format", format, "-o", s(&out)]);
        assert!(o.status.success(), "{format}: {}", stderr(&o));
        assert!(std::fs::metadata(&out).unwrap().len() > 20, "{format}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("c.json")).unwrap()).unwrap();
    assert_eq!(json["name"], "Hills of Gold");
    assert!(std::fs::read_to_string(dir.join("c.svg")).unwrap().starts_with("<?xml"));
    assert!(std::fs::read(dir.join("c.png")).unwrap().starts_with(b"\x89PNG\r\n\x1a\n"));
    let code = std::fs::read_to_string(dir.join("c.txt")).unwrap();
    assert_eq!(
        share_code::decode(code.trim()).unwrap(),
        course_file::load(Path::new(&file)).unwrap()
    );
    // No temporary files are left behind by the atomic writes.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 5);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn text_formats_go_to_standard_output() {
    let file = official_file("first-course");
    let o = eldorado(&["export", &file, "--format", "code"]);
    assert!(o.status.success());
    let code = stdout(&o);
    assert!(
        code.starts_with("ED1.") && code.ends_with('\n') && code.lines().count() == 1,
        "{code}"
    );
    let o = eldorado(&["export", &file, "--format", "code", "--short"]);
    assert!(o.status.success());
    let short = stdout(&o);
    assert!(short.len() < code.len() / 2, "{short}");
    let back = share_code::decode(short.trim()).unwrap();
    assert_eq!(back.pieces, official::default_course().pieces);
    assert!(back.notes.is_empty());
    let o = eldorado(&["export", &file, "--format", "svg", "--size", "300"]);
    assert!(o.status.success());
    let svg = stdout(&o);
    assert!(svg.contains(r#"width="300""#) || svg.contains(r#"height="300""#), "longest side 300");
}

#[test]
fn png_size_and_scale_are_honoured() {
    let dir = scratch("png");
    let file = official_file("serpentine");
    let out = dir.join("a.png");
    let o = eldorado(&["export", &file, "--format", "png", "--size", "640", "-o", s(&out)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let p = resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(p.width().max(p.height()), 640);
    let o = eldorado(&["export", &file, "--format", "png", "--scale", "10", "-o", s(&out)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let small = resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(&out).unwrap()).unwrap();
    let o = eldorado(&["export", &file, "--format", "png", "--scale", "20", "-o", s(&out)]);
    assert!(o.status.success());
    let big = resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(&out).unwrap()).unwrap();
    assert!((i64::from(big.width()) - 2 * i64::from(small.width())).abs() <= 1);
    // Both at once is refused by the argument parser.
    let o = eldorado(&[
        "export",
        &file,
        "--format",
        "png",
        "--scale",
        "20",
        "--size",
        "9",
        "-o",
        s(&out),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let o = eldorado(&["export", &file, "--format", "png"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("add -o FILE.png"), "{}", stderr(&o));
    let o = eldorado(&["export", &file, "--format", "png", "--size", "100000", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("longest side is 1 to 8192 pixels"), "{}", stderr(&o));
    let o = eldorado(&["export", &file, "--format", "png", "--scale", "1000", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("larger than the limit"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn overlays_are_read_from_a_file() {
    let dir = scratch("overlay");
    let overlay = dir.join("o.json");
    std::fs::write(&overlay, r##"{"routes": [{"hexes": [{"q": 0, "r": 3}, {"q": 0, "r": 2}, {"q": 1, "r": 1}], "colour": "#123456", "label": "a route"}]}"##).unwrap();
    let file = official_file("first-course");
    let o = eldorado(&["export", &file, "--format", "svg", "--overlay", s(&overlay)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("#123456"));
    std::fs::write(&overlay, r#"{"routes": [{"hexes": [], "colour": "blue"}]}"#).unwrap();
    let o = eldorado(&["export", &file, "--format", "svg", "--overlay", s(&overlay)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("routes[0].colour"), "{}", stderr(&o));
    let o = eldorado(&["export", &file, "--format", "code", "--overlay", s(&overlay)]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn invalid_and_unreadable_courses() {
    let dir = scratch("bad");
    let mut broken = official::default_course();
    broken.pieces.pop(); // no finish plate
    let invalid = dir.join("invalid.json");
    course_file::save(&broken, &invalid).unwrap();
    let out = dir.join("out.svg");
    for format in ["client-json", "svg", "sheet", "code"] {
        let o = eldorado(&["export", s(&invalid), "--format", format, "-o", s(&out)]);
        assert_eq!(o.status.code(), Some(1), "{format}");
        assert!(
            stderr(&o).contains("invalid (1 problem)") && stderr(&o).contains("finish plate"),
            "{}",
            stderr(&o)
        );
        assert!(!out.exists(), "nothing is written for an invalid course");
    }
    let o = eldorado(&["export", s(&dir.join("missing.json")), "--format", "svg"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("missing.json"), "{}", stderr(&o));
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "not json").unwrap();
    let o = eldorado(&["export", s(&garbage), "--format", "code"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
    // An output folder that does not exist.
    let o = eldorado(&[
        "export",
        &official_file("first-course"),
        "--format",
        "svg",
        "-o",
        s(&dir.join("no/such/dir/x.svg")),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot write"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn import_writes_the_identical_course() {
    let dir = scratch("import");
    for (id, course) in official::all() {
        let o = eldorado(&["export", &official_file(id), "--format", "code"]);
        let code = stdout(&o);
        let out = dir.join(format!("{id}.json"));
        let o = eldorado(&["import", code.trim(), "-o", s(&out)]);
        assert!(o.status.success(), "{id}: {}", stderr(&o));
        assert_eq!(course_file::load(&out).unwrap(), course, "{id}");
        // Byte for byte the same file as the official one.
        assert_eq!(
            std::fs::read_to_string(&out).unwrap(),
            std::fs::read_to_string(official_file(id)).unwrap(),
            "{id}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn import_reads_standard_input() {
    use std::io::Write;
    let dir = scratch("stdin");
    let out = dir.join("c.json");
    let code = share_code::encode(&official::default_course()).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_eldorado"))
        .args(["import", "-", "-o", s(&out)])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wrapped the way a chat program might.
    let wrapped: Vec<String> =
        code.as_bytes().chunks(50).map(|c| String::from_utf8_lossy(c).into_owned()).collect();
    child.stdin.take().unwrap().write_all(wrapped.join("\n").as_bytes()).unwrap();
    assert!(child.wait().unwrap().success());
    assert_eq!(course_file::load(&out).unwrap(), official::default_course());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_codes_get_one_sentence_and_exit_2() {
    let dir = scratch("badcode");
    let out = dir.join("c.json");
    let good = share_code::encode(&official::default_course()).unwrap();
    let mut tampered: Vec<char> = good.chars().collect();
    let i = tampered.len() / 2;
    tampered[i] = if tampered[i] == 'x' { 'y' } else { 'x' };
    let tampered: String = tampered.into_iter().collect();
    // Longer than the limit, but within what Linux allows for one argument (128 KiB).
    let huge = format!("ED1.{}", "A".repeat(125_000));
    for (code, expect) in [
        ("hello", "not an El Dorado share code"),
        (&good.replacen("ED1.", "ED7.", 1), "newer version"),
        (&good[..good.len() - 5], "damaged"),
        (&tampered, "checksum does not match"),
        (&huge, "more than the 120000"),
    ] {
        let o = eldorado(&["import", code, "-o", s(&out)]);
        assert_eq!(o.status.code(), Some(2), "{code:.40}");
        let err = stderr(&o);
        assert!(err.contains(expect), "{code:.40}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(!err.contains("panicked"));
        assert!(!out.exists());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn importing_an_invalid_course_writes_it_and_says_so() {
    let dir = scratch("import-invalid");
    let mut broken = official::default_course();
    broken.pieces.pop();
    let code = share_code::encode(&broken).unwrap();
    let out = dir.join("c.json");
    let o = eldorado(&["import", &code, "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    // The problems go to standard error, as in every command that works on a course.
    assert!(stderr(&o).contains("written, but the course is invalid"), "{}", stderr(&o));
    assert_eq!(course_file::load(&out).unwrap(), broken);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn import_and_export_never_replace_a_course_without_being_told() {
    let dir = scratch("no-overwrite");
    let code = share_code::encode(&official::course("serpentine").unwrap()).unwrap();
    // A course file written by a newer version of the format.
    let newer_path = dir.join("newer.json");
    let newer = r#"{"format": "eldorado-course", "version": 3, "pieces": [], "terrain-packs": ["volcano"]}"#;
    std::fs::write(&newer_path, newer).unwrap();
    let o = eldorado(&["import", &code, "-o", s(&newer_path)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("newer version of the course format (version 3)"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("--force"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&newer_path).unwrap(), newer);
    // Any existing file is kept unless --force says otherwise.
    let mine = dir.join("mine.json");
    std::fs::write(&mine, "my notes").unwrap();
    let o = eldorado(&["import", &code, "-o", s(&mine)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("already exists and was left untouched"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "my notes");
    let o = eldorado(&["import", &code, "--force", "-o", s(&newer_path)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(course_file::load(&newer_path).unwrap().name, "Serpentine");
    // An export aimed at a course file is refused; at an old picture, it replaces it.
    let o = eldorado(&[
        "export",
        &official_file("first-course"),
        "--format",
        "svg",
        "-o",
        s(&newer_path),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("holds a course file"), "{}", stderr(&o));
    assert_eq!(course_file::load(&newer_path).unwrap().name, "Serpentine");
    let picture = dir.join("old.svg");
    std::fs::write(&picture, "<svg/>").unwrap();
    let o =
        eldorado(&["export", &official_file("first-course"), "--format", "svg", "-o", s(&picture)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&picture).unwrap().len() > 1000);
    std::fs::remove_dir_all(&dir).unwrap();
}
