//! A multiset of cards: one count per card kind. Cards of one kind are
//! interchangeable, so a hand, a pile or a payment is just 21 counts — small,
//! `Copy`, and free of allocation in the simulator's hot loop.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::cards::{CardKind, KINDS};

/// A multiset of cards by kind, with a bit mask of the kinds present.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cards {
    n: [u8; KINDS],
    /// Bit k set when kind k is present: iterating the kinds present is a walk
    /// over set bits, not over all 21 counts.
    mask: u32,
    /// Number of cards.
    total: u8,
}

impl Cards {
    /// No card.
    pub const EMPTY: Cards = Cards { n: [0; KINDS], mask: 0, total: 0 };

    /// The cards of `kinds`.
    pub fn from_kinds(kinds: impl IntoIterator<Item = CardKind>) -> Cards {
        let mut c = Cards::EMPTY;
        for k in kinds {
            c.add(k);
        }
        c
    }

    /// How many cards of kind `k`.
    #[inline]
    pub fn count(&self, k: CardKind) -> u8 {
        self.n[k as usize]
    }
    /// Whether there is a card of kind `k`.
    #[inline]
    pub fn contains(&self, k: CardKind) -> bool {
        self.mask & (1 << k as u32) != 0
    }
    /// Adds one card of kind `k`.
    #[inline]
    pub fn add(&mut self, k: CardKind) {
        self.n[k as usize] += 1;
        self.mask |= 1 << k as u32;
        self.total += 1;
    }
    /// Adds `n` cards of kind `k`.
    #[inline]
    pub fn add_n(&mut self, k: CardKind, n: u8) {
        if n > 0 {
            self.n[k as usize] += n;
            self.mask |= 1 << k as u32;
            self.total += n;
        }
    }
    /// Takes one card of a kind out; false if there is none.
    #[inline]
    pub fn take(&mut self, k: CardKind) -> bool {
        let n = &mut self.n[k as usize];
        if *n == 0 {
            false
        } else {
            *n -= 1;
            if *n == 0 {
                self.mask &= !(1 << k as u32);
            }
            self.total -= 1;
            true
        }
    }
    /// Number of cards.
    #[inline]
    pub fn len(&self) -> usize {
        self.total as usize
    }
    /// Whether there is no card.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }
    /// Whether every card of `other` is in `self`.
    pub fn contains_all(&self, other: &Cards) -> bool {
        other.counts().all(|(k, n)| self.n[k as usize] >= n)
    }
    /// Adds every card of `other`.
    pub fn add_all(&mut self, other: &Cards) {
        for (k, n) in other.counts() {
            self.n[k as usize] += n;
        }
        self.mask |= other.mask;
        self.total += other.total;
    }
    /// Takes every card of `other` out; the caller has checked `contains_all`.
    pub fn take_all(&mut self, other: &Cards) {
        for (k, n) in other.counts() {
            let c = &mut self.n[k as usize];
            *c -= n;
            if *c == 0 {
                self.mask &= !(1 << k as u32);
            }
        }
        self.total -= other.total;
    }
    /// Moves every card into `to`, leaving this set empty.
    pub fn drain_into(&mut self, to: &mut Cards) {
        to.add_all(self);
        *self = Cards::EMPTY;
    }
    /// The kinds present, each once, in kind order.
    #[inline]
    pub fn kinds(&self) -> Kinds {
        Kinds(self.mask)
    }
    /// (kind, count) for the kinds present.
    #[inline]
    pub fn counts(&self) -> impl Iterator<Item = (CardKind, u8)> + '_ {
        self.kinds().map(|k| (k, self.n[k as usize]))
    }
    /// Every card, kinds repeated by their count.
    pub fn iter(&self) -> impl Iterator<Item = CardKind> + '_ {
        self.counts().flat_map(|(k, n)| std::iter::repeat_n(k, n as usize))
    }
    /// The `i`-th card in kind order (0-based); used to draw uniformly.
    #[inline]
    pub fn nth(&self, mut i: usize) -> Option<CardKind> {
        for (k, n) in self.counts() {
            if i < n as usize {
                return Some(k);
            }
            i -= n as usize;
        }
        None
    }
    /// Sum of buying values, in half coins.
    pub fn half_coins(&self) -> u32 {
        self.counts().map(|(k, n)| k.half_coins() as u32 * n as u32).sum()
    }
}

/// Iterator over the kinds present in a [`Cards`].
#[derive(Debug, Clone, Copy)]
pub struct Kinds(u32);

impl Iterator for Kinds {
    type Item = CardKind;
    #[inline]
    fn next(&mut self) -> Option<CardKind> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(CardKind::ALL[i])
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl std::fmt::Debug for Cards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.counts().map(|(k, n)| (k.name(), n))).finish()
    }
}

impl std::fmt::Display for Cards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        for (k, n) in self.counts() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            if n == 1 { write!(f, "{k}")? } else { write!(f, "{n}× {k}")? }
        }
        if first {
            f.write_str("no cards")?;
        }
        Ok(())
    }
}

impl FromIterator<CardKind> for Cards {
    fn from_iter<I: IntoIterator<Item = CardKind>>(iter: I) -> Self {
        Cards::from_kinds(iter)
    }
}

/// Written as a list of card ids, e.g. `["traveler", "traveler", "scout"]`.
impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let kinds = Vec::<CardKind>::deserialize(d)?;
        let mut c = Cards::EMPTY;
        for k in kinds {
            if c.len() >= 200 {
                return Err(serde::de::Error::custom("too many cards"));
            }
            c.add(k);
        }
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use CardKind as K;

    #[test]
    fn counts_and_takes() {
        let mut c = Cards::from_kinds([K::Traveler, K::Traveler, K::Scout]);
        assert_eq!(c.len(), 3);
        assert_eq!(c.half_coins(), 5);
        assert!(c.take(K::Traveler));
        assert!(!c.take(K::Native));
        assert_eq!(c.nth(0), Some(K::Traveler));
        assert_eq!(c.nth(1), Some(K::Scout));
        assert_eq!(c.nth(2), None);
        assert_eq!(c.to_string(), "Traveler, Scout");
    }

    #[test]
    fn serialises_as_a_list() {
        let c = Cards::from_kinds([K::Scout, K::Explorer, K::Explorer]);
        let text = serde_json::to_string(&c).unwrap();
        assert_eq!(text, r#"["explorer","explorer","scout"]"#);
        assert_eq!(serde_json::from_str::<Cards>(&text).unwrap(), c);
    }
}
