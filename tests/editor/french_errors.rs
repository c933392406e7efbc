//! The French window walked through everything that can go wrong, each
//! read back from the window: the Edit menu with a piece selected, a
//! refused drop, a course's rule problem in the problems panel, an export's
//! losses, a file that cannot be opened, a stalled game's reason, a
//! generator's refusal (Generate… and Complete…), an export that cannot be
//! written, another program's malformed course, a malformed game record and
//! a damaged settings file. None may show an English word (each used to:
//! "Tourner board C…", "… ne peut pas aller là : the finish plate touches
//! board C", the checker's English sentences, the losses', the file
//! reader's, the generator's, the importer's, the game record reader's and
//! the settings reader's English).

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use eldorado::app::{EditorApp, Request, Start};
use eldorado_core::course::Edit;
use eldorado_editor_model::changes::Change;
use eldorado_messages::{Lang, text, text_with};
use eldorado_pictures::export::Format;

use crate::french::{assert_french, english_word};
use crate::harness::editor_in;

/// English words the old leaks showed, beyond the checker's own list.
const LEAKED: [&str; 8] =
    ["board", "the", "piece", "cannot", "finish plate", "touches", "file", "valid"];

fn french(start: Start) -> Harness<'static, EditorApp> {
    let mut h = editor_in(Lang::French, start, None, vec2(1400.0, 900.0));
    h.run();
    h
}

/// Fails if `text` holds an English word: the checker's, or one of [`LEAKED`].
#[track_caller]
fn assert_french_text(text: &str, place: &str) {
    assert!(english_word(text).is_none(), "{place}: English in {text:?}: {:?}", english_word(text));
    let lower = format!(" {} ", text.to_lowercase());
    for word in LEAKED {
        let found = lower.match_indices(word).any(|(i, _)| {
            let before = lower[..i].chars().next_back().is_some_and(char::is_alphabetic);
            let after = lower[i + word.len()..].chars().next().is_some_and(char::is_alphabetic);
            !before && !after
        });
        assert!(!found, "{place}: the English {word:?} in {text:?}");
    }
}

/// A notice's words without a temporary folder's path, whose random name
/// may hold an English word ("…1the2…").
fn beyond(said: &str, dir: &std::path::Path) -> String {
    said.replace(&*dir.to_string_lossy(), "")
}

/// The notice the window shows, which must be there.
fn notice(h: &Harness<'_, EditorApp>) -> String {
    h.state().notice().expect("a notice").text.clone()
}

#[test]
fn the_edit_menu_names_the_selected_piece_in_french() {
    let mut h = french(Start::Official("first-course"));
    h.state_mut().perform(Request::Select(vec!["C".into()]));
    h.run();
    h.get_by_label("Édition").click();
    h.run();
    let items: Vec<String> = h
        .query_all_by_label_contains("plateau C")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(
        items.iter().any(|i| i.starts_with("Tourner plateau C dans le sens horaire")),
        "{items:?}"
    );
    for item in &items {
        assert_french_text(item, "the Edit menu with board C selected");
    }
    assert_french(&h, "the Edit menu with board C selected");
}

#[test]
fn a_refused_drop_says_why_in_french() {
    let mut h = french(Start::Official("first-course"));
    for id in ["K", "finish-river"] {
        h.state_mut().perform(Request::Edit(Change::Edit(Edit::Remove { piece: id.into() })));
    }
    h.state_mut().perform(Request::PickUpNew("K".into()));
    // Far from the course: it would touch nothing.
    h.state_mut().perform(Request::DragTo(Some((40.0, 40.0))));
    let ghost = h.state().session().drag().unwrap().verdict_text_in(Lang::French).unwrap();
    assert_french_text(&ghost, "the ghost of a refused drop");
    assert!(ghost.contains("n'est pas relié"), "{ghost}");
    h.state_mut().perform(Request::Drop);
    h.run();
    let said = notice(&h);
    assert!(said.contains("ne peut pas aller là") && said.contains("plateau K"), "{said}");
    assert_french_text(&said, "a refused drop");
    h.get_by_label_contains("ne peut pas aller là");
    assert_french(&h, "a refused drop");
}

#[test]
fn a_courses_rule_problems_read_in_french() {
    let mut h = french(Start::Official("first-course"));
    // No finish plate, and a board moved over another.
    h.state_mut()
        .perform(Request::Edit(Change::Edit(Edit::Remove { piece: "finish-river".into() })));
    let pieces = h.state().document().course().pieces.clone();
    let (under, over) = (&pieces[1], &pieces[2]);
    h.state_mut().perform(Request::Edit(Change::Edit(Edit::Move {
        piece: over.piece.clone(),
        origin: under.origin + eldorado_core::hex::Hex::new(1, 0),
        rotation: under.rotation,
    })));
    h.run();
    let remarks: Vec<String> =
        h.state().document().insights().remarks.iter().map(|r| r.message.clone()).collect();
    assert!(remarks.len() >= 2, "{remarks:?}");
    assert!(remarks.iter().any(|r| r.contains("plaque d'arrivée")), "{remarks:?}");
    assert!(remarks.iter().any(|r| r.contains("chevauche")), "{remarks:?}");
    for r in &remarks {
        assert_french_text(r, "a rule problem");
    }
    h.get_by_label_contains("n'a pas de plaque d'arrivée");
    assert_french(&h, "the problems panel of a broken course");
}

