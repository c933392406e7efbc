//! What the window tests start from: the editor in a harness of a given
//! size, its file actions through the built-in path window (never the
//! system's dialog, which would wait for a person), and the clicks they share.

use std::path::PathBuf;

use egui::{Modifiers, Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::files::FileDialogs;
use eldorado::app::{EditorApp, Start, StartOptions};
use eldorado_core::course::Course;
use eldorado_messages::Lang;

/// The editor on `start`, in English whatever the machine's locale, in a
/// window of `size`, its settings and autosaves in `data_dir` (none:
/// nothing is kept).
pub fn editor_with(
    start: Start,
    data_dir: Option<PathBuf>,
    size: egui::Vec2,
) -> Harness<'static, EditorApp> {
    editor_in(Lang::English, start, data_dir, size)
}

/// The editor as [`editor_with`], in `lang`.
pub fn editor_in(
    lang: Lang,
    start: Start,
    data_dir: Option<PathBuf>,
    size: egui::Vec2,
) -> Harness<'static, EditorApp> {
    let mut h = Harness::builder().with_size(size).with_max_steps(64).build_eframe(move |cc| {
        EditorApp::new(
            cc,
            StartOptions {
                start,
                data_dir,
                file_dialogs: FileDialogs::BuiltIn,
                language: Some(lang),
            },
        )
    });
    // The editor's own games after each edit end when they will: tests that
    // look for them switch them on (`route_evidence`).
    h.state_mut().settings_mut().live_games = false;
    h
}

/// The editor on the official course `id`, in a 1400×900 window.
pub fn official(id: &'static str) -> Harness<'static, EditorApp> {
    editor_with(Start::Official(id), None, vec2(1400.0, 900.0))
}

/// The course open in the editor.
pub fn course(h: &Harness<'_, EditorApp>) -> Course {
    h.state().document().course().clone()
}

/// Clicks a point on the canvas (press and release without moving).
pub fn click_at(h: &mut Harness<'_, EditorApp>, at: Pos2) {
    click_at_with(h, at, Modifiers::NONE);
}

/// Clicks a point on the canvas with `modifiers` held (Shift+click).
pub fn click_at_with(h: &mut Harness<'_, EditorApp>, at: Pos2, modifiers: Modifiers) {
    h.hover_at(at);
    h.run();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers,
        });
        // One frame between press and release: `run` goes on while the
        // window's work behind it asks for frames, and a press held past
        // egui's 0.8 s (four frames of the harness's clock) is no click.
        if pressed {
            h.step();
        } else {
            h.run();
        }
    }
}

/// Opens View > Simulation… and runs `games` two-player games.
pub fn start_simulation(h: &mut Harness<'_, EditorApp>, games: u32) {
    h.state_mut().simulation_mut().settings.games = games;
    h.state_mut().simulation_mut().settings.players = 2;
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Simulation…").click();
    h.run();
    h.get_by_label("Run").click();
    h.step();
}

/// Runs `games` two-player games (see [`start_simulation`]) and waits for them.
pub fn run_simulation(h: &mut Harness<'_, EditorApp>, games: u32) -> eldorado_sim::SimResult {
    start_simulation(h, games);
    wait_for_simulation(h)
}

/// Waits up to a minute for the run started in the simulation window (its
/// Run button clicked, in whichever language) and shows its result.
pub fn wait_for_simulation(h: &mut Harness<'_, EditorApp>) -> eldorado_sim::SimResult {
    for _ in 0..600 {
        if h.state().simulation().result().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        h.step();
    }
    h.step();
    h.run();
    h.state().simulation().result().expect("the run finished within a minute").clone()
}
