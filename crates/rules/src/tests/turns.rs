//! Keeping and discarding, drawing back to four, reshuffling, the end of the
//! game and its tie-breaks (rulebook p.4–5; resolutions A3 and A7 in docs/simulator.md).

use crate::action::{Action, Event, RuleError, Step};
use crate::cards::CardKind as K;
use crate::kit::*;
use crate::state::{Phase, Rules};
use eldorado_core::catalog::Symbol;

const TRACK: &[&str] = &["S1 S2 S3 S4", "J1 J1 J1 J2 J3 FJ", "R1 R1 M  G2 B1 FJ"];

#[test]
fn played_cards_are_discarded_and_each_card_in_hand_kept_or_discarded() {
    let mut st = game(TRACK, 4);
    set_cards(
        &mut st,
        0,
        &[K::Scout, K::Native, K::Pioneer, K::Traveler],
        &[K::Explorer, K::Explorer, K::Sailor],
    );
    place(&mut st, 0, 0, (0, 1));
    {
        let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    assert_eq!(
        refused(&mut st, Action::Discard(K::Native)),
        RuleError::WrongPhase("phase 1: finish playing before discarding")
    );
    ok(&mut st, Action::FinishPlaying);
    assert_eq!(st.phase(), Phase::Discard);
    assert!(matches!(refused(&mut st, Action::Draw(K::Native)), RuleError::WrongPhase(_)));
    assert_eq!(*st.player(0).discard_pile(), cards(&[K::Scout]));
    ok(&mut st, Action::Discard(K::Traveler));
    // Keep the Native and the Pioneer; draw 2 to make 4.
    ok(&mut st, Action::EndTurn);
    let p = st.player(0);
    assert_eq!(p.hand().len(), 4);
    assert!(p.hand().contains(K::Native) && p.hand().contains(K::Pioneer));
    assert_eq!(*p.discard_pile(), cards(&[K::Scout, K::Traveler]));
    assert_eq!(p.draw_pile().len(), 1);
    assert_eq!(st.current(), 1);
}

#[test]
fn there_is_no_hand_limit_when_keeping_cards() {
    // A7: keep five, draw none.
    let mut st = game(TRACK, 4);
    set_cards(
        &mut st,
        0,
        &[K::Scout, K::Native, K::Pioneer, K::Traveler, K::Captain],
        &[K::Explorer],
    );
    end_turn(&mut st);
    assert_eq!(st.player(0).hand().len(), 5);
    assert_eq!(st.player(0).draw_pile().len(), 1);
}

#[test]
fn the_draw_reshuffles_the_discard_pile_with_this_turns_discards() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Traveler, K::Sailor, K::Scout, K::Captain], &[K::Explorer]);
    st.players[0].discard = cards(&[K::Pioneer]);
    ok(
        &mut st,
        Action::Buy {
            card: K::Scout,
            payment: crate::PurchasePayment { cards: cards(&[K::Traveler]), ..Default::default() },
        },
    );
    ok(&mut st, Action::FinishPlaying);
    for k in [K::Sailor, K::Scout, K::Captain] {
        ok(&mut st, Action::Discard(k));
    }
    let ev = ok(&mut st, Action::EndTurn);
    assert!(ev.contains(&Event::Reshuffled { player: 0 }));
    // 1 from the old draw pile, then 3 of the 6 reshuffled cards.
    let p = st.player(0);
    assert_eq!(p.hand().len(), 4);
    assert!(p.hand().contains(K::Explorer));
    assert_eq!(p.draw_pile().len(), 3);
    assert!(p.discard_pile().is_empty());
    assert_eq!(p.deck().len(), 7);
}

