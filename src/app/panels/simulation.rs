//! The simulation panel: the settings of a batch of simulated games, a
//! progress bar with Cancel while the session runs them on a worker thread,
//! then the results — a summary, the difficulty in rounds, plots of finishing
//! rounds and win rate per seat. The heatmap layer is the session's.

use eframe::egui::{self, Color32, Context, Rect, RichText, Ui};
use egui_plot::{Bar, BarChart, Plot};

use eldorado_analysis::difficulty::STALL_WARNING;
use eldorado_editor_model::session::simulation::SimSettings;
use eldorado_editor_model::{Request, Session};
use eldorado_rules::BotKind;
use eldorado_sim::SimResult;
use eldorado_sim::montecarlo::notable::NotableGame;
use eldorado_sim::montecarlo::stats::SEAT_NUMBERING;

/// The simulation window's own state.
#[derive(Default)]
pub struct SimulationPanel {
    /// Whether the window is open.
    pub open: bool,
    /// The game seed typed to watch.
    pub watch_seed: u64,
}

impl SimulationPanel {
    /// Whether this build can run simulations.
    pub const AVAILABLE: bool = true;

    /// Draws the window when it is open.
    /// The window stays inside `area` (the canvas's) and scrolls when its
    /// results are taller than that.
    pub fn window(
        &mut self,
        ctx: &Context,
        area: Rect,
        session: &mut Session,
        requests: &mut Vec<Request>,
    ) {
        let course_valid = session.document().assembly().is_valid();
        let current = session.simulation_is_current();
        let tallest = (area.height() - 48.0).max(120.0);
        // With results the window takes the height they need (up to the
        // canvas's): a window kept at the settings' height would hide the
        // games to watch below its fold.
        let least = if session.simulation().result().is_some() { tallest.min(820.0) } else { 0.0 };
        let asked_before = requests.len();
        egui::Window::new("Simulation")
            .open(&mut self.open)
            // At the canvas's right, away from the legends at its bottom left.
            .pivot(egui::Align2::RIGHT_TOP)
            .default_pos(area.right_top() + egui::vec2(-8.0, 52.0))
            .resizable(false)
            .default_width(420.0)
            .constrain_to(area)
            .min_height(least)
            .max_height(tallest)
            .vscroll(true)
            .show(ctx, |ui| {
            let running = session.simulation().progress();
            ui.add_enabled_ui(running.is_none(), |ui| settings_ui(ui, &mut session.simulation_mut().settings));
            ui.separator();
            if let Some((done, total)) = running {
                if progress_row(ui, done, total) {
                    requests.push(Request::CancelSimulation);
                }
                return;
            }
            let why = (!course_valid).then_some("Fix the course's problems first: only a valid course can be played.");
            ui.add_enabled_ui(why.is_none(), |ui| {
                if ui.button("Run").clicked() {
                    requests.push(Request::RunSimulation);
                }
            });
            if let Some(why) = why {
                ui.weak(why);
            }
            if let Some(e) = session.simulation().error() {
                ui.colored_label(Color32::from_rgb(240, 90, 80), e);
            }
            if let Some(result) = session.simulation().result() {
                ui.separator();
                if !current {
                    ui.weak("These results are for another course, or an earlier version of this one.");
                }
                summary_ui(ui, result);
                // The games to watch right under the figures that name them,
                // above the plots, so they show without scrolling.
                if current {
                    ui.separator();
                    let settings = session.simulation().result_settings();
                    watch_ui(ui, result, settings, &mut self.watch_seed, requests);
                    ui.separator();
                }
                charts_ui(ui, result);
                route_choices_ui(ui, result);
            }
        });
        // A game opened to watch is shown whole: the window steps aside
        // (View > Simulation… opens it again, its results kept).
        if requests[asked_before..].iter().any(|r| {
            matches!(r, Request::Game(eldorado_editor_model::game::GameRequest::Watch { .. }))
        }) {
            self.open = false;
        }
    }
}

