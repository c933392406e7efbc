//! Share codes: a whole course as one line of URL-safe text, short enough to
//! paste into a chat message.
//!
//! A code reads `ED1.` followed by base64url (no padding) of
//!
//! ```text
//! flags: u8            bit 0 set = the body is raw-deflate compressed; other bits 0
//! body:  [u8]          the course, below (compressed or not, whichever is shorter)
//! crc:   u32 BE        CRC-32 of "ED1" + flags + body as stored
//! ```
//!
//! The body, with unsigned LEB128 varints and zigzag-signed varints (`s`):
//!
//! ```text
//! varint  number of pieces
//! each:   u8 side << 3 | rotation          side = index in SIDES, rotation 0..5
//!         s dq, s dr                       origin minus the previous origin (first: minus (0,0))
//! varint  number of cave changes
//! each:   varint piece << 1 | removed      removed = 1 for a removed printed cave
//!         s q, s r                         local hex
//! varint  number of blockades
//! each:   u16 BE side_a << 11 | side_b << 6 | choice   choice 0 = random, 1..6 = number
//! string  name, author, notes              varint byte length + UTF-8
//! ```
//!
//! Everything in a [`Course`] is kept (name, author and notes too), in order, so
//! a code decodes to an equal course. The leading `ED1` is the version: a later
//! format changes the digit, and this decoder refuses it with a message saying so.

pub mod said;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use eldorado_core::course::{BlockadeChoice, Course, LIMITS, Placement, SeamBlockade};
use eldorado_core::hex::{Hex, Rotation};

/// What every code starts with; the digit is the format version.
pub const PREFIX: &str = "ED1.";
/// The format version this program writes and reads.
pub const VERSION: u32 = 1;
/// The longest code accepted: room for the longest notes a course may have.
pub const MAX_CODE_CHARS: usize = 120_000;
/// The largest body a compressed code may inflate to.
const MAX_BODY_BYTES: usize = 128 * 1024;

/// The piece sides in code order. Frozen for version 1: never reorder.
pub const SIDES: [&str; 20] = [
    "A",
    "B",
    "C",
    "D",
    "E",
    "F",
    "G",
    "H",
    "I",
    "J",
    "K",
    "L",
    "M",
    "N",
    "O",
    "P",
    "Q",
    "R",
    "finish-jungle",
    "finish-river",
];

/// Why a course could not be turned into a code, or a code into a course. Each
/// message is one sentence.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShareCodeError {
    /// The course holds something a code cannot carry (said in words).
    #[error("the course cannot be shared: {0}")]
    Unencodable(String),
    /// The text does not start as a share code does.
    #[error("this is not an El Dorado share code: it should start with \"{PREFIX}\"")]
    NotACode,
    /// The code is longer than any course's code can be.
    #[error(
        "this share code is {found} characters long, more than the {MAX_CODE_CHARS} a share code may have"
    )]
    TooLong {
        /// The code's length in characters.
        found: usize,
    },
    /// The code was made by a newer version of the program.
    #[error(
        "this share code was made by a newer version of the program (share code version {found}); this program reads version {VERSION}, so update it to open the code"
    )]
    NewerVersion {
        /// The version the code names.
        found: String,
    },
    /// A character no share code contains.
    #[error(
        "the share code contains {0:?}, which is not a share code character; it may have been cut or changed while copying"
    )]
    BadCharacter(char),
    /// The code's checksum or compressed data does not hold (what broke, in words).
    #[error("the share code is damaged: {0}; copy it again in full")]
    Damaged(&'static str),
    /// The code decodes, but not to a course the studio accepts (why, in words).
    #[error("the share code does not hold a valid course: {0}")]
    Invalid(String),
}

/// What a share code keeps besides the layout (pieces, rotations, positions,
/// blockades and caves, which it always keeps) and the name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Keep {
    /// The author and the notes too: the code decodes to an equal course.
    #[default]
    Everything,
    /// Not the author and notes: a much shorter code, for a chat message.
    NameOnly,
}

