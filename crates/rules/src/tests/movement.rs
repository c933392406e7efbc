//! Movement, blockades, occupied spaces and El Dorado (rulebook p.3 and p.5;
//! resolutions A1, A2 and A8 in docs/simulator.md).

use crate::action::{Action, Event, Path, RuleError, Source, Step};
use crate::cards::CardKind as K;
use crate::kit::*;
use crate::state::Rules;
use eldorado_core::catalog::Symbol;
use eldorado_core::catalog::Terrain;
use eldorado_core::map::{SeamId, SpaceId};

/// Start row, then a jungle track to a jungle finish; a river and a mountain below.
const TRACK: &[&str] = &["S1 S2 S3 S4", "J1 J1 J1 J2 J3 FJ", "R1 R1 M  G2 B1 .."];

#[test]
fn leftover_power_carries_on_through_matching_spaces() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Scout], &[]);
    place(&mut st, 0, 0, (0, 1));
    // Scout (machete 2): jungle 1 + jungle 1.
    let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1), (2, 1)]);
    let ev = ok(&mut st, a);
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 2, 1)));
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::Entered { .. })).count(), 2);
    assert!(st.player(0).played().contains(K::Scout));
}

#[test]
fn leftover_power_must_cover_the_next_space() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Scout], &[]);
    place(&mut st, 0, 0, (1, 1));
    // 1 for the jungle 1, then only 1 left for the jungle 2.
    let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(2, 1), (3, 1)]);
    assert!(matches!(refused(&mut st, a), RuleError::NotEnoughPower { needed: 2, left: 1, .. }));
}

#[test]
fn cards_are_never_combined_for_one_space() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Explorer, K::Explorer], &[]);
    place(&mut st, 0, 0, (2, 1));
    // Two Explorers make 2 machete, but each card pays alone: the jungle 2 stays shut.
    let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(3, 1)]);
    assert!(matches!(refused(&mut st, a), RuleError::NotEnoughPower { needed: 2, left: 1, .. }));
}

#[test]
fn a_played_card_is_spent_and_its_unused_power_lost() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Scout], &[]);
    place(&mut st, 0, 0, (0, 1));
    let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1)]);
    ok(&mut st, a);
    // The Scout had 1 power left, but playing on means playing it again, which it can't.
    let again = mv(&st, 0, K::Scout, Symbol::Machete, &[(2, 1)]);
    assert_eq!(refused(&mut st, again), RuleError::NotInHand(K::Scout));
}

#[test]
fn a_card_pays_only_its_own_symbol() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Scout, K::Sailor], &[]);
    place(&mut st, 0, 0, (0, 1));
    let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(0, 2)]);
    assert!(
        matches!(refused(&mut st, a), RuleError::TerrainMismatch { terrain, .. } if terrain == Terrain::River)
    );
    let wrong_symbol = mv(&st, 0, K::Scout, Symbol::Paddle, &[(0, 2)]);
    assert!(matches!(refused(&mut st, wrong_symbol), RuleError::WrongSymbol { .. }));
    let a = mv(&st, 0, K::Sailor, Symbol::Paddle, &[(0, 2)]);
    ok(&mut st, a);
}

#[test]
fn a_joker_keeps_the_symbol_chosen_for_the_whole_move() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Adventurer], &[]);
    place(&mut st, 0, 0, (0, 1));
    // Chosen machete: jungle then river is refused.
    let a = mv(&st, 0, K::Adventurer, Symbol::Machete, &[(1, 1), (0, 2)]);
    assert!(matches!(refused(&mut st, a), RuleError::TerrainMismatch { .. }));
    // Chosen paddle: two rivers.
    let a = mv(&st, 0, K::Adventurer, Symbol::Paddle, &[(0, 2), (1, 2)]);
    ok(&mut st, a);
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 1, 2)));
}

