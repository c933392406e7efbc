//! ShlomoAlon's course object: `p` lists the boards as `[letter, q, r,
//! rotation]` from the start board on, `e` is the middle finishing space and
//! `s` the finish side (`'j'` jungle, `'w'` river). Read from JSON or from the
//! JavaScript literal of its course list.

use std::collections::HashSet;

use serde_json::Value;

use super::FINISH_SIDES;
use super::check::finishing_spaces;
use super::finish::{derived_spaces, plate_rotation};
use crate::client::Client;
use crate::js_literal;
use crate::reading::{EntryError, Found, ImportError};
use eldorado_core::catalog::Catalog;
use eldorado_core::course::{LIMITS, Placement};
use eldorado_core::hex::{self, Hex, Rotation, fmt_hex};
use eldorado_core::text::excerpt;

/// Characters of the input quoted in a message.
const QUOTED_CHARS: usize = 40;

fn field(field: impl Into<String>, message: impl ToString) -> ImportError {
    ImportError::Field { field: field.into(), message: message.to_string() }
}

/// The boards and finish of a course object, as JSON or a JavaScript literal.
pub fn read(text: &str) -> Result<Found, ImportError> {
    let value = js_literal::parse(text).map_err(ImportError::Syntax)?;
    let Value::Object(object) = value else {
        return Err(field(
            "the course",
            "it must be one course object ({id, name, p, e, s}), not a list or a single value",
        ));
    };
    let Some(Value::Array(entries)) = object.get("p") else {
        return Err(field("p", "the list of boards is missing or not a list"));
    };
    if entries.is_empty() {
        return Err(field("p", "the course lists no boards"));
    }
    if entries.len() >= LIMITS.pieces {
        return Err(ImportError::TooManyPieces { count: entries.len() + 1 });
    }
    let mut pieces = entries
        .iter()
        .enumerate()
        .map(|(i, entry)| board(entry).map_err(|m| field(format!("p[{i}]"), m)))
        .collect::<Result<Vec<_>, _>>()?;
    let e = match object.get("e") {
        Some(Value::Array(pair)) if pair.len() == 2 => {
            let at = |name, v| coordinate(name, v).map_err(|m| field("e", m));
            Hex::new(at("q", &pair[0])?, at("r", &pair[1])?)
        }
        _ => return Err(field("e", "the middle finishing space must be a pair [q, r]")),
    };
    let plate = match object.get("s") {
        Some(Value::String(s)) => FINISH_SIDES.iter().find(|(l, _)| l == s).map(|(_, side)| *side),
        _ => None,
    }
    .ok_or_else(|| field("s", "the finish side must be 'j' (jungle) or 'w' (river)"))?;
    // Where ShlomoAlon puts the finishing spaces; where it puts none (it then
    // refuses the course, and the import says so), the plate against the
    // last board as the printed boards have it.
    let last: HashSet<Hex> = pieces.last().expect("not empty").hexes().collect();
    let against_last = |h: Hex| !last.contains(&h) && hex::neighbours(h).any(|n| last.contains(&n));
    let side = Catalog::get().side(plate).expect("both finish sides are in the catalog");
    let rotation = finishing_spaces(&pieces, e)
        .or_else(|| derived_spaces(e, against_last))
        .and_then(|spaces| plate_rotation(side, e, spaces))
        .ok_or(ImportError::Finish { at: fmt_hex(e) })?;
    pieces.push(Placement::new(plate, rotation, e));
    let name = match object.get("name").or_else(|| object.get("id")) {
        Some(Value::String(n)) if n.chars().count() <= LIMITS.name_chars => Some(n.clone()),
        Some(Value::String(_)) => {
            return Err(field(
                "name",
                format!("the name is longer than {} characters", LIMITS.name_chars),
            ));
        }
        _ => None,
    };
    Ok(Found { pieces, name })
}

/// One entry of `p`: `[letter, q, r, rotation]`.
fn board(entry: &Value) -> Result<Placement, EntryError> {
    let Some([letter, q, r, rotation]) = entry.as_array().map(Vec::as_slice) else {
        return Err(EntryError::BoardShape);
    };
    let side = letter
        .as_str()
        .and_then(|l| Catalog::get().side(l))
        .filter(|s| s.kind.is_board())
        .ok_or_else(|| EntryError::NoBoard {
        client: Client::ShlomoAlon,
        found: quote(letter),
        boards: "its boards are A to N; it has no strips",
    })?;
    let rotation = whole(rotation)
        .and_then(|r| u8::try_from(r).ok())
        .and_then(Rotation::new)
        .ok_or_else(|| EntryError::WholeNumber {
            field: "the rotation",
            low: 0,
            high: 5,
            found: quote(rotation),
        })?;
    Ok(Placement::new(
        side.id.clone(),
        rotation,
        Hex::new(coordinate("q", q)?, coordinate("r", r)?),
    ))
}

fn coordinate(field: &'static str, v: &Value) -> Result<i32, EntryError> {
    let limit = LIMITS.coordinate;
    whole(v)
        .and_then(|n| i32::try_from(n).ok())
        .filter(|n| n.unsigned_abs() <= limit.unsigned_abs())
        .ok_or_else(|| EntryError::WholeNumber {
            field,
            low: -i64::from(limit),
            high: i64::from(limit),
            found: quote(v),
        })
}

/// A whole number, however JavaScript writes it: `17`, `17.0`, `1.7e+1`, `-0`.
/// A decimal is taken only while it is exact (up to 2^53).
fn whole(v: &Value) -> Option<i64> {
    const EXACT: f64 = 9_007_199_254_740_992.0;
    v.as_i64()
        .or_else(|| v.as_f64().filter(|f| f.fract() == 0.0 && f.abs() <= EXACT).map(|f| f as i64))
}

