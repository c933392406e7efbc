//! The pieces the user points at: the selection, what is held under the
//! pointer, and what acts on either (turn, flip, delete, cut, copy, paste).
//! The Edit menu, a piece's own menu, the keys, the wheel and the mouse send
//! the same requests, so they cannot act on different pieces.

use eldorado_core::course::Edit;
use eldorado_core::hex::{self, Hex};
use eldorado_core::text::capitalise;

use super::{Session, WindowEffect};
use crate::attach::{self, EndPlace, Heading};
use crate::changes::Change;
use crate::clipboard::Fragment;
use crate::clipboard::pieces_in;
use crate::document::Ready;
use crate::document::Stamp;
use crate::drag::{Drag, Dropped};
use crate::group;
use crate::placing;
use crate::request::Notice;
use crate::selection::Selection;
use crate::words;
use eldorado_core::catalog::SideId;
use eldorado_core::course::Course;
use eldorado_messages::{Lang, text_with};

/// The pieces the user points at.
#[derive(Default)]
pub(super) struct Pieces {
    /// The selected pieces of the course shown.
    selection: Selection,
    /// The pieces held under the pointer.
    drag: Option<Drag>,
    /// The pieces copied last; kept while other courses open.
    clipboard: Option<Fragment>,
    /// The piece just added at the open end, and the other places it fits there.
    attached: Option<Attached>,
}

impl Pieces {
    /// After the course changed (an edit, undo or redo): the selection
    /// follows its pieces, and pieces held over the course as it was are
    /// put back.
    pub fn course_changed(&mut self, course: &Course) {
        self.selection.follow(course);
        self.drag = None;
    }

    /// The clipboard goes to `other`'s and `other`'s comes here: it is
    /// the window's, kept from one course open to another.
    pub fn swap_clipboard(&mut self, other: &mut Pieces) {
        std::mem::swap(&mut self.clipboard, &mut other.clipboard);
    }

    /// Another course is shown: nothing is selected or held.
    pub fn course_replaced(&mut self) {
        self.selection.clear();
        self.drag = None;
    }
}

/// The piece just added at the open end: every place it fits there, the
/// one it is at, and the course as that made it (cycling stops once the
/// course is changed otherwise).
struct Attached {
    side: SideId,
    places: Vec<EndPlace>,
    at: usize,
    stamp: Stamp,
}

impl Session {
    /// The pieces copied last, if any.
    pub fn clipboard(&self) -> Option<&Fragment> {
        self.pieces.clipboard.as_ref()
    }
    /// The selected pieces of the course shown.
    pub fn selection(&self) -> &Selection {
        &self.pieces.selection
    }
    /// The pieces held under the pointer, if any.
    pub fn drag(&self) -> Option<&Drag> {
        self.pieces.drag.as_ref()
    }

    /// Adds `side` at the open end of the course, in the first place it
    /// fits there, and selects it; asked again for the same piece right
    /// after, the next place.
    pub(super) fn attach_at_end(&mut self, side: SideId) {
        if self.pieces.drag.is_some() {
            return;
        }
        if self
            .pieces
            .attached
            .as_ref()
            .is_some_and(|a| a.side == side && a.stamp == self.doc.stamp())
        {
            self.next_end_place();
            return;
        }
        self.pieces.attached = None;
        let places = attach::end_places(&self.doc, &side);
        let label = words::piece(self.lang, &side);
        let Some(first) = places.first() else {
            let end = attach::open_end(self.doc.course())
                .and_then(|p| p.side())
                .map(|s| format!(" ({})", words::piece(self.lang, &s.id)))
                .unwrap_or_default();
            self.notices.last = Some(Notice::refused(capitalise(&self.say(
                "editor-notice-fits-nowhere",
                &[("piece", label.into()), ("end", end.into())],
            ))));
            return;
        };
        if self.make(Ready::Tried(first.tried.clone())) {
            self.select(vec![side.clone()]);
            self.effects.push(WindowEffect::Reveal(vec![side.clone()]));
            let n = places.len();
            let plate = first.before_plate.clone();
            self.notices.last =
                Some(Notice::info(end_place_words(self.lang, &label, &side, plate, 0, n)));
            self.pieces.attached = Some(Attached { side, places, at: 0, stamp: self.doc.stamp() });
        }
    }

