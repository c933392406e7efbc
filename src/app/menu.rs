//! The menu bar.

use std::sync::OnceLock;

use eframe::egui::{self, Button, Ui};

use eldorado_core::course::official;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::words;
use eldorado_editor_model::{Request, Session};
use eldorado_formats::Client;
use eldorado_messages::{Lang, text, text_with};
use eldorado_pictures::Paper;
use eldorado_pictures::export::Format;

/// (id, English name) of each official course, read once (shown in the
/// session's language by [`words::course_name`]).
pub fn official_courses() -> &'static [(&'static str, String)] {
    static NAMES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    NAMES.get_or_init(|| official::all().into_iter().map(|(id, c)| (id, c.name)).collect())
}

/// Game: play the course, open or save a game record, close the game view.
fn game_menu(ui: &mut Ui, session: &Session, new_game: &mut bool, actions: &mut Vec<Request>) {
    use eldorado_editor_model::game::GameRequest;
    let lang = session.lang();
    if ui
        .button(text(lang, "editor-game-new"))
        .on_hover_text(text(lang, "editor-game-new-hint"))
        .clicked()
    {
        *new_game = true;
    }
    if ui.button(text(lang, "editor-game-open")).clicked() {
        actions.push(Request::Game(GameRequest::OpenDialog));
    }
    let open = session.game().is_some();
    if ui.add_enabled(open, Button::new(text(lang, "editor-game-save"))).clicked() {
        actions.push(Request::Game(GameRequest::SaveDialog));
    }
    if ui.add_enabled(open, Button::new(text(lang, "editor-game-close"))).clicked() {
        actions.push(Request::Game(GameRequest::Close));
    }
}

/// What the menu can change besides the course: the window's switches.
pub struct MenuState<'a> {
    /// View > Palette.
    pub show_palette: &'a mut bool,
    /// Whether the editor plays games of the course after each edit.
    pub live_games: &'a mut bool,
    /// View > Problems and properties.
    pub show_side_panel: &'a mut bool,
    /// Help > Shortcuts….
    pub show_help: &'a mut bool,
    /// View > Simulation….
    pub simulation: &'a mut bool,
    /// Course > Generate….
    pub generate: &'a mut bool,
    /// Game > New game….
    pub new_game: &'a mut bool,
    /// Course > Complete….
    pub complete: &'a mut bool,
    /// The generated course that Undo would close, once its own history is undone.
    pub undo_open: Option<String>,
    /// Edit > History….
    pub history: &'a mut bool,
    /// The overlay layers switched on.
    pub overlays: &'a mut std::collections::BTreeSet<OverlayKind>,
    /// File > Export: the paper of setup sheets.
    pub paper: &'a mut Paper,
}

