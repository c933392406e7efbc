//! The game view: a game watched or played, drawn over the course with the
//! canvas's own painting (one drawing of the course), the pieces in their
//! players' colours, the last move's path, and on a person's turn the spaces
//! the chosen card reaches with what the move costs. Beside it, the panel
//! ([`panel`]) with the controls, the players, the market and the person's
//! actions; Game > New game… is [`setup`]. What the game does is the
//! session's ([`eldorado_editor_model::game`]); this only draws and sends requests.

pub mod panel;
pub mod setup;
mod turn_log;

use eframe::egui::{
    self, Align2, Color32, FontId, Key, Modifiers, Pos2, Role, Sense, Stroke, Ui, WidgetInfo, vec2,
};

use super::canvas::Canvas;
use super::canvas::paint::{Detail, Scene};
use super::canvas::{hit, zoom_bar};
use super::theme::colour;
use eldorado_core::course::BlockadeChoice;
use eldorado_core::hex::Hex;
use eldorado_editor_model::Request;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::game::{Game, GameRequest, ReachableSpace, StepUnit, live, offer};
use eldorado_messages::{Lang, text, text_with};
use eldorado_pictures::style;
use eldorado_rules::{CardKind, Cards, Source};
use eldorado_words::nouns;

/// The players' colours, seat 1 to 4: as the game's expedition pieces.
pub const PLAYER_COLOURS: [Color32; 4] = [
    Color32::from_rgb(214, 48, 40),
    Color32::from_rgb(40, 110, 220),
    Color32::from_rgb(250, 250, 245),
    Color32::from_rgb(250, 196, 20),
];

/// The colour of a seat.
pub fn seat_colour(seat: u8) -> Color32 {
    PLAYER_COLOURS[seat as usize % PLAYER_COLOURS.len()]
}

/// The game view's own state.
pub struct GameView {
    /// The board's view (pan and zoom) and the course's painting.
    canvas: Canvas,
    fit_pending: bool,
    /// The card or token the person chose to move with.
    pub selected: Option<Source>,
    /// Game > New game….
    pub setup: setup::SetupWindow,
    /// The round typed to jump to.
    pub round: u16,
    /// The round shown when the box last followed it.
    round_shown: u16,
    /// The market card the person is buying, and the hand cards picked to pay.
    pub buying: Option<(CardKind, Cards)>,
    /// With two pieces each: the piece the person chose to move (`None`:
    /// whichever reaches the space clicked).
    pub piece: Option<u8>,
    /// A space both pieces reach was clicked: where, and the two moves offered.
    which: Option<(Pos2, Vec<ReachableSpace>)>,
    /// The turn log's measured lines.
    log: turn_log::TurnLog,
}

impl Default for GameView {
    fn default() -> Self {
        GameView {
            canvas: Canvas::default(),
            fit_pending: true,
            selected: None,
            log: turn_log::TurnLog::default(),
            setup: setup::SetupWindow::default(),
            round: 1,
            round_shown: 1,
            buying: None,
            piece: None,
            which: None,
        }
    }
}

impl GameView {
    /// What the board points out: a route choice clicked in the ways taken.
    pub fn highlight(&self) -> Option<&super::canvas::overlay::Highlight> {
        self.canvas.highlight.as_ref()
    }

    /// Fits the board at the next frame (a new game was opened).
    pub fn request_fit(&mut self) {
        self.fit_pending = true;
        self.canvas.highlight = None;
        self.selected = None;
        self.buying = None;
        self.piece = None;
        self.which = None;
    }

    /// Where the centre of a hex is on screen in the last frame.
    pub fn screen_pos(&self, h: Hex) -> Pos2 {
        self.canvas.screen_pos(h)
    }

