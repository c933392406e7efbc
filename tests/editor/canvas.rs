//! The editor driven as a user would: clicking menus and buttons by their
//! labels, dragging pieces with the pointer, pressing keys, and checking what
//! the window shows. File actions go through paths, never dialogs.
//!
//! Snapshot images (rendered in software with wgpu) are in tests/snapshots;
//! `UPDATE_SNAPSHOTS=1 cargo test --test editor` refreshes them.

use std::path::PathBuf;

use egui::{Key, Modifiers, Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::canvas::hit;
use eldorado::app::{EditorApp, NoticeKind, Start};
use eldorado_core::course::{BlockadeChoice, Placement, official};
use eldorado_core::hex::{self, Hex, Rotation};
use eldorado_core::map::{Map, Rule};
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::drag::Landing;
use eldorado_editor_model::session::paths::PathPurpose;

use crate::harness::{
    click_at, click_at_with, course, editor_with, official as official_editor, run_simulation,
    start_simulation,
};

fn editor(start: Start, data_dir: Option<PathBuf>) -> Harness<'static, EditorApp> {
    editor_with(start, data_dir, vec2(1280.0, 820.0))
}

/// Presses the primary button at `from`, moves in a few steps to `to` and
/// stays there (still pressed), letting the editor see each move.
fn drag_to(h: &mut Harness<'_, EditorApp>, from: Pos2, to: Pos2) {
    h.drag_at(from);
    h.run();
    for t in [0.1, 0.4, 0.7, 1.0] {
        h.hover_at(from + (to - from) * t);
        h.run();
    }
}

fn release(h: &mut Harness<'_, EditorApp>, at: Pos2) {
    h.drop_at(at);
    h.run();
}

/// Drags a palette item to a hex of the canvas, pointer at that hex's centre.
fn drag_piece_to_hex(h: &mut Harness<'_, EditorApp>, label: &str, target: Hex) -> Pos2 {
    let from = h.get_by_label(label).rect().center();
    let to = h.state().canvas().screen_pos(target);
    drag_to(h, from, to);
    to
}

/// Where the held pieces would land, and whether they may.
fn landing(h: &Harness<'_, EditorApp>) -> Option<Landing> {
    h.state().session().drag().and_then(|d| d.landing()).cloned()
}

/// The selected pieces' side ids, in course order.
fn selected(h: &Harness<'_, EditorApp>) -> Vec<String> {
    h.state().session().selection().in_course_order(&course(h))
}

/// Clicks through menus by their labels, e.g. File, Export, SVG picture….
fn click_menu(h: &mut Harness<'_, EditorApp>, labels: &[&str]) {
    for label in labels {
        h.get_by_label(label).click();
        h.run();
    }
}

fn open_official(h: &mut Harness<'_, EditorApp>, name: &str) {
    click_menu(h, &["File", "Open official course", name]);
}

#[test]
fn opens_an_official_course_from_the_menu() {
    let mut h = editor(Start::Empty, None);
    h.get_by_label_contains("0 pieces");
    open_official(&mut h, "Hills of Gold");
    assert_eq!(course(&h), official::course("hills-of-gold").unwrap());
    let map = Map::assemble(&course(&h)).map;
    h.get_by_label(&format!(
        "{} pieces · {} spaces · {} seams",
        course(&h).pieces.len(),
        map.spaces().len(),
        map.seams().len()
    ));
    h.get_by_label("✔ valid");
    h.get_by_label("✔ The course is valid.");
    assert_eq!(h.state().window_title(), "Hills of Gold — El Dorado course studio");
    // Both sides of every placed physical piece show as in use in the palette.
    for p in &course(&h).pieces {
        let side = p.side().unwrap();
        let other = eldorado_core::catalog::Catalog::get().side(&side.other_side).unwrap();
        for s in [side, other] {
            let label =
                eldorado::app::palette::item_label_in(eldorado_messages::Lang::English, s, true);
            h.get_by_label(&label);
        }
    }
}

#[test]
fn a_dragged_piece_snaps_flush_turns_flips_and_undoes() {
    let mut h = editor(Start::Empty, None);
    // The start board lands under the pointer on an empty table.
    let centre = h.state().canvas().rect().center();
    let a_at = h.state().canvas().view.hex_at(h.state().canvas().rect(), centre);
    drag_piece_to_hex(&mut h, "Start board A", a_at);
    h.get_by_label("Start board A fits here");
    release(&mut h, centre);
    assert_eq!(course(&h).pieces, vec![Placement::new("A", Rotation::ZERO, a_at)]);
    h.get_by_label_contains("1 piece · 37 spaces");

    // Board C, dropped a hex short of a flush position above A, snaps onto it.
    let rough = a_at + Hex::new(-3, -3);
    let to = drag_piece_to_hex(&mut h, "Board C", rough);
    h.get_by_label("Board C fits here");
    // R turns it while it is held; it still fits after snapping again.
    h.key_press(Key::R);
    h.run();
    h.get_by_label("Board C fits here");
    release(&mut h, to);
    let c = course(&h).pieces[1].clone();
    assert_eq!((c.piece.as_str(), c.rotation), ("C", Rotation::wrapping(1)));
    assert_ne!(c.origin, rough, "the piece moved to a flush position");
    assert_eq!(hex::distance(a_at, c.origin), 7, "boards meet edge to edge");
    let assembly = Map::assemble(&course(&h));
    assert_eq!(assembly.map.seams().len(), 1);
    assert_eq!(assembly.map.seams()[0].pairs.len(), 7, "a full, flush edge");
    assert!(
        assembly.problems.iter().all(|p| p.rule == Rule::FinishPlate),
        "{:?}",
        assembly.problems
    );
    h.get_by_label_contains("2 pieces · 74 spaces · 1 seam");
    h.get_by_label("Board C (in use)");
    h.get_by_label("Board D (in use)");

    // F flips the selected piece to its other side, in place.
    h.key_press(Key::F);
    h.run();
    let d = course(&h).pieces[1].clone();
    assert_eq!((d.piece.as_str(), d.rotation, d.origin), ("D", c.rotation, c.origin));
    // Shift+R turns it back anticlockwise; a board turns about its centre.
    h.key_press_modifiers(Modifiers::SHIFT, Key::R);
    h.run();
    assert_eq!(
        (course(&h).pieces[1].rotation, course(&h).pieces[1].origin),
        (Rotation::ZERO, c.origin)
    );

    // Undo walks back through the turn and the flip; redo walks forward.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(course(&h).pieces[1], d);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(course(&h).pieces[1], c);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(course(&h).pieces[1], d);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(course(&h).pieces[1].rotation, Rotation::ZERO);
    // Undo from the menu, by its label.
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label_contains("Undo move board D").click();
    h.run();
    assert_eq!(course(&h).pieces[1], d);

    // Del deletes the selected piece.
    h.key_press(Key::Delete);
    h.run();
    assert_eq!(course(&h).pieces.len(), 1);
    h.get_by_label_contains("1 piece · 37 spaces");
}

