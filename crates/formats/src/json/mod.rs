//! One set of rules for every JSON file the program reads — course files,
//! game records (and the course inside one), overlays, the editor's settings
//! and autosaves — so that a file one reader takes, every reader takes:
//!
//! - a byte-order mark before the text is skipped (Windows editors write one);
//!   text saved as UTF-16 or UTF-32 is named as such ([`NotUtf8`]);
//! - a whole number may be written as a decimal (`3.0`, `3e0`, `-0`), for
//!   every whole-number field;
//! - a key given twice in one object is refused, at every level, with one
//!   sentence: `pieces[0]: the key "q" is given twice (line 5, column 12)`;
//! - nesting deeper than 128 levels is refused (serde_json's limit, which
//!   keeps the reader's stack bounded);
//! - a value a message quotes is cut to [`QUOTED_CHARS`] characters and
//!   escaped, and the message says where: the field's path, the line and the
//!   column.
//!
//! Each format adds its own bounds (bytes, counts, ranges) on top, and words
//! its own refusals; the JSON itself is read here.

mod encoding;
mod strict;
mod words;

pub use encoding::{NotUtf8, Wide, decode_wide, text, text_ref, wide_encoding};
pub(crate) use strict::twice;

use std::fmt::Write as _;

use serde::Deserialize;
use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde_json::Value;

use eldorado_core::text::cut;
use strict::Strict;

/// How much of a user's text a message quotes.
pub const QUOTED_CHARS: usize = 40;

/// Why JSON text could not be read as the value asked for. Each message is
/// one sentence that says what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JsonError {
    /// Not JSON: cut short, a stray character, nested too deeply.
    #[error("the file is not valid JSON: {0}")]
    Syntax(String),
    /// JSON, but a value the reader refuses.
    #[error("{}: {message}", if path.is_empty() { "the top level" } else { path })]
    Invalid {
        /// Where: `pieces[2].rotation`, or empty for the top level.
        path: String,
        /// What is wrong, and the line and column when known.
        message: String,
    },
}

/// The text without a byte-order mark before it.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Reads a value from JSON text by the rules (see the module comment).
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, JsonError> {
    let mut de = serde_json::Deserializer::from_str(without_bom(text));
    let value = serde_path_to_error::deserialize(Strict::new(&mut de))
        .map_err(|e| classify_in(path_text(e.path()), e.inner(), Some(without_bom(text))))?;
    de.end().map_err(|e| classify(String::new(), &e))?;
    Ok(value)
}

/// Reads a value from JSON already read by the rules (a part of a larger
/// file, such as the course inside a game record): the message names the
/// field's path, but no line.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, JsonError> {
    serde_path_to_error::deserialize(Strict::new(value))
        .map_err(|e| classify(path_text(e.path()), e.inner()))
}

/// A whole number, however it is written (`3`, `3.0`, `3e0`, `-0`); `None`
/// for a fraction or a number past any whole-number field's range.
pub fn whole(n: &serde_json::Number) -> Option<i128> {
    if let Some(v) = n.as_i64() {
        return Some(i128::from(v));
    }
    if let Some(v) = n.as_u64() {
        return Some(i128::from(v));
    }
    n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 1e30).map(|f| f as i128)
}

/// A JSON value as a message quotes it: short, whatever the file holds.
pub fn quoted(v: &Value) -> String {
    match v {
        Value::String(s) => format!("\"{}\"", cut(s, QUOTED_CHARS)),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
        Value::Number(n) => match n.as_f64() {
            Some(f) if n.as_i64().is_none() && n.as_u64().is_none() => {
                eldorado_core::text::number(f)
            }
            _ => n.to_string(),
        },
        other => other.to_string(),
    }
}

