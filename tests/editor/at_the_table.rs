//! The game view as a new user at the table meets it: a taken blockade
//! keeps its number, both pieces of a player can take a shared space, the
//! board can be fitted, the turn's moves are logged and the buttons stay
//! put while the game goes on.

use egui::Modifiers;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::EditorApp;
use eldorado::app::game::seat_colour;
use eldorado_editor_model::Request;
use eldorado_editor_model::game::GameRequest;
use eldorado_rules::{BotKind, Rules};

use crate::harness::official;
use crate::painted::{colour, shapes, written};

fn watch(h: &mut Harness<'_, EditorApp>, seed: u64, players: u8) {
    watch_as(h, seed, players, "game");
}

/// Opens the fast bots' game of `seed` under the title `label`.
fn watch_as(h: &mut Harness<'_, EditorApp>, seed: u64, players: u8, label: &str) {
    let watch = GameRequest::Watch {
        seed,
        players,
        rules: Rules::default(),
        bots: vec![BotKind::Fast],
        label: label.into(),
    };
    h.state_mut().perform(Request::Game(watch));
    h.run();
}

/// The first course's blockades are random ones; once dealt and taken, the
/// game view draws each with its number, in the taker's colour, and never
/// the course's "random".
#[test]
fn a_taken_blockade_keeps_its_number_in_the_game_view() {
    let mut h = official("first-course");
    h.run();
    watch(&mut h, 3, 2);
    h.state_mut().perform(Request::Game(GameRequest::ToEnd));
    h.run();
    let game = h.state().session().game().unwrap();
    let taken: Vec<(u8, u8)> = game
        .state()
        .blockades()
        .iter()
        .filter_map(|b| b.owner.map(|o| (b.blockade.number, o)))
        .collect();
    assert!(!taken.is_empty(), "the game took a blockade");
    let painted = shapes(&h);
    for (number, owner) in taken {
        let numbers = written(&painted, &number.to_string());
        assert!(
            numbers.iter().any(|w| colour(&painted, w) == seat_colour(owner)),
            "blockade {number} is drawn in seat {}'s colour",
            owner + 1
        );
    }
    assert!(written(&painted, "random").is_empty(), "the course's choice is not drawn");
    assert!(written(&painted, "?").is_empty());
    // The pieces that reached El Dorado are drawn there at the end.
    let game = h.state().session().game().unwrap();
    let arrived: Vec<String> = game
        .state()
        .players()
        .iter()
        .enumerate()
        .flat_map(|(seat, p)| {
            p.pieces()
                .iter()
                .enumerate()
                .filter(|(_, x)| x.at.is_none())
                .map(move |(i, _)| eldorado_words::story::piece_label(seat as u8, i as u8))
        })
        .collect();
    assert!(!arrived.is_empty(), "the winner reached El Dorado");
    for label in arrived {
        assert!(!written(&painted, &label).is_empty(), "{label} is drawn on El Dorado");
    }
}

/// The game view has the zoom bar: "Fit course" fits the whole course, its
/// El Dorado plate too, below the bar; Home stays "to the start".
#[test]
fn the_game_view_fits_the_course_below_the_zoom_bar() {
    let mut h = official("first-course");
    h.run();
    watch(&mut h, 3, 2);
    let fitted = h.state().game_view().view();
    h.get_by_label("+").click();
    h.run();
    assert!(h.state().game_view().view().scale > fitted.scale);
    h.get_by_label("Fit course").click();
    h.run();
    h.run();
    assert_eq!(h.state().game_view().view(), fitted);
    // Every corner of every space and of the El Dorado plate lies below the bar.
    let doc = h.state().session().document();
    let canvas = h.state().game_view().board_rect();
    let bar = h.get_by_label("Fit course").rect().bottom();
    let mut hexes: Vec<_> = doc.map().spaces().iter().map(|s| s.hex).collect();
    for p in &doc.course().pieces {
        if let Some(side) = p.side() {
            hexes.extend(side.city_footprint.iter().map(|&l| p.to_world(l)));
        }
    }
    for hex in hexes {
        for c in fitted.hex_corners(canvas, hex) {
            assert!(canvas.contains(c), "{hex:?} is inside the board");
            assert!(c.y > bar, "{hex:?} is below the zoom bar");
        }
    }
    let _ = Modifiers::NONE;
}

