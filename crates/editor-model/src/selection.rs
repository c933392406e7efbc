//! The pieces selected on the course, by side id: what Turn, Flip, Delete,
//! Cut and Copy act on, from the Edit menu, the piece's menu, the keys or
//! the wheel alike. The session keeps it; after every change to the course
//! it follows the pieces: a piece turned over stays selected by its other
//! side, and a piece no longer on the course drops out.

use std::collections::BTreeSet;

use eldorado_core::catalog::Catalog;
use eldorado_core::course::Course;

use eldorado_core::catalog::SideId;

/// The selected pieces, by side id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    ids: BTreeSet<SideId>,
}

impl Selection {
    /// Whether nothing is selected.
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// How many pieces are selected.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// Whether the piece with this side id is selected.
    pub fn contains(&self, id: &str) -> bool {
        self.ids.contains(id)
    }

    /// The selected pieces' side ids, in the order they lie in `course`.
    pub fn in_course_order(&self, course: &Course) -> Vec<String> {
        course
            .pieces
            .iter()
            .filter(|p| self.contains(&p.piece))
            .map(|p| p.piece.clone().into())
            .collect()
    }

    /// The selected pieces in words in a language ([`Selection::describe`]).
    pub fn describe_in(&self, lang: eldorado_messages::Lang, course: &Course) -> Option<String> {
        let ids = self.in_course_order(course);
        (!ids.is_empty()).then(|| crate::clipboard::pieces_in(lang, &ids))
    }

    /// Selects exactly these pieces.
    pub(crate) fn set(&mut self, ids: impl IntoIterator<Item = SideId>) {
        self.ids = ids.into_iter().collect();
    }

    /// Adds these pieces.
    pub(crate) fn add(&mut self, ids: impl IntoIterator<Item = SideId>) {
        self.ids.extend(ids);
    }

    /// Adds the piece, or takes it out if it was selected.
    pub(crate) fn toggle(&mut self, id: SideId) {
        if !self.ids.remove(&id) {
            self.ids.insert(id);
        }
    }

    /// Selects nothing.
    pub(crate) fn clear(&mut self) {
        self.ids.clear();
    }

    /// After the course changed (an edit, undo or redo): a selected piece
    /// that now lies on its other side stays selected by that side; one no
    /// longer on the course drops out. Returns whether the selection changed.
    pub(crate) fn follow(&mut self, course: &Course) -> bool {
        let on_course = |id: &str| course.placement(id).is_some();
        let followed: BTreeSet<SideId> = self
            .ids
            .iter()
            .filter_map(|id| {
                if on_course(id) {
                    return Some(id.clone());
                }
                let other = Catalog::get().flip(id)?;
                on_course(&other.id).then(|| SideId::from(&other.id))
            })
            .collect();
        let changed = followed != self.ids;
        self.ids = followed;
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::{Edit, official};

    #[test]
    fn a_selection_follows_a_flip_and_forgets_a_piece_taken_off() {
        let mut course = official::default_course();
        let mut s = Selection::default();
        s.set(["N".into(), "C".into()]);
        assert_eq!(s.in_course_order(&course), ["C", "N"]);
        assert_eq!(
            s.describe_in(eldorado_messages::Lang::English, &course).as_deref(),
            Some("board C and board N")
        );
        Edit::Flip { piece: "C".into() }.apply(&mut course).unwrap();
        Edit::Remove { piece: "N".into() }.apply(&mut course).unwrap();
        assert!(s.follow(&course));
        assert_eq!(s.in_course_order(&course), ["D"]);
        assert!(!s.follow(&course), "nothing more to follow");
        s.toggle("D".into());
        assert!(s.is_empty());
        assert_eq!(s.describe_in(eldorado_messages::Lang::English, &course), None);
    }
}
