//! A game as people watch it: a timeline shows at every step the positions
//! the engine's own replay reaches, steps back as it steps forward, takes a
//! turn back; the games a run names are the games `--trace` tells; the story
//! names spaces and blockades as the map does.

use eldorado_core::map::{Map, SeamId, SpaceId};
use std::sync::Arc;

use crate::bots::BotKind;
use crate::montecarlo::said::said;
use crate::montecarlo::trace::{play, tell, trace};
use crate::montecarlo::{Progress, SimConfig, run};
use crate::plan::Plan;
use crate::stall::{Prospects, stall_moment};
use eldorado_core::course::official;
use eldorado_messages::Lang;
use eldorado_rules::action::{Action, RuleError, Step};
use eldorado_rules::board::Board;
use eldorado_rules::played::{Seat, Timeline, TimelineError};
use eldorado_rules::replay::Replay;
use eldorado_rules::state::{GameConfig, GameState, Rules};
use eldorado_words::story;

fn board(id: &str) -> Arc<Board> {
    let map = Map::build(&official::course(id).unwrap()).unwrap();
    Arc::new(Board::from_map(map).unwrap())
}

/// What a viewer sees of a position: pieces, every pile of every player, the market.
fn seen(s: &GameState) -> String {
    format!(
        "{} {} {:?} {:?} {:?} {:?}",
        s.round(),
        s.current(),
        s.phase(),
        s.players(),
        s.market(),
        s.blockades()
    )
}

#[test]
fn a_timeline_shows_at_every_step_what_the_engines_replay_reaches() {
    let b = board("hills-of-gold");
    let config = GameConfig { players: 3, rules: Rules { caves: true, ..Rules::default() } };
    let (game, errors) = play(&Plan::new(b.clone()), config, &[BotKind::Fast], 5).unwrap();
    assert_eq!(errors, 0);
    assert!(game.current().is_over());
    let dealt: Vec<(SeamId, u8)> = game.dealt().iter().map(|(s, b)| (*s, b.number)).collect();
    let n = game.len();
    assert!(n > 100, "a whole game: {n} actions");
    // Backwards, so that every position is found from a checkpoint, not the last one.
    for i in (0..=n).rev() {
        let replay = Replay {
            config,
            blockades: dealt.clone(),
            seed: 5,
            actions: game.actions()[..i].to_vec(),
        };
        let engine = replay.play(b.clone()).unwrap();
        assert_eq!(seen(&game.state(i)), seen(&engine), "position before action {i}");
    }
    let (before, action, events) = game.step(n - 1).unwrap();
    assert_eq!(seen(&before), seen(&game.state(n - 1)));
    assert_eq!(action, *game.actions().last().unwrap());
    assert!(!events.is_empty(), "the last action ends the game");
    assert!(game.step(n).is_none());
}

#[test]
fn a_turn_taken_back_plays_again_the_same() {
    let b = board("first-course");
    let config = GameConfig::new(2);
    let seats = vec![Seat::Human, Seat::Bot(BotKind::Fast)];
    let mut game = Timeline::start(b.clone(), config, seats.clone(), 9).unwrap();
    // Play 40 actions, always the first legal one.
    for _ in 0..40 {
        let a = game.current().legal_actions()[0];
        game.play(a).unwrap();
    }
    let whole = game.clone();
    game.truncate(33);
    assert_eq!(game.len(), 33);
    assert_eq!(seen(game.current()), seen(&whole.state(33)));
    for &a in &whole.actions()[33..] {
        game.play(a).unwrap();
    }
    assert_eq!(seen(game.current()), seen(whole.current()));
    assert_eq!(game.actions(), whole.actions());
    // A refused action changes nothing and is not recorded.
    let before = seen(game.current());
    assert!(game.play(Action::Discard(eldorado_rules::CardKind::Pioneer)).is_err());
    assert_eq!(seen(game.current()), before);
    assert_eq!(game.len(), 40);
    let _ = seats;
}

