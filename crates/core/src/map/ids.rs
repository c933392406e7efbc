//! The one name of a space and of a seam of the assembled map, read alike by
//! the analysis, the simulator, the exporters and the editor. Each is its
//! index in the map, kept in two bytes, as the simulator holds thousands of
//! positions and tables by space and seam.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// Defines an id type over `u16`: its index, its "none", every id of a map,
/// printed and serialized as its number, and indexing plain tables by it.
macro_rules! index_id {
    ($(#[$doc:meta])* $name:ident, $what:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(u16);

        impl $name {
            #[doc = concat!("No ", $what, ": the end of a list, or none crossed. Never a real one,")]
            #[doc = concat!("since a map holds fewer than [`", stringify!($name), "::CAPACITY`].")]
            pub const NONE: $name = $name(u16::MAX);
            /// How many of them a map can number.
            pub const CAPACITY: usize = u16::MAX as usize;

            #[doc = concat!("The ", $what, " numbered `index`; panics past [`", stringify!($name), "::CAPACITY`],")]
            /// which the map's assembly never reaches.
            #[inline]
            pub const fn new(index: usize) -> $name {
                assert!(index < Self::CAPACITY, concat!("a ", $what, " past what a map can number"));
                $name(index as u16)
            }
            /// Its index in the map and in every table kept by it.
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }
            #[doc = concat!("Every ", $what, " of a map that has `len` of them, in order.")]
            #[inline]
            pub fn all(len: usize) -> impl DoubleEndedIterator<Item = $name> + ExactSizeIterator + Clone {
                (0..len.min(Self::CAPACITY) as u16).map($name)
            }
        }

        /// None, as a table's empty slot.
        impl Default for $name {
            fn default() -> $name {
                $name::NONE
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.0, f)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl<T> Index<$name> for [T] {
            type Output = T;
            #[inline]
            fn index(&self, id: $name) -> &T {
                &self[id.index()]
            }
        }

        impl<T> IndexMut<$name> for [T] {
            #[inline]
            fn index_mut(&mut self, id: $name) -> &mut T {
                &mut self[id.index()]
            }
        }

        impl<T> Index<$name> for Vec<T> {
            type Output = T;
            #[inline]
            fn index(&self, id: $name) -> &T {
                &self[id.index()]
            }
        }

        impl<T> IndexMut<$name> for Vec<T> {
            #[inline]
            fn index_mut(&mut self, id: $name) -> &mut T {
                &mut self[id.index()]
            }
        }
    };
}

index_id!(
    /// A space of the assembled course: its index in [`super::Map::spaces`].
    SpaceId,
    "space"
);

index_id!(
    /// A seam (the border between two touching pieces): its index in
    /// [`super::Map::seams`].
    SeamId,
    "seam"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_reads_and_writes_as_its_number() {
        let s = SpaceId::new(42);
        assert_eq!((s.index(), format!("{s}"), format!("{s:?}")), (42, "42".into(), "42".into()));
        assert_eq!(serde_json::to_string(&vec![s, SpaceId::new(7)]).unwrap(), "[42,7]");
        assert_eq!(serde_json::from_str::<SeamId>("3").unwrap(), SeamId::new(3));
        assert!(serde_json::from_str::<SeamId>("70000").is_err(), "past two bytes");
        assert_eq!(format!("{:?}", Some(SeamId::new(5))), "Some(5)");
    }

    #[test]
    fn tables_are_indexed_by_the_id_and_every_id_is_listed() {
        let mut table = vec!['a', 'b', 'c'];
        table[SpaceId::new(1)] = 'x';
        assert_eq!(table[SpaceId::new(1)], 'x');
        assert_eq!(table.as_slice()[SpaceId::new(2)], 'c');
        let all: Vec<usize> = SpaceId::all(table.len()).map(SpaceId::index).collect();
        assert_eq!(all, [0, 1, 2]);
        assert_eq!(SeamId::all(0).len(), 0);
        assert!(SpaceId::all(3).all(|s| s != SpaceId::NONE));
        assert_eq!(SpaceId::default(), SpaceId::NONE);
    }

    #[test]
    #[should_panic(expected = "past what a map can number")]
    fn an_id_past_two_bytes_is_refused() {
        let _ = SpaceId::new(SpaceId::CAPACITY);
    }
}
