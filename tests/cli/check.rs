//! `eldorado check` and `eldorado catalog`, driven as a user would drive them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn eldorado(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_eldorado")).args(args).output().expect("run eldorado")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

struct TempDir(PathBuf);
impl TempDir {
    fn new(tag: &str) -> Self {
        let p = std::env::temp_dir().join(format!("eldorado-cli-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
    fn write(&self, name: &str, content: impl AsRef<[u8]>) -> PathBuf {
        let p = self.0.join(name);
        std::fs::write(&p, content).unwrap();
        p
    }
}
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn official(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("courses")
        .join(format!("{name}.json"))
        .display()
        .to_string()
}

const OFFICIAL: [&str; 7] = [
    "first-course",
    "hills-of-gold",
    "home-stretch",
    "winding-paths",
    "serpentine",
    "swamplands",
    "witchs-cauldron",
];

#[test]
fn every_official_course_is_valid() {
    let files: Vec<String> = OFFICIAL.iter().map(|n| official(n)).collect();
    let args: Vec<&str> =
        std::iter::once("check").chain(files.iter().map(String::as_str)).collect();
    let out = eldorado(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let text = stdout(&out);
    for f in &files {
        assert!(text.contains(&format!("{f}: valid")), "{text}");
    }
}

#[test]
fn an_invalid_course_lists_its_problems_and_exits_1() {
    let dir = TempDir::new("invalid");
    let text = std::fs::read_to_string(official("first-course")).unwrap().replace(r#""piece": "C""#, r#""piece": "D""#).replace(
        r#"{"piece": "N", "rotation": 0, "q": 0, "r": -11}"#,
        r#"{"piece": "N", "rotation": 0, "q": 0, "r": -11}, {"piece": "C", "rotation": 0, "q": 30, "r": 0}"#,
    );
    let bad = dir.write("bad.json", text);
    let out = eldorado(&["check", bad.to_str().unwrap(), &official("serpentine")]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("bad.json: invalid (4 problems)"), "{text}");
    assert!(text.contains("  - sides D and C are both used, but they are the two sides of one physical piece (C/D)"), "{text}");
    assert!(text.contains("  - board C is not connected to the rest of the course"), "{text}");
    // The seams of the old C still name it: C is now off on its own, and no seam joins B and D.
    assert!(text.contains("  - a random blockade is set between B and C, but these pieces do not touch, so there is no seam for it"), "{text}");
    assert!(text.contains("serpentine.json: valid"), "{text}");

    let out = eldorado(&["check", "--json", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let r = &v["results"][0];
    assert_eq!(r["status"], "invalid");
    assert_eq!(r["problems"][0]["rule"], "piece-used-twice");
    assert_eq!(r["problems"][1]["rule"], "disconnected");
    assert_eq!(r["problems"][1]["pieces"][0], "C");
}

/// Each malformed file gets exit code 2 and one clear line naming what and where.
#[test]
fn malformed_files_get_a_clear_error_and_exit_2() {
    let dir = TempDir::new("malformed");
    let good = std::fs::read_to_string(official("first-course")).unwrap();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "truncated",
            good.as_bytes()[..good.len() / 2].to_vec(),
            "error: the file is not valid JSON: EOF while parsing",
        ),
        (
            "wrong-type",
            good.replacen(r#""rotation": 3"#, r#""rotation": "three""#, 1).into_bytes(),
            "error: pieces[1].rotation: expected a whole number, found the text \"three\"",
        ),
        (
            "unknown-piece",
            good.replacen(r#""piece": "N""#, r#""piece": "Z""#, 1).into_bytes(),
            "error: pieces[2].piece: there is no piece \"Z\"; the known pieces are A, B, C,",
        ),
        (
            "rotation-9",
            good.replacen(r#""rotation": 3"#, r#""rotation": 9"#, 1).into_bytes(),
            "error: pieces[1].rotation: rotation 9 is out of range; it must be 0 to 5",
        ),
        (
            "huge-coordinate",
            good.replacen(r#""q": -3"#, r#""q": 1000000000"#, 1).into_bytes(),
            "error: pieces[1].q: q = 1000000000 is outside the allowed range -1000 to 1000",
        ),
        (
            "deep-nesting",
            format!(
                r#"{{"format": "eldorado-course", "version": 1, "notes": {}{}}}"#,
                "[".repeat(100_000),
                "]".repeat(100_000)
            )
            .into_bytes(),
            "error: notes: expected text, found a list (line 1, column 53)",
        ),
        (
            "deep-nesting-top",
            format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)).into_bytes(),
            "error: the file is not valid JSON: the JSON is nested too deeply (line 1, column 128)",
        ),
        (
            "newer-version",
            good.replacen(r#""version": 1"#, r#""version": 2"#, 1).into_bytes(),
            "written by a newer version of the course format (version 2)",
        ),
        (
            "not-a-course",
            br#"{"hello": "world"}"#.to_vec(),
            "error: this is not an El Dorado course file: it has no \"format\": \"eldorado-course\" field",
        ),
        ("binary", vec![0x80, 0xfe, 0x00, 0x12], "error: the file is not UTF-8 text"),
        (
            "empty",
            Vec::new(),
            "error: the file is not valid JSON: EOF while parsing a value (line 1, column 0)",
        ),
    ];
    for (name, content, expected) in cases {
        let path = dir.write(&format!("{name}.json"), content);
        let out = eldorado(&["check", path.to_str().unwrap()]);
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {text}");
        assert!(text.contains(expected), "{name}: expected {expected:?} in {text:?}");
        assert_eq!(text.lines().count(), 1, "{name}: one line per file: {text}");
        assert!(
            out.stderr.is_empty(),
            "{name}: no panic: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn a_50_megabyte_file_is_refused_without_reading_it_all() {
    let dir = TempDir::new("huge");
    let mut content = br#"{"format": "eldorado-course", "version": 1, "notes": ""#.to_vec();
    content.resize(50 * 1024 * 1024, b'a');
    content.extend_from_slice(br#"", "pieces": []}"#);
    let path = dir.write("huge.json", content);
    let out = eldorado(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let size = std::fs::metadata(&path).unwrap().len();
    let expected = format!(
        "error: the file is {size} bytes, more than the 1048576-byte limit for a course file"
    );
    assert!(stdout(&out).contains(&expected), "{}", stdout(&out));
}

#[test]
fn a_duplicated_piece_is_an_invalid_course() {
    let dir = TempDir::new("dup");
    let good = std::fs::read_to_string(official("first-course")).unwrap();
    let dup = good.replacen(
        r#"{"piece": "B", "rotation": 0, "q": 0, "r": 0},"#,
        r#"{"piece": "B", "rotation": 0, "q": 0, "r": 0}, {"piece": "B", "rotation": 0, "q": 40, "r": 0},"#,
        1,
    );
    let path = dir.write("dup.json", dup);
    let out = eldorado(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("piece B is placed 2 times, but the game has only one"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn missing_files_exit_2_and_win_over_invalid_ones() {
    let out = eldorado(&["check", "/definitely/not/here.json", &official("home-stretch")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stdout(&out).contains(
            "/definitely/not/here.json: error: cannot read /definitely/not/here.json: No such file"
        ),
        "{}",
        stdout(&out)
    );
    let out = eldorado(&["check", "--json", "/definitely/not/here.json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["results"][0]["status"], "error");
}

#[test]
fn catalog_json_uses_the_reference_field_names() {
    let out = eldorado(&["catalog", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let pieces = v["pieces"].as_array().unwrap();
    assert_eq!(pieces.len(), 20);
    let c = pieces.iter().find(|p| p["id"] == "C").unwrap();
    assert_eq!(c["physical_piece"], "C/D");
    assert_eq!(c["other_side"], "D");
    assert_eq!(c["kind"], "terrain");
    assert_eq!(c["spaces"].as_array().unwrap().len(), 37);
    let first = &c["spaces"][0];
    assert_eq!((first["q"].as_i64(), first["r"].as_i64()), (Some(0), Some(-3)));
    let centre =
        c["spaces"].as_array().unwrap().iter().find(|s| s["q"] == 0 && s["r"] == 0).unwrap();
    assert_eq!(centre["terrain"], "mountain");
    assert_eq!(centre["cave"], true);
    assert!(centre["power"].is_null());
    let a = pieces.iter().find(|p| p["id"] == "A").unwrap();
    let starts: Vec<i64> =
        a["spaces"].as_array().unwrap().iter().filter_map(|s| s["start"].as_i64()).collect();
    assert_eq!(starts, [1, 2, 3, 4]);
    let f = pieces.iter().find(|p| p["id"] == "finish-jungle").unwrap();
    assert_eq!(f["corner_notch"], serde_json::json!({"q": -1, "r": 1}));
    assert!(f["spaces"].as_array().unwrap().iter().all(|s| s["finish"] == true));
    let b: Vec<(i64, String, i64)> = v["blockades"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["number"].as_i64().unwrap(),
                b["terrain"].as_str().unwrap().to_string(),
                b["power"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(b[5], (6, "rubble".to_string(), 2));
}

#[test]
fn save_then_load_gives_identical_bytes() {
    // Loading an official file and saving it again through the library gives the same bytes.
    let dir = TempDir::new("roundtrip");
    for name in OFFICIAL {
        let original = std::fs::read(official(name)).unwrap();
        let course =
            eldorado_formats::course_file::parse(std::str::from_utf8(&original).unwrap()).unwrap();
        let path = dir.0.join(format!("{name}.json"));
        eldorado_formats::course_file::save(&course, &path).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), original, "{name}");
        let again = eldorado_formats::course_file::load(&path).unwrap();
        assert_eq!(again, course);
    }
}

/// Both sides of a piece, each placed twice: each side is named once, with how
/// often it is placed.
#[test]
fn both_sides_placed_twice_are_each_named_once() {
    let dir = TempDir::new("sides-twice");
    let text = std::fs::read_to_string(official("first-course")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let pieces = v["pieces"].as_array_mut().unwrap();
    for (side, q) in [("A", 40), ("B", 60), ("A", 80), ("B", 100)] {
        pieces.push(serde_json::json!({"piece": side, "rotation": 0, "q": q, "r": 40}));
    }
    pieces.retain(|p| {
        !matches!(p["piece"].as_str(), Some("A" | "B")) || p["q"].as_i64().unwrap() >= 40
    });
    let path = dir.write("twice.json", v.to_string());
    let o = eldorado(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("sides A and B are both used (A 2 times, B 2 times), but they are the two sides of one physical piece"),
        "{}",
        stdout(&o)
    );
}
