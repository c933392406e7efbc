//! The strong bot's turn planner and cost-to-go on hand-set positions: it
//! buys for the terrain ahead, it knows a bought card waits for the
//! reshuffle, and it beats the fast bot where that matters.

use crate::bots::Bot;
use crate::bots::cost_to_go::{CostWeights, turns_left};
use crate::bots::strong::{StrongBot, StrongParams};
use crate::plan::Plan;
use eldorado_rules::action::Action;
use eldorado_rules::cards::CardKind as K;
use eldorado_rules::kit::{
    add_to_discard, game_with, place, rng, set_cards, set_current, set_market, set_removals,
};
use eldorado_rules::market::Market;
use eldorado_rules::replay::bot_rng;
use eldorado_rules::state::{GameState, Phase, Rules};

/// A straight track of eight spaces of `terrain` ("R1", "J1") to El Dorado,
/// with player 0 on its first space holding 2 coins, an Explorer and a
/// Sailor, and a market of a Captain (paddle 3, 2 coins), a Scout (machete 2,
/// 1 coin) and a Photographer (coin 2, 2 coins). The others hold no cards.
fn track(terrain: &str) -> GameState {
    let row = format!("{} FR", [terrain; 8].join(" "));
    let mut st = game_with(&["S1 S2 S3 S4", &row], 3, Rules::default(), &[]);
    let piles = [K::Captain, K::Scout, K::Photographer];
    set_market(
        &mut st,
        Market::with(
            [Some(piles[0]), Some(piles[1]), Some(piles[2]), None, None, None],
            &piles.map(|k| (k, 3)),
        ),
    );
    set_cards(
        &mut st,
        0,
        &[K::Traveler, K::Traveler, K::Explorer, K::Sailor],
        &[K::Explorer, K::Sailor, K::Traveler, K::Traveler],
    );
    for seat in [1, 2] {
        set_cards(&mut st, seat, &[], &[]);
    }
    place(&mut st, 0, 0, (0, 1));
    st
}

/// The cards player 0 buys in its first turn with the default strong bot.
fn bought_in_first_turn(mut st: GameState) -> Vec<K> {
    let mut bot = StrongBot::new();
    let plan = Plan::new(st.board().clone());
    let (mut rng, mut brng) = (rng(), bot_rng(1));
    let mut bought = Vec::new();
    while st.current() == 0 && st.phase() == Phase::Play {
        let a = bot.choose(&st, &plan, &mut brng);
        if let Action::Buy { card, .. } = a {
            bought.push(card);
        }
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{}: {e}", a.describe()));
    }
    bought
}

#[test]
fn the_planner_buys_the_card_the_terrain_ahead_needs() {
    assert_eq!(bought_in_first_turn(track("R1")), vec![K::Captain], "rivers ahead: a paddle");
    assert_eq!(bought_in_first_turn(track("J1")), vec![K::Scout], "jungle ahead: a machete");
}

#[test]
fn a_deck_strong_in_the_symbol_ahead_needs_fewer_turns() {
    let w = CostWeights::default();
    let mut st = track("R1");
    let base = [K::Explorer, K::Explorer, K::Sailor, K::Sailor, K::Traveler, K::Traveler];
    let with = |st: &mut GameState, extra: K| {
        let mut hand = base.to_vec();
        hand.push(extra);
        set_cards(st, 0, &hand, &[]);
        turns_left(st, &Plan::new(st.board().clone()), 0, None, &w)
    };
    let paddle = with(&mut st, K::Captain);
    let machete = with(&mut st, K::Trailblazer);
    assert!(paddle < machete, "on rivers a Captain beats a Trailblazer: {paddle} ≥ {machete}");
    let mut jungle = track("J1");
    let paddle = with(&mut jungle, K::Captain);
    let machete = with(&mut jungle, K::Trailblazer);
    assert!(machete < paddle, "in the jungle a Trailblazer beats a Captain: {machete} ≥ {paddle}");
}

#[test]
fn a_card_bought_counts_from_the_reshuffle_on() {
    let w = CostWeights::default();
    let mut st = track("R1");
    let deck =
        [K::Explorer, K::Explorer, K::Sailor, K::Sailor, K::Traveler, K::Traveler, K::Sailor];
    // The Captain just bought lies on the discard pile; the draw pile holds
    // the rest of the deck (long wait) or nothing (it comes back next turn).
    let gain = |st: &mut GameState, draw: &[K], hand: &[K]| {
        set_cards(st, 0, hand, draw);
        let plan = Plan::new(st.board().clone());
        let without = turns_left(st, &plan, 0, None, &w);
        add_to_discard(st, 0, K::Captain);
        let with = turns_left(st, &plan, 0, Some(K::Captain), &w);
        without - with
    };
    let soon = gain(&mut st, &[], &deck);
    let late = gain(&mut st, &deck, &[]);
    assert!(soon > late && late >= 0.0, "bought now, back soon {soon} vs late {late}");
}

