//! The game view's panel: where the game is (round, seat, phase), the
//! controls, the action just taken in the trace's words, every player's
//! pieces, cards and tokens, the market, and on a person's turn the actions
//! the rules allow now — nothing else is offered.

use eframe::egui::{self, Color32, RichText, Ui};

use super::setup::seat_kind_name;
use super::{GameView, seat_colour, source_name};
use eldorado_editor_model::Request;
use eldorado_editor_model::game::{Game, GameRequest, StepUnit, buying, live, offer};
use eldorado_rules::played::story;
use eldorado_rules::{Action, CardKind, CardSymbol, Cards, Phase, Seat, TokenKind};

fn send(requests: &mut Vec<Request>, r: GameRequest) {
    requests.push(Request::Game(r));
}

impl GameView {
    /// Draws the panel beside the board.
    pub fn panel_ui(&mut self, ui: &mut Ui, game: &Game, requests: &mut Vec<Request>) {
        ui.horizontal(|ui| {
            ui.heading(game.title());
        });
        ui.horizontal(|ui| {
            if ui.button("Save game record…").clicked() {
                send(requests, GameRequest::SaveDialog);
            }
            if ui.button("Close game").clicked() {
                send(requests, GameRequest::Close);
            }
            if game.can_continue()
                && ui
                    .button("Continue from here")
                    .on_hover_text(
                        "Play the game on from the position shown, the seats as the record \
                         names them; the actions after it are dropped",
                    )
                    .clicked()
            {
                send(requests, GameRequest::ContinueHere);
            }
        });
        ui.separator();
        let state = game.state();
        let seat = state.current();
        let phase = match state.phase() {
            Phase::Play => "playing cards",
            Phase::Discard => "discarding",
            Phase::Over => "over",
        };
        ui.label(
            RichText::new(format!(
                "Round {} · seat {} ({}) to play · {phase}",
                state.round(),
                seat + 1,
                seat_kind_name(game.timeline().seat(seat))
            ))
            .strong()
            .color(seat_colour(seat)),
        );
        if let Some(live) = game.live() {
            self.turn_ui(ui, game, live, requests);
        } else {
            self.controls_ui(ui, game, requests);
        }
        ui.separator();
        match game.last_action() {
            Some(last) => {
                ui.label(
                    RichText::new(format!("Seat {} {}", last.seat + 1, on_screen(&last.words)))
                        .color(seat_colour(last.seat)),
                );
                for e in &last.events {
                    ui.label(format!("  {e}"));
                }
            }
            None => {
                ui.label(story::opening(
                    game.board(),
                    game.timeline().seed(),
                    game.timeline().dealt(),
                ));
            }
        }
        if let Some(why) = game.stall_here() {
            ui.colored_label(
                Color32::from_rgb(240, 170, 80),
                // "stalled after 9 rounds: …" reads on from "Here the game".
                format!("Here the game {why}"),
            );
        } else if let Some(end) = game.ending().filter(|_| game.cursor() == game.timeline().len()) {
            ui.label(RichText::new(capital(&end)).strong());
        }
        ui.separator();
        log_ui(ui, game);
        ui.separator();
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            players_ui(ui, game);
            ui.separator();
            ways_ui(ui, game);
            market_ui(ui, game);
        });
    }

    fn controls_ui(&mut self, ui: &mut Ui, game: &Game, requests: &mut Vec<Request>) {
        let len = game.timeline().len();
        ui.label(format!("Action {} of {len}", game.cursor()));
        let step = |unit, forward| GameRequest::Step { unit, forward };
        ui.horizontal(|ui| {
            for (label, hint, r) in [
                ("⏮", "To the start (Home)", GameRequest::ToStart),
                ("◀ Round", "Back a round (Ctrl+Left arrow)", step(StepUnit::Round, false)),
                ("◀ Turn", "Back a turn (Shift+Left arrow)", step(StepUnit::Turn, false)),
                ("◀ Action", "Back an action (Left arrow)", step(StepUnit::Action, false)),
            ] {
                if ui.button(label).on_hover_text(hint).clicked() {
                    send(requests, r);
                }
            }
        });
        ui.horizontal(|ui| {
            for (label, hint, r) in [
                ("Action ▶", "Forward an action (Right arrow)", step(StepUnit::Action, true)),
                ("Turn ▶", "Forward a turn (Shift+Right arrow)", step(StepUnit::Turn, true)),
                ("Round ▶", "Forward a round (Ctrl+Right arrow)", step(StepUnit::Round, true)),
                ("⏭", "To the end (End)", GameRequest::ToEnd),
            ] {
                if ui.button(label).on_hover_text(hint).clicked() {
                    send(requests, r);
                }
            }
        });
        ui.horizontal(|ui| {
            let (label, on) = if game.is_playing() { ("Pause", false) } else { ("Play", true) };
            if ui.button(label).on_hover_text("Space").clicked() {
                send(requests, GameRequest::Play(on));
            }
            let mut speed = game.speed();
            let l = ui.label("Actions a second");
            if ui
                .add(egui::Slider::new(&mut speed, 0.25..=50.0).logarithmic(true))
                .labelled_by(l.id)
                .changed()
            {
                send(requests, GameRequest::Speed(speed));
            }
        });
        // The box follows the round shown, until the user types another.
        let shown = game.state().round();
        if shown != self.round_shown {
            self.round = shown;
            self.round_shown = shown;
        }
        ui.horizontal(|ui| {
            let l = ui.label("Round");
            ui.add(egui::DragValue::new(&mut self.round).range(1..=game.rounds().max(1)))
                .labelled_by(l.id);
            if ui.button("Go to round").clicked() {
                send(requests, GameRequest::ToRound(self.round));
            }
            if game.stall_moment().is_some()
                && ui.button("To the stall").on_hover_text("S").clicked()
            {
                send(requests, GameRequest::ToStall);
            }
        });
    }

    /// A game being played: the pass screen, a bot thinking, or the person's actions.
    fn turn_ui(
        &mut self,
        ui: &mut Ui,
        game: &Game,
        live: &live::Live,
        requests: &mut Vec<Request>,
    ) {
        let state = game.state();
        if let Some(seat) = live.hidden_for() {
            ui.label(RichText::new(format!("Pass the screen to seat {}", seat + 1)).heading());
            if ui.button(format!("I am seat {}: show my hand", seat + 1)).clicked() {
                send(requests, GameRequest::Reveal);
            }
            return;
        }
        if live.person_to_play(state).is_none() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(format!("Seat {} is playing…", state.current() + 1));
                if ui.button("Skip the wait").clicked() {
                    send(requests, GameRequest::SkipWait);
                }
            });
            let mut speed = game.speed();
            ui.horizontal(|ui| {
                let l = ui.label("Bot speed");
                if ui
                    .add(egui::Slider::new(&mut speed, 0.25..=50.0).logarithmic(true))
                    .labelled_by(l.id)
                    .changed()
                {
                    send(requests, GameRequest::Speed(speed));
                }
            });
            return;
        }
        let choices = game.choices();
        let me = state.current_player();
        // The buttons of every turn first, always in the same places: the
        // next click never misses because a row above grew or went.
        ui.horizontal(|ui| {
            for (a, hint) in [
                (
                    Action::FinishPlaying,
                    "Go on to discarding; the cards played go to the discard pile",
                ),
                (Action::EndTurn, "Draw up to four cards; the next seat plays"),
            ] {
                let on = choices.contains(&a);
                let b = ui.add_enabled(on, egui::Button::new(offer::words(state, &a)));
                if b.on_hover_text(hint).clicked() {
                    send(requests, GameRequest::Act(a));
                    self.selected = None;
                }
            }
            let can = live.can_take_back(game.timeline().len());
            let why = "Only your own actions of this turn, until a card is drawn, a cave explored or the turn ended";
            if ui
                .add_enabled(can, egui::Button::new("Take back"))
                .on_hover_text(why)
                .on_disabled_hover_text(why)
                .clicked()
            {
                send(requests, GameRequest::TakeBack);
            }
        });
        ui.label(format!(
            "Your hand: {}",
            if me.hand().is_empty() { "empty".into() } else { me.hand().to_string() }
        ));
        let movers = live::movers(&choices);
        // Cards that move (and the Native) but can't now; other action cards have their own buttons.
        let stuck: Vec<CardKind> = me
            .hand()
            .kinds()
            .filter(|k| k.symbol() != CardSymbol::Action || *k == CardKind::Native)
            .filter(|k| !movers.contains(&eldorado_rules::Source::Card(*k)))
            .collect();
        if state.phase() == Phase::Play && (!movers.is_empty() || !stuck.is_empty()) {
            ui.label("Move with (then click a green space):");
            ui.horizontal_wrapped(|ui| {
                for m in &movers {
                    let on = self.selected == Some(*m);
                    if ui.selectable_label(on, source_name(m)).clicked() {
                        self.selected = if on { None } else { Some(*m) };
                    }
                }
                for k in &stuck {
                    // The reason is worked out only while the card is hovered.
                    ui.add_enabled(false, egui::Button::new(k.to_string())).on_disabled_hover_ui(
                        |ui| {
                            let why = live::why_stuck(state, eldorado_rules::Source::Card(*k));
                            ui.label(format!("{k} moves no piece now: {why}"));
                        },
                    );
                }
            });
        }
        if self.selected.is_some_and(|s| !movers.contains(&s)) {
            self.selected = None;
        }
        // Two pieces each: which one moves (or whichever reaches the space clicked).
        let on_board: Vec<u8> = (0..me.pieces().len() as u8)
            .filter(|&i| me.pieces()[i as usize].at.is_some())
            .collect();
        if state.phase() == Phase::Play && on_board.len() > 1 {
            ui.horizontal(|ui| {
                ui.label("Piece to move:");
                if ui
                    .selectable_label(self.piece.is_none(), "Either")
                    .on_hover_text("Whichever reaches the space you click; asked when both do")
                    .clicked()
                {
                    self.piece = None;
                }
                for &i in &on_board {
                    let name = offer::piece_name(state, i);
                    if ui.selectable_label(self.piece == Some(i), name).clicked() {
                        self.piece = Some(i);
                    }
                }
            });
        } else {
            self.piece = None;
        }
        let others = live::other_actions(&choices);
        let in_the_row = |a: &Action| matches!(a, Action::FinishPlaying | Action::EndTurn);
        for a in others.into_iter().filter(|a| !matches!(a, Action::Buy { .. }) && !in_the_row(a)) {
            let words = offer::words(state, &a);
            if ui.button(words).on_hover_text("As the rules allow now").clicked() {
                send(requests, GameRequest::Act(a));
                self.selected = None;
            }
        }
        if state.phase() == Phase::Play {
            self.buy_ui(ui, game, &choices, requests);
        }
    }
}