    /// The piece just added at the open end goes to its next place there.
    pub(super) fn next_end_place(&mut self) {
        let Some(mut a) = self.pieces.attached.take().filter(|a| a.stamp == self.doc.stamp())
        else {
            self.notices.last = Some(Notice::refused(self.say("editor-notice-attach-first", &[])));
            return;
        };
        let label = words::piece(self.lang, &a.side);
        if a.places.len() < 2 {
            self.notices.last = Some(Notice::info(capitalise(
                &self.say("editor-notice-fits-one-way", &[("piece", label.into())]),
            )));
            self.pieces.attached = Some(a);
            return;
        }
        // One step in the history: the piece as it was goes, the next place comes.
        if !self.doc.undo() {
            return;
        }
        a.at = (a.at + 1) % a.places.len();
        if self.make(Ready::Tried(a.places[a.at].tried.clone())) {
            self.select(vec![a.side.clone()]);
            self.effects.push(WindowEffect::Reveal(vec![a.side.clone()]));
            let plate = a.places[a.at].before_plate.clone();
            self.notices.last = Some(Notice::info(end_place_words(
                self.lang,
                &label,
                &a.side,
                plate,
                a.at,
                a.places.len(),
            )));
            a.stamp = self.doc.stamp();
            self.pieces.attached = Some(a);
        }
    }

    /// Moves the one selected piece to the next flush place in `direction`.
    pub(super) fn move_selection(&mut self, direction: Heading) {
        if self.pieces.drag.is_some() {
            return;
        }
        let ids = self.pieces.selection.in_course_order(self.doc.course());
        let [id] = ids.as_slice() else {
            let why = if ids.is_empty() {
                "editor-notice-arrows-select"
            } else {
                "editor-notice-arrows-one"
            };
            self.notices.last = Some(Notice::refused(self.say(why, &[])));
            return;
        };
        match attach::step_place(&self.doc, id, direction) {
            Some(ready) => {
                let id = id.clone();
                let before = self.doc.history().done();
                if self.make(ready) {
                    self.select(vec![id.into()]);
                    self.say_step_since(before);
                }
            }
            None => {
                let label = words::piece(self.lang, id);
                let heading = match direction {
                    Heading::Up => "up",
                    Heading::Down => "down",
                    Heading::Left => "left",
                    Heading::Right => "right",
                };
                self.notices.last = Some(Notice::refused(capitalise(&self.say(
                    "editor-notice-no-flush-place",
                    &[("piece", label.into()), ("heading", heading.into())],
                ))));
            }
        }
    }

    /// Selects exactly the pieces `ids` that are on the course.
    pub(super) fn select(&mut self, ids: Vec<SideId>) {
        let course = self.doc.course();
        let on_course: Vec<SideId> =
            ids.into_iter().filter(|id| course.placement(id).is_some()).collect();
        self.pieces.selection.set(on_course);
        self.effects.push(WindowEffect::Repaint);
    }

    /// Shift+click: the piece joins the selection, or leaves it.
    pub(super) fn toggle_selected(&mut self, id: SideId) {
        if self.doc.course().placement(&id).is_some() {
            self.pieces.selection.toggle(id);
            self.effects.push(WindowEffect::Repaint);
        }
    }

    /// Adds every piece with a space whose centre lies in the band between
    /// two opposite corners (fractional axial). The band is a rectangle on
    /// the table, so the spaces are compared in the table's own units.
    pub(super) fn select_band(&mut self, corners: [(f32, f32); 2]) {
        let [a, b] = corners.map(|(q, r)| hex::fract_to_pixel(q, r, 1.0));
        let (x0, x1) = (a.0.min(b.0), a.0.max(b.0));
        let (y0, y1) = (a.1.min(b.1), a.1.max(b.1));
        let map = self.doc.map();
        let touched = map.spaces().iter().filter_map(|s| {
            let (x, y) = hex::to_pixel(s.hex, 1.0);
            ((x0..=x1).contains(&x) && (y0..=y1).contains(&y))
                .then(|| SideId::from(&map.piece(s.piece).id))
        });
        self.pieces.selection.add(touched.collect::<Vec<_>>());
        self.effects.push(WindowEffect::Repaint);
    }

