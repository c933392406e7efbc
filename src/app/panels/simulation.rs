//! The simulation panel: settings for a batch of simulated games, run on a
//! worker thread ([`eldorado_editor_model::jobs::Job`]) with progress and cancel, then the
//! results — a summary, the difficulty in rounds, plots of finishing rounds and
//! win rate per seat, and a heatmap overlay of the spaces the pieces crossed.

use std::time::Duration;

use eframe::egui::{self, Color32, Context, RichText, Ui};
use egui_plot::{Bar, BarChart, Plot};

use eldorado_analysis::difficulty::STALL_WARNING;
use eldorado_core::course::Course;
use eldorado_core::hex::Axial;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::insight::{Overlay, OverlayKind};
use eldorado_editor_model::jobs::{Job, JobEnd};
use eldorado_pictures::style::Rgb;
use eldorado_sim::montecarlo::stats::SEAT_NUMBERING;
use eldorado_sim::{BotKind, Control, Rules, SimConfig, SimError, SimResult};

/// What the user asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct SimSettings {
    /// 2 to 4 players.
    pub players: u8,
    /// Play with the caves variant.
    pub caves: bool,
    pub games: u32,
    /// Seed of the first game; game i uses seed + i.
    pub seed: u64,
    /// The bot of each seat (the first `players` are used).
    pub bots: [BotKind; 4],
}

impl Default for SimSettings {
    fn default() -> Self {
        SimSettings { players: 4, caves: false, games: 1000, seed: 1, bots: [BotKind::Fast; 4] }
    }
}

impl SimSettings {
    /// The simulator's configuration for these settings.
    pub fn config(&self) -> SimConfig {
        SimConfig {
            games: self.games as u64,
            players: self.players,
            bots: self.bots[..self.players as usize].to_vec(),
            rotate_seats: false,
            rules: Rules { caves: self.caves, ..Rules::default() },
            seed: self.seed,
        }
    }
}

type Run = Result<SimResult, SimError>;

/// A finished run and the course it was made on.
struct Finished {
    result: SimResult,
    course: Course,
}

#[derive(Default)]
pub struct SimulationPanel {
    pub open: bool,
    pub settings: SimSettings,
    job: Option<Job<Run>>,
    finished: Option<Finished>,
    /// The course the running job simulates.
    running_on: Option<Course>,
    error: Option<String>,
}

impl SimulationPanel {
    /// Whether this build can run simulations.
    pub const AVAILABLE: bool = true;

    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Games done and asked for while a run is going.
    pub fn progress(&self) -> Option<(u64, u64)> {
        self.job.as_ref().map(|j| j.progress().counts())
    }

    /// The last finished run, if any.
    pub fn result(&self) -> Option<&SimResult> {
        self.finished.as_ref().map(|f| &f.result)
    }

    pub fn window(&mut self, ctx: &Context, doc: &mut Document) {
        self.poll(doc);
        self.keep_heatmap(doc);
        let course_valid = doc.assembly().is_valid();
        let mut open = self.open;
        egui::Window::new("Simulation").open(&mut open).resizable(false).default_width(420.0).show(ctx, |ui| {
            ui.add_enabled_ui(self.job.is_none(), |ui| self.settings_ui(ui));
            ui.separator();
            if let Some(job) = &self.job {
                progress_row(ui, job);
                return;
            }
            let why = (!course_valid).then_some("Fix the course's problems first: only a valid course can be played.");
            ui.add_enabled_ui(why.is_none(), |ui| {
                if ui.button("Run").clicked() {
                    self.start(ctx, doc.course().clone());
                }
            });
            if let Some(why) = why {
                ui.weak(why);
            }
            if let Some(e) = &self.error {
                ui.colored_label(Color32::from_rgb(240, 90, 80), e);
            }
            if let Some(f) = &self.finished {
                ui.separator();
                if &f.course != doc.course() {
                    ui.weak("These results are for another course, or an earlier version of this one.");
                }
                results_ui(ui, &f.result);
            }
        });
        self.open = open;
    }

