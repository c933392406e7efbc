//! Several courses open, one per tab: each keeps its own history, its runs'
//! results and layers, and its autosave; nothing made for one is shown
//! beside another; quitting asks about each course holding unsaved work, and
//! a crash with several courses open leaves each to be offered back.

use eldorado_core::course::official;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::persist::Settings;
use eldorado_editor_model::{Request, Session, Start, WindowEffect};

use super::session::{course, flip, session};

/// Flips the course's second piece (a terrain board of any course).
fn flip_second(s: &mut Session) {
    let piece = course(s).pieces[1].piece.clone();
    let version = s.document().version();
    s.perform(flip(&piece));
    assert_ne!(s.document().version(), version, "{piece} flipped");
}

fn heatmap_shown(s: &Session) -> bool {
    s.document().insights().overlays.contains_key(&OverlayKind::SimulationHeatmap)
}

#[test]
fn each_course_open_keeps_its_own_history_results_and_layers() {
    let mut s = session("first-course");
    s.perform(flip("C"));
    s.simulation_mut().settings.games = 20;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    assert!(s.simulation().result().is_some());
    assert!(heatmap_shown(&s));
    let measured = s.measured_difficulty();
    assert!(measured.as_deref().is_some_and(|m| m.starts_with("measured")), "{measured:?}");

    // Another course opens in a tab of its own: none of the first's results,
    // layers or history beside it.
    s.perform(Request::OpenOfficial("serpentine"));
    assert_eq!(s.tabs().len(), 2);
    assert_eq!(course(&s), official::course("serpentine").unwrap());
    assert!(s.simulation().result().is_none(), "no run of this course");
    assert!(!heatmap_shown(&s), "no heat map of another course");
    assert_eq!(s.measured_difficulty(), None);
    assert!(s.document().history().steps().is_empty());
    s.perform(Request::Undo);
    assert_eq!(course(&s), official::course("serpentine").unwrap(), "nothing of its own to undo");
    flip_second(&mut s);

    // Back to the first: its run, its layer, its measure and its history.
    s.perform(Request::ShowTab(0));
    assert_eq!(course(&s).placement("D").map(|_| ()), Some(()), "board C flipped to D");
    assert!(s.simulation().result().is_some());
    assert!(heatmap_shown(&s));
    assert_eq!(s.measured_difficulty(), measured);
    assert_eq!(s.document().history().undo_label(), Some("flip board C to side D"));
    s.perform(Request::Undo);
    assert_eq!(course(&s), official::course("first-course").unwrap());
    // …and the second kept its own edit.
    s.perform(Request::NextTab { forward: true });
    assert_eq!(s.document().history().steps().len(), 1);
    assert!(s.tabs()[1].unsaved && !s.tabs()[0].unsaved, "{:?}", s.tabs());
}

#[test]
fn quitting_asks_about_each_course_with_unsaved_work_over_that_course() {
    let mut s = session("first-course");
    s.perform(flip("C"));
    s.perform(Request::OpenOfficial("serpentine"));
    s.perform(Request::OpenOfficial("hills-of-gold"));
    flip_second(&mut s);
    s.perform(Request::ShowTab(1)); // Serpentine: nothing unsaved
    assert!(!s.may_close());
    // The window's close button: asked over the first course with changes.
    assert!(!s.close_requested());
    assert_eq!(s.shown_tab(), 0);
    assert_eq!(course(&s).placement("D").map(|_| ()), Some(()));
    assert_eq!(s.question().map(|q| q.heading.as_str()), Some("Unsaved changes"));
    // Don't save: that course closes and the next with changes is asked about.
    let effects = s.perform(Request::Answer(1));
    assert!(!effects.contains(&WindowEffect::Close), "{effects:?}");
    assert_eq!(s.tabs().len(), 2);
    assert_eq!(s.document().display_name(), "Hills of Gold");
    assert!(s.question().unwrap().text.contains("Hills of Gold"), "{:?}", s.question());
    let effects = s.perform(Request::Answer(1));
    assert!(effects.contains(&WindowEffect::Close), "{effects:?}");
    assert!(s.may_close());
}

