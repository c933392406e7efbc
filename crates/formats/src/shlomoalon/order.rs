//! The order ShlomoAlon is given a course's boards in (`docs/clients.md`).
//! Its course object lists the boards from the start board to the one El
//! Dorado sits against; it joins only boards that follow each other in that
//! list, one random blockade on each join, and leaves any other touching
//! boards open, without a blockade. So a course whose boards are not a chain
//! is still written, in an order from the start board to the finish plate's
//! board in which each board touches the next and which its checks accept;
//! the seams that order leaves open, and their blockades, are lost. Only a
//! course with no such order (a diamond: two ways between the same boards,
//! the plate after them) is refused for its shape.

use std::collections::HashSet;

use eldorado_core::catalog::PieceKind;
use eldorado_core::course::Placement;
use eldorado_core::hex::{Hex, fmt_hex};
use eldorado_core::map::{Map, PieceIdx, SeamId};

use super::check;
use crate::chain::{Chain, chain};
use crate::client::Client;
use crate::loss::{Loss, Refusal};

/// The boards of a course in the order ShlomoAlon is given them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardOrder {
    /// The boards in that order, and the finish plate.
    pub chain: Chain,
    /// The seams between boards that touch but do not follow each other in
    /// it, in seam order.
    pub open: Vec<SeamId>,
}

/// The order to write a valid course's boards in for ShlomoAlon, or why it
/// would refuse the course whatever the order. A chain has one order; of
/// several that its checks accept, the one that loses the fewest blockades on
/// open seams, then the nearest to the course's own order.
pub fn order(map: &Map) -> Result<BoardOrder, Refusal> {
    let client = Client::ShlomoAlon;
    let (orders, finish) = match chain(map, client) {
        Ok(chain) => (vec![chain.pieces], chain.finish),
        Err(Refusal::NotAChain { .. }) => orders(map)?,
        Err(other) => return Err(other),
    };
    let plate = map.piece(finish);
    let e = plate.origin;
    let plate_spaces: HashSet<Hex> = plate.spaces.iter().map(|&s| map.space(s).hex).collect();
    let mut best: Option<(usize, BoardOrder)> = None;
    let mut refused = None;
    for pieces in orders {
        let boards: Vec<Placement> = pieces
            .iter()
            .map(|&i| map.piece(i))
            .map(|p| Placement::new(p.id.clone(), p.rotation, p.origin))
            .collect();
        match check::check(&boards, e) {
            // Our plate's spaces must be the ones it derives, or El Dorado would move.
            Ok(spaces) if HashSet::from(spaces) == plate_spaces => {
                let order = BoardOrder::new(map, Chain { pieces, finish });
                let lost = order.open.iter().filter(|&&s| map.seam(s).blockade.is_some()).count();
                if best.as_ref().is_none_or(|(fewest, _)| lost < *fewest) {
                    best = Some((lost, order));
                }
            }
            Ok(_) => {
                refused.get_or_insert(Refusal::FinishSpaces { client, at: fmt_hex(e) });
            }
            Err(why) => {
                refused.get_or_insert(why);
            }
        }
    }
    match (best, refused) {
        (Some((_, order)), _) => Ok(order),
        (None, Some(why)) => Err(why),
        // `orders` gives at least one order or refuses.
        (None, None) => Err(no_order(map, finish)),
    }
}

impl BoardOrder {
    fn new(map: &Map, chain: Chain) -> BoardOrder {
        let consecutive: HashSet<SeamId> =
            chain.connections().filter_map(|(a, b)| map.seam_between_pieces(a, b)).collect();
        let open = map
            .seams()
            .iter()
            .filter(|s| !s.finish && !consecutive.contains(&s.id))
            .map(|s| s.id)
            .collect();
        BoardOrder { chain, open }
    }

    /// A warning for each seam left open: players cross it freely there, and
    /// the blockade this course puts on it is lost.
    pub fn open_losses(&self, map: &Map) -> Vec<Loss> {
        let order: Vec<String> =
            self.chain.pieces.iter().map(|&p| map.piece(p).id.to_string()).collect();
        self.open
            .iter()
            .map(|&s| {
                let seam = map.seam(s);
                Loss::SeamLeftOpen {
                    client: Client::ShlomoAlon,
                    seam: map.seam_name(s),
                    order: order.clone(),
                    blockade: seam.blockade,
                    along: seam
                        .pairs
                        .iter()
                        .flat_map(|&(a, b)| [map.space(a).hex, map.space(b).hex])
                        .collect(),
                }
            })
            .collect()
    }
}

/// The boards of a course that is not a chain, nearest the start board first.
fn boards(map: &Map) -> Vec<PieceIdx> {
    let mut boards: Vec<PieceIdx> =
        (0..map.pieces().len()).filter(|&p| map.piece(p).kind != PieceKind::Finish).collect();
    boards.sort_by_key(|&p| {
        let piece = map.piece(p);
        (piece.kind != PieceKind::Start, piece.depth, piece.course_index)
    });
    boards
}

fn finish_plate(map: &Map) -> Option<PieceIdx> {
    map.pieces().iter().position(|p| p.kind == PieceKind::Finish)
}

