//! The problems panel: every error the checks found, then the analysis's
//! warnings and design tips. Clicking one points out its spaces.

use eframe::egui::{self, Color32, RichText, Ui};

use super::super::canvas::Canvas;
use super::super::canvas::overlay::Highlight;
use eldorado_core::text::capitalise;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::insight::GamesSaid;
use eldorado_editor_model::insight::{Insights, Remark, Severity};
use eldorado_messages::{Lang, text, text_with};

/// The icon, colour and name (a message id) of a remark's severity; the
/// analysis's notes are design tips here.
fn badge(s: Severity) -> (&'static str, Color32, &'static str) {
    match s {
        Severity::Error => ("✖", Color32::from_rgb(230, 80, 70), "finding-severity-error"),
        Severity::Warning => ("⚠", Color32::from_rgb(230, 180, 60), "finding-severity-warning"),
        Severity::Info => ("💡", Color32::from_rgb(120, 180, 230), "finding-severity-tip"),
    }
}

/// The panel's heading: "Problems (2)" counts errors and warnings, never
/// design tips, which are counted apart: "Problems · 1 design tip".
pub fn heading(insights: &Insights, lang: Lang) -> String {
    let (problems, tips) = (insights.problems(), insights.tips());
    let problems = text_with(lang, "finding-problems", &[("count", problems.into())]);
    if tips > 0 {
        text_with(
            lang,
            "finding-problems-and-tips",
            &[("problems", problems.into()), ("tips", tips.into())],
        )
    } else {
        problems
    }
}

/// Draws the panel, in `lang`; `playing` says the editor is playing its
/// games of the course, whose evidence the route findings await.
pub fn ui(ui: &mut Ui, doc: &Document, lang: Lang, playing: bool, canvas: &mut Canvas) {
    let remarks = &doc.insights().remarks;
    let errors = doc.insights().errors();
    ui.heading(heading(doc.insights(), lang));
    if errors == 0 {
        let valid = format!("✔ {}", text(lang, "finding-course-valid"));
        ui.label(RichText::new(valid).color(Color32::from_rgb(110, 200, 110)));
    }
    for f in remarks {
        let (icon, colour, kind) = badge(f.severity);
        let kind = text(lang, kind);
        let highlight = highlight_of(f);
        let on = canvas.highlight.as_ref() == Some(&highlight);
        // Until games of the course are known, a route finding is the estimate's.
        let estimate = (f.route.is_some() && f.games.is_none()).then_some(if playing {
            "route-estimate-playing"
        } else {
            "route-estimate-only"
        });
        let message = match (estimate, &f.games) {
            (Some(id), _) => text_with(
                lang,
                "route-estimate-said",
                &[("finding", capitalise(&f.message).into()), ("estimate", text(lang, id).into())],
            ),
            // Judged by games: the games' figures in place of the estimate's.
            (None, Some(GamesSaid { subject: Some(subject), line, .. })) => {
                format!("{}\n{line}", capitalise(subject))
            }
            (None, _) => capitalise(&f.message),
        };
        let text = RichText::new(format!("{icon} {message}")).color(if on {
            Color32::WHITE
        } else {
            colour
        });
        let r = ui.add(egui::Button::selectable(on, text).wrap_mode(egui::TextWrapMode::Wrap));
        let mut hover = text_with(lang, "finding-point-out", &[("kind", kind.into())]);
        if estimate.is_some() {
            use eldorado_analysis::difficulty::{ALWAYS_WARN_AGREEMENT, TIP_AGREEMENT};
            let percent = |x: f64| eldorado_messages::Arg::Number((100.0 * x).round());
            let rests = text_with(
                lang,
                "route-estimate-hover",
                &[("agrees", percent(TIP_AGREEMENT)), ("always", percent(ALWAYS_WARN_AGREEMENT))],
            );
            hover = format!("{hover}\n{rests}");
        }
        if f.games.as_ref().is_some_and(|g| g.subject.is_some()) {
            let said =
                text_with(lang, "route-static-said", &[("finding", f.message.as_str().into())]);
            hover = format!("{hover}\n{said}");
        }
        let r = r.on_hover_text(hover);
        if r.clicked() {
            if on {
                canvas.highlight = None;
            } else {
                reveal(canvas, doc, &highlight);
                canvas.highlight = Some(highlight);
            }
        }
        if let Some(games) = &f.games {
            games_said(ui, f, games);
        }
    }
}

/// Beneath a finding the games judged: their line (unless it already
/// stands in the finding's place), then the verdict, in the finding's
/// colour when something is to change, green when nothing is.
fn games_said(ui: &mut Ui, f: &Remark, games: &GamesSaid) {
    if games.subject.is_none() {
        ui.label(RichText::new(&games.line).italics().color(Color32::LIGHT_GRAY));
    }
    // A route choice holds when it is real; a warning or a note when the
    // games bear it out, which leaves something to change.
    let to_change = if f.route.is_some() && f.tip.is_none() { !games.holds } else { games.holds };
    let colour = if to_change { badge(f.severity).1 } else { Color32::from_rgb(110, 200, 110) };
    ui.label(RichText::new(format!("→ {}", games.verdict)).strong().color(colour));
}

fn highlight_of(f: &Remark) -> Highlight {
    Highlight { hexes: f.hexes.clone(), pieces: f.pieces.clone() }
}

/// Brings the highlighted spaces into view if they are off screen.
pub(crate) fn reveal(canvas: &mut Canvas, doc: &Document, h: &Highlight) {
    let hexes = h.all_hexes(doc.map());
    let rect = canvas.rect();
    let visible = hexes.iter().all(|&x| rect.contains(canvas.screen_pos(x)));
    if !visible && !hexes.is_empty() {
        let n = hexes.len() as f32;
        let centre = hexes
            .iter()
            .map(|&x| canvas.screen_pos(x).to_vec2())
            .fold(egui::Vec2::ZERO, |a, b| a + b)
            / n;
        canvas.view.pan(rect.center() - centre.to_pos2());
    }
}