impl GameView {
    /// The market on a person's turn: every card, those the rules forbid now
    /// disabled with the reason on hover; a card clicked, then the hand's
    /// cards that pay for it, one by one; the purchase once they pay exactly.
    fn buy_ui(
        &mut self,
        ui: &mut Ui,
        game: &Game,
        choices: &[Action],
        requests: &mut Vec<Request>,
    ) {
        let state = game.state();
        let offers = buying::market_offers(state, choices);
        if self
            .buying
            .is_some_and(|(card, _)| offers.iter().all(|o| o.card != card || o.why_not.is_some()))
        {
            self.buying = None;
        }
        ui.label("Buy (a market card, then the cards that pay):");
        ui.horizontal_wrapped(|ui| {
            for o in &offers {
                let cost = o.card.cost().unwrap_or(0);
                let text =
                    format!("{} · {cost} {}", o.card, if cost == 1 { "coin" } else { "coins" });
                let on = self.buying.is_some_and(|(card, _)| card == o.card);
                let where_ = if o.on_board { "on the market board" } else { "in the reserve" };
                let r = ui
                    .add_enabled(o.why_not.is_none(), egui::Button::selectable(on, text))
                    .on_hover_text(format!("{} left {where_}", o.left));
                let r = match &o.why_not {
                    Some(why) => r.on_disabled_hover_text(capital(why)),
                    None => r,
                };
                if r.clicked() {
                    self.buying = if on { None } else { Some((o.card, Cards::EMPTY)) };
                }
            }
        });
        let Some((card, mut paying)) = self.buying else { return };
        let hand = *state.current_player().hand();
        ui.horizontal_wrapped(|ui| {
            ui.label("Pay with:");
            for (k, n) in hand.counts() {
                for copy in 0..n {
                    let on = paying.count(k) > copy;
                    let worth = if k.half_coins() == 1 {
                        "½ coin".to_string()
                    } else {
                        format!("{} coins", k.half_coins() / 2)
                    };
                    if ui
                        .selectable_label(on, k.to_string())
                        .on_hover_text(format!("Pays {worth}"))
                        .clicked()
                    {
                        if on {
                            paying.take(k);
                        } else {
                            paying.add(k);
                        }
                    }
                }
            }
        });
        self.buying = Some((card, paying));
        match buying::purchase(state, choices, card, &paying) {
            Ok(action) => {
                if ui.button(offer::words(state, &action)).clicked() {
                    send(requests, GameRequest::Act(action));
                    self.buying = None;
                }
            }
            Err(why) => {
                let why = why.to_string();
                ui.add_enabled(false, egui::Button::new(format!("Buy the {card}")))
                    .on_disabled_hover_text(capital(&why));
                ui.weak(capital(&why));
            }
        }
    }
}

