//! The editor's own files on a hostile or unlucky disk: the settings file as a
//! FIFO, a link to /dev/zero, a 1 GiB file, a link to another file, a
//! truncated file; the autosaves of two editors running at once (real
//! processes, one killed), work left behind kept until the user answers, and
//! damaged autosaves kept under numbered names.

use std::os::unix::fs::{FileTypeExt, symlink};
use std::path::Path;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use super::child;
use eldorado_core::course::official;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::persist::{
    Autosaves, LeftBehindError, Settings, load_settings_in, save_settings, settings_path,
};

fn settings_with_recent() -> Settings {
    let mut s = Settings::default();
    s.add_recent(Path::new("/courses/mine.json"));
    s.last_file = Some("/courses/mine.json".into());
    s.blockade_seed = 42;
    s
}

fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

/// Loads the settings, which must take no time whatever is there.
fn load_quickly(dir: &Path) -> eldorado_editor_model::persist::LoadedSettings {
    let t = Instant::now();
    let loaded = load_settings_in(eldorado_messages::Lang::English, dir);
    assert!(t.elapsed() < Duration::from_secs(2), "{:?} to read the settings", t.elapsed());
    loaded
}

#[test]
fn settings_round_trip_through_their_own_file() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        load_settings_in(eldorado_messages::Lang::English, dir.path()).settings,
        Settings::default()
    );
    assert_eq!(
        load_settings_in(eldorado_messages::Lang::English, dir.path()).notice,
        None,
        "no file is nothing to say"
    );
    save_settings(dir.path(), &settings_with_recent()).unwrap();
    let loaded = load_settings_in(eldorado_messages::Lang::English, dir.path());
    assert_eq!((loaded.settings, loaded.notice), (settings_with_recent(), None));
}

#[test]
fn a_fifo_or_a_link_to_dev_zero_is_not_read_and_is_replaced_on_save() {
    let dir = tempfile::tempdir().unwrap();
    let path = settings_path(dir.path());
    mkfifo(&path);
    let loaded = load_quickly(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.notice.as_deref().unwrap().contains("is a FIFO, not a file"), "{loaded:?}");
    save_settings(dir.path(), &settings_with_recent()).unwrap();
    assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
    assert_eq!(
        load_settings_in(eldorado_messages::Lang::English, dir.path()).settings,
        settings_with_recent()
    );

    std::fs::remove_file(&path).unwrap();
    symlink("/dev/zero", &path).unwrap();
    let loaded = load_quickly(dir.path());
    assert!(loaded.notice.as_deref().unwrap().contains("is a symbolic link"), "{loaded:?}");
    save_settings(dir.path(), &settings_with_recent()).unwrap();
    assert!(std::fs::symlink_metadata(&path).unwrap().is_file(), "the link was replaced");
    assert!(std::fs::metadata("/dev/zero").unwrap().file_type().is_char_device());
}

#[test]
fn a_link_to_another_file_is_never_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let passwd = dir.path().join("passwd-copy");
    let original =
        std::fs::read("/etc/passwd").unwrap_or_else(|_| b"root:x:0:0::/root:/bin/sh\n".to_vec());
    std::fs::write(&passwd, &original).unwrap();
    let path = settings_path(dir.path());
    symlink(&passwd, &path).unwrap();
    let loaded = load_quickly(dir.path());
    assert_eq!(loaded.settings, Settings::default(), "not read through the link");
    save_settings(dir.path(), &settings_with_recent()).unwrap();
    assert_eq!(std::fs::read(&passwd).unwrap(), original, "the other file is untouched");
    assert!(!std::fs::symlink_metadata(&path).unwrap().file_type().is_symlink());
}

