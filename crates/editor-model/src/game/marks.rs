//! Where stepping by turn and by round lands: each position of a game is
//! marked with the round and the seat about to act, and a step goes to the
//! first position of the next (or this, or the previous) turn or round.

/// The round and seat of each position, from before the first action to after the last.
pub type Marks = [(u16, u8)];

/// What one step covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepUnit {
    /// One action.
    Action,
    /// To the start of a player's turn.
    Turn,
    /// To the start of a round.
    Round,
}

fn same(unit: StepUnit, a: (u16, u8), b: (u16, u8)) -> bool {
    match unit {
        StepUnit::Action => false,
        StepUnit::Turn => a == b,
        StepUnit::Round => a.0 == b.0,
    }
}

/// The first position of the turn or round that position `at` is in.
fn start_of(marks: &Marks, unit: StepUnit, at: usize) -> usize {
    let mut p = at;
    while p > 0 && same(unit, marks[p - 1], marks[at]) {
        p -= 1;
    }
    p
}

/// The position one step from `at`, forward or back, within `0..marks.len()`.
/// Back goes to the start of the turn (or round) `at` is in, or of the one
/// before when `at` is already at its start.
pub fn step(marks: &Marks, unit: StepUnit, at: usize, forward: bool) -> usize {
    let last = marks.len().saturating_sub(1);
    let at = at.min(last);
    if unit == StepUnit::Action {
        return if forward { (at + 1).min(last) } else { at.saturating_sub(1) };
    }
    if forward {
        (at + 1..=last).find(|&p| !same(unit, marks[p], marks[at])).unwrap_or(last)
    } else {
        let start = start_of(marks, unit, at);
        if start < at || start == 0 { start } else { start_of(marks, unit, start - 1) }
    }
}

/// The first position of round `round` (the last position if the game ended before it).
pub fn round_start(marks: &Marks, round: u16) -> usize {
    marks.iter().position(|m| m.0 >= round).unwrap_or(marks.len().saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Round 1: seat 0 acts twice, seat 1 once; round 2: seat 0 once; the end.
    const M: [(u16, u8); 5] = [(1, 0), (1, 0), (1, 1), (2, 0), (2, 1)];

    #[test]
    fn steps_land_on_the_starts_of_turns_and_rounds() {
        assert_eq!(step(&M, StepUnit::Action, 0, true), 1);
        assert_eq!(step(&M, StepUnit::Action, 4, true), 4);
        assert_eq!(step(&M, StepUnit::Action, 0, false), 0);
        assert_eq!(step(&M, StepUnit::Turn, 0, true), 2);
        assert_eq!(step(&M, StepUnit::Turn, 1, true), 2);
        assert_eq!(step(&M, StepUnit::Turn, 2, true), 3);
        assert_eq!(step(&M, StepUnit::Turn, 1, false), 0);
        assert_eq!(step(&M, StepUnit::Turn, 2, false), 0);
        assert_eq!(step(&M, StepUnit::Turn, 3, false), 2);
        assert_eq!(step(&M, StepUnit::Round, 0, true), 3);
        assert_eq!(step(&M, StepUnit::Round, 3, true), 4);
        assert_eq!(step(&M, StepUnit::Round, 4, false), 3);
        assert_eq!(step(&M, StepUnit::Round, 3, false), 0);
        assert_eq!(round_start(&M, 2), 3);
        assert_eq!(round_start(&M, 9), 4);
        assert_eq!(step(&[], StepUnit::Turn, 0, true), 0);
    }
}