/// A value as a message quotes it: at most 40 characters.
fn quote(v: &Value) -> String {
    match v {
        Value::String(s) => excerpt(s, QUOTED_CHARS),
        other => {
            let text = other.to_string();
            match text.char_indices().nth(QUOTED_CHARS) {
                Some((cut, _)) => format!("{}…", &text[..cut]),
                None => text,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        read(text).err().unwrap().to_string()
    }

    #[test]
    fn reads_the_first_course_of_its_list() {
        let text = "{id:'first', name:'First Expedition', src:'…', diff:'…',\n p:[['B',0,0,2],['C',7,-3,5],['N',11,0,2],['I',14,4,2],['K',21,-1,0]], e:[25,-5], s:'w'}";
        let layout = read(text).unwrap();
        assert_eq!(layout.name.as_deref(), Some("First Expedition"));
        let placed: Vec<(&str, u8, Hex)> = layout
            .pieces
            .iter()
            .map(|p| (p.piece.as_str(), p.rotation.steps(), p.origin))
            .collect();
        assert_eq!(placed[0], ("B", 2, Hex::new(0, 0)));
        assert_eq!(placed[4], ("K", 0, Hex::new(21, -1)));
        assert_eq!(placed[5], ("finish-river", 0, Hex::new(25, -5)));
    }

    #[test]
    fn whole_numbers_as_javascript_writes_them() {
        let text = "{p:[['B',0,0,2.0],['C',7e0,-3,5],['N',1.1e+1,0,2],['I',14,4,2],['K',21,-1,0]], e:[25,-5], s:'w'}";
        let placed: Vec<(u8, Hex)> =
            read(text).unwrap().pieces.iter().map(|p| (p.rotation.steps(), p.origin)).collect();
        assert_eq!(placed[..3], [(2, Hex::new(0, 0)), (5, Hex::new(7, -3)), (2, Hex::new(11, 0))]);
    }

    #[test]
    fn numbers_out_of_range_are_refused_however_large() {
        let at = |q: &str| error(&format!("{{p:[['B',{q},0,2]], e:[0,0], s:'w'}}"));
        let message =
            |v: &str| format!("p[0]: q must be a whole number from -1000 to 1000, not {v}");
        assert_eq!(at("-9223372036854775808"), message("-9223372036854775808"));
        assert_eq!(at("9223372036854775807"), message("9223372036854775807"));
        assert_eq!(at("-2147483648"), message("-2147483648"));
        assert_eq!(at("1e300"), message("1e+300"));
        assert_eq!(at("1.5"), message("1.5"));
        assert_eq!(at("1001"), message("1001"));
        assert_eq!(at(&"9".repeat(300)), message("1e+300"));
        assert_eq!(
            at(&format!("[{}]", "1,".repeat(100))),
            message(&format!("[{}…", "1,".repeat(20)).replace(",…", "…"))
        );
        assert_eq!(
            at(&"9".repeat(500_000)),
            format!(
                "this is not a course object as JSON or JavaScript: \"{}…\" is too large a number for any field of a course (line 1, column 10)",
                "9".repeat(40)
            )
        );
        assert_eq!(
            error(&format!("{{p:[['{}',0,0,2]], e:[0,0], s:'w'}}", "Q".repeat(10_000))),
            format!(
                "p[0]: ShlomoAlon has no board \"{}…\" (its boards are A to N; it has no strips)",
                "Q".repeat(40)
            )
        );
    }

    #[test]
    fn a_bad_field_is_named() {
        assert_eq!(
            error("[1, 2]"),
            "the course: it must be one course object ({id, name, p, e, s}), not a list or a single value"
        );
        assert_eq!(error("{e:[0,0], s:'w'}"), "p: the list of boards is missing or not a list");
        assert_eq!(error("{p:[], e:[0,0], s:'w'}"), "p: the course lists no boards");
        assert_eq!(
            error("{p:[['O',0,0,0]], e:[0,0], s:'w'}"),
            "p[0]: ShlomoAlon has no board \"O\" (its boards are A to N; it has no strips)"
        );
        assert_eq!(
            error("{p:[['B',0,0,6]], e:[0,0], s:'w'}"),
            "p[0]: the rotation must be a whole number from 0 to 5, not 6"
        );
        assert_eq!(
            error("{p:[['B',0,'x',0]], e:[0,0], s:'w'}"),
            "p[0]: r must be a whole number from -1000 to 1000, not \"x\""
        );
        assert_eq!(
            error("{p:[['B',0,0]], e:[0,0], s:'w'}"),
            "p[0]: a board is [letter, q, r, rotation]"
        );
        assert_eq!(
            error("{p:[['B',0,0,2],['C',7,-3,5]], e:[11], s:'w'}"),
            "e: the middle finishing space must be a pair [q, r]"
        );
        assert_eq!(
            error("{p:[['B',0,0,2],['C',7,-3,5]], e:[11,-6], s:'x'}"),
            "s: the finish side must be 'j' (jungle) or 'w' (river)"
        );
        assert_eq!(
            error("{p:[['B',0,0,2],['C',7,-3,5]], e:[20,20], s:'w'}"),
            "the finishing spaces ShlomoAlon adds beside e (20, 20) do not form the finish plate, which wraps a corner of the last board"
        );
        assert_eq!(
            error("{p:[['B',0,0,2],, e:[0,0]}"),
            "this is not a course object as JSON or JavaScript: unexpected ',' where a value should be (line 1, column 17)"
        );
    }
}
