//! The course file: versioned JSON, parsed with clear errors, written atomically
//! and always to the same bytes for the same course.
//!
//! ```json
//! {
//!   "format": "eldorado-course",
//!   "version": 1,
//!   "name": "First course",
//!   "author": "",
//!   "notes": "",
//!   "pieces": [
//!     {"piece": "B", "rotation": 0, "q": 0, "r": 0},
//!     {"piece": "finish-river", "rotation": 4, "q": -4, "r": -21}
//!   ],
//!   "blockades": [
//!     {"between": ["B", "C"], "blockade": "random"}
//!   ]
//! }
//! ```
//! The full description is in `docs/course-format.md`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{BlockadeChoice, Course, Placement, SeamBlockade};
use crate::catalog::Catalog;
use crate::hex::{Axial, Hex, Rotation};

pub const FORMAT: &str = "eldorado-course";
pub const VERSION: u32 = 1;

/// Bounds on what a course file may hold. A real course is a few kilobytes with
/// at most eleven pieces; anything far beyond that is a mistake or an attack.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub file_bytes: u64,
    pub pieces: usize,
    pub blockades: usize,
    pub caves_per_piece: usize,
    /// Largest |q| or |r| of a piece origin.
    pub coordinate: i32,
    pub name_chars: usize,
    pub notes_chars: usize,
}

pub const LIMITS: Limits = Limits {
    file_bytes: 1024 * 1024,
    pieces: 32,
    blockades: 64,
    caves_per_piece: 37,
    coordinate: 1000,
    name_chars: 200,
    notes_chars: 20_000,
};

/// Why a course file could not be read or written. Each message is one sentence
/// that says what is wrong and where.
#[derive(Debug, thiserror::Error)]
pub enum CourseError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("the file is {size} bytes, more than the {limit}-byte limit for a course file")]
    TooLarge { size: u64, limit: u64 },
    #[error("the file is not valid JSON: {0}")]
    Syntax(String),
    #[error("the file is not UTF-8 text (bad byte at offset {offset}); a course file is JSON text")]
    NotText { offset: usize },
    #[error("this is not an El Dorado course file: {0}")]
    NotACourse(String),
    #[error(
        "the file was written by a newer version of the course format (version {found}); this program reads version {VERSION} and older, so update it to open this file"
    )]
    NewerVersion { found: u64 },
    #[error("{path}: {message}")]
    Invalid { path: String, message: String },
}

/// Reads a course file.
pub fn load(path: &Path) -> Result<Course, CourseError> {
    let read_err = |source| CourseError::Read { path: path.to_path_buf(), source };
    let file = std::fs::File::open(path).map_err(read_err)?;
    let size = file.metadata().map_err(read_err)?.len();
    if size > LIMITS.file_bytes {
        return Err(CourseError::TooLarge { size, limit: LIMITS.file_bytes });
    }
    // Read at most one byte past the limit: the size above may lie (pipes, /proc).
    let mut bytes = Vec::new();
    file.take(LIMITS.file_bytes + 1).read_to_end(&mut bytes).map_err(read_err)?;
    if bytes.len() as u64 > LIMITS.file_bytes {
        return Err(CourseError::TooLarge { size: bytes.len() as u64, limit: LIMITS.file_bytes });
    }
    let text = String::from_utf8(bytes).map_err(|e| CourseError::NotText { offset: e.utf8_error().valid_up_to() })?;
    parse(&text)
}

/// Parses the text of a course file.
pub fn parse(text: &str) -> Result<Course, CourseError> {
    if text.len() as u64 > LIMITS.file_bytes {
        return Err(CourseError::TooLarge { size: text.len() as u64, limit: LIMITS.file_bytes });
    }
    check_header(text)?;
    let de = &mut serde_json::Deserializer::from_str(text);
    let file: CourseFile = serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let msg = strip_position(&inner);
        let at = if inner.line() > 0 { format!(" (line {}, column {})", inner.line(), inner.column()) } else { String::new() };
        if inner.is_syntax() || inner.is_eof() {
            CourseError::Syntax(format!("{msg}{at}"))
        } else {
            CourseError::Invalid { path: if path == "." { "the course".into() } else { path }, message: format!("{msg}{at}") }
        }
    })?;
    file.into_course()
}