#[test]
fn a_huge_or_truncated_file_is_kept_aside_numbered_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let path = settings_path(dir.path());
    // 1 GiB, sparse: refused by its size, never read into memory.
    std::fs::File::create(&path).unwrap().set_len(1 << 30).unwrap();
    let loaded = load_quickly(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    let first = dir.path().join("settings.damaged-1.json");
    assert_eq!(
        loaded.notice.as_deref().unwrap(),
        format!(
            "The settings file was damaged (it is 1,073,741,824 bytes, more than the 262,144 a settings file takes): it was kept as {} and default settings are used.",
            first.display()
        )
    );
    assert_eq!(std::fs::metadata(&first).unwrap().len(), 1 << 30);

    // Cut in the middle of a write by another program: recent files are not
    // silently lost, the file is kept for the user, and a second damaged file
    // does not replace the first.
    save_settings(dir.path(), &settings_with_recent()).unwrap();
    let text = std::fs::read(&path).unwrap();
    std::fs::write(&path, &text[..text.len() / 2]).unwrap();
    let loaded = load_quickly(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    let second = dir.path().join("settings.damaged-2.json");
    let notice = loaded.notice.unwrap();
    assert!(
        notice.starts_with("The settings file was damaged (it is not valid JSON (line "),
        "{notice}"
    );
    assert!(
        notice.ends_with(&format!(
            "it was kept as {} and default settings are used.",
            second.display()
        )),
        "{notice}"
    );
    assert_eq!(std::fs::read(&second).unwrap(), &text[..text.len() / 2]);
    assert_eq!(std::fs::metadata(&first).unwrap().len(), 1 << 30, "the first is still kept");
    assert!(!path.exists());
}

const CHILD_DIR: &str = "ELDORADO_OWN_FILES_EDITOR_DIR";

/// The other editor (this test binary run again by [`child::start`]): claims
/// an autosave, writes unsaved work, says "ready", and runs until it is killed.
#[test]
#[ignore = "the other editor's process, started by the tests that need it"]
fn other_editor_child() {
    let dir = std::env::var(CHILD_DIR).expect("started by child::start, with its folder");
    let mut autosaves = Autosaves::claim(Path::new(&dir)).unwrap();
    let mut course = official::course("swamplands").unwrap();
    course.name = "The other editor's work".into();
    autosaves
        .write(&Document::unsaved_in(eldorado_messages::Lang::English, course, "A"), None)
        .unwrap();
    println!("ready");
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

fn start_other_editor(dir: &Path) -> Child {
    child::start("own_files::other_editor_child", &[(CHILD_DIR, dir)]).0
}

fn dirty_document() -> Document {
    let mut doc = Document::unsaved_in(
        eldorado_messages::Lang::English,
        official::default_course(),
        "First course",
    );
    doc.apply(eldorado_editor_model::changes::Change::Edit(eldorado_core::course::Edit::Flip {
        piece: "C".into(),
    }))
    .unwrap();
    doc
}

#[test]
fn two_editors_keep_their_own_autosaves_and_work_left_behind_waits_for_an_answer() {
    let dir = tempfile::tempdir().unwrap();
    let mut other = start_other_editor(dir.path());

    // This editor sees the other running, and does not take its work for left behind.
    let mut mine = Autosaves::claim(dir.path()).unwrap();
    assert_eq!(mine.others_running(), 1);
    assert!(mine.left_behind().is_empty());
    // It edits, then quits cleanly: only its own copy goes.
    let doc = dirty_document();
    mine.write(&doc, None).unwrap();
    assert!(mine.path().exists());
    mine.clear().unwrap();
    drop(mine);
    let files = |d: &Path| {
        let mut names: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let theirs = files(dir.path());
    assert_eq!(theirs.len(), 2, "the other editor's autosave and lock: {theirs:?}");

    // The other editor is killed: its work is left behind, and found.
    other.kill().unwrap();
    other.wait().unwrap();
    let next = Autosaves::claim(dir.path()).unwrap();
    assert_eq!(next.others_running(), 0);
    let left = next.left_behind();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].found.as_ref().unwrap().course.name, "The other editor's work");
    // Quitting without answering the offer keeps it.
    drop(next);
    let again = Autosaves::claim(dir.path()).unwrap();
    let left = again.left_behind();
    assert_eq!(left.len(), 1, "still there after a start without an answer");

    // Restoring it: this editor's autosave holds it before the old file goes.
    let mut restorer = again;
    let recovered = left[0].found.as_ref().unwrap();
    let doc = Document::unsaved_in(
        eldorado_messages::Lang::English,
        recovered.course.clone(),
        "restored",
    );
    let mut doc = doc;
    doc.apply(eldorado_editor_model::changes::Change::Edit(eldorado_core::course::Edit::Flip {
        piece: "D".into(),
    }))
    .unwrap();
    restorer.adopt(&left[0], &doc, None).unwrap();
    assert!(restorer.left_behind().is_empty());
    assert!(restorer.path().exists());
    assert!(!left[0].path.exists());
}

#[test]
fn damaged_autosaves_are_kept_under_numbered_names() {
    let dir = tempfile::tempdir().unwrap();
    // The single autosave of earlier versions, and one of a crashed editor, both damaged.
    std::fs::write(dir.path().join("autosave.json"), "{ not json").unwrap();
    std::fs::write(
        dir.path().join("autosave-dead.json"),
        "{\"format\": \"eldorado-autosave\", \"ver",
    )
    .unwrap();
    let autosaves = Autosaves::claim(dir.path()).unwrap();
    let survey = autosaves.survey();
    assert!(survey.offered.is_none());
    assert_eq!(survey.damaged.len(), 2);
    let mut kept = Vec::new();
    for found in survey.damaged {
        assert!(matches!(found.why, LeftBehindError::Damaged(_)), "{:?}", found.why);
        kept.push(found.kept.unwrap());
    }
    kept.sort();
    assert_eq!(
        kept,
        [dir.path().join("autosave.damaged-1.json"), dir.path().join("autosave.damaged-2.json")]
    );
    // A third damaged one later takes the next number; the first two stay.
    std::fs::write(dir.path().join("autosave.json"), "{").unwrap();
    let survey = autosaves.survey();
    assert_eq!(
        survey.damaged[0].kept.as_ref().unwrap(),
        &dir.path().join("autosave.damaged-3.json")
    );
    let mut contents: Vec<String> =
        kept.iter().map(|k| std::fs::read_to_string(k).unwrap()).collect();
    contents.sort();
    assert_eq!(contents, ["{ not json", "{\"format\": \"eldorado-autosave\", \"ver"]);
    assert!(autosaves.left_behind().is_empty());
}

/// Thousands of damaged autosaves are set aside in time linear in their
/// number (each once), and only the oldest work that reads is read.
#[test]
fn many_damaged_autosaves_are_set_aside_without_a_search_for_each() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..3000 {
        std::fs::write(dir.path().join(format!("autosave-{i:04}.json")), "{ not json").unwrap();
    }
    let autosaves = Autosaves::claim(dir.path()).unwrap();
    let started = Instant::now();
    let survey = autosaves.survey();
    let took = started.elapsed();
    assert_eq!(survey.damaged.len(), 3000);
    assert!(survey.damaged.iter().all(|d| d.kept.is_ok()));
    assert!(dir.path().join("autosave.damaged-3000.json").exists());
    // 3,000 files took about 23 s when each searched for a free name from 1.
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert!(autosaves.survey().damaged.is_empty(), "each is set aside once");
}

