//! Which way each piece of the game shown has passed so far at the course's
//! route choices, shortcuts and bends: decided where it passed, by the cut it
//! crossed, exactly as the simulator decides it (`eldorado_design::run::follow`),
//! up to the position shown. A piece not past a choice yet is left out of it.

use eldorado_design::route_words::{choice_name, passed_by};
use eldorado_design::routes::Origin;
use eldorado_sim::montecarlo::Passed;

use super::Game;

/// One piece's way at one route choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WayTaken {
    /// The piece's seat, from 0.
    pub seat: u8,
    /// The piece, among the seat's (two with two players).
    pub piece: u8,
    /// What the choice stands for in the analysis.
    pub origin: Origin,
    /// The way passed by, its index among the choice's ways.
    pub way: usize,
    /// The choice in the game's language ("the bend on board I").
    pub choice: String,
    /// The way it passed by, in the game's language ("in the inner lane").
    pub by: String,
}

/// The ways passed by every piece up to the position shown, seat by seat, in
/// the order the analysis lists the choices.
pub fn ways_taken(game: &Game) -> Vec<WayTaken> {
    let watched = game.watched().clone();
    let passings = eldorado_design::passings::follow(game.timeline(), &watched, game.cursor());
    let map = game.timeline().board().map();
    let lang = game.lang();
    let mut out = Vec::new();
    for (seat, player) in game.timeline().start_state().players().iter().enumerate() {
        for piece in 0..player.pieces().len() {
            for (c, choice) in watched.list.watch.iter().enumerate() {
                let Passed::Way(way) = passings.passed(c, seat as u8, piece as u8) else {
                    continue;
                };
                out.push(WayTaken {
                    seat: seat as u8,
                    piece: piece as u8,
                    origin: choice.origin,
                    way,
                    choice: choice_name(lang, map, &watched.report, choice.origin),
                    by: passed_by(lang, &watched.report, choice.origin, way),
                });
            }
        }
    }
    out
}