#[test]
fn rubble_takes_any_cards_which_are_discarded() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Sailor, K::Native, K::Traveler], &[]);
    place(&mut st, 0, 0, (3, 1));
    let rubble = sp(&st, 3, 2);
    assert_eq!(terrain(&st, rubble), Terrain::Rubble);
    let too_few = Action::Pay { piece: 0, target: Step::Enter(rubble), cards: cards(&[K::Sailor]) };
    assert!(matches!(
        refused(&mut st, too_few),
        RuleError::WrongCardCount { needed: 2, given: 1, .. }
    ));
    ok(
        &mut st,
        Action::Pay {
            piece: 0,
            target: Step::Enter(rubble),
            cards: cards(&[K::Sailor, K::Native]),
        },
    );
    assert_eq!(pos(&st, 0, 0), Some(rubble));
    assert_eq!(*st.player(0).played(), cards(&[K::Sailor, K::Native]));
    assert!(st.player(0).removed().is_empty());
    ok(&mut st, Action::FinishPlaying);
    assert_eq!(st.player(0).discard_pile().len(), 2);
}

#[test]
fn a_base_camp_removes_its_cards_from_the_game() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Traveler, K::Explorer], &[]);
    place(&mut st, 0, 0, (4, 1));
    let camp = sp(&st, 4, 2);
    assert_eq!(terrain(&st, camp), Terrain::Basecamp);
    let ev = ok(
        &mut st,
        Action::Pay { piece: 0, target: Step::Enter(camp), cards: cards(&[K::Traveler]) },
    );
    assert!(ev.contains(&Event::Removed { player: 0, card: K::Traveler }));
    assert_eq!(*st.player(0).removed(), cards(&[K::Traveler]));
    assert!(st.player(0).played().is_empty());
    assert_eq!(st.player(0).deck().count(K::Traveler), 0);
}

#[test]
fn leftover_power_never_pays_rubble_or_base_camps() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Pioneer], &[]);
    place(&mut st, 0, 0, (2, 1));
    let a = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(3, 1), (3, 2)]);
    assert!(
        matches!(refused(&mut st, a), RuleError::TerrainMismatch { terrain, .. } if terrain == Terrain::Rubble)
    );
    let pay_with_card_move =
        Action::Pay { piece: 0, target: Step::Enter(sp(&st, 3, 1)), cards: cards(&[K::Pioneer]) };
    assert!(matches!(refused(&mut st, pay_with_card_move), RuleError::NotPaidByCards(_)));
}

#[test]
fn mountains_are_never_entered() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Native, K::Pioneer], &[]);
    place(&mut st, 0, 0, (2, 1));
    let mountain = sp(&st, 2, 2);
    let native =
        Action::Native { piece: 0, source: Source::Card(K::Native), target: Step::Enter(mountain) };
    assert_eq!(refused(&mut st, native), RuleError::NotEnterable(mountain));
    let a = Action::Move {
        piece: 0,
        source: Source::Card(K::Pioneer),
        symbol: Symbol::Machete,
        path: [Step::Enter(mountain)].into_iter().collect(),
    };
    assert_eq!(refused(&mut st, a), RuleError::NotEnterable(mountain));
}

#[test]
fn start_spaces_are_not_entered_again() {
    // A8: start spaces have no requirement, so they are closed once left.
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Native], &[]);
    place(&mut st, 0, 0, (1, 1));
    let start = sp(&st, 1, 0);
    let native =
        Action::Native { piece: 0, source: Source::Card(K::Native), target: Step::Enter(start) };
    assert_eq!(refused(&mut st, native), RuleError::NotEnterable(start));
}

