//! The worked examples of the rulebook, each on a small board built for it.

use crate::action::{Action, Event, PurchasePayment, Source, Step};
use crate::cards::{CardKind as K, TokenKind as T};
use crate::kit::*;
use crate::market::Market;
use crate::state::Rules;
use eldorado_core::catalog::Symbol;

/// p.3: "Sarah plays an Explorer and moves 1 green space. Then she plays a Scout
/// and moves 2 spaces. Finally, she plays a Trailblazer and moves onto the
/// 3-power space."
#[test]
fn movement_example_explorer_scout_trailblazer() {
    let mut st = game(&["S1 S2 S3 S4", "J1 J1 J1 J3 FJ"], 4);
    set_cards(&mut st, 0, &[K::Explorer, K::Scout, K::Trailblazer], &[]);
    place(&mut st, 0, 0, (0, 0));
    // "Cards are never combined": the Explorer and the Scout could not pay the 3.
    {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(0, 1)]);
        ok(&mut st, a)
    };
    {
        let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1), (2, 1)]);
        ok(&mut st, a)
    };
    {
        let a = mv(&st, 0, K::Trailblazer, Symbol::Machete, &[(3, 1)]);
        ok(&mut st, a)
    };
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 3, 1)));
    assert_eq!(*st.player(0).played(), cards(&[K::Explorer, K::Scout, K::Trailblazer]));
}

/// p.4: "John plays a Traveler, a Photographer, an Explorer and a Sailor:
/// 1 + 2 + ½ + ½ = 4 coins", and buys a Transmitter (the "Telegraph", 4 coins)
/// onto his discard pile.
#[test]
fn purchase_example_four_coins_buy_a_transmitter() {
    let mut st = game(&["S1 S2 S3 S4", "J1 FJ"], 4);
    let hand = [K::Traveler, K::Photographer, K::Explorer, K::Sailor];
    set_cards(&mut st, 0, &hand, &[K::Explorer]);
    let ev = ok(
        &mut st,
        Action::Buy {
            card: K::Transmitter,
            payment: PurchasePayment { cards: cards(&hand), ..PurchasePayment::default() },
        },
    );
    assert!(ev.contains(&Event::Gained { player: 0, card: K::Transmitter, transmitted: false }));
    let p = st.player(0);
    assert!(p.hand().is_empty());
    assert_eq!(*p.played(), cards(&hand));
    assert_eq!(st.market().left(K::Transmitter), 2);
    // The bought card can't be used this turn: it joins the discard pile when
    // the play phase ends.
    assert_eq!(*p.gained(), cards(&[K::Transmitter]));
    assert!(st.legal_actions().iter().all(|a| !matches!(a, Action::Transmit(_))));
    ok(&mut st, Action::FinishPlaying);
    assert_eq!(
        *st.player(0).discard_pile(),
        cards(&[K::Transmitter, K::Traveler, K::Photographer, K::Explorer, K::Sailor])
    );
}

