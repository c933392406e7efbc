//! Why the generator gives no course, or fewer than asked, as data until
//! worded: the search keeps what it measured (rounds, pieces, attempts,
//! route choices) and [`Unmeetable::said`], [`Unfound::said`] and
//! [`Shortfall::said`] word it in a language of the catalogue
//! (`generate-*`). The command line prints the English of the same
//! functions; the editor shows its language's.

use eldorado_analysis::choices::CHOICE_APART;
use eldorado_core::map::Problem;
use eldorado_messages::{Arg, Lang, text, text_with};

use super::pieces::PieceSet;

/// A range of rounds asked for, low to high.
pub type Rounds = (f64, f64);

/// What makes the courses a count of route choices is judged against.
#[derive(Debug, Clone, PartialEq)]
pub enum ChoicePieces {
    /// The pieces the order may use.
    Given(PieceSet),
    /// The pieces of a course being completed and those left to add.
    PlacedAndLeft,
}

/// Why an order cannot be met, known before any course is drawn.
#[derive(Debug, Clone, PartialEq)]
pub enum Unmeetable {
    /// A game has 2 to 4 players.
    Players(u8),
    /// The range of rounds is no order ([`super::OrderError`]).
    Order(super::OrderError),
    /// No terrain board among the pieces.
    NoBoards,
    /// A count of 0 courses.
    NoCount,
    /// More route choices than courses of these pieces can hold.
    Choices {
        /// What makes the courses.
        pieces: ChoicePieces,
        /// The most spaces such a course has.
        spaces: usize,
        /// The route choices asked for.
        asked: usize,
    },
    /// The pieces make courses of `least` to `most` rounds, not the order.
    OutOfReach {
        /// The pieces.
        pieces: PieceSet,
        /// The fewest rounds they make.
        least: f64,
        /// The most rounds they make.
        most: f64,
        /// The order.
        order: Rounds,
    },
    /// The course to complete has a piece the game has not (as written).
    ForeignPiece(String),
    /// The course to complete has no pieces.
    NoPieces,
    /// The course to complete begins with this side, not a start board.
    NotStartFirst(String),
    /// The course to complete has its finish plate already.
    HasFinish,
    /// The course to complete breaks a rule besides wanting its finish plate.
    Broken(Problem),
    /// The course to complete ends on this strip, and no board is left.
    EndsOnStrip(String),
    /// The pieces left cannot make the course as long as the order.
    TooShortLeft {
        /// The pieces left, or `None` when none is.
        left: Option<PieceSet>,
        /// The most rounds the completed course comes to.
        most: f64,
        /// The order.
        order: Rounds,
    },
    /// The pieces placed already make the course longer than the order.
    TooLongPlaced {
        /// The fewest rounds the completed course comes to.
        least: f64,
        /// The order.
        order: Rounds,
    },
    /// Only the finish plate is left, and it fits nowhere.
    FinishFitsNowhere(Rounds),
    /// Only the finish plate is left, and the course it makes is not the order.
    FinishOnly {
        /// The fewest and most rounds the completions were estimated at.
        made: (f64, f64),
        /// The players the estimate is for.
        players: u8,
        /// The order.
        order: Rounds,
    },
}

/// Why a search that ran found no course.
#[derive(Debug, Clone, PartialEq)]
pub enum Unfound {
    /// No course of a fair sample came near the route choices asked.
    ChoicesOutOfReach {
        /// The order.
        order: Rounds,
        /// The route choices asked for.
        asked: usize,
        /// Courses drawn that kept the rules and tips.
        kept: u64,
        /// Attempts made.
        attempts: u64,
        /// The most route choices any offered.
        most: usize,
    },
    /// Most courses drawn offered fewer route choices than asked.
    ChoicesShort {
        /// The order.
        order: Rounds,
        /// The route choices asked for.
        asked: usize,
        /// Attempts made.
        attempts: u64,
        /// Courses that fell short.
        short: u64,
        /// Courses drawn that kept the rules and tips.
        kept: u64,
        /// The most route choices any offered.
        most: usize,
    },
    /// The budget was spent without a course.
    Nothing {
        /// The order.
        order: Rounds,
        /// Attempts made.
        attempts: u64,
        /// The pieces.
        pieces: PieceSet,
    },
}

/// Fewer courses found than asked.
#[derive(Debug, Clone, PartialEq)]
pub struct Shortfall {
    /// Courses found.
    pub found: usize,
    /// Courses asked for.
    pub count: usize,
    /// The order.
    pub order: Rounds,
    /// Attempts made.
    pub attempts: u64,
}

/// A number written with `decimals` as Rust's formatting rounds it, so the
/// English is what it always was; the catalogue writes it the language's way.
pub(crate) fn fixed(x: f64, decimals: usize) -> Arg<'static> {
    Arg::Decimal(format!("{x:.decimals$}").parse().unwrap_or(x), decimals)
}

