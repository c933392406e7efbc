//! The canvas's gestures as the session's requests: the keys (R, F, Del,
//! Esc, copy, cut, paste), the wheel (turning, or else zooming), and the
//! pointer (clicks select and open seams, Ctrl+click adds or takes away a cave, a drag picks pieces up, pans or
//! draws a selection band, and while pieces are held it says where the
//! pointer is and when it lets go). What the requests do is the session's.

use eframe::egui::{self, Event, Key, Modifiers, MouseWheelUnit, PointerButton, Pos2, Ui};

use super::{Canvas, SeamMenu, hit};
use eldorado_core::catalog::Terrain;
use eldorado_core::course::Edit;
use eldorado_editor_model::attach::Heading;
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::{Request, Session};

/// Wheel travel (in points) that turns a piece by one step (60°); one notch
/// of a mouse wheel is exactly one step, whatever the system reports as its
/// length in lines.
const WHEEL_STEP: f32 = 40.0;

/// The wheel's travel this frame in points, up positive: (to zoom by, to
/// turn by). For turning, a notch (a line or page event) counts one step
/// whatever its length, so that one notch turns a piece 60°. Ctrl/Cmd + wheel
/// arrives as a zoom instead.
fn wheel_travel(events: &[Event]) -> (f32, f32) {
    events
        .iter()
        .filter_map(|e| match e {
            Event::MouseWheel { unit, delta, modifiers, .. }
                if !modifiers.ctrl && !modifiers.command && delta.y != 0.0 =>
            {
                Some(match unit {
                    MouseWheelUnit::Point => (delta.y, delta.y),
                    MouseWheelUnit::Line => (delta.y * WHEEL_STEP, delta.y.signum() * WHEEL_STEP),
                    MouseWheelUnit::Page => {
                        (delta.y * WHEEL_STEP * 10.0, delta.y.signum() * WHEEL_STEP)
                    }
                })
            }
            _ => None,
        })
        .fold((0.0, 0.0), |(z, t), (dz, dt)| (z + dz, t + dt))
}

