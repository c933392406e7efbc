//! The editor's session driven without a window, as the window drives it:
//! requests in, effects out, and what the panels would show read back.
//! Among them the two bugs of the house issue: a list of suggestions made for
//! one course must never edit another, and answering "Save" to "unsaved
//! changes?" before a course closes saves it and then closes it.

use std::path::{Path, PathBuf};

use eldorado_analysis::difficulty::Band;
use eldorado_core::course::{Course, Edit, official};
use eldorado_core::map::Map;
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::persist::Settings;
use eldorado_editor_model::session::paths::PathPurpose;
use eldorado_editor_model::{Measured, NoticeKind, Request, Session, Start, WindowEffect};
use eldorado_formats::Client;
use eldorado_formats::course_file;
use eldorado_messages::Lang;
use eldorado_pictures::export::Format;

pub(super) fn session(id: &'static str) -> Session {
    Session::new(Start::Official(id), Settings::default(), None, None)
}

pub(super) fn course(s: &Session) -> Course {
    s.document().course().clone()
}

pub(super) fn flip(piece: &str) -> Request {
    Request::Edit(Change::Edit(Edit::Flip { piece: piece.into() }))
}

/// The path the effects ask for, if they ask for one.
fn asked_path(effects: &[WindowEffect]) -> Option<PathPurpose> {
    effects.iter().find_map(|e| match e {
        WindowEffect::AskPath(r) => Some(r.purpose),
        _ => None,
    })
}

fn durango(id: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../tests/clients/durango/{id}.csv"))
}

/// The side ids of a course's pieces (an imported course may lie turned).
fn pieces(c: &Course) -> Vec<String> {
    c.pieces.iter().map(|p| p.piece.clone().into()).collect()
}

fn official_pieces(id: &str) -> Vec<String> {
    pieces(&official::course(id).unwrap())
}

fn refused(s: &Session) -> bool {
    s.notice().is_some_and(|n| n.kind == NoticeKind::Refused)
}

#[test]
fn suggestions_made_for_one_course_never_edit_another() {
    let mut s = session("first-course");
    s.perform(Request::Suggest(None));
    let listed = s.suggestions().expect("a list for First course").suggestions.len();
    assert!(listed > 0, "First course has a bend warning to fix");

    // Opening another course drops the list: nothing is listed, and a click
    // on what was listed edits nothing.
    s.perform(Request::OpenOfficial("swamplands"));
    let swamplands = official::course("swamplands").unwrap();
    assert_eq!(course(&s), swamplands);
    assert!(s.suggestions().is_none(), "no list is shown for Swamplands");
    s.perform(Request::ApplySuggestion(0));
    assert_eq!(course(&s), swamplands, "Swamplands is not edited");
    assert!(refused(&s), "the click is refused with a sentence: {:?}", s.notice());
    assert!(s.document().history().undo_label().is_none());

    // An edit and its undo do not bring the old list back.
    s.perform(flip("E"));
    s.perform(Request::Undo);
    assert_eq!(course(&s), swamplands);
    assert!(s.suggestions().is_none(), "undo brings no list back");
    s.perform(Request::ApplySuggestion(0));
    assert_eq!(course(&s), swamplands);
}

#[test]
fn suggestions_are_dropped_by_an_import_too() {
    let mut s = session("hills-of-gold");
    s.perform(Request::Suggest(None));
    assert!(s.suggestions().is_some());
    s.perform(Request::Import(Client::Durango, durango("swamplands")));
    assert_eq!(pieces(&course(&s)), official_pieces("swamplands"));
    assert!(s.suggestions().is_none());
    let imported = course(&s);
    s.perform(Request::ApplySuggestion(0));
    assert_eq!(course(&s), imported);
    assert!(refused(&s));
}

#[test]
fn a_suggestion_applies_to_its_own_course_once_and_undo_does_not_list_it_again() {
    let mut s = session("hills-of-gold");
    let before = course(&s);
    s.perform(Request::Suggest(Some(Band::Moderate)));
    let first = s.suggestions().unwrap().suggestions[0].clone();
    s.perform(Request::ApplySuggestion(0));
    assert_eq!(course(&s), first.edit.applied(&before).unwrap());
    assert_eq!(s.document().history().undo_label(), Some(first.action.as_str()));
    assert!(s.suggestions().is_none(), "the list was for the course before the edit");
    s.perform(Request::ApplySuggestion(1));
    assert_eq!(course(&s), first.edit.applied(&before).unwrap(), "a second click does nothing");
    s.perform(Request::Undo);
    assert_eq!(course(&s), before);
    assert!(s.suggestions().is_none(), "undo does not bring the list back");
}

/// The import's question about what it could not say, if it asked one.
fn dismiss_losses(s: &mut Session) {
    if s.question().is_some_and(|q| q.is_about_losses()) {
        s.perform(Request::Dismiss);
    }
}

#[test]
fn an_import_opens_beside_edited_work_and_closing_that_asks_to_save_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session("first-course");
    s.perform(flip("C"));
    let edited = course(&s);
    // File > Import > durango: nothing is thrown away, so nothing is asked;
    // the import opens in a tab of its own.
    let effects = s.perform(Request::ImportDialog(Client::Durango));
    assert_eq!(asked_path(&effects), Some(PathPurpose::Import(Client::Durango)));
    assert!(s.question().is_none());
    s.perform(Request::Import(Client::Durango, durango("hills-of-gold")));
    assert_eq!(pieces(&course(&s)), official_pieces("hills-of-gold"));
    assert!(s.notice().unwrap().text.starts_with("Imported "), "{:?}", s.notice());
    dismiss_losses(&mut s);
    let tabs = s.tabs();
    assert_eq!(tabs.len(), 2);
    assert!(tabs[0].unsaved && !tabs[0].shown && tabs[1].shown, "{tabs:?}");
    // Closing the edited course asks first, over that course; "Save": it
    // has no file yet, so the editor asks where, saves, then closes it.
    s.perform(Request::CloseTab(0));
    assert_eq!(course(&s), edited, "asked over the course it is about");
    assert_eq!(s.question().map(|q| q.heading.as_str()), Some("Unsaved changes"));
    let effects = s.perform(Request::Answer(0));
    assert_eq!(asked_path(&effects), Some(PathPurpose::SaveAs));
    let saved = dir.path().join("mine.json");
    s.perform(Request::SaveAs(saved.clone()));
    assert_eq!(course_file::load(&saved).unwrap(), edited, "the course is saved");
    assert_eq!(s.tabs().len(), 1, "…and closed");
    assert_eq!(pieces(&course(&s)), official_pieces("hills-of-gold"));
    assert_eq!(s.settings().recent.first(), Some(&saved));
}