#[test]
fn an_invalid_placement_is_refused_with_its_reason() {
    let mut h = editor(Start::Official("first-course"), None);
    let before = course(&h);
    // Board D is the back of board C, which is on the course already.
    let map = Map::assemble(&before).map;
    let c = map.piece(map.piece_by_id("C").unwrap());
    let target = c.origin + Hex::new(-7, 3);
    let at = drag_piece_to_hex(&mut h, "Board D (in use)", target);
    h.get_by_label_contains("both used");
    release(&mut h, at);
    assert_eq!(course(&h), before, "nothing was placed");
    let notice = h.state().notice().expect("a refusal is shown").clone();
    assert_eq!(notice.kind, NoticeKind::Refused);
    assert!(notice.text.starts_with("Board D cannot go there: "), "{}", notice.text);
    h.get_by_label(&notice.text);

    // Far from everything, board E is refused because it would not be connected.
    let far = Hex::new(30, -10);
    h.state_mut().canvas_mut().view.centre = {
        let (x, y) = hex::to_pixel(far, 1.0);
        vec2(x, y)
    };
    h.run();
    let at = drag_piece_to_hex(&mut h, "Board E", far);
    h.get_by_label_contains("not connected");
    release(&mut h, at);
    assert_eq!(course(&h), before);
    h.get_by_label_contains("Board E cannot go there: board E is not connected");
}

#[test]
fn a_placed_piece_can_be_picked_up_and_moved() {
    let mut h = editor(Start::Official("first-course"), None);
    let original = course(&h);
    let k = original.pieces.iter().position(|p| p.piece == "K").unwrap();
    let at = h.state().canvas().screen_pos(original.pieces[k].origin);
    let away = at + vec2(-200.0, 0.0);
    assert!(h.state().canvas().rect().contains(away));
    drag_to(&mut h, at, away);
    // Away from the course: refused, and the ghost says why. The finish plate
    // on K's corner travels with it.
    let ghost = landing(&h).unwrap();
    let carried: Vec<&str> = ghost.placements.iter().map(|p| p.piece.as_str()).collect();
    assert_eq!(carried, ["K", "finish-river"]);
    let reason = ghost.verdict.unwrap_err().said(eldorado_messages::Lang::English);
    assert!(reason.contains("board K and finish plate (river side) are not connected"), "{reason}");
    h.get_by_label_contains(&reason[1..]);
    release(&mut h, away);
    assert_eq!(course(&h), original, "refused: it stays where it was");
    // Dropped back near its place it snaps home again (nothing changes).
    drag_to(&mut h, at, at + vec2(9.0, 6.0));
    let ghost = landing(&h).expect("the piece is held");
    assert_eq!((ghost.placements[0].origin, ghost.verdict), (original.pieces[k].origin, Ok(())));
    h.get_by_label("Board K fits here");
    release(&mut h, at + vec2(9.0, 6.0));
    assert_eq!(course(&h), original);
}

#[test]
fn a_seam_gets_a_blockade_from_its_menu() {
    let mut h = editor(Start::Official("first-course"), None);
    let map = Map::assemble(&course(&h)).map;
    let seam = map
        .seam_between_pieces(map.piece_by_id("B").unwrap(), map.piece_by_id("C").unwrap())
        .unwrap();
    let at = {
        let canvas = h.state().canvas();
        hit::seam_midpoint(&map, &canvas.view, canvas.rect(), seam).unwrap()
    };
    click_at(&mut h, at);
    h.get_by_label("Blockade on seam B–C");
    h.get_by_label("3 · discard 1 card").click();
    h.run();
    assert_eq!(course(&h).blockade_between("B", "C"), Some(BlockadeChoice::Number(3)));
    assert!(h.query_by_label("Blockade on seam B–C").is_none(), "the menu closes");

    // Another seam's menu shows 3 as taken, by the seam that has it.
    let seam2 = map
        .seam_between_pieces(map.piece_by_id("C").unwrap(), map.piece_by_id("N").unwrap())
        .unwrap();
    let at2 = {
        let canvas = h.state().canvas();
        hit::seam_midpoint(&map, &canvas.view, canvas.rect(), seam2).unwrap()
    };
    click_at(&mut h, at2);
    h.get_by_label("Blockade on seam C–N");
    h.get_by_label("3 · discard 1 card (on B–C)");
    h.get_by_label("No blockade").click();
    h.run();
    assert_eq!(course(&h).blockade_between("C", "N"), None);

    // "Random blockades" deals a number to every seam that takes one, from a seed.
    h.get_by_label("Course").click();
    h.run();
    h.get_by_label("Random blockades").click();
    h.run();
    let dealt: Vec<u8> = course(&h)
        .blockades
        .iter()
        .map(|b| match b.blockade {
            BlockadeChoice::Number(n) => n,
            BlockadeChoice::Random => panic!("dealt blockades have numbers"),
        })
        .collect();
    assert_eq!(dealt.len(), 4, "four seams between consecutive boards");
    let mut sorted = dealt.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 4, "each blockade once: {dealt:?}");
    assert!(Map::assemble(&course(&h)).is_valid());
    // The same seed deals the same blockades.
    let mut again = editor(Start::Official("first-course"), None);
    again.get_by_label("Course").click();
    again.run();
    again.get_by_label("Random blockades").click();
    again.run();
    assert_eq!(course(&again).blockades, course(&h).blockades);
}

/// A plain click on a mountain only selects its piece: the course is not
/// changed. Ctrl+click adds the cave, and takes it away again.
#[test]
fn a_click_selects_and_only_ctrl_click_toggles_a_cave() {
    let mut h = editor(Start::Official("first-course"), None);
    let map = Map::assemble(&course(&h)).map;
    let mountain = map
        .spaces()
        .iter()
        .find(|s| s.terrain == eldorado_core::catalog::Terrain::Mountain && !s.cave)
        .unwrap()
        .clone();
    let at = h.state().canvas().screen_pos(mountain.hex);
    click_at(&mut h, at);
    assert_eq!(course(&h), official::default_course(), "a click that selects never edits");
    assert_eq!(selected(&h), [map.piece(mountain.piece).id.clone()]);
    assert!(!h.state().document().is_dirty());
    click_at_with(&mut h, at, Modifiers::COMMAND);
    let piece = &course(&h).pieces[map.piece(mountain.piece).course_index];
    assert!(piece.has_cave(mountain.local));
    // The hover card says so once the pointer rests.
    h.hover_at(at + vec2(1.0, 0.0));
    for _ in 0..40 {
        h.step();
    }
    h.get_by_label_contains("Mountain with a cave");
    click_at_with(&mut h, at, Modifiers::COMMAND);
    assert_eq!(course(&h), official::default_course());
}

#[test]
fn clicking_a_problem_points_out_its_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let mut broken = official::default_course();
    let i = broken.pieces.iter().position(|p| p.piece == "N").unwrap();
    broken.pieces[i].origin += Hex::new(0, 2);
    assert!(!Map::assemble(&broken).problems.is_empty());
    let path = dir.path().join("broken.json");
    eldorado_formats::course_file::save(&broken, &path).unwrap();
    let mut h = editor(Start::File(path), None);
    h.get_by_label_contains("✖ invalid");
    let first = Map::assemble(&broken).problems[0].clone();
    let message = {
        let said = eldorado_words::problems::problem(&first, eldorado_messages::Lang::English);
        let mut c = said.chars();
        c.next().unwrap().to_uppercase().chain(c).collect::<String>()
    };
    h.get_by_label(&format!("✖ {message}")).click();
    h.run();
    let shown = h.state().canvas().highlight.clone().expect("highlighted");
    let first_pieces: Vec<String> = first.pieces.iter().map(ToString::to_string).collect();
    assert_eq!((shown.hexes, shown.pieces), (first.hexes, first_pieces));
}