#[test]
fn occupied_spaces_can_be_neither_entered_nor_passed() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Trailblazer, K::Native], &[]);
    place(&mut st, 0, 0, (0, 1));
    place(&mut st, 1, 0, (1, 1));
    let through = mv(&st, 0, K::Trailblazer, Symbol::Machete, &[(1, 1), (2, 1)]);
    assert_eq!(refused(&mut st, through), RuleError::Occupied(sp(&st, 1, 1)));
    let native = Action::Native {
        piece: 0,
        source: Source::Card(K::Native),
        target: Step::Enter(sp(&st, 1, 1)),
    };
    assert_eq!(refused(&mut st, native), RuleError::Occupied(sp(&st, 1, 1)));
}

#[test]
fn reaching_a_finishing_space_frees_it_and_ends_the_move() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Pioneer], &[]);
    place(&mut st, 0, 0, (3, 1));
    let finish = sp(&st, 5, 1);
    let ev = {
        let a = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(4, 1), (5, 1)]);
        ok(&mut st, a)
    };
    assert!(ev.contains(&Event::Arrived { player: 0, piece: 0 }));
    assert!(ev.contains(&Event::Completed { player: 0 }));
    assert_eq!(pos(&st, 0, 0), None);
    assert!(!st.is_occupied(finish));
    assert!(st.is_final_round());
}

#[test]
fn a_move_cannot_run_on_past_el_dorado() {
    let mut st = game(&["S1 S2 S3 S4", "J1 FJ J1"], 4);
    set_cards(&mut st, 0, &[K::Trailblazer], &[]);
    place(&mut st, 0, 0, (0, 1));
    let a = mv(&st, 0, K::Trailblazer, Symbol::Machete, &[(1, 1), (2, 1)]);
    assert_eq!(refused(&mut st, a), RuleError::PastFinish(sp(&st, 1, 1)));
}

#[test]
fn an_empty_path_or_a_jump_is_refused() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Pioneer], &[]);
    place(&mut st, 0, 0, (0, 1));
    let empty = Action::Move {
        piece: 0,
        source: Source::Card(K::Pioneer),
        symbol: Symbol::Machete,
        path: Path::new(),
    };
    assert_eq!(refused(&mut st, empty), RuleError::EmptyPath);
    let jump = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(2, 1)]);
    assert_eq!(refused(&mut st, jump), RuleError::NotAdjacent(sp(&st, 2, 1)));
    let no_piece = Action::Move {
        piece: 3,
        source: Source::Card(K::Pioneer),
        symbol: Symbol::Machete,
        path: Path::new(),
    };
    assert_eq!(refused(&mut st, no_piece), RuleError::NoSuchPiece(3));
    let action_card = mv(&st, 0, K::Native, Symbol::Machete, &[(1, 1)]);
    assert_eq!(refused(&mut st, action_card), RuleError::NotInHand(K::Native));
}

// ---- blockades ------------------------------------------------------------------------

/// Piece 0 holds the start row and the first jungle; piece 1 lies beyond the seam.
const SEAM: &[&str] = &["S1 S2 S3 S4", "J1 J1/1 J2/1 J1/1 FJ/1"];

fn blockaded(number: u8, rules: Rules) -> crate::GameState {
    let mut st = game_with(SEAM, 4, rules, &[(0, number)]);
    place(&mut st, 0, 0, (0, 1));
    st
}

fn break_step() -> Step {
    Step::Break(SeamId::new(0))
}

#[test]
fn a_blockade_closes_the_border_until_someone_pays_it() {
    let mut st = blockaded(1, Rules::default());
    set_cards(&mut st, 0, &[K::Trailblazer], &[]);
    let a = mv(&st, 0, K::Trailblazer, Symbol::Machete, &[(1, 1)]);
    assert_eq!(refused(&mut st, a), RuleError::Blocked(sp(&st, 1, 1)));
}