/// Draws the menu bar.
pub fn bar(ui: &mut Ui, session: &Session, state: MenuState, requests: &mut Vec<Request>) {
    let doc = session.document();
    let lang = session.lang();
    let actions = requests;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(text(lang, "editor-menu-file"), |ui| {
            file_menu(ui, lang, session, &mut *state.paper, actions)
        });
        ui.menu_button(text(lang, "editor-menu-edit"), |ui| {
            if let Some(game) = session.game() {
                game_undo_menu(ui, lang, game, actions);
            } else {
                edit_menu(ui, session, state.undo_open.as_deref(), actions);
                if ui
                    .button(text(lang, "editor-edit-history"))
                    .on_hover_text(text(lang, "editor-edit-history-hint"))
                    .clicked()
                {
                    *state.history = true;
                }
            }
        });
        ui.menu_button(text(lang, "editor-menu-course"), |ui| {
            if ui
                .button(text(lang, "editor-course-generate"))
                .on_hover_text(text(lang, "editor-course-generate-hint"))
                .clicked()
            {
                *state.generate = true;
            }
            if ui
                .button(text(lang, "editor-course-complete"))
                .on_hover_text(text(lang, "editor-course-complete-hint"))
                .clicked()
            {
                *state.complete = true;
            }
            ui.separator();
            if ui
                .button(text(lang, "editor-course-random-blockades"))
                .on_hover_text(text(lang, "editor-course-random-blockades-hint"))
                .clicked()
            {
                actions.push(Request::RandomBlockades);
            }
            if ui.button(text(lang, "editor-course-clear-blockades")).clicked() {
                actions.push(Request::ClearBlockades);
            }
        });
        ui.menu_button(text(lang, "editor-menu-game"), |ui| {
            game_menu(ui, session, state.new_game, actions)
        });
        // Ticking a checkbox (an overlay, a panel) leaves the menu open, so
        // that several can be ticked; its buttons close it.
        let stay_open = egui::containers::menu::MenuConfig::new()
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        egui::containers::menu::MenuButton::new(text(lang, "editor-menu-view"))
            .config(stay_open)
            .ui(ui, |ui| {
                if ui
                    .add(
                        Button::new(text(lang, "editor-view-fit"))
                            .shortcut_text(keys(lang, "Home")),
                    )
                    .clicked()
                {
                    actions.push(Request::FitView);
                    ui.close();
                }
                ui.checkbox(state.show_palette, text(lang, "editor-view-palette"));
                ui.checkbox(state.show_side_panel, text(lang, "editor-view-side-panel"));
                ui.checkbox(state.live_games, text(lang, "editor-view-live-games"))
                    .on_hover_text(text(lang, "editor-view-live-games-hover"));
                language_menu(ui, session.lang(), actions);
                ui.separator();
                ui.label(text(lang, "editor-view-overlays"));
                let available: Vec<OverlayKind> = OverlayKind::ALL
                    .into_iter()
                    .filter(|k| doc.insights().overlays.contains_key(k))
                    .collect();
                if available.is_empty() {
                    ui.weak(text(lang, "editor-view-no-overlay"));
                }
                for kind in available {
                    let mut on = state.overlays.contains(&kind);
                    if ui.checkbox(&mut on, kind.title_in(lang)).changed() {
                        if on {
                            state.overlays.insert(kind);
                        } else {
                            state.overlays.remove(&kind);
                        }
                    }
                }
                ui.separator();
                if ui.button(text(lang, "editor-view-simulation")).clicked() {
                    *state.simulation = true;
                    ui.close();
                }
            });
        ui.menu_button(text(lang, "editor-menu-help"), |ui| {
            if ui
                .add(Button::new(text(lang, "editor-help-shortcuts")).shortcut_text("F1"))
                .clicked()
            {
                *state.show_help = true;
            }
        });
    });
}

/// Keys as the language writes them on a keyboard: "Shift" is "Maj" and
/// "Del" "Suppr" in French; Ctrl and letters stay.
pub fn keys(lang: Lang, keys: &str) -> String {
    keys.split('+')
        .map(|k| match k {
            "Shift" => text(lang, "editor-key-shift"),
            "Del" => text(lang, "editor-key-delete"),
            "Home" => text(lang, "editor-key-home"),
            "Esc" => text(lang, "editor-key-escape"),
            other => other.to_string(),
        })
        .collect::<Vec<_>>()
        .join("+")
}

/// View > Language: each language by its own name, the one spoken ticked;
/// choosing one switches the whole window at the next frame.
fn language_menu(ui: &mut Ui, lang: Lang, actions: &mut Vec<Request>) {
    ui.menu_button(text(lang, "editor-menu-language"), |ui| {
        for choice in Lang::ALL {
            if ui.radio(choice == lang, choice.native_name()).clicked() {
                actions.push(Request::SetLanguage(choice));
                ui.close();
            }
        }
    });
}