#[test]
fn with_a_file_save_goes_straight_on_and_a_cancelled_save_goes_nowhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.json");
    let mut s = session("first-course");
    s.perform(Request::SaveAs(path.clone()));
    s.perform(flip("C"));
    s.perform(Request::Import(Client::Durango, durango("serpentine")));
    dismiss_losses(&mut s);
    s.perform(Request::CloseTab(0));
    let effects = s.perform(Request::Answer(0));
    assert_eq!(asked_path(&effects), None, "saved to its file, no dialog");
    assert_eq!(course_file::load(&path).unwrap().placement("D").map(|_| ()), Some(()));
    assert_eq!(s.tabs().len(), 1);
    assert_eq!(pieces(&course(&s)), official_pieces("serpentine"));

    // Saving a course without a file, then cancelling the path: it stays open.
    let mut s = session("first-course");
    s.perform(flip("C"));
    s.perform(Request::CloseTab(0));
    s.perform(Request::Answer(0));
    let effects = s.perform(Request::PathCancelled);
    assert_eq!(asked_path(&effects), None);
    assert!(s.document().is_dirty());
    assert_eq!(course(&s).placement("D").map(|_| ()), Some(()), "the edited course stays");
}

#[test]
fn a_save_that_meets_a_newer_file_asks_and_then_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("future.json");
    std::fs::write(&path, r#"{"format": "eldorado-course", "version": 9, "pieces": []}"#).unwrap();
    let mut s = session("first-course");
    s.perform(flip("C"));
    s.perform(Request::OpenOfficial("serpentine"));
    assert!(s.question().is_none(), "Serpentine opens beside the edited course");
    s.perform(Request::CloseTab(0));
    s.perform(Request::Answer(0));
    s.perform(Request::SaveAs(path.clone()));
    assert_eq!(s.question().map(|q| q.heading.as_str()), Some("Replace a newer course file?"));
    s.perform(Request::Answer(0));
    assert!(course_file::load(&path).unwrap().placement("D").is_some(), "saved over it");
    assert_eq!(s.tabs().len(), 1, "and its tab closed");
    assert_eq!(course(&s), official::course("serpentine").unwrap());
}

#[test]
fn a_drag_step_builds_at_most_one_map_and_putting_down_builds_none() {
    let mut s = session("first-course");
    let origin = course(&s).placement("K").unwrap().origin;
    let at = |dq: f32| (origin.x as f32 + dq, origin.y as f32);
    let count = Map::assembled_on_this_thread;
    let before = count();
    s.perform(Request::PickUp(at(0.0)));
    assert!(count() - before <= 1, "{} maps to pick it up", count() - before);
    assert_eq!(
        s.selection().in_course_order(&course(&s)),
        ["K"],
        "the piece picked up is selected"
    );
    assert_eq!(s.drag().unwrap().lifted(), ["K", "finish-river"], "K takes its finish plate");
    // Out and back: every pointer position is one drag step.
    for dq in [0.3, 1.0, 2.0, 3.0, 2.2, 1.1, 0.4, 0.0] {
        let before = count();
        s.perform(Request::DragTo(Some(at(dq))));
        assert!(count() - before <= 1, "{} maps at step {dq}", count() - before);
    }
    assert_eq!(s.drag().unwrap().landing().unwrap().verdict, Ok(()));
    assert_eq!(
        s.drag().unwrap().verdict_text_in(eldorado_messages::Lang::English).as_deref(),
        Some("Board K fits here")
    );
    let before = count();
    s.perform(Request::Drop);
    assert_eq!(count() - before, 0, "the drop takes the map its ghost built");
    assert!(s.drag().is_none());
    assert_eq!(course(&s), official::course("first-course").unwrap());

    // Turning the selected piece with R: one map in all.
    s.perform(Request::Select(vec!["N".into()]));
    let before = count();
    s.perform(Request::TurnSelection { clockwise: true });
    assert_eq!(count() - before, 1);
    assert_eq!(s.document().history().undo_label(), Some("move board N"));

    // Any other edit: one map.
    let before = count();
    s.perform(flip("C"));
    assert_eq!(count() - before, 1);
}

#[test]
fn a_new_piece_dropped_where_it_fits_is_placed_and_selected_and_refused_elsewhere() {
    let mut s = session("first-course");
    for id in ["K", "finish-river"] {
        s.perform(Request::Edit(Change::Edit(Edit::Remove { piece: id.into() })));
    }
    let without = course(&s);
    let k = official::course("first-course").unwrap().placement("K").unwrap().clone();
    s.perform(Request::PickUpNew("K".into()));
    assert_eq!(s.drag().unwrap().new_side(), Some("K"));
    assert!(s.drag().unwrap().landing().is_none(), "no ghost until the pointer is on the course");
    // Held by its middle, with the pointer somewhere far off: refused there.
    s.perform(Request::DragTo(Some((40.0, 40.0))));
    let why = s.drag().unwrap().verdict_text_in(eldorado_messages::Lang::English).unwrap();
    assert!(why.contains("not connected"), "{why}");
    // Turned as it lay, and brought over its place: it snaps there.
    for _ in 0..k.rotation.steps() {
        s.perform(Request::TurnSelection { clockwise: true });
    }
    let middle = |p: &eldorado_core::course::Placement| {
        let hexes: Vec<_> = p.hexes().collect();
        let n = hexes.len() as f32;
        (
            hexes.iter().map(|h| h.x as f32).sum::<f32>() / n,
            hexes.iter().map(|h| h.y as f32).sum::<f32>() / n,
        )
    };
    let (q, r) = middle(&k);
    s.perform(Request::DragTo(Some((q + 0.3, r - 0.2))));
    let landing = s.drag().unwrap().landing().unwrap().clone();
    assert_eq!(landing.verdict, Ok(()), "{:?}", landing.verdict);
    assert_eq!(landing.placements, std::slice::from_ref(&k));
    s.perform(Request::Drop);
    assert_eq!(course(&s).placement("K"), Some(&k));
    assert_eq!(s.selection().in_course_order(&course(&s)), ["K"], "the piece put down is selected");
    // Off the course, a drop puts nothing down; Esc puts a held piece back.
    s.perform(Request::Undo);
    s.perform(Request::PickUpNew("K".into()));
    s.perform(Request::DragTo(Some((q, r))));
    s.perform(Request::DragTo(None));
    s.perform(Request::Drop);
    assert_eq!(course(&s), without);
    s.perform(Request::PickUpNew("K".into()));
    s.perform(Request::DragTo(Some((q, r))));
    s.perform(Request::CancelDrag);
    assert!(s.drag().is_none());
    assert_eq!(course(&s), without);
}

#[test]
fn a_drag_does_not_outlive_its_course() {
    let mut s = session("first-course");
    let origin = course(&s).placement("K").unwrap().origin;
    let at = (origin.x as f32, origin.y as f32);
    s.perform(Request::PickUp(at));
    s.perform(Request::DragTo(Some(at)));
    assert!(s.drag().is_some());
    s.perform(Request::OpenOfficial("serpentine"));
    assert!(s.drag().is_none(), "another course puts the held piece back");
    assert!(s.selection().is_empty(), "and selects nothing on it");
    s.perform(Request::Drop);
    assert!(!refused(&s), "{:?}", s.notice());
    assert_eq!(course(&s), official::course("serpentine").unwrap());
}