#[test]
fn an_exports_losses_read_in_french() {
    for (course, format) in [("serpentine", Format::ShlomoAlon), ("first-course", Format::Durango)]
    {
        let mut h = french(Start::Official(course));
        h.state_mut().perform(Request::ExportDialog(format));
        h.run();
        let question = h.state().session().question().expect("the losses are listed").clone();
        assert!(question.is_about_losses());
        assert!(!question.lines.is_empty());
        for line in &question.lines {
            assert_french_text(line, "an export loss");
        }
        let shown: String = question.lines[0].chars().take(30).collect();
        h.get_by_label_contains(&shown);
        assert_french(&h, "an export's losses");
    }
}

#[test]
fn a_file_that_cannot_be_opened_is_said_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let malformed = dir.path().join("abîmé.json");
    std::fs::write(&malformed, "{ \"format\": \"eldorado-course\", ").unwrap();
    let not_a_course = dir.path().join("autre.json");
    std::fs::write(&not_a_course, "[1, 2, 3]").unwrap();
    let missing = dir.path().join("absent.json");
    for (path, expected) in [
        (&malformed, "n'est pas du JSON valide"),
        (&not_a_course, "pas un fichier de parcours"),
        (&missing, "n'existe pas"),
    ] {
        let mut h = french(Start::Official("first-course"));
        h.state_mut().perform(Request::Open(path.clone()));
        for _ in 0..200 {
            h.run();
            if h.state().notice().is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let said = notice(&h);
        assert!(said.starts_with("Impossible d'ouvrir") && said.contains(expected), "{said}");
        assert_french_text(&beyond(&said, dir.path()), "a file that cannot be opened");
    }
}

#[test]
fn a_stalled_games_reason_reads_in_french() {
    use eldorado_sim::stall::StallReason;
    for reason in StallReason::ALL {
        // What the simulation window's hover over a stalled game says.
        let hover = text_with(
            Lang::French,
            "simulation-stalled-hover",
            &[("seed", "12".into()), ("why", reason.said(Lang::French).into())],
        );
        assert_french_text(&hover, "a stalled game's hover");
        assert_ne!(reason.said(Lang::French), reason.said(Lang::English), "{reason:?}");
    }
}

#[test]
fn a_refused_export_says_why_in_french() {
    // ShlomoAlon has no strips: Home Stretch, which has one, cannot be written.
    let mut h = french(Start::Official("home-stretch"));
    h.state_mut().perform(Request::ExportDialog(Format::ShlomoAlon));
    h.run();
    let said = notice(&h);
    assert!(said.contains("n'a pas de bandes de terrain"), "{said}");
    assert_french_text(&said, "a refused export");
    assert_french(&h, "a refused export");
}

/// Steps the window until `done` holds, for up to two minutes.
fn wait_until(h: &mut Harness<'_, EditorApp>, done: impl Fn(&EditorApp) -> bool) {
    for _ in 0..1200 {
        h.step();
        if done(h.state()) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    h.run();
}

#[test]
fn a_generator_refusal_says_why_in_french() {
    // One board cannot make a very hard course; a course with its finish
    // plate cannot be completed.
    let mut h = french(Start::Official("first-course"));
    {
        let s = &mut h.state_mut().generate_mut().settings;
        s.band = Some(eldorado_analysis::difficulty::Band::VeryHard);
        for (i, (_, on)) in s.owned.iter_mut().enumerate() {
            *on = i == 0;
        }
    }
    // Each asked for as the user does: Course > Generate… (or Complete…),
    // then the window's button.
    for (item, button, expected) in [
        ("editor-course-generate", "editor-generate-button", "hors d'atteinte"),
        ("editor-course-complete", "editor-complete-button", "plaque d'arrivée"),
    ] {
        h.get_by_label(&text(Lang::French, "editor-menu-course")).click();
        h.run();
        h.get_by_label(&text(Lang::French, item)).click();
        h.run();
        h.get_by_label(&text(Lang::French, button)).click();
        wait_until(&mut h, |app| !app.generate().is_running());
        let said = h.state().generate().message(Lang::French).expect("the search says why");
        assert!(said.contains(expected), "{said}");
        assert_french_text(&said, "a generator refusal");
        let shown: String = said.chars().take(30).collect();
        h.get_by_label_contains(&shown);
        assert_french(&h, "a generator refusal");
    }
}

#[test]
fn an_export_that_cannot_be_written_says_why_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let a_file = dir.path().join("fichier");
    std::fs::write(&a_file, "").unwrap();
    for (format, path) in [
        (Format::Svg, dir.path().join("absent").join("parcours.svg")),
        (Format::Png, a_file.join("parcours.png")),
    ] {
        let mut h = french(Start::Official("first-course"));
        h.state_mut().perform(Request::Export(format, path));
        h.run();
        let said = notice(&h);
        assert!(said.starts_with("Impossible d'exporter"), "{said}");
        assert_french_text(&beyond(&said, dir.path()), "an export that cannot be written");
    }
}