/// The turn log up to the position shown, newest at the bottom: each
/// turn's title in its seat's colour, then what was done in the trace's
/// words; the turn in progress bright, the earlier ones dimmed.
fn log_ui(ui: &mut Ui, game: &Game) {
    let lines = game.log();
    let this_turn = lines.len() - game.this_turn().len();
    ui.label(RichText::new("Turn log").strong())
        .on_hover_text("What each turn did, as `eldorado replay` tells it; the moves of the turn shown are drawn on the board");
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    egui::ScrollArea::vertical()
        .id_salt("turn-log")
        .max_height(row * 9.0)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show_rows(ui, row, lines.len(), |ui, range| {
            for (i, line) in lines.iter().enumerate().take(range.end).skip(range.start) {
                let text = if line.header {
                    RichText::new(capital(&line.text)).strong().color(seat_colour(line.turn.1))
                } else {
                    RichText::new(format!("   {}", on_screen(&line.text)))
                };
                ui.label(if i < this_turn && !line.header { text.weak() } else { text });
            }
        });
}

/// The trace's words with the arrow between spaces drawn as the editor's
/// font can draw it.
pub fn on_screen(words: &str) -> String {
    words.replace('→', "›")
}

fn capital(s: &str) -> String {
    eldorado_core::text::capitalise(s)
}

