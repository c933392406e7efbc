//! Course > Generate…: the generator's choices (a band or a range of rounds,
//! players, the pieces owned, strips, caves, how many, seed), a Generate
//! button, a progress bar with Cancel while the session searches on a worker
//! thread, and the candidates, each with a thumbnail, its simulated rounds,
//! band and a one-line summary. A click opens one as a new course.

use eframe::egui::{self, Color32, Context, Ui, vec2};

use super::super::canvas::paint;
use eldorado_analysis::difficulty::Band;
use eldorado_design::generate::Candidate;
use eldorado_design::generate::bands;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_editor_model::session::generation::GenerateSettings;
use eldorado_editor_model::{Measured, Request, Session};

/// The generator window's own state.
#[derive(Default)]
pub struct GeneratePanel {
    /// Whether the window is open.
    pub open: bool,
}

impl GeneratePanel {
    /// Draws the window; a click on a candidate asks to open it.
    pub fn window(&mut self, ctx: &Context, session: &mut Session, requests: &mut Vec<Request>) {
        egui::Window::new("Generate courses")
            .open(&mut self.open)
            .resizable(true)
            .default_width(460.0)
            .show(ctx, |ui| search_ui(ui, session, requests, Request::Generate, "Generate"));
    }
}

/// The generator's choices, the button that starts a search (`start`, labelled
/// `label`), its progress with Cancel, its message and, when the last search
/// was of this kind (`start`), the courses it found.
pub(super) fn search_ui(
    ui: &mut Ui,
    session: &mut Session,
    requests: &mut Vec<Request>,
    start: Request,
    label: &str,
) {
    let running = session.generation().progress();
    let settings = &mut session.generation_mut().settings;
    ui.add_enabled_ui(running.is_none(), |ui| settings_ui(ui, settings));
    let count = settings.count;
    ui.separator();
    if let Some((found, done, total, fraction)) = running {
        ui.horizontal(|ui| {
            let text = format!("{found} of {count} found · {done} of {total} attempts");
            let bar = egui::ProgressBar::new(fraction).text(text);
            ui.add(bar.desired_width(240.0));
            if ui.button("Cancel").clicked() {
                requests.push(Request::CancelGeneration);
            }
        });
    } else if ui.button(label).clicked() {
        requests.push(start.clone());
    }
    // Both windows share the one search: each shows what it started.
    let completing = session.generation().completing().is_some();
    if completing == matches!(start, Request::Complete) {
        if let Some(m) = session.generation().message() {
            ui.colored_label(Color32::from_rgb(230, 180, 60), m);
        }
        candidates_ui(ui, session.generation().candidates(), requests);
    }
}

fn settings_ui(ui: &mut Ui, s: &mut GenerateSettings) {
    egui::Grid::new("generate-settings").num_columns(2).show(ui, |ui| {
        let l = ui.label("Difficulty");
        let shown = s.band.map_or("Rounds range".to_string(), band_text);
        egui::ComboBox::from_id_salt("generate-band")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for b in Band::ALL {
                    ui.selectable_value(&mut s.band, Some(b), band_text(b));
                }
                ui.selectable_value(&mut s.band, None, "Rounds range");
            })
            .response
            .labelled_by(l.id);
        ui.end_row();
        if s.band.is_none() {
            let l = ui.label("Rounds from");
            ui.add(
                egui::DragValue::new(&mut s.rounds.0)
                    .range(5.0..=40.0)
                    .speed(0.1)
                    .fixed_decimals(1),
            )
            .labelled_by(l.id);
            ui.end_row();
            let l = ui.label("Rounds to");
            ui.add(
                egui::DragValue::new(&mut s.rounds.1)
                    .range(5.0..=40.0)
                    .speed(0.1)
                    .fixed_decimals(1),
            )
            .labelled_by(l.id);
            ui.end_row();
        }
        let l = ui.label("Players");
        ui.add(egui::Slider::new(&mut s.players, 2..=4)).labelled_by(l.id);
        ui.end_row();
        let l = ui.label("Courses");
        ui.add(egui::DragValue::new(&mut s.count).range(1..=8)).labelled_by(l.id);
        ui.end_row();
        let l = ui.label("Route choices").on_hover_text(
            "The fewest places where the way splits and joins again, both ways within a round",
        );
        ui.add(egui::DragValue::new(&mut s.branches).range(0..=3)).labelled_by(l.id);
        ui.end_row();
        let l = ui.label("Seed");
        ui.add(egui::DragValue::new(&mut s.seed)).labelled_by(l.id);
        ui.end_row();
    });
    ui.horizontal(|ui| {
        ui.checkbox(&mut s.strips, "Strips");
        ui.checkbox(&mut s.caves, "Caves variant");
        ui.checkbox(&mut s.chosen_blockades, "Chosen blockades").on_hover_text(
            "Numbered blockades picked to bring the course to the order, not dealt at setup",
        );
    });
    ui.label("Pieces owned");
    ui.horizontal_wrapped(|ui| {
        let strips = PieceSet::whole_box(true).strips;
        for (pair, on) in &mut s.owned {
            // Strips are used only with "Strips" ticked.
            let usable = s.strips || !strips.contains(pair);
            ui.add_enabled(usable, egui::Checkbox::new(on, format!("{}/{}", pair[0], pair[1])));
        }
    });
}

fn candidates_ui(ui: &mut Ui, candidates: &[Candidate], requests: &mut Vec<Request>) {
    if candidates.is_empty() {
        return;
    }
    ui.separator();
    ui.weak("Click a course to open it as a new course (Undo returns to this one).");
    egui::ScrollArea::vertical().min_scrolled_height(380.0).max_height(520.0).show(ui, |ui| {
        for c in candidates {
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(vec2(150.0, 110.0), egui::Sense::hover());
                paint::course_thumbnail(ui.painter(), rect, &c.course.pieces);
                ui.vertical(|ui| {
                    if ui.button(&c.course.name).on_hover_text("Open as a new course").clicked() {
                        let measured = Measured::of(c);
                        requests.push(Request::OpenGenerated(Box::new(c.course.clone()), measured));
                    }
                    ui.label(c.said());
                    ui.label(format!(
                        "Start spaces {} space{} and {:.1} cards apart; win rates {:.0} points apart",
                        c.fairness.steps_spread,
                        if c.fairness.steps_spread == 1 { "" } else { "s" },
                        c.fairness.cards_spread,
                        c.win_rate_spread * 100.0
                    ));
                    ui.weak(&c.summary);
                });
            });
        }
    });
}

fn band_text(b: Band) -> String {
    match bands::bounds(b) {
        (l, h) if l <= 0.0 => format!("{} (under {h:.0} rounds)", b.key()),
        (l, h) if h.is_infinite() => format!("{} (over {l:.0} rounds)", b.key()),
        (l, h) => format!("{} ({l:.0}–{h:.0} rounds)", b.key()),
    }
}
