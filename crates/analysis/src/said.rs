//! What the analysis says, as data a language words: a message of the
//! catalogue (`crates/messages/locales/*/finding.ftl` and `tip.ftl`) and its arguments.
//! The command line words it in English ([`Said::english`]), the editor in
//! the language it speaks ([`Said::in_lang`]).

use eldorado_core::map::{Map, PieceIdx, SpaceId};
use eldorado_messages::{Arg, Lang, text_with};

/// A message of the catalogue and its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Said {
    /// The message's id: "finding-dead-end".
    pub id: String,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, Word)>,
}

/// An argument of a [`Said`].
#[derive(Debug, Clone, PartialEq)]
pub enum Word {
    /// Words the same in every language (a seam "B–C", a number as printed).
    Text(String),
    /// A count: it chooses the plural form.
    Number(f64),
    /// A figure written with this many decimals ("18.6", "18,6").
    Decimal(f64, usize),
    /// Another message.
    Said(Box<Said>),
    /// Words already given in each language, in the order of [`Lang::ALL`]
    /// (a space's or a piece's name).
    Each(Vec<String>),
    /// A list read "A, B and C" ("A, B et C").
    List(Vec<Word>),
    /// Every item joined with "and": "A and B and C".
    Chain(Vec<Word>),
    /// The items joined by a separator the same in every language ("; ").
    Joined(Vec<Word>, &'static str),
}

impl Said {
    /// A message without arguments yet.
    pub fn new(id: impl Into<String>) -> Said {
        Said { id: id.into(), args: Vec::new() }
    }

    /// The message with one more argument.
    pub fn with(mut self, name: &'static str, part: impl Into<Word>) -> Said {
        self.args.push((name, part.into()));
        self
    }

    /// The message in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, part)| {
                let arg = match part {
                    // Numbers stay numbers: they choose plurals and are
                    // written the language's way.
                    Word::Number(n) => Arg::Number(*n),
                    Word::Decimal(x, digits) => Arg::Decimal(*x, *digits),
                    other => Arg::from(other.in_lang(lang)),
                };
                (*name, arg)
            })
            .collect();
        text_with(lang, &self.id, &args)
    }
}

impl Word {
    /// A figure with `digits` decimals, rounded as Rust's `{:.N}` rounds it,
    /// so that the English reads exactly as the figure printed alone.
    pub fn decimal(x: f64, digits: usize) -> Word {
        let rounded = format!("{x:.digits$}").parse().unwrap_or(x);
        // A whole number is a number: Fluent would write "42." for it.
        if digits == 0 { Word::Number(rounded) } else { Word::Decimal(rounded, digits) }
    }

    /// The space `s` as a player finds it, in each language.
    pub fn space(map: &Map, s: SpaceId) -> Word {
        Word::Each(Lang::ALL.iter().map(|&l| eldorado_words::space::name(map, s, l)).collect())
    }

    /// The piece `p` by its label in each language: "board I", "plateau I".
    pub fn piece(map: &Map, p: PieceIdx) -> Word {
        let piece = map.piece(p);
        let named = |lang: Lang| eldorado_words::pieces::piece_of(lang, piece.kind, &piece.id);
        Word::Each(Lang::ALL.iter().map(|&l| named(l)).collect())
    }

    /// The part in `lang`, as words.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Word::Text(s) => s.clone(),
            Word::Number(n) => text_with(lang, "finding-number", &[("n", Arg::Number(*n))]),
            Word::Decimal(x, d) => {
                text_with(lang, "finding-number", &[("n", Arg::Decimal(*x, *d))])
            }
            Word::Said(s) => s.in_lang(lang),
            Word::Each(words) => {
                let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
                words.get(i).or(words.first()).cloned().unwrap_or_default()
            }
            Word::List(items) => {
                let words: Vec<String> = items.iter().map(|p| p.in_lang(lang)).collect();
                match words.as_slice() {
                    [] => String::new(),
                    [one] => one.clone(),
                    [rest @ .., last] => and(lang, rest.join(", "), last.clone()),
                }
            }
            Word::Chain(items) => {
                let mut words = items.iter().map(|p| p.in_lang(lang));
                let first = words.next().unwrap_or_default();
                words.fold(first, |acc, w| and(lang, acc, w))
            }
            Word::Joined(items, sep) => {
                items.iter().map(|p| p.in_lang(lang)).collect::<Vec<_>>().join(sep)
            }
        }
    }
}

fn and(lang: Lang, first: String, last: String) -> String {
    eldorado_words::pieces::and_chain(lang, [first, last])
}

impl From<Said> for Word {
    fn from(s: Said) -> Word {
        Word::Said(Box::new(s))
    }
}

