//! The design assistant in the editor: Course > Generate… finds courses to
//! order on a worker thread and opens one as a new course that Undo closes
//! again; the Suggestions section lists single edits, and one click makes one
//! as an undoable step.

use std::time::Duration;

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::{EditorApp, Start};
use eldorado_analysis::difficulty::Band;
use eldorado_core::course::{Edit, official};
use eldorado_editor_model::Request;
use eldorado_editor_model::changes::Change;
use eldorado_messages::Lang;

use crate::harness::{course, editor_with, official};

fn click(h: &mut Harness<'_, EditorApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// The pointer off the window's panels: a suggestion listed under it would
/// be shown on the course as well as in the list.
fn away(h: &mut Harness<'_, EditorApp>) {
    h.hover_at(egui::pos2(1.0, 1.0));
    h.run();
}

/// Clicks a menu item by the start of its label (the shortcut follows it).
fn click_contains(h: &mut Harness<'_, EditorApp>, label: &str) {
    h.get_by_label_contains(label).click();
    h.run();
}

/// Opens Course > Generate… and runs a search, waiting up to two minutes.
fn generate(h: &mut Harness<'_, EditorApp>) {
    click(h, "Course");
    click(h, "Generate…");
    h.get_by_label("Generate").click();
    wait_for_search(h);
    h.step();
}

/// Steps the window until the search started ends, for up to two minutes.
fn wait_for_search(h: &mut Harness<'_, EditorApp>) {
    h.step();
    for _ in 0..1200 {
        if !h.state().generate().is_running() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        h.step();
    }
    assert!(!h.state().generate().is_running(), "the search ended within two minutes");
}

#[test]
fn a_generated_course_opens_in_a_tab_of_its_own_and_nothing_is_lost() {
    let mut h = official("first-course");
    // Unsaved work on the open course: a flipped board.
    let flip = Edit::Flip { piece: "C".into() };
    h.state_mut().perform(Request::Edit(Change::Edit(flip)));
    h.run();
    let edited = course(&h);
    assert_ne!(edited, official::course("first-course").unwrap());
    {
        let s = &mut h.state_mut().generate_mut().settings;
        s.band = Some(Band::Easy);
        s.count = 1;
        s.seed = 2;
    }
    generate(&mut h);
    let found = h.state().generate().candidates().to_vec();
    assert_eq!(found.len(), 1, "{:?}", h.state().generate().message(Lang::English));
    let c = &found[0];
    assert!(
        (11.0..=15.0).contains(&c.rounds) && c.band == eldorado_analysis::difficulty::Band::Easy
    );
    h.get_by_label_contains(&format!("{:.1} rounds", c.rounds));
    h.get_by_label(&c.summary);
    // A click opens it in a tab of its own: nothing is thrown away, nothing asked.
    click(&mut h, &c.course.name);
    assert!(h.query_by_label("Unsaved changes").is_none());
    assert_eq!(course(&h), c.course);
    assert!(h.state().document().assembly().is_valid());
    // In band by games of its own (other seeds than the generator's), and tip-clean.
    let config =
        eldorado_sim::SimConfig { games: 1000, players: 4, seed: 99, ..Default::default() };
    let played = eldorado_sim::run(
        h.state().document().map(),
        "opened",
        &config,
        None,
        &eldorado_sim::Progress::new(),
    )
    .unwrap();
    let rounds = played.finishing_round.mean;
    assert!((10.6..=15.4).contains(&rounds), "{rounds} rounds");
    let report = eldorado_analysis::analyze(h.state().document().map());
    assert!(report.findings.iter().all(|f| f.severity < eldorado_analysis::Severity::Warning));
    // The edited course waits in its tab, with its own history.
    click(&mut h, "*First course");
    assert_eq!(course(&h), edited);
    assert!(h.state().document().is_dirty());
    click(&mut h, "Edit");
    click_contains(&mut h, "Undo flip board C to side D");
    assert_eq!(course(&h), official::course("first-course").unwrap());
}

#[test]
fn an_impossible_order_says_why_and_cancel_stops_a_search() {
    let mut h = official("first-course");
    {
        let s = &mut h.state_mut().generate_mut().settings;
        s.band = Some(Band::VeryHard);
        for (i, (_, on)) in s.owned.iter_mut().enumerate() {
            *on = i == 0;
        }
    }
    generate(&mut h);
    assert!(h.state().generate().candidates().is_empty());
    h.get_by_label_contains("out of reach");
    // A search that can't end soon: Cancel ends it.
    {
        let s = &mut h.state_mut().generate_mut().settings;
        s.owned.iter_mut().for_each(|(_, on)| *on = true);
        s.band = None;
        // Half a round, the narrowest the search aims at, for eight courses.
        s.rounds = (16.0, 16.5);
        s.count = 8;
    }
    // The Rounds row appears: let the window lay itself out again before clicking.
    h.run();
    h.get_by_label("Generate").click();
    h.step();
    assert!(h.state().generate().is_running());
    h.step();
    assert!(h.query_by_label("Generate").is_none(), "no Generate button while searching");
    h.get_by_label("Cancel").click();
    h.step();
    for _ in 0..600 {
        if !h.state().generate().is_running() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
        h.step();
    }
    h.step();
    let said = h.state().generate().message(Lang::English).unwrap_or_default();
    assert!(
        said.starts_with("The search was cancelled after ") && said.ends_with(" attempts."),
        "{said}"
    );
    h.get_by_label("Generate");
}

#[test]
fn a_suggestion_is_made_in_one_click_and_undone_in_one() {
    let mut h = official("first-course");
    let before = course(&h);
    click(&mut h, "Suggest edits");
    away(&mut h);
    let found =
        h.state().session().suggestions().expect("suggestions for the course as it is").clone();
    let first = found.suggestions.first().expect("a suggestion for a bend warning");
    let bend = first
        .effect
        .strip_prefix("fixes tip c on ")
        .and_then(|rest| rest.split(';').next())
        .unwrap_or_else(|| panic!("{}", first.effect))
        .to_string();
    let label = eldorado::app::panels::suggestions::shown_in(
        first,
        h.state().document().course(),
        eldorado_messages::Lang::English,
    );
    let tip_c =
        |h: &Harness<'_, EditorApp>| {
            h.state().document().insights().remarks.iter().any(|r| {
                r.message.contains("(tip c)") && r.message.contains(&format!("on {bend},"))
            })
        };
    assert!(tip_c(&h), "the bend warning on {bend} is shown");
    click(&mut h, &label);
    assert_eq!(course(&h), first.edit.applied(&before).unwrap());
    assert!(!tip_c(&h), "the bend warning is gone");
    assert!(
        h.state().session().suggestions().is_none(),
        "the list was for the course before the edit"
    );
    click(&mut h, "Edit");
    click_contains(&mut h, &format!("Undo {}", first.action));
    assert_eq!(course(&h), before);
    assert!(tip_c(&h));
}

