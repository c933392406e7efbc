//! The game view as a new user at the table meets it: a taken blockade
//! keeps its number, both pieces of a player can take a shared space, the
//! board can be fitted, the turn's moves are logged and the buttons stay
//! put while the game goes on.

use egui::Modifiers;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::EditorApp;
use eldorado::app::game::seat_colour;
use eldorado_editor_model::Request;
use eldorado_editor_model::game::GameRequest;
use eldorado_rules::{BotKind, Rules};

use crate::harness::official;
use crate::painted::{colour, shapes, written};

fn watch(h: &mut Harness<'_, EditorApp>, seed: u64, players: u8) {
    let watch = GameRequest::Watch {
        seed,
        players,
        rules: Rules::default(),
        bots: vec![BotKind::Fast],
        label: "game".into(),
    };
    h.state_mut().perform(Request::Game(watch));
    h.run();
}

/// The first course's blockades are random ones; once dealt and taken, the
/// game view draws each with its number, in the taker's colour, and never
/// the course's "random".
#[test]
fn a_taken_blockade_keeps_its_number_in_the_game_view() {
    let mut h = official("first-course");
    h.run();
    watch(&mut h, 3, 2);
    h.state_mut().perform(Request::Game(GameRequest::ToEnd));
    h.run();
    let game = h.state().session().game().unwrap();
    let taken: Vec<(u8, u8)> = game
        .state()
        .blockades()
        .iter()
        .filter_map(|b| b.owner.map(|o| (b.blockade.number, o)))
        .collect();
    assert!(!taken.is_empty(), "the game took a blockade");
    let painted = shapes(&h);
    for (number, owner) in taken {
        let numbers = written(&painted, &number.to_string());
        assert!(
            numbers.iter().any(|w| colour(&painted, w) == seat_colour(owner)),
            "blockade {number} is drawn in seat {}'s colour",
            owner + 1
        );
    }
    assert!(written(&painted, "random").is_empty(), "the course's choice is not drawn");
    assert!(written(&painted, "?").is_empty());
}

/// The game view has the zoom bar: "Fit course" fits the whole course, its
/// El Dorado plate too, below the bar; Home stays "to the start".
#[test]
fn the_game_view_fits_the_course_below_the_zoom_bar() {
    let mut h = official("first-course");
    h.run();
    watch(&mut h, 3, 2);
    let fitted = h.state().game_view().view();
    h.get_by_label("+").click();
    h.run();
    assert!(h.state().game_view().view().scale > fitted.scale);
    h.get_by_label("Fit course").click();
    h.run();
    h.run();
    assert_eq!(h.state().game_view().view(), fitted);
    // Every corner of every space and of the El Dorado plate lies below the bar.
    let doc = h.state().session().document();
    let canvas = h.state().game_view().board_rect();
    let bar = h.get_by_label("Fit course").rect().bottom();
    let mut hexes: Vec<_> = doc.map().spaces().iter().map(|s| s.hex).collect();
    for p in &doc.course().pieces {
        if let Some(side) = p.side() {
            hexes.extend(side.city_footprint.iter().map(|&l| p.to_world(l)));
        }
    }
    for hex in hexes {
        for c in fitted.hex_corners(canvas, hex) {
            assert!(canvas.contains(c), "{hex:?} is inside the board");
            assert!(c.y > bar, "{hex:?} is below the zoom bar");
        }
    }
    let _ = Modifiers::NONE;
}