/// The first ten actions of two fast bots' game (seed 3) on `b`, then an
/// eleventh the rules refuse: the first piece straight onto a mountain with
/// a Native the player does not hold. Also the game and that mountain.
fn refused_eleventh(b: &Arc<Board>) -> (Timeline, Vec<Action>, SpaceId) {
    let (game, _) = play(&Plan::new(b.clone()), GameConfig::new(2), &[BotKind::Fast], 3).unwrap();
    let mut actions = game.actions()[..10].to_vec();
    let mountain = SpaceId::all(b.len())
        .find(|&s| b.terrain(s) == eldorado_core::catalog::Terrain::Mountain)
        .unwrap();
    actions.push(Action::Native {
        piece: 0,
        source: eldorado_rules::Source::Card(eldorado_rules::CardKind::Native),
        target: Step::Enter(mountain),
    });
    (game, actions, mountain)
}

#[test]
fn a_recorded_action_the_rules_refuse_is_named_by_its_number_in_words() {
    let b = board("first-course");
    let config = GameConfig::new(2);
    let seats = vec![Seat::Bot(BotKind::Fast); 2];
    let (game, actions, far) = refused_eleventh(&b);
    let e = Timeline::replay(b.clone(), config, seats.clone(), 3, &actions).unwrap_err();
    let TimelineError::Illegal { number, ref action, ref before, ref error } = e else {
        panic!("{e}")
    };
    assert_eq!(number, 11);
    assert_eq!(*action, actions[10]);
    assert_eq!(seen(before), seen(&game.state(10)), "refused in the position it was taken in");
    assert!(!story::explain(before, error, Lang::English).is_empty());
    let said = story::timeline_error(&e, Lang::English);
    let name = eldorado_words::space::name(b.map(), far, Lang::English);
    assert!(said.starts_with("action 11 (moves piece 2a with Native to "), "{said}");
    assert!(said.contains(&name), "{said}");
    assert!(story::timeline_error(&e, Lang::French).starts_with("l'action 11 ("), "{e}");
    let e = Timeline::start(b, config, vec![Seat::Human], 3).unwrap_err();
    assert_eq!(e.to_string(), "the game has 2 players but 1 seats were named");
}

/// The position before the first action of a two-player game on `b`.
fn at_start(b: &Arc<Board>) -> eldorado_rules::GameState {
    let seats = vec![Seat::Human, Seat::Human];
    Timeline::start(b.clone(), GameConfig::new(2), seats, 1).unwrap().current().clone()
}

#[test]
fn a_piece_not_in_play_is_named_as_the_board_labels_it() {
    let b = board("first-course");
    let said = story::explain(&at_start(&b), &RuleError::NoSuchPiece(1), Lang::English);
    assert_eq!(said, "piece 1b is not in play");
    let said = story::explain(&at_start(&b), &RuleError::NoSuchPiece(1), Lang::French);
    assert!(said.contains("1b"), "{said}");
}

#[test]
fn an_engine_fault_in_a_simulation_says_which_move_was_refused_and_why() {
    let b = board("first-course");
    let config = GameConfig::new(2);
    let seats = vec![Seat::Bot(BotKind::Fast); 2];
    let (_, actions, mountain) = refused_eleventh(&b);
    let e = crate::SimError::Replay(
        Timeline::replay(b.clone(), config, seats, 3, &actions).unwrap_err(),
    );
    let name = |lang| eldorado_words::space::name(b.map(), mountain, lang);
    // The action by its number, what it did and the rules' reason, in the map's words.
    let english = said(Lang::English, &e);
    assert!(
        english.starts_with(
            "the game engine refused a move (a fault of this program): action 11 (moves piece 2a with Native to "
        ) && english.contains(&name(Lang::English))
            && english.ends_with(") is not allowed: there is no Native in hand"),
        "{english}"
    );
    let french = said(Lang::French, &e);
    assert!(
        french.starts_with(
            "le moteur du jeu a refusé un coup (une faute de ce programme) : l'action 11 ("
        ) && french.contains(&name(Lang::French))
            && french.ends_with(") n'est pas permise : Indigène n'est pas dans la main"),
        "{french}"
    );
    // Other faults of a replay are said for what they are.
    let seats =
        crate::SimError::Replay(Timeline::start(b, config, vec![Seat::Human], 3).unwrap_err());
    assert_eq!(
        said(Lang::English, &seats),
        "the game played could not be replayed (a fault of this program): the game has 2 players but 1 seats were named"
    );
}

