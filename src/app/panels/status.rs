//! The status bar: a summary of the course and the last message.

use eframe::egui::{Color32, RichText, Ui};

use eldorado_editor_model::document::Document;
use eldorado_editor_model::{Notice, NoticeKind};

/// "6 pieces · 154 spaces · 5 seams".
pub fn summary(doc: &Document) -> String {
    let map = doc.map();
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{} · {} · {}",
        plural(doc.course().pieces.len(), "piece", "pieces"),
        plural(map.spaces().len(), "space", "spaces"),
        plural(map.seams().len(), "seam", "seams")
    )
}

/// Draws the status bar. `measured`: once a simulation (or the generator's
/// confirmation) measured the course shown, its figure beside the estimate
/// (`Session::measured_difficulty`), shown in the estimate's place. `kept`:
/// the notice is one kept until read, the first of so many; true when its OK
/// was clicked.
pub fn ui(
    ui: &mut Ui,
    doc: &Document,
    notice: Option<&Notice>,
    kept: Option<usize>,
    measured: Option<&str>,
) -> bool {
    let mut read = false;
    // Wrapped: a long message goes on to a second line instead of being cut off.
    ui.horizontal_wrapped(|ui| {
        ui.label(summary(doc));
        ui.separator();
        let errors = doc.insights().errors();
        let check = format!("checked in {:.2} ms", doc.check_time().as_secs_f64() * 1000.0);
        if errors == 0 {
            ui.label(RichText::new("✔ valid").color(Color32::from_rgb(110, 200, 110)))
                .on_hover_text(check);
        } else {
            let text = if errors == 1 {
                "✖ invalid: 1 problem".to_string()
            } else {
                format!("✖ invalid: {errors} problems")
            };
            ui.label(RichText::new(text).color(Color32::from_rgb(230, 90, 80)))
                .on_hover_text(check);
        }
        for (label, value) in &doc.insights().summary {
            ui.separator();
            let value = match measured {
                Some(m) if label == "difficulty" => m,
                _ => value,
            };
            ui.label(match label.as_str() {
                "difficulty" => super::start_page::difficulty_line(value),
                _ => format!("{label}: {value}"),
            });
        }
        if let Some(n) = notice {
            ui.separator();
            let colour = match n.kind {
                NoticeKind::Info => ui.visuals().text_color(),
                NoticeKind::Refused => Color32::from_rgb(240, 170, 80),
                NoticeKind::Error => Color32::from_rgb(240, 90, 80),
            };
            if let Some(waiting) = kept.filter(|&k| k > 1) {
                ui.weak(format!("(1 of {waiting})"));
            }
            ui.label(RichText::new(&n.text).color(colour));
            if kept.is_some() {
                read = ui.small_button("OK").on_hover_text("Read: show the next notice").clicked();
            }
        }
    });
    read
}
