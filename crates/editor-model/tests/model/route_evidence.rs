//! What the games showed, beneath the problems panel's tip b and tip c
//! findings, once a simulation of the open course is known.

use eldorado_core::course::Edit;
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::insight::Remark;
use eldorado_editor_model::persist::Settings;
use eldorado_editor_model::{Request, Session, Start};
use eldorado_messages::Lang;

/// A session on an official course that plays no games of its own.
fn quiet(id: &'static str) -> Session {
    let settings = Settings { live_games: false, ..Settings::default() };
    Session::new(Start::Official(id), settings, None, None)
}

fn simulated(id: &'static str, games: u32) -> Session {
    let mut s = quiet(id);
    s.simulation_mut().settings.games = games;
    s.simulation_mut().settings.players = 4;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    assert!(s.simulation_is_current());
    s
}

fn with_games(s: &Session) -> Vec<Remark> {
    s.document().insights().remarks.iter().filter(|r| r.games.is_some()).cloned().collect()
}

/// Winding Paths warns of tips b and c on board I; the games bear both out:
/// every piece takes the short way, and the line beneath says so.
#[test]
fn tips_b_and_c_on_winding_paths_carry_the_games_evidence() {
    let mut s = simulated("winding-paths", 60);
    let found = with_games(&s);
    let tip = |t: &str| {
        found
            .iter()
            .find(|r| r.message.starts_with(&format!("Tip {t}")) && r.message.contains("board I"))
            .unwrap_or_else(|| panic!("tip {t} on board I with evidence: {found:#?}"))
            .clone()
    };
    let (b, c) = (tip("b"), tip("c"));
    for (r, way) in [(&b, "the shortcut"), (&c, "the inner lane")] {
        let games = r.games.as_ref().unwrap();
        assert!(games.line.starts_with("In 60 games of fast bots: "), "{}", games.line);
        assert!(games.line.contains(&format!("% of pieces took {way}")), "{}", games.line);
        // The bound of a real choice is said, so that a lopsided share says why.
        assert!(
            games.line.contains(
                "no real choice here (a real choice has at least 20 % of pieces on each way)."
            ),
            "{}",
            games.line
        );
        assert!(games.holds, "the games bear the warning out: {}", games.line);
        assert!(games.verdict.starts_with("Keep this warning: "), "{}", games.verdict);
    }
    // The share said is the run's own.
    let usage = &s.simulation().result().unwrap().route_choices;
    let bend = usage.iter().find(|u| u.name == "the bend on board I").expect("watched");
    assert_eq!(bend.ways.len(), 2);
    let share = format!("{:.0} % of pieces", 100.0 * bend.ways[0].share);
    assert!(c.games.as_ref().unwrap().line.contains(&share), "{share}");

    // In French, the same evidence in the rulebook's words.
    s.perform(Request::SetLanguage(Lang::French));
    let french = with_games(&s);
    assert_eq!(french.len(), found.len());
    for r in &french {
        let line = &r.games.as_ref().unwrap().line;
        assert!(line.starts_with("En 60 parties de robots « rapide » : "), "{line}");
        for english in ["of pieces", "took", "rounds", "choice"] {
            assert!(!line.contains(english), "{line}");
        }
    }
    assert!(french.iter().any(|r| {
        r.games.as_ref().unwrap().line.contains("des pions ont pris le chemin intérieur du virage")
    }));

    // Edited, the course is no longer the one the games were played on.
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "C".into() })));
    assert!(with_games(&s).is_empty());
}

/// Without games of the course shown, no finding claims what the games
/// showed: each tip b and c finding and route-choice note knows the choice it
/// speaks of, and is the estimate's alone.
#[test]
fn no_evidence_before_any_games() {
    let s = quiet("winding-paths");
    assert!(with_games(&s).is_empty());
    let routes: Vec<&Remark> =
        s.document().insights().remarks.iter().filter(|r| r.route.is_some()).collect();
    assert!(routes.iter().any(|r| r.message.starts_with("Tip b")), "{routes:#?}");
    assert!(routes.iter().any(|r| r.message.starts_with("Tip c")), "{routes:#?}");
}