#[test]
fn a_blockade_is_paid_like_a_space_and_leftover_power_carries_on() {
    // The rulebook: machete 3 pays a machete-1 blockade, then enters a green space (A2).
    let mut st = blockaded(1, Rules::default());
    set_cards(&mut st, 0, &[K::Trailblazer], &[]);
    let path: Path = [break_step(), Step::Enter(sp(&st, 1, 1))].into_iter().collect();
    let ev = ok(
        &mut st,
        Action::Move {
            piece: 0,
            source: Source::Card(K::Trailblazer),
            symbol: Symbol::Machete,
            path,
        },
    );
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::BlockadeBroken { player: 0, seam, by_native: false, .. } if seam.index() == 0
    )));
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 1, 1)));
    assert_eq!(st.player(0).blockades(), &[1]);
    assert_eq!(st.blockades()[0].owner, Some(0));
}

#[test]
fn the_blockade_counts_against_the_cards_power() {
    let mut st = blockaded(1, Rules::default());
    set_cards(&mut st, 0, &[K::Trailblazer], &[]);
    // 1 for the blockade, 1 for the jungle 1, then 1 left: not enough for the jungle 2.
    let path: Path = [break_step(), Step::Enter(sp(&st, 1, 1)), Step::Enter(sp(&st, 2, 1))]
        .into_iter()
        .collect();
    let a = Action::Move {
        piece: 0,
        source: Source::Card(K::Trailblazer),
        symbol: Symbol::Machete,
        path,
    };
    assert!(matches!(refused(&mut st, a), RuleError::NotEnoughPower { needed: 2, left: 1, .. }));
}

#[test]
fn a_blockade_can_be_paid_without_going_on() {
    let mut st = blockaded(5, Rules::default());
    set_cards(&mut st, 0, &[K::Scout, K::Explorer], &[]);
    let weak = Action::Move {
        piece: 0,
        source: Source::Card(K::Explorer),
        symbol: Symbol::Machete,
        path: [break_step()].into_iter().collect(),
    };
    assert!(matches!(refused(&mut st, weak), RuleError::BlockadeRequirement(b) if b.number == 5));
    ok(
        &mut st,
        Action::Move {
            piece: 0,
            source: Source::Card(K::Scout),
            symbol: Symbol::Machete,
            path: [break_step()].into_iter().collect(),
        },
    );
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 0, 1)));
    assert_eq!(st.player(0).blockades(), &[5]);
}

#[test]
fn a_blockade_needs_its_own_symbol() {
    let mut st = blockaded(4, Rules::default());
    set_cards(&mut st, 0, &[K::Pioneer], &[]);
    let a = Action::Move {
        piece: 0,
        source: Source::Card(K::Pioneer),
        symbol: Symbol::Machete,
        path: [break_step()].into_iter().collect(),
    };
    assert!(matches!(refused(&mut st, a), RuleError::BlockadeRequirement(b) if b.number == 4));
}

#[test]
fn a_rubble_blockade_takes_cards_and_leaves_no_power() {
    let mut st = blockaded(6, Rules::default());
    set_cards(&mut st, 0, &[K::Traveler, K::Sailor, K::Pioneer], &[]);
    let with_move = Action::Move {
        piece: 0,
        source: Source::Card(K::Pioneer),
        symbol: Symbol::Machete,
        path: [break_step()].into_iter().collect(),
    };
    assert!(matches!(
        refused(&mut st, with_move),
        RuleError::BlockadeRequirement(b) if b.number == 6
    ));
    let one = Action::Pay { piece: 0, target: break_step(), cards: cards(&[K::Traveler]) };
    assert!(matches!(refused(&mut st, one), RuleError::BlockadeRequirement { .. }));
    ok(
        &mut st,
        Action::Pay { piece: 0, target: break_step(), cards: cards(&[K::Traveler, K::Sailor]) },
    );
    assert_eq!(st.player(0).blockades(), &[6]);
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 0, 1)));
    assert_eq!(*st.player(0).played(), cards(&[K::Traveler, K::Sailor]));
}

