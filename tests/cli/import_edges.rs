//! `eldorado import --from durango|shlomoalon` at the edges: numbers at the
//! ends of their types refused with the reader's sentence (never read as 0,
//! never written and then refused by `check`), valid input that other tools
//! write accepted (a byte-order mark, JSON surrogate pairs, numbers written
//! `1.7e+1`, a file name that is not UTF-8), messages that quote at most 40
//! characters, and the ShlomoAlon export safe to inline in a web page.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{eldorado, s, scratch, stderr, stdout};
use eldorado_core::course::Course;
use eldorado_formats::course_file;

const DURANGO_FIRST: &str =
    "board,rotation,q,r\nB,2,0,0\nC,5,7,-3\nN,2,11,0\nI,2,14,4\nK,0,21,0\nZ,0,25,-4\n";

/// ShlomoAlon's Winding Paths with `{q}` for the second board's q (7).
fn winding(q: &str) -> String {
    format!(
        "{{id:'winding', name:'Winding Paths', p:[['B',0,0,2],['I',{q},-3,4],['F',11,0,4],['G',8,7,2],['C',15,4,1],['N',19,7,5]], e:[23,7], s:'w'}}"
    )
}

/// Imports `content` (written to a file named `name`) and returns the exit
/// code, standard error and the course written, if any.
fn import(
    dir: &Path,
    name: &str,
    program: &str,
    content: &[u8],
) -> (Option<i32>, String, Option<Course>) {
    let file = dir.join(name);
    std::fs::write(&file, content).unwrap();
    let out = dir.join(format!("{name}.course.json"));
    let _ = std::fs::remove_file(&out);
    let o = eldorado(&["import", s(&file), "--from", program, "-o", s(&out)]);
    let course = out.exists().then(|| course_file::load(&out).expect("what import writes, loads"));
    (o.status.code(), stderr(&o), course)
}

