//! The course canvas: draws the course and turns pointer and key input into
//! actions — placing, moving, turning, flipping and deleting pieces, choosing
//! blockades, toggling caves — and handles panning and zooming itself.

pub mod hit;
pub mod overlay;
pub mod paint;
pub mod view;
pub mod zoom_bar;

use std::collections::{BTreeSet, HashSet};

use eframe::egui::{
    self, Color32, Event, Key, Modifiers, MouseWheelUnit, PointerButton, Pos2, Rect, Role, Sense,
    Stroke, Ui, WidgetInfo, vec2,
};

use self::overlay::Highlight;
use self::paint::{Detail, Scene, SpaceLook};
use self::view::View;
use super::theme::{colour, translucent};
use eldorado_core::catalog::{BLOCKADES, Catalog, PieceKind, Terrain, requirement_text};
use eldorado_core::course::{BlockadeChoice, Edit, Placement};
use eldorado_core::hex::{Axial, Hex};
use eldorado_core::map::{Map, SeamId};
use eldorado_core::text::capitalise;
use eldorado_editor_model::changes::Change;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::group::{self, GroupDrag, GroupGhost};
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::placing::{self, DragSource, Ghost, PieceDrag};
use eldorado_editor_model::preview::Preview;
use eldorado_editor_model::{Notice, Request};
use eldorado_pictures::style::{self, marks};

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

/// The heading over a suggestion shown on the course before it is made.
pub const PREVIEW_HEADING: &str = "Preview: not made yet (click the suggestion to make it)";

/// What an empty course shows in the middle of the canvas.
pub const EMPTY_HINT: &str = "An empty course: drag a start board from the palette on the left to begin, or use Course > Generate… or File > Open official course.";

/// The blockade chooser opened by clicking a seam.
#[derive(Debug, Clone, PartialEq)]
pub struct SeamMenu {
    /// The two pieces of the seam, by side id.
    pub between: [String; 2],
    /// Where on screen it opens.
    pub at: Pos2,
}

/// The course canvas's own state: view, selection, the held piece.
pub struct Canvas {
    /// Pan and zoom.
    pub view: View,
    rect: Rect,
    fit_pending: bool,
    /// The selected piece, by its index in the course.
    pub selected: Option<usize>,
    /// Pieces shift-clicked beside the selected one: turned, flipped,
    /// deleted, copied or cut together with it.
    pub also_selected: BTreeSet<usize>,
    /// The piece held under the pointer.
    pub drag: Option<PieceDrag>,
    /// Several selected pieces held under the pointer, moved as one.
    pub group: Option<GroupDrag>,
    group_ghost: Option<GroupGhost>,
    /// Where the pointer last was over the canvas during a piece drag.
    drag_pointer: Option<Pos2>,
    ghost: Option<Ghost>,
    panning: bool,
    /// Where a Shift-drag on the table began: the band selects what it touches.
    band_from: Option<Pos2>,
    /// What a clicked problem points out.
    pub highlight: Option<Highlight>,
    /// The open blockade chooser.
    pub seam_menu: Option<SeamMenu>,
    /// Wheel travel over the selected piece not yet turned into a step.
    wheel_turn: f32,
    /// Overlay layers the user switched on.
    pub overlays: BTreeSet<OverlayKind>,
}

impl Default for Canvas {
    fn default() -> Self {
        Canvas {
            view: View::default(),
            rect: Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0)),
            fit_pending: true,
            selected: None,
            also_selected: BTreeSet::new(),
            drag: None,
            group: None,
            group_ghost: None,
            drag_pointer: None,
            ghost: None,
            panning: false,
            band_from: None,
            highlight: None,
            wheel_turn: 0.0,
            seam_menu: None,
            overlays: BTreeSet::new(),
        }
    }
}

impl Canvas {
    /// Forgets everything tied to the previous course and fits the new one.
    pub fn reset_for_new_course(&mut self) {
        let overlays = std::mem::take(&mut self.overlays);
        *self = Canvas { view: self.view, rect: self.rect, overlays, ..Canvas::default() };
    }

    /// After an edit: marks that pointed at the old course go.
    pub fn course_changed(&mut self, doc: &Document) {
        self.highlight = None;
        self.ghost = None;
        self.group = None;
        self.group_ghost = None;
        if self.selected.is_some_and(|i| i >= doc.course().pieces.len()) {
            self.selected = None;
        }
        // Indices move when pieces go: a group is chosen again after an edit
        // that changes how many pieces there are.
        let n = doc.course().pieces.len();
        if self.selected.is_none() || self.also_selected.iter().any(|&i| i >= n) {
            self.also_selected.clear();
        }
        if let Some(m) = &self.seam_menu
            && m.between.iter().any(|id| doc.course().placement(id).is_none())
        {
            self.seam_menu = None;
        }
    }

    /// Every selected piece, in course order: the selected one and those
    /// shift-clicked beside it.
    pub fn chosen(&self) -> Vec<usize> {
        let mut all: BTreeSet<usize> = self.also_selected.clone();
        all.extend(self.selected);
        all.into_iter().collect()
    }

