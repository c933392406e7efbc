//! Small helpers for the words the program shows: every output (the editor, the
//! setup sheet, the command line's messages) words things the same way.

/// The text with its first letter in capitals: "jungle 2" → "Jungle 2".
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// At most `max` characters of a user's text, quoted for a message: a long
/// value (a 900 KB piece id) is cut with "…" and control characters are escaped,
/// so that a message stays one short line.
pub fn excerpt(s: &str, max: usize) -> String {
    format!("\"{}\"", cut(s, max))
}

/// At most `max` characters of a user's text, unquoted, with "…" where it was
/// cut and its control characters escaped as [`escaped`] does: for a value
/// that a message quotes in its own way (a parser's `…`).
pub fn cut(s: &str, max: usize) -> String {
    let mut chars = s.chars();
    let head: String = chars.by_ref().take(max).collect();
    let tail = if chars.next().is_some() { "…" } else { "" };
    format!("{}{tail}", escaped(&head))
}

/// Text from a file or the user, safe to show on a terminal or a label:
/// control characters (and the invisible ones that reorder text) are written
/// as escapes — `\n`, `\r`, `\t`, `\u{1b}` — so that what is shown is what is
/// there, on one line.
pub fn escaped(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if is_unsafe(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// C0 and C1 control characters, DEL, the bidirectional overrides and isolates
/// ("Trojan source"), the marks that reorder text and the Unicode line and
/// paragraph separators: what [`escaped`] writes as escapes.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}' | '\u{200e}' | '\u{200f}')
}

/// A path as a message or a label shows it: escaped as [`escaped`] does and,
/// past `max` characters, cut in the middle (`/home/…/courses/long-name.json`),
/// so that the file's own name stays in sight.
pub fn path_shown(path: &std::path::Path, max: usize) -> String {
    let text = path.display().to_string();
    let count = text.chars().count();
    if count <= max {
        return escaped(&text).into_owned();
    }
    let tail = max / 2;
    let head = max.saturating_sub(tail + 1);
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(count - tail).collect();
    format!("{}…{}", escaped(&start), escaped(&end))
}

/// A number as a message says it: as Rust writes it while that is short, and
/// in exponent form (`1e300`, `-2.5e-12`) when it would run to many digits.
pub fn number(x: f64) -> String {
    let plain = x.to_string();
    if plain.len() <= 20 { plain } else { format!("{x:e}") }
}

/// Items joined as a sentence says them: "B", "B and C", "B, C and I".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

/// A count with its noun: "1 space", "3 spaces".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The plural ending for a count: "" for 1, "s" otherwise.
pub fn plural_s(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capitalise_raises_the_first_letter_only() {
        assert_eq!(capitalise("jungle 2"), "Jungle 2");
        assert_eq!(capitalise("éclat"), "Éclat");
        assert_eq!(capitalise(""), "");
        assert_eq!(capitalise("ß"), "SS");
    }

    #[test]
    fn lists_and_counts_read_as_sentences() {
        let items = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&items(&[])), "");
        assert_eq!(and_list(&items(&["B"])), "B");
        assert_eq!(and_list(&items(&["B", "C"])), "B and C");
        assert_eq!(and_list(&items(&["B", "C", "I"])), "B, C and I");
        assert_eq!(count(1, "space", "spaces"), "1 space");
        assert_eq!(count(0, "space", "spaces"), "0 spaces");
        assert_eq!(plural_s(2), "s");
    }

    #[test]
    fn excerpts_are_short_and_escaped() {
        assert_eq!(excerpt("Z", 40), "\"Z\"");
        assert_eq!(excerpt(&"x".repeat(900_000), 5), "\"xxxxx…\"");
        assert_eq!(excerpt("a\u{1b}]0;t\u{7}\nb", 40), "\"a\\u{1b}]0;t\\u{7}\\nb\"");
    }

    #[test]
    fn values_are_cut_and_escaped_where_they_are_said() {
        assert_eq!(cut(&"k'`\"".repeat(300_000), 5), "k'`\"k…");
        assert_eq!(cut("a\u{1b}[2J", 40), "a\\u{1b}[2J");
        assert_eq!(cut("short", 40), "short");
        assert!(matches!(escaped("Serpentine — Höhle 🐍"), std::borrow::Cow::Borrowed(_)));
        assert_eq!(
            escaped("a\u{1b}]0;owned\u{7}b\nc\rd\u{9b}2J\u{202e}x"),
            "a\\u{1b}]0;owned\\u{7}b\\nc\\rd\\u{9b}2J\\u{202e}x"
        );
    }

    #[test]
    fn long_paths_keep_their_ends_in_sight() {
        let long = format!("/home/{}/courses/name.json", "d".repeat(30_000));
        let shown = path_shown(std::path::Path::new(&long), 60);
        assert_eq!(shown.chars().count(), 60, "{shown}");
        assert!(shown.starts_with("/home/ddd") && shown.ends_with("/courses/name.json"), "{shown}");
        assert_eq!(path_shown(std::path::Path::new("/a/b\nc.json"), 60), "/a/b\\nc.json");
    }

    #[test]
    fn numbers_stay_short() {
        assert_eq!(number(1e300), "1e300");
        assert_eq!(number(-2.5e-30), "-2.5e-30");
        assert_eq!(number(1e23), "1e23");
        assert_eq!(number(12.5), "12.5");
        assert_eq!(number(-1000.0), "-1000");
        assert_eq!(number(f64::NAN), "NaN");
    }
}
