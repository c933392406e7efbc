//! Buying, the market, items and action cards (rulebook p.4 and p.8;
//! resolutions A4–A6 and A9 in docs/simulator.md).

use crate::action::{Action, Event, PurchasePayment, RuleError, Source, Step};
use crate::cards::CardKind as K;
use crate::cardset::Cards;
use crate::kit::*;
use crate::market::Market;
use crate::state::{GameConfig, GameState};
use eldorado_core::catalog::Symbol;

const TRACK: &[&str] = &["S1 S2 S3 S4", "J1 J1 J1 J2 J3 FJ", "R1 R1 M  G2 B1 .."];

fn pay(kinds: &[K]) -> PurchasePayment {
    PurchasePayment { cards: cards(kinds), ..PurchasePayment::default() }
}

fn buy(card: K, kinds: &[K]) -> Action {
    Action::Buy { card, payment: pay(kinds) }
}

#[test]
fn every_player_starts_with_eight_cards_four_in_hand() {
    let st = game(TRACK, 4);
    for p in st.players() {
        assert_eq!(
            p.deck(),
            cards(&[
                K::Explorer,
                K::Explorer,
                K::Explorer,
                K::Traveler,
                K::Traveler,
                K::Traveler,
                K::Traveler,
                K::Sailor
            ])
        );
        assert_eq!(p.hand().len(), 4);
        assert_eq!(p.draw_pile().len(), 4);
    }
    assert_eq!(st.market().total(), 54);
    st.check_invariants().unwrap();
}

#[test]
fn setup_needs_two_to_four_players_and_their_start_spaces() {
    let board = board(&["S1 S2 S3", "J1 J1 FJ"]);
    let mut rng = rng();
    assert!(GameState::new(board.clone(), GameConfig::new(5), &[], &mut rng).is_err());
    assert!(GameState::new(board.clone(), GameConfig::new(1), &[], &mut rng).is_err());
    let e = GameState::new(board.clone(), GameConfig::new(4), &[], &mut rng).unwrap_err();
    assert_eq!(e.to_string(), "the course has no start space 4");
    assert!(GameState::new(board, GameConfig::new(3), &[], &mut rng).is_ok());
}

#[test]
fn coins_add_up_with_half_coins_and_change_is_lost() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Traveler, K::Explorer, K::Sailor, K::Photographer], &[]);
    // 1 + ½ + ½ = 2 coins buy a Scout (1); the extra coin is lost.
    ok(&mut st, buy(K::Scout, &[K::Traveler, K::Explorer, K::Sailor]));
    assert!(!st.player(0).hand().contains(K::Scout), "a bought card is not playable this turn");
    assert_eq!(st.market().left(K::Scout), 2);
    ok(&mut st, Action::FinishPlaying);
    assert!(st.player(0).discard_pile().contains(K::Scout));
}

#[test]
fn a_payment_short_of_the_price_is_refused_with_the_sum() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Traveler, K::Explorer, K::Photographer], &[]);
    let e = refused(&mut st, buy(K::Transmitter, &[K::Traveler, K::Explorer, K::Photographer]));
    assert_eq!(e.to_string(), "the payment is worth 3½ coins but Transmitter costs 4");
}

#[test]
fn only_one_card_is_bought_a_turn() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Traveler, K::Traveler], &[]);
    ok(&mut st, buy(K::Scout, &[K::Traveler]));
    assert_eq!(refused(&mut st, buy(K::Scout, &[K::Traveler])), RuleError::AlreadyBought);
}

#[test]
fn beside_piles_open_only_when_a_board_slot_is_empty() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Millionaire, K::Millionaire], &[]);
    assert_eq!(
        refused(&mut st, buy(K::Pioneer, &[K::Millionaire, K::Millionaire])),
        RuleError::NotBuyable(K::Pioneer)
    );
    // Empty the Scout slot: now every pile may be bought, and the Pioneers move onto it.
    st.market = Market::with(
        [
            None,
            Some(K::Trailblazer),
            Some(K::JackOfAllTrades),
            Some(K::Photographer),
            Some(K::TreasureChest),
            Some(K::Transmitter),
        ],
        &[(K::Pioneer, 3), (K::Trailblazer, 3)],
    );
    ok(&mut st, buy(K::Pioneer, &[K::Millionaire, K::Millionaire]));
    assert_eq!(st.market().slots()[0], Some(K::Pioneer));
    assert_eq!(st.market().left(K::Pioneer), 2);
    assert!(!st.market().is_open());
}

