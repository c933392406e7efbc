//! The problems panel after a simulation: beneath Winding Paths' tip b and
//! tip c warnings on board I, what the games showed, in English and in French.

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use eldorado::app::{EditorApp, Start};
use eldorado_design::two_players;
use eldorado_messages::Lang;

use crate::french::english_word;
use crate::harness::{editor_in, run_simulation};

/// Every text of the window (a label's or a value's) that begins with `head`.
fn lines_starting(h: &Harness<'_, EditorApp>, head: &str) -> Vec<String> {
    texts(h).into_iter().filter(|t| t.starts_with(head)).collect()
}

/// Every text of the window (a label's or a value's) that holds `part`.
fn lines_containing(h: &Harness<'_, EditorApp>, part: &str) -> Vec<String> {
    texts(h).into_iter().filter(|t| t.contains(part)).collect()
}

fn texts(h: &Harness<'_, EditorApp>) -> Vec<String> {
    let mut found = Vec::new();
    for node in h.query_all(By::new()) {
        let node = node.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            if !found.contains(&text) {
                found.push(text);
            }
        }
    }
    found
}

/// Issue 49, "one verdict per finding": once the games judged tips b and c
/// on board I, each finding reads what it speaks of and the games' line in
/// place of the estimate's sentence (whose "quicker by … rounds" could
/// contradict them; it stays on hover), and ends in one verdict to act on.
#[test]
fn the_games_evidence_replaces_the_estimate_beneath_tips_b_and_c() {
    let mut h =
        editor_in(Lang::English, Start::Official("winding-paths"), None, vec2(1400.0, 900.0));
    let games = "In 40 games of fast bots: ";
    assert!(lines_containing(&h, games).is_empty(), "nothing claimed before the games");
    let static_figures = lines_containing(&h, "quicker by");
    assert!(!static_figures.is_empty(), "the estimate's figures before the games");
    run_simulation(&mut h, 40);
    h.run();
    let lines = lines_containing(&h, games);
    for (subject, way) in [
        ("The shortcut on board I (tip b)\n", "the shortcut"),
        ("The bend on board I (tip c)\n", "the inner lane"),
    ] {
        assert!(
            lines.iter().any(|l| l.contains(&format!("{subject}{games}"))
                && l.contains(&format!("% of pieces took {way}"))
                && l.contains("no real choice here (a real choice has at least 20 % of pieces")),
            "{subject}: {lines:#?}"
        );
    }
    for l in &static_figures {
        assert!(lines_containing(&h, l).is_empty(), "the estimate's sentence gave way: {l}");
    }
    let verdicts = lines_starting(&h, "→ Keep this warning: ");
    assert!(verdicts.len() >= 2, "one verdict beneath each: {verdicts:#?}");
}

#[test]
fn the_games_evidence_reads_in_french() {
    let mut h =
        editor_in(Lang::French, Start::Official("winding-paths"), None, vec2(1400.0, 900.0));
    h.state_mut().simulation_mut().settings.games = 40;
    h.state_mut().simulation_mut().settings.players = 2;
    *h.state_mut().simulation_window() = true;
    h.run();
    h.get_by_label("Lancer").click();
    h.step();
    crate::harness::wait_for_simulation(&mut h);
    let lines = lines_containing(&h, "En 40 parties de robots « rapide » : ");
    assert!(
        lines.iter().any(|l| l.contains("des pions ont pris le chemin intérieur du virage")),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l.contains("des pions ont pris le raccourci")), "{lines:#?}");
    let verdicts = lines_starting(&h, "→ Gardez cet avertissement : ");
    assert!(verdicts.len() >= 2, "one verdict beneath each: {verdicts:#?}");
    for l in lines.iter().chain(&verdicts) {
        assert_eq!(english_word(l), None, "English in {l:?}");
    }
    // A two-player run: how its estimate was made and checked, in French.
    let method = lines_starting(
        &h,
        "À deux joueurs, l'estimation est jouée : la moyenne de 20 parties de robots rapides",
    );
    assert!(!method.is_empty(), "how the estimate is made, after a 2-player run");
    assert!(method[0].contains("(Spearman 0,99 sur 120 parcours)"), "{method:?}");
    assert_eq!(method[0], two_players::method_text(Lang::French));
    assert_eq!(english_word(&method[0]), None, "English in {method:?}");
}

