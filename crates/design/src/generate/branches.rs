//! How many route choices an order may ask for, and why a search found none.
//!
//! A real route choice (the analysis's `choices`) is two ways that run apart
//! for at least [`CHOICE_APART`] spaces each, over spaces no other counted
//! choice runs apart on. So a course offers at most one choice for every
//! `2 × CHOICE_APART` of its spaces: an order for more than its pieces can
//! ever hold is refused before any course is drawn, with that reason.
//!
//! Within that bound, whether the pieces can offer so many is known only by
//! drawing courses; the search keeps a tally of the courses that fell short,
//! so that a search that found nothing says so when that is why.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use eldorado_analysis::choices::CHOICE_APART;
use eldorado_core::catalog::Catalog;

use super::pieces::PieceSet;
use super::refusal::{ChoicePieces, Unmeetable};

/// The most spaces a course of these pieces can have (each piece on its
/// larger side), and with them the most route choices it can offer.
pub fn most_choices(pieces: &PieceSet) -> (usize, usize) {
    let catalog = Catalog::get();
    let larger = |pair: &[&str; 2]| {
        pair.iter().filter_map(|id| catalog.side(id)).map(|s| s.spaces.len()).max().unwrap_or(0)
    };
    let spaces: usize = std::iter::once(&pieces.start)
        .chain(&pieces.boards)
        .chain(&pieces.strips)
        .chain(std::iter::once(&pieces.finish))
        .map(larger)
        .sum();
    (spaces, spaces / (2 * CHOICE_APART))
}

/// The refusal of an order for more choices than courses of at most
/// `spaces` spaces can hold; `pieces` are what makes them.
pub fn beyond_reach(pieces: ChoicePieces, spaces: usize, asked: usize) -> Option<Unmeetable> {
    let most = spaces / (2 * CHOICE_APART);
    (asked > most).then_some(Unmeetable::Choices { pieces, spaces, asked })
}

/// How many attempts are a sample to judge an order of route choices out of
/// reach when no course drawn came to it: a fifth of the budget, and at
/// least this many (a fifth of the default budget of 3,000).
pub const SAMPLE: u64 = 600;

/// What the drawn courses offered, counted across the search's threads.
#[derive(Debug, Default)]
pub struct ChoiceTally {
    /// Courses drawn that kept the rules and the design tips.
    pub kept: AtomicU64,
    /// Of those, the ones with fewer route choices than asked.
    pub short: AtomicU64,
    /// The most route choices any of them offered.
    pub most: AtomicUsize,
}

impl ChoiceTally {
    /// A course that kept the rules and tips, with its route choices.
    pub fn drawn(&self, choices: usize, asked: usize) {
        self.kept.fetch_add(1, Ordering::Relaxed);
        self.most.fetch_max(choices, Ordering::Relaxed);
        if choices < asked {
            self.short.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Whether the route choices asked are out of reach, once `attempts` of
    /// a `budget` are a sample ([`SAMPLE`]) and no course drawn offered as
    /// many: the courses kept, and the most route choices any offered.
    pub fn out_of_reach(&self, asked: usize, attempts: u64, budget: u64) -> Option<(u64, usize)> {
        let kept = self.kept.load(Ordering::Relaxed);
        let most = self.most.load(Ordering::Relaxed);
        let sample = SAMPLE.max(budget / 5);
        (asked > 0 && attempts >= sample && attempts < budget && kept > 0 && most < asked)
            .then_some((kept, most))
    }

    /// Whether most courses fell short of the choices asked, when nothing
    /// was found: how many fell short, of how many kept, and the most any
    /// offered.
    pub fn why_none(&self, asked: usize) -> Option<(u64, u64, usize)> {
        let (kept, short) = (self.kept.load(Ordering::Relaxed), self.short.load(Ordering::Relaxed));
        (asked > 0 && short > 0 && short * 2 >= kept)
            .then(|| (short, kept, self.most.load(Ordering::Relaxed)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_holds_a_bounded_number_of_choices() {
        let (spaces, most) = most_choices(&PieceSet::whole_box(false));
        assert!(spaces > 200 && spaces < 400, "{spaces}");
        assert_eq!(most, spaces / 8);
        let the_box = || ChoicePieces::PlacedAndLeft;
        assert!(beyond_reach(the_box(), spaces, most).is_none());
        let said =
            beyond_reach(the_box(), spaces, 1000).unwrap().said(eldorado_messages::Lang::English);
        assert!(said.contains("offers 1,000 route choices (at most "), "{said}");
    }
}
