//! Course > Generate…: the generator's choices (a band or a range of rounds,
//! players, the pieces owned, strips, caves, how many, seed), a Generate
//! button, a progress bar with Cancel while it searches on a worker thread,
//! and the candidates, each with a thumbnail, its simulated rounds, band and a
//! one-line summary. A click opens one as a new course.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use eframe::egui::{self, Color32, Context, Ui, vec2};

use super::super::canvas::paint;
use eldorado_core::text::capitalise;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::{
    self, Candidate, GenerateError, Options, Outcome, Progress, Watch, bands,
};
use eldorado_editor_model::action::Action;
use eldorado_editor_model::jobs::{self, Job, JobEnd};

/// What the user asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerateSettings {
    /// A band by index into [`bands::BANDS`], or `None` for the range below.
    pub band: Option<usize>,
    pub rounds: (f64, f64),
    pub players: u8,
    pub count: usize,
    pub seed: u64,
    pub strips: bool,
    pub caves: bool,
    /// Each terrain board and strip of the box, and whether it may be used.
    pub owned: Vec<([&'static str; 2], bool)>,
}

impl Default for GenerateSettings {
    fn default() -> Self {
        let all = PieceSet::whole_box(true);
        GenerateSettings {
            band: Some(1),
            rounds: (16.0, 18.0),
            players: 4,
            count: 3,
            seed: 1,
            strips: false,
            caves: false,
            owned: all.boards.iter().chain(&all.strips).map(|&p| (p, true)).collect(),
        }
    }
}

impl GenerateSettings {
    /// The generator's options for these settings.
    pub fn options(&self) -> Options {
        let rounds =
            self.band.and_then(|i| bands::BANDS.get(i)).map_or(self.rounds, |b| b.target());
        let all = PieceSet::whole_box(true);
        let owned = |p: &[&'static str; 2]| self.owned.iter().any(|(q, on)| q == p && *on);
        let pieces = PieceSet {
            boards: all.boards.iter().copied().filter(|p| owned(p)).collect(),
            strips: all.strips.iter().copied().filter(|p| self.strips && owned(p)).collect(),
            ..all
        };
        Options {
            players: self.players,
            rounds,
            pieces,
            caves: self.caves,
            count: self.count,
            seed: self.seed,
            ..Options::default()
        }
    }
}

/// The worker's view of the job's progress: attempts of the budget on the
/// bar, and the courses found so far beside it.
struct JobWatch<'a> {
    progress: &'a jobs::Progress,
    found: &'a AtomicUsize,
}

impl Watch for JobWatch<'_> {
    fn progress(&self, p: Progress) {
        self.found.store(p.found, Ordering::Relaxed);
        self.progress.set(p.attempts, p.budget);
    }
    fn cancelled(&self) -> bool {
        self.progress.is_cancelled()
    }
}

type Search = Result<Outcome, GenerateError>;

#[derive(Default)]
pub struct GeneratePanel {
    pub open: bool,
    pub settings: GenerateSettings,
    job: Option<Job<Search>>,
    /// Courses the running search has found so far.
    found: Arc<AtomicUsize>,
    candidates: Vec<Candidate>,
    /// Why the last search found nothing, or fewer than asked.
    message: Option<String>,
}

