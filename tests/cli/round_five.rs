//! Hardening, round five (issue 50): each failure the attack probe found,
//! driven through the binary. A file that is not an earlier output of the
//! same kind is never replaced unasked, judged at the moment of writing;
//! texts from outside are bounded; the PDF is laid out with the fonts the
//! program chose; long work keeps what it has on Ctrl-C; messages say what
//! the file holds.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::{command, eldorado, official, s, scratch, stderr, stdout};

fn course_text(id: &str) -> String {
    std::fs::read_to_string(official(id)).unwrap()
}

/// Course files a user may be hand-editing, each damaged in its own way.
fn damaged_courses() -> Vec<(&'static str, Vec<u8>)> {
    let text = course_text("serpentine");
    let utf16 = |le: bool| -> Vec<u8> {
        let bom: &[u8] = if le { &[0xFF, 0xFE] } else { &[0xFE, 0xFF] };
        bom.iter()
            .copied()
            .chain(text.encode_utf16().flat_map(
                move |u| {
                    if le { u.to_le_bytes() } else { u.to_be_bytes() }
                },
            ))
            .collect()
    };
    let latin1: Vec<u8> =
        text.replacen("Serpentine", "Serpentiné", 1).chars().map(|c| c as u32 as u8).collect();
    vec![
        ("trailing-comma", text.replacen("\n}", ",\n}", 1).into_bytes()),
        ("cut-short", text.as_bytes()[..text.len() / 2].to_vec()),
        ("cut-to-one-line", text.lines().take(3).collect::<Vec<_>>().join("\n").into_bytes()),
        ("utf-16le", utf16(true)),
        ("utf-16be", utf16(false)),
        ("utf-32", text.chars().flat_map(|c| (c as u32).to_le_bytes()).collect()),
        ("comment", format!("// my course\n{text}").into_bytes()),
        ("block-comment", format!("/* mine */{text}").into_bytes()),
        ("latin-1", latin1),
        ("over-1-mib", format!("{text}{}", " ".repeat(1_100_000)).into_bytes()),
        ("single-quotes", text.replace('"', "'").into_bytes()),
        ("key-twice", text.replacen("\"name\"", "\"notes\": \"x\", \"name\"", 1).into_bytes()),
        ("unknown-piece", text.replacen("\"piece\": \"", "\"piece\": \"ZZ", 1).into_bytes()),
        ("nul-inside", text.replacen("\"name\"", "\"na\0me\"", 1).into_bytes()),
        ("crlf-cut", text.replace('\n', "\r\n").as_bytes()[..200].to_vec()),
        ("whole", text.clone().into_bytes()),
        ("bom", format!("\u{feff}{text}").into_bytes()),
        ("newer", text.replacen("\"version\": 1", "\"version\": 2", 1).into_bytes()),
    ]
}

fn writers(target: &Path) -> Vec<Vec<String>> {
    let t = s(target).to_string();
    vec![
        ["export", &official("first-course"), "--format", "svg", "-o", &t]
            .map(String::from)
            .to_vec(),
        ["export", &official("first-course"), "--format", "png", "-o", &t]
            .map(String::from)
            .to_vec(),
        ["export", &official("first-course"), "--format", "code", "-o", &t]
            .map(String::from)
            .to_vec(),
        ["simulate", &official("first-course"), "--trace", "1", "--record", &t]
            .map(String::from)
            .to_vec(),
    ]
}

fn run(args: &[String]) -> Output {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    eldorado(&args)
}

