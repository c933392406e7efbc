//! The editor in French: what the window shows is read back from its
//! accessibility tree and held against the catalogues, so an English text
//! left in a panel, a menu or a dialog fails here rather than on a French
//! player's screen.

use std::collections::BTreeSet;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use eldorado::app::EditorApp;
use eldorado_messages::{CATALOGUES, Lang};

/// English words that no French sentence uses: the catalogue's own English
/// words are added to these (those the French catalogue does not also use).
const ENGLISH_WORDS: [&str; 36] = [
    "the", "and", "of", "with", "from", "this", "that", "your", "you", "is", "are", "not", "has",
    "have", "was", "will", "into", "for", "its", "it", "be", "by", "to", "no", "yes", "off",
    "what", "which", "when", "where", "how", "all", "each", "every", "here", "there",
];

/// The words of a catalogue's messages (ids, comments and `{ … }`
/// placeables left out), lower case.
fn catalogue_words(source: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for line in source.lines() {
        let line = line.trim_start();
        if line.starts_with('#') {
            continue;
        }
        // "id = text": the text; a continuation line or a variant: all of it.
        let text = match line.split_once('=') {
            Some((id, rest)) if !id.trim().contains(' ') && !id.trim().is_empty() => rest,
            _ => line,
        };
        let mut plain = String::new();
        let mut depth = 0;
        // A `$variable` is no word, also where a select's `} … { $x ->`
        // leaves it outside the braces this line sees.
        let mut variable = false;
        for c in text.chars() {
            if variable && (c.is_alphanumeric() || c == '-' || c == '_') {
                continue;
            }
            variable = false;
            match c {
                '$' => variable = true,
                '{' => depth += 1,
                '}' => depth -= 1,
                // A variant's key ("[north-east]") is no word either.
                '[' if depth == 0 => depth += 100,
                ']' if depth == 100 => depth -= 100,
                '*' if depth == 0 => plain.push(' '),
                c if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        words.extend(split_words(&plain));
    }
    words
}

fn split_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic() && c != '\'')
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| w.chars().count() >= 2)
}

/// The words that read as English and never as French.
fn english_only() -> BTreeSet<String> {
    let english = catalogue_words(CATALOGUES[0].1);
    let french: BTreeSet<String> = CATALOGUES
        .iter()
        .filter(|(lang, _)| *lang == Lang::French)
        .flat_map(|(_, source)| catalogue_words(source))
        .collect();
    english
        .into_iter()
        .chain(ENGLISH_WORDS.iter().map(|w| w.to_string()))
        .filter(|w| !french.contains(w))
        .collect()
}

/// Every text the window shows now (labels and values of its accessibility
/// tree) that holds an English word, with that word.
pub fn english_left(h: &Harness<'_, EditorApp>) -> Vec<(String, String)> {
    let english = english_only();
    let mut left = Vec::new();
    let mut seen = BTreeSet::new();
    for node in h.query_all(by()) {
        let node = node.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            if !seen.insert(text.clone()) || egui_own(&text) {
                continue;
            }
            if let Some(word) = split_words(&text).find(|w| english.contains(w)) {
                left.push((text.clone(), word));
            }
        }
    }
    left
}

/// egui's own names for a window's cross and edges, given to screen readers
/// and never drawn: egui words them in English whatever the program's language.
fn egui_own(text: &str) -> bool {
    text == "Close window" || text.starts_with("Resize window ")
}

/// Fails, listing them, if the window shows English text; `place` says
/// which panel, menu or dialog was open.
#[track_caller]
#[allow(dead_code, reason = "the walks through each panel call it")]
pub fn assert_french(h: &Harness<'_, EditorApp>, place: &str) {
    let left = english_left(h);
    assert!(
        left.is_empty(),
        "{place}: English text in the French editor:\n{}",
        left.iter()
            .map(|(text, word)| format!("  {text:?} (\"{word}\")"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_checker_finds_english_and_passes_french() {
    let english = english_only();
    for word in ["the", "with", "cards"] {
        assert!(english.contains(word), "{word}");
    }
    for word in ["carte", "cartes", "barrière", "grotte"] {
        assert!(!english.contains(word), "{word}");
    }
}

#[test]
fn the_checker_reads_the_window() {
    // The English editor is all English: the checker must see it.
    let h = crate::harness::editor_in(
        Lang::English,
        eldorado::app::Start::Official("first-course"),
        None,
        egui::vec2(1400.0, 900.0),
    );
    let left = english_left(&h);
    assert!(left.len() >= 5, "{left:?}");
}

/// The first English word of `text`, if it holds one: for texts painted on
/// the canvas (legends, hover notes), which the accessibility tree does not
/// show.
#[allow(dead_code, reason = "the walks through each panel call it")]
pub fn english_word(text: &str) -> Option<String> {
    if egui_own(text) {
        return None;
    }
    let english = english_only();
    split_words(text).find(|w| english.contains(w))
}

#[test]
fn the_whole_french_window_reads_french() {
    // Every area at once, now that each is worded: the editor on a course
    // with findings, then its simulation window after a run.
    let mut h = crate::harness::editor_in(
        Lang::French,
        eldorado::app::Start::Official("winding-paths"),
        None,
        egui::vec2(1400.0, 900.0),
    );
    h.run();
    assert_french(&h, "the editor on Winding Paths");
    h.state_mut().simulation_mut().settings.games = 12;
    h.state_mut().simulation_mut().settings.players = 2;
    *h.state_mut().simulation_window() = true;
    h.run();
    h.get_by_label("Lancer").click();
    h.step();
    crate::harness::wait_for_simulation(&mut h);
    assert_french(&h, "the editor after a simulation");
}
