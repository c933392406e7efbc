//! Who plays a seat: a person at the table or one of the simulator's bots,
//! by name (how a bot plays is the simulator's).

use serde::{Deserialize, Serialize};

/// The bots the simulator has, by the name the command line and a game
/// record give them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// The fast bot: the single best play by its distance tables.
    Fast,
    /// The strong bot: searches its turn and plays the best lines forward.
    Strong,
    /// A random legal action; for tests.
    Random,
    /// The river player: the fast bot buying paddles, planning with the river cheap.
    River,
    /// The jungle player: the fast bot buying machetes, planning with the jungle cheap.
    Jungle,
    /// The village (market) player: the fast bot hoarding coins for the
    /// strong purchases, planning with villages cheap.
    Village,
    /// The racer: the fast bot thinning its deck early and buying little.
    Racer,
}

impl BotKind {
    /// Every bot (the older three first, as records and results list them).
    pub const ALL: [BotKind; 7] = [
        BotKind::Fast,
        BotKind::Strong,
        BotKind::Random,
        BotKind::River,
        BotKind::Jungle,
        BotKind::Village,
        BotKind::Racer,
    ];

    /// The bots that follow a tactic of their own (the fast bot is the
    /// reference they are measured beside).
    pub const TACTICS: [BotKind; 4] =
        [BotKind::River, BotKind::Jungle, BotKind::Village, BotKind::Racer];

    /// The bot's name, as the command line takes it.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Fast => "fast",
            BotKind::Strong => "strong",
            BotKind::Random => "random",
            BotKind::River => "river",
            BotKind::Jungle => "jungle",
            BotKind::Village => "village",
            BotKind::Racer => "racer",
        }
    }

    /// Whether the bot follows a tactic of its own ([`BotKind::TACTICS`]).
    pub fn is_tactic(self) -> bool {
        BotKind::TACTICS.contains(&self)
    }

    /// Its place in [`BotKind::ALL`], for tallies kept by bot.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for BotKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A bot name that is not one of [`BotKind::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot {0}; the bots are fast, river, jungle, village, racer, strong and random")]
pub struct UnknownBot(pub String);

impl std::str::FromStr for BotKind {
    type Err = UnknownBot;
    fn from_str(s: &str) -> Result<Self, UnknownBot> {
        BotKind::ALL
            .into_iter()
            .find(|b| b.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownBot(eldorado_core::text::excerpt(s, 40)))
    }
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person, choosing among the legal actions.
    Human,
    /// A bot.
    Bot(BotKind),
}

/// A seat name that is neither "human" nor a bot's name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "there is no seat kind \"{0}\"; a seat is human, fast, river, jungle, village, racer, strong or random"
)]
pub struct UnknownSeat(pub String);

impl Seat {
    /// Every kind of seat, people first.
    pub const ALL: [Seat; 8] = [
        Seat::Human,
        Seat::Bot(BotKind::Fast),
        Seat::Bot(BotKind::Strong),
        Seat::Bot(BotKind::Random),
        Seat::Bot(BotKind::River),
        Seat::Bot(BotKind::Jungle),
        Seat::Bot(BotKind::Village),
        Seat::Bot(BotKind::Racer),
    ];

    /// "human", or the bot's name ("fast", "river", "strong", …).
    pub fn name(self) -> &'static str {
        match self {
            Seat::Human => "human",
            Seat::Bot(b) => b.name(),
        }
    }

    /// Whether a bot plays the seat.
    pub fn is_bot(self) -> bool {
        matches!(self, Seat::Bot(_))
    }

    /// The bot of the seat, if a bot plays it.
    pub fn bot(self) -> Option<BotKind> {
        match self {
            Seat::Human => None,
            Seat::Bot(b) => Some(b),
        }
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Seat {
    type Err = UnknownSeat;
    fn from_str(s: &str) -> Result<Self, UnknownSeat> {
        Seat::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownSeat(s.chars().take(40).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_named_and_read_back() {
        for seat in Seat::ALL {
            assert_eq!(seat.name().parse::<Seat>(), Ok(seat));
        }
        assert_eq!(" Strong ".parse::<Seat>(), Ok(Seat::Bot(BotKind::Strong)));
        let e = "robot".parse::<Seat>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no seat kind \"robot\"; a seat is human, fast, river, jungle, village, racer, strong or random"
        );
        for kind in BotKind::ALL {
            assert_eq!(BotKind::ALL[kind.index()], kind);
            assert_eq!(kind.name().parse::<BotKind>(), Ok(kind));
        }
    }
}
