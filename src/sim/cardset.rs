//! A multiset of cards: one count per card kind. Cards of one kind are
//! interchangeable, so a hand, a pile or a payment is just 21 counts — small,
//! `Copy`, and free of allocation in the simulator's hot loop.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::cards::{CardKind, KINDS};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cards([u8; KINDS]);

impl Cards {
    pub const EMPTY: Cards = Cards([0; KINDS]);

    pub fn from_kinds(kinds: impl IntoIterator<Item = CardKind>) -> Cards {
        let mut c = Cards::EMPTY;
        for k in kinds {
            c.add(k);
        }
        c
    }

    #[inline]
    pub fn count(&self, k: CardKind) -> u8 {
        self.0[k as usize]
    }
    #[inline]
    pub fn contains(&self, k: CardKind) -> bool {
        self.0[k as usize] > 0
    }
    #[inline]
    pub fn add(&mut self, k: CardKind) {
        self.0[k as usize] += 1;
    }
    #[inline]
    pub fn add_n(&mut self, k: CardKind, n: u8) {
        self.0[k as usize] += n;
    }
    /// Takes one card of a kind out; false if there is none.
    #[inline]
    pub fn take(&mut self, k: CardKind) -> bool {
        let n = &mut self.0[k as usize];
        if *n == 0 {
            false
        } else {
            *n -= 1;
            true
        }
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|&n| n as usize).sum()
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }
    /// Whether every card of `other` is in `self`.
    pub fn contains_all(&self, other: &Cards) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }
    /// Adds every card of `other`.
    pub fn add_all(&mut self, other: &Cards) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a += b;
        }
    }
    /// Takes every card of `other` out; the caller has checked `contains_all`.
    pub fn take_all(&mut self, other: &Cards) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a -= b;
        }
    }
    /// Moves every card into `to`, leaving this set empty.
    pub fn drain_into(&mut self, to: &mut Cards) {
        to.add_all(self);
        *self = Cards::EMPTY;
    }
    /// The kinds present, each once.
    pub fn kinds(&self) -> impl Iterator<Item = CardKind> + '_ {
        self.0.iter().enumerate().filter(|(_, n)| **n > 0).map(|(i, _)| CardKind::ALL[i])
    }
    /// (kind, count) for the kinds present.
    pub fn counts(&self) -> impl Iterator<Item = (CardKind, u8)> + '_ {
        self.0.iter().enumerate().filter(|(_, n)| **n > 0).map(|(i, &n)| (CardKind::ALL[i], n))
    }
    /// Every card, kinds repeated by their count.
    pub fn iter(&self) -> impl Iterator<Item = CardKind> + '_ {
        self.counts().flat_map(|(k, n)| std::iter::repeat_n(k, n as usize))
    }
    /// The `i`-th card in kind order (0-based); used to draw uniformly.
    #[inline]
    pub fn nth(&self, mut i: usize) -> Option<CardKind> {
        for (k, &n) in self.0.iter().enumerate() {
            if i < n as usize {
                return Some(CardKind::ALL[k]);
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
            if c.count(k) == u8::MAX {
                return Err(serde::de::Error::custom("too many cards of one kind"));
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