/// A FIFO, or a link to one, named like another editor's lock is no lock:
/// start-up never waits on it.
#[test]
fn a_fifo_named_like_a_lock_never_blocks() {
    let dir = tempfile::tempdir().unwrap();
    mkfifo(&dir.path().join("autosave-fifo.lock"));
    mkfifo(&dir.path().join("elsewhere"));
    symlink(dir.path().join("elsewhere"), dir.path().join("autosave-link.lock")).unwrap();
    std::fs::write(dir.path().join("autosave-link.json"), "{").unwrap();
    let t = Instant::now();
    let autosaves = Autosaves::claim(dir.path()).unwrap();
    assert_eq!(autosaves.others_running(), 0);
    let survey = autosaves.survey();
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    assert_eq!(survey.damaged.len(), 1, "the work beside a false lock is read");
}

#[test]
fn an_autosave_that_is_not_a_file_is_not_read() {
    let dir = tempfile::tempdir().unwrap();
    symlink("/dev/zero", dir.path().join("autosave-zero.json")).unwrap();
    mkfifo(&dir.path().join("autosave-fifo.json"));
    let autosaves = Autosaves::claim(dir.path()).unwrap();
    let t = Instant::now();
    let left = autosaves.left_behind();
    assert!(t.elapsed() < Duration::from_secs(2));
    let mut kinds: Vec<String> = left
        .iter()
        .map(|l| match &l.found {
            Err(LeftBehindError::NotAFile(kind)) => kind.to_string(),
            other => panic!("{other:?}"),
        })
        .collect();
    kinds.sort();
    assert_eq!(kinds, ["a FIFO", "a symbolic link"]);
}