/// Every order of the boards of a course that is not a chain, from the start
/// board to the finish plate's board with each board touching the next, and
/// the finish plate; nearest the course's own order first. Refused when
/// there is none. The box holds seven boards, so at most 6! orders are tried.
fn orders(map: &Map) -> Result<(Vec<Vec<PieceIdx>>, PieceIdx), Refusal> {
    let boards = boards(map);
    let Some(finish) = finish_plate(map) else {
        unreachable!("a valid course has a finish plate");
    };
    let last: Vec<PieceIdx> =
        boards.iter().copied().filter(|&b| map.seam_between_pieces(b, finish).is_some()).collect();
    let mut found = Vec::new();
    let mut path = boards[..1].to_vec();
    extend(map, &boards, &last, &mut path, &mut found);
    if found.is_empty() {
        return Err(no_order(map, finish));
    }
    Ok((found, finish))
}

/// Depth-first, each order that `path` begins: every board once, each
/// touching the one before, the last one of `last`.
fn extend(
    map: &Map,
    boards: &[PieceIdx],
    last: &[PieceIdx],
    path: &mut Vec<PieceIdx>,
    found: &mut Vec<Vec<PieceIdx>>,
) {
    let here = *path.last().expect("the path begins with the start board");
    if path.len() == boards.len() {
        if last.contains(&here) {
            found.push(path.clone());
        }
        return;
    }
    for &next in boards {
        if !path.contains(&next) && map.seam_between_pieces(here, next).is_some() {
            path.push(next);
            extend(map, boards, last, path, found);
            path.pop();
        }
    }
}

