//! Tests of the simulator: the rules one by one, the rulebook's worked
//! examples, and properties of many random games.

mod bots;
mod cards;
mod caves;
mod gridlock;
mod kit;
mod movement;
mod played;
mod properties;
mod runner;
mod scenarios;
mod strong;
mod turns;
