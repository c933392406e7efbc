//! The zoom bar in the canvas's top-right corner: the zoom level, zoom out and
//! in, and "Fit course" (as Home), so that zooming never depends on a wheel.

use eframe::egui::{self, Context, Rect, vec2};

use super::view::View;

/// How far down the canvas the bar reaches (with its margin): a fitted
/// course starts below it.
pub const HEIGHT: f32 = 44.0;

/// How much one click of − or + zooms.
const STEP: f32 = 1.25;

/// The zoom level as shown: the default view is 100 %.
pub fn zoom_text(view: &View) -> String {
    format!("Zoom {:.0} %", view.scale / View::default().scale * 100.0)
}

/// Draws the bar over the canvas `rect`; true when "Fit course" is clicked.
pub fn show(ctx: &Context, rect: Rect, view: &mut View) -> bool {
    let mut fit = false;
    egui::Area::new(egui::Id::unique("zoom-bar"))
        .order(egui::Order::Middle)
        .pivot(egui::Align2::RIGHT_TOP)
        .fixed_pos(rect.right_top() + vec2(-8.0, 8.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    if ui.button("−").on_hover_text("Zoom out").clicked() {
                        view.zoom_about(rect, rect.center(), 1.0 / STEP);
                    }
                    ui.label(zoom_text(view));
                    if ui.button("+").on_hover_text("Zoom in").clicked() {
                        view.zoom_about(rect, rect.center(), STEP);
                    }
                    fit = ui.button("Fit course").on_hover_text("Home").clicked();
                });
            });
        });
    fit
}
