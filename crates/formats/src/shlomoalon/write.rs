//! ShlomoAlon's course object (`docs/clients.md`), written as JSON so that it
//! can be pasted into its course list: `id` (the name as a file name would
//! have it), `name`, `p`
//! (the boards as `[letter, q, r, rotation]` from the start board on), `e` (the
//! middle finishing space) and `s` (`"j"` or `"w"`, the finish side).

use super::order::order;
use super::{FINISH_SIDES, boards};
use crate::chain::passage_losses;
use crate::client::Client;
use crate::loss::{Loss, Refusal, Written};
use eldorado_core::catalog::PieceKind;
use eldorado_core::course::{Course, file_stem};
use eldorado_core::map::Map;

/// The course object of a valid course, or why ShlomoAlon cannot hold it or
/// would refuse it (its own checks, run on its own boards). The boards go in
/// the order it is to take them in ([`order`]): a course that is not a chain
/// loses the seams that order leaves open.
pub fn write(course: &Course, map: &Map) -> Result<Written, Refusal> {
    let client = Client::ShlomoAlon;
    if let Some(strip) = map.pieces().iter().find(|p| p.kind == PieceKind::Strip) {
        return Err(Refusal::Strip { client, strip: strip.id.to_string() });
    }
    let order = order(map)?;
    let plate = map.piece(order.chain.finish);
    let e = plate.origin;

    let mut losses = passage_losses(map, &order.chain, client);
    losses.extend(order.open_losses(map));
    losses.extend(boards::view(map));
    losses.extend(Loss::text_not_written(
        client,
        &[("author", &course.author), ("notes", &course.notes)],
    ));

    let boards: Vec<String> = order
        .chain
        .pieces
        .iter()
        .map(|&i| map.piece(i))
        .map(|p| {
            format!("[{}, {}, {}, {}]", quoted(&p.id), p.origin.x, p.origin.y, p.rotation.steps())
        })
        .collect();
    let side = FINISH_SIDES.iter().find(|(_, id)| plate.id == *id).map_or("w", |(s, _)| s);
    let text = format!(
        "{{\n  \"id\": {},\n  \"name\": {},\n  \"p\": [{}],\n  \"e\": [{}, {}],\n  \"s\": {}\n}}\n",
        quoted(&file_stem(&course.name)),
        quoted(&course.name),
        boards.join(", "),
        e.x,
        e.y,
        quoted(side)
    );
    Ok(Written { text, losses })
}

