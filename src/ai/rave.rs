//! RAVE (rapid action value estimation): every playout through a node also counts for each of
//! the node's moves that the same side played later in it, "all moves as first" (AMAF). In
//! placement games a point is worth much the same whenever it is taken, so these shared
//! statistics rank a node's moves after a few playouts, long before each move has its own.
//! Selection blends a move's own value with its AMAF value, the AMAF share shrinking as the
//! move's own visits grow (Silver's schedule with an equivalence constant; the blend is in
//! `mcts::select`).

use super::tree::{NO_KEY, Tree};
use crate::rules::Side;

/// Records that the side in `key` (see [`Tree::amaf_key`]) took its point, unless the point
/// was taken earlier in this playout.
#[inline]
pub(super) fn mark(owners: &mut [u8], key: u16) {
    if key != NO_KEY {
        let side = Side::from_index(usize::from(key & 1));
        super::mark_taken(owners, usize::from(key >> 1), side);
    }
}

/// After a playout: for every node on `path`, each child whose mover took the child's point
/// in the playout (`owners`: 1 + the index of the side that took each point first, tree
/// moves included) gains an AMAF visit and the playout's result for its mover (`results`,
/// by side). A node with at least twice `thin_from` visits (0: none) counts only one playout
/// in [`weight`]'s stride, with that weight. `taken` is scratch space.
pub(super) fn update<M>(
    tree: &mut Tree<M>,
    path: &[u32],
    owners: &[u8],
    results: &[f32; 2],
    thin_from: f32,
    taken: &mut Vec<f32>,
) {
    // One table for the whole path, indexed by key: 1 for the keys (point and side) the
    // playout has, 0 for the others; its last entry stands for `NO_KEY`. Built with no branch
    // (whether a point was First's or Second's is a coin toss, which a branch would mispredict
    // half the time). Then for each node, its children's entries are gathered into the rest
    // of `taken`, and added to their statistics as vector code: a node's children all have
    // the same mover, so the result they gain is one number per node.
    let no_key = owners.len() * 2;
    let widest = path
        .iter()
        .map(|&id| tree.links[id as usize].n_children as usize)
        .max()
        .unwrap_or(0);
    taken.resize(no_key + 1 + widest, 0.0);
    let (table, gathered) = taken.split_at_mut(no_key + 1);
    for (pair, &owner) in table.chunks_exact_mut(2).zip(owners) {
        pair[0] = f32::from(u8::from(owner == 1));
        pair[1] = f32::from(u8::from(owner == 2));
    }
    table[no_key] = 0.0;
    for &id in path {
        let range = tree.links[id as usize].children();
        if range.is_empty() {
            continue;
        }
        let Some(weight) = weight(tree.visits[id as usize], thin_from) else {
            continue;
        };
        let result = results[tree.links[range.start].mover.index()] * weight;
        let keys = &tree.amaf_keys[range.clone()];
        let gathered = &mut gathered[..keys.len()];
        for (had, &key) in gathered.iter_mut().zip(keys) {
            *had = table[usize::from(key).min(no_key)];
        }
        let visits = &mut tree.amaf_visits[range.clone()][..keys.len()];
        for (visits, &had) in visits.iter_mut().zip(gathered.iter()) {
            *visits += had * weight;
        }
        let wins = &mut tree.amaf_wins[range][..keys.len()];
        for (wins, &had) in wins.iter_mut().zip(gathered.iter()) {
            *wins += had * result;
        }
    }
}

