//! A game told in words, the one wording of `eldorado simulate --trace`,
//! `eldorado replay` and the editor's game view: spaces as a player finds
//! them on the table (the letter of their piece and a clock face over it,
//! `space::name`: "C 2 o'clock ring 1"), with what they are ("jungle 2
//! (C 2 o'clock ring 1)"), blockades by number and seam ("blockade 4 on
//! B–C"), cards and tokens by their printed names. Never an index of the
//! engine's own, nor coordinates.

use crate::nouns;
use eldorado_core::catalog::Blockade;
use eldorado_core::map::{SeamId, SpaceId};
use eldorado_messages::{Arg, Lang, text, text_with};
use eldorado_rules::action::{Action, Event, Events, RuleError, Source, Step, TokenUse};
use eldorado_rules::board::Board;
use eldorado_rules::played::{Seat, Timeline, TimelineError};
use eldorado_rules::state::{GameState, Outcome, Phase, SetupError};

/// A message of the story in `lang` with its arguments.
fn say(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    text_with(lang, id, args)
}

/// "A and B and C" in `lang`.
fn and(lang: Lang, parts: Vec<String>) -> String {
    crate::pieces::and_chain(lang, parts)
}

/// A space as a player finds it: "C 2 o'clock ring 1", "C à 2 h, anneau 1".
pub fn hex(board: &Board, s: SpaceId, lang: Lang) -> String {
    if s.index() < board.len() {
        crate::space::name(board.map(), s, lang)
    } else {
        say(lang, "game-story-no-space", &[("space", s.to_string().into())])
    }
}

/// A space by what it is and where: "jungle 2 (C 2 o'clock ring 1)",
/// "start space 2 (B 6 o'clock ring 3)".
pub fn place(board: &Board, s: SpaceId, lang: Lang) -> String {
    if s.index() < board.len() {
        let what = nouns::space(board.map().space(s), lang);
        say(
            lang,
            "game-story-place",
            &[("what", what.into()), ("where", hex(board, s, lang).into())],
        )
    } else {
        hex(board, s, lang)
    }
}

/// A seam by the pieces it joins: "B–C".
pub fn seam(board: &Board, seam: SeamId, lang: Lang) -> String {
    if seam.index() < board.seam_count() {
        board.map().seam_name(seam)
    } else {
        say(lang, "game-story-no-seam", &[("seam", seam.to_string().into())])
    }
}

/// The blockade on a seam by its number, if the game has one there:
/// "blockade 4 on B–C", else "the blockade on B–C".
pub fn blockade_on(state: &GameState, s: SeamId, lang: Lang) -> String {
    let on = seam(state.board(), s, lang);
    match state.blockades().iter().find(|b| b.seam == s) {
        Some(b) => say(
            lang,
            "game-story-blockade-on",
            &[("number", b.blockade.number.into()), ("seam", on.into())],
        ),
        None => say(lang, "game-story-the-blockade-on", &[("seam", on.into())]),
    }
}

/// A card or a token that pays for a move: "Scout", "the machete 2 token".
pub fn source(s: &Source, lang: Lang) -> String {
    nouns::source(s, lang)
}

fn step(state: &GameState, s: &Step, lang: Lang) -> String {
    match *s {
        Step::Enter(x) => hex(state.board(), x, lang),
        Step::Break(x) => blockade_on(state, x, lang),
    }
}

fn steps(state: &GameState, path: &[Step], lang: Lang) -> String {
    path.iter().map(|s| step(state, s, lang)).collect::<Vec<_>>().join(" → ")
}

/// A player's piece as the board labels it: with two pieces each (two
/// players), "piece 1a" and "piece 1b" (seat 1's); with one, "its piece".
/// Never "piece 2", which reads like seat 2.
pub fn piece(state: &GameState, seat: u8, piece: u8, lang: Lang) -> String {
    match label_if_two(state, seat, piece) {
        Some(label) => say(lang, "game-story-the-piece", &[("label", label.into())]),
        None => text(lang, "game-story-its-piece"),
    }
}

