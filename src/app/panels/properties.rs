//! The course's name, author and notes; the selected piece; the seams and their
//! blockades.

use eframe::egui::{self, Ui};

use super::super::canvas::{Canvas, SeamMenu, hit};
use eldorado_core::catalog::Catalog;
use eldorado_core::course::BlockadeChoice;
use eldorado_core::hex::Axial;
use eldorado_core::text::capitalise;
use eldorado_editor_model::changes::{Change, TextField};
use eldorado_editor_model::clipboard::pieces_in;
use eldorado_editor_model::words;
use eldorado_editor_model::{Request, Session};
use eldorado_messages::{Lang, text, text_with};

use crate::app::menu::keys;

/// Draws the course's details, the selected pieces and the seams.
pub fn ui(ui: &mut Ui, session: &Session, canvas: &mut Canvas, actions: &mut Vec<Request>) {
    let doc = session.document();
    let course = doc.course();
    let lang = session.lang();
    ui.heading(text(lang, "editor-properties-course"));
    egui::Grid::new("course-text").num_columns(2).show(ui, |ui| {
        for (field, title, value) in [
            (TextField::Name, "editor-properties-name", &course.name),
            (TextField::Author, "editor-properties-author", &course.author),
        ] {
            let label = ui.label(text(lang, title));
            let mut text = value.clone();
            if ui.text_edit_singleline(&mut text).labelled_by(label.id).changed() {
                actions.push(Request::Edit(Change::SetText { field, text }));
            }
            ui.end_row();
        }
    });
    let label = ui.label(text(lang, "editor-properties-notes"));
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
    ui.heading(text(lang, "editor-properties-seams"));
    let map = doc.map();
    if map.seams().is_empty() {
        ui.weak(text(lang, "editor-properties-no-seams"));
    }
    for seam in map.seams() {
        let name = seam_label(lang, map, seam.pieces);
        let what = match seam.blockade {
            Some(BlockadeChoice::Number(n)) => {
                text_with(lang, "blockade-number-only", &[("number", n.into())])
            }
            Some(BlockadeChoice::Random) => text(lang, "editor-seam-random"),
            None if seam.finish => text(lang, "editor-seam-finish"),
            None => text(lang, "editor-seam-none"),
        };
        if ui
            .button(text_with(
                lang,
                "editor-seam-button",
                &[("seam", name.into()), ("what", what.into())],
            ))
            .on_hover_text(text(lang, "editor-seam-hint"))
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
    let lang = session.lang();
    ui.heading(text(lang, "editor-properties-selected"));
    let course = session.document().course();
    let ids = session.selection().in_course_order(course);
    let p = match ids.as_slice() {
        [] => {
            ui.weak(text(lang, "editor-properties-none-selected"));
            return;
        }
        [one] => course.placement(one),
        many => {
            let names: Vec<String> =
                many.iter().map(|id| pieces_in(lang, std::slice::from_ref(id))).collect();
            ui.label(text_with(
                lang,
                "editor-properties-many-selected",
                &[("count", many.len().into()), ("names", words::and_list(lang, &names).into())],
            ));
            ui.weak(text(lang, "editor-properties-many-hint"));
            return;
        }
    };
    let Some((p, side)) = p.and_then(|p| Some((p, p.side()?))) else { return };
    let name = capitalise(&words::piece(lang, &side.id));
    // The finish plate's name says the piece ("Finish plate (river side)"):
    // no "(piece El Dorado finish plate)" after it.
    ui.label(if side.kind == eldorado_core::catalog::PieceKind::Finish {
        name
    } else {
        text_with(
            lang,
            "editor-properties-piece",
            &[("side", name.into()), ("piece", side.physical_piece.replace('_', " ").into())],
        )
    });
    ui.label(text_with(
        lang,
        "editor-properties-at",
        &[
            ("at", Axial::from(p.origin).to_string().into()),
            ("degrees", (u32::from(p.rotation.steps()) * 60).into()),
        ],
    ));
    ui.horizontal_wrapped(|ui| {
        let turn = text(lang, "editor-properties-turn");
        if ui.button(format!("⟲ {turn}")).on_hover_text(keys(lang, "Shift+R")).clicked() {
            actions.push(Request::TurnSelection { clockwise: false });
        }
        if ui.button(format!("⟳ {turn}")).on_hover_text("R").clicked() {
            actions.push(Request::TurnSelection { clockwise: true });
        }
        let other = Catalog::get().flip(&p.piece).map(|s| side_name(lang, s)).unwrap_or_default();
        let flip = text_with(lang, "editor-properties-flip-to", &[("side", other.into())]);
        if ui.button(flip).on_hover_text("F").clicked() {
            actions.push(Request::FlipSelection);
        }
        let delete = text(lang, "editor-properties-delete");
        if ui.button(delete).on_hover_text(keys(lang, "Del")).clicked() {
            actions.push(Request::DeleteSelection);
        }
    });
}

/// The side a piece flips to, as the flip button names it: "side D",
/// "face D", "its river side", "sa face fleuve".
fn side_name(lang: Lang, side: &eldorado_core::catalog::PieceSide) -> String {
    use eldorado_core::catalog::SideId;
    use eldorado_editor_model::message_ids;
    match SideId::finish_terrain_of(&side.id) {
        Some(terrain) if side.kind == eldorado_core::catalog::PieceKind::Finish => text_with(
            lang,
            "editor-properties-finish-side",
            &[("terrain", text(lang, &message_ids::terrain(terrain)).into())],
        ),
        _ => text_with(lang, "editor-properties-side", &[("side", side.id.as_str().into())]),
    }
}

/// "C–N", or "K–finish plate": the pieces' letters as printed on them, the
/// finish plate by its name (its side ids are the program's own).
pub fn seam_label(
    lang: Lang,
    map: &eldorado_core::map::Map,
    pieces: [eldorado_core::map::PieceIdx; 2],
) -> String {
    let name = |i: usize| {
        let p = map.piece(i);
        if p.kind == eldorado_core::catalog::PieceKind::Finish {
            text(lang, "editor-seam-finish-plate")
        } else {
            p.id.clone().into()
        }
    };
    format!("{}–{}", name(pieces[0]), name(pieces[1]))
}