/// After each edit the editor plays its own games of a valid course: the
/// findings carry what they showed without a simulation being asked for,
/// and the next edit starts again.
#[test]
fn the_editors_own_games_carry_evidence_after_an_edit() {
    let mut s = Session::new(Start::Official("winding-paths"), Settings::default(), None, None);
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "C".into() })));
    s.tick();
    assert!(s.live_games_running(), "an edit starts the editor's games");
    assert!(with_games(&s).is_empty(), "nothing said before they end");
    s.finish_jobs();
    let found = with_games(&s);
    assert!(!found.is_empty());
    for r in &found {
        let line = &r.games.as_ref().unwrap().line;
        assert!(line.starts_with("In 400 games of fast bots: "), "{line}");
        assert!(r.route.is_some());
    }
    // Undone, the course is another: its own games are played.
    s.perform(Request::Undo);
    s.tick();
    assert!(with_games(&s).is_empty() && s.live_games_running());
    s.finish_jobs();
    assert!(!with_games(&s).is_empty());
    // Switched off, none are played.
    s.settings_mut().live_games = false;
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "C".into() })));
    s.tick();
    assert!(!s.live_games_running());
}

/// One analysis and one watchlist per version of the course: the editor's
/// own games, a simulation and the words of both read the document's, and
/// every run hands back the very analysis it watched.
#[test]
fn a_run_reads_the_courses_one_analysis() {
    use eldorado_analysis::analyses_made_here;
    use eldorado_design::routes::watchlists_made_here;
    let mut s = Session::new(Start::Official("swamplands"), Settings::default(), None, None);
    s.finish_jobs();
    let (analyses, watchlists) = (analyses_made_here(), watchlists_made_here());
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "K".into() })));
    assert_eq!(analyses_made_here(), analyses + 1, "the edit's analysis");
    assert_eq!(watchlists_made_here(), watchlists + 1, "the edit's watchlist");
    s.simulation_mut().settings.games = 40;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    s.perform(Request::SetLanguage(Lang::French));
    s.perform(Request::SetLanguage(Lang::English));
    // Worded in another language, the course keeps its analysis.
    assert_eq!(analyses_made_here(), analyses + 1);
    assert_eq!(watchlists_made_here(), watchlists + 1);
    let doc = s.document().insights().watched.clone().unwrap();
    let run = s.simulation().simulated_for(s.document().stamp()).unwrap();
    assert!(std::sync::Arc::ptr_eq(&run.watched, &doc), "the run watched the document's analysis");
    assert!(!s.simulation().result().unwrap().route_choices.is_empty());
}

/// The generator's candidates carry what their games showed at each route
/// choice, worded in the session's language: the same choices as the
/// command line's English lines, one line each.
#[test]
fn generated_candidates_word_their_route_evidence_in_each_language() {
    let mut s = Session::new(Start::Official("first-course"), Settings::default(), None, None);
    let g = &mut s.generation_mut().settings;
    g.count = 1;
    g.branches = 1;
    g.seed = 3;
    s.perform(Request::Generate);
    s.finish_jobs();
    let found = s.generation();
    let c = found.candidates().first().expect("a course with a real route choice");
    let english = found.route_evidence(0, Lang::English);
    let french = found.route_evidence(0, Lang::French);
    assert!(!english.is_empty() && english.len() == c.route_evidence.len(), "{english:?}");
    assert_eq!(french.len(), english.len());
    // The choice the command line names, the same figures.
    for (ours, cli) in english.iter().zip(&c.route_evidence) {
        let name = |l: &str| l.split(": ").next().unwrap_or_default().to_string();
        assert_eq!(name(ours), name(cli));
        assert!(ours.contains("real choice"), "{ours}");
    }
    assert!(english.iter().any(|l| l.ends_with(": a real choice")), "{english:?}");
    for l in french {
        assert!(l.starts_with("le choix d'itinéraire sur le plateau"), "{l}");
        assert!(!l.contains("board") && !l.contains("rounds"), "{l}");
    }
}

/// "Start 4 is best placed, start 1 worst" gets the games beneath it: the
/// win rates of the players on those start spaces, with the turn order
/// said, and whether the games bear the note out — the same figures as the
/// run's own seats (seat N on start N, four players of one bot).
#[test]
fn the_unequal_starts_note_carries_the_players_win_rates_and_the_turn_order() {
    for lang in [Lang::English, Lang::French] {
        let mut s = simulated("hills-of-gold", 100);
        s.perform(Request::SetLanguage(lang));
        let result = s.simulation().result().unwrap().clone();
        let won = |seat: u8| {
            let rate = result.seats.iter().find(|x| x.seat + 1 == seat).unwrap().win_rate.rate;
            format!("{:.0} %", 100.0 * rate)
        };
        let note = s
            .document()
            .insights()
            .remarks
            .iter()
            .find(|r| r.starts.is_some())
            .cloned()
            .expect("Hills of Gold's start spaces are unequally placed");
        assert_eq!(note.starts, Some([4, 1]), "{}", note.message);
        let games = note.games.expect("the games judge it");
        assert!(games.line.contains(&won(4)) && games.line.contains(&won(1)), "{}", games.line);
        let first = if lang == Lang::English {
            "seat 1 playing first"
        } else {
            "le joueur 1 jouant en premier"
        };
        assert!(games.line.contains(first), "{}", games.line);
        let (w4, w1) = (result.seats[3].win_rate.rate, result.seats[0].win_rate.rate);
        assert_eq!(games.holds, w4 >= w1, "{}", games.line);
    }
}

