//! Completing a course: the pieces placed stay exactly as they are, only
//! pieces the course does not use are added, the result is a valid,
//! tip-clean course in the order by a simulation of its own, and an order the
//! start cannot reach is refused before any course is drawn.

use eldorado_analysis::{Severity, analyze};
use eldorado_core::course::{Course, official};
use eldorado_core::map::Map;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::{GenerateError, Options, bands, generate};
use eldorado_rules::BotKind;
use eldorado_sim::SimConfig;
use eldorado_sim::montecarlo::{self, Progress};

/// An official course's first `n` pieces and the blockades between them.
fn begun(id: &str, n: usize) -> Course {
    let mut course = official::course(id).unwrap();
    course.pieces.truncate(n);
    let kept: Vec<_> = course.pieces.iter().map(|p| p.piece.clone()).collect();
    course.blockades.retain(|b| b.between.iter().all(|s| kept.contains(s)));
    course
}

fn refusal(options: &Options) -> String {
    match generate(options, &Progress::new()) {
        Err(e @ GenerateError::Impossible(_)) => e.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_completed_course_keeps_the_placed_pieces_exactly_and_adds_only_unused_ones() {
    for id in ["hills-of-gold", "serpentine"] {
        let given = begun(id, 3);
        let options = Options { from: Some(given.clone()), seed: 2, ..Options::default() };
        let outcome = generate(&options, &Progress::new()).expect("a completion is found");
        let c = &outcome.candidates[0];
        assert_eq!(c.course.pieces[..3], given.pieces[..], "{id}: the placed pieces stay");
        for b in &given.blockades {
            assert!(c.course.blockades.contains(b), "{id}: the blockade {b:?} stays");
        }
        let added = &c.course.pieces[3..];
        assert!(
            added.last().is_some_and(|p| p.piece.starts_with("finish")),
            "a finish plate ends it"
        );
        let used = PieceSet::whole_box(true)
            .without(&given.pieces.iter().map(|p| p.piece.as_str()).collect::<Vec<_>>());
        for p in &added[..added.len() - 1] {
            assert!(
                used.boards.iter().chain(&used.strips).any(|pair| pair.contains(&p.piece.as_str())),
                "{id}: {} was not left to add",
                p.piece
            );
        }
        // Valid, tip-clean but for the placed pieces' own warnings, and in
        // the order by a simulation of its own.
        let map = Map::build(&c.course).expect("a valid course");
        let placed: Vec<&str> = given.pieces.iter().map(|p| p.piece.as_str()).collect();
        for f in analyze(&map).findings.iter().filter(|f| f.severity >= Severity::Warning) {
            assert!(
                f.spaces
                    .iter()
                    .all(|&s| placed.contains(&map.piece(map.space(s).piece).id.as_str())),
                "{id}: a warning on an added piece: {}",
                f.message
            );
        }
        let config = SimConfig {
            games: 1000,
            players: 4,
            bots: vec![BotKind::Fast],
            seed: 0xC0FFEE,
            ..SimConfig::default()
        };
        let check = montecarlo::run(&map, &c.course.name, &config, None, &Progress::new()).unwrap();
        let (low, high) = options.rounds;
        let r = check.finishing_round.mean;
        assert!(r >= low - 0.3 && r <= high + 0.3, "{id}: {r:.2} rounds by another seed");
        assert!(c.course.name.contains("completed"), "{}", c.course.name);
    }
}

/// Winding Paths' first three pieces already bend more than the design tips
/// like: the completion keeps them (their warnings are the designer's) and
/// adds pieces that bring no warning of their own.
#[test]
fn a_start_whose_own_pieces_break_a_design_tip_is_still_completed() {
    let given = begun("winding-paths", 3);
    let options = Options { from: Some(given.clone()), seed: 1, ..Options::default() };
    let outcome = generate(&options, &Progress::new()).expect("a completion is found");
    let c = &outcome.candidates[0];
    assert_eq!(c.course.pieces[..3], given.pieces[..]);
    let map = Map::build(&c.course).expect("a valid course");
    let placed: Vec<&str> = given.pieces.iter().map(|p| p.piece.as_str()).collect();
    let warnings: Vec<_> =
        analyze(&map).findings.into_iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert!(!warnings.is_empty(), "the placed pieces' own warnings stay in the analysis");
    for f in &warnings {
        assert!(
            f.spaces.iter().all(|&s| placed.contains(&map.piece(map.space(s).piece).id.as_str())),
            "a warning on an added piece: {}",
            f.message
        );
    }
}

#[test]
fn an_order_the_start_cannot_reach_is_refused_with_the_reason() {
    let given = begun("hills-of-gold", 3);
    let one_left = Options {
        from: Some(given.clone()),
        pieces: PieceSet::from_list("E").unwrap(),
        ..Options::for_band(bands::by_name("very-hard").unwrap())
    };
    let why = refusal(&one_left);
    assert!(
        why.contains("the pieces left") && why.contains("cannot make a course longer than"),
        "{why}"
    );
    let too_easy =
        Options { from: Some(begun("serpentine", 6)), rounds: (8.0, 10.0), ..Options::default() };
    assert!(refusal(&too_easy).contains("the pieces already placed make a course of about"));
    let finished =
        Options { from: Some(official::course("hills-of-gold").unwrap()), ..Options::default() };
    assert!(refusal(&finished).contains("already has its finish plate"));
    let mut no_start = given.clone();
    no_start.pieces.remove(0);
    assert!(
        refusal(&Options { from: Some(no_start), ..Options::default() }).contains("start board")
    );
}