/// The weight of this playout in the AMAF statistics under a node that now has `visits`
/// (this playout included), or `None` when it is skipped: below `2 * thin_from` visits
/// (or with `thin_from` 0) every playout counts once; from `2^k * thin_from` on, one playout
/// in `2^k` counts, `2^k` times. The weighted counts then track the full ones, and each
/// doubling of the node's visits costs `thin_from` updates more.
pub(super) fn weight(visits: f32, thin_from: f32) -> Option<f32> {
    let stride = if thin_from > 0.0 {
        let ratio = (visits / thin_from) as u32;
        match ratio {
            0 => 1,
            r => 1u32 << (31 - r.leading_zeros()),
        }
    } else {
        1
    };
    (visits as u32)
        .is_multiple_of(stride)
        .then_some(stride as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A root (First to move) with four children: First's moves on points 0, 1 and 2, and one
    /// move that takes no point.
    fn tree() -> Tree<u8> {
        let mut tree = Tree::with_root(Side::First);
        for (mv, point) in [(0, Some(0)), (1, Some(1)), (2, Some(2)), (3, None)] {
            tree.push(Some(mv), Side::First, point);
        }
        tree.links[0].expanded = true;
        tree.links[0].first_child = 1;
        tree.links[0].n_children = 4;
        tree
    }

    #[test]
    fn only_the_children_whose_mover_took_their_point_gain() {
        let mut tree = tree();
        let mut taken = Vec::new();
        // Point 0 taken by First, point 1 by Second, point 2 and 3 by nobody; First won.
        let owners = [1, 2, 0, 0];
        update(&mut tree, &[0], &owners, &[1.0, 0.0], 0.0, &mut taken);
        assert_eq!(tree.amaf_visits[1..5], [1.0, 0.0, 0.0, 0.0]);
        assert_eq!(tree.amaf_wins[1..5], [1.0, 0.0, 0.0, 0.0]);
        // Then First takes points 1 and 2 and loses; a draw gives halves.
        update(&mut tree, &[0], &[0, 1, 1, 2], &[0.0, 1.0], 0.0, &mut taken);
        update(&mut tree, &[0], &[1, 1, 0, 0], &[0.5, 0.5], 0.0, &mut taken);
        assert_eq!(tree.amaf_visits[1..5], [2.0, 2.0, 1.0, 0.0]);
        assert_eq!(tree.amaf_wins[1..5], [1.5, 0.5, 0.0, 0.0]);
        // The root itself (not a child of a node on the path) is untouched.
        assert_eq!(tree.amaf_visits[0], 0.0);
    }

    #[test]
    fn a_well_visited_node_counts_one_playout_in_a_stride_with_its_weight() {
        // Off, and below twice the threshold: every playout, once.
        assert_eq!(weight(123_457.0, 0.0), Some(1.0));
        assert_eq!(weight(1.0, 100.0), Some(1.0));
        assert_eq!(weight(199.0, 100.0), Some(1.0));
        // From 200 visits: every second playout, twice; from 400, every fourth, four times.
        assert_eq!(weight(200.0, 100.0), Some(2.0));
        assert_eq!(weight(201.0, 100.0), None);
        assert_eq!(weight(398.0, 100.0), Some(2.0));
        assert_eq!(weight(400.0, 100.0), Some(4.0));
        assert_eq!(weight(402.0, 100.0), None);
        // Over 100 to 1,000 visits: 100 + 100 + 100 + ... updates, and the weights add up to
        // the playouts counted.
        let kept: Vec<f32> = (101..=1000)
            .filter_map(|v| weight(v as f32, 100.0))
            .collect();
        assert!(kept.len() < 400, "{} updates", kept.len());
        let total: f32 = kept.iter().sum();
        assert!((total - 900.0).abs() <= 8.0, "weights add up to {total}");
    }

    #[test]
    fn a_thinned_update_skips_or_weighs_the_whole_node() {
        let mut tree = tree();
        let mut taken = Vec::new();
        // The root has 401 visits with a threshold of 100: this playout is skipped.
        tree.visits[0] = 401.0;
        update(
            &mut tree,
            &[0],
            &[1, 1, 1, 0],
            &[1.0, 0.0],
            100.0,
            &mut taken,
        );
        assert_eq!(tree.amaf_visits[1..5], [0.0; 4]);
        // At 404 visits it counts four times, for each child whose point was its mover's.
        tree.visits[0] = 404.0;
        update(
            &mut tree,
            &[0],
            &[1, 2, 1, 0],
            &[0.5, 0.5],
            100.0,
            &mut taken,
        );
        assert_eq!(tree.amaf_visits[1..5], [4.0, 0.0, 4.0, 0.0]);
        assert_eq!(tree.amaf_wins[1..5], [2.0, 0.0, 2.0, 0.0]);
    }
}
