//! The simulation panel: the settings of a batch of simulated games, a
//! progress bar with Cancel while the session runs them on a worker thread,
//! then the results — a summary, the difficulty in rounds, plots of finishing
//! rounds and win rate per seat. The heatmap layer is the session's.

use eframe::egui::{self, Color32, Context, Rect, RichText, Ui};
use egui_plot::{Bar, BarChart, Plot};

use super::super::canvas::Canvas;
use super::super::canvas::overlay::Highlight;
use eldorado_analysis::difficulty::STALL_WARNING;
use eldorado_design::route_words::Worded;
use eldorado_design::two_players;
use eldorado_editor_model::session::simulation::{SimSettings, Simulation, difficulty_line};
use eldorado_editor_model::{Request, Session};
use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_rules::{BotKind, Rules};
use eldorado_sim::montecarlo::notable::NotableGame;
use eldorado_sim::{SimResult, StallReason};

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
        canvas: &mut Canvas,
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
        let lang = session.lang();
        egui::Window::new(text(lang, "simulation-title"))
            .id(egui::Id::unique("simulation-window"))
            .open(&mut self.open)
            // At the canvas's right, away from the legends at its bottom left.
            .pivot(egui::Align2::RIGHT_TOP)
            .default_pos(area.right_top() + egui::vec2(-8.0, 52.0))
            // Sized to what it shows each frame: a window that kept its
            // height would stand tall and empty over a course with no run.
            .auto_sized()
            .default_width(420.0)
            // Never wider than the canvas (a French or a narrow window): what
            // does not fit scrolls rather than runs under the palette.
            .max_width((area.width() - 16.0).max(200.0))
            .constrain_to(area)
            .min_height(least)
            .max_height(tallest)
            .scroll([true, true])
            .show(ctx, |ui| {
                let running = session.simulation().progress();
                ui.add_enabled_ui(running.is_none(), |ui| {
                    settings_ui(ui, &mut session.simulation_mut().settings, lang)
                });
                ui.separator();
                if let Some((done, total)) = running {
                    if progress_row(ui, done, total, lang) {
                        requests.push(Request::CancelSimulation);
                    }
                    return;
                }
                let why = (!course_valid).then(|| text(lang, "simulation-fix-first"));
                ui.add_enabled_ui(why.is_none(), |ui| {
                    if ui.button(text(lang, "simulation-run")).clicked() {
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
                        ui.weak(text(lang, "simulation-stale"));
                    }
                    let round_cap = session.simulation().result_settings().round_cap;
                    summary_ui(ui, result, round_cap, lang);
                    // The games to watch right under the figures that name them,
                    // above the plots, so they show without scrolling.
                    if current {
                        ui.separator();
                        let settings = session.simulation().result_settings();
                        watch_ui(ui, result, settings, &mut self.watch_seed, requests, lang);
                        ui.separator();
                    }
                    charts_ui(ui, result, lang);
                    // A choice of the course shown is pointed out on it when clicked.
                    let doc = session.document();
                    let shown = doc.insights().watched.as_deref().filter(|_| current);
                    let words = session.route_words();
                    let simulation = session.simulation();
                    route_choices_ui(ui, result, simulation, words, shown, doc, canvas, lang);
                    variety_ui(ui, result, lang);
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
    lang: Lang,
) {
    let watch = |g: &NotableGame, label: String| Request::Game(settings.watch(g, label));
    ui.label(RichText::new(text(lang, "simulation-watch-heading")).strong())
        .on_hover_text(text(lang, "simulation-watch-hover"));
    let n = &r.notable_games;
    // The button, and the game's name as the board's title gives it.
    let named = |id: &str, args: &[(&str, Arg)]| {
        (text_with(lang, id, args), text_with(lang, &format!("{id}-name"), args))
    };
    ui.horizontal_wrapped(|ui| {
        if let Some(g) = &n.longest {
            let (button, name) = named("simulation-longest", &[("rounds", g.rounds.into())]);
            if ui.button(button).clicked() {
                requests.push(watch(g, name));
            }
        }
        if let Some(g) = &n.shortest {
            let (button, name) = named("simulation-shortest", &[("rounds", g.rounds.into())]);
            if ui.button(button).clicked() {
                requests.push(watch(g, name));
            }
        }
        for (seat, g) in n.won_by.iter().enumerate() {
            if let Some(g) = g {
                let (button, name) = named("simulation-won-by", &[("seat", (seat + 1).into())]);
                if ui.button(button).clicked() {
                    requests.push(watch(g, name));
                }
            }
        }
        // Below the default cap, a game the cap stopped while its players
        // were still moving was cut short by the user, not stalled by the
        // course (as the summary counts them).
        let users_cap = settings.round_cap < Rules::default().round_cap;
        let cut = |g: &&NotableGame| users_cap && g.stalled == Some(StallReason::Slow);
        for (i, g) in n.stalled.iter().filter(|g| !cut(g)).enumerate().take(5) {
            let (button, name) = named("simulation-stalled-game", &[("number", (i + 1).into())]);
            let why = g.stalled.map_or(String::new(), |s| s.said(lang));
            let hover = text_with(
                lang,
                "simulation-stalled-hover",
                &[("seed", g.seed.to_string().into()), ("why", why.into())],
            );
            if ui.button(button).on_hover_text(hover).clicked() {
                requests.push(watch(g, name));
            }
        }
        for (i, g) in n.stalled.iter().filter(cut).enumerate().take(5) {
            let (button, name) = named("simulation-capped-game", &[("number", (i + 1).into())]);
            let hover = text_with(
                lang,
                "simulation-capped-hover",
                &[("seed", g.seed.to_string().into()), ("cap", settings.round_cap.into())],
            );
            if ui.button(button).on_hover_text(hover).clicked() {
                requests.push(watch(g, name));
            }
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label(text(lang, "simulation-game-seed"));
        ui.add(egui::DragValue::new(seed)).labelled_by(l.id);
        if ui.button(text(lang, "simulation-watch")).clicked() {
            requests.push(Request::Game(settings.watch_seed(*seed)));
        }
    });
}

/// A bot's name: "fast", "rapide".
fn bot(lang: Lang, kind: BotKind) -> String {
    text(lang, &eldorado_editor_model::message_ids::bot(kind))
}

fn settings_ui(ui: &mut Ui, s: &mut SimSettings, lang: Lang) {
    egui::Grid::new("sim-settings").num_columns(2).show(ui, |ui| {
        let l = ui.label(text(lang, "simulation-players"));
        ui.add(egui::Slider::new(&mut s.players, 2..=4)).labelled_by(l.id);
        ui.end_row();
        let l = ui.label(text(lang, "simulation-games"));
        ui.add(egui::DragValue::new(&mut s.games).range(1..=1_000_000).speed(10)).labelled_by(l.id);
        ui.end_row();
        let l = ui.label(text(lang, "simulation-seed"));
        ui.add(egui::DragValue::new(&mut s.seed)).labelled_by(l.id);
        ui.end_row();
        for seat in 0..s.players as usize {
            let l =
                ui.label(text_with(lang, "simulation-seat-bot", &[("seat", (seat + 1).into())]));
            egui::ComboBox::from_id_salt(("sim-bot", seat))
                .selected_text(bot(lang, s.bots[seat]))
                .show_ui(ui, |ui| {
                    for kind in BotKind::ALL {
                        ui.selectable_value(&mut s.bots[seat], kind, bot(lang, kind));
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
        }
    });
    ui.horizontal(|ui| {
        ui.checkbox(&mut s.rotate, text(lang, "simulation-rotate"))
            .on_hover_text(text(lang, "simulation-rotate-hover"));
        if ui
            .button(text(lang, "simulation-seat-tactics"))
            .on_hover_text(text(lang, "simulation-seat-tactics-hover"))
            .clicked()
        {
            s.seat_tactics();
        }
    });
    ui.checkbox(&mut s.caves, text(lang, "simulation-caves"));
    ui.horizontal(|ui| {
        let l = ui.label(text(lang, "simulation-round-cap"));
        ui.add(egui::DragValue::new(&mut s.round_cap).range(1..=1000).speed(1))
            .labelled_by(l.id)
            .on_hover_text(text(lang, "simulation-round-cap-hover"));
    });
}

/// A count and its share: "3 (1.5 %)", "3 (1,5 %)".
fn count_and_share(lang: Lang, count: u64, rate: f64) -> String {
    text_with(
        lang,
        "simulation-count-and-share",
        &[("count", count.into()), ("percent", Arg::Decimal(rate * 100.0, 1))],
    )
}

/// The run's figures: games, finishing rounds, stalls, the difficulty.
fn summary_ui(ui: &mut Ui, r: &SimResult, round_cap: u16, lang: Lang) {
    if r.cancelled {
        ui.label(
            RichText::new(text_with(
                lang,
                "simulation-cancelled-after",
                &[("played", r.games_played.into()), ("requested", r.games_requested.into())],
            ))
            .strong(),
        );
    }
    let rounds = &r.finishing_round;
    egui::Grid::new("sim-summary").num_columns(2).striped(true).show(ui, |ui| {
        let mut row = |label: &str, value: String| {
            ui.label(text(lang, label));
            ui.label(value);
            ui.end_row();
        };
        row("simulation-games-played", r.games_played.to_string());
        row(
            "simulation-mean-round",
            text_with(lang, "finding-number", &[("n", Arg::Decimal(rounds.mean, 1))]),
        );
        row("simulation-median", format!("{} ({}–{})", rounds.median, rounds.p10, rounds.p90));
        row("simulation-stalled-games", count_and_share(lang, r.stalls.games, r.stalls.rate));
        if r.stalls.cut_short > 0 {
            row(
                "simulation-stopped-at-cap",
                count_and_share(lang, r.stalls.cut_short, r.stalls.cut_short_rate),
            );
        }
        row(
            "simulation-seat-imbalance",
            text_with(
                lang,
                "simulation-points",
                &[("points", Arg::Decimal(r.difficulty.seat_imbalance * 100.0, 1))],
            ),
        );
    });
    // Games cut short at the user's cap leave the run without a measure:
    // no "measured" above the line that says so.
    let difficulty = if r.difficulty.cut_short.is_some() {
        let said = text(lang, "simulation-not-measured");
        text_with(lang, "simulation-difficulty", &[("said", said.into())])
    } else {
        difficulty_line(lang, &r.difficulty, r.players)
    };
    ui.label(RichText::new(difficulty).strong()).on_hover_text(text(lang, "simulation-method"));
    if r.players == 2 {
        ui.label(RichText::new(two_players::method_text(lang)).italics());
    }
    let rate = Arg::Decimal(r.difficulty.stall_rate * 100.0, 1);
    let warn = r.difficulty.stall_rate >= STALL_WARNING;
    let id = if warn { "simulation-stalls-warning" } else { "simulation-stalls" };
    let stalls = RichText::new(text_with(lang, id, &[("percent", rate)]));
    ui.label(if warn { stalls.color(Color32::from_rgb(240, 170, 80)) } else { stalls });
    if r.difficulty.cut_short.is_some() {
        let cut = text_with(
            lang,
            "simulation-cut-short",
            &[
                ("percent", Arg::Decimal(r.stalls.cut_short_rate * 100.0, 1)),
                ("cap", round_cap.into()),
            ],
        );
        ui.label(RichText::new(cut).color(Color32::from_rgb(240, 170, 80)));
    }
}

/// Win rates per seat, and plots of finishing rounds and win rates.
fn charts_ui(ui: &mut Ui, r: &SimResult, lang: Lang) {
    let rounds = &r.finishing_round;
    ui.label(text(lang, "simulation-win-rate-per-seat"))
        .on_hover_text(text(lang, "simulation-seat-numbering"));
    ui.label(RichText::new(text(lang, "simulation-seat-first")).small().weak());
    egui::Grid::new("sim-seats").num_columns(4).striped(true).show(ui, |ui| {
        for h in ["simulation-seat", "simulation-bot", "simulation-win-rate", "simulation-arrived"]
        {
            ui.label(RichText::new(text(lang, h)).strong());
        }
        ui.end_row();
        for s in &r.seats {
            // Seats are counted from 1, as in the settings above and the CLI.
            ui.label((s.seat + 1).to_string());
            ui.label(bot(lang, s.bot));
            let whole = |x: f64| Arg::Number(format!("{:.0}", x * 100.0).parse().unwrap_or(0.0));
            ui.label(text_with(
                lang,
                "simulation-win-rate-range",
                &[
                    ("rate", whole(s.win_rate.rate)),
                    ("low", whole(s.win_rate.low)),
                    ("high", whole(s.win_rate.high)),
                ],
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
    ui.label(text(lang, "simulation-finishing-rounds"));
    Plot::new("sim-rounds")
        .height(140.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .x_axis_label(text(lang, "simulation-axis-round"))
        .y_axis_label(text(lang, "simulation-axis-games"))
        .show(ui, |p| {
            p.bar_chart(
                BarChart::new(text(lang, "simulation-axis-games"), bars)
                    .color(Color32::from_rgb(90, 150, 220)),
            )
        });
    let seats: Vec<Bar> = r
        .seats
        .iter()
        .map(|s| Bar::new(s.seat as f64 + 1.0, s.win_rate.rate * 100.0).width(0.6))
        .collect();
    ui.label(text(lang, "simulation-win-rate-plot"));
    Plot::new("sim-seats-plot")
        .height(120.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .include_y(0.0)
        .x_axis_label(text(lang, "simulation-axis-seat"))
        .show(ui, |p| {
            p.bar_chart(
                BarChart::new(text(lang, "simulation-axis-win-rate"), seats)
                    .color(Color32::from_rgb(220, 160, 60)),
            )
        });
}

/// A progress bar of games with a cancel button; returns true when the user cancels.
pub fn progress_row(ui: &mut Ui, done: u64, total: u64, lang: Lang) -> bool {
    let fraction = if total == 0 { 0.0 } else { done as f32 / total as f32 };
    let mut cancel = false;
    ui.horizontal(|ui| {
        ui.add(
            egui::ProgressBar::new(fraction)
                .text(text_with(
                    lang,
                    "simulation-progress",
                    &[("done", done.into()), ("total", total.into())],
                ))
                .desired_width(220.0),
        );
        cancel = ui.button(text(lang, "simulation-cancel")).clicked();
    });
    cancel
}

/// Which way the pieces took at each route choice, shortcut and bend, with
/// the games' verdict; the "Route choices taken" layer shows the same on the course.
#[allow(clippy::too_many_arguments)]
fn route_choices_ui(
    ui: &mut Ui,
    r: &SimResult,
    simulation: &Simulation,
    words: Option<&[Worded]>,
    shown: Option<&eldorado_design::run::Watched>,
    doc: &eldorado_editor_model::document::Document,
    canvas: &mut Canvas,
    lang: Lang,
) {
    if r.route_choices.is_empty() {
        return;
    }
    ui.separator();
    let bound = [
        ("few", eldorado_design::routes::FEW.into()),
        ("share", Arg::Number(100.0 * eldorado_design::routes::HANDFUL_SHARE)),
    ];
    ui.label(RichText::new(text(lang, "simulation-route-choices")).strong())
        .on_hover_text(text_with(lang, "simulation-route-choices-hover", &bound));
    // A run of an earlier state of the course is named on the course it was
    // made on, in the session's language too.
    let own_words;
    let words = match words {
        Some(w) => w,
        None => {
            own_words = simulation.run_words(lang);
            &own_words[..]
        }
    };
    for (i, u) in r.route_choices.iter().enumerate() {
        let Some(worded) = words.iter().find(|x| x.origin == u.origin) else { continue };
        let said = text_with(
            lang,
            "route-evidence",
            &[
                ("choice", worded.choice.as_str().into()),
                ("evidence", worded.verdict.as_str().into()),
            ],
        );
        let worded = Some(worded);
        match shown {
            // Clicked, it is outlined on the course as its finding is.
            Some(watched) => {
                let highlight = Highlight::of_choice(doc.map(), &watched.report, u.origin);
                let on = canvas.highlight.as_ref() == Some(&highlight);
                let button = egui::Button::selectable(on, said).wrap_mode(egui::TextWrapMode::Wrap);
                if ui.add(button).on_hover_text(text(lang, "simulation-point-out")).clicked() {
                    if on {
                        canvas.highlight = None;
                    } else {
                        super::problems::reveal(canvas, doc, &highlight);
                        canvas.highlight = Some(highlight);
                    }
                }
            }
            None => {
                ui.label(said);
            }
        }
        egui::Grid::new(("sim-route", i)).num_columns(4).striped(true).show(ui, |ui| {
            for (k, w) in u.ways.iter().enumerate() {
                let name = worded.and_then(|x| x.ways.get(k)).unwrap_or(&w.name);
                ui.label(format!("  {name}"));
                let whole =
                    |x: f64| Arg::Number(format!("{:.0}", x * 100.0).parse().unwrap_or(0.0));
                ui.label(text_with(lang, "simulation-way-share", &[("percent", whole(w.share))]));
                // A handful of takers: how they fared is not told.
                if !eldorado_design::routes::enough(w) {
                    ui.label(text_with(lang, "simulation-way-few", &[("pieces", w.pieces.into())]));
                    ui.end_row();
                    continue;
                }
                ui.label(text_with(
                    lang,
                    "simulation-way-won",
                    &[("percent", whole(w.win_rate.rate))],
                ));
                ui.label(w.mean_arrival_round.map_or_else(
                    || text(lang, "simulation-way-never-arrived"),
                    |m| text_with(lang, "simulation-way-arrived", &[("round", Arg::Decimal(m, 1))]),
                ))
                .on_hover_text(
                    w.by_seat
                        .iter()
                        .map(|s| {
                            text_with(
                                lang,
                                "simulation-seat-share",
                                &[("seat", (s.seat + 1).into()), ("percent", whole(s.share))],
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(", "),
                );
                ui.end_row();
            }
        });
        by_tactic_ui(ui, u, worded, r.players, lang);
    }
}

/// A mixed table's route choice by tactic: which way each took, how its
/// takers fared, and whether it is a tactical choice.
fn by_tactic_ui(
    ui: &mut Ui,
    u: &eldorado_sim::montecarlo::RouteUsage,
    worded: Option<&Worded>,
    players: u8,
    lang: Lang,
) {
    use eldorado_design::route_words::{tactical_in, taken_in};
    if u.ways.iter().all(|w| w.by_bot.is_empty()) {
        return;
    }
    let names: Vec<String> = (u.ways.iter().enumerate())
        .map(|(k, w)| worded.and_then(|x| x.ways.get(k)).unwrap_or(&w.name).clone())
        .collect();
    let judged = eldorado_design::tactics::judge(u, players);
    ui.label(text_with(
        lang,
        "simulation-by-tactic",
        &[("verdict", tactical_in(lang, &judged, &names).into())],
    ));
    for t in &judged.taken {
        ui.weak(format!("  {}", taken_in(lang, t, &names)));
    }
}

/// The course's tactical variety, when the run rotated two bots or more
/// round the seats.
fn variety_ui(ui: &mut Ui, r: &SimResult, lang: Lang) {
    let Some(v) = eldorado_design::tactics::variety(r) else { return };
    ui.separator();
    ui.label(RichText::new(text(lang, "simulation-variety")).strong())
        .on_hover_text(text(lang, "simulation-variety-hover"));
    ui.label(eldorado_design::route_words::variety_in(lang, &v, &r.course));
}
