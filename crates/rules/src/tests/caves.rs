//! The caves variant: piles of four tokens, exploring on a stop, the
//! re-explore rule and the effect of every token (rulebook p.7; resolutions
//! A10–A12 in docs/simulator.md).

use crate::action::{Action, Event, PurchasePayment, RuleError, Source, Step, TokenUse};
use crate::cards::{CardKind as K, TokenKind as T};
use crate::kit::*;
use crate::state::{GameState, Rules};
use eldorado_core::catalog::Symbol;
use eldorado_core::map::SeamId;

/// A jungle track; the cave at (1, 2) touches (1, 1) and (2, 1) but not (0, 1) or (3, 1).
const CAVE: &[&str] = &["S1 S2 S3 S4", "J1 J1 J1 J1 V1 FJ", "J1 C  .. .. .. .."];

fn caves_game(players: u8) -> GameState {
    let mut st = game_with(CAVE, players, Rules { caves: true, ..Rules::default() }, &[]);
    place(&mut st, 0, 0, (0, 1));
    st
}

/// Sets the cave's pile; the last token is on top.
fn pile(st: &mut GameState, tokens: &[T]) {
    st.piles[0] = tokens.iter().copied().collect();
}

fn give(st: &mut GameState, seat: u8, t: T) {
    st.players[seat as usize].tokens[t as usize] += 1;
    // Keep the token count whole: it came from the box.
    st.undealt[t as usize] -= 1;
}

#[test]
fn each_cave_gets_a_pile_of_four_and_only_in_the_caves_variant() {
    let st = caves_game(4);
    assert_eq!(st.cave_piles().map(|p| p.len()).collect::<Vec<_>>(), [4]);
    st.check_invariants().unwrap();
    let plain = game(CAVE, 4);
    assert_eq!(plain.cave_piles().count(), 0);
}

#[test]
fn a_stop_next_to_a_cave_takes_its_top_token_and_passing_takes_none() {
    let mut st = caves_game(4);
    pile(&mut st, &[T::Coin1, T::Machete2, T::Machete1]);
    set_cards(&mut st, 0, &[K::Trailblazer, K::Explorer], &[]);
    // Through (1,1) and (2,1), both next to the cave, to (3,1): a pass, no stop.
    let ev = {
        let a = mv(&st, 0, K::Trailblazer, Symbol::Machete, &[(1, 1), (2, 1), (3, 1)]);
        ok_and_explore(&mut st, a)
    };
    assert!(!ev.iter().any(|e| matches!(e, Event::CaveToken { .. })));
    // Back to (2,1): a stop next to the cave.
    let ev = {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(2, 1)]);
        ok_and_explore(&mut st, a)
    };
    assert!(ev.contains(&Event::CaveToken { player: 0, cave: 0, token: T::Machete1 }));
    assert_eq!(st.player(0).tokens()[T::Machete1 as usize], 1);
    assert_eq!(st.cave_piles().next().unwrap().len(), 2);
}

#[test]
fn the_same_cave_is_explored_again_only_after_a_stop_away_from_it() {
    let mut st = caves_game(4);
    pile(&mut st, &[T::Coin1, T::Coin2, T::DrawCard, T::Machete1]);
    set_cards(&mut st, 0, &[K::Explorer, K::Explorer, K::Explorer, K::Explorer], &[]);
    let step = |st: &mut GameState, q, r| {
        let a = mv(st, 0, K::Explorer, Symbol::Machete, &[(q, r)]);
        ok_and_explore(st, a).iter().filter(|e| matches!(e, Event::CaveToken { .. })).count()
    };
    assert_eq!(step(&mut st, 1, 1), 1);
    // Along the cave: nothing.
    assert_eq!(step(&mut st, 2, 1), 0);
    // Away, then back: a new token.
    assert_eq!(step(&mut st, 3, 1), 0);
    assert_eq!(step(&mut st, 2, 1), 1);
}

#[test]
fn a_token_found_can_be_used_at_once() {
    let mut st = caves_game(4);
    pile(&mut st, &[T::Machete1]);
    set_cards(&mut st, 0, &[K::Explorer], &[]);
    {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
        ok_and_explore(&mut st, a)
    };
    let a = {
        let s = sp(&st, 2, 1);
        Action::Move {
            piece: 0,
            source: Source::Token(T::Machete1),
            symbol: Symbol::Machete,
            path: [Step::Enter(s)].into_iter().collect(),
        }
    };
    let ev = ok(&mut st, a);
    assert!(ev.contains(&Event::TokenUsed { player: 0, token: T::Machete1 }));
    assert_eq!(st.tokens_used()[T::Machete1 as usize], 1);
    assert_eq!(st.player(0).tokens()[T::Machete1 as usize], 0);
    assert_eq!(refused(&mut st, a), RuleError::NoToken(T::Machete1));
}

