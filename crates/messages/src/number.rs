//! Numbers as each language writes them. Fluent chooses plural forms by each
//! language's CLDR rules but writes every number as Rust does, ungrouped; the
//! English catalogue's numbers get comma thousands ("1,000 games", as its
//! texts write them), the French catalogue's a decimal comma and thin-space
//! thousands ("18,6", "12 500"). Identifiers (seeds) are passed as text.

use fluent_bundle::FluentValue;

/// The narrow no-break space French puts between groups of thousands.
const THOUSANDS_FR: char = '\u{202f}';

/// A number of the French catalogue in French; other values as Fluent writes them.
pub(crate) fn french<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(french_digits(&n.as_string())),
        _ => None,
    }
}

/// A number of the English catalogue in English; other values as Fluent writes them.
pub(crate) fn english<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(english_digits(&n.as_string())),
        _ => None,
    }
}

/// "1000" → "1,000", "-12500.25" → "-12,500.25"; "999" as it is.
fn english_digits(plain: &str) -> String {
    regrouped(plain, ',', '.', 4)
}

/// "18.6" → "18,6", "-12500.25" → "-12 500,25".
fn french_digits(plain: &str) -> String {
    // Four digits stay together, as French typography has them.
    regrouped(plain, THOUSANDS_FR, ',', 5)
}

/// A number as Rust writes it ("-12500.25") with `thousands` between groups
/// of three digits once the whole part has at least `from` digits, and
/// `decimal` before the fraction.
fn regrouped(plain: &str, thousands: char, decimal: char, from: usize) -> String {
    let (sign, digits) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    if !whole.bytes().all(|b| b.is_ascii_digit()) {
        // "NaN", "inf": nothing to regroup.
        return plain.to_string();
    }
    let mut out = String::from(sign);
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) && whole.len() >= from {
            out.push(thousands);
        }
        out.push(c);
    }
    if let Some(f) = fraction {
        out.push(decimal);
        out.push_str(f);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_numbers() {
        assert_eq!(french_digits("18.6"), "18,6");
        assert_eq!(french_digits("7"), "7");
        // Four digits stay together, as French typography has them.
        assert_eq!(french_digits("1000"), "1000");
        assert_eq!(french_digits("12500"), "12\u{202f}500");
        assert_eq!(french_digits("-1234567.5"), "-1\u{202f}234\u{202f}567,5");
        assert_eq!(french_digits("NaN"), "NaN");
    }

    #[test]
    fn english_numbers() {
        assert_eq!(english_digits("18.6"), "18.6");
        assert_eq!(english_digits("999"), "999");
        assert_eq!(english_digits("1000"), "1,000");
        assert_eq!(english_digits("-1234567.5"), "-1,234,567.5");
        assert_eq!(english_digits("inf"), "inf");
    }
}