#[test]
fn the_rules_reasons_name_spaces_as_a_player_finds_them() {
    let b = board("first-course");
    let s = b.start_space(1).unwrap();
    let said = story::explain(&at_start(&b), &RuleError::Occupied(s), Lang::English);
    assert_eq!(said, "start space 1 (B 5 o'clock ring 3) is occupied by another piece");
    let said =
        story::explain(&at_start(&b), &RuleError::NotAdjacent(SpaceId::new(60_000)), Lang::English);
    assert!(said.contains("which the course does not have"), "{said}");
}

#[test]
fn the_games_a_run_names_are_the_games_the_trace_tells() {
    let map = Map::build(&official::course("swamplands").unwrap()).unwrap();
    let cfg = SimConfig {
        games: 60,
        players: 3,
        bots: vec![BotKind::Fast],
        rotate_seats: false,
        rules: Rules::default(),
        seed: 11,
        ..SimConfig::default()
    };
    let result = run(&map, "swamplands", &cfg, None, &Progress::new()).unwrap();
    let notable = &result.notable_games;
    let b = Arc::new(Board::from_map(map).unwrap());
    let config = GameConfig { players: 3, rules: Rules::default() };
    let longest = notable.longest.as_ref().unwrap();
    let shortest = notable.shortest.as_ref().unwrap();
    assert_eq!(longest.rounds as u32, result.finishing_round.max);
    assert_eq!(shortest.rounds as u32, result.finishing_round.min);
    assert_eq!(notable.won_by.len(), 3);
    for g in [longest, shortest].into_iter().chain(notable.won_by.iter().flatten()) {
        let (game, _) = play(&Plan::new(b.clone()), config, &g.bots, g.seed).unwrap();
        let o = game.current().outcome().unwrap();
        assert_eq!((o.rounds, o.winner), (g.rounds, g.winner), "game {}", g.index);
        let told = trace(&Plan::new(b.clone()), config, &g.bots, g.seed).unwrap();
        assert_eq!(told, story::tell(&game, None, Lang::English));
        assert_eq!(
            told.last().unwrap(),
            &format!("game over in round {}; won by seat {}", g.rounds, g.winner.unwrap() + 1)
        );
    }
    for (seat, g) in notable.won_by.iter().enumerate() {
        if let Some(g) = g {
            assert_eq!(g.winner, Some(seat as u8));
        }
    }
}

#[test]
fn a_stalled_game_is_found_again_and_its_moment_is_before_the_end() {
    // Two players on the Witch's Cauldron often need more than 33 rounds: a game past the cap stalls.
    let map = Map::build(&official::course("witchs-cauldron").unwrap()).unwrap();
    let cfg = SimConfig {
        games: 400,
        players: 2,
        bots: vec![BotKind::Fast],
        rotate_seats: false,
        rules: Rules { round_cap: 33, ..Rules::default() },
        seed: 1,
        ..SimConfig::default()
    };
    let result = run(&map, "cauldron", &cfg, None, &Progress::new()).unwrap();
    let stalled = result.notable_games.stalled.first().expect("a stalled game in 400");
    assert_eq!(result.stalls.examples.first(), Some(&stalled.seed));
    let b = Arc::new(Board::from_map(map).unwrap());
    let config = GameConfig { players: 2, rules: cfg.rules };
    let (game, _) = play(&Plan::new(b.clone()), config, &stalled.bots, stalled.seed).unwrap();
    let plan = Plan::new(game.board().clone());
    assert!(game.current().outcome().unwrap().stopped_by_cap());
    assert_eq!(Some(Prospects::new(game.current(), &plan).stall().reason), stalled.stalled);
    let moment = stall_moment(&game, &plan).unwrap();
    assert!(moment < game.len(), "{moment} of {}", game.len());
    assert!(tell(&game, &plan).last().unwrap().starts_with("stalled after 33 rounds: "));
    assert_eq!(
        story::tell(&game, None, Lang::English).last().unwrap(),
        "stopped by the round cap after 33 rounds",
        "told without a judgement"
    );
}

