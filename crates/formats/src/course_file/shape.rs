//! The file's shape on disk and its conversion to and from a [`Course`], with
//! every bound checked and each problem named by its field path.

use serde::{Deserialize, Serialize};

use super::{CourseError, FORMAT, QUOTED_CHARS, VERSION};
use eldorado_core::catalog::{Catalog, SideId};
use eldorado_core::course::{BlockadeChoice, Course, LIMITS, Placement, SeamBlockade};
use eldorado_core::hex::{Hex, Rotation};
use eldorado_core::text::excerpt;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CourseFile {
    pub(super) format: String,
    pub(super) version: Whole,
    #[serde(default)]
    pub(super) name: String,
    #[serde(default)]
    pub(super) author: String,
    #[serde(default)]
    pub(super) notes: String,
    pub(super) pieces: Vec<PlacementFile>,
    #[serde(default)]
    pub(super) blockades: Vec<SeamFile>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PlacementFile {
    piece: String,
    rotation: Whole,
    q: Whole,
    r: Whole,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    extra_caves: Vec<LocalHex>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    removed_caves: Vec<LocalHex>,
}

/// A hex local to a piece (a cave), with whole-number fields like the rest.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LocalHex {
    q: Whole,
    r: Whole,
}

impl LocalHex {
    /// The hex, if it lies near the piece (cave positions are local to it).
    fn near_the_piece(self) -> Option<Hex> {
        let near = |v: i128| i32::try_from(v).ok().filter(|v| v.unsigned_abs() <= 10);
        Some(Hex::new(near(self.q.0)?, near(self.r.0)?))
    }
}

impl From<Hex> for LocalHex {
    fn from(h: Hex) -> Self {
        LocalHex { q: Whole(i128::from(h.x)), r: Whole(i128::from(h.y)) }
    }
}

/// A whole-number field. serde's own message for `1.5` or `1e23` speaks of
/// "floating point" and "i64"; this one says what a user can act on. A whole
/// number written as a decimal (`3.0`, `3e0`, `-0`) is taken as that number.
#[derive(Clone, Copy, Serialize)]
#[serde(transparent)]
pub(super) struct Whole(pub(super) i128);

