//! The house's conventions, checked on the sources (docs/architecture.md):
//! no circle of imports between the modules of a crate, no type name declared
//! twice in the workspace, and no module imported under another name.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use petgraph::algo::tarjan_scc;
use petgraph::graph::DiGraph;

/// The source folders of the workspace's crates: (crate folder, its `src`).
fn crates() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![(".".to_string(), root.join("src"))];
    let mut members: Vec<_> = std::fs::read_dir(root.join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("src").is_dir())
        .collect();
    members.sort();
    out.extend(members.into_iter().map(|p| (p.display().to_string(), p.join("src"))));
    out
}

/// Every `.rs` file under `dir`, except binaries and test-only modules.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if name != "bin" && name != "tests" {
                    stack.push(path);
                }
            } else if name.ends_with(".rs") && name != "tests.rs" {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The module path of a file within its crate: `a::b` for `a/b.rs` or `a/b/mod.rs`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> =
        rel.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// The code of a file without its test module and comments, line by line.
fn code_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let code = line.split("//").next().unwrap_or("");
        out.push(code.to_string());
    }
    out
}

/// The module paths a file's `use` items and paths name (`crate::…`, `super::…`),
/// resolved against the modules that exist.
fn imports(
    module: &[String],
    lines: &[String],
    modules: &BTreeSet<Vec<String>>,
) -> BTreeSet<Vec<String>> {
    let text = lines.join("\n");
    let mut found = BTreeSet::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find(['c', 's']) {
        let tail = &rest[at..];
        let boundary = at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let (base, path) = if boundary && tail.starts_with("crate::") {
            (Vec::new(), &tail["crate::".len()..])
        } else if boundary && tail.starts_with("super::") {
            let mut base = module.to_vec();
            let mut path = tail;
            while let Some(p) = path.strip_prefix("super::") {
                base.pop();
                path = p;
            }
            (base, path)
        } else {
            rest = &rest[at + 1..];
            continue;
        };
        let segments: Vec<String> = path
            .split("::")
            .map(|s| s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect())
            .take_while(|s: &String| !s.is_empty())
            .collect();
        let mut target = base.clone();
        for s in segments {
            let mut next = target.clone();
            next.push(s);
            if modules.contains(&next) {
                target = next;
            } else {
                break;
            }
        }
        found.insert(target);
        rest = &rest[at + 1..];
    }
    found
}

#[test]
fn no_circle_of_imports_between_modules() {
    let mut circles = Vec::new();
    for (name, src) in crates() {
        let files = sources(&src);
        let modules: BTreeSet<Vec<String>> = files.iter().map(|f| module_of(&src, f)).collect();
        let mut graph = DiGraph::<Vec<String>, ()>::new();
        let index: BTreeMap<Vec<String>, _> =
            modules.iter().map(|m| (m.clone(), graph.add_node(m.clone()))).collect();
        for file in &files {
            let module = module_of(&src, file);
            let lines = code_lines(&std::fs::read_to_string(file).unwrap());
            for target in imports(&module, &lines, &modules) {
                // A module and the modules inside it are one unit: a parent
                // re-exports its children, and children read their parent.
                if target.starts_with(&module) || module.starts_with(&target) {
                    continue;
                }
                graph.update_edge(index[&module], index[&target], ());
            }
        }
        for scc in tarjan_scc(&graph).into_iter().filter(|c| c.len() > 1) {
            let names: Vec<String> = scc.iter().map(|&i| graph[i].join("::")).collect();
            circles.push(format!("{name}: {}", names.join(" ↔ ")));
        }
    }
    assert!(circles.is_empty(), "import circles:\n{}", circles.join("\n"));
}

#[test]
fn no_type_name_is_declared_twice() {
    let mut declared: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (_, src) in crates() {
        for file in sources(&src) {
            for line in code_lines(&std::fs::read_to_string(&file).unwrap()) {
                // Public items only: a private helper type inside a function
                // or an associated type (`type Item`) names nothing outside.
                let line = line.trim_start();
                let Some(line) = line.strip_prefix("pub(crate) ").or(line.strip_prefix("pub "))
                else {
                    continue;
                };
                for kind in ["struct ", "enum ", "trait ", "type "] {
                    if let Some(rest) = line.strip_prefix(kind) {
                        let name: String =
                            rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                        let files = declared.entry(name.clone()).or_default();
                        // Alternatives for different platforms sit in one file.
                        let here = file.display().to_string();
                        if name.starts_with(|c: char| c.is_uppercase()) && !files.contains(&here) {
                            files.push(here);
                        }
                    }
                }
            }
        }
    }
    let twice: Vec<String> = declared
        .iter()
        .filter(|(_, files)| files.len() > 1)
        .map(|(name, files)| format!("{name}: {}", files.join(", ")))
        .collect();
    assert!(twice.is_empty(), "type names declared more than once:\n{}", twice.join("\n"));
}

#[test]
fn no_module_is_imported_under_another_name() {
    let mut renamed = Vec::new();
    for (_, src) in crates() {
        for file in sources(&src) {
            for line in code_lines(&std::fs::read_to_string(&file).unwrap()) {
                if !line.trim_start().starts_with("use ") && !line.contains("pub use ") {
                    continue;
                }
                // `x as y` where x is a module (lower case); `as _` imports a trait's methods only.
                for (i, _) in line.match_indices(" as ") {
                    let before: String = line[..i]
                        .chars()
                        .rev()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    let after = line[i + 4..].trim_start();
                    let module = before.chars().last().is_some_and(|c| c.is_lowercase());
                    if module && !after.starts_with('_') {
                        renamed.push(format!("{}: {}", file.display(), line.trim()));
                    }
                }
            }
        }
    }
    assert!(renamed.is_empty(), "modules imported under another name:\n{}", renamed.join("\n"));
}