impl From<&str> for Word {
    fn from(s: &str) -> Word {
        Word::Text(s.to_string())
    }
}

impl From<String> for Word {
    fn from(s: String) -> Word {
        Word::Text(s)
    }
}

macro_rules! number_parts {
    ($($t:ty),*) => {$(
        impl From<$t> for Word {
            fn from(n: $t) -> Word {
                Word::Number(n as f64)
            }
        }
    )*};
}
number_parts!(u8, u16, u32, usize, i32);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Check, analyze};
    use eldorado_core::course::official;
    use eldorado_core::hex::Hex;
    use std::collections::BTreeMap;

    /// Courses that between them raise every kind of finding but turn order
    /// (worded in `tips`): the official courses, each with a few spaces
    /// painted as mountains, and with pieces left out.
    fn findings_of_each_kind() -> BTreeMap<Check, Vec<crate::Finding>> {
        let mut maps = Vec::new();
        for id in official::ids() {
            let course = official::course(id).unwrap();
            let base = Map::assemble(&course).map;
            for k in (0..base.len()).step_by(5) {
                let mut m = base.clone();
                for s in k..(k + 4).min(base.len()) {
                    let _ = m.paint(base.space(SpaceId::new(s)).hex, "M");
                }
                maps.push(m);
            }
            for keep in [1, course.pieces.len() - 1] {
                let mut short = course.clone();
                short.pieces.truncate(keep);
                maps.push(Map::assemble(&short).map);
            }
            let mut narrow = base.clone();
            for row in [-5, -11, -16] {
                let cells: Vec<i32> =
                    (-12..=12).filter(|&q| narrow.id_at(Hex::new(q, row)).is_some()).collect();
                for &q in cells.iter().skip(2) {
                    let _ = narrow.paint(Hex::new(q, row), "M");
                }
            }
            maps.push(narrow);
        }
        let mut kinds: BTreeMap<Check, Vec<crate::Finding>> = BTreeMap::new();
        for map in &maps {
            for f in analyze(map).findings {
                let seen = kinds.entry(f.check).or_default();
                if seen.len() < 3 {
                    seen.push(f);
                }
            }
        }
        kinds
    }

    /// Each kind of finding reads in English as the command line prints it,
    /// and in French, with every argument filled and no English left.
    #[test]
    fn each_kind_of_finding_words_in_english_and_in_french() {
        let kinds = findings_of_each_kind();
        let all = [
            Check::StartBlocked,
            Check::SingleColour,
            Check::CheapShortcut,
            Check::EasyInnerBend,
            Check::NarrowPassages,
            Check::Chokepoint,
            Check::Unfair,
            Check::Unreachable,
            Check::DeadEnd,
            Check::Scarcity,
            Check::RouteChoice,
        ];
        for check in all {
            let found = kinds.get(&check).unwrap_or_else(|| panic!("no {check:?} finding"));
            for f in found {
                assert_eq!(f.said.in_lang(Lang::English), f.message);
                let french = f.said.in_lang(Lang::French);
                assert_ne!(french, f.message);
                for slip in ["{", "}", "finding-", "tip-", "terrain-", "card-", "requirement-"] {
                    assert!(!french.contains(slip), "{check:?}: {french}");
                }
                for english in [" the ", " and ", " of ", " spaces", " rounds", "board ", "o'clock"]
                {
                    assert!(!french.contains(english), "{check:?}: {english:?} in {french}");
                }
            }
        }
        let tip_b = &kinds[&Check::CheapShortcut][0].said.in_lang(Lang::French);
        assert!(tip_b.contains("conseil b") && tip_b.contains("manche"), "{tip_b}");
    }

    #[test]
    fn lists_and_numbers_read_each_languages_way() {
        let list = Word::List(vec!["A".into(), "B".into(), "C".into()]);
        assert_eq!(list.in_lang(Lang::English), "A, B and C");
        assert_eq!(list.in_lang(Lang::French), "A, B et C");
        let chain = Word::Chain(vec!["A".into(), "B".into(), "C".into()]);
        assert_eq!(chain.in_lang(Lang::English), "A and B and C");
        let way = Said::new("finding-way")
            .with("side", Said::new("finding-side").with("side", "north-west"))
            .with("steps", 12usize)
            .with("rounds", Word::decimal(3.25, 1));
        assert_eq!(
            way.in_lang(Lang::English),
            format!("the way north-west (12 spaces, {:.1} rounds)", 3.25)
        );
        assert_eq!(
            way.in_lang(Lang::French),
            "le chemin par le nord-ouest (12 cases, 3,2 manches)"
        );
    }
}