#[test]
fn a_pile_moved_from_beside_with_no_cards_left_leaves_the_slot_empty() {
    // A4.
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Millionaire, K::Millionaire], &[]);
    st.market = Market::with(
        [None, Some(K::Trailblazer), None, None, None, None],
        &[(K::Pioneer, 1), (K::Trailblazer, 3)],
    );
    ok(&mut st, buy(K::Pioneer, &[K::Millionaire, K::Millionaire]));
    assert_eq!(st.market().slots()[0], None);
    assert_eq!(st.market().left(K::Pioneer), 0);
}

#[test]
fn the_market_never_sells_what_it_does_not_have() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Millionaire, K::Explorer], &[]);
    st.market = Market::with([Some(K::Scout), None, None, None, None, None], &[(K::Scout, 1)]);
    assert_eq!(
        refused(&mut st, buy(K::Native, &[K::Millionaire, K::Explorer])),
        RuleError::NotBuyable(K::Native)
    );
    assert_eq!(
        refused(&mut st, buy(K::Explorer, &[K::Millionaire])),
        RuleError::NotInMarket(K::Explorer)
    );
    assert_eq!(refused(&mut st, buy(K::Scout, &[K::Pioneer])), RuleError::NotInHand(K::Pioneer));
}

#[test]
fn an_item_used_for_its_power_leaves_the_game() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::GiantMachete], &[]);
    place(&mut st, 0, 0, (0, 1));
    let ev = {
        let a = mv(&st, 0, K::GiantMachete, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    assert!(ev.contains(&Event::Removed { player: 0, card: K::GiantMachete }));
    assert!(st.player(0).played().is_empty());
    assert_eq!(*st.player(0).removed(), cards(&[K::GiantMachete]));
}

#[test]
fn an_item_spent_as_half_a_coin_or_on_rubble_is_discarded() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::GiantMachete, K::Traveler, K::Compass, K::Transmitter], &[]);
    place(&mut st, 0, 0, (3, 1));
    ok(&mut st, buy(K::Scout, &[K::GiantMachete, K::Traveler]));
    assert!(st.player(0).played().contains(K::GiantMachete));
    let rubble = {
        let s = sp(&st, 3, 2);
        Action::Pay {
            piece: 0,
            target: Step::Enter(s),
            cards: cards(&[K::Compass, K::Transmitter]),
        }
    };
    ok(&mut st, rubble);
    assert!(st.player(0).removed().is_empty());
    ok(&mut st, Action::FinishPlaying);
    assert_eq!(st.player(0).discard_pile().count(K::GiantMachete), 1);
    assert_eq!(st.player(0).discard_pile().count(K::Compass), 1);
}

#[test]
fn a_treasure_chest_or_prop_plane_paying_coins_leaves_the_game() {
    // A6: paying its full coin power uses its function.
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::TreasureChest, K::PropPlane], &[]);
    st.market = Market::with([None; 6], &[(K::Millionaire, 3)]);
    let ev = ok(&mut st, buy(K::Millionaire, &[K::TreasureChest, K::PropPlane]));
    assert!(ev.contains(&Event::Removed { player: 0, card: K::TreasureChest }));
    assert!(ev.contains(&Event::Removed { player: 0, card: K::PropPlane }));
    assert_eq!(*st.player(0).removed(), cards(&[K::TreasureChest, K::PropPlane]));
    assert!(st.just_used_items().contains(K::PropPlane));
}

#[test]
fn jokers_pay_their_power_in_coins() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Adventurer, K::JackOfAllTrades], &[]);
    ok(&mut st, buy(K::Trailblazer, &[K::Adventurer, K::JackOfAllTrades]));
}

#[test]
fn the_transmitter_takes_any_card_free_even_from_beside_the_board() {
    // A5: not a purchase, and the pile stays beside the board.
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Transmitter, K::Traveler], &[]);
    let ev = ok(&mut st, Action::Transmit(K::Native));
    assert!(ev.contains(&Event::Gained { player: 0, card: K::Native, transmitted: true }));
    assert!(st.player(0).gained().contains(K::Native));
    assert_eq!(*st.player(0).removed(), cards(&[K::Transmitter]));
    assert_eq!(st.market().left(K::Native), 2);
    assert!(!st.market().on_board(K::Native));
    assert!(!st.has_bought());
    ok(&mut st, buy(K::Scout, &[K::Traveler]));
}

#[test]
fn a_transmitted_pile_moves_onto_an_empty_slot() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Transmitter], &[]);
    st.market = Market::with(
        [None, Some(K::Scout), None, None, None, None],
        &[(K::Scout, 3), (K::Native, 3)],
    );
    ok(&mut st, Action::Transmit(K::Native));
    assert!(st.market().on_board(K::Native));
    assert_eq!(refused(&mut st, Action::Transmit(K::Scout)), RuleError::NotInHand(K::Transmitter));
}

