//! The judgement of games the round cap stopped: why they got nowhere, and where.

use super::{hold_up, judged};
use crate::plan::Plan;
use crate::stall::{Stall, StallReason, stall_words};
use eldorado_rules::cards::CardKind as K;
use eldorado_rules::kit::*;
use eldorado_rules::market::Market;
use eldorado_rules::state::Rules;

const TRACK: &[&str] = &["S1 S2 S3 S4", "J1 J1 J1 J2 J3 FJ", "R1 R1 M  G2 B1 FJ"];

#[test]
fn a_game_that_reaches_the_round_cap_stalls_with_a_reason() {
    let mut st = game_with(TRACK, 2, Rules { round_cap: 2, ..Rules::default() }, &[]);
    for _ in 0..4 {
        end_turn(&mut st);
    }
    assert!(st.is_over());
    let o = st.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.rounds, 2);
    assert!(o.stopped_by_cap());
    assert_eq!(judged(&st).reason, StallReason::Slow);
    let plan = Plan::new(st.board().clone());
    assert_eq!(
        stall_words(&st, &plan, eldorado_messages::Lang::English).as_deref(),
        Some("the players were too slow")
    );
}

/// A one-lane track: seat 2 stands on the last space before El Dorado with
/// a deck of coins that can never pay the jungle (no machete left in the
/// market); the others, who could, wait behind it. The stall is the pieces
/// blocking each other, at seat 2's space, though seat 2's own cards are gone.
#[test]
fn a_boxed_in_piece_is_named_as_the_reason_of_a_stall_with_where() {
    let rows = &["S1 S2 S3 S4", "J1 J1 J1 J1 J1 FJ"];
    let mut st = game_with(rows, 4, Rules { round_cap: 1, ..Rules::default() }, &[]);
    set_market(&mut st, Market::with([None, None, None, None, None, None], &[(K::Captain, 3)]));
    set_cards(&mut st, 1, &[K::Traveler, K::Traveler], &[K::Traveler]);
    place(&mut st, 0, 0, (3, 1));
    place(&mut st, 1, 0, (4, 1));
    for _ in 0..4 {
        end_turn(&mut st);
    }
    assert!(st.outcome().unwrap().stopped_by_cap());
    assert_eq!(judged(&st), Stall { reason: StallReason::Blocked, at: Some(sp(&st, 4, 1)) });
}

/// A river 3 neck before El Dorado and starting decks (paddle 1 at most):
/// with a Captain or a Prop Plane left in the market the game is not lost,
/// only too slow; with every card that could pay the river gone from the
/// market and from the decks, it is. Where a way round is open (a jungle 2
/// a Scout pays), the reason is the next space of the cheapest route; where
/// the way round needs a Pioneer the starting deck can't afford, the deck is
/// too poor.
#[test]
fn a_stall_says_when_every_card_that_could_pay_the_way_is_gone() {
    // What holds up the piece on start space 2, next to the river.
    let held = |rows: &[&str], left: &[(K, u8)]| {
        let mut st = game_with(rows, 3, Rules { round_cap: 1, ..Rules::default() }, &[]);
        set_market(&mut st, Market::with([Some(K::Scout), None, None, None, None, None], left));
        hold_up(&st, 1, 0).map(|h| h.0)
    };
    let neck = &["S1 S2 S3 S4", "J1 R3 FJ"];
    assert_eq!(held(neck, &[(K::Scout, 3), (K::Captain, 1)]), Some(StallReason::Slow));
    assert_eq!(held(neck, &[(K::Scout, 3), (K::PropPlane, 1)]), Some(StallReason::Slow));
    assert_eq!(held(neck, &[(K::Scout, 3), (K::Adventurer, 3)]), Some(StallReason::CardsGone));
    // The river is the cheapest way, but the jungle 2 round it is open to a Scout.
    let round = &["S1 S2 S3 S4", "J1 R3 FJ", "J2 J2 .."];
    assert_eq!(held(round, &[(K::Scout, 3)]), Some(StallReason::NoCards));
    // A Pioneer (5 coins) would pay a jungle 3 round it, but the starting
    // deck's richest hand is 4 coins and nothing else is for sale.
    let dear = &["S1 S2 S3 S4", "J1 R3 FJ", "J3 J3 .."];
    assert_eq!(held(dear, &[(K::Pioneer, 3)]), Some(StallReason::TooPoor));
    assert_eq!(
        StallReason::CardsGone.said(eldorado_messages::Lang::English),
        "every card that could pay for the way ahead is gone from the market and the decks"
    );
    // The game as a whole: seat 3 starts next to El Dorado, so with every
    // paddle gone the game still stalled only for being slow.
    let mut st = game_with(neck, 3, Rules { round_cap: 1, ..Rules::default() }, &[]);
    set_market(
        &mut st,
        Market::with([Some(K::Scout), None, None, None, None, None], &[(K::Scout, 3)]),
    );
    for _ in 0..3 {
        end_turn(&mut st);
    }
    assert_eq!(judged(&st).reason, StallReason::Slow);
}
