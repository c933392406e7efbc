//! The analysis in French: the problems panel with the design tips and
//! findings, each map layer with its legend and hover notes, the simulation
//! window before, during and after a run, and the suggested edits, read
//! back from the window and held against the catalogues; and the
//! simulation window and the problems panel fit a 1024×700 window.
//!
//! The checks read the part of the window these panels take (the menus and
//! the status bar are the editor chrome's, checked by its own walk).

use egui::{Id, Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use eldorado::app::{EditorApp, Start};
use eldorado_core::course::{Course, official};
use eldorado_core::hex::Rotation;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_messages::Lang;

use crate::french::english_word;
use crate::harness::editor_in;

/// Every text shown inside `area` (labels and values of the nodes whose
/// middle lies there) that holds an English word, with that word.
fn english_within(h: &Harness<'_, EditorApp>, area: Rect) -> Vec<(String, String)> {
    let mut left = Vec::new();
    for node in h.query_all(by()) {
        if !rect_of(&node).is_some_and(|r| area.contains(r.center())) {
            continue;
        }
        let access = node.accesskit_node();
        for text in [access.label(), access.value()].into_iter().flatten() {
            if let Some(word) = english_word(&text) {
                left.push((text.clone(), word));
            }
        }
    }
    left
}

#[track_caller]
fn assert_french_within(h: &Harness<'_, EditorApp>, area: Rect, place: &str) {
    let read = h
        .query_all(by())
        .filter(|n| rect_of(n).is_some_and(|r| area.contains(r.center())))
        .filter(|n| n.accesskit_node().label().is_some() || n.accesskit_node().value().is_some())
        .count();
    assert!(read >= 3, "{place}: only {read} texts in {area:?}: the check reads the wrong place");
    let left = english_within(h, area);
    assert!(left.is_empty(), "{place}: English text in the French editor: {left:#?}");
}

#[track_caller]
fn assert_french_text(text: &str, place: &str) {
    assert!(english_word(text).is_none(), "{place}: English in {text:?}: {:?}", english_word(text));
}

/// Where a node is drawn, if it is.
fn rect_of(node: &egui_kittest::Node<'_>) -> Option<Rect> {
    let b = node.accesskit_node().bounding_box()?;
    Some(Rect::from_min_max(
        egui::pos2(b.x0 as f32, b.y0 as f32),
        egui::pos2(b.x1 as f32, b.y1 as f32),
    ))
}

/// The labels shown, for a failure's message.
fn labels(h: &Harness<'_, EditorApp>) -> Vec<String> {
    h.query_all(by()).filter_map(|n| n.accesskit_node().label()).collect()
}

/// The rect of the first node whose label starts with `start`.
fn label_rect(h: &Harness<'_, EditorApp>, start: &str) -> Rect {
    h.query_all(by())
        .find(|n| {
            let access = n.accesskit_node();
            [access.label(), access.value()].into_iter().flatten().any(|l| l.starts_with(start))
        })
        .and_then(|n| rect_of(&n))
        .unwrap_or_else(|| panic!("no label starting {start:?} in {:#?}", labels(h)))
}

/// The problems panel: from its heading down to the Suggestions heading.
fn problems_area(h: &Harness<'_, EditorApp>) -> Rect {
    let heading = label_rect(h, "Problèmes");
    let next = label_rect(h, "Suggestions");
    let screen = h.ctx.content_rect();
    Rect::from_min_max(heading.left_top() - vec2(4.0, 2.0), egui::pos2(screen.right(), next.top()))
}

fn french(start: Start, size: egui::Vec2) -> Harness<'static, EditorApp> {
    let mut h = editor_in(Lang::French, start, None, size);
    h.run();
    h
}

/// Witch's Cauldron with board I turned half round, so that part of it is
/// out of reach of every start space (a valid course still).
fn with_unreachable_part() -> Course {
    let mut course = official::course(UNREACHABLE.0).unwrap();
    course.pieces[UNREACHABLE.1].rotation = Rotation::new(UNREACHABLE.2).unwrap();
    course
}

/// The course, the piece turned and its turn, of [`with_unreachable_part`].
const UNREACHABLE: (&str, usize, u8) = ("witchs-cauldron", 5, 3);