#[test]
fn a_simulation_belongs_to_the_course_it_played() {
    let mut s = session("first-course");
    s.simulation_mut().settings.games = 12;
    s.simulation_mut().settings.players = 2;
    s.perform(Request::RunSimulation);
    assert!(s.simulation().is_running());
    s.finish_jobs();
    assert_eq!(s.simulation().result().unwrap().games_played, 12);
    assert!(s.simulation_is_current());
    let heat = |s: &Session| {
        s.document().insights().overlays.contains_key(&OverlayKind::SimulationHeatmap)
    };
    assert!(heat(&s));
    // Edited: the result is kept but is for the course before; no heatmap.
    s.perform(flip("C"));
    assert!(s.simulation().result().is_some() && !s.simulation_is_current() && !heat(&s));
    // Undone: the very course the games were played on, heatmap and all.
    s.perform(Request::Undo);
    assert!(s.simulation_is_current() && heat(&s));
    // Another course, even the same one opened again, is another course:
    // its results go (issue 49), none is shown beside the new one's figures.
    s.perform(Request::OpenOfficial("first-course"));
    assert!(s.simulation().result().is_none() && !s.simulation_is_current() && !heat(&s));
}

/// A run whose games the user's low round cap stopped does not replace the
/// course's difficulty in the status bar.
#[test]
fn a_run_cut_short_by_a_low_round_cap_is_not_the_courses_difficulty() {
    let mut s = session("swamplands");
    s.simulation_mut().settings.games = 30;
    s.simulation_mut().settings.players = 2;
    s.simulation_mut().settings.round_cap = 22;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    let r = s.simulation().result().unwrap();
    assert!(r.stalls.cut_short > 0, "{:?}", r.stalls);
    assert_eq!(s.measured_difficulty(), None, "the estimate stands");
    s.simulation_mut().settings.round_cap = 100;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    assert!(s.measured_difficulty().is_some_and(|m| m.starts_with("measured")));
}

#[test]
fn a_broken_course_is_not_simulated() {
    let mut s = Session::new(Start::Empty, Settings::default(), None, None);
    s.perform(Request::RunSimulation);
    assert!(!s.simulation().is_running());
    assert!(refused(&s));
}

#[test]
fn undo_past_a_generated_course_goes_back_to_the_course_it_replaced() {
    let mut generated = official::course("serpentine").unwrap();
    generated.name = "Generated easy course 1-1".into();
    let measured = Measured { rounds: 20.4, players: 4 };
    // Over the course the editor put up by itself, untouched: it takes its
    // place, and Undo past its first edit brings that course back.
    let mut s = Session::new(Start::LastSession, Settings::default(), None, None);
    let first = course(&s);
    s.perform(Request::OpenGenerated(Box::new(generated.clone()), measured));
    assert!(s.question().is_none());
    assert_eq!(course(&s), generated);
    assert_eq!(s.tabs().len(), 1);
    assert_eq!(s.undo_closes(), Some("Generated easy course 1-1".into()));
    s.perform(Request::Undo);
    assert_eq!(course(&s), first);

    // Beside edited work: a tab of its own, and the edited course keeps its
    // own tab and history.
    let mut s = session("first-course");
    s.perform(flip("C"));
    let edited = course(&s);
    s.perform(Request::OpenGenerated(Box::new(generated.clone()), measured));
    assert!(s.question().is_none(), "nothing is thrown away, nothing asked");
    assert_eq!(course(&s), generated);
    assert_eq!(s.undo_closes(), None);
    s.perform(Request::ShowTab(0));
    assert_eq!(course(&s), edited);
    assert!(s.document().is_dirty());
    assert_eq!(s.document().history().undo_label(), Some("flip board C to side D"));
    s.perform(Request::Undo);
    assert_eq!(course(&s), official::course("first-course").unwrap());
}

/// The undo history lists every step; a jump to any step undoes or redoes
/// to it at once, and the steps after it stay to redo.
#[test]
fn the_history_lists_every_step_and_jumps_to_any() {
    let mut s = session("first-course");
    let opened = course(&s);
    s.perform(flip("C"));
    let one = course(&s);
    s.perform(flip("N"));
    s.perform(flip("I"));
    let three = course(&s);
    let h = s.document().history();
    assert_eq!(h.steps().len(), 3);
    assert_eq!(h.done(), 3);
    assert!(h.steps()[0].starts_with("flip board C"), "{:?}", h.steps());
    s.perform(Request::HistoryTo(1));
    assert_eq!(course(&s), one);
    assert_eq!(s.document().history().done(), 1);
    assert_eq!(s.document().history().steps().len(), 3, "the undone steps stay to redo");
    s.perform(Request::HistoryTo(0));
    assert_eq!(course(&s), opened);
    assert!(!s.document().is_dirty(), "back where it was opened");
    s.perform(Request::HistoryTo(3));
    assert_eq!(course(&s), three);
    s.perform(Request::HistoryTo(99));
    assert_eq!(course(&s), three, "past the last step is the last step");
}

/// A generated (or completed) course is unsaved work: the title has its
/// star, File > New opens beside it, and closing it asks first.
#[test]
fn a_generated_course_is_unsaved_and_closing_it_asks_first() {
    let mut s = session("first-course");
    let mut generated = official::course("serpentine").unwrap();
    generated.name = "Generated easy course 1-1".into();
    s.perform(Request::OpenGenerated(
        Box::new(generated.clone()),
        Measured { rounds: 20.4, players: 4 },
    ));
    assert!(s.document().is_dirty());
    assert!(
        s.document().window_title_in(eldorado_messages::Lang::English).starts_with('*'),
        "{}",
        s.document().window_title_in(eldorado_messages::Lang::English)
    );
    s.perform(Request::New);
    assert!(s.question().is_none());
    assert!(course(&s).pieces.is_empty(), "an empty course in a tab of its own");
    assert_eq!(s.tabs().len(), 3, "the first course, the generated one, the new one");
    s.perform(Request::CloseTab(1));
    assert_eq!(s.question().map(|q| q.heading.as_str()), Some("Unsaved changes"));
    assert_eq!(course(&s), generated, "nothing is thrown away before the answer");
    s.perform(Request::Dismiss);
    assert_eq!(course(&s), generated);
    assert_eq!(s.tabs().len(), 3);
}

/// Once the generator's confirmation (or a simulation) measured the course
/// shown, the status bar's difficulty is the measured figure with the
/// estimate for as many players beside it, rated alike; an edit makes it a
/// course no one measured, and the estimate stands alone again.
#[test]
fn a_measured_course_shows_its_measured_difficulty_beside_the_estimate() {
    use eldorado_analysis::difficulty::Rating;
    use eldorado_sim::montecarlo::measured_standing;
    let mut s = session("first-course");
    assert_eq!(s.measured_difficulty(), None);
    let generated = official::course("serpentine").unwrap();
    s.perform(Request::OpenGenerated(Box::new(generated), Measured { rounds: 16.84, players: 4 }));
    let said = s.measured_difficulty().expect("the generator measured it");
    let standing = measured_standing(16.84, 4).expect("the official courses are measured");
    let estimate = s.document().insights().estimates.iter().find(|e| e.0 == 4).unwrap().1;
    assert_eq!(
        said,
        format!(
            "measured {} with 4 players — {}; the estimate said {estimate}",
            Rating::of(16.84),
            standing.text
        )
    );
    assert!(said.starts_with("measured 16.8 rounds (score 4.4/10, moderate) with 4 players"));
    s.perform(flip("C"));
    assert_eq!(s.measured_difficulty(), None);
}