#[test]
fn movement_tokens_move_by_their_symbol_and_coin_tokens_also_pay() {
    let mut st = caves_game(4);
    give(&mut st, 0, T::Machete2);
    give(&mut st, 0, T::Coin2);
    give(&mut st, 0, T::Coin1);
    set_cards(&mut st, 0, &[], &[]);
    let wrong = {
        let s = sp(&st, 1, 1);
        Action::Move {
            piece: 0,
            source: Source::Token(T::Machete2),
            symbol: Symbol::Paddle,
            path: [Step::Enter(s)].into_iter().collect(),
        }
    };
    assert!(matches!(refused(&mut st, wrong), RuleError::WrongSymbol { .. }));
    let a = {
        let (a, b) = (sp(&st, 1, 1), sp(&st, 2, 1));
        Action::Move {
            piece: 0,
            source: Source::Token(T::Machete2),
            symbol: Symbol::Machete,
            path: [Step::Enter(a), Step::Enter(b)].into_iter().collect(),
        }
    };
    ok(&mut st, a);
    ok(
        &mut st,
        Action::Buy {
            card: K::Trailblazer,
            payment: PurchasePayment { coin1: 1, coin2: 1, ..PurchasePayment::default() },
        },
    );
    assert!(st.player(0).gained().contains(K::Trailblazer));
}

#[test]
fn the_draw_token_draws_one_playable_card() {
    let mut st = caves_game(4);
    give(&mut st, 0, T::DrawCard);
    set_cards(&mut st, 0, &[], &[K::Scout]);
    ok(&mut st, Action::Token(TokenUse::DrawCard));
    assert_eq!(*st.player(0).hand(), cards(&[K::Scout]));
}

#[test]
fn the_remove_token_removes_a_card_in_hand() {
    let mut st = caves_game(4);
    give(&mut st, 0, T::RemoveCard);
    set_cards(&mut st, 0, &[K::Traveler], &[]);
    assert_eq!(
        refused(&mut st, Action::Token(TokenUse::RemoveCard(K::Sailor))),
        RuleError::NotInHand(K::Sailor)
    );
    ok(&mut st, Action::Token(TokenUse::RemoveCard(K::Traveler)));
    assert_eq!(*st.player(0).removed(), cards(&[K::Traveler]));
}

#[test]
fn the_swap_token_puts_cards_into_play_and_draws_as_many() {
    let mut st = caves_game(4);
    give(&mut st, 0, T::SwapHand);
    set_cards(
        &mut st,
        0,
        &[K::Traveler, K::Sailor, K::Explorer],
        &[K::Pioneer, K::Captain, K::Native],
    );
    let five = cards(&[K::Traveler, K::Sailor, K::Explorer, K::Explorer, K::Explorer]);
    assert_eq!(refused(&mut st, Action::Token(TokenUse::SwapHand(five))), RuleError::BadSwap);
    ok(&mut st, Action::Token(TokenUse::SwapHand(cards(&[K::Traveler, K::Sailor]))));
    assert_eq!(*st.player(0).played(), cards(&[K::Traveler, K::Sailor]));
    assert_eq!(st.player(0).hand().len(), 3);
    assert!(st.player(0).hand().contains(K::Explorer));
}

