//! Course > Generate…: the generator's choices (a band or a range of rounds,
//! players, the pieces owned, strips, caves, how many, seed), a Generate
//! button, a progress bar with Cancel while the session searches on a worker
//! thread, and the candidates, each with a thumbnail, its simulated rounds,
//! band and a one-line summary. A click opens one as a new course.

use eframe::egui::{self, Color32, Context, Ui, vec2};

use super::super::canvas::paint;
use eldorado_analysis::difficulty::Band;
use eldorado_design::generate::bands;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_editor_model::session::generation::{self, GenerateSettings, Generation};
use eldorado_editor_model::{Measured, Request, Session};
use eldorado_messages::{Arg, Lang, text, text_with};

/// The generator window's own state.
#[derive(Default)]
pub struct GeneratePanel {
    /// Whether the window is open.
    pub open: bool,
}

impl GeneratePanel {
    /// Draws the window, inside `area` (the canvas's: the tab bar stays
    /// in sight); a click on a candidate asks to open it.
    pub fn window(
        &mut self,
        ctx: &Context,
        area: egui::Rect,
        session: &mut Session,
        requests: &mut Vec<Request>,
    ) {
        let lang = session.lang();
        let label = text(lang, "editor-generate-button");
        egui::Window::new(text(lang, "editor-generate-title"))
            .id(egui::Id::unique("generate"))
            .open(&mut self.open)
            .resizable(true)
            .default_width(460.0)
            .constrain_to(area)
            .show(ctx, |ui| search_ui(ui, session, requests, Request::Generate, &label));
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
    let lang = session.lang();
    let running = session.generation().progress();
    let settings = &mut session.generation_mut().settings;
    ui.add_enabled_ui(running.is_none(), |ui| settings_ui(ui, lang, settings));
    let count = settings.count;
    ui.separator();
    if let Some((found, done, total, fraction)) = running {
        ui.horizontal(|ui| {
            let said = text_with(
                lang,
                "editor-generate-progress",
                &[
                    ("found", found.into()),
                    ("count", count.into()),
                    ("done", done.into()),
                    ("total", total.into()),
                ],
            );
            let bar = egui::ProgressBar::new(fraction).text(said);
            ui.add(bar.desired_width(240.0));
            if ui.button(text(lang, "editor-cancel")).clicked() {
                requests.push(Request::CancelGeneration);
            }
        });
    } else if ui.button(label).clicked() {
        requests.push(start.clone());
    }
    // Both windows share the one search: each shows what it started.
    let completing = session.generation().completing().is_some();
    if completing == matches!(start, Request::Complete) {
        if let Some(m) = session.generation().message(lang) {
            ui.colored_label(Color32::from_rgb(230, 180, 60), m);
        }
        candidates_ui(ui, lang, session.generation(), requests);
    }
}

fn settings_ui(ui: &mut Ui, lang: Lang, s: &mut GenerateSettings) {
    let range = text(lang, "editor-generate-range");
    egui::Grid::new("generate-settings").num_columns(2).show(ui, |ui| {
        let l = ui.label(text(lang, "editor-generate-difficulty"));
        let shown = s.band.map_or(range.clone(), |b| band_text(lang, b));
        egui::ComboBox::from_id_salt("generate-band")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for b in Band::ALL {
                    ui.selectable_value(&mut s.band, Some(b), band_text(lang, b));
                }
                ui.selectable_value(&mut s.band, None, range.as_str());
            })
            .response
            .labelled_by(l.id);
        ui.end_row();
        if s.band.is_none() {
            let l = ui.label(text(lang, "editor-generate-from"));
            ui.add(
                egui::DragValue::new(&mut s.rounds.0)
                    .range(5.0..=40.0)
                    .speed(0.1)
                    .fixed_decimals(1),
            )
            .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(text(lang, "editor-generate-to"));
            ui.add(
                egui::DragValue::new(&mut s.rounds.1)
                    .range(5.0..=40.0)
                    .speed(0.1)
                    .fixed_decimals(1),
            )
            .labelled_by(l.id);
            ui.end_row();
        }
        let l = ui.label(text(lang, "editor-generate-players"));
        ui.add(egui::Slider::new(&mut s.players, 2..=4)).labelled_by(l.id);
        ui.end_row();
        let l = ui.label(text(lang, "editor-generate-count"));
        ui.add(egui::DragValue::new(&mut s.count).range(1..=8)).labelled_by(l.id);
        ui.end_row();
        let l = ui
            .label(text(lang, "editor-generate-branches"))
            .on_hover_text(text(lang, "editor-generate-branches-hint"));
        ui.add(egui::DragValue::new(&mut s.branches).range(0..=3)).labelled_by(l.id);
        ui.end_row();
        let l = ui.label(text(lang, "editor-generate-seed"));
        ui.add(egui::DragValue::new(&mut s.seed)).labelled_by(l.id);
        ui.end_row();
    });
    ui.horizontal(|ui| {
        ui.checkbox(&mut s.strips, text(lang, "editor-palette-strips"));
        ui.checkbox(&mut s.caves, text(lang, "editor-generate-caves"));
        ui.checkbox(&mut s.chosen_blockades, text(lang, "editor-generate-chosen-blockades"))
            .on_hover_text(text(lang, "editor-generate-chosen-blockades-hint"));
    });
    ui.label(text(lang, "editor-generate-owned"));
    ui.horizontal_wrapped(|ui| {
        let strips = PieceSet::whole_box(true).strips;
        for (pair, on) in &mut s.owned {
            // Strips are used only with "Strips" ticked.
            let usable = s.strips || !strips.contains(pair);
            ui.add_enabled(usable, egui::Checkbox::new(on, format!("{}/{}", pair[0], pair[1])));
        }
    });
}