/// The refusal of a course with no order: which boards touch which.
fn no_order(map: &Map, finish: PieceIdx) -> Refusal {
    let boards = boards(map);
    // Pieces by side id: the refusal words them in a language.
    let label = |p: PieceIdx| map.piece(p).id.to_string();
    let last = boards
        .iter()
        .find(|&&b| map.seam_between_pieces(b, finish).is_some())
        .map_or_else(|| label(finish), |&b| label(b));
    let touching = boards
        .iter()
        .map(|&b| {
            let others = boards
                .iter()
                .copied()
                .filter(|&o| map.seam_between_pieces(b, o).is_some())
                .map(label)
                .collect();
            (label(b), others)
        })
        .collect();
    Refusal::NoOrder { client: Client::ShlomoAlon, last, touching }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shlomoalon::write;
    use eldorado_core::course::snap::snap_positions;
    use eldorado_core::course::{BlockadeChoice, Course, official};
    use eldorado_core::hex::{self, Rotation};

    fn turned(steps: u8) -> Rotation {
        Rotation::new(steps).expect("0 to 5")
    }

    /// Start board B and these boards (letter, centre), unturned, with a
    /// random blockade on every seam but those given.
    fn laid(boards: &[(&str, (i32, i32))], blockades: &[(&str, &str, u8)]) -> Course {
        let mut course = Course { name: "Shape".into(), ..Course::default() };
        course.pieces.push(Placement::new("B", turned(0), Hex::ZERO));
        for &(letter, (q, r)) in boards {
            course.pieces.push(Placement::new(letter, turned(0), Hex::new(q, r)));
        }
        let map = Map::assemble(&course).map;
        for seam in map.seams() {
            let [a, b] = seam.pieces.map(|p| map.piece(p).id.clone());
            course.set_blockade(&a, &b, Some(BlockadeChoice::Random));
        }
        for &(a, b, number) in blockades {
            course.set_blockade(a, b, Some(BlockadeChoice::Number(number)));
        }
        course
    }

    /// The course with the river side of the finish plate at each place it
    /// fits against `board`.
    fn with_plate(course: &Course, board: &str) -> Vec<(Course, Map)> {
        let centre = course.placement(board).expect("the board is laid").origin;
        (0..6)
            .map(turned)
            .flat_map(|r| {
                snap_positions(course, None, "finish-river", r, (centre.x as f32, centre.y as f32))
                    .into_iter()
                    .map(move |o| (r, o))
            })
            .filter_map(|(r, o)| {
                let mut c = course.clone();
                c.pieces.push(Placement::new("finish-river", r, o));
                let map = Map::build(&c).ok()?;
                let plate = map.piece_by_id("finish-river")?;
                let on = map.piece_by_id(board)?;
                map.seam_between_pieces(on, plate).is_some().then_some((c, map))
            })
            .collect()
    }

    /// The boards of the course object written, by letter.
    fn listed(text: &str) -> Vec<String> {
        let object: serde_json::Value = serde_json::from_str(text).expect("JSON");
        object["p"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|b| b[0].as_str().expect("a letter").to_string())
            .collect()
    }

    #[test]
    fn a_triangle_is_written_in_the_order_that_joins_each_board_to_the_next() {
        // B, C and E touch each other; G touches E only; the plate on G. The
        // one order is B C E G, which leaves B–E open, and its blockade 3.
        let course = laid(&[("C", (3, -7)), ("E", (7, -4)), ("G", (14, -7))], &[("B", "E", 3)]);
        let courses = with_plate(&course, "G");
        assert!(courses.len() >= 2, "the plate fits on G at several places");
        for (course, map) in &courses {
            assert!(chain(map, Client::ShlomoAlon).is_err(), "not a chain");
            let written = write(course, map).unwrap();
            assert_eq!(listed(&written.text), ["B", "C", "E", "G"]);
            let open: Vec<String> = written
                .losses
                .iter()
                .filter(|l| matches!(l, Loss::SeamLeftOpen { .. }))
                .map(ToString::to_string)
                .collect();
            assert_eq!(
                open,
                [
                    "seam B–E is left open in ShlomoAlon, which joins only boards that follow each other in its list (B, C, E, G): blockade 3 on it is lost, and players cross it freely"
                ]
            );
            let open = written.losses.iter().find(|l| matches!(l, Loss::SeamLeftOpen { .. }));
            let b_e = map.seam_between_pieces(0, map.piece_by_id("E").unwrap()).unwrap();
            assert_eq!(open.unwrap().hexes().len(), 2 * map.seam(b_e).pairs.len());
            // Read back, B–E has no blockade (ShlomoAlon lays none there), and
            // the course is written the same again.
            let imported = crate::import(Client::ShlomoAlon, &written.text, "shape").unwrap();
            assert_eq!(imported.course.blockade_between("B", "E"), None);
            let again = write(&imported.course, &Map::build(&imported.course).unwrap()).unwrap();
            assert_eq!(again.text, written.text);
        }
    }

    #[test]
    fn a_diamond_is_written_when_an_order_ends_at_the_plate_and_refused_when_none_does() {
        // B touches C and E, which do not touch each other; G touches C and E.
        let course = laid(&[("C", (3, -7)), ("E", (7, -3)), ("G", (10, -10))], &[]);
        // The plate on C: B E G C, and B–C open with its random blockade.
        let on_c = with_plate(&course, "C");
        assert!(!on_c.is_empty());
        for (course, map) in &on_c {
            let written = write(course, map).unwrap();
            assert_eq!(listed(&written.text), ["B", "E", "G", "C"]);
            let open: Vec<String> = written
                .losses
                .iter()
                .filter(|l| matches!(l, Loss::SeamLeftOpen { .. }))
                .map(ToString::to_string)
                .collect();
            assert_eq!(
                open,
                [
                    "seam B–C is left open in ShlomoAlon, which joins only boards that follow each other in its list (B, E, G, C): the random blockade on it is lost, and players cross it freely"
                ]
            );
        }
        // The plate on G, after both ways: no order ends there.
        let on_g = with_plate(&course, "G");
        assert!(!on_g.is_empty());
        for (course, map) in &on_g {
            assert_eq!(
                write(course, map).unwrap_err().to_string(),
                "no order of this course's boards leads from the start board to board G, where the finish plate is attached, with each board touching the next, and ShlomoAlon lists a course's boards in such an order: start board B touches board C and board E; board C touches start board B and board G; board E touches start board B and board G; board G touches board C and board E"
            );
        }
    }

    #[test]
    fn a_seam_without_a_blockade_here_is_left_open_with_nothing_lost() {
        let mut course = laid(&[("C", (3, -7)), ("E", (7, -4)), ("G", (14, -7))], &[]);
        course.set_blockade("B", "E", None);
        let (course, map) = with_plate(&course, "G").remove(0);
        let written = write(&course, &map).unwrap();
        assert!(
            written.losses.iter().map(ToString::to_string).any(|l| l
                == "seam B–E is left open in ShlomoAlon, which joins only boards that follow each other in its list (B, C, E, G): it lays no blockade there, and players cross it freely"),
            "{:?}",
            written.losses
        );
    }

    #[test]
    fn a_finish_plate_before_the_end_of_a_chain_is_refused() {
        // The First course with board G laid on past K, where the plate is.
        let first = official::course("first-course").unwrap();
        let k = first.placement("K").unwrap().origin;
        let past = (0..6)
            .map(turned)
            .flat_map(|r| hex::NEIGHBOUR_OFFSETS.map(|d| (r, k + d * 7)))
            .flat_map(|(r, near)| {
                snap_positions(&first, None, "G", r, (near.x as f32, near.y as f32))
                    .into_iter()
                    .map(move |o| (r, o))
            })
            .map(|(r, o)| {
                let mut c = first.clone();
                c.pieces.push(Placement::new("G", r, o));
                c
            })
            .find(|c| {
                Map::build(c).is_ok_and(|map| {
                    let g = map.piece_by_id("G").unwrap();
                    let touching: Vec<PieceIdx> = (0..map.pieces().len())
                        .filter(|&p| map.seam_between_pieces(g, p).is_some())
                        .collect();
                    touching == [map.piece_by_id("K").unwrap()]
                })
            })
            .expect("G fits on past K");
        let map = Map::build(&past).unwrap();
        assert_eq!(
            write(&past, &map).unwrap_err().to_string(),
            "the finish plate is attached to board K, but the course goes on past it to board G, and ShlomoAlon puts the finish plate after the last piece"
        );
    }
}