/// A generated candidate opened from the generator's list: the status bar
/// says what the candidate's line said, figure, band, reference point and
/// estimate alike.
#[test]
fn a_generated_candidate_opens_with_the_figure_its_line_showed() {
    use eldorado_design::generate::{Options, bands, generate};
    use eldorado_sim::Progress;
    let options =
        Options { count: 1, seed: 11, ..Options::for_band(bands::by_name("easy").unwrap()) };
    let found = generate(&options, &Progress::new()).expect("quick courses are found");
    let c = &found.candidates[0];
    let mut s = session("first-course");
    s.perform(Request::OpenGenerated(Box::new(c.course.clone()), Measured::of(c)));
    assert_eq!(s.measured_difficulty(), Some(c.said()));
    assert!(c.said().contains(&format!("{}", eldorado_analysis::difficulty::Rating::of(c.rounds))));
}

#[test]
fn quitting_with_unsaved_changes_asks_and_closes_only_when_agreed() {
    let mut s = session("first-course");
    assert!(s.close_requested(), "nothing unsaved: it closes");
    let mut s = session("first-course");
    s.perform(flip("C"));
    assert!(!s.close_requested());
    assert_eq!(s.question().map(|q| q.heading.as_str()), Some("Unsaved changes"));
    assert!(!s.perform(Request::Dismiss).contains(&WindowEffect::Close));
    assert!(s.question().is_none());
    s.perform(Request::Quit);
    let effects = s.perform(Request::Answer(1));
    assert!(effects.contains(&WindowEffect::Close));
    assert!(s.may_close());
}

#[test]
fn an_export_to_another_program_lists_its_losses_for_the_course_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session("serpentine");
    let effects = s.perform(Request::ExportDialog(Format::ShlomoAlon));
    assert_eq!(asked_path(&effects), None, "nothing is asked before the losses are seen");
    let q = s.question().expect("what does not carry over").clone();
    assert!(q.lines.iter().any(|l| l.starts_with("Board E differs in ShlomoAlon")), "{q:?}");
    let effects = s.perform(Request::Answer(0));
    assert_eq!(asked_path(&effects), Some(PathPurpose::Export(Format::ShlomoAlon)));
    let out = dir.path().join("serpentine.json");
    s.perform(Request::Export(Format::ShlomoAlon, out.clone()));
    assert!(std::fs::read_to_string(&out).unwrap().contains("\"p\": [[\"A\", 0, 0, 0]"));
}

#[test]
fn a_sheet_names_the_characters_it_cannot_print_before_the_path_is_asked() {
    let mut course = official::course("hills-of-gold").unwrap();
    course.name = "Путь ทอง".into();
    let mut s = Session::new(Start::Course(Box::new(course)), Settings::default(), None, None);
    let effects = s.perform(Request::ExportDialog(Format::Pdf));
    assert_eq!(asked_path(&effects), None, "nothing is asked before the loss is seen");
    let q = s.question().expect("the characters it cannot print").clone();
    assert_eq!(
        q.lines,
        [
            "No font of the studio draws ง (U+0E07), ท (U+0E17) and อ (U+0E2D): they print as empty boxes."
        ],
        "{q:?}"
    );
    let effects = s.perform(Request::Answer(0));
    assert_eq!(asked_path(&effects), Some(PathPurpose::Export(Format::Pdf)));
    // A sheet that prints whole asks for the path at once.
    let effects = session("hills-of-gold").perform(Request::ExportDialog(Format::Sheet));
    assert_eq!(asked_path(&effects), Some(PathPurpose::Export(Format::Sheet)));
}

#[test]
fn the_share_code_goes_to_the_clipboard() {
    let mut s = session("hills-of-gold");
    let effects = s.perform(Request::CopyShareCode);
    let code = effects
        .iter()
        .find_map(|e| match e {
            WindowEffect::Copy(t) => Some(t.clone()),
            _ => None,
        })
        .expect("copied");
    let decoded = eldorado_formats::share_code::decode(&code).unwrap();
    assert_eq!(decoded.pieces, official::course("hills-of-gold").unwrap().pieces);
}

#[test]
fn unsaved_work_is_offered_back_and_must_be_answered() {
    let data = tempfile::tempdir().unwrap();
    let edited = {
        let mut s = Session::new(
            Start::Official("first-course"),
            Settings::default(),
            Some(data.path()),
            None,
        );
        s.perform(flip("C"));
        s.autosave_now().unwrap();
        course(&s)
    };
    let mut s =
        Session::new(Start::Official("first-course"), Settings::default(), Some(data.path()), None);
    assert_eq!(s.question().and_then(|q| q.restores()), Some(&edited));
    s.perform(Request::Dismiss);
    assert!(s.question().is_some(), "it cannot be put aside");
    s.perform(Request::Answer(0));
    assert_eq!(course(&s), edited);
    assert!(s.document().is_dirty());
}

#[test]
fn a_refused_edit_says_why_and_changes_nothing() {
    let mut s = session("first-course");
    s.perform(flip("Q"));
    assert_eq!(s.notice().unwrap().text, "Strip Q is not on the course");
    assert!(refused(&s));
    assert_eq!(course(&s), official::course("first-course").unwrap());
    s.perform(Request::Select(vec!["N".into()]));
    s.perform(Request::Edit(Change::Edit(Edit::Remove { piece: "N".into() })));
    assert!(course(&s).placement("N").is_none());
    assert!(s.selection().is_empty(), "a piece taken off is no longer selected");
}

/// Hills of Gold's first three pieces and the blockades between them.
fn begun() -> Course {
    let mut c = official::course("hills-of-gold").unwrap();
    c.pieces.truncate(3);
    let kept = pieces(&c);
    c.blockades.retain(|b| b.between.iter().all(|s| kept.iter().any(|k| s == k)));
    c.name = "My start".into();
    c
}

#[test]
fn complete_finds_courses_that_keep_the_open_course_and_opens_one_as_new() {
    let mut s = session("first-course");
    s.perform(Request::OpenCourse(Box::new(begun())));
    let given = course(&s);
    s.generation_mut().settings.band = Some(Band::Moderate);
    s.generation_mut().settings.count = 1;
    s.generation_mut().settings.seed = 5;
    s.perform(Request::Complete);
    assert!(s.generation().is_running());
    s.finish_jobs();
    assert_eq!(s.generation().completing(), Some(given.name.as_str()));
    let found = s.generation().candidates().to_vec();
    assert_eq!(found.len(), 1, "{:?}", s.generation().message(Lang::English));
    let done = &found[0].course;
    assert_eq!(done.pieces[..3], given.pieces[..], "the open course's pieces stay exactly");
    assert!(given.blockades.iter().all(|b| done.blockades.contains(b)));
    assert!(Map::build(done).is_ok());
    // The course asked about is untouched; the completion opens as a new
    // one, in a tab of its own beside it.
    assert_eq!(course(&s), given);
    s.perform(Request::OpenGenerated(Box::new(done.clone()), Measured::of(&found[0])));
    assert_eq!(&course(&s), done);
    s.perform(Request::NextTab { forward: false });
    assert_eq!(course(&s), given);
}

