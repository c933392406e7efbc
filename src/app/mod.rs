//! The course editor (eframe/egui). For now: a window that draws a course.

use std::process::ExitCode;

use eframe::egui;

use crate::catalog::Terrain;
use crate::course::{Course, official};
use crate::hex;
use crate::map::Map;

pub fn run() -> ExitCode {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size([1280.0, 860.0]).with_title("El Dorado course studio"),
        ..Default::default()
    };
    match eframe::run_native("El Dorado course studio", options, Box::new(|_cc| Ok(Box::new(Viewer::new(official::default_course()))))) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("eldorado: cannot open the editor window: {e}");
            ExitCode::from(2)
        }
    }
}

pub struct Viewer {
    course: Course,
    map: Map,
}

impl Viewer {
    pub fn new(course: Course) -> Self {
        let map = Map::assemble(&course).map;
        Viewer { course, map }
    }
}

pub fn terrain_colour(t: Terrain) -> egui::Color32 {
    let c = crate::style::terrain_colour(t);
    egui::Color32::from_rgb(c.0, c.1, c.2)
}
impl eframe::App for Viewer {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(&self.course.name);
            let rect = ui.available_rect_before_wrap();
            let painter = ui.painter_at(rect);
            let Some((min_q, min_r, max_q, max_r)) = self.map.bounds() else { return };
            let (x0, y0) = hex::to_pixel(hex::Hex::new(min_q, min_r), 1.0);
            let (x1, y1) = hex::to_pixel(hex::Hex::new(max_q, max_r), 1.0);
            let _ = (x0, x1);
            let xs: Vec<f32> = self.map.spaces().iter().map(|s| hex::to_pixel(s.hex, 1.0).0).collect();
            let (xmin, xmax) = xs.iter().fold((f32::MAX, f32::MIN), |(a, b), &x| (a.min(x), b.max(x)));
            let size = ((rect.width() - 40.0) / (xmax - xmin + 2.0)).min((rect.height() - 40.0) / (y1 - y0 + 2.0)).max(2.0);
            let offset = egui::vec2(rect.center().x - size * (xmin + xmax) / 2.0, rect.center().y - size * (y0 + y1) / 2.0);
            for s in self.map.spaces() {
                let pts: Vec<egui::Pos2> = hex::corners(s.hex, size).iter().map(|&(x, y)| egui::pos2(x, y) + offset).collect();
                painter.add(egui::Shape::convex_polygon(pts, terrain_colour(s.terrain), egui::Stroke::new(1.0, egui::Color32::from_gray(40))));
            }
        });
    }
}