#[test]
fn a_tab_closed_with_changes_asks_first_and_the_last_closed_leaves_a_blank_course() {
    let mut s = session("first-course");
    s.perform(Request::OpenOfficial("serpentine"));
    flip_second(&mut s);
    // Closing the first, unchanged: at once, and the next tab is shown.
    s.perform(Request::CloseTab(0));
    assert!(s.question().is_none());
    assert_eq!(s.tabs().len(), 1);
    assert_eq!(s.document().display_name(), "Serpentine");
    // With changes: asked; Cancel keeps it.
    s.perform(Request::CloseTab(0));
    assert_eq!(s.question().map(|q| q.heading.as_str()), Some("Unsaved changes"));
    s.perform(Request::Dismiss);
    assert_eq!(s.tabs().len(), 1);
    assert!(s.document().is_dirty());
    // Don't save: an empty course is left, which the next course opened replaces.
    s.perform(Request::CloseTab(0));
    s.perform(Request::Answer(1));
    assert!(course(&s).pieces.is_empty());
    assert!(!s.document().is_dirty());
    s.perform(Request::OpenOfficial("swamplands"));
    assert_eq!(s.tabs().len(), 1, "the blank course made room");
    assert_eq!(course(&s), official::course("swamplands").unwrap());
    // A tab that is not there closes nothing.
    s.perform(Request::CloseTab(5));
    assert_eq!(course(&s), official::course("swamplands").unwrap());
}

#[test]
fn the_course_the_editor_opened_by_itself_gives_way_to_the_first_one_opened() {
    let mut s = Session::new(Start::LastSession, Settings::default(), None, None);
    s.perform(Request::OpenOfficial("serpentine"));
    assert_eq!(s.tabs().len(), 1, "the default course, untouched, is replaced");
    s.perform(Request::OpenOfficial("swamplands"));
    assert_eq!(s.tabs().len(), 2, "a course the user opened is kept beside");
    // Once edited, the editor's own course is the user's work.
    let mut s = Session::new(Start::LastSession, Settings::default(), None, None);
    s.perform(flip("C"));
    s.perform(Request::Undo);
    s.perform(Request::OpenOfficial("serpentine"));
    assert_eq!(s.tabs().len(), 2);
}

#[test]
fn pieces_copied_in_one_tab_are_pasted_in_another() {
    let mut s = session("first-course");
    s.perform(Request::Select(vec!["K".into()]));
    s.perform(Request::CopySelection);
    s.perform(Request::New);
    assert_eq!(s.tabs().len(), 2);
    s.perform(Request::Paste(None));
    let pasted: Vec<_> = course(&s).pieces.iter().map(|p| p.piece.clone()).collect();
    assert_eq!(pasted, ["K", "finish-river"]);
    s.perform(Request::ShowTab(0));
    assert_eq!(course(&s), official::course("first-course").unwrap(), "the source untouched");
}

#[test]
fn a_crash_with_two_courses_open_offers_both_back_one_after_the_other() {
    let dir = tempfile::tempdir().unwrap();
    let start =
        |d| Session::new(Start::Official("first-course"), Settings::default(), Some(d), None);
    {
        let mut s = start(dir.path());
        s.perform(flip("C"));
        s.perform(Request::OpenOfficial("serpentine"));
        flip_second(&mut s);
        s.autosave_now().unwrap();
        // Dies here: no exit, so neither autosave is removed.
    }
    let mut s = start(dir.path());
    let offered = |s: &Session| s.question().and_then(|q| q.restores()).map(|c| c.name.clone());
    let first = offered(&s).expect("the first set offered");
    assert!(s.kept_notices().iter().any(|n| n.text.contains("1 more set of unsaved work")));
    s.perform(Request::Answer(0));
    let second = offered(&s).expect("the second offered once the first is answered");
    assert_ne!(first, second);
    s.perform(Request::Answer(0));
    assert!(s.question().is_none());
    // Both restored, each in its own tab beside the course the editor started on.
    let names: Vec<_> = s.tabs().iter().map(|t| t.name.clone()).collect();
    assert_eq!(names.len(), 3, "{names:?}");
    assert!(s.tabs()[1..].iter().all(|t| t.unsaved), "{:?}", s.tabs());
    let mut restored = vec![first, second];
    restored.sort();
    assert_eq!(restored, ["First course", "Serpentine"]);
}

