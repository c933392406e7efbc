//! Tests of the simulator: the rules one by one, the rulebook's worked
//! examples, and properties of many random games.

mod kit;
mod properties;
mod movement;
mod cards;
mod turns;
mod caves;
mod scenarios;
mod runner;
