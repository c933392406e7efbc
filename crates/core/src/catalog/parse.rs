//! Reads `pieces.txt`. The format is described at the top of that file.

use thiserror::Error;

use super::{PieceKind, PieceSide, SideSpace, Terrain};
use crate::hex::Hex;

/// A line of the piece data that cannot be read, and why.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {fault}")]
pub(super) struct PieceDataError {
    /// 1-based line number in the piece data.
    pub line: usize,
    /// What is wrong on that line.
    pub fault: PieceDataFault,
}

/// What is wrong with one line of the piece data.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub(super) enum PieceDataFault {
    /// A row, notch or city line comes before any `side` header.
    #[error("data before the first side")]
    BeforeFirstSide,
    /// A line that is no header, row, notch or city line.
    #[error("unexpected line {0:?}")]
    UnexpectedLine(String),
    /// A `side` header with nothing after it.
    #[error("side without an id")]
    NoId,
    /// A `side` header whose kind is not start, terrain, strip or finish.
    #[error("unknown kind {0:?}")]
    UnknownKind(Option<String>),
    /// A `side` header field other than `piece=` and `other=`.
    #[error("unknown field {0:?}")]
    UnknownField(String),
    /// A `side` header without `piece=`.
    #[error("missing piece=")]
    NoPhysicalPiece,
    /// A `side` header without `other=`.
    #[error("missing other=")]
    NoOtherSide,
    /// A notch or city hex not written `q,r`.
    #[error("expected q,r, got {0:?}")]
    NotAPair(String),
    /// A coordinate of a notch or city hex that is not a whole number.
    #[error("bad number {0:?}")]
    BadNumber(String),
    /// A row without the `:` between its coordinates and its spaces.
    #[error("row without ':'")]
    RowWithoutColon,
    /// A row whose `r=` is missing or not a whole number.
    #[error("bad r=")]
    BadRow,
    /// A row whose `q=` is missing or not a whole number.
    #[error("bad q=")]
    BadFirstColumn,
    /// An empty space token.
    #[error("empty space")]
    EmptySpace,
    /// A space token whose number is missing or not a number.
    #[error("bad space {0:?}")]
    BadSpace(String),
    /// A space token whose number is not 1 to 4.
    #[error("power out of range in {0:?}")]
    PowerOutOfRange(String),
    /// A space token whose letter names no terrain.
    #[error("unknown space {0:?}")]
    UnknownSpace(String),
}

pub(super) fn parse_sides(text: &str) -> Result<Vec<PieceSide>, PieceDataError> {
    let mut sides: Vec<PieceSide> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let at = |fault: PieceDataFault| PieceDataError { line: n + 1, fault };
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("side ") {
            sides.push(parse_header(rest).map_err(at)?);
            continue;
        }
        let side = sides.last_mut().ok_or_else(|| at(PieceDataFault::BeforeFirstSide))?;
        if let Some(rest) = line.strip_prefix("notch ") {
            side.corner_notch = Some(parse_pair(rest).map_err(at)?);
        } else if let Some(rest) = line.strip_prefix("city ") {
            side.city_footprint =
                rest.split_whitespace().map(parse_pair).collect::<Result<_, _>>().map_err(at)?;
        } else if line.starts_with("r=") {
            let finish = side.kind == PieceKind::Finish;
            let row = parse_row(line, finish).map_err(at)?;
            side.spaces.extend(row);
        } else {
            return Err(at(PieceDataFault::UnexpectedLine(line.to_string())));
        }
    }
    Ok(sides)
}

fn parse_header(rest: &str) -> Result<PieceSide, PieceDataFault> {
    let mut words = rest.split_whitespace();
    let id = words.next().ok_or(PieceDataFault::NoId)?.to_string();
    let kind = match words.next() {
        Some("start") => PieceKind::Start,
        Some("terrain") => PieceKind::Terrain,
        Some("strip") => PieceKind::Strip,
        Some("finish") => PieceKind::Finish,
        other => return Err(PieceDataFault::UnknownKind(other.map(str::to_string))),
    };
    let mut physical_piece = None;
    let mut other_side = None;
    for w in words {
        if let Some(v) = w.strip_prefix("piece=") {
            physical_piece = Some(v.replace('_', " "));
        } else if let Some(v) = w.strip_prefix("other=") {
            other_side = Some(v.to_string());
        } else {
            return Err(PieceDataFault::UnknownField(w.to_string()));
        }
    }
    Ok(PieceSide {
        id: id.into(),
        kind,
        physical_piece: physical_piece.ok_or(PieceDataFault::NoPhysicalPiece)?,
        other_side: other_side.ok_or(PieceDataFault::NoOtherSide)?.into(),
        spaces: Vec::new(),
        corner_notch: None,
        city_footprint: Vec::new(),
    })
}

