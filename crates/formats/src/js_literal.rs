//! Reads a course object as JSON or as the JavaScript literal of ShlomoAlon's
//! course list: what JSON5 allows (unquoted keys, single-quoted strings,
//! trailing commas, comments, hexadecimal and signed numbers, `\x`, `\u{…}` and
//! surrogate-pair escapes, a byte-order mark), and a `,` or `;` after the object
//! as when it is copied out of a list. Only literals: no expressions, no references.
//!
//! Hand-written rather than the `json5` crate because that crate recurses
//! without a limit (100,000 nested brackets overflow the stack and abort the
//! program) and has no option to bound it; see docs/limits.md.

use serde_json::{Map, Number, Value};

use eldorado_core::text::excerpt;

/// Deepest nesting accepted; a course object is three levels deep.
pub const MAX_DEPTH: usize = 32;

/// Characters of the input quoted in a message.
const QUOTED_CHARS: usize = 40;

/// Why the text is not a literal: what was expected and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    /// What is wrong, quoting at most 40 characters of the input.
    pub message: String,
    /// The line, from 1.
    pub line: usize,
    /// The column on that line, in characters from 1.
    pub column: usize,
}

impl std::error::Error for SyntaxError {}

impl std::fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (line {}, column {})", self.message, self.line, self.column)
    }
}

