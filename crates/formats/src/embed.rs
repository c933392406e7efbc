//! JSON that a web page may paste into a `<script>` element. A course name such
//! as `</script><script>…` would end the element early and run as code there,
//! and U+2028 or U+2029 end a string in older JavaScript; written as `\u003c`,
//! `\u2028` and so on they mean the same to a JSON or JavaScript reader and
//! nothing to an HTML parser.

/// `json` with `<`, `>`, `&`, U+2028 and U+2029 written as `\uXXXX` escapes.
/// These characters appear in JSON only inside strings, where an escape keeps
/// the meaning, so the result is the same JSON.
pub fn script_safe(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_cannot_close_a_script_element_and_the_json_is_unchanged() {
        let name = "</script><script>alert(1)</script><!-- & \u{2028}\u{2029} é 😀";
        let json = serde_json::to_string(&serde_json::json!({ "name": name })).unwrap();
        let safe = script_safe(&json);
        assert!(!safe.contains('<') && !safe.contains('>') && !safe.contains('&'), "{safe}");
        assert!(!safe.contains('\u{2028}') && !safe.contains('\u{2029}'));
        let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back["name"], name);
    }
}
