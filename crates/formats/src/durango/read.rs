//! durango's layout CSV: a header `board,rotation,q,r`, then one row per piece
//! in course order; the finish plate is `Y` (jungle side) or `Z` (river side).

use super::{FINISH_LETTERS, HEADER};
use crate::client::Client;
use crate::reading::{EntryError, Found, ImportError};
use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::course::{LIMITS, Placement};
use eldorado_core::hex::{Hex, Rotation};
use eldorado_core::text::excerpt;

/// Characters of a field quoted in a message.
const QUOTED_CHARS: usize = 40;

/// The pieces of a layout, in its order.
pub fn read(text: &str) -> Result<Found, ImportError> {
    // A spreadsheet program may start the file with a byte-order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut pieces = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        let compact: String = line.chars().filter(|c| !c.is_whitespace() && *c != '"').collect();
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
        pieces.push(row(line).map_err(|problem| ImportError::Row { line: i + 1, problem })?);
    }
    if pieces.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(Found { pieces, name: None })
}

fn row(line: &str) -> Result<Placement, EntryError> {
    let fields: Vec<String> = line.split(',').map(unquoted).collect();
    let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
    let [board, rotation, q, r] = fields[..] else {
        return Err(EntryError::Fields { header: HEADER, found: fields.len() });
    };
    let piece = side_of(board).ok_or_else(|| EntryError::NoBoard {
        client: Client::Durango,
        found: excerpt(board, QUOTED_CHARS),
        boards: "its boards are A to R, and Y or Z for the finish plate",
    })?;
    let rotation = rotation.parse::<u8>().ok().and_then(Rotation::new).ok_or_else(|| {
        EntryError::WholeNumber {
            field: "the rotation",
            low: 0,
            high: 5,
            found: excerpt(rotation, QUOTED_CHARS),
        }
    })?;
    let limit = LIMITS.coordinate;
    let coordinate = |field: &'static str, text: &str| {
        text.parse::<i32>().ok().filter(|v| v.unsigned_abs() <= limit.unsigned_abs()).ok_or_else(
            || EntryError::WholeNumber {
                field,
                low: -i64::from(limit),
                high: i64::from(limit),
                found: excerpt(text, QUOTED_CHARS),
            },
        )
    };
    Ok(Placement::new(piece, rotation, Hex::new(coordinate("q", q)?, coordinate("r", r)?)))
}

/// A field as a spreadsheet may write it, `"B"` or `B` (durango's CSV reader
/// takes both); a quote inside a quoted field is written twice.
fn unquoted(field: &str) -> String {
    let field = field.trim();
    match field.strip_prefix('"').and_then(|f| f.strip_suffix('"')) {
        Some(inner) => inner.replace("\"\"", "\"").trim().to_string(),
        None => field.to_string(),
    }
}

/// Our side id for a durango letter.
fn side_of(letter: &str) -> Option<String> {
    if let Some((_, side)) = FINISH_LETTERS.iter().find(|(l, _)| *l == letter) {
        return Some(side.to_string());
    }
    Catalog::get()
        .side(letter)
        .filter(|s| matches!(s.kind, PieceKind::Start | PieceKind::Terrain | PieceKind::Strip))
        .map(|s| s.id.to_string())
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
    fn quoted_fields_are_read_as_a_spreadsheet_writes_them() {
        let quoted =
            read("\"board\",\"rotation\",\"q\",\"r\"\n\"B\",\"2\",\"0\",\" -3 \"\n").unwrap();
        assert_eq!(quoted.pieces, read("B,2,0,-3").unwrap().pieces);
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let layout = read("\u{feff}board,rotation,q,r\nB,2,0,0\n").unwrap();
        assert_eq!(layout.pieces[0].piece, "B");
        assert!(read("\u{feff}B,2,0,0\n").is_ok());
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
            error("B,0,-2147483648,0"),
            "line 1: q must be a whole number from -1000 to 1000, not \"-2147483648\""
        );
        assert_eq!(
            error(&format!("B,0,0,{}", "7".repeat(100_000))),
            format!(
                "line 1: r must be a whole number from -1000 to 1000, not \"{}…\"",
                "7".repeat(40)
            )
        );
        assert_eq!(
            error(&format!("{},0,0,0", "Q".repeat(10_000))),
            format!(
                "line 1: durango has no board \"{}…\" (its boards are A to R, and Y or Z for the finish plate)",
                "Q".repeat(40)
            )
        );
        assert_eq!(
            error(&"B,0,0,0\n".repeat(40)),
            "the course lists 40 pieces, more than the 32 a course may have"
        );
    }
}