    /// Fits the course in the view at the next frame.
    pub fn request_fit(&mut self) {
        self.fit_pending = true;
    }

    /// The canvas's rectangle on screen in the last frame.
    pub fn rect(&self) -> Rect {
        self.rect
    }

    /// Where another view (the game view's board) drew this canvas.
    pub(crate) fn set_rect(&mut self, rect: Rect) {
        self.rect = rect;
    }

    /// Where the centre of a hex is on screen.
    pub fn screen_pos(&self, h: Hex) -> Pos2 {
        self.view.hex_centre(self.rect, h)
    }

    /// Where the ghost of the held piece is, if one is shown.
    pub fn ghost(&self) -> Option<&Ghost> {
        self.ghost.as_ref()
    }

    /// Picks up a new piece from the palette.
    pub fn start_palette_drag(&mut self, side: &str) {
        self.drag = Some(PieceDrag::from_palette(side));
        self.drag_pointer = None;
        self.seam_menu = None;
    }

    fn fit(&mut self, map: &Map, course: &eldorado_core::course::Course) {
        let mut hexes: Vec<Hex> = map.spaces().iter().map(|s| s.hex).collect();
        for p in &course.pieces {
            if let Some(side) = p.side() {
                hexes.extend(side.city_footprint.iter().map(|&l| p.to_world(l)));
            }
        }
        // Fitted below the zoom bar, so that the bar never hides the course.
        let below =
            self.rect.with_min_y((self.rect.min.y + zoom_bar::HEIGHT).min(self.rect.max.y - 40.0));
        self.view.fit(below, hexes, 24.0);
        self.view.centre -= vec2(0.0, (below.center().y - self.rect.center().y) / self.view.scale);
    }

    /// Draws the course and returns what the user asked for on it. With a
    /// `preview` (the pointer rests on a suggestion), the course is drawn as
    /// the suggestion would leave it.
    pub fn ui(&mut self, ui: &mut Ui, doc: &Document, preview: Option<&Preview>) -> Vec<Request> {
        let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Course canvas"));
        self.rect = rect;
        if self.fit_pending {
            self.fit(doc.map(), doc.course());
            self.fit_pending = false;
        }
        let mut actions = Vec::new();
        let pointer = ui.input(|i| i.pointer.latest_pos());
        let over = pointer.filter(|_| response.contains_pointer());

        self.keys(ui, doc, &mut actions);
        self.wheel(ui, over, doc, &mut actions);
        self.pan_and_pick_up(ui, &response, doc);
        if response.clicked() {
            // The click's own modifiers, as well as those held now.
            let shift = ui.input(|i| {
                i.modifiers.shift
                    || i.events.iter().any(|e| {
                        matches!(e, Event::PointerButton { pressed: false, modifiers, .. } if modifiers.shift)
                    })
            });
            self.click(response.interact_pointer_pos(), shift, doc, &mut actions);
        }
        if response.secondary_clicked() {
            // The right-clicked piece becomes the selection the context menu acts on.
            self.selected = response
                .interact_pointer_pos()
                .and_then(|p| hit::space_at(doc.map(), &self.view, rect, p))
                .map(|s| doc.map().piece(doc.map().space(s).piece).course_index);
        }
        if let Some(index) = self.selected {
            response.context_menu(|ui| piece_menu(ui, doc, index, &mut actions));
        }
        self.update_drag(ui, pointer, doc, &mut actions);
        self.update_group(ui, pointer, doc, &mut actions);

        let painter = ui.painter_at(rect);
        let scene = Scene { painter: &painter, view: self.view, rect };
        if let Some(p) = preview {
            self.paint_preview(ui.ctx(), &scene, p);
            zoom_bar::show(ui.ctx(), rect, &mut self.view);
            return actions;
        }
        self.paint(&scene, doc);
        let hovered_seam = over
            .filter(|_| self.drag.is_none() && !self.panning)
            .and_then(|p| hit::seam_at(doc.map(), &self.view, rect, p));
        if let Some(seam) = hovered_seam {
            for (a, b) in hit::seam_segments(doc.map(), &self.view, rect, seam) {
                painter.line_segment(
                    [a, b],
                    Stroke::new((self.view.scale * 0.16).max(3.0), colour(marks::SEAM_HOVER)),
                );
            }
        }
        self.paint_ghost(ui.ctx(), &scene, doc);
        self.paint_group_ghost(ui.ctx(), &scene);
        if let (Some(from), Some(to)) = (self.band_from, pointer) {
            let band = Rect::from_two_pos(from, to);
            let mark = colour(marks::SELECTION);
            painter.rect_filled(band, 0.0, mark.gamma_multiply(0.15));
            painter.rect_stroke(band, 0.0, Stroke::new(1.5, mark), egui::StrokeKind::Inside);
        }

        if self.drag.is_none()
            && self.group.is_none()
            && self.seam_menu.is_none()
            && !self.panning
            && !response.is_pointer_button_down_on()
            && let Some(p) = over
        {
            let space = hit::space_at(doc.map(), &self.view, rect, p);
            if hovered_seam.is_some() || space.is_some() {
                hover_card(ui.ctx(), p, |ui| match hovered_seam {
                    Some(seam) => seam_tooltip(ui, doc.map(), seam),
                    None => space_tooltip(ui, doc, &self.overlays, space.expect("checked")),
                });
            }
        }
        if let Some(a) = self.seam_menu_ui(ui.ctx(), doc) {
            actions.push(a);
        }
        if zoom_bar::show(ui.ctx(), rect, &mut self.view) {
            self.fit_pending = true;
            ui.ctx().request_repaint();
        }
        actions
    }

