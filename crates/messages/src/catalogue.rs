//! The catalogues and the call that formats one message.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::Lang;
use crate::number;

/// The catalogue's files, one per id prefix (`locales/<lang>/<prefix>.ftl`
/// holds every message whose id begins with `<prefix>-`; `tests/files.rs`
/// checks it), in each language the same.
macro_rules! each_file {
    ($then:ident!($($lang:literal)?)) => {
        $then!($($lang;)? "band", "blockade", "card", "cave", "city", "course", "difficulty", "editor", "export", "fairness", "finding", "game", "generate", "import", "lang", "list", "piece", "requirement", "route", "setup", "sheet", "simulation", "space", "terrain", "tip")
    };
}

macro_rules! joined {
    ($lang:literal; $($file:literal),*) => {
        concat!($(include_str!(concat!("../locales/", $lang, "/", $file, ".ftl")), "\n"),*)
    };
}

macro_rules! files {
    ($lang:literal; $($file:literal),*) => {
        [$(($file, include_str!(concat!("../locales/", $lang, "/", $file, ".ftl")))),*]
    };
}

macro_rules! count {
    ($($file:literal),*) => {
        [$($file),*].len()
    };
}

/// How many files each language's catalogue has.
const FILE_COUNT: usize = each_file!(count!());

/// Each language's catalogue as Fluent text, as embedded in the program.
pub const CATALOGUES: [(Lang, &str); 2] =
    [(Lang::English, each_file!(joined!("en"))), (Lang::French, each_file!(joined!("fr")))];

/// Each language's files by prefix, as embedded: a message is looked up in
/// its prefix's file alone, so that a command parses only the files whose
/// messages it says.
const FILES: [(Lang, [(&str, &str); FILE_COUNT]); 2] =
    [(Lang::English, each_file!(files!("en"))), (Lang::French, each_file!(files!("fr")))];

/// An argument of a message: `{ $name }` in the catalogue.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// Words put in as they are (a name, a letter, another message).
    Text(Cow<'a, str>),
    /// A number: it chooses the plural form, and is written as the
    /// language writes numbers.
    Number(f64),
    /// A number rounded to, and always written with, this many decimals
    /// ("18.0 rounds", "18,0 manches").
    Decimal(f64, usize),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

impl<'a> Arg<'a> {
    fn value(&self) -> FluentValue<'a> {
        match self {
            Arg::Text(s) => FluentValue::String(s.clone()),
            Arg::Number(n) => FluentValue::from(*n),
            // Fluent writes a number with no fraction digits asked as "51.":
            // a whole number is given as one.
            Arg::Decimal(n, 0) => {
                FluentValue::Number(FluentNumber::new(n.round(), FluentNumberOptions::default()))
            }
            Arg::Decimal(n, digits) => {
                let scale = 10f64.powi(*digits as i32);
                let rounded = (n * scale).round() / scale;
                let options = FluentNumberOptions {
                    minimum_fraction_digits: Some(*digits),
                    maximum_fraction_digits: Some(*digits),
                    ..FluentNumberOptions::default()
                };
                FluentValue::Number(FluentNumber::new(rounded, options))
            }
        }
    }
}

/// The bundle of the file that holds `id`, parsed when first asked for: a
/// command parses only the files of the messages it says, and a CLI run in
/// English never the French ones. No message refers to another, so each
/// file stands alone.
fn bundle(lang: Lang, id: &str) -> Option<&'static FluentBundle<FluentResource>> {
    static BUNDLES: [[OnceLock<FluentBundle<FluentResource>>; FILE_COUNT]; FILES.len()] =
        [const { [const { OnceLock::new() }; FILE_COUNT] }; FILES.len()];
    let language = FILES.iter().position(|&(l, _)| l == lang).unwrap_or(0);
    let (lang, files) = &FILES[language];
    // The prefix, its plural kept with its singular ("caves" in cave.ftl).
    let head = id.split('-').next().unwrap_or(id);
    let file = files
        .iter()
        .position(|(prefix, _)| *prefix == head || head.strip_suffix('s') == Some(*prefix))?;
    Some(BUNDLES[language][file].get_or_init(|| {
        let (prefix, source) = files[file];
        let code: unic_langid::LanguageIdentifier =
            lang.key().parse().expect("a language code is a language identifier");
        let mut bundle = FluentBundle::new_concurrent(vec![code]);
        // No Unicode isolation marks around arguments: they would
        // print as holes on the sheet, and the texts are one direction.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(match lang {
            Lang::French => number::french,
            Lang::English => number::english,
        }));
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, e)| panic!("the {lang:?} {prefix}.ftl parses: {e:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|e| panic!("the {lang:?} {prefix}.ftl has each id once: {e:?}"));
        bundle
    }))
}

/// A message without arguments, in a language.
pub fn text(lang: Lang, id: &str) -> String {
    text_with(lang, id, &[])
}

/// A message with its arguments, in a language. An id missing from the
/// catalogue gives the id itself (a test keeps every id in every catalogue),
/// and a missing argument its name in braces, so a slip shows rather than
/// hides.
pub fn text_with(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let Some(bundle) = bundle(lang, id) else { return id.to_string() };
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.value());
    }
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_and_numbers_per_language() {
        for (n, en, fr) in
            [(1, "1 card", "1 carte"), (2, "2 cards", "2 cartes"), (0, "0 cards", "0 carte")]
        {
            assert_eq!(text_with(Lang::English, "card-count", &[("count", n.into())]), en);
            assert_eq!(text_with(Lang::French, "card-count", &[("count", n.into())]), fr);
        }
        let rounds =
            |lang| text_with(lang, "difficulty-rounds", &[("rounds", Arg::Decimal(18.6, 1))]);
        assert_eq!(rounds(Lang::English), "18.6 rounds");
        assert_eq!(rounds(Lang::French), "18,6 manches");
        let whole =
            text_with(Lang::French, "difficulty-rounds", &[("rounds", Arg::Decimal(18.0, 1))]);
        assert_eq!(whole, "18,0 manches");
        let none =
            text_with(Lang::English, "difficulty-rounds", &[("rounds", Arg::Decimal(50.6, 0))]);
        assert_eq!(none, "51 rounds");
    }

    #[test]
    fn slips_show() {
        assert_eq!(text(Lang::French, "no-such-message"), "no-such-message");
        assert_eq!(text(Lang::English, "card-count"), "{$count} cards");
    }
}
