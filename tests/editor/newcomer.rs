//! What a new user hit in the editor, each
//! driven as the user did: the simulation window's size, the heat map, the
//! palette at the default sizes, the empty canvas, the wheel and Esc.

use std::path::PathBuf;

use egui::{Key, Modifiers, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::canvas::empty_hint;
use eldorado::app::palette::palette_help;
use eldorado::app::{EditorApp, Start};
use eldorado_core::course::official;
use eldorado_editor_model::insight::OverlayKind;

use crate::{harness, painted};

const SIZES: [egui::Vec2; 2] = [vec2(1400.0, 900.0), vec2(1024.0, 700.0)];

fn editor_sized(start: Start, size: egui::Vec2) -> Harness<'static, EditorApp> {
    harness::editor_with(start, None, size)
}

/// Runs `games` two-player games from View > Simulation… and waits for them.
fn run_simulation(h: &mut Harness<'_, EditorApp>, games: u32) {
    harness::run_simulation(h, games);
}

fn wheel(h: &mut Harness<'_, EditorApp>, lines: f32) {
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Line,
        delta: vec2(0.0, lines),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    h.run();
}

/// Problem 3: after Run, the simulation window stays between the menu bar
/// and the status bar at both sizes, and its last chart can be scrolled to.
#[test]
fn the_simulation_window_stays_between_the_bars_and_scrolls_to_its_last_chart() {
    for size in SIZES {
        let mut h = editor_sized(Start::Official("first-course"), size);
        run_simulation(&mut h, 20);
        // The window is the smallest area around its title.
        let title = h.get_by_label("Simulation").rect().center();
        let window = h
            .ctx
            .memory(|m| {
                m.layer_ids()
                    .filter_map(|l| m.area_rect(l.id))
                    .filter(|r| r.contains(title))
                    .min_by(|a, b| a.area().total_cmp(&b.area()))
            })
            .expect("the simulation window is shown");
        let menu_bottom = h.get_by_label("File").rect().bottom();
        let status_top = h.get_by_label_contains(" pieces · ").rect().top();
        assert!(
            window.top() >= menu_bottom && window.bottom() <= status_top,
            "at {size:?} the window {window:?} covers a bar (menu ends at {menu_bottom}, status starts at {status_top})"
        );
        // Its last chart is reached by scrolling the window.
        let last = h.get_by_label("Win rate per seat (%)");
        last.scroll_to_me();
        h.run();
        let last = h.get_by_label("Win rate per seat (%)").rect();
        assert!(
            window.contains_rect(last),
            "at {size:?} the last chart's title {last:?} is in sight"
        );
    }
}

/// Problem 5: a run switches the heat map on with its legend; a space's
/// tooltip gives its value; blockade numbers stay on top of the heat.
#[test]
fn a_run_shows_the_heat_map_with_a_legend_values_and_blockades_on_top() {
    // An official course with numbered blockades, so that their labels can be checked.
    let mut h = editor_sized(Start::Official("hills-of-gold"), SIZES[0]);
    h.state_mut().perform(eldorado::app::Request::RandomBlockades);
    h.run();
    run_simulation(&mut h, 20);
    assert!(
        h.state().canvas().overlays.contains(&OverlayKind::SimulationHeatmap),
        "the heat map is on after a run, without a menu"
    );
    // The window closed, the course is in full view.
    *h.state_mut().simulation_window() = false;
    h.run();
    let shapes = painted::shapes(&h);
    let legend =
        painted::written(&shapes, "Heat map: how often a piece entered each space (20 games)");
    assert_eq!(legend.len(), 1, "the legend is drawn");
    // The blockade badges are drawn after the heat: nothing covers them.
    let heat = &h.state().document().insights().overlays[&OverlayKind::SimulationHeatmap];
    let number = (1..=6).map(|n| n.to_string()).find(|n| !painted::written(&shapes, n).is_empty());
    let number = number.expect("a blockade's number is written");
    for w in painted::written(&shapes, &number) {
        let by = painted::covered_by(&shapes, &w).map(|i| &shapes[i]);
        assert!(by.is_none(), "blockade {number} at {:?} is covered by {by:?}", w.rect);
    }
    // A visited space's tooltip says how often it was entered.
    let (hex, value) = heat.values[heat.values.len() / 2].clone();
    let at = h.state().canvas().screen_pos(hex);
    h.hover_at(at);
    h.run();
    h.run();
    h.get_by_label(&value);
}