#[test]
fn numbers_at_the_ends_of_their_types_are_refused_not_wrapped() {
    let dir = scratch("edge-numbers");
    let range = "must be a whole number from -1000 to 1000, not";
    for (q, shown) in [
        ("-2147483648", "\"-2147483648\""),
        ("2147483647", "\"2147483647\""),
        ("-9223372036854775808", "\"-9223372036854775808\""),
        ("1001", "\"1001\""),
    ] {
        let csv = DURANGO_FIRST.replace("C,5,7,-3", &format!("C,5,{q},-3"));
        let (code, err, course) = import(&dir, "edge.csv", "durango", csv.as_bytes());
        assert_eq!(code, Some(2), "{q}: {err}");
        assert_eq!(
            err,
            format!("eldorado: {}: line 3: q {range} {shown}\n", s(&dir.join("edge.csv")))
        );
        assert!(course.is_none(), "{q}: nothing is written");
    }
    for (q, shown) in [
        ("-9223372036854775808", "-9223372036854775808"),
        ("9223372036854775807", "9223372036854775807"),
        ("-2147483648", "-2147483648"),
        ("18446744073709551616", "1.8446744073709552e+19"),
        ("1e300", "1e+300"),
        ("7.5", "7.5"),
    ] {
        let (code, err, course) = import(&dir, "edge.js", "shlomoalon", winding(q).as_bytes());
        assert_eq!(code, Some(2), "{q}: {err}");
        assert_eq!(
            err,
            format!("eldorado: {}: p[1]: q {range} {shown}\n", s(&dir.join("edge.js")))
        );
        assert!(course.is_none(), "{q}: nothing is written");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn valid_input_from_other_tools_is_read() {
    let dir = scratch("valid-input");
    // A spreadsheet's byte-order mark before the CSV, with Windows line ends.
    let csv = format!("\u{feff}{}", DURANGO_FIRST.replace('\n', "\r\n"));
    let (code, err, course) = import(&dir, "bom.csv", "durango", csv.as_bytes());
    assert_eq!(code, Some(0), "{err}");
    let plain = import(&dir, "plain.csv", "durango", DURANGO_FIRST.as_bytes()).2.unwrap();
    assert_eq!(course.unwrap().pieces, plain.pieces);

    // Every field quoted, as a spreadsheet may save it.
    let quoted: String = DURANGO_FIRST
        .lines()
        .map(|l| l.split(',').map(|f| format!("\"{f}\"")).collect::<Vec<_>>().join(",") + "\n")
        .collect();
    let (code, err, course) = import(&dir, "quoted.csv", "durango", quoted.as_bytes());
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(course.unwrap().pieces, plain.pieces);
    // Our own course file and an overlay, saved by an editor that adds a byte-order mark.
    let first = std::fs::read_to_string(crate::common::official("first-course")).unwrap();
    let bom_course = dir.join("bom-course.json");
    std::fs::write(&bom_course, format!("\u{feff}{first}")).unwrap();
    let o = eldorado(&["check", s(&bom_course)]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let overlay = dir.join("bom-overlay.json");
    std::fs::write(&overlay, "\u{feff}{\"routes\": []}").unwrap();
    let o = eldorado(&["export", s(&bom_course), "--format", "svg", "--overlay", s(&overlay)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    // Numbers as JavaScript may write them, a byte-order mark, and a name
    // with a character outside the first plane as JSON escapes it.
    let reference = import(&dir, "winding.js", "shlomoalon", winding("7").as_bytes()).2.unwrap();
    for q in ["7.0", "7e0", "0.7e+1", "70e-1", "0x7", "+7", "7."] {
        let (code, err, course) = import(&dir, "q.js", "shlomoalon", winding(q).as_bytes());
        assert_eq!(code, Some(0), "{q}: {err}");
        assert_eq!(course.unwrap().pieces, reference.pieces, "{q}");
    }
    let json = r#"{"name": "Winding \ud83d\ude00", "p": [["B",0,0,2],["I",7,-3,4],["F",11,0,4],["G",8,7,2],["C",15,4,1],["N",19,7,5]], "e": [23,7], "s": "w"}"#;
    let (code, err, course) =
        import(&dir, "pair.json", "shlomoalon", format!("\u{feff}{json}").as_bytes());
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(course.unwrap().name, "Winding 😀");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `import` takes a file name that is not UTF-8, as `check`, `export` and `generate` do.
#[cfg(unix)]
#[test]
fn a_file_name_that_is_not_utf8_is_read() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("non-utf8");
    let name = std::ffi::OsStr::from_bytes(b"caf\xe9.csv");
    let file: PathBuf = dir.join(name);
    std::fs::write(&file, DURANGO_FIRST).unwrap();
    let out = dir.join("out.json");
    let o = Command::new(env!("CARGO_BIN_EXE_eldorado"))
        .arg("import")
        .arg(&file)
        .args(["--from", "durango", "-o", s(&out)])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(course_file::load(&out).unwrap().name, "caf\u{fffd}", "named after the file");
    let check =
        Command::new(env!("CARGO_BIN_EXE_eldorado")).arg("check").arg(&file).output().unwrap();
    assert_eq!(check.status.code(), Some(2), "a CSV is not a course file, but the name is taken");
    // Without --from, such a name cannot be a share code: said so, with the way out.
    let o = Command::new(env!("CARGO_BIN_EXE_eldorado"))
        .arg("import")
        .arg(&file)
        .args(["-o", s(&out), "--force"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("is not a share code") && stderr(&o).contains("--from durango"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn messages_quote_at_most_forty_characters() {
    let dir = scratch("cut-messages");
    let cut = |c: char| format!("{}…", c.to_string().repeat(40));
    // A durango field of 100 KB and a board name of 10 KB.
    let csv = DURANGO_FIRST.replace("C,5,7,-3", &format!("C,5,{},-3", "7".repeat(100_000)));
    let (code, err, _) = import(&dir, "long.csv", "durango", csv.as_bytes());
    assert_eq!(code, Some(2));
    assert!(
        err.ends_with(&format!(
            "line 3: q must be a whole number from -1000 to 1000, not \"{}\"\n",
            cut('7')
        )),
        "{err}"
    );
    let csv = DURANGO_FIRST.replace("C,5,7,-3", &format!("{},5,7,-3", "Q".repeat(10_000)));
    let (_, err, _) = import(&dir, "long.csv", "durango", csv.as_bytes());
    assert!(err.contains(&format!("no board \"{}\"", cut('Q'))), "{err}");
    // A ShlomoAlon number of 500 KB, and words where values should be.
    let (code, err, _) =
        import(&dir, "long.js", "shlomoalon", winding(&"9".repeat(500_000)).as_bytes());
    assert_eq!(code, Some(2));
    assert!(err.contains(&format!("\"{}\" is too large a number", cut('9'))), "{err}");
    let (_, err, _) =
        import(&dir, "long.js", "shlomoalon", winding(&"x".repeat(100_000)).as_bytes());
    assert!(err.contains(&format!("\"{}\" is not a value", cut('x'))), "{err}");
    for (_, err, _) in [
        import(&dir, "a.csv", "durango", csv.as_bytes()),
        import(&dir, "b.js", "shlomoalon", winding(&"9".repeat(500_000)).as_bytes()),
    ] {
        assert!(err.len() < 400, "{} bytes: {}", err.len(), &err[..400.min(err.len())]);
    }
    // The command line's own values: a piece list, a band, a bot, a number.
    let long = "Z".repeat(10_000);
    for args in [
        vec!["generate", "--pieces", &long],
        vec!["generate", "--band", &long],
        vec!["generate", "--rounds", &long],
        vec!["simulate", "x.json", "--bots", &long],
        vec!["simulate", "x.json", "--games", &long],
        vec!["export", "x.json", "--format", &long],
    ] {
        let o = eldorado(&args);
        assert_eq!(o.status.code(), Some(2), "{:?}", &args[..2]);
        let err = stderr(&o);
        assert!(err.contains(&cut('Z')), "{:?}: {}", &args[..2], &err[..300.min(err.len())]);
        assert!(err.len() < 1000, "{:?}: {} bytes", &args[..2], err.len());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_shlomoalon_export_cannot_close_the_script_it_is_pasted_into() {
    let dir = scratch("script-safe");
    let mut course = eldorado_core::course::official::course("winding-paths").unwrap();
    course.name = "</script><script>alert(1)</script>\u{2028}".into();
    let file = dir.join("c.json");
    course_file::save(&course, &file).unwrap();
    for format in ["shlomoalon", "client-json"] {
        let o = eldorado(&["export", s(&file), "--format", format]);
        assert_eq!(o.status.code(), Some(0), "{format}: {}", stderr(&o));
        let text = stdout(&o);
        assert!(
            !text.contains("</") && !text.contains('<') && !text.contains('\u{2028}'),
            "{format}: {text}"
        );
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["name"], course.name.as_str(), "{format}: the same JSON");
    }
    // And it reads back, name and all.
    let o = eldorado(&["export", s(&file), "--format", "shlomoalon", "-o", s(&dir.join("w.json"))]);
    assert_eq!(o.status.code(), Some(0));
    let (code, err, back) =
        import(&dir, "w.json", "shlomoalon", &std::fs::read(dir.join("w.json")).unwrap());
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(back.unwrap().name, course.name);
    std::fs::remove_dir_all(&dir).unwrap();
}
