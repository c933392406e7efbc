//! Pieces that block each other: the bots break it, and a stall names its
//! true cause and where it showed.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Ending, ending, hold_up, hopeless};
use crate::bots::Bot;
use crate::bots::eval::LAST_CARDS;
use crate::bots::fast::{FastBot, FastParams};
use crate::plan::Plan;
use crate::stall::{IDLE_ROUNDS, Prospects, StallReason};
use eldorado_core::map::SpaceId;
use eldorado_rules::action::{Action, Step};
use eldorado_rules::cards::CardKind as K;
use eldorado_rules::kit::*;
use eldorado_rules::market::Market;
use eldorado_rules::state::{GameState, Rules};

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
    set_market(
        &mut st,
        Market::with([Some(K::Scout), None, None, None, None, None], &[(K::Scout, 3)]),
    );
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
fn play_out(mut st: GameState, params: FastParams) -> Ending {
    let mut bot = FastBot::with_params(params);
    let plan = Plan::new(st.board().clone());
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut brng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..100_000 {
        if st.is_over() {
            break;
        }
        let a = bot.choose(&st, &plan, &mut brng);
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()));
    }
    ending(&st)
}

#[test]
fn a_piece_that_can_never_pass_steps_aside_and_the_game_ends() {
    let st = boxed_in(40);
    assert!(hopeless(&st, 0, 0), "seat 1 can never pay the river 4");
    assert!(!hopeless(&st, 1, 0), "seat 2 holds a Native");
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
fn stall_now(mut st: GameState) -> Ending {
    for _ in 0..st.players().len() {
        end_turn(&mut st);
    }
    ending(&st)
}

#[test]
fn a_stall_is_put_down_to_pieces_blocking_each_other_where_they_do() {
    let o = stall_now(boxed_in(1));
    assert_eq!((o.stalled, o.stall_at), (Some(StallReason::Blocked), Some(sp(&boxed_in(1), 6, 1))));
    assert_eq!(
        StallReason::Blocked.said(eldorado_messages::Lang::English),
        "pieces block each other"
    );
    // Without the Native, nobody could ever pay the river: the cards are
    // gone, whoever stands where.
    let mut st = boxed_in(1);
    set_cards(&mut st, 1, &[K::Explorer, K::Traveler, K::Traveler, K::Sailor], &[K::Explorer]);
    let o = stall_now(st.clone());
    assert_eq!((o.stalled, o.stall_at), (Some(StallReason::CardsGone), Some(sp(&st, 7, 1))));
}

/// Three players on `rows`, one round to play, each holding only `hand`,
/// and three of `card` for sale beside an empty market board.
fn decks_of(rows: &[&str], hand: &[K], card: K) -> GameState {
    let mut st = game_with(rows, 3, Rules { round_cap: 1, ..Rules::default() }, &[]);
    set_market(&mut st, only_beside_the_board(card));
    for seat in 0..3 {
        set_cards(&mut st, seat, hand, &[]);
    }
    st
}

/// A market whose board is empty, with three of `card` beside it.
fn only_beside_the_board(card: K) -> Market {
    Market::with([None; 6], &[(card, 3)])
}

#[test]
fn a_deck_too_poor_to_buy_what_the_way_needs_is_named() {
    // A river 3 before El Dorado, a Captain (2 coins) in the market, and a
    // deck thinned to machetes worth ½ coin each: two of them never buy it.
    let mut st = decks_of(&["S1 S2 S3 S4", "J1 R3 FJ"], &[K::Explorer, K::Explorer], K::Captain);
    assert_eq!(hold_up(&st, 0, 0), Some((StallReason::TooPoor, Some(sp(&st, 1, 1)))));
    // With four cards of ½ coin, two coins buy the Captain: only slow.
    set_cards(&mut st, 0, &[K::Explorer, K::Explorer, K::Explorer, K::Explorer], &[]);
    assert_eq!(hold_up(&st, 0, 0), Some((StallReason::Slow, None)));
}

#[test]
fn a_deck_with_too_few_cards_for_a_base_camp_is_named() {
    // Nothing for sale within the 1½ coins of an Explorer and a Traveler.
    let mut st = decks_of(&["S1 S2 S3 S4", "J1 B3 FJ"], &[K::Explorer, K::Traveler], K::Captain);
    assert_eq!(hold_up(&st, 0, 0), Some((StallReason::ThinDeck, Some(sp(&st, 1, 1)))));
    assert!(hopeless(&st, 0, 0));
    // A Scout for 1 coin: the deck can grow until it pays, so only slow.
    set_market(&mut st, only_beside_the_board(K::Scout));
    assert_eq!(hold_up(&st, 0, 0), Some((StallReason::Slow, None)));
    assert!(!hopeless(&st, 0, 0));
}

#[test]
fn a_base_camp_that_takes_the_whole_deck_leaves_nothing_to_go_on_with() {
    // A deck thinned to three cards before a base camp 3: it pays the base
    // camp with all three and has no card left to enter El Dorado, and three
    // cards of ½ coin never buy the Captain (2 coins).
    let hand = [K::Sailor, K::Scout, K::Trailblazer];
    let mut st = decks_of(&["S1 S2 S3 S4", "J1 B3 FJ"], &hand, K::Captain);
    assert_eq!(hold_up(&st, 0, 0), Some((StallReason::ThinDeck, Some(sp(&st, 1, 1)))));
    assert!(hopeless(&st, 0, 0));
    // A fourth card pays the base camp and leaves one to go on with.
    set_cards(&mut st, 0, &[K::Sailor, K::Scout, K::Trailblazer], &[K::Explorer]);
    assert_eq!(hold_up(&st, 0, 0), Some((StallReason::Slow, None)));
    assert!(!hopeless(&st, 0, 0));
}

#[test]
fn a_base_camp_leaves_enough_cards_for_the_base_camps_beyond_it() {
    // Two players, so two pieces each: a base camp 2 then a base camp 3 on
    // the way of seat 1's first piece, the base camp 3 on its second's; five
    // cards of ½ coin each, Captains (2 coins) for sale. The second piece
    // paying its base camp at once would leave three cards, which the first
    // piece's base camps would need twice over and which never buy a fourth.
    // The bot buys first, keeps the cards both pieces' base camps take, and
    // finishes.
    let rows = &["S1 S2 S3 S4 M  M  M", "J1 B2 J1 B3 J1 FJ M", "M  M  M  M  M  M  M"];
    let mut st = game_with(rows, 2, Rules { round_cap: 60, ..Rules::default() }, &[]);
    set_market(&mut st, Market::with([None, None, None, None, None, None], &[(K::Captain, 12)]));
    set_cards(&mut st, 0, &[K::Explorer, K::Explorer, K::Explorer, K::Sailor], &[K::Sailor]);
    // Seat 2 can neither move (a paddle before a jungle) nor buy.
    set_cards(&mut st, 1, &[K::Sailor], &[]);
    place(&mut st, 1, 0, (3, 0));
    let mut bot = FastBot::new();
    let plan = Plan::new(st.board().clone());
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut brng = ChaCha8Rng::seed_from_u64(4);
    while !st.is_over() {
        let a = bot.choose(&st, &plan, &mut brng);
        if st.current() == 0
            && let Action::Pay { piece, target: Step::Enter(n), cards } = a
        {
            let me = st.player(0);
            let others: usize = (me.pieces().iter().enumerate())
                .filter(|&(i, _)| i != piece as usize)
                .filter_map(|(_, p)| p.at)
                .map(|s| plan.route_need(s)[4] as usize)
                .sum();
            let beyond = plan.route_need(n)[4] as usize + others;
            let left = me.deck().len() - cards.len();
            assert!(left > beyond, "paid {cards}, leaving {left} for {beyond} ahead");
        }
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()));
    }
    let o = ending(&st);
    assert_eq!((o.winner, o.stalled), (Some(0), None), "{o:?}");
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
fn a_stall_where_nobody_moved_for_rounds_is_idle_not_slow() {
    // As above, at a cap of 12 rounds: when nobody has moved since the
    // start, the players were not slow but stood still.
    let stalled = |last_moved: u16| {
        let mut st = boxed_in(12);
        set_cards(&mut st, 2, &[K::Native], &[]);
        place(&mut st, 2, 0, (7, 1));
        set_round(&mut st, 12);
        set_last_moved(&mut st, last_moved);
        stall_now(st).stalled
    };
    assert_eq!(stalled(0), Some(StallReason::Idle));
    assert_eq!(stalled(12 - IDLE_ROUNDS + 1), Some(StallReason::Slow));
    let words = StallReason::Idle.said(eldorado_messages::Lang::English);
    assert!(words.contains(&format!("the last {IDLE_ROUNDS} rounds")), "{words}");
}

