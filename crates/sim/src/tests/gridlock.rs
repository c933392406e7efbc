//! Pieces that block each other: the bots break it, and a stall names its
//! true cause and where it showed.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::kit::*;
use crate::bots::Bot;
use crate::bots::fast::{FastBot, FastParams};
use crate::engine::board::Sp;
use crate::engine::cards::CardKind as K;
use crate::engine::market::Market;
use crate::engine::state::{GameState, Outcome, Rules, StallReason};

/// A two-wide passage (rows 1 and 2) that narrows to a one-space neck, a
/// village 1 at (6, 1), then a river 4 at (7, 1) before El Dorado. Start
/// spaces sit above the passage's mouth.
const PASSAGE: &[&str] =
    &["S1 S2 S3 S4 M  M  M  M  M", "J1 J1 J1 J1 J1 J1 V1 R4 FJ", "J1 J1 J1 J1 J1 J1 M  M  M"];

/// Three players: seat 1 stands in the neck with a deck that can never pay
/// the river 4 (no Prop Plane, no Native left in the market); seat 2 waits
/// right behind it holding a Native, which enters any space; seat 3, as
/// stuck as seat 1, stands back in the passage.
fn boxed_in(round_cap: u16) -> GameState {
    let mut st = game_with(PASSAGE, 3, Rules { round_cap, ..Rules::default() }, &[]);
    st.market = Market::with([Some(K::Scout), None, None, None, None, None], &[(K::Scout, 3)]);
    let starting = [K::Explorer, K::Explorer, K::Traveler, K::Traveler];
    set_cards(&mut st, 0, &[K::Explorer, K::Traveler, K::Traveler, K::Sailor], &starting);
    set_cards(&mut st, 1, &[K::Explorer, K::Traveler, K::Traveler, K::Native], &starting);
    set_cards(&mut st, 2, &[K::Explorer, K::Traveler, K::Traveler, K::Sailor], &starting);
    place(&mut st, 0, 0, (6, 1));
    place(&mut st, 1, 0, (5, 1));
    place(&mut st, 2, 0, (1, 2));
    st
}

/// Plays the game out with one fast bot for every seat.
fn play_out(mut st: GameState, params: FastParams) -> Outcome {
    let mut bot = FastBot::with_params(params);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut brng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..100_000 {
        if st.is_over() {
            break;
        }
        let a = bot.choose(&st, &mut brng);
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()));
    }
    st.outcome().expect("the game ends").clone()
}

#[test]
fn a_piece_that_can_never_pass_steps_aside_and_the_game_ends() {
    let st = boxed_in(40);
    assert!(st.hopeless(0, 0), "seat 1 can never pay the river 4");
    assert!(!st.hopeless(1, 0), "seat 2 holds a Native");
    // The bots before: seat 1 waits in the neck for ever.
    let old = play_out(st.clone(), FastParams { break_gridlock: false, ..FastParams::default() });
    assert_eq!(old.stalled, Some(StallReason::Blocked), "{old:?}");
    assert_eq!(old.stall_at, Some(sp(&st, 6, 1)), "the neck is where it shows");
    // Now: seat 1 steps back out of the neck and seat 2 goes through.
    let new = play_out(st, FastParams::default());
    assert_eq!(new.stalled, None, "{new:?}");
    assert_eq!(new.winner, Some(1));
    assert!(new.rounds < 15, "{new:?}");
}

/// Ends the game at the cap after one round of passing.
fn stall_now(mut st: GameState) -> Outcome {
    for _ in 0..st.players().len() {
        end_turn(&mut st);
    }
    st.outcome().expect("the cap ends the game").clone()
}

#[test]
fn a_stall_is_put_down_to_pieces_blocking_each_other_where_they_do() {
    let o = stall_now(boxed_in(1));
    assert_eq!((o.stalled, o.stall_at), (Some(StallReason::Blocked), Some(sp(&boxed_in(1), 6, 1))));
    assert_eq!(StallReason::Blocked.describe(), "pieces block each other");
    // Without the Native, nobody could ever pay the river: the cards are
    // gone, whoever stands where.
    let mut st = boxed_in(1);
    set_cards(&mut st, 1, &[K::Explorer, K::Traveler, K::Traveler, K::Sailor], &[K::Explorer]);
    let o = stall_now(st.clone());
    assert_eq!((o.stalled, o.stall_at), (Some(StallReason::CardsGone), Some(sp(&st, 7, 1))));
}

#[test]
fn a_deck_too_poor_to_buy_what_the_way_needs_is_named() {
    // A river 3 before El Dorado, a Captain (2 coins) in the market, and a
    // deck thinned to machetes worth ½ coin each: two of them never buy it.
    let rows = &["S1 S2 S3 S4", "J1 R3 FJ"];
    let mut st = game_with(rows, 3, Rules { round_cap: 1, ..Rules::default() }, &[]);
    st.market = Market::with([None, None, None, None, None, None], &[(K::Captain, 3)]);
    for seat in 0..3 {
        set_cards(&mut st, seat, &[K::Explorer, K::Explorer], &[]);
    }
    assert_eq!(st.hold_up(0, 0), Some((StallReason::TooPoor, Some(sp(&st, 1, 1)))));
    // With four cards of ½ coin, two coins buy the Captain: only slow.
    set_cards(&mut st, 0, &[K::Explorer, K::Explorer, K::Explorer, K::Explorer], &[]);
    assert_eq!(st.hold_up(0, 0), Some((StallReason::Slow, None)));
}

#[test]
fn a_deck_with_too_few_cards_for_a_base_camp_is_named() {
    let rows = &["S1 S2 S3 S4", "J1 B3 FJ"];
    let mut st = game_with(rows, 3, Rules { round_cap: 1, ..Rules::default() }, &[]);
    for seat in 0..3 {
        set_cards(&mut st, seat, &[K::Explorer, K::Traveler], &[]);
    }
    assert_eq!(st.hold_up(0, 0), Some((StallReason::ThinDeck, Some(sp(&st, 1, 1)))));
}

#[test]
fn the_stall_is_the_least_hopeless_players() {
    // Seat 1 can never pay the river 4; seat 2 could (a Native) but waits
    // behind seat 1; seat 3, past the neck, has a free way: it was only slow.
    let mut st = boxed_in(1);
    set_cards(&mut st, 2, &[K::Native], &[]);
    place(&mut st, 2, 0, (7, 1));
    assert_eq!(stall_now(st).stalled, Some(StallReason::Slow));
}

#[test]
fn a_hopeless_piece_is_only_one_that_can_never_finish() {
    let st = boxed_in(40);
    let spaces: Vec<Sp> = st.players().iter().map(|p| p.pieces()[0].at.unwrap()).collect();
    assert_eq!(spaces[0], sp(&st, 6, 1));
    assert!(st.hopeless(0, 0) && !st.hopeless(1, 0) && st.hopeless(2, 0));
    // A Prop Plane in the market gives them hope.
    let mut st = st;
    st.market = Market::with([None, None, None, None, None, None], &[(K::PropPlane, 1)]);
    assert!(!st.hopeless(0, 0) && !st.hopeless(2, 0));
    assert_eq!(st.obtainable_power(0), Some([4, 4, 4]));
}
