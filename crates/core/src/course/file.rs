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

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{BlockadeChoice, Course, Placement, SeamBlockade};
use crate::atomic_file::{self, Target};
use crate::catalog::Catalog;
use crate::hex::{Hex, Rotation};
use crate::stream_file;
use crate::text::{excerpt, shorten_quotes};

/// How much of a user's text a message quotes.
const QUOTED_CHARS: usize = 40;

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
    #[error("the input goes on past the {limit}-byte limit for a course file")]
    TooLong { limit: u64 },
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
    #[error(
        "{} holds a course saved by a newer version of the course format (version {found}); saving over it would lose what this program cannot read, so it was left untouched", path.display()
    )]
    WouldLoseNewer { path: PathBuf, found: u64 },
}

/// Reads a course file. A FIFO or a device is read too, but never waited on for
/// long (see [`stream_file`]).
pub fn load(path: &Path) -> Result<Course, CourseError> {
    parse(&read_text(path)?)
}

/// Reads a text file no larger than a course file may be (course files, and
/// the course files of other programs): capped by the bytes actually read.
pub fn read_text(path: &Path) -> Result<String, CourseError> {
    let read_err = |source| CourseError::Read { path: path.to_path_buf(), source };
    let mut file = stream_file::open_for_reading(path).map_err(read_err)?;
    let meta = file.metadata().map_err(read_err)?;
    if meta.is_file() && meta.len() > LIMITS.file_bytes {
        return Err(CourseError::TooLarge { size: meta.len(), limit: LIMITS.file_bytes });
    }
    // Capped by the bytes actually read: the size above may lie (pipes, /proc).
    let bytes = stream_file::read_capped(&mut file, LIMITS.file_bytes).map_err(read_err)?;
    text_from_bytes(bytes)
}

/// The text of a file or stream read with a cap of one byte past
/// [`Limits::file_bytes`].
pub fn text_from_bytes(bytes: Vec<u8>) -> Result<String, CourseError> {
    if bytes.len() as u64 > LIMITS.file_bytes {
        return Err(CourseError::TooLong { limit: LIMITS.file_bytes });
    }
    String::from_utf8(bytes)
        .map_err(|e| CourseError::NotText { offset: e.utf8_error().valid_up_to() })
}

/// Reads a course from the bytes of a file or of a stream (see [`text_from_bytes`]).
pub fn from_bytes(bytes: Vec<u8>) -> Result<Course, CourseError> {
    parse(&text_from_bytes(bytes)?)
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
        let msg = shorten_quotes(&strip_position(&inner), QUOTED_CHARS);
        let at = if inner.line() > 0 {
            format!(" (line {}, column {})", inner.line(), inner.column())
        } else {
            String::new()
        };
        if inner.is_syntax() || inner.is_eof() {
            CourseError::Syntax(format!("{msg}{at}"))
        } else {
            CourseError::Invalid { path: field_path(&path), message: format!("{msg}{at}") }
        }
    })?;
    file.into_course()
}

/// Where in the file a message points: the field path, cut if a hostile key
/// made it long, or "the course" for the top level.
fn field_path(path: &str) -> String {
    match path {
        "." => "the course".into(),
        p if p.chars().count() > 2 * QUOTED_CHARS => {
            format!("{}…", p.chars().take(2 * QUOTED_CHARS).collect::<String>())
        }
        p => p.into(),
    }
}

