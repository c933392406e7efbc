//! The course's name, author and notes; the selected piece; the seams and their
//! blockades.

use eframe::egui::{self, Ui};

use super::super::canvas::{Canvas, SeamMenu, hit};
use eldorado_core::catalog::Catalog;
use eldorado_core::course::BlockadeChoice;
use eldorado_core::hex::Axial;
use eldorado_core::text::{and_list, count};
use eldorado_editor_model::changes::{Change, TextField};
use eldorado_editor_model::clipboard::pieces_in_words;
use eldorado_editor_model::{Request, Session};

/// Draws the course's details, the selected pieces and the seams.
pub fn ui(ui: &mut Ui, session: &Session, canvas: &mut Canvas, actions: &mut Vec<Request>) {
    let doc = session.document();
    let course = doc.course();
    ui.heading("Course details");
    egui::Grid::new("course-text").num_columns(2).show(ui, |ui| {
        for (field, title, value) in
            [(TextField::Name, "Name", &course.name), (TextField::Author, "Author", &course.author)]
        {
            let label = ui.label(title);
            let mut text = value.clone();
            if ui.text_edit_singleline(&mut text).labelled_by(label.id).changed() {
                actions.push(Request::Edit(Change::SetText { field, text }));
            }
            ui.end_row();
        }
    });
    let label = ui.label("Notes");
    let mut notes = course.notes.clone();
    let r = ui
        .add(egui::TextEdit::multiline(&mut notes).desired_rows(3).desired_width(f32::INFINITY))
        .labelled_by(label.id);
    if r.changed() {
        actions.push(Request::Edit(Change::SetText { field: TextField::Notes, text: notes }));
    }

    ui.separator();
    selected_pieces(ui, session, actions);

    ui.separator();
    ui.heading("Seams");
    let map = doc.map();
    if map.seams().is_empty() {
        ui.weak("No two pieces touch yet.");
    }
    for seam in map.seams() {
        let name = seam_label(map, seam.pieces);
        let what = match seam.blockade {
            Some(BlockadeChoice::Number(n)) => format!("blockade {n}"),
            Some(BlockadeChoice::Random) => "random blockade".into(),
            None if seam.finish => "finish (no blockade)".into(),
            None => "no blockade".into(),
        };
        if ui
            .button(format!("{name}: {what}"))
            .on_hover_text("Choose this seam's blockade")
            .clicked()
        {
            let at = hit::seam_midpoint(map, &canvas.view, canvas.rect(), seam.id)
                .unwrap_or(canvas.rect().center());
            canvas.seam_menu = Some(SeamMenu {
                between: [
                    map.piece(seam.pieces[0]).id.clone(),
                    map.piece(seam.pieces[1]).id.clone(),
                ],
                at,
            });
        }
    }
}

/// The selected piece, where it lies and buttons that turn, flip and
/// delete it; or the selected pieces, and what acts on them all.
fn selected_pieces(ui: &mut Ui, session: &Session, actions: &mut Vec<Request>) {
    ui.heading("Selected piece");
    let course = session.document().course();
    let ids = session.selection().in_course_order(course);
    let p = match ids.as_slice() {
        [] => {
            ui.weak("Click a piece on the course to select it.");
            return;
        }
        [one] => course.placement(one),
        many => {
            let names: Vec<String> =
                many.iter().map(|id| pieces_in_words(std::slice::from_ref(id))).collect();
            ui.label(format!(
                "{} selected: {}",
                count(many.len(), "piece", "pieces"),
                and_list(&names)
            ));
            ui.weak("Drag one to move them all; R / Shift+R turn them together, F flips, Del deletes, Ctrl+C / Ctrl+X copy or cut them; Shift+click adds or takes one out, a Shift+drag band adds what it touches.");
            return;
        }
    };
    let Some((p, side)) = p.and_then(|p| Some((p, p.side()?))) else { return };
    ui.label(format!("{} (piece {})", side.label(), side.physical_piece.replace('_', " ")));
    ui.label(format!("At {}, turned {}°", Axial::from(p.origin), p.rotation.steps() as u32 * 60));
    ui.horizontal_wrapped(|ui| {
        if ui.button("⟲ Turn").on_hover_text("Shift+R").clicked() {
            actions.push(Request::TurnSelection { clockwise: false });
        }
        if ui.button("⟳ Turn").on_hover_text("R").clicked() {
            actions.push(Request::TurnSelection { clockwise: true });
        }
        let other = Catalog::get().flip(&p.piece).map(|s| s.side_label()).unwrap_or_default();
        if ui.button(format!("Flip to {other}")).on_hover_text("F").clicked() {
            actions.push(Request::FlipSelection);
        }
        if ui.button("Delete").on_hover_text("Del").clicked() {
            actions.push(Request::DeleteSelection);
        }
    });
}

/// "C–N", or "K–finish plate": the pieces' letters as printed on them, the
/// finish plate by its name (its side ids are the program's own).
pub fn seam_label(
    map: &eldorado_core::map::Map,
    pieces: [eldorado_core::map::PieceIdx; 2],
) -> String {
    let name = |i: usize| {
        let p = map.piece(i);
        if p.kind == eldorado_core::catalog::PieceKind::Finish {
            "finish plate".to_string()
        } else {
            p.id.clone()
        }
    };
    format!("{}–{}", name(pieces[0]), name(pieces[1]))
}
