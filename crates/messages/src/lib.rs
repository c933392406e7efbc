//! Every text a person reads, in each language the studio speaks: the
//! message catalogues (`locales/en.ftl`, `locales/fr.ftl`, in
//! [Fluent](https://projectfluent.org) syntax, embedded in the program), one
//! call to format a message with its arguments ([`text`], [`text_with`]),
//! plurals by each language's rules ("1 carte", "2 cartes") and numbers
//! written as each language writes them ("18.6 rounds", "18,6 manches").
//!
//! Message ids are grouped by area, the first word of the id: `sheet-` (the
//! setup sheet), `setup-` (how to lay a course out), `piece-`, `terrain-`,
//! `blockade-`, `card-` (the game's words), `band-`, `difficulty-`,
//! `export-`, and `editor-` and `game-` for the editor and the game view.
//! Every id is in every catalogue with the same arguments (a test reads both).

mod catalogue;
mod lang;
mod number;

pub use catalogue::{Arg, CATALOGUES, text, text_with};
pub use lang::{Lang, ParseLangError};
