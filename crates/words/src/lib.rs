//! The game's words, in every language of the message catalogue: a space as
//! a player finds it and what it asks ([`space`]), the game's nouns — cards,
//! tokens, symbols, seats, terrain, requirements ([`nouns`]) — and a played
//! game told line by line ([`story`]).
//!
//! The core and the rules say what things are as data; this crate, above
//! both, is where they become words, so that neither reads a catalogue.

pub mod ids;
pub mod nouns;
pub mod pieces;
pub mod problems;
pub mod space;
pub mod story;
