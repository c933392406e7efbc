//! The game view in the editor: Game > New game… with a person against a
//! bot, played to the end by clicking only what the view offers (a card,
//! then a highlighted space; the buttons of the actions allowed); a
//! simulated game opened from the simulation panel and stepped with the keys.

use std::time::Duration;

use egui::{Modifiers, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::EditorApp;
use eldorado::app::game::source_name;
use eldorado_editor_model::Request;
use eldorado_editor_model::game::{GameRequest, live};
use eldorado_rules::Action;

use crate::harness::official;

fn click(h: &mut Harness<'_, EditorApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

fn click_at(h: &mut Harness<'_, EditorApp>, at: Pos2) {
    h.hover_at(at);
    h.step();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
        h.step();
    }
    h.step();
}

/// Steps the window until a person is to play or the game is over.
fn wait_for_person(h: &mut Harness<'_, EditorApp>) {
    for _ in 0..20_000 {
        let Some(game) = h.state().session().game() else { return };
        let Some(live) = game.live() else { return };
        if live.person_to_play(game.timeline().current()).is_some() {
            h.step();
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
        h.step();
    }
    panic!("the bots never finished their turns");
}

#[test]
fn a_person_plays_a_whole_game_against_a_bot_by_clicking_what_is_offered() {
    let mut h = official("first-course");
    h.run();
    click(&mut h, "Game");
    click(&mut h, "New game…");
    h.get_by_label("Random seed").click();
    h.step();
    click(&mut h, "Start");
    assert!(h.state().session().game().is_some(), "the game opens");
    // The bot plays fast in this test.
    h.state_mut().perform(Request::Game(GameRequest::Speed(50.0)));
    let mut clicks = 0;
    for _ in 0..5_000 {
        wait_for_person(&mut h);
        let game = h.state().session().game().unwrap();
        if game.timeline().current().is_over() {
            break;
        }
        let state = game.state().clone();
        let choices = game.choices();
        let plan = eldorado_sim::Plan::new(state.board().clone());
        let here: Vec<u16> = state
            .current_player()
            .pieces()
            .iter()
            .map(|p| p.at.map_or(0, |s| plan.dist(s)))
            .collect();
        // The move that brings a piece nearest El Dorado, chosen as a person
        // chooses it: the card's button, then the green space.
        let best = live::movers(&choices)
            .into_iter()
            .flat_map(|m| live::targets(&state, &choices, m).into_iter().map(move |t| (m, t)))
            .filter(|(_, t)| plan.dist(t.space) < here[t.piece as usize])
            .min_by_key(|(_, t)| (plan.dist(t.space), t.cost));
        let len = game.timeline().len();
        if let Some((mover, target)) = best {
            click(&mut h, &source_name(&mover, eldorado_messages::Lang::English));
            let shown = h.state().game_view().targets(h.state().session().game().unwrap());
            assert!(shown.iter().any(|t| t.space == target.space), "the space is highlighted");
            let at = h.state().game_view().screen_pos(target.hex);
            click_at(&mut h, at);
        } else if choices.contains(&Action::FinishPlaying) {
            click(&mut h, "Finish playing");
        } else {
            click(&mut h, "End the turn");
        }
        clicks += 1;
        let after = h.state().session().game().unwrap().timeline().len();
        assert!(after > len, "each click plays one action (click {clicks})");
    }
    let game = h.state().session().game().unwrap();
    let outcome = game.timeline().current().outcome().expect("the game was played to its end");
    assert!(clicks > 20, "{clicks}");
    let ending = game.ending().unwrap();
    assert!(ending.contains(&format!("round {}", outcome.rounds)), "{ending}");
    h.step();
    // The end is shown, and offered to the replay controls.
    h.get_by_label_contains(&eldorado_core::text::capitalise(&ending));
    click(&mut h, "⏮");
    assert_eq!(h.state().session().game().unwrap().cursor(), 0);
    click(&mut h, "Round ▶");
    assert_eq!(h.state().session().game().unwrap().state().round(), 2);
}

/// Scrolls a widget into view, as a person scrolls to it, then clicks it
/// once the scrolling has come to rest: a click lands where the widget is
/// drawn, and one scrolled out of its window (or still gliding) is missed.
fn scroll_and_click(h: &mut Harness<'_, EditorApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    click(h, label);
}

#[test]
fn a_game_from_the_simulation_panel_steps_with_the_keys() {
    let mut h = official("first-course");
    h.run();
    {
        let s = &mut h.state_mut().simulation_mut().settings;
        s.games = 20;
        s.players = 3;
    }
    *h.state_mut().simulation_window() = true;
    h.run();
    click(&mut h, "Run");
    let longest = crate::harness::wait_for_simulation(&mut h).notable_games.longest.unwrap();
    let button = format!("The longest game ({} rounds)", longest.rounds);
    scroll_and_click(&mut h, &button);
    let game = h.state().session().game().expect("the longest game opens");
    assert_eq!(game.title(), format!("The longest game (seed {})", longest.seed));
    assert_eq!(game.timeline().current().outcome().unwrap().rounds, longest.rounds);
    assert_eq!(game.timeline().seats().len(), 3);
    // The simulation window stepped aside: the game is shown whole.
    assert!(!*h.state_mut().simulation_window(), "the simulation window closed");
    h.step();
    h.key_press(egui::Key::ArrowRight);
    h.step();
    assert_eq!(h.state().session().game().unwrap().cursor(), 1);
    h.key_press_modifiers(Modifiers::SHIFT, egui::Key::ArrowRight);
    h.step();
    assert_eq!(h.state().session().game().unwrap().state().current(), 1);
    h.key_press(egui::Key::End);
    h.step();
    let game = h.state().session().game().unwrap();
    assert_eq!(game.cursor(), game.timeline().len());
    h.get_by_label_contains("Game over in round");
    h.key_press(egui::Key::Home);
    h.step();
    assert_eq!(h.state().session().game().unwrap().cursor(), 0);
}

#[test]
fn the_panel_and_simulate_trace_tell_the_same_game() {
    let mut h = official("hills-of-gold");
    h.run();
    let watch = GameRequest::Watch {
        seed: 31,
        players: 3,
        rules: eldorado_rules::Rules { caves: true, ..Default::default() },
        bots: vec![eldorado_rules::BotKind::Fast],
        label: "game".into(),
    };
    h.state_mut().perform(Request::Game(watch));
    let game = h.state().session().game().unwrap().timeline();
    let plan = eldorado_sim::Plan::new(game.board().clone());
    let told = eldorado_design::passings::tell(game, &plan, eldorado_messages::Lang::English);
    let course = format!("{}/courses/hills-of-gold.json", env!("CARGO_MANIFEST_DIR"));
    let args =
        ["simulate", &course, "--players", "3", "--caves", "--bots", "fast", "--trace", "31"];
    let cli =
        std::process::Command::new(env!("CARGO_BIN_EXE_eldorado")).args(args).output().unwrap();
    assert!(cli.status.success());
    assert_eq!(String::from_utf8_lossy(&cli.stdout), told.join("\n") + "\n");
    // The turn log says where each piece passes the route choices, as the trace does.
    let passes: Vec<&str> =
        told.iter().map(|l| l.trim()).filter(|l| l.contains(" passes ")).collect();
    assert!(!passes.is_empty());
    h.state_mut().perform(Request::Game(GameRequest::ToEnd));
    let log: Vec<String> =
        h.state().session().game().unwrap().log().iter().map(|l| l.text.clone()).collect();
    let logged: Vec<&str> =
        log.iter().map(String::as_str).filter(|l| l.contains(" passes ")).collect();
    assert_eq!(logged, passes);
}

/// A person's first turn against a bot: a hand with a Traveler and two
/// Explorers (found by seed, the same every run).
fn first_turn_with_two_explorers() -> Harness<'static, EditorApp> {
    use eldorado_editor_model::game::GameSetup;
    use eldorado_rules::{BotKind, CardKind as K, Seat};
    let mut h = official("first-course");
    h.run();
    for seed in 1..200 {
        let seats = vec![Seat::Human, Seat::Bot(BotKind::Fast)];
        let setup = GameSetup { seats, caves: false, seed: Some(seed) };
        h.state_mut().perform(Request::Game(GameRequest::New(setup)));
        let hand = *h.state().session().game().unwrap().state().current_player().hand();
        if hand.count(K::Traveler) >= 1 && hand.count(K::Explorer) >= 2 {
            break;
        }
    }
    h.run();
    h
}

#[test]
fn a_person_buys_by_clicking_the_card_then_the_cards_that_pay_and_ctrl_z_takes_it_back() {
    use eldorado_rules::CardKind as K;
    let mut h = first_turn_with_two_explorers();
    let course = h.state().session().document().stamp();
    let me = |h: &Harness<'_, EditorApp>| {
        h.state().session().game().unwrap().state().current_player().clone()
    };
    let before = me(&h);
    assert!(before.hand().count(K::Explorer) >= 2, "{}", before.hand());
    click(&mut h, "Scout · 1 coin");
    // Nothing picked yet: the purchase waits, and says why.
    h.get_by_label("Pick the cards in your hand that pay");
    // The hand's cards to pay with, in the row after "Pay with:" (the
    // Explorer to move with is higher up, with the cards that move).
    let row = h.get_by_label("Pay with:").rect().center().y;
    let explorers: Vec<_> = h
        .get_all_by_label("Explorer")
        .map(|n| n.rect().center())
        .filter(|c| (c.y - row).abs() < 30.0)
        .collect();
    assert_eq!(explorers.len(), before.hand().count(K::Explorer) as usize);
    click_at(&mut h, explorers[0]);
    h.get_by_label_contains("The cards picked bring ½ coin and the Scout costs 1 coin");
    click_at(&mut h, explorers[1]);
    click(&mut h, "Buy Scout with 2× Explorer");
    let after = me(&h);
    assert!(after.gained().contains(K::Scout));
    assert_eq!(after.hand().count(K::Explorer) + 2, before.hand().count(K::Explorer));
    assert_eq!(after.hand().count(K::Traveler), before.hand().count(K::Traveler));

    // Bought: every market card is disabled, and hovering one says why.
    let pos = h.get_by_label("Trailblazer · 3 coins").rect().center();
    h.hover_at(pos);
    h.run();
    h.get_by_label_contains("Only one card can be bought per turn");

    // Ctrl+Z is the game's: the purchase is taken back, the course untouched.
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::Z);
    h.step();
    h.step();
    assert_eq!(me(&h).hand(), before.hand(), "the purchase was taken back");
    assert!(h.state().session().game().is_some(), "the game stays open");
    assert_eq!(h.state().session().document().stamp(), course);
}
