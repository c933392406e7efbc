//! Writing a course file: always the same bytes for the same course, atomically,
//! and never over a file of a newer format without asking.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use super::read;
use super::shape::CourseFile;
use super::{CourseError, VERSION};
use eldorado_core::course::{Course, LIMITS};
use eldorado_files::atomic_file::{self, Target};
use eldorado_files::stream_file;

/// Writes a course atomically: to a temporary file beside the target, flushed to
/// disk, then renamed over it. A crash leaves either the old file or the new one.
/// A course file of a newer format version is never replaced here (its reader may
/// hold more than this program understands): that needs [`save_over`], after
/// asking the user.
pub fn save(course: &Course, path: &Path) -> Result<(), CourseError> {
    match existing(path) {
        Existing::Course { version: Some(found) } if found > u64::from(VERSION) => {
            Err(CourseError::WouldLoseNewer { path: path.to_path_buf(), found })
        }
        Existing::Unreadable(cause) => {
            Err(CourseError::WouldLoseUnread { path: path.to_path_buf(), cause })
        }
        _ => save_over(course, path),
    }
}

/// Like [`save`], but replaces whatever is there: for when the user has agreed.
pub fn save_over(course: &Course, path: &Path) -> Result<(), CourseError> {
    Ok(eldorado_files::write(path, to_json(course).as_bytes())?)
}

/// Saves a course to a new file: fails with a [`CourseError::File`] of kind
/// [`std::io::ErrorKind::AlreadyExists`] if anything is at `path`, even if it
/// appeared since the caller looked.
pub fn save_new(course: &Course, path: &Path) -> Result<(), CourseError> {
    Ok(eldorado_files::write_new(path, to_json(course).as_bytes())?)
}

/// What is already at a path that is about to be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// Nothing.
    Nothing,
    /// A course file, of this format version or another: whatever says
    /// `"format": "eldorado-course"` at its top level, as the reader decides.
    Course {
        /// The file's format version; `None` when the version field cannot be read.
        version: Option<u64>,
    },
    /// Some other file.
    Other,
    /// A file that cannot be read (its permissions), so what it holds is unknown.
    Unreadable(std::io::ErrorKind),
    /// A FIFO or a device: a write goes through it and replaces nothing.
    Stream,
    /// Something that is never written to, and why (a folder, a disk device, …).
    Unwritable(&'static str),
}

impl Existing {
    /// A course file written by a newer version of the format.
    pub fn is_newer_course(self) -> bool {
        matches!(self, Existing::Course { version: Some(v) } if v > u64::from(VERSION))
    }
}

/// Looks at what a write to `path` would replace, without following it blindly
/// or waiting on it. Whether it is a course file is decided by the course
/// reader's own reading of the header (a byte-order mark, a version written
/// `2.0`, …), so that a newer file is recognised however different the rest
/// of it is, and a file that cannot be read is never taken for nothing.
pub fn existing(path: &Path) -> Existing {
    let real = match atomic_file::inspect(path) {
        Ok(Target::File { real, .. }) => real,
        // A path that cannot even be looked at cannot be written either: the
        // write says why.
        Ok(Target::Missing) | Err(_) => return Existing::Nothing,
        Ok(Target::Stream) => return Existing::Stream,
        Ok(Target::Refused(why)) => return Existing::Unwritable(why),
    };
    let mut file = match stream_file::open_for_reading(&real) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Existing::Nothing,
        Err(e) => return Existing::Unreadable(e.kind()),
    };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Existing::Other;
    }
    let bytes = match stream_file::read_capped(&mut file, LIMITS.file_bytes + BOM_BYTES) {
        Ok(bytes) => bytes,
        Err(e) => return Existing::Unreadable(e.kind()),
    };
    if bytes.len() as u64 > LIMITS.file_bytes + BOM_BYTES {
        return Existing::Other;
    }
    let Ok(text) = std::str::from_utf8(&bytes) else { return Existing::Other };
    match read::declared(text) {
        Ok(found) => {
            Existing::Course { version: read::version_number(found.version.as_ref()).ok() }
        }
        Err(_) => Existing::Other,
    }
}

/// A byte-order mark's length: read past the size limit so that a course
/// file at the limit with a mark before it is still known for one.
const BOM_BYTES: u64 = 3;

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
pub(crate) fn one_line<T: Serialize + ?Sized>(value: &T) -> String {
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