#[test]
fn a_hopeless_piece_is_only_one_that_can_never_finish() {
    let st = boxed_in(40);
    let spaces: Vec<SpaceId> = st.players().iter().map(|p| p.pieces()[0].at.unwrap()).collect();
    assert_eq!(spaces[0], sp(&st, 6, 1));
    assert!(hopeless(&st, 0, 0) && !hopeless(&st, 1, 0) && hopeless(&st, 2, 0));
    // A Prop Plane in the market gives them hope.
    let mut st = st;
    set_market(&mut st, Market::with([None, None, None, None, None, None], &[(K::PropPlane, 1)]));
    assert!(!hopeless(&st, 0, 0) && !hopeless(&st, 2, 0));
    let plan = Plan::new(st.board().clone());
    assert_eq!(Prospects::new(&st, &plan).obtainable_power(0), Some([4, 4, 4]));
}

/// A one-wide lane along row 1: a river 3, then a village 1 neck before a
/// village 3; beside the lane, below it, two jungle spaces where a piece can
/// stand off everyone's way.
const LANE: &[&str] = &[
    "S1 S2 S3 S4 M  M  M  M  M  M",
    "J1 J1 J1 J1 R1 R3 V1 V3 J1 FJ",
    "M  M  M  J1 J1 M  M  M  M  M",
];

