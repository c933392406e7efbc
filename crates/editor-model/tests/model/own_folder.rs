//! The editor's own data folder, driven through the Session as the window
//! drives it: nothing the editor opens by itself blocks (real FIFOs, and
//! links to them, named like locks, autosaves, the settings or the last
//! file), a file whose reading waits opens off the UI thread with a notice,
//! thousands of damaged autosaves are set aside in linear time with one
//! notice, every start-up notice is kept until read, and every text the
//! editor shows from a file is cut and escaped.

use std::io::Write;
use std::os::unix::fs::symlink;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use eldorado_core::course::{Edit, official};
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::persist::{Autosaves, Settings, load_settings_in};
use eldorado_editor_model::{Notice, Request, Session, Start, shown};
use eldorado_formats::course_file;

fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

/// The window's start: the settings read, the session made, the settings'
/// notice kept; within `limit`.
fn start_within(dir: &Path, start: Start, limit: Duration) -> Session {
    let t = Instant::now();
    let loaded = load_settings_in(eldorado_messages::Lang::English, dir);
    let mut s = Session::new(start, loaded.settings, Some(dir), None);
    if let Some(text) = loaded.notice {
        s.keep_notice(Notice::error(text));
    }
    assert!(t.elapsed() < limit, "{:?} to start", t.elapsed());
    s
}

fn kept(s: &Session) -> Vec<String> {
    s.kept_notices().iter().map(|n| n.text.clone()).collect()
}

#[test]
fn nothing_in_the_data_folder_blocks_start_up() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    mkfifo(&d.join("fifo"));
    mkfifo(&d.join("autosave-a.lock"));
    symlink(d.join("fifo"), d.join("autosave-b.lock")).unwrap();
    std::fs::write(d.join("autosave-b.json"), "{").unwrap();
    mkfifo(&d.join("autosave-c.json"));
    symlink(d.join("fifo"), d.join("autosave.json")).unwrap();
    mkfifo(&d.join("settings.json"));
    let s = start_within(d, Start::Official("first-course"), Duration::from_secs(3));
    let said = kept(&s).join(" | ");
    assert!(said.contains("The settings file"), "{said}");
    assert!(
        said.contains("3 sets of unsaved work from earlier sessions could not be restored"),
        "{said}"
    );
    assert!(!said.contains("Another editor is running"), "a FIFO is no running editor: {said}");
}

#[test]
fn a_last_file_that_is_a_fifo_opens_off_the_ui_thread() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("course.json");
    mkfifo(&fifo);
    let settings = Settings { last_file: Some(fifo.clone()), ..Settings::default() };
    let t = Instant::now();
    let mut s = Session::new(Start::LastSession, settings, None, None);
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    assert_eq!(s.opening(), Some(fifo.as_path()));
    let notice = s.notice().unwrap().text.clone();
    assert!(notice.starts_with("Opening ") && notice.contains("it is a FIFO"), "{notice}");
    // A program writes the course into the FIFO; it opens.
    let serpentine = official::course("serpentine").unwrap();
    let text = course_file::to_json(&serpentine);
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::File::create(&fifo).unwrap().write_all(text.as_bytes()))
    };
    s.finish_jobs();
    writer.join().unwrap().unwrap();
    assert_eq!(s.opening(), None);
    assert_eq!(*s.document().course(), serpentine);
    assert_eq!(s.document().path(), Some(fifo.as_path()));
    // Another FIFO opened with nobody writing: the window goes on, and the
    // notice says why it did not open. (The same one, open in its tab
    // already, would just be shown.)
    let other = dir.path().join("other.json");
    mkfifo(&other);
    let t = Instant::now();
    s.perform(Request::Open(other.clone()));
    assert!(t.elapsed() < Duration::from_secs(1));
    assert!(s.opening().is_some());
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "C".into() })));
    s.finish_jobs();
    let notice = s.notice().unwrap().text.clone();
    assert!(notice.contains("within 10 seconds"), "{notice}");
}

