//! The suggestions asked for, each made for the course as it was when asked
//! (a list made for one course never edits another), and the one the
//! pointer rests on, tried on a copy of the course.

use super::{Session, WindowEffect};
use crate::changes::Change;
use crate::document::Stamp;
use crate::preview::Preview;
use crate::request::Notice;
use eldorado_analysis::difficulty::Band;
use eldorado_design::generate::bands;
use eldorado_design::suggest::{Suggestions, suggest};

/// Suggestions and the course they were made for.
struct Found {
    stamp: Stamp,
    suggestions: Suggestions,
}

/// The suggestions and the preview.
#[derive(Default)]
pub(super) struct Suggested {
    found: Option<Found>,
    /// The suggestion the pointer rests on, tried on a copy of the course.
    preview: Option<Preview>,
}

impl Suggested {
    /// The course changed or another one is shown: what was made for it goes.
    pub fn forget(&mut self) {
        self.found = None;
        self.preview = None;
    }

    /// The suggestions, if they were made for the course `stamp` names.
    fn for_course(&self, stamp: Stamp) -> Option<&Suggestions> {
        self.found.as_ref().filter(|f| f.stamp == stamp).map(|f| &f.suggestions)
    }
}

impl Session {
    /// The suggestions asked for, if they were made for the course as it is.
    pub fn suggestions(&self) -> Option<&Suggestions> {
        self.suggested.for_course(self.doc.stamp())
    }
    /// The suggestion the pointer rests on, as the course would be with it
    /// made, while the list and the course are as they were when it was tried.
    pub fn preview(&self) -> Option<&Preview> {
        self.suggested.preview.as_ref().filter(|p| p.stamp() == self.doc.stamp())
    }

    pub(super) fn suggest(&mut self, toward: Option<Band>) {
        let suggestions = suggest(self.doc.course(), toward.map(bands::target));
        self.suggested.found = Some(Found { stamp: self.doc.stamp(), suggestions });
    }

    /// Tries the suggestion at `i` of the list shown on a copy of the course
    /// (once per suggestion hovered), or forgets the preview.
    pub(super) fn preview_suggestion(&mut self, i: Option<usize>) {
        let stamp = self.doc.stamp();
        let Some(i) = i else {
            self.suggested.preview = None;
            return;
        };
        if self.suggested.preview.as_ref().is_some_and(|p| p.is_for(stamp, i)) {
            return;
        }
        self.suggested.preview = self
            .suggestions()
            .and_then(|s| s.suggestions.get(i))
            .and_then(|s| Preview::of(&self.doc, i, s));
        self.effects.push(WindowEffect::Repaint);
    }

    /// Makes a suggestion of the list shown. A list made for another course,
    /// or for this one before it changed, is never applied.
    pub(super) fn apply_suggestion(&mut self, i: usize) {
        let edit = self.suggestions().and_then(|s| s.suggestions.get(i)).map(|s| s.edit.clone());
        match edit {
            Some(edit) => self.edit(Change::Edit(edit)),
            None => {
                self.notices.last =
                    Some(Notice::refused(self.say("editor-notice-stale-suggestion", &[])))
            }
        }
    }
}
