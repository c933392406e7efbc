//! The game view in French, walked as a French group meets it: setting a
//! game up, a turn against a bot (a card chosen, a move, a purchase, a
//! refusal, the piece chooser, the turn's buttons), a simulated game watched
//! with its turn log, played on from a position, and its end — every text
//! read back from the window and held against the catalogues at each step;
//! and the turn's buttons and the panel inside a 1024×700 window.

use egui::accesskit::Role;
use egui::{Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use eldorado::app::EditorApp;
use eldorado::app::game::source_name;
use eldorado_core::map::SpaceId;
use eldorado_editor_model::game::{GameRequest, GameSetup, buying, live, offer};
use eldorado_editor_model::{Request, Start};
use eldorado_messages::Lang;
use eldorado_rules::{Action, BotKind, CardKind, Rules, Seat};
use eldorado_words::nouns;

use crate::french::english_left;
use crate::harness::{click_at, editor_in};

/// Texts of the editor's own chrome (the zoom bar over the board), which
/// are translated in their own area.
/// egui's own "Close window", a screen reader's name of a window's cross.
const CHROME: [&str; 1] = ["Close window"];

/// Fails, listing them, if the game view shows English text: the panel,
/// the board, the windows and popups over it. The menu bar above the board
/// and the status bar below it are the editor chrome's, translated in their
/// own area; the notices the game puts there are checked by their text.
#[track_caller]
fn assert_french(h: &Harness<'_, EditorApp>, place: &str) {
    let board = h.state().game_view().board_rect();
    let window = Rect::from_x_y_ranges(f32::MIN..=f32::MAX, board.min.y - 1.0..=board.max.y + 1.0);
    assert_french_within(h, place, window);
}

/// As [`assert_french`], for the texts that lie inside `area`.
#[track_caller]
fn assert_french_within(h: &Harness<'_, EditorApp>, place: &str, area: Rect) {
    let outside = |text: &str| {
        let mut rects = h.query_all_by_label(text).map(|n| n.rect()).peekable();
        rects.peek().is_some() && rects.all(|r| !area.contains_rect(r))
    };
    let left: Vec<(String, String)> = english_left(h)
        .into_iter()
        .filter(|(text, _)| !CHROME.contains(&text.as_str()) && !outside(text))
        .collect();
    assert!(
        left.is_empty(),
        "{place}: English text in the French game view:\n{}",
        left.iter()
            .map(|(text, word)| format!("  {text:?} (\"{word}\")"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

fn french_editor(width: f32, height: f32) -> Harness<'static, EditorApp> {
    let mut h = editor_in(Lang::French, Start::Official("first-course"), None, vec2(width, height));
    h.run();
    h
}

fn game<'a>(h: &'a Harness<'_, EditorApp>) -> &'a eldorado_editor_model::game::Game {
    h.state().session().game().expect("a game is shown")
}

/// Lets the bots play until a person is to play (or the game is over).
fn to_the_persons_turn(h: &mut Harness<'static, EditorApp>) {
    for _ in 0..20_000 {
        let g = game(h);
        let Some(live) = g.live() else { return };
        if live.person_to_play(g.timeline().current()).is_some() {
            h.run();
            return;
        }
        h.state_mut().perform(Request::Game(GameRequest::SkipWait));
        std::thread::sleep(std::time::Duration::from_millis(1));
        h.step();
    }
    panic!("the bots never handed the turn back");
}

/// A two-player game (two pieces each) against a fast bot, the person's
/// first turn shown.
fn a_game_against_a_bot(width: f32, height: f32) -> Harness<'static, EditorApp> {
    let mut h = french_editor(width, height);
    let seats = vec![Seat::Human, Seat::Bot(BotKind::Fast)];
    let setup = GameSetup { seats, caves: true, seed: Some(7) };
    h.state_mut().perform(Request::Game(GameRequest::New(setup)));
    h.state_mut().perform(Request::Game(GameRequest::Speed(50.0)));
    to_the_persons_turn(&mut h);
    h
}

/// The lowest widget of a label (the "Pay with" row is below the movers).
fn lowest(h: &Harness<'_, EditorApp>, label: &str) -> egui::Pos2 {
    h.query_all_by_label(label)
        .map(|n| n.rect())
        .max_by(|a, b| a.center().y.total_cmp(&b.center().y))
        .unwrap_or_else(|| panic!("{label:?} is shown"))
        .center()
}

#[test]
fn the_game_setup_speaks_french() {
    let mut h = french_editor(1400.0, 900.0);
    h.state_mut().game_view_mut().setup.open = true;
    h.run();
    h.get_by_label("Nouvelle partie");
    h.get_by_label("Joueur 1");
    h.get_by_label("Variante Grottes");
    // The window's own texts (the course behind it is the editor's).
    let window = h.get_by_role_and_label(Role::Window, "Nouvelle partie");
    let inside: Vec<String> = window
        .query_all(by())
        .flat_map(|n| [n.accesskit_node().label(), n.accesskit_node().value()])
        .flatten()
        .collect();
    assert!(inside.iter().any(|t| t == "Commencer"), "{inside:?}");
    let left: Vec<(String, String)> = english_left(&h)
        .into_iter()
        .filter(|(text, _)| inside.contains(text) && !CHROME.contains(&text.as_str()))
        .collect();
    assert!(left.is_empty(), "Partie > Nouvelle partie…: English text: {left:?}");
    h.get_by_label("Commencer").click();
    h.run();
    let g = game(&h);
    assert!(g.title().starts_with("Nouvelle partie (graine "), "{}", g.title());
    assert!(g.live().is_some());
    to_the_persons_turn(&mut h);
    assert_french(&h, "a game started from the setup window");
}

#[test]
fn a_turn_against_a_bot_in_french() {
    let mut h = a_game_against_a_bot(1400.0, 900.0);
    h.get_by_label("Finir de jouer");
    h.get_by_label("Finir le tour");
    h.get_by_label("Annuler le coup");
    h.get_by_label_contains("Votre main\u{a0}: ");
    h.get_by_label("Se déplacer avec (puis cliquer sur une case verte)\u{a0}:");
    h.get_by_label("Pion à déplacer\u{a0}:");
    h.get_by_label("pion 1a");
    h.get_by_label("pion 1b");
    assert_french(&h, "the person's turn");

    // A refusal: discarding while cards are played.
    let hand: Vec<CardKind> = game(&h).state().current_player().hand().kinds().collect();
    h.state_mut().perform(Request::Game(GameRequest::Act(Action::Discard(hand[0]))));
    h.run();
    let notice = h.state().notice().expect("the refusal is said").text.clone();
    assert!(notice.starts_with("Refusé\u{a0}: impossible dans cette phase du tour"), "{notice}");
    assert_french(&h, "a refusal in the status bar");

    // A card chosen, then a green space clicked.
    let (state, choices) = (game(&h).state().clone(), game(&h).choices());
    let mover = live::movers(&choices)[0];
    h.get_by_label(&source_name(&mover, Lang::French)).click();
    h.run();
    let target = live::targets(&state, &choices, mover)[0].clone();
    // The reason a space not reached is refused, in French.
    let far = SpaceId::all(state.board().len())
        .find(|&s| live::targets(&state, &choices, mover).iter().all(|t| t.space != s))
        .unwrap();
    let why = live::why_not(&state, mover, far, Lang::French).expect("a reason");
    assert!(!why.contains(" the "), "{why}");
    assert_french(&h, "a card chosen to move with");
    let at = h.state().game_view().screen_pos(target.hex);
    click_at(&mut h, at);
    h.run();
    let last = game(&h).last_action().expect("the move is played").words.clone();
    assert!(last.starts_with("déplace le pion 1"), "{last}");
    h.get_by_label_contains("Joueur 1\u{a0}: déplace le pion 1");
    assert_french(&h, "after a move");

    // A purchase: a market card, then the hand's cards that pay for it.
    let (state, choices) = (game(&h).state().clone(), game(&h).choices());
    let buy = choices.iter().find_map(|a| match a {
        Action::Buy { card, payment } if payment.coin1 + payment.coin2 == 0 => {
            Some((*card, payment.cards))
        }
        _ => None,
    });
    let (card, paying) = buy.expect("the hand left after the move buys a card");
    let offer = buying::market_offers(&state, &choices, Lang::French)
        .into_iter()
        .find(|o| o.card == card)
        .unwrap();
    assert!(offer.why_not.is_none());
    let cost = buying::coins(card.cost().unwrap(), Lang::French);
    h.get_by_label(&format!("{} · {cost}", nouns::card(card, Lang::French))).click();
    h.run();
    h.get_by_label("Payer avec\u{a0}:");
    for (k, n) in paying.counts() {
        for _ in 0..n {
            let at = lowest(&h, &nouns::card(k, Lang::French));
            click_at(&mut h, at);
            h.run();
        }
    }
    assert_french(&h, "a purchase being paid");
    let purchase = buying::purchase(&state, &choices, card, &paying, Lang::French).unwrap();
    h.get_by_label(&offer::words(&state, &purchase, Lang::French)).click();
    h.run();
    let last = game(&h).last_action().unwrap().words.clone();
    assert!(last.starts_with("achète "), "{last}");
    // Cards that can't buy say why, in French.
    let (state, choices) = (game(&h).state().clone(), game(&h).choices());
    for o in buying::market_offers(&state, &choices, Lang::French) {
        if let Some(why) = o.why_not {
            assert!(!why.contains(" the ") && !why.contains(" coin"), "{why}");
        }
    }
    h.get_by_label("Finir de jouer").click();
    h.run();
    assert_french(&h, "discarding");
    h.get_by_label("Finir le tour").click();
    // The bot thinks on its own thread, its spinner turning: step, not run.
    h.step();
    to_the_persons_turn(&mut h);
    let log: Vec<String> = game(&h).log().iter().map(|l| l.text.clone()).collect();
    assert!(log.iter().any(|l| l.starts_with("manche 1, joueur 2 (rapide)")), "{log:?}");
    assert_french(&h, "the next turn, after the bot's");
}

#[test]
fn a_watched_game_in_french_to_its_end() {
    let mut h = french_editor(1400.0, 900.0);
    let watch = GameRequest::Watch {
        seed: 5,
        players: 2,
        rules: Rules { caves: true, ..Rules::default() },
        bots: vec![BotKind::Fast],
        label: "la partie la plus longue".into(),
    };
    h.state_mut().perform(Request::Game(watch));
    h.run();
    assert_eq!(game(&h).title(), "La partie la plus longue (graine 5)");
    h.get_by_label("Journal des tours");
    h.get_by_label("◀ Manche");
    h.get_by_label("Tour ▶");
    h.get_by_label("Lecture");
    assert_french(&h, "a watched game at its start");
    for _ in 0..3 {
        h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::ArrowRight);
        h.run();
    }
    h.get_by_label_contains(" · au joueur ");
    h.get_by_label("Continuer d'ici");
    // The turn log is the story in French, line for line.
    let g = game(&h);
    let told = eldorado_words::story::tell(g.timeline(), None, Lang::French);
    for line in g.log().iter().filter(|l| !l.header) {
        assert!(told.contains(&format!("  {}", line.text)), "{:?} is in the story", line.text);
    }
    assert_french(&h, "a watched game, three turns in");
    h.state_mut().perform(Request::Game(GameRequest::ToEnd));
    h.run();
    let end = game(&h).ending().expect("the game ended");
    assert!(end.starts_with("partie finie à la manche") || end.starts_with("partie "), "{end}");
    assert_french(&h, "a watched game at its end");
    // Played on from a position: the title says so, in French.
    h.state_mut().perform(Request::Game(GameRequest::ToStart));
    h.run();
    h.get_by_label("Continuer d'ici").click();
    h.run();
    // The actions after the position go only once asked, in French.
    h.get_by_label_contains("Abandonner les actions suivantes");
    h.get_by_label_contains(" et poursuivre").click();
    for _ in 0..3 {
        h.step();
    }
    assert!(game(&h).title().contains("(poursuivie depuis l'action 0)"), "{}", game(&h).title());
    // Bots at both seats: one is thinking.
    h.get_by_label("Le joueur 1 joue…");
    h.get_by_label("Ne pas attendre");
    assert_french(&h, "a watched game played on, a bot thinking");
}

/// At 1024×700 in French the turn's buttons and the replay's controls lie
/// inside the window and the game's panel: longer French words wrap, they
/// are not cut off.
#[test]
fn the_french_game_view_fits_1024_by_700() {
    let window = Rect::from_min_size(egui::Pos2::ZERO, vec2(1024.0, 700.0));
    let mut h = a_game_against_a_bot(1024.0, 700.0);
    let board = h.state().game_view().board_rect();
    for label in ["Finir de jouer", "Finir le tour", "Annuler le coup", "Pion à déplacer\u{a0}:"]
    {
        let r = h.get_by_label(label).rect();
        assert!(window.contains_rect(r), "{label:?} at {r:?} lies inside the window");
        assert!(r.min.x >= board.max.x, "{label:?} at {r:?} lies in the panel, right of the board");
    }
    // Every button of the panel ends inside the window.
    for node in h.query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::Button)) {
        let r = node.rect();
        assert!(
            r.max.x <= window.max.x + 0.5,
            "{:?} at {r:?} is cut off",
            node.accesskit_node().label()
        );
    }
    let watch = GameRequest::Watch {
        seed: 5,
        players: 2,
        rules: Rules::default(),
        bots: vec![BotKind::Fast],
        label: "partie".into(),
    };
    h.state_mut().perform(Request::Game(watch));
    h.run();
    for label in
        ["◀ Manche", "◀ Tour", "◀ Action", "Action ▶", "Tour ▶", "Manche ▶", "Aller à la manche"]
    {
        let r = h.get_by_label(label).rect();
        assert!(window.contains_rect(r), "{label:?} at {r:?} lies inside the window");
    }
}
