//! Every text the editor shows that came from a file or the system — a path,
//! a file name, a value quoted from a damaged file, a notice built around
//! them — is cut and escaped as the command line's messages are
//! ([`eldorado_core::text`]): a 30,000-character path or a 200 KB settings
//! value cannot push the status bar or a question's buttons off the window,
//! and a name with a line break or a terminal escape shows as what it is.

use std::path::Path;

use eldorado_core::text;

/// The most characters of a path shown; a longer one is cut in the middle,
/// keeping its start and its file name.
pub const PATH_CHARS: usize = 100;
/// The most characters of a file name shown (a menu entry, a button).
pub const NAME_CHARS: usize = 60;
/// The most characters of a notice or a question's text.
pub const SENTENCE_CHARS: usize = 600;

/// A path as the editor shows it.
pub fn path(p: &Path) -> String {
    text::path_shown(p, PATH_CHARS)
}

/// A file's name as the editor lists it (a recent file): its last part, or
/// the whole path when it has none.
pub fn file_name(p: &Path) -> String {
    match p.file_name() {
        Some(name) => text::path_shown(Path::new(name), NAME_CHARS),
        None => path(p),
    }
}

/// A sentence as the editor shows it: escaped, and past
/// [`SENTENCE_CHARS`] cut in the middle so that its end (what to do) stays.
pub fn sentence(s: &str) -> String {
    text::path_shown(Path::new(s), SENTENCE_CHARS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_and_hostile_texts_are_cut_and_escaped() {
        let long = format!("/home/u/{}/c.json", "x".repeat(30_000));
        assert_eq!(path(Path::new(&long)).chars().count(), PATH_CHARS);
        assert!(path(Path::new(&long)).ends_with("xx/c.json"));
        assert_eq!(file_name(Path::new("/a/b\u{1b}[2J\n.json")), "b\\u{1b}[2J\\n.json");
        let said = sentence(&format!("Cannot open {long}: it is gone"));
        assert!(said.chars().count() <= SENTENCE_CHARS && said.ends_with("it is gone"), "{said}");
    }
}
