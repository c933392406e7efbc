//! Every catalogue has the same messages with the same arguments: a message
//! missing from one language, or one that forgets or invents an argument,
//! fails here rather than on someone's screen.

use std::collections::{BTreeMap, BTreeSet};

use eldorado_messages::{CATALOGUES, Lang, text};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;

/// Message id → the names of the variables it uses.
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = parse(source).unwrap_or_else(|(_, errors)| panic!("parses: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                assert!(out.insert(m.id.name.to_string(), vars).is_none(), "{} twice", m.id.name);
            }
            Entry::Junk { content } => panic!("unreadable: {content}"),
            _ => {}
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(e: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_arguments() {
    let [(first, english), rest @ ..] = CATALOGUES;
    assert_eq!(first, Lang::English);
    let english = messages(english);
    assert!(english.len() > 50, "{} messages", english.len());
    for (lang, source) in rest {
        let other = messages(source);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang:?} has messages English lacks: {extra:?}");
        for (id, vars) in &english {
            assert_eq!(&other[id], vars, "{lang:?} {id}: the arguments differ");
        }
    }
    assert_eq!(CATALOGUES.len(), Lang::ALL.len(), "a catalogue per language");
}

#[test]
fn ids_are_grouped_by_area_and_french_is_not_english() {
    let english = messages(CATALOGUES[0].1);
    let areas = [
        "lang",
        "card",
        "piece",
        "terrain",
        "requirement",
        "blockade",
        "blockades",
        "cave",
        "caves",
        "city",
        "course",
        "band",
        "difficulty",
        "list",
        "setup",
        "space",
        "sheet",
        "export",
        "finding",
        "tip",
        "route",
        "fairness",
        "simulation",
        "editor",
        "game",
        "generate",
        "import",
    ];
    for id in english.keys() {
        let area = id.split('-').next().unwrap_or_default();
        assert!(areas.contains(&area), "{id}: no known area");
    }
    // The rulebook's words, not the English ones.
    for (id, fr) in [
        ("blockade", "barrière"),
        ("cave", "grotte"),
        ("card-scout", "Éclaireur"),
        ("card-pioneer", "Pionnier"),
        ("terrain-rubble", "éboulis"),
    ] {
        assert_eq!(text(Lang::French, id), fr);
    }
}

/// Every message of every language built with sample values of each kind:
/// none leaves an argument unfilled or falls back to its id.
#[test]
fn every_message_builds_with_sample_values_in_every_language() {
    use eldorado_messages::{Arg, text_with};
    for (lang, source) in CATALOGUES {
        let messages = messages(source);
        for (id, vars) in &messages {
            for value in
                [Arg::Number(1.0), Arg::Number(2.0), Arg::Decimal(0.7, 1), Arg::Text("x".into())]
            {
                let args: Vec<(&str, Arg)> =
                    vars.iter().map(|v| (v.as_str(), value.clone())).collect();
                let said = text_with(lang, id, &args);
                // (A one-word id may be its own English word: "blockade".)
                assert!(&said != id || !id.contains('-'), "{lang:?} {id} is not built");
                assert!(!said.contains("{$") && !said.contains("{ $"), "{lang:?} {id}: {said}");
                assert!(!said.trim().is_empty(), "{lang:?} {id} says nothing");
            }
        }
    }
}

/// The first string literal after `from` in `text`, if it comes within a
/// few lines.
fn next_literal(text: &str, from: usize) -> Option<&str> {
    let rest = &text[from..text.len().min(from + 160)];
    let start = rest.find('"')? + 1;
    let before = &rest[..start - 1];
    // Another call or a closing parenthesis first: not this call's id.
    if before.contains(')') || before.contains(';') {
        return None;
    }
    let len = rest[start..].find('"')?;
    Some(&rest[start..start + len])
}

fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every message id the program's code asks the catalogue for by name
/// (`text(lang, "id")`, `text_with(lang, "id", …)`, a `say("id", …)`) is
/// in every catalogue: a misspelt or forgotten id fails here, not as the id
/// itself on someone's screen.
#[test]
fn every_message_id_the_code_names_is_in_the_catalogues() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for krate in std::fs::read_dir(root.join("crates")).unwrap().flatten() {
        // The catalogue's own tests ask for a missing id on purpose.
        if krate.file_name() != "messages" {
            rust_files(&krate.path().join("src"), &mut files);
        }
    }
    let catalogues: Vec<(Lang, BTreeMap<String, BTreeSet<String>>)> =
        CATALOGUES.iter().map(|(l, s)| (*l, messages(s))).collect();
    let is_id = |s: &str| {
        !s.is_empty()
            && s.contains('-')
            && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    let mut named = 0;
    let mut missing = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for call in ["text(", "text_with(", "say("] {
            for (at, _) in text.match_indices(call) {
                // A call of that name, not the end of a longer one.
                let prev = text[..at].chars().next_back();
                if prev.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let Some(id) = next_literal(&text, at + call.len()) else { continue };
                if !is_id(id) {
                    continue;
                }
                named += 1;
                for (lang, messages) in &catalogues {
                    if !messages.contains_key(id) {
                        missing.push(format!("{} names {id}, not in {lang:?}", file.display()));
                    }
                }
            }
        }
    }
    assert!(named > 500, "only {named} ids found: the scan reads the wrong place");
    assert!(missing.is_empty(), "{missing:#?}");
}
