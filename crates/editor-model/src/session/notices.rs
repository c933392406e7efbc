//! Notices kept until read: what start-up finds wrong in the editor's own
//! files (a damaged settings file, damaged autosaves set aside, another
//! editor running) is each said on its own and stays in the status bar,
//! one after another, until the user has read it ([`Request::NoticeRead`]);
//! a later notice shows in front of them but does not replace them.
//!
//! [`Request::NoticeRead`]: crate::Request::NoticeRead

use super::Session;
use crate::persist::{Damaged, said};
use crate::request::Notice;
use crate::shown;
use eldorado_messages::{Lang, text_with};

/// The status bar's notice: the last one said, and those kept until read.
#[derive(Default)]
pub(super) struct Notices {
    /// The last notice said; gone when the course changes.
    pub last: Option<Notice>,
    /// Notices kept until the user has read them (what start-up found
    /// wrong), oldest first.
    pub kept: Vec<Notice>,
}

impl Notices {
    /// The notice shown: the last one said, or else the oldest kept.
    pub fn shown(&self) -> Option<&Notice> {
        self.last.as_ref().or(self.kept.first())
    }

    /// Says `notice` in the status bar, in front of those kept.
    pub fn say(&mut self, notice: Notice) {
        self.last = Some(notice);
    }

    /// Whether the notice shown is one kept until read.
    pub fn is_kept(&self) -> bool {
        self.last.is_none() && !self.kept.is_empty()
    }

    /// The user read the notice shown: a kept one goes.
    pub fn read(&mut self) {
        if self.is_kept() {
            self.kept.remove(0);
        }
    }
}

impl Session {
    /// The message in the status bar: the last one said, or else the oldest
    /// of those kept until read ([`Session::kept_notices`]).
    pub fn notice(&self) -> Option<&Notice> {
        self.notices.shown()
    }

    /// The notices kept until the user has read them, oldest first; the
    /// status bar shows the first while nothing newer is said.
    pub fn kept_notices(&self) -> &[Notice] {
        &self.notices.kept
    }

    /// Keeps a notice until the user has read it (what the window found at
    /// start-up, such as a damaged settings file).
    pub fn keep_notice(&mut self, notice: Notice) {
        self.notices.kept.push(notice);
    }

    /// Whether the status bar's notice is one kept until read.
    pub fn notice_is_kept(&self) -> bool {
        self.notices.is_kept()
    }
}

/// One notice for all the work left behind that could not be read: what was
/// wrong with the first, and where they were kept.
pub(super) fn damaged_work(lang: Lang, damaged: &[Damaged]) -> Option<Notice> {
    let first = damaged.first()?;
    let kept: Vec<&std::path::Path> =
        damaged.iter().filter_map(|d| d.kept.as_ref().ok().map(|p| p.as_path())).collect();
    let where_ = match kept.as_slice() {
        [] => String::new(),
        [one] if damaged.len() == 1 => {
            text_with(lang, "editor-notice-damaged-kept-it", &[("path", shown::path(one).into())])
        }
        [one] => {
            text_with(lang, "editor-notice-damaged-kept-one", &[("path", shown::path(one).into())])
        }
        [first_kept, .., last] => text_with(
            lang,
            "editor-notice-damaged-kept-many",
            &[
                ("count", kept.len().into()),
                ("first", shown::path(first_kept).into()),
                ("last", shown::file_name(last).into()),
            ],
        ),
    };
    let said = if damaged.len() == 1 {
        text_with(
            lang,
            "editor-notice-damaged-one",
            &[("why", said::left_behind(lang, &first.why).into()), ("kept", where_.into())],
        )
    } else {
        text_with(
            lang,
            "editor-notice-damaged-many",
            &[
                ("count", damaged.len().into()),
                ("why", said::left_behind(lang, &first.why).into()),
                ("kept", where_.into()),
            ],
        )
    };
    Some(Notice::error(said))
}
