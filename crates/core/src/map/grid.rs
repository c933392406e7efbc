//! Hex → space lookup on a dense grid over the course's bounding box: analyses
//! and the simulator look hexes up often, and an array index beats hashing.

use super::SpaceId;
use crate::hex::Hex;

/// A box larger than this (a piece dragged far from the rest: course files keep
/// coordinates within ±1,000, which fits) keeps a sorted list instead, so that
/// a stray piece can't make the grid huge.
const MAX_CELLS: i64 = 1 << 23;
const EMPTY: SpaceId = SpaceId::NONE;

#[derive(Debug, Clone, Default)]
pub(super) struct Grid {
    min: (i32, i32),
    width: i32,
    height: i32,
    /// Space ids row by row, `EMPTY` where there is none.
    cells: Vec<SpaceId>,
    /// Used instead of `cells` when the box is too large: (row, column, id) sorted.
    sparse: Vec<(i32, i32, SpaceId)>,
}

impl Grid {
    /// An empty grid able to hold every hex given.
    pub fn covering(hexes: impl IntoIterator<Item = Hex>) -> Grid {
        let mut it = hexes.into_iter();
        let Some(first) = it.next() else { return Grid::default() };
        let (q0, r0, q1, r1) = it.fold((first.x, first.y, first.x, first.y), |(a, b, c, d), h| {
            (a.min(h.x), b.min(h.y), c.max(h.x), d.max(h.y))
        });
        let (width, height) =
            (i64::from(q1) - i64::from(q0) + 1, i64::from(r1) - i64::from(r0) + 1);
        if width * height > MAX_CELLS {
            return Grid::default();
        }
        let (width, height) = (width as i32, height as i32);
        Grid {
            min: (q0, r0),
            width,
            height,
            cells: vec![EMPTY; (width * height) as usize],
            sparse: Vec::new(),
        }
    }

    #[inline]
    fn slot(&self, h: Hex) -> Option<usize> {
        let (x, y) =
            (i64::from(h.x) - i64::from(self.min.0), i64::from(h.y) - i64::from(self.min.1));
        ((0..i64::from(self.width)).contains(&x) && (0..i64::from(self.height)).contains(&y))
            .then(|| (y * i64::from(self.width) + x) as usize)
    }

    #[inline]
    pub fn get(&self, h: Hex) -> Option<SpaceId> {
        match self.slot(h) {
            Some(i) => Some(self.cells[i]).filter(|&id| id != EMPTY),
            None if self.sparse.is_empty() => None,
            None => self.sparse_get(h),
        }
    }

    #[cold]
    fn sparse_get(&self, h: Hex) -> Option<SpaceId> {
        let i = self.sparse.binary_search_by_key(&(h.y, h.x), |&(r, q, _)| (r, q)).ok()?;
        Some(self.sparse[i].2)
    }

    /// Puts a space at a hex the grid covers; the caller has checked it is free.
    pub fn insert(&mut self, h: Hex, id: SpaceId) {
        if self.cells.is_empty() {
            if let Err(i) = self.sparse.binary_search_by_key(&(h.y, h.x), |&(r, q, _)| (r, q)) {
                self.sparse.insert(i, (h.y, h.x, id));
            }
        } else if let Some(i) = self.slot(h) {
            self.cells[i] = id;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_what_was_put_and_nothing_else() {
        let hexes = [Hex::new(-2, 3), Hex::new(4, -1), Hex::new(0, 0)];
        let mut g = Grid::covering(hexes);
        for (i, &h) in hexes.iter().enumerate() {
            assert_eq!(g.get(h), None);
            g.insert(h, SpaceId::new(i));
        }
        for (i, &h) in hexes.iter().enumerate() {
            assert_eq!(g.get(h), Some(SpaceId::new(i)));
        }
        assert_eq!(g.get(Hex::new(1, 1)), None, "inside the box, empty");
        assert_eq!(g.get(Hex::new(9, 9)), None, "outside the box");
        assert_eq!(g.get(Hex::new(i32::MIN, i32::MAX)), None);
    }

    #[test]
    fn a_box_too_large_to_fill_still_finds_spaces() {
        let hexes = [Hex::new(-100_000, 0), Hex::new(100_000, 5), Hex::new(0, -100_000)];
        let mut g = Grid::covering(hexes);
        assert!(g.cells.is_empty());
        for (i, &h) in hexes.iter().enumerate() {
            g.insert(h, SpaceId::new(i));
        }
        for (i, &h) in hexes.iter().enumerate() {
            assert_eq!(g.get(h), Some(SpaceId::new(i)));
        }
        assert_eq!(g.get(Hex::new(0, 0)), None);
    }
}
