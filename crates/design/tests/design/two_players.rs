//! The two-player estimate made by quick play: the same every time, close to
//! what 1,000 games measured on the official courses, and what a report shows
//! as the two-player estimate.

use eldorado_analysis::analyze;
use eldorado_core::course::official;
use eldorado_core::map::Map;
use eldorado_core::rating::Rating;
use eldorado_design::two_players::{self, GAMES, PLAYERS, estimate, rounds};
use eldorado_sim::montecarlo::official::official_measured;

fn map(id: &str) -> Map {
    Map::build(&official::course(id).unwrap()).unwrap()
}

#[test]
fn the_quick_estimate_is_the_same_every_time() {
    let m = map("hills-of-gold");
    let first = rounds(&m).unwrap().expect("two fast bots finish Hills of Gold");
    assert_eq!(rounds(&m).unwrap(), Some(first));
    assert_eq!(estimate(&m).map(|(r, _)| r), Some(Rating::of(first)));
    // The games are seeded one by one, so threads do not change them.
    let one = std::thread::spawn(move || rounds(&m).unwrap()).join().unwrap();
    assert_eq!(one, Some(first));
}

#[test]
fn the_quick_estimate_orders_the_official_courses_as_their_measured_figures() {
    // The independent reference: each official course's mean finishing round
    // in 1,000 games of two fast bots with the corpus's seed, not these games.
    let measured = official_measured(PLAYERS);
    assert_eq!(measured.len(), 7);
    let quick: Vec<(&str, f64, f64)> = official::all()
        .into_iter()
        .map(|(id, course)| {
            let name = official::name(id).unwrap();
            let m = measured.iter().find(|(n, _)| *n == name).unwrap().1;
            let q = rounds(&Map::build(&course).unwrap()).unwrap().unwrap();
            (name, q, m)
        })
        .collect();
    for &(name, q, m) in &quick {
        assert!((q - m).abs() <= 1.5, "{name}: {q:.2} rounds in {GAMES} games, {m:.2} measured");
    }
    // Two courses whose measured figures are 2 rounds apart or more are
    // ranked the same way.
    for a in &quick {
        for b in quick.iter().filter(|b| b.2 >= a.2 + 2.0) {
            assert!(a.1 < b.1, "{} ({:.2}) should be quicker than {} ({:.2})", a.0, a.1, b.0, b.1);
        }
    }
    let of = |name: &str| quick.iter().find(|q| q.0 == name).unwrap().1;
    assert!(of("Home Stretch") < of("Serpentine"));
    assert!(of("Home Stretch") < of("Swamplands"));
}

#[test]
fn a_report_shows_the_quick_estimate_for_two_players() {
    let m = map("serpentine");
    let mut report = analyze(&m);
    let before = report.difficulty.clone().unwrap();
    two_players::replace_in(&mut report, &m);
    let d = report.difficulty.unwrap();
    let (rating, standing) = estimate(&m).unwrap();
    let two = d.for_players(2).unwrap();
    assert_eq!(two.rating, rating);
    assert_eq!(two.games, Some(GAMES));
    // Among the other official courses as 1,000 games measured them.
    assert_eq!(two.standing, standing);
    assert!(!standing.unwrap().text.contains("Serpentine"));
    // The other counts and the headline stay the static estimate's.
    for p in [3, 4] {
        assert_eq!(d.for_players(p), before.for_players(p));
        assert_eq!(d.for_players(p).unwrap().games, None);
    }
    assert_eq!(d.rating, before.rating);
}

#[test]
fn the_sentence_on_how_it_is_made_writes_its_counts_as_each_language_does() {
    use eldorado_messages::Lang;
    let english = two_players::method_text(Lang::English);
    assert!(english.contains("20 games") && english.contains("as 1,000 games do"), "{english}");
    let french = two_players::method_text(Lang::French);
    assert!(french.contains("comme 1000 parties"), "{french}");
}
