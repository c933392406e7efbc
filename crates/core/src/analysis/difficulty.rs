//! A static difficulty estimate.
//!
//! The estimate is the mean cost, in cards, of the cheapest route from each start
//! space that reaches El Dorado, turned into turns at four cards a turn. A player
//! also spends cards on buying, so the turns are a lower bound; what the figure
//! is for is comparing courses. The rating bands were set against the official
//! courses, which span 10.9 turns (First course) to 15.9 (Witch's Cauldron): the
//! First course and Home Stretch come out easy, Hills of Gold, Winding Paths and
//! Swamplands moderate, Serpentine hard and the Witch's Cauldron very hard.
//!
//! `demanding_share` says why a course is dear: the share of the cheapest routes'
//! spaces that need a card the reference deck holds only once, rubble or a base
//! camp.

use super::Context;
use super::cost::HAND_SIZE;
use super::report::{Difficulty, Payment, StartReport};
use super::routes::round3;

/// Upper bounds, in turns, of the ratings below "very hard".
pub const BANDS: [(f64, &str); 3] = [(12.0, "easy"), (14.0, "moderate"), (15.5, "hard")];

/// A leg costing at least this many cards needs a rare card.
const DEMANDING_CARDS: f64 = 2.0;

pub const METHOD: &str = "mean cheapest-route cost over the start spaces, in turns of four cards; \
                          easy below 12 turns, moderate below 14, hard below 15.5, very hard above";

pub fn estimate(_ctx: &Context, starts: &[StartReport]) -> Option<Difficulty> {
    let routes: Vec<_> = starts.iter().filter_map(|s| s.cheapest.as_ref()).collect();
    if routes.is_empty() {
        return None;
    }
    let cards = routes.iter().map(|r| r.cards).sum::<f64>() / routes.len() as f64;
    let turns = cards / f64::from(HAND_SIZE);
    let legs: Vec<_> = routes.iter().flat_map(|r| &r.legs).collect();
    let demanding = legs
        .iter()
        .filter(|l| l.cards >= DEMANDING_CARDS || matches!(l.payment, Payment::Discard { .. } | Payment::Remove { .. }))
        .count();
    let rating = BANDS.iter().find(|(limit, _)| turns < *limit).map_or("very hard", |(_, r)| r);
    Some(Difficulty {
        cards: round3(cards),
        turns: round3(turns),
        demanding_share: round3(demanding as f64 / legs.len().max(1) as f64),
        rating,
        method: METHOD,
    })
}
