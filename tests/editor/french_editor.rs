//! The editor's chrome in French: View > Language switches the whole window
//! at the next frame and is remembered; every menu, panel and dialog of the
//! editor reads in French, and fits a 1024×700 window.

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use eldorado::app::files::FileDialogs;
use eldorado::app::{EditorApp, Start, StartOptions};
use eldorado_messages::Lang;

/// The editor on a data folder, in the language its settings (or the
/// system) choose: no language imposed, as a user starts it.
fn as_a_user_starts_it(data_dir: &std::path::Path) -> Harness<'static, EditorApp> {
    let data_dir = data_dir.to_path_buf();
    Harness::builder().with_size(vec2(1400.0, 900.0)).with_max_steps(64).build_eframe(move |cc| {
        EditorApp::new(
            cc,
            StartOptions {
                start: Start::Official("first-course"),
                data_dir: Some(data_dir),
                file_dialogs: FileDialogs::BuiltIn,
                language: None,
            },
        )
    })
}

/// Clicks through menus by their labels.
pub(crate) fn click_menu(h: &mut Harness<'_, EditorApp>, labels: &[&str]) {
    for label in labels {
        h.get_by_label(label).click();
        h.run();
    }
}

#[test]
fn view_language_switches_the_window_at_once_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = crate::harness::editor_in(
        Lang::English,
        Start::Official("first-course"),
        Some(dir.path().to_path_buf()),
        vec2(1400.0, 900.0),
    );
    click_menu(&mut h, &["View", "Language"]);
    // Each language by its own name.
    h.get_by_label("English");
    click_menu(&mut h, &["Français"]);
    assert_eq!(h.state().session().lang(), Lang::French);
    // The menus are French at once, no restart.
    h.get_by_label("Fichier");
    h.get_by_label("Affichage");
    assert!(h.query_by_label("File").is_none());
    drop(h); // the window closes: eframe's exit saves the settings

    let mut h = as_a_user_starts_it(dir.path());
    h.run();
    assert_eq!(h.state().session().lang(), Lang::French, "still French after a restart");
    h.get_by_label("Fichier");
}

/// The English texts the window shows now, as (text, word), but for what
/// is meant to be so: each language named in its own language (View >
/// Language), and egui's own names for a window's close button and resize
/// handles ("Close window", "Resize window bottom edge": drawn, never
/// written, and not the editor's to word).
fn english(h: &Harness<'_, EditorApp>) -> std::collections::BTreeSet<(String, String)> {
    // And a path, which is the user's (or the working folder's) own.
    let meant = |text: &str| {
        Lang::ALL.iter().any(|l| l.native_name() == text)
            || text == "Close window"
            || text.starts_with("Resize window ")
            || text.starts_with(std::path::MAIN_SEPARATOR)
    };
    crate::french::english_left(h).into_iter().filter(|(text, _)| !meant(text)).collect()
}

/// Fails if `place` (a menu, a window, a state) put English on screen:
/// anything English now that was not there in `before`, the window as it
/// stood before `place` was opened (the other areas' texts are their walks').
#[track_caller]
fn assert_french_opened(
    h: &Harness<'_, EditorApp>,
    before: &std::collections::BTreeSet<(String, String)>,
    place: &str,
) {
    let new: Vec<_> = english(h).difference(before).cloned().collect();
    assert!(
        new.is_empty(),
        "{place}: English text in the French editor:\n{}",
        new.iter().map(|(t, w)| format!("  {t:?} (\"{w}\")")).collect::<Vec<_>>().join("\n")
    );
}

fn french(start: Start, size: egui::Vec2) -> Harness<'static, EditorApp> {
    crate::harness::editor_in(Lang::French, start, None, size)
}

#[test]
fn every_menu_reads_in_french() {
    let mut h = french(Start::Official("hills-of-gold"), vec2(1400.0, 900.0));
    h.run();
    let base = english(&h);
    for (menu, subs) in [
        (
            "Fichier",
            &["Ouvrir un parcours officiel", "Ouvrir un fichier récent", "Exporter", "Importer"][..],
        ),
        ("Édition", &[][..]),
        ("Parcours", &[][..]),
        ("Partie", &[][..]),
        ("Affichage", &["Langue"][..]),
        ("Aide", &[][..]),
    ] {
        h.get_by_label(menu).click();
        h.run();
        assert_french_opened(&h, &base, menu);
        for sub in subs {
            h.get_by_label(sub).hover();
            h.run();
            assert_french_opened(&h, &base, &format!("{menu} > {sub}"));
        }
        h.key_press(egui::Key::Escape);
        h.run();
    }
    // The official courses by the rulebook's French names.
    h.get_by_label("Fichier").click();
    h.run();
    h.get_by_label("Ouvrir un parcours officiel").hover();
    h.run();
    h.get_by_label("La Colline dorée");
    h.get_by_label("Le Chaudron de la sorcière");
}

