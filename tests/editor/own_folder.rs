//! The editor's own folder as the window shows it: start-up notices stay in
//! the status bar, each with an OK, until read; a recent file that is a FIFO
//! opens without freezing the window; names from the settings are cut and
//! escaped in the File menu.

use std::io::Write;
use std::time::{Duration, Instant};

use egui::vec2;
use egui_kittest::kittest::Queryable;
use eldorado::app::Start;

use crate::harness::editor_with;

#[test]
fn start_up_notices_wait_in_the_status_bar_until_read() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.json"), "{ not json").unwrap();
    std::fs::write(dir.path().join("autosave-dead.json"), "{").unwrap();
    let mut h = editor_with(
        Start::Official("first-course"),
        Some(dir.path().to_path_buf()),
        vec2(1400.0, 900.0),
    );
    h.run();
    assert_eq!(h.state().session().kept_notices().len(), 2);
    assert!(h.query_by_label("(1 of 2)").is_some(), "how many wait is shown");
    for left in [1, 0] {
        h.get_by_label("OK").click();
        h.run();
        assert_eq!(h.state().session().kept_notices().len(), left);
    }
    assert!(h.query_by_label("OK").is_none());
}

#[test]
fn a_recent_file_that_is_a_fifo_opens_without_freezing_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("shared.json");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let long = format!("{}\u{1b}[2J.json", "n".repeat(200));
    let settings = serde_json::json!({
        "recent": [fifo, dir.path().join(&long)],
        "last_file": null,
    });
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    std::fs::write(data.join("settings.json"), settings.to_string()).unwrap();
    let mut h = editor_with(Start::Official("first-course"), Some(data), vec2(1400.0, 900.0));
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Open recent").click();
    h.run();
    // The long name with a terminal escape is listed cut and escaped.
    let shown = eldorado_editor_model::shown::file_name(std::path::Path::new(&long));
    assert!(shown.contains('…') && shown.contains("\\u{1b}"), "{shown}");
    assert!(h.query_by_label(&shown).is_some(), "{shown}");
    let t = Instant::now();
    h.get_by_label("shared.json").click();
    h.run();
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}: the window froze", t.elapsed());
    let notice = h.state().session().notice().unwrap().text.clone();
    assert!(notice.starts_with("Opening ") && notice.contains("a FIFO"), "{notice}");
    // The course arrives; the next frames open it.
    let text = eldorado_formats::course_file::to_json(
        &eldorado_core::course::official::course("serpentine").unwrap(),
    );
    std::fs::File::create(&fifo).unwrap().write_all(text.as_bytes()).unwrap();
    for _ in 0..100 {
        if h.state().session().opening().is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
        h.step();
    }
    h.run();
    assert_eq!(h.state().document().course().name, "Serpentine");
}