/// One value, optionally followed by a `,` or `;` (as when copied out of a list).
pub fn parse(text: &str) -> Result<Value, SyntaxError> {
    let mut p = Parser { chars: text.chars().collect(), at: 0 };
    let value = p.value(0)?;
    p.space()?;
    if matches!(p.peek(), Some(',' | ';')) {
        p.at += 1;
        p.space()?;
    }
    match p.peek() {
        None => Ok(value),
        Some(c) => Err(p.error(format!("unexpected {c:?} after the course object"))),
    }
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn error(&self, message: String) -> SyntaxError {
        let before = &self.chars[..self.at.min(self.chars.len())];
        let line = before.iter().filter(|&&c| c == '\n').count() + 1;
        let column = before.iter().rev().take_while(|&&c| c != '\n').count() + 1;
        SyntaxError { message, line, column }
    }

    /// Skips white space and comments.
    fn space(&mut self) -> Result<(), SyntaxError> {
        loop {
            match (self.peek(), self.chars.get(self.at + 1)) {
                // JSON5's white space: Unicode's, and the byte-order mark.
                (Some(c), _) if c.is_whitespace() || c == '\u{feff}' => self.at += 1,
                (Some('/'), Some('/')) => {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.at += 1;
                    }
                }
                (Some('/'), Some('*')) => {
                    let start = self.at;
                    self.at += 2;
                    while !(self.peek() == Some('*') && self.chars.get(self.at + 1) == Some(&'/')) {
                        if self.peek().is_none() {
                            self.at = start;
                            return Err(self.error("a comment is never closed".into()));
                        }
                        self.at += 1;
                    }
                    self.at += 2;
                }
                _ => return Ok(()),
            }
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, SyntaxError> {
        if depth > MAX_DEPTH {
            return Err(
                self.error(format!("the value is nested more than {MAX_DEPTH} levels deep"))
            );
        }
        self.space()?;
        match self.peek() {
            None => Err(self.error("the text ends where a value should be".into())),
            Some('{') => self.object(depth),
            Some('[') => self.array(depth),
            Some(q @ ('\'' | '"')) => self.string(q).map(Value::String),
            Some(c) if c == '-' || c == '+' || c == '.' || c.is_ascii_digit() => self.number(),
            Some(c) if is_word_start(c) => match self.word().as_str() {
                "true" => Ok(Value::Bool(true)),
                "false" => Ok(Value::Bool(false)),
                "null" => Ok(Value::Null),
                w => Err(SyntaxError {
                    message: format!(
                        "{} is not a value (only literals are read)",
                        excerpt(w, QUOTED_CHARS)
                    ),
                    ..self.error(String::new())
                }),
            },
            Some(c) => Err(self.error(format!("unexpected {c:?} where a value should be"))),
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, SyntaxError> {
        self.at += 1;
        let mut map = Map::new();
        loop {
            self.space()?;
            let key_at = self.at;
            let key = match self.peek() {
                Some('}') => {
                    self.at += 1;
                    return Ok(Value::Object(map));
                }
                Some(q @ ('\'' | '"')) => self.string(q)?,
                Some(c) if is_word_start(c) || c.is_ascii_digit() => self.word(),
                Some(c) => {
                    return Err(
                        self.error(format!("unexpected {c:?} where a key or '}}' should be"))
                    );
                }
                None => return Err(self.error("the text ends inside an object".into())),
            };
            self.space()?;
            if self.peek() != Some(':') {
                return Err(self
                    .error(format!("expected ':' after the key {}", excerpt(&key, QUOTED_CHARS))));
            }
            // A key given twice is refused, as every JSON reader of the
            // program refuses it, rather than the last one winning.
            if map.contains_key(&key) {
                self.at = key_at;
                return Err(self.error(crate::json::twice(&key)));
            }
            self.at += 1;
            let value = self.value(depth + 1)?;
            map.insert(key, value);
            self.space()?;
            match self.peek() {
                Some(',') => self.at += 1,
                Some('}') => {}
                _ => return Err(self.error("expected ',' or '}' in an object".into())),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, SyntaxError> {
        self.at += 1;
        let mut items = Vec::new();
        loop {
            self.space()?;
            if self.peek() == Some(']') {
                self.at += 1;
                return Ok(Value::Array(items));
            }
            items.push(self.value(depth + 1)?);
            self.space()?;
            match self.peek() {
                Some(',') => self.at += 1,
                Some(']') => {}
                _ => return Err(self.error("expected ',' or ']' in a list".into())),
            }
        }
    }

    fn string(&mut self, quote: char) -> Result<String, SyntaxError> {
        let start = self.at;
        self.at += 1;
        let mut out = String::new();
        loop {
            let Some(c) = self.peek() else {
                self.at = start;
                return Err(self.error("a string is never closed".into()));
            };
            self.at += 1;
            match c {
                c if c == quote => return Ok(out),
                '\n' | '\r' => {
                    self.at = start;
                    return Err(self.error("a string runs past the end of its line".into()));
                }
                '\\' => {
                    let Some(e) = self.peek() else { continue };
                    self.at += 1;
                    match e {
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'r' => out.push('\r'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        'v' => out.push('\u{b}'),
                        '0' if !self.peek().is_some_and(|c| c.is_ascii_digit()) => out.push('\0'),
                        'x' => {
                            let code = self.hex_digits(2, 'x')?;
                            out.push(char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER));
                        }
                        'u' => out.push(self.unicode_escape()?),
                        // A line continuation: the backslash and the line break are dropped.
                        '\n' | '\u{2028}' | '\u{2029}' => {}
                        '\r' => {
                            if self.peek() == Some('\n') {
                                self.at += 1;
                            }
                        }
                        other => out.push(other),
                    }
                }
                c => out.push(c),
            }
        }
    }

    /// Exactly `n` hexadecimal digits after the escape `\\letter`, as a number.
    fn hex_digits(&mut self, n: usize, letter: char) -> Result<u32, SyntaxError> {
        let digits: String = self.chars.iter().skip(self.at).take(n).collect();
        if digits.chars().count() == n && digits.chars().all(|c| c.is_ascii_hexdigit()) {
            self.at += n;
            Ok(u32::from_str_radix(&digits, 16).expect("hexadecimal digits"))
        } else {
            Err(self.error(format!("\\{letter} must be followed by {n} hexadecimal digits")))
        }
    }

    /// After `\u`: `XXXX`, a surrogate pair `XXXX\uXXXX` (as JSON writes a
    /// character outside the first plane, such as an emoji), or `{X…}`.
    fn unicode_escape(&mut self) -> Result<char, SyntaxError> {
        // Errors point at the backslash.
        let at = self.at.saturating_sub(2);
        if self.peek() == Some('{') {
            self.at += 1;
            let digits: String =
                self.chars[self.at..].iter().take_while(|c| c.is_ascii_hexdigit()).collect();
            let code = (digits.len() <= 6 && !digits.is_empty())
                .then(|| u32::from_str_radix(&digits, 16).ok())
                .flatten();
            self.at += digits.chars().count();
            return match (code.and_then(char::from_u32), self.peek()) {
                (Some(c), Some('}')) => {
                    self.at += 1;
                    Ok(c)
                }
                _ => {
                    self.at = at;
                    Err(self.error(format!(
                        "\\u{{{}}} is not a character escape",
                        excerpt(&digits, QUOTED_CHARS).trim_matches('"')
                    )))
                }
            };
        }
        let high = self.hex_digits(4, 'u')?;
        if !(0xd800..0xe000).contains(&high) {
            return Ok(char::from_u32(high).expect("not a surrogate"));
        }
        let low = if high < 0xdc00
            && self.chars.get(self.at) == Some(&'\\')
            && self.chars.get(self.at + 1) == Some(&'u')
        {
            self.at += 2;
            let low = self.hex_digits(4, 'u')?;
            (0xdc00..0xe000).contains(&low).then_some(low)
        } else {
            None
        };
        match low {
            Some(low) => Ok(char::from_u32(0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00))
                .expect("a surrogate pair is a character")),
            None => {
                self.at = at;
                Err(self.error(format!(
                    "\\u{high:04x} is not a character on its own (it is half of a surrogate pair)"
                )))
            }
        }
    }

    /// A JSON5 number: an optional sign, then hexadecimal digits after `0x`, or
    /// decimal digits with an optional fraction and exponent (`17`, `1.7e+1`,
    /// `.5`, `5.`). A whole number that fits is kept whole.
    fn number(&mut self) -> Result<Value, SyntaxError> {
        let start = self.at;
        let negative = self.peek() == Some('-');
        if matches!(self.peek(), Some('-' | '+')) {
            self.at += 1;
        }
        let digits = |p: &mut Self| {
            let from = p.at;
            while p.peek().is_some_and(|c| c.is_ascii_digit()) {
                p.at += 1;
            }
            p.at - from
        };
        let hex =
            self.peek() == Some('0') && matches!(self.chars.get(self.at + 1), Some('x' | 'X'));
        let mut whole = true;
        let mut count;
        if hex {
            self.at += 2;
            let from = self.at;
            while self.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                self.at += 1;
            }
            count = self.at - from;
        } else {
            count = digits(self);
            if self.peek() == Some('.') {
                self.at += 1;
                whole = false;
                count += digits(self);
            }
            if count > 0 && matches!(self.peek(), Some('e' | 'E')) {
                let mark = self.at;
                self.at += 1;
                if matches!(self.peek(), Some('-' | '+')) {
                    self.at += 1;
                }
                if digits(self) == 0 {
                    self.at = mark + 1;
                    count = 0;
                }
                whole = false;
            }
        }
        // Letters or digits run on ("12ab", "1.2.3"): the whole run is quoted.
        while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '.' || c == '_') {
            self.at += 1;
            count = 0;
        }
        let text: String = self.chars[start..self.at].iter().collect();
        let quoted = excerpt(&text, QUOTED_CHARS);
        let refuse = |p: &mut Self, why: &str| {
            p.at = start;
            Err(p.error(format!("{quoted} {why}")))
        };
        let too_large = "is too large a number for any field of a course";
        if count == 0 {
            return refuse(self, "is not a number");
        }
        let unsigned = text.trim_start_matches(['-', '+']);
        if hex {
            let Ok(n) = u64::from_str_radix(&unsigned[2..], 16) else {
                return refuse(self, too_large);
            };
            return Ok(Value::Number(if negative {
                match i64::try_from(n) {
                    Ok(n) => (-n).into(),
                    Err(_) => Number::from_f64(-(n as f64)).expect("finite"),
                }
            } else {
                n.into()
            }));
        }
        let plain = text.strip_prefix('+').unwrap_or(&text);
        if whole && let Ok(i) = plain.parse::<i64>() {
            return Ok(Value::Number(i.into()));
        }
        match plain.parse::<f64>().ok().and_then(Number::from_f64) {
            Some(n) => Ok(Value::Number(n)),
            None => refuse(self, too_large),
        }
    }

    fn word(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c == '_' || c == '$' || c.is_alphanumeric()) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }
}

fn is_word_start(c: char) -> bool {
    c == '_' || c == '$' || c.is_alphabetic()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_the_literal_of_the_course_list_and_plain_json() {
        let literal = "{id:'first', name:'First Expedition', src:'…', // the source\n p:[['B',0,0,2],['K',21,-1,0],], e:[25,-5], s:'w'},";
        let expected = json!({"id": "first", "name": "First Expedition", "src": "…", "p": [["B", 0, 0, 2], ["K", 21, -1, 0]], "e": [25, -5], "s": "w"});
        assert_eq!(parse(literal).unwrap(), expected);
        assert_eq!(parse(&expected.to_string()).unwrap(), expected);
        assert_eq!(
            parse(r#"{"name": "It\'s \u00e9 /* not a comment */"}"#).unwrap(),
            json!({"name": "It's é /* not a comment */"})
        );
    }

    #[test]
    fn reads_what_json5_and_javascript_allow() {
        // A byte-order mark, numbers as JavaScript writes them, and every escape.
        let value = parse(
            "\u{feff}{a: 1.7e+1, b: 1e-0, c: 0x1F, d: -0x10, e: .5, f: 5., g: +3, h: -0, i: 1E2}",
        )
        .unwrap();
        assert_eq!(
            value,
            json!({"a": 17.0, "b": 1.0, "c": 31, "d": -16, "e": 0.5, "f": 5.0, "g": 3, "h": 0, "i": 100.0})
        );
        let value = parse(
            r#"{"s": "\ud83d\ude00 \u{1F600} \x41\b\f\v\0 a\
b"}"#,
        )
        .unwrap();
        assert_eq!(value, json!({"s": "😀 😀 A\u{8}\u{c}\u{b}\0 ab"}));
        // Numbers past i64 stay numbers, for the reader's range check to name.
        assert_eq!(parse("-9223372036854775808").unwrap(), json!(i64::MIN));
        assert_eq!(parse("18446744073709551616").unwrap(), json!(18446744073709551616.0));
    }

    #[test]
    fn quotes_at_most_forty_characters() {
        let long = "9".repeat(500_000);
        let message = parse(&format!("[{long}x]")).unwrap_err().message;
        assert_eq!(message, format!("\"{}…\" is not a number", "9".repeat(40)));
        let message = parse(&format!("[{}]", "w".repeat(100_000))).unwrap_err().message;
        assert_eq!(
            message,
            format!("\"{}…\" is not a value (only literals are read)", "w".repeat(40))
        );
        let message = parse(&format!("{{{} 1}}", "k".repeat(100_000))).unwrap_err().message;
        assert_eq!(message, format!("expected ':' after the key \"{}…\"", "k".repeat(40)));
        assert_eq!(
            parse(&format!("[1e{}]", "9".repeat(400))).unwrap_err().message,
            format!("\"1e{}…\" is too large a number for any field of a course", "9".repeat(38))
        );
    }

    #[test]
    fn says_what_is_wrong_and_where() {
        let e = parse("{id:'x',\n  p: [1, 2}").unwrap_err();
        assert_eq!(e.to_string(), "expected ',' or ']' in a list (line 2, column 11)");
        assert_eq!(parse("{name: 'never closed}").unwrap_err().message, "a string is never closed");
        assert_eq!(
            parse("{e: [x]}").unwrap_err().message,
            "\"x\" is not a value (only literals are read)"
        );
        assert_eq!(
            parse("{a: 1} {b: 2}").unwrap_err().message,
            "unexpected '{' after the course object"
        );
        assert_eq!(parse("").unwrap_err().message, "the text ends where a value should be");
        // A key given twice, however it is quoted.
        assert_eq!(
            parse("{id: 'a',\n 'p': [], \"p\": [1]}").unwrap_err().to_string(),
            "the key \"p\" is given twice (line 2, column 11)"
        );
        assert!(parse("{a: {b: 1, b: 2}}").unwrap_err().message.contains("\"b\" is given twice"));
        assert!(
            parse(&"[".repeat(100_000)).unwrap_err().message.contains("nested more than 32 levels")
        );
        assert_eq!(parse("{a: 1 /* open").unwrap_err().message, "a comment is never closed");
        assert_eq!(
            parse(r#"["\ud83d"]"#).unwrap_err().to_string(),
            "\\ud83d is not a character on its own (it is half of a surrogate pair) (line 1, column 3)"
        );
        assert_eq!(
            parse(r#"["\ude00\ud83d"]"#).unwrap_err().message,
            "\\ude00 is not a character on its own (it is half of a surrogate pair)"
        );
        assert_eq!(
            parse(r#"["\u12"]"#).unwrap_err().message,
            "\\u must be followed by 4 hexadecimal digits"
        );
        assert_eq!(parse("[1e]").unwrap_err().message, "\"1e\" is not a number");
        assert_eq!(parse("[0x]").unwrap_err().message, "\"0x\" is not a number");
        assert_eq!(parse("[-]").unwrap_err().message, "\"-\" is not a number");
        assert_eq!(parse("[1.2.3]").unwrap_err().message, "\"1.2.3\" is not a number");
    }
}
