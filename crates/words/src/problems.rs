//! What is wrong with a course, in a language: the rule a course breaks
//! ([`Fault`], "the finish plate (river side) touches board C as well as
//! board B…", « la plaque d'arrivée (face fleuve) touche le plateau C… ») and
//! why an edit cannot be made ([`EditError`]). The core keeps them as data;
//! English reads as the command line has always printed them.

use eldorado_core::catalog::{Catalog, PieceKind, SideId};
use eldorado_core::course::{BlockadeChoice, EditError};
use eldorado_core::hex::{Hex, fmt_hex};
use eldorado_core::map::{Fault, Problem};
use eldorado_messages::{Arg, Lang, text, text_with};

use crate::nouns;

/// A piece side by its id inside a sentence, with the article French puts
/// before it: "board C", « le plateau C »; an id the game does not have as
/// it is written.
pub fn the_piece(lang: Lang, id: &str) -> String {
    crate::pieces::the_piece(lang, id).unwrap_or_else(|| format!("{id:?}"))
}

/// "A, B and C", « A, B et C ».
pub fn and_list<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    crate::pieces::and_list(lang, items)
}

/// "A or B or C", « A ou B ou C ».
fn or_list(lang: Lang, items: &[String]) -> String {
    let mut said = items.first().cloned().unwrap_or_default();
    for next in items.iter().skip(1) {
        said = text_with(lang, "list-or", &[("first", said.into()), ("last", next.into())]);
    }
    said
}

/// The first four hexes, and how many more.
fn hexes(lang: Lang, hexes: &[Hex]) -> String {
    let shown: Vec<String> = hexes.iter().take(4).map(|&h| fmt_hex(h)).collect();
    let more = hexes.len().saturating_sub(4);
    if more > 0 {
        text_with(
            lang,
            "course-rule-hexes-more",
            &[("shown", shown.join(", ").into()), ("more", more.into())],
        )
    } else {
        and_list(lang, &shown)
    }
}

/// A blockade as a problem names it: "blockade 3", « la barrière 3 ».
fn blockade(lang: Lang, b: BlockadeChoice) -> String {
    match b {
        BlockadeChoice::Number(n) => {
            text_with(lang, "course-rule-blockade-number", &[("number", n.into())])
        }
        BlockadeChoice::Random => text(lang, "course-rule-blockade-random"),
    }
}

/// The problem in `lang`, as one sentence (no capital, no full stop).
pub fn problem(p: &Problem, lang: Lang) -> String {
    fault(&p.fault, lang)
}

