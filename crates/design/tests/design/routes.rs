//! Route choices judged by the games: a way clearly better is taken by nearly
//! every piece, a balanced one by both (on constructed courses, with official
//! ones as further checks), and a bend's inner lane made harder by an edit
//! loses pieces to the outer lane.

use eldorado_analysis::analyze;
use eldorado_core::course::{Course, official};
use eldorado_core::map::Map;
use eldorado_design::edits::edits;
use eldorado_design::routes::{Origin, Verdict, judge};
use eldorado_design::run::simulate;
use eldorado_sim::montecarlo::RouteUsage;
use eldorado_sim::{Progress, SimConfig};

/// The usage of every route choice, shortcut and bend of a course.
fn usage(course: &Course, games: u64) -> (Vec<Origin>, Vec<String>, Vec<RouteUsage>) {
    let map = Map::build(course).unwrap();
    let config = SimConfig { games, seed: 1, ..SimConfig::default() };
    let r = simulate(&map, "", &config, &Progress::new()).unwrap().result;
    let origins = r.route_choices.iter().map(|u| u.origin).collect();
    let names = r.route_choices.iter().map(|u| u.name.clone()).collect();
    (origins, names, r.route_choices)
}

fn find<'a>(names: &[String], usage: &'a [RouteUsage], name: &str) -> &'a RouteUsage {
    let i = names.iter().position(|n| n == name).unwrap_or_else(|| panic!("{name} in {names:?}"));
    &usage[i]
}

#[test]
fn a_way_clearly_better_is_taken_by_nine_pieces_in_ten() {
    // Winding Paths' shortcut past the mountains of board I: the way east is
    // 1.3 rounds quicker by the estimate, and hardly anyone goes round.
    let (_, names, usage) = usage(&official::course("winding-paths").unwrap(), 300);
    let u = find(&names, &usage, "the shortcut on board I");
    let most = u.ways.iter().map(|w| w.share).fold(0.0, f64::max);
    assert!(most >= 0.9, "{u:?}");
    assert!(matches!(judge(u).verdict, Verdict::OneWay { .. }), "{}", judge(u).text);
    assert!(judge(u).text.contains("no real choice"), "{}", judge(u).text);
}

#[test]
fn a_balanced_fork_is_taken_both_ways() {
    // The Witch's Cauldron's shortcut past the mountains of boards L and G:
    // about three pieces in ten pass south of them, the rest north.
    let (_, names, usage) = usage(&official::course("witchs-cauldron").unwrap(), 400);
    let u = find(&names, &usage, "the shortcut on board L and board G");
    for w in &u.ways {
        assert!(w.share >= 0.25, "{}: {:.2}", w.name, w.share);
    }
    assert_eq!(judge(u).verdict, Verdict::Real, "{}", judge(u).text);
    assert!(judge(u).text.ends_with("a real choice"), "{}", judge(u).text);
}

/// The inner lane's share of a course's bend on `label`, with its lanes' rounds.
fn bend(course: &Course, label: &str, games: u64) -> Option<(f64, f64, f64)> {
    let map = Map::build(course).ok()?;
    let report = analyze(&map);
    let i = report.bends.iter().position(|b| b.label == label)?;
    let b = &report.bends[i];
    let (inner, outer) = (b.inner.as_ref()?.rounds, b.outer.as_ref()?.rounds);
    if games == 0 {
        return Some((0.0, inner, outer));
    }
    let (sources, _, usage) = usage(course, games);
    let k = sources.iter().position(|s| *s == Origin::Bend(i))?;
    Some((usage[k].ways[0].share, inner, outer))
}

#[test]
fn a_bends_inner_lane_made_harder_loses_pieces_to_the_outer_lane() {
    // Winding Paths bends on board F, and the pieces split about evenly
    // between its lanes. Of the single edits that keep the bend on board F,
    // take the one that makes its inner lane hardest against its outer lane
    // as it was: the games must move pieces to the outer lane.
    let course = official::course("winding-paths").unwrap();
    let (share, inner, outer) = bend(&course, "board F", 400).unwrap();
    let mut best: Option<(f64, Course)> = None;
    for e in edits(&course) {
        let Ok(after) = e.applied(&course) else { continue };
        let Some((_, i, o)) = bend(&after, "board F", 0) else { continue };
        // How much harder the inner lane is against the outer than before.
        let harder = (i - o) - (inner - outer);
        if harder > 0.3 && best.as_ref().is_none_or(|b| harder > b.0) {
            best = Some((harder, after));
        }
    }
    let (harder, after) = best.expect("an edit makes the inner lane harder");
    let (moved, ..) = bend(&after, "board F", 400).unwrap();
    assert!(
        moved + 0.1 <= share,
        "inner lane {harder:.1} rounds harder: its share went from {share:.2} to {moved:.2}"
    );
}