#[test]
fn a_planted_last_number_does_not_stop_damaged_settings_being_kept() {
    // settings.damaged-18446744073709551615.json leaves no number past it:
    // the damaged file is still kept (under the lowest free number), never
    // replaced by the next save.
    let dir = tempfile::tempdir().unwrap();
    let planted = dir.path().join(format!("settings.damaged-{}.json", u64::MAX));
    std::fs::write(&planted, b"planted").unwrap();
    let path = settings_path(dir.path());
    std::fs::write(&path, b"{\"recent\": [\"/courses/a.json\"], ").unwrap();
    let loaded = load_quickly(dir.path());
    let kept = dir.path().join("settings.damaged-1.json");
    assert!(loaded.notice.as_deref().unwrap().contains(&kept.display().to_string()), "{loaded:?}");
    assert_eq!(std::fs::read(&kept).unwrap(), b"{\"recent\": [\"/courses/a.json\"], ");
    assert_eq!(std::fs::read(&planted).unwrap(), b"planted");
    save_settings(dir.path(), &settings_with_recent()).unwrap();
    assert_eq!(std::fs::read(&kept).unwrap(), b"{\"recent\": [\"/courses/a.json\"], ");
}

#[test]
fn an_unknown_language_drops_that_field_only_and_empty_paths_no_chip() {
    let dir = tempfile::tempdir().unwrap();
    let path = settings_path(dir.path());
    // A later version's language, and a recent path that is empty.
    std::fs::write(
        &path,
        "{\"recent\": [\"\", \"/courses/mine.json\"], \"last_file\": \"\", \"language\": \"de\", \"blockade_seed\": 42}",
    )
    .unwrap();
    let loaded = load_quickly(dir.path());
    assert_eq!(loaded.notice, None, "nothing set aside");
    let s = loaded.settings;
    assert_eq!(s.recent, vec![std::path::PathBuf::from("/courses/mine.json")]);
    assert_eq!((s.language, s.last_file, s.blockade_seed), (None, None, 42));
    assert!(path.exists(), "the file is not set aside");
    // Not a string at all: the same.
    std::fs::write(&path, "{\"language\": {\"code\": \"fr\"}, \"blockade_seed\": 7}").unwrap();
    let loaded = load_quickly(dir.path());
    assert_eq!((loaded.notice, loaded.settings.blockade_seed), (None, 7));
}

#[test]
fn a_data_folder_that_is_not_a_folder_is_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, b"x").unwrap();
    let fifo = dir.path().join("a-fifo");
    mkfifo(&fifo);
    let dangling = dir.path().join("a-link");
    symlink(dir.path().join("nothing"), &dangling).unwrap();
    for (data, what) in [
        (&file, "is a file, not a folder"),
        (&fifo, "is a FIFO, not a folder"),
        (&dangling, "is a symbolic link to something that does not exist, not a folder"),
    ] {
        let e = save_settings(data, &settings_with_recent()).unwrap_err().to_string();
        assert!(e.contains(what) && !e.contains("os error 17"), "{e}");
        let e = Autosaves::claim(data).unwrap_err().to_string();
        assert!(e.contains(what) && !e.contains("os error 17"), "{e}");
    }
    assert_eq!(std::fs::read(&file).unwrap(), b"x");
    // In French too, what holds the name worded, not the English quoted.
    let french = eldorado_messages::Lang::French;
    let claimed = Autosaves::claim(&fifo).unwrap_err();
    let said = eldorado_editor_model::persist::said::not_a_folder_said(french, &claimed)
        .expect("the claim says what holds the folder's name");
    assert!(said.ends_with("est un tube nommé (FIFO), pas un dossier"), "{said}");
    let saved = save_settings(&file, &settings_with_recent()).unwrap_err();
    let said = eldorado_formats::course_file::said::file_cause(french, &saved);
    assert!(said.ends_with("est un fichier, pas un dossier"), "{said}");
}
