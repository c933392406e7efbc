//! A suggestion seen on the board before it is made: while the pointer rests
//! on a suggestion, the canvas draws the course as the edit would leave it,
//! the pieces, seams and spaces it changes marked, with the figures the
//! status bar would then show. Nothing is changed until the suggestion is
//! clicked; a preview is for the course as it was when it was made (its
//! [`Stamp`]) and goes with any change.

use std::collections::BTreeSet;

use crate::document::{Document, Stamp};
use crate::from_analysis;
use crate::insight::{Figure, Figures};
use eldorado_core::course::{Course, Placement};
use eldorado_core::hex::Hex;
use eldorado_core::map::{Assembly, Map};
use eldorado_core::text::capitalise;
use eldorado_design::suggest::Suggestion;
use eldorado_messages::{Lang, text, text_with};

/// A suggestion's edit tried on a copy of the course.
#[derive(Debug, Clone)]
pub struct Preview {
    stamp: Stamp,
    index: usize,
    /// "Turn board J two steps clockwise (120°): fixes tip c on board J;
    /// expected rounds 19.4 to 19.6" (as the list says it).
    pub caption: String,
    /// The course with the edit made.
    pub course: Course,
    /// That course assembled.
    pub assembly: Assembly,
    /// The pieces the edit puts down, moves, turns or flips (side ids after it).
    pub pieces: Vec<String>,
    /// The seams whose blockade it changes, by their pieces' side ids.
    pub seams: Vec<[String; 2]>,
    /// The spaces whose cave it adds or takes away.
    pub caves: Vec<Hex>,
    /// The status bar's figures for the course with the edit made.
    pub figures: Figures,
}

impl Preview {
    /// The suggestion at `index` of a list made for `doc`'s course, tried on
    /// a copy of it (one map and its analysis); `None` if it cannot be made.
    pub fn of(doc: &Document, index: usize, suggestion: &Suggestion) -> Option<Preview> {
        let caption = suggestion_text_in(suggestion, doc.course(), doc.lang());
        let before = doc.course();
        let course = suggestion.edit.applied(before).ok()?;
        let assembly = Map::assemble(&course);
        let figures = from_analysis::compute(&assembly, doc.lang()).summary;
        Some(Preview {
            stamp: doc.stamp(),
            index,
            caption,
            pieces: changed_pieces(before, &course),
            seams: changed_seams(before, &course),
            caves: changed_caves(doc.map(), &assembly.map),
            course,
            assembly,
            figures,
        })
    }

    /// Whether this is the preview of suggestion `index` for the course `stamp` names.
    pub fn is_for(&self, stamp: Stamp, index: usize) -> bool {
        self.stamp == stamp && self.index == index
    }

    /// The course it was made for.
    pub fn stamp(&self) -> Stamp {
        self.stamp
    }

    /// The figures in one line: "difficulty: about 19.6 rounds, hard · shortest route: 21 spaces".
    pub fn figures_line(&self) -> String {
        self.figures
            .shown()
            .map(|(figure, v)| {
                let label = match figure {
                    Figure::Shortest => "shortest route",
                    Figure::Cheapest => "cheapest route",
                    Figure::Difficulty => "difficulty",
                };
                format!("{}: {v}", capitalise(label))
            })
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// How a suggestion made for `course` reads, in the list and over its
/// preview, in `lang`: "Turn board J two steps clockwise (120°): fixes tip c
/// on board J; expected rounds 19.4 to 19.6" (the editor's font has no arrow).
pub fn suggestion_text_in(s: &Suggestion, course: &Course, lang: Lang) -> String {
    let action = eldorado_design::action_words::action_in(&s.edit, course, lang);
    let to = format!(" {} ", text(lang, "finding-suggest-to"));
    let effect = s.effect_in(lang).replace(" → ", &to);
    text_with(
        lang,
        "finding-suggest-caption",
        &[("action", capitalise(&action).into()), ("effect", effect.into())],
    )
}

/// Side ids of the pieces that are new or lie differently after the edit.
fn changed_pieces(before: &Course, after: &Course) -> Vec<String> {
    let same = |p: &Placement| {
        before.placement(&p.piece).is_some_and(|q| q.origin == p.origin && q.rotation == p.rotation)
    };
    after.pieces.iter().filter(|p| !same(p)).map(|p| p.piece.clone().into()).collect()
}

/// The seams whose blockade is not what it was.
fn changed_seams(before: &Course, after: &Course) -> Vec<[String; 2]> {
    let mut seams: BTreeSet<[String; 2]> = BTreeSet::new();
    for b in after.blockades.iter().chain(&before.blockades) {
        let [x, y] = &b.between;
        if before.blockade_between(x, y) != after.blockade_between(x, y) {
            let mut pair = b.between.clone().map(String::from);
            pair.sort();
            seams.insert(pair);
        }
    }
    seams.into_iter().collect()
}

/// The spaces whose cave the edit adds or takes away.
fn changed_caves(before: &Map, after: &Map) -> Vec<Hex> {
    after
        .spaces()
        .iter()
        .filter(|s| before.id_at(s.hex).is_some_and(|id| before.space(id).cave != s.cave))
        .map(|s| s.hex)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::{Edit, official};
    use eldorado_design::suggest::suggest;

    #[test]
    fn a_preview_is_the_course_with_the_edit_made_and_leaves_the_course_alone() {
        let doc = Document::unsaved_in(
            eldorado_messages::Lang::English,
            official::course("first-course").unwrap(),
            "test",
        );
        let found = suggest(doc.course(), None);
        let first = found.suggestions.first().expect("First course has a suggestion");
        let before = Map::assembled_on_this_thread();
        let p = Preview::of(&doc, 0, first).unwrap();
        assert_eq!(p.caption, suggestion_text_in(first, doc.course(), Lang::English));
        assert_eq!(Map::assembled_on_this_thread() - before, 1, "one map");
        assert_eq!(p.course, first.edit.applied(doc.course()).unwrap());
        assert_eq!(doc.course(), &official::course("first-course").unwrap());
        assert!(p.is_for(doc.stamp(), 0) && !p.is_for(doc.stamp(), 1));
        assert!(
            !p.pieces.is_empty() || !p.seams.is_empty() || !p.caves.is_empty(),
            "it marks what changes"
        );
        assert!(p.figures.difficulty.is_some(), "{:?}", p.figures);
    }

    #[test]
    fn what_an_edit_changes_is_marked() {
        let course = official::default_course();
        let map = Map::assemble(&course).map;
        let flip = Edit::Flip { piece: "C".into() }.applied(&course).unwrap();
        assert_eq!(changed_pieces(&course, &flip), ["D"]);
        let mut none = course.clone();
        none.set_blockade("B", "C", None);
        assert_eq!(changed_seams(&course, &none), [["B".to_string(), "C".to_string()]]);
        let mountain = map
            .spaces()
            .iter()
            .find(|s| s.terrain == eldorado_core::catalog::Terrain::Mountain)
            .unwrap();
        let piece = &course.pieces[map.piece(mountain.piece).course_index];
        let cave =
            Edit::Cave { piece: piece.piece.clone(), local: mountain.local, cave: !mountain.cave }
                .applied(&course)
                .unwrap();
        assert_eq!(changed_caves(&map, &Map::assemble(&cave).map), [mountain.hex]);
    }
}
