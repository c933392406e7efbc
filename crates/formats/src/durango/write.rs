//! durango's layout CSV (`docs/clients.md`): the header `board,rotation,q,r`,
//! then one row per piece from the start board to the finish plate (`Y` jungle
//! side, `Z` river side). Positions and rotations are ours: the frames match.

use super::{HEADER, letter_of, starts};
use crate::chain::{chain, passage_losses};
use crate::client::Client;
use crate::loss::{Loss, Refusal, Written};
use eldorado_core::course::Course;
use eldorado_core::map::Map;

/// The layout of a valid course, or why durango cannot hold it or set it up.
pub fn write(course: &Course, map: &Map) -> Result<Written, Refusal> {
    let client = Client::Durango;
    let chain = chain(map, client)?;
    let mut losses = passage_losses(map, &chain, client);
    for p in
        course.pieces.iter().filter(|p| !p.extra_caves.is_empty() || !p.removed_caves.is_empty())
    {
        losses.push(Loss::CavesAsPrinted {
            client,
            piece: p.piece.to_string(),
            added: p.extra_caves.len(),
            removed: p.removed_caves.len(),
        });
    }
    losses.extend(starts::view(map)?);
    let texts = [("name", &*course.name), ("author", &course.author), ("notes", &course.notes)];
    losses.extend(Loss::text_not_written(client, &texts));
    let mut text = format!("{HEADER}\n");
    for &i in chain.pieces.iter().chain([&chain.finish]) {
        let p = map.piece(i);
        text.push_str(&format!(
            "{},{},{},{}\n",
            letter_of(&p.id),
            p.rotation.steps(),
            p.origin.x,
            p.origin.y
        ));
    }
    Ok(Written { text, losses })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame;
    use crate::loss::Refusal;
    use eldorado_core::course::{BlockadeChoice, official};
    use eldorado_core::hex::{Hex, Rotation};

    #[test]
    fn the_first_course_turned_as_durango_lays_it_is_durangos_own_layout() {
        let turned = frame::turned(
            &official::course("first-course").unwrap(),
            Rotation::new(2).unwrap(),
            Hex::ZERO,
        );
        let written = write(&turned, &Map::build(&turned).unwrap()).unwrap();
        assert_eq!(
            written.text,
            "board,rotation,q,r\nB,2,0,0\nC,5,7,-3\nN,2,11,0\nI,2,14,4\nK,0,21,0\nZ,0,25,-4\n"
        );
    }

    #[test]
    fn a_course_durango_cannot_set_up_is_refused() {
        let serpentine = crate::durango::starts::tests::with_start("serpentine", true, None);
        let refusal = write(&serpentine, &Map::build(&serpentine).unwrap()).unwrap_err();
        assert!(matches!(refusal, Refusal::TooFewStartSpaces { .. }), "{refusal}");
    }

    #[test]
    fn fixed_and_missing_blockades_and_changed_caves_are_losses() {
        let mut course = official::course("first-course").unwrap();
        course.set_blockade("B", "C", Some(BlockadeChoice::Number(5)));
        course.set_blockade("C", "N", None);
        course.placement_mut("C").unwrap().removed_caves.push(Hex::new(0, 0));
        course.author.clear();
        course.notes.clear();
        let written = write(&course, &Map::build(&course).unwrap()).unwrap();
        let messages: Vec<String> = written.losses.iter().map(ToString::to_string).collect();
        assert_eq!(
            messages,
            [
                "seam B–C: blockade 5 becomes a random one, as durango deals every blockade at random",
                "seam C–N has no blockade here, but durango deals one onto every seam between consecutive pieces",
                "board C: 1 cave taken away here comes back, as durango's boards have the printed caves",
                "durango starts the players on 4 of the 7 spaces farthest from El Dorado (28 steps), the first 4 in its own order, which need not be the printed start spaces: start spaces 1, 2, 3 and 4 and the jungle 1 spaces at (3, 0), (2, 1) and (1, 2) on start board B",
                "the course's name is not written: a durango layout holds only the pieces",
            ]
        );
    }
}