#[test]
fn the_cartographer_draws_two_cards_playable_at_once() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Cartographer], &[K::Scout, K::Scout]);
    place(&mut st, 0, 0, (0, 1));
    let ev = ok(&mut st, Action::Draw(K::Cartographer));
    assert!(ev.contains(&Event::Drew { player: 0, count: 2 }));
    assert_eq!(*st.player(0).hand(), cards(&[K::Scout, K::Scout]));
    assert!(st.player(0).played().contains(K::Cartographer), "the Cartographer is not an item");
    {
        let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1), (2, 1)]);
        ok(&mut st, a)
    };
}

#[test]
fn a_reshuffle_in_the_middle_of_a_turn_leaves_the_cards_in_play() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Cartographer, K::Explorer], &[]);
    place(&mut st, 0, 0, (0, 1));
    {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    st.players[0].discard = cards(&[K::Pioneer, K::Captain]);
    let ev = ok(&mut st, Action::Draw(K::Cartographer));
    assert!(ev.contains(&Event::Reshuffled { player: 0 }));
    assert_eq!(*st.player(0).hand(), cards(&[K::Pioneer, K::Captain]));
    assert_eq!(*st.player(0).played(), cards(&[K::Explorer, K::Cartographer]));
    assert!(st.player(0).draw_pile().is_empty());
}

#[test]
fn drawing_stops_when_both_piles_are_empty() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Compass], &[K::Scout]);
    let ev = ok(&mut st, Action::Draw(K::Compass));
    assert!(ev.contains(&Event::Drew { player: 0, count: 1 }));
    assert_eq!(*st.player(0).removed(), cards(&[K::Compass]), "the Compass leaves the game");
}

#[test]
fn the_scientist_draws_one_then_may_remove_one_card() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Scientist, K::Traveler], &[K::Explorer]);
    ok(&mut st, Action::Draw(K::Scientist));
    assert_eq!(st.pending_removals(), 1);
    assert_eq!(refused(&mut st, buy(K::Scout, &[K::Traveler])), RuleError::RemovalPending);
    assert_eq!(refused(&mut st, Action::RemoveCard(K::Pioneer)), RuleError::NotInHand(K::Pioneer));
    ok(&mut st, Action::RemoveCard(K::Explorer));
    assert_eq!(*st.player(0).removed(), cards(&[K::Explorer]));
    assert_eq!(st.pending_removals(), 0);
    assert_eq!(refused(&mut st, Action::RemoveCard(K::Traveler)), RuleError::NoRemovalPending);
    assert!(st.player(0).played().contains(K::Scientist));
}

#[test]
fn the_travel_log_draws_two_removes_up_to_two_and_leaves() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::TravelLog, K::Traveler], &[K::Explorer, K::Sailor]);
    ok(&mut st, Action::Draw(K::TravelLog));
    assert_eq!(st.pending_removals(), 2);
    ok(&mut st, Action::RemoveCard(K::Sailor));
    ok(&mut st, Action::StopRemoving);
    assert_eq!(*st.player(0).removed(), cards(&[K::TravelLog, K::Sailor]));
    assert_eq!(*st.player(0).hand(), cards(&[K::Traveler, K::Explorer]));
    assert_eq!(refused(&mut st, Action::Draw(K::Traveler)), RuleError::NotADrawCard(K::Traveler));
}

/// French rulebook: the Travel Log draws *up to* 2 cards; the player may draw
/// fewer (here one, then none), and still removes up to 2. Other draw cards
/// draw their full number.
#[test]
fn the_travel_log_may_draw_fewer_than_two() {
    let mut st = game(TRACK, 4);
    set_cards(
        &mut st,
        0,
        &[K::TravelLog, K::TravelLog, K::Cartographer],
        &[K::Explorer, K::Sailor],
    );
    let legal = st.legal_actions();
    for count in [0, 1] {
        assert!(legal.contains(&Action::DrawFewer { card: K::TravelLog, count }));
    }
    assert!(!legal.iter().any(|a| matches!(a, Action::DrawFewer { card: K::Cartographer, .. })));
    let fewer = Action::DrawFewer { card: K::Cartographer, count: 1 };
    assert_eq!(refused(&mut st, fewer), RuleError::MustDrawAll { card: K::Cartographer, draw: 2 });
    let more = Action::DrawFewer { card: K::TravelLog, count: 3 };
    assert_eq!(refused(&mut st, more), RuleError::TooManyDraws { card: K::TravelLog, draw: 2 });
    ok(&mut st, Action::DrawFewer { card: K::TravelLog, count: 1 });
    assert_eq!(st.player(0).hand().len(), 3, "one card drawn");
    assert_eq!(st.player(0).draw_pile().len(), 1);
    assert_eq!(st.pending_removals(), 2);
    ok(&mut st, Action::StopRemoving);
    ok(&mut st, Action::DrawFewer { card: K::TravelLog, count: 0 });
    assert_eq!(st.player(0).hand().len(), 2, "nothing drawn");
    assert_eq!(st.player(0).draw_pile().len(), 1);
    assert_eq!(*st.player(0).removed(), cards(&[K::TravelLog, K::TravelLog]));
}

