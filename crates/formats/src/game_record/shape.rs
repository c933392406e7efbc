//! The record's shape on disk and its actions turned to and from the
//! engine's: spaces by their hex coordinates, blockades by the two pieces of
//! their seam, pieces counted from 1 — never an index of the engine's own,
//! which a later version may number differently.

use serde::de::{SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

use super::MAX_ACTIONS;
use super::error::RecordedActionError;
use eldorado_core::catalog::Symbol;
use eldorado_core::hex::Hex;
use eldorado_core::map::SpaceId;
use eldorado_rules::{
    Action, Board, CardKind, Cards, Path, PurchasePayment, Rules, Source, Step, TokenKind, TokenUse,
};

/// The whole file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RecordFile {
    pub(super) format: String,
    pub(super) version: u64,
    /// A course file's object, read by `course_file`.
    pub(super) course: serde_json::Value,
    pub(super) players: u8,
    pub(super) seats: Vec<String>,
    #[serde(default)]
    pub(super) rules: RulesFile,
    pub(super) seed: u64,
    pub(super) actions: Capped,
}

/// The rules options, each optional.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub(super) struct RulesFile {
    caves: bool,
    generous_native: bool,
    round_cap: u16,
}

impl Default for RulesFile {
    fn default() -> Self {
        RulesFile::from(Rules::default())
    }
}

impl From<Rules> for RulesFile {
    fn from(r: Rules) -> Self {
        RulesFile { caves: r.caves, generous_native: r.generous_native, round_cap: r.round_cap }
    }
}

impl From<&RulesFile> for Rules {
    fn from(r: &RulesFile) -> Self {
        Rules { caves: r.caves, generous_native: r.generous_native, round_cap: r.round_cap }
    }
}

/// The list of actions, refused as soon as it runs past [`MAX_ACTIONS`]
/// rather than after all of it is in memory.
#[derive(Serialize)]
#[serde(transparent)]
pub(super) struct Capped(pub(super) Vec<ActionFile>);

impl<'de> Deserialize<'de> for Capped {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Actions;
        impl<'de> Visitor<'de> for Actions {
            type Value = Capped;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of actions")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Capped, A::Error> {
                let mut out = Vec::new();
                while let Some(a) = seq.next_element()? {
                    if out.len() == MAX_ACTIONS {
                        return Err(serde::de::Error::custom(format!(
                            "more than {MAX_ACTIONS} actions, the most a game record may hold"
                        )));
                    }
                    out.push(a);
                }
                Ok(Capped(out))
            }
        }
        d.deserialize_seq(Actions)
    }
}

/// A hex as `[q, r]`.
type HexFile = [i32; 2];

/// One step of a move: a space entered, or the blockade on a seam paid.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub(super) enum StepFile {
    /// `{"enter": [q, r]}`
    Enter(HexFile),
    /// `{"blockade": ["B", "C"]}`: the blockade on the seam of these two pieces.
    Blockade([String; 2]),
}

/// A move with a card or a movement token.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct MoveFile {
    piece: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    card: Option<CardKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    token: Option<TokenKind>,
    symbol: Symbol,
    path: Vec<StepFile>,
}

/// Cards paid for a rubble space, a base camp or a rubble blockade.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PayFile {
    piece: u8,
    target: StepFile,
    cards: Cards,
}

/// The Native card or the native-move token.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NativeFile {
    piece: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    card: Option<CardKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    token: Option<TokenKind>,
    target: StepFile,
}

/// A Travel Log drawing fewer cards than it may.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct DrawFewerFile {
    card: CardKind,
    count: u8,
}

/// A purchase and how it was paid.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BuyFile {
    card: CardKind,
    #[serde(default)]
    cards: Cards,
    #[serde(default, skip_serializing_if = "is_zero")]
    coin1: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    coin2: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    changed: Option<CardKind>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// One action, as the file writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub(super) enum ActionFile {
    Move(MoveFile),
    Pay(PayFile),
    Native(NativeFile),
    Draw(CardKind),
    DrawFewer(DrawFewerFile),
    RemoveCard(CardKind),
    StopRemoving,
    Transmit(CardKind),
    Buy(BuyFile),
    Token(TokenUse),
    /// The cave's mountain, by its hex.
    Explore(HexFile),
    FinishPlaying,
    Discard(CardKind),
    EndTurn,
}

fn hex_file(board: &Board, s: SpaceId) -> HexFile {
    let h = board.hex(s);
    [h.x, h.y]
}

fn step_file(board: &Board, s: Step) -> StepFile {
    match s {
        Step::Enter(x) => StepFile::Enter(hex_file(board, x)),
        Step::Break(seam) => {
            let map = board.map();
            let pieces = map.seam(seam).pieces;
            StepFile::Blockade([
                map.piece(pieces[0]).id.to_string(),
                map.piece(pieces[1]).id.to_string(),
            ])
        }
    }
}

/// Written as a card or a token field beside the others.
fn split(source: Source) -> (Option<CardKind>, Option<TokenKind>) {
    match source {
        Source::Card(k) => (Some(k), None),
        Source::Token(t) => (None, Some(t)),
    }
}

