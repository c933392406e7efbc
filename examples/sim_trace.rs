//! Plays one game and prints it turn by turn: `cargo run --example sim_trace -- COURSE PLAYERS SEED [bot] [caves]`.

use std::sync::Arc;

use eldorado::course::official;
use eldorado::map::Map;
use eldorado::sim::bots::BotKind;
use eldorado::sim::replay::{bot_rng, start_game};
use eldorado::sim::{Board, GameConfig, Rules};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id = args.get(1).map(String::as_str).unwrap_or("first-course");
    let players: u8 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let bot: BotKind = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(BotKind::Fast);
    let caves = args.get(5).is_some_and(|s| s == "caves");
    let map = Map::build(&official::course(id).expect("official course id")).unwrap();
    let board = Arc::new(Board::from_map(&map).unwrap());
    let config = GameConfig { players, rules: Rules { caves, ..Rules::default() } };
    let (mut state, mut rng, dealt) = start_game(&map, board.clone(), config, seed).unwrap();
    println!("blockades: {:?}", dealt.iter().map(|(s, b)| (map.seam_name(*s), b.number)).collect::<Vec<_>>());
    let mut bots: Vec<_> = (0..players).map(|_| bot.build()).collect();
    let mut brng = bot_rng(seed);
    while !state.is_over() {
        let seat = state.current();
        let p = state.player(seat);
        let at: Vec<String> = p
            .pieces()
            .iter()
            .map(|x| x.at.map_or("home".into(), |s| format!("{s}({} {} d{})", board.terrain(s), board.power(s), board.dist(s))))
            .collect();
        let action = bots[seat as usize].choose(&state, &mut brng);
        if matches!(action, eldorado::sim::Action::Discard(_) | eldorado::sim::Action::EndTurn) {
            state.apply(action, &mut rng).unwrap();
            continue;
        }
        println!("r{} s{} at {:?} hand [{}] deck {} : {}", state.round(), seat, at, state.player(seat).hand(), state.player(seat).deck().len(), action.describe());
        state.apply(action, &mut rng).unwrap();
    }
    println!("{:?}", state.outcome());
}