/// The board's label of a piece ("1b") when its player has two; `None` when one.
pub fn label_if_two(state: &GameState, seat: u8, piece: u8) -> Option<String> {
    let two = state.players().get(seat as usize).is_some_and(|p| p.pieces().len() > 1);
    two.then(|| piece_label(seat, piece))
}

/// The label the board draws on a piece of a player with two: "1a", "1b".
pub fn piece_label(seat: u8, piece: u8) -> String {
    let letter = char::from(b'a' + piece.min(25));
    format!("{}{letter}", seat + 1)
}

/// What a purchase is paid with: "Scout and a coin 1 token", "nothing".
pub fn paid(payment: &eldorado_rules::action::PurchasePayment, lang: Lang) -> String {
    use eldorado_rules::cards::TokenKind;
    let mut parts = Vec::new();
    if !payment.cards.is_empty() {
        parts.push(nouns::cards(&payment.cards, lang));
    }
    for (n, kind) in [(payment.coin1, TokenKind::Coin1), (payment.coin2, TokenKind::Coin2)] {
        if n > 0 {
            let token = nouns::token(kind, lang);
            parts.push(say(
                lang,
                "game-coin-tokens",
                &[("count", n.into()), ("token", token.into())],
            ));
        }
    }
    if parts.is_empty() { text(lang, "game-nothing") } else { and(lang, parts) }
}

/// What an action does, in words, from the state it is taken in: "moves
/// piece 1a with Scout as machete: C 2 o'clock ring 1 → C centre".
pub fn describe(state: &GameState, action: &Action, lang: Lang) -> String {
    let board = state.board();
    let card = |k: &eldorado_rules::cards::CardKind| -> Arg { nouns::card(*k, lang).into() };
    let who = |p: &u8| -> Arg { self::piece(state, state.current(), *p, lang).into() };
    match action {
        Action::Move { piece, source: src, symbol, path } => say(
            lang,
            "game-story-move",
            &[
                ("piece", who(piece)),
                ("source", source(src, lang).into()),
                ("symbol", nouns::symbol(*symbol, lang).into()),
                ("steps", steps(state, path, lang).into()),
            ],
        ),
        Action::Pay { piece, target: Step::Enter(s), cards } => say(
            lang,
            "game-story-pay-enter",
            &[
                ("cards", nouns::cards(cards, lang).into()),
                ("piece", who(piece)),
                ("place", place(board, *s, lang).into()),
            ],
        ),
        Action::Pay { target: Step::Break(s), cards, .. } => say(
            lang,
            "game-story-pay-blockade",
            &[
                ("cards", nouns::cards(cards, lang).into()),
                ("blockade", blockade_on(state, *s, lang).into()),
            ],
        ),
        Action::Native { piece, source: src, target: Step::Enter(s) } => say(
            lang,
            "game-story-native-enter",
            &[
                ("piece", who(piece)),
                ("source", source(src, lang).into()),
                ("place", place(board, *s, lang).into()),
            ],
        ),
        Action::Native { source: src, target: Step::Break(s), .. } => say(
            lang,
            "game-story-native-blockade",
            &[
                ("blockade", blockade_on(state, *s, lang).into()),
                ("source", source(src, lang).into()),
            ],
        ),
        Action::Draw(k) => say(lang, "game-story-draw", &[("card", card(k))]),
        Action::DrawFewer { card: k, count } => {
            say(lang, "game-story-draw-fewer", &[("card", card(k)), ("count", (*count).into())])
        }
        Action::RemoveCard(k) => say(lang, "game-story-remove", &[("card", card(k))]),
        Action::StopRemoving => text(lang, "game-story-stop-removing"),
        Action::Transmit(k) => say(lang, "game-story-transmit", &[("card", card(k))]),
        Action::Buy { card: k, payment } => {
            let paid: Arg = paid(payment, lang).into();
            match payment.changed {
                Some(c) => say(
                    lang,
                    "game-story-buy-changed",
                    &[("card", card(k)), ("paid", paid), ("changed", card(&c))],
                ),
                None => say(lang, "game-story-buy", &[("card", card(k)), ("paid", paid)]),
            }
        }
        Action::Token(u) => {
            use eldorado_rules::cards::TokenKind as T;
            let token = |t: T| -> Arg { nouns::token(t, lang).into() };
            match u {
                TokenUse::DrawCard => {
                    say(lang, "game-story-use-token", &[("token", token(T::DrawCard))])
                }
                TokenUse::RemoveCard(k) => say(
                    lang,
                    "game-story-use-token-on",
                    &[("token", token(T::RemoveCard)), ("what", card(k))],
                ),
                TokenUse::SwapHand(cards) => say(
                    lang,
                    "game-story-use-token-on",
                    &[("token", token(T::SwapHand)), ("what", nouns::cards(cards, lang).into())],
                ),
                TokenUse::KeepItem(k) => say(
                    lang,
                    "game-story-use-token-keep",
                    &[("token", token(T::KeepItem)), ("card", card(k))],
                ),
                TokenUse::PassOccupied => {
                    say(lang, "game-story-use-token", &[("token", token(T::PassOccupied))])
                }
                TokenUse::ChangeSymbol => {
                    say(lang, "game-story-use-token", &[("token", token(T::ChangeSymbol))])
                }
            }
        }
        Action::Explore(c) => match board.caves().get(*c as usize) {
            Some(&s) => say(lang, "game-story-explore", &[("space", hex(board, s, lang).into())]),
            None => say(lang, "game-story-no-cave", &[("cave", c.to_string().into())]),
        },
        Action::FinishPlaying => text(lang, "game-story-finish-playing"),
        Action::Discard(k) => say(lang, "game-story-discard", &[("card", card(k))]),
        Action::EndTurn => text(lang, "game-story-end-turn"),
    }
}

