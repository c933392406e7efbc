//! Copy and paste: pieces taken from a course with their caves and the
//! blockades chosen on their seams, kept by the session while other courses
//! open, and put down again as one held group ([`crate::group`]).
//!
//! A piece is a physical piece of the box, so a course can hold it once:
//! pasting a piece the course already has is refused by the course check
//! ("both used") like any other placement. Cut (copy, then delete) and paste
//! moves pieces within a course; copy and paste carries them to another.

use std::collections::BTreeSet;

use crate::changes::Change;
use crate::placing::with_plates;
use eldorado_core::course::{BlockadeChoice, Course, Edit, Placement, SeamBlockade};
use eldorado_messages::{Lang, text_with};

/// Pieces copied from a course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fragment {
    /// The pieces as they lay, in course order, caves and all.
    pub pieces: Vec<Placement>,
    /// The blockades chosen on the seams of these pieces: with each other,
    /// and with the pieces they touched (kept when they touch them again).
    pub blockades: Vec<SeamBlockade>,
    /// The name of the course they were copied from.
    pub from: String,
}

impl Fragment {
    /// The pieces `ids` of `course` (a board takes the finish plate on its
    /// corner along), or `None` when none of them is on the course.
    pub fn copy(course: &Course, ids: &[String]) -> Option<Fragment> {
        let chosen = with_plates(course, ids);
        if chosen.is_empty() {
            return None;
        }
        let pieces: Vec<Placement> =
            chosen.iter().filter_map(|id| course.placement(id).cloned()).collect();
        let ids: BTreeSet<&str> = pieces.iter().map(|p| p.piece.as_str()).collect();
        let blockades = course
            .blockades
            .iter()
            .filter(|b| b.between.iter().any(|id| ids.contains(id.as_str())))
            .cloned()
            .collect();
        Some(Fragment { pieces, blockades, from: course.name.clone() })
    }

    /// The side ids of the pieces.
    pub fn ids(&self) -> Vec<String> {
        self.pieces.iter().map(|p| p.piece.clone().into()).collect()
    }

    /// The change that pastes, its step named in a language.
    pub fn paste_in(&self, lang: Lang, course: &Course, placed: &[Placement]) -> Change {
        let mut edits: Vec<Edit> = placed.iter().cloned().map(Edit::Place).collect();
        let after: BTreeSet<&str> = course
            .pieces
            .iter()
            .map(|p| p.piece.as_str())
            .chain(placed.iter().map(|p| p.piece.as_str()))
            .collect();
        let mut taken: BTreeSet<u8> = course.blockade_numbers().into_keys().collect();
        for b in &self.blockades {
            if !b.between.iter().all(|id| after.contains(id.as_str())) {
                continue;
            }
            if let BlockadeChoice::Number(n) = b.blockade
                && !taken.insert(n)
            {
                continue;
            }
            edits.push(Edit::Blockade { between: b.between.clone(), blockade: Some(b.blockade) });
        }
        let what = pieces_in(lang, &self.ids());
        Change::Batch {
            label: text_with(lang, "editor-step-paste", &[("what", what.into())]),
            edits,
        }
    }
}

/// Pieces in words in a language ([`crate::words::pieces`]): "board C and
/// the finish plate", "3 pièces".
pub fn pieces_in(lang: Lang, ids: &[String]) -> String {
    crate::words::pieces(lang, ids)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;
    use eldorado_core::map::Map;

    fn index(c: &Course, id: &str) -> usize {
        c.pieces.iter().position(|p| p.piece == id).unwrap()
    }

    fn board_k() -> Vec<String> {
        vec!["K".to_string()]
    }

    #[test]
    fn a_board_is_copied_with_its_plate_its_caves_and_the_blockades_on_its_seams() {
        let mut c = official::default_course();
        let k = index(&c, "K");
        let mountain = c.pieces[k]
            .side()
            .unwrap()
            .spaces
            .iter()
            .find(|s| s.terrain == eldorado_core::catalog::Terrain::Mountain && !s.cave)
            .map(|s| s.local);
        if let Some(local) = mountain {
            c.pieces[k].set_cave(local, true);
        }
        let f = Fragment::copy(&c, &board_k()).unwrap();
        assert_eq!(f.ids(), ["K", "finish-river"]);
        assert_eq!(f.pieces[0], c.pieces[k], "caves and all");
        assert_eq!(pieces_in(Lang::English, &f.ids()), "board K and the finish plate");
        assert_eq!(f.from, c.name);
        assert!(f.blockades.iter().all(|b| b.between.contains(&"K".into())));
        assert_eq!(
            f.blockades.len(),
            c.blockades.iter().filter(|b| b.between.contains(&"K".into())).count()
        );
        assert!(Fragment::copy(&c, &["Z".to_string()]).is_none());
    }

    #[test]
    fn cut_and_paste_in_place_gives_the_course_back() {
        let c = official::default_course();
        let f = Fragment::copy(&c, &board_k()).unwrap();
        let mut cut = c.clone();
        for id in f.ids() {
            Edit::Remove { piece: id.into() }.apply(&mut cut).unwrap();
        }
        let mut pasted = cut.clone();
        f.paste_in(eldorado_messages::Lang::English, &cut, &f.pieces).apply(&mut pasted).unwrap();
        assert_eq!(Map::assemble(&pasted).problems, Vec::new());
        assert_eq!(pasted.blockade_between("I", "K"), c.blockade_between("I", "K"));
        let sorted = |mut x: Course| {
            x.pieces.sort_by(|a, b| a.piece.cmp(&b.piece));
            x.normalize();
            x.blockades.sort_by(|a, b| a.between.cmp(&b.between));
            x
        };
        assert_eq!(sorted(pasted), sorted(c));
    }

    #[test]
    fn a_blockade_number_already_on_the_course_is_not_pasted_twice() {
        let mut c = official::default_course();
        let ik = BlockadeChoice::Number(4);
        c.set_blockade("I", "K", Some(ik));
        let f = Fragment::copy(&c, &board_k()).unwrap();
        let mut cut = c.clone();
        for id in f.ids() {
            Edit::Remove { piece: id.into() }.apply(&mut cut).unwrap();
        }
        // Another seam takes the number I–K had.
        let other = cut.blockades[0].between.clone();
        cut.set_blockade(&other[0], &other[1], Some(ik));
        let mut pasted = cut.clone();
        f.paste_in(eldorado_messages::Lang::English, &cut, &f.pieces).apply(&mut pasted).unwrap();
        assert_eq!(pasted.blockade_between("I", "K"), None);
        assert_eq!(pasted.blockade_between(&other[0], &other[1]), Some(ik));
    }
}