/// Problem 6: the finish plate and the palette's help are in sight at both
/// default sizes, and an empty course says how to begin.
#[test]
fn the_finish_plate_and_the_palette_help_are_in_sight_and_an_empty_course_says_how_to_begin() {
    for size in SIZES {
        let mut h = editor_sized(Start::Official("first-course"), size);
        let plate = h.get_by_label_contains("Finish plate (river side)").rect();
        assert!(plate.bottom() <= size.y, "at {size:?} the finish plate {plate:?} is in sight");
        let help = h.get_by_label(&palette_help(eldorado_messages::Lang::English)).rect();
        assert!(help.bottom() <= size.y, "at {size:?} the palette's help is in sight");
        h.key_press_modifiers(Modifiers::COMMAND, Key::N);
        h.run();
        assert!(h.state().document().course().pieces.is_empty());
        let shapes = painted::shapes(&h);
        let hint = painted::written(&shapes, &empty_hint(eldorado_messages::Lang::English));
        assert_eq!(hint.len(), 1, "the empty canvas has its hint");
        let canvas = h.state().canvas().rect();
        assert!(
            canvas.contains_rect(hint[0].rect),
            "at {size:?} the hint {:?} is whole",
            hint[0].rect
        );
    }
}

/// Problem 7: one wheel notch turns a held piece 60°, however many lines the
/// system calls a notch; the wheel over the selected piece turns it (as F1
/// says) instead of zooming; Esc closes the help.
#[test]
fn a_wheel_notch_turns_a_piece_60_degrees_and_esc_closes_the_help() {
    let mut h = editor_sized(Start::Official("first-course"), SIZES[0]);
    // Hold board B of the course (pick it up by dragging it).
    let course = official::course("first-course").unwrap();
    let index = 1;
    let piece = &course.pieces[index];
    let on_it = h
        .state()
        .document()
        .map()
        .pieces()
        .iter()
        .find(|p| p.course_index == index)
        .map(|p| h.state().document().map().space(p.spaces[p.spaces.len() / 2]).hex)
        .unwrap();
    let at = h.state().canvas().screen_pos(on_it);
    h.drag_at(at);
    h.run();
    for t in [0.2, 0.5] {
        h.hover_at(at + vec2(30.0, 0.0) * t);
        h.run();
    }
    let held = |h: &Harness<'_, EditorApp>| {
        let landing = h.state().session().drag().and_then(|d| d.landing());
        landing.map(|l| l.placements[0].rotation)
    };
    let before = held(&h).expect("the piece is held");
    wheel(&mut h, 1.0);
    assert_eq!(held(&h), Some(before.clockwise()), "one notch, one step of 60°");
    wheel(&mut h, 3.0);
    assert_eq!(
        held(&h),
        Some(before.clockwise().clockwise()),
        "a three-line notch is still one step"
    );
    wheel(&mut h, -1.0);
    wheel(&mut h, -1.0);
    assert_eq!(held(&h), Some(before));
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().session().drag().is_none());
    assert_eq!(h.state().document().course().pieces[index], *piece, "Esc put it back");

    // Select the piece with a click, then one notch over it turns it in place.
    h.drop_at(at);
    h.run();
    harness::click_at(&mut h, at);
    assert_eq!(h.state().session().selection().in_course_order(&course), [piece.piece.as_str()]);
    let scale = h.state().canvas().view.scale;
    wheel(&mut h, 1.0);
    let turned = &h.state().document().course().pieces[index];
    assert_eq!(turned.rotation, piece.rotation.clockwise(), "the selected piece turned 60°");
    assert_eq!(h.state().canvas().view.scale, scale, "and the view did not zoom");

    // F1 opens the help; Esc closes it.
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("Wheel over the held or selected piece");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_by_label("Wheel over the held or selected piece").is_none());
}

/// Problem 8: "Problems (N)" counts problems, not design tips.
#[test]
fn the_problems_heading_does_not_count_design_tips() {
    use eldorado_editor_model::insight::Severity;
    // An official course whose analysis gives design tips.
    let id = official::ids()
        .find(|id| {
            let doc = eldorado_editor_model::document::Document::unsaved_in(
                eldorado_messages::Lang::English,
                official::course(id).unwrap(),
                "x",
            );
            doc.insights().remarks.iter().any(|r| r.severity == Severity::Info)
        })
        .expect("some official course has a design tip");
    let h = editor_sized(Start::Official(id), SIZES[0]);
    let insights = h.state().document().insights();
    // Counted from what the panel shows: a design tip reads "Tip …" whatever
    // its severity, a note is no problem either.
    let problems = (insights.remarks.iter())
        .filter(|r| r.severity != Severity::Info && !r.message.starts_with("Tip "))
        .count();
    let tips = insights.remarks.len() - problems;
    let heading =
        eldorado::app::panels::problems::heading(insights, eldorado_messages::Lang::English);
    h.get_by_label(&heading);
    let counted =
        if problems == 0 { "Problems".to_string() } else { format!("Problems ({problems})") };
    assert!(heading.starts_with(&format!("{counted} · {tips} design tip")), "{heading}");
}

