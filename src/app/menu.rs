//! The menu bar.

use std::sync::OnceLock;

use eframe::egui::{self, Button, Ui};

use eldorado_core::course::official;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::persist::Settings;
use eldorado_editor_model::session::paths::import_name;
use eldorado_editor_model::{Request, Session};
use eldorado_formats::Client;
use eldorado_pictures::Paper;
use eldorado_pictures::export::Format;

/// (id, name) of each official course, read once.
pub fn official_courses() -> &'static [(&'static str, String)] {
    static NAMES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    NAMES.get_or_init(|| official::all().into_iter().map(|(id, c)| (id, c.name)).collect())
}

/// Game: play the course, open or save a game record, close the game view.
fn game_menu(ui: &mut Ui, session: &Session, new_game: &mut bool, actions: &mut Vec<Request>) {
    use eldorado_editor_model::game::GameRequest;
    if ui
        .button("New game…")
        .on_hover_text("Play the course: people and bots at the seats")
        .clicked()
    {
        *new_game = true;
    }
    if ui.button("Open game record…").clicked() {
        actions.push(Request::Game(GameRequest::OpenDialog));
    }
    let open = session.game().is_some();
    if ui.add_enabled(open, Button::new("Save game record…")).clicked() {
        actions.push(Request::Game(GameRequest::SaveDialog));
    }
    if ui.add_enabled(open, Button::new("Close game")).clicked() {
        actions.push(Request::Game(GameRequest::Close));
    }
}

/// What the menu can change besides the course: the window's switches.
pub struct MenuState<'a> {
    /// View > Palette.
    pub show_palette: &'a mut bool,
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
    let actions = requests;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| file_menu(ui, session.settings(), &mut *state.paper, actions));
        ui.menu_button("Edit", |ui| {
            if let Some(game) = session.game() {
                game_undo_menu(ui, game, actions);
            } else {
                edit_menu(ui, session, state.undo_open.as_deref(), actions);
                if ui
                    .button("History…")
                    .on_hover_text("Every step, to undo or redo to any")
                    .clicked()
                {
                    *state.history = true;
                }
            }
        });
        ui.menu_button("Course", |ui| {
            if ui
                .button("Generate…")
                .on_hover_text("Generate courses to order: a difficulty, the pieces you own")
                .clicked()
            {
                *state.generate = true;
            }
            if ui
                .button("Complete…")
                .on_hover_text(
                    "Add pieces to this course until it meets an order; the pieces placed stay",
                )
                .clicked()
            {
                *state.complete = true;
            }
            ui.separator();
            if ui
                .button("Random blockades")
                .on_hover_text("Deal a numbered blockade to every seam that takes one, as at setup")
                .clicked()
            {
                actions.push(Request::RandomBlockades);
            }
            if ui.button("Clear blockades").clicked() {
                actions.push(Request::ClearBlockades);
            }
        });
        ui.menu_button("Game", |ui| game_menu(ui, session, state.new_game, actions));
        // Ticking a checkbox (an overlay, a panel) leaves the menu open, so
        // that several can be ticked; its buttons close it.
        let stay_open = egui::containers::menu::MenuConfig::new()
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        egui::containers::menu::MenuButton::new("View").config(stay_open).ui(ui, |ui| {
            if ui.add(Button::new("Fit course").shortcut_text("Home")).clicked() {
                actions.push(Request::FitView);
                ui.close();
            }
            ui.checkbox(state.show_palette, "Palette");
            ui.checkbox(state.show_side_panel, "Problems and properties");
            ui.separator();
            ui.label("Overlays");
            let available: Vec<OverlayKind> = OverlayKind::ALL
                .into_iter()
                .filter(|k| doc.insights().overlays.contains_key(k))
                .collect();
            if available.is_empty() {
                ui.weak("none available for this course");
            }
            for kind in available {
                let mut on = state.overlays.contains(&kind);
                if ui.checkbox(&mut on, kind.title_in(session.lang())).changed() {
                    if on {
                        state.overlays.insert(kind);
                    } else {
                        state.overlays.remove(&kind);
                    }
                }
            }
            ui.separator();
            if ui.button("Simulation…").clicked() {
                *state.simulation = true;
                ui.close();
            }
        });
        ui.menu_button("Help", |ui| {
            if ui.add(Button::new("Shortcuts…").shortcut_text("F1")).clicked() {
                *state.show_help = true;
            }
        });
    });
}