/// Seat 1 stands in the neck and can never pay the village 3 (no card of 3
/// coins in its deck or the market); three pieces line up behind it in the
/// lane, each with a Journalist that would pay the way on.
fn lined_up(round_cap: u16) -> GameState {
    let mut st = game_with(LANE, 4, Rules { round_cap, ..Rules::default() }, &[]);
    set_market(
        &mut st,
        Market::with([Some(K::Scout), None, None, None, None, None], &[(K::Scout, 3)]),
    );
    let draw = [K::Explorer, K::Explorer, K::Traveler, K::Sailor];
    set_cards(&mut st, 0, &[K::Captain, K::Explorer, K::Traveler, K::Sailor], &draw);
    for seat in 1..4 {
        set_cards(&mut st, seat, &[K::Journalist, K::Explorer, K::Captain, K::Sailor], &draw);
    }
    place(&mut st, 0, 0, (6, 1));
    place(&mut st, 1, 0, (5, 1));
    place(&mut st, 2, 0, (4, 1));
    place(&mut st, 3, 0, (3, 1));
    st
}

#[test]
fn a_line_of_pieces_behind_one_that_can_never_pass_clears_from_its_back() {
    let st = lined_up(60);
    assert!(hopeless(&st, 0, 0), "seat 1 can never pay the village 3");
    assert!((1..4).all(|s| !hopeless(&st, s, 0)), "the others hold Journalists");
    // Seat 1's only way out of the neck is back through the river 3 and
    // aside, where seat 2 stands, with seats 3 and 4 behind it.
    let old = play_out(st.clone(), FastParams { break_gridlock: false, ..FastParams::default() });
    assert_eq!(old.stalled, Some(StallReason::Blocked), "{old:?}");
    let new = play_out(st, FastParams::default());
    assert_eq!(new.stalled, None, "the line makes room, seat 1 steps aside: {new:?}");
    assert_ne!(new.winner, Some(0));
}