#[test]
fn files_save_open_and_mark_unsaved_changes() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = editor(Start::Official("swamplands"), None);
    assert!(!h.state().window_title().starts_with('*'));
    let path = dir.path().join("mine.json");
    h.state_mut().save_to(&path);
    h.run();
    assert_eq!(h.state().window_title(), "mine.json — El Dorado course studio");
    assert_eq!(
        eldorado_formats::course_file::load(&path).unwrap(),
        official::course("swamplands").unwrap()
    );
    // An edit marks the title.
    h.get_by_label("Name").focus();
    h.run();
    h.get_by_label("Name").type_text(" (mine)");
    h.run();
    assert_eq!(course(&h).name, "Swamplands (mine)");
    assert_eq!(h.state().window_title(), "*mine.json — El Dorado course studio");
    h.state_mut().save_to(&path);
    h.run();
    // Reopen it in a new editor.
    let h2 = editor(Start::File(path.clone()), None);
    assert_eq!(course(&h2).name, "Swamplands (mine)");
    // A broken file is refused with one sentence.
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"format\": \"eldorado-course\", \"version\": 1, \"pieces\": 3}")
        .unwrap();
    h.state_mut().open(&bad);
    h.run();
    h.get_by_label_contains("Cannot open");
    assert_eq!(course(&h).name, "Swamplands (mine)");
}

#[test]
fn saving_over_a_newer_course_file_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("from-the-future.json");
    let newer = r#"{"format": "eldorado-course", "version": 5, "pieces": [], "weather": "storm"}"#;
    std::fs::write(&path, newer).unwrap();
    let mut h = editor(Start::Official("first-course"), None);
    h.state_mut().save_to(&path);
    h.run();
    h.get_by_label("Replace a newer course file?");
    h.get_by_label_contains("newer version of the course format (version 5");
    // Cancel leaves the file as it was, and says so.
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Replace a newer course file?").is_none());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), newer);
    h.get_by_label_contains("is unchanged");
    // Asked again, "Replace it" writes the course.
    h.state_mut().save_to(&path);
    h.run();
    h.get_by_label("Replace it").click();
    h.run();
    assert_eq!(
        eldorado_formats::course_file::load(&path).unwrap(),
        official::course("first-course").unwrap()
    );
    assert_eq!(h.state().window_title(), "from-the-future.json — El Dorado course studio");
}

#[test]
fn quitting_with_unsaved_changes_asks_first() {
    let mut h = editor(Start::Official("first-course"), None);
    h.state_mut().perform(eldorado::app::Request::Edit(Change::Edit(
        eldorado_core::course::Edit::Flip { piece: "C".into() },
    )));
    h.run();
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.run();
    h.get_by_label("Unsaved changes");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Unsaved changes").is_none());
    // New throws nothing away: an empty course opens beside it, in a tab
    // of its own, and the tab bar shows both, the first marked unsaved.
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(h.query_by_label("Unsaved changes").is_none());
    assert!(course(&h).pieces.is_empty());
    h.get_by_label("Untitled course");
    h.get_by_label("*First course").click();
    h.run();
    assert_eq!(course(&h).placement("D").map(|_| ()), Some(()), "back on the flipped course");
}

#[test]
fn unsaved_work_is_offered_back_after_a_crash() {
    let data = tempfile::tempdir().unwrap();
    let edited = {
        let mut h = editor(Start::Official("first-course"), Some(data.path().to_path_buf()));
        h.state_mut().perform(eldorado::app::Request::Edit(Change::Edit(
            eldorado_core::course::Edit::Flip { piece: "C".into() },
        )));
        h.run();
        h.state_mut().autosave_now().unwrap();
        course(&h)
        // Dropped without closing: as after a crash.
    };
    {
        let mut h = editor(Start::Official("first-course"), Some(data.path().to_path_buf()));
        h.get_by_label("Restore unsaved work?");
        h.get_by_label("Restore").click();
        h.run();
        assert_eq!(course(&h), edited);
        assert!(h.state().window_title().starts_with('*'), "restored work is unsaved");
        // Crashes again: the restored work is now this editor's own autosave.
    }
    // Declining throws the copy away.
    let mut h = editor(Start::Official("first-course"), Some(data.path().to_path_buf()));
    h.get_by_label("Restore unsaved work?");
    h.get_by_label("Discard").click();
    h.run();
    drop(h);
    let h = editor(Start::Official("first-course"), Some(data.path().to_path_buf()));
    assert!(h.query_by_label("Restore unsaved work?").is_none());
}

#[test]
fn help_lists_the_shortcuts() {
    let mut h = editor(Start::Official("first-course"), None);
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("Ctrl+Shift+Z / Ctrl+Y");
    h.get_by_label("Click a seam");
    // The game view's keys too.
    h.get_by_label("In the game view");
    h.get_by_label("Ctrl+→ / Ctrl+←");
    h.get_by_label("one round forward / back");
    h.get_by_label("the moment a stalled game stalled");
}

/// Pictures of the main views, rendered in software (Mesa's lavapipe via wgpu).
#[test]
fn snapshots_of_the_main_views() {
    let size = vec2(1100.0, 720.0);
    let mut results = egui_kittest::SnapshotResults::new();
    let mut h = editor_with(Start::Official("first-course"), None, size);
    h.snapshot("editor_first_course");

    // The blockade menu on a seam, after choosing blockade 5 for it.
    let map = Map::assemble(&course(&h)).map;
    let seam = map
        .seam_between_pieces(map.piece_by_id("C").unwrap(), map.piece_by_id("N").unwrap())
        .unwrap();
    let at = {
        let canvas = h.state().canvas();
        hit::seam_midpoint(&map, &canvas.view, canvas.rect(), seam).unwrap()
    };
    click_at(&mut h, at);
    h.get_by_label("5 · machete 2").click();
    h.run();
    click_at(&mut h, at);
    h.remove_cursor();
    h.run();
    h.snapshot("editor_blockade_menu");
    results.extend_harness(&mut h);

    // Placing a piece: a green ghost where it fits, a red one with the reason where it does not.
    let mut h = editor_with(Start::Empty, None, size);
    let centre = h.state().canvas().rect().center() + vec2(0.0, 120.0);
    let a_at = h.state().canvas().view.hex_at(h.state().canvas().rect(), centre);
    drag_piece_to_hex(&mut h, "Start board A", a_at);
    release(&mut h, centre);
    let at = drag_piece_to_hex(&mut h, "Board G", a_at + Hex::new(1, -7));
    h.get_by_label("Board G fits here");
    h.snapshot("editor_placing_fits");
    release(&mut h, at);
    drag_piece_to_hex(&mut h, "Start board B (in use)", a_at + Hex::new(7, -7));
    h.get_by_label_contains("both used");
    h.snapshot("editor_placing_refused");
    results.extend_harness(&mut h);
}

