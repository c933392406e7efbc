//! Several courses open, one per tab, as a user works with them: each keeps
//! its view, its layers, its run's results and its history; the tab bar
//! shows and closes them, and so do Ctrl+PgDn / Ctrl+PgUp and Ctrl+W.

use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use eldorado_core::course::official;
use eldorado_editor_model::insight::OverlayKind;

use super::harness::{course, official, run_simulation};

fn click(h: &mut egui_kittest::Harness<'_, eldorado::app::EditorApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn two_courses_open_keep_their_own_results_layers_and_views() {
    let mut h = official("first-course");
    let first_run = run_simulation(&mut h, 20);
    assert!(h.state().canvas().overlays.contains(&OverlayKind::SimulationHeatmap));
    let measured = h.state().session().measured_difficulty().expect("a measure");
    h.state_mut().canvas_mut().view.scale *= 1.5;
    let first_view = h.state().canvas().view.scale;
    assert!(h.query_by_label("First course").is_none(), "no tab bar for one course");

    // Another course, from the menu: a tab of its own, none of the first's results.
    for label in ["File", "Open official course", "Serpentine"] {
        click(&mut h, label);
    }
    assert_eq!(course(&h), official::course("serpentine").unwrap());
    h.get_by_label("First course");
    assert!(h.state().simulation().result().is_none(), "no run of Serpentine");
    assert!(!h.state().canvas().overlays.contains(&OverlayKind::SimulationHeatmap));
    assert_eq!(h.state().session().measured_difficulty(), None);
    assert_ne!(h.state().canvas().view.scale, first_view, "Serpentine fitted on its own");

    // Back with its tab: its run, its layer, its measure, its view.
    click(&mut h, "First course");
    assert_eq!(course(&h), official::course("first-course").unwrap());
    let back = h.state().simulation().result().expect("its run").clone();
    assert_eq!(back.finishing_round.mean, first_run.finishing_round.mean);
    assert!(h.state().canvas().overlays.contains(&OverlayKind::SimulationHeatmap));
    assert_eq!(h.state().session().measured_difficulty(), Some(measured));
    assert_eq!(h.state().canvas().view.scale, first_view);

    // The keys: Ctrl+PgDn shows the next course, Ctrl+W closes it.
    h.key_press_modifiers(Modifiers::COMMAND, Key::PageDown);
    h.run();
    assert_eq!(course(&h), official::course("serpentine").unwrap());
    h.key_press_modifiers(Modifiers::COMMAND, Key::W);
    h.run();
    assert_eq!(h.state().session().tabs().len(), 1);
    assert_eq!(course(&h), official::course("first-course").unwrap());
    assert!(h.query_by_label("First course").is_none(), "one course: no tab bar");
}

#[test]
fn a_tab_with_changes_asks_before_its_cross_closes_it() {
    let mut h = official("first-course");
    h.state_mut().perform(eldorado::app::Request::RandomBlockades);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("*First course");
    // The first tab's cross (×): asked over that course.
    h.get_all_by_label("×").next().expect("a cross per tab").click();
    h.run();
    h.get_by_label("Unsaved changes");
    assert!(!course(&h).pieces.is_empty(), "asked over the course it is about");
    click(&mut h, "Don't save");
    assert_eq!(h.state().session().tabs().len(), 1);
    assert!(course(&h).pieces.is_empty(), "the new course stays");
}

/// The simulation window takes the height of what it shows: after a run
/// made it tall in one course, another course with no run shows it short,
/// not tall and empty; back with the run, it is tall again.
#[test]
fn the_simulation_window_fits_each_courses_results() {
    let window = egui::Id::unique("simulation-window");
    let height = |h: &egui_kittest::Harness<'_, eldorado::app::EditorApp>| {
        h.ctx.memory(|m| m.area_rect(window)).expect("the simulation window").height()
    };
    let mut h = official("first-course");
    run_simulation(&mut h, 20);
    let tall = height(&h);
    for label in ["File", "Open official course", "Serpentine"] {
        click(&mut h, label);
    }
    assert!(h.state().simulation().result().is_none(), "no run of Serpentine");
    h.run();
    let short = height(&h);
    assert!(short < tall / 2.0, "{short} against {tall} with the run");
    click(&mut h, "First course");
    assert!(height(&h) > 2.0 * short, "{} against {short} with no run", height(&h));
}
