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
pub(super) fn damaged_work(damaged: &[Damaged]) -> Option<Notice> {
    let first = damaged.first()?;
    let kept: Vec<&std::path::Path> =
        damaged.iter().filter_map(|d| d.kept.as_ref().ok().map(|p| p.as_path())).collect();
    let where_ = match kept.as_slice() {
        [] => String::new(),
        [one] if damaged.len() == 1 => format!("; it was kept as {}", shown::path(one)),
        [one] => format!("; one was kept as {}", shown::path(one)),
        [first_kept, .., last] => format!(
            "; {} were kept, as {} to {}",
            kept.len(),
            shown::path(first_kept),
            shown::file_name(last)
        ),
    };
    let text = if damaged.len() == 1 {
        format!(
            "Unsaved work from an earlier session could not be restored: {}{where_}.",
            first.why
        )
    } else {
        format!(
            "{} sets of unsaved work from earlier sessions could not be restored (the first: {}){where_}.",
            damaged.len(),
            first.why
        )
    };
    Some(Notice::error(text))
}