#[test]
fn the_problems_panel_reads_the_design_tips_in_the_rulebooks_words() {
    let h = french(Start::Official("winding-paths"), vec2(1400.0, 900.0));
    let remarks = &h.state().document().insights().remarks;
    for tip in ["b", "c"] {
        let said = format!("Conseil {tip}\u{a0}: ");
        let remark = remarks
            .iter()
            .find(|r| r.message.starts_with(&said))
            .unwrap_or_else(|| panic!("tip {tip} in {remarks:#?}"));
        assert!(remark.message.contains(&format!("(conseil {tip}\u{a0}: «")), "{}", remark.message);
    }
    // The lines as the panel shows them, capitalised.
    assert!(h.query_all_by_label_contains("Conseil b\u{a0}: le chemin").count() >= 1);
    assert_french_within(&h, problems_area(&h), "the problems panel of Winding Paths");
}

#[test]
fn reachability_and_dead_ends_read_in_french() {
    let h = french(Start::Course(Box::new(with_unreachable_part())), vec2(1400.0, 900.0));
    let remarks = &h.state().document().insights().remarks;
    assert!(h.state().document().assembly().is_valid(), "{remarks:#?}");
    assert!(
        remarks.iter().any(|r| r.message.contains(" depuis aucune case Départ\u{a0}: ")),
        "{remarks:#?}"
    );
    assert_french_within(&h, problems_area(&h), "the problems panel with an unreachable part");
    // The reachability layer's hover note on a space out of reach.
    let notes = &h.state().document().insights().space_notes;
    assert!(
        notes.values().flatten().any(|n| n == "Aucune case Départ ne peut atteindre cette case")
    );
}

#[test]
fn each_map_layer_is_named_and_explained_in_french() {
    let mut h = french(Start::Official("winding-paths"), vec2(1400.0, 900.0));
    let insights = h.state().document().insights().clone();
    let analysis = [
        OverlayKind::CheapestRoutes,
        OverlayKind::Chokepoints,
        OverlayKind::ColourZones,
        OverlayKind::Reachability,
    ];
    for kind in analysis {
        let layer = insights.overlays.get(&kind).unwrap_or_else(|| panic!("{kind:?} offered"));
        let title = kind.title_in(Lang::French);
        assert_ne!(title, kind.title_in(eldorado_messages::Lang::English));
        assert_french_text(&title, "a layer's name");
        for (_, label) in &layer.labels {
            assert_french_text(label, &title);
        }
        for (_, value) in &layer.values {
            assert_french_text(value, &title);
        }
        // Each layer drawn, its painted words with it.
        h.state_mut().canvas_mut().overlays.insert(kind);
        h.run();
    }
    let notes: Vec<&String> = insights.space_notes.values().flatten().collect();
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("Itinéraire le moins coûteux depuis le départ 1\u{a0}: "))
    );
    assert!(notes.iter().any(|n| n.starts_with("Sur la section la plus étroite du parcours")));
    for note in notes {
        assert_french_text(note, "a space's hover note");
    }
    // The cheapest routes' costs, written the French way.
    let costs = &insights.overlays[&OverlayKind::CheapestRoutes].labels;
    assert!(costs.iter().any(|(_, c)| c.contains(',')), "{costs:?}");
}

/// Opens the simulation window on a short run of two-player games and
/// waits for it.
fn run_short_simulation(h: &mut Harness<'_, EditorApp>, games: u32) {
    h.state_mut().simulation_mut().settings.games = games;
    h.state_mut().simulation_mut().settings.players = 2;
    *h.state_mut().simulation_window() = true;
    h.run();
    assert_french_within(h, simulation_area(h), "the simulation window before a run");
    h.get_by_label("Lancer").click();
    h.step();
    crate::harness::wait_for_simulation(h);
}

fn simulation_area(h: &Harness<'_, EditorApp>) -> Rect {
    h.ctx
        .memory(|m| m.area_rect(Id::unique("simulation-window")))
        .expect("the simulation window is open")
}

#[test]
fn the_simulation_window_and_its_layers_read_in_french() {
    let mut h = french(Start::Official("first-course"), vec2(1400.0, 900.0));
    run_short_simulation(&mut h, 12);
    let area = simulation_area(&h);
    h.get_by_label_contains("Difficulté mesurée\u{a0}: ");
    // In the window and in the status bar.
    assert!(h.query_all_by_label_contains(" manches (note ").count() >= 2);
    // The status bar agrees the word with the difficulty, as the window does.
    h.get_by_label_contains("difficulté mesurée\u{a0}: ");
    assert!(h.query_by_label_contains("mesuré\u{a0}:").is_none());
    h.get_by_label("Parties jouées");
    assert_french_within(&h, area, "the simulation window after a run");
    let insights = h.state().document().insights();
    let heat = &insights.overlays[&OverlayKind::SimulationHeatmap];
    let legend = heat.legend.as_ref().expect("the heat map has a legend");
    for text in [&legend.title, &legend.light, &legend.dark] {
        assert_french_text(text, "the heat map's legend");
    }
    assert!(legend.dark.ends_with(" fois par partie"), "{}", legend.dark);
    for (_, value) in &heat.values {
        assert_french_text(value, "the heat map's hover text");
    }
    assert_french_text(&OverlayKind::SimulationHeatmap.title_in(Lang::French), "a layer's name");
    assert_french_text(&OverlayKind::RouteUsage.title_in(Lang::French), "a layer's name");
}