#[test]
fn the_editor_can_start_on_a_generated_course_unsaved() {
    // What `eldorado generate --open` does with the first candidate.
    let mut generated = official::course("serpentine").unwrap();
    generated.name = "Generated long course 7-1".into();
    let start = Start::Course(Box::new(generated.clone()));
    let mut h = editor_with(start, None, vec2(1400.0, 900.0));
    h.run();
    assert_eq!(course(&h), generated);
    assert!(h.state().document().path().is_none());
    assert_eq!(h.state().window_title(), "Generated long course 7-1 — El Dorado course studio");
}

#[test]
fn suggestions_for_one_course_are_gone_when_another_opens() {
    let mut h = official("first-course");
    click(&mut h, "Suggest edits");
    away(&mut h);
    let first = h.state().session().suggestions().unwrap().suggestions[0].clone();
    let label = eldorado::app::panels::suggestions::shown_in(
        &first,
        h.state().document().course(),
        eldorado_messages::Lang::English,
    );
    h.get_by_label(&label);
    click(&mut h, "File");
    click(&mut h, "Open official course");
    click(&mut h, "Swamplands");
    assert_eq!(course(&h), official::course("swamplands").unwrap());
    assert!(h.query_by_label(&label).is_none(), "First course's list is not shown");
    assert!(h.state().session().suggestions().is_none());
}

#[test]
fn course_complete_adds_pieces_to_the_open_course_and_opens_the_completion() {
    let mut h = official("first-course");
    let mut begun = official::course("hills-of-gold").unwrap();
    begun.pieces.truncate(3);
    let kept: Vec<String> = begun.pieces.iter().map(|p| p.piece.clone().into()).collect();
    begun.blockades.retain(|b| b.between.iter().all(|s| kept.iter().any(|k| s == k)));
    h.state_mut().perform(Request::OpenCourse(Box::new(begun.clone())));
    h.run();
    let given = course(&h);
    {
        let s = &mut h.state_mut().generate_mut().settings;
        s.band = Some(Band::Moderate);
        s.count = 1;
        s.seed = 5;
    }
    click(&mut h, "Course");
    click(&mut h, "Complete…");
    h.get_by_label("Complete the course");
    h.get_by_label("Complete").click();
    wait_for_search(&mut h);
    h.run();
    let found = h.state().generate().candidates().to_vec();
    assert_eq!(found.len(), 1, "{:?}", h.state().generate().message(Lang::English));
    let c = &found[0];
    assert_eq!(c.course.pieces[..3], given.pieces[..], "the placed pieces stay exactly");
    h.get_by_label(&c.summary);
    // The course asked about is untouched until a completion is opened.
    assert_eq!(course(&h), given);
    click(&mut h, &c.course.name);
    assert_eq!(course(&h), c.course);
    assert!(h.state().document().assembly().is_valid());
    // …in a tab of its own: the course asked about waits in its tab.
    click(&mut h, &given.name);
    assert_eq!(course(&h), given);
}

/// The window's command keys (Ctrl+N, Ctrl+O, Ctrl+S …) work while the
/// Generate window is open, even with one of its fields being typed in:
/// they are no text editing.
#[test]
fn ctrl_n_makes_a_new_course_while_generate_is_open() {
    for typing in [false, true] {
        let mut h = official("first-course");
        click(&mut h, "Course");
        click(&mut h, "Generate…");
        h.get_by_label("Generate courses");
        if typing {
            // A field of the window being typed in.
            h.get_all_by_role(egui::accesskit::Role::SpinButton).next().unwrap().focus();
            h.run();
            assert!(h.ctx.egui_wants_keyboard_input());
        }
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
        h.run();
        assert!(course(&h).pieces.is_empty(), "typing: {typing}");
    }
}
