//! A piece side's id, typed: the printed letter ("C") or the finish plate's
//! side ("finish-river"), as the catalog and a course file write it. The
//! editor's requests and effects that name pieces carry it, and the finish
//! plate's terrain is read from an id in one place.

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;

use super::Terrain;

/// The id of a piece side: "C", "O", "finish-river".
#[derive(
    Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct SideId(String);

/// Written as the id's text is (`"C"`): the id is what a reader knows it by,
/// in a message as in a test's failure.
impl fmt::Debug for SideId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl SideId {
    /// The id as it is written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The id as an owned string, for the course's own fields.
    pub fn into_string(self) -> String {
        self.0
    }

    /// The terrain of a finish plate's side ("finish-river": river); `None`
    /// for any other piece.
    pub fn finish_terrain(&self) -> Option<Terrain> {
        SideId::finish_terrain_of(&self.0)
    }

    /// [`SideId::finish_terrain`] of an id as the course writes it.
    pub fn finish_terrain_of(id: &str) -> Option<Terrain> {
        let name = id.strip_prefix("finish-")?;
        Terrain::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl Deref for SideId {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for SideId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for SideId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SideId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for SideId {
    fn from(id: &str) -> SideId {
        SideId(id.to_owned())
    }
}

impl From<String> for SideId {
    fn from(id: String) -> SideId {
        SideId(id)
    }
}

impl From<&String> for SideId {
    fn from(id: &String) -> SideId {
        SideId(id.clone())
    }
}

impl From<&SideId> for SideId {
    fn from(id: &SideId) -> SideId {
        id.clone()
    }
}

impl From<SideId> for String {
    fn from(id: SideId) -> String {
        id.0
    }
}

impl PartialEq<str> for SideId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for SideId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for SideId {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl PartialEq<SideId> for String {
    fn eq(&self, other: &SideId) -> bool {
        *self == other.0
    }
}

impl PartialEq<SideId> for &str {
    fn eq(&self, other: &SideId) -> bool {
        *self == other.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_finish_plates_terrain_is_read_from_its_id() {
        assert_eq!(SideId::from("finish-river").finish_terrain(), Some(Terrain::River));
        assert_eq!(SideId::from("finish-jungle").finish_terrain(), Some(Terrain::Jungle));
        assert_eq!(SideId::from("C").finish_terrain(), None);
        assert_eq!(SideId::from("finish-lava").finish_terrain(), None);
        for side in crate::catalog::Catalog::get().sides() {
            let finish = side.kind == crate::catalog::PieceKind::Finish;
            assert_eq!(side.id.finish_terrain().is_some(), finish, "{}", side.id);
        }
    }
}
