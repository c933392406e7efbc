//! The game's nouns in a language: cards, cave tokens, symbols, seats, what a
//! space is and what a blockade asks. Every language, English among them,
//! takes the catalogue's words (the French rulebook's where it names the
//! thing); the English catalogue keeps the engine's own names (those of the
//! command line and the game records).

use eldorado_core::catalog::{Symbol, Terrain};
use eldorado_core::map::Space;
use eldorado_messages::{Lang, text, text_with};

use eldorado_rules::action::Source;
use eldorado_rules::cards::{CardKind, TokenKind};
use eldorado_rules::cardset::Cards;
use eldorado_rules::played::{BotKind, Seat};

/// The catalogue's id of a card's printed name.
fn card_id(k: CardKind) -> &'static str {
    use CardKind::*;
    match k {
        Explorer => "card-explorer",
        Traveler => "card-traveler",
        Sailor => "card-sailor",
        Scout => "card-scout",
        Trailblazer => "card-trailblazer",
        Pioneer => "card-pioneer",
        GiantMachete => "card-giant-machete",
        Captain => "card-captain",
        Photographer => "card-photographer",
        Journalist => "card-journalist",
        TreasureChest => "card-treasure-chest",
        Millionaire => "card-millionaire",
        JackOfAllTrades => "card-jack-of-all-trades",
        Adventurer => "card-adventurer",
        PropPlane => "card-prop-plane",
        Transmitter => "card-transmitter",
        Cartographer => "card-cartographer",
        Compass => "card-compass",
        Scientist => "card-scientist",
        TravelLog => "card-travel-log",
        Native => "card-native",
    }
}

/// A card's printed name: "Scout", "Éclaireur".
pub fn card(k: CardKind, lang: Lang) -> String {
    text(lang, card_id(k))
}

/// Cards counted by kind: "2× Explorer, Scout", "no cards".
pub fn cards(c: &Cards, lang: Lang) -> String {
    let parts: Vec<String> = c
        .counts()
        .map(|(k, n)| {
            if n == 1 {
                card(k, lang)
            } else {
                text_with(
                    lang,
                    "game-cards-several",
                    &[("count", n.into()), ("card", card(k, lang).into())],
                )
            }
        })
        .collect();
    if parts.is_empty() { text(lang, "game-cards-none") } else { parts.join(", ") }
}

/// A cave token's name: "machete 2", "swap hand".
pub fn token(t: TokenKind, lang: Lang) -> String {
    use TokenKind::*;
    let id = match t {
        Machete1 => "game-token-machete-1",
        Machete2 => "game-token-machete-2",
        Machete3 => "game-token-machete-3",
        Coin1 => "game-token-coin-1",
        Coin2 => "game-token-coin-2",
        Paddle1 => "game-token-paddle-1",
        Paddle2 => "game-token-paddle-2",
        DrawCard => "game-token-draw-card",
        RemoveCard => "game-token-remove-card",
        SwapHand => "game-token-swap-hand",
        KeepItem => "game-token-keep-item",
        PassOccupied => "game-token-pass-occupied",
        NativeMove => "game-token-native-move",
        ChangeSymbol => "game-token-change-symbol",
    };
    text(lang, id)
}

/// A card or a token that pays for a move: "Scout", "the machete 2 token".
pub fn source(s: &Source, lang: Lang) -> String {
    match s {
        Source::Card(k) => card(*k, lang),
        Source::Token(t) => text_with(lang, "game-the-token", &[("token", token(*t, lang).into())]),
    }
}

/// A symbol a card moves with: "machete", "machette".
pub fn symbol(s: Symbol, lang: Lang) -> String {
    text(
        lang,
        match s {
            Symbol::Machete => "game-symbol-machete",
            Symbol::Paddle => "game-symbol-paddle",
            Symbol::Coin => "game-symbol-coin",
        },
    )
}

/// Who plays a seat: "person", "fast", "humain", "rapide".
pub fn seat(s: Seat, lang: Lang) -> String {
    text(
        lang,
        match s {
            Seat::Human => "game-seat-human",
            Seat::Bot(BotKind::Fast) => "game-seat-fast",
            Seat::Bot(BotKind::Strong) => "game-seat-strong",
            Seat::Bot(BotKind::Random) => "game-seat-random",
            Seat::Bot(BotKind::River) => "game-seat-river",
            Seat::Bot(BotKind::Jungle) => "game-seat-jungle",
            Seat::Bot(BotKind::Village) => "game-seat-village",
            Seat::Bot(BotKind::Racer) => "game-seat-racer",
        },
    )
}

