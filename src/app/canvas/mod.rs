//! The course canvas: draws the course as the session has it (with the
//! selection, the held pieces' ghost, the overlays) and turns pointer and key
//! gestures into the session's requests ([`gesture`]); panning, zooming and
//! the blockade chooser are its own.
//!
//! - [`board`]: the course's layers, the ghost, a suggestion's preview
//! - [`gesture`]: keys, the wheel and the pointer, as requests
//! - [`popup`]: the hover card, the verdict beside held pieces, the
//!   blockade chooser, a piece's own menu
//! - [`paint`]: spaces, cities, outlines and blockades as the boards look
//! - [`overlay`], [`hit`], [`view`], [`zoom_bar`]: overlay layers, what is
//!   under the pointer, pan and zoom, the zoom bar

pub mod board;
pub mod gesture;
pub mod hit;
pub mod overlay;
pub mod paint;
pub mod popup;
pub mod view;
pub mod zoom_bar;

use eldorado_messages::text;
use std::collections::BTreeSet;

use eframe::egui::{self, Pos2, Rect, Role, Sense, Stroke, Ui, WidgetInfo, vec2};

use self::board::CourseMarks;
use self::overlay::Highlight;
use self::paint::Scene;
use self::view::View;
use super::theme::colour;
use eldorado_core::catalog::SideId;
use eldorado_core::hex::Hex;
use eldorado_editor_model::document::Document;
use eldorado_editor_model::insight::OverlayKind;
use eldorado_editor_model::{Request, Session};
use eldorado_pictures::style::marks;

pub use self::board::{empty_hint, preview_heading};
pub use self::popup::SeamMenu;

/// The room "Fit course" leaves around the course on every side, in world
/// units (hex corner radii): two rows of spaces, a strip's breadth, so the
/// next piece can be dropped against any edge without zooming out.
pub const ROOM_AROUND: f32 = 3.5;

