//! The corpus of courses the static difficulty model is fitted on: variants of
//! the official courses made by random chains of single [`edits`], each
//! simulated with four fast bots.
//!
//! Everything is seeded: variant *i* is made by an RNG seeded with
//! `seed + i` and simulated with a fixed seed, so the same recipe gives the same
//! corpus on every machine. Variants are kept only when playable (every edit
//! keeps a course so) and new: a course already in the corpus, official courses
//! included, is drawn again.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use eldorado_core::course::{Course, official};
use eldorado_formats::course_file::{parse, to_json};
use eldorado_sim::bots::BotKind;
use eldorado_sim::montecarlo::{Progress, SimConfig, run_course};

use eldorado_core::course::Edit;

use eldorado_design::edits::edits;

/// How to make the corpus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recipe {
    /// Variants to make (the official courses come on top).
    pub variants: usize,
    /// Each variant is made by 1..=`max_edits` edits of an official course.
    pub max_edits: usize,
    /// Variant *i* is drawn by an RNG seeded with `seed + i`.
    pub seed: u64,
    /// Games simulated per course.
    pub games: u64,
    /// Seed of every course's simulation.
    pub sim_seed: u64,
    /// Players (fast bots) of every game: each player count has its own
    /// corpus of the same courses, and its own fit.
    pub players: u8,
}

impl Default for Recipe {
    fn default() -> Self {
        Recipe { variants: 480, max_edits: 6, seed: 2026, games: 1000, sim_seed: 1, players: 4 }
    }
}

/// One course of the corpus, made and (once evaluated) simulated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// "serpentine" for an official course, "serpentine~17" for variant 17.
    pub id: String,
    /// The edits that made it, in words.
    pub edits: Vec<String>,
    /// The course file's text.
    pub course: String,
    /// What the simulation measured, once evaluated.
    pub simulated: Option<Simulated>,
}

impl Entry {
    /// The course, read from its text (the corpus's own, so it parses).
    pub fn course(&self) -> Course {
        parse(&self.course)
            .unwrap_or_else(|e| panic!("corpus course {} does not parse: {e}", self.id))
    }
}

/// What fast bots measured on a course.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Simulated {
    /// Games played.
    pub games: u64,
    /// Mean finishing round of the games that did not stall.
    pub mean_round: f64,
    /// Share of the games that stalled.
    pub stall_rate: f64,
    /// Each seat's share of the games won (seat 1 plays first; seats are not
    /// rotated, so turn order and the seat's start spaces show).
    #[serde(default)]
    pub seat_win_rates: Vec<f64>,
}

/// The edit kinds, so that a chain draws a kind first: otherwise the many
/// moves and caves a course allows would crowd out flips and blockades.
fn kind(e: &Edit) -> usize {
    match e {
        Edit::Flip { .. } => 0,
        Edit::Swap { .. } => 1,
        Edit::Turn { .. } => 2,
        Edit::Move { .. } => 3,
        Edit::Blockade { .. } => 4,
        Edit::Cave { .. } => 5,
        // Never listed by `edits`: they add, remove or reset rather than change.
        Edit::Place(_) | Edit::Remove { .. } | Edit::Blockades(_) => 6,
    }
}

/// A random chain of 1..=`max_edits` edits from a course, each drawn by kind
/// first, with the edits in words; `None` if it reached a course with no edit.
pub fn variant(
    start: &Course,
    rng: &mut ChaCha8Rng,
    max_edits: usize,
) -> Option<(Course, Vec<String>)> {
    let mut course = start.clone();
    let mut said = Vec::new();
    for _ in 0..rng.random_range(1..=max_edits.max(1)) {
        let list = edits(&course);
        let mut kinds: Vec<usize> = list.iter().map(kind).collect();
        kinds.sort_unstable();
        kinds.dedup();
        let k = *kinds.get(rng.random_range(0..kinds.len().max(1)))?;
        let of_kind: Vec<&Edit> = list.iter().filter(|e| kind(e) == k).collect();
        let e = of_kind[rng.random_range(0..of_kind.len())];
        said.push(eldorado_design::action_words::action_in(
            e,
            &course,
            eldorado_messages::Lang::English,
        ));
        // Every listed edit can be made: the list was drawn from this course.
        e.apply(&mut course).ok()?;
    }
    Some((course, said))
}