pub use crate::ids::terrain_id;

/// A terrain: "river", "fleuve".
pub fn terrain(t: Terrain, lang: Lang) -> String {
    text(lang, terrain_id(t))
}

/// What entering a space or crossing a blockade takes: "machete 2",
/// "2 machettes", "discard 1 card".
pub fn requirement(t: Terrain, power: u8, lang: Lang) -> String {
    crate::space::requirement(lang, t, power)
}

/// What a space is: "jungle 2", "start space 3", "mountain with a cave";
/// "case Départ 3", "montagne avec une grotte".
pub fn space(s: &Space, lang: Lang) -> String {
    match s.terrain {
        Terrain::Mountain if s.cave => text(lang, "game-space-cave"),
        Terrain::Mountain => text(lang, "terrain-mountain"),
        Terrain::Start => match s.start {
            Some(n) => text_with(lang, "game-space-start", &[("number", n.into())]),
            None => text(lang, "game-space-start-unnumbered"),
        },
        t => text_with(
            lang,
            "game-space-landscape",
            &[("terrain", terrain(t, lang).into()), ("power", s.power.unwrap_or(1).into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// English is the catalogue's like French; the English catalogue names
    /// each thing as the engine does for the command line and game records.
    #[test]
    fn english_nouns_are_the_engines_names() {
        for k in CardKind::ALL {
            assert_eq!(card(k, Lang::English), k.name(), "{k:?}");
        }
        for t in TokenKind::ALL {
            assert_eq!(token(t, Lang::English), t.name(), "{t:?}");
        }
        for s in [Symbol::Machete, Symbol::Paddle, Symbol::Coin] {
            assert_eq!(symbol(s, Lang::English), s.name(), "{s:?}");
        }
        for s in Seat::ALL.into_iter().filter(|s| s.is_bot()) {
            assert_eq!(seat(s, Lang::English), s.name(), "{s:?}");
        }
        assert_eq!(seat(Seat::Human, Lang::English), "person");
        for t in Terrain::ALL {
            assert_eq!(terrain(t, Lang::English), t.name(), "{t:?}");
            for p in 1..=4 {
                let core = eldorado_core::catalog::requirement_text(t, p);
                assert_eq!(requirement(t, p, Lang::English), core, "{t:?} {p}");
            }
        }
        for (id, course) in eldorado_core::course::official::all() {
            let map = eldorado_core::map::Map::build(&course).unwrap();
            for s in map.spaces() {
                assert_eq!(space(s, Lang::English), s.describe(), "{id}");
            }
        }
        let hand: Cards =
            [CardKind::Explorer, CardKind::Explorer, CardKind::Scout].into_iter().collect();
        assert_eq!(cards(&hand, Lang::English), hand.to_string());
        assert_eq!(cards(&Cards::default(), Lang::English), "no cards");
    }

    #[test]
    fn every_noun_has_its_french_name() {
        for k in CardKind::ALL {
            let fr = card(k, Lang::French);
            assert!(!fr.starts_with("card-"), "{k:?}: {fr}");
        }
        assert_eq!(card(CardKind::Scout, Lang::French), "Éclaireur");
        assert_eq!(card(CardKind::Scout, Lang::English), "Scout");
        for t in TokenKind::ALL {
            let fr = token(t, Lang::French);
            assert!(!fr.starts_with("game-"), "{t:?}: {fr}");
            assert_ne!(fr, t.name(), "{t:?}");
        }
        for s in Seat::ALL {
            assert!(!seat(s, Lang::French).starts_with("game-"));
        }
        let hand: Cards =
            [CardKind::Explorer, CardKind::Explorer, CardKind::Scout].into_iter().collect();
        assert_eq!(cards(&hand, Lang::English), "2× Explorer, Scout");
        assert_eq!(cards(&hand, Lang::French), "2× Savant, Éclaireur");
        assert_eq!(cards(&Cards::default(), Lang::French), "aucune carte");
        assert_eq!(
            source(&Source::Token(TokenKind::Machete2), Lang::French),
            "la tuile machette 2"
        );
        assert_eq!(requirement(Terrain::Jungle, 2, Lang::French), "2 machettes");
        assert_eq!(requirement(Terrain::Rubble, 1, Lang::English), "discard 1 card");
    }
}