/// Why the rules refuse an action in `state`, in one clause with the map's
/// words (the engine's own message names spaces by its index) and the
/// board's labels of pieces ("1b"), in `lang`: what a person playing reads,
/// and the reason `eldorado replay` gives in English.
pub fn explain(state: &GameState, error: &RuleError, lang: Lang) -> String {
    let board = state.board();
    let at = |s: &SpaceId| -> Arg { place(board, *s, lang).into() };
    let card = |k: &eldorado_rules::cards::CardKind| -> Arg { nouns::card(*k, lang).into() };
    let token = |t: &eldorado_rules::cards::TokenKind| -> Arg { nouns::token(*t, lang).into() };
    let src = |s: &Source| -> Arg { source(s, lang).into() };
    let sym = |s: &eldorado_core::catalog::Symbol| -> Arg { nouns::symbol(*s, lang).into() };
    match error {
        RuleError::GameOver => text(lang, "game-refusal-game-over"),
        RuleError::WrongPhase(phase) => {
            let phase = match *phase {
                "phase 1: finish playing before discarding" => text(lang, "game-phase-play-first"),
                "phase 2: discard cards or end the turn" => text(lang, "game-phase-discard"),
                other => other.to_string(),
            };
            say(lang, "game-refusal-wrong-phase", &[("phase", phase.into())])
        }
        RuleError::RemovalPending => text(lang, "game-refusal-removal-pending"),
        RuleError::NotInHand(k) => say(lang, "game-refusal-not-in-hand", &[("card", card(k))]),
        RuleError::NoToken(t) => say(lang, "game-refusal-no-token", &[("token", token(t))]),
        RuleError::NoSuchPiece(p) => say(
            lang,
            "game-refusal-no-such-piece",
            &[("piece", piece_label(state.current(), *p).into())],
        ),
        RuleError::CannotMove(s) => say(lang, "game-refusal-cannot-move", &[("source", src(s))]),
        RuleError::NotANative(s) => say(lang, "game-refusal-not-a-native", &[("source", src(s))]),
        RuleError::WrongSymbol { played, symbol } => say(
            lang,
            "game-refusal-wrong-symbol",
            &[("source", src(played)), ("symbol", sym(symbol))],
        ),
        RuleError::EmptyPath => text(lang, "game-refusal-empty-path"),
        RuleError::NotAdjacent(s) => say(lang, "game-refusal-not-adjacent", &[("place", at(s))]),
        RuleError::NotEnterable(s) => say(lang, "game-refusal-not-enterable", &[("place", at(s))]),
        RuleError::Occupied(s) => say(lang, "game-refusal-occupied", &[("place", at(s))]),
        RuleError::NotEnoughPower { space, symbol, needed, left } => say(
            lang,
            "game-refusal-not-enough-power",
            &[
                ("place", at(space)),
                ("symbol", sym(symbol)),
                ("needed", (*needed).into()),
                ("left", (*left).into()),
            ],
        ),
        RuleError::TerrainMismatch { space, symbol, .. } => say(
            lang,
            "game-refusal-terrain-mismatch",
            &[("place", at(space)), ("symbol", sym(symbol))],
        ),
        RuleError::Blocked(s) => say(lang, "game-refusal-blocked", &[("place", at(s))]),
        RuleError::NoBlockade(s) => {
            say(lang, "game-refusal-no-blockade", &[("seam", seam(board, *s, lang).into())])
        }
        RuleError::BlockadeRequirement(b) => say(
            lang,
            "game-refusal-blockade-requirement",
            &[
                ("number", b.number.into()),
                ("requirement", nouns::requirement(b.terrain, b.power, lang).into()),
            ],
        ),
        RuleError::PastFinish(s) => {
            say(lang, "game-refusal-past-finish", &[("space", hex(board, *s, lang).into())])
        }
        RuleError::WrongCardCount { space, needed, given } => say(
            lang,
            "game-refusal-wrong-card-count",
            &[("place", at(space)), ("needed", (*needed).into()), ("given", (*given).into())],
        ),
        RuleError::NotPaidByCards(s) => {
            say(lang, "game-refusal-not-paid-by-cards", &[("place", at(s))])
        }
        RuleError::NotADrawCard(k) => {
            say(lang, "game-refusal-not-a-draw-card", &[("card", card(k))])
        }
        RuleError::MustDrawAll { card: k, draw } => {
            say(lang, "game-refusal-must-draw-all", &[("card", card(k)), ("draw", (*draw).into())])
        }
        RuleError::TooManyDraws { card: k, draw } => {
            say(lang, "game-refusal-too-many-draws", &[("card", card(k)), ("draw", (*draw).into())])
        }
        RuleError::NotExplorable(c) => match board.caves().get(*c as usize) {
            Some(&s) => {
                say(lang, "game-refusal-not-explorable", &[("space", hex(board, s, lang).into())])
            }
            None => say(lang, "game-refusal-no-cave", &[("cave", c.to_string().into())]),
        },
        RuleError::NoRemovalPending => text(lang, "game-refusal-no-removal-pending"),
        RuleError::AlreadyBought => text(lang, "game-refusal-already-bought"),
        RuleError::NotBuyable(k) => say(lang, "game-refusal-not-buyable", &[("card", card(k))]),
        RuleError::NotInMarket(k) => say(lang, "game-refusal-not-in-market", &[("card", card(k))]),
        RuleError::TooPoor { card: k, cost, have } => say(
            lang,
            "game-refusal-too-poor",
            &[("card", card(k)), ("cost", (*cost).into()), ("have", have.into())],
        ),
        RuleError::BadChange(k) => say(lang, "game-refusal-bad-change", &[("card", card(k))]),
        RuleError::NothingToKeep => text(lang, "game-refusal-nothing-to-keep"),
        RuleError::BadSwap => text(lang, "game-refusal-bad-swap"),
        RuleError::NotAnEffectToken(t) => {
            say(lang, "game-refusal-not-an-effect-token", &[("token", token(t))])
        }
    }
}

