//! durango's layout CSV: a header `board,rotation,q,r`, then one row per piece
//! in course order; the finish plate is `Y` (jungle side) or `Z` (river side).

use super::{FINISH_LETTERS, HEADER};
use crate::reading::{Found, ImportError, whole_number};
use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::course::{LIMITS, Placement};
use eldorado_core::hex::{Hex, Rotation};

/// The pieces of a layout, in its order.
pub fn read(text: &str) -> Result<Found, ImportError> {
    let mut pieces = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        if line.is_empty() || (pieces.is_empty() && compact.eq_ignore_ascii_case(HEADER)) {
            continue;
        }
        if pieces.len() == LIMITS.pieces {
            return Err(ImportError::TooManyPieces {
                count: pieces.len()
                    + 1
                    + text.lines().skip(i + 1).filter(|l| !l.trim().is_empty()).count(),
            });
        }
        pieces.push(row(line).map_err(|message| ImportError::Row { line: i + 1, message })?);
    }
    if pieces.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(Found { pieces, name: None })
}

fn row(line: &str) -> Result<Placement, String> {
    let fields: Vec<&str> = line.split(',').map(str::trim).collect();
    let [board, rotation, q, r] = fields[..] else {
        return Err(format!("a row has 4 fields ({HEADER}), but this one has {}", fields.len()));
    };
    let piece = side_of(board).ok_or_else(|| {
        format!("durango has no board {board:?} (its boards are A to R, and Y or Z for the finish plate)")
    })?;
    let rotation = rotation
        .parse::<u8>()
        .ok()
        .and_then(Rotation::new)
        .ok_or_else(|| whole_number("the rotation", 0, 5, &format!("{rotation:?}")))?;
    let limit = LIMITS.coordinate;
    let coordinate = |name: &str, text: &str| {
        text.parse::<i32>().ok().filter(|v| v.abs() <= limit).ok_or_else(|| {
            whole_number(name, -i64::from(limit), i64::from(limit), &format!("{text:?}"))
        })
    };
    Ok(Placement::new(piece, rotation, Hex::new(coordinate("q", q)?, coordinate("r", r)?)))
}

/// Our side id for a durango letter.
fn side_of(letter: &str) -> Option<String> {
    if let Some((_, side)) = FINISH_LETTERS.iter().find(|(l, _)| *l == letter) {
        return Some(side.to_string());
    }
    Catalog::get()
        .side(letter)
        .filter(|s| matches!(s.kind, PieceKind::Start | PieceKind::Terrain | PieceKind::Strip))
        .map(|s| s.id.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::durango::letter_of;

    fn error(text: &str) -> String {
        read(text).err().unwrap().to_string()
    }

    #[test]
    fn reads_rows_with_or_without_the_header() {
        let with = read("board,rotation,q,r\r\nB,2,0,0\r\n\r\nC, 5, 7, -3\nZ,0,25,-4\n").unwrap();
        let without = read("B,2,0,0\nC,5,7,-3\nZ,0,25,-4").unwrap();
        assert_eq!(with.pieces, without.pieces);
        let ids: Vec<&str> = with.pieces.iter().map(|p| p.piece.as_str()).collect();
        assert_eq!(ids, ["B", "C", "finish-river"]);
        assert_eq!((with.pieces[1].rotation.steps(), with.pieces[1].origin), (5, Hex::new(7, -3)));
        assert_eq!(with.name, None);
        assert_eq!(letter_of("finish-jungle"), "Y");
        assert_eq!(letter_of("K"), "K");
    }

    #[test]
    fn a_bad_row_is_named_by_its_line() {
        assert_eq!(
            error("board,rotation,q,r\nB,2,0\n"),
            "line 2: a row has 4 fields (board,rotation,q,r), but this one has 3"
        );
        assert_eq!(
            error("B,0,0,0\nX,0,1,1"),
            "line 2: durango has no board \"X\" (its boards are A to R, and Y or Z for the finish plate)"
        );
        assert_eq!(
            error("B,6,0,0"),
            "line 1: the rotation must be a whole number from 0 to 5, not \"6\""
        );
        assert_eq!(
            error("B,0,0,1001"),
            "line 1: r must be a whole number from -1000 to 1000, not \"1001\""
        );
        assert_eq!(
            error("B,0,x,0"),
            "line 1: q must be a whole number from -1000 to 1000, not \"x\""
        );
        assert_eq!(
            error("finish-river,0,0,0"),
            "line 1: durango has no board \"finish-river\" (its boards are A to R, and Y or Z for the finish plate)"
        );
        assert_eq!(error("board,rotation,q,r\n\n"), "the layout lists no pieces");
        assert_eq!(
            error(&"B,0,0,0\n".repeat(40)),
            "the course lists 40 pieces, more than the 32 a course may have"
        );
    }
}
