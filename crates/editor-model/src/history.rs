//! Undo and redo. A course is a few kilobytes, so each step keeps the whole
//! course from before it: undo can never drift from what was really there.

use super::changes::Change;
use eldorado_core::course::Course;

/// How many steps are kept.
pub const DEPTH: usize = 500;

struct Step {
    label: String,
    /// The course on the other side of this step (before it on the undo stack,
    /// after it on the redo stack), and the version number that course had.
    course: Course,
    version: u64,
    /// The change, kept so that typing in one field can merge into one step.
    change: Change,
}

/// The undo and redo stacks, and a version number for the current course that
/// changes with every edit and comes back with undo (used to tell whether the
/// course differs from the saved file).
#[derive(Default)]
pub struct History {
    undo: Vec<Step>,
    redo: Vec<Step>,
    version: u64,
    next_version: u64,
}

impl History {
    /// Records that `change` changed the course from `before`; returns the new version.
    pub fn record(&mut self, change: Change, label: String, before: Course) -> u64 {
        self.redo.clear();
        self.next_version += 1;
        let merge = self.undo.last().is_some_and(|top| change.merges_with(&top.change));
        if merge {
            // Keep the oldest "before", so that undo goes back past all the typing.
            let top = self.undo.last_mut().expect("checked above");
            top.change = change;
        } else {
            self.undo.push(Step { label, course: before, version: self.version, change });
            if self.undo.len() > DEPTH {
                self.undo.remove(0);
            }
        }
        self.version = self.next_version;
        self.version
    }

    /// Steps back: returns the course to show, given the current one.
    pub fn undo(&mut self, current: &Course) -> Option<Course> {
        let step = self.undo.pop()?;
        self.redo.push(Step {
            label: step.label,
            course: current.clone(),
            version: self.version,
            change: step.change,
        });
        self.version = step.version;
        Some(step.course)
    }

    /// Steps forward again after an undo: returns the course to show, given the current one.
    pub fn redo(&mut self, current: &Course) -> Option<Course> {
        let step = self.redo.pop()?;
        self.undo.push(Step {
            label: step.label,
            course: current.clone(),
            version: self.version,
            change: step.change,
        });
        self.version = step.version;
        Some(step.course)
    }

    /// The version number of the current course.
    pub fn version(&self) -> u64 {
        self.version
    }
    /// What Undo would take back ("move board C"), if anything.
    pub fn undo_label(&self) -> Option<&str> {
        self.undo.last().map(|s| s.label.as_str())
    }
    /// What Redo would make again, if anything.
    pub fn redo_label(&self) -> Option<&str> {
        self.redo.last().map(|s| s.label.as_str())
    }
    /// Every step in the order made: those done (undo would take them back,
    /// the oldest first), then those undone (redo would make them again, the
    /// next first). The course shown is after the first [`History::done`].
    pub fn steps(&self) -> Vec<&str> {
        let done = self.undo.iter().map(|s| s.label.as_str());
        done.chain(self.redo.iter().rev().map(|s| s.label.as_str())).collect()
    }
    /// How many steps are done: where the course shown stands among [`History::steps`].
    pub fn done(&self) -> usize {
        self.undo.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::changes::TextField;
    use eldorado_core::course::Edit;

    fn named(name: &str) -> Course {
        Course { name: name.into(), ..Course::default() }
    }
    fn rename(name: &str) -> Change {
        Change::SetText { field: TextField::Name, text: name.into() }
    }
    fn flip() -> Change {
        Change::Edit(Edit::Flip { piece: "C".into() })
    }
    fn remove() -> Change {
        Change::Edit(Edit::Remove { piece: "C".into() })
    }

    #[test]
    fn undo_and_redo_walk_back_and_forth_and_versions_come_back() {
        let mut h = History::default();
        let v0 = h.version();
        let v1 = h.record(flip(), "one".into(), named("a"));
        let v2 = h.record(remove(), "two".into(), named("b"));
        assert!(v0 != v1 && v1 != v2);
        assert_eq!(h.undo_label(), Some("two"));
        assert_eq!(h.undo(&named("c")).unwrap().name, "b");
        assert_eq!(h.version(), v1);
        assert_eq!(h.redo_label(), Some("two"));
        assert_eq!(h.redo(&named("b")).unwrap().name, "c");
        assert_eq!(h.version(), v2);
        h.undo(&named("c"));
        h.undo(&named("b"));
        assert_eq!(h.version(), v0);
        assert!(h.undo(&named("a")).is_none());
    }

    #[test]
    fn a_new_edit_clears_redo_and_gets_a_fresh_version() {
        let mut h = History::default();
        let v1 = h.record(flip(), "one".into(), named("a"));
        h.undo(&named("b"));
        let v2 = h.record(remove(), "two".into(), named("a"));
        assert_ne!(v1, v2, "a different course must not look saved");
        assert!(h.redo_label().is_none());
    }

    #[test]
    fn typing_in_one_field_is_one_step() {
        let mut h = History::default();
        h.record(rename("N"), "name".into(), named(""));
        h.record(rename("Ne"), "name".into(), named("N"));
        h.record(rename("New"), "name".into(), named("Ne"));
        assert_eq!(h.undo(&named("New")).unwrap().name, "");
        assert!(h.undo_label().is_none());
    }
}
