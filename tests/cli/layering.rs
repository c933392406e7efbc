//! The crates' layering, read from `cargo metadata` against the one table
//! that allows it, docs/architecture.md's (its "Reads" column): a crate
//! depends (normal dependencies) only on the workspace crates its row names,
//! each row names only crates above it, and neither the rules nor the core
//! reaches a message catalogue, however deep in their trees.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// Packages that word things for people: the catalogue and what it is made of.
const WORDING: [&str; 6] = [
    "eldorado-messages",
    "fluent-bundle",
    "fluent-syntax",
    "intl-memoizer",
    "unic-langid",
    "sys-locale",
];

/// The crates that must never reach [`WORDING`]: the game's model and rules.
const UNWORDED: [&str; 2] = ["eldorado-core", "eldorado-rules"];

/// The table's rows in order: (package, the workspace packages it may read).
fn allowed() -> Vec<(String, BTreeSet<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let mut rows: Vec<(String, BTreeSet<String>)> = Vec::new();
    for line in doc.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let package = cells[2].trim_matches('`').to_string();
        let reads =
            cells[3]
                .split(',')
                .map(str::trim)
                .filter(|r| !r.is_empty() && *r != "—")
                .map(|r| {
                    if r == "the program" {
                        "eldorado".to_string()
                    } else {
                        format!("eldorado-{r}")
                    }
                })
                .collect();
        rows.push((package, reads));
    }
    assert!(rows.len() >= 10, "docs/architecture.md's table has {} rows", rows.len());
    rows
}

/// Each workspace package's normal dependencies, and every package's, from
/// `cargo metadata` (features resolved for the whole workspace).
#[derive(Clone)]
struct Graph {
    /// Package id → name.
    names: BTreeMap<String, String>,
    /// Package id → the ids of its normal dependencies.
    normal: BTreeMap<String, Vec<String>>,
    /// The workspace's packages' ids.
    members: Vec<String>,
}

impl Graph {
    fn read() -> Graph {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let out = Command::new(cargo)
            .args(["metadata", "--format-version", "1", "--offline"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let meta: Value = serde_json::from_slice(&out.stdout).unwrap();
        let names = meta["packages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p["id"].as_str().unwrap().into(), p["name"].as_str().unwrap().into()))
            .collect();
        let normal = meta["resolve"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| {
                let deps = n["deps"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|d| {
                        d["dep_kinds"].as_array().unwrap().iter().any(|k| k["kind"].is_null())
                    })
                    .map(|d| d["pkg"].as_str().unwrap().to_string())
                    .collect();
                (n["id"].as_str().unwrap().to_string(), deps)
            })
            .collect();
        let members = meta["workspace_members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().into())
            .collect();
        Graph { names, normal, members }
    }

    fn id_of(&self, name: &str) -> &str {
        self.names.iter().find(|(_, n)| *n == name).map(|(id, _)| id.as_str()).unwrap()
    }

    /// Every package `id`'s normal dependencies reach, by name.
    fn tree(&self, id: &str) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![id.to_string()];
        while let Some(at) = stack.pop() {
            for dep in &self.normal[&at] {
                if seen.insert(self.names[dep].clone()) {
                    stack.push(dep.clone());
                }
            }
        }
        seen
    }
}

/// What breaks the layering: one line per crate read without the table's leave.
fn unallowed(graph: &Graph, rows: &[(String, BTreeSet<String>)]) -> Vec<String> {
    let ours: BTreeSet<&str> = graph.members.iter().map(|m| graph.names[m].as_str()).collect();
    let mut out = Vec::new();
    for member in &graph.members {
        let name = &graph.names[member];
        let Some((_, reads)) = rows.iter().find(|(p, _)| p == name) else {
            out.push(format!("{name} has no row in docs/architecture.md's table"));
            continue;
        };
        for dep in &graph.normal[member] {
            let dep = &graph.names[dep];
            if ours.contains(dep.as_str()) && !reads.contains(dep) {
                out.push(format!("{name} reads {dep}, which its row does not allow"));
            }
        }
    }
    for name in UNWORDED {
        let tree = graph.tree(graph.id_of(name));
        for wording in WORDING.iter().filter(|w| tree.contains(**w)) {
            out.push(format!("{name}'s normal dependencies reach {wording}"));
        }
    }
    out
}

#[test]
fn every_crate_reads_only_what_the_architecture_table_allows() {
    let rows = allowed();
    for (i, (package, reads)) in rows.iter().enumerate() {
        for read in reads {
            assert!(
                rows[..i].iter().any(|(p, _)| p == read),
                "{package} reads {read}, which is not above it in docs/architecture.md's table"
            );
        }
    }
    let broken = unallowed(&Graph::read(), &rows);
    assert!(broken.is_empty(), "the layering is broken:\n{}", broken.join("\n"));
}

#[test]
fn a_forbidden_read_is_found() {
    let graph = Graph::read();
    let mut rows = allowed();
    // The rules' row as if it allowed nothing: its read of the core is then caught.
    rows.iter_mut().find(|(p, _)| p == "eldorado-rules").unwrap().1.clear();
    let broken = unallowed(&graph, &rows);
    assert!(
        broken.contains(
            &"eldorado-rules reads eldorado-core, which its row does not allow".to_string()
        )
    );
    // And a catalogue anywhere under the rules would be caught.
    let mut catalogued = graph.clone();
    let (core, fluent) = (graph.id_of("eldorado-core"), graph.id_of("fluent-bundle"));
    catalogued.normal.get_mut(core).unwrap().push(fluent.to_string());
    let broken = unallowed(&catalogued, &allowed());
    for wanted in [
        "eldorado-core's normal dependencies reach fluent-bundle",
        "eldorado-rules's normal dependencies reach fluent-bundle",
    ] {
        assert!(broken.contains(&wanted.to_string()), "{broken:?}");
    }
}