/// Looks only at `format` and `version`, so that a newer file is refused with the
/// right message even if the rest of it would not parse as version 1.
fn check_header(text: &str) -> Result<(), CourseError> {
    /// Keeps `null` as a value, so that `"version": null` is not taken for a missing field.
    fn present<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Option<serde_json::Value>, D::Error> {
        serde_json::Value::deserialize(d).map(Some)
    }
    #[derive(Deserialize)]
    struct Header {
        #[serde(default, deserialize_with = "present")]
        format: Option<serde_json::Value>,
        #[serde(default, deserialize_with = "present")]
        version: Option<serde_json::Value>,
    }
    let header: Header = match serde_json::from_str(text) {
        Ok(h) => h,
        Err(e) if e.to_string().contains("recursion limit") => {
            return Err(CourseError::Syntax(format!(
                "the JSON is nested too deeply (line {}, column {})",
                e.line(),
                e.column()
            )));
        }
        Err(e) if e.is_syntax() || e.is_eof() => {
            return Err(CourseError::Syntax(format!(
                "{} (line {}, column {})",
                strip_position(&e),
                e.line(),
                e.column()
            )));
        }
        // The same words as for any other field given twice.
        Err(e) if e.to_string().starts_with("duplicate field") => {
            return Err(CourseError::Invalid {
                path: "the course".into(),
                message: format!(
                    "{} (line {}, column {})",
                    strip_position(&e),
                    e.line(),
                    e.column()
                ),
            });
        }
        Err(_) => {
            return Err(CourseError::NotACourse(
                "the top level must be a JSON object with \"format\": \"eldorado-course\"".into(),
            ));
        }
    };
    // serde reads a struct from a JSON list too, by position; a course is an object.
    if !text.trim_start().starts_with('{') {
        return Err(CourseError::NotACourse(
            "the top level must be a JSON object with \"format\": \"eldorado-course\"".into(),
        ));
    }
    match header.format {
        Some(serde_json::Value::String(f)) if f == FORMAT => {}
        Some(other) => {
            return Err(CourseError::NotACourse(format!(
                "\"format\" is {}, expected \"{FORMAT}\"",
                json_excerpt(&other)
            )));
        }
        None => {
            return Err(CourseError::NotACourse(format!(
                "it has no \"format\": \"{FORMAT}\" field"
            )));
        }
    }
    let version = |message: String| Err(CourseError::Invalid { path: "version".into(), message });
    match header.version {
        Some(serde_json::Value::Number(n)) => match whole(&n) {
            Some(v) if v > i128::from(VERSION) => {
                Err(CourseError::NewerVersion { found: u64::try_from(v).unwrap_or(u64::MAX) })
            }
            Some(v) if v >= 1 => Ok(()),
            _ => version(format!("{n} is not a format version; versions start at 1")),
        },
        Some(other) => version(format!(
            "the version is {}; it must be a whole number, the format version ({VERSION} for this program)",
            json_excerpt(&other)
        )),
        None => version("the \"version\" field is missing".into()),
    }
}

/// A JSON number that is a whole number, however it is written (`3`, `3.0`, `3e0`, `-0`).
fn whole(n: &serde_json::Number) -> Option<i128> {
    if let Some(v) = n.as_i64() {
        return Some(i128::from(v));
    }
    if let Some(v) = n.as_u64() {
        return Some(i128::from(v));
    }
    n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 1e30).map(|f| f as i128)
}

/// A JSON value quoted in a message: short, whatever the user wrote.
fn json_excerpt(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => excerpt(s, QUOTED_CHARS),
        serde_json::Value::Array(_) => "a list".into(),
        serde_json::Value::Object(_) => "an object".into(),
        other => other.to_string(),
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
/// A course file of a newer format version is never replaced here (its reader may
/// hold more than this program understands): that needs [`save_over`], after
/// asking the user.
pub fn save(course: &Course, path: &Path) -> Result<(), CourseError> {
    if let Existing::Course { version } = existing(path)
        && version > u64::from(VERSION)
    {
        return Err(CourseError::WouldLoseNewer { path: path.to_path_buf(), found: version });
    }
    save_over(course, path)
}

/// Like [`save`], but replaces whatever is there: for when the user has agreed.
pub fn save_over(course: &Course, path: &Path) -> Result<(), CourseError> {
    atomic_write(path, to_json(course).as_bytes())
}

/// Saves a course to a new file: fails with a [`CourseError::Write`] of kind
/// [`std::io::ErrorKind::AlreadyExists`] if anything is at `path`, even if it
/// appeared since the caller looked.
pub fn save_new(course: &Course, path: &Path) -> Result<(), CourseError> {
    atomic_file::write_new(path, to_json(course).as_bytes())
        .map_err(|source| CourseError::Write { path: path.to_path_buf(), source })
}

/// What is already at a path that is about to be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// Nothing (or nothing that can be read).
    Nothing,
    /// A course file, of this format version or another.
    Course { version: u64 },
    /// Some other file.
    Other,
    /// A FIFO or a device: a write goes through it and replaces nothing.
    Stream,
    /// Something that is never written to, and why (a folder, a disk device, …).
    Unwritable(&'static str),
}

/// Looks at what a write to `path` would replace, without following it blindly
/// or waiting on it. Only the header is trusted, so that a newer file is
/// recognised however different the rest of it is.
pub fn existing(path: &Path) -> Existing {
    let real = match atomic_file::inspect(path) {
        Ok(Target::File { real, .. }) => real,
        Ok(Target::Missing) | Err(_) => return Existing::Nothing,
        Ok(Target::Stream) => return Existing::Stream,
        Ok(Target::Refused(why)) => return Existing::Unwritable(why),
    };
    let Ok(mut file) = stream_file::open_for_reading(&real) else { return Existing::Nothing };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Existing::Other;
    }
    let Ok(bytes) = stream_file::read_capped(&mut file, LIMITS.file_bytes) else {
        return Existing::Other;
    };
    if bytes.len() as u64 > LIMITS.file_bytes {
        return Existing::Other;
    }
    #[derive(Deserialize)]
    struct Header {
        format: String,
        version: u64,
    }
    match serde_json::from_slice::<Header>(&bytes) {
        Ok(h) if h.format == FORMAT => Existing::Course { version: h.version },
        _ => Existing::Other,
    }
}