/// A two-player game with a person at seat 1 (against a fast bot), played
/// on by the test (each piece toward El Dorado in turn) until a card takes
/// both pieces to one space: the same position every run.
fn shared_target()
-> (Harness<'static, EditorApp>, eldorado_rules::Source, eldorado_core::map::SpaceId) {
    use eldorado_editor_model::game::{GameSetup, live};
    use eldorado_rules::{Action, Seat};
    let mut h = official("first-course");
    h.run();
    let seats = vec![Seat::Human, Seat::Bot(BotKind::Fast)];
    let setup = GameSetup { seats, caves: false, seed: Some(7) };
    h.state_mut().perform(Request::Game(GameRequest::New(setup)));
    h.state_mut().perform(Request::Game(GameRequest::Speed(50.0)));
    let plan = {
        let game = h.state().session().game().unwrap();
        eldorado_sim::Plan::new(game.board().clone())
    };
    for _ in 0..20_000 {
        let game = h.state().session().game().unwrap();
        let Some(live) = game.live() else { break };
        if live.person_to_play(game.timeline().current()).is_none() {
            std::thread::sleep(std::time::Duration::from_millis(1));
            h.step();
            continue;
        }
        let (state, choices) = (game.state().clone(), game.choices());
        let mut best = None;
        for m in live::movers(&choices) {
            let targets = live::targets(&state, &choices, m);
            if let Some(t) = targets.iter().find(|t| {
                t.piece == 0 && targets.iter().any(|u| u.piece == 1 && u.space == t.space)
            }) {
                h.run();
                return (h, m, t.space);
            }
            // The piece farther behind goes first, so that the two keep together.
            let behind =
                |p: u8| state.current_player().pieces()[p as usize].at.map_or(0, |s| plan.dist(s));
            for t in targets {
                let at = state.current_player().pieces()[t.piece as usize].at;
                if at.is_some_and(|a| plan.dist(t.space) < plan.dist(a)) {
                    let key = (std::cmp::Reverse(behind(t.piece)), plan.dist(t.space));
                    if best.as_ref().is_none_or(|(k, _)| key < *k) {
                        best = Some((key, t.action));
                    }
                }
            }
        }
        let action = match best {
            Some((_, a)) => a,
            None if choices.contains(&Action::FinishPlaying) => Action::FinishPlaying,
            None => *choices.last().expect("a person always has something to do"),
        };
        h.state_mut().perform(Request::Game(GameRequest::Act(action)));
        h.step();
    }
    panic!("no turn sent both pieces to one space");
}

/// With two pieces each, a space both reach can be taken by either: the
/// click asks which ("Move piece 1b here"), or the piece is chosen first
/// in the panel. The panel and the log name pieces as the board does.
#[test]
fn both_pieces_of_a_player_can_take_a_shared_space() {
    use eldorado::app::game::source_name;
    let (mut h, mover, space) = shared_target();
    h.get_by_label("Piece to move:");
    h.get_by_label_contains("1a at");
    h.get_by_label(&source_name(&mover, eldorado_messages::Lang::English)).click();
    h.run();
    let hex = h.state().session().game().unwrap().board().hex(space);
    let at = h.state().game_view().screen_pos(hex);
    let before = h.state().session().game().unwrap().timeline().len();
    crate::harness::click_at(&mut h, at);
    h.run();
    assert_eq!(
        h.state().session().game().unwrap().timeline().len(),
        before,
        "the click asks first"
    );
    h.get_by_label_contains("Move piece 1a here");
    h.get_by_label_contains("Move piece 1b here").click();
    h.run();
    assert_eq!(h.state().session().game().unwrap().timeline().len(), before + 1);
    h.run();
    let game = h.state().session().game().unwrap();
    let moved = game.timeline().actions()[before];
    assert!(
        matches!(moved, eldorado_rules::Action::Move { piece: 1, .. }),
        "piece 1b took the space: {moved:?}"
    );
    let last = game.last_action().unwrap();
    assert!(last.words.starts_with("moves piece 1b with"), "{}", last.words);
    // Taken back, the piece is chosen in the panel first: the click moves it at once.
    h.state_mut().perform(Request::Game(GameRequest::TakeBack));
    h.run();
    h.get_by_label("piece 1b").click();
    h.run();
    h.get_by_label(&source_name(&mover, eldorado_messages::Lang::English)).click();
    h.run();
    crate::harness::click_at(&mut h, at);
    h.run();
    let game = h.state().session().game().unwrap();
    assert_eq!(game.timeline().len(), before + 1);
    assert!(matches!(
        game.timeline().actions()[before],
        eldorado_rules::Action::Move { piece: 1, .. }
    ));
}

