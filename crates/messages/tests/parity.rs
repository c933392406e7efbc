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