/// The fault in `lang`, as one sentence (no capital, no full stop).
pub fn fault(f: &Fault, lang: Lang) -> String {
    let the = |id: &str| the_piece(lang, id);
    let the_all = |ids: &[SideId]| -> Vec<String> { ids.iter().map(|id| the(id)).collect() };
    let say = |id: &str, args: &[(&str, Arg)]| text_with(lang, id, args);
    match f {
        Fault::UnknownPiece { piece } => {
            say("course-rule-unknown-piece", &[("piece", format!("{piece:?}").into())])
        }
        Fault::PlacedTimes { side, times } => {
            let finish = Catalog::get().side(side).is_some_and(|s| s.kind == PieceKind::Finish);
            if finish {
                say(
                    "course-rule-finish-placed-times",
                    &[("finish", the(side).into()), ("times", (*times).into())],
                )
            } else {
                say(
                    "course-rule-placed-times",
                    &[("side", side.as_str().into()), ("times", (*times).into())],
                )
            }
        }
        Fault::BothSides { sides, times, physical } => {
            let times = if times.is_empty() {
                String::new()
            } else {
                let each: Vec<String> = times
                    .iter()
                    .map(|(s, n)| {
                        say(
                            "course-rule-side-times",
                            &[("side", s.as_str().into()), ("times", (*n).into())],
                        )
                    })
                    .collect();
                format!(" ({})", each.join(", "))
            };
            say(
                "course-rule-both-sides",
                &[
                    ("sides", and_list(lang, sides).into()),
                    ("times", times.into()),
                    ("physical", physical.into()),
                ],
            )
        }
        Fault::NoStart => text(lang, "course-rule-no-start"),
        Fault::NoFinish => text(lang, "course-rule-no-finish"),
        Fault::SeveralStarts { found } | Fault::SeveralFinishes { found } => {
            let id = if matches!(f, Fault::SeveralStarts { .. }) {
                "course-rule-several-starts"
            } else {
                "course-rule-several-finishes"
            };
            say(id, &[("count", found.len().into()), ("pieces", and_list(lang, found).into())])
        }
        Fault::Overlap { over, under, hexes: at } => say(
            "course-rule-overlap",
            &[
                ("over", the(over).into()),
                ("under", the(under).into()),
                ("count", at.len().into()),
                ("hexes", hexes(lang, at).into()),
            ],
        ),
        Fault::Disconnected { pieces } => say(
            "course-rule-disconnected",
            &[("count", pieces.len().into()), ("pieces", and_list(lang, &the_all(pieces)).into())],
        ),
        Fault::Misaligned { a, b, pairs, flush } => {
            let flush: Vec<String> = flush.iter().map(|n| n.to_string()).collect();
            say(
                "course-rule-misaligned",
                &[
                    ("a", the(a).into()),
                    ("b", the(b).into()),
                    ("count", (*pairs).into()),
                    ("flush", or_list(lang, &flush).into()),
                ],
            )
        }
        Fault::NotchEmpty { finish, notch } => say(
            "course-rule-notch-empty",
            &[("finish", the(finish).into()), ("at", fmt_hex(*notch).into())],
        ),
        Fault::NotchOffBoard { finish, notch, on } => say(
            "course-rule-notch-off-board",
            &[
                ("finish", the(finish).into()),
                ("at", fmt_hex(*notch).into()),
                ("on", the(on).into()),
            ],
        ),
        Fault::NotchNotCorner { finish, board, notch } => say(
            "course-rule-notch-not-corner",
            &[
                ("finish", the(finish).into()),
                ("board", the(board).into()),
                ("at", fmt_hex(*notch).into()),
            ],
        ),
        Fault::FinishingSpaceApart { finish, space, board } => say(
            "course-rule-finishing-space-apart",
            &[
                ("finish", the(finish).into()),
                ("at", fmt_hex(*space).into()),
                ("board", the(board).into()),
            ],
        ),
        Fault::FinishTouchesOther { finish, other, board } => say(
            "course-rule-finish-touches-other",
            &[
                ("finish", the(finish).into()),
                ("other", the(other).into()),
                ("board", the(board).into()),
            ],
        ),
        Fault::BlockadeOffCourse { blockade: b, between: [a, c], missing } => say(
            "course-rule-blockade-off-course",
            &[
                ("blockade", blockade(lang, *b).into()),
                ("a", a.as_str().into()),
                ("b", c.as_str().into()),
                ("count", missing.len().into()),
                ("missing", and_list(lang, missing).into()),
            ],
        ),
        Fault::BlockadeNoSeam { blockade: b, between: [a, c] } => say(
            "course-rule-blockade-no-seam",
            &[
                ("blockade", blockade(lang, *b).into()),
                ("a", a.as_str().into()),
                ("b", c.as_str().into()),
            ],
        ),
        Fault::BlockadeBeforeFinish { blockade: b, seam } => say(
            "course-rule-blockade-before-finish",
            &[("blockade", blockade(lang, *b).into()), ("seam", seam.into())],
        ),
        Fault::BlockadeFarSide { blockade: b, seam, strip, entry } => {
            let entry = if entry.is_empty() {
                String::new()
            } else {
                format!(" ({})", and_list(lang, entry))
            };
            say(
                "course-rule-blockade-far-side",
                &[
                    ("blockade", blockade(lang, *b).into()),
                    ("seam", seam.into()),
                    ("strip", the(strip).into()),
                    ("entry", entry.into()),
                ],
            )
        }
        Fault::BlockadeTwice { seam } => {
            say("course-rule-blockade-twice", &[("seam", seam.into())])
        }
        Fault::BlockadeReused { number, seams } => say(
            "course-rule-blockade-reused",
            &[("number", (*number).into()), ("seams", and_list(lang, seams).into())],
        ),
        Fault::TooManyBlockades { total } => {
            say("course-rule-too-many-blockades", &[("total", (*total).into())])
        }
        Fault::CaveOffMountain { side, at, local, terrain } => say(
            "course-rule-cave-off-mountain",
            &[
                ("piece", the(side).into()),
                ("at", fmt_hex(*at).into()),
                ("local", fmt_hex(*local).into()),
                ("terrain", nouns::terrain(*terrain, lang).into()),
            ],
        ),
        Fault::CaveOffPiece { side, local } => say(
            "course-rule-cave-off-piece",
            &[("piece", the(side).into()), ("local", fmt_hex(*local).into())],
        ),
        Fault::NoCaveToRemove { side, local } => say(
            "course-rule-no-cave-to-remove",
            &[("piece", the(side).into()), ("local", fmt_hex(*local).into())],
        ),
    }
}