#[test]
fn the_keep_item_token_saves_an_item_just_used() {
    let mut st = caves_game(4);
    give(&mut st, 0, T::KeepItem);
    set_cards(&mut st, 0, &[K::GiantMachete, K::Explorer], &[]);
    assert_eq!(
        refused(&mut st, Action::Token(TokenUse::KeepItem(K::GiantMachete))),
        RuleError::NothingToKeep
    );
    {
        let a = mv(&st, 0, K::GiantMachete, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    ok(&mut st, Action::Token(TokenUse::KeepItem(K::GiantMachete)));
    assert!(st.player(0).removed().is_empty());
    assert!(st.player(0).played().contains(K::GiantMachete));
    ok(&mut st, Action::FinishPlaying);
    assert!(st.player(0).discard_pile().contains(K::GiantMachete));
}

#[test]
fn the_keep_item_token_must_come_right_after_the_item() {
    let mut st = caves_game(4);
    give(&mut st, 0, T::KeepItem);
    set_cards(&mut st, 0, &[K::GiantMachete, K::Explorer], &[]);
    {
        let a = mv(&st, 0, K::GiantMachete, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(2, 1)]);
        ok(&mut st, a)
    };
    assert_eq!(
        refused(&mut st, Action::Token(TokenUse::KeepItem(K::GiantMachete))),
        RuleError::NothingToKeep
    );
}

#[test]
fn the_pass_occupied_token_lets_pieces_pass_and_share_spaces() {
    // A12: sharing a space is allowed for the rest of that turn.
    let mut st = caves_game(4);
    give(&mut st, 0, T::PassOccupied);
    set_cards(&mut st, 0, &[K::Scout, K::Explorer], &[]);
    place(&mut st, 1, 0, (1, 1));
    place(&mut st, 2, 0, (3, 1));
    ok(&mut st, Action::Token(TokenUse::PassOccupied));
    {
        let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1), (2, 1)]);
        ok(&mut st, a)
    };
    {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(3, 1)]);
        ok(&mut st, a)
    };
    assert_eq!(pos(&st, 0, 0), pos(&st, 2, 0));
    st.check_positions().unwrap();
    let mountain = sp(&st, 1, 2);
    let native =
        Action::Native { piece: 0, source: Source::Card(K::Native), target: Step::Enter(mountain) };
    assert_eq!(refused(&mut st, native), RuleError::NotInHand(K::Native));
}

#[test]
fn the_native_move_token_works_like_the_native() {
    // A11: it also tears down a blockade.
    let mut st = game_with(
        &["S1 S2 S3 S4", "J1 J3/1 FJ/1"],
        4,
        Rules { caves: true, ..Rules::default() },
        &[(0, 5)],
    );
    place(&mut st, 0, 0, (0, 1));
    give(&mut st, 0, T::NativeMove);
    give(&mut st, 0, T::NativeMove);
    let blocked = {
        let s = sp(&st, 1, 1);
        Action::Native { piece: 0, source: Source::Token(T::NativeMove), target: Step::Enter(s) }
    };
    assert!(matches!(refused(&mut st, blocked), RuleError::Blocked(_)));
    ok(
        &mut st,
        Action::Native {
            piece: 0,
            source: Source::Token(T::NativeMove),
            target: Step::Break(SeamId::new(0)),
        },
    );
    assert_eq!(st.player(0).blockades(), &[5]);
    ok(&mut st, blocked);
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 1, 1)));
}

#[test]
fn the_change_symbol_token_turns_the_next_card_into_another_symbol() {
    let mut st = caves_game(4);
    give(&mut st, 0, T::ChangeSymbol);
    give(&mut st, 0, T::ChangeSymbol);
    set_cards(&mut st, 0, &[K::Trailblazer, K::Captain, K::Explorer], &[]);
    place(&mut st, 0, 0, (3, 1));
    let village = mv(&st, 0, K::Trailblazer, Symbol::Coin, &[(4, 1)]);
    assert!(matches!(refused(&mut st, village), RuleError::WrongSymbol { .. }));
    ok(&mut st, Action::Token(TokenUse::ChangeSymbol));
    // The Trailblazer as coin 3 enters the village.
    ok(&mut st, village);
    assert!(!st.change_pending());
    // As coins when buying: a Captain (paddle 3) counts 3 coins.
    ok(&mut st, Action::Token(TokenUse::ChangeSymbol));
    let pay = PurchasePayment {
        cards: cards(&[K::Captain]),
        changed: Some(K::Captain),
        ..PurchasePayment::default()
    };
    ok(&mut st, Action::Buy { card: K::Trailblazer, payment: pay });
    let bad = PurchasePayment {
        cards: cards(&[K::Explorer]),
        changed: Some(K::Explorer),
        ..PurchasePayment::default()
    };
    assert_eq!(
        refused(&mut st, Action::Buy { card: K::Scout, payment: bad }),
        RuleError::AlreadyBought
    );
}

