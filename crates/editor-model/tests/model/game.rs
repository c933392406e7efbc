//! The game view's model driven through the session, without a window: a
//! simulated game watched step by step shows what the engine's own replay
//! shows; stepping by turn and round, jumping to a round and to a stall; a
//! person plays a whole game against bots using only the actions offered;
//! the pass screen between people; taking back; a game record saved and
//! opened again; the game closes with its course.

use std::sync::Arc;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_editor_model::game::{GameRequest, GameSetup, StepUnit, live};
use eldorado_editor_model::persist::Settings;
use eldorado_editor_model::{NoticeKind, Request, Session, Start};
use eldorado_sim::engine::replay::start_game;
use eldorado_sim::{Action, Board, BotKind, GameConfig, GameState, Rules, Seat};

fn session(id: &'static str) -> Session {
    Session::new(Start::Official(id), Settings::default(), None, None)
}

/// The game the fast bots play with this game seed.
fn watch(seed: u64, players: u8, caves: bool, label: &str) -> GameRequest {
    GameRequest::Watch { seed, players, caves, bots: vec![BotKind::Fast], label: label.into() }
}

fn game(s: &mut Session, r: GameRequest) {
    s.perform(Request::Game(r));
}

/// Pieces, hands, piles and market: what the view draws of a position.
fn seen(state: &GameState) -> String {
    let players: Vec<String> = state
        .players()
        .iter()
        .map(|p| {
            format!(
                "{:?} hand {} draw {} discard {} played {} tokens {:?}",
                p.pieces().iter().map(|x| x.at).collect::<Vec<_>>(),
                p.hand(),
                p.draw_pile(),
                p.discard_pile(),
                p.played(),
                p.tokens()
            )
        })
        .collect();
    format!(
        "round {} seat {} {:?} {players:?} market {:?} blockades {:?}",
        state.round(),
        state.current(),
        state.phase(),
        state.market(),
        state.blockades()
    )
}

#[test]
fn a_watched_game_shows_at_every_step_what_the_engine_replay_shows() {
    let mut s = session("swamplands");
    let label = "a game seat 2 won".to_string();
    game(&mut s, watch(77, 3, true, &label));
    let g = s.game().expect("the game opens");
    assert_eq!(g.title(), "A game seat 2 won (seed 77)");
    assert_eq!(g.cursor(), 0);
    let actions = g.timeline().actions().to_vec();
    assert!(actions.len() > 100);

    // The engine's own replay, apart from the view: the same setup, every action applied.
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let board = Arc::new(Board::from_map(map).unwrap());
    let config = GameConfig { players: 3, rules: Rules { caves: true, ..Rules::default() } };
    let (mut state, mut rng, _) = start_game(board, config, 77).unwrap();
    let mut engine = vec![seen(&state)];
    for a in &actions {
        state.apply(*a, &mut rng).unwrap();
        engine.push(seen(&state));
    }
    assert!(state.is_over());

    for (i, expected) in engine.iter().enumerate() {
        let g = s.game().unwrap();
        assert_eq!(g.cursor(), i);
        assert_eq!(&seen(g.state()), expected, "position {i}");
        assert_eq!(g.last_action().is_some(), i > 0);
        game(&mut s, GameRequest::Step { unit: StepUnit::Action, forward: true });
    }
    // Back again, one action at a time, the same.
    for (i, expected) in engine.iter().enumerate().rev() {
        let g = s.game().unwrap();
        assert_eq!(&seen(g.state()), expected, "back at {i}");
        game(&mut s, GameRequest::Step { unit: StepUnit::Action, forward: false });
    }
    let g = s.game().unwrap();
    assert!(g.ending().unwrap().starts_with("game over in round "), "{:?}", g.ending());
}

#[test]
fn the_last_action_is_told_in_the_trace_words_with_its_path() {
    let mut s = session("first-course");
    game(&mut s, watch(12, 2, false, "seed"));
    let mut moves = 0;
    for _ in 0..200 {
        game(&mut s, GameRequest::Step { unit: StepUnit::Action, forward: true });
        let last = s.game().unwrap().last_action().unwrap().clone();
        if last.words.starts_with("moves piece") {
            moves += 1;
            assert!(last.words.contains(" with ") && last.words.contains(" as "), "{}", last.words);
            // A move that enters a space is drawn; one that only pays a blockade is not.
            assert_eq!(last.path.len() >= 2, last.words.contains(": ("), "{last:?}");
        }
    }
    assert!(moves > 5);
}