#[test]
fn the_menu_bar_the_status_bar_and_the_palette_read_in_french() {
    let h = french(Start::Official("first-course"), vec2(1400.0, 900.0));
    for label in ["Fichier", "Édition", "Parcours", "Partie", "Affichage", "Aide"] {
        h.get_by_label(label);
    }
    h.get_by_label_contains("éléments ·");
    h.get_by_label("✔ valide");
    h.get_by_label("Plateaux de départ");
    h.get_by_label("Plateau de départ A (utilisé)");
    h.get_by_label(&eldorado::app::palette::palette_help(Lang::French));
    // The course opens under its French name, in the title too.
    assert!(
        h.state().window_title().starts_with("Premier parcours — "),
        "{}",
        h.state().window_title()
    );
}

#[test]
fn every_window_and_dialog_reads_in_french() {
    use eldorado::app::Request;
    let mut h = french(Start::Official("first-course"), vec2(1400.0, 900.0));
    h.run();
    let base = english(&h);

    // The start page.
    click_menu(&mut h, &["Fichier", "Page d'accueil…"]);
    h.get_by_label("Parcours officiels");
    h.get_by_label("La Dernière Ligne droite");
    assert_french_opened(&h, &base, "the start page");
    h.state_mut().perform(Request::StartPage(false));
    h.run();

    // The share code window.
    click_menu(&mut h, &["Fichier", "Exporter", "Coller un code de partage…"]);
    h.get_by_label("Coller un code de partage");
    assert_french_opened(&h, &base, "the share code window");
    h.state_mut().paste_window().text = "pas un code".into();
    h.run();
    h.get_by_label("Importer").click();
    h.run();
    assert_french_opened(&h, &base, "a share code that is not one");
    h.state_mut().paste_window().open = false;
    h.run();

    // The path window (the built-in one: no system dialog in a test).
    click_menu(&mut h, &["Fichier", "Ouvrir… Ctrl+O"]);
    h.get_by_label("Chemin du fichier\u{a0}:");
    assert_french_opened(&h, &base, "the path window");
    h.get_by_label("Ouvrir").click();
    h.run();
    // The folder suggested is not a file to open: said in French.
    h.get_by_label_contains("est un dossier\u{a0}: ajoutez le nom du fichier.");
    assert_french_opened(&h, &base, "the path window's refusal");
    h.get_by_label("Annuler").click();
    h.run();

    // Generate and Complete.
    click_menu(&mut h, &["Parcours", "Générer…"]);
    h.get_by_label("Générer des parcours");
    assert_french_opened(&h, &base, "the generate window");
    click_menu(&mut h, &["Parcours", "Compléter…"]);
    h.get_by_label("Compléter le parcours");
    assert_french_opened(&h, &base, "the complete window");

    // The history, after a step.
    h.state_mut().perform(Request::Select(vec!["B".into()]));
    h.state_mut().perform(Request::FlipSelection);
    h.run();
    let base = english(&h); // the flipped course's findings are the analysis's walk
    click_menu(&mut h, &["Édition", "Historique…"]);
    h.get_by_label("Le parcours tel qu'ouvert");
    // In the window's list, and said in the status bar when it was made.
    assert_eq!(
        h.get_all_by_label_contains("Retourner le plateau de départ B sur la face").count(),
        2
    );
    assert_french_opened(&h, &base, "the history window");

    // The help (F1).
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("cette aide");
    assert_french_opened(&h, &base, "the help");
}

#[test]
fn a_selected_piece_a_notice_and_a_question_read_in_french() {
    use eldorado::app::Request;
    let mut h = french(Start::Official("first-course"), vec2(1400.0, 900.0));
    h.run();
    let base = english(&h);

    // The properties of a selected piece.
    h.state_mut().perform(Request::Select(vec!["B".into()]));
    h.run();
    h.get_by_label("Élément choisi");
    h.get_by_label_contains("Plateau de départ B (élément");
    assert_french_opened(&h, &base, "a selected piece");

    // A notice.
    h.state_mut().perform(Request::Select(Vec::new()));
    h.state_mut().perform(Request::CopySelection);
    h.run();
    h.get_by_label("Choisissez d'abord un élément à copier");
    assert_french_opened(&h, &base, "a notice");

    // Closing a course with unsaved work asks first.
    h.state_mut().perform(Request::Select(vec!["B".into()]));
    h.state_mut().perform(Request::FlipSelection);
    h.run();
    // The flipped course's own findings are the analysis's walk.
    let base = english(&h);
    click_menu(&mut h, &["Fichier", "Fermer le parcours Ctrl+W"]);
    h.get_by_label("Modifications non enregistrées");
    h.get_by_label("Ne pas enregistrer");
    assert_french_opened(&h, &base, "the unsaved-changes question");
    h.get_by_label("Ne pas enregistrer").click();
    h.run();
    // The empty course the last one closed leaves, and its hint.
    assert!(
        h.state().window_title().starts_with("Parcours sans titre"),
        "{}",
        h.state().window_title()
    );
    h.get_by_label_contains("0 élément");
}

