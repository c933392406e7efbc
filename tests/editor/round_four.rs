//! The fourth walk of the editor and game view (issue 49): what misled a
//! new user, each checked as the window shows it.

use egui::vec2;
use egui_kittest::kittest::Queryable;
use eldorado::app::Start;
use eldorado_sim::StallReason;

use crate::harness::{editor_with, run_simulation};

/// After a run with a low round cap, the games the cap stopped while their
/// players were still moving are offered as stopped at the user's cap, not
/// as stalled, and no "measured" difficulty stands above the line that says
/// the run does not measure it.
#[test]
fn games_stopped_at_the_users_cap_are_not_called_stalled() {
    let mut h = editor_with(Start::Official("first-course"), None, vec2(1400.0, 900.0));
    h.run();
    h.state_mut().simulation_mut().settings.round_cap = 8;
    let r = run_simulation(&mut h, 12);
    assert!(r.stalls.cut_short > 0, "the cap stopped games still moving");
    let stalled =
        r.notable_games.stalled.iter().filter(|g| g.stalled != Some(StallReason::Slow)).count();
    for i in 1..=5 {
        let shown = h.query_by_label(&format!("Stalled game {i}")).is_some();
        assert_eq!(shown, i <= stalled, "stalled game {i} of {stalled} really stalled");
    }
    assert!(h.query_by_label("Stopped at your cap 1").is_some());
    assert!(h.query_by_label_contains("Difficulty: measured").is_none());
    h.get_by_label_contains("Difficulty: not measured by this run");
    h.get_by_label_contains("this run does not measure the course's difficulty");
}

/// The finish plate's properties name it once, without a doubled bracket
/// "(piece El Dorado finish plate)" after "Finish plate (river side)".
#[test]
fn the_finish_plate_is_named_once() {
    use eldorado::app::Request;
    let mut h = editor_with(Start::Official("first-course"), None, vec2(1400.0, 900.0));
    h.run();
    h.state_mut().perform(Request::Select(vec!["finish-river".into()]));
    h.run();
    h.get_by_label("Finish plate (river side)");
    assert!(h.query_by_label_contains("(piece El Dorado").is_none());
    // A board still names the piece it is a side of.
    h.state_mut().perform(Request::Select(vec!["B".into()]));
    h.run();
    h.get_by_label_contains("Start board B (piece");
}

/// A share code is imported from File > Import, where importing is looked
/// for (it was only under File > Export and Edit).
#[test]
fn file_import_offers_a_share_code() {
    let mut h = editor_with(Start::Empty, None, vec2(1400.0, 900.0));
    h.run();
    for label in ["File", "Import", "Paste share code…"] {
        h.get_by_label(label).click();
        h.run();
    }
    assert!(h.state().paste_window_open());
}
