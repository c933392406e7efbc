//! Hostile inputs, each with the exact message a user gets. Every entry point
//! that reads a course (check, analyze, simulate, export) or a share code
//! (import) must answer with one sentence saying what is wrong and where, exit
//! with code 2, never panic or hang, and leave the user's files alone.
//!
//! To add a case, add a line to a table: the input and the message expected.

use crate::common::{eldorado, s, scratch};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn piece(fields: &str) -> String {
    format!(r#"{{"format": "eldorado-course", "version": 1, "pieces": [{{{fields}}}]}}"#)
}

/// (file name, content, the message after "FILE: error: ").
fn hostile_course_files() -> Vec<(&'static str, Vec<u8>, String)> {
    let deep_top = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let deep_inner = format!(
        r#"{{"format": "eldorado-course", "version": 1, "notes": {}{}}}"#,
        "[".repeat(50_000),
        "]".repeat(50_000)
    );
    let many = format!(
        r#"{{"format": "eldorado-course", "version": 1, "pieces": [{}]}}"#,
        (0..40)
            .map(|i| format!(r#"{{"piece": "A", "rotation": 0, "q": {}, "r": 0}}"#, i * 10))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let huge_notes = format!(
        r#"{{"format": "eldorado-course", "version": 1, "notes": "{}", "pieces": []}}"#,
        "x".repeat(30_000)
    );
    let long_id =
        piece(&format!(r#""piece": "{}", "rotation": 0, "q": 0, "r": 0"#, "Z".repeat(900_000)));
    let long_key = piece(&format!(
        r#""piece": "A", "rotation": 0, "q": 0, "r": 0, "{}": 1"#,
        "k".repeat(900_000)
    ));
    let blockade = |value: &str| {
        format!(r#"{{"format": "eldorado-course", "version": 1, "pieces": [], "blockades": [{{"between": ["A", "C"], "blockade": {value}}}]}}"#).into_bytes()
    };
    vec![
        ("empty.json", b"".to_vec(), "the file is not valid JSON: EOF while parsing a value (line 1, column 0)".into()),
        (
            "truncated.json",
            br#"{"format": "eldorado-course", "version": 1, "pieces": ["#.to_vec(),
            "the file is not valid JSON: EOF while parsing a list (line 1, column 55)".into(),
        ),
        (
            "binary.json",
            vec![0x80, 0xfe, b'{', b'}'],
            "the file is not UTF-8 text (bad byte at offset 0); a course file is JSON text".into(),
        ),
        // Notepad's "Unicode" and its kin are named, with what to do.
        (
            "utf-16.json",
            [0xFF, 0xFE].into_iter().chain(piece(r#""piece": "A", "rotation": 0, "q": 0, "r": 0"#).encode_utf16().flat_map(u16::to_le_bytes)).collect(),
            "the file is UTF-16 text, not UTF-8 (save it again as UTF-8); a course file is JSON text".into(),
        ),
        (
            "utf-16be-no-bom.json",
            piece(r#""piece": "A", "rotation": 0, "q": 0, "r": 0"#).encode_utf16().flat_map(u16::to_be_bytes).collect(),
            "the file is UTF-16 text, not UTF-8 (save it again as UTF-8); a course file is JSON text".into(),
        ),
        (
            "utf-32.json",
            piece(r#""piece": "A", "rotation": 0, "q": 0, "r": 0"#).chars().flat_map(|c| (c as u32).to_le_bytes()).collect(),
            "the file is UTF-32 text, not UTF-8 (save it again as UTF-8); a course file is JSON text".into(),
        ),
        (
            "a-list.json",
            b"[1, 2]".to_vec(),
            r#"this is not an El Dorado course file: the top level must be a JSON object with "format": "eldorado-course""#.into(),
        ),
        (
            "other-format.json",
            br#"{"format": "tiled-map", "version": 1}"#.to_vec(),
            r#"this is not an El Dorado course file: "format" is "tiled-map", expected "eldorado-course""#.into(),
        ),
        (
            "newer.json",
            br#"{"format": "eldorado-course", "version": 2, "rivers": "wide"}"#.to_vec(),
            "the file was written by a newer version of the course format (version 2); this program reads version 1 and older, so update it to open this file".into(),
        ),
        (
            "version-0.json",
            br#"{"format": "eldorado-course", "version": 0, "pieces": []}"#.to_vec(),
            "version: 0 is not a format version; versions start at 1".into(),
        ),
        (
            "unknown-piece.json",
            piece(r#""piece": "Z", "rotation": 0, "q": 0, "r": 0"#).into_bytes(),
            r#"pieces[0].piece: there is no piece "Z"; the known pieces are A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, finish-jungle, finish-river"#.into(),
        ),
        (
            "rotation-9.json",
            piece(r#""piece": "A", "rotation": 9, "q": 0, "r": 0"#).into_bytes(),
            "pieces[0].rotation: rotation 9 is out of range; it must be 0 to 5 (steps of 60° clockwise)".into(),
        ),
        (
            "far-away.json",
            piece(r#""piece": "A", "rotation": 0, "q": 1000000000, "r": 0"#).into_bytes(),
            "pieces[0].q: q = 1000000000 is outside the allowed range -1000 to 1000".into(),
        ),
        (
            "fraction.json",
            piece(r#""piece": "A", "rotation": 0, "q": 1.5, "r": 0"#).into_bytes(),
            "pieces[0].q: expected a whole number, found 1.5 (line 1, column 93)".into(),
        ),
        (
            "huge-number.json",
            piece(r#""piece": "A", "rotation": 0, "q": 0, "r": 99999999999999999999999"#).into_bytes(),
            "pieces[0].r: 1e23 is far outside any allowed range (line 1, column 121)".into(),
        ),
        (
            "negative-rotation.json",
            piece(r#""piece": "A", "rotation": -1, "q": 0, "r": 0"#).into_bytes(),
            "pieces[0].rotation: rotation -1 is out of range; it must be 0 to 5 (steps of 60° clockwise)".into(),
        ),
        (
            "unknown-field.json",
            piece(r#""piece": "A", "rotation": 0, "q": 0, "r": 0, "colour": "red""#).into_bytes(),
            "pieces[0].colour: there is no field \"colour\"; the fields are \"piece\", \"rotation\", \"q\", \"r\", \"extra_caves\", \"removed_caves\" (line 1, column 109)"
                .into(),
        ),
        (
            "duplicate-key.json",
            br#"{"format": "eldorado-course", "version": 1, "pieces": [], "pieces": []}"#.to_vec(),
            "the course: the key \"pieces\" is given twice (line 1, column 66)".into(),
        ),
        (
            "duplicate-inner-key.json",
            piece(r#""piece": "A", "rotation": 0, "q": 0, "r": 0, "q": 1"#).into_bytes(),
            "pieces[0]: the key \"q\" is given twice (line 1, column 104)".into(),
        ),
        (
            "bad-blockade.json",
            br#"{"format": "eldorado-course", "version": 1, "pieces": [], "blockades": [{"between": ["A", "C"], "blockade": 8}]}"#.to_vec(),
            "blockades[0].blockade: there is no blockade 8; blockades are numbered 1 to 6".into(),
        ),
        // Each message names the field in the user's terms and quotes a short excerpt.
        (
            "duplicate-version.json",
            br#"{"format": "eldorado-course", "version": 1, "version": 1, "pieces": []}"#.to_vec(),
            "the course: the key \"version\" is given twice (line 1, column 53)".into(),
        ),
        (
            "duplicate-format.json",
            br#"{"format": "eldorado-course", "format": "eldorado-course", "version": 1, "pieces": []}"#.to_vec(),
            "the course: the key \"format\" is given twice (line 1, column 38)".into(),
        ),
        (
            "null-version.json",
            br#"{"format": "eldorado-course", "version": null, "pieces": []}"#.to_vec(),
            "version: the version is null; it must be a whole number, the format version (1 for this program)".into(),
        ),
        (
            "blockade-true.json",
            blockade("true"),
            r#"blockades[0].blockade: expected a blockade number 1 to 6 or "random", found true (line 1, column 112)"#.into(),
        ),
        ("blockade-fraction.json", blockade("2.5"), "blockades[0].blockade: expected a whole number, found 2.5 (line 1, column 111)".into()),
        (
            "coordinate-2-63.json",
            piece(r#""piece": "A", "rotation": 0, "q": 9223372036854775808, "r": 0"#).into_bytes(),
            "pieces[0].q: q = 9223372036854775808 is outside the allowed range -1000 to 1000".into(),
        ),
        (
            "cave-2-63.json",
            piece(r#""piece": "A", "rotation": 0, "q": 0, "r": 0, "extra_caves": [{"q": 9223372036854775808, "r": 0}]"#).into_bytes(),
            "pieces[0].extra_caves: (9223372036854775808, 0) is far outside the piece; cave positions are local to the piece".into(),
        ),
        (
            "long-piece-id.json",
            long_id.into_bytes(),
            format!(
                r#"pieces[0].piece: there is no piece "{}…"; the known pieces are A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, finish-jungle, finish-river"#,
                "Z".repeat(40)
            ),
        ),
        (
            "long-key.json",
            long_key.into_bytes(),
            format!(
                "pieces[0].{}…: there is no field \"{}…\"; the fields are \"piece\", \"rotation\", \"q\", \"r\", \"extra_caves\", \"removed_caves\" (line 1, column 900103)",
                "k".repeat(40),
                "k".repeat(40)
            ),
        ),
        ("deep-top.json", deep_top.into_bytes(), "the file is not valid JSON: the JSON is nested too deeply (line 1, column 128)".into()),
        ("deep-inside.json", deep_inner.into_bytes(), "notes: expected text, found a list (line 1, column 53)".into()),
        ("too-many-pieces.json", many.into_bytes(), "pieces: 40 pieces is more than the limit of 32".into()),
        ("long-notes.json", huge_notes.into_bytes(), "notes: the notes are longer than 20000 characters".into()),
        (
            "too-big.json",
            vec![b' '; 2_000_000],
            "the file is 2000000 bytes, more than the 1048576-byte limit for a course file".into(),
        ),
    ]
}

#[test]
fn hostile_course_files_get_one_exact_sentence_from_every_command() {
    let dir = scratch("files");
    for (name, content, expect) in hostile_course_files() {
        let path = dir.join(name);
        std::fs::write(&path, &content).unwrap();
        // `check` prints "FILE: error: MESSAGE" and nothing else.
        let o = eldorado(&["check", s(&path)]);
        assert_eq!(o.status.code(), Some(2), "{name}");
        assert_eq!(text(&o.stdout), format!("{}: error: {expect}\n", path.display()), "{name}");
        assert_eq!(text(&o.stderr), "", "{name}");
        // The other commands that read a course say the same, in one line.
        let out = dir.join("out.svg");
        for args in [
            vec!["analyze", s(&path)],
            vec!["simulate", s(&path), "--games", "1"],
            vec!["export", s(&path), "--format", "svg", "-o", s(&out)],
        ] {
            let o = eldorado(&args);
            assert_eq!(o.status.code(), Some(2), "{name}: {args:?}");
            let said = format!("{}{}", text(&o.stdout), text(&o.stderr));
            assert!(said.contains(&expect), "{name}: {args:?} said {said}");
            assert_eq!(said.trim_end().lines().count(), 1, "{name}: {args:?} said {said}");
            assert!(!out.exists(), "{name}: {args:?} wrote an export");
        }
        // The file itself is left as it was.
        assert_eq!(std::fs::read(&path).unwrap(), content, "{name}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A share code around a chosen body, with a correct checksum, so that the
/// decoder's checks beyond the checksum are reached.
fn sealed(flags: u8, stored: &[u8]) -> String {
    let mut bytes = vec![flags];
    bytes.extend_from_slice(stored);
    let mut h = crc32fast::Hasher::new();
    h.update(b"ED1");
    h.update(&bytes);
    bytes.extend_from_slice(&h.finalize().to_be_bytes());
    format!("ED1.{}", URL_SAFE_NO_PAD.encode(&bytes))
}

/// (what it is, the code, the message after "eldorado: ").
fn hostile_share_codes() -> Vec<(&'static str, String, String)> {
    let bomb = miniz_oxide::deflate::compress_to_vec(&vec![0u8; 10_000_000], 10);
    // Body: piece count, pieces, cave-change count, caves, blockade count, blockades, three strings.
    vec![
        ("empty", String::new(), r#"this is not an El Dorado share code: it should start with "ED1.""#.into()),
        ("a web address", "https://example.com/ED1.abc".into(), r#"this is not an El Dorado share code: it should start with "ED1.""#.into()),
        ("prefix only", "ED1.".into(), "the share code is damaged: it is too short; copy it again in full".into()),
        (
            "a stray character",
            "ED1.AAAA%AAA".into(),
            "the share code contains '%', which is not a share code character; it may have been cut or changed while copying".into(),
        ),
        (
            "a newer version",
            "ED2.AAAAAAAA".into(),
            "this share code was made by a newer version of the program (share code version 2); this program reads version 1, so update it to open the code".into(),
        ),
        ("a changed letter", "ED1.AAAAAAAAAAAAAAAA".into(), "the share code is damaged: its checksum does not match; copy it again in full".into()),
        (
            "too long",
            format!("ED1.{}", "A".repeat(125_000)),
            "this share code is 125004 characters long, more than the 120000 a share code may have".into(),
        ),
        (
            "a zip bomb",
            sealed(1, &bomb),
            "the share code does not hold a valid course: it unpacks to more than the 131072 bytes a course can take".into(),
        ),
        (
            "a billion pieces",
            sealed(0, &[0x80, 0x94, 0xeb, 0xdc, 0x03]),
            "the share code does not hold a valid course: it lists 1000000000 pieces, more than the limit of 32".into(),
        ),
        ("an unknown piece", sealed(0, &[1, 31 << 3, 0, 0, 0, 0, 0, 0, 0]), "the share code does not hold a valid course: piece number 31 does not exist".into()),
        (
            "a piece far away",
            sealed(0, &[1, 0, 0xfe, 0xff, 0xff, 0xff, 0x0f, 0, 0, 0, 0, 0, 0]),
            "the share code does not hold a valid course: piece A lies outside the allowed range of coordinates".into(),
        ),
        ("cut short", sealed(0, &[2, 0, 0, 0]), "the share code is damaged: it ends too early; copy it again in full".into()),
        ("extra data", sealed(0, &[0, 0, 0, 0, 0, 0, 9, 9]), "the share code is damaged: it has extra data at the end; copy it again in full".into()),
        (
            "a name that is not text",
            sealed(0, &[0, 0, 0, 2, 0xc3, 0x28, 0, 0]),
            "the share code does not hold a valid course: the name is not valid text".into(),
        ),
    ]
}

#[test]
fn hostile_share_codes_get_one_exact_sentence_and_write_nothing() {
    let dir = scratch("codes");
    let out = dir.join("c.json");
    for (what, code, expect) in hostile_share_codes() {
        let o = eldorado(&["import", &code, "-o", s(&out)]);
        assert_eq!(o.status.code(), Some(2), "{what}");
        assert_eq!(text(&o.stderr), format!("eldorado: {expect}\n"), "{what}");
        assert_eq!(text(&o.stdout), "", "{what}");
        assert!(!out.exists(), "{what}: a file was written");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