#[test]
fn a_file_read_after_the_course_changed_does_not_replace_it() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("c.json");
    mkfifo(&fifo);
    let mut s = Session::new(Start::Official("first-course"), Settings::default(), None, None);
    s.perform(Request::Open(fifo.clone()));
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "C".into() })));
    let edited = s.document().course().clone();
    let text = course_file::to_json(&official::course("serpentine").unwrap());
    let writer = std::thread::spawn(move || {
        std::fs::File::create(&fifo).unwrap().write_all(text.as_bytes())
    });
    s.finish_jobs();
    writer.join().unwrap().unwrap();
    assert_eq!(*s.document().course(), edited, "the work is kept");
    let notice = s.notice().unwrap().text.clone();
    assert!(notice.contains("the course changed meanwhile, so it was not replaced"), "{notice}");
}

#[test]
fn thousands_of_damaged_autosaves_are_set_aside_with_one_notice() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..3000 {
        std::fs::write(dir.path().join(format!("autosave-{i:04}.json")), "{ not json").unwrap();
    }
    // 3,000 took about 23 s when each searched for a free name from 1.
    let s = start_within(dir.path(), Start::Official("first-course"), Duration::from_secs(15));
    let said = kept(&s);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with("3,000 sets of unsaved work from earlier sessions could not be restored (the first: the autosave file is damaged: "),
        "{}",
        said[0]
    );
    assert!(
        said[0].ends_with("autosave.damaged-1.json to autosave.damaged-3000.json."),
        "{}",
        said[0]
    );
    assert!(said[0].chars().count() <= shown::SENTENCE_CHARS);
}

#[test]
fn start_up_notices_are_each_kept_until_read() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.json"), "{ not json").unwrap();
    std::fs::write(dir.path().join("autosave-dead.json"), "{").unwrap();
    let other_editor = Autosaves::claim(dir.path()).unwrap();
    let mut s = start_within(dir.path(), Start::Official("first-course"), Duration::from_secs(3));
    let said = kept(&s);
    assert_eq!(said.len(), 3, "{said:?}");
    assert!(said.iter().any(|t| t.starts_with("Another editor is running")), "{said:?}");
    assert!(said.iter().any(|t| t.starts_with("Unsaved work from an earlier session could not be restored: the autosave file is damaged: ") && t.contains("it was kept as ")), "{said:?}");
    assert!(said.iter().any(|t| t.starts_with("The settings file was damaged")), "{said:?}");
    // An edit and a notice said since do not take them away.
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "C".into() })));
    s.perform(Request::Select(vec!["B".into()]));
    s.perform(Request::CopySelection);
    assert!(s.notice().unwrap().text.starts_with("Copied"));
    s.perform(Request::NoticeRead);
    assert_eq!(s.kept_notices().len(), 3, "what is in front is not a kept notice");
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "D".into() })));
    for left in (0..3).rev() {
        assert_eq!(s.notice().map(|n| n.text.clone()), Some(kept(&s)[0].clone()));
        assert!(s.notice_is_kept());
        s.perform(Request::NoticeRead);
        assert_eq!(s.kept_notices().len(), left);
    }
    assert!(s.notice().is_none());
    drop(other_editor);
}