#[test]
fn the_round_is_played_to_its_end_after_an_arrival() {
    let mut st = game(TRACK, 3);
    set_cards(&mut st, 0, &[K::Pioneer], &[]);
    place(&mut st, 0, 0, (4, 1));
    {
        let a = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(5, 1)]);
        ok(&mut st, a)
    };
    assert!(st.is_final_round());
    assert!(!st.is_over());
    end_turn(&mut st);
    end_turn(&mut st); // seat 1
    assert!(!st.is_over());
    end_turn(&mut st); // seat 2: the round is over
    assert!(st.is_over());
    let o = st.outcome().unwrap();
    assert_eq!(o.winner, Some(0));
    assert_eq!(o.rounds, 1);
    assert!(!o.stopped_by_cap());
    assert_eq!(refused(&mut st, Action::EndTurn), RuleError::GameOver);
}

#[test]
fn the_last_player_arriving_first_ends_the_game_at_once() {
    let mut st = game(TRACK, 3);
    end_turn(&mut st);
    end_turn(&mut st);
    set_cards(&mut st, 2, &[K::Pioneer, K::Traveler], &[]);
    place(&mut st, 2, 0, (4, 1));
    let ev = {
        let a = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(5, 1)]);
        ok(&mut st, a)
    };
    assert!(ev.contains(&Event::GameOver));
    assert!(st.is_over());
    assert_eq!(st.outcome().unwrap().winner, Some(2));
}

/// Seats 0 and 2 both arrive in round 1, with the blockades given.
fn both_arrive(b0: &[u8], b2: &[u8]) -> Option<u8> {
    let mut st = game(TRACK, 3);
    st.players[0].blockades = b0.iter().copied().collect();
    st.players[2].blockades = b2.iter().copied().collect();
    set_cards(&mut st, 0, &[K::Pioneer], &[]);
    place(&mut st, 0, 0, (4, 1));
    {
        let a = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(5, 1)]);
        ok(&mut st, a)
    };
    end_turn(&mut st);
    end_turn(&mut st);
    set_cards(&mut st, 2, &[K::Native], &[]);
    place(&mut st, 2, 0, (4, 2));
    {
        let s = sp(&st, 5, 2);
        ok(
            &mut st,
            Action::Native {
                piece: 0,
                source: crate::Source::Card(K::Native),
                target: Step::Enter(s),
            },
        )
    };
    assert!(st.is_over());
    st.outcome().unwrap().winner
}

#[test]
fn ties_go_to_the_most_blockades_then_the_highest_numbered_one() {
    // A3.
    assert_eq!(both_arrive(&[1, 2], &[6]), Some(0));
    assert_eq!(both_arrive(&[1], &[5]), Some(2));
    assert_eq!(both_arrive(&[6, 1], &[2, 5]), Some(0));
}

/// French rulebook: players who reached El Dorado in the final round and tie
/// on blockades (here: none at all) lose to the one who got there first.
#[test]
fn a_tie_without_blockades_goes_to_the_first_to_reach_el_dorado() {
    assert_eq!(both_arrive(&[], &[]), Some(0));
    // Seats 1 and 2 arrive, seat 1 first by turn order; seat 0 never does.
    let mut st = game(TRACK, 3);
    end_turn(&mut st);
    for seat in [1, 2] {
        set_cards(&mut st, seat, &[K::Pioneer], &[]);
        place(&mut st, seat, 0, if seat == 1 { (4, 1) } else { (3, 1) });
        let path: &[(i32, i32)] = if seat == 1 { &[(5, 1)] } else { &[(4, 1), (5, 1)] };
        let a = mv(&st, 0, K::Pioneer, Symbol::Machete, path);
        ok(&mut st, a);
        if seat == 1 {
            end_turn(&mut st);
        }
    }
    // Seat 2 is last in turn order: its arrival ends the round and the game.
    assert!(st.is_over());
    assert_eq!(st.outcome().unwrap().winner, Some(1));
    assert!(st.player(1).blockades().is_empty() && st.player(2).blockades().is_empty());
}

#[test]
fn a_game_that_reaches_the_round_cap_is_stopped_without_a_winner() {
    let mut st = game_with(TRACK, 2, Rules { round_cap: 2, ..Rules::default() }, &[]);
    for _ in 0..4 {
        end_turn(&mut st);
    }
    assert!(st.is_over());
    let o = st.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.rounds, 2);
    assert!(o.stopped_by_cap());
}