/// Encodes a whole course as a share code; it decodes to an equal course.
pub fn encode(course: &Course) -> Result<String, ShareCodeError> {
    encode_keeping(course, Keep::Everything)
}

/// Encodes a course, keeping the author and notes or not.
pub fn encode_keeping(course: &Course, keep: Keep) -> Result<String, ShareCodeError> {
    let body = if keep == Keep::NameOnly {
        encode_body(&Course { author: String::new(), notes: String::new(), ..course.clone() })?
    } else {
        encode_body(course)?
    };
    let compressed = miniz_oxide::deflate::compress_to_vec(&body, 10);
    let (flags, stored) =
        if compressed.len() < body.len() { (1u8, compressed) } else { (0u8, body) };
    let mut bytes = Vec::with_capacity(stored.len() + 5);
    bytes.push(flags);
    bytes.extend_from_slice(&stored);
    let crc = checksum(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    Ok(format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(&bytes)))
}

/// How many lines after a code are tried as not part of it (see [`decode`]).
const LINES_AFTER_A_CODE: usize = 16;

/// Decodes a share code, as pasted from a chat or an email: a byte-order mark,
/// spaces, line breaks and zero-width characters around and inside it are
/// ignored (chat programs wrap long lines), the prefix may be in small letters,
/// and lines after the code (a signature, a greeting) are left out when the
/// checksum shows that the code ends before them.
pub fn decode(code: &str) -> Result<Course, ShareCodeError> {
    let pasted = code.trim_matches(ignored);
    let whole = decode_text(pasted);
    if matches!(whole, Err(ShareCodeError::Damaged(_) | ShareCodeError::BadCharacter(_))) {
        let line_ends = pasted.match_indices('\n').map(|(i, _)| i).rev().take(LINES_AFTER_A_CODE);
        for end in line_ends {
            if let Ok(course) = decode_text(&pasted[..end]) {
                return Ok(course);
            }
        }
    }
    whole
}

/// What a paste may put around or inside a code: white space, a byte-order mark
/// and the zero-width characters some programs insert to allow line breaks.
fn ignored(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}')
}

fn decode_text(code: &str) -> Result<Course, ShareCodeError> {
    // Count before collecting, so that a huge input is refused without copying it.
    let len = code.chars().filter(|&c| !ignored(c)).take(MAX_CODE_CHARS + 1).count();
    if len > MAX_CODE_CHARS {
        return Err(ShareCodeError::TooLong {
            found: code.chars().filter(|&c| !ignored(c)).count(),
        });
    }
    let text: String = code.chars().filter(|&c| !ignored(c)).collect();
    let Some(rest) = text.get(..2).filter(|p| p.eq_ignore_ascii_case("ED")).map(|_| &text[2..])
    else {
        return Err(ShareCodeError::NotACode);
    };
    let Some((version, payload)) = rest.split_once('.') else {
        return Err(ShareCodeError::NotACode);
    };
    if version != "1" {
        return match version.parse::<u32>() {
            Ok(v) if v > VERSION => {
                Err(ShareCodeError::NewerVersion { found: version.to_string() })
            }
            _ => Err(ShareCodeError::NotACode),
        };
    }
    if let Some(c) =
        payload.chars().find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(ShareCodeError::BadCharacter(c));
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| ShareCodeError::Damaged("its length is wrong, so part of it is missing"))?;
    if bytes.len() < 5 {
        return Err(ShareCodeError::Damaged("it is too short"));
    }
    let (stored, crc) = bytes.split_at(bytes.len() - 4);
    if checksum(stored) != u32::from_be_bytes([crc[0], crc[1], crc[2], crc[3]]) {
        return Err(ShareCodeError::Damaged("its checksum does not match"));
    }
    let body = match stored[0] {
        0 => stored[1..].to_vec(),
        1 => miniz_oxide::inflate::decompress_to_vec_with_limit(&stored[1..], MAX_BODY_BYTES)
            .map_err(|e| {
                // A "zip bomb" stops at the limit rather than filling the memory.
                if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput {
                    ShareCodeError::Invalid(format!(
                        "it unpacks to more than the {MAX_BODY_BYTES} bytes a course can take"
                    ))
                } else {
                    ShareCodeError::Damaged("its compressed part does not unpack")
                }
            })?,
        _ => return Err(ShareCodeError::Damaged("it uses features this program does not know")),
    };
    decode_body(&body)
}

