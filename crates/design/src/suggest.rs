//! Suggestions: the single edits ([`crate::edits`]) that fix a design-tip
//! warning of a course or move it toward a requested number of rounds, each
//! with its effect, e.g. "fixes tip c on board J; expected rounds 18.9 → 17.6".
//!
//! Every playable edit is analysed. A warning is known by its check and the
//! places (course positions) of the pieces it lies on, so it is the same
//! warning after a piece is flipped or swapped where it lies. An edit is
//! suggested when it fixes a warning, or brings the compass estimate at least
//! [`STEP`] rounds nearer the requested range, and raises no new warning. The
//! best edit of each kind per piece is kept, edits that fix most first.

use std::collections::BTreeSet;

use eldorado_analysis::{Check, Finding, Report, Said, Severity, Word, analyze};
use eldorado_core::course::Course;
use eldorado_core::map::Map;
use eldorado_messages::{Arg, Lang, text, text_with};
use rayon::prelude::*;
use serde::Serialize;

use eldorado_core::course::Edit;

use crate::edits;
use crate::generate::compass;

/// The least move toward the requested rounds worth suggesting.
pub const STEP: f64 = 0.2;
/// Suggestions listed at most.
pub const LIMIT: usize = 12;

/// One suggested edit and what it does.
#[derive(Debug, Clone, Serialize)]
pub struct Suggestion {
    /// The edit, in the course's own vocabulary.
    #[serde(skip)]
    pub edit: Edit,
    /// The edit in words: "turn board J two steps clockwise (120°)".
    pub action: String,
    /// The warnings it fixes, in words: "tip c on board J".
    pub fixes: Vec<String>,
    /// Expected rounds before and after (the compass estimate).
    pub rounds_before: Option<f64>,
    /// Expected rounds after the edit.
    pub rounds_after: Option<f64>,
    /// "fixes tip c on board J; expected rounds 18.9 → 17.6".
    pub effect: String,
    /// The warnings it fixes, as messages any language words.
    #[serde(skip)]
    pub fixes_said: Vec<Said>,
}

impl Suggestion {
    /// Its effect in `lang`: "fixes tip c on board J; expected rounds 18.9 →
    /// 17.6", "corrige le conseil c (plateau J) ; manches prévues 18,9 → 17,6".
    pub fn effect_in(&self, lang: Lang) -> String {
        let mut parts: Vec<String> = self
            .fixes_said
            .iter()
            .map(|f| {
                text_with(lang, "finding-suggest-fixes", &[("warning", f.in_lang(lang).into())])
            })
            .collect();
        if let (Some(b), Some(a)) = (self.rounds_before, self.rounds_after) {
            parts.push(text_with(
                lang,
                "finding-suggest-rounds",
                &[("before", tenths(b)), ("after", tenths(a))],
            ));
        }
        parts.join(&text(lang, "finding-suggest-separator"))
    }
}

/// A figure to one decimal, rounded as Rust's `{:.1}` rounds it.
fn tenths(x: f64) -> Arg<'static> {
    Arg::Decimal(format!("{x:.1}").parse().unwrap_or(x), 1)
}

/// The course as it stands: its warnings and expected rounds.
#[derive(Debug, Clone, Serialize)]
pub struct Standing {
    /// Its warnings, in words.
    pub warnings: Vec<String>,
    /// Its expected rounds (the compass estimate).
    pub rounds: Option<f64>,
}

/// What suggest found for a course.
#[derive(Debug, Clone, Serialize)]
pub struct Suggestions {
    /// The course as it stands.
    pub standing: Standing,
    /// The edits suggested, those that fix most first.
    pub suggestions: Vec<Suggestion>,
}

/// A warning by its check and the course positions of its pieces.
type Key = (Check, Vec<usize>);