/// French rulebook: a card gained this turn can't be used this turn, whatever
/// the order of actions. A card bought, then a draw that empties the draw pile
/// and reshuffles the discard pile: the bought card is not in it, and it joins
/// the discard pile only when the play phase ends.
#[test]
fn a_card_bought_cannot_come_back_into_hand_the_same_turn() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Photographer, K::Cartographer], &[]);
    st.players[0].discard = cards(&[K::Sailor]);
    ok(&mut st, buy(K::Scout, &[K::Photographer]));
    let ev = ok(&mut st, Action::Draw(K::Cartographer));
    assert!(ev.contains(&Event::Reshuffled { player: 0 }));
    assert!(ev.contains(&Event::Drew { player: 0, count: 1 }), "only the Sailor was there to draw");
    assert_eq!(*st.player(0).hand(), cards(&[K::Sailor]));
    assert!(
        !st.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Move { source: Source::Card(K::Scout), .. }))
    );
    let scout = mv(&st, 0, K::Scout, Symbol::Machete, &[(0, 1)]);
    assert_eq!(refused(&mut st, scout), RuleError::NotInHand(K::Scout));
    ok(&mut st, Action::FinishPlaying);
    assert!(st.player(0).discard_pile().contains(K::Scout));
    // Phase 3 may draw it: the reshuffle then includes this turn's cards.
    ok(&mut st, Action::EndTurn);
    assert_eq!(st.player(0).deck().count(K::Scout), 1);
}

/// The same for a card taken with the Transmitter, before a draw token.
#[test]
fn a_card_transmitted_cannot_come_back_into_hand_the_same_turn() {
    let mut st = game_with(TRACK, 4, crate::Rules { caves: true, ..crate::Rules::default() }, &[]);
    set_cards(&mut st, 0, &[K::Transmitter], &[]);
    st.players[0].tokens[crate::TokenKind::DrawCard as usize] = 1;
    st.undealt[crate::TokenKind::DrawCard as usize] -= 1;
    ok(&mut st, Action::Transmit(K::Native));
    ok(&mut st, Action::Token(crate::TokenUse::DrawCard));
    assert!(st.player(0).hand().is_empty(), "the draw found nothing to reshuffle");
    assert_eq!(*st.player(0).gained(), cards(&[K::Native]));
    ok(&mut st, Action::FinishPlaying);
    assert_eq!(*st.player(0).discard_pile(), cards(&[K::Native]));
}

#[test]
fn actions_may_come_in_any_order_within_phase_one() {
    // A9: buy first, then move, then play an action.
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Traveler, K::Scout, K::Native], &[]);
    place(&mut st, 0, 0, (0, 1));
    ok(&mut st, buy(K::Scout, &[K::Traveler]));
    {
        let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    {
        let s = sp(&st, 2, 1);
        ok(
            &mut st,
            Action::Native { piece: 0, source: Source::Card(K::Native), target: Step::Enter(s) },
        )
    };
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 2, 1)));
}

#[test]
fn legal_actions_are_all_accepted() {
    let mut st = game(TRACK, 4);
    set_cards(
        &mut st,
        0,
        &[K::Adventurer, K::Scout, K::Native, K::Transmitter, K::Scientist, K::Traveler],
        &[K::Explorer],
    );
    // Where those cards came from, so that every card stays accounted for.
    for k in [K::Adventurer, K::Scout, K::Native, K::Transmitter, K::Scientist] {
        st.market.take(k);
    }
    st.players[0].discard =
        cards(&[K::Explorer, K::Explorer, K::Traveler, K::Traveler, K::Traveler, K::Sailor]);
    place(&mut st, 0, 0, (3, 1));
    st.check_invariants().unwrap();
    let actions = st.legal_actions();
    assert!(actions.len() > 20, "{}", actions.len());
    for a in actions {
        let mut copy = st.clone();
        copy.apply(a, &mut rng())
            .unwrap_or_else(|e| panic!("listed {} refused: {e}", a.describe()));
        copy.check_invariants().unwrap_or_else(|e| panic!("after {}: {e}", a.describe()));
    }
    // Every purchase listed is one no card can be dropped from.
    for a in st.legal_actions() {
        if let Action::Buy { card, payment } = a {
            let need = 2 * card.cost().unwrap() as u32;
            assert!(payment.cards.half_coins() >= need);
            for k in payment.cards.kinds() {
                let mut less: Cards = payment.cards;
                less.take(k);
                assert!(less.half_coins() < need, "{} overpays", a.describe());
            }
        }
    }
}
