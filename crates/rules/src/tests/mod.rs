//! Tests of the rules: each rule on a small board, the rulebook's worked
//! examples, and hand-set scenarios (boards and states from [`crate::kit`]).

mod cards;
mod caves;
mod movement;
mod scenarios;
mod turns;
