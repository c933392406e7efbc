//! The problems panel after a simulation: beneath Winding Paths' tip b and
//! tip c warnings on board I, what the games showed, in English and in French.

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use eldorado::app::{EditorApp, Start};
use eldorado_messages::Lang;

use crate::french::english_word;
use crate::harness::{editor_in, run_simulation};

/// Every text of the window (a label's or a value's) that begins with `head`.
fn lines_starting(h: &Harness<'_, EditorApp>, head: &str) -> Vec<String> {
    let mut found = Vec::new();
    for node in h.query_all(By::new()) {
        let node = node.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            if text.starts_with(head) && !found.contains(&text) {
                found.push(text);
            }
        }
    }
    found
}

#[test]
fn the_games_evidence_shows_beneath_tips_b_and_c() {
    let mut h =
        editor_in(Lang::English, Start::Official("winding-paths"), None, vec2(1400.0, 900.0));
    assert!(lines_starting(&h, "In 40 games: ").is_empty(), "nothing claimed before the games");
    run_simulation(&mut h, 40);
    h.run();
    let lines = lines_starting(&h, "In 40 games: ");
    for way in ["the shortcut", "the inner lane"] {
        assert!(
            lines.iter().any(|l| l.contains(&format!("% of pieces took {way}"))
                && l.ends_with("no real choice here")),
            "{way}: {lines:#?}"
        );
    }
}

#[test]
fn the_games_evidence_reads_in_french() {
    let mut h =
        editor_in(Lang::French, Start::Official("winding-paths"), None, vec2(1400.0, 900.0));
    h.state_mut().simulation_mut().settings.games = 40;
    *h.state_mut().simulation_window() = true;
    h.run();
    h.get_by_label("Lancer").click();
    h.step();
    for _ in 0..600 {
        if h.state().simulation().result().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        h.step();
    }
    h.step();
    h.run();
    let lines = lines_starting(&h, "En 40 parties : ");
    assert!(
        lines.iter().any(|l| l.contains("des pions ont pris le chemin intérieur du virage")),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l.contains("des pions ont pris le raccourci")), "{lines:#?}");
    for l in &lines {
        assert_eq!(english_word(l), None, "English in {l:?}");
    }
}
