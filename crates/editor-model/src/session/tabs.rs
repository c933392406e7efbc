//! Several courses open at once, one shown: the tab bar's courses. Each
//! course open keeps what belongs to it — its history, its runs and the
//! layers they left, its suggestions, its selection, its game, its own
//! autosave — so that nothing made for one course is ever shown beside
//! another. The course shown lives in the session's own fields (every part
//! works on it as before); the others are parked here and swapped in when
//! their tab is chosen. The generator, the notices, the settings and the
//! question asked belong to the window, not to a course.
//!
//! A course opens in a tab of its own, except over the course the editor
//! put up by itself (at start, or after the last tab closed) while it is
//! untouched: that one is replaced, as a blank page is.

use std::path::Path;

use super::runs::Runs;
use super::suggestions::Suggested;
use super::{Session, WindowEffect, pieces::Pieces};
use crate::document::Document;
use crate::game::Game;
use crate::persist::Autosaves;
use crate::request::Request;

/// Which course open a tab holds, for as long as it is open (the window
/// keeps each tab's view under it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TabId(u64);

/// A tab as the tab bar shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct TabLabel {
    /// Which course open it holds.
    pub id: TabId,
    /// The file's name, or the course's.
    pub name: String,
    /// It holds unsaved work: changes to the course, or a game being played.
    pub unsaved: bool,
    /// It is the course shown.
    pub shown: bool,
}

/// The courses open, in the tab bar's order.
pub(super) struct Tabs {
    slots: Vec<Slot>,
    shown: usize,
    next_id: u64,
}

/// One course open.
struct Slot {
    id: TabId,
    /// The editor opened it by itself (the start's default course, the empty
    /// course left when the last tab closed): while untouched, the next
    /// course opened takes its place.
    placeholder: bool,
    /// Its parts while another course is shown; `None` for the course shown.
    parked: Option<Box<Parked>>,
}

/// What belongs to a course that is not shown.
struct Parked {
    doc: Document,
    runs: Runs,
    suggested: Suggested,
    pieces: Pieces,
    game: Option<Game>,
    autosave: Option<Autosaves>,
}

impl Parked {
    fn unsaved(&self) -> bool {
        self.doc.is_dirty() || self.game.as_ref().is_some_and(|g| g.is_unsaved())
    }
}

/// Whether two paths name one file.
fn same_file(a: &Path, b: &Path) -> std::io::Result<bool> {
    Ok(std::fs::canonicalize(a)? == std::fs::canonicalize(b)?)
}

impl Tabs {
    /// One tab: the course the session starts on.
    pub fn start(placeholder: bool) -> Tabs {
        Tabs { slots: vec![Slot { id: TabId(0), placeholder, parked: None }], shown: 0, next_id: 1 }
    }

    fn len(&self) -> usize {
        self.slots.len()
    }
}

impl Session {
    /// The courses open, in the tab bar's order.
    pub fn tabs(&self) -> Vec<TabLabel> {
        self.tabs
            .slots
            .iter()
            .enumerate()
            .map(|(i, slot)| match &slot.parked {
                Some(p) => TabLabel {
                    id: slot.id,
                    name: p.doc.display_name(),
                    unsaved: p.unsaved(),
                    shown: false,
                },
                None => TabLabel {
                    id: slot.id,
                    name: self.doc.display_name(),
                    unsaved: self.shown_unsaved(),
                    shown: i == self.tabs.shown,
                },
            })
            .collect()
    }

    /// The tab shown, by its place in the tab bar.
    pub fn shown_tab(&self) -> usize {
        self.tabs.shown
    }

    /// The course shown's tab.
    pub fn shown_tab_id(&self) -> TabId {
        self.tabs.slots[self.tabs.shown].id
    }

    /// The course shown holds unsaved work.
    fn shown_unsaved(&self) -> bool {
        self.doc.is_dirty() || self.unsaved_game().is_some()
    }