/// Suggestions for a course, toward `rounds` (low, high) when given. A course
/// that is not playable gets none.
pub fn suggest(course: &Course, rounds: Option<(f64, f64)>) -> Suggestions {
    let Ok(map) = Map::build(course) else {
        return Suggestions {
            standing: Standing { warnings: Vec::new(), rounds: None },
            suggestions: Vec::new(),
        };
    };
    let report = analyze(&map);
    let before = warnings(&map, &report);
    let before_said: Vec<(Key, Said)> = said_warnings(&map, &report);
    let rounds_before = compass::estimate(&report);
    let standing = Standing {
        warnings: before.iter().map(|(_, name)| name.clone()).collect(),
        rounds: rounds_before,
    };
    let away = |r: Option<f64>| match (r, rounds) {
        (Some(r), Some((low, high))) => (low - r).max(r - high).max(0.0),
        _ => 0.0,
    };
    let mut found: Vec<(usize, f64, Suggestion)> = edits::edits(course)
        .into_par_iter()
        .enumerate()
        .filter_map(|(order, edit)| {
            let after_course = edit.applied(course).ok()?;
            let after_map = Map::build(&after_course).ok()?;
            let after_report = analyze(&after_map);
            let after: BTreeSet<Key> =
                warnings(&after_map, &after_report).into_iter().map(|(k, _)| k).collect();
            if after.iter().any(|k| !before.iter().any(|(b, _)| b == k)) {
                return None;
            }
            let fixes: Vec<String> = before
                .iter()
                .filter(|(k, _)| !after.contains(k))
                .map(|(_, name)| name.clone())
                .collect();
            let fixes_said: Vec<Said> = before_said
                .iter()
                .filter(|(k, _)| !after.contains(k))
                .map(|(_, said)| said.clone())
                .collect();
            let rounds_after = compass::estimate(&after_report);
            let nearer = away(rounds_before) - away(rounds_after);
            if fixes.is_empty() && nearer < STEP {
                return None;
            }
            let mut suggestion = Suggestion {
                action: crate::action_words::action_in(&edit, course, Lang::English),
                edit,
                fixes,
                rounds_before,
                rounds_after,
                effect: String::new(),
                fixes_said,
            };
            suggestion.effect = suggestion.effect_in(Lang::English);
            Some((order, nearer, suggestion))
        })
        .collect();
    found.sort_by(|a, b| {
        b.2.fixes.len().cmp(&a.2.fixes.len()).then(b.1.total_cmp(&a.1)).then(a.0.cmp(&b.0))
    });
    let mut kept: Vec<Suggestion> = Vec::new();
    let mut seen: std::collections::HashSet<(std::mem::Discriminant<Edit>, String)> =
        Default::default();
    for (_, _, s) in found {
        if seen.insert((std::mem::discriminant(&s.edit), subject(&s.edit))) && kept.len() < LIMIT {
            kept.push(s);
        }
    }
    Suggestions { standing, suggestions: kept }
}

/// The piece (or seam) an edit works on.
fn subject(edit: &Edit) -> String {
    match edit {
        Edit::Flip { piece }
        | Edit::Swap { piece, .. }
        | Edit::Turn { piece, .. }
        | Edit::Move { piece, .. }
        | Edit::Cave { piece, .. } => piece.to_string(),
        Edit::Blockade { between, .. } => format!("{}–{}", between[0], between[1]),
        Edit::Place(p) => p.piece.to_string(),
        Edit::Remove { piece } => piece.to_string(),
        Edit::Blockades(_) => "every seam".into(),
    }
}

/// The warnings of a course with their keys and names, each once.
fn warnings(map: &Map, report: &Report) -> Vec<(Key, String)> {
    let mut out: Vec<(Key, String)> = Vec::new();
    for f in report.findings.iter().filter(|f| f.severity >= Severity::Warning) {
        let key = key(map, f);
        if !out.iter().any(|(k, _)| *k == key) {
            out.push((key, name(map, f)));
        }
    }
    out
}

/// The warnings of a course with their keys, as messages, each once, in
/// the order of [`warnings`].
fn said_warnings(map: &Map, report: &Report) -> Vec<(Key, Said)> {
    let mut out: Vec<(Key, Said)> = Vec::new();
    for f in report.findings.iter().filter(|f| f.severity >= Severity::Warning) {
        let key = key(map, f);
        if !out.iter().any(|(k, _)| *k == key) {
            out.push((key, said_name(map, f)));
        }
    }
    out
}

/// [`name`] as a message: "tip c on board J", "le conseil c (plateau J)".
fn said_name(map: &Map, f: &Finding) -> Said {
    let labels: Vec<Word> = pieces(map, f).into_iter().map(|p| Word::piece(map, p)).collect();
    let on = |id: &str| {
        if labels.is_empty() {
            Said::new(id)
        } else {
            Said::new(format!("{id}-on")).with("pieces", Word::Chain(labels.clone()))
        }
    };
    match (f.tip, f.check) {
        (Some(t), _) => on("finding-suggest-tip").with("tip", t.to_string()),
        (None, Check::Chokepoint) => on("finding-suggest-chokepoint"),
        (None, Check::Unfair) => Said::new("finding-suggest-unfair"),
        (None, Check::Unreachable) => Said::new("finding-suggest-unreachable"),
        (None, Check::StartBlocked) => Said::new("finding-suggest-start-blocked"),
        (None, Check::DeadEnd) => on("finding-suggest-dead-end"),
        (None, _) => on("finding-suggest-warning"),
    }
}

fn pieces(map: &Map, f: &Finding) -> Vec<usize> {
    let mut p: Vec<usize> = f.spaces.iter().map(|&s| map.space(s).piece).collect();
    p.sort_unstable();
    p.dedup();
    p
}

