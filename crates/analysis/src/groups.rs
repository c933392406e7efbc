//! Items that belong together, in groups: petgraph's union-find.

use petgraph::unionfind::UnionFind;

use eldorado_core::map::SpaceId;

/// What is grouped: plain indices, or spaces by their index.
pub trait Item: Copy {
    fn from_index(i: usize) -> Self;
    fn to_index(self) -> usize;
}

impl Item for usize {
    fn from_index(i: usize) -> usize {
        i
    }
    fn to_index(self) -> usize {
        self
    }
}

impl Item for SpaceId {
    fn from_index(i: usize) -> SpaceId {
        SpaceId::new(i)
    }
    fn to_index(self) -> usize {
        self.index()
    }
}

/// The items of `0..n` (plain indices or spaces) that `member` takes in
/// groups, two joined when a pair names them: each group in order, the groups
/// in the order of their first item.
pub fn groups<K: Item>(
    n: usize,
    member: impl Fn(K) -> bool,
    pairs: impl IntoIterator<Item = (K, K)>,
) -> Vec<Vec<K>> {
    let mut sets = UnionFind::<usize>::new(n);
    for (a, b) in pairs {
        sets.union(a.to_index(), b.to_index());
    }
    let mut out: Vec<Vec<K>> = Vec::new();
    let mut group_of = vec![usize::MAX; n];
    for item in (0..n).map(K::from_index).filter(|&i| member(i)) {
        let root = sets.find_mut(item.to_index());
        if group_of[root] == usize::MAX {
            group_of[root] = out.len();
            out.push(Vec::new());
        }
        out[group_of[root]].push(item);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::groups;

    #[test]
    fn joined_items_share_a_group_in_order_of_first_item() {
        let all = |_: usize| true;
        assert_eq!(
            groups(6, all, [(4, 1), (5, 3), (1, 0)]),
            vec![vec![0, 1, 4], vec![2], vec![3, 5]]
        );
        assert_eq!(
            groups(6, |i| i != 2 && i != 0, [(4, 1), (5, 3), (1, 0)]),
            vec![vec![1, 4], vec![3, 5]]
        );
        assert_eq!(groups(0, all, []), Vec::<Vec<usize>>::new());
    }
}