#[test]
fn a_malformed_foreign_course_is_said_in_french() {
    use eldorado_formats::Client;
    let dir = tempfile::tempdir().unwrap();
    let durango = dir.path().join("durango.csv");
    std::fs::write(&durango, "board,rotation,q,r\nZZ,0,0,0\n").unwrap();
    let shlomo = dir.path().join("shlomo.json");
    std::fs::write(&shlomo, "{ \"p\": [ [\"B\", 0, 0 ").unwrap();
    for (client, path) in [(Client::Durango, &durango), (Client::ShlomoAlon, &shlomo)] {
        let mut h = french(Start::Official("first-course"));
        h.state_mut().perform(Request::Import(client, path.clone()));
        h.run();
        let said = notice(&h);
        assert!(said.starts_with("Impossible d'importer"), "{said}");
        assert_french_text(&beyond(&said, dir.path()), "a malformed foreign course");
    }
}

#[test]
fn a_malformed_game_record_is_said_in_french() {
    use eldorado_editor_model::game::GameRequest;
    let dir = tempfile::tempdir().unwrap();
    let syntax = dir.path().join("partie.json");
    std::fs::write(&syntax, "{ \"format\": ").unwrap();
    let other = dir.path().join("autre.json");
    std::fs::write(&other, "[1, 2, 3]").unwrap();
    let newer = dir.path().join("récente.json");
    std::fs::write(&newer, r#"{"format": "eldorado-game", "version": 99}"#).unwrap();
    for path in [&syntax, &other, &newer] {
        let mut h = french(Start::Official("first-course"));
        h.state_mut().perform(Request::Game(GameRequest::Open(path.clone())));
        h.run();
        let said = notice(&h);
        assert!(said.contains(&*path.file_name().unwrap().to_string_lossy()), "{said}");
        assert_french_text(&beyond(&said, dir.path()), "a malformed game record");
    }
}

#[test]
fn a_damaged_settings_file_is_said_in_french() {
    for damaged in ["{ not json", "[1, 2]"] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.json"), damaged).unwrap();
        let mut h = editor_in(
            Lang::French,
            Start::Official("first-course"),
            Some(dir.path().into()),
            vec2(1400.0, 900.0),
        );
        h.run();
        let said = notice(&h);
        assert!(said.contains("réglages"), "{said}");
        // The file's own name is no word of either language.
        let words = beyond(&said, dir.path()).replace("/settings.damaged-1.json", "");
        assert_french_text(&words, "a damaged settings file");
        // Shown in the status bar (the whole window is not walked: the kept
        // file's name, settings.damaged-1.json, is the program's own).
        h.get_by_label_contains("Le fichier des réglages était abîmé");
    }
}

#[test]
fn a_refused_edit_says_why_in_french() {
    let mut h = french(Start::Official("first-course"));
    // Board E is not on the course: it cannot be flipped.
    h.state_mut().perform(Request::Edit(Change::Edit(Edit::Flip { piece: "E".into() })));
    h.run();
    let said = notice(&h);
    assert!(said.contains("plateau E") && said.contains("n'est pas sur le parcours"), "{said}");
    assert_french_text(&said, "a refused edit");
    h.get_by_label_contains("n'est pas sur le parcours");
    assert_french(&h, "a refused edit");
}

#[test]
fn a_generated_course_is_named_and_outlined_in_french() {
    let mut h = french(Start::Official("first-course"));
    {
        let s = &mut h.state_mut().generate_mut().settings;
        (s.count, s.strips) = (1, true);
    }
    h.get_by_label(&text(Lang::French, "editor-menu-course")).click();
    h.run();
    h.get_by_label(&text(Lang::French, "editor-course-generate")).click();
    h.run();
    h.get_by_label(&text(Lang::French, "editor-generate-button")).click();
    wait_until(&mut h, |app| !app.generate().is_running());
    let found = h.state().generate().candidates().to_vec();
    assert_eq!(found.len(), 1, "{:?}", h.state().generate().message(Lang::French));
    let c = &found[0];
    assert!(c.course.name.starts_with("Parcours moyen généré 1-"), "{}", c.course.name);
    assert!(c.course.notes.starts_with("Généré avec la graine 1 (essai "), "{}", c.course.notes);
    for said in [&c.course.name, &c.course.author, &c.course.notes, &c.outline.said(Lang::French)] {
        assert_french_text(said, "a generated course");
    }
    h.get_by_label(&c.outline.said(Lang::French));
    assert_french(&h, "the generator's candidates");
}
