//! Notices kept until read: what start-up finds wrong in the editor's own
//! files (a damaged settings file, damaged autosaves set aside, another
//! editor running) is each said on its own and stays in the status bar,
//! one after another, until the user has read it ([`Request::NoticeRead`]);
//! a later notice shows in front of them but does not replace them.
//!
//! [`Request::NoticeRead`]: crate::Request::NoticeRead

use super::Session;
use crate::persist::Damaged;
use crate::request::Notice;
use crate::shown;
use eldorado_messages::{Lang, text_with};

impl Session {
    /// The notices kept until the user has read them, oldest first; the
    /// status bar shows the first while nothing newer is said.
    pub fn kept_notices(&self) -> &[Notice] {
        &self.kept_notices
    }

    /// Keeps a notice until the user has read it (what the window found at
    /// start-up, such as a damaged settings file).
    pub fn keep_notice(&mut self, notice: Notice) {
        self.kept_notices.push(notice);
    }

    /// Whether the status bar's notice is one kept until read.
    pub fn notice_is_kept(&self) -> bool {
        self.notice.is_none() && !self.kept_notices.is_empty()
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
            &[("why", first.why.to_string().into()), ("kept", where_.into())],
        )
    } else {
        text_with(
            lang,
            "editor-notice-damaged-many",
            &[
                ("count", damaged.len().into()),
                ("why", first.why.to_string().into()),
                ("kept", where_.into()),
            ],
        )
    };
    Some(Notice::error(said))
}
