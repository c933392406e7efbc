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