fn candidates_ui(ui: &mut Ui, lang: Lang, found: &Generation, requests: &mut Vec<Request>) {
    let candidates = found.candidates();
    if candidates.is_empty() {
        return;
    }
    ui.separator();
    ui.weak(text(lang, "editor-generate-click"));
    egui::ScrollArea::vertical().min_scrolled_height(380.0).max_height(520.0).show(ui, |ui| {
        for (i, c) in candidates.iter().enumerate() {
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(vec2(150.0, 110.0), egui::Sense::hover());
                paint::course_thumbnail(ui.painter(), rect, &c.course.pieces);
                ui.vertical(|ui| {
                    let open = text(lang, "editor-generate-open-hint");
                    if ui.button(&c.course.name).on_hover_text(open).clicked() {
                        let measured = Measured::of(c);
                        requests.push(Request::OpenGenerated(Box::new(c.course.clone()), measured));
                    }
                    ui.label(generation::measured_words(lang, c));
                    let steps =
                        |n: usize| text_with(lang, "editor-generate-steps", &[("count", n.into())]);
                    ui.label(text_with(
                        lang,
                        "editor-generate-fairness",
                        &[
                            ("steps", steps(c.fairness.steps_spread).into()),
                            ("cards", Arg::Decimal(c.fairness.cards_spread, 1)),
                            ("points", whole(c.win_rate_spread * 100.0)),
                        ],
                    ));
                    ui.weak(c.outline.said(lang));
                    // What its games showed at each route choice.
                    for line in found.route_evidence(i, lang) {
                        ui.small(line);
                    }
                });
            });
        }
    });
}

/// A figure rounded to a whole number ("51", never "51.").
fn whole(x: f64) -> Arg<'static> {
    (x.round() as i64).into()
}

/// "hard (18–21 rounds)", "difficile (18–21 manches)".
fn band_text(lang: Lang, b: Band) -> String {
    let band = text(lang, &eldorado_editor_model::message_ids::band(b));
    let (id, low, high) = match bands::bounds(b) {
        (l, h) if l <= 0.0 => ("editor-band-under", l, h),
        (l, h) if h.is_infinite() => ("editor-band-over", l, h),
        (l, h) => ("editor-band-between", l, h),
    };
    let round = |x: f64| whole(if x.is_finite() { x } else { 0.0 });
    text_with(lang, id, &[("band", band.into()), ("low", round(low)), ("high", round(high))])
}
