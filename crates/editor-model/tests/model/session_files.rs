//! The session's own files, driven as the window drives it: work left behind
//! is kept until the user answers for it (quitting without an answer keeps
//! it), two editors on one account never remove each other's autosave (and
//! the second says the first is running), damaged autosaves are kept under
//! numbered names, and the settings are saved into the data folder.

use std::path::Path;

use eldorado_core::course::{Course, Edit};
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::persist::{Settings, load_settings_in};
use eldorado_editor_model::{Request, Session, Start, WindowEffect};

fn start(dir: &Path) -> Session {
    Session::new(Start::Official("first-course"), Settings::default(), Some(dir), None)
}

fn flip(piece: &str) -> Request {
    Request::Edit(Change::Edit(Edit::Flip { piece: piece.into() }))
}

/// The editor is quit as Ctrl+Q quits it: the request, then the window's exit.
fn quit(mut s: Session) {
    let effects = s.perform(Request::Quit);
    assert!(effects.contains(&WindowEffect::Close), "{effects:?}");
    s.exit();
}

/// An editor that edits, autosaves and then dies (no exit): its work stays.
fn crash_after_an_edit(dir: &Path) -> Course {
    let mut s = start(dir);
    s.perform(flip("C"));
    s.autosave_now().unwrap();
    s.document().course().clone()
}

fn offered(s: &Session) -> Option<Course> {
    s.question().and_then(|q| q.restores()).cloned()
}

#[test]
fn work_left_behind_is_kept_until_the_user_answers() {
    let dir = tempfile::tempdir().unwrap();
    let edited = crash_after_an_edit(dir.path());
    // Offered, and quit at once with Ctrl+Q, unanswered: it is still there.
    let s = start(dir.path());
    assert_eq!(offered(&s), Some(edited.clone()));
    quit(s);
    let s = start(dir.path());
    assert_eq!(offered(&s), Some(edited.clone()), "offered again after an unanswered quit");
    // Discarded: gone for good.
    let mut s = s;
    s.perform(Request::Answer(1));
    quit(s);
    assert_eq!(offered(&start(dir.path())), None);
}

#[test]
fn two_editors_keep_their_own_autosaves() {
    let dir = tempfile::tempdir().unwrap();
    // A edits; its work is autosaved.
    let mut a = start(dir.path());
    a.perform(flip("C"));
    a.autosave_now().unwrap();
    let edited = a.document().course().clone();
    // B starts while A runs: told so, offered nothing, and quits cleanly.
    let b = start(dir.path());
    assert!(
        b.notice().is_some_and(|n| n.text.contains("Another editor is running")),
        "{:?}",
        b.notice()
    );
    assert_eq!(offered(&b), None, "A's work is A's while A runs");
    quit(b);
    // A is killed: its work is left behind, and the next editor offers it.
    drop(a);
    let c = start(dir.path());
    assert_eq!(offered(&c), Some(edited));
    assert!(c.notice().is_none_or(|n| !n.text.contains("Another editor")));
}

#[test]
fn damaged_autosaves_are_kept_numbered_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    for (n, damaged) in ["{ not json", "{\"format\": \"eldorado-autosave\""].iter().enumerate() {
        std::fs::write(dir.path().join("autosave-crashed.json"), damaged).unwrap();
        let s = start(dir.path());
        let kept = dir.path().join(format!("autosave.damaged-{}.json", n + 1));
        let notice = s.notice().unwrap().text.clone();
        assert!(notice.starts_with("Unsaved work from an earlier session could not be restored: the autosave file is damaged"), "{notice}");
        assert!(notice.contains(&format!("it was kept as {}", kept.display())), "{notice}");
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), *damaged);
        quit(s);
    }
    assert!(dir.path().join("autosave.damaged-1.json").exists(), "the first is not replaced");
}

#[test]
fn settings_are_saved_into_the_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = start(dir.path());
    s.settings_mut().show_palette = false;
    s.tick();
    let saved = load_settings_in(eldorado_messages::Lang::English, dir.path());
    assert_eq!(saved.notice, None);
    assert!(!saved.settings.show_palette, "saved when they changed");
    quit(s);
    assert!(!load_settings_in(eldorado_messages::Lang::English, dir.path()).settings.show_palette);
}