/// Each player's pieces, hand, piles, played cards, tokens and blockades.
/// In a game being played a hand shows only to the person whose turn it is.
fn players_ui(ui: &mut Ui, game: &Game) {
    let state = game.state();
    let board = state.board();
    let live = game.live();
    for (i, p) in state.players().iter().enumerate() {
        let seat = i as u8;
        let kind = game.timeline().seat(seat);
        ui.label(
            RichText::new(format!("Seat {} · {}", i + 1, seat_kind_name(kind)))
                .strong()
                .color(seat_colour(seat)),
        );
        let pieces: Vec<String> = p
            .pieces()
            .iter()
            .enumerate()
            .map(|(i, x)| {
                let at = x
                    .at
                    .map_or("in El Dorado".into(), |s| format!("at {}", story::place(board, s)));
                match story::label_if_two(state, seat, i as u8) {
                    Some(label) => format!("{label} {at}"),
                    None => capital(&at),
                }
            })
            .collect();
        ui.label(pieces.join("; "));
        let own_turn = state.current() == seat && live.is_some_and(|l| !l.hidden());
        let hidden = live.is_some() && !(own_turn && kind == Seat::Human);
        let cards = |c: &eldorado_rules::Cards| {
            if c.is_empty() { "—".to_string() } else { c.to_string() }
        };
        if hidden {
            let n = p.hand().len();
            ui.label(if n == 1 { "Hand: 1 card".to_string() } else { format!("Hand: {n} cards") });
        } else {
            ui.label(format!("Hand ({}): {}", p.hand().len(), cards(p.hand())));
        }
        ui.label(format!("Played: {}", cards(p.played())));
        ui.label(format!(
            "Draw pile: {} · discard pile: {}",
            p.draw_pile().len(),
            p.discard_pile().len()
        ))
        .on_hover_text(format!("Discard pile: {}", cards(p.discard_pile())));
        let tokens: Vec<String> = TokenKind::ALL
            .iter()
            .zip(p.tokens())
            .filter(|(_, n)| **n > 0)
            .map(|(t, n)| if *n == 1 { t.to_string() } else { format!("{n}× {t}") })
            .collect();
        if !tokens.is_empty() {
            ui.label(format!("Cave tokens: {}", tokens.join(", ")));
        }
        if !p.blockades().is_empty() {
            let b: Vec<String> = p.blockades().iter().map(u8::to_string).collect();
            ui.label(format!("Blockades taken: {}", b.join(", ")))
                .on_hover_text("Between players who reach El Dorado in the same round, more blockades win; then the highest number");
        }
        ui.add_space(4.0);
    }
}

