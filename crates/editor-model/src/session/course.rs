//! The course shown and its history: edits, undo and redo, another course
//! put in its place, and what each of those does to the other parts (what
//! was made for the course as it was goes, the selection follows its
//! pieces, the run's layers are kept over the course they were made on).

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use super::{Session, WindowEffect};
use crate::changes::Change;
use crate::document::Document;
use crate::request::Notice;
use eldorado_core::course::{BlockadeChoice, Edit, EditError, SeamBlockade};
use eldorado_core::map::Map;
use eldorado_core::text::capitalise;

impl Session {
    pub(super) fn edit(&mut self, change: Change) {
        // A cave added or taken away by a Ctrl+click says so: nothing else
        // on the board shows it as plainly as a moved piece.
        let cave = matches!(change, Change::Edit(Edit::Cave { .. }));
        let before = self.doc.history().done();
        let result = self.doc.apply(change);
        self.edited(result);
        if cave {
            self.say_step_since(before);
        }
    }

    /// Says in the status bar what the edit made since the history stood at
    /// `before` steps did, in the words of its undo step ("Delete board C");
    /// nothing when no step was made (an edit that changed nothing).
    pub(super) fn say_step_since(&mut self, before: usize) {
        let history = self.doc.history();
        if history.done() != before + 1 {
            return;
        }
        if let Some(step) = history.steps().get(before).copied().map(capitalise) {
            self.notices.last = Some(Notice::info(step));
        }
    }

    pub(super) fn edited(&mut self, result: Result<(), EditError>) {
        match result {
            Ok(()) => self.changed(),
            Err(e) => {
                let why = eldorado_words::problems::edit_error(&e, self.lang);
                self.notices.last = Some(Notice::refused(capitalise(&why)))
            }
        }
    }

    /// Goes to the step `done` of the history. A game shown: the history
    /// belongs to the game, never to the course behind it.
    pub(super) fn history_to(&mut self, done: usize) {
        if self.game.is_some() {
            self.undo_in_game(true);
        } else if self.doc.go_to_step(done) {
            self.changed();
        }
    }

    /// Undoes the last edit; past the generated course's first edit, the
    /// course open before it comes back. A game shown: Ctrl+Z belongs to
    /// the game.
    pub(super) fn undo(&mut self) {
        if self.game.is_some() {
            self.undo_in_game(false);
        } else if self.doc.undo() {
            self.changed();
        } else if let Some(before) = self.runs.before_generated.take() {
            let name = self.doc.display_name();
            self.replace(before);
            self.notices.last = Some(Notice::info(
                self.say("editor-notice-closed-generated", &[("name", name.into())]),
            ));
        }
    }

    /// Redoes the edit undone last (a game shown: see [`Session::undo`]).
    pub(super) fn redo(&mut self) {
        if self.game.is_some() {
            self.undo_in_game(true);
        } else if self.doc.redo() {
            self.changed();
        }
    }

    /// After the course changed (an edit, undo or redo): what was made for the
    /// course as it was goes; the selection follows its pieces, and pieces
    /// held over the course as it was are put back.
    pub(super) fn changed(&mut self) {
        self.pieces.course_changed(self.doc.course());
        self.suggested.forget();
        self.notices.last = None;
        self.runs.keep_heatmap(&mut self.doc, self.lang);
        self.game_follows_course();
        self.runs.evidence.course_changed();
        self.effects.extend([WindowEffect::CourseChanged, WindowEffect::Repaint]);
    }

    /// Shows another course, for good.
    pub(super) fn replace(&mut self, doc: Document) {
        self.show(doc);
        self.runs.before_generated = None;
    }

    /// Puts another document in place of the open one, which is given back.
    pub(super) fn show(&mut self, mut doc: Document) -> Document {
        doc.set_lang(self.lang);
        let old = std::mem::replace(&mut self.doc, doc);
        self.pieces.course_replaced();
        self.suggested.forget();
        self.start_page = false;
        self.notices.last = None;
        if self.question.as_ref().is_some_and(|q| q.is_about_losses()) {
            self.question = None;
        }
        // Another course's results are not shown beside this one's figures.
        self.runs.simulation.course_replaced(self.doc.stamp());
        self.runs.keep_heatmap(&mut self.doc, self.lang);
        self.game_follows_course();
        self.runs.evidence.course_changed();
        self.effects.extend([WindowEffect::CourseReplaced, WindowEffect::Repaint]);
        old
    }

    /// A numbered blockade on every seam that may take one, drawn as at setup
    /// from a seed that advances with each deal.
    pub(super) fn deal_blockades(&mut self) {
        let seed = self.files.settings.blockade_seed;
        self.files.settings.blockade_seed = seed.wrapping_add(1);
        let map = self.doc.map();
        let mut all_random = self.doc.course().clone();
        all_random.blockades.clear();
        for s in map.seams().iter().filter(|s| s.blockade_allowed) {
            all_random.set_blockade(
                &map.piece(s.pieces[0]).id,
                &map.piece(s.pieces[1]).id,
                Some(BlockadeChoice::Random),
            );
        }
        let dealt_map = Map::assemble(&all_random).map;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let blockades = dealt_map
            .deal_blockades(&mut rng)
            .into_iter()
            .map(|(seam, b)| {
                let s = dealt_map.seam(seam);
                SeamBlockade {
                    between: [
                        dealt_map.piece(s.pieces[0]).id.clone(),
                        dealt_map.piece(s.pieces[1]).id.clone(),
                    ],
                    blockade: BlockadeChoice::Number(b.number),
                }
            })
            .collect();
        self.edit(Change::Named {
            label: self.say("editor-step-deal", &[("seed", seed.to_string().into())]),
            edit: Edit::Blockades(blockades),
        });
    }
}