fn checksum(stored: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new();
    h.update(&PREFIX.as_bytes()[..3]);
    h.update(stored);
    h.finalize()
}

// ---- the body ------------------------------------------------------------------

fn side_index(id: &str) -> Result<u8, ShareCodeError> {
    SIDES
        .iter()
        .position(|s| *s == id)
        .map(|i| i as u8)
        .ok_or_else(|| ShareCodeError::Unencodable(format!("there is no piece {id:?} in the game")))
}

fn encode_body(course: &Course) -> Result<Vec<u8>, ShareCodeError> {
    let too_many = |what: &str, n: usize, limit: usize| {
        ShareCodeError::Unencodable(format!("{n} {what} is more than the limit of {limit}"))
    };
    if course.pieces.len() > LIMITS.pieces {
        return Err(too_many("pieces", course.pieces.len(), LIMITS.pieces));
    }
    if course.blockades.len() > LIMITS.blockades {
        return Err(too_many("blockades", course.blockades.len(), LIMITS.blockades));
    }
    let mut out = Vec::new();
    put_varint(&mut out, course.pieces.len() as u32);
    let mut prev = Hex::ZERO;
    for p in &course.pieces {
        let c = LIMITS.coordinate;
        // unsigned_abs: i32::MIN has no i32 absolute value (abs() panics on it).
        if p.origin.x.unsigned_abs() > c.unsigned_abs()
            || p.origin.y.unsigned_abs() > c.unsigned_abs()
        {
            return Err(ShareCodeError::Unencodable(format!(
                "piece {} lies outside the allowed range of coordinates",
                p.piece
            )));
        }
        out.push(side_index(&p.piece)? << 3 | p.rotation.steps());
        put_signed(&mut out, p.origin.x - prev.x);
        put_signed(&mut out, p.origin.y - prev.y);
        prev = p.origin;
    }
    let changes: Vec<(usize, bool, Hex)> = course
        .pieces
        .iter()
        .enumerate()
        .flat_map(|(i, p)| {
            p.extra_caves
                .iter()
                .map(move |&h| (i, false, h))
                .chain(p.removed_caves.iter().map(move |&h| (i, true, h)))
        })
        .collect();
    for p in &course.pieces {
        if p.extra_caves.len() > LIMITS.caves_per_piece
            || p.removed_caves.len() > LIMITS.caves_per_piece
        {
            return Err(ShareCodeError::Unencodable(format!(
                "piece {} has more than {} cave changes",
                p.piece, LIMITS.caves_per_piece
            )));
        }
    }
    put_varint(&mut out, changes.len() as u32);
    for (piece, removed, h) in changes {
        if h.x.unsigned_abs() > 10 || h.y.unsigned_abs() > 10 {
            return Err(ShareCodeError::Unencodable(format!(
                "a cave of piece {} is far outside the piece",
                course.pieces[piece].piece
            )));
        }
        put_varint(&mut out, (piece as u32) << 1 | u32::from(removed));
        put_signed(&mut out, h.x);
        put_signed(&mut out, h.y);
    }
    put_varint(&mut out, course.blockades.len() as u32);
    for b in &course.blockades {
        let choice = match b.blockade {
            BlockadeChoice::Random => 0,
            BlockadeChoice::Number(n) if (1..=6).contains(&n) => u16::from(n),
            BlockadeChoice::Number(n) => {
                return Err(ShareCodeError::Unencodable(format!("there is no blockade {n}")));
            }
        };
        let word = u16::from(side_index(&b.between[0])?) << 11
            | u16::from(side_index(&b.between[1])?) << 6
            | choice;
        out.extend_from_slice(&word.to_be_bytes());
    }
    for (text, what, limit) in [
        (&course.name, "name", LIMITS.name_chars),
        (&course.author, "author", LIMITS.name_chars),
        (&course.notes, "notes", LIMITS.notes_chars),
    ] {
        if text.chars().count() > limit {
            return Err(ShareCodeError::Unencodable(format!(
                "the {what} is longer than {limit} characters"
            )));
        }
        put_varint(&mut out, text.len() as u32);
        out.extend_from_slice(text.as_bytes());
    }
    Ok(out)
}