    /// Turns the held pieces, or else the selection, one step.
    pub(super) fn turn_selection(&mut self, clockwise: bool) {
        if let Some(drag) = &mut self.pieces.drag {
            if drag.turn(&self.doc, clockwise) {
                self.effects.push(WindowEffect::Repaint);
            }
            return;
        }
        let ids = self.pieces.selection.in_course_order(self.doc.course());
        let ready = match ids.as_slice() {
            [] => None,
            [one] => placing::rotate_in_place(&self.doc, one, clockwise),
            many => group::turn_in_place(&self.doc, many, clockwise),
        };
        if let Some(ready) = ready {
            let before = self.doc.history().done();
            if self.make(ready) {
                self.say_step_since(before);
            }
        }
    }

    /// Turns the held piece, or else the selection, over to the other side.
    pub(super) fn flip_selection(&mut self) {
        if let Some(drag) = &mut self.pieces.drag {
            if drag.flip(&self.doc) {
                self.effects.push(WindowEffect::Repaint);
            }
            return;
        }
        let ids = self.pieces.selection.in_course_order(self.doc.course());
        let change = match ids.as_slice() {
            [] => None,
            [one] => Some(Change::Edit(Edit::Flip { piece: one.clone().into() })),
            many => group::flip(self.lang, self.doc.course(), many),
        };
        if let Some(change) = change {
            let before = self.doc.history().done();
            self.edit(change);
            if self.notices.last.is_none() {
                self.say_step_since(before);
            }
        }
    }

    /// Takes the selected pieces off the course. Pieces in the air are not
    /// deleted: they are put down or back first.
    pub(super) fn delete_selection(&mut self) {
        if self.pieces.drag.is_some() {
            return;
        }
        let ids = self.pieces.selection.in_course_order(self.doc.course());
        let change = match ids.as_slice() {
            [] => None,
            [one] => Some(Change::Edit(Edit::Remove { piece: one.clone().into() })),
            many => group::delete(self.lang, self.doc.course(), many),
        };
        if let Some(change) = change {
            let before = self.doc.history().done();
            self.edit(change);
            if self.notices.last.is_none() {
                self.say_step_since(before);
            }
        }
    }

    /// Copies the selected pieces.
    pub(super) fn copy_selection(&mut self) {
        self.copy();
    }

    /// Copies the selected pieces; false when none is selected.
    fn copy(&mut self) -> bool {
        if self.pieces.drag.is_some() {
            return false;
        }
        let ids = self.pieces.selection.in_course_order(self.doc.course());
        let Some(fragment) = Fragment::copy(self.doc.course(), &ids) else {
            self.notices.last = Some(Notice::refused(self.say("editor-notice-copy-select", &[])));
            return false;
        };
        let what = pieces_in(self.lang, &fragment.ids());
        self.notices.last =
            Some(Notice::info(self.say("editor-notice-copied", &[("what", what.into())])));
        self.pieces.clipboard = Some(fragment);
        true
    }

    /// Copies the selected pieces, then takes them off with the finish
    /// plates their boards carry: one step.
    pub(super) fn cut_selection(&mut self) {
        if !self.copy() {
            return;
        }
        let ids = self.pieces.selection.in_course_order(self.doc.course());
        let what = self
            .pieces
            .clipboard
            .as_ref()
            .map(|f| pieces_in(self.lang, &f.ids()))
            .unwrap_or_default();
        if let Some(change) = group::delete(self.lang, self.doc.course(), &ids) {
            self.notices.last = None;
            self.edit(change);
            let said = Notice::info(self.say("editor-notice-cut", &[("what", what.into())]));
            self.notices.last = self.notices.last.take().or(Some(said));
        }
    }