impl GeneratePanel {
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates
    }

    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Draws the window; a click on a candidate asks to open it.
    pub fn window(&mut self, ctx: &Context, actions: &mut Vec<Action>) {
        self.poll();
        let mut open = self.open;
        egui::Window::new("Generate courses")
            .open(&mut open)
            .resizable(true)
            .default_width(460.0)
            .show(ctx, |ui| {
                ui.add_enabled_ui(self.job.is_none(), |ui| self.settings_ui(ui));
                ui.separator();
                if let Some(job) = &self.job {
                    let (done, total) = job.progress().counts();
                    let found = self.found.load(Ordering::Relaxed);
                    ui.horizontal(|ui| {
                        let text = format!(
                            "{found} of {} found · {done} of {total} attempts",
                            self.settings.count
                        );
                        let bar = egui::ProgressBar::new(job.progress().fraction()).text(text);
                        ui.add(bar.desired_width(240.0));
                        if ui.button("Cancel").clicked() {
                            job.cancel();
                        }
                    });
                } else if ui.button("Generate").clicked() {
                    self.start(ctx);
                }
                if let Some(m) = &self.message {
                    ui.colored_label(Color32::from_rgb(230, 180, 60), m);
                }
                self.candidates_ui(ui, actions);
            });
        self.open = open;
    }

    fn settings_ui(&mut self, ui: &mut Ui) {
        let s = &mut self.settings;
        egui::Grid::new("generate-settings").num_columns(2).show(ui, |ui| {
            let l = ui.label("Difficulty");
            let shown = s
                .band
                .and_then(|i| bands::BANDS.get(i))
                .map_or("Rounds range".to_string(), band_text);
            egui::ComboBox::from_id_salt("generate-band")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    for (i, b) in bands::BANDS.iter().enumerate() {
                        ui.selectable_value(&mut s.band, Some(i), band_text(b));
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
            let l = ui.label("Seed");
            ui.add(egui::DragValue::new(&mut s.seed)).labelled_by(l.id);
            ui.end_row();
        });
        ui.horizontal(|ui| {
            ui.checkbox(&mut s.strips, "Strips");
            ui.checkbox(&mut s.caves, "Caves variant");
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

    fn start(&mut self, ctx: &Context) {
        let options = self.settings.options();
        self.candidates.clear();
        self.message = None;
        let repaint = ctx.clone();
        self.found = Arc::new(AtomicUsize::new(0));
        let found = Arc::clone(&self.found);
        self.job =
            Some(Job::spawn(Some(Arc::new(move || repaint.request_repaint())), move |progress| {
                // A cancelled search still hands back the courses it found.
                Some(generate::generate(&options, &JobWatch { progress, found: &found }))
            }));
    }

    fn poll(&mut self) {
        let Some(job) = &mut self.job else { return };
        let Some(end) = job.poll() else { return };
        self.job = None;
        match end {
            JobEnd::Finished(Ok(outcome)) => {
                self.message = if outcome.cancelled {
                    Some(format!("The search was cancelled after {} attempts.", outcome.attempts))
                } else {
                    outcome.shortfall.clone()
                };
                self.candidates = outcome.candidates;
            }
            JobEnd::Finished(Err(e)) => self.message = Some(capitalise(&e.to_string())),
            JobEnd::Cancelled => self.message = Some("The search was cancelled.".into()),
            JobEnd::Failed(why) => self.message = Some(format!("The search failed: {why}.")),
        }
    }

    fn candidates_ui(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        if self.candidates.is_empty() {
            return;
        }
        ui.separator();
        ui.weak("Click a course to open it as a new course (Undo returns to this one).");
        egui::ScrollArea::vertical().min_scrolled_height(380.0).max_height(520.0).show(ui, |ui| {
            for c in &self.candidates {
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(vec2(150.0, 110.0), egui::Sense::hover());
                    paint::course_thumbnail(ui.painter(), rect, &c.course.pieces);
                    ui.vertical(|ui| {
                        if ui.button(&c.course.name).on_hover_text("Open as a new course").clicked() {
                            actions.push(Action::OpenGenerated(Box::new(c.course.clone())));
                        }
                        ui.label(format!("{:.1} rounds ({}), estimate {:.1}", c.rounds, c.band, c.estimate));
                        ui.label(format!(
                            "Start spaces {} space{} and {:.1} cards apart; win rates {:.0} points apart",
                            c.fairness.steps_spread,
                            if c.fairness.steps_spread == 1 { "" } else { "s" },
                            c.fairness.cards_spread,
                            c.fairness.win_rate_spread * 100.0
                        ));
                        ui.weak(&c.summary);
                    });
                });
            }
        });
    }
}

fn band_text(b: &bands::Band) -> String {
    match (b.low, b.high) {
        (l, h) if l <= 0.0 => format!("{} (under {h:.0} rounds)", b.name),
        (l, h) if h.is_infinite() => format!("{} (over {l:.0} rounds)", b.name),
        (l, h) => format!("{} ({l:.0}–{h:.0} rounds)", b.name),
    }
}