/// p.6: Anne plays the Cartographer and draws 2; the Pioneer moves 3 spaces
/// (machete 1 + 2 + 2); a Traveler is removed at the base camp; the Prop Plane
/// as paddle crosses two rivers (2 + 1), its last power lost, and leaves the
/// game; the Native enters the rubble for free; the Journalist's 3 coins buy a
/// Compass (2) from beside the market onto its vacant slot.
#[test]
fn complete_turn_example() {
    let mut st = game(&["S1 S2 S3 S4", "J1 J2 J2 B1 R2 R1 G3 FJ"], 4);
    set_cards(
        &mut st,
        0,
        &[K::Cartographer, K::Pioneer, K::Traveler, K::Journalist],
        &[K::PropPlane, K::Native],
    );
    place(&mut st, 0, 0, (0, 0));
    st.market = Market::with(
        [
            Some(K::Scout),
            Some(K::Trailblazer),
            None,
            Some(K::Photographer),
            Some(K::TreasureChest),
            Some(K::Transmitter),
        ],
        &[
            (K::Scout, 3),
            (K::Trailblazer, 3),
            (K::Photographer, 3),
            (K::TreasureChest, 3),
            (K::Transmitter, 3),
            (K::Compass, 3),
        ],
    );
    ok(&mut st, Action::Draw(K::Cartographer));
    assert_eq!(
        *st.player(0).hand(),
        cards(&[K::Pioneer, K::Traveler, K::Journalist, K::PropPlane, K::Native])
    );
    // a) Pioneer: 1 + 2 + 2.
    {
        let a = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(0, 1), (1, 1), (2, 1)]);
        ok(&mut st, a)
    };
    // b) The base camp takes the Traveler out of the game.
    {
        let s = sp(&st, 3, 1);
        ok(&mut st, Action::Pay { piece: 0, target: Step::Enter(s), cards: cards(&[K::Traveler]) })
    };
    assert_eq!(*st.player(0).removed(), cards(&[K::Traveler]));
    // c) The Prop Plane as paddle: 2 + 1 of its 4; it leaves the game.
    let ev = {
        let a = mv(&st, 0, K::PropPlane, Symbol::Paddle, &[(4, 1), (5, 1)]);
        ok(&mut st, a)
    };
    assert!(ev.contains(&Event::Removed { player: 0, card: K::PropPlane }));
    // d) The Native onto the rubble 3: no cards paid.
    {
        let s = sp(&st, 6, 1);
        ok(
            &mut st,
            Action::Native { piece: 0, source: Source::Card(K::Native), target: Step::Enter(s) },
        )
    };
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 6, 1)));
    // The Journalist buys the Compass; its pile moves onto the vacant slot.
    ok(
        &mut st,
        Action::Buy {
            card: K::Compass,
            payment: PurchasePayment {
                cards: cards(&[K::Journalist]),
                ..PurchasePayment::default()
            },
        },
    );
    assert_eq!(st.market().slots()[2], Some(K::Compass));
    assert_eq!(st.market().left(K::Compass), 2);
    // Phases 2 and 3.
    ok(&mut st, Action::FinishPlaying);
    let p = st.player(0);
    assert_eq!(
        *p.discard_pile(),
        cards(&[K::Cartographer, K::Pioneer, K::Native, K::Journalist, K::Compass])
    );
    assert_eq!(*p.removed(), cards(&[K::Traveler, K::PropPlane]));
    ok(&mut st, Action::EndTurn);
    assert_eq!(st.player(0).hand().len(), 4);
    assert_eq!(st.player(0).draw_pile().len(), 1);
}

/// p.7: Julian moves onto the jungle space next to the cave and takes its top
/// token; he uses it at once to move to the next space, also next to the cave,
/// and gets no second token.
#[test]
fn cave_example() {
    let mut st = game_with(
        &["S1 S2 S3 S4", "J1 J1 J1 J1 FJ", "J1 C  .. .. .."],
        4,
        Rules { caves: true, ..Rules::default() },
        &[],
    );
    place(&mut st, 0, 0, (0, 1));
    st.piles[0] = [T::Coin2, T::DrawCard, T::Machete1].into_iter().collect();
    set_cards(&mut st, 0, &[K::Explorer], &[]);
    let ev = {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
        ok_and_explore(&mut st, a)
    };
    assert!(ev.contains(&Event::CaveToken { player: 0, cave: 0, token: T::Machete1 }));
    let step = {
        let s = sp(&st, 2, 1);
        Action::Move {
            piece: 0,
            source: Source::Token(T::Machete1),
            symbol: Symbol::Machete,
            path: [Step::Enter(s)].into_iter().collect(),
        }
    };
    let ev = ok_and_explore(&mut st, step);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::CaveToken { .. })),
        "moving along a cave gives nothing"
    );
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 2, 1)));
    assert_eq!(st.cave_piles().next().unwrap(), &[T::Coin2, T::DrawCard]);
}