impl<'de> Deserialize<'de> for Whole {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct WholeVisitor;
        impl serde::de::Visitor<'_> for WholeVisitor {
            type Value = Whole;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a whole number")
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Whole, E> {
                Ok(Whole(v.into()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Whole, E> {
                Ok(Whole(v.into()))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Whole, E> {
                // Up to 2^53 a decimal is exact, and the field's own check names
                // it; past that it is far outside any range a field allows.
                const EXACT: f64 = 9_007_199_254_740_992.0;
                let said = eldorado_core::text::number(v);
                if v.fract() == 0.0 && v.abs() <= EXACT {
                    Ok(Whole(v as i128))
                } else if v.is_finite() && v.fract() == 0.0 {
                    Err(E::custom(format!("{said} is far outside any allowed range")))
                } else {
                    Err(E::custom(format!("expected a whole number, found {said}")))
                }
            }
        }
        d.deserialize_i64(WholeVisitor)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SeamFile {
    between: [String; 2],
    blockade: BlockadeFile,
}

/// A blockade number or the word "random".
#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum BlockadeFile {
    Number(i128),
    Word(String),
}

impl<'de> Deserialize<'de> for BlockadeFile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct BlockadeVisitor;
        impl serde::de::Visitor<'_> for BlockadeVisitor {
            type Value = BlockadeFile;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a blockade number 1 to 6 or \"random\"")
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<BlockadeFile, E> {
                Ok(BlockadeFile::Number(v.into()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<BlockadeFile, E> {
                Ok(BlockadeFile::Number(v.into()))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<BlockadeFile, E> {
                Whole::deserialize(serde::de::value::F64Deserializer::<E>::new(v))
                    .map(|w| BlockadeFile::Number(w.0))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<BlockadeFile, E> {
                Ok(BlockadeFile::Word(v.to_string()))
            }
        }
        d.deserialize_any(BlockadeVisitor)
    }
}

impl CourseFile {
    pub(super) fn from_course(c: &Course) -> Self {
        CourseFile {
            format: FORMAT.to_string(),
            version: Whole(i128::from(VERSION)),
            name: c.name.clone(),
            author: c.author.clone(),
            notes: c.notes.clone(),
            pieces: c
                .pieces
                .iter()
                .map(|p| PlacementFile {
                    piece: p.piece.to_string(),
                    rotation: Whole(i128::from(p.rotation.steps())),
                    q: Whole(i128::from(p.origin.x)),
                    r: Whole(i128::from(p.origin.y)),
                    extra_caves: p.extra_caves.iter().map(|&h| LocalHex::from(h)).collect(),
                    removed_caves: p.removed_caves.iter().map(|&h| LocalHex::from(h)).collect(),
                })
                .collect(),
            blockades: c
                .blockades
                .iter()
                .map(|s| SeamFile {
                    between: s.between.clone().map(String::from),
                    blockade: match s.blockade {
                        BlockadeChoice::Number(n) => BlockadeFile::Number(i128::from(n)),
                        BlockadeChoice::Random => BlockadeFile::Word("random".into()),
                    },
                })
                .collect(),
        }
    }

    pub(super) fn into_course(self) -> Result<Course, CourseError> {
        let invalid = |path: String, message: String| CourseError::Invalid { path, message };
        let l = LIMITS;
        if self.name.chars().count() > l.name_chars {
            return Err(invalid(
                "name".into(),
                format!("the name is longer than {} characters", l.name_chars),
            ));
        }
        if self.author.chars().count() > l.name_chars {
            return Err(invalid(
                "author".into(),
                format!("the author is longer than {} characters", l.name_chars),
            ));
        }
        if self.notes.chars().count() > l.notes_chars {
            return Err(invalid(
                "notes".into(),
                format!("the notes are longer than {} characters", l.notes_chars),
            ));
        }
        if self.pieces.len() > l.pieces {
            return Err(invalid(
                "pieces".into(),
                format!("{} pieces is more than the limit of {}", self.pieces.len(), l.pieces),
            ));
        }
        if self.blockades.len() > l.blockades {
            return Err(invalid(
                "blockades".into(),
                format!(
                    "{} blockades is more than the limit of {}",
                    self.blockades.len(),
                    l.blockades
                ),
            ));
        }
        let catalog = Catalog::get();
        let known = || {
            let ids: Vec<&str> = catalog.side_ids().collect();
            format!("the known pieces are {}", ids.join(", "))
        };
        let mut pieces = Vec::with_capacity(self.pieces.len());
        for (i, p) in self.pieces.into_iter().enumerate() {
            let at = |field: &str| format!("pieces[{i}]{field}");
            if catalog.side(&p.piece).is_none() {
                return Err(invalid(
                    at(".piece"),
                    format!("there is no piece {}; {}", excerpt(&p.piece, QUOTED_CHARS), known()),
                ));
            }
            let rotation = u8::try_from(p.rotation.0)
                .ok()
                .and_then(Rotation::new)
                .ok_or_else(|| invalid(at(".rotation"), format!("rotation {} is out of range; it must be 0 to 5 (steps of 60° clockwise)", p.rotation.0)))?;
            let coord = |v: i128, name: &str| {
                // unsigned_abs: abs() of i32::MIN overflows (panics in debug, and in
                // release gives a negative number that passed the range check).
                i32::try_from(v)
                    .ok()
                    .filter(|v| v.unsigned_abs() <= l.coordinate.unsigned_abs())
                    .ok_or_else(|| {
                        invalid(
                            at(&format!(".{name}")),
                            format!(
                                "{name} = {v} is outside the allowed range -{0} to {0}",
                                l.coordinate
                            ),
                        )
                    })
            };
            let origin = Hex::new(coord(p.q.0, "q")?, coord(p.r.0, "r")?);
            let mut caves = [Vec::new(), Vec::new()];
            for ((list, name), found) in
                [(&p.extra_caves, "extra_caves"), (&p.removed_caves, "removed_caves")]
                    .into_iter()
                    .zip(&mut caves)
            {
                if list.len() > l.caves_per_piece {
                    return Err(invalid(
                        at(&format!(".{name}")),
                        format!("more than {} entries", l.caves_per_piece),
                    ));
                }
                for c in list {
                    let h = c.near_the_piece().ok_or_else(|| {
                        let far = format!("({}, {})", c.q.0, c.r.0);
                        invalid(at(&format!(".{name}")), format!("{far} is far outside the piece; cave positions are local to the piece"))
                    })?;
                    found.push(h);
                }
            }
            let [extra_caves, removed_caves] = caves;
            pieces.push(Placement {
                piece: p.piece.into(),
                rotation,
                origin,
                extra_caves,
                removed_caves,
            });
        }
        let mut blockades = Vec::with_capacity(self.blockades.len());
        for (i, s) in self.blockades.into_iter().enumerate() {
            let at = |field: &str| format!("blockades[{i}]{field}");
            for id in &s.between {
                if catalog.side(id).is_none() {
                    return Err(invalid(
                        at(".between"),
                        format!("there is no piece {}; {}", excerpt(id, QUOTED_CHARS), known()),
                    ));
                }
            }
            let blockade = match s.blockade {
                BlockadeFile::Number(n) if (1..=6).contains(&n) => BlockadeChoice::Number(n as u8),
                BlockadeFile::Number(n) => {
                    return Err(invalid(
                        at(".blockade"),
                        format!("there is no blockade {n}; blockades are numbered 1 to 6"),
                    ));
                }
                BlockadeFile::Word(w) if w == "random" => BlockadeChoice::Random,
                BlockadeFile::Word(w) => {
                    return Err(invalid(
                        at(".blockade"),
                        format!(
                            "{} is not a blockade; use a number 1 to 6 or \"random\"",
                            excerpt(&w, QUOTED_CHARS)
                        ),
                    ));
                }
            };
            blockades.push(SeamBlockade { between: s.between.map(SideId::from), blockade });
        }
        Ok(Course { name: self.name, author: self.author, notes: self.notes, pieces, blockades })
    }
}
