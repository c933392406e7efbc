//! What the games showed of the note that the start spaces are unequally
//! placed ("start 4 is best placed, start 1 worst"): the win rates of the
//! players on those start spaces, with the turn order said beside them,
//! since in play the seat that moves first can outweigh a better start.

use eldorado_analysis::report::{Check, Finding};
use eldorado_analysis::said::Word;
use eldorado_design::run::Simulated;
use eldorado_messages::{Arg, Lang, text_with};

use crate::insight::{GamesSaid, Remark};

/// The best and the worst placed start spaces an unequal-starts note names.
pub fn starts_named(f: &Finding) -> Option<[u8; 2]> {
    if f.check != Check::Unfair {
        return None;
    }
    let number = |name: &str| {
        f.said.args.iter().find(|(n, _)| *n == name).and_then(|(_, w)| match w {
            Word::Number(x) if (1.0..=4.0).contains(x) => Some(*x as u8),
            _ => None,
        })
    };
    Some([number("best")?, number("worst")?])
}

/// Beneath the unequal-starts note, the games of `sim`: the win rates of
/// the players on its best and worst placed start spaces. Only where a
/// seat's start space is known and every seat plays alike: three or four
/// players of one bot, seats not rotated (seat N starts on start space N).
pub fn for_remark(remark: &Remark, sim: &Simulated, lang: Lang) -> Option<GamesSaid> {
    let [best, worst] = remark.starts?;
    let result = &sim.result;
    let same_bots = result.seats.windows(2).all(|w| w[0].bot == w[1].bot);
    let rotated = result.rotate_seats || result.rotate_starts;
    if result.players < 3 || rotated || !same_bots || result.games_played == 0 {
        return None;
    }
    // `seat` counts from 0: start N is seat N − 1's.
    let won =
        |start: u8| result.seats.iter().find(|s| s.seat + 1 == start).map(|s| s.win_rate.rate);
    let (b, w) = (won(best)?, won(worst)?);
    let holds = b >= w;
    let id = if holds { "fairness-games-holds" } else { "fairness-games-turn-order" };
    let percent = |x: f64| Arg::Decimal(100.0 * x, 0);
    let line = text_with(
        lang,
        id,
        &[
            ("games", result.games_played.into()),
            ("best", best.into()),
            ("worst", worst.into()),
            ("best_won", percent(b)),
            ("worst_won", percent(w)),
        ],
    );
    let verdict = text_with(
        lang,
        if holds { "fairness-verdict-holds" } else { "fairness-verdict-turn-order" },
        &[("best", best.into()), ("worst", worst.into())],
    );
    Some(GamesSaid { subject: None, line, verdict, holds })
}
