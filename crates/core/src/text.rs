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
    let mut chars = s.chars();
    let head: String = chars.by_ref().take(max).collect();
    let cut = if chars.next().is_some() { "…" } else { "" };
    format!("\"{}{cut}\"", head.escape_debug())
}

/// A message from a parser with every quoted part (between `…` or "…") cut to
/// `max` characters: the parser quotes the user's text whole, however long.
pub fn shorten_quotes(message: &str, max: usize) -> String {
    let mut out = String::with_capacity(message.len().min(1024));
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = rest[open..].chars().next().unwrap_or('"');
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        let Some(close) = rest.find(quote) else { break };
        let inner = &rest[..close];
        match inner.char_indices().nth(max) {
            Some((cut, _)) => {
                out.push_str(&inner[..cut]);
                out.push('…');
            }
            None => out.push_str(inner),
        }
        out.push(quote);
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
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
    fn long_quotes_in_messages_are_cut() {
        let long = "k".repeat(900_000);
        let m = shorten_quotes(&format!("unknown field `{long}`, expected one of `piece`, `q`"), 8);
        assert_eq!(m, "unknown field `kkkkkkkk…`, expected one of `piece`, `q`");
        assert_eq!(
            shorten_quotes("invalid type: string \"abc\", expected", 8),
            "invalid type: string \"abc\", expected"
        );
        assert_eq!(shorten_quotes("an open `quote", 3), "an open `quote");
    }
}