/// A run whose seats rotate (or that seats different bots) says nothing of
/// the start spaces: a seat's start is not the same from game to game.
#[test]
fn a_rotated_run_says_nothing_of_the_start_spaces() {
    let mut s = quiet("hills-of-gold");
    s.simulation_mut().settings.games = 40;
    s.simulation_mut().settings.players = 4;
    s.simulation_mut().settings.rotate = true;
    s.perform(Request::RunSimulation);
    s.finish_jobs();
    let note =
        s.document().insights().remarks.iter().find(|r| r.starts.is_some()).cloned().unwrap();
    assert!(note.games.is_none(), "{:?}", note.games);
}

/// Issue 49, problem 5 and "one verdict per finding": once games judged a
/// tip b or c finding or a route-choice note, what it speaks of and the
/// games' line stand in place of the estimate's sentence (whose figures
/// could contradict them: "quicker by 1.3 rounds" over "arrived 0.7 rounds
/// later"), and one verdict ends it. The verdict follows the run's own
/// figures: the short way taken by more than 80 % of pieces keeps the
/// warning; both ways taken by at least 20 %, arriving within a round of
/// each other, drops it.
#[test]
fn each_judged_route_finding_ends_in_one_verdict_from_the_games_figures() {
    let (mut checked, mut kept, mut dropped) = (0, 0, 0);
    for (id, _) in eldorado_core::course::official::all() {
        let s = simulated(id, 120);
        let usage = &s.simulation().result().unwrap().route_choices;
        for r in with_games(&s) {
            let Some(origin) = r.route else { continue };
            let games = r.games.as_ref().unwrap();
            let subject = games.subject.as_ref().expect("a route finding names what it speaks of");
            assert!(!subject.contains("quicker by") && !games.line.contains("quicker by"));
            assert!(!games.verdict.is_empty());
            let u = usage.iter().find(|u| u.origin == origin).unwrap();
            let (short, long) = (&u.ways[0], &u.ways[1]);
            let on_start = games.verdict.starts_with("No design tip");
            if let Some(tip) = r.tip.filter(|_| !on_start) {
                assert!(subject.ends_with(&format!("(tip {tip})")), "{subject}");
                if long.share < 0.2 {
                    assert!(games.verdict.starts_with("Keep this warning"), "{id}: {games:?}");
                    kept += 1;
                }
                let gap = match (short.mean_arrival_round, long.mean_arrival_round) {
                    (Some(a), Some(b)) => Some((b - a).abs()),
                    _ => None,
                };
                let enough =
                    |w: &eldorado_sim::montecarlo::WayUsage| w.pieces >= 20 && w.share >= 0.05;
                if short.share >= 0.2
                    && long.share >= 0.2
                    && enough(short)
                    && enough(long)
                    && gap.is_some_and(|g| g <= 1.0)
                {
                    assert!(games.verdict.starts_with("Drop this warning"), "{id}: {games:?}");
                    dropped += 1;
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked} findings judged");
    // The official courses' warnings hold in play; the verdict that drops one
    // is checked on a balanced fork in crates/design's tests.
    assert!(kept > 0, "{kept} warnings kept, {dropped} dropped");
}

/// Issue 49: a run's results stayed on after another course was opened
/// ("measured 19.7" beside the new course's 21.5). An edit and its undo keep
/// the run (of an earlier state, or again current); another course drops it.
#[test]
fn another_course_opened_drops_the_last_courses_results() {
    let mut s = simulated("first-course", 40);
    assert!(s.measured_difficulty().is_some());
    s.perform(Request::Edit(Change::Edit(Edit::Flip { piece: "C".into() })));
    assert!(s.simulation().result().is_some(), "an edit keeps the run, as of an earlier state");
    s.perform(Request::Undo);
    assert!(s.simulation_is_current(), "undone, the run is current again");
    s.perform(Request::OpenOfficial("hills-of-gold"));
    assert!(s.question().is_none(), "{:?}", s.question().map(|q| &q.heading));
    assert_eq!(s.document().course().name, "Hills of Gold");
    assert!(s.simulation().result().is_none(), "no results of another course");
    assert!(s.measured_difficulty().is_none());
    let overlays = &s.document().insights().overlays;
    assert!(
        !overlays.contains_key(&eldorado_editor_model::insight::OverlayKind::SimulationHeatmap)
    );
}