/// The path a fast bot plays for every seat, as the spaces each piece stood
/// on after each action.
fn positions_played(mut st: GameState, seat: u8) -> (Vec<(SpaceId, bool)>, Ending) {
    let mut bot = FastBot::new();
    let plan = Plan::new(st.board().clone());
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut brng = ChaCha8Rng::seed_from_u64(4);
    let mut seen = Vec::new();
    for _ in 0..100_000 {
        if st.is_over() {
            break;
        }
        let a = bot.choose(&st, &plan, &mut brng);
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()));
        let p = st.player(seat);
        if let Some(at) = p.pieces()[0].at {
            let deck = p.deck();
            let escapes = deck.contains(K::Native) || deck.count(K::Captain) > 0;
            seen.push((at, escapes));
        }
    }
    (seen, ending(&st))
}

#[test]
fn no_piece_steps_where_its_lasting_cards_could_never_take_it_out() {
    // A village 3, then a village 1 between it and a river 3: a Treasure
    // Chest (4 coins, used up once played) pays both villages, but once on
    // the village 1, a deck of Explorers, Travelers and a Sailor can pay
    // neither the river ahead nor the village behind.
    let rows = &["S1 S2 S3 S4 M  M", "J1 V3 V1 R3 FJ", "M  M  M  M  M"];
    let mut st = game_with(rows, 2, Rules { round_cap: 60, ..Rules::default() }, &[]);
    set_market(
        &mut st,
        Market::with([Some(K::Captain), None, None, None, None, None], &[(K::Captain, 3)]),
    );
    let draw = [K::Explorer, K::Traveler, K::Traveler, K::Sailor, K::Traveler];
    set_cards(&mut st, 0, &[K::TreasureChest, K::Explorer, K::Traveler, K::Sailor], &draw);
    set_cards(&mut st, 1, &[K::Explorer, K::Explorer, K::Traveler, K::Sailor], &draw);
    place(&mut st, 0, 0, (0, 1));
    let neck = sp(&st, 2, 1);
    // Seat 2 waits at its start; only seat 1's piece is followed.
    place(&mut st, 1, 0, (3, 0));
    let (seen, outcome) = positions_played(st, 0);
    assert!(
        seen.iter().all(|&(at, escapes)| at != neck || escapes),
        "seat 1 stood in the neck before its deck held a Captain: {seen:?}"
    );
    assert!(seen.iter().any(|&(at, _)| at == neck), "it goes through once it can");
    assert_eq!(outcome.stalled, None, "{outcome:?}");
}

#[test]
fn a_base_camp_never_leaves_a_deck_too_small_to_play_and_a_small_deck_buys_first() {
    // A base camp 3 on the only way: a deck of five cards would be left with
    // two. The bot buys cards (Scouts are for sale) before it pays.
    let rows = &["S1 S2 S3 S4", "J1 B3 J1 FJ", "M  M  M  M"];
    let mut st = game_with(rows, 2, Rules { round_cap: 60, ..Rules::default() }, &[]);
    set_market(
        &mut st,
        Market::with([Some(K::Scout), None, None, None, None, None], &[(K::Scout, 3)]),
    );
    set_cards(&mut st, 0, &[K::Explorer, K::Traveler, K::Traveler, K::Sailor], &[K::Explorer]);
    set_cards(&mut st, 1, &[K::Explorer, K::Traveler, K::Traveler, K::Sailor], &[K::Explorer]);
    place(&mut st, 0, 0, (0, 1));
    place(&mut st, 1, 0, (3, 0));
    let mut bot = FastBot::new();
    let plan = Plan::new(st.board().clone());
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut brng = ChaCha8Rng::seed_from_u64(4);
    let mut bought = 0;
    while !st.is_over() {
        let a = bot.choose(&st, &plan, &mut brng);
        if st.current() == 0 {
            if let Action::Buy { .. } = a {
                bought += 1;
            }
            if let Action::Pay { cards, .. } = a {
                assert!(st.player(0).deck().len() >= cards.len() + LAST_CARDS, "paid {cards}");
            }
        }
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()));
    }
    assert!(bought >= 1, "the deck grew before the base camp");
    assert!(st.player(0).deck().len() >= LAST_CARDS);
    assert_eq!(ending(&st).stalled, None);
}