/// Looks only at `format` and `version`, so that a newer file is refused with the
/// right message even if the rest of it would not parse as version 1.
fn check_header(text: &str) -> Result<(), CourseError> {
    #[derive(Deserialize)]
    struct Header {
        format: Option<serde_json::Value>,
        version: Option<serde_json::Value>,
    }
    let header: Header = match serde_json::from_str(text) {
        Ok(h) => h,
        Err(e) if e.to_string().contains("recursion limit") => {
            return Err(CourseError::Syntax(format!("the JSON is nested too deeply (line {}, column {})", e.line(), e.column())));
        }
        Err(e) if e.is_syntax() || e.is_eof() => {
            return Err(CourseError::Syntax(format!("{} (line {}, column {})", strip_position(&e), e.line(), e.column())));
        }
        Err(_) => return Err(CourseError::NotACourse("the top level must be a JSON object with \"format\": \"eldorado-course\"".into())),
    };
    match header.format {
        Some(serde_json::Value::String(f)) if f == FORMAT => {}
        Some(other) => return Err(CourseError::NotACourse(format!("\"format\" is {other}, expected \"{FORMAT}\""))),
        None => return Err(CourseError::NotACourse(format!("it has no \"format\": \"{FORMAT}\" field"))),
    }
    match header.version {
        Some(serde_json::Value::Number(n)) => match n.as_u64() {
            Some(v) if v > u64::from(VERSION) => Err(CourseError::NewerVersion { found: v }),
            Some(v) if v >= 1 => Ok(()),
            _ => Err(CourseError::Invalid { path: "version".into(), message: format!("{n} is not a format version; versions start at 1") }),
        },
        Some(other) => Err(CourseError::Invalid { path: "version".into(), message: format!("expected a whole number, found {other}") }),
        None => Err(CourseError::Invalid { path: "version".into(), message: "the \"version\" field is missing".into() }),
    }
}

/// serde_json appends " at line X column Y"; we say where ourselves.
fn strip_position(e: &serde_json::Error) -> String {
    let s = e.to_string();
    match s.rfind(" at line ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Writes a course atomically: to a temporary file beside the target, flushed to
/// disk, then renamed over it. A crash leaves either the old file or the new one.
pub fn save(course: &Course, path: &Path) -> Result<(), CourseError> {
    atomic_write(path, to_json(course).as_bytes())
}

/// Writes any bytes atomically (see [`save`]); exports use it too.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> Result<(), CourseError> {
    let write_err = |source| CourseError::Write { path: path.to_path_buf(), source };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "course".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)?;
        // Make the rename itself durable where the platform allows it.
        if let Ok(d) = std::fs::File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(write_err)
}

/// The file's text: stable, one piece or seam per line.
pub fn to_json(course: &Course) -> String {
    let mut c = course.clone();
    c.normalize();
    let file = CourseFile::from_course(&c);
    let mut out = String::new();
    out.push_str("{\n");
    out.push_str(&format!("  \"format\": {},\n", one_line(&file.format)));
    out.push_str(&format!("  \"version\": {},\n", file.version));
    out.push_str(&format!("  \"name\": {},\n", one_line(&file.name)));
    out.push_str(&format!("  \"author\": {},\n", one_line(&file.author)));
    out.push_str(&format!("  \"notes\": {},\n", one_line(&file.notes)));
    push_list(&mut out, "pieces", &file.pieces, true);
    push_list(&mut out, "blockades", &file.blockades, false);
    out.push_str("}\n");
    out
}

fn push_list<T: Serialize>(out: &mut String, key: &str, items: &[T], comma: bool) {
    let tail = if comma { "," } else { "" };
    if items.is_empty() {
        out.push_str(&format!("  \"{key}\": []{tail}\n"));
        return;
    }
    out.push_str(&format!("  \"{key}\": [\n"));
    for (i, item) in items.iter().enumerate() {
        let sep = if i + 1 < items.len() { "," } else { "" };
        out.push_str(&format!("    {}{sep}\n", one_line(item)));
    }
    out.push_str(&format!("  ]{tail}\n"));
}

/// JSON on one line with a space after each colon and comma.
fn one_line<T: Serialize + ?Sized>(value: &T) -> String {
    struct Spaced;
    impl serde_json::ser::Formatter for Spaced {
        fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> std::io::Result<()> {
            if first { Ok(()) } else { w.write_all(b", ") }
        }
        fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
            w.write_all(b": ")
        }
        fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> std::io::Result<()> {
            if first { Ok(()) } else { w.write_all(b", ") }
        }
    }
    let mut buf = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut buf, Spaced);
    value.serialize(&mut ser).expect("serialising plain data to memory cannot fail");
    String::from_utf8(buf).expect("serde_json writes UTF-8")
}