#[test]
fn a_completion_out_of_reach_is_refused_with_the_reason() {
    let mut s = session("first-course");
    s.perform(Request::OpenCourse(Box::new(begun())));
    s.generation_mut().settings.band = Some(Band::VeryHard);
    for (pair, on) in &mut s.generation_mut().settings.owned {
        *on = pair.contains(&"E");
    }
    s.perform(Request::Complete);
    s.finish_jobs();
    assert!(s.generation().candidates().is_empty());
    let m = s.generation().message(Lang::English).unwrap_or_default();
    assert!(m.contains("cannot make a course longer than"), "{m}");
    // A course with its finish plate has nothing to add.
    s.perform(Request::OpenOfficial("serpentine"));
    s.perform(Request::Complete);
    s.finish_jobs();
    let m = s.generation().message(Lang::English).unwrap_or_default();
    assert!(m.contains("already has its finish plate"), "{m}");
}

// ---- preview, start page, imports, wording --------------------------------------

#[test]
fn a_hovered_suggestion_is_previewed_without_changing_the_course() {
    let mut s = session("hills-of-gold");
    s.perform(Request::Suggest(Some(Band::Moderate)));
    let first = s.suggestions().expect("a list").suggestions[0].clone();
    let before = course(&s);
    let version = s.document().version();
    s.perform(Request::PreviewSuggestion(Some(0)));
    let p = s.preview().expect("the pointer rests on the first suggestion");
    assert_eq!(p.course, first.edit.applied(&before).unwrap(), "the course as the edit leaves it");
    assert!(
        p.caption.starts_with(&eldorado_core::text::capitalise(&first.action)),
        "{}",
        p.caption
    );
    assert!(p.figures.difficulty.is_some(), "{:?}", p.figures);
    assert!(!p.pieces.is_empty() || !p.seams.is_empty() || !p.caves.is_empty());
    assert_eq!(course(&s), before, "nothing is changed by looking");
    assert_eq!(s.document().version(), version);
    assert!(!s.document().is_dirty());
    // The pointer leaves the list: the preview goes.
    s.perform(Request::PreviewSuggestion(None));
    assert!(s.preview().is_none());
    // A preview goes with any change to the course.
    s.perform(Request::PreviewSuggestion(Some(0)));
    s.perform(Request::ApplySuggestion(0));
    assert!(s.preview().is_none(), "made: the preview is of a course that no longer is");
    s.perform(Request::PreviewSuggestion(Some(0)));
    assert!(s.preview().is_none(), "no list, no preview");
}

#[test]
fn the_first_run_opens_on_the_start_page_and_opening_a_course_closes_it() {
    let first_run = Session::new(Start::LastSession, Settings::default(), None, None);
    assert!(first_run.start_page_open());
    let mut s = first_run;
    s.perform(Request::OpenOfficial("swamplands"));
    assert!(!s.start_page_open());
    s.perform(Request::StartPage(true));
    assert!(s.start_page_open());
    s.perform(Request::StartPage(false));
    assert!(!s.start_page_open());
    // A course named at start, or a last file that exists, opens without it.
    assert!(!session("first-course").start_page_open());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.json");
    course_file::save(&official::default_course(), &path).unwrap();
    let settings = Settings { last_file: Some(path), ..Settings::default() };
    assert!(!Session::new(Start::LastSession, settings, None, None).start_page_open());
}

#[test]
fn the_start_page_gives_each_official_course_the_status_bars_difficulty() {
    let offered = eldorado_editor_model::start_page::official_courses();
    assert_eq!(offered.len(), 7);
    for c in offered {
        let s = session(c.id);
        let status = &s.document().insights().summary.difficulty;
        assert_eq!(c.difficulty_in(eldorado_messages::Lang::English), *status, "{}", c.id);
        assert_eq!(c.course, course(&s), "{}", c.id);
    }
}

#[test]
fn opening_another_course_keeps_an_imported_one_in_its_tab() {
    let mut s = session("first-course");
    s.perform(Request::Import(Client::Durango, durango("swamplands")));
    dismiss_losses(&mut s);
    let imported = course(&s);
    assert!(s.document().is_dirty(), "an imported course is in no file yet");
    s.perform(Request::OpenOfficial("hills-of-gold"));
    assert!(s.question().is_none(), "nothing is replaced, nothing asked");
    assert_eq!(course(&s), official::course("hills-of-gold").unwrap());
    assert_eq!(s.tabs().len(), 3, "First course, the import, Hills of Gold");
    s.perform(Request::ShowTab(1));
    assert_eq!(course(&s), imported, "the import kept, unsaved");
    assert!(s.document().is_dirty());
}

#[test]
fn suggestions_word_a_turn_as_it_looks_on_the_table() {
    let mut seen_turn = false;
    for id in ["hills-of-gold", "swamplands", "serpentine"] {
        let mut s = session(id);
        for band in [None, Some(Band::Easy), Some(Band::Hard)] {
            s.perform(Request::Suggest(band));
            for sg in &s.suggestions().unwrap().suggestions {
                assert!(!sg.action.contains("rotation"), "{}", sg.action);
                if matches!(sg.edit, Edit::Turn { .. }) {
                    seen_turn = true;
                    assert!(sg.action.contains("°)"), "{}", sg.action);
                }
            }
        }
    }
    assert!(seen_turn, "some suggestion turns a board");
}

/// The course's pieces sorted, for comparing courses whatever their order.
fn sorted(mut c: Course) -> Course {
    c.pieces.sort_by(|a, b| a.piece.cmp(&b.piece));
    c.blockades.sort_by(|a, b| a.between.cmp(&b.between));
    c
}

#[test]
fn a_piece_cut_and_pasted_comes_back_with_its_blockade_in_one_step_each() {
    let mut s = session("first-course");
    let before = course(&s);
    assert!(before.blockade_between("I", "K").is_some());
    s.perform(Request::Select(vec!["K".into()]));
    s.perform(Request::CutSelection);
    assert_eq!(
        s.notice().unwrap().text,
        "Cut board K and the finish plate: Ctrl+V puts it down under the pointer"
    );
    assert!(course(&s).placement("K").is_none() && course(&s).placement("finish-river").is_none());
    assert_eq!(s.document().history().undo_label(), Some("delete board K and the finish plate"));
    assert!(s.selection().is_empty(), "the cut pieces are no longer selected");
    s.perform(Request::Paste(None));
    assert_eq!(sorted(course(&s)), sorted(before.clone()), "back where it was, blockade and all");
    assert_eq!(s.document().history().undo_label(), Some("paste board K and the finish plate"));
    assert_eq!(
        s.selection().in_course_order(&course(&s)),
        ["K", "finish-river"],
        "the pasted pieces are selected"
    );
    // A piece is in the box once: pasting it again is refused with the reason.
    s.perform(Request::Paste(None));
    assert!(refused(&s), "{:?}", s.notice());
    assert!(s.notice().unwrap().text.starts_with("Cannot paste board K"), "{:?}", s.notice());
    s.perform(Request::Undo);
    assert!(course(&s).placement("K").is_none());
}

