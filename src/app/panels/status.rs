//! The status bar: a summary of the course and the last message.

use eframe::egui::{self, Color32, RichText, Ui};

use eldorado_editor_model::document::Document;
use eldorado_editor_model::insight::Figure;
use eldorado_editor_model::{Notice, NoticeKind};
use eldorado_messages::{Arg, Lang, text, text_with};

/// "6 pieces · 154 spaces · 5 seams", "6 éléments · 154 cases · 5 jonctions".
pub fn summary(lang: Lang, doc: &Document) -> String {
    let map = doc.map();
    let count = |id: &str, n: usize| text_with(lang, id, &[("count", n.into())]);
    format!(
        "{} · {} · {}",
        count("editor-status-pieces", doc.course().pieces.len()),
        count("editor-status-spaces", map.spaces().len()),
        count("editor-status-seams", map.seams().len())
    )
}

/// Draws the status bar. `measured`: once a simulation (or the generator's
/// confirmation) measured the course shown, its figure beside the estimate
/// (`Session::measured_difficulty`), shown in the estimate's place. `kept`:
/// the notice is one kept until read, the first of so many; true when its OK
/// was clicked. `method`: how the two-player estimate beside it is made and
/// was checked, on the difficulty's hover, when the figure shown was
/// measured with two players.
pub fn ui(
    ui: &mut Ui,
    lang: Lang,
    doc: &Document,
    notice: Option<&Notice>,
    kept: Option<usize>,
    measured: Option<&str>,
    method: Option<&str>,
) -> bool {
    let mut read = false;
    // Two lines whatever is said — the course's figures, then the last
    // message — each cut to the window (whole on hover): the bar never grows
    // or shrinks and moves the canvas above it.
    ui.horizontal(|ui| {
        ui.set_min_height(ui.spacing().interact_size.y);
        let errors = doc.insights().errors();
        let ms = Arg::Decimal(doc.check_time().as_secs_f64() * 1000.0, 2);
        let check = text_with(lang, "editor-status-checked", &[("ms", ms)]);
        if errors == 0 {
            let valid = text(lang, "editor-status-valid");
            ui.label(RichText::new(valid).color(Color32::from_rgb(110, 200, 110)))
                .on_hover_text(check);
        } else {
            let invalid = text_with(lang, "editor-status-invalid", &[("count", errors.into())]);
            ui.label(RichText::new(invalid).color(Color32::from_rgb(230, 90, 80)))
                .on_hover_text(check);
        }
        // The difficulty first: what is cut for want of room is the rest.
        let mut figures: Vec<_> = doc.insights().summary.shown().collect();
        figures.sort_by_key(|(f, _)| *f != Figure::Difficulty);
        for (figure, value) in figures {
            ui.separator();
            let words = match figure {
                // "difficulty: measured …", « difficulté mesurée : … ».
                Figure::Difficulty => match measured {
                    Some(m) => text_with(
                        lang,
                        "editor-status-difficulty-measured",
                        &[("measured", m.into())],
                    ),
                    None => super::start_page::difficulty_line(lang, value),
                },
                Figure::Shortest => {
                    text_with(lang, "editor-status-shortest", &[("value", value.into())])
                }
                Figure::Cheapest => {
                    text_with(lang, "editor-status-cheapest", &[("value", value.into())])
                }
            };
            // Cut to the room left (whole on hover) rather than run off the window.
            let shown = ui.add(egui::Label::new(words).truncate());
            if let Some(method) = method.filter(|_| figure == Figure::Difficulty) {
                shown.on_hover_text(method);
            }
        }
        ui.separator();
        ui.add(egui::Label::new(summary(lang, doc)).truncate());
    });
    ui.horizontal(|ui| {
        // The line's height without a message too.
        ui.set_min_height(ui.spacing().interact_size.y);
        if let Some(n) = notice {
            let colour = match n.kind {
                NoticeKind::Info => ui.visuals().text_color(),
                NoticeKind::Refused => Color32::from_rgb(240, 170, 80),
                NoticeKind::Error => Color32::from_rgb(240, 90, 80),
            };
            if let Some(waiting) = kept.filter(|&k| k > 1) {
                ui.weak(text_with(lang, "editor-status-first-of", &[("count", waiting.into())]));
            }
            // The OK of a kept notice first, so that it is never cut off.
            if kept.is_some() {
                read = ui
                    .small_button(text(lang, "editor-ok"))
                    .on_hover_text(text(lang, "editor-status-read-hint"))
                    .clicked();
            }
            ui.add(egui::Label::new(RichText::new(&n.text).color(colour)).truncate());
        }
    });
    read
}
