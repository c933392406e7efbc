//! What the bots do with a position: no turn passed idle while a move gains
//! ground, and sequences that reach El Dorado found where a greedy play stalls.

use std::sync::Arc;

use eldorado_core::course::official;
use eldorado_core::map::Map;

use crate::bots::eval::{Dist, LAST_CARDS, can_spare_leaving, lasting_caps};
use crate::bots::{self, BotKind};
use crate::plan::Plan;
use eldorado_core::catalog::Terrain;
use eldorado_rules::action::{Action, Step};
use eldorado_rules::board::Board;
use eldorado_rules::cards::CardKind;
use eldorado_rules::replay::{bot_rng, game_seed, start_game};
use eldorado_rules::state::{GameConfig, GameState, Phase, Rules};

/// Whether some legal play of the current player brings a piece nearer El
/// Dorado, by the distances for the cards the player owns (a route over a
/// space stronger than any card of the deck costs more, see
/// [`eldorado_rules::Board::dist_for`]).
///
/// Two plays the bots refuse on purpose don't count: a move whose end the
/// deck's lasting cards could never leave (no Native in the deck), and a
/// base camp that would leave the deck fewer than [`LAST_CARDS`] cards or
/// without the last card of a symbol its way needs.
fn a_move_gains_ground(state: &GameState, plan: &Plan) -> bool {
    let me = state.current_player();
    let deck = me.deck();
    let dist = Dist::new(state, plan, state.current());
    let traps = (!deck.contains(CardKind::Native)).then(|| plan.routes_of(lasting_caps(&deck)));
    state.legal_actions().into_iter().any(|a| {
        let (piece, end) = match a {
            Action::Move { piece, path, .. } => match path.last() {
                Some(&Step::Enter(s)) => (piece, s),
                _ => return false,
            },
            Action::Native { piece, target: Step::Enter(s), .. } => (piece, s),
            Action::Pay { piece, target: Step::Enter(s), cards } => {
                if state.board().terrain(s) == Terrain::Basecamp
                    && !can_spare_leaving(state, plan, state.current(), &cards, LAST_CARDS)
                {
                    return false;
                }
                (piece, s)
            }
            _ => return false,
        };
        let trap = matches!(a, Action::Move { .. }) && traps.is_some_and(|t| t[end].trap);
        !trap && me.pieces()[piece as usize].at.is_some_and(|at| dist.of(end) < dist.of(at))
    })
}

/// Whether some player has not moved for two rounds: then the bots look at
/// the pieces that do not make way and take the way round them, which the
/// distance table of [`a_move_gains_ground`] does not know (the gridlock
/// tests check what they do there).
fn someone_stuck(state: &GameState) -> bool {
    (0..state.players().len() as u8).any(|s| crate::bots::gridlock::stuck(state, s))
}

/// Does the play of this action count as doing something with the turn?
fn acts(a: &Action) -> bool {
    matches!(
        a,
        Action::Move { .. }
            | Action::Native { .. }
            | Action::Pay { .. }
            | Action::Buy { .. }
            | Action::Transmit(_)
    )
}

/// Plays fast-bot games and returns the turns (seed, round, seat) in which a
/// player moved nothing, paid nothing and bought nothing although a move
/// gaining ground was legal when it finished playing.
fn idle_turns(
    board: &Arc<Board>,
    config: GameConfig,
    seeds: std::ops::Range<u64>,
) -> Vec<(u64, u16, u8)> {
    let mut idle = Vec::new();
    let plan = Plan::new(board.clone());
    for g in seeds {
        let seed = game_seed(5, g);
        let (mut state, mut rng, _) = start_game(board.clone(), config, seed).unwrap();
        let mut bot = bots::build(BotKind::Fast);
        let mut brng = bot_rng(seed);
        let mut acted = false;
        while !state.is_over() {
            let action = bot.choose(&state, &plan, &mut brng);
            if action == Action::FinishPlaying && state.phase() == Phase::Play {
                if !acted && a_move_gains_ground(&state, &plan) && !someone_stuck(&state) {
                    idle.push((seed, state.round(), state.current()));
                }
                acted = false;
            }
            acted |= acts(&action);
            state.apply(action, &mut rng).unwrap();
        }
    }
    idle
}