    /// What closes a course is asked about over that course: Quit over the
    /// first holding unsaved work, a tab's close over its own (shown first).
    /// `None`: a tab that is not there, nothing to do.
    pub(super) fn over_its_course(&mut self, request: Request) -> Option<Request> {
        match request {
            Request::Quit => match self.first_unsaved() {
                Some(i) => self.show_tab(i).then_some(request),
                None => Some(request),
            },
            Request::CloseTab(i) => self.show_tab(i).then_some(Request::CloseTab(i)),
            _ => Some(request),
        }
    }

    /// The tab whose course is saved in `path`, if any (the same file by
    /// another name, a link or `..`, too).
    pub(super) fn tab_holding(&self, path: &Path) -> Option<usize> {
        let same =
            |p: Option<&Path>| p.is_some_and(|p| p == path || same_file(p, path).unwrap_or(false));
        (0..self.tabs.len()).find(|&i| match &self.tabs.slots[i].parked {
            Some(parked) => same(parked.doc.path()),
            None => same(self.doc.path()),
        })
    }

    /// The files of the courses open in the other tabs, in tab order.
    pub(super) fn other_tab_files(&self) -> Vec<std::path::PathBuf> {
        self.parked().filter_map(|p| p.doc.path()).map(Into::into).collect()
    }

    /// Reopens, beside the course shown, the files the other tabs held when
    /// the editor last closed (those that are still regular files; one
    /// that cannot be read says why), and shows the first course again.
    pub(super) fn reopen_other_files(&mut self) {
        let files = self.files.settings.other_files.clone();
        for path in &files {
            if !path.is_file() || self.tab_holding(path).is_some() {
                continue;
            }
            match Document::open_in(self.lang, path) {
                Ok(doc) => self.open_doc(doc),
                Err(e) => {
                    let why = super::opening::open_error(self.lang, path, &e);
                    self.notices.kept.push(crate::request::Notice::error(why));
                }
            }
        }
        let _ = self.show_tab(0);
    }

    /// Whether any course open holds unsaved work.
    pub(super) fn any_unsaved(&self) -> bool {
        self.shown_unsaved() || self.parked().any(Parked::unsaved)
    }

    /// The first tab holding unsaved work, the one shown first.
    pub(super) fn first_unsaved(&self) -> Option<usize> {
        if self.shown_unsaved() {
            return Some(self.tabs.shown);
        }
        self.tabs.slots.iter().position(|s| s.parked.as_ref().is_some_and(|p| p.unsaved()))
    }

    fn parked(&self) -> impl Iterator<Item = &Parked> {
        self.tabs.slots.iter().filter_map(|s| s.parked.as_deref())
    }

    /// Whether the next course opened takes the place of the one shown: the
    /// editor put it up itself and nothing was done with it.
    fn shown_replaceable(&self) -> bool {
        self.tabs.slots[self.tabs.shown].placeholder
            && !self.doc.is_dirty()
            && self.doc.history().steps().is_empty()
            && self.game.is_none()
            && self.runs.simulation.result().is_none()
            && !self.runs.simulation.is_running()
    }

    /// Opens `doc`: in a tab of its own, or in place of the untouched course
    /// the editor put up by itself.
    pub(super) fn open_doc(&mut self, doc: Document) {
        self.room_for_a_course();
        self.replace(doc);
    }

    /// Makes room for a course about to be shown: a new tab, or the
    /// untouched course the editor put up, which it replaces (true).
    pub(super) fn room_for_a_course(&mut self) -> bool {
        let replacing = self.shown_replaceable();
        if !replacing {
            self.add_tab();
        }
        self.tabs.slots[self.tabs.shown].placeholder = false;
        replacing
    }

    /// A new tab after the last, shown, its parts fresh (the course is put
    /// in by the caller).
    fn add_tab(&mut self) {
        let parked = self.park();
        self.tabs.slots[self.tabs.shown].parked = Some(parked);
        let id = TabId(self.tabs.next_id);
        self.tabs.next_id += 1;
        self.tabs.slots.push(Slot { id, placeholder: false, parked: None });
        self.tabs.shown = self.tabs.len() - 1;
        self.files.autosave = self.files.claim_autosave(self.lang, &mut self.notices.kept);
    }