/// Problem 2: a course with unsaved changes closed, answered "Save": the
/// course is saved, then it closes; an import then opens where it was.
#[test]
fn answering_save_before_a_close_saves_then_closes() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = editor_sized(Start::Official("first-course"), SIZES[1]);
    h.state_mut().perform(eldorado::app::Request::RandomBlockades);
    h.run();
    let edited = h.state().document().course().clone();
    for label in ["File", "Close course Ctrl+W", "Save"] {
        h.get_by_label(label).click();
        h.run();
    }
    let saved = dir.path().join("mine.json");
    h.state_mut().path_dialog().text = saved.display().to_string();
    h.run();
    h.get_by_label("Save").click();
    h.run();
    assert_eq!(eldorado_formats::course_file::load(&saved).unwrap(), edited, "saved");
    assert!(h.state().document().course().pieces.is_empty(), "then closed");
    for label in ["File", "Import", "durango layout (CSV)…"] {
        h.get_by_label(label).click();
        h.run();
    }
    let csv =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/clients/durango/hills-of-gold.csv");
    assert_eq!(
        h.state_mut().path_dialog().purpose(),
        Some(eldorado_editor_model::session::paths::PathPurpose::Import(
            eldorado_formats::Client::Durango
        )),
        "the import asks for its file"
    );
    h.state_mut().path_dialog().text = csv.display().to_string();
    h.run();
    h.get_by_label("Import").click();
    h.run();
    let notice = h.state().notice().expect("a notice").text.clone();
    assert!(notice.starts_with("Imported "), "{notice}");
    assert_eq!(
        h.state().document().course().pieces.len(),
        official::course("hills-of-gold").unwrap().pieces.len()
    );
}

/// Problem 8: the seam list names the finish plate as the game does, never by
/// the program's side id.
#[test]
fn the_seam_list_names_the_finish_plate() {
    let h = editor_sized(Start::Official("first-course"), SIZES[0]);
    h.get_by_label("K–finish plate: finish (no blockade)");
    assert!(h.query_by_label_contains("finish-river").is_none());
}

/// The zoom level is shown; − and + zoom about the middle; "Fit course" fits
/// as Home does.
#[test]
fn the_zoom_bar_shows_the_level_zooms_and_fits() {
    use eldorado::app::canvas::zoom_bar::zoom_text_in;
    // Hills of Gold's finish plate lies in the canvas's top-right corner.
    let mut h = editor_sized(Start::Official("hills-of-gold"), SIZES[0]);
    h.key_press(Key::Home);
    h.run();
    let fitted = h.state().canvas().view;
    h.get_by_label(&zoom_text_in(eldorado_messages::Lang::English, &fitted));
    h.get_by_label("+").click();
    h.run();
    let zoomed = h.state().canvas().view;
    assert!(
        (zoomed.scale / fitted.scale - 1.25).abs() < 1e-3,
        "{} → {}",
        fitted.scale,
        zoomed.scale
    );
    h.get_by_label(&zoom_text_in(eldorado_messages::Lang::English, &zoomed));
    h.get_by_label("−").click();
    h.run();
    h.get_by_label("−").click();
    h.run();
    assert!(h.state().canvas().view.scale < fitted.scale);
    h.get_by_label("Fit course").click();
    h.run();
    assert_eq!(h.state().canvas().view, fitted);
    // Fitted, the course lies below the bar: the bar hides none of its spaces.
    let bar = h.get_by_label("Fit course").rect().union(h.get_by_label("−").rect()).expand(8.0);
    for s in h.state().document().map().spaces() {
        let at = h.state().canvas().screen_pos(s.hex);
        let r = h.state().canvas().view.scale * 0.8;
        let space = egui::Rect::from_center_size(at, vec2(r, r) * 2.0);
        assert!(!bar.intersects(space), "the zoom bar {bar:?} hides the space at {at:?}");
    }
}

