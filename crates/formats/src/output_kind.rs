//! What a file at an output path looks like, and whether a write of one kind
//! may replace it without being told to: only an empty file or an earlier
//! output of the same kind may be (an SVG over an SVG, a game record over a
//! game record of this version). Anything else — a course file, damaged or
//! whole, a record, a file in UTF-16, an unknown file — is left untouched,
//! and [`Looks`] says what it looks like.
//!
//! The judgement is made on the very file replaced, at the moment of writing
//! ([`eldorado_files::atomic_file::write_over_own`]); [`looks_at`] gives the
//! same judgement early, so that a long piece of work is not started for
//! nothing.

use std::path::Path;

use eldorado_core::course::LIMITS;
use eldorado_files::atomic_file::{self, GuardedError, Seen};
use eldorado_files::{FileError, stream_file};

use crate::json;

/// The kinds of file the program writes to a path it is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A course file.
    Course,
    /// A game record.
    Record,
    /// An SVG picture or setup sheet.
    Svg,
    /// A PNG picture.
    Png,
    /// A PDF setup sheet.
    Pdf,
    /// The client JSON.
    ClientJson,
    /// A share code.
    Code,
    /// durango's layout CSV.
    Durango,
    /// ShlomoAlon's course object.
    ShlomoAlon,
}

impl Kind {
    /// The kind in words, as a sentence names it ("an SVG picture").
    pub fn words(self) -> &'static str {
        match self {
            Kind::Course => "a course file",
            Kind::Record => "a game record",
            Kind::Svg => "an SVG picture",
            Kind::Png => "a PNG picture",
            Kind::Pdf => "a PDF document",
            Kind::ClientJson => "a client JSON file",
            Kind::Code => "a share code",
            Kind::Durango => "a durango layout",
            Kind::ShlomoAlon => "a ShlomoAlon course object",
        }
    }

    /// How much of a file is read to judge it: the whole of a file whose
    /// kind is known only when it is read whole, the start of a picture.
    fn judged_bytes(self) -> u64 {
        match self {
            Kind::Record => crate::game_record::MAX_BYTES + 3,
            Kind::Png | Kind::Pdf | Kind::Svg => 64 * 1024,
            _ => 4 * LIMITS.file_bytes,
        }
    }

    /// Whether a write of this kind may replace what [`Looks`] so.
    pub fn may_replace(self, looks: Looks) -> bool {
        match looks {
            Looks::Empty => true,
            Looks::Course { newer } => self == Kind::Course && !newer,
            Looks::Record { newer } => self == Kind::Record && !newer,
            Looks::Written(kind) => kind == self,
            _ => false,
        }
    }

    /// Writes `bytes` to `path`: a new file, through a FIFO or a device, or
    /// over a file that [`may_replace`](Kind::may_replace) allows, judged at
    /// the moment of writing; anything else is left untouched and said.
    pub fn write(self, path: &Path, bytes: &[u8]) -> Result<(), KeptOrFailed> {
        let judge = |found: Seen<'_>| {
            let looks = looks(found);
            if self.may_replace(looks) { Ok(()) } else { Err(looks) }
        };
        atomic_file::write_over_own(path, bytes, self.judged_bytes(), &judge).map_err(|e| match e {
            GuardedError::Kept(looks) => KeptOrFailed::Kept(looks),
            GuardedError::Io(cause) => KeptOrFailed::Failed(FileError::write(path, cause)),
        })
    }

    /// What is at `path` now, when it is a file this kind may not replace:
    /// the same judgement as [`write`](Kind::write), made early.
    pub fn refuses(self, path: &Path) -> Option<Looks> {
        let looks = looks_at(path, self.judged_bytes())?;
        (!self.may_replace(looks)).then_some(looks)
    }
}

/// Why [`Kind::write`] did not write.
#[derive(Debug, thiserror::Error)]
pub enum KeptOrFailed {
    /// A file was there that the write may not replace: left untouched.
    #[error("the file there is {0}")]
    Kept(Looks),
    /// The write itself failed.
    #[error(transparent)]
    Failed(FileError),
}