/// Player 0 two river spaces from El Dorado, having just played a Scientist:
/// two Sailors in hand (a paddle each, both needed to get in), a removal
/// pending, and Captains waiting in the draw pile, so that by the cards'
/// table value a Sailor is the deck's weak card.
fn scientist_next_to_el_dorado() -> GameState {
    let mut st = track("R1");
    set_cards(
        &mut st,
        0,
        &[K::Sailor, K::Sailor],
        &[K::Captain, K::Captain, K::Captain, K::Explorer, K::Captain, K::Captain],
    );
    place(&mut st, 0, 0, (6, 1));
    set_removals(&mut st, 1);
    st
}

#[test]
fn a_planned_removal_keeps_the_card_that_reaches_el_dorado() {
    let (mut rng, mut brng) = (rng(), bot_rng(1));
    // The table-value rule removes the Sailor, the weakest card of a deck of Captains ...
    let mut by_value =
        StrongBot::with_params(StrongParams { plan_removals: false, ..Default::default() });
    let st = scientist_next_to_el_dorado();
    let plan = Plan::new(st.board().clone());
    assert_eq!(by_value.choose(&st, &plan, &mut brng), Action::RemoveCard(K::Sailor));
    // ... the planner sees both Sailors are this turn's way in and keeps them.
    let mut bot = StrongBot::new();
    let mut st = scientist_next_to_el_dorado();
    let removal = bot.choose(&st, &plan, &mut brng);
    assert_eq!(removal, Action::StopRemoving, "both Sailors stay");
    while st.current() == 0 && st.phase() == Phase::Play {
        let a = bot.choose(&st, &plan, &mut brng);
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{}: {e}", a.describe()));
    }
    assert!(st.player(0).completed().is_some(), "player 0 reaches El Dorado this turn");
}

/// The first `decisions` turn plans of 3 strong bots with `params` in the
/// First course game of seed `seed`: each plan's first action.
fn first_plans(params: StrongParams, seed: u64, decisions: usize) -> Vec<Action> {
    use eldorado_core::course::official;
    use eldorado_core::map::Map;
    use eldorado_rules::replay::{game_seed, start_game};
    use eldorado_rules::{Board, GameConfig};
    use std::sync::Arc;
    let course = official::course("first-course").unwrap();
    let board = Arc::new(Board::from_map(Map::build(&course).unwrap()).unwrap());
    let s = game_seed(seed, 0);
    let (mut st, mut rng, _) = start_game(board, GameConfig::new(3), s).unwrap();
    let mut bot = StrongBot::with_params(params);
    let plan = Plan::new(st.board().clone());
    let mut brng = bot_rng(s);
    let mut firsts = Vec::new();
    // The same bot plays every seat: a plan is made at the first play action of a turn.
    let mut turn = None;
    while !st.is_over() && firsts.len() < decisions {
        let a = bot.choose(&st, &plan, &mut brng);
        let this = (st.current(), st.round());
        if st.phase() == Phase::Play && turn != Some(this) {
            turn = Some(this);
            firsts.push(a);
        }
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{}: {e}", a.describe()));
    }
    firsts
}

#[test]
fn the_lookahead_overrules_the_cost_to_go_s_ranking() {
    let one = StrongParams { candidates: 1, ..Default::default() };
    let plain = first_plans(one, 1, 6);
    let ahead = first_plans(StrongParams::default(), 1, 6);
    assert_eq!(plain.len(), 6);
    // The sampled next turns choose other ends than the cost-to-go alone.
    assert_ne!(plain, ahead, "1 end and 6 ends chose the same first plays");
}

/// The last seat (of 3) two river spaces from El Dorado with two Sailors,
/// and coins for a Captain: its arrival ends the game at once.
fn last_seat_next_to_el_dorado() -> GameState {
    let mut st = track("R1");
    set_cards(
        &mut st,
        2,
        &[K::Sailor, K::Sailor, K::Traveler, K::Traveler],
        &[K::Explorer, K::Explorer, K::Explorer, K::Sailor],
    );
    place(&mut st, 2, 0, (6, 1));
    set_current(&mut st, 2);
    st
}

#[test]
fn the_last_seat_takes_el_dorado_when_it_can() {
    let (mut rng, mut brng) = (rng(), bot_rng(1));
    let mut st = last_seat_next_to_el_dorado();
    let mut bot = StrongBot::new();
    let plan = Plan::new(st.board().clone());
    while !st.is_over() && st.current() == 2 && st.phase() == Phase::Play {
        let a = bot.choose(&st, &plan, &mut brng);
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{}: {e}", a.describe()));
    }
    // The arriving line's closing action comes after the game's end: the
    // lookahead must still rate the line, and choose it.
    assert!(st.player(2).completed().is_some(), "the last seat reaches El Dorado this turn");
    assert!(st.is_over(), "and the game ends with it");
}