/// On a person's turn the turn's buttons (finish playing, end the turn,
/// take back) stay where they are whatever the turn does: a move, then
/// finishing the play, leave them in place.
#[test]
fn the_turn_buttons_stay_in_place_through_the_turn() {
    let (mut h, mover, space) = shared_target();
    let places = |h: &Harness<'_, EditorApp>| {
        ["Finish playing", "End the turn", "Take back"].map(|l| h.get_by_label(l).rect())
    };
    let before = places(&h);
    h.get_by_label(&eldorado::app::game::source_name(&mover, eldorado_messages::Lang::English))
        .click();
    h.run();
    assert_eq!(places(&h), before, "choosing a card moves no button");
    h.get_by_label("piece 1a").click();
    h.run();
    let hex = h.state().session().game().unwrap().board().hex(space);
    let at = h.state().game_view().screen_pos(hex);
    crate::harness::click_at(&mut h, at);
    h.run();
    assert!(h.state().session().game().unwrap().last_action().is_some());
    assert_eq!(places(&h), before, "a move moves no button");
    h.get_by_label("Finish playing").click();
    h.run();
    assert_eq!(places(&h), before, "the discard phase keeps them too");
}

/// Stepping a watched game by turn, the panel's turn log tells what the
/// turn did (its moves as `eldorado replay` words them, arrows drawn as
/// the font can), not only "ends the turn".
#[test]
fn a_watched_game_shows_its_turn_log() {
    use eldorado::app::game::panel::on_screen;
    let mut h = official("first-course");
    h.run();
    watch(&mut h, 5, 2);
    h.get_by_label("Turn log");
    h.key_press_modifiers(Modifiers::SHIFT, egui::Key::ArrowRight);
    h.run();
    let game = h.state().session().game().unwrap();
    let turn: Vec<String> = game.this_turn().iter().map(|l| l.text.clone()).collect();
    assert!(turn.len() >= 2, "{turn:?}");
    h.get_by_label("Round 1, seat 1 (fast)");
    for line in &turn[1..] {
        h.get_by_label(&format!("   {}", on_screen(line)));
    }
    // The Round box follows the round shown.
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::ArrowRight);
    h.run();
    let round = h.state().session().game().unwrap().state().round();
    assert!(round >= 2);
    assert_eq!(h.state().game_view().round, round);
}

/// The turn log lays out only the lines in and near its view, so that a
/// long game costs each frame no more than a short one; yet each line left
/// out keeps its room: at the end of a four-player game the first turn is
/// not laid out, and the wheel over the log brings it into sight at the top.
#[test]
fn a_long_turn_log_scrolled_to_its_top_shows_the_first_turn() {
    let mut h = official("witchs-cauldron");
    h.run();
    watch(&mut h, 5, 4);
    h.state_mut().perform(Request::Game(GameRequest::ToEnd));
    h.run();
    let first = "Round 1, seat 1 (fast)";
    assert_eq!(h.query_all_by_label(first).count(), 0, "the first turn, far above the view");
    let last = h.state().session().game().unwrap().log().last().unwrap().text.clone();
    let newest = format!("   {}", eldorado::app::game::panel::on_screen(&last));
    h.get_by_label(&newest);
    let top = h.get_by_label("Turn log").rect().max.y;
    let below = h.get_by_label_contains("Seat 1 ·").rect().min.y;
    h.hover_at(egui::pos2(h.get_by_label("Turn log").rect().min.x + 40.0, (top + below) / 2.0));
    for _ in 0..100 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Page,
            delta: egui::vec2(0.0, 1.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: Modifiers::NONE,
        });
        h.run();
    }
    let at = h.get_by_label(first).rect();
    assert!(
        at.min.y >= top - 0.5 && at.max.y <= below + 0.5,
        "{at:?}, the log from {top} to {below}"
    );
    assert_eq!(h.query_all_by_label(&newest).count(), 0, "the newest line, far below the view now");
}