#[test]
fn the_view_pans_zooms_about_the_pointer_and_fits() {
    let mut h = editor(Start::Official("first-course"), None);
    let fitted = h.state().canvas().view;
    let rect = h.state().canvas().rect();
    // Dragging the empty table pans.
    let table = rect.left_top() + vec2(20.0, rect.height() / 2.0);
    assert!(h.state().document().map().id_at(fitted.hex_at(rect, table)).is_none(), "empty table");
    drag_to(&mut h, table, table + vec2(60.0, -40.0));
    release(&mut h, table + vec2(60.0, -40.0));
    let panned = h.state().canvas().view;
    assert!((panned.scale - fitted.scale).abs() < 1e-4);
    let moved = panned.hex_centre(rect, Hex::ZERO) - fitted.hex_centre(rect, Hex::ZERO);
    assert!((moved - vec2(60.0, -40.0)).length() < 1.0, "{moved:?}");
    // The wheel zooms in about the pointer: the point under it stays put.
    let at = h.state().canvas().screen_pos(Hex::new(0, -11));
    let world = panned.to_world(rect, at);
    h.hover_at(at);
    h.run();
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Line,
        delta: vec2(0.0, 3.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    h.run();
    let zoomed = h.state().canvas().view;
    assert!(zoomed.scale > panned.scale * 1.5, "{} → {}", panned.scale, zoomed.scale);
    assert!((zoomed.to_world(rect, at) - world).length() < 1e-3);
    // Home fits the course again.
    h.key_press(Key::Home);
    h.run();
    assert_eq!(h.state().canvas().view, fitted);
}

/// The analysis runs on a valid course: its design findings are listed and
/// point out their spaces, its layers are offered under View > Overlays, and the
/// status bar gives the shortest route.
#[test]
fn the_analysis_shows_findings_overlays_and_the_shortest_route() {
    use eldorado_editor_model::insight::{OverlayKind, Severity};
    // An official course on which the analysis has something to say.
    let (id, report) = official::ids()
        .map(|id| {
            (id, eldorado_analysis::analyze(&Map::build(&official::course(id).unwrap()).unwrap()))
        })
        .find(|(_, r)| !r.findings.is_empty())
        .expect("some official course has a design finding");
    let mut h = editor(Start::Official(id), None);
    let best =
        report.starts.iter().filter_map(|s| s.shortest.as_ref()).map(|r| r.steps).min().unwrap();
    h.get_by_label(&format!("shortest route: {best} spaces"));

    let finding = h
        .state()
        .document()
        .insights()
        .remarks
        .iter()
        .find(|f| f.severity != Severity::Error)
        .cloned()
        .expect("a design finding");
    let first = &report.findings[0];
    assert!(finding.message.contains(&first.message), "{} / {}", finding.message, first.message);
    h.get_by_label_contains(&first.message.chars().skip(1).collect::<String>()).click();
    h.run();
    let shown = h.state().canvas().highlight.clone().expect("the finding is pointed out");
    assert_eq!(shown.hexes, first.hexes.iter().map(|a| a.hex()).collect::<Vec<_>>());

    h.get_by_label("View").click();
    h.run();
    for kind in [
        OverlayKind::CheapestRoutes,
        OverlayKind::Chokepoints,
        OverlayKind::ColourZones,
        OverlayKind::Reachability,
    ] {
        h.get_by_label(&kind.title_in(eldorado_messages::Lang::English));
    }
    h.get_by_label("Cheapest routes").click();
    h.run();
    assert!(h.state().canvas().overlays.contains(&OverlayKind::CheapestRoutes));
    // The menu stays open: a second layer is ticked without opening it again.
    h.get_by_label("Chokepoints").click();
    h.run();
    assert!(h.state().canvas().overlays.contains(&OverlayKind::Chokepoints));
    h.key_press(Key::Escape);
    h.run();
    // A click on the table lets go of the pointed-out finding.
    let rect = h.state().canvas().rect();
    click_at(&mut h, rect.left_bottom() + vec2(30.0, -30.0));
    assert!(h.state().canvas().highlight.is_none(), "the finding's highlight goes");
    let routes = &h.state().document().insights().overlays[&OverlayKind::CheapestRoutes];
    assert_eq!(routes.paths.len(), report.starts.iter().filter(|s| s.cheapest.is_some()).count());
}

/// A broken course gets no analysis: only the checks' errors are listed.
#[test]
fn a_broken_course_has_no_analysis_layers() {
    let mut broken = official::default_course();
    broken.pieces.pop();
    let mut h = editor(Start::Empty, None);
    h.state_mut().perform(eldorado::app::Request::OpenCourse(Box::new(broken)));
    h.run();
    let insights = h.state().document().insights();
    assert!(insights.errors() > 0);
    assert!(insights.overlays.is_empty() && insights.summary.is_empty());
}

#[test]
fn exports_write_files_and_report_failures() {
    use eldorado_pictures::export::Format;
    let dir = tempfile::tempdir().unwrap();
    let mut h = editor(Start::Official("hills-of-gold"), None);
    for format in [Format::Svg, Format::ClientJson, Format::Png] {
        let path = dir.path().join(format!("out.{}", format.extension()));
        h.state_mut().export_to(format, &path);
        h.run();
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{format:?} not written: {e}"));
        match format {
            Format::Svg => assert!(String::from_utf8_lossy(&bytes).contains("<svg")),
            Format::ClientJson => assert!(
                serde_json::from_slice::<serde_json::Value>(&bytes).unwrap()["spaces"].is_array()
            ),
            _ => assert!(bytes.starts_with(b"\x89PNG")),
        }
        h.get_by_label_contains(&format!("Exported the {}", format.name()));
    }
    // The client JSON needs a valid course; the editor says so in one line.
    h.state_mut().perform(eldorado::app::Request::New);
    h.run();
    let path = dir.path().join("empty.json");
    h.state_mut().export_to(Format::ClientJson, &path);
    h.run();
    assert!(!path.exists());
    assert_eq!(h.state().notice().unwrap().kind, NoticeKind::Error);
    h.get_by_label_contains("Cannot export the Client JSON: the course is not valid");
}

#[test]
fn another_programs_course_is_exported_and_imported_through_the_menu() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = editor(Start::Official("serpentine"), None);
    // Export: first what does not carry over, then the path.
    click_menu(&mut h, &["File", "Export", "ShlomoAlon course (JSON)…"]);
    assert!(h.state().losses_window_open());
    assert!(
        !h.state_mut().path_dialog().is_open(),
        "nothing is written before the losses are seen"
    );
    h.get_by_label_contains("• Board E differs in ShlomoAlon, whose own board is a reconstruction with 32 of its 37 spaces not as printed: jungle 1 instead of basecamp 1 at (10, -14), ");
    h.get_by_label_contains(" and village 1 instead of jungle 1 at (10, -8).");
    // The caves it has not are pointed out on the board, and board E outlined.
    h.get_by_label("The spaces concerned are marked on the board.");
    let marked = h.state().highlight().cloned().expect("the losses' spaces are marked");
    assert_eq!(marked.hexes.len(), 6 + 32, "the six caves and the spaces of E not as printed");
    assert_eq!(marked.pieces, ["E"]);
    click_menu(&mut h, &["Continue…"]);
    assert_eq!(h.state().highlight(), None, "the marks go with the window");
    assert!(!h.state().losses_window_open());
    assert_eq!(
        h.state_mut().path_dialog().purpose(),
        Some(PathPurpose::Export(eldorado_pictures::export::Format::ShlomoAlon))
    );
    let path = dir.path().join("serpentine.json");
    h.state_mut().path_dialog().text = path.display().to_string();
    h.run();
    click_menu(&mut h, &["Export"]);
    assert!(std::fs::read_to_string(&path).unwrap().contains("\"p\": [[\"A\", 0, 0, 0]"));

    // Import it back as a new course, with what the file could not say.
    h.state_mut().perform(eldorado::app::Request::New);
    h.run();
    click_menu(&mut h, &["File", "Import", "ShlomoAlon course (JSON or JavaScript)…"]);
    h.state_mut().path_dialog().text = path.display().to_string();
    h.run();
    click_menu(&mut h, &["Import"]);
    assert_eq!(course(&h).pieces, official::course("serpentine").unwrap().pieces);
    assert_eq!(course(&h).name, "Serpentine");
    h.get_by_label("Imported from ShlomoAlon");
    h.get_by_label_contains("Board E differs in ShlomoAlon");
    click_menu(&mut h, &["OK"]);
    assert!(!h.state().losses_window_open());
    h.get_by_label("Imported \"Serpentine\" from ShlomoAlon; it is not saved yet");

    // A course the program cannot hold is refused in one line, and nothing opens.
    open_official(&mut h, "Home Stretch");
    click_menu(&mut h, &["File", "Export", "ShlomoAlon course (JSON)…"]);
    assert!(!h.state().losses_window_open() && !h.state_mut().path_dialog().is_open());
    h.get_by_label("Cannot export the ShlomoAlon course (JSON): ShlomoAlon has no strips, so strip Q cannot be written");
}

