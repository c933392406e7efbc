//! Completing a course the designer has begun ("complete my course"): the
//! pieces already placed stay exactly as they are (sides, turns, positions,
//! blockades, caves), and the generator only adds pieces the course does not
//! use yet — boards and strips after the chain's end, then the finish plate.
//!
//! A design-tip warning that lies wholly on the pieces placed (Winding
//! Paths' first three pieces already bend more than the tips like) does not
//! stop a completion: those pieces are the designer's and stay as they are.
//!
//! The chain's end is the course's last piece in course order. Whether the
//! order can be met from this start is judged at once by the pieces' additive
//! model ([`PieceReach::completing`]), so an impossible order is refused with
//! the reason before any course is drawn.

use eldorado_core::catalog::PieceKind;
use eldorado_core::course::Course;
use eldorado_core::map::Map;
use eldorado_core::map::Rule;

use super::GenerateError;
use super::pieces::PieceSet;
use super::reach::PieceReach;
use super::refusal::Unmeetable;

/// A course to complete, checked, with the pieces left to complete it.
#[derive(Debug, Clone)]
pub struct Completion {
    /// The course as given.
    pub given: Course,
    /// The sides already placed, in course order.
    pub placed: Vec<&'static str>,
    /// The boards and strips that may still be added.
    pub left: PieceSet,
    /// What the pieces left can reach from this start.
    pub reach: PieceReach,
}

impl Completion {
    /// Checks that `course` can be completed with `pieces` (those not on the
    /// course yet): it is valid, begins with its start board and has no finish
    /// plate yet, and its chain ends on a board, or on a strip with a board left
    /// to follow it.
    pub fn of(course: &Course, pieces: &PieceSet) -> Result<Completion, GenerateError> {
        let refuse = |why: Unmeetable| Err(GenerateError::from(why));
        let mut placed = Vec::new();
        for p in &course.pieces {
            let Some(side) = p.side() else {
                return refuse(Unmeetable::ForeignPiece(p.piece.to_string()));
            };
            placed.push((side.id.as_str(), side.kind));
        }
        match placed.first() {
            None => {
                return refuse(Unmeetable::NoPieces);
            }
            Some((_, kind)) if *kind != PieceKind::Start => {
                return refuse(Unmeetable::NotStartFirst(placed[0].0.to_string()));
            }
            _ => {}
        }
        if placed.iter().any(|(_, k)| *k == PieceKind::Finish) {
            return refuse(Unmeetable::HasFinish);
        }
        // The finish plate is what completing adds: its absence is no fault here.
        let assembled = Map::assemble(course);
        if let Some(p) = assembled.problems.iter().find(|p| p.rule != Rule::FinishPlate) {
            return refuse(Unmeetable::Broken(p.clone()));
        }
        let ids: Vec<&'static str> = placed.iter().map(|(id, _)| *id).collect();
        let left = pieces.without(&ids);
        let ends_on_board = placed.last().is_some_and(|(_, k)| k.is_board());
        if !ends_on_board && left.boards.is_empty() {
            return refuse(Unmeetable::EndsOnStrip(ids[ids.len() - 1].to_string()));
        }
        let reach = PieceReach::completing(&left, &ids, usize::from(!ends_on_board));
        Ok(Completion { given: course.clone(), placed: ids, left, reach })
    }

    /// The most spaces a completed course can have: those placed, and each
    /// piece left on its larger side, with the finish plate.
    pub fn most_spaces(&self) -> usize {
        let placed = Map::assemble(&self.given).map.spaces().len();
        let catalog = eldorado_core::catalog::Catalog::get();
        let larger = |pair: &[&str; 2]| {
            pair.iter().filter_map(|id| catalog.side(id)).map(|s| s.spaces.len()).max().unwrap_or(0)
        };
        placed
            + self.left.boards.iter().chain(&self.left.strips).map(larger).sum::<usize>()
            + larger(&self.left.finish)
    }

    /// Refuses an order these pieces cannot reach from this start, saying why.
    pub fn check_order(&self, (low, high): (f64, f64), scale: f64) -> Result<(), GenerateError> {
        let (least, most) = self.reach.range();
        let (least, most) = (least * scale, most * scale);
        let order = (low, high);
        if low > most {
            let none_left = self.left.boards.is_empty() && self.left.strips.is_empty();
            let left = (!none_left).then(|| self.left.clone());
            return Err(GenerateError::from(Unmeetable::TooShortLeft { left, most, order }));
        }
        if high < least {
            let least = least.max(1.0);
            return Err(GenerateError::from(Unmeetable::TooLongPlaced { least, order }));
        }
        Ok(())
    }
}