    fn keys(&mut self, ui: &mut Ui, doc: &Document, actions: &mut Vec<Request>) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let key = |m: Modifiers, k: Key| ui.input_mut(|i| i.consume_key(m, k));
        if let Some(group) = &mut self.group {
            // Shift+R first: plain R would also match it.
            if key(Modifiers::SHIFT, Key::R) {
                group.rotate(false);
            }
            if key(Modifiers::NONE, Key::R) {
                group.rotate(true);
            }
            if key(Modifiers::NONE, Key::Escape) {
                self.group = None;
                self.group_ghost = None;
            }
            return;
        }
        if let Some(drag) = &mut self.drag {
            // Shift+R first: plain R would also match it.
            if key(Modifiers::SHIFT, Key::R) {
                drag.rotate(false);
            }
            if key(Modifiers::NONE, Key::R) {
                drag.rotate(true);
            }
            if key(Modifiers::NONE, Key::F) {
                drag.flip();
            }
            if key(Modifiers::NONE, Key::Escape) {
                self.drag = None;
                self.ghost = None;
            }
            return;
        }
        if self.seam_menu.is_some() && key(Modifiers::NONE, Key::Escape) {
            self.seam_menu = None;
            return;
        }
        // Copy, cut and paste: egui turns Ctrl+C/X/V into these events.
        let (copy, cut, paste) = ui.input(|i| {
            let has = |f: fn(&Event) -> bool| i.events.iter().any(f);
            (
                has(|e| matches!(e, Event::Copy)),
                has(|e| matches!(e, Event::Cut)),
                has(|e| matches!(e, Event::Paste(_))),
            )
        });
        if paste {
            let at = ui.input(|i| i.pointer.latest_pos()).filter(|p| self.rect.contains(*p));
            actions.push(Request::Paste(at.map(|p| self.view.axial_at(self.rect, p))));
        }
        let Some(index) = self.selected else { return };
        let chosen = self.chosen();
        if copy {
            actions.push(Request::Copy(chosen.clone()));
        }
        if cut {
            actions.push(Request::Cut(chosen.clone()));
            self.selected = None;
            self.also_selected.clear();
            return;
        }
        if chosen.len() > 1 {
            self.group_keys(ui, doc, &chosen, actions);
            return;
        }
        let Some(piece) = doc.course().pieces.get(index).map(|p| p.piece.clone()) else { return };
        if key(Modifiers::SHIFT, Key::R) {
            actions.extend(placing::rotate_in_place(doc, index, false));
        }
        if key(Modifiers::NONE, Key::R) {
            actions.extend(placing::rotate_in_place(doc, index, true));
        }
        if key(Modifiers::NONE, Key::F) {
            actions.push(edit(Edit::Flip { piece: piece.clone() }));
        }
        if key(Modifiers::NONE, Key::Delete) || key(Modifiers::NONE, Key::Backspace) {
            actions.push(edit(Edit::Remove { piece }));
            self.selected = None;
        }
        if key(Modifiers::NONE, Key::Escape) {
            self.selected = None;
        }
    }

    /// R, Shift+R, F, Del and Esc on several selected pieces: one step each.
    fn group_keys(
        &mut self,
        ui: &Ui,
        doc: &Document,
        chosen: &[usize],
        actions: &mut Vec<Request>,
    ) {
        let key = |m: Modifiers, k: Key| ui.input_mut(|i| i.consume_key(m, k));
        if key(Modifiers::SHIFT, Key::R) {
            actions.extend(group::turn_in_place(doc, chosen, false));
        }
        if key(Modifiers::NONE, Key::R) {
            actions.extend(group::turn_in_place(doc, chosen, true));
        }
        if key(Modifiers::NONE, Key::F) {
            actions.extend(group::flip(doc.course(), chosen).map(Request::Edit));
        }
        if key(Modifiers::NONE, Key::Delete) || key(Modifiers::NONE, Key::Backspace) {
            actions.extend(group::delete(doc.course(), chosen).map(Request::Edit));
            self.selected = None;
            self.also_selected.clear();
        }
        if key(Modifiers::NONE, Key::Escape) {
            self.selected = None;
            self.also_selected.clear();
        }
    }

    /// The wheel turns a held piece, or the selected piece under the pointer,
    /// one step (60°) per notch; anywhere else it zooms about the pointer.
    fn wheel(&mut self, ui: &Ui, over: Option<Pos2>, doc: &Document, actions: &mut Vec<Request>) {
        let ((wheel, turn), pinch) = ui.input(|i| (wheel_travel(&i.events), i.zoom_delta()));
        let selected_under_pointer = self.selected.filter(|&index| {
            over.and_then(|p| hit::space_at(doc.map(), &self.view, self.rect, p))
                .is_some_and(|s| doc.map().piece(doc.map().space(s).piece).course_index == index)
        });
        let turns = |acc: &mut f32| {
            *acc += turn;
            let mut steps = Vec::new();
            while acc.abs() >= WHEEL_STEP {
                steps.push(*acc > 0.0);
                *acc -= WHEEL_STEP * acc.signum();
            }
            steps
        };
        if let Some(drag) = &mut self.drag {
            for clockwise in turns(&mut drag.wheel) {
                drag.rotate(clockwise);
            }
            return;
        }
        if let Some(index) = selected_under_pointer {
            for clockwise in turns(&mut self.wheel_turn) {
                actions.extend(placing::rotate_in_place(doc, index, clockwise));
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

    /// Dragging a piece picks it up; dragging the table (or any middle-button
    /// drag) pans.
    fn pan_and_pick_up(&mut self, ui: &Ui, response: &egui::Response, doc: &Document) {
        if response.dragged_by(PointerButton::Middle) {
            self.view.pan(response.drag_delta());
        }
        if response.drag_started_by(PointerButton::Primary)
            && self.drag.is_none()
            && self.group.is_none()
        {
            let origin = ui.input(|i| i.pointer.press_origin()).or(response.interact_pointer_pos());
            let piece = origin
                .and_then(|o| hit::space_at(doc.map(), &self.view, self.rect, o))
                .map(|s| doc.map().piece(doc.map().space(s).piece).course_index);
            let chosen = self.chosen();
            match (piece, origin) {
                // A piece of a multi-selection picks the whole selection up.
                (Some(index), Some(o)) if chosen.len() > 1 && chosen.contains(&index) => {
                    self.group =
                        GroupDrag::placed(doc.course(), &chosen, self.view.axial_at(self.rect, o));
                    self.drag_pointer = Some(o);
                    self.seam_menu = None;
                }
                (Some(index), Some(o)) => {
                    self.drag = PieceDrag::from_placed(
                        doc.course(),
                        index,
                        self.view.axial_at(self.rect, o),
                    );
                    self.drag_pointer = Some(o);
                    self.selected = Some(index);
                    self.seam_menu = None;
                }
                // Shift-drag on the table draws a selection band.
                (None, Some(o)) if ui.input(|i| i.modifiers.shift) => self.band_from = Some(o),
                _ => self.panning = true,
            }
        }
        if let Some(from) = self.band_from
            && !response.dragged_by(PointerButton::Primary)
        {
            let to = ui.input(|i| i.pointer.latest_pos()).unwrap_or(from);
            self.select_in_band(doc, Rect::from_two_pos(from, to));
            self.band_from = None;
        }
        if self.panning {
            if response.dragged_by(PointerButton::Primary) {
                self.view.pan(response.drag_delta());
            } else {
                self.panning = false;
            }
        }
    }

    /// Adds every piece with a space in `band` (screen points) to the
    /// selection.
    fn select_in_band(&mut self, doc: &Document, band: Rect) {
        let map = doc.map();
        let touched: BTreeSet<usize> = map
            .spaces()
            .iter()
            .filter(|s| band.contains(self.view.hex_centre(self.rect, s.hex)))
            .map(|s| map.piece(s.piece).course_index)
            .collect();
        for index in touched {
            match self.selected {
                None => self.selected = Some(index),
                Some(s) if s == index => {}
                Some(_) => {
                    self.also_selected.insert(index);
                }
            }
        }
    }

    fn click(
        &mut self,
        pos: Option<Pos2>,
        shift: bool,
        doc: &Document,
        actions: &mut Vec<Request>,
    ) {
        self.seam_menu = None;
        let Some(pos) = pos else { return };
        let map = doc.map();
        if shift {
            // Shift-click adds a piece to the selection, or takes it out.
            let Some(id) = hit::space_at(map, &self.view, self.rect, pos) else { return };
            let index = map.piece(map.space(id).piece).course_index;
            match self.selected {
                None => self.selected = Some(index),
                Some(s) if s == index => {
                    self.selected = self.also_selected.pop_first();
                }
                Some(_) => {
                    if !self.also_selected.remove(&index) {
                        self.also_selected.insert(index);
                    }
                }
            }
            return;
        }
        self.also_selected.clear();
        if let Some(seam) = hit::seam_at(map, &self.view, self.rect, pos) {
            let s = map.seam(seam);
            self.seam_menu = Some(SeamMenu {
                between: [map.piece(s.pieces[0]).id.clone(), map.piece(s.pieces[1]).id.clone()],
                at: pos,
            });
            return;
        }
        match hit::space_at(map, &self.view, self.rect, pos) {
            Some(id) => {
                let space = map.space(id);
                let index = map.piece(space.piece).course_index;
                self.selected = Some(index);
                if space.terrain == Terrain::Mountain
                    && let Some(p) = doc.course().pieces.get(index)
                {
                    let (piece, local) = (p.piece.clone(), space.local);
                    actions.push(edit(Edit::Cave { piece, local, cave: !p.has_cave(local) }));
                }
            }
            None => self.selected = None,
        }
    }

    /// Follows the held piece and puts it down (or refuses to) on release.
    fn update_drag(
        &mut self,
        ui: &Ui,
        pointer: Option<Pos2>,
        doc: &Document,
        actions: &mut Vec<Request>,
    ) {
        let Some(drag) = &mut self.drag else {
            self.ghost = None;
            return;
        };
        if let Some(p) = pointer {
            // The pointer may vanish on release; keep its last place on the canvas.
            self.drag_pointer = self.rect.contains(p).then_some(p);
        }
        let ghost = self.drag_pointer.map(|p| drag.ghost(doc, self.view.axial_at(self.rect, p)));
        if !ui.input(|i| i.pointer.primary_down()) {
            if let Some(g) = &ghost {
                let label = Catalog::get()
                    .side(&drag.side)
                    .map(|s| s.label())
                    .unwrap_or_else(|| drag.side.clone());
                match &g.verdict {
                    Ok(()) => {
                        actions.push(drag.put_down(doc, g));
                        self.selected = Some(match drag.source {
                            DragSource::Palette => doc.course().pieces.len(),
                            DragSource::Placed(i) => i,
                        });
                    }
                    Err(reason) => actions.push(Request::Notify(Notice::refused(format!(
                        "{} cannot go there: {reason}",
                        capitalise(&label)
                    )))),
                }
            }
            self.drag = None;
            self.drag_pointer = None;
            self.ghost = None;
            return;
        }
        self.ghost = ghost;
    }

    /// Follows the held group and puts it down (or refuses to) on release.
    fn update_group(
        &mut self,
        ui: &Ui,
        pointer: Option<Pos2>,
        doc: &Document,
        actions: &mut Vec<Request>,
    ) {
        let Some(group) = &mut self.group else {
            self.group_ghost = None;
            return;
        };
        if let Some(p) = pointer {
            self.drag_pointer = self.rect.contains(p).then_some(p);
        }
        let ghost = self.drag_pointer.map(|p| group.ghost(doc, self.view.axial_at(self.rect, p)));
        if !ui.input(|i| i.pointer.primary_down()) {
            if let Some(g) = &ghost {
                match &g.verdict {
                    Ok(()) => actions.push(group.put_down(doc, g)),
                    Err(reason) => actions.push(Request::Notify(Notice::refused(format!(
                        "{} cannot go there: {reason}",
                        capitalise(&group.describe())
                    )))),
                }
            }
            self.group = None;
            self.group_ghost = None;
            self.drag_pointer = None;
            return;
        }
        self.group_ghost = ghost;
    }

    /// Paints the course as the canvas shows it (the game view paints its
    /// board with it too, with a canvas of its own).
    pub(crate) fn paint(&self, scene: &Scene, doc: &Document) {
        let (map, course) = (doc.map(), doc.course());
        let detail = Detail::for_scale(self.view.scale);
        scene.painter.rect_filled(scene.rect, 0.0, colour(style::TABLE));
        let moving = self.drag.as_ref().and_then(|d| d.moving());
        let carried = self.drag.as_ref().and_then(|d| d.carried);
        let group = self.group.as_ref().map(|g| g.moving()).unwrap_or_default();
        let fade = |course_index: usize| {
            let held = Some(course_index) == moving
                || Some(course_index) == carried
                || group.contains(&course_index);
            if held { 0.25 } else { 1.0 }
        };
        for (i, p) in course.pieces.iter().enumerate() {
            scene.city(p, fade(i), detail);
        }
        for s in map.spaces() {
            scene.space(&SpaceLook::from(s), fade(map.piece(s.piece).course_index), detail);
        }
        // Overlays under the outlines and blockades, so that those stay readable.
        for kind in &self.overlays {
            if let Some(o) = doc.insights().overlays.get(kind) {
                overlay::paint_overlay(scene, o);
            }
        }
        let outline = Stroke::new((self.view.scale * 0.07).max(1.5), colour(style::OUTLINE));
        let piece_hexes = |p: &eldorado_core::map::PlacedPiece| -> HashSet<Hex> {
            p.spaces.iter().map(|&s| map.space(s).hex).collect()
        };
        for p in map.pieces() {
            scene.outline(&piece_hexes(p), outline);
        }
        for seam in map.seams() {
            if let (Some(choice), Some(badge)) =
                (seam.blockade, hit::seam_midpoint(map, &self.view, scene.rect, seam.id))
            {
                scene.blockade(
                    &hit::seam_segments(map, &self.view, scene.rect, seam.id),
                    badge,
                    choice,
                    detail,
                );
            }
        }
        let legends = self
            .overlays
            .iter()
            .filter_map(|k| doc.insights().overlays.get(k).and_then(|o| o.legend.as_ref()));
        overlay::paint_legends(scene, legends);
        if let Some(h) = &self.highlight {
            overlay::paint_highlight(scene, map, h);
        }
        for i in self.chosen() {
            if let Some(p) = map.pieces().iter().find(|p| p.course_index == i) {
                scene.outline(
                    &piece_hexes(p),
                    Stroke::new((self.view.scale * 0.14).max(2.5), colour(marks::SELECTION)),
                );
            }
        }
        let tag_size = (self.view.scale * 0.8).clamp(10.0, 36.0);
        for p in map.pieces().iter().filter(|p| p.kind != PieceKind::Finish && !p.spaces.is_empty())
        {
            let n = p.spaces.len() as f32;
            let centre = p
                .spaces
                .iter()
                .map(|&s| scene.view.hex_centre(scene.rect, map.space(s).hex).to_vec2())
                .fold(vec2(0.0, 0.0), |a, b| a + b)
                / n;
            scene.tag(centre.to_pos2(), &p.id, tag_size, fade(p.course_index));
        }
        if course.pieces.is_empty() && self.drag.is_none() {
            // Wrapped to the canvas, so that it is whole in a narrow window.
            let galley = scene.painter.layout(
                EMPTY_HINT.to_string(),
                egui::FontId::proportional(18.0),
                Color32::from_gray(215),
                (scene.rect.width() - 48.0).max(120.0),
            );
            let at = scene.rect.center() - galley.size() / 2.0;
            scene.painter.galley(at, galley, Color32::from_gray(215));
        }
    }

    /// A suggestion seen before it is made: the course as it would be, the
    /// pieces, seams and caves it changes outlined, and over the course a
    /// caption with the figures the status bar would then show.
    fn paint_preview(&self, ctx: &egui::Context, scene: &Scene, preview: &Preview) {
        let (map, course) = (&preview.assembly.map, &preview.course);
        let detail = Detail::for_scale(self.view.scale);
        scene.painter.rect_filled(scene.rect, 0.0, colour(style::TABLE));
        for p in &course.pieces {
            scene.city(p, 1.0, detail);
        }
        for s in map.spaces() {
            scene.space(&SpaceLook::from(s), 1.0, detail);
        }
        let outline = Stroke::new((self.view.scale * 0.07).max(1.5), colour(style::OUTLINE));
        let changed = Stroke::new((self.view.scale * 0.16).max(3.0), colour(marks::FITS));
        for p in map.pieces() {
            let hexes: HashSet<Hex> = p.spaces.iter().map(|&s| map.space(s).hex).collect();
            scene.outline(&hexes, outline);
        }
        for p in map.pieces().iter().filter(|p| preview.pieces.contains(&p.id)) {
            let hexes: HashSet<Hex> = p.spaces.iter().map(|&s| map.space(s).hex).collect();
            scene.outline(&hexes, changed);
        }
        for seam in map.seams() {
            let segments = hit::seam_segments(map, &self.view, scene.rect, seam.id);
            let [a, b] = &seam.pieces;
            let (a, b) = (&map.piece(*a).id, &map.piece(*b).id);
            if preview.seams.iter().any(|[x, y]| (x == a && y == b) || (x == b && y == a)) {
                for (from, to) in &segments {
                    scene.painter.line_segment([*from, *to], changed);
                }
            }
            if let (Some(choice), Some(badge)) =
                (seam.blockade, hit::seam_midpoint(map, &self.view, scene.rect, seam.id))
            {
                scene.blockade(&segments, badge, choice, detail);
            }
        }
        for h in &preview.caves {
            scene.fill_hex(*h, Color32::TRANSPARENT, changed);
        }
        egui::Area::new(egui::Id::unique("suggestion-preview"))
            .order(egui::Order::Middle)
            .fixed_pos(scene.rect.left_top() + vec2(8.0, 8.0))
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    // Clear of the zoom bar in the other corner.
                    ui.set_max_width((scene.rect.width() - 260.0).max(200.0));
                    ui.strong(PREVIEW_HEADING);
                    ui.label(&preview.caption);
                    ui.label(preview.figures_line());
                });
            });
    }

    /// The held group where it would land, outlined as fitting or not, with
    /// the verdict beside the pointer.
    fn paint_group_ghost(&self, ctx: &egui::Context, scene: &Scene) {
        let (Some(group), Some(ghost), Some(pointer)) =
            (&self.group, &self.group_ghost, self.drag_pointer)
        else {
            return;
        };
        let detail = Detail::for_scale(self.view.scale);
        let mut hexes = HashSet::new();
        for placement in &ghost.placements {
            let Some(side) = placement.side() else { continue };
            scene.city(placement, 0.8, detail);
            for s in &side.spaces {
                scene.space(&SpaceLook::placed(placement, s), 0.8, detail);
            }
            hexes.extend(side.spaces.iter().map(|s| placement.to_world(s.local)));
        }
        let fits = ghost.verdict.is_ok();
        let mark = if fits { marks::FITS } else { marks::REFUSED };
        scene.outline(&hexes, Stroke::new((self.view.scale * 0.16).max(3.0), colour(mark)));
        let text = match &ghost.verdict {
            Ok(()) => format!("{} fit here", capitalise(&group.describe())),
            Err(reason) => capitalise(&reason.to_string()),
        };
        verdict_label(ctx, "group-verdict", pointer, mark, text);
    }

    fn paint_ghost(&self, ctx: &egui::Context, scene: &Scene, doc: &Document) {
        let (Some(drag), Some(ghost), Some(pointer)) = (&self.drag, &self.ghost, self.drag_pointer)
        else {
            return;
        };
        let Some(side) = Catalog::get().side(&drag.side) else { return };
        let mut placement = Placement::new(drag.side.clone(), drag.rotation, ghost.origin);
        if let Some(i) = drag.moving() {
            // A moved piece keeps its caves while it stays on the same side.
            if let Some(p) = doc.course().pieces.get(i).filter(|p| p.piece == drag.side) {
                placement.extra_caves = p.extra_caves.clone();
                placement.removed_caves = p.removed_caves.clone();
            }
        }
        let detail = Detail::for_scale(self.view.scale);
        if let Some(c) = &ghost.carry
            && let Some(p) = doc.course().placement(&c.piece)
        {
            let plate = Placement { rotation: c.rotation, origin: c.origin, ..p.clone() };
            scene.city(&plate, 0.8, detail);
            for s in plate.side().map(|s| s.spaces.as_slice()).unwrap_or_default() {
                scene.space(&SpaceLook::placed(&plate, s), 0.8, detail);
            }
        }
        scene.city(&placement, 0.8, detail);
        for s in &side.spaces {
            scene.space(&SpaceLook::placed(&placement, s), 0.8, detail);
        }
        let fits = ghost.verdict.is_ok();
        let mark = if fits { marks::FITS } else { marks::REFUSED };
        let hexes: HashSet<Hex> = side.spaces.iter().map(|s| placement.to_world(s.local)).collect();
        scene.outline(&hexes, Stroke::new((self.view.scale * 0.16).max(3.0), colour(mark)));
        let text = match &ghost.verdict {
            Ok(()) => format!("{} fits here", capitalise(&side.label())),
            Err(reason) => capitalise(&reason.to_string()),
        };
        verdict_label(ctx, "ghost-verdict", pointer, mark, text);
    }

    /// The blockade chooser: none, random or a number; numbers already on other
    /// seams are shown as taken.
    fn seam_menu_ui(&mut self, ctx: &egui::Context, doc: &Document) -> Option<Request> {
        let menu = self.seam_menu.clone()?;
        let map = doc.map();
        let (Some(a), Some(b)) =
            (map.piece_by_id(&menu.between[0]), map.piece_by_id(&menu.between[1]))
        else {
            self.seam_menu = None;
            return None;
        };
        let Some(seam) = map.seam_between_pieces(a, b).map(|id| map.seam(id)) else {
            self.seam_menu = None;
            return None;
        };
        let current = doc.course().blockade_between(&menu.between[0], &menu.between[1]);
        let mut used: Vec<(u8, String)> = Vec::new();
        for s in &doc.course().blockades {
            if let BlockadeChoice::Number(n) = s.blockade
                && !s.is_between(&menu.between[0], &menu.between[1])
            {
                used.push((n, format!("{}–{}", s.between[0], s.between[1])));
            }
        }
        let mut chosen: Option<Option<BlockadeChoice>> = None;
        let area = egui::Area::new(egui::Id::unique("seam-menu")).order(egui::Order::Foreground).fixed_pos(menu.at + vec2(8.0, 8.0)).show(
            ctx,
            |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_min_width(210.0);
                    ui.strong(format!("Blockade on seam {}", map.seam_name(seam.id)));
                    if !seam.blockade_allowed {
                        ui.label(if seam.finish {
                            "No blockade may stand in front of the finish plate."
                        } else {
                            "A strip takes its blockade where the course enters it, not on its far side."
                        });
                    }
                    if ui.selectable_label(current.is_none(), "No blockade").clicked() {
                        chosen = Some(None);
                    }
                    ui.add_enabled_ui(seam.blockade_allowed, |ui| {
                        if ui.selectable_label(current == Some(BlockadeChoice::Random), "Random (drawn at setup)").clicked() {
                            chosen = Some(Some(BlockadeChoice::Random));
                        }
                        for b in BLOCKADES {
                            let taken = used.iter().find(|(n, _)| *n == b.number).map(|(_, s)| s.clone());
                            let text = match &taken {
                                Some(on) => format!("{} · {} (on {on})", b.number, b.requirement()),
                                None => format!("{} · {}", b.number, b.requirement()),
                            };
                            let this = Some(BlockadeChoice::Number(b.number));
                            if ui.add_enabled(taken.is_none(), egui::Button::selectable(current == this, text)).clicked() {
                                chosen = Some(this);
                            }
                        }
                    });
                });
            },
        );
        let clicked_elsewhere = ctx.input(|i| {
            i.pointer.any_pressed()
                && i.pointer.interact_pos().is_some_and(|p| !area.response.rect.contains(p))
        });
        if let Some(choice) = chosen {
            self.seam_menu = None;
            return Some(edit(Edit::Blockade { between: menu.between, blockade: choice }));
        }
        if clicked_elsewhere
            && !self.rect.contains(ctx.input(|i| i.pointer.interact_pos()).unwrap_or(Pos2::ZERO))
        {
            // A press on the canvas is handled there (it may open another seam).
            self.seam_menu = None;
        }
        None
    }
}

