//! ShlomoAlon's course object (`docs/clients.md`), written as JSON so that it
//! can be pasted into its course list: `id` (the name as a file name would
//! have it), `name`, `p`
//! (the boards as `[letter, q, r, rotation]` from the start board on), `e` (the
//! middle finishing space) and `s` (`"j"` or `"w"`, the finish side).

use std::collections::HashSet;

use super::{FINISH_SIDES, boards, check};
use crate::chain::{chain, passage_losses};
use crate::client::Client;
use crate::loss::{Loss, Refusal, Written};
use eldorado_core::catalog::PieceKind;
use eldorado_core::course::{Course, Placement, file_stem};
use eldorado_core::hex::{Hex, fmt_hex};
use eldorado_core::map::Map;

/// The course object of a valid course, or why ShlomoAlon cannot hold it or
/// would refuse it (its own checks, run on its own boards).
pub fn write(course: &Course, map: &Map) -> Result<Written, Refusal> {
    let client = Client::ShlomoAlon;
    if let Some(strip) = map.pieces().iter().find(|p| p.kind == PieceKind::Strip) {
        return Err(Refusal::Strip { client, strip: strip.id.clone() });
    }
    let chain = chain(map, client)?;
    let boards: Vec<Placement> = chain
        .pieces
        .iter()
        .map(|&i| map.piece(i))
        .map(|p| Placement::new(p.id.clone(), p.rotation, p.origin))
        .collect();
    let plate = map.piece(chain.finish);
    let e = plate.origin;
    let finish = check::check(&boards, e)?;
    // Our plate's spaces must be the ones it derives, or El Dorado would move.
    let plate_spaces: HashSet<Hex> = plate.spaces.iter().map(|&s| map.space(s).hex).collect();
    if HashSet::from(finish) != plate_spaces {
        return Err(Refusal::FinishSpaces { client, at: fmt_hex(e) });
    }

    let mut losses = passage_losses(map, &chain, client);
    losses.extend(boards::view(map));
    losses.extend(Loss::text_not_written(
        client,
        &[("author", &course.author), ("notes", &course.notes)],
    ));

    let boards: Vec<String> = boards
        .iter()
        .map(|p| {
            format!(
                "[{}, {}, {}, {}]",
                quoted(&p.piece),
                p.origin.x,
                p.origin.y,
                p.rotation.steps()
            )
        })
        .collect();
    let side = FINISH_SIDES.iter().find(|(_, id)| *id == plate.id).map_or("w", |(s, _)| s);
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
    use eldorado_core::course::{Edit, official};

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
        assert_eq!(
            messages[1],
            "board E differs in ShlomoAlon, whose own board is a reconstruction: only 5 of its 37 spaces agree with the printed board (where the cave is printed, it has a plain mountain)"
        );
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

    #[test]
    fn strips_are_refused() {
        let course = official::course("home-stretch").unwrap();
        let e = write(&course, &Map::build(&course).unwrap()).unwrap_err();
        assert_eq!(e.to_string(), "ShlomoAlon has no strips, so strip Q cannot be written");
    }
}