/// "May explore": a stop next to a cave offers it, and the player may decline
/// by doing anything else. The chance then passes, as for a token taken: the
/// piece must stop away from the cave before it is offered again.
#[test]
fn exploring_is_optional() {
    let mut st = caves_game(4);
    pile(&mut st, &[T::Coin1, T::Machete1]);
    set_cards(&mut st, 0, &[K::Explorer, K::Explorer, K::Explorer, K::Explorer], &[]);
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
    let ev = ok(&mut st, a);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::CaveToken { .. })),
        "nothing is taken without asking"
    );
    assert_eq!(st.caves_to_explore().collect::<Vec<_>>(), [0]);
    assert!(st.legal_actions().contains(&Action::Explore(0)));
    // Declined: the next play moves on along the cave.
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(2, 1)]);
    ok(&mut st, a);
    assert_eq!(st.cave_piles().next().unwrap().len(), 2);
    assert_eq!(st.caves_to_explore().count(), 0);
    assert_eq!(refused(&mut st, Action::Explore(0)), RuleError::NotExplorable(0));
    assert!(st.player(0).tokens().iter().all(|&n| n == 0));
    // Away and back: offered again, and taken this time.
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(3, 1)]);
    ok(&mut st, a);
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(2, 1)]);
    ok(&mut st, a);
    let ev = ok(&mut st, Action::Explore(0));
    assert!(ev.contains(&Event::CaveToken { player: 0, cave: 0, token: T::Machete1 }));
    assert_eq!(refused(&mut st, Action::Explore(0)), RuleError::NotExplorable(0));
}

/// The offer lasts until the player's next play: finishing the turn declines it.
#[test]
fn an_offer_not_taken_ends_with_the_play_phase() {
    let mut st = caves_game(4);
    pile(&mut st, &[T::Machete1]);
    set_cards(&mut st, 0, &[K::Explorer], &[]);
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
    ok(&mut st, a);
    ok(&mut st, Action::FinishPlaying);
    assert_eq!(
        refused(&mut st, Action::Explore(0)),
        RuleError::WrongPhase("phase 2: discard cards or end the turn")
    );
    assert_eq!(st.cave_piles().next().unwrap().len(), 1);
}

/// French rulebook (caves variant): a cave behind a blockade still in place
/// can't be explored — a space next to the cave across that seam does not
/// count as next to it. The cave at (1, 2) lies on piece 1; (1, 1) on piece 0
/// touches it across seam 0, (2, 1) on piece 1 touches it directly.
#[test]
fn a_cave_behind_an_intact_blockade_cannot_be_explored() {
    const ACROSS: &[&str] = &["S1 S2 S3 S4", "J1 J1 J1/1 J1/1 FJ/1", "J1 C/1 .. .. .."];
    let mut st = game_with(ACROSS, 4, Rules { caves: true, ..Rules::default() }, &[(0, 1)]);
    place(&mut st, 0, 0, (0, 1));
    pile(&mut st, &[T::Coin1, T::Machete2, T::Machete1]);
    set_cards(&mut st, 0, &[K::Explorer, K::Explorer, K::Scout], &[]);
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
    ok(&mut st, a);
    assert_eq!(
        st.caves_to_explore().count(),
        0,
        "the blockade stands between the space and the cave"
    );
    assert!(!st.legal_actions().iter().any(|a| matches!(a, Action::Explore(_))));
    // Paying the blockade is a stop on the same space, now next to the cave.
    let b = Action::Move {
        piece: 0,
        source: Source::Card(K::Explorer),
        symbol: Symbol::Machete,
        path: [Step::Break(SeamId::new(0))].into_iter().collect(),
    };
    ok(&mut st, b);
    assert_eq!(st.caves_to_explore().collect::<Vec<_>>(), [0]);
    let ev = ok(&mut st, Action::Explore(0));
    assert!(ev.contains(&Event::CaveToken { player: 0, cave: 0, token: T::Machete1 }));
}

/// The cave's own piece is not cut off by a blockade on one of its seams.
#[test]
fn a_blockade_does_not_hide_a_cave_on_the_same_piece() {
    const ACROSS: &[&str] = &["S1 S2 S3 S4", "J1 J1 J1/1 J1/1 FJ/1", "J1 C/1 .. .. .."];
    let mut st = game_with(ACROSS, 4, Rules { caves: true, ..Rules::default() }, &[(0, 1)]);
    place(&mut st, 0, 0, (3, 1));
    pile(&mut st, &[T::Machete1]);
    set_cards(&mut st, 0, &[K::Explorer], &[]);
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(2, 1)]);
    ok(&mut st, a);
    assert!(st.blockades()[0].owner.is_none());
    assert_eq!(st.caves_to_explore().collect::<Vec<_>>(), [0]);
}
