//! The market: six slots on the board and the piles beside it.
//!
//! While every slot holds a pile only those six can be bought. Once a slot is
//! empty any remaining pile can be bought, and a pile bought from beside the
//! board moves onto an empty slot (A4: if it has no cards left, the slot stays
//! empty). The Transmitter takes from any pile at any time (A5).

use serde::Serialize;

use super::cards::{BESIDE_MARKET, CardKind, KINDS, MARKET_COPIES, STARTING_MARKET};

/// Slots of the market board.
pub const SLOTS: usize = 6;

/// The market: the board's six slots and the piles beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Market {
    /// The pile on each board slot; `None` for an empty slot.
    slots: [Option<CardKind>; SLOTS],
    /// Cards left in each pile, by card kind (starting cards are always 0).
    left: [u8; KINDS],
}

impl Default for Market {
    fn default() -> Self {
        Self::new()
    }
}

impl Market {
    /// The market at the start: 3 cards of each of the 18 types, six on the board.
    pub fn new() -> Market {
        let mut left = [0; KINDS];
        for k in STARTING_MARKET.iter().chain(BESIDE_MARKET.iter()) {
            left[*k as usize] = MARKET_COPIES;
        }
        Market { slots: STARTING_MARKET.map(Some), left }
    }

    /// A market with chosen slots and pile sizes (for scenarios).
    pub fn with(slots: [Option<CardKind>; SLOTS], left: &[(CardKind, u8)]) -> Market {
        let mut m = Market { slots, left: [0; KINDS] };
        for &(k, n) in left {
            if k.is_market_card() {
                m.left[k as usize] = n;
            }
        }
        m
    }

    /// The six slots, empty ones `None`.
    pub fn slots(&self) -> &[Option<CardKind>; SLOTS] {
        &self.slots
    }
    /// Cards of kind `k` left to buy.
    #[inline]
    pub fn left(&self, k: CardKind) -> u8 {
        self.left[k as usize]
    }
    /// Cards left in all piles together.
    pub fn total(&self) -> usize {
        self.left.iter().map(|&n| n as usize).sum()
    }
    /// Whether kind `k` is on the market board.
    pub fn on_board(&self, k: CardKind) -> bool {
        self.slots.contains(&Some(k))
    }
    /// Whether a board slot is empty, which opens the piles beside the board.
    pub fn is_open(&self) -> bool {
        self.slots.contains(&None)
    }
    /// Whether a card can be bought now.
    #[inline]
    pub fn can_buy(&self, k: CardKind) -> bool {
        self.left[k as usize] > 0 && (self.on_board(k) || self.is_open())
    }
    /// Whether the Transmitter can take this card (any pile with cards).
    pub fn can_take(&self, k: CardKind) -> bool {
        self.left[k as usize] > 0
    }
    /// Kinds that can be bought now, in kind order.
    pub fn buyable(&self) -> impl Iterator<Item = CardKind> + '_ {
        let open = self.is_open();
        let mut on_board = 0u32;
        for k in self.slots.iter().flatten() {
            on_board |= 1 << *k as u32;
        }
        CardKind::ALL.into_iter().filter(move |&k| {
            self.left[k as usize] > 0 && (open || on_board & (1 << k as u32) != 0)
        })
    }

    /// Takes one card of a pile (bought or transmitted; the caller checked it is
    /// allowed). A pile from beside the board moves onto an empty slot if there is
    /// one; a board pile that runs out leaves its slot empty.
    pub fn take(&mut self, k: CardKind) {
        debug_assert!(self.left[k as usize] > 0);
        self.left[k as usize] -= 1;
        let empty = self.left[k as usize] == 0;
        if let Some(slot) = self.slots.iter().position(|&s| s == Some(k)) {
            if empty {
                self.slots[slot] = None;
            }
        } else if !empty && let Some(slot) = self.slots.iter().position(|s| s.is_none()) {
            self.slots[slot] = Some(k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use CardKind as K;

    #[test]
    fn beside_piles_open_when_a_slot_empties() {
        let mut m = Market::new();
        assert!(m.can_buy(K::Scout));
        assert!(!m.can_buy(K::Pioneer));
        assert!(m.can_take(K::Pioneer));
        for _ in 0..3 {
            m.take(K::Scout);
        }
        assert!(m.is_open());
        assert!(m.can_buy(K::Pioneer));
        m.take(K::Pioneer);
        assert!(m.on_board(K::Pioneer));
        assert!(!m.is_open());
        assert!(!m.can_buy(K::Native));
        assert_eq!(m.total(), 54 - 4);
    }

    #[test]
    fn a_moved_pile_with_no_cards_leaves_its_slot_empty() {
        let mut m = Market::new();
        for _ in 0..3 {
            m.take(K::Scout);
        }
        // The Transmitter took two Natives while no slot was empty... then the last
        // Native is bought from beside the board: the slot stays empty.
        let mut m2 = Market::with(m.slots, &[(K::Native, 1)]);
        m2.take(K::Native);
        assert!(m2.is_open());
        assert!(!m2.on_board(K::Native));
    }
}