/// The six piles on the market board and the reserve, with the cards left.
fn market_ui(ui: &mut Ui, game: &Game) {
    let market = game.state().market();
    ui.label(RichText::new("Market").strong());
    let board: Vec<String> = market
        .slots()
        .iter()
        .flatten()
        .map(|k| format!("{k} ({} left)", market.left(*k)))
        .collect();
    ui.label(if board.is_empty() { "—".into() } else { board.join(", ") });
    let reserve: Vec<String> = CardKind::ALL
        .iter()
        .filter(|k| k.is_market_card() && !market.on_board(**k) && market.left(**k) > 0)
        .map(|k| format!("{k} ({})", market.left(*k)))
        .collect();
    ui.label(RichText::new("Reserve").strong());
    ui.label(if reserve.is_empty() { "—".into() } else { reserve.join(", ") });
    if game.state().rules().caves {
        let piles: Vec<String> = game
            .state()
            .cave_piles()
            .zip(game.board().caves())
            .map(|(pile, &s)| format!("{} {}", story::hex(game.board(), s), pile.len()))
            .collect();
        ui.label(format!("Cave tokens left: {}", piles.join(", ")));
    }
}

/// Which way each piece has taken so far at the route choices, shortcuts and
/// bends, worked out only while the section is open.
fn ways_ui(ui: &mut Ui, game: &Game) {
    egui::CollapsingHeader::new("Route choices: which way each piece took").show(ui, |ui| {
        let taken = eldorado_editor_model::game::ways::ways_taken(game);
        if taken.is_empty() {
            ui.weak("No piece has reached a route choice yet.");
        }
        for t in &taken {
            let piece = if game.timeline().config().pieces_per_player() > 1 {
                format!(" piece {}", t.piece + 1)
            } else {
                String::new()
            };
            ui.colored_label(
                seat_colour(t.seat),
                format!("Seat {}{piece}: {} at {}", t.seat + 1, t.way, t.choice),
            );
        }
    });
    ui.separator();
}