/// What a file looks like, as a write that refused to replace it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Looks {
    /// An empty file: nothing to lose.
    Empty,
    /// A course file the course reader takes (or of a newer format version).
    Course {
        /// Written by a newer version of the format.
        newer: bool,
    },
    /// What names itself a course file but that the reader refuses (cut
    /// short, a comma too many, saved in another encoding, too large…).
    DamagedCourse,
    /// A game record (or of a newer format version).
    Record {
        /// Written by a newer version of the format.
        newer: bool,
    },
    /// What names itself a game record but is not valid JSON.
    DamagedRecord,
    /// An output the program writes.
    Written(Kind),
    /// Other JSON.
    Json,
    /// Other UTF-8 text.
    Text,
    /// Text saved as UTF-16.
    Utf16,
    /// Text saved as UTF-32.
    Utf32,
    /// Neither text nor a kind the program writes.
    Binary,
    /// A file that cannot be read (its permissions), so what it holds is unknown.
    Unreadable(std::io::ErrorKind),
}

impl std::fmt::Display for Looks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Looks::Empty => "an empty file",
            Looks::Course { newer: false } => "a course file",
            Looks::Course { newer: true } => {
                "a course file saved by a newer version of the course format"
            }
            Looks::DamagedCourse => "a course file that cannot be read as one (damaged)",
            Looks::Record { newer: false } => "a game record",
            Looks::Record { newer: true } => {
                "a game record saved by a newer version of the record format"
            }
            Looks::DamagedRecord => "a game record that cannot be read as one (damaged)",
            Looks::Written(kind) => kind.words(),
            Looks::Json => "JSON of an unknown kind",
            Looks::Text => "text of an unknown kind",
            Looks::Utf16 => "UTF-16 text",
            Looks::Utf32 => "UTF-32 text",
            Looks::Binary => "data of an unknown kind",
            Looks::Unreadable(cause) => {
                return write!(
                    f,
                    "a file that cannot be read ({cause}), so what it holds is unknown"
                );
            }
        })
    }
}

impl Looks {
    /// A key for messages that word it in another language (a Fluent selector).
    pub fn key(self) -> &'static str {
        match self {
            Looks::Empty => "empty",
            Looks::Course { newer: false } => "course",
            Looks::Course { newer: true } => "newer-course",
            Looks::DamagedCourse => "damaged-course",
            Looks::Record { newer: false } => "record",
            Looks::Record { newer: true } => "newer-record",
            Looks::DamagedRecord => "damaged-record",
            Looks::Written(Kind::Svg) => "svg",
            Looks::Written(Kind::Png) => "png",
            Looks::Written(Kind::Pdf) => "pdf",
            Looks::Written(_) => "export",
            Looks::Json => "json",
            Looks::Text => "text",
            Looks::Utf16 => "utf16",
            Looks::Utf32 => "utf32",
            Looks::Binary => "binary",
            Looks::Unreadable(_) => "unreadable",
        }
    }
}

/// What the file at `path` looks like, judged from its first `cap` bytes;
/// `None` when nothing that could be replaced is there (nothing, a FIFO, a
/// device, a folder: the write itself says what it does there).
pub fn looks_at(path: &Path, cap: u64) -> Option<Looks> {
    let Ok(atomic_file::Target::File { real, .. }) = atomic_file::inspect(path) else {
        return None;
    };
    let mut file = match stream_file::open_for_reading(&real) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => return Some(Looks::Unreadable(e.kind())),
    };
    let len = file.metadata().map(|m| m.len()).unwrap_or(0);
    match stream_file::read_capped(&mut file, cap) {
        Ok(mut head) => {
            head.truncate(cap as usize);
            Some(looks(Seen::Bytes { head: &head, len }))
        }
        Err(e) => Some(Looks::Unreadable(e.kind())),
    }
}