fn parse_pair(s: &str) -> Result<Hex, PieceDataFault> {
    let (q, r) = s.split_once(',').ok_or_else(|| PieceDataFault::NotAPair(s.to_string()))?;
    let num =
        |x: &str| x.trim().parse::<i32>().map_err(|_| PieceDataFault::BadNumber(x.to_string()));
    Ok(Hex::new(num(q)?, num(r)?))
}

/// `r=<row> q=<first q>: <space> <space> ...`
fn parse_row(line: &str, finish: bool) -> Result<Vec<SideSpace>, PieceDataFault> {
    let (head, body) = line.split_once(':').ok_or(PieceDataFault::RowWithoutColon)?;
    let mut r = None;
    let mut q0 = None;
    for w in head.split_whitespace() {
        if let Some(v) = w.strip_prefix("r=") {
            r = v.parse::<i32>().ok();
        } else if let Some(v) = w.strip_prefix("q=") {
            q0 = v.parse::<i32>().ok();
        }
    }
    let (r, q0) = (r.ok_or(PieceDataFault::BadRow)?, q0.ok_or(PieceDataFault::BadFirstColumn)?);
    body.split_whitespace()
        .enumerate()
        .map(|(i, tok)| parse_space(tok, Hex::new(q0 + i as i32, r), finish))
        .collect()
}

fn parse_space(tok: &str, local: Hex, finish: bool) -> Result<SideSpace, PieceDataFault> {
    let mut space = SideSpace {
        local,
        terrain: Terrain::Mountain,
        power: None,
        start: None,
        cave: false,
        finish,
    };
    match tok {
        "M" => return Ok(space),
        "M*" => {
            space.cave = true;
            return Ok(space);
        }
        _ => {}
    }
    let mut chars = tok.chars();
    let letter = chars.next().ok_or(PieceDataFault::EmptySpace)?;
    let n: u8 = chars.as_str().parse().map_err(|_| PieceDataFault::BadSpace(tok.to_string()))?;
    if !(1..=4).contains(&n) {
        return Err(PieceDataFault::PowerOutOfRange(tok.to_string()));
    }
    space.terrain = match letter {
        'J' => Terrain::Jungle,
        'R' => Terrain::River,
        'V' => Terrain::Village,
        'X' => Terrain::Rubble,
        'B' => Terrain::Basecamp,
        'S' => Terrain::Start,
        _ => return Err(PieceDataFault::UnknownSpace(tok.to_string())),
    };
    if space.terrain == Terrain::Start {
        space.start = Some(n);
    } else {
        space.power = Some(n);
    }
    Ok(space)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_broken_data_with_a_line_number() {
        let err = parse_sides("side Z terrain piece=Z/Y other=Y\nr=0 q=0: J9\n").unwrap_err();
        assert_eq!(err.to_string(), "line 2: power out of range in \"J9\"");
        assert_eq!(
            parse_sides("r=0 q=0: J1\n").unwrap_err().to_string(),
            "line 1: data before the first side"
        );
        assert_eq!(
            parse_sides("side Z bogus piece=a other=b\n").unwrap_err().to_string(),
            "line 1: unknown kind Some(\"bogus\")"
        );
        assert_eq!(
            parse_sides("side Z strip piece=a\n").unwrap_err(),
            PieceDataError { line: 1, fault: PieceDataFault::NoOtherSide }
        );
    }

    #[test]
    fn reads_rows_west_to_east() {
        let sides =
            parse_sides("side Z terrain piece=Z/Y other=Y\nr=-1 q=2: J1 M* S3 B2\n").unwrap();
        let s = &sides[0].spaces;
        assert_eq!(s.len(), 4);
        assert_eq!(s[0].local, Hex::new(2, -1));
        assert_eq!(s[1].local, Hex::new(3, -1));
        assert!(s[1].cave);
        assert_eq!(s[2].start, Some(3));
        assert_eq!((s[3].terrain, s[3].power), (Terrain::Basecamp, Some(2)));
    }
}