#[test]
fn winding_paths_seats_differ_by_their_start_spaces_not_their_turn() {
    use eldorado_design::fairness::{FairnessAsk, explain};
    let course = official::course("winding-paths").unwrap();
    let ask = FairnessAsk { players: 4, games: 600, strong_games: 0, seed: 1, edits: false };
    let f = explain(&course, &ask).unwrap();
    assert!(f.imbalanced, "{:?}", f.text);
    assert!(f.seats[3] > f.seats[0] + 0.1, "seat 4 ahead of seat 1: {:?}", f.seats);
    assert!(f.start_spread > 2.0 * f.turn_spread, "{:?}", f.text);
    assert!(f.text.iter().any(|t| t.contains("the start spaces carry most of it")), "{:?}", f.text);
    // Rotated, every seat plays from every start space as often.
    assert_eq!(f.by_start.len(), 4);
}

/// A constructed course: a rectangle of jungle ten spaces wide and sixteen
/// rows long, a start space near each side of its first row two by two,
/// finishing spaces across its last, and a block of mountains four wide in
/// rows 5 to 10 with a lane three wide each side, of `west` and `east`
/// spaces.
fn forked(west: &str, east: &str) -> Map {
    const WIDTH: usize = 10;
    const ROWS: usize = 16;
    // Each row sits half a hex right of the one above: leading gaps keep the
    // rows in a rectangle.
    let lead = ROWS.div_ceil(2);
    let rows: Vec<String> = (0..ROWS)
        .map(|r| {
            let mut tokens = vec![".."; lead - r / 2];
            for x in 0..WIDTH {
                tokens.push(match (r, x) {
                    (0, 1) => "S1",
                    (0, 2) => "S2",
                    (0, 7) => "S3",
                    (0, 8) => "S4",
                    (r, _) if r == ROWS - 1 => "FJ",
                    (5..=10, 3..=6) => "M",
                    (5..=10, 0..=2) => west,
                    (5..=10, 7..=9) => east,
                    _ => "J1",
                });
            }
            tokens.join(" ")
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    Map::from_rows(&rows).expect("a valid constructed board")
}

/// The usage of the one route choice of a constructed map, as the analysis
/// finds it.
fn the_choice(map: &Map, games: u64) -> RouteUsage {
    let config = SimConfig { games, seed: 1, ..SimConfig::default() };
    let run = simulate(map, "", &config, &Progress::new()).unwrap();
    assert_eq!(run.watched.report.choices.len(), 1, "one route choice round the block");
    run.usage(Origin::Choice(0)).unwrap().clone()
}

#[test]
fn a_constructed_way_clearly_better_is_taken_by_nine_pieces_in_ten() {
    // Rubble east of the block, jungle west: within a round by the estimate
    // (a static route choice), but every piece, from either side, goes west.
    let u = the_choice(&forked("J1", "G1"), 200);
    let west = u.ways.iter().find(|w| w.name == "the way west").unwrap();
    assert!(west.share >= 0.9, "{u:?}");
    assert!(matches!(judge(&u).verdict, Verdict::OneWay { .. }), "{}", judge(&u).text);
    assert!(judge(&u).text.contains("no real choice"), "{}", judge(&u).text);
}

#[test]
fn a_constructed_balanced_fork_is_taken_both_ways() {
    // The same jungle both sides: pieces starting west go west, those
    // starting east go east.
    let u = the_choice(&forked("J1", "J1"), 200);
    for w in &u.ways {
        assert!(w.share >= 0.35, "{}: {:.2}", w.name, w.share);
    }
    assert_eq!(judge(&u).verdict, Verdict::Real, "{}", judge(&u).text);
    assert!(judge(&u).text.ends_with("a real choice"), "{}", judge(&u).text);
}

/// Every watched choice of every official course has a name of its own, in
/// English and in French, and the watchlist's English name is the
/// catalogue's: several shortcuts among the same boards (Serpentine's past
/// boards C, E and G) are told apart by their obstacle.
#[test]
fn every_watched_choice_has_a_name_of_its_own() {
    use eldorado_design::route_words::choice_name;
    use eldorado_design::routes::watchlist;
    use eldorado_messages::Lang;
    let mut told_apart = 0;
    for id in official::ids() {
        let map = Map::build(&official::course(id).unwrap()).unwrap();
        let report = analyze(&map);
        let list = watchlist(&map, &report);
        for lang in [Lang::English, Lang::French] {
            let names: Vec<String> =
                list.watch.iter().map(|w| choice_name(lang, &map, &report, w.origin)).collect();
            let mut unique = names.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), names.len(), "{id} in {lang:?}: {names:#?}");
            if lang == Lang::English {
                let watched: Vec<&str> = list.watch.iter().map(|w| w.name.as_str()).collect();
                assert_eq!(watched, names, "{id}");
                told_apart += names.iter().filter(|n| n.contains(" by the mountains at ")).count();
            }
        }
    }
    assert_eq!(told_apart, 9, "Winding Paths' 2, Serpentine's 3 + 2 and Swamplands' 2");
}