#[test]
fn after_a_blockade_is_taken_everyone_crosses_freely() {
    let mut st = blockaded(1, Rules::default());
    set_cards(&mut st, 0, &[K::Explorer], &[]);
    ok(
        &mut st,
        Action::Move {
            piece: 0,
            source: Source::Card(K::Explorer),
            symbol: Symbol::Machete,
            path: [break_step()].into_iter().collect(),
        },
    );
    end_turn(&mut st);
    // Seat 1 stands on start 2, next to both sides of the seam.
    set_cards(&mut st, 1, &[K::Explorer], &[]);
    {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    assert_eq!(st.player(1).blockades(), &[] as &[u8]);
}

#[test]
fn a_blockade_is_paid_only_from_a_space_next_to_it() {
    let mut st = game_with(SEAM, 4, Rules::default(), &[(0, 1)]);
    set_cards(&mut st, 2, &[K::Explorer], &[]);
    // Seat 0 moves away so it is seat 0's turn with a piece far from the seam: use seat 0 on (0,1)
    // and check the seam id is checked: there is no seam 3.
    set_cards(&mut st, 0, &[K::Explorer], &[]);
    place(&mut st, 0, 0, (0, 1));
    let a = Action::Move {
        piece: 0,
        source: Source::Card(K::Explorer),
        symbol: Symbol::Machete,
        path: [Step::Break(SeamId::new(3))].into_iter().collect(),
    };
    assert_eq!(refused(&mut st, a), RuleError::NoBlockade(SeamId::new(3)));
}

#[test]
fn the_native_tears_down_a_blockade_but_does_not_step_on() {
    // A1: the blockade is the one "space" the Native enters.
    let mut st = blockaded(5, Rules::default());
    set_cards(&mut st, 0, &[K::Native, K::Native], &[]);
    let across = Action::Native {
        piece: 0,
        source: Source::Card(K::Native),
        target: Step::Enter(sp(&st, 1, 1)),
    };
    assert_eq!(refused(&mut st, across), RuleError::Blocked(sp(&st, 1, 1)));
    let ev = ok(
        &mut st,
        Action::Native { piece: 0, source: Source::Card(K::Native), target: break_step() },
    );
    assert!(ev.iter().any(|e| matches!(e, Event::BlockadeBroken { by_native: true, .. })));
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 0, 1)));
    assert_eq!(st.player(0).blockades(), &[5]);
}

#[test]
fn the_generous_native_option_tears_down_and_steps_on() {
    let mut st = blockaded(5, Rules { generous_native: true, ..Rules::default() });
    set_cards(&mut st, 0, &[K::Native], &[]);
    {
        let a = Action::Native {
            piece: 0,
            source: Source::Card(K::Native),
            target: Step::Enter(sp(&st, 1, 1)),
        };
        ok(&mut st, a)
    };
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 1, 1)));
    assert_eq!(st.player(0).blockades(), &[5]);
}

#[test]
fn the_native_ignores_requirements() {
    let mut st = game(TRACK, 4);
    set_cards(&mut st, 0, &[K::Native, K::Native, K::Native], &[]);
    place(&mut st, 0, 0, (3, 1));
    // Jungle 3, with no machete card.
    {
        let a = Action::Native {
            piece: 0,
            source: Source::Card(K::Native),
            target: Step::Enter(sp(&st, 4, 1)),
        };
        ok(&mut st, a)
    };
    // A base camp, with no card removed.
    {
        let a = Action::Native {
            piece: 0,
            source: Source::Card(K::Native),
            target: Step::Enter(sp(&st, 4, 2)),
        };
        ok(&mut st, a)
    };
    // Rubble 2, with no card discarded.
    {
        let a = Action::Native {
            piece: 0,
            source: Source::Card(K::Native),
            target: Step::Enter(sp(&st, 3, 2)),
        };
        ok(&mut st, a)
    };
    assert!(st.player(0).removed().is_empty());
    assert_eq!(*st.player(0).played(), cards(&[K::Native, K::Native, K::Native]));
    let jump = Action::Native {
        piece: 0,
        source: Source::Card(K::Scout),
        target: Step::Enter(sp(&st, 3, 1)),
    };
    let e = refused(&mut st, jump);
    assert_eq!(e, RuleError::NotANative(Source::Card(K::Scout)));
    assert_eq!(e.to_string(), "Scout is not a Native and can't move a piece");
}

