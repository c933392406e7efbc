//! Reading another program's course: its pieces become our placements, one
//! random blockade goes onto every connection, and what the source could not
//! say is reported.

use std::path::Path;

use crate::client::Client;
use crate::course_file::{self, CourseError};
use crate::loss::Loss;
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
    Ok(build(client, layout, file_stem))
}

/// Reads a client's course file (at most as large as a course file may be).
pub fn import_file(client: Client, path: &Path) -> Result<Imported, ImportError> {
    let text = course_file::read_text(path)?;
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    import(client, &text, &stem)
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
                strip,
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
        Client::Durango => losses.push(Loss::PrintedCaves { client }),
        Client::ShlomoAlon => {
            let with_caves: Vec<(String, usize)> = course
                .pieces
                .iter()
                .filter_map(|p| p.side())
                .map(|s| (s.label(), s.spaces.iter().filter(|sp| sp.cave).count()))
                .filter(|&(_, n)| n > 0)
                .collect();
            let caves = with_caves.iter().map(|(_, n)| n).sum();
            if caves > 0 {
                losses.push(Loss::CavesAdded {
                    client,
                    caves,
                    pieces: with_caves.into_iter().map(|(l, _)| l).collect(),
                });
            }
        }
    }
    for &(letter, agree) in client.reconstructed_boards() {
        if course.placement(letter).is_some() {
            losses.push(Loss::BoardAsPrinted { client, board: format!("board {letter}"), agree });
        }
    }
    course.normalize();
    Imported { course, losses }
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

    #[test]
    fn a_name_too_long_for_a_course_is_cut_to_the_limit() {
        let imported = import(Client::Durango, "B,0,0,0\n", &"n".repeat(300)).unwrap();
        assert_eq!(imported.course.name.chars().count(), LIMITS.name_chars);
    }
}