#[test]
fn steps_by_turn_and_round_and_jumps_to_a_round() {
    let mut s = session("first-course");
    game(&mut s, watch(3, 4, false, "seed"));
    let mark = |s: &Session| {
        let st = s.game().unwrap().state();
        (st.round(), st.current())
    };
    assert_eq!(mark(&s), (1, 0));
    game(&mut s, GameRequest::Step { unit: StepUnit::Turn, forward: true });
    assert_eq!(mark(&s), (1, 1));
    game(&mut s, GameRequest::Step { unit: StepUnit::Round, forward: true });
    assert_eq!(mark(&s), (2, 0));
    game(&mut s, GameRequest::Step { unit: StepUnit::Turn, forward: true });
    game(&mut s, GameRequest::Step { unit: StepUnit::Action, forward: true });
    game(&mut s, GameRequest::Step { unit: StepUnit::Turn, forward: false });
    assert_eq!(mark(&s), (2, 1), "back to the start of the turn");
    game(&mut s, GameRequest::Step { unit: StepUnit::Turn, forward: false });
    assert_eq!(mark(&s), (2, 0));
    game(&mut s, GameRequest::ToRound(5));
    assert_eq!(mark(&s), (5, 0));
    let at = s.game().unwrap().cursor();
    game(&mut s, GameRequest::Step { unit: StepUnit::Round, forward: false });
    assert_eq!(mark(&s), (4, 0));
    assert!(s.game().unwrap().cursor() < at);
    game(&mut s, GameRequest::ToEnd);
    let g = s.game().unwrap();
    assert_eq!(g.cursor(), g.timeline().len());
    assert!(g.state().is_over());
    // Not a stalled game: the jump says so.
    game(&mut s, GameRequest::ToStall);
    assert_eq!(s.notice().unwrap().text, "This game did not stall");
}

#[test]
#[ignore = "the round-two bots stall on no official course at the round cap of 100; needs a watch request with a round cap or a stalling course"]
fn a_stalled_game_opens_at_the_moment_it_stalled_with_the_reason() {
    // Found by `eldorado simulate courses/witchs-cauldron.json --games 400 --players 2`.
    let mut s = session("witchs-cauldron");
    game(&mut s, watch(12770988957813308054, 2, false, "a stalled game"));
    game(&mut s, GameRequest::ToStall);
    let g = s.game().unwrap();
    let moment = g.stall_moment().expect("the game stalled");
    assert_eq!(g.cursor(), moment);
    assert!(moment < g.timeline().len());
    let why = g.stall_here().expect("the reason is shown there");
    assert!(why.starts_with("stalled after 100 rounds: "), "{why}");
}

/// The person's choice among what the view offers: a move that brings a
/// piece nearest El Dorado, else a purchase, else the end of the phase.
fn choose(state: &GameState, choices: &[Action]) -> Action {
    let board = state.board();
    let here: Vec<u16> =
        state.current_player().pieces().iter().map(|p| p.at.map_or(0, |s| board.dist(s))).collect();
    let best = live::movers(choices)
        .into_iter()
        .flat_map(|m| live::targets(state, choices, m))
        .filter(|t| board.dist(t.space) < here[t.piece as usize])
        .min_by_key(|t| (board.dist(t.space), t.cost));
    if let Some(t) = best {
        return t.action;
    }
    let others = live::other_actions(choices);
    if let Some(buy) = others.iter().find(|a| matches!(a, Action::Buy { .. })) {
        return *buy;
    }
    *others
        .iter()
        .find(|a| matches!(a, Action::FinishPlaying | Action::EndTurn))
        .expect("a phase can always be ended")
}