/// After a two-player run the simulation window says how the two-player
/// estimate beside the measurement was made, and how it was checked.
#[test]
fn a_two_player_difficulty_says_how_its_estimate_is_made() {
    let method = two_players::method_text(Lang::English);
    assert!(
        method.starts_with(
            "For two players the estimate is played: the mean of 20 games of fast bots"
        ) && method.ends_with("(Spearman 0.99 over 120 courses)."),
        "{method}"
    );
    let mut h =
        editor_in(Lang::English, Start::Official("first-course"), None, vec2(1400.0, 900.0));
    let r = run_simulation(&mut h, 12);
    assert_eq!(r.players, 2);
    h.run();
    assert_eq!(lines_starting(&h, &method).len(), 1, "the method after a 2-player run");
    // The status bar's difficulty (now the measured one) says it on hover.
    *h.state_mut().simulation_window() = false;
    h.run();
    assert!(lines_starting(&h, &method).is_empty(), "said only by the window, before the hover");
    h.get(By::new().label_contains("difficulty: ")).hover();
    h.run();
    assert_eq!(lines_starting(&h, &method).len(), 1, "the status bar's difficulty, hovered");
}

/// After an edit the editor plays its own games: beneath tips b and c the
/// estimate says the games are being played, then what they showed, with
/// no simulation asked for; in French likewise.
#[test]
fn the_editors_own_games_judge_the_tips_after_an_edit() {
    for (lang, playing, games) in [
        (Lang::English, "an estimate: the editor is playing games", "In 400 games of fast bots: "),
        (
            Lang::French,
            "une estimation : l'éditeur joue des parties",
            "En 400 parties de robots « rapide » : ",
        ),
    ] {
        let mut h = editor_in(lang, Start::Official("winding-paths"), None, vec2(1400.0, 900.0));
        h.state_mut().settings_mut().live_games = true;
        h.step();
        assert!(
            !lines_containing(&h, playing).is_empty(),
            "{lang:?}: the estimate awaits the games"
        );
        let started = std::time::Instant::now();
        while lines_containing(&h, games).is_empty() {
            assert!(started.elapsed().as_secs() < 120, "{lang:?}: the games never came");
            std::thread::sleep(std::time::Duration::from_millis(50));
            h.step();
        }
        assert!(
            lines_containing(&h, playing).is_empty(),
            "{lang:?}: the estimate gives way to the games"
        );
        for l in lines_containing(&h, games) {
            if lang == Lang::French {
                assert_eq!(english_word(&l), None, "English in {l:?}");
            }
        }
    }
}

/// Issue 49, "point it out": a route choice clicked in the simulation
/// window, or a way taken clicked in the game view, is outlined on the board
/// with the very spaces its finding in the problems panel points out.
#[test]
fn a_route_choice_clicked_in_the_window_or_the_game_view_is_pointed_out_as_its_finding() {
    let mut h =
        editor_in(Lang::English, Start::Official("winding-paths"), None, vec2(1400.0, 900.0));
    run_simulation(&mut h, 40);
    h.run();
    let sorted = |mut v: Vec<eldorado_core::hex::Hex>| {
        v.sort_unstable_by_key(|x| (x.x, x.y));
        v.dedup();
        v
    };
    let tip_b = h
        .state()
        .document()
        .insights()
        .remarks
        .iter()
        .find(|r| r.tip == Some('b') && r.message.contains("board I"))
        .map(|r| sorted(r.hexes.clone()))
        .expect("tip b on board I");
    assert!(h.state().highlight().is_none());
    let label = lines_starting(&h, "the shortcut on board I: ");
    assert_eq!(label.len(), 1, "{label:?}");
    h.get_by_label(&label[0]).scroll_to_me();
    h.run();
    h.get_by_label(&label[0]).click();
    h.run();
    let shown = h.state().highlight().expect("the shortcut is pointed out").clone();
    assert_eq!(sorted(shown.hexes.clone()), tip_b, "the same spaces as the finding's");
    // Clicked again, it is no longer pointed out.
    h.get_by_label(&label[0]).click();
    h.run();
    assert!(h.state().highlight().is_none());

    // The game view: a game watched to its end lists the ways taken.
    let seed = h.state().simulation().result().unwrap().notable_games.longest.clone().unwrap().seed;
    let watch = h.state().simulation().settings.watch_seed(seed);
    h.state_mut().perform(eldorado_editor_model::Request::Game(watch));
    h.run();
    let end = eldorado_editor_model::game::GameRequest::ToEnd;
    h.state_mut().perform(eldorado_editor_model::Request::Game(end));
    h.run();
    h.get_by_label("Route choices: which way each piece took").click();
    h.run();
    let taken = lines_containing(&h, " passed the shortcut on board I ");
    assert!(!taken.is_empty(), "a piece passed the shortcut on board I");
    assert!(h.state().game_highlight().is_none());
    h.get_by_label(&taken[0]).scroll_to_me();
    h.run();
    h.get_by_label(&taken[0]).click();
    h.run();
    let shown = h.state().game_highlight().expect("pointed out on the game's board").clone();
    assert_eq!(sorted(shown.hexes), tip_b, "the same spaces as the finding's");
}
