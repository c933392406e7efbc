//! The fonts the pictures and the setup sheet are lettered in, embedded in
//! the program, in the order a character is looked for: DejaVu Sans (Latin
//! with Vietnamese, Greek, Cyrillic, Armenian, Georgian, punctuation and
//! arrows), Noto Sans Arabic, Noto Sans Hebrew, Droid Sans Fallback (the
//! commonest Chinese characters and Japanese kanji, and kana; it has no
//! Hangul, so Korean is not covered) and Noto Emoji. The
//! subsets are made by `tools/fonts/subset.py`; the licences are beside the
//! files (`assets/fonts/`). The editor can give egui the same list as its
//! fallbacks, so that what the sheet prints the screen shows.

/// One embedded font file.
#[derive(Debug)]
pub struct Font {
    /// Its family name, as the font names itself.
    pub family: &'static str,
    /// Bold, or regular.
    pub bold: bool,
    /// The font file (TrueType).
    pub bytes: &'static [u8],
    /// The scripts it covers, in words.
    pub covers: &'static str,
}

/// DejaVu Sans, regular: the lettering's own face.
pub static DEJAVU_SANS: Font = Font {
    family: "DejaVu Sans",
    bold: false,
    bytes: include_bytes!("../assets/fonts/DejaVuSans.ttf"),
    covers: "Latin (with Vietnamese), Greek, Cyrillic, Armenian, Georgian, punctuation, arrows",
};

/// DejaVu Sans, bold.
pub static DEJAVU_SANS_BOLD: Font = Font {
    family: "DejaVu Sans",
    bold: true,
    bytes: include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf"),
    covers: "Latin (with Vietnamese), Greek, Cyrillic, Armenian, Georgian, punctuation, arrows",
};

/// The fonts after DejaVu Sans, for both weights (they have no bold).
pub static FALLBACKS: [Font; 4] = [
    Font {
        family: "Noto Sans Arabic",
        bold: false,
        bytes: include_bytes!("../assets/fonts/NotoSansArabic-Regular.ttf"),
        covers: "Arabic (with Persian and Urdu letters)",
    },
    Font {
        family: "Noto Sans Hebrew",
        bold: false,
        bytes: include_bytes!("../assets/fonts/NotoSansHebrew-Regular.ttf"),
        covers: "Hebrew",
    },
    Font {
        family: "Droid Sans Fallback",
        bold: false,
        bytes: include_bytes!("../assets/fonts/DroidSansFallback-CJK.ttf"),
        covers: "kana and the first levels of GB 2312, JIS X 0208 and Big5 (about 7,000 Chinese characters and kanji); no Hangul",
    },
    Font {
        family: "Noto Emoji",
        bold: false,
        bytes: epaint_default_fonts::NOTO_EMOJI_REGULAR,
        covers: "emoji, in black and white",
    },
];

/// Every font, in the order a character is looked for in regular text
/// (bold text looks in [`DEJAVU_SANS_BOLD`] first).
pub fn all() -> impl Iterator<Item = &'static Font> {
    [&DEJAVU_SANS, &DEJAVU_SANS_BOLD].into_iter().chain(FALLBACKS.iter())
}

/// The fonts for text of a weight, in the order a character is looked for.
pub(crate) fn chain(bold: bool) -> impl Iterator<Item = &'static Font> {
    let first = if bold { &DEJAVU_SANS_BOLD } else { &DEJAVU_SANS };
    std::iter::once(first).chain(FALLBACKS.iter())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_font_parses_and_has_its_scripts() {
        for (font, sample) in all().zip(["Aéя", "Aéя", "ب", "א", "漢あ", "😀"]) {
            let face = ttf_parser::Face::parse(font.bytes, 0).expect("the font parses");
            for c in sample.chars() {
                assert!(face.glyph_index(c).is_some(), "{} lacks {c}", font.family);
            }
        }
    }
}
