//! serde's sentences in the program's words: "invalid type: floating point
//! `1e+20`, expected i32" becomes "expected a whole number from -2147483648
//! to 2147483647, found 1e20", a number said as the file writes it.

/// A serde error message in plain words; `written` is the value as the file
/// writes it, where known.
pub(super) fn plain(said: &str, written: Option<&str>) -> String {
    if let Some(rest) = said.strip_prefix("invalid type: ")
        && let Some((found, expected)) = rest.rsplit_once(", expected ")
    {
        return format!(
            "expected {}, found {}",
            expected_words(expected),
            found_words(found, written)
        );
    }
    if let Some(rest) = said.strip_prefix("invalid value: ")
        && let Some((found, expected)) = rest.rsplit_once(", expected ")
    {
        return format!(
            "{} is out of range: expected {}",
            found_words(found, written),
            expected_words(expected)
        );
    }
    if let Some(rest) = said.strip_prefix("invalid length ")
        && let Some((n, expected)) = rest.split_once(", expected ")
    {
        return format!("the list has {n} entries, but {} was expected", expected_words(expected));
    }
    if let Some(rest) = said.strip_prefix("missing field `")
        && let Some(name) = rest.strip_suffix('`')
    {
        return format!("the field \"{name}\" is missing");
    }
    for (prefix, noun, plural) in [
        ("unknown field `", "field", "the fields are"),
        ("unknown variant `", "choice", "the choices are"),
    ] {
        if let Some(rest) = said.strip_prefix(prefix)
            && let Some((name, list)) = rest.split_once("`, ").or_else(|| rest.split_once('`'))
        {
            let list = list.trim_start_matches("expected one of ").trim_start_matches("expected ");
            let list = list.replace('`', "\"");
            return if list.starts_with("there are no") || list.is_empty() {
                format!("there is no {noun} \"{name}\" here")
            } else {
                format!("there is no {noun} \"{name}\"; {plural} {list}")
            };
        }
    }
    said.to_string()
}

/// What serde found, in words: a number as written, text as text.
fn found_words(found: &str, written: Option<&str>) -> String {
    let number = ["floating point `", "integer `"].iter().find_map(|p| found.strip_prefix(p));
    if let Some(n) = number {
        let n = n.trim_end_matches('`');
        return match written {
            Some(w) if looks_like_number(w) => w.to_string(),
            _ => n.replace("e+", "e"),
        };
    }
    if let Some(s) = found.strip_prefix("string ") {
        return format!("the text {s}");
    }
    if let Some(b) = found.strip_prefix("boolean `") {
        return b.trim_end_matches('`').to_string();
    }
    match found {
        "map" => "an object".into(),
        "sequence" => "a list".into(),
        "unit value" | "null" => "null".into(),
        other => other.to_string(),
    }
}

fn looks_like_number(w: &str) -> bool {
    !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit() || b"+-.eE".contains(&b))
}

/// What the field takes, in words: a range for Rust's whole-number types.
fn expected_words(expected: &str) -> String {
    let whole = |lo: i128, hi: i128| format!("a whole number from {lo} to {hi}");
    match expected.trim_start_matches("a ").trim_start_matches("an ") {
        "i8" => whole(i8::MIN.into(), i8::MAX.into()),
        "i16" => whole(i16::MIN.into(), i16::MAX.into()),
        "i32" => whole(i32::MIN.into(), i32::MAX.into()),
        "i64" | "isize" => whole(i64::MIN.into(), i64::MAX.into()),
        "u8" => whole(0, u8::MAX.into()),
        "u16" => whole(0, u16::MAX.into()),
        "u32" => whole(0, u32::MAX.into()),
        "u64" | "usize" => whole(0, u64::MAX.into()),
        "f32" | "f64" => "a number".into(),
        "string" | "borrowed string" => "text".into(),
        "boolean" => "true or false".into(),
        "sequence" => "a list".into(),
        "map" => "an object".into(),
        other if other.starts_with("struct ") => "an object".into(),
        other if other.starts_with("tuple of size ") || other.starts_with("tuple struct") => {
            match other.strip_prefix("tuple of size ") {
                Some(n) => format!("a list of {n} entries"),
                None => "a list".into(),
            }
        }
        _ => expected.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_words_are_said_plainly() {
        assert_eq!(
            plain("invalid type: floating point `1e+20`, expected i32", Some("1e20")),
            "expected a whole number from -2147483648 to 2147483647, found 1e20"
        );
        assert_eq!(
            plain("invalid type: floating point `1e+20`, expected u8", None),
            "expected a whole number from 0 to 255, found 1e20"
        );
        assert_eq!(
            plain("invalid value: integer `300`, expected u8", Some("300")),
            "300 is out of range: expected a whole number from 0 to 255"
        );
        assert_eq!(
            plain("invalid type: string \"two\", expected u8", None),
            "expected a whole number from 0 to 255, found the text \"two\""
        );
        assert_eq!(
            plain("invalid type: map, expected a string", None),
            "expected text, found an object"
        );
        assert_eq!(plain("missing field `seed`", None), "the field \"seed\" is missing");
        assert_eq!(
            plain("unknown field `colour`, expected one of `piece`, `q`", None),
            "there is no field \"colour\"; the fields are \"piece\", \"q\""
        );
        assert_eq!(
            plain("unknown variant `fly`, expected `move` or `buy`", None),
            "there is no choice \"fly\"; the choices are \"move\" or \"buy\""
        );
        assert_eq!(
            plain("unknown field `x`, there are no fields", None),
            "there is no field \"x\" here"
        );
        assert_eq!(plain("something else", None), "something else");
    }
}
