//! Every French message built with sample values: no argument left unfilled,
//! no English word, and "manche" by the French plural rule on decimals too
//! (CLDR: one below 2 — 0,7 manche, 1,5 manche, 2 manches).

use std::collections::BTreeSet;

use eldorado_messages::{Arg, CATALOGUES, Lang, text_with};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;

/// Every message of the French catalogue with the variables it uses.
fn french_messages() -> Vec<(String, BTreeSet<String>)> {
    let (_, source) = CATALOGUES.iter().find(|(l, _)| *l == Lang::French).unwrap();
    let resource = parse(*source).unwrap_or_else(|(_, e)| panic!("parses: {e:?}"));
    let mut out = Vec::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            out.push((m.id.name.to_string(), vars));
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
        _ => {}
    }
}

/// The message `id` with every variable `value`.
fn built(id: &str, vars: &BTreeSet<String>, value: Arg<'static>) -> String {
    let args: Vec<(&str, Arg)> = vars.iter().map(|v| (v.as_str(), value.clone())).collect();
    text_with(Lang::French, id, &args)
}

#[test]
fn every_french_message_builds_with_sample_values() {
    let messages = french_messages();
    assert!(messages.len() > 500, "{} messages", messages.len());
    // Words of English that no French sentence has (whole words).
    let english = ["the", "and", "with", "rounds", "round", "piece", "board", "game", "stalled"];
    for (id, vars) in &messages {
        for value in [Arg::Number(2.0), Arg::Decimal(0.7, 1), Arg::Text("x".into())] {
            let said = built(id, vars, value);
            assert!(!said.contains("{$") && !said.contains("{ $"), "{id}: {said}");
            for word in said.split(|c: char| !c.is_alphanumeric()) {
                assert!(!english.contains(&word), "{id} says the English {word:?}: {said}");
            }
        }
    }
}

#[test]
fn manche_follows_the_french_plural_on_decimals() {
    let rounds =
        |n: f64| text_with(Lang::French, "difficulty-rounds", &[("rounds", Arg::Decimal(n, 1))]);
    assert_eq!(rounds(0.7), "0,7 manche");
    assert_eq!(rounds(1.5), "1,5 manche");
    assert_eq!(rounds(1.0), "1,0 manche");
    assert_eq!(rounds(2.0), "2,0 manches");
    assert_eq!(rounds(18.6), "18,6 manches");
    // Every message that counts rounds, whatever its wording.
    let mut counted = 0;
    for (id, vars) in french_messages() {
        for (n, wrong) in [(0.7, "0,7 manches"), (1.5, "1,5 manches"), (2.5, "2,5 manche ")] {
            let said = built(&id, &vars, Arg::Decimal(n, 1)) + " ";
            assert!(!said.contains(wrong), "{id}: {said}");
            counted += usize::from(said.contains(&format!("{n} manche").replace('.', ",")));
        }
    }
    assert!(counted > 10, "{counted} messages count rounds");
}
