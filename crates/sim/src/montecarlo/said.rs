//! Why a simulation could not run, in words, in a language: what the
//! editor's simulation window and game view show. The error stays typed
//! until here; the command line keeps its English Display.

use eldorado_messages::{Lang, text, text_with};
use eldorado_rules::played::TimelineError;

use super::config::ConfigError;
use super::runner::SimError;

/// Why, no capital, no full stop: "the course is not valid (2 problems)".
pub fn said(lang: Lang, e: &SimError) -> String {
    match e {
        SimError::InvalidCourse(problems) => {
            text_with(lang, "simulation-error-invalid", &[("count", problems.len().into())])
        }
        SimError::Board(_) => text(lang, "simulation-error-board"),
        SimError::Setup(s) => text_with(
            lang,
            "simulation-error-setup",
            &[("why", eldorado_words::story::setup_error(s, lang).into())],
        ),
        SimError::Config(ConfigError::Players(n)) => {
            text_with(lang, "simulation-error-players", &[("count", (*n).into())])
        }
        SimError::Config(ConfigError::BotCount { bots, players }) => text_with(
            lang,
            "simulation-error-bot-count",
            &[("bots", (*bots).into()), ("players", (*players).into())],
        ),
        SimError::Config(ConfigError::RoundCap) => text(lang, "simulation-error-round-cap"),
        // Faults of the program, not of the course: said as such, and with
        // the refused action and the rules' reason where the error carries
        // the position (the spaces by the map's names).
        SimError::Replay(e @ TimelineError::Illegal { .. }) => text_with(
            lang,
            "simulation-error-engine-refused",
            &[("why", eldorado_words::story::timeline_error(e, lang).into())],
        ),
        SimError::Replay(e) => text_with(
            lang,
            "simulation-error-replay",
            &[("why", eldorado_words::story::timeline_error(e, lang).into())],
        ),
        SimError::Rule(_) => text(lang, "simulation-error-engine"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_simulation_error_reads_in_both_languages() {
        let errors = [
            SimError::InvalidCourse(Vec::new()),
            SimError::Config(ConfigError::Players(5)),
            SimError::Config(ConfigError::BotCount { bots: 3, players: 4 }),
            SimError::Config(ConfigError::RoundCap),
            SimError::Board(eldorado_rules::BoardError::NoStart),
        ];
        for e in &errors {
            let (english, french) = (said(Lang::English, e), said(Lang::French, e));
            assert_ne!(english, french);
            assert!(!french.contains("simulation-") && !french.contains("{ $"), "{french}");
            for word in french.split(|c: char| !c.is_alphanumeric()) {
                assert!(!["the", "course", "game", "not", "bots"].contains(&word), "{french}");
            }
        }
        assert_eq!(said(Lang::English, &errors[1]), errors[1].to_string());
    }
}