#[test]
fn while_a_path_is_asked_for_the_course_shown_stays() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session("first-course");
    s.perform(flip("C"));
    let edited = course(&s);
    s.perform(Request::OpenOfficial("serpentine"));
    // Closing the edited course, "Save": its path is asked for…
    s.perform(Request::CloseTab(0));
    s.perform(Request::Answer(0));
    // …and meanwhile no other course comes to the front.
    s.perform(Request::ShowTab(1));
    s.perform(Request::NextTab { forward: true });
    s.perform(Request::CloseTab(1));
    assert_eq!(course(&s), edited);
    assert_eq!(s.tabs().len(), 2);
    let path = dir.path().join("mine.json");
    s.perform(Request::SaveAs(path.clone()));
    assert_eq!(eldorado_formats::course_file::load(&path).unwrap(), edited);
    assert_eq!(s.tabs().len(), 1, "saved, then closed");
    assert_eq!(course(&s), official::course("serpentine").unwrap());
}

#[test]
fn the_courses_open_at_the_last_close_open_again_in_their_tabs() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let (a, b) = (files.path().join("a.json"), files.path().join("b.json"));
    let start = |d: &std::path::Path| {
        let lang = eldorado_messages::Lang::English;
        let settings = eldorado_editor_model::persist::load_settings_in(lang, d).settings;
        Session::new(Start::LastSession, settings, Some(d), None)
    };
    let mut s = start(data.path());
    s.perform(Request::OpenOfficial("serpentine"));
    s.perform(Request::SaveAs(a.clone()));
    s.perform(Request::OpenOfficial("swamplands"));
    s.perform(Request::SaveAs(b.clone()));
    s.perform(Request::OpenOfficial("home-stretch")); // in no file: not reopened
    s.perform(Request::ShowTab(0)); // a.json shown when the editor closes
    s.tick();
    assert!(s.perform(Request::Quit).contains(&WindowEffect::Close));
    s.exit();

    let s = start(data.path());
    let names: Vec<String> = s.tabs().iter().map(|t| t.name.clone()).collect();
    assert_eq!(names, ["a.json", "b.json"]);
    assert_eq!(s.shown_tab(), 0, "the course shown last is shown");
    assert_eq!(course(&s), official::course("serpentine").unwrap());
    // A file gone since is left out, the others open.
    std::fs::remove_file(&b).unwrap();
    let s = start(data.path());
    assert_eq!(s.tabs().len(), 1);
}

#[test]
fn a_file_open_in_a_tab_already_is_shown_there_not_opened_twice() {
    let files = tempfile::tempdir().unwrap();
    let a = files.path().join("a.json");
    let mut s = session("first-course");
    s.perform(Request::SaveAs(a.clone()));
    s.perform(Request::OpenOfficial("serpentine"));
    s.perform(Request::Open(a.clone()));
    assert_eq!(s.tabs().len(), 2, "{:?}", s.tabs());
    assert_eq!(s.shown_tab(), 0);
    // By another name for the same file, too.
    s.perform(Request::ShowTab(1));
    s.perform(Request::Open(files.path().join(".").join("a.json")));
    assert_eq!(s.tabs().len(), 2);
    assert_eq!(s.shown_tab(), 0);
}