/// A number of rounds with one decimal, or up to four when it has them.
pub(crate) fn rounds(x: f64) -> Arg<'static> {
    let decimals = (1..4).find(|&d| format!("{x:.d$}").parse::<f64>() == Ok(x)).unwrap_or(4);
    fixed(x, decimals)
}

/// Any number as rounds: huge and non-finite ones in exponent form, so the
/// sentence stays short.
pub(crate) fn any_rounds(x: f64) -> Arg<'static> {
    if x.is_finite() && x.abs() < 1e6 { rounds(x) } else { Arg::Text(format!("{x:e}").into()) }
}

/// "15.0–18.0 rounds", « 15,0–18,0 manches »: as many decimals as the order has.
pub fn order_said(lang: Lang, (low, high): Rounds) -> String {
    text_with(lang, "generate-order", &[("low", rounds(low)), ("high", rounds(high))])
}

impl ChoicePieces {
    fn said(&self, lang: Lang) -> String {
        match self {
            ChoicePieces::Given(p) => p.said(lang),
            ChoicePieces::PlacedAndLeft => text(lang, "generate-placed-and-left"),
        }
    }
}

impl Unmeetable {
    /// Why, in `lang` (no capital, no full stop).
    pub fn said(&self, lang: Lang) -> String {
        let order = |o: &Rounds| Arg::from(order_said(lang, *o));
        match self {
            Unmeetable::Players(n) => {
                text_with(lang, "generate-players", &[("players", (*n).into())])
            }
            Unmeetable::Order(e) => e.said(lang),
            Unmeetable::NoBoards => text(lang, "generate-no-boards"),
            Unmeetable::NoCount => text(lang, "generate-no-count"),
            Unmeetable::Choices { pieces, spaces, asked } => text_with(
                lang,
                "generate-choices-beyond",
                &[
                    ("pieces", pieces.said(lang).into()),
                    ("spaces", (*spaces).into()),
                    ("apart", CHOICE_APART.into()),
                    ("asked", (*asked).into()),
                    ("most", (spaces / (2 * CHOICE_APART)).into()),
                ],
            ),
            Unmeetable::OutOfReach { pieces, least, most, order: o } => text_with(
                lang,
                "generate-out-of-reach",
                &[
                    ("pieces", pieces.said(lang).into()),
                    ("least", fixed(*least, 0)),
                    ("most", fixed(*most, 0)),
                    ("order", order(o)),
                ],
            ),
            Unmeetable::ForeignPiece(piece) => text_with(
                lang,
                "generate-complete-foreign-piece",
                &[("piece", format!("{piece:?}").into())],
            ),
            Unmeetable::NoPieces => text(lang, "generate-complete-no-pieces"),
            Unmeetable::NotStartFirst(side) => {
                text_with(lang, "generate-complete-not-start", &[("board", side.into())])
            }
            Unmeetable::HasFinish => text(lang, "generate-complete-has-finish"),
            Unmeetable::Broken(p) => text_with(
                lang,
                "generate-complete-broken",
                &[("problem", eldorado_words::problems::problem(p, lang).into())],
            ),
            Unmeetable::EndsOnStrip(strip) => {
                text_with(lang, "generate-complete-ends-on-strip", &[("strip", strip.into())])
            }
            Unmeetable::TooShortLeft { left: None, most, order: o } => text_with(
                lang,
                "generate-complete-none-left",
                &[("most", fixed(*most, 0)), ("order", order(o))],
            ),
            Unmeetable::TooShortLeft { left: Some(left), most, order: o } => text_with(
                lang,
                "generate-complete-too-short",
                &[
                    ("pieces", left.said(lang).into()),
                    ("most", fixed(*most, 0)),
                    ("order", order(o)),
                ],
            ),
            Unmeetable::TooLongPlaced { least, order: o } => text_with(
                lang,
                "generate-complete-too-long",
                &[("least", fixed(*least, 0)), ("order", order(o))],
            ),
            Unmeetable::FinishFitsNowhere(o) => {
                text_with(lang, "generate-complete-finish-nowhere", &[("order", order(o))])
            }
            Unmeetable::FinishOnly { made: (least, most), players, order: o } => {
                let made = if most - least < 0.5 {
                    text_with(
                        lang,
                        "generate-complete-about",
                        &[("rounds", rounds((least * 10.0).round() / 10.0))],
                    )
                } else {
                    text_with(
                        lang,
                        "generate-complete-about-range",
                        &[("least", fixed(*least, 1)), ("most", fixed(*most, 1))],
                    )
                };
                text_with(
                    lang,
                    "generate-complete-finish-only",
                    &[("made", made.into()), ("players", (*players).into()), ("order", order(o))],
                )
            }
        }
    }
}

