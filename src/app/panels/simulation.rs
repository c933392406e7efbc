//! The simulation panel: settings for a batch of simulated games, run on a
//! worker thread ([`crate::app::jobs::Job`]) with progress and cancel.
//!
//! Not wired yet — the simulator is being built separately. What is left:
//! - `TODO(sim)`: in [`SimulationPanel::start`], build the simulator's
//!   configuration from [`SimSettings`] and the map, and spawn
//!   `Job::spawn(Some(ctx), move |progress| sim::run(&map, &config, |done, total| { progress.set(done, total); !progress.is_cancelled() }))`
//!   (or whatever the simulator's runner takes), keeping the job in `self.job`.
//! - `TODO(sim)`: in [`SimulationPanel::window`], poll the job each frame; show
//!   [`progress_row`] while it runs; on `Outcome::Finished(results)` show the
//!   summary table, an egui_plot histogram of finishing rounds and win rate per
//!   seat, the difficulty score, and call `Insights::set_overlay(SimulationHeatmap, ..)`.
//! - `TODO(sim)`: the bot choice per seat, from the simulator's list of bots.

use eframe::egui::{self, Context, Ui};

use super::super::jobs::Job;

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
}

impl Default for SimSettings {
    fn default() -> Self {
        SimSettings { players: 4, caves: false, games: 1000, seed: 1 }
    }
}

#[derive(Default)]
pub struct SimulationPanel {
    pub open: bool,
    pub settings: SimSettings,
}

impl SimulationPanel {
    /// Whether this build can run simulations.
    pub const AVAILABLE: bool = false;

    pub fn window(&mut self, ctx: &Context, course_valid: bool) {
        let mut open = self.open;
        egui::Window::new("Simulation").open(&mut open).resizable(false).show(ctx, |ui| {
            self.settings_ui(ui);
            ui.separator();
            let why = if !Self::AVAILABLE {
                Some("The simulator is not part of this build yet.")
            } else if !course_valid {
                Some("Fix the course's problems first: only a valid course can be played.")
            } else {
                None
            };
            ui.add_enabled_ui(why.is_none(), |ui| {
                if ui.button("Run").clicked() {
                    self.start();
                }
            });
            if let Some(why) = why {
                ui.weak(why);
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
            ui.add(egui::DragValue::new(&mut s.games).range(1..=1_000_000).speed(10)).labelled_by(l.id);
            ui.end_row();
            let l = ui.label("Seed");
            ui.add(egui::DragValue::new(&mut s.seed)).labelled_by(l.id);
            ui.end_row();
        });
        ui.checkbox(&mut s.caves, "Caves variant");
    }

    fn start(&mut self) {
        // TODO(sim): spawn the run here (see the module comment).
    }
}

/// A progress bar with a cancel button for a running job; returns true when
/// the user cancels.
pub fn progress_row<T: Send + 'static>(ui: &mut Ui, job: &Job<T>) -> bool {
    let (done, total) = job.progress().counts();
    let mut cancel = false;
    ui.horizontal(|ui| {
        ui.add(egui::ProgressBar::new(job.progress().fraction()).text(format!("{done} / {total} games")).desired_width(220.0));
        cancel = ui.button("Cancel").clicked();
    });
    if cancel {
        job.cancel();
    }
    cancel
}
