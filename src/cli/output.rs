//! Everything the command line prints goes through here, so that every command
//! treats its streams the same way:
//!
//! - what a command was asked for (a report, JSON, an export) goes to standard
//!   output; errors and a course's problems go to standard error (`check`, whose
//!   verdict is its report, prints it to standard output);
//! - a reader that goes away early (`| head`) ends the command quietly, with the
//!   exit code it had reached; any other failed write (a full disk) is an error:
//!   one sentence on standard error and exit code 2;
//! - text that comes from the user (file names, course names, parser messages)
//!   is printed with its control characters escaped, so that it cannot move the
//!   cursor, clear the screen, retitle the window or forge a line of output.

use std::borrow::Cow;
use std::io::{self, Write};

use std::process::ExitCode;

use super::{CliError, EXIT_ERROR};

/// Why printing stopped.
#[derive(Debug)]
pub enum Halt {
    /// The reader went away: not an error.
    Closed,
    /// The write failed.
    Failed(io::Error),
}

impl From<io::Error> for Halt {
    fn from(e: io::Error) -> Halt {
        if e.kind() == io::ErrorKind::BrokenPipe { Halt::Closed } else { Halt::Failed(e) }
    }
}

impl Halt {
    /// The exit code of a command whose standard output stopped, having said why
    /// if it failed; `reached` is the code the command had when it stopped.
    pub fn on_stdout(self, reached: u8) -> u8 {
        match self {
            Halt::Closed => reached,
            Halt::Failed(e) => {
                error(&format!("cannot write to standard output: {e}"));
                EXIT_ERROR
            }
        }
    }
}

/// A command's end once its output is written: a reader that went away early
/// ends it with the code it had reached; any other failed write is an error.
pub fn finish(printed: Result<(), Halt>, reached: u8) -> Result<ExitCode, CliError> {
    match printed {
        Ok(()) | Err(Halt::Closed) => Ok(ExitCode::from(reached)),
        Err(Halt::Failed(e)) => Err(CliError::Stdout(e)),
    }
}

/// Writes bytes to standard output, all of them, and flushes.
pub fn print_bytes(bytes: &[u8]) -> Result<(), Halt> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(())
}

/// Writes text to standard output.
pub fn print(text: &str) -> Result<(), Halt> {
    print_bytes(text.as_bytes())
}

/// Writes a value as pretty JSON and a line break to standard output.
pub fn print_json<T: serde::Serialize>(value: &T) -> Result<(), Halt> {
    print(&(json(value) + "\n"))
}

/// A value as pretty JSON. serde_json escapes the ASCII control characters in
/// strings; this escapes the others a terminal may act on too (C1 controls,
/// bidirectional overrides, line separators), which are only ever found inside
/// strings, so that the JSON stays the same JSON.
pub fn json<T: serde::Serialize>(value: &T) -> String {
    let text = serde_json::to_string_pretty(value).expect("the command line prints plain data");
    if !text.chars().any(unsafe_in_json) {
        return text;
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if unsafe_in_json(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

fn unsafe_in_json(c: char) -> bool {
    c == '\u{7f}' || (is_unsafe(c) && !c.is_ascii_control())
}

/// A line on standard error: "eldorado: " and the message, escaped. Printing
/// to standard error never fails the command (there is nowhere left to say so).
pub fn error(message: &str) {
    note(&format!("eldorado: {message}"));
}

/// A line on standard error as it is, escaped.
pub fn note(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{}", safe(line));
}

/// Characters of the user's text a message quotes (docs/limits.md).
pub const QUOTED_CHARS: usize = 40;

/// Text from the user, safe to print on a terminal: control characters (and
/// the invisible ones that reorder text) are written as escapes — `\n`, `\r`,
/// `\t`, `\u{1b}` — so that what is printed is what is seen. The one escaping
/// of the program ([`eldorado_core::text::escaped`]), which the editor shows too.
pub fn safe(text: &str) -> Cow<'_, str> {
    eldorado_core::text::escaped(text)
}

/// A path as a message says it: escaped, and cut in the middle past
/// [`eldorado_files::PATH_CHARS`] characters (docs/limits.md).
pub fn path(p: &std::path::Path) -> String {
    eldorado_core::text::path_shown(p, eldorado_files::PATH_CHARS)
}

fn is_unsafe(c: char) -> bool {
    eldorado_core::text::is_unsafe(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_plain_text_is_not_copied() {
        assert!(matches!(safe("Serpentine — Höhle 🐍"), Cow::Borrowed(_)));
        assert_eq!(
            safe("a\u{1b}]0;owned\u{7}b\nc\rd\u{9b}2J\u{202e}x"),
            "a\\u{1b}]0;owned\\u{7}b\\nc\\rd\\u{9b}2J\\u{202e}x"
        );
    }

    #[test]
    fn json_keeps_its_meaning_with_every_control_escaped() {
        let name = "a\u{1b}[2J\u{9b}\u{202e}\u{7f}b";
        let text = json(&serde_json::json!({ "name": name }));
        assert!(!text.chars().any(|c| is_unsafe(c) && c != '\n'), "{text}");
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back["name"], name);
    }
}
