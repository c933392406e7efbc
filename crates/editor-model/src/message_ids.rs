//! Message ids built from the game's enums: each kind of id made in one
//! place from its enum, never spelled out with `format!` at the call, so
//! that a test can walk every value of each enum and find its message in
//! every catalogue (`tests/model/message_ids.rs`).

use eldorado_core::catalog::{PieceKind, Symbol, Terrain};
use eldorado_core::rating::Band;
use eldorado_formats::Client;
use eldorado_pictures::export::Format;
use eldorado_rules::BotKind;

/// A terrain's name: "terrain-river" ("river", "fleuve").
pub fn terrain(t: Terrain) -> String {
    eldorado_words::nouns::terrain_id(t).to_string()
}

/// A requirement's symbol: "requirement-paddle".
pub fn requirement(s: Symbol) -> String {
    format!("requirement-{}", s.name())
}

/// A bot's name: "simulation-bot-fast" ("fast", "rapide").
pub fn bot(b: BotKind) -> String {
    format!("simulation-bot-{}", b.name())
}

/// A difficulty band's name: "band-very-hard".
pub fn band(b: Band) -> String {
    format!("band-{}", b.key())
}

/// A piece of this kind inside a sentence, with its article: "piece-the-strip".
pub fn piece_the(kind: PieceKind) -> &'static str {
    eldorado_words::ids::piece_id(kind, true)
}

/// An export format's name: "editor-format-svg".
pub fn format(format: Format) -> &'static str {
    match format {
        Format::ClientJson => "editor-format-client-json",
        Format::Svg => "editor-format-svg",
        Format::Png => "editor-format-png",
        Format::Sheet => "editor-format-sheet-svg",
        Format::Pdf => "editor-format-sheet-pdf",
        Format::Code => "editor-format-code",
        Format::Durango => "editor-format-durango",
        Format::ShlomoAlon => "editor-format-shlomoalon",
    }
}

/// Another program's course, as File > Import names it: "editor-import-durango".
pub fn import(client: Client) -> &'static str {
    match client {
        Client::Durango => "editor-import-durango",
        Client::ShlomoAlon => "editor-import-shlomoalon",
    }
}