/// Issue 49: the turn log laid its lines out as rows of one height, so
/// that lines which wrapped pushed the newest ones, the turn in progress,
/// below the end of its area; and a long title widened the panel, moving
/// its buttons. At the end of a four-player game every line of the last
/// turn stands above the players' list that follows the log, and the
/// panel's buttons stand where they stood under a short title.
#[test]
fn the_turn_log_shows_the_turn_in_progress_and_a_title_never_moves_the_buttons() {
    let mut h = official("witchs-cauldron");
    h.run();
    watch(&mut h, 5, 4);
    let close = h.get_by_label("Close game").rect();
    // Action by action, as a designer steps through a game with the arrow
    // keys, and at the end: every line of the turn shown is in sight.
    let mut checked = 0;
    for step in 0..200 {
        let request = match step {
            199 => GameRequest::ToEnd,
            _ => GameRequest::Step {
                unit: eldorado_editor_model::game::StepUnit::Action,
                forward: true,
            },
        };
        h.state_mut().perform(Request::Game(request));
        h.run();
        let game = h.state().session().game().unwrap();
        let shown: Vec<String> = game
            .this_turn()
            .iter()
            .map(|l| match l.header {
                true => eldorado_core::text::capitalise(&l.text),
                false => format!("   {}", eldorado::app::game::panel::on_screen(&l.text)),
            })
            .collect();
        let top = h.get_by_label("Turn log").rect().max.y;
        let below = h.get_by_label_contains("Seat 1 ·").rect().min.y;
        // The newest line always; the whole turn when it is short enough to fit.
        let from = if shown.len() <= 5 { 0 } else { shown.len() - 1 };
        for line in &shown[from..] {
            // The same words may stand in an earlier turn too: the last is this turn's.
            let at = h
                .get_all_by_label(line)
                .map(|n| n.rect())
                .max_by(|a, b| a.max.y.total_cmp(&b.max.y))
                .unwrap();
            assert!(
                at.min.y >= top - 0.5 && at.max.y <= below + 0.5,
                "step {step}: {line:?} at {at:?}, the log from {top} to {below}"
            );
            checked += 1;
        }
    }
    assert!(checked > 250, "{checked} lines checked");
    let title = "the game a designer opens to see how the longest route of this course plays out";
    watch_as(&mut h, 5, 4, title);
    assert!(h.get_all_by_label_contains("designer opens to see how").count() > 0);
    assert_eq!(h.get_by_label("Close game").rect(), close, "the buttons stayed put");
}

/// Issue 49, "point it out": a seat's heading clicked in the game view
/// outlines the start space it began on (seat N on start space N).
#[test]
fn a_seats_heading_points_out_its_start_space() {
    let mut h = official("hills-of-gold");
    h.run();
    watch(&mut h, 4, 4);
    assert!(h.state().game_highlight().is_none());
    h.get_by_label_contains("Seat 2 ·").click();
    h.run();
    let map = h.state().document().map();
    let start = map.starts().iter().find(|(n, _)| *n == 2).unwrap().1;
    let shown = h.state().game_highlight().expect("the start is pointed out").clone();
    assert_eq!(shown.hexes, vec![map.space(start).hex]);
    h.get_by_label_contains("Seat 2 ·").click();
    h.run();
    assert!(h.state().game_highlight().is_none(), "clicked again, no longer");
}