/// Every node drawn inside `area` lies wholly inside the screen.
#[track_caller]
fn fits(h: &Harness<'_, EditorApp>, area: Rect, place: &str) {
    let screen = h.ctx.content_rect();
    assert!(screen.expand(0.5).contains_rect(area.intersect(screen)), "{place}: {area:?}");
    for node in h.query_all(by()) {
        let Some(r) = rect_of(&node) else { continue };
        // Inside the area: the panels' resize handles run the window's height.
        if !area.contains(r.center()) || r.top() < area.top() - 0.5 {
            continue;
        }
        let label = node.accesskit_node().label().unwrap_or_default();
        assert!(
            r.right() <= screen.right() + 0.5 && r.left() >= screen.left() - 0.5,
            "{place}: {label:?} at {r:?} runs off the {screen:?} window"
        );
        assert!(r.right() <= area.right() + 0.5, "{place}: {label:?} at {r:?} overflows {area:?}");
    }
}

#[test]
fn the_simulation_window_and_the_problems_panel_fit_1024_by_700_in_french() {
    let mut h = french(Start::Official("winding-paths"), vec2(1024.0, 700.0));
    fits(&h, problems_area(&h), "the problems panel");
    run_short_simulation(&mut h, 8);
    fits(&h, simulation_area(&h), "the simulation window");
}

#[test]
fn the_suggested_edits_say_what_they_fix_in_french() {
    let mut h = french(Start::Official("winding-paths"), vec2(1400.0, 900.0));
    h.get_by_label("Suggérer des modifications").click();
    h.run();
    let found = h.state().session().suggestions().expect("suggestions made").clone();
    let first = found.suggestions.first().expect("Winding Paths has edits that fix its tips");
    let shown = eldorado::app::panels::suggestions::shown_in(
        first,
        h.state().document().course(),
        Lang::French,
    );
    assert!(shown.contains("\u{a0}: corrige le conseil "), "{shown}");
    assert!(shown.contains("manches prévues ") && shown.contains(" à "), "{shown}");
    // The pointer off the list: a suggestion under it would be shown on the course too.
    h.hover_at(egui::pos2(1.0, 1.0));
    h.run();
    let button = h.get_by_label(&shown);
    let top = label_rect(&h, "Vers");
    let bottom = found
        .suggestions
        .iter()
        .map(|s| {
            eldorado::app::panels::suggestions::shown_in(
                s,
                h.state().document().course(),
                Lang::French,
            )
        })
        .filter_map(|l| h.query_by_label(&l).and_then(|n| rect_of(&n)))
        .map(|r| r.bottom())
        .fold(rect_of(&button).unwrap().bottom(), f32::max);
    let screen = h.ctx.content_rect();
    let area =
        Rect::from_min_max(top.left_top() - vec2(4.0, 2.0), egui::pos2(screen.right(), bottom));
    assert_french_within(&h, area, "the suggested edits");
}

/// The hover card names a space as the findings do, in the session's
/// language ("C à 2 h, anneau 1").
#[test]
fn the_space_hover_card_names_the_space_as_the_findings_do() {
    for lang in [Lang::French, Lang::English] {
        let mut h = editor_in(lang, Start::Official("first-course"), None, vec2(1400.0, 900.0));
        h.run();
        let map = h.state().document().map().clone();
        let id = map
            .space_ids()
            .find(|&s| map.pieces()[map.space(s).piece].id == "C" && map.space(s).start.is_none())
            .expect("board C has spaces");
        let name = eldorado_words::space::name(&map, id, lang);
        let wanted = {
            let mut c = name.chars();
            c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
        };
        // The card shows once the pointer rests.
        let at = h.state().canvas().screen_pos(map.space(id).hex);
        h.hover_at(at + vec2(1.0, 0.0));
        for _ in 0..40 {
            h.step();
        }
        let painted = crate::painted::shapes(&h);
        assert_eq!(
            crate::painted::written(&painted, &wanted).len(),
            1,
            "{lang:?}: {wanted:?} heads the card"
        );
    }
}

