//! How fast the editor answers: one frame of the whole window with the largest
//! official course, the re-check after an edit, and judging a held piece's
//! position as the pointer moves.
//!
//!     cargo bench --bench editor

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use eldorado::app::canvas::drag;
use eldorado::app::commands::Edit;
use eldorado::app::document::Document;
use eldorado::app::{EditorApp, StartOptions};
use eldorado::catalog::Terrain;
use eldorado::course::official;
use eldorado::hex::Rotation;
use eldorado::map::Map;

/// The official course with the most spaces.
fn largest() -> (&'static str, usize) {
    official::all().into_iter().map(|(id, c)| (id, Map::assemble(&c).map.spaces().len())).max_by_key(|&(_, n)| n).expect("seven courses")
}

fn frame(c: &mut Criterion) {
    let (id, spaces) = largest();
    let mut h =
        Harness::builder().with_size(egui::vec2(1400.0, 900.0)).build_eframe(move |cc| EditorApp::new(cc, StartOptions::official(id)));
    // Pointer over the canvas, so hit-testing and the hover card run too.
    let centre = h.state().canvas().rect().center();
    h.hover_at(centre);
    h.run();
    c.bench_function(&format!("frame/{id} ({spaces} spaces)"), |b| b.iter(|| h.step()));
    // While holding a piece over the course (snapping and the ghost every frame).
    let from = h.get_by_label("Board E").rect().center();
    h.drag_at(from);
    h.run();
    h.hover_at(centre);
    h.run();
    c.bench_function(&format!("frame while placing/{id}"), |b| {
        let mut flip = false;
        b.iter(|| {
            // Move a little each frame so the ghost is re-judged.
            flip = !flip;
            h.hover_at(centre + egui::vec2(if flip { 30.0 } else { -30.0 }, 0.0));
            h.step();
        })
    });
}

fn recheck(c: &mut Criterion) {
    let (id, _) = largest();
    let course = official::course(id).expect("official");
    let map = Map::assemble(&course).map;
    let mountain = map.spaces().iter().find(|s| s.terrain == Terrain::Mountain).expect("a mountain");
    let index = map.piece(mountain.piece).course_index;
    let toggle = Edit::ToggleCave { index, local: mountain.local };
    let mut doc = Document::unsaved(course.clone(), "bench");
    c.bench_function(&format!("edit and re-check/{id}"), |b| b.iter(|| doc.apply(black_box(toggle.clone())).expect("valid edit")));
    let last = course.pieces.len() - 2;
    let p = &course.pieces[last];
    let near = (p.origin.x as f32 + 0.3, p.origin.y as f32 - 0.2);
    c.bench_function(&format!("judge a held piece/{id}"), |b| {
        b.iter(|| drag::evaluate(black_box(&course), Some(last), &p.piece, Rotation::ZERO, near))
    });
}

criterion_group!(benches, frame, recheck);
criterion_main!(benches);
