//! A piece in words, in one place for every caller: "board C", "plateau C",
//! "finish plate (river side)"; with the article French puts before it in a
//! sentence ("le plateau C", "la plaque d'arrivée (face fleuve)"); and the
//! lists that join words ("A, B and C", "A and B and C").

use eldorado_core::catalog::{Catalog, PieceKind, SideId};
use eldorado_messages::{Lang, text_with};

use crate::nouns;

/// What a side is called when it is named: its letter, or for the finish
/// plate the terrain of its side ("river", "fleuve").
fn side_word(lang: Lang, kind: PieceKind, id: &str) -> String {
    match SideId::finish_terrain_of(id) {
        Some(t) if kind == PieceKind::Finish => nouns::terrain(t, lang),
        _ => id.to_string(),
    }
}

/// A side by kind and id: "start board B", "board C", "strip O", "finish
/// plate (river side)"; "plateau de départ B", "plateau C"…
pub fn piece_of(lang: Lang, kind: PieceKind, id: &str) -> String {
    named(lang, kind, id, false)
}

/// [`piece_of`] inside a sentence, with the article French puts before it:
/// "board C", « le plateau C ».
pub fn the_piece_of(lang: Lang, kind: PieceKind, id: &str) -> String {
    named(lang, kind, id, true)
}

fn named(lang: Lang, kind: PieceKind, id: &str, article: bool) -> String {
    let message = crate::ids::piece_id(kind, article);
    text_with(lang, message, &[("side", side_word(lang, kind, id).into())])
}

/// A side by its id ([`piece_of`]); `None` for an id the game does not have.
pub fn piece(lang: Lang, id: &str) -> Option<String> {
    Catalog::get().side(id).map(|s| piece_of(lang, s.kind, &s.id))
}

/// A side by its id inside a sentence ([`the_piece_of`]); `None` for an id
/// the game does not have.
pub fn the_piece(lang: Lang, id: &str) -> Option<String> {
    Catalog::get().side(id).map(|s| the_piece_of(lang, s.kind, &s.id))
}

/// "A, B and C", « A, B et C ».
pub fn and_list<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            and(lang, rest.join(", "), last.as_ref().to_string())
        }
    }
}

/// "A and B and C", « A et B et C »: each joined to the next.
pub fn and_chain(lang: Lang, items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().reduce(|first, last| and(lang, first, last)).unwrap_or_default()
}

fn and(lang: Lang, first: String, last: String) -> String {
    text_with(lang, "list-and", &[("first", first.into()), ("last", last.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_and_lists_read_in_both_languages() {
        assert_eq!(piece(Lang::English, "C").unwrap(), "board C");
        assert_eq!(piece(Lang::French, "C").unwrap(), "plateau C");
        assert_eq!(piece(Lang::English, "finish-river").unwrap(), "finish plate (river side)");
        assert_eq!(the_piece(Lang::French, "O").unwrap(), "la bande de terrain O");
        assert!(piece(Lang::English, "Z").is_none());
        let items = ["A".to_string(), "B".into(), "C".into()];
        assert_eq!(and_list(Lang::English, &items), "A, B and C");
        assert_eq!(and_list(Lang::French, &items), "A, B et C");
        assert_eq!(and_chain(Lang::English, items.clone()), "A and B and C");
        for t in eldorado_core::catalog::Terrain::ALL {
            for lang in Lang::ALL {
                let id = crate::nouns::terrain_id(t);
                assert_ne!(eldorado_messages::text(lang, id), id, "{lang:?}");
            }
        }
    }
}