/// Issue 49: the heat map's legend in French ran its words past its card
/// (the strip's two ends overlapping), and the legends stood in the
/// canvas's bottom-left corner whatever lay there, often the start board.
/// At 1024×700, on three official courses: the words of each end stand
/// inside the card and apart, and the card hides no start space and stands
/// clear of the zoom bar.
#[test]
fn the_heat_maps_legend_holds_its_words_and_stands_beside_the_start_spaces() {
    for id in ["first-course", "witchs-cauldron", "serpentine"] {
        let mut h = french(Start::Official(id), vec2(1024.0, 700.0));
        run_short_simulation(&mut h, 12);
        *h.state_mut().simulation_window() = false;
        h.run();
        let legend = h.state().document().insights().overlays[&OverlayKind::SimulationHeatmap]
            .legend
            .clone()
            .expect("the heat map has a legend");
        let shapes = crate::painted::shapes(&h);
        let one = |text: &str| {
            let w = crate::painted::written(&shapes, text);
            assert_eq!(w.len(), 1, "{id}: {text:?} painted once");
            w[0].rect
        };
        let (title, light, dark) = (one(&legend.title), one(&legend.light), one(&legend.dark));
        let card = shapes
            .iter()
            .filter_map(|s| match s {
                egui::Shape::Rect(r) if r.rect.contains_rect(title) => Some(r.rect),
                _ => None,
            })
            .min_by(|a, b| a.area().total_cmp(&b.area()))
            .expect("the legend's card is painted under its title");
        for (end, rect) in [("light", light), ("dark", dark)] {
            assert!(
                card.expand(0.5).contains_rect(rect),
                "{id}: the {end} end {rect:?} is out of {card:?}"
            );
        }
        assert!(light.max.x < dark.min.x, "{id}: the ends' words {light:?} and {dark:?} overlap");
        // Nor does it stand under the zoom bar, whose "Fit course" is its right end.
        let fit = h.get_by_label("Cadrer le parcours").rect();
        let bar = Rect::from_min_max(egui::pos2(fit.max.x - 300.0, fit.min.y), fit.max);
        assert!(!card.intersects(bar), "{id}: the legend {card:?} is under the zoom bar {bar:?}");
        let canvas = h.state().canvas();
        let map = h.state().document().map();
        for &(number, space) in map.starts() {
            let at = canvas.screen_pos(map.space(space).hex);
            assert!(
                !card.contains(at),
                "{id}: the legend {card:?} hides start space {number} at {at:?}"
            );
        }
    }
}

/// The English window of `size` on First course, after a run of 12 games
/// with the simulation window open.
fn english_after_a_short_run(size: egui::Vec2) -> Harness<'static, EditorApp> {
    let mut h = editor_in(Lang::English, Start::Official("first-course"), None, size);
    h.run();
    h.state_mut().simulation_mut().settings.games = 12;
    *h.state_mut().simulation_window() = true;
    h.run();
    h.get_by_label("Run").click();
    h.step();
    crate::harness::wait_for_simulation(&mut h);
    h
}

/// Issue 49: at 1024×700, with a run's results shown, the window switched to
/// French widened the problems panel and the simulation window ran past the
/// canvas's left edge, its first column under the palette. The window stays
/// on the canvas, and what does not fit scrolls.
#[test]
fn the_simulation_window_stays_on_a_narrow_canvas_in_french() {
    let mut h = english_after_a_short_run(vec2(1024.0, 700.0));
    crate::french_editor::click_menu(&mut h, &["View", "Language"]);
    crate::french_editor::click_menu(&mut h, &["Français"]);
    for _ in 0..6 {
        h.step();
    }
    let canvas = h.state().canvas().rect();
    let window = simulation_area(&h);
    assert!(
        canvas.expand(1.0).contains_rect(window),
        "the simulation window {window:?} runs off the canvas {canvas:?}"
    );
}

/// A run of an earlier state of the course (the course edited since) named
/// its route choices in the English the run was made with, whatever the
/// window's language: now they are named on the course the run was made on,
/// in the window's language.
#[test]
fn an_earlier_runs_route_choices_are_named_in_french() {
    let mut h = english_after_a_short_run(vec2(1400.0, 900.0));
    h.get_by_label_contains("the bend on board C: ");
    h.state_mut().perform(eldorado::app::Request::ClearBlockades);
    h.state_mut().perform(eldorado::app::Request::SetLanguage(Lang::French));
    h.run();
    h.get_by_label_contains("Ces résultats portent sur un autre parcours");
    h.get_by_label_contains("le virage sur le plateau C : ");
    assert!(h.query_by_label_contains("the bend on board").is_none());
}
