//! Small boards and hand-set states for rule and scenario tests: the rules'
//! own tests, and (with the `kit` feature) the simulator's tests of bots and
//! stalls. Hand-set states break card conservation on purpose; nothing but
//! tests may use them.

#![allow(clippy::missing_panics_doc)]

use eldorado_core::map::{Map, SeamId, SpaceId};
use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::board::Board;
use crate::cards::CardKind;
use crate::cardset::Cards;
use crate::state::{GameConfig, GameState, Rules};
use eldorado_core::catalog::{Blockade, Terrain};
use eldorado_core::hex::Hex;

/// The generator every kit game draws with.
pub fn rng() -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(7)
}

/// A board from rows of tokens (see [`eldorado_core::map::text`]).
pub fn board(rows: &[&str]) -> Arc<Board> {
    Arc::new(Board::from_map(Map::from_rows(rows).expect("test board")).expect("test board builds"))
}

/// The space at column `q` of row `r`.
pub fn at(b: &Board, q: i32, r: i32) -> SpaceId {
    b.space_at(Hex::new(q, r)).unwrap_or_else(|| panic!("no space at ({q}, {r})"))
}

/// A game on a test board with blockades given by (seam, number).
pub fn game_with(rows: &[&str], players: u8, rules: Rules, blockades: &[(usize, u8)]) -> GameState {
    let b = board(rows);
    let bs: Vec<(SeamId, Blockade)> =
        blockades.iter().map(|&(s, n)| (SeamId::new(s), Blockade::by_number(n).unwrap())).collect();
    GameState::new(b, GameConfig { players, rules }, &bs, &mut rng()).expect("test game sets up")
}

/// A game on a test board with the default rules and no blockades.
pub fn game(rows: &[&str], players: u8) -> GameState {
    game_with(rows, players, Rules::default(), &[])
}

/// A set of cards.
pub fn cards(kinds: &[CardKind]) -> Cards {
    Cards::from_kinds(kinds.iter().copied())
}

/// Gives a player exactly these cards in hand and this draw pile, with empty
/// discard pile and play area. The cards come from nowhere, so card
/// conservation no longer holds: scenario tests check behaviour, the property
/// tests check conservation.
pub fn set_cards(st: &mut GameState, seat: u8, hand: &[CardKind], draw: &[CardKind]) {
    let p = &mut st.players[seat as usize];
    p.hand = cards(hand);
    p.draw = cards(draw);
    p.discard = Cards::EMPTY;
    p.played = Cards::EMPTY;
}

/// Replaces the market (its board and its reserve).
pub fn set_market(st: &mut GameState, market: crate::market::Market) {
    st.market = market;
}

/// Sets the round being played.
pub fn set_round(st: &mut GameState, round: u16) {
    st.round = round;
}

/// Sets the last round in which each player moved a piece.
pub fn set_last_moved(st: &mut GameState, round: u16) {
    for p in &mut st.players {
        p.last_moved = round;
    }
}

/// Sets the last round in which one player moved a piece.
pub fn set_seat_last_moved(st: &mut GameState, seat: u8, round: u16) {
    st.players[seat as usize].last_moved = round;
}

/// Puts a card into a player's hand from nowhere.
pub fn add_to_hand(st: &mut GameState, seat: u8, card: CardKind) {
    st.players[seat as usize].hand.add(card);
}

/// Makes it `seat`'s turn.
pub fn set_current(st: &mut GameState, seat: u8) {
    st.current = seat;
}

/// Leaves `n` card removals pending (as after a Scientist or Travel Log).
pub fn set_removals(st: &mut GameState, n: u8) {
    st.turn.removals = n;
}

/// Puts a card onto a player's discard pile from nowhere.
pub fn add_to_discard(st: &mut GameState, seat: u8, card: CardKind) {
    st.players[seat as usize].discard.add(card);
}

/// Puts a piece on the space at (q, r).
pub fn place(st: &mut GameState, seat: u8, piece: u8, (q, r): (i32, i32)) {
    let b = st.board.clone();
    let s = at(&b, q, r);
    let pc = &mut st.players[seat as usize].pieces[piece as usize];
    pc.at = Some(s);
    pc.last_caves = b.cave_mask(s);
}

/// Where a piece stands.
pub fn pos(st: &GameState, seat: u8, piece: u8) -> Option<SpaceId> {
    st.player(seat).pieces()[piece as usize].at
}

/// The terrain of a space of the state's board.
pub fn terrain(st: &GameState, s: SpaceId) -> Terrain {
    st.board().terrain(s)
}

use crate::action::{Action, Event, Events, Path, RuleError, Source, Step};
use eldorado_core::catalog::Symbol;

/// A movement with a card along spaces given as (q, r).
pub fn mv(
    st: &GameState,
    piece: u8,
    card: CardKind,
    symbol: Symbol,
    hexes: &[(i32, i32)],
) -> Action {
    let b = st.board();
    let path: Path = hexes.iter().map(|&(q, r)| Step::Enter(at(b, q, r))).collect();
    Action::Move { piece, source: Source::Card(card), symbol, path }
}

/// Applies a legal action.
pub fn ok(st: &mut GameState, a: Action) -> Events {
    st.apply(a, &mut rng()).unwrap_or_else(|e| panic!("{} was refused: {e}", a.describe()))
}

/// Applies a legal action, then explores every cave its stop offers (as a
/// player who always explores would); returns the events of both.
pub fn ok_and_explore(st: &mut GameState, a: Action) -> Vec<Event> {
    let mut events = ok(st, a).to_vec();
    while let Some(c) = { st.caves_to_explore().next() } {
        events.extend(ok(st, Action::Explore(c)));
    }
    events
}

/// Applies an illegal action, checks that nothing changed, and returns the error.
pub fn refused(st: &mut GameState, a: Action) -> RuleError {
    let before = st.clone();
    let e = st.apply(a, &mut rng()).expect_err(&format!("{} should be refused", a.describe()));
    assert_eq!(st.players, before.players, "a refused action changed the players");
    assert_eq!(st.market, before.market);
    assert_eq!(st.blockades, before.blockades);
    assert_eq!(st.turn, before.turn);
    assert!(!e.to_string().is_empty());
    e
}

/// Ends the current player's turn, discarding nothing.
pub fn end_turn(st: &mut GameState) {
    ok(st, Action::FinishPlaying);
    ok(st, Action::EndTurn);
}

/// The space at (q, r) of the state's board.
pub fn sp(st: &GameState, q: i32, r: i32) -> SpaceId {
    at(st.board(), q, r)
}