// ---- two players --------------------------------------------------------------------

#[test]
fn two_players_each_move_two_pieces_from_starts_one_three_and_two_four() {
    let st = game(TRACK, 2);
    let starts = |seat: u8| st.player(seat).pieces().iter().map(|p| p.start).collect::<Vec<_>>();
    assert_eq!(starts(0), [1, 3]);
    assert_eq!(starts(1), [2, 4]);
    assert_eq!(pos(&st, 0, 1), Some(sp(&st, 2, 0)));
}

#[test]
fn each_card_moves_one_piece_and_own_pieces_block() {
    let mut st = game(TRACK, 2);
    set_cards(&mut st, 0, &[K::Scout, K::Explorer], &[]);
    place(&mut st, 0, 0, (0, 1));
    place(&mut st, 0, 1, (1, 1));
    // Piece 0 can't pass through its own second piece.
    let a = mv(&st, 0, K::Scout, Symbol::Machete, &[(1, 1), (2, 1)]);
    assert_eq!(refused(&mut st, a), RuleError::Occupied(sp(&st, 1, 1)));
    // Move piece 1 on with the Scout, then piece 0 with the Explorer.
    {
        let a = mv(&st, 1, K::Scout, Symbol::Machete, &[(2, 1)]);
        ok(&mut st, a)
    };
    {
        let a = mv(&st, 0, K::Explorer, Symbol::Machete, &[(1, 1)]);
        ok(&mut st, a)
    };
    assert_eq!(pos(&st, 0, 0), Some(sp(&st, 1, 1)));
    assert_eq!(pos(&st, 0, 1), Some(sp(&st, 2, 1)));
}

#[test]
fn two_players_need_both_pieces_in_el_dorado() {
    let mut st = game(TRACK, 2);
    set_cards(&mut st, 0, &[K::Pioneer, K::Pioneer], &[]);
    place(&mut st, 0, 0, (3, 1));
    place(&mut st, 0, 1, (2, 1));
    let ev = {
        let a = mv(&st, 0, K::Pioneer, Symbol::Machete, &[(4, 1), (5, 1)]);
        ok(&mut st, a)
    };
    assert!(ev.contains(&Event::Arrived { player: 0, piece: 0 }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Completed { .. })));
    assert!(!st.is_final_round());
    let ev = {
        let a = mv(&st, 1, K::Pioneer, Symbol::Machete, &[(3, 1), (4, 1)]);
        ok(&mut st, a)
    };
    assert!(!ev.iter().any(|e| matches!(e, Event::Completed { .. })));
    end_turn(&mut st);
    end_turn(&mut st);
    set_cards(&mut st, 0, &[K::Explorer], &[]);
    let ev = {
        let a = mv(&st, 1, K::Explorer, Symbol::Machete, &[(5, 1)]);
        ok(&mut st, a)
    };
    assert!(ev.contains(&Event::Completed { player: 0 }));
    assert_eq!(st.player(0).completed(), Some(2));
}

#[test]
fn paths_are_equal_by_their_steps_not_by_what_a_pop_left_behind() {
    let mut longer: Path =
        [Step::Enter(SpaceId::new(3)), Step::Enter(SpaceId::new(4))].into_iter().collect();
    longer.pop();
    let short: Path = [Step::Enter(SpaceId::new(3))].into_iter().collect();
    assert_eq!(longer, short);
    let hash = |p: &Path| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        p.hash(&mut h);
        h.finish()
    };
    assert_eq!(hash(&longer), hash(&short));
}