/// The canvas's own state: the view, and what a gesture in progress needs.
pub struct Canvas {
    /// Pan and zoom.
    pub view: View,
    rect: Rect,
    fit_pending: bool,
    /// The canvas's size and the view a fit made, while the user has not
    /// moved the view since: a canvas that changes size then (the window's
    /// first frames, a resize) is fitted again.
    fitted: Option<(Rect, View)>,
    /// Pieces just laid, to be seen at the next frame ([`Self::reveal`]).
    reveal_pending: Vec<SideId>,
    /// The table is being dragged: the view pans.
    panning: bool,
    /// Where a Shift-drag on the table began: the band selects what it touches.
    band_from: Option<Pos2>,
    /// The piece a right click opened its menu on, by side id.
    menu_for: Option<String>,
    /// What a clicked problem points out.
    pub highlight: Option<Highlight>,
    /// The open blockade chooser.
    pub seam_menu: Option<SeamMenu>,
    /// Wheel travel over held or selected pieces not yet turned into a step.
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
            fitted: None,
            reveal_pending: Vec::new(),
            panning: false,
            band_from: None,
            menu_for: None,
            highlight: None,
            seam_menu: None,
            wheel_turn: 0.0,
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
        if let Some(m) = &self.seam_menu
            && m.between.iter().any(|id| doc.course().placement(id).is_none())
        {
            self.seam_menu = None;
        }
    }

    /// Fits the course in the view at the next frame.
    pub fn request_fit(&mut self) {
        self.fit_pending = true;
    }

    /// At the next frame, fits the course in the view if any of the pieces
    /// `ids` lies outside it.
    pub fn reveal(&mut self, ids: Vec<SideId>) {
        self.reveal_pending = ids;
    }

    /// Whether every hex of the pieces `ids` (a plate's El Dorado too) has
    /// its centre in the view, below the zoom bar.
    fn in_view(&self, doc: &Document, ids: &[SideId]) -> bool {
        let shown = self.rect.with_min_y(self.rect.min.y + zoom_bar::HEIGHT);
        ids.iter().filter_map(|id| doc.course().placement(id)).all(|p| {
            let city = p.side().map(|s| s.city_footprint.as_slice()).unwrap_or_default();
            p.hexes()
                .chain(city.iter().map(|&l| p.to_world(l)))
                .all(|h| shown.contains(self.view.hex_centre(self.rect, h)))
        })
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

    /// A point of the screen on the table, in fractional axial coordinates:
    /// how the canvas tells the session where the pointer is.
    fn axial(&self, p: Pos2) -> (f32, f32) {
        self.view.axial_at(self.rect, p)
    }

    /// The side id of the piece under a point of the screen: a space's
    /// piece, or the finish plate under its El Dorado.
    fn piece_at(&self, doc: &Document, p: Pos2) -> Option<String> {
        doc.piece_at(self.view.hex_at(self.rect, p)).map(str::to_owned)
    }

    /// Fits the course (its spaces and the El Dorado plates' cities) below
    /// the zoom bar, with `room` world units around it.
    pub(crate) fn fit(&mut self, doc: &Document, room: f32) {
        let mut hexes: Vec<Hex> = doc.map().spaces().iter().map(|s| s.hex).collect();
        for p in &doc.course().pieces {
            if let Some(side) = p.side() {
                hexes.extend(side.city_footprint.iter().map(|&l| p.to_world(l)));
            }
        }
        // Fitted below the zoom bar, so that the bar never hides the course.
        let below =
            self.rect.with_min_y((self.rect.min.y + zoom_bar::HEIGHT).min(self.rect.max.y - 40.0));
        self.view.fit_with_room(below, hexes, room, 8.0);
        self.view.centre -= vec2(0.0, (below.center().y - self.rect.center().y) / self.view.scale);
    }

    /// Draws the course and returns what the user asked for on it. While
    /// the pointer rests on a suggestion, the course is drawn as the
    /// suggestion would leave it.
    pub fn ui(&mut self, ui: &mut Ui, session: &Session) -> Vec<Request> {
        let doc = session.document();
        let lang = session.lang();
        let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        let label = text(lang, "editor-canvas");
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
        self.rect = rect;
        let hidden = std::mem::take(&mut self.reveal_pending);
        let refit = self.fitted.is_some_and(|(r, v)| r != rect && v == self.view);
        if self.fit_pending || refit || !self.in_view(doc, &hidden) {
            self.fit(doc, ROOM_AROUND);
            self.fit_pending = false;
            self.fitted = Some((rect, self.view));
        }
        let mut requests = Vec::new();
        let pointer = ui.input(|i| i.pointer.latest_pos());
        let over = pointer.filter(|_| response.contains_pointer());
        self.keys(ui, session, &mut requests);
        self.wheel(ui, over, session, &mut requests);
        self.pointer(ui, &response, session, &mut requests);
        self.follow_drag(ui, pointer, session, &mut requests);
        response.context_menu(|ui| {
            popup::piece_menu(ui, session, self.menu_for.as_deref(), &mut requests)
        });

        let painter = ui.painter_at(rect);
        let scene = Scene { painter: &painter, view: self.view, rect, lang };
        if let Some(p) = session.preview() {
            board::preview(ui.ctx(), lang, &scene, p);
            zoom_bar::show_in(ui.ctx(), lang, rect, &mut self.view);
            return requests;
        }
        let drag = session.drag();
        let marks = CourseMarks {
            overlays: Some(&self.overlays),
            highlight: self.highlight.as_ref(),
            selected: session.selection().in_course_order(doc.course()),
            lifted: drag.map(|d| d.lifted()).unwrap_or_default(),
            holding: drag.is_some(),
            game: false,
            lang,
        };
        board::course(&scene, doc, &marks);
        let hovered_seam = over
            .filter(|_| drag.is_none() && !self.panning)
            .and_then(|p| hit::seam_at(doc.map(), &self.view, rect, p));
        if let Some(seam) = hovered_seam {
            board::hovered_seam(&scene, doc.map(), seam);
        }
        if let Some(drag) = drag {
            if let Some(landing) = drag.landing() {
                board::ghost(&scene, landing);
            }
            if let Some(p) = pointer.filter(|p| rect.contains(*p)) {
                popup::verdict(ui.ctx(), lang, p, drag);
            }
        }
        if let (Some(from), Some(to)) = (self.band_from, pointer) {
            let band = Rect::from_two_pos(from, to);
            let mark = colour(marks::SELECTION);
            painter.rect_filled(band, 0.0, mark.gamma_multiply(0.15));
            painter.rect_stroke(band, 0.0, Stroke::new(1.5, mark), egui::StrokeKind::Inside);
        }
        if drag.is_none()
            && self.seam_menu.is_none()
            && !self.panning
            && !response.is_pointer_button_down_on()
            && let Some(p) = over
        {
            let space = hit::space_at(doc.map(), &self.view, rect, p);
            match (hovered_seam, space) {
                (Some(seam), _) => {
                    popup::hover_card(ui.ctx(), p, |ui| popup::seam_card(ui, lang, doc.map(), seam))
                }
                (None, Some(space)) => popup::hover_card(ui.ctx(), p, |ui| {
                    popup::space_card(ui, lang, doc, &self.overlays, space)
                }),
                (None, None) => {}
            }
        }
        if let Some(menu) = &self.seam_menu {
            let (chosen, open) = popup::seam_menu(ui.ctx(), lang, doc, menu, rect);
            requests.extend(chosen);
            if !open {
                self.seam_menu = None;
            }
        }
        if zoom_bar::show_in(ui.ctx(), lang, rect, &mut self.view) {
            self.fit_pending = true;
            ui.ctx().request_repaint();
        }
        requests
    }

    /// Paints the course with no marks of the editor's: the game view's board.
    pub(crate) fn paint_plain(&self, scene: &Scene, doc: &Document) {
        let highlight = self.highlight.as_ref();
        board::course(scene, doc, &CourseMarks { game: true, highlight, ..CourseMarks::default() });
    }
}