    /// Puts the copied pieces down flush near `at` (or where they lay), with
    /// the blockades copied with them, and selects them; or says why they
    /// cannot go there.
    pub(super) fn paste(&mut self, at: Option<(f32, f32)>) {
        let Some(fragment) = self.pieces.clipboard.clone() else {
            self.notices.last =
                Some(Notice::refused(self.say("editor-notice-nothing-copied", &[])));
            return;
        };
        let what = pieces_in(self.lang, &fragment.ids());
        let mut drag = group::GroupDrag::pasted(fragment.clone());
        let at = at.unwrap_or_else(|| drag.held_at());
        let ghost = drag.ghost(&self.doc, at);
        match &ghost.verdict {
            Ok(()) => {
                let ready = drag.put_down(&self.doc, &ghost);
                if self.make(ready) {
                    self.select(fragment.ids().into_iter().map(SideId::from).collect());
                }
            }
            Err(why) => {
                self.notices.last = Some(Notice::refused(self.say(
                    "editor-notice-cannot-paste",
                    &[("what", what.into()), ("why", why.said(self.lang).into())],
                )));
            }
        }
    }

    /// Holds a new piece from the palette.
    pub(super) fn pick_up_new(&mut self, side: &str) {
        self.pieces.drag = Some(Drag::new_piece(side));
        self.effects.push(WindowEffect::Repaint);
    }

    /// Picks up the piece at `at`: with the rest of the selection when it is
    /// one of several selected pieces, else alone (and it becomes the
    /// selection).
    pub(super) fn pick_up(&mut self, at: (f32, f32)) {
        let Some(id) = self.doc.piece_at(Hex::round([at.0, at.1])).map(str::to_owned) else {
            return;
        };
        let course = self.doc.course();
        self.pieces.drag = if self.pieces.selection.len() > 1 && self.pieces.selection.contains(&id)
        {
            Drag::group(course, &self.pieces.selection.in_course_order(course), at)
        } else {
            self.pieces.selection.set([SideId::from(&id)]);
            Drag::placed_piece(course, &id, at)
        };
        if let Some(drag) = &mut self.pieces.drag {
            drag.move_to(&self.doc, Some(at));
        }
        self.effects.push(WindowEffect::Repaint);
    }

    /// The pointer holding pieces moved: the ghost follows.
    pub(super) fn drag_to(&mut self, at: Option<(f32, f32)>) {
        if let Some(drag) = &mut self.pieces.drag
            && drag.move_to(&self.doc, at)
        {
            self.effects.push(WindowEffect::Repaint);
        }
    }

    /// Puts the held pieces down where the ghost is, taking the course and
    /// map the ghost was judged on (no map is assembled), and selects them;
    /// or says why they cannot go there.
    pub(super) fn drop_held(&mut self) {
        let Some(drag) = self.pieces.drag.take() else { return };
        self.effects.push(WindowEffect::Repaint);
        match drag.drop(self.lang) {
            Dropped::Nowhere => {}
            Dropped::Refused(why) => self.notices.last = Some(Notice::refused(why)),
            Dropped::Made(ready, select) => {
                if self.make(ready) {
                    self.select(select.into_iter().map(SideId::from).collect());
                }
            }
        }
    }

    /// Puts the held pieces back.
    pub(super) fn cancel_drag(&mut self) {
        if self.pieces.drag.take().is_some() {
            self.effects.push(WindowEffect::Repaint);
        }
    }

    /// Makes a change as it is ready (tried, or afresh); true when it was made.
    fn make(&mut self, ready: Ready) -> bool {
        let result = self.doc.make(ready);
        let made = result.is_ok();
        self.edited(result);
        made
    }
}

/// "Added board C at the open end (place 1 of 4; N, or a click on it in
/// the palette again, for the next)".
fn end_place_words(
    lang: Lang,
    label: &str,
    side: &str,
    plate: Option<String>,
    at: usize,
    of: usize,
) -> String {
    let (id, plate) = match plate {
        Some(p) => ("editor-notice-added-before-plate", words::piece(lang, &p)),
        None => ("editor-notice-added-at-end", String::new()),
    };
    capitalise(&text_with(
        lang,
        id,
        &[
            ("piece", label.into()),
            ("kind", words::kind_key(side).into()),
            ("plate", plate.into()),
            ("place", (at + 1).into()),
            ("of", of.into()),
        ],
    ))
}