/// The story of a game in French: the same lines as the English one, line
/// for line, in the French rulebook's words — no English word left in them.
#[test]
fn a_game_is_told_in_french_line_for_line() {
    let b = board("hills-of-gold");
    let config = GameConfig { players: 2, rules: Rules { caves: true, ..Rules::default() } };
    let (game, _) = play(&Plan::new(b.clone()), config, &[BotKind::Fast], 5).unwrap();
    let english = story::tell(&game, None, Lang::English);
    let french = story::tell(&game, None, Lang::French);
    assert_eq!(french.len(), english.len(), "one French line per English line");
    let text = french.join("\n");
    for word in
        ["manche 1, joueur 1 (rapide)", "main ", "déplace ", " comme machette", "barrières\u{a0}:"]
    {
        assert!(text.contains(word), "{word:?} in the French story:\n{}", &text[..2000]);
    }
    assert!(french.last().unwrap().starts_with("partie finie à la manche"), "{:?}", french.last());
    // Words of the English story that French never says.
    for (fr, en) in french.iter().zip(&english) {
        for english_word in [" with ", " hand ", "round ", "seat ", " the ", " token", "o'clock"] {
            assert!(!fr.contains(english_word), "{english_word:?} in {fr:?} (English: {en:?})");
        }
    }
}

#[test]
fn the_rules_reasons_are_said_in_french() {
    let b = board("first-course");
    let s = b.start_space(1).unwrap();
    let said = story::explain(&at_start(&b), &RuleError::Occupied(s), Lang::French);
    assert_eq!(said, "un autre pion occupe case Départ 1 (B à 5 h, anneau 3)");
    let mismatch = RuleError::TerrainMismatch {
        space: s,
        terrain: eldorado_core::catalog::Terrain::Start,
        symbol: eldorado_core::catalog::Symbol::Paddle,
    };
    assert_eq!(
        story::explain(&at_start(&b), &mismatch, Lang::French),
        "on ne peut pas pénétrer sur case Départ 1 (B à 5 h, anneau 3) avec une carte pagaie"
    );
    let wrong = RuleError::WrongSymbol {
        played: eldorado_rules::Source::Card(eldorado_rules::CardKind::Explorer),
        symbol: eldorado_core::catalog::Symbol::Coin,
    };
    assert_eq!(
        story::explain(&at_start(&b), &wrong, Lang::French),
        "Savant ne peut pas servir de pièce"
    );
}

/// The reasons that name no space read in English as the engine's own
/// sentence: `eldorado replay` says them as it always has.
#[test]
fn the_rules_reasons_in_english_are_the_engines_sentences() {
    use eldorado_core::catalog::{Blockade, Symbol};
    use eldorado_rules::{CardKind as K, Source, TokenKind as T};
    let b = board("first-course");
    let blockade = Blockade::by_number(3).unwrap();
    let errors = [
        RuleError::GameOver,
        RuleError::WrongPhase("phase 1: finish playing before discarding"),
        RuleError::WrongPhase("phase 2: discard cards or end the turn"),
        RuleError::RemovalPending,
        RuleError::NotInHand(K::Scout),
        RuleError::NoToken(T::SwapHand),
        RuleError::CannotMove(Source::Card(K::Cartographer)),
        RuleError::CannotMove(Source::Token(T::DrawCard)),
        RuleError::NotANative(Source::Token(T::Machete2)),
        RuleError::WrongSymbol { played: Source::Card(K::Explorer), symbol: Symbol::Coin },
        RuleError::EmptyPath,
        RuleError::BlockadeRequirement(blockade),
        RuleError::NotADrawCard(K::JackOfAllTrades),
        RuleError::MustDrawAll { card: K::Cartographer, draw: 2 },
        RuleError::TooManyDraws { card: K::TravelLog, draw: 2 },
        RuleError::NoRemovalPending,
        RuleError::AlreadyBought,
        RuleError::NotBuyable(K::PropPlane),
        RuleError::NotInMarket(K::Native),
        RuleError::TooPoor { card: K::Pioneer, cost: 5, have: "2½".into() },
        RuleError::BadChange(K::TreasureChest),
        RuleError::NothingToKeep,
        RuleError::BadSwap,
        RuleError::NotAnEffectToken(T::Coin1),
    ];
    for e in &errors {
        assert_eq!(story::explain(&at_start(&b), e, Lang::English), e.to_string());
        let fr = story::explain(&at_start(&b), e, Lang::French);
        assert_ne!(fr, e.to_string(), "said in French");
        assert!(!fr.contains("game-"), "{fr}");
    }
}