/// Resting the pointer on a suggestion shows the course as it would leave
/// it, with the figures the status bar would then give; nothing is changed
/// until it is clicked, and the preview goes with the pointer.
#[test]
fn a_hovered_suggestion_is_shown_on_the_course_before_it_is_made() {
    use eldorado::app::canvas::preview_heading;
    let preview_heading = preview_heading(eldorado_messages::Lang::English);
    let preview_heading = preview_heading.as_str();
    let mut h = editor_sized(Start::Official("first-course"), SIZES[0]);
    h.get_by_label("Suggest edits").click();
    h.run();
    // The pointer off the list, where a person reads it before pointing.
    h.hover_at(egui::pos2(1.0, 1.0));
    h.run();
    let first = h.state().session().suggestions().expect("a list").suggestions[0].clone();
    let label = eldorado::app::panels::suggestions::shown_in(
        &first,
        h.state().document().course(),
        eldorado_messages::Lang::English,
    );
    let before = h.state().document().course().clone();
    assert!(h.query_by_label(preview_heading).is_none());
    h.get_by_label(&label).hover();
    h.run();
    h.get_by_label(preview_heading);
    let preview = h.state().session().preview().expect("the hovered suggestion is tried");
    assert_eq!(preview.course, first.edit.applied(&before).unwrap());
    h.get_by_label(&preview.figures_line());
    assert!(preview.figures_line().contains("Difficulty: "), "{}", preview.figures_line());
    assert_eq!(h.state().document().course(), &before, "nothing made by looking");
    h.get_by_label("Suggest edits").hover();
    h.run();
    assert!(h.query_by_label(preview_heading).is_none(), "the pointer left the suggestion");
    assert!(h.state().session().preview().is_none());
}

/// The first run opens on the start page: the seven official courses, each
/// with its difficulty as the status bar says it, New, Generate and the
/// recent files; choosing a course opens it and closes the page.
#[test]
fn the_first_run_opens_on_the_start_page() {
    use eldorado::app::panels::start_page::difficulty_line;
    use eldorado_editor_model::start_page::official_courses;
    for size in SIZES {
        let mut h = editor_sized(Start::LastSession, size);
        h.run();
        h.get_by_label("Official courses");
        h.get_by_label("New course");
        h.get_by_label("Generate…");
        h.get_by_label("Recent files");
        for c in official_courses() {
            h.get_by_label(&c.course.name);
            // First course is open behind the page: its status bar says it too.
            let said = difficulty_line(
                eldorado_messages::Lang::English,
                &c.difficulty_in(eldorado_messages::Lang::English).expect("rated"),
            );
            assert!(h.query_all_by_label(&said).count() >= 1, "{said}");
        }
        // Generate… opens the generator and closes the page.
        h.get_by_label("Generate…").click();
        h.run();
        assert!(!h.state().session().start_page_open(), "at {size:?}");
        assert!(h.query_by_label("Official courses").is_none(), "at {size:?}");
        h.get_by_label("Generate courses");
        // A course chosen opens and closes the page; File > Start page… opens it again.
        let mut h = editor_sized(Start::LastSession, size);
        h.run();
        let swamplands = official_courses().iter().find(|c| c.id == "swamplands").unwrap();
        h.get_by_label("Swamplands").scroll_to_me();
        h.run();
        h.get_by_label("Swamplands").click();
        h.run();
        assert_eq!(h.state().document().course(), &official::course("swamplands").unwrap());
        assert!(h.query_by_label("Official courses").is_none(), "the page closed");
        // The status bar says the same difficulty the page said.
        h.get_by_label(&difficulty_line(
            eldorado_messages::Lang::English,
            &swamplands.difficulty_in(eldorado_messages::Lang::English).unwrap(),
        ));
        h.get_by_label("File").click();
        h.run();
        h.get_by_label("Start page…").click();
        h.run();
        assert!(h.state().session().start_page_open());
        h.get_by_label("Official courses");
    }
}

/// The cheapest routes' costs, written on the start spaces, read on them:
/// white on a dark backing, not white on the light start disc.
#[test]
fn route_costs_on_the_start_discs_are_readable() {
    let mut h = editor_sized(Start::Official("first-course"), SIZES[0]);
    h.state_mut().canvas_mut().overlays.insert(OverlayKind::CheapestRoutes);
    h.run();
    let labels =
        h.state().document().insights().overlays[&OverlayKind::CheapestRoutes].labels.clone();
    assert!(!labels.is_empty());
    let shapes = painted::shapes(&h);
    for (hex, text) in &labels {
        let at = h.state().canvas().screen_pos(*hex);
        let w = painted::written(&shapes, text)
            .into_iter()
            .find(|w| w.rect.expand(2.0).contains(at))
            .unwrap_or_else(|| panic!("{text} is written on its space"));
        let ground = painted::ground(&shapes, &w).expect("written over something");
        let ratio = painted::contrast(painted::colour(&shapes, &w), ground);
        assert!(ratio >= 4.5, "{text} at {hex:?}: contrast {ratio:.1} against {ground:?}");
    }
}