/// The durango export says where durango will start the players, points the
/// spaces out on the board, and writes the layout after Continue.
#[test]
fn durangos_start_spaces_are_pointed_out_before_the_export() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = editor(Start::Official("witchs-cauldron"), None);
    click_menu(&mut h, &["File", "Export", "durango layout (CSV)…"]);
    assert!(h.state().losses_window_open());
    h.get_by_label("• Durango starts the players not on the printed start spaces but on the 4 spaces farthest from El Dorado (42 steps): start space 1 and the jungle 1 spaces at (-3, 0), (-3, 1) and (-3, 2) on start board A.");
    let marked = h.state().highlight().cloned().expect("the start spaces are marked");
    let map = h.state().document().map().clone();
    let mut names: Vec<&str> =
        marked.hexes.iter().map(|&x| map.space_at(x).unwrap().describe()).collect();
    names.sort();
    assert_eq!(names, ["jungle 1", "jungle 1", "jungle 1", "start space 1"]);
    // Cancel: nothing written, nothing marked.
    click_menu(&mut h, &["Cancel"]);
    assert!(!h.state().losses_window_open());
    assert_eq!(h.state().highlight(), None);
    // The setup sheet as PDF, on the paper chosen in the menu.
    click_menu(&mut h, &["File", "Export", "Letter"]);
    let path = dir.path().join("sheet.pdf");
    h.state_mut().export_to(eldorado_pictures::export::Format::Pdf, &path);
    h.run();
    let pdf = std::fs::read(&path).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    let pdf = String::from_utf8_lossy(&pdf);
    let media = pdf
        .split("/MediaBox")
        .nth(1)
        .and_then(|m| m.trim_start().strip_prefix('[')?.split(']').next())
        .unwrap();
    let size: Vec<f32> = media.split(' ').map(|v| v.parse().unwrap()).collect();
    assert!((size[2] - 612.0).abs() < 0.1 && (size[3] - 792.0).abs() < 0.1, "Letter: {media}");
}

/// Edit > Paste share code… opens the window with the field filled from
/// the clipboard's text when that is a share code; other text is left out.
#[test]
fn the_share_code_window_is_in_the_edit_menu_and_takes_the_clipboard() {
    let code =
        eldorado_formats::share_code::encode(&official::course("serpentine").unwrap()).unwrap();
    let mut h = editor(Start::Empty, None);
    edit_menu(&mut h, "Paste share code…");
    assert!(h.state().paste_window_open());
    // The system answers the window's request with the clipboard's text.
    h.event(egui::Event::Paste(format!("{code}\n")));
    h.run();
    assert_eq!(h.state_mut().paste_window().text, code);
    h.get_by_label("Import").click();
    h.run();
    assert_eq!(course(&h).pieces, official::course("serpentine").unwrap().pieces);
    // Text that is not a share code does not fill the field.
    edit_menu(&mut h, "Paste share code…");
    h.event(egui::Event::Paste("a shopping list".into()));
    h.run();
    assert_eq!(h.state_mut().paste_window().text, "");
}

#[test]
fn a_pasted_share_code_opens_the_course() {
    let code =
        eldorado_formats::share_code::encode(&official::course("swamplands").unwrap()).unwrap();
    let mut h = editor(Start::Empty, None);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export").click();
    h.run();
    h.get_by_label("Paste share code…").click();
    h.run();
    // A bad code keeps the window open and says why.
    h.state_mut().paste_window().text = "this is not a share code".into();
    h.run();
    h.get_by_label("Import").click();
    h.run();
    assert!(h.state().paste_window_open());
    assert!(h.state().document().course().pieces.is_empty());
    h.state_mut().paste_window().text = code;
    h.run();
    h.get_by_label("Import").click();
    h.run();
    assert_eq!(course(&h).pieces, official::course("swamplands").unwrap().pieces);
    h.get_by_label("Opened the course from its share code");
}

#[test]
fn copy_share_code_puts_the_code_on_the_clipboard() {
    let mut h = editor(Start::Official("hills-of-gold"), None);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export").click();
    h.run();
    h.get_by_label("Copy share code").click();
    h.step();
    let copied = h.output().platform_output.commands.iter().find_map(|c| match c {
        egui::OutputCommand::CopyText(t) => Some(t.clone()),
        _ => None,
    });
    let copied = copied.expect("something was copied");
    assert_eq!(
        eldorado_formats::share_code::decode(&copied).unwrap().pieces,
        official::course("hills-of-gold").unwrap().pieces
    );
}

#[test]
fn a_small_simulation_runs_and_shows_its_results() {
    use eldorado_editor_model::insight::OverlayKind;
    let mut h = editor(Start::Official("first-course"), None);
    let result = run_simulation(&mut h, 20);
    assert_eq!(result.games_played, 20);
    h.get_by_label_contains("Difficulty: measured");
    h.get_by_label("Games played");
    h.get_by_label("Finishing rounds");
    // What seat 1 means, since the printed start numbers are unconfirmed.
    h.get_by_label_contains("Seat 1 plays first");
    let heat = &h.state().document().insights().overlays[&OverlayKind::SimulationHeatmap];
    assert!(!heat.tints.is_empty());
    // The games it names can be watched.
    h.get_by_label_contains("The longest game (");
    // The results window, now tall, is closed so the menu is in sight.
    *h.state_mut().simulation_window() = false;
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Simulation heatmap");
}

#[test]
fn cancel_stops_a_running_simulation_and_keeps_the_games_played() {
    let mut h = editor(Start::Official("first-course"), None);
    // Far more games than can finish during the test: only Cancel ends this run.
    let requested = 1_000_000;
    start_simulation(&mut h, requested);
    // Let some games finish, so the partial results have something in them.
    for _ in 0..100 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
        if h.state().simulation().progress().is_some_and(|(done, _)| done > 0) {
            break;
        }
    }
    assert!(h.state().simulation().is_running(), "the run is still going before Cancel");
    assert!(h.query_by_label("Run").is_none(), "no Run button while a run is going");
    h.get_by_label("Cancel").click();
    h.step();
    for _ in 0..600 {
        if !h.state().simulation().is_running() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
    assert!(!h.state().simulation().is_running(), "Cancel stopped the run within 30 seconds");
    h.step();
    h.step();
    // The panel keeps the games finished before Cancel, marked as cancelled.
    let result =
        h.state().simulation().result().expect("the games played before Cancel are kept").clone();
    assert!(result.cancelled);
    assert!(result.games_played < requested as u64, "stopped early: {} games", result.games_played);
    assert_eq!(result.games_requested, requested as u64);
    // Counts written as English writes them: "Cancelled after 1,234 of 1,000,000 games."
    let grouped = |n: u64| {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(c);
        }
        out
    };
    h.get_by_label(&format!(
        "Cancelled after {} of 1,000,000 games.",
        grouped(result.games_played)
    ));
    h.get_by_label("Games played");
    // The settings are editable again and a new run can start.
    h.get_by_label("Run");
    assert!(h.query_by_label("Cancel").is_none(), "no Cancel button once the run has stopped");
}