/// Writes any bytes atomically (see [`save`]); exports use it too.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> Result<(), CourseError> {
    crate::atomic_file::write(path, bytes)
        .map_err(|source| CourseError::Write { path: path.to_path_buf(), source })
}

/// The file's text: stable, one piece or seam per line.
pub fn to_json(course: &Course) -> String {
    let mut c = course.clone();
    c.normalize();
    let file = CourseFile::from_course(&c);
    let mut out = String::new();
    out.push_str("{\n");
    out.push_str(&format!("  \"format\": {},\n", one_line(&file.format)));
    out.push_str(&format!("  \"version\": {},\n", file.version.0));
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
        fn begin_object_key<W: ?Sized + Write>(
            &mut self,
            w: &mut W,
            first: bool,
        ) -> std::io::Result<()> {
            if first { Ok(()) } else { w.write_all(b", ") }
        }
        fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
            w.write_all(b": ")
        }
        fn begin_array_value<W: ?Sized + Write>(
            &mut self,
            w: &mut W,
            first: bool,
        ) -> std::io::Result<()> {
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
    version: Whole,
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
    rotation: Whole,
    q: Whole,
    r: Whole,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    extra_caves: Vec<LocalHex>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    removed_caves: Vec<LocalHex>,
}

/// A hex local to a piece (a cave), with whole-number fields like the rest.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LocalHex {
    q: Whole,
    r: Whole,
}

impl LocalHex {
    /// The hex, if it lies near the piece (cave positions are local to it).
    fn near_the_piece(self) -> Option<Hex> {
        let near = |v: i128| i32::try_from(v).ok().filter(|v| v.unsigned_abs() <= 10);
        Some(Hex::new(near(self.q.0)?, near(self.r.0)?))
    }
}

impl From<Hex> for LocalHex {
    fn from(h: Hex) -> Self {
        LocalHex { q: Whole(i128::from(h.x)), r: Whole(i128::from(h.y)) }
    }
}

/// A whole-number field. serde's own message for `1.5` or `1e23` speaks of
/// "floating point" and "i64"; this one says what a user can act on. A whole
/// number written as a decimal (`3.0`, `3e0`, `-0`) is taken as that number.
#[derive(Clone, Copy, Serialize)]
#[serde(transparent)]
struct Whole(i128);

