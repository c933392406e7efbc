//! Plays a game with fast bots up to a turn and tells what the current
//! player sees there: for looking into a stall.
//!
//!     cargo run --release -p eldorado-tools --bin inspect -- COURSE.json SEED ROUND SEAT [PLAYERS]

use eldorado_core::map::{Map, SpaceId};
use std::sync::Arc;

use eldorado_formats::course_file::parse;
use eldorado_rules::replay::bot_rng;
use eldorado_rules::{Board, GameConfig, Phase, start_game};
use eldorado_sim::bots::BotKind;
use eldorado_sim::bots::gridlock::Gridlock;
use eldorado_words::story::describe;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("course file");
    let course = parse(&text).expect("course");
    let seed: u64 = args[2].parse().unwrap();
    let round: u16 = args[3].parse().unwrap();
    let seat: u8 = args[4].parse::<u8>().unwrap() - 1;
    let players: u8 = args.get(5).and_then(|p| p.parse().ok()).unwrap_or(4);
    let board = Arc::new(Board::from_map(Map::build(&course).expect("valid")).unwrap());
    let plan = eldorado_sim::Plan::new(board.clone());
    let (mut state, mut rng, _) =
        start_game(board.clone(), GameConfig::new(players), seed).unwrap();
    let mut brng = bot_rng(seed);
    if std::env::var("DIFF").is_ok() {
        let (mut a_state, mut a_rng, _) =
            start_game(board.clone(), GameConfig::new(players), seed).unwrap();
        let (mut b_state, mut b_rng, _) =
            start_game(board.clone(), GameConfig::new(players), seed).unwrap();
        let mut shared = eldorado_sim::bots::build(BotKind::Fast);
        let mut own: Vec<_> =
            (0..players).map(|_| eldorado_sim::bots::build(BotKind::Fast)).collect();
        let (mut ar, mut br) = (bot_rng(seed), bot_rng(seed));
        for i in 0..100_000 {
            if a_state.is_over() {
                break;
            }
            let a = shared.choose(&a_state, &plan, &mut ar);
            let b = own[b_state.current() as usize].choose(&b_state, &plan, &mut br);
            if a != b {
                println!(
                    "action {i} round {} seat {}: shared {} own {}",
                    a_state.round(),
                    a_state.current() + 1,
                    a.describe(),
                    b.describe()
                );
                break;
            }
            a_state.apply(a, &mut a_rng).unwrap();
            b_state.apply(b, &mut b_rng).unwrap();
        }
        return;
    }
    let mut bot = eldorado_sim::bots::build(BotKind::Fast);
    let per_seat = std::env::var("PER_SEAT").is_ok();
    let mut bots: Vec<_> = (0..players).map(|_| eldorado_sim::bots::build(BotKind::Fast)).collect();
    while !state.is_over() && (state.round() != round || state.current() != seat) {
        let a = if per_seat {
            bots[state.current() as usize].choose(&state, &plan, &mut brng)
        } else {
            bot.choose(&state, &plan, &mut brng)
        };
        state.apply(a, &mut rng).unwrap();
    }
    let at = |s: SpaceId| {
        let h = board.hex(s);
        format!("({}, {}) {}", h.x, h.y, board.map().space(s).describe())
    };
    for (i, p) in state.players().iter().enumerate() {
        for (j, x) in p.pieces().iter().enumerate() {
            println!(
                "seat {} piece {}: {} hopeless {} last moved {} deck {} hand {}",
                i + 1,
                j + 1,
                x.at.map(at).unwrap_or_default(),
                eldorado_sim::Prospects::new(&state, &plan).hopeless(i as u8, j as u8),
                p.last_moved(),
                p.deck(),
                p.hand()
            );
        }
    }
    let market: Vec<String> = eldorado_rules::CardKind::ALL
        .iter()
        .filter(|k| state.market().left(**k) > 0)
        .map(|k| format!("{k} {}", state.market().left(*k)))
        .collect();
    println!("market: {}", market.join(", "));
    if let Some(g) = Gridlock::of(&state, &plan, true) {
        let me = state.current_player();
        let ways: Vec<String> = g.ways_out.iter().map(|&s| at(s)).collect();
        println!(
            "blockers {:?}; can clear {}; ways out: {}",
            g.blockers.iter().map(|b| at(b.0)).collect::<Vec<_>>(),
            g.can_clear,
            ways.join(", ")
        );
        for (j, x) in me.pieces().iter().enumerate() {
            if let Some(s) = x.at {
                println!(
                    "piece {}: walled {} jam {} aside {} hopeless {}",
                    j + 1,
                    g.walled[s],
                    g.jam(&state, (s, s)),
                    g.aside(s),
                    g.hopeless[j]
                );
                for (n, _) in board.exits(s) {
                    println!(
                        "   next to {}: wanted {} jam {} walled {} occupied {}",
                        at(n),
                        !g.aside(n),
                        g.jam(&state, (s, n)),
                        g.walled[n],
                        state.is_occupied(n)
                    );
                }
            }
        }
    }
    // The way each piece of the current player would take, with who holds it.
    let caps = eldorado_sim::bots::eval::deck_caps(&state.current_player().deck());
    for (j, x) in state.current_player().pieces().iter().enumerate() {
        let Some(mut s) = x.at else { continue };
        let mut way = Vec::new();
        for _ in 0..12 {
            let Some(n) = plan.next_for(caps, s) else { break };
            way.push(format!(
                "{} d{}{}",
                at(n),
                eldorado_sim::bots::eval::Dist::new(&state, &plan, state.current()).of(n),
                if state.is_occupied(n) { " [held]" } else { "" }
            ));
            s = n;
        }
        let d0 =
            eldorado_sim::bots::eval::Dist::new(&state, &plan, state.current()).of(x.at.unwrap());
        println!("piece {} d{d0} way (caps {caps:?}): {}", j + 1, way.join(" → "));
    }
    while !state.is_over() && state.current() == seat {
        let a = bot.choose(&state, &plan, &mut brng);
        println!("  {}", describe(&state, &a, eldorado_messages::Lang::English));
        let end = state.phase() == Phase::Discard && a == eldorado_rules::Action::EndTurn;
        state.apply(a, &mut rng).unwrap();
        if end {
            break;
        }
    }
}