/// Problem 8: the finish plate's name was clipped to "El Dora" (written on the
/// centroid of the bent city, under a finishing space).
#[test]
fn the_finish_plates_name_is_written_whole_on_the_city() {
    for id in ["first-course", "hills-of-gold", "witchs-cauldron"] {
        let mut h = editor_sized(Start::Official(id), SIZES[0]);
        h.run();
        // Written at the scale that names things on the board: zoomed in
        // about the city where the whole course is too long for it.
        while h.state().canvas().view.scale < 15.0 {
            let city = h.state().document().map().finishes()[0];
            let at = h.state().canvas().screen_pos(h.state().document().map().space(city).hex);
            h.hover_at(at);
            h.run();
            h.event(egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Line,
                delta: vec2(0.0, 1.0),
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Unknown,
                modifiers: Modifiers::NONE,
            });
            h.run();
        }
        let shapes = painted::shapes(&h);
        for word in ["El", "Dorado"] {
            let found = painted::written(&shapes, word);
            assert_eq!(found.len(), 1, "{id}: {word} is written once");
            assert!(!painted::covered(&shapes, &found[0]), "{id}: {word} is painted over");
        }
    }
}

/// Issue 49: Help's first frame was cut on the right (its width unknown,
/// it was centred as if narrow). From the very first frame after F1, in
/// both languages and at both sizes, the window lies within the screen.
#[test]
fn help_is_whole_from_its_first_frame() {
    for lang in eldorado_messages::Lang::ALL {
        for size in SIZES {
            let mut h = harness::editor_in(lang, Start::Official("first-course"), None, size);
            h.run();
            h.key_press(Key::F1);
            h.step();
            let area = h
                .ctx
                .memory(|m| m.area_rect(egui::Id::unique("help")))
                .expect("the help window is open");
            let screen = h.ctx.content_rect();
            assert!(
                screen.expand(0.5).contains_rect(area),
                "{lang:?} at {size:?}: help at {area:?} on a screen of {screen:?}"
            );
            h.step();
            let later = h.ctx.memory(|m| m.area_rect(egui::Id::unique("help"))).unwrap();
            assert!(screen.expand(0.5).contains_rect(later), "{lang:?} at {size:?}: {later:?}");
        }
    }
}

/// Issue 49: the status bar wrapped to two or three lines (and moved the
/// canvas above it). In French at 1024×700 it is two lines whatever is
/// said: the course's validity and difficulty side by side on the first,
/// the last message on the second, none past the window's right edge, and
/// the first line stays put when a message comes.
#[test]
fn the_status_bar_keeps_two_lines() {
    let lang = eldorado_messages::Lang::French;
    let size = SIZES[1];
    let mut h = harness::editor_in(lang, Start::Official("witchs-cauldron"), None, size);
    h.run();
    let valid = eldorado_messages::text(lang, "editor-status-valid");
    let before = h.get_by_label(&valid).rect();
    // A notice: an edit refused (a piece the course does not have).
    let flip = eldorado_core::course::Edit::Flip { piece: "Q".into() };
    let change = eldorado_editor_model::changes::Change::Edit(flip);
    h.state_mut().perform(eldorado_editor_model::Request::Edit(change));
    h.run();
    let notice = h.state().session().notice().expect("a notice is said").text.clone();
    let row = h.get_by_label(&valid).rect();
    assert_eq!(row, before, "the first line stays put");
    let difficulty = h.get_by_label_contains("difficulté\u{a0}: ").rect();
    assert!((difficulty.center().y - row.center().y).abs() < 2.0, "{difficulty:?} beside {row:?}");
    let said = h
        .query_all_by_label_contains(&notice.chars().take(20).collect::<String>())
        .map(|n| n.rect())
        .max_by(|a, b| a.max.y.total_cmp(&b.max.y))
        .expect("the notice is shown");
    assert!(said.min.y >= row.max.y - 0.5 && said.max.y <= size.y + 0.5, "{said:?} below {row:?}");
    for r in [difficulty, said] {
        assert!(r.max.x <= size.x + 0.5, "{r:?} within the window");
    }
}