#[test]
fn texts_from_the_editors_files_are_cut_and_escaped() {
    let dir = tempfile::tempdir().unwrap();
    // A 200 KB settings value: quoted short.
    let paper = format!("{{\"paper\": \"{}\"}}", "x'\\\"`".repeat(40_000));
    std::fs::write(dir.path().join("settings.json"), &paper).unwrap();
    let loaded = load_settings_in(eldorado_messages::Lang::English, dir.path());
    let notice = loaded.notice.unwrap();
    assert!(notice.len() < 800, "{} bytes", notice.len());
    // Thousands of recent files: ten are kept; a name with control characters shows escaped.
    let recent: Vec<String> = (0..15_009).map(|i| format!("\"{i}\\u001b\\n\"")).collect();
    std::fs::write(
        dir.path().join("settings.json"),
        format!("\u{feff}{{\"recent\": [{}], \"blockade_seed\": 7.0}}", recent.join(", ")),
    )
    .unwrap();
    let loaded = load_settings_in(eldorado_messages::Lang::English, dir.path());
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.settings.recent.len(), 10);
    assert_eq!(loaded.settings.blockade_seed, 7);
    assert_eq!(shown::file_name(&loaded.settings.recent[0]), "0\\u{1b}\\n");
    // A key given twice in the settings: damaged, as any JSON file would be.
    std::fs::write(dir.path().join("settings.json"), "{\"paper\": \"a4\", \"paper\": \"a4\"}")
        .unwrap();
    assert!(
        load_settings_in(eldorado_messages::Lang::English, dir.path())
            .notice
            .unwrap()
            .starts_with("The settings file was damaged (it is not a settings file)")
    );
    // An autosave naming a 30,000-character path: the question stays short.
    let course = course_file::to_json(&official::course("serpentine").unwrap());
    let envelope = serde_json::json!({
        "format": "eldorado-autosave",
        "version": 1,
        "file": format!("/{}/\u{1b}]0;x\u{7}{}.json", "d".repeat(30_000), "n".repeat(300)),
        "course": course,
    });
    std::fs::write(dir.path().join("autosave-dead.json"), envelope.to_string()).unwrap();
    let _ = std::fs::remove_file(dir.path().join("settings.json"));
    let s = start_within(dir.path(), Start::Official("first-course"), Duration::from_secs(3));
    let q = s.question().expect("the work is offered back");
    assert!(q.text.chars().count() < 200, "{}", q.text);
    assert!(!q.text.contains('\u{1b}') && q.text.contains("\\u{1b}"), "{}", q.text);
}

/// A hundred data folders of seeded random hostile entries under the
/// editor's own names: start-up never waits, and every notice is one short,
/// escaped sentence.
#[test]
fn no_mix_of_hostile_entries_blocks_or_floods_start_up() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(38);
    let names = [
        "settings.json",
        "autosave.json",
        "autosave-a.json",
        "autosave-a.lock",
        "autosave-b.json",
        "autosave-b.lock",
    ];
    let valid = serde_json::json!({
        "format": "eldorado-autosave",
        "version": 1,
        "file": "/c/\u{1b}[2J\n.json",
        "course": course_file::to_json(&official::course("serpentine").unwrap()),
    })
    .to_string();
    for round in 0..100 {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        mkfifo(&d.join("fifo"));
        for name in names {
            let p = d.join(name);
            match rng.random_range(0..9) {
                0 => mkfifo(&p),
                1 => symlink(d.join("fifo"), &p).unwrap(),
                2 => symlink("/dev/zero", &p).unwrap(),
                3 => std::fs::write(&p, "{ not json").unwrap(),
                4 => std::fs::write(
                    &p,
                    format!("\u{feff}{{\"a\": 1, \"a\": \"{}\"}}", "\u{1b}'`\"".repeat(30_000)),
                )
                .unwrap(),
                5 => std::fs::write(&p, &valid).unwrap(),
                6 => std::fs::create_dir(&p).unwrap(),
                _ => {}
            }
        }
        let settings = Settings { last_file: Some(d.join("fifo")), ..Settings::default() };
        let t = Instant::now();
        let loaded = load_settings_in(eldorado_messages::Lang::English, d);
        let mut s = Session::new(Start::LastSession, settings, Some(d), None);
        if let Some(text) = loaded.notice {
            s.keep_notice(Notice::error(text));
        }
        assert!(t.elapsed() < Duration::from_secs(3), "round {round}: {:?}", t.elapsed());
        for n in s.kept_notices().iter().chain(s.notice()) {
            assert!(n.text.chars().count() <= shown::SENTENCE_CHARS, "round {round}: {}", n.text);
            assert!(!n.text.chars().any(|c| c.is_control()), "round {round}: {:?}", n.text);
        }
        if let Some(q) = s.question() {
            assert!(
                q.text.chars().count() < 300 && !q.text.chars().any(char::is_control),
                "{}",
                q.text
            );
        }
    }
}
