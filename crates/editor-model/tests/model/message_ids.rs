//! Every message id the editor builds from an enum exists in every
//! catalogue: each value of each enum is walked, so a terrain, bot, band or
//! format added to its enum without its words fails here, not on a screen
//! that shows the id itself.

use eldorado_core::catalog::{PieceKind, Symbol, Terrain};
use eldorado_core::rating::Band;
use eldorado_editor_model::message_ids;
use eldorado_formats::Client;
use eldorado_messages::{Lang, text};
use eldorado_pictures::export::Format;
use eldorado_rules::BotKind;

/// Every value of the enums without a list of their own; the builders'
/// matches are exhaustive, so a new value is added there first.
const PIECE_KINDS: [PieceKind; 4] =
    [PieceKind::Start, PieceKind::Terrain, PieceKind::Strip, PieceKind::Finish];
const FORMATS: [Format; 8] = [
    Format::ClientJson,
    Format::Svg,
    Format::Png,
    Format::Sheet,
    Format::Pdf,
    Format::Code,
    Format::Durango,
    Format::ShlomoAlon,
];

fn every_id() -> Vec<String> {
    let mut ids = Vec::new();
    ids.extend(Terrain::ALL.map(message_ids::terrain));
    ids.extend(Symbol::ALL.map(message_ids::requirement));
    ids.extend(BotKind::ALL.map(message_ids::bot));
    ids.extend(Band::ALL.map(message_ids::band));
    ids.extend(PIECE_KINDS.map(|k| message_ids::piece_the(k).to_string()));
    ids.extend(FORMATS.map(|f| message_ids::format(f).to_string()));
    ids.extend(Client::ALL.map(|c| message_ids::import(c).to_string()));
    ids
}

#[test]
fn every_message_id_built_from_an_enum_is_in_every_catalogue() {
    // The premise: a message missing from the catalogue is shown as its id.
    assert_eq!(text(Lang::French, "terrain-nowhere"), "terrain-nowhere");
    let ids = every_id();
    assert_eq!(ids.len(), 7 + 3 + 7 + 4 + 4 + 8 + 2);
    let mut missing = Vec::new();
    for lang in [Lang::English, Lang::French] {
        for id in &ids {
            if text(lang, id) == *id {
                missing.push(format!("{lang:?}: {id}"));
            }
        }
    }
    assert!(missing.is_empty(), "missing: {missing:?}");
}

/// The names the editor gives an enum's values by an exhaustive match of
/// ids (the layers, the papers, what a path is asked for): each is found in
/// every catalogue, never shown as its id.
#[test]
fn every_enum_named_by_a_match_of_ids_is_found_in_every_catalogue() {
    use eldorado_editor_model::insight::OverlayKind;
    use eldorado_editor_model::session::paths::PathPurpose;
    use eldorado_editor_model::words;
    use eldorado_pictures::Paper;

    let looks_like_an_id = |s: &str| {
        !s.contains(' ')
            && s.contains('-')
            && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    let purposes =
        [PathPurpose::Open, PathPurpose::SaveAs, PathPurpose::OpenGame, PathPurpose::SaveGame]
            .into_iter()
            .chain(FORMATS.map(PathPurpose::Export))
            .chain(Client::ALL.map(PathPurpose::Import));
    assert!(looks_like_an_id("editor-paper-a4") && !looks_like_an_id("Lettre US"));
    for lang in [Lang::English, Lang::French] {
        let mut named: Vec<String> = Vec::new();
        named.extend(OverlayKind::ALL.map(|k| k.title_in(lang)));
        named.extend(Paper::ALL.map(|p| words::paper_name(lang, p)));
        named.extend(FORMATS.map(|f| words::format_name(lang, f)));
        named.extend(Client::ALL.map(|c| words::import_name(lang, c)));
        for p in purposes.clone() {
            named.push(p.title_in(lang));
            named.push(p.button_in(lang));
        }
        let ids: Vec<&String> = named.iter().filter(|s| looks_like_an_id(s)).collect();
        assert!(ids.is_empty(), "{lang:?}: shown as ids: {ids:?}");
    }
}
