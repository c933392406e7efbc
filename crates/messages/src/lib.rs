//! Every text a person reads, in each language the studio speaks: the
//! message catalogues (`locales/en/*.ftl`, `locales/fr/*.ftl`, in
//! [Fluent](https://projectfluent.org) syntax, embedded in the program), one
//! call to format a message with its arguments ([`text`], [`text_with`]),
//! plurals by each language's rules ("1 carte", "2 cartes") and numbers
//! written as each language writes them ("18.6 rounds", "18,6 manches").
//!
//! Message ids are grouped by area, the first word of the id, and each area has its file of that name (`sheet.ftl`): `sheet-` (the
//! setup sheet), `setup-` (how to lay a course out), `piece-`, `terrain-`,
//! `blockade-`, `card-` (the game's words), `band-`, `difficulty-`,
//! `export-`, `import-` (another program's course that cannot be read),
//! `generate-` (why the generator gives no course), and `editor-`
//! and `game-` for the editor and the game view.
//! Every id is in every catalogue with the same arguments (a test reads both).
//!
//! To add a message: write it in its prefix's file, `locales/en/<prefix>.ftl`,
//! under its heading
//! (`sheet-north = 12 o'clock ↑`; arguments as `{ $name }`, plurals as a
//! select on a number argument, `[one] … *[other] …`), the same id with the
//! same arguments in `locales/fr/<prefix>.ftl` in the French rulebook's words, and
//! call `text(lang, "sheet-north")` or `text_with(lang, id, &[("count",
//! n.into())])`. Numbers given as [`Arg::Number`] or [`Arg::Decimal`] are
//! written the language's way; words put in another message (a piece's
//! name in a sentence) are formatted first and given as text.

mod catalogue;
mod lang;
mod number;

pub use catalogue::{Arg, CATALOGUES, text, text_with};
pub use lang::{Lang, ParseLangError};
