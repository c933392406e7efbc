//! The start page: the seven official courses with a picture and the
//! difficulty the status bar gives each, the recent files, New and Generate.
//! It opens on the first run (File > Start page… opens it again); choosing
//! anything closes it. What it lists is the editor model's
//! ([`eldorado_editor_model::start_page`]).

use eframe::egui::{self, Context, Sense, vec2};

use eldorado_editor_model::Request;
use eldorado_editor_model::start_page::official_courses;
use std::path::PathBuf;

use crate::app::canvas::paint::course_thumbnail;
use eldorado_editor_model::words::course_name;
use eldorado_messages::{Lang, text, text_with};

/// The window's title in a language ("Start", "Accueil").
pub fn title(lang: Lang) -> String {
    text(lang, "editor-start-title")
}

/// How large a course's picture is drawn.
const THUMB: egui::Vec2 = vec2(132.0, 84.0);

/// What the start page asks for besides requests: the generator's window.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Chosen {
    /// "Generate…" was clicked.
    pub generate: bool,
}

/// Draws the start page while the session has it open.
pub fn window(
    ctx: &Context,
    lang: Lang,
    recent: &[PathBuf],
    requests: &mut Vec<Request>,
) -> Chosen {
    let mut chosen = Chosen::default();
    let mut open = true;
    // Four courses to a row where the window allows, and never past its edges.
    let room = ctx.content_rect().shrink2(vec2(24.0, 48.0)).size();
    let size = vec2((4.0 * (THUMB.x + 16.0) + 24.0).min(room.x), 720.0_f32.min(room.y));
    egui::Window::new(title(lang))
        .id(egui::Id::unique("start-page"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, vec2(0.0, 0.0))
        .fixed_size(size)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                ui.label(text(lang, "editor-start-intro"));
                ui.horizontal(|ui| {
                    if ui
                        .button(text(lang, "editor-start-new"))
                        .on_hover_text(text(lang, "editor-start-new-hint"))
                        .clicked()
                    {
                        requests.push(Request::New);
                    }
                    if ui
                        .button(text(lang, "editor-course-generate"))
                        .on_hover_text(text(lang, "editor-start-generate-hint"))
                        .clicked()
                    {
                        chosen.generate = true;
                    }
                });
                ui.separator();
                ui.heading(text(lang, "editor-start-official"));
                official_grid(ui, lang, requests);
                ui.separator();
                ui.heading(text(lang, "editor-start-recent"));
                if recent.is_empty() {
                    ui.weak(text(lang, "editor-start-no-recent"));
                }
                // Names from the settings file: at most so many, cut and escaped.
                for p in recent.iter().take(eldorado_editor_model::persist::RECENT) {
                    let name = eldorado_editor_model::shown::file_name(p);
                    if ui
                        .button(name)
                        .on_hover_text(eldorado_editor_model::shown::path(p))
                        .clicked()
                    {
                        requests.push(Request::Open(p.clone()));
                    }
                }
            });
        });
    if !open || chosen.generate {
        requests.push(Request::StartPage(false));
    }
    chosen
}

/// A course's difficulty as the status bar writes it: "difficulty: …",
/// "difficulté : …".
pub fn difficulty_line(lang: Lang, difficulty: &str) -> String {
    text_with(lang, "editor-status-difficulty", &[("difficulty", difficulty.into())])
}

/// The official courses, as many to a row as the window allows: a picture,
/// the name (a button that opens it) and its difficulty.
fn official_grid(ui: &mut egui::Ui, lang: Lang, requests: &mut Vec<Request>) {
    let columns = ((ui.available_width() / (THUMB.x + 16.0)).floor() as usize).clamp(2, 4);
    egui::Grid::new("start-official").spacing(vec2(16.0, 12.0)).show(ui, |ui| {
        for (i, c) in official_courses().iter().enumerate() {
            ui.vertical(|ui| {
                ui.set_width(THUMB.x);
                let (rect, picture) = ui.allocate_exact_size(THUMB, Sense::click());
                course_thumbnail(&ui.painter_at(rect), rect, &c.course.pieces);
                let open = ui
                    .add(
                        egui::Button::new(course_name(lang, &c.course.name))
                            .wrap_mode(egui::TextWrapMode::Wrap),
                    )
                    .on_hover_text(text(lang, "editor-start-open-hint"));
                if let Some(d) = &c.difficulty_in(lang) {
                    ui.add(
                        egui::Label::new(egui::RichText::new(difficulty_line(lang, d)).small())
                            .wrap(),
                    );
                }
                if open.clicked() || picture.clicked() {
                    requests.push(Request::OpenOfficial(c.id));
                }
            });
            if (i + 1) % columns == 0 {
                ui.end_row();
            }
        }
    });
}