/// The `format` and `version` a file declares at its top level.
#[derive(Debug, Default)]
pub struct Declared {
    /// The `format` field's value, if there is one (the first, if given twice).
    pub format: Option<Value>,
    /// The `version` field's value, if there is one (the first, if given twice).
    pub version: Option<Value>,
    /// The `version` field as the file writes it (cut to [`QUOTED_CHARS`]),
    /// so that a number past any type is said as written, not as read.
    pub version_written: Option<String>,
    /// A top-level key given twice, said with its place: the file declares
    /// what it is, but no reader takes it.
    pub twice: Option<JsonError>,
}

/// Why a file's declaration could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeclaredError {
    /// Valid JSON, but not an object at the top level.
    NotAnObject,
    /// Not JSON, or a top-level key given twice.
    Json(JsonError),
}

/// Reads only what a file says it is — its top-level `format` and `version`
/// — so that a file of another kind, or of a newer version, is named as such
/// whatever the rest of it holds. The whole text is still checked to be JSON,
/// and a top-level key given twice is refused; the rules for the rest apply
/// when the body is read.
pub fn declared(text: &str) -> Result<Declared, DeclaredError> {
    let text = without_bom(text);
    if !text.trim_start().starts_with('{') {
        // Walked by the rules, so that too deep a nesting is said as such.
        let mut de = serde_json::Deserializer::from_str(text);
        let walked = IgnoredAny::deserialize(Strict::new(&mut de)).and_then(|_| de.end());
        return Err(match walked {
            Err(e) => DeclaredError::Json(classify(String::new(), &e)),
            Ok(()) => DeclaredError::NotAnObject,
        });
    }
    let read = |lenient: bool| {
        let mut de = serde_json::Deserializer::from_str(text);
        de::Deserializer::deserialize_map(&mut de, DeclaredVisitor { lenient }).and_then(|d| {
            de.end()?;
            Ok(d)
        })
    };
    let json = |e: serde_json::Error| DeclaredError::Json(classify(String::new(), &e));
    match read(false) {
        Ok(found) => Ok(found),
        Err(e) if e.is_data() => {
            // A key given twice: what the file says it is still counts (a
            // damaged course file is a course file), read past the second key.
            let twice = classify(String::new(), &e);
            let mut found = read(true).map_err(json)?;
            found.twice = Some(twice);
            Ok(found)
        }
        Err(e) => Err(json(e)),
    }
}

/// Reads the top level's `format` and `version`; `lenient` keeps the first
/// of a key given twice instead of refusing it.
struct DeclaredVisitor {
    lenient: bool,
}

