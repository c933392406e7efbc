//! Reading another program's course: its pieces become our placements, one
//! random blockade goes onto every connection, and what the source could not
//! say is reported.

use std::path::Path;

use crate::client::Client;
use crate::course_file::{self, CourseError};
use crate::loss::{Loss, Refusal};
use crate::reading::{Found, ImportError, Imported};
use crate::{durango, shlomoalon};
use eldorado_core::catalog::PieceKind;
use eldorado_core::course::{BlockadeChoice, Course, LIMITS, Placement};
use eldorado_core::map::Map;

/// Reads a client's course from text; `file_stem` names a course whose format has no name.
pub fn import(client: Client, text: &str, file_stem: &str) -> Result<Imported, ImportError> {
    if text.len() as u64 > LIMITS.file_bytes {
        return Err(
            CourseError::TooLarge { size: text.len() as u64, limit: LIMITS.file_bytes }.into()
        );
    }
    let layout = match client {
        Client::Durango => durango::read(text)?,
        Client::ShlomoAlon => shlomoalon::read(text)?,
    };
    if layout.pieces.len() > LIMITS.pieces {
        return Err(ImportError::TooManyPieces { count: layout.pieces.len() });
    }
    let imported = build(client, layout, file_stem);
    // The readers check each field; this makes sure that whatever they let
    // through is a course the course file (and so the editor) can read back.
    course_file::parse(&course_file::to_json(&imported.course))?;
    Ok(imported)
}

/// Reads a client's course file (at most as large as a course file may be).
pub fn import_file(client: Client, path: &Path) -> Result<Imported, ImportError> {
    let text = course_file::read_text(path).map_err(|e| in_words_of(client, e))?;
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    import(client, &text, &stem)
}

/// The text of a client's course file or stream, read with a cap of one
/// byte past a course file's limit (see [`course_file::text_from_bytes`]).
pub fn client_text(client: Client, bytes: Vec<u8>) -> Result<String, ImportError> {
    course_file::text_from_bytes(bytes).map_err(|e| in_words_of(client, e))
}

/// A read error said of the client's file, not of a course file.
fn in_words_of(client: Client, e: CourseError) -> ImportError {
    match e {
        CourseError::NotText(why) => ImportError::NotText { client, why },
        e => e.into(),
    }
}

fn build(client: Client, layout: Found, file_stem: &str) -> Imported {
    let mut losses = Vec::new();
    let name = layout.name.unwrap_or_else(|| {
        let name: String = file_stem.chars().take(LIMITS.name_chars).collect();
        losses.push(Loss::NamedAfterFile { client, name: name.clone() });
        name
    });
    let mut course = Course { name, pieces: layout.pieces, ..Course::default() };
    let map = Map::assemble(&course).map;
    let is_finish = |p: &Placement| p.side().is_some_and(|s| s.kind == PieceKind::Finish);
    let mut random = Vec::new();
    let mut far_seams = Vec::new();
    for pair in course.pieces.windows(2).filter(|w| !is_finish(&w[0]) && !is_finish(&w[1])) {
        let (Some(a), Some(b)) = (map.piece_by_id(&pair[0].piece), map.piece_by_id(&pair[1].piece))
        else {
            continue;
        };
        let Some(seam) = map.seam_between_pieces(a, b).map(|s| map.seam(s)) else { continue };
        if seam.blockade_allowed {
            random.push((pair[0].piece.clone(), pair[1].piece.clone()));
        } else {
            let strip = map.piece(seam.pieces[0]).id.clone();
            far_seams.push(Loss::FarSeamBlockadeDropped {
                client,
                seam: map.seam_name(seam.id),
                strip: strip.to_string(),
            });
        }
    }
    for (a, b) in &random {
        course.set_blockade(a, b, Some(BlockadeChoice::Random));
    }
    if !random.is_empty() {
        losses.push(Loss::RandomBlockades { client, seams: random.len() });
    }
    losses.extend(far_seams);
    match client {
        Client::Durango => {
            losses.push(Loss::PrintedCaves { client });
            match durango::starts::view(&map) {
                Ok(starts) => losses.extend(starts),
                Err(why) => losses.push(Loss::WouldRefuse(why)),
            }
        }
        Client::ShlomoAlon => {
            losses.extend(shlomoalon::boards::view(&map));
            if let Err(why) = shlomoalon_checks(&course) {
                losses.push(Loss::WouldRefuse(why));
            }
        }
    }
    course.normalize();
    Imported { course, losses }
}

