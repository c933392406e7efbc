//! Text that is not UTF-8: a file saved as UTF-16 or UTF-32 (Notepad's
//! "Unicode") is named as such, with what to do, rather than as a bad byte.

/// A wide Unicode encoding a file may have been saved in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wide {
    /// UTF-16, little-endian (Windows' "Unicode").
    Utf16Le,
    /// UTF-16, big-endian.
    Utf16Be,
    /// UTF-32, little-endian.
    Utf32Le,
    /// UTF-32, big-endian.
    Utf32Be,
}

impl Wide {
    /// Its name as editors list it.
    pub fn name(self) -> &'static str {
        match self {
            Wide::Utf16Le | Wide::Utf16Be => "UTF-16",
            Wide::Utf32Le | Wide::Utf32Be => "UTF-32",
        }
    }
}

/// Why bytes are not UTF-8 text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NotUtf8 {
    /// Saved as UTF-16 or UTF-32.
    #[error("the file is {} text, not UTF-8 (save it again as UTF-8)", .0.name())]
    Wide(Wide),
    /// Some other bytes; where the first bad one is.
    #[error("the file is not UTF-8 text (bad byte at offset {0})")]
    BadByte(usize),
}

/// The wide encoding the bytes are in, by their byte-order mark or, without
/// one, by the zero bytes that ASCII text has in it (JSON, CSV and a course
/// file all begin with ASCII).
pub fn wide_encoding(bytes: &[u8]) -> Option<Wide> {
    match bytes {
        [0xFF, 0xFE, 0, 0, ..] => Some(Wide::Utf32Le),
        [0, 0, 0xFE, 0xFF, ..] => Some(Wide::Utf32Be),
        [0xFF, 0xFE, ..] => Some(Wide::Utf16Le),
        [0xFE, 0xFF, ..] => Some(Wide::Utf16Be),
        [a, 0, 0, 0, ..] if *a != 0 => Some(Wide::Utf32Le),
        [0, 0, 0, a, ..] if *a != 0 => Some(Wide::Utf32Be),
        [a, 0, b, 0, ..] if *a != 0 && *b != 0 => Some(Wide::Utf16Le),
        [0, a, 0, b, ..] if *a != 0 && *b != 0 => Some(Wide::Utf16Be),
        [a, 0] if *a != 0 => Some(Wide::Utf16Le),
        [0, a] if *a != 0 => Some(Wide::Utf16Be),
        _ => None,
    }
}

/// Wide text decoded, what cannot be read replaced (to look inside, not to read).
pub fn decode_wide(bytes: &[u8], encoding: Wide) -> String {
    match encoding {
        Wide::Utf16Le | Wide::Utf16Be => {
            let units = bytes.chunks_exact(2).map(|p| {
                let pair = [p[0], p[1]];
                if encoding == Wide::Utf16Le {
                    u16::from_le_bytes(pair)
                } else {
                    u16::from_be_bytes(pair)
                }
            });
            char::decode_utf16(units).map(|c| c.unwrap_or('\u{fffd}')).collect()
        }
        Wide::Utf32Le | Wide::Utf32Be => bytes
            .chunks_exact(4)
            .map(|q| {
                let quad = [q[0], q[1], q[2], q[3]];
                let n = if encoding == Wide::Utf32Le {
                    u32::from_le_bytes(quad)
                } else {
                    u32::from_be_bytes(quad)
                };
                char::from_u32(n).unwrap_or('\u{fffd}')
            })
            .collect(),
    }
}

/// The bytes as UTF-8 text, or why they are not. ASCII saved as UTF-16
/// without a byte-order mark is valid UTF-8 (its zero bytes are NUL
/// characters, which no JSON or CSV text holds): it is named too.
pub fn text(bytes: Vec<u8>) -> Result<String, NotUtf8> {
    if let Some(wide) = wide_encoding(&bytes) {
        return Err(NotUtf8::Wide(wide));
    }
    String::from_utf8(bytes).map_err(|e| not_utf8(e.as_bytes(), e.utf8_error()))
}

/// The bytes as UTF-8 text, borrowed, or why they are not (see [`text`]).
pub fn text_ref(bytes: &[u8]) -> Result<&str, NotUtf8> {
    if let Some(wide) = wide_encoding(bytes) {
        return Err(NotUtf8::Wide(wide));
    }
    std::str::from_utf8(bytes).map_err(|e| not_utf8(bytes, e))
}

fn not_utf8(bytes: &[u8], e: std::str::Utf8Error) -> NotUtf8 {
    match wide_encoding(bytes) {
        Some(wide) => NotUtf8::Wide(wide),
        None => NotUtf8::BadByte(e.valid_up_to()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16le(s: &str, bom: bool) -> Vec<u8> {
        let mut out = if bom { vec![0xFF, 0xFE] } else { Vec::new() };
        out.extend(s.encode_utf16().flat_map(u16::to_le_bytes));
        out
    }

    #[test]
    fn wide_text_is_named_by_its_encoding() {
        let json = "{\"format\": \"eldorado-course\"}";
        assert_eq!(text(utf16le(json, true)), Err(NotUtf8::Wide(Wide::Utf16Le)));
        assert_eq!(text(utf16le(json, false)), Err(NotUtf8::Wide(Wide::Utf16Le)));
        let be: Vec<u8> = [0xFE, 0xFF]
            .into_iter()
            .chain(json.encode_utf16().flat_map(u16::to_be_bytes))
            .collect();
        assert_eq!(text(be), Err(NotUtf8::Wide(Wide::Utf16Be)));
        let utf32: Vec<u8> = json.chars().flat_map(|c| (c as u32).to_le_bytes()).collect();
        assert_eq!(text(utf32.clone()), Err(NotUtf8::Wide(Wide::Utf32Le)));
        assert_eq!(decode_wide(&utf32, Wide::Utf32Le), json);
        assert_eq!(decode_wide(&utf16le(json, false), Wide::Utf16Le), json);
        assert_eq!(
            NotUtf8::Wide(Wide::Utf32Be).to_string(),
            "the file is UTF-32 text, not UTF-8 (save it again as UTF-8)"
        );
        // Latin-1 is not wide: its first bad byte is said.
        assert_eq!(text(b"{\"name\": \"caf\xe9\"}".to_vec()), Err(NotUtf8::BadByte(13)));
        assert_eq!(text("é".into()), Ok("é".to_string()));
    }
}
