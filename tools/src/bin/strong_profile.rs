//! What the strong bot's games look like (development tool): per purchase
//! round, the cards bought, how many cards it removes (base camps, Scientist,
//! Travel Log) and its deck at the end, over games seeded as `simulate --seed 1`:
//! `cargo run --release -p eldorado-tools --bin strong_profile -- [games] [bot] [name=value ...]`
//! with bot `strong` (default) or `fast`, and the strong bot's cost-to-go
//! weights by the names of `eldorado_tools::weights::NAMES`.

use std::collections::BTreeMap;
use std::sync::Arc;

use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_rules::action::Action;
use eldorado_rules::replay::{bot_rng, start_game};
use eldorado_rules::{Board, GameConfig, game_seed};
use eldorado_sim::Plan;
use eldorado_sim::bots::Bot;
use eldorado_sim::bots::fast::FastBot;
use eldorado_sim::bots::strong::{StrongBot, StrongParams};
use eldorado_tools::weights::{NAMES, from_vec, to_vec};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(50);
    let kind = args.get(2).cloned().unwrap_or_else(|| "strong".into());
    let mut params = StrongParams::default();
    for a in args.iter().skip(3) {
        let (name, value) =
            a.split_once('=').unwrap_or_else(|| panic!("expected name=value, got {a}"));
        let i = NAMES
            .iter()
            .position(|n| *n == name)
            .unwrap_or_else(|| panic!("unknown weight {name}"));
        let mut v = to_vec(&params.cost);
        v[i] = value.parse().unwrap_or_else(|_| panic!("bad value in {a}"));
        params.cost = from_vec(v);
    }
    let course = official::course("first-course").expect("the First course");
    let board = Arc::new(Board::from_map(Map::build(&course).expect("builds")).expect("board"));
    let plan = Plan::new(board.clone());
    let mut bought: BTreeMap<String, u32> = BTreeMap::new();
    let mut by_round = [0u32; 40];
    let mut removed = 0u32;
    let mut end_deck = 0usize;
    let mut seats = 0u32;
    for index in 0..games {
        let seed = game_seed(1, index);
        let (mut st, mut rng, _) =
            start_game(board.clone(), GameConfig::new(3), seed).expect("starts");
        let mut bots: Vec<Box<dyn Bot>> = (0..3)
            .map(|_| -> Box<dyn Bot> {
                if kind == "fast" {
                    Box::new(FastBot::new())
                } else {
                    Box::new(StrongBot::with_params(params))
                }
            })
            .collect();
        let mut brng = bot_rng(seed);
        while !st.is_over() {
            let a = bots[st.current() as usize].choose(&st, &plan, &mut brng);
            let before = st.current_player().removed().len();
            let round = st.round() as usize;
            if let Action::Buy { card, .. } | Action::Transmit(card) = a {
                *bought.entry(format!("{card:?}")).or_default() += 1;
                by_round[round.min(39)] += 1;
            }
            let seat = st.current();
            st.apply(a, &mut rng).expect("legal");
            removed += (st.player(seat).removed().len() - before) as u32;
        }
        for p in st.players() {
            end_deck += p.deck().len();
            seats += 1;
        }
    }
    let n = seats as f32;
    println!("{kind}: {games} games, per player:");
    println!(
        "  cards removed {:.2}, deck at the end {:.2}",
        removed as f32 / n,
        end_deck as f32 / n
    );
    let total: u32 = bought.values().sum();
    println!("  cards bought {:.2}", total as f32 / n);
    for (k, c) in &bought {
        println!("    {k:<18} {:.2}", *c as f32 / n);
    }
    print!("  bought by round:");
    for (r, c) in by_round.iter().enumerate().skip(1) {
        if *c > 0 {
            print!(" {r}:{:.2}", *c as f32 / n);
        }
    }
    println!();
}