#[test]
fn without_a_system_file_dialog_a_path_window_opens_saves_and_exports() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = editor(Start::Official("swamplands"), None);
    // Save as…: the window says why it is there and suggests a name.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Save as…").click();
    h.run();
    assert_eq!(h.state_mut().path_dialog().purpose(), Some(PathPurpose::SaveAs));
    h.get_by_label_contains("instead of the system's file dialog");
    assert!(
        h.state_mut().path_dialog().text.ends_with("swamplands.json"),
        "{}",
        h.state_mut().path_dialog().text
    );
    // A folder that does not exist is refused in the window, which stays open.
    h.state_mut().path_dialog().text = dir.path().join("nowhere/mine.json").display().to_string();
    h.run();
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label_contains("does not exist.");
    assert!(h.state_mut().path_dialog().is_open());
    // A good path saves the course there (the extension is added).
    h.state_mut().path_dialog().text = dir.path().join("mine").display().to_string();
    h.run();
    h.get_by_label("Save").click();
    h.run();
    let saved = dir.path().join("mine.json");
    assert_eq!(
        eldorado_formats::course_file::load(&saved).unwrap(),
        official::course("swamplands").unwrap()
    );
    assert_eq!(h.state().window_title(), "mine.json — El Dorado course studio");
    assert!(!h.state_mut().path_dialog().is_open());

    // Export an SVG picture beside it.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export").click();
    h.run();
    h.get_by_label("SVG picture…").click();
    h.run();
    assert!(matches!(h.state_mut().path_dialog().purpose(), Some(PathPurpose::Export(_))));
    let suggested = PathBuf::from(&h.state_mut().path_dialog().text);
    assert_eq!(suggested.parent(), Some(dir.path()), "suggested beside the course file");
    h.get_by_label("Export").click();
    h.run();
    assert!(std::fs::read_to_string(&suggested).unwrap().contains("<svg"));

    // Open: Cancel closes the window and changes nothing.
    h.state_mut().perform(eldorado::app::Request::New);
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Open…").click();
    h.run();
    assert_eq!(h.state_mut().path_dialog().purpose(), Some(PathPurpose::Open));
    h.get_by_label("Cancel").click();
    h.run();
    assert!(!h.state_mut().path_dialog().is_open());
    assert!(course(&h).pieces.is_empty());
    // A typed path opens the file.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Open…").click();
    h.run();
    h.state_mut().path_dialog().text = saved.display().to_string();
    h.run();
    h.get_by_label("Open").click();
    h.run();
    assert_eq!(course(&h), official::course("swamplands").unwrap());
}

#[test]
fn the_status_bar_and_the_simulation_panel_show_one_difficulty() {
    use eldorado_analysis::analyze;
    use eldorado_analysis::difficulty::{Rating, estimate_text};
    use eldorado_sim::montecarlo::measured_standing_among_others;
    let course = official::course("serpentine").unwrap();
    let d = analyze(&Map::build(&course).unwrap()).difficulty.expect("Serpentine is playable");
    let mut h = editor(Start::Official("serpentine"), None);
    h.run();
    // The status bar: the static estimate, in rounds with its score and band,
    // and where it stands among the official courses.
    let estimated = estimate_text(d.rating, d.standing.as_ref());
    // Among the other official courses, never beside itself.
    assert!(estimated.contains(" — ") && !estimated.contains("Serpentine"), "{estimated}");
    h.get_by_label(&format!("difficulty: {estimated}"));
    let result = run_simulation(&mut h, 20);
    let m = &result.difficulty;
    // The panel: what the games measured, rated the same way, beside the
    // estimate for as many players (the helper plays two-player games): for
    // two players the estimate played by a few quick games, not the static fit.
    let map = Map::build(&course).unwrap();
    let two = eldorado_design::two_players::estimate(&map).expect("two bots finish it").0;
    assert_eq!(m.estimate, Some(two));
    assert_ne!(Some(two), d.for_players(2).map(|e| e.rating), "not the static figure");
    let measured = Rating::of(result.finishing_round.mean);
    assert_eq!(m.measured, Some(measured));
    let standing = measured_standing_among_others(measured.rounds, 2, Some("Serpentine"))
        .expect("the official courses are measured");
    let shown =
        format!("measured {measured} with 2 players — {}; the estimate said {two}", standing.text);
    h.get_by_label(&format!("Difficulty: {shown}"));
    h.get_by_label(&m.stalls);
    // The status bar now shows the same measured figure, the estimate beside it.
    h.get_by_label(&format!("difficulty: {shown}"));
    assert!(h.query_by_label(&format!("difficulty: {estimated}")).is_none());
}

/// Ctrl+X on the selected board takes it off with the finish plate it
/// carries; Ctrl+V with the pointer where it was puts both back, blockade and
/// all; Edit > Paste on another course puts them down there.
#[test]
fn a_piece_is_cut_copied_and_pasted_with_its_blockade() {
    let mut h = editor(Start::Official("first-course"), None);
    let original = course(&h);
    let k = original.pieces.iter().position(|p| p.piece == "K").unwrap();
    let at = h.state().canvas().screen_pos(original.pieces[k].origin);
    click_at(&mut h, at);
    assert_eq!(selected(&h), ["K"]);
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::X);
    h.run();
    assert!(course(&h).placement("K").is_none(), "cut");
    assert!(course(&h).placement("finish-river").is_none(), "the plate goes with its board");
    h.get_by_label_contains("Cut board K and the finish plate");
    let cut = course(&h);
    // The copy is held by its middle: the pointer a little off where that lay.
    let hexes: Vec<Hex> = ["K", "finish-river"]
        .iter()
        .flat_map(|id| original.placement(id).unwrap().hexes())
        .collect();
    let n = hexes.len() as f32;
    let middle = Hex::round([
        hexes.iter().map(|h| h.x as f32).sum::<f32>() / n,
        hexes.iter().map(|h| h.y as f32).sum::<f32>() / n,
    ]);
    h.hover_at(h.state().canvas().screen_pos(middle) + vec2(4.0, 3.0));
    h.run();
    // The key alone, with nothing on the system clipboard (no paste event).
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::V);
    h.run();
    let mut pasted = course(&h);
    pasted.pieces.sort_by(|a, b| a.piece.cmp(&b.piece));
    let mut expected = original.clone();
    expected.pieces.sort_by(|a, b| a.piece.cmp(&b.piece));
    assert_eq!(pasted.pieces, expected.pieces, "back where it was");
    assert_eq!(course(&h).blockade_between("I", "K"), original.blockade_between("I", "K"));
    // Onto another course (the same one, as it was after the cut, in a tab
    // of its own) from the Edit menu.
    h.state_mut().perform(eldorado_editor_model::Request::OpenCourse(Box::new(cut.clone())));
    h.run();
    assert_eq!(course(&h), cut);
    click_menu(&mut h, &["Edit"]);
    // "Paste" comes before "Paste share code…" in the menu.
    h.get_all_by_label_contains("Paste").next().unwrap().click();
    h.run();
    assert_eq!(course(&h).placement("K"), original.placement("K"));
    assert_eq!(course(&h).blockade_between("I", "K"), original.blockade_between("I", "K"));
}