fn file_menu(
    ui: &mut Ui,
    lang: Lang,
    session: &Session,
    paper: &mut Paper,
    actions: &mut Vec<Request>,
) {
    let settings = session.settings();
    let shown_tab = session.shown_tab();
    if ui.add(Button::new(text(lang, "editor-file-new")).shortcut_text("Ctrl+N")).clicked() {
        actions.push(Request::New);
    }
    if ui.add(Button::new(text(lang, "editor-file-open")).shortcut_text("Ctrl+O")).clicked() {
        actions.push(Request::OpenDialog);
    }
    if ui.button(text(lang, "editor-file-start-page")).clicked() {
        actions.push(Request::StartPage(true));
    }
    ui.menu_button(text(lang, "editor-file-open-official"), |ui| {
        for (id, name) in official_courses() {
            if ui.button(words::course_name(lang, name)).clicked() {
                actions.push(Request::OpenOfficial(id));
            }
        }
    });
    ui.menu_button(text(lang, "editor-file-open-recent"), |ui| {
        if settings.recent.is_empty() {
            ui.weak(text(lang, "editor-file-no-recent"));
        }
        // Names from the settings file: at most so many, cut and escaped.
        for p in settings.recent.iter().take(eldorado_editor_model::persist::RECENT) {
            let name = eldorado_editor_model::shown::file_name(p);
            if ui.button(name).on_hover_text(eldorado_editor_model::shown::path(p)).clicked() {
                actions.push(Request::Open(p.clone()));
            }
        }
    });
    ui.separator();
    if ui.add(Button::new(text(lang, "editor-file-save")).shortcut_text("Ctrl+S")).clicked() {
        actions.push(Request::Save);
    }
    if ui
        .add(
            Button::new(text(lang, "editor-file-save-as"))
                .shortcut_text(keys(lang, "Ctrl+Shift+S")),
        )
        .clicked()
    {
        actions.push(Request::SaveAsDialog);
    }
    ui.menu_button(text(lang, "editor-file-export"), |ui| {
        for format in [
            Format::ClientJson,
            Format::Svg,
            Format::Png,
            Format::Sheet,
            Format::Pdf,
            Format::Durango,
            Format::ShlomoAlon,
        ] {
            let button = ui.button(text_with(
                lang,
                "editor-file-export-as",
                &[("format", words::format_name(lang, format).into())],
            ));
            let button = match format {
                Format::ClientJson => button.on_hover_text(text(lang, "editor-export-needs-valid")),
                Format::Durango | Format::ShlomoAlon => {
                    button.on_hover_text(text(lang, "editor-export-needs-valid-losses"))
                }
                _ => button,
            };
            if button.clicked() {
                actions.push(Request::ExportDialog(format));
            }
        }
        ui.horizontal(|ui| {
            ui.label(text(lang, "editor-export-paper"));
            for p in Paper::ALL {
                ui.radio_value(paper, p, words::paper_name(lang, p));
            }
        });
        ui.separator();
        if ui
            .button(text(lang, "editor-share-copy"))
            .on_hover_text(text(lang, "editor-share-copy-hint"))
            .clicked()
        {
            actions.push(Request::CopyShareCode);
        }
        if ui.button(text(lang, "editor-share-paste")).clicked() {
            actions.push(Request::PasteShareCode);
        }
    });
    ui.menu_button(text(lang, "editor-file-import"), |ui| {
        for client in Client::ALL {
            let name = words::import_name(lang, client);
            if ui
                .button(text_with(lang, "editor-file-import-as", &[("format", name.into())]))
                .clicked()
            {
                actions.push(Request::ImportDialog(client));
            }
        }
        // A share code imports a course too: found where importing is looked for.
        ui.separator();
        if ui
            .button(text(lang, "editor-share-paste"))
            .on_hover_text(text(lang, "editor-share-paste-hint"))
            .clicked()
        {
            actions.push(Request::PasteShareCode);
        }
    });
    ui.separator();
    if ui.add(Button::new(text(lang, "editor-file-close")).shortcut_text("Ctrl+W")).clicked() {
        actions.push(Request::CloseTab(shown_tab));
    }
    if ui.add(Button::new(text(lang, "editor-file-quit")).shortcut_text("Ctrl+Q")).clicked() {
        actions.push(Request::Quit);
    }
}

