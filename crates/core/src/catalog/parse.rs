//! Reads `pieces.txt`. The format is described at the top of that file.

use super::{PieceKind, PieceSide, SideSpace, Terrain};
use crate::hex::Hex;

pub(super) fn parse_sides(text: &str) -> Result<Vec<PieceSide>, String> {
    let mut sides: Vec<PieceSide> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let at = |msg: String| format!("line {}: {msg}", n + 1);
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("side ") {
            sides.push(parse_header(rest).map_err(at)?);
            continue;
        }
        let side = sides.last_mut().ok_or_else(|| at("data before the first side".into()))?;
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
            return Err(at(format!("unexpected line {line:?}")));
        }
    }
    Ok(sides)
}

fn parse_header(rest: &str) -> Result<PieceSide, String> {
    let mut words = rest.split_whitespace();
    let id = words.next().ok_or("side without an id")?.to_string();
    let kind = match words.next() {
        Some("start") => PieceKind::Start,
        Some("terrain") => PieceKind::Terrain,
        Some("strip") => PieceKind::Strip,
        Some("finish") => PieceKind::Finish,
        other => return Err(format!("unknown kind {other:?}")),
    };
    let mut physical_piece = None;
    let mut other_side = None;
    for w in words {
        if let Some(v) = w.strip_prefix("piece=") {
            physical_piece = Some(v.replace('_', " "));
        } else if let Some(v) = w.strip_prefix("other=") {
            other_side = Some(v.to_string());
        } else {
            return Err(format!("unknown field {w:?}"));
        }
    }
    Ok(PieceSide {
        id,
        kind,
        physical_piece: physical_piece.ok_or("missing piece=")?,
        other_side: other_side.ok_or("missing other=")?,
        spaces: Vec::new(),
        corner_notch: None,
        city_footprint: Vec::new(),
    })
}

fn parse_pair(s: &str) -> Result<Hex, String> {
    let (q, r) = s.split_once(',').ok_or_else(|| format!("expected q,r, got {s:?}"))?;
    let num = |x: &str| x.trim().parse::<i32>().map_err(|_| format!("bad number {x:?}"));
    Ok(Hex::new(num(q)?, num(r)?))
}

/// `r=<row> q=<first q>: <space> <space> ...`
fn parse_row(line: &str, finish: bool) -> Result<Vec<SideSpace>, String> {
    let (head, body) = line.split_once(':').ok_or("row without ':'")?;
    let mut r = None;
    let mut q0 = None;
    for w in head.split_whitespace() {
        if let Some(v) = w.strip_prefix("r=") {
            r = v.parse::<i32>().ok();
        } else if let Some(v) = w.strip_prefix("q=") {
            q0 = v.parse::<i32>().ok();
        }
    }
    let (r, q0) = (r.ok_or("bad r=")?, q0.ok_or("bad q=")?);
    body.split_whitespace()
        .enumerate()
        .map(|(i, tok)| parse_space(tok, Hex::new(q0 + i as i32, r), finish))
        .collect()
}

fn parse_space(tok: &str, local: Hex, finish: bool) -> Result<SideSpace, String> {
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
    let letter = chars.next().ok_or("empty space")?;
    let n: u8 = chars.as_str().parse().map_err(|_| format!("bad space {tok:?}"))?;
    if !(1..=4).contains(&n) {
        return Err(format!("power out of range in {tok:?}"));
    }
    space.terrain = match letter {
        'J' => Terrain::Jungle,
        'R' => Terrain::River,
        'V' => Terrain::Village,
        'X' => Terrain::Rubble,
        'B' => Terrain::Basecamp,
        'S' => Terrain::Start,
        _ => return Err(format!("unknown space {tok:?}")),
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
        assert!(err.starts_with("line 2:"), "{err}");
        assert!(parse_sides("r=0 q=0: J1\n").is_err());
        assert!(parse_sides("side Z bogus piece=a other=b\n").is_err());
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
