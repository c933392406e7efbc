//! Which way each piece of the game shown has taken so far at the course's
//! route choices, shortcuts and bends: the same ways the simulator watches
//! (`eldorado_design::routes::watchlist`), counted the same way (a piece took
//! the way whose spaces it entered most often), up to the position shown.

use eldorado_core::map::Map;
use eldorado_design::routes::watchlist;
use eldorado_rules::action::Event;

use super::Game;

/// One piece's way at one route choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WayTaken {
    /// The piece's seat, from 0.
    pub seat: u8,
    /// The piece, among the seat's (two with two players).
    pub piece: u8,
    /// The choice, as the simulation names it ("the bend on board I").
    pub choice: String,
    /// The way taken ("the inner lane").
    pub way: String,
}

/// The ways taken by every piece up to the position shown, seat by seat, in
/// the order the analysis lists the choices; a piece that has entered none of
/// a choice's ways yet is left out of it.
pub fn ways_taken(game: &Game) -> Vec<WayTaken> {
    let Ok(map) = Map::build(game.course()) else { return Vec::new() };
    let list = watchlist(&map, &eldorado_analysis::analyze_figures(&map));
    let timeline = game.timeline();
    let mut state = timeline.start_state().clone();
    let mut rng = timeline.start_rng();
    // Entries per (seat, piece) slot, per choice, per way.
    let mut entered: Vec<Vec<Vec<u32>>> =
        (0..8).map(|_| list.watch.iter().map(|c| vec![0; c.ways.len()]).collect()).collect();
    for &a in &timeline.actions()[..game.cursor().min(timeline.len())] {
        let Ok(events) = state.apply(a, &mut rng) else { break };
        for e in &events {
            let Event::Entered { player, piece, space } = *e else { continue };
            let slot = (player as usize * 2 + piece as usize).min(7);
            for (c, choice) in list.watch.iter().enumerate() {
                if let Some(w) =
                    choice.ways.iter().position(|w| w.spaces.contains(&(space as usize)))
                {
                    entered[slot][c][w] += 1;
                }
            }
        }
    }
    let mut out = Vec::new();
    for (seat, player) in state.players().iter().enumerate() {
        for piece in 0..player.pieces().len() {
            let slot = (seat * 2 + piece).min(7);
            for (c, choice) in list.watch.iter().enumerate() {
                let counts = &entered[slot][c];
                let Some((w, &n)) =
                    counts.iter().enumerate().max_by_key(|&(w, n)| (*n, std::cmp::Reverse(w)))
                else {
                    continue;
                };
                if n > 0 {
                    out.push(WayTaken {
                        seat: seat as u8,
                        piece: piece as u8,
                        choice: choice.name.clone(),
                        way: choice.ways[w].name.clone(),
                    });
                }
            }
        }
    }
    out
}