#[test]
fn pieces_copied_from_one_course_are_pasted_on_another() {
    let mut s = session("first-course");
    let source = course(&s);
    s.perform(Request::Select(vec!["K".into()]));
    s.perform(Request::CopySelection);
    assert_eq!(course(&s), source, "copying changes nothing");
    // Another course: the first course without its last board.
    let mut other = source.clone();
    other.name = "Short course".into();
    for id in ["K", "finish-river"] {
        Edit::Remove { piece: id.into() }.apply(&mut other).unwrap();
    }
    s.perform(Request::OpenCourse(Box::new(other.clone())));
    assert_eq!(course(&s), other);
    assert!(s.clipboard().is_some(), "the clipboard outlives the course it was filled from");
    // Held by its middle: pasted with the pointer a little off where that
    // middle lay, it snaps flush back there.
    let hexes: Vec<_> =
        ["K", "finish-river"].iter().flat_map(|id| source.placement(id).unwrap().hexes()).collect();
    let n = hexes.len() as f32;
    let middle = eldorado_core::hex::Hex::round([
        hexes.iter().map(|h| h.x as f32).sum::<f32>() / n,
        hexes.iter().map(|h| h.y as f32).sum::<f32>() / n,
    ]);
    let at = (middle.x as f32, middle.y as f32);
    s.perform(Request::Paste(Some((at.0 + 0.3, at.1 - 0.2))));
    let pasted = course(&s);
    assert!(Map::assemble(&pasted).is_valid(), "{:?}", Map::assemble(&pasted).problems);
    assert_eq!(pasted.placement("K"), source.placement("K"));
    assert_eq!(pasted.blockade_between("I", "K"), source.blockade_between("I", "K"));
    // Far from the course it is refused, and the course stays.
    s.perform(Request::Undo);
    s.perform(Request::Paste(Some((at.0 + 40.0, at.1))));
    assert!(refused(&s), "{:?}", s.notice());
    assert_eq!(course(&s), other);
}

/// Selects boards I and K as a user would: a click on I, a Shift+click on K.
fn select_i_and_k(s: &mut Session) {
    s.perform(Request::Select(vec!["I".into()]));
    s.perform(Request::ToggleSelected("K".into()));
    assert_eq!(s.selection().in_course_order(&course(s)), ["I", "K"]);
}

/// Every request on the selection acts on all of it, as one undoable step:
/// what the Edit menu, a piece's menu, the keys and the wheel all send.
#[test]
fn a_multi_selection_is_turned_flipped_cut_and_deleted_whole() {
    let original = official::course("first-course").unwrap();
    let mut s = session("first-course");
    select_i_and_k(&mut s);
    assert_eq!(
        s.selection().describe_in(eldorado_messages::Lang::English, &course(&s)).as_deref(),
        Some("board I and board K")
    );

    s.perform(Request::TurnSelection { clockwise: true });
    let turned = course(&s);
    for id in ["I", "K", "finish-river"] {
        let (before, after) = (original.placement(id).unwrap(), turned.placement(id).unwrap());
        assert_eq!(after.rotation, before.rotation.clockwise(), "{id} turned with the others");
    }
    assert_eq!(turned.placement("N"), original.placement("N"), "the rest stays");
    assert_eq!(s.document().history().undo_label(), Some("turn 3 pieces"));
    s.perform(Request::TurnSelection { clockwise: false });
    assert_eq!(course(&s), original, "anticlockwise turns it back");

    s.perform(Request::FlipSelection);
    let flipped = course(&s);
    assert!(["I", "K"].iter().all(|id| flipped.placement(id).is_none()));
    assert!(["J", "L"].iter().all(|id| flipped.placement(id).is_some()));
    assert_eq!(
        s.selection().in_course_order(&flipped),
        ["J", "L"],
        "the selection follows the flip"
    );
    s.perform(Request::Undo);
    assert_eq!(course(&s), original);
    assert_eq!(s.selection().in_course_order(&original), ["I", "K"], "and follows it back on undo");
    s.perform(Request::Redo);
    assert_eq!(s.selection().in_course_order(&course(&s)), ["J", "L"], "and on redo");
    s.perform(Request::Undo);

    s.perform(Request::DeleteSelection);
    let deleted = course(&s);
    assert!(["I", "K", "finish-river"].iter().all(|id| deleted.placement(id).is_none()));
    assert_eq!(deleted.pieces.len(), original.pieces.len() - 3);
    assert!(s.selection().is_empty(), "pieces taken off drop out of the selection");
    s.perform(Request::Undo);
    assert_eq!(course(&s), original, "the delete was one step");
    assert!(s.selection().is_empty(), "undo brings the pieces back, not the selection");

    select_i_and_k(&mut s);
    s.perform(Request::CutSelection);
    assert_eq!(course(&s), deleted, "cut takes off what delete takes off");
    assert_eq!(s.clipboard().unwrap().ids(), ["I", "K", "finish-river"]);
    assert!(s.selection().is_empty());
    s.perform(Request::Undo);
    select_i_and_k(&mut s);
    s.perform(Request::CopySelection);
    assert_eq!(course(&s), original, "copy changes nothing");
    assert_eq!(s.notice().unwrap().text, "Copied 3 pieces");
}

#[test]
fn pieces_are_selected_by_click_shift_click_and_band_and_forgotten_with_their_course() {
    let mut s = session("first-course");
    let c = course(&s);
    // A band (two corners, fractional axial) round the middle of one of K's spaces selects K.
    let h = c.placement("K").unwrap().hexes().nth(5).unwrap();
    let (q, r) = (h.x as f32, h.y as f32);
    s.perform(Request::SelectBand([(q - 0.3, r - 0.3), (q + 0.3, r + 0.3)]));
    assert_eq!(s.selection().in_course_order(&c), ["K"], "a small band touches K alone");
    s.perform(Request::SelectBand([(-100.0, -100.0), (100.0, 100.0)]));
    assert_eq!(
        s.selection().len(),
        c.pieces.len(),
        "a band over the whole table takes every piece"
    );
    // Shift+click takes one out; a click selects one alone; the table clears.
    s.perform(Request::ToggleSelected("B".into()));
    assert!(!s.selection().contains("B"));
    s.perform(Request::Select(vec!["C".into(), "not a piece".into()]));
    assert_eq!(s.selection().in_course_order(&c), ["C"], "only pieces on the course are selected");
    s.perform(Request::Select(Vec::new()));
    assert!(s.selection().is_empty());
    // Nothing selected: the selection's requests do nothing.
    for r in [
        Request::TurnSelection { clockwise: true },
        Request::FlipSelection,
        Request::DeleteSelection,
    ] {
        s.perform(r);
    }
    assert_eq!(course(&s), c);
    // Another course opens with nothing selected.
    s.perform(Request::Select(vec!["C".into()]));
    s.perform(Request::OpenOfficial("hills-of-gold"));
    assert!(s.selection().is_empty());
}