    /// The spaces the chosen card or token reaches now, with their cost
    /// (only the chosen piece's, when one is chosen).
    pub fn targets(&self, game: &Game) -> Vec<ReachableSpace> {
        match self.selected {
            Some(source) => live::targets(game.state(), &game.choices(), source)
                .into_iter()
                .filter(|t| self.piece.is_none_or(|p| p == t.piece))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The keys of the game view: arrows step (Shift by turn, Ctrl by
    /// round), Home and End, Space plays or pauses, S jumps to the stall.
    pub fn keys(&mut self, ctx: &egui::Context, game: &Game, requests: &mut Vec<Request>) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let key = |m: Modifiers, k: Key| ctx.input_mut(|i| i.consume_key(m, k));
        let step = |unit, forward| Request::Game(GameRequest::Step { unit, forward });
        let table = [
            (Modifiers::COMMAND, Key::ArrowRight, step(StepUnit::Round, true)),
            (Modifiers::COMMAND, Key::ArrowLeft, step(StepUnit::Round, false)),
            (Modifiers::SHIFT, Key::ArrowRight, step(StepUnit::Turn, true)),
            (Modifiers::SHIFT, Key::ArrowLeft, step(StepUnit::Turn, false)),
            (Modifiers::NONE, Key::ArrowRight, step(StepUnit::Action, true)),
            (Modifiers::NONE, Key::ArrowLeft, step(StepUnit::Action, false)),
            (Modifiers::NONE, Key::Home, Request::Game(GameRequest::ToStart)),
            (Modifiers::NONE, Key::End, Request::Game(GameRequest::ToEnd)),
            (Modifiers::NONE, Key::S, Request::Game(GameRequest::ToStall)),
            (Modifiers::NONE, Key::Space, Request::Game(GameRequest::Play(!game.is_playing()))),
        ];
        let live = game.live().is_some();
        for (m, k, r) in table {
            // A game being played stays at its last position.
            if !live && key(m, k) {
                requests.push(r);
            }
        }
        if live && key(Modifiers::NONE, Key::Escape) {
            self.selected = None;
        }
    }

    /// Draws the board with the game at the position shown; a click on a
    /// highlighted space moves there.
    pub fn board_ui(
        &mut self,
        ui: &mut Ui,
        doc: &Document,
        game: &Game,
        requests: &mut Vec<Request>,
    ) {
        let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        let lang = game.lang();
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, text(lang, "game-board")));
        self.canvas.set_rect(rect);
        if self.fit_pending {
            // The whole course with its El Dorado plate, below the zoom bar.
            self.canvas.fit(doc, 1.0);
            self.fit_pending = false;
        }
        if response.dragged() {
            self.canvas.view.pan(response.drag_delta());
        }
        if let Some(p) = response.hover_pos() {
            let scroll = ui.input(|i| i.smooth_scroll_delta.y);
            if scroll != 0.0 {
                self.canvas.view.zoom_about(rect, p, (scroll / 600.0).exp());
            }
        }
        let painter = ui.painter_at(rect);
        let scene = Scene { painter: &painter, view: self.canvas.view, rect, lang };
        self.canvas.paint_plain(&scene, doc);
        paint_blockades(&scene, doc, game);
        let targets = self.targets(game);
        paint_targets(&scene, &targets);
        // Every move of the turn shown, the last one drawn last.
        for line in game.this_turn().iter().filter(|l| !l.path.is_empty()) {
            paint_path(&scene, &line.path, seat_colour(line.turn.1));
        }
        paint_pieces(&scene, game);
        paint_cave_tokens(&scene, game);

        let space =
            response.hover_pos().and_then(|p| hit::space_at(doc.map(), &self.canvas.view, rect, p));
        if response.clicked()
            && let Some(s) = space
        {
            let here: Vec<ReachableSpace> =
                targets.iter().filter(|t| t.space == s).cloned().collect();
            match here.as_slice() {
                [] => self.which = None,
                [one] => {
                    requests.push(Request::Game(GameRequest::Act(one.action)));
                    self.selected = None;
                    self.which = None;
                }
                // Both pieces reach it: the person says which goes.
                _ => self.which = response.interact_pointer_pos().map(|p| (p, here)),
            }
        }
        if let Some(s) = space {
            let here: Vec<&ReachableSpace> = targets.iter().filter(|t| t.space == s).collect();
            let space = doc.map().space(s);
            let state = game.state();
            let hover = match (here.as_slice(), self.selected) {
                ([t], _) => move_here(state, t, lang),
                ([_, ..], _) => {
                    let names = here
                        .iter()
                        .map(|t| offer::piece_name(state, t.piece, lang))
                        .reduce(|first, last| {
                            text_with(
                                lang,
                                "game-or",
                                &[("first", first.into()), ("last", last.into())],
                            )
                        })
                        .unwrap_or_default();
                    text_with(lang, "game-hover-either", &[("pieces", names.into())])
                }
                ([], Some(src)) => {
                    let why = live::why_not(state, src, s, lang).unwrap_or_else(|| {
                        text_with(
                            lang,
                            "game-hover-too-far",
                            &[("space", nouns::space(space, lang).into())],
                        )
                    });
                    text_with(
                        lang,
                        "game-hover-not-with",
                        &[("source", source_name(&src, lang).into()), ("why", why.into())],
                    )
                }
                ([], None) => nouns::space(space, lang),
            };
            if self.which.is_none() {
                response.on_hover_text_at_pointer(hover);
            }
        }
        self.which_ui(ui.ctx(), game, requests);
        if zoom_bar::show_in(ui.ctx(), game.lang(), rect, &mut self.canvas.view) {
            self.fit_pending = true;
            ui.ctx().request_repaint();
        }
    }