/// Whether the trace leaves an action out: finishing the play phase and
/// everything of the discard phase (what is discarded shows in the next hand).
pub fn is_quiet(before: &GameState, action: &Action) -> bool {
    matches!(action, Action::FinishPlaying | Action::EndTurn) || before.phase() == Phase::Discard
}

/// The first line: the seed and the blockades dealt.
pub fn opening(board: &Board, seed: u64, dealt: &[(SeamId, Blockade)], lang: Lang) -> String {
    let blockades: Vec<String> = dealt
        .iter()
        .map(|(s, b)| {
            say(
                lang,
                "game-story-dealt",
                &[("number", b.number.into()), ("seam", board.map().seam_name(*s).into())],
            )
        })
        .collect();
    let blockades =
        if blockades.is_empty() { text(lang, "game-story-none") } else { blockades.join(", ") };
    say(
        lang,
        "game-story-opening",
        &[("seed", seed.to_string().into()), ("blockades", blockades.into())],
    )
}

/// The line that opens a turn: "round 3, seat 2 (fast): at jungle 2 (C
/// centre); hand Explorer, Scout" ("1a at … and 1b at …" with two pieces each).
pub fn turn_header(state: &GameState, seat: Seat, lang: Lang) -> String {
    let p = state.current_player();
    let two = p.pieces().len() > 1;
    let pieces: Vec<String> = p
        .pieces()
        .iter()
        .enumerate()
        .map(|(i, x)| {
            let at = x.at.map_or(text(lang, "game-story-in-el-dorado"), |s| {
                say(lang, "game-story-at", &[("place", place(state.board(), s, lang).into())])
            });
            if two {
                let label = piece_label(state.current(), i as u8);
                say(lang, "game-story-labelled", &[("label", label.into()), ("at", at.into())])
            } else {
                at
            }
        })
        .collect();
    say(
        lang,
        "game-story-turn-header",
        &[
            ("title", turn_title(state, seat, lang).into()),
            ("pieces", and(lang, pieces).into()),
            ("hand", nouns::cards(p.hand(), lang).into()),
        ],
    )
}

