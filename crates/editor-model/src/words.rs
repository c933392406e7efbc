//! The editor's names for things in a language, from the message catalogue:
//! a piece as the game names it, an official course, an export format, a
//! paper, another program's course, an overlay. The game's own words (piece,
//! terrain, blockade, course names) are the setup sheet's
//! ([`eldorado_pictures::words`]); the rest are the editor's (`editor-`).

use crate::message_ids;
use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_formats::Client;
use eldorado_messages::{Lang, text, text_with};
use eldorado_pictures::Paper;
use eldorado_pictures::export::Format;

pub use eldorado_pictures::words::{
    and_list, blockade, course_name, course_notes, requirement, terrain,
};

/// A piece side by its id as the game names it: "board C", "plateau C",
/// "strip O", "the finish plate (river side)"; an id the game does not have
/// as "piece X".
pub fn piece(lang: Lang, id: &str) -> String {
    match Catalog::get().side(id) {
        Some(s) => eldorado_words::pieces::piece_of(lang, s.kind, &s.id),
        None => text_with(lang, "editor-piece-unknown", &[("id", id.into())]),
    }
}

/// Pieces in words in a language: "board C and the finish plate",
/// "plateau C et la plaque d'arrivée", "3 pièces".
pub fn pieces(lang: Lang, ids: &[String]) -> String {
    match ids {
        [one] => piece_words(lang, one),
        [a, b] => text_with(
            lang,
            "editor-pieces-two",
            &[("first", piece_words(lang, a).into()), ("second", piece_words(lang, b).into())],
        ),
        _ => text_with(lang, "editor-pieces-count", &[("count", ids.len().into())]),
    }
}

/// "board C", "the finish plate": a piece in words.
fn piece_words(lang: Lang, id: &str) -> String {
    match Catalog::get().side(id) {
        Some(s) if s.kind == eldorado_core::catalog::PieceKind::Finish => {
            text(lang, "editor-the-finish-plate")
        }
        _ => piece(lang, id),
    }
}

/// A piece side by its id inside a sentence, with the article French puts
/// before it: "le plateau C", "la bande de terrain O", "la plaque d'arrivée
/// (face fleuve)" ("board C" in English).
pub fn the_piece(lang: Lang, id: &str) -> String {
    eldorado_words::pieces::the_piece(lang, id).unwrap_or_else(|| piece(lang, id))
}

/// The kind of piece a side id is, as the catalogue's messages select on
/// it (French agrees with it: "plaque d'arrivée … ajoutée"): "start",
/// "terrain", "strip" or "finish".
pub fn kind_key(id: &str) -> &'static str {
    match Catalog::get().side(id).map(|s| s.kind) {
        Some(PieceKind::Start) => "start",
        Some(PieceKind::Strip) => "strip",
        Some(PieceKind::Finish) => "finish",
        Some(PieceKind::Terrain) | None => "terrain",
    }
}

/// An export format's name: "SVG picture", "image SVG".
pub fn format_name(lang: Lang, format: Format) -> String {
    text(lang, message_ids::format(format))
}

/// Another program's course, as File > Import names it.
pub fn import_name(lang: Lang, client: Client) -> String {
    text(lang, message_ids::import(client))
}

/// A paper of the setup sheet: "A4", "Letter", "Lettre US".
pub fn paper_name(lang: Lang, paper: Paper) -> String {
    text(
        lang,
        match paper {
            Paper::A4 => "editor-paper-a4",
            Paper::Letter => "editor-paper-letter",
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_the_english_ones_and_read_french() {
        for f in [Format::ClientJson, Format::Svg, Format::Pdf, Format::Durango] {
            assert_eq!(format_name(Lang::English, f), f.name());
        }
        for c in Client::ALL {
            assert_eq!(import_name(Lang::English, c), crate::session::paths::import_name(c));
        }
        assert_eq!(piece(Lang::English, "C"), "board C");
        assert_eq!(piece(Lang::French, "C"), "plateau C");
        assert_eq!(piece(Lang::French, "O"), "bande de terrain O");
        assert_eq!(format_name(Lang::French, Format::Svg), "image SVG");
        assert_eq!(paper_name(Lang::French, Paper::Letter), "Lettre US");
    }
}
