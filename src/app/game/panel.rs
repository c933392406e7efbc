//! The game view's panel: where the game is (round, seat, phase), the
//! controls, the action just taken in the trace's words, every player's
//! pieces, cards and tokens, the market, and on a person's turn the actions
//! the rules allow now — nothing else is offered.

use eframe::egui::{self, Color32, RichText, Ui};

use super::super::canvas::Canvas;
use super::super::canvas::overlay::Highlight;
use super::setup::seat_kind_name;
use super::{GameView, seat_colour, source_name};
use eldorado_editor_model::Request;
use eldorado_editor_model::game::{Game, GameRequest, StepUnit, buying, live, offer};
use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_rules::{Action, CardKind, Cards, Phase, Seat, TokenKind};
use eldorado_words::{nouns, story};

fn send(requests: &mut Vec<Request>, r: GameRequest) {
    requests.push(Request::Game(r));
}

/// A message of the game view with its arguments.
fn say(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    text_with(lang, id, args)
}

impl GameView {
    /// Draws the panel beside the board.
    pub fn panel_ui(&mut self, ui: &mut Ui, game: &Game, requests: &mut Vec<Request>) {
        let lang = game.lang();
        // One line, cut to the panel's width (whole on hover): a long title
        // never widens the panel or pushes its buttons down.
        ui.add(egui::Label::new(RichText::new(game.title()).heading()).truncate());
        ui.horizontal_wrapped(|ui| {
            if ui.button(text(lang, "game-save-record")).clicked() {
                send(requests, GameRequest::SaveDialog);
            }
            if ui.button(text(lang, "game-close")).clicked() {
                send(requests, GameRequest::Close);
            }
            if game.can_continue()
                && ui
                    .button(text(lang, "game-continue"))
                    .on_hover_text(text(lang, "game-continue-hint"))
                    .clicked()
            {
                send(requests, GameRequest::ContinueHere);
            }
        });
        ui.separator();
        let state = game.state();
        let seat = state.current();
        let phase = text(
            lang,
            match state.phase() {
                Phase::Play => "game-phase-playing",
                Phase::Discard => "game-phase-discarding",
                Phase::Over => "game-phase-over",
            },
        );
        ui.label(
            RichText::new(say(
                lang,
                "game-status",
                &[
                    ("round", state.round().into()),
                    ("seat", (seat + 1).into()),
                    ("kind", seat_kind_name(game.timeline().seat(seat), lang).into()),
                    ("phase", phase.into()),
                ],
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
                let words = on_screen(&last.words);
                let line = say(
                    lang,
                    "game-last-action",
                    &[("seat", (last.seat + 1).into()), ("words", words.into())],
                );
                ui.label(RichText::new(line).color(seat_colour(last.seat)));
                for e in &last.events {
                    ui.label(format!("  {e}"));
                }
            }
            None => {
                ui.label(capital(&story::opening(
                    game.board(),
                    game.timeline().seed(),
                    game.timeline().dealt(),
                    lang,
                )));
            }
        }
        if let Some(why) = game.stall_here() {
            ui.colored_label(
                Color32::from_rgb(240, 170, 80),
                // "stalled after 9 rounds: …" reads on from "Here the game".
                say(lang, "game-stall-here", &[("why", why.into())]),
            );
        } else if let Some(end) = game.ending().filter(|_| game.cursor() == game.timeline().len()) {
            ui.label(RichText::new(capital(&end)).strong());
        }
        ui.separator();
        self.log.show(ui, game);
        ui.separator();
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            players_ui(ui, game, &mut self.canvas);
            ui.separator();
            ways_ui(ui, game, &mut self.canvas);
            market_ui(ui, game);
        });
    }

    fn controls_ui(&mut self, ui: &mut Ui, game: &Game, requests: &mut Vec<Request>) {
        let lang = game.lang();
        let len = game.timeline().len();
        ui.label(say(lang, "game-action-of", &[("at", game.cursor().into()), ("len", len.into())]));
        let step = |unit, forward| GameRequest::Step { unit, forward };
        let t = |id| text(lang, id);
        ui.horizontal_wrapped(|ui| {
            for (label, hint, r) in [
                ("⏮".to_string(), t("game-to-start-hint"), GameRequest::ToStart),
                (t("game-back-round"), t("game-back-round-hint"), step(StepUnit::Round, false)),
                (t("game-back-turn"), t("game-back-turn-hint"), step(StepUnit::Turn, false)),
                (t("game-back-action"), t("game-back-action-hint"), step(StepUnit::Action, false)),
            ] {
                if ui.button(label).on_hover_text(hint).clicked() {
                    send(requests, r);
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            for (label, hint, r) in [
                (
                    t("game-forward-action"),
                    t("game-forward-action-hint"),
                    step(StepUnit::Action, true),
                ),
                (t("game-forward-turn"), t("game-forward-turn-hint"), step(StepUnit::Turn, true)),
                (
                    t("game-forward-round"),
                    t("game-forward-round-hint"),
                    step(StepUnit::Round, true),
                ),
                ("⏭".to_string(), t("game-to-end-hint"), GameRequest::ToEnd),
            ] {
                if ui.button(label).on_hover_text(hint).clicked() {
                    send(requests, r);
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            let (label, on) =
                if game.is_playing() { (t("game-pause"), false) } else { (t("game-play"), true) };
            if ui.button(label).on_hover_text(t("game-play-hint")).clicked() {
                send(requests, GameRequest::Play(on));
            }
            let mut speed = game.speed();
            let l = ui.label(t("game-speed"));
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
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t("game-round"));
            ui.add(egui::DragValue::new(&mut self.round).range(1..=game.rounds().max(1)))
                .labelled_by(l.id);
            if ui.button(t("game-go-to-round")).clicked() {
                send(requests, GameRequest::ToRound(self.round));
            }
            if game.stall_moment().is_some()
                && ui.button(t("game-to-stall")).on_hover_text(t("game-to-stall-hint")).clicked()
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
        let lang = game.lang();
        if let Some(seat) = live.hidden_for() {
            let seat: Arg = (seat + 1).into();
            ui.label(
                RichText::new(say(lang, "game-pass-screen", &[("seat", seat.clone())])).heading(),
            );
            if ui.button(say(lang, "game-i-am", &[("seat", seat)])).clicked() {
                send(requests, GameRequest::Reveal);
            }
            return;
        }
        if live.person_to_play(state).is_none() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(say(lang, "game-seat-playing", &[("seat", (state.current() + 1).into())]));
                if ui.button(text(lang, "game-skip-wait")).clicked() {
                    send(requests, GameRequest::SkipWait);
                }
            });
            let mut speed = game.speed();
            ui.horizontal(|ui| {
                let l = ui.label(text(lang, "game-bot-speed"));
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
        ui.horizontal_wrapped(|ui| {
            for (a, hint) in [
                (Action::FinishPlaying, "game-finish-playing-hint"),
                (Action::EndTurn, "game-end-turn-hint"),
            ] {
                let on = choices.contains(&a);
                let b = ui.add_enabled(on, egui::Button::new(offer::words(state, &a, lang)));
                if b.on_hover_text(text(lang, hint)).clicked() {
                    send(requests, GameRequest::Act(a));
                    self.selected = None;
                }
            }
            let can = live.can_take_back(game.timeline().len());
            let why = text(lang, "game-take-back-hint");
            if ui
                .add_enabled(can, egui::Button::new(text(lang, "game-take-back")))
                .on_hover_text(&why)
                .on_disabled_hover_text(&why)
                .clicked()
            {
                send(requests, GameRequest::TakeBack);
            }
        });
        let hand = if me.hand().is_empty() {
            text(lang, "game-hand-empty")
        } else {
            nouns::cards(me.hand(), lang)
        };
        ui.label(say(lang, "game-your-hand", &[("hand", hand.into())]));
        let buttons = live::move_buttons(state, &choices);
        if state.phase() == Phase::Play && !buttons.is_empty() {
            ui.label(text(lang, "game-move-with"));
            ui.horizontal_wrapped(|ui| {
                for b in &buttons {
                    let name = source_name(&b.source, lang);
                    if b.can {
                        let on = self.selected == Some(b.source);
                        if ui.selectable_label(on, name).clicked() {
                            self.selected = if on { None } else { Some(b.source) };
                        }
                        continue;
                    }
                    // The reason is worked out only while the card is hovered.
                    ui.add_enabled(false, egui::Button::new(&name)).on_disabled_hover_ui(|ui| {
                        let why = live::why_stuck(state, b.source, lang);
                        let args = [("card", name.as_str().into()), ("why", why.into())];
                        ui.label(say(lang, "game-moves-no-piece", &args));
                    });
                }
            });
        }
        if self.selected.is_some_and(|s| !buttons.iter().any(|b| b.can && b.source == s)) {
            self.selected = None;
        }
        // Two pieces each: which one moves (or whichever reaches the space clicked).
        let on_board: Vec<u8> = (0..me.pieces().len() as u8)
            .filter(|&i| me.pieces()[i as usize].at.is_some())
            .collect();
        if state.phase() == Phase::Play && on_board.len() > 1 {
            ui.horizontal_wrapped(|ui| {
                ui.label(text(lang, "game-piece-to-move"));
                if ui
                    .selectable_label(self.piece.is_none(), text(lang, "game-either"))
                    .on_hover_text(text(lang, "game-either-hint"))
                    .clicked()
                {
                    self.piece = None;
                }
                for &i in &on_board {
                    let name = offer::piece_name(state, i, lang);
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
            let words = offer::words(state, &a, lang);
            if ui.button(words).on_hover_text(text(lang, "game-as-rules-allow")).clicked() {
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
        let lang = game.lang();
        let offers = buying::market_offers(state, choices, lang);
        if self
            .buying
            .is_some_and(|(card, _)| offers.iter().all(|o| o.card != card || o.why_not.is_some()))
        {
            self.buying = None;
        }
        ui.label(text(lang, "game-buy-heading"));
        ui.horizontal_wrapped(|ui| {
            for o in &offers {
                let cost = buying::coins(o.card.cost().unwrap_or(0), lang);
                let label = say(
                    lang,
                    "game-market-offer",
                    &[("card", nouns::card(o.card, lang).into()), ("cost", cost.into())],
                );
                let on = self.buying.is_some_and(|(card, _)| card == o.card);
                let where_ = if o.on_board { "game-left-on-board" } else { "game-left-in-reserve" };
                let r = ui
                    .add_enabled(o.why_not.is_none(), egui::Button::selectable(on, label))
                    .on_hover_text(say(lang, where_, &[("left", o.left.into())]));
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
            ui.label(text(lang, "game-pay-with"));
            for (k, n) in hand.counts() {
                for copy in 0..n {
                    let on = paying.count(k) > copy;
                    let worth = if k.half_coins() == 1 {
                        buying::coins("½", lang)
                    } else {
                        buying::coins(k.half_coins() / 2, lang)
                    };
                    if ui
                        .selectable_label(on, nouns::card(k, lang))
                        .on_hover_text(say(lang, "game-pays", &[("worth", worth.into())]))
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
        match buying::purchase(state, choices, card, &paying, lang) {
            Ok(action) => {
                if ui.button(offer::words(state, &action, lang)).clicked() {
                    send(requests, GameRequest::Act(action));
                    self.buying = None;
                }
            }
            Err(why) => {
                let why = why.say(lang);
                let buy = say(lang, "game-buy-the", &[("card", nouns::card(card, lang).into())]);
                ui.add_enabled(false, egui::Button::new(buy)).on_disabled_hover_text(capital(&why));
                ui.weak(capital(&why));
            }
        }
    }
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
fn players_ui(ui: &mut Ui, game: &Game, canvas: &mut Canvas) {
    let state = game.state();
    let board = state.board();
    let live = game.live();
    let lang = game.lang();
    for (i, p) in state.players().iter().enumerate() {
        let seat = i as u8;
        let kind = game.timeline().seat(seat);
        let heading = say(
            lang,
            "game-seat-heading",
            &[("seat", (i + 1).into()), ("kind", seat_kind_name(kind, lang).into())],
        );
        // Clicked, the seat's start spaces are pointed out on the board.
        let start = game.timeline().start_state();
        let hexes = start.players()[i]
            .pieces()
            .iter()
            .filter_map(|x| x.at)
            .map(|s| board.map().space(s).hex)
            .collect();
        let highlight = Highlight { hexes, pieces: Vec::new() };
        let on = canvas.highlight.as_ref() == Some(&highlight);
        let words = RichText::new(heading).strong().color(seat_colour(seat));
        if ui
            .add(egui::Button::selectable(on, words))
            .on_hover_text(text(lang, "game-point-out-start"))
            .clicked()
        {
            canvas.highlight = if on { None } else { Some(highlight) };
        }
        let pieces: Vec<String> = p
            .pieces()
            .iter()
            .enumerate()
            .map(|(i, x)| {
                let at = x.at.map_or(text(lang, "game-story-in-el-dorado"), |s| {
                    say(lang, "game-story-at", &[("place", story::place(board, s, lang).into())])
                });
                match story::label_if_two(state, seat, i as u8) {
                    Some(label) => say(
                        lang,
                        "game-story-labelled",
                        &[("label", label.into()), ("at", at.into())],
                    ),
                    None => capital(&at),
                }
            })
            .collect();
        ui.label(pieces.join("; "));
        let own_turn = state.current() == seat && live.is_some_and(|l| !l.hidden());
        let hidden = live.is_some() && !(own_turn && kind == Seat::Human);
        let cards = |c: &eldorado_rules::Cards| {
            if c.is_empty() { "—".to_string() } else { nouns::cards(c, lang) }
        };
        let count =
            |id: &str, c: &eldorado_rules::Cards| say(lang, id, &[("cards", cards(c).into())]);
        if hidden {
            ui.label(say(lang, "game-hand-count", &[("count", p.hand().len().into())]));
        } else {
            let args = [("count", p.hand().len().into()), ("cards", cards(p.hand()).into())];
            ui.label(say(lang, "game-hand", &args));
        }
        ui.label(count("game-played", p.played()));
        let piles =
            [("draw", p.draw_pile().len().into()), ("discard", p.discard_pile().len().into())];
        ui.label(say(lang, "game-piles", &piles))
            .on_hover_text(count("game-discard-pile", p.discard_pile()));
        let tokens: Vec<String> = TokenKind::ALL
            .iter()
            .zip(p.tokens())
            .filter(|(_, n)| **n > 0)
            .map(|(t, n)| {
                let name = nouns::token(*t, lang);
                if *n == 1 {
                    name
                } else {
                    say(
                        lang,
                        "game-cards-several",
                        &[("count", (*n).into()), ("card", name.into())],
                    )
                }
            })
            .collect();
        if !tokens.is_empty() {
            ui.label(say(lang, "game-cave-tokens", &[("tokens", tokens.join(", ").into())]));
        }
        if !p.blockades().is_empty() {
            let b: Vec<String> = p.blockades().iter().map(u8::to_string).collect();
            ui.label(say(lang, "game-blockades-taken", &[("blockades", b.join(", ").into())]))
                .on_hover_text(text(lang, "game-blockades-hint"));
        }
        ui.add_space(4.0);
    }
}

/// The six piles on the market board and the reserve, with the cards left.
fn market_ui(ui: &mut Ui, game: &Game) {
    let market = game.state().market();
    let lang = game.lang();
    ui.label(RichText::new(text(lang, "game-market")).strong());
    let left = |id: &str, k: &CardKind| {
        let args = [("card", nouns::card(*k, lang).into()), ("left", market.left(*k).into())];
        say(lang, id, &args)
    };
    let board: Vec<String> =
        market.slots().iter().flatten().map(|k| left("game-market-left", k)).collect();
    ui.label(if board.is_empty() { "—".into() } else { board.join(", ") });
    let reserve: Vec<String> = CardKind::ALL
        .iter()
        .filter(|k| k.is_market_card() && !market.on_board(**k) && market.left(**k) > 0)
        .map(|k| left("game-reserve-card", k))
        .collect();
    ui.label(RichText::new(text(lang, "game-reserve")).strong());
    ui.label(if reserve.is_empty() { "—".into() } else { reserve.join(", ") });
    if game.state().rules().caves {
        let piles: Vec<String> = game
            .state()
            .cave_piles()
            .zip(game.board().caves())
            .map(|(pile, &s)| format!("{} {}", story::hex(game.board(), s, lang), pile.len()))
            .collect();
        ui.label(say(lang, "game-cave-tokens-left", &[("piles", piles.join(", ").into())]));
    }
}

/// Which way each piece has taken so far at the route choices, shortcuts and
/// bends, worked out only while the section is open.
fn ways_ui(ui: &mut Ui, game: &Game, canvas: &mut Canvas) {
    let lang = game.lang();
    let header = egui::CollapsingHeader::new(text(lang, "game-ways")).id_salt("game-ways");
    header.show(ui, |ui| {
        let taken = eldorado_editor_model::game::ways::ways_taken(game);
        if taken.is_empty() {
            ui.weak(text(lang, "game-ways-none"));
        }
        for t in &taken {
            let who = if game.timeline().config().pieces_per_player() > 1 {
                let label = story::piece_label(t.seat, t.piece);
                say(lang, "game-story-the-piece", &[("label", label.into())])
            } else {
                say(lang, "game-story-seat", &[("seat", (t.seat + 1).into())])
            };
            let args = [
                ("who", who.into()),
                ("way", t.by.as_str().into()),
                ("choice", t.choice.as_str().into()),
            ];
            // Clicked, the choice is outlined on the board as everywhere else.
            let map = game.timeline().board().map();
            let highlight = Highlight::of_choice(map, &game.watched().report, t.origin);
            let on = canvas.highlight.as_ref() == Some(&highlight);
            let words =
                RichText::new(say(lang, "game-way-taken", &args)).color(seat_colour(t.seat));
            let button = egui::Button::selectable(on, words).wrap_mode(egui::TextWrapMode::Wrap);
            if ui.add(button).on_hover_text(text(lang, "game-point-out")).clicked() {
                canvas.highlight = if on { None } else { Some(highlight) };
            }
        }
    });
    ui.separator();
}
