//! Tactics in the editor: the simulation window seats the tactics' table and
//! shows, after a run, each route choice by tactic and the course's tactical
//! variety beside the official courses' (in English and in French); Game >
//! New game… offers the tactics at the seats.

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use eldorado::app::{EditorApp, Start};
use eldorado_messages::Lang;
use eldorado_rules::{BotKind, Seat};

use crate::french::english_word;
use crate::harness::{editor_in, wait_for_simulation};

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

/// Opens the simulation window on `id`, seats the tactics by their button
/// (`seat`), runs 40 games by `run` and waits for them.
fn tactics_run(lang: Lang, id: &'static str, seat: &str, run: &str) -> Harness<'static, EditorApp> {
    let mut h = editor_in(lang, Start::Official(id), None, vec2(1400.0, 900.0));
    h.state_mut().simulation_mut().settings.games = 40;
    *h.state_mut().simulation_window() = true;
    h.run();
    h.get_by_label(seat).click();
    h.step();
    let settings = h.state().simulation().settings.clone();
    assert_eq!(settings.players, 4);
    assert_eq!(settings.bots, BotKind::TACTICS, "the button seats the four tactics");
    assert!(settings.rotate, "rotated round the seats");
    h.get_by_label(run).click();
    h.step();
    let r = wait_for_simulation(&mut h);
    assert!(r.rotate_seats && r.bot_stats.len() == 4, "{:?}", r.bots);
    h.run();
    h
}

#[test]
fn the_simulation_window_shows_route_choices_by_tactic_and_the_tactical_variety() {
    let h = tactics_run(Lang::English, "first-course", "Seat the tactics", "Run");
    let texts = texts(&h);
    let by_tactic: Vec<&String> = texts.iter().filter(|t| t.starts_with("By tactic: ")).collect();
    let r = h.state().simulation().result().unwrap();
    // The route choice on boards I and K parts the river player (west) from
    // the jungle player (east), even in 40 games.
    assert!(
        by_tactic.iter().any(|t| t.starts_with("By tactic: a tactical choice: ")
            && t.contains("jungle the way east")),
        "{by_tactic:#?}"
    );
    // Each tactic's way, as the window words it.
    for bot in ["river", "jungle", "village", "racer"] {
        assert!(texts.iter().any(|t| t.starts_with(&format!("  {bot}: "))), "{bot}: {texts:#?}");
    }
    assert!(texts.iter().any(|t| t == "Tactical variety"), "the heading");
    let variety: Vec<&String> =
        texts.iter().filter(|t| t.contains(" of 4 tactics can win it (")).collect();
    assert_eq!(variety.len(), 1, "{texts:#?}");
    // Its figure is the run's, with the official courses beside it (First
    // course itself left out of its reference points).
    let v = eldorado_design::tactics::variety(r).unwrap();
    assert!(variety[0].starts_with(&format!("{} of 4", v.count())), "{}", variety[0]);
    assert!(!variety[0].contains("First course"), "{}", variety[0]);
}

#[test]
fn the_tactics_read_in_french() {
    let h = tactics_run(Lang::French, "winding-paths", "Placer les tactiques", "Lancer");
    let texts = texts(&h);
    let by_tactic: Vec<&String> =
        texts.iter().filter(|t| t.starts_with("Par tactique : ")).collect();
    assert!(!by_tactic.is_empty(), "{texts:#?}");
    let variety: Vec<&String> =
        texts.iter().filter(|t| t.contains(" tactiques sur 4 peuvent le gagner (")).collect();
    assert_eq!(variety.len(), 1, "{texts:#?}");
    for t in by_tactic.iter().chain(&variety) {
        assert_eq!(english_word(t), None, "English in {t:?}");
    }
    assert!(texts.iter().any(|t| t.starts_with("  fleuve : ")), "{texts:#?}");
}

#[test]
fn a_new_game_seats_a_river_player() {
    let mut h = crate::harness::official("first-course");
    h.run();
    h.get_by_label("Game").click();
    h.step();
    h.step();
    h.get_by_label("New game…").click();
    h.step();
    h.step();
    // The seats' kinds offered: open the second seat's list and pick the river player.
    h.get_all_by_label("Seat 2").last().expect("the second seat's list").click();
    h.step();
    h.step();
    h.get_by_label("River player (buys paddles)").click();
    h.step();
    h.step();
    h.get_by_label("Random seed").click();
    h.step();
    h.get_by_label("Start").click();
    h.step();
    h.step();
    let game = h.state().session().game().expect("the game opens");
    let seats = game.live().expect("a game played at the table").seats().to_vec();
    assert_eq!(seats, vec![Seat::Human, Seat::Bot(BotKind::River)]);
}

/// Pictures of the simulation window after a run of the tactics' table, at
/// 1400×900 and 1024×700, in English and in French, written to
/// target/screenshots/ for a person to look at (not compared):
/// `cargo test --test editor tactics_screenshots -- --ignored`.
#[test]
#[ignore]
fn tactics_screenshots() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, seat, run, name) in [
        (Lang::English, "Seat the tactics", "Run", "en"),
        (Lang::French, "Placer les tactiques", "Lancer", "fr"),
    ] {
        for size in [vec2(1400.0, 900.0), vec2(1024.0, 700.0)] {
            let mut h = editor_in(lang, Start::Official("first-course"), None, size);
            h.state_mut().simulation_mut().settings.games = 400;
            *h.state_mut().simulation_window() = true;
            h.run();
            h.get_by_label(seat).click();
            h.step();
            h.get_by_label(run).click();
            h.step();
            wait_for_simulation(&mut h);
            // The variety, at the foot of the window's results, scrolled into view.
            h.get_by_label_contains(match lang {
                Lang::French => "tactiques sur 4",
                _ => "of 4 tactics",
            })
            .scroll_to_me();
            h.run();
            let file = dir.join(format!("tactics-{name}-{}x{}.png", size.x, size.y));
            h.render().unwrap().save(&file).unwrap();
            eprintln!("wrote {}", file.display());
        }
    }
}