fn decode_body(body: &[u8]) -> Result<Course, ShareCodeError> {
    let mut r = Reader { bytes: body, at: 0 };
    let invalid = |m: String| ShareCodeError::Invalid(m);
    let n = r.count(LIMITS.pieces, "pieces")?;
    let mut course = Course::default();
    let mut origin = Hex::ZERO;
    for _ in 0..n {
        let b = r.byte()?;
        let side = SIDES
            .get(usize::from(b >> 3))
            .ok_or_else(|| invalid(format!("piece number {} does not exist", b >> 3)))?;
        let rotation = Rotation::new(b & 7)
            .ok_or_else(|| invalid(format!("rotation {} is out of range", b & 7)))?;
        let (dq, dr) = (r.signed()?, r.signed()?);
        // unsigned_abs, not abs: a zigzag varint can hold i32::MIN, whose abs()
        // overflows (a panic in debug builds, a negative "absolute value" that
        // passed this check in release). Found by the share_code fuzz target.
        let in_range = |v: &i32| v.unsigned_abs() <= LIMITS.coordinate.unsigned_abs();
        let q = origin.x.checked_add(dq).filter(in_range);
        let rr = origin.y.checked_add(dr).filter(in_range);
        let (Some(q), Some(rr)) = (q, rr) else {
            return Err(invalid(format!(
                "piece {side} lies outside the allowed range of coordinates"
            )));
        };
        origin = Hex::new(q, rr);
        course.pieces.push(Placement::new(*side, rotation, origin));
    }
    let changes = r.count(2 * LIMITS.caves_per_piece * LIMITS.pieces, "cave changes")?;
    for _ in 0..changes {
        let v = r.varint()?;
        let piece = (v >> 1) as usize;
        let (q, rr) = (r.signed()?, r.signed()?);
        if q.unsigned_abs() > 10 || rr.unsigned_abs() > 10 {
            return Err(invalid("a cave lies far outside its piece".into()));
        }
        let p = course.pieces.get_mut(piece).ok_or_else(|| {
            invalid(format!("a cave refers to piece number {piece}, which is not in the course"))
        })?;
        let list = if v & 1 == 1 { &mut p.removed_caves } else { &mut p.extra_caves };
        if list.len() >= LIMITS.caves_per_piece {
            return Err(invalid(format!(
                "piece {} has more than {} cave changes",
                p.piece, LIMITS.caves_per_piece
            )));
        }
        list.push(Hex::new(q, rr));
    }
    let blockades = r.count(LIMITS.blockades, "blockades")?;
    for _ in 0..blockades {
        let w = u16::from_be_bytes([r.byte()?, r.byte()?]);
        let side = |i: u16| {
            SIDES
                .get(usize::from(i))
                .map(|s| s.to_string())
                .ok_or_else(|| invalid(format!("piece number {i} does not exist")))
        };
        let (a, b) = (side(w >> 11)?, side((w >> 6) & 31)?);
        let blockade = match w & 63 {
            0 => BlockadeChoice::Random,
            n @ 1..=6 => BlockadeChoice::Number(n as u8),
            n => return Err(invalid(format!("there is no blockade {n}"))),
        };
        course.blockades.push(SeamBlockade { between: [a.into(), b.into()], blockade });
    }
    course.name = r.string(LIMITS.name_chars, "name")?;
    course.author = r.string(LIMITS.name_chars, "author")?;
    course.notes = r.string(LIMITS.notes_chars, "notes")?;
    if r.at != body.len() {
        return Err(ShareCodeError::Damaged("it has extra data at the end"));
    }
    Ok(course)
}