/// Whose turn it is, without the hand: "round 3, seat 2 (fast)" (what a
/// log shows where hands are hidden).
pub fn turn_title(state: &GameState, seat: Seat, lang: Lang) -> String {
    say(
        lang,
        "game-story-turn-title",
        &[
            ("round", state.round().into()),
            ("seat", (state.current() + 1).into()),
            ("kind", nouns::seat(seat, lang).into()),
        ],
    )
}

/// What the events of an action (taken in `before`) show that its own line
/// does not: blockades taken, cave tokens found, pieces arriving.
pub fn event_lines(before: &GameState, events: &[Event], lang: Lang) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::BlockadeBroken { blockade, .. } => Some(say(
                lang,
                "game-story-takes-blockade",
                &[
                    ("number", blockade.number.into()),
                    (
                        "requirement",
                        nouns::requirement(blockade.terrain, blockade.power, lang).into(),
                    ),
                ],
            )),
            Event::CaveToken { token, .. } => Some(say(
                lang,
                "game-story-cave-token",
                &[("token", nouns::token(token, lang).into())],
            )),
            Event::Arrived { player, piece } => Some(say(
                lang,
                "game-story-arrives",
                &[("piece", self::piece(before, player, piece, lang).into())],
            )),
            _ => None,
        })
        .collect()
}

/// The last line: the winner and the round; for a game the round cap
/// stopped, `why_stopped` if the caller judged it ("pieces block each other
/// at …"), else only that it was stopped.
pub fn ending(outcome: Option<&Outcome>, why_stopped: Option<&str>, lang: Lang) -> String {
    match outcome {
        Some(o) if o.stopped_by_cap() => match why_stopped {
            Some(why) => {
                say(lang, "game-story-stalled", &[("rounds", o.rounds.into()), ("why", why.into())])
            }
            None => say(lang, "game-story-capped", &[("rounds", o.rounds.into())]),
        },
        Some(o) => {
            let winner = o.winner.map_or(text(lang, "game-story-nobody"), |w| {
                say(lang, "game-story-seat", &[("seat", (w + 1).into())])
            });
            say(lang, "game-story-over", &[("round", o.rounds.into()), ("winner", winner.into())])
        }
        None => text(lang, "game-story-not-ended"),
    }
}