/// A JSON string, safe inside the web page's script the object is pasted into.
fn quoted(s: &str) -> String {
    crate::embed::script_safe(&serde_json::to_string(s).expect("a string serialises"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::catalog::{Catalog, Terrain};
    use eldorado_core::course::{Edit, Placement, official};
    use eldorado_core::hex::{self, Hex, Rotation, fmt_hex};

    #[test]
    fn writes_the_course_object_and_says_what_is_lost() {
        let course = official::course("serpentine").unwrap();
        let written = write(&course, &Map::build(&course).unwrap()).unwrap();
        assert_eq!(
            written.text,
            "{\n  \"id\": \"serpentine\",\n  \"name\": \"Serpentine\",\n  \"p\": [[\"A\", 0, 0, 0], [\"C\", 7, -4, 3], [\"E\", 10, -11, 0], [\"G\", 3, -8, 2], [\"J\", 6, -15, 2], [\"M\", 13, -19, 4]],\n  \"e\": [17, -19],\n  \"s\": \"w\"\n}\n"
        );
        let messages: Vec<String> = written.losses.iter().map(ToString::to_string).collect();
        assert_eq!(messages.len(), 3, "{messages:?}");
        assert_eq!(
            messages[0],
            "ShlomoAlon's boards have no caves: the 6 caves of start board A, board C, board E, board G, board J and board M are plain mountains there"
        );
        // Every space of its own E that is not as printed, E lying unturned
        // with its centre at (10, -11): its corner (-3, 3) at (7, -8) a
        // jungle 1, for one.
        assert_eq!(
            messages[1],
            "board E differs in ShlomoAlon, whose own board is a reconstruction with 32 of its 37 spaces not as printed: jungle 1 instead of basecamp 1 at (10, -14), jungle 1 instead of village 1 at (11, -14), rubble 1 instead of village 1 at (12, -14), jungle 1 instead of village 1 at (13, -14), mountain instead of jungle 2 at (10, -13), rubble 2 instead of jungle 1 at (11, -13), jungle 1 instead of village 1 at (13, -13), river 1 instead of rubble 1 at (8, -12), jungle 2 instead of jungle 1 at (9, -12), rubble 1 instead of mountain at (10, -12), jungle 1 instead of river 1 at (11, -12), village 1 instead of river 1 at (12, -12), river 1 instead of jungle 1 at (7, -11), mountain instead of jungle 2 at (8, -11), rubble 1 instead of jungle 3 at (9, -11), basecamp 1 instead of river 1 at (10, -11), rubble 1 instead of jungle 1 at (11, -11), mountain instead of jungle 2 at (12, -11), jungle 1 instead of rubble 1 at (13, -11), river 1 instead of jungle 1 at (7, -10), jungle 1 instead of rubble 1 at (8, -10), rubble 2 instead of rubble 3 at (9, -10), jungle 1 instead of rubble 1 at (10, -10), village 2 instead of mountain at (11, -10), river 1 instead of rubble 1 at (7, -9), jungle 2 instead of mountain at (8, -9), rubble 1 instead of jungle 2 at (9, -9), mountain instead of river 2 at (10, -9), village 1 instead of jungle 1 at (11, -9), jungle 1 instead of mountain at (7, -8), jungle 1 instead of rubble 1 at (9, -8) and village 1 instead of jungle 1 at (10, -8)"
        );
        assert_eq!(written.losses[1].hexes().len(), 32, "each such space is pointed out");
        assert_eq!(
            messages[2],
            "the course's author and notes are not written: a ShlomoAlon course holds only a name"
        );
    }

    /// Official Winding Paths (B I F G C N, river side) after these edits.
    fn winding_paths_after(edits: &[Edit]) -> (Course, Map) {
        let mut course = official::course("winding-paths").unwrap();
        for edit in edits {
            edit.apply(&mut course).unwrap();
        }
        let map = Map::build(&course).expect("a valid course here");
        (course, map)
    }

    fn swap(piece: &str, with: &str) -> Edit {
        Edit::Swap { piece: piece.into(), with: with.into() }
    }

    fn flip(piece: &str) -> Edit {
        Edit::Flip { piece: piece.into() }
    }

    #[test]
    fn el_dorado_beside_only_mountains_of_the_last_board_is_refused() {
        // Its last board N swapped for L: the middle finishing space touches
        // only a mountain of L, so ShlomoAlon refuses the course.
        let shapes = [
            ("B I F G C L, river side", vec![swap("N", "L")]),
            ("B J F G C L, jungle side", vec![swap("N", "L"), flip("I"), flip("finish-river")]),
            ("B I M G C L, river side", vec![swap("N", "L"), swap("F", "M")]),
        ];
        for (shape, edits) in shapes {
            let (course, map) = winding_paths_after(&edits);
            let pieces: Vec<&str> = course.pieces.iter().map(|p| p.piece.as_str()).collect();
            let refused = write(&course, &map).map(|w| w.text).map_err(|e| e.to_string());
            assert_eq!(
                refused,
                Err("El Dorado at (7, -30) does not sit against board L, the last board: the middle finishing space touches it only at mountains, and ShlomoAlon refuses such a course".to_string()),
                "{shape} ({pieces:?})"
            );
        }
    }

    /// The losses of a course written, as sentences.
    fn said(course: &Course) -> Vec<String> {
        let map = Map::build(course).expect("a valid course here");
        let written = write(course, &map).unwrap_or_else(|e| panic!("refused: {e}"));
        written.losses.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_course_ending_on_board_e_is_written_where_its_own_e_takes_el_dorado() {
        // Hills of Gold with its last board N swapped for E: the middle
        // finishing space touches E only at its corner (-3, 3), a mountain on
        // the printed board and a jungle 1 on ShlomoAlon's own E.
        let mut course = official::course("hills-of-gold").unwrap();
        swap("N", "E").apply(&mut course).unwrap();
        let e = course.placement("E").unwrap().clone();
        let plate = course.pieces.last().unwrap().origin;
        let corner = e.to_world(Hex::new(-3, 3));
        let printed = Catalog::get().side("E").unwrap();
        let touched: Vec<Hex> =
            hex::neighbours(plate).filter(|&h| e.hexes().any(|x| x == h)).collect();
        assert_eq!(touched, [corner], "the middle space touches E at that corner only");
        assert_eq!(printed.space_at(Hex::new(-3, 3)).unwrap().terrain, Terrain::Mountain);
        let said = said(&course);
        let own_e = said.iter().find(|l| l.starts_with("board E differs in ShlomoAlon")).unwrap();
        assert!(
            own_e.contains(&format!("jungle 1 instead of mountain at {}", fmt_hex(corner))),
            "{own_e}"
        );
    }

    #[test]
    fn board_e_joined_to_board_m_is_written_where_its_own_e_shares_enough() {
        // Witch's Cauldron with D swapped for E, E unturned and M turned two
        // steps: across E–M the printed boards share 1 pair of passable
        // spaces, ShlomoAlon's own E and M 3.
        let mut course = official::course("witchs-cauldron").unwrap();
        swap("D", "E").apply(&mut course).unwrap();
        course.placement_mut("E").unwrap().rotation = Rotation::new(0).unwrap();
        course.placement_mut("M").unwrap().rotation = Rotation::new(2).unwrap();
        let (e, m) = (course.placement("E").unwrap(), course.placement("M").unwrap());
        let pairs = |passable: &dyn Fn(&Placement, Hex) -> bool| {
            let open = |p: &Placement| -> Vec<Hex> {
                let side = p.side().unwrap();
                side.spaces
                    .iter()
                    .filter(|s| passable(p, s.local))
                    .map(|s| p.to_world(s.local))
                    .collect()
            };
            let (on_e, on_m) = (open(e), open(m));
            on_e.iter().flat_map(|&h| hex::neighbours(h)).filter(|n| on_m.contains(n)).count()
        };
        let printed = |p: &Placement, l: Hex| {
            p.side().unwrap().space_at(l).unwrap().terrain != Terrain::Mountain
        };
        let theirs = |p: &Placement, l: Hex| boards::passable(p.side().unwrap(), l) == Some(true);
        assert_eq!((pairs(&printed), pairs(&theirs)), (1, 3));
        let said = said(&course);
        assert!(said.iter().any(|l| l.starts_with("board E differs in ShlomoAlon")), "{said:?}");
    }

    #[test]
    fn strips_are_refused() {
        let course = official::course("home-stretch").unwrap();
        let e = write(&course, &Map::build(&course).unwrap()).unwrap_err();
        assert_eq!(e.to_string(), "ShlomoAlon has no strips, so strip Q cannot be written");
    }
}