fn put_varint(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn put_signed(out: &mut Vec<u8>, v: i32) {
    put_varint(out, ((v << 1) ^ (v >> 31)) as u32);
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, ShareCodeError> {
        let b = *self.bytes.get(self.at).ok_or(ShareCodeError::Damaged("it ends too early"))?;
        self.at += 1;
        Ok(b)
    }
    fn varint(&mut self) -> Result<u32, ShareCodeError> {
        let mut v: u32 = 0;
        for shift in (0..35).step_by(7) {
            let b = self.byte()?;
            let part = u32::from(b & 0x7f);
            if shift == 28 && part > 0x0f {
                break;
            }
            v |= part << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(ShareCodeError::Damaged("it holds a number that is too large"))
    }
    fn signed(&mut self) -> Result<i32, ShareCodeError> {
        let v = self.varint()?;
        Ok((v >> 1) as i32 ^ -((v & 1) as i32))
    }
    fn count(&mut self, limit: usize, what: &str) -> Result<usize, ShareCodeError> {
        let n = self.varint()? as usize;
        if n > limit {
            return Err(ShareCodeError::Invalid(format!(
                "it lists {n} {what}, more than the limit of {limit}"
            )));
        }
        Ok(n)
    }
    fn string(&mut self, limit_chars: usize, what: &str) -> Result<String, ShareCodeError> {
        let len = self.varint()? as usize;
        let end = self
            .at
            .checked_add(len)
            .filter(|&e| e <= self.bytes.len())
            .ok_or(ShareCodeError::Damaged("it ends too early"))?;
        let text = std::str::from_utf8(&self.bytes[self.at..end])
            .map_err(|_| ShareCodeError::Invalid(format!("the {what} is not valid text")))?
            .to_string();
        self.at = end;
        if text.chars().count() > limit_chars {
            return Err(ShareCodeError::Invalid(format!(
                "the {what} is longer than {limit_chars} characters"
            )));
        }
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::catalog::Catalog;
    use eldorado_core::course::official;

    #[test]
    fn side_table_matches_the_catalog() {
        let ids: Vec<&str> = Catalog::get().side_ids().collect();
        let mut table = SIDES.to_vec();
        table.sort();
        let mut sorted = ids.clone();
        sorted.sort();
        assert_eq!(table, sorted, "every catalog side has a code number");
    }

    #[test]
    fn every_official_course_round_trips() {
        for (id, course) in official::all() {
            let code = encode(&course).unwrap();
            assert!(code.starts_with(PREFIX));
            assert!(
                code.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)),
                "{id}: {code}"
            );
            assert_eq!(decode(&code).unwrap(), course, "{id}");
            // Wrapped by a chat program: still decodes.
            let wrapped: String = code
                .chars()
                .collect::<Vec<_>>()
                .chunks(40)
                .map(|c| c.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join("\n ");
            assert_eq!(decode(&wrapped).unwrap(), course, "{id}");
        }
    }

    #[test]
    fn caves_blockades_and_odd_text_survive() {
        let mut course = official::course("hills-of-gold").unwrap();
        course.name = "Höhle & \"Fluss\" 🐍".into();
        course.author = String::new();
        course.notes = "line one\nline two".into();
        course.pieces[1].set_cave(Hex::new(1, -1), true);
        course.pieces[1].removed_caves.push(Hex::new(0, 0));
        course.pieces[2].extra_caves = vec![Hex::new(-10, 10), Hex::new(2, 0)];
        course.set_blockade("B", "C", Some(BlockadeChoice::Number(6)));
        course.blockades.push(SeamBlockade {
            between: ["finish-river".into(), "R".into()],
            blockade: BlockadeChoice::Number(1),
        });
        assert_eq!(decode(&encode(&course).unwrap()).unwrap(), course);
        assert_eq!(decode(&encode(&Course::default()).unwrap()).unwrap(), Course::default());
    }

    #[test]
    fn courses_that_cannot_be_coded_say_why() {
        let mut course = official::default_course();
        course.pieces[0].piece = "Z".into();
        assert_eq!(
            encode(&course).unwrap_err().to_string(),
            "the course cannot be shared: there is no piece \"Z\" in the game"
        );
        let mut course = official::default_course();
        course.pieces[2].origin = Hex::new(5000, 0);
        assert!(encode(&course).unwrap_err().to_string().contains("outside the allowed range"));
    }

    #[test]
    fn bad_codes_get_one_clear_sentence() {
        let code = encode(&official::default_course()).unwrap();
        let err = |s: &str| decode(s).unwrap_err();
        assert_eq!(err("hello world"), ShareCodeError::NotACode);
        assert_eq!(err(""), ShareCodeError::NotACode);
        assert!(matches!(
            err(&code.replacen("ED1.", "ED2.", 1)),
            ShareCodeError::NewerVersion { .. }
        ));
        assert!(err(&code.replacen("ED1.", "ED2.", 1)).to_string().contains("newer version"));
        assert_eq!(
            err(&code[..code.len() - 3]),
            ShareCodeError::Damaged("its checksum does not match")
        );
        assert!(matches!(err(&format!("{code}!")), ShareCodeError::BadCharacter('!')));
        assert_eq!(err("ED1.AAA"), ShareCodeError::Damaged("it is too short"));
        // One changed character anywhere in the payload is caught.
        let payload_start = PREFIX.len();
        for i in payload_start..code.len() {
            let mut chars: Vec<char> = code.chars().collect();
            chars[i] = if chars[i] == 'A' { 'B' } else { 'A' };
            let tampered: String = chars.into_iter().collect();
            assert!(decode(&tampered).is_err(), "changing character {i} went unnoticed");
        }
        let huge = format!("ED1.{}", "A".repeat(10_000_000));
        assert!(matches!(err(&huge), ShareCodeError::TooLong { .. }));
    }

    #[test]
    fn a_code_pasted_from_a_chat_or_an_email_still_decodes() {
        let course = official::course("serpentine").unwrap();
        let code = encode(&course).unwrap();
        let wrapped: Vec<&str> =
            code.as_bytes().chunks(30).map(|c| std::str::from_utf8(c).unwrap()).collect();
        for pasted in [
            format!("\u{feff}{code}\n"),
            format!("  {}\r\n", code.replacen("ED1.", "ed1.", 1)),
            format!("{}\n\nSent from my phone\n", wrapped.join("\n")),
            format!("{code}\nthanks, see you Friday!\n-- \nBob"),
            code.replace('A', "A\u{200b}"),
        ] {
            assert_eq!(decode(&pasted).unwrap(), course, "{pasted:?}");
        }
        // A line that is not the code's, but the code is damaged: the damage is reported.
        let cut = &code[..code.len() - 4];
        assert!(matches!(decode(&format!("{cut}\nBob")), Err(ShareCodeError::Damaged(_))));
    }

    #[test]
    fn a_valid_checksum_over_nonsense_is_still_refused() {
        // A hand-made code with a correct checksum but a body that lies.
        let make = |body: &[u8]| {
            let mut bytes = vec![0u8];
            bytes.extend_from_slice(body);
            let crc = checksum(&bytes);
            bytes.extend_from_slice(&crc.to_be_bytes());
            format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(&bytes))
        };
        let e = decode(&make(&[200, 1])).unwrap_err().to_string();
        assert!(e.contains("more than the limit of 32"), "{e}");
        let e = decode(&make(&[1, 31 << 3, 0, 0, 0, 0, 0, 0, 0])).unwrap_err().to_string();
        assert!(e.contains("piece number 31 does not exist"), "{e}");
        let e = decode(&make(&[1, 7, 0, 0, 0, 0, 0, 0, 0])).unwrap_err().to_string();
        assert!(e.contains("rotation 7"), "{e}");
        let e = decode(&make(&[0, 0, 0, 0, 0, 0, 9])).unwrap_err().to_string();
        assert!(e.contains("extra data"), "{e}");
        let e = decode(&make(&[0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x7f])).unwrap_err().to_string();
        assert!(e.contains("too large") || e.contains("ends too early"), "{e}");
        let e = decode(&make(&[0, 0, 0, 2, 0xff, 0xfe, 0, 0])).unwrap_err().to_string();
        assert!(e.contains("name is not valid text"), "{e}");
    }
}
