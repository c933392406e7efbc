//! Reads a course object as JSON or as the JavaScript literal of ShlomoAlon's
//! course list: unquoted keys, single-quoted strings, trailing commas and
//! comments. Only literals: no expressions, no references.

use serde_json::{Map, Number, Value};

/// Deepest nesting accepted; a course object is three levels deep.
const MAX_DEPTH: usize = 32;

/// Why the text is not a literal: what was expected and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub message: String,
    pub line: usize,
    pub column: usize,
}

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
                (Some(c), _) if c.is_whitespace() => self.at += 1,
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
            Some(c) if c == '-' || c == '+' || c.is_ascii_digit() => self.number(),
            Some(c) if is_word_start(c) => match self.word().as_str() {
                "true" => Ok(Value::Bool(true)),
                "false" => Ok(Value::Bool(false)),
                "null" => Ok(Value::Null),
                w => Err(SyntaxError {
                    message: format!("{w:?} is not a value (only literals are read)"),
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
                return Err(self.error(format!("expected ':' after the key {key:?}")));
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
                '\n' => {
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
                        'u' => {
                            let digits: String = self.chars.iter().skip(self.at).take(4).collect();
                            match u32::from_str_radix(&digits, 16)
                                .ok()
                                .filter(|_| digits.len() == 4)
                                .and_then(char::from_u32)
                            {
                                Some(ch) => {
                                    out.push(ch);
                                    self.at += 4;
                                }
                                None => {
                                    return Err(self
                                        .error(format!("\\u{digits} is not a character escape")));
                                }
                            }
                        }
                        other => out.push(other),
                    }
                }
                c => out.push(c),
            }
        }
    }

    fn number(&mut self) -> Result<Value, SyntaxError> {
        let start = self.at;
        if matches!(self.peek(), Some('-' | '+')) {
            self.at += 1;
        }
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == '.') {
            self.at += 1;
        }
        let text: String = self.chars[start..self.at].iter().collect();
        let parsed = text.strip_prefix('+').unwrap_or(&text);
        if let Ok(i) = parsed.parse::<i64>() {
            return Ok(Value::Number(i.into()));
        }
        match parsed.parse::<f64>().ok().and_then(Number::from_f64) {
            Some(n) => Ok(Value::Number(n)),
            None => {
                self.at = start;
                Err(self.error(format!("{text:?} is not a number")))
            }
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
        assert!(
            parse(&"[".repeat(100_000)).unwrap_err().message.contains("nested more than 32 levels")
        );
        assert_eq!(parse("{a: 1 /* open").unwrap_err().message, "a comment is never closed");
    }
}