/// Edit while a game is shown: undo takes back the person's last action of
/// the turn; the course's own history waits until the game is closed.
fn game_undo_menu(
    ui: &mut Ui,
    lang: Lang,
    game: &eldorado_editor_model::game::Game,
    actions: &mut Vec<Request>,
) {
    let why = text(lang, "editor-game-undo-closed");
    let turn = text(lang, "editor-game-take-back-hint");
    let can = game.live().is_some_and(|l| l.can_take_back(game.timeline().len()));
    if ui
        .add_enabled(can, Button::new(text(lang, "editor-game-take-back")).shortcut_text("Ctrl+Z"))
        .on_hover_text(&turn)
        .on_disabled_hover_text(if game.live().is_some() { &turn } else { &why })
        .clicked()
    {
        actions.push(Request::Undo);
    }
    ui.add_enabled(
        false,
        Button::new(text(lang, "editor-edit-redo")).shortcut_text(keys(lang, "Ctrl+Shift+Z")),
    )
    .on_disabled_hover_text(why);
}

fn edit_menu(ui: &mut Ui, session: &Session, undo_open: Option<&str>, actions: &mut Vec<Request>) {
    let lang = session.lang();
    let h = session.document().history();
    let undo = match (h.undo_label(), undo_open) {
        (Some(l), _) => text_with(lang, "editor-edit-undo-step", &[("step", l.into())]),
        (None, Some(name)) => text_with(lang, "editor-edit-undo-open", &[("name", name.into())]),
        (None, None) => text(lang, "editor-edit-undo"),
    };
    if ui
        .add_enabled(
            h.undo_label().is_some() || undo_open.is_some(),
            Button::new(undo).shortcut_text("Ctrl+Z"),
        )
        .clicked()
    {
        actions.push(Request::Undo);
    }
    let redo = h.redo_label().map_or_else(
        || text(lang, "editor-edit-redo"),
        |l| text_with(lang, "editor-edit-redo-step", &[("step", l.into())]),
    );
    if ui
        .add_enabled(
            h.redo_label().is_some(),
            Button::new(redo).shortcut_text(keys(lang, "Ctrl+Shift+Z")),
        )
        .clicked()
    {
        actions.push(Request::Redo);
    }
    ui.separator();
    let what = session.selection().describe_in(lang, session.document().course());
    selection_items(ui, lang, what.as_deref(), actions);
    let clipboard = session.clipboard().is_some();
    if ui
        .add_enabled(
            clipboard,
            Button::new(text(lang, "editor-edit-paste")).shortcut_text("Ctrl+V"),
        )
        .clicked()
    {
        actions.push(Request::Paste(None));
    }
    // Also under File > Export: a share code is pasted, so it is looked for here too.
    if ui
        .button(text(lang, "editor-share-paste"))
        .on_hover_text(text(lang, "editor-share-paste-hint"))
        .clicked()
    {
        actions.push(Request::PasteShareCode);
    }
}

/// Turn, flip, delete, cut and copy the selection (`what`: the selected
/// pieces in words; `None`: nothing is selected). The Edit menu and a
/// piece's own menu show these; the keys beside them send the same requests.
pub fn selection_items(ui: &mut Ui, lang: Lang, what: Option<&str>, actions: &mut Vec<Request>) {
    let selected = text(lang, "editor-edit-selected-piece");
    let name = what.unwrap_or(&selected);
    let with = |id: &str| text_with(lang, id, &[("what", name.into())]);
    let items = [
        (with("editor-edit-turn-clockwise"), "R", Request::TurnSelection { clockwise: true }),
        (
            with("editor-edit-turn-anticlockwise"),
            "Shift+R",
            Request::TurnSelection { clockwise: false },
        ),
        (with("editor-edit-flip"), "F", Request::FlipSelection),
        (with("editor-edit-delete"), "Del", Request::DeleteSelection),
        (text(lang, "editor-edit-cut"), "Ctrl+X", Request::CutSelection),
        (text(lang, "editor-edit-copy"), "Ctrl+C", Request::CopySelection),
    ];
    for (n, (label, keys, request)) in items.into_iter().enumerate() {
        if n == 4 {
            ui.separator();
        }
        if ui
            .add_enabled(what.is_some(), Button::new(label).shortcut_text(self::keys(lang, keys)))
            .clicked()
        {
            actions.push(request);
        }
    }
}