/// The official courses and `recipe.variants` variants, not yet simulated.
pub fn build(recipe: &Recipe) -> Vec<Entry> {
    let officials = official::all();
    let mut out: Vec<Entry> = officials
        .iter()
        .map(|(id, c)| Entry {
            id: id.to_string(),
            edits: Vec::new(),
            course: to_json(c),
            simulated: None,
        })
        .collect();
    let mut seen: Vec<Course> = officials.iter().map(|(_, c)| normal(c)).collect();
    let mut attempt = 0u64;
    let mut made = 0;
    // Duplicates are rare; the bound only stops a recipe that cannot make new courses.
    while made < recipe.variants && attempt < recipe.variants as u64 * 20 {
        let mut rng = ChaCha8Rng::seed_from_u64(recipe.seed.wrapping_add(attempt));
        attempt += 1;
        let (origin, base) = &officials[rng.random_range(0..officials.len())];
        let Some((course, said)) = variant(base, &mut rng, recipe.max_edits) else { continue };
        let key = normal(&course);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let mut course = course;
        course.name = format!("{} ~{made}", base.name);
        out.push(Entry {
            id: format!("{origin}~{made}"),
            edits: said,
            course: to_json(&course),
            simulated: None,
        });
        made += 1;
    }
    out
}

/// A course without its name, for telling courses apart by their board.
fn normal(c: &Course) -> Course {
    let mut c = c.clone();
    c.name.clear();
    c.notes.clear();
    c.author.clear();
    c.normalize();
    c
}

/// Simulates a course as the corpus does: `players` fast bots, `games` games.
pub fn simulate(course: &Course, games: u64, seed: u64, players: u8) -> Option<Simulated> {
    let config =
        SimConfig { games, players, bots: vec![BotKind::Fast], seed, ..SimConfig::default() };
    let r = run_course(course, &config, None, &Progress::new()).ok()?;
    Some(Simulated {
        games: r.games_played,
        mean_round: r.finishing_round.mean,
        stall_rate: r.stalls.rate,
        seat_win_rates: r.seats.iter().map(|s| s.win_rate.rate).collect(),
    })
}

/// Simulates every entry that has no figures yet; `progress` hears each one.
pub fn evaluate(entries: &mut [Entry], recipe: &Recipe, mut progress: impl FnMut(usize, &Entry)) {
    for (i, e) in entries.iter_mut().enumerate() {
        if e.simulated.is_none() {
            e.simulated = simulate(&e.course(), recipe.games, recipe.sim_seed, recipe.players);
        }
        progress(i, e);
    }
}

/// Every eighth course of the corpus (the official courses among them): the
/// small fixed sample a test checks the fitted estimate on.
pub fn sample(entries: &[Entry]) -> Vec<Entry> {
    entries.iter().step_by(8).cloned().collect()
}

/// Whether an entry is held out of the fit, to check it: every fourth variant.
/// The official courses are always fitted on.
pub fn held_out(index: usize, entry: &Entry) -> bool {
    !entry.edits.is_empty() && index % 4 == 3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_corpus_is_reproducible_playable_and_new() {
        let recipe = Recipe { variants: 6, max_edits: 3, ..Recipe::default() };
        let a = build(&recipe);
        assert_eq!(a, build(&recipe));
        assert_eq!(a.len(), 7 + 6);
        for e in &a[7..] {
            assert!(eldorado_design::edits::is_playable(&e.course()), "{}", e.id);
            assert!((1..=3).contains(&e.edits.len()), "{}", e.id);
        }
        let boards: Vec<Course> = a.iter().map(|e| normal(&e.course())).collect();
        for (i, b) in boards.iter().enumerate() {
            assert!(!boards[..i].contains(b), "{} repeats a course", a[i].id);
        }
        let other = build(&Recipe { seed: 7, ..recipe });
        assert_ne!(a[7..], other[7..]);
        // A larger corpus begins with the smaller one's courses: growing it
        // keeps the held-out part and the figures already simulated.
        let grown = build(&Recipe { variants: 9, ..recipe });
        assert_eq!(grown.len(), 7 + 9);
        assert_eq!(grown[..a.len()], a[..]);
    }

    #[test]
    fn a_simulation_measures_rounds_and_stalls() {
        let course = official::course("first-course").unwrap();
        let s = simulate(&course, 20, 1, 4).unwrap();
        assert_eq!(s.games, 20);
        assert!((8.0..40.0).contains(&s.mean_round), "{}", s.mean_round);
        assert!((0.0..=1.0).contains(&s.stall_rate));
        assert_eq!(s.seat_win_rates.len(), 4);
        assert!((s.seat_win_rates.iter().sum::<f64>() - 1.0).abs() < 0.01, "{s:?}");
        assert_eq!(Some(s), simulate(&course, 20, 1, 4));
        let two = simulate(&course, 20, 1, 2).unwrap();
        assert!(two.mean_round > 20.0, "two players bring two pieces each: {two:?}");
    }
}