/// Why an edit cannot be made, in `lang` (no capital, no full stop).
pub fn edit_error(e: &EditError, lang: Lang) -> String {
    let the = |id: &str| the_piece(lang, id);
    match e {
        EditError::NotPlaced { piece } => {
            text_with(lang, "course-edit-not-placed", &[("piece", the(piece).into())])
        }
        EditError::UnknownSide { side } => {
            text_with(lang, "course-rule-unknown-piece", &[("piece", format!("{side:?}").into())])
        }
        EditError::NotOtherSide { piece, side: Some(side) } => text_with(
            lang,
            "course-edit-not-other-side",
            &[("piece", the(piece).into()), ("side", the(side).into())],
        ),
        EditError::NotOtherSide { piece, side: None } => {
            text_with(lang, "course-edit-no-other-side", &[("piece", the(piece).into())])
        }
        EditError::OtherKind { piece, with } => text_with(
            lang,
            "course-edit-other-kind",
            &[("piece", the(piece).into()), ("with", the(with).into())],
        ),
        EditError::InUse { with } => {
            text_with(lang, "course-edit-in-use", &[("with", the(with).into())])
        }
        EditError::NoMountain { piece, at } => text_with(
            lang,
            "course-edit-no-mountain",
            &[("piece", the(piece).into()), ("at", at.into())],
        ),
        EditError::NoBlockade { number } => {
            text_with(lang, "course-edit-no-blockade", &[("number", (*number).into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eldorado_core::course::{Course, Placement, SeamBlockade, official};
    use eldorado_core::hex::Rotation;
    use eldorado_core::map::Map;

    /// Courses breaking rules: each problem reads in both languages, the
    /// French with no English (tests/problems.rs holds the English to the
    /// command line's sentences).
    fn broken() -> Vec<Course> {
        let mut out = Vec::new();
        let base = official::course("first-course").unwrap();
        // Every piece moved by one hex, one at a time, and turned: overlaps,
        // misaligned seams, loose pieces, a finish plate off its corner.
        for i in 0..base.pieces.len() {
            for (dq, dr, turn) in [(1, 0, 0), (0, 3, 0), (-2, 1, 1), (0, 0, 2), (5, -5, 0)] {
                let mut c = base.clone();
                let p = &mut c.pieces[i];
                p.origin += Hex::new(dq, dr);
                p.rotation = Rotation::new((p.rotation.steps() + turn) % 6).unwrap();
                out.push(c);
            }
        }
        // No start, no finish, two of them, a piece twice, both sides, an
        // unknown piece.
        let mut c = base.clone();
        c.pieces.retain(|p| {
            p.side().is_some_and(|s| !matches!(s.kind, PieceKind::Start | PieceKind::Finish))
        });
        out.push(c);
        let mut c = base.clone();
        let copies: Vec<Placement> = c.pieces.iter().take(3).cloned().collect();
        c.pieces.extend(copies.clone());
        c.pieces.extend(copies);
        let finish = c.pieces.iter().find(|p| p.piece.starts_with("finish-")).unwrap().clone();
        c.pieces.push(finish.clone());
        c.pieces.push(finish);
        out.push(c);
        let mut c = base.clone();
        let mut other = c.pieces[1].clone();
        other.piece = Catalog::get().flip(&other.piece).unwrap().id.clone();
        c.pieces.push(other);
        c.pieces.push(Placement { piece: "Z".into(), ..c.pieces[1].clone() });
        out.push(c);
        // Blockades: off the course, on no seam, before the finish, reused,
        // twice on a seam, too many.
        let mut c = base.clone();
        let ids: Vec<eldorado_core::catalog::SideId> =
            c.pieces.iter().map(|p| p.piece.clone()).collect();
        for (i, a) in ids.iter().enumerate() {
            for b in ids.iter().skip(i + 1) {
                for choice in [BlockadeChoice::Number(2), BlockadeChoice::Random] {
                    c.blockades
                        .push(SeamBlockade { between: [a.clone(), b.clone()], blockade: choice });
                }
            }
        }
        c.blockades.push(SeamBlockade {
            between: ["Q".into(), "Z".into()],
            blockade: BlockadeChoice::Number(1),
        });
        out.push(c);
        // Caves where they cannot be.
        let mut c = base.clone();
        c.pieces[1].extra_caves.push(Hex::new(0, 0));
        c.pieces[1].extra_caves.push(Hex::new(40, 40));
        c.pieces[1].removed_caves.push(Hex::new(1, 0));
        out.push(c);
        out
    }

    #[test]
    fn every_problem_reads_in_english_and_in_french() {
        let mut kinds = std::collections::HashSet::new();
        for course in broken() {
            let assembly = Map::assemble(&course);
            for p in &assembly.problems {
                let english = problem(p, Lang::English);
                assert!(!english.contains("course-") && !english.contains('{'), "{english}");
                let french = problem(p, Lang::French);
                assert!(!french.contains("course-") && !french.contains('{'), "{french}");
                for word in french.split(|c: char| !c.is_alphanumeric()) {
                    for english in ["the", "board", "touches", "piece", "is", "not", "blockade"] {
                        assert_ne!(word, english, "{french}");
                    }
                }
                kinds.insert(std::mem::discriminant(&p.fault));
            }
        }
        assert!(kinds.len() >= 12, "{} kinds of fault tried", kinds.len());
    }

    #[test]
    fn every_edit_error_reads_in_english_as_the_core_says_it_and_in_french() {
        let errors = [
            EditError::NotPlaced { piece: "C".into() },
            EditError::UnknownSide { side: "Z".into() },
            EditError::NotOtherSide { piece: "C".into(), side: Some("E".into()) },
            EditError::NotOtherSide { piece: "C".into(), side: None },
            EditError::OtherKind { piece: "C".into(), with: "O".into() },
            EditError::InUse { with: "D".into() },
            EditError::NoMountain { piece: "finish-river".into(), at: "(1, 0)".into() },
            EditError::NoBlockade { number: 9 },
        ];
        for e in &errors {
            assert_eq!(edit_error(e, Lang::English), e.to_string());
            let french = edit_error(e, Lang::French);
            assert!(!french.contains("course-") && !french.contains('{'), "{french}");
            for word in french.split(|c: char| !c.is_alphanumeric()) {
                assert!(!["the", "board", "piece", "is", "not"].contains(&word), "{french}");
            }
        }
    }
}