    fn settings_ui(&mut self, ui: &mut Ui) {
        let s = &mut self.settings;
        egui::Grid::new("sim-settings").num_columns(2).show(ui, |ui| {
            let l = ui.label("Players");
            ui.add(egui::Slider::new(&mut s.players, 2..=4)).labelled_by(l.id);
            ui.end_row();
            let l = ui.label("Games");
            ui.add(egui::DragValue::new(&mut s.games).range(1..=1_000_000).speed(10))
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label("Seed");
            ui.add(egui::DragValue::new(&mut s.seed)).labelled_by(l.id);
            ui.end_row();
            for seat in 0..s.players as usize {
                let l = ui.label(format!("Seat {} bot", seat + 1));
                egui::ComboBox::from_id_salt(("sim-bot", seat))
                    .selected_text(s.bots[seat].name())
                    .show_ui(ui, |ui| {
                        for kind in BotKind::ALL {
                            ui.selectable_value(&mut s.bots[seat], kind, kind.name());
                        }
                    })
                    .response
                    .labelled_by(l.id);
                ui.end_row();
            }
        });
        ui.checkbox(&mut s.caves, "Caves variant");
    }

    /// Starts a run on a worker thread. The simulator counts games in a shared
    /// [`Control`]; a small loop beside it passes its count to the progress bar
    /// and the panel's cancel to the simulator, which then returns the games
    /// finished so far.
    fn start(&mut self, ctx: &Context, course: Course) {
        let config = self.settings.config();
        let total = config.games;
        self.error = None;
        self.running_on = Some(course.clone());
        let repaint = ctx.clone();
        let job = Job::spawn(
            Some(std::sync::Arc::new(move || repaint.request_repaint())),
            move |progress| {
                let control = Control::new();
                let run = std::thread::scope(|scope| {
                    let runner =
                        scope.spawn(|| eldorado_sim::run_course(&course, &config, &control));
                    while !runner.is_finished() {
                        progress.set(control.done(), total);
                        if progress.is_cancelled() {
                            control.cancel();
                        }
                        std::thread::sleep(Duration::from_millis(40));
                    }
                    runner.join()
                });
                progress.set(control.done(), total);
                Some(run.unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            },
        );
        self.job = Some(job);
    }

    fn poll(&mut self, doc: &mut Document) {
        let Some(job) = &mut self.job else { return };
        let Some(outcome) = job.poll() else { return };
        self.job = None;
        match outcome {
            JobEnd::Finished(Ok(result)) => {
                let course = self.running_on.take().unwrap_or_else(|| doc.course().clone());
                self.finished = Some(Finished { result, course });
                self.keep_heatmap(doc);
            }
            JobEnd::Finished(Err(e)) => {
                self.error = Some(format!("The simulation could not run: {e}."))
            }
            JobEnd::Cancelled => self.error = Some("The simulation was cancelled.".into()),
            JobEnd::Failed(why) => self.error = Some(format!("The simulation failed: {why}.")),
        }
    }

    /// The heatmap stays on the course it was made for: insights are rebuilt
    /// after every edit, so it is put back whenever that course is shown.
    fn keep_heatmap(&self, doc: &mut Document) {
        if let Some(f) = &self.finished
            && !doc.insights().overlays.contains_key(&OverlayKind::SimulationHeatmap)
            && &f.course == doc.course()
        {
            doc.insights_mut().set_overlay(OverlayKind::SimulationHeatmap, heatmap(&f.result));
        }
    }
}

/// Spaces tinted by how often a piece entered them per game, the busiest darkest.
pub fn heatmap(result: &SimResult) -> Overlay {
    const HEAT: Rgb = Rgb(230, 60, 20);
    let max = result.heatmap.iter().map(|c| c.entered_per_game).fold(0.0, f64::max);
    let mut overlay = Overlay::default();
    if max <= 0.0 {
        return overlay;
    }
    for c in result.heatmap.iter().filter(|c| c.entered > 0) {
        let alpha = (40.0 + 190.0 * c.entered_per_game / max).round() as u8;
        overlay.tints.push((Axial::new(c.q, c.r).hex(), HEAT, alpha));
    }
    overlay
}

fn results_ui(ui: &mut Ui, r: &SimResult) {
    if r.cancelled {
        ui.label(
            RichText::new(format!(
                "Cancelled after {} of {} games.",
                r.games_played, r.games_requested
            ))
            .strong(),
        );
    }
    let rounds = &r.finishing_round;
    egui::Grid::new("sim-summary").num_columns(2).striped(true).show(ui, |ui| {
        let mut row = |label: &str, value: String| {
            ui.label(label);
            ui.label(value);
            ui.end_row();
        };
        row("Games played", r.games_played.to_string());
        row("Mean finishing round", format!("{:.1}", rounds.mean));
        row(
            "Median (10th–90th percentile)",
            format!("{} ({}–{})", rounds.median, rounds.p10, rounds.p90),
        );
        row("Stalled games", format!("{} ({:.1} %)", r.stalls.games, r.stalls.rate * 100.0));
        row("Seat imbalance", format!("{:.1} points", r.difficulty.seat_imbalance * 100.0));
    });
    ui.label(RichText::new(format!("Difficulty: {}", r.difficulty.summary)).strong())
        .on_hover_text(r.difficulty.method);
    let stalls = RichText::new(&r.difficulty.stalls);
    ui.label(if r.difficulty.stall_rate >= STALL_WARNING {
        stalls.color(Color32::from_rgb(240, 170, 80))
    } else {
        stalls
    });

    ui.label("Win rate per seat").on_hover_text(SEAT_NUMBERING.join(" "));
    ui.label(RichText::new(SEAT_NUMBERING[0]).small().weak());
    egui::Grid::new("sim-seats").num_columns(4).striped(true).show(ui, |ui| {
        for h in ["Seat", "Bot", "Win rate (95 %)", "Arrived"] {
            ui.label(RichText::new(h).strong());
        }
        ui.end_row();
        for s in &r.seats {
            // Seats are counted from 1, as in the settings above and the CLI.
            ui.label((s.seat + 1).to_string());
            ui.label(s.bot.name());
            ui.label(format!(
                "{:.0} % ({:.0}–{:.0})",
                s.win_rate.rate * 100.0,
                s.win_rate.low * 100.0,
                s.win_rate.high * 100.0
            ));
            ui.label(s.arrivals.to_string());
            ui.end_row();
        }
    });

    let bars: Vec<Bar> = rounds
        .histogram
        .iter()
        .map(|c| Bar::new(c.round as f64, c.games as f64).width(0.9))
        .collect();
    ui.label("Finishing rounds");
    Plot::new("sim-rounds")
        .height(140.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .x_axis_label("round")
        .y_axis_label("games")
        .show(ui, |p| {
            p.bar_chart(BarChart::new("games", bars).color(Color32::from_rgb(90, 150, 220)))
        });
    let seats: Vec<Bar> = r
        .seats
        .iter()
        .map(|s| Bar::new(s.seat as f64 + 1.0, s.win_rate.rate * 100.0).width(0.6))
        .collect();
    ui.label("Win rate per seat (%)");
    Plot::new("sim-seats-plot")
        .height(120.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .include_y(0.0)
        .x_axis_label("seat")
        .show(ui, |p| {
            p.bar_chart(BarChart::new("win rate", seats).color(Color32::from_rgb(220, 160, 60)))
        });
}

/// A progress bar with a cancel button for a running job; returns true when
/// the user cancels.
pub fn progress_row<T: Send + 'static>(ui: &mut Ui, job: &Job<T>) -> bool {
    let (done, total) = job.progress().counts();
    let mut cancel = false;
    ui.horizontal(|ui| {
        ui.add(
            egui::ProgressBar::new(job.progress().fraction())
                .text(format!("{done} / {total} games"))
                .desired_width(220.0),
        );
        cancel = ui.button("Cancel").clicked();
    });
    if cancel {
        job.cancel();
    }
    cancel
}