/// What a file looks like, from its first bytes and its length.
pub fn looks(found: Seen<'_>) -> Looks {
    let (head, len) = match found {
        Seen::Bytes { head, len } => (head, len),
        Seen::Unreadable(cause) => return Looks::Unreadable(cause),
    };
    if len == 0 {
        return Looks::Empty;
    }
    let whole = head.len() as u64 == len;
    if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Looks::Written(Kind::Png);
    }
    if head.starts_with(b"%PDF-") {
        return Looks::Written(Kind::Pdf);
    }
    if let Some(encoding) = json::wide_encoding(head) {
        // Named by what it says it is, if it says so in that encoding.
        let text = json::decode_wide(head, encoding);
        return if text.contains(crate::course_file::FORMAT) {
            Looks::DamagedCourse
        } else if text.contains(crate::game_record::FORMAT) {
            Looks::DamagedRecord
        } else if encoding == json::Wide::Utf32Le || encoding == json::Wide::Utf32Be {
            Looks::Utf32
        } else {
            Looks::Utf16
        };
    }
    // A head cut by the cap may end inside a character: what comes before counts.
    let text = match std::str::from_utf8(head) {
        Ok(text) => Ok(text),
        Err(e) if e.error_len().is_none() && !whole => {
            std::str::from_utf8(&head[..e.valid_up_to()])
        }
        Err(e) => Err(e),
    };
    let Ok(text) = text else {
        let lossy = String::from_utf8_lossy(head);
        return if lossy.contains(crate::course_file::FORMAT) {
            Looks::DamagedCourse
        } else if lossy.contains(crate::game_record::FORMAT) {
            Looks::DamagedRecord
        } else {
            Looks::Binary
        };
    };
    let text = json::without_bom(text);
    let start = text.trim_start();
    if start.starts_with('<') {
        return if text.contains("<svg") { Looks::Written(Kind::Svg) } else { Looks::Text };
    }
    if start.starts_with('{') {
        if let Some(looks) = declared(text, whole) {
            return looks;
        }
        if text.contains(crate::course_file::FORMAT) {
            return Looks::DamagedCourse;
        }
        if text.contains(crate::game_record::FORMAT) {
            return Looks::DamagedRecord;
        }
        return Looks::Text;
    }
    let first = start.lines().next().unwrap_or("").trim();
    if first.len() > 4 && first[..4].eq_ignore_ascii_case(crate::share_code::PREFIX) {
        return Looks::Written(Kind::Code);
    }
    let compact: String = first.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.eq_ignore_ascii_case(crate::durango::HEADER) {
        return Looks::Written(Kind::Durango);
    }
    if text.contains(crate::course_file::FORMAT) {
        return Looks::DamagedCourse;
    }
    Looks::Text
}

