//! The zoom bar in the canvas's top-right corner: the zoom level, zoom out and
//! in, and "Fit course" (as Home), so that zooming never depends on a wheel.

use eframe::egui::{self, Context, Rect, vec2};
use eldorado_messages::{Arg, Lang, text, text_with};

use super::view::View;

/// How far down the canvas the bar reaches (with its margin): a fitted
/// course starts below it.
pub const HEIGHT: f32 = 44.0;

/// How much one click of − or + zooms.
const STEP: f32 = 1.25;

/// The zoom level as shown in a language: "Zoom 100 %".
pub fn zoom_text_in(lang: Lang, view: &View) -> String {
    // A whole number: "Zoom 51 %".
    let percent: Arg = ((view.scale / View::default().scale * 100.0).round() as i64).into();
    text_with(lang, "editor-zoom-level", &[("percent", percent)])
}

/// The bar's area.
fn id() -> egui::Id {
    egui::Id::unique("zoom-bar")
}

/// Where the bar was drawn last frame, if it was: what stands in the
/// canvas's top corners keeps clear of it.
pub fn last_rect(ctx: &Context) -> Option<Rect> {
    ctx.memory(|m| m.area_rect(id()))
}

/// Draws the bar over the canvas `rect` in `lang`; true when "Fit course"
/// is clicked.
pub fn show_in(ctx: &Context, lang: Lang, rect: Rect, view: &mut View) -> bool {
    let mut fit = false;
    egui::Area::new(id())
        .order(egui::Order::Middle)
        .pivot(egui::Align2::RIGHT_TOP)
        .fixed_pos(rect.right_top() + vec2(-8.0, 8.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    if ui.button("−").on_hover_text(text(lang, "editor-zoom-out")).clicked() {
                        view.zoom_about(rect, rect.center(), 1.0 / STEP);
                    }
                    ui.label(zoom_text_in(lang, view));
                    if ui.button("+").on_hover_text(text(lang, "editor-zoom-in")).clicked() {
                        view.zoom_about(rect, rect.center(), STEP);
                    }
                    fit = ui
                        .button(text(lang, "editor-view-fit"))
                        .on_hover_text(crate::app::menu::keys(lang, "Home"))
                        .clicked();
                });
            });
        });
    fit
}