/// A request to make one edit of the course.
fn edit(edit: Edit) -> Request {
    Request::Edit(Change::Edit(edit))
}

/// Right-click menu of a piece.
fn piece_menu(ui: &mut Ui, doc: &Document, index: usize, actions: &mut Vec<Request>) {
    let Some(side) = doc.course().pieces.get(index).and_then(|p| p.side()) else { return };
    ui.strong(capitalise(&side.label()));
    if ui.add(egui::Button::new("Turn clockwise").shortcut_text("R")).clicked() {
        actions.extend(placing::rotate_in_place(doc, index, true));
    }
    if ui.add(egui::Button::new("Turn anticlockwise").shortcut_text("Shift+R")).clicked() {
        actions.extend(placing::rotate_in_place(doc, index, false));
    }
    if ui
        .add(egui::Button::new(format!("Flip to {}", side.other_side)).shortcut_text("F"))
        .clicked()
    {
        actions.push(edit(Edit::Flip { piece: side.id.clone() }));
    }
    if ui.add(egui::Button::new("Delete").shortcut_text("Del")).clicked() {
        actions.push(edit(Edit::Remove { piece: side.id.clone() }));
    }
}

/// How long the pointer rests before the hover card shows.
const HOVER_DELAY: f32 = 0.35;

/// A tooltip-like card beside the pointer. Unlike egui's tooltips it never takes
/// the pointer, so a click right after hovering still reaches the canvas.
fn hover_card(ctx: &egui::Context, pointer: Pos2, content: impl FnOnce(&mut Ui)) {
    let rest = ctx.input(|i| i.pointer.time_since_last_movement());
    if rest < HOVER_DELAY {
        ctx.request_repaint_after(std::time::Duration::from_secs_f32(HOVER_DELAY - rest));
        return;
    }
    egui::Area::new(egui::Id::unique("canvas-hover-card"))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .fixed_pos(pointer + vec2(16.0, 20.0))
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                content(ui);
            });
        });
}