/// Fails if a node labelled `label` lies partly outside the window.
#[track_caller]
fn inside(h: &Harness<'_, EditorApp>, window: egui::Rect, label: &str) {
    let Some(node) = h.query_by_label(label) else {
        let near: Vec<String> = h
            .query_all_by_label_contains(&label[..label.len().min(4)])
            .map(|n| format!("{:?}", n.accesskit_node().label()))
            .collect();
        panic!("no {label:?}; near: {near:?}");
    };
    let rect = node.rect();
    assert!(window.contains_rect(rect), "{label:?} at {rect:?} is cut by the window {window:?}");
}

#[test]
fn the_french_menus_and_panels_fit_a_1024_by_700_window() {
    let size = vec2(1024.0, 700.0);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
    let mut h = french(Start::Official("first-course"), size);
    h.run();
    let menus = ["Fichier", "Édition", "Parcours", "Partie", "Affichage", "Aide"];
    for menu in menus {
        inside(&h, window, menu);
    }
    // The menu bar's items in one row, each whole (none drawn over the next).
    let rects: Vec<egui::Rect> = menus.iter().map(|m| h.get_by_label(m).rect()).collect();
    for pair in rects.windows(2) {
        assert!(pair[0].right() <= pair[1].left() + 0.5, "{pair:?}");
    }
    // Each menu's items lie inside the window.
    for (menu, items) in [
        (
            "Fichier",
            &[
                "Nouveau Ctrl+N",
                "Ouvrir… Ctrl+O",
                "Page d'accueil…",
                "Enregistrer sous… Ctrl+Maj+S",
                "Quitter Ctrl+Q",
            ][..],
        ),
        (
            "Édition",
            &["Annuler Ctrl+Z", "Rétablir Ctrl+Maj+Z", "Coller un code de partage…", "Historique…"]
                [..],
        ),
        (
            "Parcours",
            &["Générer…", "Compléter…", "Barrières au hasard", "Retirer les barrières"][..],
        ),
        ("Partie", &["Nouvelle partie…", "Ouvrir une partie enregistrée…", "Fermer la partie"][..]),
        (
            "Affichage",
            &["Cadrer le parcours Origine", "Problèmes et propriétés", "Langue", "Simulation…"][..],
        ),
        ("Aide", &["Raccourcis… F1"][..]),
    ] {
        h.get_by_label(menu).click();
        h.run();
        for item in items {
            inside(&h, window, item);
        }
        h.key_press(egui::Key::Escape);
        h.run();
    }
    // The export submenu, the widest, opens inside the window too.
    click_menu(&mut h, &["Fichier"]);
    h.get_by_label("Exporter").hover();
    h.run();
    for item in ["Fiche de mise en place (PDF)…", "Copier le code de partage", "Lettre US"] {
        inside(&h, window, item);
    }
    h.key_press(egui::Key::Escape);
    h.run();
    // The palette, the side panel (scrolled to each heading: the course's
    // findings above may push it below the fold) and the status bar.
    for label in ["Plateaux de départ", "Le parcours", "Jonctions", "Élément choisi", "✔ valide"]
    {
        h.get_by_label(label).scroll_to_me();
        h.run();
        inside(&h, window, label);
    }
    // The start page and the help, each whole in the window.
    click_menu(&mut h, &["Fichier", "Page d'accueil…"]);
    for label in ["Accueil", "Parcours officiels", "Fichiers récents", "Nouveau parcours"] {
        inside(&h, window, label);
    }
    h.state_mut().perform(eldorado::app::Request::StartPage(false));
    h.key_press(egui::Key::F1);
    h.run();
    let intro = eldorado_messages::text(Lang::French, "editor-help-intro");
    // Taller than the window: it scrolls, its top in sight.
    for label in [intro.as_str(), "Glisser un élément de la palette"] {
        inside(&h, window, label);
    }
}

/// Every caption of the palette is written whole inside its thumbnail, the
/// longer French ones ("fleuve · utilisé") included.
#[test]
fn the_palette_captions_fit_their_thumbnails() {
    for lang in [Lang::French, Lang::English] {
        let mut h = crate::harness::editor_in(
            lang,
            Start::Official("first-course"),
            None,
            vec2(1024.0, 700.0),
        );
        h.run();
        let used = match lang {
            Lang::French => " · utilisé",
            _ => " · in use",
        };
        let mut seen = 0;
        for clipped in &h.output().shapes {
            let egui::epaint::Shape::Text(t) = &clipped.shape else { continue };
            // The finish plate agrees: "fleuve · utilisée".
            let text = t.galley.text();
            let agreed = lang == Lang::French && text.ends_with(" · utilisée");
            if !(text.ends_with(used) || agreed) {
                continue;
            }
            let r = t.galley.rect.translate(t.pos.to_vec2());
            let clip = clipped.clip_rect;
            if r.max.y <= clip.min.y || r.min.y >= clip.max.y {
                continue; // scrolled out of sight
            }
            seen += 1;
            // With a margin: a window's own font hinting may draw it a pixel wider.
            assert!(
                clip.min.x + 1.5 <= r.min.x && r.max.x <= clip.max.x - 1.5,
                "{lang:?}: {:?} is cut: written {r:?} in {clip:?}",
                t.galley.text()
            );
        }
        assert!(seen >= 4, "{lang:?}: the pieces in use have captions ({seen} seen)");
    }
}