/// Buttons that open the run's named games on the board: the longest, the
/// shortest, one each seat won, the stalled ones, and any game seed typed.
fn watch_ui(
    ui: &mut Ui,
    r: &SimResult,
    settings: &SimSettings,
    seed: &mut u64,
    requests: &mut Vec<Request>,
) {
    let watch = |g: &NotableGame, label: String| Request::Game(settings.watch(g, label));
    ui.label(RichText::new("Watch a game").strong()).on_hover_text(
        "Opens the game on the board, as `eldorado simulate FILE --trace SEED` tells it",
    );
    let n = &r.notable_games;
    ui.horizontal_wrapped(|ui| {
        if let Some(g) = &n.longest
            && ui.button(format!("The longest game ({} rounds)", g.rounds)).clicked()
        {
            requests.push(watch(g, "the longest game".into()));
        }
        if let Some(g) = &n.shortest
            && ui.button(format!("The shortest game ({} rounds)", g.rounds)).clicked()
        {
            requests.push(watch(g, "the shortest game".into()));
        }
        for (seat, g) in n.won_by.iter().enumerate() {
            if let Some(g) = g
                && ui.button(format!("A game seat {} won", seat + 1)).clicked()
            {
                requests.push(watch(g, format!("a game seat {} won", seat + 1)));
            }
        }
        for (i, g) in n.stalled.iter().enumerate().take(5) {
            let label = format!("Stalled game {}", i + 1);
            let why = g.stalled.map_or("", |s| s.describe());
            if ui.button(&label).on_hover_text(format!("Seed {}: {why}", g.seed)).clicked() {
                requests.push(watch(g, label.to_lowercase()));
            }
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label("Game seed");
        ui.add(egui::DragValue::new(seed)).labelled_by(l.id);
        if ui.button("Watch").clicked() {
            requests.push(Request::Game(settings.watch_seed(*seed)));
        }
    });
}

fn settings_ui(ui: &mut Ui, s: &mut SimSettings) {
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
    ui.horizontal(|ui| {
        let l = ui.label("Round cap");
        ui.add(egui::DragValue::new(&mut s.round_cap).range(1..=1000).speed(1))
            .labelled_by(l.id)
            .on_hover_text(
                "A game still going after this many rounds stops; below 100 the games \
                 stopped while still moving are told apart from stalls, and the run does \
                 not replace the course's measured difficulty",
            );
    });
}

/// The run's figures: games, finishing rounds, stalls, the difficulty.
fn summary_ui(ui: &mut Ui, r: &SimResult) {
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
        if r.stalls.cut_short > 0 {
            row(
                "Stopped at your round cap",
                format!("{} ({:.1} %)", r.stalls.cut_short, r.stalls.cut_short_rate * 100.0),
            );
        }
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
    if let Some(cut) = &r.difficulty.cut_short {
        ui.label(
            RichText::new(eldorado_core::text::capitalise(cut))
                .color(Color32::from_rgb(240, 170, 80)),
        );
    }
}

/// Win rates per seat, and plots of finishing rounds and win rates.
fn charts_ui(ui: &mut Ui, r: &SimResult) {
    let rounds = &r.finishing_round;
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

/// A progress bar of games with a cancel button; returns true when the user cancels.
pub fn progress_row(ui: &mut Ui, done: u64, total: u64) -> bool {
    let fraction = if total == 0 { 0.0 } else { done as f32 / total as f32 };
    let mut cancel = false;
    ui.horizontal(|ui| {
        ui.add(
            egui::ProgressBar::new(fraction)
                .text(format!("{done} / {total} games"))
                .desired_width(220.0),
        );
        cancel = ui.button("Cancel").clicked();
    });
    cancel
}

/// Which way the pieces took at each route choice, shortcut and bend, with
/// the games' verdict; the "Route choices taken" layer shows the same on the course.
fn route_choices_ui(ui: &mut Ui, r: &SimResult) {
    if r.route_choices.is_empty() {
        return;
    }
    ui.separator();
    ui.label(RichText::new("Route choices: which way the pieces took").strong()).on_hover_text(
        "A real route choice: each way taken by at least a fifth of the pieces, and the takers of neither way more than a round behind. View > Route choices taken shades each way by its share.",
    );
    for (i, u) in r.route_choices.iter().enumerate() {
        let verdict = eldorado_design::routes::judge(u);
        ui.label(format!("{}: {}", u.name, verdict.text));
        egui::Grid::new(("sim-route", i)).num_columns(4).striped(true).show(ui, |ui| {
            for w in &u.ways {
                ui.label(format!("  {}", w.name));
                ui.label(format!("{:.0} % of pieces", 100.0 * w.share));
                ui.label(format!("won {:.0} %", 100.0 * w.win_rate.rate));
                ui.label(
                    w.mean_arrival_round
                        .map_or("never arrived".into(), |m| format!("arrived in round {m:.1}")),
                )
                .on_hover_text(
                    w.by_seat
                        .iter()
                        .map(|s| format!("seat {}: {:.0} %", s.seat + 1, 100.0 * s.share))
                        .collect::<Vec<_>>()
                        .join(", "),
                );
                ui.end_row();
            }
        });
    }
}