/// Shift-click selects several pieces; R turns them together and Del
/// deletes them, one undoable step each.
#[test]
fn several_pieces_shift_clicked_turn_and_go_together() {
    let mut h = editor(Start::Official("first-course"), None);
    let original = course(&h);
    let index = |id: &str| original.pieces.iter().position(|p| p.piece == id).unwrap();
    let (i, k) = (index("I"), index("K"));
    let at_i = h.state().canvas().screen_pos(original.pieces[i].origin);
    let at_k = h.state().canvas().screen_pos(original.pieces[k].origin);
    click_at(&mut h, at_i);
    click_at_with(&mut h, at_k, Modifiers::SHIFT);
    assert_eq!(selected(&h), ["I", "K"]);
    h.get_by_label("2 pieces selected: board I and board K");
    h.key_press(Key::R);
    h.run();
    let turned = course(&h);
    for id in ["I", "K", "finish-river"] {
        let (before, after) = (original.placement(id).unwrap(), turned.placement(id).unwrap());
        assert_eq!(after.rotation, before.rotation.clockwise(), "{id} turned with the others");
    }
    assert_eq!(turned.placement("B"), original.placement("B"), "the rest stays");
    h.key_press(Key::Delete);
    h.run();
    assert!(["I", "K", "finish-river"].iter().all(|id| course(&h).placement(id).is_none()));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(course(&h), turned, "the delete was one step");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(course(&h), original, "the turn was one step");
}

/// Shift-clicks each piece at `ids` after the first (clicked plainly), on
/// a space that is not a mountain (a click there would add a cave).
fn select(h: &mut Harness<'_, EditorApp>, ids: &[&str]) {
    for (n, id) in ids.iter().enumerate() {
        let map = h.state().document().map();
        let piece = map.piece(map.piece_by_id(id).unwrap());
        let space = piece.spaces.iter().map(|&s| map.space(s));
        let hex = space.filter(|s| s.terrain.is_enterable()).map(|s| s.hex).next().unwrap();
        let at = h.state().canvas().screen_pos(hex);
        let modifiers = if n == 0 { Modifiers::NONE } else { Modifiers::SHIFT };
        click_at_with(h, at, modifiers);
    }
}

#[test]
fn several_selected_pieces_are_dragged_as_one_and_refused_where_they_would_not_join() {
    let mut h = editor(Start::Official("first-course"), None);
    let original = course(&h);
    // The whole course, moved three hexes along: the same shape, one undo step.
    select(&mut h, &["B", "C", "N", "I", "K"]);
    assert_eq!(selected(&h).len(), 5);
    let from = h.state().canvas().screen_pos(original.placement("C").unwrap().origin);
    let to =
        h.state().canvas().screen_pos(original.placement("C").unwrap().origin + Hex::new(3, 0));
    drag_to(&mut h, from, to);
    let held = h.state().session().drag().map(|d| d.lifted()).unwrap_or_default();
    assert_eq!(held.len(), 6, "the selection is held, with K's finish plate: {held:?}");
    h.get_by_label_contains("fit here");
    release(&mut h, to);
    let moved = course(&h);
    for (before, after) in original.pieces.iter().zip(&moved.pieces) {
        assert_eq!(
            after.origin - before.origin,
            Hex::new(3, 0),
            "{} moved with the rest",
            before.piece
        );
        assert_eq!(after.rotation, before.rotation);
    }
    assert_eq!(moved.blockades, original.blockades, "the seams keep their blockades");
    assert!(Map::build(&moved).is_ok(), "still a valid course");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(course(&h), original, "the move was one step");

    // Boards I and K pulled away from the course: refused, nothing moves.
    select(&mut h, &["I", "K"]);
    let from = h.state().canvas().screen_pos(original.placement("K").unwrap().origin);
    let far =
        h.state().canvas().screen_pos(original.placement("K").unwrap().origin + Hex::new(0, 12));
    drag_to(&mut h, from, far);
    release(&mut h, far);
    assert_eq!(course(&h), original, "a refused group stays where it was");
    let notice = h.state().session().notice().map(|n| n.text.clone()).unwrap_or_default();
    assert!(notice.contains("cannot go there"), "{notice}");
}

#[test]
fn a_shift_drag_on_the_table_selects_every_piece_its_band_touches() {
    let mut h = editor(Start::Official("first-course"), None);
    let original = course(&h);
    // A band round board K's middle only: K (and nothing else) is chosen.
    let k = original.placement("K").unwrap().origin;
    let canvas = h.state().canvas().rect();
    let from = canvas.left_top() + vec2(8.0, 8.0);
    assert!(
        hit::space_at(h.state().document().map(), &h.state().canvas().view, canvas, from).is_none(),
        "the band starts on the table"
    );
    let to = h.state().canvas().screen_pos(k);
    h.event(egui::Event::ModifiersChanged(Modifiers::SHIFT));
    drag_to(&mut h, from, to);
    h.event(egui::Event::ModifiersChanged(Modifiers::NONE));
    release(&mut h, to);
    let chosen = selected(&h);
    assert!(chosen.contains(&"K".to_string()), "{chosen:?}");
    assert!(
        !chosen.contains(&"B".to_string()),
        "the start board lies outside the band: {chosen:?}"
    );
    assert_eq!(course(&h), original, "a band moves nothing");
    // The whole canvas: every piece.
    h.event(egui::Event::ModifiersChanged(Modifiers::SHIFT));
    drag_to(&mut h, from, canvas.right_bottom() - vec2(8.0, 8.0));
    h.event(egui::Event::ModifiersChanged(Modifiers::NONE));
    release(&mut h, canvas.right_bottom() - vec2(8.0, 8.0));
    assert_eq!(selected(&h).len(), original.pieces.len());
}

/// Right-clicks a point on the canvas.
fn right_click_at(h: &mut Harness<'_, EditorApp>, at: Pos2) {
    h.hover_at(at);
    h.run();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Secondary,
            pressed,
            modifiers: Modifiers::NONE,
        });
        // As in `click_at_with`: the release within egui's click time.
        if pressed {
            h.step();
        } else {
            h.run();
        }
    }
}

/// Opens the Edit menu and clicks its item that starts with `label` (the
/// key beside it is part of the item's name).
fn edit_menu(h: &mut Harness<'_, EditorApp>, label: &str) {
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label_contains(label).click();
    h.run();
}