impl ActionFile {
    /// An engine action as the file writes it, on the board it was played on.
    pub(super) fn from_action(board: &Board, action: &Action) -> ActionFile {
        match *action {
            Action::Move { piece, source, symbol, path } => {
                let (card, token) = split(source);
                ActionFile::Move(MoveFile {
                    piece: piece + 1,
                    card,
                    token,
                    symbol,
                    path: path.iter().map(|&s| step_file(board, s)).collect(),
                })
            }
            Action::Pay { piece, target, cards } => ActionFile::Pay(PayFile {
                piece: piece + 1,
                target: step_file(board, target),
                cards,
            }),
            Action::Native { piece, source, target } => {
                let (card, token) = split(source);
                ActionFile::Native(NativeFile {
                    piece: piece + 1,
                    card,
                    token,
                    target: step_file(board, target),
                })
            }
            Action::Draw(k) => ActionFile::Draw(k),
            Action::DrawFewer { card, count } => {
                ActionFile::DrawFewer(DrawFewerFile { card, count })
            }
            Action::RemoveCard(k) => ActionFile::RemoveCard(k),
            Action::StopRemoving => ActionFile::StopRemoving,
            Action::Transmit(k) => ActionFile::Transmit(k),
            Action::Buy { card, payment } => ActionFile::Buy(BuyFile {
                card,
                cards: payment.cards,
                coin1: payment.coin1,
                coin2: payment.coin2,
                changed: payment.changed,
            }),
            Action::Token(u) => ActionFile::Token(u),
            Action::Explore(c) => {
                let cave = board.caves().get(c as usize).copied().unwrap_or(SpaceId::new(0));
                ActionFile::Explore(hex_file(board, cave))
            }
            Action::FinishPlaying => ActionFile::FinishPlaying,
            Action::Discard(k) => ActionFile::Discard(k),
            Action::EndTurn => ActionFile::EndTurn,
        }
    }

    /// The engine's action on this board; `Err` says what in it the course
    /// does not have, with the field it is in.
    pub(super) fn to_action(&self, board: &Board) -> Result<Action, (String, RecordedActionError)> {
        Ok(match self {
            ActionFile::Move(m) => {
                if m.path.len() > Path::CAPACITY {
                    return Err((
                        "move.path".into(),
                        RecordedActionError::TooManySteps {
                            max: Path::CAPACITY,
                            found: m.path.len(),
                        },
                    ));
                }
                let mut path = Path::new();
                for (i, s) in m.path.iter().enumerate() {
                    path.push(step(board, s).map_err(|e| (format!("move.path[{i}]"), e))?);
                }
                Action::Move {
                    piece: piece(m.piece).map_err(|e| ("move.piece".into(), e))?,
                    source: source(m.card, m.token).map_err(|e| ("move".into(), e))?,
                    symbol: m.symbol,
                    path,
                }
            }
            ActionFile::Pay(p) => Action::Pay {
                piece: piece(p.piece).map_err(|e| ("pay.piece".into(), e))?,
                target: step(board, &p.target).map_err(|e| ("pay.target".into(), e))?,
                cards: p.cards,
            },
            ActionFile::Native(n) => Action::Native {
                piece: piece(n.piece).map_err(|e| ("native.piece".into(), e))?,
                source: source(n.card, n.token).map_err(|e| ("native".into(), e))?,
                target: step(board, &n.target).map_err(|e| ("native.target".into(), e))?,
            },
            ActionFile::Draw(k) => Action::Draw(*k),
            ActionFile::DrawFewer(d) => Action::DrawFewer { card: d.card, count: d.count },
            ActionFile::RemoveCard(k) => Action::RemoveCard(*k),
            ActionFile::StopRemoving => Action::StopRemoving,
            ActionFile::Transmit(k) => Action::Transmit(*k),
            ActionFile::Buy(b) => Action::Buy {
                card: b.card,
                payment: PurchasePayment {
                    cards: b.cards,
                    coin1: b.coin1,
                    coin2: b.coin2,
                    changed: b.changed,
                },
            },
            ActionFile::Token(u) => Action::Token(*u),
            ActionFile::Explore(h) => {
                let at = Hex::new(h[0], h[1]);
                let cave =
                    board.space_at(at).and_then(|s| board.caves().iter().position(|&c| c == s));
                match cave {
                    Some(c) => Action::Explore(c as u8),
                    None => {
                        return Err((
                            "explore".into(),
                            RecordedActionError::NoCave { q: h[0], r: h[1] },
                        ));
                    }
                }
            }
            ActionFile::FinishPlaying => Action::FinishPlaying,
            ActionFile::Discard(k) => Action::Discard(*k),
            ActionFile::EndTurn => Action::EndTurn,
        })
    }
}

/// Pieces are counted from 1 in the file, as players count them.
fn piece(n: u8) -> Result<u8, RecordedActionError> {
    match n {
        1 | 2 => Ok(n - 1),
        _ => Err(RecordedActionError::NoPiece(n)),
    }
}

fn source(card: Option<CardKind>, token: Option<TokenKind>) -> Result<Source, RecordedActionError> {
    match (card, token) {
        (Some(k), None) => Ok(Source::Card(k)),
        (None, Some(t)) => Ok(Source::Token(t)),
        _ => Err(RecordedActionError::Payer),
    }
}

fn step(board: &Board, s: &StepFile) -> Result<Step, RecordedActionError> {
    match s {
        StepFile::Enter([q, r]) => board
            .space_at(Hex::new(*q, *r))
            .map(Step::Enter)
            .ok_or(RecordedActionError::NoSpace { q: *q, r: *r }),
        StepFile::Blockade([a, b]) => {
            let map = board.map();
            let seam = map
                .piece_by_id(a)
                .zip(map.piece_by_id(b))
                .and_then(|(a, b)| map.seam_between_pieces(a, b));
            let quoted = |s: &str| eldorado_core::text::excerpt(s, 40);
            seam.map(Step::Break)
                .ok_or_else(|| RecordedActionError::NoSeam { a: quoted(a), b: quoted(b) })
        }
    }
}
