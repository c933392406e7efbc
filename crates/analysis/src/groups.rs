//! Items that belong together, in groups: petgraph's union-find.

use petgraph::unionfind::UnionFind;

/// The items of `0..n` that `member` takes in groups, two joined when a pair
/// names them: each group in order, the groups in the order of their first
/// item.
pub fn groups(
    n: usize,
    member: impl Fn(usize) -> bool,
    pairs: impl IntoIterator<Item = (usize, usize)>,
) -> Vec<Vec<usize>> {
    let mut sets = UnionFind::new(n);
    for (a, b) in pairs {
        sets.union(a, b);
    }
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut group_of = vec![usize::MAX; n];
    for item in (0..n).filter(|&i| member(i)) {
        let root = sets.find_mut(item);
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
        let all = |_| true;
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
