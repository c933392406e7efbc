//! A share code's error in words, in a language: what the editor shows when
//! a course cannot be put in a code or a code cannot be read. The reader's
//! own detail (which check failed, in English) is not carried into the
//! sentence; the command line keeps the errors' English, detail and all.

use eldorado_messages::{Lang, text, text_with};

use super::{MAX_CODE_CHARS, PREFIX, ShareCodeError, VERSION};

/// Why, no capital, no full stop: "this is not an El Dorado share code: it
/// should start with \"ED1.\"".
pub fn said(lang: Lang, e: &ShareCodeError) -> String {
    match e {
        ShareCodeError::Unencodable(_) => text(lang, "export-share-code-unencodable"),
        ShareCodeError::NotACode => {
            text_with(lang, "export-share-code-not-a-code", &[("prefix", PREFIX.into())])
        }
        ShareCodeError::TooLong { found } => text_with(
            lang,
            "export-share-code-too-long",
            &[("found", (*found).into()), ("max", MAX_CODE_CHARS.into())],
        ),
        ShareCodeError::NewerVersion { found } => text_with(
            lang,
            "export-share-code-newer",
            &[("found", found.as_str().into()), ("version", VERSION.into())],
        ),
        ShareCodeError::BadCharacter(c) => text_with(
            lang,
            "export-share-code-bad-character",
            &[("character", format!("{c:?}").into())],
        ),
        ShareCodeError::Damaged(_) => text(lang, "export-share-code-damaged"),
        ShareCodeError::Invalid(_) => text(lang, "export-share-code-invalid"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of error reads in both languages, the French with no
    /// English word in it.
    #[test]
    fn every_share_code_error_reads_in_both_languages() {
        let errors = [
            ShareCodeError::Unencodable("there is no blockade 9".into()),
            ShareCodeError::NotACode,
            ShareCodeError::TooLong { found: 200_000 },
            ShareCodeError::NewerVersion { found: "9".into() },
            ShareCodeError::BadCharacter('!'),
            ShareCodeError::Damaged("it is too short"),
            ShareCodeError::Invalid("the course has no start board".into()),
        ];
        let english_words = ["the", "is", "not", "share", "cannot", "course", "it"];
        for e in &errors {
            let english = said(Lang::English, e);
            let french = said(Lang::French, e);
            assert_ne!(english, french);
            for word in french.split(|c: char| !c.is_alphanumeric()) {
                assert!(!english_words.contains(&word), "{word:?} in {french}");
            }
        }
    }
}