impl<'de> Deserialize<'de> for Whole {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct WholeVisitor;
        impl serde::de::Visitor<'_> for WholeVisitor {
            type Value = Whole;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a whole number")
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Whole, E> {
                Ok(Whole(v.into()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Whole, E> {
                Ok(Whole(v.into()))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Whole, E> {
                // Up to 2^53 a decimal is exact, and the field's own check names
                // it; past that it is far outside any range a field allows.
                const EXACT: f64 = 9_007_199_254_740_992.0;
                if v.fract() == 0.0 && v.abs() <= EXACT {
                    Ok(Whole(v as i128))
                } else if v.is_finite() && v.fract() == 0.0 {
                    Err(E::custom(format!("{v} is far outside any allowed range")))
                } else {
                    Err(E::custom(format!("expected a whole number, found {v}")))
                }
            }
        }
        d.deserialize_i64(WholeVisitor)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeamFile {
    between: [String; 2],
    blockade: BlockadeFile,
}

/// A blockade number or the word "random".
#[derive(Serialize)]
#[serde(untagged)]
enum BlockadeFile {
    Number(i128),
    Word(String),
}

impl<'de> Deserialize<'de> for BlockadeFile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct BlockadeVisitor;
        impl serde::de::Visitor<'_> for BlockadeVisitor {
            type Value = BlockadeFile;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a blockade number 1 to 6 or \"random\"")
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<BlockadeFile, E> {
                Ok(BlockadeFile::Number(v.into()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<BlockadeFile, E> {
                Ok(BlockadeFile::Number(v.into()))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<BlockadeFile, E> {
                Whole::deserialize(serde::de::value::F64Deserializer::<E>::new(v))
                    .map(|w| BlockadeFile::Number(w.0))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<BlockadeFile, E> {
                Ok(BlockadeFile::Word(v.to_string()))
            }
        }
        d.deserialize_any(BlockadeVisitor)
    }
}

impl CourseFile {
    fn from_course(c: &Course) -> Self {
        CourseFile {
            format: FORMAT.to_string(),
            version: Whole(i128::from(VERSION)),
            name: c.name.clone(),
            author: c.author.clone(),
            notes: c.notes.clone(),
            pieces: c
                .pieces
                .iter()
                .map(|p| PlacementFile {
                    piece: p.piece.clone(),
                    rotation: Whole(i128::from(p.rotation.steps())),
                    q: Whole(i128::from(p.origin.x)),
                    r: Whole(i128::from(p.origin.y)),
                    extra_caves: p.extra_caves.iter().map(|&h| LocalHex::from(h)).collect(),
                    removed_caves: p.removed_caves.iter().map(|&h| LocalHex::from(h)).collect(),
                })
                .collect(),
            blockades: c
                .blockades
                .iter()
                .map(|s| SeamFile {
                    between: s.between.clone(),
                    blockade: match s.blockade {
                        BlockadeChoice::Number(n) => BlockadeFile::Number(i128::from(n)),
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
            return Err(invalid(
                "name".into(),
                format!("the name is longer than {} characters", l.name_chars),
            ));
        }
        if self.author.chars().count() > l.name_chars {
            return Err(invalid(
                "author".into(),
                format!("the author is longer than {} characters", l.name_chars),
            ));
        }
        if self.notes.chars().count() > l.notes_chars {
            return Err(invalid(
                "notes".into(),
                format!("the notes are longer than {} characters", l.notes_chars),
            ));
        }
        if self.pieces.len() > l.pieces {
            return Err(invalid(
                "pieces".into(),
                format!("{} pieces is more than the limit of {}", self.pieces.len(), l.pieces),
            ));
        }
        if self.blockades.len() > l.blockades {
            return Err(invalid(
                "blockades".into(),
                format!(
                    "{} blockades is more than the limit of {}",
                    self.blockades.len(),
                    l.blockades
                ),
            ));
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
                return Err(invalid(
                    at(".piece"),
                    format!("there is no piece {}; {}", excerpt(&p.piece, QUOTED_CHARS), known()),
                ));
            }
            let rotation = u8::try_from(p.rotation.0)
                .ok()
                .and_then(Rotation::new)
                .ok_or_else(|| invalid(at(".rotation"), format!("rotation {} is out of range; it must be 0 to 5 (steps of 60° clockwise)", p.rotation.0)))?;
            let coord = |v: i128, name: &str| {
                // unsigned_abs: abs() of i32::MIN overflows (panics in debug, and in
                // release gives a negative number that passed the range check).
                i32::try_from(v)
                    .ok()
                    .filter(|v| v.unsigned_abs() <= l.coordinate.unsigned_abs())
                    .ok_or_else(|| {
                        invalid(
                            at(&format!(".{name}")),
                            format!(
                                "{name} = {v} is outside the allowed range -{0} to {0}",
                                l.coordinate
                            ),
                        )
                    })
            };
            let origin = Hex::new(coord(p.q.0, "q")?, coord(p.r.0, "r")?);
            let mut caves = [Vec::new(), Vec::new()];
            for ((list, name), found) in
                [(&p.extra_caves, "extra_caves"), (&p.removed_caves, "removed_caves")]
                    .into_iter()
                    .zip(&mut caves)
            {
                if list.len() > l.caves_per_piece {
                    return Err(invalid(
                        at(&format!(".{name}")),
                        format!("more than {} entries", l.caves_per_piece),
                    ));
                }
                for c in list {
                    let h = c.near_the_piece().ok_or_else(|| {
                        let far = format!("({}, {})", c.q.0, c.r.0);
                        invalid(at(&format!(".{name}")), format!("{far} is far outside the piece; cave positions are local to the piece"))
                    })?;
                    found.push(h);
                }
            }
            let [extra_caves, removed_caves] = caves;
            pieces.push(Placement { piece: p.piece, rotation, origin, extra_caves, removed_caves });
        }
        let mut blockades = Vec::with_capacity(self.blockades.len());
        for (i, s) in self.blockades.into_iter().enumerate() {
            let at = |field: &str| format!("blockades[{i}]{field}");
            for id in &s.between {
                if catalog.side(id).is_none() {
                    return Err(invalid(
                        at(".between"),
                        format!("there is no piece {}; {}", excerpt(id, QUOTED_CHARS), known()),
                    ));
                }
            }
            let blockade = match s.blockade {
                BlockadeFile::Number(n) if (1..=6).contains(&n) => BlockadeChoice::Number(n as u8),
                BlockadeFile::Number(n) => {
                    return Err(invalid(
                        at(".blockade"),
                        format!("there is no blockade {n}; blockades are numbered 1 to 6"),
                    ));
                }
                BlockadeFile::Word(w) if w == "random" => BlockadeChoice::Random,
                BlockadeFile::Word(w) => {
                    return Err(invalid(
                        at(".blockade"),
                        format!(
                            "{} is not a blockade; use a number 1 to 6 or \"random\"",
                            excerpt(&w, QUOTED_CHARS)
                        ),
                    ));
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
        let e = parse(&minimal(r#"{"piece": "Z", "rotation": 0, "q": 0, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("pieces[0].piece: there is no piece \"Z\""), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 9, "q": 0, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(e.contains("pieces[0].rotation: rotation 9 is out of range"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 0, "q": 1000000000, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(e.contains("pieces[0].q: q = 1000000000 is outside"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": "two", "q": 0, "r": 0}"#))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("pieces[0].rotation: invalid type: string \"two\""), "{e}");
        let e = parse(r#"{"format": "eldorado-course", "version": 1, "pieces": [{"piece": "C""#)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("the file is not valid JSON: EOF while parsing"), "{e}");
        let e = parse(r#"{"format": "eldorado-course", "version": 7, "pieces": 5}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("newer version of the course format (version 7)"), "{e}");
        let e = parse(r#"{"format": "something-else", "version": 1}"#).unwrap_err().to_string();
        assert!(e.starts_with("this is not an El Dorado course file"), "{e}");
        let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        let e = parse(&deep).unwrap_err().to_string();
        assert!(e.contains("nested too deeply"), "{e}");
        let e = parse(&minimal(r#"{"piece": "C", "rotation": 0, "q": 0, "r": 0, "colour": 3}"#))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("pieces[0].colour: unknown field `colour`"), "{e}");
    }

    #[test]
    fn whole_numbers_written_as_decimals_are_read_as_whole_numbers() {
        let text = r#"{"format": "eldorado-course", "version": 1.0, "pieces": [{"piece": "C", "rotation": 3e0, "q": 0.0, "r": -0}],
            "blockades": [{"between": ["B", "C"], "blockade": 1.0}]}"#;
        let c = parse(text).unwrap();
        assert_eq!((c.pieces[0].rotation.steps(), c.pieces[0].origin), (3, Hex::new(0, 0)));
        assert_eq!(c.blockades[0].blockade, BlockadeChoice::Number(1));
        let e = parse(&text.replace("3e0", "2.5")).unwrap_err().to_string();
        assert!(e.starts_with("pieces[0].rotation: expected a whole number, found 2.5"), "{e}");
        // The file is written back with plain whole numbers.
        assert!(to_json(&c).contains(r#""rotation": 3, "q": 0, "r": 0"#), "{}", to_json(&c));
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
        let names: Vec<_> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 1, "{names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_newer_course_file_is_not_saved_over_without_consent() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        let newer =
            "{\"format\": \"eldorado-course\", \"version\": 7, \"pieces\": [], \"rivers\": [1, 2]}";
        std::fs::write(&path, newer).unwrap();
        assert_eq!(existing(&path), Existing::Course { version: 7 });
        let course = super::super::official::course("first-course").unwrap();
        let e = save(&course, &path).unwrap_err();
        assert!(matches!(e, CourseError::WouldLoseNewer { found: 7, .. }), "{e}");
        assert!(e.to_string().contains("newer version of the course format (version 7)"), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), newer, "the newer file is untouched");
        // Once the user agrees, it is replaced.
        save_over(&course, &path).unwrap();
        assert_eq!(load(&path).unwrap(), course);
        // Files of this version, other files and missing files are saved over as usual.
        assert_eq!(existing(&path), Existing::Course { version: 1 });
        save(&course, &path).unwrap();
        std::fs::write(&path, "not a course").unwrap();
        assert_eq!(existing(&path), Existing::Other);
        assert_eq!(existing(&dir.path().join("none.json")), Existing::Nothing);
    }
}
