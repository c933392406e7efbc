//! The language the session speaks: the system's on a first run, switched by
//! View > Language at once (no restart) and kept in the settings file.

use eldorado_editor_model::persist::{Settings, load_settings_in};
use eldorado_editor_model::{Request, Session, Start};
use eldorado_messages::Lang;

fn start(settings: Settings, dir: &std::path::Path) -> Session {
    Session::new(Start::Official("first-course"), settings, Some(dir), None)
}

#[test]
fn a_first_run_speaks_the_systems_language() {
    let dir = tempfile::tempdir().unwrap();
    let s = start(Settings::default(), dir.path());
    assert_eq!(s.lang(), Lang::from_system());
}

#[test]
fn choosing_a_language_switches_at_once_and_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let english = Settings { language: Some(Lang::English), ..Settings::default() };
    let mut s = start(english, dir.path());
    assert_eq!(s.lang(), Lang::English);
    s.perform(Request::SetLanguage(Lang::French));
    assert_eq!(s.lang(), Lang::French, "switched without a restart");
    assert_eq!(s.settings().language, Some(Lang::French));
    s.tick();
    let saved = load_settings_in(eldorado_messages::Lang::English, dir.path());
    assert_eq!(saved.settings.language, Some(Lang::French), "saved in the settings file");
    s.exit();
    let again =
        start(load_settings_in(eldorado_messages::Lang::English, dir.path()).settings, dir.path());
    assert_eq!(again.lang(), Lang::French, "the next start speaks it too");
    // And back.
    let mut again = again;
    again.perform(Request::SetLanguage(Lang::English));
    assert_eq!(again.lang(), Lang::English);
}

/// View > Language during a game: the game's title, log and last action,
/// the language the window draws its panel and zoom bar in, and the last
/// message all follow at once.
#[test]
fn a_game_shown_follows_the_language() {
    use eldorado_editor_model::game::{GameRequest, StepUnit};
    use eldorado_rules::{BotKind, Rules};
    let dir = tempfile::tempdir().unwrap();
    let english = Settings { language: Some(Lang::English), ..Settings::default() };
    let mut s = start(english, dir.path());
    s.perform(Request::Game(GameRequest::Watch {
        seed: 3,
        players: 2,
        rules: Rules::default(),
        bots: vec![BotKind::Fast],
        label: "game".into(),
    }));
    for _ in 0..3 {
        s.perform(Request::Game(GameRequest::Step { unit: StepUnit::Turn, forward: true }));
    }
    let g = s.game().unwrap();
    assert!(g.title().contains("(seed 3)"), "{}", g.title());
    assert!(g.log()[0].text.starts_with("round 1"), "{}", g.log()[0].text);
    s.perform(Request::SetLanguage(Lang::French));
    let g = s.game().unwrap();
    assert_eq!(g.lang(), Lang::French, "the panel and zoom bar are drawn in it");
    assert!(g.title().contains("(graine 3)"), "{}", g.title());
    assert!(g.log()[0].text.starts_with("manche 1"), "{}", g.log()[0].text);
    let notice = &s.notice().unwrap().text;
    assert_eq!(notice, "L'éditeur parle désormais français");
}