impl Canvas {
    /// R / Shift+R turn, F flips, Del and Backspace delete, Ctrl+C / X / V
    /// copy, cut and paste, the arrow keys move the selected piece to the
    /// next flush place, N puts the piece just added at the open end in
    /// its next place there, Esc closes the blockade chooser, puts held
    /// pieces back or clears the selection.
    pub(super) fn keys(&mut self, ui: &Ui, session: &Session, out: &mut Vec<Request>) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let key = |m: Modifiers, k: Key| ui.input_mut(|i| i.consume_key(m, k));
        let holding = session.drag().is_some();
        if !holding && self.seam_menu.is_some() && key(Modifiers::NONE, Key::Escape) {
            self.seam_menu = None;
            return;
        }
        // Shift+R first: plain R would also match it.
        if key(Modifiers::SHIFT, Key::R) {
            out.push(Request::TurnSelection { clockwise: false });
        }
        if key(Modifiers::NONE, Key::R) {
            out.push(Request::TurnSelection { clockwise: true });
        }
        if key(Modifiers::NONE, Key::F) {
            out.push(Request::FlipSelection);
        }
        if key(Modifiers::NONE, Key::Delete) || key(Modifiers::NONE, Key::Backspace) {
            out.push(Request::DeleteSelection);
        }
        if key(Modifiers::NONE, Key::Escape) {
            out.push(if holding { Request::CancelDrag } else { Request::Select(Vec::new()) });
        }
        if !holding {
            if key(Modifiers::NONE, Key::N) {
                out.push(Request::NextEndPlace);
            }
            for (k, d) in [
                (Key::ArrowUp, Heading::Up),
                (Key::ArrowDown, Heading::Down),
                (Key::ArrowLeft, Heading::Left),
                (Key::ArrowRight, Heading::Right),
            ] {
                if !session.selection().is_empty() && key(Modifiers::NONE, k) {
                    out.push(Request::MoveSelection(d));
                }
            }
        }
        // The keys themselves, not egui's clipboard events: a paste event
        // comes only when the system clipboard holds text, and a copied
        // piece puts none there.
        let cmd = |k: Key, own: Key| key(Modifiers::COMMAND, k) || key(Modifiers::NONE, own);
        if cmd(Key::C, Key::Copy) {
            out.push(Request::CopySelection);
        }
        if cmd(Key::X, Key::Cut) {
            out.push(Request::CutSelection);
        }
        if cmd(Key::V, Key::Paste) && !holding {
            let at = ui.input(|i| i.pointer.latest_pos()).filter(|p| self.rect.contains(*p));
            out.push(Request::Paste(at.map(|p| self.axial(p))));
        }
    }

    /// The wheel turns held pieces, or the selection when the pointer is
    /// over a selected piece, one step (60°) per notch; anywhere else it
    /// zooms about the pointer.
    pub(super) fn wheel(
        &mut self,
        ui: &Ui,
        over: Option<Pos2>,
        session: &Session,
        out: &mut Vec<Request>,
    ) {
        let ((wheel, turn), pinch) = ui.input(|i| (wheel_travel(&i.events), i.zoom_delta()));
        let over_selected = over
            .and_then(|p| self.piece_at(session.document(), p))
            .is_some_and(|id| session.selection().contains(&id));
        if session.drag().is_some() || over_selected {
            self.wheel_turn += turn;
            while self.wheel_turn.abs() >= WHEEL_STEP {
                let clockwise = self.wheel_turn > 0.0;
                out.push(Request::TurnSelection { clockwise });
                self.wheel_turn -= WHEEL_STEP * self.wheel_turn.signum();
            }
            return;
        }
        self.wheel_turn = 0.0;
        let Some(anchor) = over else { return };
        let factor = pinch * (wheel * 0.004).exp();
        if (factor - 1.0).abs() > 1e-4 {
            self.view.zoom_about(self.rect, anchor, factor);
        }
    }

    /// Clicks and drags: a drag that starts on a piece picks it up (with the
    /// rest of the selection, if it is selected with others), a Shift-drag
    /// on the table draws a selection band, any other drag pans; a click
    /// selects, Shift+click adds or takes out, a right click opens the
    /// piece's menu.
    pub(super) fn pointer(
        &mut self,
        ui: &Ui,
        response: &egui::Response,
        session: &Session,
        out: &mut Vec<Request>,
    ) {
        if response.dragged_by(PointerButton::Middle) {
            self.view.pan(response.drag_delta());
        }
        if response.drag_started_by(PointerButton::Primary) && session.drag().is_none() {
            let origin = ui.input(|i| i.pointer.press_origin()).or(response.interact_pointer_pos());
            match origin {
                Some(o) if self.piece_at(session.document(), o).is_some() => {
                    out.push(Request::PickUp(self.axial(o)));
                    self.seam_menu = None;
                }
                Some(o) if ui.input(|i| i.modifiers.shift) => self.band_from = Some(o),
                _ => self.panning = true,
            }
        }
        if let Some(from) = self.band_from
            && !response.dragged_by(PointerButton::Primary)
        {
            let to = ui.input(|i| i.pointer.latest_pos()).unwrap_or(from);
            out.push(Request::SelectBand([self.axial(from), self.axial(to)]));
            self.band_from = None;
        }
        if self.panning {
            if response.dragged_by(PointerButton::Primary) {
                self.view.pan(response.drag_delta());
            } else {
                self.panning = false;
            }
        }
        if response.clicked()
            && let Some(at) = response.interact_pointer_pos()
        {
            // The click's own modifiers, as well as those held now.
            let held = ui.input(|i| {
                i.events.iter().fold(i.modifiers, |m, e| match e {
                    Event::PointerButton { pressed: false, modifiers, .. } => m | *modifiers,
                    _ => m,
                })
            });
            self.click(at, held, session, out);
        }
        if response.secondary_clicked() {
            self.menu_for =
                response.interact_pointer_pos().and_then(|p| self.piece_at(session.document(), p));
            match &self.menu_for {
                Some(id) if session.selection().contains(id) => {}
                Some(id) => out.push(Request::Select(vec![id.into()])),
                None => out.push(Request::Select(Vec::new())),
            }
        }
    }

    /// A click: on a seam, its blockade chooser; on a piece, the piece is
    /// selected; on the table, nothing is selected. With Shift, the piece
    /// joins or leaves the selection. Only Ctrl+click (Cmd+click) on a
    /// mountain edits: it adds or takes away the mountain's cave — a click
    /// that selects never changes the course.
    fn click(&mut self, at: Pos2, held: Modifiers, session: &Session, out: &mut Vec<Request>) {
        self.seam_menu = None;
        // A finding pointed out from the list is let go at the next click.
        self.highlight = None;
        let (map, course) = (session.document().map(), session.document().course());
        if held.shift {
            out.extend(
                self.piece_at(session.document(), at).map(|id| Request::ToggleSelected(id.into())),
            );
            return;
        }
        if held.command {
            let Some(space) = hit::space_at(map, &self.view, self.rect, at).map(|s| map.space(s))
            else {
                return;
            };
            let piece = map.piece(space.piece).id.clone();
            if space.terrain == Terrain::Mountain
                && let Some(p) = course.placement(&piece)
            {
                let (local, cave) = (space.local, !p.has_cave(space.local));
                out.push(Request::Edit(Change::Edit(Edit::Cave { piece, local, cave })));
            }
            return;
        }
        if let Some(seam) = hit::seam_at(map, &self.view, self.rect, at) {
            let between = map.seam(seam).pieces.map(|p| map.piece(p).id.clone());
            self.seam_menu = Some(SeamMenu { between, at });
            return;
        }
        let piece = self.piece_at(session.document(), at);
        out.push(Request::Select(piece.into_iter().map(Into::into).collect()));
    }

    /// While pieces are held: where the pointer is (off the canvas, the
    /// ghost goes), and the drop when the button is let go.
    pub(super) fn follow_drag(
        &self,
        ui: &Ui,
        pointer: Option<Pos2>,
        session: &Session,
        out: &mut Vec<Request>,
    ) {
        if session.drag().is_none() {
            return;
        }
        // The pointer may vanish on release: the ghost stays where it was.
        if let Some(p) = pointer {
            out.push(Request::DragTo(self.rect.contains(p).then(|| self.axial(p))));
        }
        if !ui.input(|i| i.pointer.primary_down()) {
            out.push(Request::Drop);
        }
    }
}