/// The whole game told line by line: the opening, each turn's header, each
/// action that is not quiet with what it caused (indented), the ending — for
/// a game the round cap stopped, with `why_stopped`, the judgement of
/// whoever played it (see [`ending`]). In English it is what `eldorado
/// replay` and `simulate --trace` print.
pub fn tell(game: &Timeline, why_stopped: Option<&str>, lang: Lang) -> Vec<String> {
    tell_with(game, why_stopped, lang, |_, _| Vec::new())
}

/// [`tell`] with lines of the caller's after each action's own:
/// `more(state, events)` is given the state the action left and its events
/// (what a trace adds of the route choices a move passes).
pub fn tell_with(
    game: &Timeline,
    why_stopped: Option<&str>,
    lang: Lang,
    mut more: impl FnMut(&GameState, &Events) -> Vec<String>,
) -> Vec<String> {
    let mut out = vec![opening(game.board(), game.seed(), game.dealt(), lang)];
    let mut last = None;
    let mut state = game.start_state().clone();
    let mut rng = game.start_rng();
    for &action in game.actions() {
        let turn = (state.round(), state.current());
        if last != Some(turn) {
            last = Some(turn);
            out.push(turn_header(&state, game.seat(state.current()), lang));
        }
        let quiet = is_quiet(&state, &action);
        let line = (!quiet).then(|| format!("  {}", describe(&state, &action, lang)));
        let before = state.clone();
        // The timeline's actions were all applied once, so they apply again.
        let Ok(events) = state.apply(action, &mut rng) else { break };
        out.extend(line);
        out.extend(event_lines(&before, &events, lang).into_iter().map(|l| format!("  {l}")));
        out.extend(more(&state, &events).into_iter().map(|l| format!("  {l}")));
    }
    out.push(ending(state.outcome(), why_stopped, lang));
    out
}

/// Why recorded actions do not make a game, in `lang`: a refused action by
/// its number, what it does and why the rules refuse it, with the map's
/// names. (Setting up and seats are said in the rules' own words.)
pub fn timeline_error(e: &TimelineError, lang: Lang) -> String {
    match e {
        TimelineError::Illegal { number, action, before, error } => say(
            lang,
            "game-record-illegal",
            &[
                ("number", number.to_string().into()),
                ("action", describe(before, action, lang).into()),
                ("reason", explain(before, error, lang).into()),
            ],
        ),
        TimelineError::Seats { players, seats } => say(
            lang,
            "game-record-seats",
            &[("players", (*players).into()), ("seats", (*seats).into())],
        ),
        TimelineError::Setup(e) => {
            say(lang, "game-record-setup", &[("why", setup_error(e, lang).into())])
        }
    }
}

/// Why a game cannot begin, in `lang`: "a game needs 2 to 4 players, not 5".
pub fn setup_error(e: &SetupError, lang: Lang) -> String {
    match e {
        SetupError::Players(n) => say(lang, "game-setup-error-players", &[("count", (*n).into())]),
        SetupError::MissingStart(n) => {
            say(lang, "game-setup-error-missing-start", &[("number", (*n).into())])
        }
        SetupError::BadSeam { seam, number } => say(
            lang,
            "game-setup-error-bad-seam",
            &[("seam", seam.index().into()), ("number", (*number).into())],
        ),
        SetupError::TooManyBlockades => say(lang, "game-setup-error-too-many-blockades", &[]),
        SetupError::RoundCap => say(lang, "game-setup-error-round-cap", &[]),
    }
}
