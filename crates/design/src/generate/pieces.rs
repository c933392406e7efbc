//! The pieces a generated course may use: the whole box, or the pieces a user
//! owns (`--pieces`). A course always has the start board and the finish
//! plate; the list names the terrain boards and strips, by either side's
//! letter (`C` or `D` names the physical piece C/D, whose both sides may be used).

use eldorado_core::catalog::{Catalog, PieceKind};
use eldorado_core::text::excerpt;

/// A name in a list of pieces that is no piece of the game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("there is no piece {name} in the game; name boards and strips by a letter A–R")]
pub struct UnknownPiece {
    /// The name as given, quoted and cut at 40 characters.
    pub name: String,
}

/// Physical pieces by their two sides, in catalog order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceSet {
    /// The start board's sides.
    pub start: [&'static str; 2],
    /// The finish plate's sides.
    pub finish: [&'static str; 2],
    /// The terrain boards that may be used.
    pub boards: Vec<[&'static str; 2]>,
    /// The strips that may be used.
    pub strips: Vec<[&'static str; 2]>,
}

impl PieceSet {
    /// Every piece in the box; strips only when asked for.
    pub fn whole_box(strips: bool) -> PieceSet {
        let mut set = PieceSet {
            start: ["A", "B"],
            finish: ["finish-jungle", "finish-river"],
            boards: Vec::new(),
            strips: Vec::new(),
        };
        for (kind, pair) in physical_pieces() {
            match kind {
                PieceKind::Terrain => set.boards.push(pair),
                PieceKind::Strip if strips => set.strips.push(pair),
                _ => {}
            }
        }
        set
    }

    /// The pieces named in a list such as "C, E, H, O": letters separated by
    /// commas or spaces. The start board and finish plate may be named and are
    /// always included. An unknown name is an error saying so.
    pub fn from_list(list: &str) -> Result<PieceSet, UnknownPiece> {
        let catalog = Catalog::get();
        let mut set =
            PieceSet { boards: Vec::new(), strips: Vec::new(), ..PieceSet::whole_box(false) };
        for name in list.split([',', ' ']).map(str::trim).filter(|s| !s.is_empty()) {
            let side = catalog
                .side(name)
                .or_else(|| catalog.side(&name.to_ascii_uppercase()))
                .or_else(|| catalog.side(&format!("finish-{name}")))
                .or_else(|| {
                    (name.eq_ignore_ascii_case("finish"))
                        .then(|| catalog.side("finish-jungle"))
                        .flatten()
                })
                .ok_or_else(|| UnknownPiece { name: excerpt(name, 40) })?;
            let pair = pair_of(side.id.as_str());
            let into = match side.kind {
                PieceKind::Terrain => &mut set.boards,
                PieceKind::Strip => &mut set.strips,
                PieceKind::Start | PieceKind::Finish => continue,
            };
            if !into.contains(&pair) {
                into.push(pair);
            }
        }
        set.boards.sort();
        set.strips.sort();
        Ok(set)
    }

    /// These pieces less the physical pieces that `used` sides belong to
    /// (either side of a piece uses the whole piece).
    pub fn without(&self, used: &[&str]) -> PieceSet {
        let used: Vec<[&'static str; 2]> = used.iter().map(|id| pair_of(id)).collect();
        let left =
            |v: &[[&'static str; 2]]| v.iter().copied().filter(|p| !used.contains(p)).collect();
        PieceSet { boards: left(&self.boards), strips: left(&self.strips), ..self.clone() }
    }

    /// "2 terrain boards (C/D, E/F) and 1 strip (O/P)", in English.
    pub fn describe(&self) -> String {
        self.said(eldorado_messages::Lang::English)
    }

    /// "2 terrain boards (C/D, E/F) and 1 strip (O/P)", in `lang`.
    pub fn said(&self, lang: eldorado_messages::Lang) -> String {
        use eldorado_messages::text_with;
        let names = |v: &[[&str; 2]]| {
            v.iter().map(|[a, b]| format!("{a}/{b}")).collect::<Vec<_>>().join(", ")
        };
        let boards = [("boards", self.boards.len().into()), ("names", names(&self.boards).into())];
        let boards = text_with(lang, "generate-pieces-boards", &boards);
        if self.strips.is_empty() {
            return boards;
        }
        let strips = [("strips", self.strips.len().into()), ("names", names(&self.strips).into())];
        let strips = text_with(lang, "generate-pieces-strips", &strips);
        text_with(
            lang,
            "generate-pieces-both",
            &[("boards", boards.into()), ("strips", strips.into())],
        )
    }
}

/// Each physical piece once, as (kind, [side, other side]).
fn physical_pieces() -> Vec<(PieceKind, [&'static str; 2])> {
    let mut out: Vec<(PieceKind, [&'static str; 2])> = Vec::new();
    for side in Catalog::get().sides() {
        let pair = pair_of(&side.id);
        if !out.iter().any(|(_, p)| *p == pair) {
            out.push((side.kind, pair));
        }
    }
    out
}

/// The two sides of the physical piece a side belongs to, in catalog order.
fn pair_of(id: &str) -> [&'static str; 2] {
    let catalog = Catalog::get();
    let ids: Vec<&'static str> = catalog.sides().iter().map(|s| s.id.as_str()).collect();
    let me = ids.iter().position(|s| *s == id).unwrap_or(0);
    let other = catalog.flip(id).and_then(|o| ids.iter().position(|s| o.id == *s)).unwrap_or(me);
    let (a, b) = (me.min(other), me.max(other));
    [ids[a], ids[b]]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_has_six_terrain_boards_and_two_strips() {
        let all = PieceSet::whole_box(true);
        assert_eq!(
            all.boards,
            vec![["C", "D"], ["E", "F"], ["G", "H"], ["I", "J"], ["K", "L"], ["M", "N"]]
        );
        assert_eq!(all.strips, vec![["O", "P"], ["Q", "R"]]);
        assert!(PieceSet::whole_box(false).strips.is_empty());
    }

    #[test]
    fn a_list_names_physical_pieces_by_either_side() {
        let set = PieceSet::from_list("d, E,f  O a finish").unwrap();
        assert_eq!(set.boards, vec![["C", "D"], ["E", "F"]]);
        assert_eq!(set.strips, vec![["O", "P"]]);
        assert_eq!(set.start, ["A", "B"]);
        let err = PieceSet::from_list("C, Z").unwrap_err();
        assert!(err.to_string().contains("\"Z\""), "{err}");
    }
}