fn space_tooltip(ui: &mut Ui, doc: &Document, overlays: &BTreeSet<OverlayKind>, id: usize) {
    let map = doc.map();
    let s = map.space(id);
    let piece = map.piece(s.piece);
    ui.strong(format!("{} · space {}", capitalise(&piece.label), Axial::from(s.hex)));
    let what = match (s.terrain, s.power) {
        (Terrain::Mountain, _) => if s.cave {
            "Mountain with a cave: impassable; stopping next to it takes a cave token"
        } else {
            "Mountain: impassable"
        }
        .to_string(),
        (Terrain::Start, _) => format!("Start space {}", s.start.unwrap_or(0)),
        (t, Some(p)) => format!("{} {p}: {}", capitalise(t.name()), requirement_text(t, p)),
        (t, None) => capitalise(t.name()),
    };
    ui.label(what);
    if s.finish {
        ui.label("Finishing space: reaching it reaches El Dorado");
    }
    ui.label(format!("Position on the piece: {}", Axial::from(s.local)));
    // The value behind each shade of a layer that is on.
    for kind in overlays {
        if let Some(o) = doc.insights().overlays.get(kind) {
            for (_, value) in o.values.iter().filter(|(h, _)| *h == s.hex) {
                ui.label(value);
            }
        }
    }
    if let Some(notes) = doc.insights().space_notes.get(&id) {
        ui.separator();
        for n in notes {
            ui.label(n);
        }
    }
}