/// A drag that starts on one of several selected pieces moves them all;
/// on a piece outside the selection, that piece alone.
#[test]
fn picking_up_a_selected_piece_holds_the_whole_selection() {
    let original = official::course("first-course").unwrap();
    let mut s = session("first-course");
    select_i_and_k(&mut s);
    let k = original.placement("K").unwrap().origin;
    let at = (k.x as f32, k.y as f32);
    s.perform(Request::PickUp(at));
    assert_eq!(s.drag().unwrap().lifted(), ["I", "K", "finish-river"]);
    s.perform(Request::DragTo(Some((at.0 + 0.2, at.1))));
    assert_eq!(
        s.drag().unwrap().verdict_text_in(eldorado_messages::Lang::English).as_deref(),
        Some("3 pieces fit here")
    );
    // R while held turns the held pieces, not the course.
    s.perform(Request::TurnSelection { clockwise: true });
    assert_eq!(course(&s), original);
    s.perform(Request::CancelDrag);
    assert_eq!(s.selection().in_course_order(&original), ["I", "K"], "still selected");
    let n = original.placement("N").unwrap().origin;
    s.perform(Request::PickUp((n.x as f32, n.y as f32)));
    assert_eq!(s.drag().unwrap().lifted(), ["N"]);
    assert_eq!(s.selection().in_course_order(&original), ["N"]);
}

/// A board clicked in the palette once the finish plate ends the course
/// goes in before the plate, which moves on to the board's far side (one
/// step, undone as one): no board stuck beside the last as a dead end.
#[test]
fn a_board_added_after_the_finish_plate_goes_in_before_it() {
    let mut s = Session::new(Start::Empty, Settings::default(), None, None);
    for side in ["A", "C", "N", "E", "finish-river"] {
        s.perform(Request::AttachAtEnd(side.into()));
        assert!(course(&s).placement(side).is_some(), "{side}: {:?}", s.notice());
    }
    assert!(s.document().assembly().problems.is_empty());
    let before = course(&s);
    let steps = s.document().history().steps().len();
    s.perform(Request::AttachAtEnd("G".into()));
    let after = course(&s);
    assert!(after.placement("G").is_some(), "{:?}", s.notice());
    assert!(!refused(&s), "{:?}", s.notice());
    assert!(s.notice().unwrap().text.contains("before"), "{:?}", s.notice());
    assert_eq!(s.document().history().steps().len(), steps + 1, "one step");
    let map = Map::build(&after).expect("the course stays valid");
    // G lies on the way to El Dorado: every route from a start space to
    // the finishing spaces crosses it, since the plate now touches G alone.
    let plate = map.piece_by_id("finish-river").unwrap();
    let g = map.piece_by_id("G").unwrap();
    let e = map.piece_by_id("E").unwrap();
    let touching = |a, b| {
        map.piece(a).spaces.iter().any(|&x| {
            let h = map.space(x).hex;
            map.piece(b)
                .spaces
                .iter()
                .any(|&y| eldorado_core::hex::neighbours(h).any(|n| n == map.space(y).hex))
        })
    };
    assert!(touching(plate, g), "the plate is at G's far side");
    assert!(!touching(plate, e), "and no longer beside E");
    assert!(touching(e, g), "G follows E");
    // Undo puts the plate back where it was, with G gone.
    s.perform(Request::Undo);
    assert_eq!(course(&s), before);
}

/// A course built from the palette's clicks alone: each piece goes where
/// the course continues, flush and breaking no rule, and asked again it
/// tries its next place there (one undo step all the same). The arrow keys
/// move a selected piece to the next flush place.
#[test]
fn a_course_is_built_by_adding_pieces_at_the_open_end() {
    use eldorado_editor_model::attach::{Heading, end_places};
    let mut s = Session::new(Start::Empty, Settings::default(), None, None);
    s.perform(Request::AttachAtEnd("C".into()));
    assert!(refused(&s), "a course begins with a start board");
    for side in ["B", "C", "N", "I", "K"] {
        s.perform(Request::AttachAtEnd(side.into()));
        assert!(course(&s).placement(side).is_some(), "{side} was added: {:?}", s.notice());
        assert_eq!(s.selection().in_course_order(s.document().course()), [side]);
        assert!(
            s.document().assembly().problems.iter().all(|p| p.pieces.iter().all(|id| id != side))
        );
    }
    // The next place of the last piece: another place, the same number of steps.
    let places = end_places(s.document(), "finish-river").len();
    assert!(places >= 1);
    let before = course(&s).placement("K").cloned();
    let steps = s.document().history().steps().len();
    s.perform(Request::NextEndPlace);
    assert_ne!(course(&s).placement("K").cloned(), before, "{:?}", s.notice());
    assert_eq!(s.document().history().steps().len(), steps);
    s.perform(Request::AttachAtEnd("finish-river".into()));
    assert!(course(&s).placement("finish-river").is_some(), "{:?}", s.notice());
    assert!(Map::build(&course(&s)).is_ok(), "{:?}", s.document().assembly().problems);
    // A board is not a start: a second start board is refused with the reason.
    s.perform(Request::AttachAtEnd("A".into()));
    assert!(refused(&s));

    // The arrow keys: the selected piece goes to the next flush place.
    let mut s = session("first-course");
    s.perform(Request::Select(vec!["K".into()]));
    let was = course(&s).placement("K").unwrap().origin;
    for d in [Heading::Left, Heading::Right, Heading::Up, Heading::Down] {
        s.perform(Request::MoveSelection(d));
        let now = course(&s).placement("K").unwrap().origin;
        if now != was {
            assert!(!refused(&s));
            assert_eq!(s.selection().in_course_order(s.document().course()), ["K"]);
            assert!(
                s.document().assembly().problems.is_empty(),
                "{:?}",
                s.document().assembly().problems
            );
            return;
        }
    }
    panic!("board K found no flush place in any direction: {:?}", s.notice());
}

/// An export of a saved course is named after its file, not the course's
/// name: "my-route.json" exports as "my-route-client.json".
#[test]
fn exports_are_named_after_the_course_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("my-route.json");
    let mut s = session("hills-of-gold");
    s.perform(Request::SaveAs(path.clone()));
    let effects = s.perform(Request::ExportDialog(Format::ClientJson));
    let suggested = effects
        .iter()
        .find_map(|e| match e {
            WindowEffect::AskPath(r) => Some(r.suggested.clone()),
            _ => None,
        })
        .expect("a path is asked for");
    assert!(suggested.ends_with("my-route-client.json"), "{suggested}");
}