fn key(map: &Map, f: &Finding) -> Key {
    (f.check, pieces(map, f).into_iter().map(|p| map.piece(p).course_index).collect())
}

/// "tip c on board J", "the chokepoint on board E", "the start spaces' unfairness".
fn name(map: &Map, f: &Finding) -> String {
    let labels: Vec<String> =
        pieces(map, f).into_iter().map(|p| map.piece(p).label.clone()).collect();
    let on =
        if labels.is_empty() { String::new() } else { format!(" on {}", labels.join(" and ")) };
    match (f.tip, f.check) {
        (Some(t), _) => format!("tip {t}{on}"),
        (None, Check::Chokepoint) => format!("the chokepoint{on}"),
        (None, Check::Unfair) => "the start spaces' unfairness".into(),
        (None, Check::Unreachable) => "the unreachable spaces".into(),
        (None, Check::StartBlocked) => "a shut-in start space".into(),
        (None, Check::DeadEnd) => format!("the dead end{on}"),
        (None, _) => format!("a warning{on}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::official;

    /// "fixes tip c on board J; expected rounds 18.9 → 17.6", as the
    /// command line has always printed it.
    fn effect(fixes: &[String], before: Option<f64>, after: Option<f64>) -> String {
        let mut parts: Vec<String> = fixes.iter().map(|f| format!("fixes {f}")).collect();
        if let (Some(b), Some(a)) = (before, after) {
            parts.push(format!("expected rounds {b:.1} → {a:.1}"));
        }
        parts.join("; ")
    }

    /// A suggestion's effect reads in French with the warnings it fixes
    /// named as in English, and in English as the command line prints it.
    #[test]
    fn an_effect_words_in_english_and_in_french() {
        let course = official::course("winding-paths").unwrap();
        let map = Map::build(&course).unwrap();
        let report = analyze(&map);
        let named = warnings(&map, &report);
        let said = said_warnings(&map, &report);
        assert!(!said.is_empty());
        for ((key, name), (said_key, said)) in named.iter().zip(&said) {
            assert_eq!(key, said_key);
            assert_eq!(&said.in_lang(Lang::English), name);
        }
        let suggestion = Suggestion {
            edit: Edit::Flip { piece: "J".into() },
            action: "flip board J to side I".into(),
            fixes: named.iter().map(|(_, n)| n.clone()).collect(),
            rounds_before: Some(18.94),
            rounds_after: Some(17.56),
            effect: effect(
                &named.iter().map(|(_, n)| n.clone()).collect::<Vec<_>>(),
                Some(18.94),
                Some(17.56),
            ),
            fixes_said: said.into_iter().map(|(_, s)| s).collect(),
        };
        assert_eq!(suggestion.effect_in(Lang::English), suggestion.effect);
        let french = suggestion.effect_in(Lang::French);
        assert!(french.starts_with("corrige le conseil "), "{french}");
        assert!(french.ends_with("manches prévues 18,9 → 17,6"), "{french}");
        assert!(!french.contains(" on ") && !french.contains("tip "), "{french}");
    }

    #[test]
    fn each_suggestion_fixes_what_it_says_and_raises_no_new_warning() {
        let course = official::course("first-course").unwrap();
        let found = suggest(&course, None);
        assert!(
            found.standing.warnings.iter().any(|w| w.starts_with("tip c")),
            "{:?}",
            found.standing.warnings
        );
        assert!(!found.suggestions.is_empty());
        for s in &found.suggestions {
            assert!(!s.fixes.is_empty(), "{}", s.action);
            let after = s.edit.applied(&course).unwrap();
            let map = Map::build(&after).unwrap();
            let now = warnings(&map, &analyze(&map));
            for fixed in &s.fixes {
                assert!(
                    !now.iter().any(|(_, n)| n == fixed),
                    "{}: {fixed} is still there",
                    s.action
                );
            }
            assert!(now.len() < found.standing.warnings.len());
            assert!(s.effect.starts_with("fixes ") && s.effect.contains(" → "), "{}", s.effect);
        }
    }

    #[test]
    fn a_requested_range_brings_edits_that_move_toward_it() {
        let course = official::course("first-course").unwrap();
        let found = suggest(&course, Some((22.0, 24.0)));
        let before = found.standing.rounds.unwrap();
        assert!(before < 22.0);
        // An edit that fixes a warning is suggested whatever it does to the
        // rounds; every other one is there for the range.
        let for_range: Vec<&Suggestion> =
            found.suggestions.iter().filter(|s| s.fixes.is_empty()).collect();
        assert!(!for_range.is_empty());
        for s in for_range {
            assert!(s.rounds_after.unwrap() >= before + STEP, "{}: {}", s.action, s.effect);
        }
    }
}