/// A multi-selection is turned, flipped, cut and deleted the same from the
/// Edit menu (and a piece's own menu) as from the keys: the same course
/// either way, every piece of the selection acted on.
#[test]
fn the_menus_and_the_keys_act_on_the_whole_selection_alike() {
    let original = official::course("first-course").unwrap();
    let mut keys = editor(Start::Official("first-course"), None);
    let mut menu = editor(Start::Official("first-course"), None);
    for h in [&mut keys, &mut menu] {
        select(h, &["I", "K"]);
        assert_eq!(selected(h), ["I", "K"]);
    }
    let same = |keys: &Harness<'_, EditorApp>, menu: &Harness<'_, EditorApp>, what: &str| {
        assert_eq!(course(keys), course(menu), "{what}: the keys and the menu agree");
        assert_eq!(selected(keys), selected(menu), "{what}: and so do the selections");
    };

    keys.key_press(Key::R);
    keys.run();
    edit_menu(&mut menu, "Turn board I and board K clockwise");
    same(&keys, &menu, "turn");
    for id in ["I", "K", "finish-river"] {
        let (before, after) = (original.placement(id).unwrap(), course(&keys));
        assert_eq!(after.placement(id).unwrap().rotation, before.rotation.clockwise(), "{id}");
    }
    keys.key_press_modifiers(Modifiers::SHIFT, Key::R);
    keys.run();
    edit_menu(&mut menu, "Turn board I and board K anticlockwise");
    same(&keys, &menu, "turn back");
    assert_eq!(course(&keys), original);

    keys.key_press(Key::F);
    keys.run();
    edit_menu(&mut menu, "Flip board I and board K");
    same(&keys, &menu, "flip");
    assert_eq!(selected(&keys), ["J", "L"], "both turned over, and still selected");

    keys.key_press_modifiers(Modifiers::COMMAND, egui::Key::X);
    keys.run();
    edit_menu(&mut menu, "Cut");
    same(&keys, &menu, "cut");
    assert!(["J", "L", "finish-river"].iter().all(|id| course(&keys).placement(id).is_none()));
    assert_eq!(
        keys.state().session().clipboard().map(|c| c.ids()),
        menu.state().session().clipboard().map(|c| c.ids())
    );

    for h in [&mut keys, &mut menu] {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
        h.run();
        select(h, &["J", "L"]);
    }
    keys.key_press(Key::Delete);
    keys.run();
    edit_menu(&mut menu, "Delete board J and board L");
    same(&keys, &menu, "delete");
    assert_eq!(course(&keys).pieces.len(), original.pieces.len() - 3, "J, L and the plate go");

    // A selected piece's own menu acts on the whole selection too.
    let mut context = editor(Start::Official("first-course"), None);
    let mut keys = editor(Start::Official("first-course"), None);
    select(&mut context, &["I", "K"]);
    select(&mut keys, &["I", "K"]);
    let at_i = context.state().canvas().screen_pos(original.placement("I").unwrap().origin);
    right_click_at(&mut context, at_i);
    context.get_by_label("Board I and board K");
    context.get_by_label_contains("Turn board I and board K clockwise").click();
    context.run();
    keys.key_press(Key::R);
    keys.run();
    same(&keys, &context, "turn from the piece's menu");
    assert_ne!(course(&keys), original);
}

/// "Fit course" (and Home) leaves room around the course for the next
/// piece, and never zooms in past 100 %: a course of two boards is not
/// blown up to fill the canvas.
#[test]
fn fitting_leaves_room_for_the_next_piece() {
    use eldorado::app::canvas::ROOM_AROUND;
    use eldorado::app::canvas::view::View;
    let mut small = official::default_course();
    small.pieces.truncate(2);
    small.blockades.clear();
    let mut h = editor(Start::Empty, None);
    h.state_mut().perform(eldorado_editor_model::Request::OpenCourse(Box::new(small)));
    h.run();
    h.key_press(Key::Home);
    h.run();
    let view = h.state().canvas().view;
    assert!(view.scale <= View::default().scale, "fitted at {} %", view.scale / 24.0 * 100.0);
    let rect = h.state().canvas().rect();
    let room = ROOM_AROUND * view.scale;
    for s in h.state().document().map().spaces() {
        let c = view.hex_centre(rect, s.hex);
        assert!(rect.shrink(room).contains(c), "{:?} leaves room for a piece around it", s.hex);
    }
}

/// Edit > History… lists the steps; a click on one goes back to it.
#[test]
fn the_history_window_jumps_back_to_a_step() {
    use eldorado::app::panels::history::as_opened;
    let mut h = editor(Start::Official("first-course"), None);
    let opened = course(&h);
    for piece in ["C", "N"] {
        h.state_mut().perform(eldorado_editor_model::Request::Edit(Change::Edit(
            eldorado_core::course::Edit::Flip { piece: piece.into() },
        )));
    }
    h.run();
    edit_menu(&mut h, "History…");
    h.get_by_label_contains("Flip board N");
    h.get_by_label(&as_opened(eldorado_messages::Lang::English)).click();
    h.run();
    assert_eq!(course(&h), opened);
    assert_eq!(h.state().document().history().done(), 0);
    h.get_by_label_contains("Flip board N").click();
    h.run();
    assert_eq!(h.state().document().history().done(), 2);
}

/// Clicking palette pieces builds a course where it continues; N tries the
/// last one's next place there, and an arrow key moves the selected piece
/// to the next flush place.
#[test]
fn palette_clicks_add_pieces_at_the_open_end_and_keys_move_them() {
    let mut h = editor(Start::Empty, None);
    h.get_by_label("Start board B").click();
    h.run();
    h.get_by_label("Board C").click();
    h.run();
    let built = course(&h);
    assert_eq!(built.pieces.len(), 2, "{:?}", h.state().notice());
    assert_eq!(selected(&h), ["C"]);
    h.get_by_label_contains("Added board C at the open end");
    h.key_press(Key::N);
    h.run();
    assert_ne!(course(&h).placement("C"), built.placement("C"), "the next place");
    assert_eq!(course(&h).pieces.len(), 2);
    let placed = course(&h).placement("C").unwrap().origin;
    let moved =
        [Key::ArrowLeft, Key::ArrowRight, Key::ArrowUp, Key::ArrowDown].into_iter().any(|k| {
            h.key_press(k);
            h.run();
            course(&h).placement("C").unwrap().origin != placed
        });
    assert!(moved, "an arrow key moved board C: {:?}", h.state().notice());
    let problems = &h.state().document().assembly().problems;
    assert!(problems.iter().all(|p| p.pieces.iter().all(|id| id != "C")), "{problems:?}");
}

/// A click on El Dorado's golden spaces (the plate's city, no space of the
/// course) selects the finish plate, as a click on its finishing spaces
/// does; and a drag from them picks the plate up.
#[test]
fn a_click_on_el_dorado_selects_the_finish_plate() {
    let mut h = official_editor("first-course");
    let plate = course(&h).placement("finish-river").unwrap().clone();
    let city = plate.side().unwrap().city_footprint.iter().map(|&l| plate.to_world(l));
    for golden in city {
        assert!(h.state().document().map().space_at(golden).is_none(), "no space of the course");
        let at = h.state().canvas().screen_pos(golden);
        click_at(&mut h, at);
        assert_eq!(selected(&h), ["finish-river"], "{golden:?}");
        let off = h.state().canvas().rect().left_top() + vec2(8.0, 8.0);
        click_at(&mut h, off);
        assert!(selected(&h).is_empty(), "a click off the course lets it go");
    }
}

/// The view follows a course built from palette clicks: every piece added
/// is seen where it went, without Fit after each click.
#[test]
fn the_view_follows_pieces_added_from_the_palette() {
    let mut h = editor(Start::Empty, None);
    for (label, id) in [
        ("Start board B", "B"),
        ("Board C", "C"),
        ("Board E", "E"),
        ("Board G", "G"),
        ("Board I", "I"),
    ] {
        h.get_by_label(label).click();
        h.run();
        let placed = course(&h).placement(id).cloned();
        let placed = placed.unwrap_or_else(|| panic!("{id}: {:?}", h.state().notice()));
        let canvas = h.state().canvas();
        let shown = canvas.rect();
        for hex in placed.hexes() {
            let at = canvas.screen_pos(hex);
            assert!(shown.contains(at), "{id}'s space {hex:?} at {at:?} is out of view {shown:?}");
        }
    }
}