fn file_menu(ui: &mut Ui, settings: &Settings, paper: &mut Paper, actions: &mut Vec<Request>) {
    if ui.add(Button::new("New").shortcut_text("Ctrl+N")).clicked() {
        actions.push(Request::New);
    }
    if ui.add(Button::new("Open…").shortcut_text("Ctrl+O")).clicked() {
        actions.push(Request::OpenDialog);
    }
    if ui.button("Start page…").clicked() {
        actions.push(Request::StartPage(true));
    }
    ui.menu_button("Open official course", |ui| {
        for (id, name) in official_courses() {
            if ui.button(name).clicked() {
                actions.push(Request::OpenOfficial(id));
            }
        }
    });
    ui.menu_button("Open recent", |ui| {
        if settings.recent.is_empty() {
            ui.weak("No recent files");
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
    if ui.add(Button::new("Save").shortcut_text("Ctrl+S")).clicked() {
        actions.push(Request::Save);
    }
    if ui.add(Button::new("Save as…").shortcut_text("Ctrl+Shift+S")).clicked() {
        actions.push(Request::SaveAsDialog);
    }
    ui.menu_button("Export", |ui| {
        for format in [
            Format::ClientJson,
            Format::Svg,
            Format::Png,
            Format::Sheet,
            Format::Pdf,
            Format::Durango,
            Format::ShlomoAlon,
        ] {
            let button = ui.button(format!("{}…", format.name()));
            let button = match format {
                Format::ClientJson => button.on_hover_text("Needs a valid course"),
                Format::Durango | Format::ShlomoAlon => button
                    .on_hover_text("Needs a valid course; says first what does not carry over"),
                _ => button,
            };
            if button.clicked() {
                actions.push(Request::ExportDialog(format));
            }
        }
        ui.horizontal(|ui| {
            ui.label("Setup sheet paper:");
            for p in Paper::ALL {
                ui.radio_value(paper, p, p.name());
            }
        });
        ui.separator();
        if ui
            .button("Copy share code")
            .on_hover_text("The whole course as one line of text, on the clipboard")
            .clicked()
        {
            actions.push(Request::CopyShareCode);
        }
        if ui.button("Paste share code…").clicked() {
            actions.push(Request::PasteShareCode);
        }
    });
    ui.menu_button("Import", |ui| {
        for client in Client::ALL {
            if ui.button(format!("{}…", import_name(client))).clicked() {
                actions.push(Request::ImportDialog(client));
            }
        }
    });
    ui.separator();
    if ui.add(Button::new("Quit").shortcut_text("Ctrl+Q")).clicked() {
        actions.push(Request::Quit);
    }
}

/// Edit while a game is shown: undo takes back the person's last action of
/// the turn; the course's own history waits until the game is closed.
fn game_undo_menu(
    ui: &mut Ui,
    game: &eldorado_editor_model::game::Game,
    actions: &mut Vec<Request>,
) {
    let why = "Close the game to undo or edit the course";
    let turn = "Your own actions of this turn, until a card is drawn or a cave explored";
    let can = game.live().is_some_and(|l| l.can_take_back(game.timeline().len()));
    if ui
        .add_enabled(can, Button::new("Take back").shortcut_text("Ctrl+Z"))
        .on_hover_text(turn)
        .on_disabled_hover_text(if game.live().is_some() { turn } else { why })
        .clicked()
    {
        actions.push(Request::Undo);
    }
    ui.add_enabled(false, Button::new("Redo").shortcut_text("Ctrl+Shift+Z"))
        .on_disabled_hover_text(why);
}

fn edit_menu(ui: &mut Ui, session: &Session, undo_open: Option<&str>, actions: &mut Vec<Request>) {
    let h = session.document().history();
    let undo = match (h.undo_label(), undo_open) {
        (Some(l), _) => format!("Undo {l}"),
        (None, Some(name)) => format!("Undo open {name}"),
        (None, None) => "Undo".into(),
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
    let redo = h.redo_label().map(|l| format!("Redo {l}")).unwrap_or_else(|| "Redo".into());
    if ui
        .add_enabled(h.redo_label().is_some(), Button::new(redo).shortcut_text("Ctrl+Shift+Z"))
        .clicked()
    {
        actions.push(Request::Redo);
    }
    ui.separator();
    let what = session.selection().describe(session.document().course());
    selection_items(ui, what.as_deref(), actions);
    let clipboard = session.clipboard().is_some();
    if ui.add_enabled(clipboard, Button::new("Paste").shortcut_text("Ctrl+V")).clicked() {
        actions.push(Request::Paste(None));
    }
    // Also under File > Export: a share code is pasted, so it is looked for here too.
    if ui.button("Paste share code…").on_hover_text("Opens the course a share code holds").clicked()
    {
        actions.push(Request::PasteShareCode);
    }
}

/// Turn, flip, delete, cut and copy the selection (`what`: the selected
/// pieces in words; `None`: nothing is selected). The Edit menu and a
/// piece's own menu show these; the keys beside them send the same requests.
pub fn selection_items(ui: &mut Ui, what: Option<&str>, actions: &mut Vec<Request>) {
    let name = what.unwrap_or("selected piece");
    let items = [
        (format!("Turn {name} clockwise"), "R", Request::TurnSelection { clockwise: true }),
        (
            format!("Turn {name} anticlockwise"),
            "Shift+R",
            Request::TurnSelection { clockwise: false },
        ),
        (format!("Flip {name}"), "F", Request::FlipSelection),
        (format!("Delete {name}"), "Del", Request::DeleteSelection),
        ("Cut".into(), "Ctrl+X", Request::CutSelection),
        ("Copy".into(), "Ctrl+C", Request::CopySelection),
    ];
    for (n, (label, keys, request)) in items.into_iter().enumerate() {
        if n == 4 {
            ui.separator();
        }
        if ui.add_enabled(what.is_some(), Button::new(label).shortcut_text(keys)).clicked() {
            actions.push(request);
        }
    }
}
