//! Game > New game…: the seats (2 to 4, as the rules say; each a person or a bot), the caves
//! variant, and the seed (typed, or a random one).

use eframe::egui::{self, Context};

use eldorado_editor_model::Request;
use eldorado_editor_model::game::{GameRequest, GameSetup};
use eldorado_messages::{Lang, text, text_with};
use eldorado_rules::{BotKind, Seat};

/// The kinds of seat offered (the random bot is for tests): a person, the
/// fast bot, the tactics (play against a river player and a jungle player)
/// and the strong bot.
const OFFERED: [Seat; 7] = [
    Seat::Human,
    Seat::Bot(BotKind::Fast),
    Seat::Bot(BotKind::River),
    Seat::Bot(BotKind::Jungle),
    Seat::Bot(BotKind::Village),
    Seat::Bot(BotKind::Racer),
    Seat::Bot(BotKind::Strong),
];

/// What a seat is called on screen.
pub fn seat_kind_name(seat: Seat, lang: Lang) -> String {
    let id = match seat {
        Seat::Human => "game-seat-kind-person",
        Seat::Bot(BotKind::Fast) => "game-seat-kind-fast",
        Seat::Bot(BotKind::Strong) => "game-seat-kind-strong",
        Seat::Bot(BotKind::Random) => "game-seat-kind-random",
        Seat::Bot(BotKind::River) => "game-seat-kind-river",
        Seat::Bot(BotKind::Jungle) => "game-seat-kind-jungle",
        Seat::Bot(BotKind::Village) => "game-seat-kind-village",
        Seat::Bot(BotKind::Racer) => "game-seat-kind-racer",
    };
    text(lang, id)
}

/// The New game window's fields.
pub struct SetupWindow {
    /// Whether the window is open.
    pub open: bool,
    players: usize,
    seats: [Seat; 4],
    caves: bool,
    random_seed: bool,
    seed: u64,
}

impl Default for SetupWindow {
    fn default() -> Self {
        SetupWindow {
            open: false,
            players: 2,
            seats: [
                Seat::Human,
                Seat::Bot(BotKind::Fast),
                Seat::Bot(BotKind::Fast),
                Seat::Bot(BotKind::Fast),
            ],
            caves: false,
            random_seed: true,
            seed: 1,
        }
    }
}

impl SetupWindow {
    /// The game these fields describe.
    pub fn setup(&self) -> GameSetup {
        GameSetup {
            seats: self.seats[..self.players].to_vec(),
            caves: self.caves,
            seed: (!self.random_seed).then_some(self.seed),
        }
    }

    /// Draws the window when it is open; Start sends the new game.
    pub fn window(
        &mut self,
        ctx: &Context,
        course_valid: bool,
        lang: Lang,
        requests: &mut Vec<Request>,
    ) {
        let mut open = self.open;
        let mut start = false;
        egui::Window::new(text(lang, "game-setup-title")).open(&mut open).resizable(false).show(
            ctx,
            |ui| {
                egui::Grid::new("game-setup").num_columns(2).show(ui, |ui| {
                    let l = ui.label(text(lang, "game-setup-players"));
                    ui.add(egui::Slider::new(&mut self.players, 2..=4)).labelled_by(l.id);
                    ui.end_row();
                    for i in 0..self.players {
                        let l = ui.label(text_with(
                            lang,
                            "game-setup-seat",
                            &[("seat", (i + 1).into())],
                        ));
                        egui::ComboBox::from_id_salt(("game-seat", i))
                            .selected_text(seat_kind_name(self.seats[i], lang))
                            .show_ui(ui, |ui| {
                                for kind in OFFERED {
                                    let name = seat_kind_name(kind, lang);
                                    ui.selectable_value(&mut self.seats[i], kind, name);
                                }
                            })
                            .response
                            .labelled_by(l.id);
                        ui.end_row();
                    }
                });
                if self.players == 2 {
                    ui.weak(text(lang, "game-setup-two-players"));
                }
                ui.checkbox(&mut self.caves, text(lang, "game-setup-caves"));
                ui.horizontal(|ui| {
                    let random =
                        ui.checkbox(&mut self.random_seed, text(lang, "game-setup-random-seed"));
                    ui.add_enabled(!self.random_seed, egui::DragValue::new(&mut self.seed))
                        .labelled_by(random.id);
                });
                ui.separator();
                ui.add_enabled_ui(course_valid, |ui| {
                    start = ui.button(text(lang, "game-setup-start")).clicked();
                });
                if !course_valid {
                    ui.weak(text(lang, "game-setup-fix-first"));
                }
            },
        );
        if start {
            requests.push(Request::Game(GameRequest::New(self.setup())));
            open = false;
        }
        self.open = open;
    }
}