/// A fast bot spends rather than idles: it does not keep an item or the
/// Native for a costlier space, refuse to pay a base camp, or miss a way
/// round other pieces longer than it looks.
#[test]
fn fast_bots_never_pass_a_turn_while_a_move_gains_ground() {
    for id in ["first-course", "witchs-cauldron", "winding-paths"] {
        let board =
            Arc::new(Board::from_map(Map::build(&official::course(id).unwrap()).unwrap()).unwrap());
        for players in [2, 3, 4] {
            let config =
                GameConfig { players, rules: Rules { caves: players == 4, ..Rules::default() } };
            let idle = idle_turns(&board, config, 0..60);
            assert!(
                idle.is_empty(),
                "{id}, {players} players: {} idle turns, e.g. {:?}",
                idle.len(),
                &idle[..idle.len().min(5)]
            );
        }
    }
}

/// Plays seat 0 with a bot while the other seats pass, for at most `rounds`
/// rounds; returns the round it reached El Dorado in.
fn solo(mut st: GameState, kind: BotKind, rounds: u16) -> Option<u16> {
    let mut bot = bots::build(kind);
    let plan = Plan::new(st.board().clone());
    let mut rng = eldorado_rules::kit::rng();
    let mut brng = bot_rng(1);
    while !st.is_over() && st.round() <= rounds {
        let action = if st.current() == 0 {
            bot.choose(&st, &plan, &mut brng)
        } else if st.phase() == Phase::Play {
            Action::FinishPlaying
        } else {
            Action::EndTurn
        };
        st.apply(action, &mut rng)
            .unwrap_or_else(|e| panic!("{kind} chose {}: {e}", action.describe()));
    }
    st.player(0).completed()
}

/// A player whose deck came down to an Explorer and a Trailblazer stands
/// before a river on the way to El Dorado. Its hand is worth 1 coin and the
/// market's paddle cards and jokers cost 2 or more: the way through is to buy
/// cheap cards first (a Scout for 1 coin) until a hand can pay for a paddle
/// (a 2-player Witch's cauldron game stalled this way). Before the fast bot
/// learnt to save up, neither bot found it: the strong bot's rollouts, played
/// with the fast policy, saw no difference between buying and not.
#[test]
fn the_bots_buy_their_way_to_a_card_they_cannot_yet_afford() {
    use eldorado_rules::cards::CardKind as K;
    use eldorado_rules::market::Market;
    let mut st = eldorado_rules::kit::game_with(
        &["S1 S2 S3 S4", "J1 R1 M M", ".. FJ"],
        3,
        Rules::default(),
        &[],
    );
    let piles = [K::Scout, K::Captain, K::JackOfAllTrades, K::Photographer];
    eldorado_rules::kit::set_market(
        &mut st,
        Market::with(
            [Some(piles[0]), Some(piles[1]), Some(piles[2]), Some(piles[3]), None, None],
            &piles.map(|k| (k, 3)),
        ),
    );
    eldorado_rules::kit::set_cards(&mut st, 0, &[K::Explorer, K::Trailblazer], &[]);
    // The others hold no cards: only the player's own play counts.
    for seat in [1, 2] {
        eldorado_rules::kit::set_cards(&mut st, seat, &[], &[]);
    }
    eldorado_rules::kit::place(&mut st, 0, 0, (0, 1));
    for kind in [BotKind::Fast, BotKind::Strong] {
        let arrived = solo(st.clone(), kind, 12);
        assert!(arrived.is_some(), "the {kind} bot did not reach El Dorado in 12 rounds");
    }
}

#[test]
fn card_values_in_one_pass_are_card_value_of_each_kind() {
    use crate::bots::eval::{card_value, card_values};
    use eldorado_rules::cards::CardKind;
    for (shares, buying) in [([0.5, 0.2, 0.3], 0.0), ([0.1, 0.8, 0.1], 0.4), ([0.0, 0.0, 1.0], 0.6)]
    {
        let all = card_values(&shares, buying);
        for k in CardKind::ALL {
            assert_eq!(all[k as usize], card_value(k, &shares, buying), "{k}");
        }
    }
}