/// Evidence resting on a handful (Serpentine, board M): a way taken by 2 %
/// of the pieces — 53 of them, 1 win — says nothing of how its takers
/// fared; a way of at least `FEW` pieces and `HANDFUL_SHARE` of them does.
#[test]
fn a_way_taken_by_a_handful_says_nothing_of_how_its_takers_fared() {
    use eldorado_design::route_words::judged_in;
    use eldorado_design::routes::{FEW, HANDFUL_SHARE, enough};
    use eldorado_messages::Lang;
    use eldorado_sim::montecarlo::WayUsage;
    use eldorado_sim::montecarlo::stats::Rate;
    let way = |name: &str, pieces: u64, share: f64, wins: f64, round: f64| WayUsage {
        name: name.into(),
        pieces,
        share,
        win_rate: Rate::wilson(wins, pieces as f64),
        mean_arrival_round: Some(round),
        by_seat: Vec::new(),
        by_bot: Vec::new(),
    };
    let serpentine = RouteUsage {
        origin: Origin::Shortcut(0),
        name: "the shortcut on board M".into(),
        ways: vec![
            way("the shortcut", 2597, 0.98, 1300.0, 20.7),
            way("the way round", 53, 0.02, 1.0, 16.0),
        ],
        neither: 0,
        not_past: 0,
    };
    assert!(!enough(&serpentine.ways[1]), "53 pieces, 2 %: a handful");
    assert!(matches!(judge(&serpentine).verdict, Verdict::OneWay { way: 0, .. }));
    for lang in [Lang::English, Lang::French] {
        let names = ["a".to_string(), "b".to_string()];
        let said = judged_in(lang, &serpentine, &names);
        assert!(!said.contains("4,7") && !said.contains("4.7"), "{said}");
    }
    assert!(!judge(&serpentine).text.contains("later"), "{}", judge(&serpentine).text);
    // Enough pieces and share: the gap is told.
    let mut told = serpentine.clone();
    told.ways[1] = way("the way round", FEW, HANDFUL_SHARE, 1.0, 16.0);
    assert!(enough(&told.ways[1]));
    assert!(judged_in(Lang::English, &told, &[]).contains("4.7 rounds later"));
}

/// The verdict ending a judged finding (issue 49): a balanced fork drops a
/// tip b warning, as a real choice within the bounds it states; a shortcut
/// nearly every piece takes keeps it, in English and French alike.
#[test]
fn the_verdict_keeps_a_warning_the_games_bear_out_and_drops_one_they_overrule() {
    use eldorado_design::route_words::{verdict_in, way_names};
    use eldorado_messages::Lang;
    let verdict = |id: &str, name: &str, lang: Lang| {
        let course = official::course(id).unwrap();
        let map = Map::build(&course).unwrap();
        let config = SimConfig { games: 300, seed: 1, ..SimConfig::default() };
        let run = simulate(&map, "", &config, &Progress::new()).unwrap();
        let u = run.result.route_choices.iter().find(|u| u.name == name).unwrap().clone();
        let names = way_names(lang, &run.watched.report, u.origin);
        verdict_in(lang, &run.watched.report, u.origin, &judge(&u), &names)
    };
    let balanced = verdict("witchs-cauldron", "the shortcut on board L and board G", Lang::English);
    assert_eq!(
        balanced,
        "Drop this warning: both ways are taken, each by at least 20 % of pieces, and neither \
         arrives more than 1 round later: a real choice."
    );
    let lopsided = verdict("winding-paths", "the shortcut on board I", Lang::English);
    assert!(lopsided.starts_with("Keep this warning: the shortcut is a free gain."), "{lopsided}");
    let french = verdict("witchs-cauldron", "the shortcut on board L and board G", Lang::French);
    assert!(french.starts_with("Abandonnez cet avertissement"), "{french}");
    assert!(french.contains("plus de 1 manche après"), "{french}");
}
