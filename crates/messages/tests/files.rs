//! The catalogue's files are named as their ids' prefixes: every message of
//! `locales/<lang>/<prefix>.ftl` has an id that is `<prefix>` or begins with
//! `<prefix>-` (a plural prefix, "caves", lives with its singular), every
//! file of every language is in the catalogue the program embeds, and both
//! languages have the same files.

use std::path::Path;

use eldorado_messages::{CATALOGUES, Lang};

fn ids(path: &Path) -> Vec<String> {
    let body = std::fs::read_to_string(path).unwrap();
    body.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.to_string()))
        .collect()
}

fn files(lang: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(lang);
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn each_file_holds_the_messages_of_its_prefix_and_is_embedded() {
    assert_eq!(files("en"), files("fr"), "both languages have the same files");
    for (code, lang) in [("en", Lang::English), ("fr", Lang::French)] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(code);
        let mut seen = 0;
        for name in files(code) {
            let prefix = name.strip_suffix(".ftl").expect("only .ftl files");
            for id in ids(&dir.join(&name)) {
                let head = id.split('-').next().unwrap();
                let own = head == prefix || head.strip_suffix('s') == Some(prefix);
                assert!(own, "{code}/{name} holds {id}");
                // Embedded: the catalogue the program carries has it.
                let (_, embedded) = CATALOGUES.iter().find(|(l, _)| *l == lang).unwrap();
                let at = format!("\n{id} =");
                assert!(embedded.contains(&at), "{code}/{name}: {id} is not in the catalogue");
                seen += 1;
            }
        }
        assert!(seen > 1000, "{seen} messages in {code}");
    }
}