#[test]
fn a_simulation_rings_each_way_of_a_route_choice_by_its_share() {
    let mut s = session("winding-paths");
    s.simulation_mut().settings.games = 40;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    let result = s.simulation().result().unwrap();
    assert!(!result.route_choices.is_empty(), "every route choice is watched");
    let shares: f64 = result.route_choices[0].ways.iter().map(|w| w.share).sum();
    assert!(
        (shares - 1.0).abs() < 1e-9 || result.route_choices[0].ways.iter().all(|w| w.pieces == 0)
    );
    let layer = &s.document().insights().overlays[&OverlayKind::RouteUsage];
    // Rings, not shades: the terrain under the layer keeps its own colour,
    // and the ways' colours are the legend's, each said in it.
    assert!(layer.tints.is_empty(), "no space's terrain is shaded over");
    assert!(!layer.rings.is_empty());
    let legend = layer.legend.as_ref().unwrap();
    let keyed: Vec<_> = legend.keys.iter().map(|k| k.0).collect();
    assert_eq!(keyed.len(), 2, "{:?}", legend.keys);
    assert!(
        layer.rings.iter().all(|r| keyed.contains(&r.1)),
        "every ring's colour is in the legend"
    );
    assert!(
        legend.keys[0].1.contains("the shortcut") && legend.keys[1].1.contains("the way round")
    );
    // The way every piece took has the widest ring, and says so on hover.
    // (A space may lie on the ways of two choices: the ring is the one
    // given with this hover text.)
    let at = layer
        .values
        .iter()
        .position(|(_, v)| v.contains("the inner lane taken by 100 %"))
        .expect("board I's inner lane, taken by every piece");
    let (said_hex, said) = &layer.values[at];
    assert_eq!(&layer.rings[at].0, said_hex);
    assert_eq!(layer.rings[at].2, 1.0, "{said}");
    assert_eq!(layer.rings[at].1, legend.keys[0].0, "the inner lane in the first way's colour");
    assert!(said.contains("the bend on board I"), "{said}");
}

use eldorado_rules::BotKind;

#[test]
fn the_tactics_table_tells_each_way_by_tactic_on_the_layer() {
    let mut s = session("first-course");
    s.simulation_mut().settings.games = 60;
    s.simulation_mut().settings.seat_tactics();
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    let result = s.simulation().result().unwrap().clone();
    assert!(result.rotate_seats, "the tactics are rotated round the seats");
    // The course's difficulty is the reference table's: a run of tactics
    // leaves the estimate standing.
    assert_eq!(s.measured_difficulty(), None, "a tactics' run is no measure of the difficulty");
    // The problems panel's route remarks say the tactical verdict beside the games'.
    let told: Vec<String> = (s.document().insights().remarks.iter())
        .filter_map(|r| r.games.as_ref().map(|g| g.line.clone()))
        .collect();
    assert!(!told.is_empty() && told.iter().all(|l| l.contains(" By tactic: ")), "{told:#?}");
    let layer = &s.document().insights().overlays[&OverlayKind::RouteUsage];
    // Each hover of a way says the choice's verdict by tactic, the one
    // judgement of `eldorado_design::tactics`, and each tactic's way.
    for u in &result.route_choices {
        let verdict = eldorado_design::tactics::judge(u, 4).verdict;
        let tactical = verdict.is_tactical();
        let told: Vec<&String> = layer
            .values
            .iter()
            .map(|(_, v)| v)
            .filter(|v| v.contains(u.name.trim_start_matches("the ")))
            .collect();
        for v in told {
            assert!(v.contains("By tactic: "), "{v}");
            assert_eq!(v.contains("a tactical choice"), tactical, "{v}");
            assert!(v.contains("river: ") && v.contains("racer: "), "{v}");
        }
    }
    // A run of one bot tells no tactic.
    s.simulation_mut().settings = Default::default();
    s.simulation_mut().settings.games = 20;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    let again = s.simulation().result().unwrap();
    assert_eq!((again.bots.clone(), again.games_played), (vec![BotKind::Fast; 4], 20));
    assert!(s.measured_difficulty().is_some(), "fast bots at every seat measure it");
    let layer = &s.document().insights().overlays[&OverlayKind::RouteUsage];
    assert!(layer.values.iter().all(|(_, v)| !v.contains("By tactic")));
}

/// A cave added or taken away, a piece moved by an arrow key and a piece
/// deleted each say in the status bar what they did, in the words of their
/// undo step.
#[test]
fn a_cave_an_arrow_move_and_a_delete_each_say_what_they_did() {
    use eldorado_editor_model::attach::Heading;
    let mut s = session("first-course");
    let map = Map::build(&course(&s)).unwrap();
    let c = course(&s);
    let mountain = map
        .spaces()
        .iter()
        .find(|x| {
            x.terrain == eldorado_core::catalog::Terrain::Mountain
                && !c.placement(&map.piece(x.piece).id).unwrap().has_cave(x.local)
        })
        .unwrap();
    let piece = map.piece(mountain.piece).id.clone();
    let cave = Edit::Cave { piece: piece.clone(), local: mountain.local, cave: true };
    s.perform(Request::Edit(Change::Edit(cave)));
    let said = s.notice().map(|n| n.text.clone()).unwrap_or_default();
    assert!(said.starts_with("Add a cave to the mountain at "), "{said:?}");
    assert!(said.contains(&format!("board {piece}")) || said.contains(piece.as_str()), "{said:?}");
    // The arrow keys: the move said.
    s.perform(Request::Select(vec!["K".into()]));
    let moved = [Heading::Left, Heading::Right, Heading::Up, Heading::Down].into_iter().any(|d| {
        let was = course(&s).placement("K").unwrap().origin;
        s.perform(Request::MoveSelection(d));
        course(&s).placement("K").unwrap().origin != was
    });
    assert!(moved);
    let said = s.notice().map(|n| n.text.clone()).unwrap_or_default();
    assert!(said.starts_with("Move board K"), "{said:?}");
    // A delete.
    s.perform(Request::Select(vec!["I".into()]));
    s.perform(Request::DeleteSelection);
    assert!(course(&s).placement("I").is_none());
    let said = s.notice().map(|n| n.text.clone()).unwrap_or_default();
    assert_eq!(said, "Delete board I");
}

/// "Problems (1) · 1 design tip" counted a tip the analysis raised as a
/// warning among the problems: a design tip is counted as a tip whatever its
/// severity, and the problems are the other errors and warnings.
#[test]
fn design_tips_are_never_counted_as_problems() {
    use eldorado_editor_model::insight::Severity;
    let mut warned_tips = 0;
    for id in official::ids() {
        let s = session(id);
        let insights = s.document().insights();
        let is_tip = |m: &str| m.starts_with("Tip ");
        let problems = insights
            .remarks
            .iter()
            .filter(|r| r.severity != Severity::Info && !is_tip(&r.message))
            .count();
        warned_tips += insights
            .remarks
            .iter()
            .filter(|r| r.severity == Severity::Warning && is_tip(&r.message))
            .count();
        assert_eq!(insights.problems(), problems, "{id}");
        assert_eq!(insights.tips(), insights.remarks.len() - problems, "{id}");
    }
    assert!(warned_tips > 0, "some official course has a tip the analysis warns of");
}