/// A whole JSON object read by the rules, by what it declares itself.
fn declared(text: &str, whole: bool) -> Option<Looks> {
    if !whole {
        return None;
    }
    let found = json::declared(text).ok()?;
    if found.twice.is_some() {
        return None;
    }
    let version = found.version.as_ref().and_then(|v| v.as_number()).and_then(json::whole);
    let newer = |current: u32| version.is_some_and(|v| v > i128::from(current));
    match found.format.as_ref().and_then(|f| f.as_str()) {
        Some(crate::course_file::FORMAT) => {
            if newer(crate::course_file::VERSION) {
                return Some(Looks::Course { newer: true });
            }
            // Taken as a course only when the reader takes it whole.
            Some(match crate::course_file::parse(text) {
                Ok(_) => Looks::Course { newer: false },
                Err(_) => Looks::DamagedCourse,
            })
        }
        Some(crate::game_record::FORMAT) => {
            Some(Looks::Record { newer: newer(crate::game_record::VERSION) })
        }
        Some(crate::client_json::FORMAT) => Some(Looks::Written(Kind::ClientJson)),
        Some(_) => Some(Looks::Json),
        None => {
            let value: serde_json::Value = json::from_str(text).ok()?;
            let object = value.as_object()?;
            let ours = ["id", "name", "p", "e", "s"];
            Some(if object.keys().all(|k| ours.contains(&k.as_str())) && object.contains_key("p") {
                Looks::Written(Kind::ShlomoAlon)
            } else {
                Looks::Json
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(bytes: &[u8]) -> Looks {
        looks(Seen::Bytes { head: bytes, len: bytes.len() as u64 })
    }

    fn course() -> String {
        crate::course_file::to_json(&eldorado_core::course::official::course("serpentine").unwrap())
    }

    #[test]
    fn a_course_however_damaged_is_never_an_export() {
        let text = course();
        let utf16: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain(text.encode_utf16().flat_map(|u| u.to_le_bytes()))
            .collect();
        let latin1: Vec<u8> =
            text.replace("Serpentine", "Serpentiné").chars().map(|c| c as u8).collect();
        let cases: Vec<(&str, Vec<u8>)> = vec![
            ("whole", text.clone().into_bytes()),
            ("comma", text.replacen("\"pieces\": [", "\"pieces\": [,", 1).into_bytes()),
            ("trailing comma", text.replacen("\n}", ",\n}", 1).into_bytes()),
            ("cut short", text.as_bytes()[..text.len() / 2].to_vec()),
            ("comment", format!("// mine\n{text}").into_bytes()),
            ("utf-16", utf16),
            ("latin-1", latin1),
            ("bom", format!("\u{feff}{text}").into_bytes()),
            ("key twice", text.replacen("\"name\"", "\"notes\": \"\", \"name\"", 1).into_bytes()),
        ];
        for (what, bytes) in cases {
            let seen = of(&bytes);
            assert!(
                matches!(seen, Looks::Course { .. } | Looks::DamagedCourse),
                "{what}: {seen:?}"
            );
            for kind in
                [Kind::Svg, Kind::Png, Kind::Pdf, Kind::ClientJson, Kind::Code, Kind::Record]
            {
                assert!(!kind.may_replace(seen), "{what}: {kind:?} would replace it");
            }
        }
        // Cut at the judge's cap, a course past it is still not an export.
        let big = format!("{text}{}", " ".repeat(5_000_000));
        let seen = looks(Seen::Bytes { head: &big.as_bytes()[..1000], len: big.len() as u64 });
        assert_eq!(seen, Looks::DamagedCourse);
    }

    #[test]
    fn an_earlier_output_of_the_same_kind_is_replaced() {
        assert!(Kind::Png.may_replace(of(b"\x89PNG\r\n\x1a\n....")));
        assert!(Kind::Pdf.may_replace(of(b"%PDF-1.7\n")));
        assert!(Kind::Svg.may_replace(of(b"<?xml version=\"1.0\"?>\n<svg xmlns=\"\"/>")));
        assert!(Kind::Svg.may_replace(of(b"<svg/>")));
        // An SVG longer than the part judged, cut inside a character there.
        let svg = format!("<svg>{}</svg>", "é".repeat(100));
        let cut = &svg.as_bytes()[..8];
        assert_eq!(
            looks(Seen::Bytes { head: cut, len: svg.len() as u64 }),
            Looks::Written(Kind::Svg)
        );
        assert!(Kind::Code.may_replace(of(b"ED1.abcdef\n")));
        assert!(Kind::Durango.may_replace(of(b"board,rotation,q,r\nA,0,0,0\n")));
        assert!(Kind::ClientJson.may_replace(of(b"{\"format\": \"eldorado-client-course\"}")));
        assert!(Kind::ShlomoAlon.may_replace(of(b"{\"id\": \"x\", \"name\": \"x\", \"p\": []}")));
        assert!(Kind::Record.may_replace(of(b"{\"format\": \"eldorado-game\", \"version\": 1}")));
        assert!(Kind::Svg.may_replace(of(b"")));
        // Not across kinds, not a newer or damaged record, not an unknown file.
        assert!(!Kind::Png.may_replace(of(b"<svg/>")));
        assert!(!Kind::Record.may_replace(of(b"{\"format\": \"eldorado-game\", \"version\": 2}")));
        assert_eq!(of(b"{\"format\": \"eldorado-game\", \"version\": 1,"), Looks::DamagedRecord);
        assert_eq!(of(b"my notes"), Looks::Text);
        assert_eq!(of(b"{\"a\": 1}"), Looks::Json);
        assert_eq!(of(&[0, 159, 146, 150]), Looks::Binary);
        assert_eq!(of(&[0xFF, 0xFE, b'h', 0, b'i', 0]), Looks::Utf16);
        assert_eq!(of(&[0xFF, 0xFE, 0, 0, b'h', 0, 0, 0]), Looks::Utf32);
        assert!(!Kind::Svg.may_replace(Looks::Unreadable(std::io::ErrorKind::PermissionDenied)));
    }
}