fn seam_tooltip(ui: &mut Ui, map: &Map, seam: SeamId) {
    let s = map.seam(seam);
    ui.strong(format!("Seam {}", map.seam_name(seam)));
    let what = match s.blockade {
        Some(BlockadeChoice::Number(n)) => {
            format!(
                "Blockade {n}: {}",
                eldorado_core::catalog::Blockade::by_number(n)
                    .map(|b| b.requirement())
                    .unwrap_or_default()
            )
        }
        Some(BlockadeChoice::Random) => "A random blockade, drawn at setup".into(),
        None => "No blockade".into(),
    };
    ui.label(what);
    ui.label("Click to choose its blockade");
}

/// Whether a held piece (or group) fits where it is, beside the pointer: a
/// real label (not painted text), so that screen readers and tests see it.
fn verdict_label(
    ctx: &egui::Context,
    id: &'static str,
    pointer: Pos2,
    mark: style::Rgb,
    text: String,
) {
    egui::Area::new(egui::Id::unique(id))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .fixed_pos(pointer + vec2(18.0, 18.0))
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(translucent(mark.lerp(style::Rgb(0, 0, 0), 0.45), 235))
                .inner_margin(6.0)
                .corner_radius(4.0)
                .show(ui, |ui| {
                    ui.set_max_width(360.0);
                    ui.label(egui::RichText::new(text).color(Color32::WHITE));
                });
        });
}
