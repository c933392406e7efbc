//! What may pay for a movement: the one list the legal actions and the bots
//! both read, so that they can't disagree on which card moves how.

use arrayvec::ArrayVec;

use super::action::Source;
use super::cards::{CardKind, TokenKind};
use super::cardset::Cards;
use super::state::GameState;
use eldorado_core::catalog::Symbol;

/// A card or movement token with the power it brings and a symbol it may move with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveSource {
    /// What pays.
    pub source: Source,
    /// Its power.
    pub power: u8,
    /// Its symbol.
    pub symbol: Symbol,
}

/// 18 kinds × 3 symbols plus the 7 movement tokens stay well inside the capacity.
pub type MoveSources = ArrayVec<MoveSource, 72>;

impl GameState {
    /// Each kind of card in `cards` under every symbol it may stand for (any
    /// symbol while a change of symbol is pending), then each movement token
    /// the current player holds.
    #[inline]
    pub fn movement_sources(&self, cards: &Cards) -> MoveSources {
        let mut sources = MoveSources::new();
        self.movement_sources_into(cards, &mut sources);
        sources
    }

    /// Like [`GameState::movement_sources`], into a buffer (cleared first):
    /// the list is a few hundred bytes, which a hot loop of the bots would
    /// otherwise copy on every call (seen in callgrind).
    #[inline]
    pub fn movement_sources_into(&self, cards: &Cards, sources: &mut MoveSources) {
        sources.clear();
        for k in cards.kinds() {
            if k.power() == 0 {
                continue;
            }
            let symbols: &[Symbol] =
                if self.turn.change_pending { &Symbol::ALL } else { k.move_symbols() };
            for &symbol in symbols {
                sources.push(MoveSource { source: Source::Card(k), power: k.power(), symbol });
            }
        }
        let me = self.current_player();
        for t in TokenKind::ALL {
            if let Some((symbol, power)) = t.movement()
                && me.has_token(t)
            {
                sources.push(MoveSource { source: Source::Token(t), power, symbol });
            }
        }
    }

    /// What may make a native move: the Native card if `cards` hold it, then
    /// the native-move token if the current player has one.
    pub fn native_sources(&self, cards: &Cards) -> ArrayVec<Source, 2> {
        let mut sources = ArrayVec::new();
        if cards.contains(CardKind::Native) {
            sources.push(Source::Card(CardKind::Native));
        }
        if self.current_player().has_token(TokenKind::NativeMove) {
            sources.push(Source::Token(TokenKind::NativeMove));
        }
        sources
    }
}

/// The most power any of `sources` brings to a movement with `symbol` (0 for none).
pub fn most_power(sources: &[MoveSource], symbol: Symbol) -> u8 {
    sources.iter().filter(|s| s.symbol == symbol).map(|s| s.power).max().unwrap_or(0)
}