impl Unfound {
    /// Why, in `lang` (no capital, no full stop).
    pub fn said(&self, lang: Lang) -> String {
        match self {
            Unfound::ChoicesOutOfReach { order, asked, kept, attempts, most } => text_with(
                lang,
                "generate-choices-out-of-reach",
                &[
                    ("order", order_said(lang, *order).into()),
                    ("asked", (*asked).into()),
                    ("kept", (*kept).into()),
                    ("attempts", (*attempts).into()),
                    ("most", (*most).into()),
                ],
            ),
            Unfound::ChoicesShort { order, asked, attempts, short, kept, most } => text_with(
                lang,
                "generate-choices-short",
                &[
                    ("order", order_said(lang, *order).into()),
                    ("asked", (*asked).into()),
                    ("attempts", (*attempts).into()),
                    ("short", (*short).into()),
                    ("kept", (*kept).into()),
                    ("most", (*most).into()),
                ],
            ),
            Unfound::Nothing { order, attempts, pieces } => text_with(
                lang,
                "generate-nothing",
                &[
                    ("order", order_said(lang, *order).into()),
                    ("attempts", (*attempts).into()),
                    ("pieces", pieces.said(lang).into()),
                ],
            ),
        }
    }
}

impl Shortfall {
    /// "only 2 of 3 distinct courses of … were found in 3000 attempts", in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        text_with(
            lang,
            "generate-shortfall",
            &[
                ("found", self.found.into()),
                ("count", self.count.into()),
                ("order", order_said(lang, self.order).into()),
                ("attempts", self.attempts.into()),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal reads in both languages, the French with none of the
    /// English sentence's words and its numbers the French way.
    #[test]
    fn every_refusal_reads_in_both_languages() {
        let pieces = PieceSet::from_list("C, E, O").unwrap();
        let order = (15.0, 18.5);
        let problem = eldorado_core::map::Map::assemble(&eldorado_core::course::Course {
            pieces: Vec::new(),
            ..eldorado_core::course::official::course("first-course").unwrap()
        })
        .problems[0]
            .clone();
        let unmeetable = [
            Unmeetable::Players(5),
            Unmeetable::Order(super::super::OrderError::OutOfRange(f64::INFINITY)),
            Unmeetable::Order(super::super::OrderError::Reversed { low: 18.0, high: 15.0 }),
            Unmeetable::Order(super::super::OrderError::TooNarrow { low: 16.0, high: 16.01 }),
            Unmeetable::NoBoards,
            Unmeetable::NoCount,
            Unmeetable::Choices {
                pieces: ChoicePieces::Given(pieces.clone()),
                spaces: 90,
                asked: 40,
            },
            Unmeetable::Choices { pieces: ChoicePieces::PlacedAndLeft, spaces: 90, asked: 40 },
            Unmeetable::OutOfReach { pieces: pieces.clone(), least: 4.0, most: 15.2, order },
            Unmeetable::ForeignPiece("ZZ".into()),
            Unmeetable::NoPieces,
            Unmeetable::NotStartFirst("C".into()),
            Unmeetable::HasFinish,
            Unmeetable::Broken(problem),
            Unmeetable::EndsOnStrip("O".into()),
            Unmeetable::TooShortLeft { left: None, most: 16.0, order },
            Unmeetable::TooShortLeft { left: Some(pieces.clone()), most: 16.0, order },
            Unmeetable::TooLongPlaced { least: 12.0, order },
            Unmeetable::FinishFitsNowhere(order),
            Unmeetable::FinishOnly { made: (16.04, 16.2), players: 4, order },
            Unmeetable::FinishOnly { made: (14.0, 16.2), players: 3, order },
        ];
        let unfound = [
            Unfound::ChoicesOutOfReach { order, asked: 3, kept: 40, attempts: 600, most: 1 },
            Unfound::ChoicesShort { order, asked: 1, attempts: 1, short: 1, kept: 1, most: 0 },
            Unfound::Nothing { order, attempts: 3000, pieces: pieces.clone() },
        ];
        let short = Shortfall { found: 1, count: 3, order, attempts: 3000 };
        let said: Vec<(String, String)> = unmeetable
            .iter()
            .map(|u| (u.said(Lang::English), u.said(Lang::French)))
            .chain(unfound.iter().map(|u| (u.said(Lang::English), u.said(Lang::French))))
            .chain([(short.said(Lang::English), short.said(Lang::French))])
            .collect();
        let english = ["the", "rounds", "course", "courses", "board", "boards", "of", "is", "and"];
        for (en, fr) in &said {
            assert_ne!(en, fr);
            for text in [en, fr] {
                assert!(!text.contains("generate-") && !text.contains('{'), "{text}");
            }
            for word in fr.split(|c: char| !c.is_alphanumeric()) {
                assert!(!english.contains(&word), "{word:?} in {fr}");
            }
        }
        assert_eq!(
            said[8].1,
            "2 plateaux de terrain (C/D, E/F) et 1 bande de terrain (O/P) font des parcours \
             d'environ 4 à 15 manches : 15,0–18,5 manches, c'est hors d'atteinte"
        );
        assert_eq!(
            said[2].0,
            "18.0–15.0 rounds is not a range of rounds: give the lower number first (15.0-18.0)"
        );
    }
}
