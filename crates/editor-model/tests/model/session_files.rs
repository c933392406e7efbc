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

/// Issue 49, "nothing of a game lost": an editor playing a game dies after
/// its autosave (no exit); the next editor offers the course and the game
/// back, and restored, the game is played on from where it stood — the same
/// actions, a person still at the seat, unsaved work until saved.
#[test]
fn a_game_being_played_is_autosaved_and_offered_back_after_a_crash() {
    use eldorado_editor_model::game::{GameRequest, GameSetup, live};
    use eldorado_rules::{BotKind, Seat};
    let dir = tempfile::tempdir().unwrap();
    let actions = {
        let mut s = start(dir.path());
        let setup = GameSetup {
            seats: vec![Seat::Human, Seat::Bot(BotKind::Fast)],
            caves: false,
            seed: Some(9),
        };
        s.perform(Request::Game(GameRequest::New(setup)));
        // The person plays a few turns with what is offered: end each phase.
        for _ in 0..6 {
            s.finish_bot_turns();
            let g = s.game().unwrap();
            let choices = g.choices();
            let end = live::other_actions(&choices)
                .into_iter()
                .find(|a| {
                    matches!(
                        a,
                        eldorado_rules::Action::FinishPlaying | eldorado_rules::Action::EndTurn
                    )
                })
                .expect("a phase can be ended");
            s.perform(Request::Game(GameRequest::Act(end)));
        }
        s.finish_bot_turns();
        assert!(!s.document().is_dirty(), "the course itself is saved work");
        s.autosave_now().unwrap();
        s.game().unwrap().timeline().actions().to_vec()
    };
    assert!(actions.len() > 6);
    let mut s = start(dir.path());
    let q = s.question().expect("the game left behind is offered back");
    assert!(q.text.contains("A game being played"), "{}", q.text);
    s.perform(Request::Answer(0));
    let g = s.game().expect("the game is back");
    assert_eq!(g.timeline().actions(), actions.as_slice(), "the same actions");
    assert!(g.live().is_some(), "played on, not a replay");
    assert_eq!(g.cursor(), actions.len(), "from where it stood");
    // Still unsaved work: quitting asks first.
    s.perform(Request::Quit);
    assert!(s.question().is_some(), "an unsaved game is asked about before quitting");
}