    /// Shows the course of tab `i`; false when there is no such tab, or
    /// while a path asked for is awaited (a save as, say: it saves the course
    /// it was asked for).
    pub(super) fn show_tab(&mut self, i: usize) -> bool {
        if i == self.tabs.shown {
            return true;
        }
        if i >= self.tabs.len() || self.files.awaits_any() {
            return false;
        }
        let parked = self.park();
        self.tabs.slots[self.tabs.shown].parked = Some(parked);
        let Some(chosen) = self.tabs.slots[i].parked.take() else { return false };
        self.tabs.shown = i;
        self.unpark(*chosen);
        true
    }

    /// Shows the next tab (or the previous), round the end.
    pub(super) fn next_tab(&mut self, forward: bool) {
        let n = self.tabs.len();
        let i = if forward { (self.tabs.shown + 1) % n } else { (self.tabs.shown + n - 1) % n };
        let _ = self.show_tab(i);
    }

    /// Closes the course shown, which the user saved or gave up: its
    /// autosave goes with it. The tab before it is shown; closing the last
    /// tab leaves an empty course.
    pub(super) fn close_shown_tab(&mut self) {
        self.files.clear_autosave();
        if self.tabs.len() == 1 {
            // What was made for the course goes with it; the generator stays.
            let generation = std::mem::take(&mut self.runs.generation);
            self.runs = Runs { generation, ..Runs::default() };
            self.game = None;
            self.replace(super::opening::empty_document(self.lang));
            self.tabs.slots[0].placeholder = true;
            return;
        }
        let closing = self.tabs.shown;
        let next = if closing + 1 < self.tabs.len() { closing + 1 } else { closing - 1 };
        let Some(chosen) = self.tabs.slots[next].parked.take() else { return };
        self.tabs.slots.remove(closing);
        self.tabs.shown = if next > closing { next - 1 } else { next };
        self.unpark(*chosen);
    }

    /// Takes the course shown's parts out, leaving empty ones in their
    /// place; its unsaved work is written to its autosave first, so that a
    /// crash while it is parked loses nothing.
    fn park(&mut self) -> Box<Parked> {
        if let Err(e) = self.autosave_now() {
            self.say_autosave_failed(&e);
        }
        let empty = super::opening::empty_document(self.lang);
        let mut runs = std::mem::take(&mut self.runs);
        let mut pieces = std::mem::take(&mut self.pieces);
        // The generator and the clipboard are the window's, not the course's.
        std::mem::swap(&mut runs.generation, &mut self.runs.generation);
        pieces.swap_clipboard(&mut self.pieces);
        self.notices.last = None;
        Box::new(Parked {
            doc: std::mem::replace(&mut self.doc, empty),
            runs,
            suggested: std::mem::take(&mut self.suggested),
            pieces,
            game: self.game.take(),
            autosave: self.files.autosave.take(),
        })
    }

    /// Puts a parked course's parts back in the session's fields, worded in
    /// the language spoken now.
    fn unpark(&mut self, parked: Parked) {
        let Parked { doc, mut runs, suggested, mut pieces, game, autosave } = parked;
        std::mem::swap(&mut runs.generation, &mut self.runs.generation);
        pieces.swap_clipboard(&mut self.pieces);
        let lang_changed = doc.lang() != self.lang;
        self.doc = doc;
        self.runs = runs;
        self.suggested = suggested;
        self.pieces = pieces;
        self.game = game;
        self.files.autosave = autosave;
        self.doc.set_lang(self.lang);
        if lang_changed {
            self.runs.word_layers_again(&mut self.doc, self.lang);
            if let Some(game) = &mut self.game {
                game.set_lang(self.lang);
            }
        }
        self.effects.extend([WindowEffect::CourseChanged, WindowEffect::Repaint]);
    }

    /// The editor is closing: every course's autosave goes (the user agreed,
    /// or nothing was unsaved).
    pub(super) fn clear_every_autosave(&mut self) {
        self.files.clear_autosave();
        for slot in &mut self.tabs.slots {
            if let Some(a) = slot.parked.as_mut().and_then(|p| p.autosave.as_mut()) {
                let _ = a.clear();
            }
        }
    }
}