    /// The choice of piece when both reach the space clicked.
    fn which_ui(&mut self, ctx: &egui::Context, game: &Game, requests: &mut Vec<Request>) {
        let Some((at, moves)) = &self.which else { return };
        let mut chosen = None;
        let mut open = true;
        egui::Area::new(egui::Id::unique("which-piece"))
            .order(egui::Order::Foreground)
            .fixed_pos(*at + vec2(8.0, 8.0))
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    let lang = game.lang();
                    for t in moves {
                        if ui.button(move_here(game.state(), t, lang)).clicked() {
                            chosen = Some(t.action);
                        }
                    }
                    if ui.button(text(lang, "game-cancel")).clicked() {
                        open = false;
                    }
                });
            });
        if ctx.input(|i| i.key_pressed(Key::Escape)) {
            open = false;
        }
        if let Some(action) = chosen {
            requests.push(Request::Game(GameRequest::Act(action)));
            self.selected = None;
            open = false;
        }
        if !open {
            self.which = None;
        }
    }

    /// The board's view (pan and zoom).
    pub fn view(&self) -> super::canvas::view::View {
        self.canvas.view
    }

    /// Where the board was drawn in the last frame.
    pub fn board_rect(&self) -> egui::Rect {
        self.canvas.rect()
    }
}

/// "Move piece 1b here: costs 2 power".
fn move_here(state: &eldorado_rules::GameState, t: &ReachableSpace, lang: Lang) -> String {
    text_with(
        lang,
        "game-move-here",
        &[
            ("piece", offer::piece_in_sentence(state, t.piece, lang).into()),
            ("cost", t.cost.into()),
        ],
    )
}

/// A card or a token, in words: "Scout", "the machete 2 token".
pub fn source_name(s: &Source, lang: Lang) -> String {
    nouns::source(s, lang)
}

/// The game's blockades: intact ones as dealt; torn down ones greyed with
/// the seat that took them.
fn paint_blockades(scene: &Scene, doc: &Document, game: &Game) {
    let map = doc.map();
    let detail = Detail::for_scale(scene.view.scale);
    for b in game.state().blockades() {
        let seam = b.seam;
        let Some(badge) = hit::seam_midpoint(map, &scene.view, scene.rect, seam) else { continue };
        let segments = hit::seam_segments(map, &scene.view, scene.rect, seam);
        match b.owner {
            None => {
                scene.blockade(&segments, badge, BlockadeChoice::Number(b.blockade.number), detail)
            }
            Some(owner) => {
                for (a, c) in segments {
                    scene.painter.line_segment([a, c], Stroke::new(3.0, Color32::from_gray(120)));
                }
                let r = (scene.view.scale * 0.46).max(8.0);
                scene.painter.circle(
                    badge,
                    r,
                    Color32::from_gray(90),
                    Stroke::new(2.0, seat_colour(owner)),
                );
                scene.painter.text(
                    badge,
                    Align2::CENTER_CENTER,
                    b.blockade.number.to_string(),
                    FontId::proportional(r * 1.1),
                    seat_colour(owner),
                );
            }
        }
    }
}