impl<'de> Visitor<'de> for DeclaredVisitor {
    type Value = Declared;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Declared, A::Error> {
        let mut keys = std::collections::HashSet::new();
        let mut found = Declared::default();
        while let Some(key) = map.next_key::<String>()? {
            if !keys.insert(key.clone()) {
                if !self.lenient {
                    return Err(de::Error::custom(strict::twice(&key)));
                }
                map.next_value::<IgnoredAny>()?;
                continue;
            }
            match key.as_str() {
                "format" => found.format = Some(map.next_value_seed(Ruled::<Value>::default())?),
                "version" => {
                    let raw: Box<serde_json::value::RawValue> = map.next_value()?;
                    let value = from_str::<Value>(raw.get()).map_err(de::Error::custom)?;
                    found.version_written = Some(cut(raw.get().trim(), QUOTED_CHARS));
                    found.version = Some(value);
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(found)
    }
}

/// A value read by the rules, as part of a larger reading.
struct Ruled<T>(std::marker::PhantomData<T>);

impl<T> Default for Ruled<T> {
    fn default() -> Self {
        Ruled(std::marker::PhantomData)
    }
}

impl<'de, T: Deserialize<'de>> de::DeserializeSeed<'de> for Ruled<T> {
    type Value = T;
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        T::deserialize(Strict::new(d))
    }
}

/// serde_json's error as one of ours: where, and what, in words a user can act on.
fn classify(place: String, e: &serde_json::Error) -> JsonError {
    classify_in(place, e, None)
}

/// As [`classify`], with the text read, so that a value is said as written.
fn classify_in(place: String, e: &serde_json::Error, text: Option<&str>) -> JsonError {
    let at = if e.line() > 0 {
        format!(" (line {}, column {})", e.line(), e.column())
    } else {
        String::new()
    };
    let said = without_position(e);
    if e.is_syntax() && said.starts_with("recursion limit exceeded") {
        return JsonError::Syntax(format!("the JSON is nested too deeply{at}"));
    }
    // serde_json calls a list longer than its field takes "trailing
    // characters": inside the file, that is a field that is wrong.
    if e.is_syntax() && said == "trailing characters" && !place.is_empty() {
        return JsonError::Invalid {
            path: place,
            message: format!("the list has more entries than it takes{at}"),
        };
    }
    if e.is_syntax() || e.is_eof() || e.is_io() {
        return JsonError::Syntax(format!("{said}{at}"));
    }
    let written = text.and_then(|t| written_at(t, e.line(), e.column()));
    JsonError::Invalid { path: place, message: format!("{}{at}", words::plain(&said, written)) }
}

/// The line and column a reading error ends with, as [`classify_in`]
/// writes them (" (line 3, column 7)"), for the error's words in a language.
pub fn position(said: &str) -> Option<(usize, usize)> {
    let inner = said.strip_suffix(')')?;
    let (_, at) = inner.rsplit_once(" (line ")?;
    let (line, column) = at.split_once(", column ")?;
    Some((line.parse().ok()?, column.parse().ok()?))
}

/// The number that ends where serde_json stopped (its line and column, the
/// column counted in bytes), as the file writes it.
fn written_at(text: &str, line: usize, column: usize) -> Option<&str> {
    if line == 0 {
        return None;
    }
    let start: usize = text.split_inclusive('\n').take(line - 1).map(str::len).sum();
    let bytes = text.as_bytes();
    let number = |b: u8| b.is_ascii_digit() || b"+-.eE".contains(&b);
    let mut hi = (start + column).min(bytes.len());
    // The column is at the number's last byte or just past it.
    while hi > start && !number(bytes[hi - 1]) && start + column - hi < 2 {
        hi -= 1;
    }
    let mut lo = hi;
    while lo > start && number(bytes[lo - 1]) {
        lo -= 1;
    }
    let found = text.get(lo..hi)?;
    (!found.is_empty() && found.len() <= QUOTED_CHARS).then_some(found)
}

/// serde_json appends " at line X column Y"; the position is said apart.
fn without_position(e: &serde_json::Error) -> String {
    let s = e.to_string();
    match s.rfind(" at line ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// A field path as messages write it (`actions[3].move.path[0]`), each key
/// cut and escaped, the whole at most a few keys long; empty for the top level.
fn path_text(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => {
                let _ = write!(out, "[{index}]");
            }
            Segment::Map { key } | Segment::Enum { variant: key } => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(&cut(key, QUOTED_CHARS));
            }
            // A key that could not be read (one given twice): the object is the place.
            Segment::Unknown => {}
        }
    }
    if out.chars().count() > 4 * QUOTED_CHARS {
        let head: String = out.chars().take(4 * QUOTED_CHARS).collect();
        return format!("{head}…");
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Piece {
        q: i32,
        r: u8,
        #[serde(default)]
        name: Option<String>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct File {
        pieces: Vec<Piece>,
        #[serde(default)]
        extra: Option<Value>,
        #[serde(default)]
        table: BTreeMap<String, u32>,
    }

    fn error(text: &str) -> String {
        from_str::<File>(text).unwrap_err().to_string()
    }

    #[test]
    fn a_bom_and_whole_decimals_are_taken() {
        let f: File =
            from_str("\u{feff}{\"pieces\": [{\"q\": -3.0, \"r\": 2e0}], \"table\": {\"a\": 1.0}}")
                .unwrap();
        assert_eq!(f.pieces, vec![Piece { q: -3, r: 2, name: None }]);
        assert_eq!(f.table["a"], 1);
        assert!(error("{\"pieces\": [{\"q\": 1.5, \"r\": 0}]}").contains("1.5"));
    }

    #[test]
    fn a_key_given_twice_is_refused_at_every_level() {
        assert_eq!(
            error("{\"pieces\": [], \"pieces\": []}"),
            "the top level: the key \"pieces\" is given twice (line 1, column 23)"
        );
        assert!(
            error("{\"pieces\": [{\"q\": 1, \"r\": 0, \"q\": 2}]}")
                .starts_with("pieces[0]: the key \"q\" is given twice (line 1, column "),
            "{}",
            error("{\"pieces\": [{\"q\": 1, \"r\": 0, \"q\": 2}]}")
        );
        // Inside a free value and a map, which would otherwise keep the last.
        assert!(
            error("{\"pieces\": [], \"extra\": {\"a\": [{\"b\": 1, \"b\": 2}]}}")
                .starts_with("extra.a[0]: the key \"b\" is given twice"),
            "{}",
            error("{\"pieces\": [], \"extra\": {\"a\": [{\"b\": 1, \"b\": 2}]}}")
        );
        assert!(
            error("{\"pieces\": [], \"table\": {\"x\": 1, \"x\": 1}}")
                .starts_with("table: the key \"x\" is given twice")
        );
    }

    #[test]
    fn quoted_values_are_cut_where_the_message_is_made() {
        for long in ["k".repeat(10_000), "it's `q` \"x\" ".repeat(1000), "\u{1b}[2J".repeat(50)] {
            let key = serde_json::to_string(&long).unwrap();
            let e = error(&format!("{{\"pieces\": [], {key}: 1}}"));
            assert!(e.chars().count() < 300, "{e}");
            assert!(!e.contains('\u{1b}'), "{e}");
            let e = error(&format!("{{\"pieces\": [{{\"q\": {key}, \"r\": 0}}]}}"));
            assert!(e.chars().count() < 300 && e.starts_with("pieces[0].q: "), "{e}");
            let e =
                error(&format!("{{\"pieces\": [], \"extra\": {{{key}: {{\"b\": 1, \"b\": 2}}}}}}"));
            assert!(e.chars().count() < 300, "{e}");
        }
    }

    #[test]
    fn syntax_and_depth_are_said_with_their_place() {
        assert_eq!(
            error(""),
            "the file is not valid JSON: EOF while parsing a value (line 1, column 0)"
        );
        let deep = format!("{{\"pieces\": [], \"extra\": {}{}}}", "[".repeat(500), "]".repeat(500));
        assert!(
            error(&deep).starts_with("the file is not valid JSON: the JSON is nested too deeply")
        );
        assert_eq!(
            error("{\"pieces\": []} x"),
            "the file is not valid JSON: trailing characters (line 1, column 16)"
        );
    }

    #[test]
    fn the_declaration_is_read_first() {
        let d = declared(
            "\u{feff}{\"format\": \"x\", \"rest\": [1, {\"a\": 1, \"a\": 2}], \"version\": 2.0}",
        )
        .unwrap();
        assert_eq!(d.format, Some(Value::from("x")));
        assert_eq!(d.version.as_ref().and_then(Value::as_u64), Some(2));
        assert_eq!(declared("[1]").unwrap_err(), DeclaredError::NotAnObject);
        let twice = declared("{\"format\": 1, \"format\": 2}").unwrap();
        assert_eq!(twice.format, Some(Value::from(1)));
        assert!(matches!(twice.twice, Some(JsonError::Invalid { .. })));
        assert!(matches!(
            declared("{\"format\": "),
            Err(DeclaredError::Json(JsonError::Syntax(_)))
        ));
        assert!(matches!(declared(""), Err(DeclaredError::Json(JsonError::Syntax(_)))));
    }
}
