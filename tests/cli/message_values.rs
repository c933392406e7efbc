//! What messages quote and what refusals leave: every value is cut where
//! the message is made (whatever quotes it holds), numbers are said short,
//! imports say what they were given, a refused `generate -o` leaves no
//! folder behind, and a window that cannot open is said at once, in the
//! user's terms.

use std::time::{Duration, Instant};

use crate::common::{command, eldorado, official, s, scratch, stderr};

/// A long value holding the quotes a message might use itself.
fn hostile() -> String {
    format!("it's `a` \"b\" {}", "x'".repeat(5000))
}

#[test]
fn typed_values_are_cut_whatever_quotes_they_hold() {
    let v = hostile();
    let first = official("first-course");
    let cases: Vec<Vec<&str>> = vec![
        vec!["generate", "--players", &v],
        vec!["generate", "--blockades", &v],
        vec!["generate", "--budget", &v],
        vec!["generate", "--band", &v],
        vec!["generate", "--rounds", &v],
        vec!["export", &first, "--size", &v],
        vec!["export", &first, "--scale", &v],
        vec!["export", &first, "--format", &v],
        vec!["simulate", &first, "--games", &v],
        vec!["simulate", &first, "--bots", &v],
        vec!["import", "x", "-o", "y", "--from", &v],
        vec![&v],
    ];
    for args in cases {
        let o = eldorado(&args);
        assert_eq!(o.status.code(), Some(2), "{:?}", &args[..args.len().min(3)]);
        let err = stderr(&o);
        assert!(
            err.len() < 600,
            "{:?}: {} bytes: {}",
            &args[..2],
            err.len(),
            &err[..300.min(err.len())]
        );
        assert!(err.contains('…'), "{:?}: {err}", &args[..2]);
    }
    // A value with terminal escapes is shown escaped, cut as any other.
    let o = eldorado(&["generate", "--players", "\u{1b}[2J\u{1b}]0;owned\u{7}"]);
    let err = stderr(&o);
    assert!(!err.contains('\u{1b}') && err.contains("\\u{1b}[2J"), "{err}");
}

#[test]
fn numbers_are_said_short() {
    let dir = scratch("message-numbers");
    let course = dir.join("c.json");
    let text = std::fs::read_to_string(official("first-course")).unwrap();
    for (number, said) in [("1e300", "1e300"), ("-1e23", "-1e23"), ("2.5e-300", "2.5e-300")] {
        std::fs::write(&course, text.replacen("\"q\": 0", &format!("\"q\": {number}"), 1)).unwrap();
        let o = eldorado(&["check", s(&course)]);
        let out = crate::common::stdout(&o);
        assert!(out.contains(said) && out.len() < 300, "{number}: {out}");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn imports_say_what_they_were_given() {
    let dir = scratch("message-imports");
    let csv = dir.join("layout.csv");
    std::fs::write(&csv, b"board,rotation,q,r\n\xff\xfeB,0,0,0\n").unwrap();
    let out = dir.join("out.json");
    let o = eldorado(&["import", s(&csv), "--from", "durango", "-o", s(&out)]);
    assert_eq!(
        stderr(&o),
        format!(
            "eldorado: {}: the file is not UTF-8 text (bad byte at offset 19); a durango layout is CSV text\n",
            s(&csv)
        )
    );
    let js = dir.join("course.js");
    std::fs::write(&js, b"{\"p\": \"\xff\"}").unwrap();
    let o = eldorado(&["import", s(&js), "--from", "shlomoalon", "-o", s(&out)]);
    assert!(
        stderr(&o).contains("a ShlomoAlon course is JSON or JavaScript text"),
        "{}",
        stderr(&o)
    );
    // A file without --from: named as a file, and --from named.
    let o = eldorado(&["import", &official("first-course"), "-o", s(&out)]);
    let err = stderr(&o);
    assert!(err.contains("is an El Dorado course file already, which needs no import"), "{err}");
    assert!(err.contains("--from durango or --from shlomoalon"), "{err}");
    let o = eldorado(&["import", s(&csv), "-o", s(&out)]);
    assert_eq!(
        stderr(&o),
        format!(
            "eldorado: {} is a file, not a share code; to read another program's course file, add --from durango or --from shlomoalon\n",
            s(&csv)
        )
    );
    assert!(!out.exists());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_refused_generate_leaves_no_folder_behind() {
    let dir = scratch("message-generate-folders");
    let deep = dir.join("p").join("a").join("b");
    for refused in [vec!["--branches", "1000"], vec!["--pieces", "C", "--rounds", "60-70"]] {
        let mut args = vec!["generate", "-o", s(&deep), "-q"];
        args.extend(refused.iter().copied());
        let o = eldorado(&args);
        assert_eq!(o.status.code(), Some(1), "{refused:?}: {}", stderr(&o));
        assert!(!dir.join("p").exists(), "{refused:?}: p is left behind");
    }
    // A folder that was there before stays.
    std::fs::create_dir(dir.join("p")).unwrap();
    let o = eldorado(&["generate", "-o", s(&deep), "--branches", "1000"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(dir.join("p").is_dir() && !dir.join("p").join("a").exists());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_window_that_cannot_open_is_said_at_once_in_the_users_terms() {
    let no_display = |args: &[&str]| {
        command(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env_remove("WAYLAND_SOCKET")
            .env("HOME", std::env::temp_dir())
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap()
    };
    let started = Instant::now();
    let o = no_display(&["generate", "--open", "--budget", "3000"]);
    assert!(started.elapsed() < Duration::from_secs(10), "checked before the search");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "eldorado: --open shows the first course in the editor, but there is no display: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set; leave out --open (and add -o DIR to keep the courses as files)\n"
    );
    let o = no_display(&[]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.starts_with("eldorado: cannot open the editor window: there is no display"),
        "{err}"
    );
    assert!(!err.contains(".cargo") && !err.contains(".rs:"), "{err}");
}