/// The spaces a person's chosen card reaches, tinted, with the power each costs.
fn paint_targets(scene: &Scene, targets: &[ReachableSpace]) {
    let ring = colour(style::marks::FITS);
    for t in targets {
        scene.fill_hex(t.hex, ring.gamma_multiply(0.45), Stroke::new(3.0, ring));
        let c = scene.view.hex_centre(scene.rect, t.hex);
        let size = (scene.view.scale * 0.7).clamp(11.0, 30.0);
        scene.painter.text(
            c + vec2(0.0, -size * 0.9),
            Align2::CENTER_CENTER,
            t.cost.to_string(),
            FontId::proportional(size),
            Color32::WHITE,
        );
    }
}

/// The way the last move went: a line through the spaces entered.
fn paint_path(scene: &Scene, path: &[Hex], colour: Color32) {
    let points: Vec<Pos2> = path.iter().map(|&h| scene.view.hex_centre(scene.rect, h)).collect();
    let width = (scene.view.scale * 0.18).max(3.0);
    for w in points.windows(2) {
        scene.painter.line_segment([w[0], w[1]], Stroke::new(width + 2.0, Color32::BLACK));
        scene.painter.line_segment([w[0], w[1]], Stroke::new(width, colour));
    }
    if let Some(end) = points.last() {
        scene.painter.circle_filled(*end, width * 1.2, colour);
    }
}

/// The cave tokens left in each cave (caves variant), on its mountain.
fn paint_cave_tokens(scene: &Scene, game: &Game) {
    let state = game.state();
    if !state.rules().caves {
        return;
    }
    let board = state.board();
    let r = (scene.view.scale * 0.28).max(7.0);
    for (pile, &cave) in state.cave_piles().zip(board.caves()) {
        let c = scene.view.hex_centre(scene.rect, board.hex(cave)) + vec2(r, -r);
        scene.painter.circle(
            c,
            r,
            Color32::from_rgb(176, 120, 64),
            Stroke::new(1.5, Color32::BLACK),
        );
        scene.painter.text(
            c,
            Align2::CENTER_CENTER,
            pile.len().to_string(),
            FontId::proportional(r * 1.2),
            Color32::WHITE,
        );
    }
}

/// Every piece on the board in its player's colour; the pieces of the seat to play ringed.
fn paint_pieces(scene: &Scene, game: &Game) {
    let state = game.state();
    let board = state.board();
    let r = (scene.view.scale * 0.42).max(6.0);
    // Pieces that reached El Dorado stand in a row on its city.
    let city: Vec<Hex> = game
        .course()
        .pieces
        .iter()
        .filter_map(|p| p.side().map(|s| (p, s)))
        .flat_map(|(p, s)| s.city_footprint.iter().map(|&l| p.to_world(l)).collect::<Vec<_>>())
        .collect();
    let city_centre =
        eldorado_core::hex::middle(&city).map(|h| scene.view.hex_centre(scene.rect, h));
    let mut arrived = 0.0;
    for (seat, p) in state.players().iter().enumerate() {
        let two = p.pieces().len() > 1;
        for (i, piece) in p.pieces().iter().enumerate() {
            let c = match (piece.at, city_centre) {
                (Some(at), _) => scene.view.hex_centre(scene.rect, board.hex(at)),
                (None, Some(centre)) => {
                    arrived += 1.0;
                    centre + vec2((arrived - 1.0) * r * 1.2 - r * 1.2, r * 0.2)
                }
                (None, None) => continue,
            };
            let to_play = seat as u8 == state.current() && !state.is_over();
            let ring = if to_play {
                Stroke::new(3.0, Color32::WHITE)
            } else {
                Stroke::new(2.0, Color32::BLACK)
            };
            scene.painter.circle(c, r, seat_colour(seat as u8), ring);
            let label = if two {
                eldorado_words::story::piece_label(seat as u8, i as u8)
            } else {
                (seat + 1).to_string()
            };
            let ink = if seat >= 2 { Color32::BLACK } else { Color32::WHITE };
            scene.painter.text(c, Align2::CENTER_CENTER, label, FontId::proportional(r * 0.9), ink);
        }
    }
}