/// Plays seat 1's turn on a course whose only way starts with a base camp 1,
/// then rubble 2 and 1: with a deck of three cards that has not moved for
/// `idle` rounds. Returns how far its piece got from its start (in spaces
/// to El Dorado) and how many cards it keeps.
fn thin_deck_turn(idle: u16) -> (u16, usize) {
    let rows = &["S1 S2 S3 S4", "B1 G2 G1 J1 FJ", "M  M  M  M  M"];
    let mut st = game_with(rows, 3, Rules::default(), &[]);
    set_market(&mut st, Market::with([None, None, None, None, None, None], &[]));
    set_cards(&mut st, 0, &[K::Explorer, K::Traveler, K::Sailor], &[]);
    place(&mut st, 0, 0, (0, 0));
    place(&mut st, 1, 0, (2, 0));
    place(&mut st, 2, 0, (3, 0));
    set_round(&mut st, 20);
    set_seat_last_moved(&mut st, 0, 20 - idle);
    let mut bot = FastBot::new();
    let plan = Plan::new(st.board().clone());
    let start = plan.steps(at(st.board(), 0, 0));
    let (mut rng, mut brng) = (ChaCha8Rng::seed_from_u64(3), ChaCha8Rng::seed_from_u64(4));
    while st.current() == 0 && st.round() == 20 {
        let a = bot.choose(&st, &plan, &mut brng);
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()));
    }
    let now = plan.steps(pos(&st, 0, 0).unwrap());
    (start - now, st.player(0).deck().len())
}

#[test]
fn a_long_stuck_thin_deck_pays_a_base_camp_when_what_is_left_still_pays_the_way() {
    // Stuck two rounds: the bot keeps its last three cards and waits.
    assert_eq!(thin_deck_turn(2), (0, 3));
    // Five rounds without a move: two cards still pay the rubble 2 and the
    // jungle beyond, so it gives one up and goes on over the rubble 2.
    let (gone, kept) = thin_deck_turn(5);
    assert!(gone >= 1, "the piece entered the base camp");
    assert_eq!(kept, 2);
}

#[test]
fn a_long_stuck_player_opens_the_market_for_the_card_its_way_needs() {
    // A river 4 before El Dorado; the market board is full and none of its
    // piles pays a river 4, but a Native waits beside the board. The Scouts'
    // pile is down to its last card: buying it empties a slot, which opens
    // the piles beside the board. Seats 2 and 3 can neither move nor buy.
    let rows = &["S1 S2 S3 S4", "J1 R4 FJ"];
    let mut st = game_with(rows, 3, Rules { round_cap: 60, ..Rules::default() }, &[]);
    let board = [K::Scout, K::Trailblazer, K::Pioneer, K::Photographer, K::Journalist, K::Captain];
    set_market(
        &mut st,
        Market::with(
            board.map(Some),
            &[
                (K::Scout, 1),
                (K::Trailblazer, 3),
                (K::Pioneer, 3),
                (K::Photographer, 3),
                (K::Journalist, 3),
                (K::Captain, 3),
                (K::Native, 2),
            ],
        ),
    );
    let hand = [K::Journalist, K::Traveler, K::Sailor, K::Explorer];
    set_cards(&mut st, 0, &hand, &[K::Journalist, K::Traveler, K::Explorer, K::Photographer]);
    place(&mut st, 0, 0, (0, 1));
    for seat in 1..3 {
        set_cards(&mut st, seat, &[K::Sailor], &[]);
    }
    // Long stuck: no move for ten rounds.
    set_round(&mut st, 20);
    set_last_moved(&mut st, 10);
    let mut bot = FastBot::new();
    let plan = Plan::new(st.board().clone());
    let (mut rng, mut brng) = (ChaCha8Rng::seed_from_u64(3), ChaCha8Rng::seed_from_u64(4));
    let mut bought = Vec::new();
    while !st.is_over() {
        let a = bot.choose(&st, &plan, &mut brng);
        if st.current() == 0
            && let Action::Buy { card, .. } = a
        {
            bought.push(card);
        }
        st.apply(a, &mut rng).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()));
    }
    assert_eq!(bought.first(), Some(&K::Scout), "the last Scout opens the market: {bought:?}");
    assert!(bought.contains(&K::Native), "{bought:?}");
    let o = ending(&st);
    assert_eq!((o.winner, o.stalled), (Some(0), None), "{o:?}");
}
