//! The generator's promises: reproducible on any number of threads, impossible
//! orders refused before searching, a budget that ends a search with a sentence,
//! and a search that stops when cancelled.

use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::{GenerateError, Options, bands, generate};
use eldorado_sim::Progress;

fn on_threads(threads: usize, options: &Options) -> Vec<(String, u64, f64)> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    let outcome =
        pool.install(|| generate(options, &Progress::new())).expect("quick courses are found");
    outcome
        .candidates
        .iter()
        .map(|c| (eldorado_formats::course_file::to_json(&c.course), c.attempt, c.rounds))
        .collect()
}

#[test]
fn the_same_seed_gives_the_same_candidates_on_one_thread_and_on_two() {
    let options =
        Options { count: 2, seed: 11, ..Options::for_band(bands::by_name("easy").unwrap()) };
    let one = on_threads(1, &options);
    let two = on_threads(2, &options);
    assert_eq!(one.len(), 2);
    assert_eq!(one, two);
    let other_seed = on_threads(2, &Options { seed: 12, ..options });
    assert_ne!(one, other_seed, "another seed draws other courses");
}

#[test]
fn impossible_orders_are_refused_with_one_sentence_before_searching() {
    let impossible = |options: Options| match generate(&options, &Progress::new()) {
        Err(e @ GenerateError::Impossible(_)) => e.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    };
    let one_board = Options {
        pieces: PieceSet::from_list("C").unwrap(),
        ..Options::for_band(bands::by_name("very-hard").unwrap())
    };
    let why = impossible(one_board);
    assert!(why.contains("1 terrain board (C/D)") && why.contains("out of reach"), "{why}");
    assert!(!why.contains('\n'));
    let none = Options { pieces: PieceSet::from_list("O").unwrap(), ..Options::default() };
    assert!(impossible(none).contains("at least one terrain board"));
    assert!(impossible(Options { players: 5, ..Options::default() }).contains("2 to 4 players"));
    assert!(
        impossible(Options { rounds: (40.0, 50.0), ..Options::default() }).contains("out of reach")
    );
}

#[test]
fn a_spent_budget_ends_the_search_with_a_sentence() {
    // Half a round wide: one attempt can't hit it.
    let options = Options { rounds: (16.0, 16.5), budget: 1, ..Options::default() };
    match generate(&options, &Progress::new()) {
        Err(e @ GenerateError::NotFound(_)) => {
            let why = e.to_string();
            assert!(why.contains("in 1 attempt with"), "{why}")
        }
        other => panic!("expected no course, got {other:?}"),
    }
    // A hundredth of a round wide is refused before searching.
    let narrow = Options { rounds: (16.0, 16.01), ..Options::default() };
    match generate(&narrow, &Progress::new()) {
        Err(e @ GenerateError::Impossible(_)) => assert_eq!(
            e.to_string(),
            "16.0–16.01 rounds is narrower than the search can aim: a mean over 1,000 games is known only to about ±0.1 round, so give a range at least 0.5 rounds wide"
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_cancelled_search_stops_and_progress_is_reported() {
    let cancelled = Progress::new();
    cancelled.cancel();
    let outcome = generate(&Options::default(), &cancelled).unwrap();
    assert!(outcome.cancelled && outcome.candidates.is_empty() && outcome.attempts == 0);
    // Read from another thread as the search goes: the attempts only grow,
    // and the last count is the search's own, with the course it found.
    let options = Options { seed: 4, ..Options::default() };
    let progress = Progress::new();
    let (outcome, seen) = std::thread::scope(|s| {
        let search = s.spawn(|| generate(&options, &progress));
        let mut seen = Vec::new();
        while !search.is_finished() {
            seen.push(progress.counts().0);
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        (search.join().unwrap().unwrap(), seen)
    });
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
    assert_eq!((progress.found(), progress.counts()), (1, (outcome.attempts, options.budget)));
}

#[test]
fn a_course_generated_for_three_tactics_is_won_by_three_by_other_games() {
    // `--tactics 3`: the candidate's own games of the tactics' table find at
    // least three tactics that can win it; games of another seed agree on at
    // least two (a win rate near the bound moves with the seed).
    use eldorado_design::tactics;
    let options = Options {
        count: 1,
        seed: 2,
        tactics: 3,
        ..Options::for_band(bands::by_name("moderate").unwrap())
    };
    let found = generate(&options, &Progress::new()).expect("a course three tactics can win");
    let c = &found.candidates[0];
    assert!(c.tactics.is_some_and(|n| n >= 3), "{:?}", c.tactics);
    assert_eq!(c.tactics_winning.len(), c.tactics.unwrap());
    assert!(c.summary.contains("tactics can win it"), "{}", c.summary);
    let map = eldorado_core::map::Map::build(&c.course).unwrap();
    let again = tactics::simulate_table(&map, "", 1000, 99, &Progress::new()).unwrap();
    let v = tactics::variety(&again.result).unwrap();
    assert!(v.count() >= 2, "by another seed: {:?}", v.rates);
    // Without the order, no tactics' games are played or claimed.
    let plain = Options { tactics: 0, ..options };
    let found = generate(&plain, &Progress::new()).unwrap();
    assert_eq!(found.candidates[0].tactics, None);
}