// ---- the on-disk shape -------------------------------------------------------

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CourseFile {
    format: String,
    version: u32,
    #[serde(default)]
    name: String,
    #[serde(default)]
    author: String,
    #[serde(default)]
    notes: String,
    pieces: Vec<PlacementFile>,
    #[serde(default)]
    blockades: Vec<SeamFile>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlacementFile {
    piece: String,
    rotation: i64,
    q: i64,
    r: i64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    extra_caves: Vec<Axial>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    removed_caves: Vec<Axial>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeamFile {
    between: [String; 2],
    blockade: BlockadeFile,
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum BlockadeFile {
    Number(i64),
    Word(String),
}

impl CourseFile {
    fn from_course(c: &Course) -> Self {
        CourseFile {
            format: FORMAT.to_string(),
            version: VERSION,
            name: c.name.clone(),
            author: c.author.clone(),
            notes: c.notes.clone(),
            pieces: c
                .pieces
                .iter()
                .map(|p| PlacementFile {
                    piece: p.piece.clone(),
                    rotation: i64::from(p.rotation.steps()),
                    q: i64::from(p.origin.x),
                    r: i64::from(p.origin.y),
                    extra_caves: p.extra_caves.iter().map(|&h| h.into()).collect(),
                    removed_caves: p.removed_caves.iter().map(|&h| h.into()).collect(),
                })
                .collect(),
            blockades: c
                .blockades
                .iter()
                .map(|s| SeamFile {
                    between: s.between.clone(),
                    blockade: match s.blockade {
                        BlockadeChoice::Number(n) => BlockadeFile::Number(i64::from(n)),
                        BlockadeChoice::Random => BlockadeFile::Word("random".into()),
                    },
                })
                .collect(),
        }
    }

    fn into_course(self) -> Result<Course, CourseError> {
        let invalid = |path: String, message: String| CourseError::Invalid { path, message };
        let l = LIMITS;
        if self.name.chars().count() > l.name_chars {
            return Err(invalid("name".into(), format!("the name is longer than {} characters", l.name_chars)));
        }
        if self.author.chars().count() > l.name_chars {
            return Err(invalid("author".into(), format!("the author is longer than {} characters", l.name_chars)));
        }
        if self.notes.chars().count() > l.notes_chars {
            return Err(invalid("notes".into(), format!("the notes are longer than {} characters", l.notes_chars)));
        }
        if self.pieces.len() > l.pieces {
            return Err(invalid("pieces".into(), format!("{} pieces is more than the limit of {}", self.pieces.len(), l.pieces)));
        }
        if self.blockades.len() > l.blockades {
            return Err(invalid("blockades".into(), format!("{} blockades is more than the limit of {}", self.blockades.len(), l.blockades)));
        }
        let catalog = Catalog::get();
        let known = || {
            let ids: Vec<&str> = catalog.side_ids().collect();
            format!("the known pieces are {}", ids.join(", "))
        };
        let mut pieces = Vec::with_capacity(self.pieces.len());
        for (i, p) in self.pieces.into_iter().enumerate() {
            let at = |field: &str| format!("pieces[{i}]{field}");
            if catalog.side(&p.piece).is_none() {
                return Err(invalid(at(".piece"), format!("there is no piece {:?}; {}", p.piece, known())));
            }
            let rotation = u8::try_from(p.rotation)
                .ok()
                .and_then(Rotation::new)
                .ok_or_else(|| invalid(at(".rotation"), format!("rotation {} is out of range; it must be 0 to 5 (steps of 60° clockwise)", p.rotation)))?;
            let coord = |v: i64, name: &str| {
                // unsigned_abs: abs() of i32::MIN overflows (panics in debug, and in
                // release gives a negative number that passed the range check).
                i32::try_from(v).ok().filter(|v| v.unsigned_abs() <= l.coordinate.unsigned_abs()).ok_or_else(|| {
                    invalid(at(&format!(".{name}")), format!("{name} = {v} is outside the allowed range -{0} to {0}", l.coordinate))
                })
            };
            let origin = Hex::new(coord(p.q, "q")?, coord(p.r, "r")?);
            for (list, name) in [(&p.extra_caves, "extra_caves"), (&p.removed_caves, "removed_caves")] {
                if list.len() > l.caves_per_piece {
                    return Err(invalid(at(&format!(".{name}")), format!("more than {} entries", l.caves_per_piece)));
                }
                if let Some(c) = list.iter().find(|c| c.q.unsigned_abs() > 10 || c.r.unsigned_abs() > 10) {
                    return Err(invalid(at(&format!(".{name}")), format!("{c} is far outside the piece; cave positions are local to the piece")));
                }
            }
            pieces.push(Placement {
                piece: p.piece,
                rotation,
                origin,
                extra_caves: p.extra_caves.iter().map(|a| a.hex()).collect(),
                removed_caves: p.removed_caves.iter().map(|a| a.hex()).collect(),
            });
        }
        let mut blockades = Vec::with_capacity(self.blockades.len());
        for (i, s) in self.blockades.into_iter().enumerate() {
            let at = |field: &str| format!("blockades[{i}]{field}");
            for id in &s.between {
                if catalog.side(id).is_none() {
                    return Err(invalid(at(".between"), format!("there is no piece {id:?}; {}", known())));
                }
            }
            let blockade = match s.blockade {
                BlockadeFile::Number(n) if (1..=6).contains(&n) => BlockadeChoice::Number(n as u8),
                BlockadeFile::Number(n) => {
                    return Err(invalid(at(".blockade"), format!("there is no blockade {n}; blockades are numbered 1 to 6")));
                }
                BlockadeFile::Word(w) if w == "random" => BlockadeChoice::Random,
                BlockadeFile::Word(w) => {
                    return Err(invalid(at(".blockade"), format!("{w:?} is not a blockade; use a number 1 to 6 or \"random\"")));
                }
            };
            blockades.push(SeamBlockade { between: s.between, blockade });
        }
        Ok(Course { name: self.name, author: self.author, notes: self.notes, pieces, blockades })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn minimal(pieces: &str) -> String {
        format!(r#"{{"format": "eldorado-course", "version": 1, "pieces": [{pieces}]}}"#)
    }

    #[test]
    fn errors_say_what_and_where() {
        let e = parse(&minimal(r#"{"piece": "Z", "rotation": 0, "q": 0, "r": 0}"#)).unwrap_err().to_string();
        assert!(e.starts_with("pieces[0].piece: there is no piece \"Z\""), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 9, "q": 0, "r": 0}"#)).unwrap_err().to_string();
        assert!(e.contains("pieces[0].rotation: rotation 9 is out of range"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 0, "q": 1000000000, "r": 0}"#)).unwrap_err().to_string();
        assert!(e.contains("pieces[0].q: q = 1000000000 is outside"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": "two", "q": 0, "r": 0}"#)).unwrap_err().to_string();
        assert!(e.starts_with("pieces[0].rotation: invalid type: string \"two\""), "{e}");
        let e = parse(r#"{"format": "eldorado-course", "version": 1, "pieces": [{"piece": "C""#).unwrap_err().to_string();
        assert!(e.starts_with("the file is not valid JSON: EOF while parsing"), "{e}");
        let e = parse(r#"{"format": "eldorado-course", "version": 7, "pieces": 5}"#).unwrap_err().to_string();
        assert!(e.contains("newer version of the course format (version 7)"), "{e}");
        let e = parse(r#"{"format": "something-else", "version": 1}"#).unwrap_err().to_string();
        assert!(e.starts_with("this is not an El Dorado course file"), "{e}");
        let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        let e = parse(&deep).unwrap_err().to_string();
        assert!(e.contains("nested too deeply"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 0, "q": 0, "r": 0, "colour": 3}"#)).unwrap_err().to_string();
        assert!(e.starts_with("pieces[0].colour: unknown field `colour`"), "{e}");
    }

    #[test]
    fn blockade_choices_round_trip() {
        let text = r#"{"format": "eldorado-course", "version": 1, "pieces": [],
            "blockades": [{"between": ["B", "C"], "blockade": 3}, {"between": ["C", "N"], "blockade": "random"}]}"#;
        let c = parse(text).unwrap();
        assert_eq!(c.blockades[0].blockade, BlockadeChoice::Number(3));
        assert_eq!(c.blockades[1].blockade, BlockadeChoice::Random);
        let again = parse(&to_json(&c)).unwrap();
        assert_eq!(again, c);
        let e = parse(&text.replace("\"blockade\": 3", "\"blockade\": 8")).unwrap_err().to_string();
        assert!(e.contains("blockades[0].blockade: there is no blockade 8"), "{e}");
    }

    #[test]
    fn saves_atomically_and_identically() {
        let dir = std::env::temp_dir().join(format!("eldorado-file-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c.json");
        let course = super::super::official::course("first-course").unwrap();
        save(&course, &path).unwrap();
        let first = std::fs::read(&path).unwrap();
        let loaded = load(&path).unwrap();
        save(&loaded, &path).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), first);
        // No temporary files are left behind.
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 1, "{names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
