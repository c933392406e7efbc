//! Both clients read a course as a chain: the start board, each piece joined to
//! the next, and the finish plate after the last one, with one blockade dealt
//! at random onto every connection. This finds that chain in an assembled
//! course, or says why there is none.

use crate::client::Client;
use crate::loss::{Loss, Refusal};
use eldorado_core::catalog::PieceKind;
use eldorado_core::course::BlockadeChoice;
use eldorado_core::map::{Map, PieceIdx};

/// The most connections a client deals blockades onto: there are six.
const MAX_CONNECTIONS: usize = 6;

/// A course as a chain of pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chain {
    /// The pieces from the start board to the last board, finish plate left out.
    pub pieces: Vec<PieceIdx>,
    pub finish: PieceIdx,
}

/// The chain of a valid course's map, or why the client cannot lay it out.
pub fn chain(map: &Map, client: Client) -> Result<Chain, Refusal> {
    let find = |kind| map.pieces().iter().position(|p| p.kind == kind);
    let (Some(start), Some(finish)) = (find(PieceKind::Start), find(PieceKind::Finish)) else {
        unreachable!("a valid course has a start board and a finish plate");
    };
    let touching = |p: PieceIdx| -> Vec<PieceIdx> {
        (0..map.pieces().len())
            .filter(|&q| q != finish && map.seam_between_pieces(p, q).is_some())
            .collect()
    };
    // Pieces by side id: the refusal words them in a language.
    let label = |p: PieceIdx| map.piece(p).id.clone();
    let mut pieces = vec![start];
    loop {
        let here = *pieces.last().expect("starts with the start board");
        let around = touching(here);
        let before = pieces.len().checked_sub(2).map(|i| pieces[i]);
        let ahead: Vec<PieceIdx> = around.iter().copied().filter(|&p| Some(p) != before).collect();
        if ahead.len() > 1 || ahead.iter().any(|p| pieces.contains(p)) {
            return Err(Refusal::NotAChain {
                client,
                piece: label(here).to_string(),
                touches: around.into_iter().map(|p| label(p).to_string()).collect(),
            });
        }
        match ahead.first() {
            Some(&next) => pieces.push(next),
            None => break,
        }
    }
    let last = *pieces.last().expect("not empty");
    if let Some(&board) = pieces.iter().find(|&&p| map.seam_between_pieces(p, finish).is_some())
        && board != last
    {
        let next = pieces[pieces.iter().position(|&p| p == board).expect("found") + 1];
        return Err(Refusal::FinishNotLast {
            client,
            board: label(board).to_string(),
            next: label(next).to_string(),
        });
    }
    if pieces.len() > MAX_CONNECTIONS + 1 {
        let seam = map
            .seam_between_pieces(pieces[MAX_CONNECTIONS], pieces[MAX_CONNECTIONS + 1])
            .expect("consecutive pieces touch");
        return Err(Refusal::TooManyConnections { client, seam: map.seam_name(seam) });
    }
    Ok(Chain { pieces, finish })
}

impl Chain {
    /// Each connection: the two consecutive pieces.
    pub fn connections(&self) -> impl Iterator<Item = (PieceIdx, PieceIdx)> + '_ {
        self.pieces.windows(2).map(|w| (w[0], w[1]))
    }
}

/// What a client's dealing of one random blockade onto every connection
/// changes in this course.
pub fn passage_losses(map: &Map, chain: &Chain, client: Client) -> Vec<Loss> {
    let mut out = Vec::new();
    for (a, b) in chain.connections() {
        let seam = map.seam(map.seam_between_pieces(a, b).expect("consecutive pieces touch"));
        let name = map.seam_name(seam.id);
        match seam.blockade {
            Some(BlockadeChoice::Random) => {}
            Some(BlockadeChoice::Number(number)) => {
                out.push(Loss::FixedBlockade { client, seam: name, number })
            }
            None if seam.blockade_allowed => out.push(Loss::NoBlockade { client, seam: name }),
            None => out.push(Loss::StripFarSeam {
                client,
                seam: name,
                strip: map.piece(seam.pieces[0]).id.to_string(),
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::snap::snap_positions;
    use eldorado_core::course::{Course, Placement, official};
    use eldorado_core::hex::{self, Rotation};
    use eldorado_core::map::Rule;

    /// The course with `piece` put flush against `to` (and nothing else), the
    /// course still valid but for a missing finish plate; tries each rotation
    /// and each side of `to`.
    fn attached(course: &Course, piece: &str, to: &str) -> Course {
        let centre = course.placement(to).unwrap().origin;
        for rotation in (0..6).filter_map(Rotation::new) {
            for direction in hex::NEIGHBOUR_OFFSETS {
                let near = centre + direction * 7;
                for origin in
                    snap_positions(course, None, piece, rotation, (near.x as f32, near.y as f32))
                {
                    let mut with = course.clone();
                    with.pieces.push(Placement::new(piece, rotation, origin));
                    let assembly = Map::assemble(&with);
                    if assembly.problems.iter().all(|p| p.rule == Rule::FinishPlate) {
                        let map = assembly.map;
                        let p = map.piece_by_id(piece).unwrap();
                        let touching: Vec<&str> = (0..map.pieces().len())
                            .filter(|&q| map.seam_between_pieces(p, q).is_some())
                            .map(|q| map.piece(q).id.as_str())
                            .collect();
                        if touching == [to] {
                            return with;
                        }
                    }
                }
            }
        }
        panic!("{piece} does not fit against {to}");
    }

    fn refusal(course: &Course) -> String {
        chain(&Map::build(course).unwrap(), Client::Durango).unwrap_err().to_string()
    }

    #[test]
    fn a_branch_is_not_a_chain() {
        let first = official::course("first-course").unwrap();
        let branched = attached(&first, "G", "C");
        assert_eq!(
            refusal(&branched),
            "board C touches start board B, board N and board G, but durango lays a course out as a chain in which each piece touches only the one before it and the one after it"
        );
    }

    #[test]
    fn the_finish_plate_comes_last_and_six_connections_are_the_most() {
        let mut swamplands = official::course("swamplands").unwrap();
        let plate = swamplands.pieces.pop().unwrap();
        let longer = attached(&swamplands, "I", "K");
        let mut past_the_finish = longer.clone();
        past_the_finish.pieces.push(plate.clone());
        assert_eq!(
            refusal(&past_the_finish),
            "the finish plate is attached to board K, but the course goes on past it to board I, and durango puts the finish plate after the last piece"
        );
        let i = longer.placement("I").unwrap().origin;
        let seven = (0..6)
            .filter_map(Rotation::new)
            .flat_map(|r| {
                snap_positions(&longer, None, &plate.piece, r, (i.x as f32, i.y as f32))
                    .into_iter()
                    .map(move |o| (r, o))
            })
            .map(|(r, o)| {
                let mut c = longer.clone();
                c.pieces.push(Placement::new(plate.piece.clone(), r, o));
                c
            })
            .find(|c| Map::build(c).is_ok())
            .expect("the plate fits on I");
        assert_eq!(
            refusal(&seven),
            "seam K–I would be the 7th connection, but durango deals one of the six blockades onto each connection, so it takes at most 6"
        );
        assert_eq!(
            chain(&Map::build(&official::course("swamplands").unwrap()).unwrap(), Client::Durango)
                .unwrap()
                .pieces
                .len(),
            7
        );
    }
}