/// ShlomoAlon's own checks of a course read from it: its boards, and the
/// plate (last) whose origin is its middle finishing space.
fn shlomoalon_checks(course: &Course) -> Result<(), Refusal> {
    match course.pieces.split_last() {
        Some((plate, boards)) if !boards.is_empty() => {
            shlomoalon::check::check(boards, plate.origin).map(|_| ())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(client: Client, text: &str) -> String {
        import(client, text, "x").err().unwrap().to_string()
    }

    #[test]
    fn oversized_inputs_are_refused_by_their_limits() {
        let huge = " ".repeat(LIMITS.file_bytes as usize + 1);
        assert_eq!(
            error(Client::Durango, &huge),
            "the file is 1048577 bytes, more than the 1048576-byte limit for a course file"
        );
        let boards = vec!["['C',0,0,0]"; 40].join(",");
        assert_eq!(
            error(Client::ShlomoAlon, &format!("{{p:[{boards}], e:[0,0], s:'w'}}")),
            "the course lists 41 pieces, more than the 32 a course may have"
        );
    }

    /// The losses that say what the other program makes of a course.
    fn view(losses: &[Loss]) -> Vec<&Loss> {
        losses.iter().filter(|l| l.is_view()).collect()
    }

    #[test]
    fn what_an_export_says_of_the_other_program_its_import_says_again() {
        use eldorado_core::course::official;
        for (id, course) in official::all() {
            for client in Client::ALL {
                let map = Map::build(&course).unwrap();
                let write = |c: &Course, m: &Map| match client {
                    Client::Durango => durango::write(c, m),
                    Client::ShlomoAlon => shlomoalon::write(c, m),
                };
                let Ok(first) = write(&course, &map) else { continue };
                let imported = import(client, &first.text, id).unwrap();
                assert_eq!(view(&imported.losses), view(&first.losses), "{id} {client}");
                assert!(!view(&first.losses).is_empty(), "{id} {client}");
                let again =
                    write(&imported.course, &Map::build(&imported.course).unwrap()).unwrap();
                assert_eq!(again.text, first.text, "{id} {client}");
                assert_eq!(view(&again.losses), view(&first.losses), "{id} {client}");
            }
        }
    }

    #[test]
    fn a_course_the_other_program_would_refuse_is_read_with_a_warning() {
        // Serpentine on start board B: durango seats nobody.
        let text = "B,0,0,0\nC,3,7,-4\nE,0,10,-11\nG,2,3,-8\nJ,2,6,-15\nM,4,13,-19\nZ,0,17,-19\n";
        let imported = import(Client::Durango, text, "serpentine").unwrap();
        let last = imported.losses.last().unwrap().to_string();
        assert!(
            last.starts_with("durango itself would not take this course: durango cannot set up this course even for 2 players"),
            "{last}"
        );
        // Boards that overlap: ShlomoAlon's check refuses them, as does ours.
        let text = "{p:[['B',0,0,0],['C',6,0,0]], e:[10,-4], s:'w'}";
        let imported = import(Client::ShlomoAlon, text, "x").unwrap();
        assert_eq!(
            imported.losses.last().unwrap().to_string(),
            "ShlomoAlon itself would not take this course: start board B and board C overlap at (3, 0), and ShlomoAlon refuses boards that overlap"
        );
    }

    #[test]
    fn a_name_too_long_for_a_course_is_cut_to_the_limit() {
        let imported = import(Client::Durango, "B,0,0,0\n", &"n".repeat(300)).unwrap();
        assert_eq!(imported.course.name.chars().count(), LIMITS.name_chars);
    }
}