#[test]
fn a_person_plays_a_whole_game_against_bots_with_only_what_is_offered() {
    let mut s = session("first-course");
    let setup = GameSetup {
        seats: vec![Seat::Human, Seat::Bot(BotKind::Fast), Seat::Bot(BotKind::Fast)],
        caves: true,
        seed: Some(5),
    };
    game(&mut s, GameRequest::New(setup));
    let mut person_actions = 0;
    for _ in 0..20_000 {
        s.finish_bot_turns();
        let g = s.game().unwrap();
        if g.timeline().current().is_over() {
            break;
        }
        let choices = g.choices();
        assert!(!choices.is_empty(), "a person's turn offers actions");
        let action = choose(g.state(), &choices);
        game(&mut s, GameRequest::Act(action));
        assert!(s.notice().is_none_or(|n| n.kind != NoticeKind::Refused), "{:?}", s.notice());
        person_actions += 1;
    }
    let g = s.game().unwrap();
    let over = g.timeline().current().outcome().expect("the game ended");
    assert!(person_actions > 20);
    assert!(g.ending().unwrap().contains(&format!("round {}", over.rounds)));
    assert!(g.live().is_none(), "an ended game is a replay");
    // Offered to the replay controls.
    game(&mut s, GameRequest::ToStart);
    assert_eq!(s.game().unwrap().cursor(), 0);
    game(&mut s, GameRequest::Step { unit: StepUnit::Round, forward: true });
    assert_eq!(s.game().unwrap().state().round(), 2);
    // And it plays on its own at the speed chosen.
    game(&mut s, GameRequest::Speed(50.0));
    game(&mut s, GameRequest::Play(true));
    let at = s.game().unwrap().cursor();
    std::thread::sleep(std::time::Duration::from_millis(120));
    s.tick();
    assert!(s.game().unwrap().cursor() > at, "the replay moved on");
    assert!(s.game().unwrap().is_playing());
    game(&mut s, GameRequest::Play(false));
    assert!(!s.game().unwrap().is_playing());
}

#[test]
fn a_person_takes_back_a_move_but_not_past_a_card_drawn_and_never_a_bot_action() {
    let mut s = session("first-course");
    let setup = GameSetup {
        seats: vec![Seat::Human, Seat::Bot(BotKind::Fast)],
        caves: false,
        seed: Some(9),
    };
    game(&mut s, GameRequest::New(setup));
    let g = s.game().unwrap();
    assert!(g.live().unwrap().hidden_for().is_none(), "one person: no pass screen");
    let before = seen(g.state());
    let choices = g.choices();
    let mv = live::movers(&choices)
        .into_iter()
        .flat_map(|m| live::targets(g.state(), &choices, m))
        .next()
        .expect("a move at the start");
    game(&mut s, GameRequest::Act(mv.action));
    assert_ne!(seen(s.game().unwrap().state()), before);
    game(&mut s, GameRequest::TakeBack);
    assert_eq!(seen(s.game().unwrap().state()), before);
    game(&mut s, GameRequest::TakeBack);
    assert_eq!(s.notice().unwrap().kind, NoticeKind::Refused);
    // An action not allowed is refused with the rules' reason, and changes nothing.
    game(&mut s, GameRequest::Act(Action::Discard(eldorado_sim::CardKind::Explorer)));
    assert!(s.notice().unwrap().text.starts_with("Not allowed: "), "{:?}", s.notice());
    assert_eq!(seen(s.game().unwrap().state()), before);
    // Ending the turn draws a new hand: no taking back past it.
    game(&mut s, GameRequest::Act(Action::FinishPlaying));
    game(&mut s, GameRequest::Act(Action::EndTurn));
    let len = s.game().unwrap().timeline().len();
    game(&mut s, GameRequest::TakeBack);
    assert_eq!(s.game().unwrap().timeline().len(), len);
    // The bot's turn, then the person's again: the bot's actions stay.
    s.finish_bot_turns();
    let len = s.game().unwrap().timeline().len();
    assert_eq!(s.game().unwrap().state().current(), 0);
    game(&mut s, GameRequest::TakeBack);
    assert_eq!(s.game().unwrap().timeline().len(), len);
}