#[test]
fn a_damaged_course_file_is_never_replaced_unasked() {
    let dir = scratch("r5-damaged");
    for (name, bytes) in damaged_courses() {
        let target = dir.join(format!("{name}.json"));
        for args in writers(&target) {
            std::fs::write(&target, &bytes).unwrap();
            let o = run(&args);
            let err = stderr(&o);
            assert_eq!(o.status.code(), Some(2), "{name} {args:?}: {err}");
            assert!(
                err.contains("holds a course file") && err.contains("left untouched"),
                "{name} {args:?}: {err}"
            );
            assert_eq!(err.lines().count(), 1, "one sentence: {err}");
            assert_eq!(std::fs::read(&target).unwrap(), bytes, "{name} {args:?}");
        }
        // --force says the user means it.
        let o = eldorado(&[
            "export",
            &official("first-course"),
            "--format",
            "svg",
            "-o",
            s(&target),
            "--force",
        ]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_game_record_or_an_unknown_file_is_never_replaced_by_an_export() {
    let dir = scratch("r5-record");
    let record = dir.join("game.json");
    let o =
        eldorado(&["simulate", &official("first-course"), "--trace", "1", "--record", s(&record)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let kept = std::fs::read(&record).unwrap();
    for format in ["svg", "client-json", "code", "shlomoalon"] {
        let o =
            eldorado(&["export", &official("first-course"), "--format", format, "-o", s(&record)]);
        assert_eq!(o.status.code(), Some(2), "{format}: {}", stderr(&o));
        assert!(stderr(&o).contains("holds a game record"), "{format}: {}", stderr(&o));
        assert_eq!(std::fs::read(&record).unwrap(), kept, "{format}");
    }
    // A record replaces an earlier record, as an export an earlier export of its kind.
    let o =
        eldorado(&["simulate", &official("first-course"), "--trace", "2", "--record", s(&record)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_ne!(std::fs::read(&record).unwrap(), kept);
    let picture = dir.join("old.svg");
    for format in ["svg", "sheet"] {
        let o =
            eldorado(&["export", &official("first-course"), "--format", format, "-o", s(&picture)]);
        assert!(o.status.success(), "{format}: {}", stderr(&o));
    }
    // A PNG over an SVG, notes over a picture: not the same kind.
    let o = eldorado(&["export", &official("first-course"), "--format", "png", "-o", s(&picture)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("holds an SVG picture, not a PNG picture"), "{}", stderr(&o));
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "my notes").unwrap();
    let o = eldorado(&["export", &official("first-course"), "--format", "code", "-o", s(&notes)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("holds text of an unknown kind"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
    // An empty file holds nothing to lose.
    let empty = dir.join("empty.png");
    std::fs::write(&empty, b"").unwrap();
    let o = eldorado(&["export", &official("first-course"), "--format", "png", "-o", s(&empty)]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::remove_dir_all(dir).ok();
}

/// A file written at the output path while the export draws is judged when
/// the export is written, not before the drawing.
#[cfg(unix)]
#[test]
fn a_file_written_while_the_export_draws_is_kept() {
    let dir = scratch("r5-race");
    let out = dir.join("picture.png");
    let mut ran = 0;
    for _ in 0..3 {
        let _ = std::fs::remove_file(&out);
        let mut child = command(&[
            "export",
            &official("hills-of-gold"),
            "--format",
            "png",
            "--size",
            "8192",
            "--quiet",
            "-o",
            s(&out),
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
        std::thread::sleep(Duration::from_millis(400));
        if child.try_wait().unwrap().is_some() {
            continue; // drawn before the file could be put there: try again
        }
        std::fs::write(&out, b"the user's notes, saved meanwhile").unwrap();
        let o = child.wait_with_output().unwrap();
        ran += 1;
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(stderr(&o).contains("holds text of an unknown kind"), "{}", stderr(&o));
        assert_eq!(std::fs::read(&out).unwrap(), b"the user's notes, saved meanwhile");
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary is left: {names:?}");
        break;
    }
    assert!(ran > 0, "the export always finished within 0.4 s: no race to test");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn overlay_labels_are_bounded_where_they_are_read() {
    let dir = scratch("r5-labels");
    let overlay = dir.join("overlay.json");
    let routes: Vec<String> = (0..64)
        .map(|i| {
            format!(
                r##"{{"hexes": [{{"q": 0, "r": {i}}}], "colour": "#d81b60", "label": "{}"}}"##,
                "w".repeat(100_000)
            )
        })
        .collect();
    std::fs::write(&overlay, format!("{{\"routes\": [{}]}}", routes.join(", "))).unwrap();
    let out = dir.join("o.svg");
    let t = Instant::now();
    let o = eldorado(&[
        "export",
        &official("first-course"),
        "--format",
        "svg",
        "--overlay",
        s(&overlay),
        "-o",
        s(&out),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("64 overlay labels are longer than 100 characters"),
        "{}",
        stderr(&o)
    );
    let size = std::fs::metadata(&out).unwrap().len();
    assert!(size < 4_000_000, "{size} bytes of SVG for 6 MB of labels");
    assert!(t.elapsed() < Duration::from_secs(60));
    // One label of 8 MB, inside the overlay limit: a PNG is drawn.
    std::fs::write(
        &overlay,
        format!(
            r##"{{"routes": [{{"hexes": [{{"q": 0, "r": 0}}], "colour": "#000000", "label": "{}"}}]}}"##,
            "é".repeat(4_000_000)
        ),
    )
    .unwrap();
    let png = dir.join("o.png");
    let o = eldorado(&[
        "export",
        &official("first-course"),
        "--format",
        "png",
        "--overlay",
        s(&overlay),
        "-o",
        s(&png),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("an overlay label is longer than 100"), "{}", stderr(&o));
    std::fs::remove_dir_all(dir).ok();
}

/// The sheet names exactly the characters it boxes, and every glyph of a
/// long name or a note without spaces stays on the page.
#[test]
fn the_sheet_warns_of_what_it_boxes_and_keeps_to_the_page() {
    let dir = scratch("r5-sheet");
    let mut course: serde_json::Value = serde_json::from_str(&course_text("serpentine")).unwrap();
    course["name"] = "서울 東京 مرحبا שלום 😀 Aé".into();
    let file = dir.join("c.json");
    std::fs::write(&file, course.to_string()).unwrap();
    let pdf = dir.join("c.pdf");
    let o = eldorado(&["export", s(&file), "--format", "pdf", "-o", s(&pdf)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let warned = stderr(&o);
    assert!(warned.contains("서") && warned.contains("울"), "{warned}");
    for drawn in ["東", "京", "م", "ש", "😀"] {
        assert!(!warned.contains(drawn), "{drawn} is drawn, not boxed: {warned}");
    }
    // The PDF's text says what the page shows, in the program's fonts.
    let doc = lopdf::Document::load(&pdf).unwrap();
    let text: String =
        doc.extract_text(&[1]).unwrap_or_default().chars().filter(|c| !c.is_whitespace()).collect();
    assert!(text.contains("東京") && text.contains("Aé"), "{text}");
    assert!(!text.contains("京京"), "{text}");

    // A name of 200 letters and notes without a space: every glyph on the page.
    course["name"] = "W".repeat(200).into();
    course["notes"] = "M".repeat(5000).into();
    std::fs::write(&file, course.to_string()).unwrap();
    let o = eldorado(&["export", s(&file), "--format", "sheet", "--paper", "a4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let svg = stdout(&o);
    let width: f32 = svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .and_then(|v| v.split(' ').next())
        .and_then(|w| w.parse().ok())
        .unwrap();
    let mut furthest = 0.0f32;
    for t in svg.split("transform=\"matrix(").skip(1) {
        let parts: Vec<f32> =
            t.split(')').next().unwrap().split(' ').map(|n| n.parse().unwrap()).collect();
        furthest = furthest.max(parts[4]);
    }
    assert!(furthest > 0.0 && furthest < width, "a glyph at {furthest} on a page {width} wide");
    // The name is there in full, over two lines at most: 200 W's drawn.
    let name_glyphs = svg.matches("aria-label=\"WWW").count();
    assert!((1..=2).contains(&name_glyphs), "{name_glyphs}");
    std::fs::remove_dir_all(dir).ok();
}

fn interrupted(args: &[&str], after: Duration) -> (Output, Duration) {
    let child = command(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(after);
    let t = Instant::now();
    assert!(
        Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap().success()
    );
    let o = child.wait_with_output().unwrap();
    (o, t.elapsed())
}

#[cfg(unix)]
#[test]
fn ctrl_c_keeps_what_analyze_and_suggest_have() {
    let (o, took) = interrupted(
        &["analyze", &official("serpentine"), "--games", "1000000", "--fairness", "--quiet"],
        Duration::from_secs(3),
    );
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("Difficulty"), "the static analysis is kept: {out}");
    assert!(out.contains("stopped by Ctrl-C after"), "{out}");
    assert!(out.contains("Fairness: not explained"), "{out}");
    assert!(took < Duration::from_secs(30), "{took:?}");

    let (o, took) = interrupted(
        &["suggest", &official("serpentine"), "--make-real", "--games", "100000", "--quiet"],
        Duration::from_secs(3),
    );
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("expected rounds"), "the suggestions are kept: {out}");
    assert!(out.contains("stopped by Ctrl-C"), "{out}");
    assert!(took < Duration::from_secs(60), "{took:?}");
}

#[cfg(unix)]
#[test]
fn a_search_stopped_with_nothing_found_leaves_no_folder() {
    let dir = scratch("r5-gen");
    let out = dir.join("made/here");
    let (o, _) = interrupted(
        &["generate", "--band", "hard", "--count", "50", "--quiet", "-o", s(&out)],
        Duration::from_millis(1500),
    );
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    if stdout(&o).is_empty() {
        assert!(!dir.join("made").exists(), "nothing found, nothing left");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_order_of_route_choices_no_draw_meets_is_refused_after_a_sample() {
    // Whatever the budget, a fifth of it (at least 600 attempts) is the
    // sample: 800 of 4,000, more than the least and short of the whole.
    let o =
        eldorado(&["generate", "--branches", "4", "--seed", "3", "--budget", "4000", "--quiet"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("in the first 800 attempts") && err.contains("more than 2"), "{err}");
}

#[test]
fn flags_that_cannot_be_met_are_refused_at_once() {
    let o = eldorado(&["analyze", &official("serpentine"), "--players", "3"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--games"), "{}", stderr(&o));
    let o = eldorado(&["analyze", &official("serpentine"), "--seed", "3"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let o = eldorado(&["suggest", &official("serpentine"), "--rounds", "0-0"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("less than one round"), "{}", stderr(&o));
}

#[test]
fn messages_say_what_the_file_holds_briefly() {
    let dir = scratch("r5-messages");
    // A path of 100,000 characters is quoted cut, not whole, twice.
    let long = format!("{}/{}.json", s(&dir), "d".repeat(100_000));
    let o = eldorado(&["check", &long]);
    let said = format!("{}{}", stdout(&o), stderr(&o));
    assert!(said.len() < 1_500, "{} bytes", said.len());
    assert!(said.contains('…'), "{said}");
    // Nor is the folder of an export's target (its own sentence, before drawing).
    let deep = format!("{}/{}/out.svg", s(&dir), vec!["f".repeat(200); 20].join("/"));
    let o = eldorado(&["export", &official("first-course"), "--format", "svg", "-o", &deep]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).len() < 1_000 && stderr(&o).contains("does not exist"), "{}", stderr(&o));
    // A version past any number type, said as the file writes it.
    let file = dir.join("v.json");
    std::fs::write(&file, "{\"format\": \"eldorado-course\", \"version\": 18446744073709551616}")
        .unwrap();
    let o = eldorado(&["check", s(&file)]);
    assert!(stdout(&o).contains("(version 18446744073709551616)"), "{}", stdout(&o));
    // ShlomoAlon objects refuse a key given twice, as every other reader.
    let object = dir.join("s.json");
    std::fs::write(&object, "{id: 'x', name: 'x', p: [], p: [['B', 0, 0, 0]], e: [0, 0], s: 'j'}")
        .unwrap();
    let o = eldorado(&["import", "--from", "shlomoalon", s(&object), "-o", "-"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("the key \"p\" is given twice"), "{}", stderr(&o));
    // No serde words: a number past a field's type is said plainly, as written.
    let mut record = dir.join("g.json");
    let o =
        eldorado(&["simulate", &official("first-course"), "--trace", "1", "--record", s(&record)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&record).unwrap();
    let seed = text.lines().find(|l| l.contains("\"seed\"")).unwrap().to_string();
    record = dir.join("g2.json");
    std::fs::write(&record, text.replacen(&seed, "  \"seed\": 1e20,", 1)).unwrap();
    let o = eldorado(&["replay", s(&record)]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    for serde in ["invalid type", "floating point", "expected u64", "`"] {
        assert!(!err.contains(serde), "{serde}: {err}");
    }
    assert!(err.contains("1e20"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}