#[test]
fn people_at_one_screen_pass_it_and_the_hand_is_hidden_until_then() {
    let mut s = session("first-course");
    let setup = GameSetup { seats: vec![Seat::Human, Seat::Human], caves: false, seed: Some(2) };
    game(&mut s, GameRequest::New(setup));
    let g = s.game().unwrap();
    assert_eq!(g.live().unwrap().hidden_for(), Some(0));
    assert!(g.choices().is_empty(), "nothing to click behind the pass screen");
    game(&mut s, GameRequest::Reveal);
    assert!(!s.game().unwrap().choices().is_empty());
    game(&mut s, GameRequest::Act(Action::FinishPlaying));
    assert_eq!(s.game().unwrap().live().unwrap().hidden_for(), None);
    game(&mut s, GameRequest::Act(Action::EndTurn));
    let g = s.game().unwrap();
    assert_eq!(g.state().current(), 1);
    assert_eq!(g.live().unwrap().hidden_for(), Some(1));
    assert!(g.choices().is_empty());
}

#[test]
fn a_game_is_saved_and_opened_again_and_closes_with_its_course() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let mut s = session("hills-of-gold");
    game(&mut s, watch(8, 4, false, "seed"));
    let actions = s.game().unwrap().timeline().actions().to_vec();
    game(&mut s, GameRequest::Save(path.clone()));
    assert!(s.notice().unwrap().text.starts_with("Saved the game to "));

    let mut other = session("first-course");
    game(&mut other, GameRequest::Open(path.clone()));
    let g = other.game().expect("the record opens");
    assert_eq!(g.timeline().actions(), &actions[..]);
    assert_eq!(other.document().course().name, "Hills of Gold");
    assert_eq!(g.stamp(), other.document().stamp());

    // A hostile record: one sentence, no game.
    std::fs::write(&path, "{\"format\": \"eldorado-game\", \"version\": 1, \"course\"").unwrap();
    let mut third = session("first-course");
    game(&mut third, GameRequest::Open(path.clone()));
    assert!(third.game().is_none());
    let n = third.notice().unwrap();
    assert_eq!(n.kind, NoticeKind::Error);
    assert!(n.text.starts_with("Cannot open ") && !n.text.contains('\n'), "{}", n.text);

    // Never over a course file.
    let course_path = dir.path().join("course.json");
    std::fs::write(&course_path, eldorado_formats::course_file::to_json(other.document().course()))
        .unwrap();
    let before = std::fs::read(&course_path).unwrap();
    game(&mut other, GameRequest::Save(course_path.clone()));
    assert_eq!(other.notice().unwrap().kind, NoticeKind::Refused);
    assert_eq!(std::fs::read(&course_path).unwrap(), before);

    // Another course opened: the game goes with its course.
    other.perform(Request::OpenOfficial("serpentine"));
    assert!(other.game().is_none());
}

#[test]
fn a_space_not_offered_says_the_rules_reason_and_a_strong_bot_thinks_off_the_window() {
    let mut s = session("first-course");
    let setup = GameSetup {
        seats: vec![Seat::Human, Seat::Bot(BotKind::Strong)],
        caves: false,
        seed: Some(9),
    };
    game(&mut s, GameRequest::New(setup));
    let g = s.game().unwrap();
    let state = g.state().clone();
    let choices = g.choices();
    let mover = live::movers(&choices)[0];
    let offered: Vec<_> =
        live::targets(&state, &choices, mover).into_iter().map(|t| t.space).collect();
    assert!(!offered.is_empty());
    for &t in &offered {
        assert_eq!(live::why_not(&state, mover, t), None, "an offered space is allowed");
    }
    let board = state.board();
    let around: Vec<_> = state
        .current_player()
        .pieces()
        .iter()
        .filter_map(|p| p.at)
        .flat_map(|at| board.neighbours_of(at).to_vec())
        .flat_map(|n| board.neighbours_of(n).to_vec())
        .filter(|n| !offered.contains(n) && !state.is_occupied(*n))
        .collect();
    assert!(!around.is_empty());
    for n in around {
        let why = live::why_not(&state, mover, n).expect("a space not offered has a reason");
        assert!(!why.is_empty() && !why.contains("space ") && !why.contains('\n'), "{why}");
    }

    // The strong bot's turn: the session answers at once while it thinks.
    game(&mut s, GameRequest::Act(Action::FinishPlaying));
    game(&mut s, GameRequest::Act(Action::EndTurn));
    let started = std::time::Instant::now();
    s.tick();
    s.tick();
    assert!(started.elapsed() < std::time::Duration::from_millis(200), "{:?}", started.elapsed());
    assert!(s.game().unwrap().live().unwrap().is_thinking());
    assert_eq!(s.game().unwrap().state().current(), 1);
}
